"""BattleScribe / New Recruit interoperability (pure Python, no Qt).

Public API (the GUI's File > Import and drag and drop call :func:`import_roster`):

* ``import_roster(path) -> ImportResult`` — ``.ros``, ``.rosz``, New Recruit JSON, or a
  native Auspex ``.json`` (recognised by content, not by the file name);
* ``read_document(path) -> RosterDocument`` — the file as BattleScribe wrote it;
* ``save_roster_rosz(roster, path, document=None)`` — write ``.rosz`` atomically: the
  BattleScribe document an imported or data-built roster keeps (``Roster.battlescribe``),
  merged with its edits in Auspex (:mod:`keep`), else the roster converted by :mod:`export`;
  ``writer.to_rosz`` / ``writer.to_json`` give the bytes;
* catalogues and roster building: :mod:`catalogue`, :mod:`builder`.

Every failure is a :class:`desktop.formats.errors.FormatError` with one translatable message.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from desktop.domain.roster import Roster
from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats import native
from desktop.formats.battlescribe.keep import roster_document, to_native
from desktop.formats.battlescribe.model import RosterDocument
from desktop.formats.battlescribe.reader import read_roster
from desktop.formats.battlescribe.safe import (
    ZIP_MAGIC,
    fail,
    parse_document,
    read_file,
    unzip_single,
)

ROSTER_SUFFIXES = (".ros",)


@dataclass(frozen=True)
class ImportResult:
    """An imported roster, what could not be mapped, and the file's own data.

    ``document`` is None for a native Auspex file.
    """

    roster: Roster
    warnings: list[Message] = field(default_factory=list)
    document: RosterDocument | None = None


def document_from_bytes(data: bytes) -> RosterDocument:
    return read_roster(parse_document(data, ROSTER_SUFFIXES))


def _unzipped(data: bytes) -> bytes:
    if not data.startswith(ZIP_MAGIC):
        return data
    inner = unzip_single(data, ROSTER_SUFFIXES)
    if inner.startswith(ZIP_MAGIC):
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The zip archive holds another zip "
                                                     "archive, not a data file"))
    return inner


def read_document(path: str | os.PathLike[str]) -> RosterDocument:
    return document_from_bytes(read_file(path))


def is_native(data: bytes) -> bool:
    """Whether ``data`` looks like a native Auspex roster (sniffed, whatever the file name);
    :func:`desktop.formats.native.loads_if_native` decides."""
    return native.mentions_native(data)


def import_bytes(data: bytes) -> ImportResult:
    native_roster = native.loads_if_native(data)
    if native_roster is not None:
        return ImportResult(native_roster)
    raw = _unzipped(data)
    document = document_from_bytes(raw)
    roster, warnings = to_native(document, raw)
    return ImportResult(roster, warnings, document)


def import_roster(path: str | os.PathLike[str]) -> ImportResult:
    """Any roster file Auspex reads, as an Auspex roster plus import warnings."""
    return import_bytes(read_file(path))


def save_roster_rosz(roster: Roster, path: str | os.PathLike[str],
                     document: RosterDocument | None = None) -> None:
    """Export as ``.rosz`` (atomic): ``document`` when given, else the BattleScribe document
    the roster keeps, merged with what was changed in Auspex (:mod:`keep`), else the roster
    converted by :mod:`export`."""
    from desktop.formats.battlescribe.writer import save_rosz

    save_rosz(document if document is not None else roster_document(roster), path)


__all__ = ["ImportResult", "RosterDocument", "document_from_bytes", "import_bytes",
           "import_roster", "is_native", "read_document", "save_roster_rosz"]
