"""Translatable messages for the pure-Python layers (no Qt here).

``QT_TRANSLATE_NOOP`` is recognised by ``pyside6-lupdate`` by its call name, so strings
marked with it land in ``translations/*.ts`` while this module stays free of Qt.  The Qt
layer turns a :class:`Message` into the user's language with
``QCoreApplication.translate(message.context, message.template)`` and fills ``%1``, ``%2``...
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Protocol


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for extraction under ``context``; returns it unchanged."""
    return text


class Translate(Protocol):
    def __call__(self, context: str, text: str, /) -> str: ...


def _identity(context: str, text: str, /) -> str:
    return text


@dataclass(frozen=True)
class Message:
    """A user-facing message: a translatable template with ``%1``-style arguments."""

    context: str
    template: str
    args: tuple[object, ...] = field(default=())

    def render(self, translate: Translate = _identity) -> str:
        """The message in the language ``translate`` gives (English by default)."""
        args = tuple(a.render(translate) if isinstance(a, Message) else a for a in self.args)
        return fill(translate(self.context, self.template), args)

    def __str__(self) -> str:
        return self.render()


_PLACEHOLDER = re.compile(r"%(\d{1,2})")


def arg(template: str, *args: object) -> str:
    """``template`` with ``%1``..``%99`` replaced by ``args`` in one pass, as ``QString.arg``.

    A value that itself contains ``%1`` is left as it is (a roster named "100%1" stays so);
    a placeholder with no argument is kept, so a missing value shows instead of vanishing.
    """

    def value(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return str(args[index - 1]) if 1 <= index <= len(args) else match.group(0)

    return _PLACEHOLDER.sub(value, template)


def fill(template: str, args: tuple[object, ...]) -> str:
    """:func:`arg` with the arguments as one tuple (what :class:`Message` holds)."""
    return arg(template, *args)


def shorten(value: object, limit: int = 60) -> str:
    """``str(value)`` cut to ``limit`` characters for a message, so a huge value read from a
    file (a 10 MB name) is not repeated whole: ``"abc…" (+N characters)``."""
    text = str(value)
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… (+{len(text) - limit} characters)"


class DomainError(ValueError):
    """A refusal with a message a player understands (raised inside pydantic validators too)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.render())
        self.message = message


def error(context: str, template: str, *args: object) -> DomainError:
    return DomainError(Message(context, template, args))
