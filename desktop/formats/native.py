"""Native roster files (design.md section 3): versioned JSON written from pydantic models.

``{"format": "auspex-roster", "version": 1, "roster": {...}}``.  Older versions migrate on
load; a newer, broken or hostile file is refused with a clear message and nothing on disk
changes.  Saves are atomic.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from desktop.domain.jsonsafe import loads_strict, utf8_only
from desktop.domain.roster import Roster
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message
from desktop.formats.atomic import atomic_write_bytes
from desktop.formats.errors import FormatError
from desktop.formats.safe_read import read_user_file

FORMAT = "auspex-roster"
VERSION = 1
MAX_FILE_BYTES = 32 * 1024 * 1024
MAX_NESTING = 64
CTX = "RosterFile"

# version n -> function turning a version-n document into version n+1
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _fail(template: str, *args: object) -> FormatError:
    return FormatError(Message(CTX, template, args))


def dumps(roster: Roster) -> bytes:
    document = {"format": FORMAT, "version": VERSION,
                "roster": roster.model_dump(mode="json", exclude_defaults=False)}
    return (json.dumps(document, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def save(roster: Roster, path: str | os.PathLike[str]) -> None:
    """Write ``roster`` to ``path`` atomically (the old file survives any failure)."""
    atomic_write_bytes(path, dumps(roster))


def load(path: str | os.PathLike[str]) -> Roster:
    """The roster in the regular file ``path`` (a pipe or a device is refused unread)."""
    return loads(read_user_file(path, MAX_FILE_BYTES))


def _check_depth(value: object, depth: int = 0) -> None:
    if depth > MAX_NESTING:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "The file is nested too deeply to be a "
                                                    "roster"))
    if isinstance(value, dict):
        for item in value.values():
            _check_depth(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _check_depth(item, depth + 1)


def loads(data: bytes) -> Roster:
    if len(data) > MAX_FILE_BYTES:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "The file is too large to be a roster "
                                                    "(%1 MB)"), len(data) // (1024 * 1024))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "This is not an Auspex roster (the file is "
                                                    "not UTF-8 text)")) from None
    try:
        document = loads_strict(text)
    except RecursionError:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "The file is nested too deeply to be a "
                                                    "roster")) from None
    except (json.JSONDecodeError, ValueError) as exc:
        line = getattr(exc, "lineno", 0)
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "The roster file is damaged (invalid JSON "
                                                    "near line %1)"), line) from None
    _check_depth(document)
    if not utf8_only(document):  # a "\ud800" escape: no roster could ever be saved again
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "This is not an Auspex roster (the file is "
                                                    "not UTF-8 text)"))
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "This is not an Auspex roster file"))
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "The roster file has no valid version "
                                                    "number"))
    if version > VERSION:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "This roster was saved by a newer Auspex "
                                                    "(file version %1, this app reads up to "
                                                    "%2). Update Auspex to open it."),
                    version, VERSION)
    while version < VERSION:
        document = MIGRATIONS[version](document)
        version += 1
    unknown = set(document) - {"format", "version", "roster"}
    if unknown:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "The roster file has an unknown entry "
                                                    "'%1'"), sorted(unknown)[0])
    try:
        return Roster.model_validate(document.get("roster"))
    except ValidationError as exc:
        raise FormatError(describe_validation_error(exc)) from None


def describe_validation_error(exc: ValidationError) -> Message:
    """The first problem pydantic found, as one sentence a player understands."""
    first = exc.errors(include_url=False)[0]
    original = (first.get("ctx") or {}).get("error")
    where = " > ".join(str(part) for part in first.get("loc", ()))
    if isinstance(original, DomainError):
        reason = original.message
        return Message(CTX, QT_TRANSLATE_NOOP("RosterFile", "The roster is invalid at %1: %2"),
                       (where or "-", reason))
    return Message(CTX, QT_TRANSLATE_NOOP("RosterFile", "The roster is invalid at %1: %2"),
                   (where or "-", first.get("msg", "")))
