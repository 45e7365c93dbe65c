"""Native roster files (design.md section 3): versioned JSON written from pydantic models.

``{"format": "auspex-roster", "version": 1, "roster": {...}}``.  Older versions migrate on
load; a newer, broken or hostile file is refused with a clear message and nothing on disk
changes.  Saves are atomic.

What a native roster is, for every reader (the window's Open, its Import, ``roster show``
and ``roster convert``): a JSON object whose top-level ``"format"`` is ``"auspex-roster"``,
wherever that key stands in the file (:func:`loads_if_native`).  The file is strict JSON in
UTF-8: no key twice in one object, no ``NaN``, and numbers where numbers belong (``true`` is
not 1, ``"5"`` is not 5).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from desktop.domain.jsonsafe import DuplicateKey, loads_strict, utf8_only
from desktop.domain.roster import Roster
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message, shorten
from desktop.formats.atomic import atomic_write_bytes
from desktop.formats.errors import FormatError
from desktop.formats.safe_read import decode_text, decoded_head, foreign_encoding, read_user_file

FORMAT = "auspex-roster"
VERSION = 1
MAX_FILE_BYTES = 32 * 1024 * 1024
MAX_NESTING = 64
CTX = "RosterFile"

# version n -> function turning a version-n document into version n+1
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class NotNative(FormatError):
    """Readable JSON, but not a native roster (no top-level ``"format": "auspex-roster"``)."""


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
    text = decode_text(data)
    try:
        document = loads_strict(text, unique_keys=True)
    except RecursionError:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "The file is nested too deeply to be a "
                                                    "roster")) from None
    except json.JSONDecodeError as exc:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "The roster file is damaged (invalid JSON "
                                                    "near line %1)"), exc.lineno) from None
    except DuplicateKey as exc:
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "The roster file is damaged (the entry "
                                                    "'%1' appears twice in one object)"),
                    shorten(exc.key)) from None
    except ValueError as exc:  # NaN, Infinity
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "The roster file is damaged (%1 is not a "
                                                    "JSON value)"), exc) from None
    _check_depth(document)
    if not utf8_only(document):  # a "\ud800" escape: no roster could ever be saved again
        raise _fail(QT_TRANSLATE_NOOP("RosterFile", "This is not an Auspex roster (the file is "
                                                    "not UTF-8 text)"))
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise NotNative(Message(CTX, QT_TRANSLATE_NOOP("RosterFile", "This is not an Auspex "
                                                                     "roster file")))
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
                                                    "'%1'"), shorten(sorted(unknown)[0]))
    try:  # strict: a JSON true is no points limit of 1, nor "5" a count of 5
        return Roster.model_validate_json(json.dumps(document.get("roster"), ensure_ascii=False),
                                          strict=True)
    except ValidationError as exc:
        raise FormatError(describe_validation_error(exc)) from None


def mentions_native(data: bytes) -> bool:
    """The quick half of the rule: a JSON object (in UTF-8, or in UTF-16/32, so that reading it
    explains the encoding) that names the native format somewhere.  Whether it is a native
    roster is then told by :func:`loads_if_native`, which reads it."""
    if not decoded_head(data).startswith("{"):
        return False
    codec = foreign_encoding(data)
    if codec is None:
        return b'"auspex-roster"' in data
    return '"auspex-roster"' in data.decode(codec, "replace")


def loads_if_native(data: bytes) -> Roster | None:
    """The roster when ``data`` is a native roster file, None when it is some other file
    (BattleScribe, New Recruit...); FormatError when it is a native roster that cannot be
    read (damaged, newer, invalid: what is wrong with it, not "not a BattleScribe file")."""
    if not mentions_native(data):
        return None
    try:
        return loads(data)
    except NotNative:
        return None


def describe_validation_error(exc: ValidationError) -> Message:
    """The first problem pydantic found, as one sentence a player understands."""
    first = exc.errors(include_url=False)[0]
    original = (first.get("ctx") or {}).get("error")
    where = " > ".join(shorten(part) for part in first.get("loc", ()))
    if isinstance(original, DomainError):
        reason = original.message
        return Message(CTX, QT_TRANSLATE_NOOP("RosterFile", "The roster is invalid at %1: %2"),
                       (where or "-", reason))
    return Message(CTX, QT_TRANSLATE_NOOP("RosterFile", "The roster is invalid at %1: %2"),
                   (where or "-", shorten(first.get("msg", ""), 300)))
