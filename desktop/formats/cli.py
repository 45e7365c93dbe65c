"""``python -m desktop roster show FILE [--json]`` and ``roster convert IN OUT.json``.

design.md section 4: exit 0 on success; on bad input one clear line on stderr and exit 2,
never a traceback.  Files are recognised by content (native JSON, BattleScribe XML, zipped
``.rosz``, New Recruit JSON), so a renamed file still opens.  The arguments are parsed, and
the output written, by :mod:`desktop.cli`; the runners here raise ``DomainError`` for bad
input.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
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
    from desktop.cli import escaped
    from desktop.formats.battlescribe.summary import summary_text

    return summary_text(_map_strings(summary, escaped)) + "\n"


def _map_strings(value: Any, change: Callable[[str], str]) -> Any:
    """``value`` with ``change`` applied to every string in it (the file's names and texts:
    a newline or an escape sequence in a name must not start a line or drive the terminal)."""
    if isinstance(value, str):
        return change(value)
    if isinstance(value, dict):
        return {key: _map_strings(item, change) for key, item in value.items()}
    if isinstance(value, list):
        return [_map_strings(item, change) for item in value]
    return value


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
    from desktop.formats.battlescribe import document_from_bytes
    from desktop.formats.battlescribe.convert import to_roster
    from desktop.formats.battlescribe.safe import read_file
    from desktop.formats.battlescribe.summary import document_summary, roster_summary
    from desktop.formats.errors import FormatError

    data = read_file(path)
    roster = native.loads_if_native(data)  # the rule the window's Open follows too
    if roster is not None:
        return roster_summary(roster)
    document = document_from_bytes(data)
    try:
        _, warnings = to_roster(document)
    except FormatError as exc:  # the file is readable, Auspex just cannot hold all of it
        warnings = [exc.message]
    return document_summary(document, warnings)


def convert(args: argparse.Namespace) -> str:
    """``roster convert IN OUT.json [--force]``: an existing OUT is replaced only with
    ``--force`` (a symlink OUT stays one: its target is written)."""
    from desktop.formats import native
    from desktop.formats.atomic import WriteRefused
    from desktop.formats.battlescribe import import_roster

    source, target = Path(args.source), Path(args.target)
    shown = _shown(target)
    if target.is_dir():
        raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "%1 is a folder; give the name of the "
                                                       ".json file to write"), shown)
    if not target.parent.is_dir():
        raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "The folder %1 does not exist"),
                    _shown(target.parent))
    if _same_file(source, target):
        raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "IN and OUT are the same file; "
                                                       "give another name for OUT"))
    if os.path.lexists(target) and not args.force:
        raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "%1 already exists; add --force to "
                                                       "replace it"), shown)
    result = _reading(import_roster, source)
    try:
        native.save(result.roster, target)
    except WriteRefused as exc:
        raise DomainError(exc.message) from None
    except OSError as exc:
        raise _fail(QT_TRANSLATE_NOOP("RosterCommand", "Could not write %1: %2"), shown,
                    exc.strerror or exc) from None
    roster = result.roster
    lines = [f"Wrote {shown} ({roster.name}: {len(roster.units)} units, "
             f"{roster.total_points} points)"]
    lines.extend(f"warning: {warning.render()}" for warning in result.warnings)
    return "".join(f"{line}\n" for line in lines)


def _shown(path: Path) -> str:
    """``path`` for a message, bytes that are not UTF-8 shown as ``\\xff``."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def _same_file(source: Path, target: Path) -> bool:
    try:
        if target.resolve() == source.resolve():
            return True
        return target.exists() and source.exists() and os.path.samefile(source, target)
    except (OSError, RuntimeError):  # RuntimeError: a symlink loop (Python < 3.13)
        return False


def main(argv: list[str]) -> int:
    """``python -m desktop roster *argv``, for callers holding this module."""
    from desktop.cli import main as cli_main

    return cli_main(["roster", *argv])
