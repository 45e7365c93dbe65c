"""``python -m desktop roster show FILE [--json]`` and ``roster convert IN OUT.json``.

design.md section 4: exit 0 on success; on bad input one clear line on stderr and exit 2,
never a traceback.  Files are recognised by content (native JSON, BattleScribe XML, zipped
``.rosz``, New Recruit JSON), so a renamed file still opens.  The arguments are parsed, and
the output written, by :mod:`desktop.cli`; the runners here raise ``DomainError`` for bad
input.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message

CTX = "RosterCommand"


def _fail(template: str, *args: object) -> DomainError:
    return DomainError(Message(CTX, template, args))


def show(args: argparse.Namespace) -> str | dict[str, Any]:
    """``roster show FILE [--json]``."""
    summary = _reading(_summary, Path(args.file))
    if args.json:
        return summary
    from desktop.formats.battlescribe.summary import summary_text

    return summary_text(summary) + "\n"


def _reading(read: Any, path: Path) -> Any:
    """``read(path)``, any failure but a clear one reported as unreadable (never a
    traceback: the file may be hostile)."""
    try:
        return read(path)
    except DomainError:  # FormatError included: the file's own problem, in words
        raise
    except (MemoryError, RecursionError):
        raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "The file is too large or too deeply "
                                                       "nested to read")) from None
    except Exception as exc:
        raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "Could not read the roster (%1)"),
                    type(exc).__name__) from None


def _summary(path: Path) -> dict[str, Any]:
    from desktop.formats import native
    from desktop.formats.battlescribe import document_from_bytes, is_native
    from desktop.formats.battlescribe.convert import to_roster
    from desktop.formats.battlescribe.safe import read_file
    from desktop.formats.battlescribe.summary import document_summary, roster_summary
    from desktop.formats.errors import FormatError

    data = read_file(path)
    if is_native(data):
        return roster_summary(native.loads(data))
    document = document_from_bytes(data)
    try:
        _, warnings = to_roster(document)
    except FormatError as exc:  # the file is readable, Auspex just cannot hold all of it
        warnings = [exc.message]
    return document_summary(document, warnings)


def convert(args: argparse.Namespace) -> str:
    """``roster convert IN OUT.json``."""
    from desktop.formats import native
    from desktop.formats.battlescribe import import_roster

    source, target = Path(args.source), Path(args.target)
    result = _reading(import_roster, source)
    if target.is_dir():
        raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "%1 is a folder; give the name of the "
                                                       ".json file to write"), target)
    if not target.parent.is_dir():
        raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "The folder %1 does not exist"),
                    target.parent)
    try:
        if target.resolve() == source.resolve():
            raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "IN and OUT are the same file; "
                                                           "give another name for OUT"))
    except OSError:
        pass
    try:
        native.save(result.roster, target)
    except OSError as exc:
        raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "Could not write %1: %2"), target,
                    exc.strerror or exc) from None
    roster = result.roster
    lines = [f"Wrote {target} ({roster.name}: {len(roster.units)} units, "
             f"{roster.total_points} points)"]
    lines.extend(f"warning: {warning.render()}" for warning in result.warnings)
    return "".join(f"{line}\n" for line in lines)


def main(argv: list[str]) -> int:
    """``python -m desktop roster *argv``, for callers holding this module."""
    from desktop.cli import main as cli_main

    return cli_main(["roster", *argv])
