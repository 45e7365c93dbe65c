"""``python -m desktop roster show FILE [--json]`` and ``roster convert IN OUT.json``.

design.md section 4: exit 0 on success; on bad input one clear line on stderr and exit 2,
never a traceback.  Files are recognised by content (native JSON, BattleScribe XML, zipped
``.rosz``, New Recruit JSON), so a renamed file still opens.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from desktop.domain.text import DomainError

USAGE = ("usage: python -m desktop roster show FILE [--json]\n"
         "       python -m desktop roster convert IN OUT.json\n")


def _write(text: str) -> None:
    """UTF-8 on stdout whatever the locale (design.md 4: --json output is UTF-8)."""
    sys.stdout.flush()
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(text)
    else:
        buffer.write(text.encode("utf-8"))
        buffer.flush()


def _fail(message: str) -> int:
    print(f"error: {' '.join(message.split())}", file=sys.stderr)
    return 2


def _show(args: list[str]) -> int:
    as_json = "--json" in args
    files = [a for a in args if a != "--json"]
    unknown = [a for a in files if a.startswith("--")]
    if unknown:
        return _fail(f"unknown option '{unknown[0]}' (usage: roster show FILE [--json])")
    if len(files) != 1:
        return _fail("roster show needs exactly one FILE (usage: roster show FILE [--json])")
    summary = _summary(Path(files[0]))
    if as_json:
        _write(json.dumps(summary, ensure_ascii=False, indent=2) + "\n")
    else:
        from desktop.formats.battlescribe.summary import summary_text

        _write(summary_text(summary) + "\n")
    return 0


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


def _convert(args: list[str]) -> int:
    if len(args) != 2 or any(a.startswith("--") for a in args):
        return _fail("roster convert needs IN and OUT.json (usage: roster convert IN OUT.json)")
    from desktop.formats import native
    from desktop.formats.battlescribe import import_roster

    source, target = Path(args[0]), Path(args[1])
    result = import_roster(source)
    if target.is_dir():
        return _fail(f"{target} is a folder; give the name of the .json file to write")
    if not target.parent.is_dir():
        return _fail(f"the folder {target.parent} does not exist")
    try:
        if target.resolve() == source.resolve():
            return _fail("IN and OUT are the same file; give another name for OUT")
    except OSError:
        pass
    try:
        native.save(result.roster, target)
    except OSError as exc:
        return _fail(f"could not write {target}: {exc.strerror or exc}")
    roster = result.roster
    _write(f"Wrote {target} ({roster.name}: {len(roster.units)} units, "
           f"{roster.total_points} points)\n")
    for warning in result.warnings:
        _write(f"warning: {warning.render()}\n")
    return 0


def main(argv: list[str]) -> int:
    if argv and argv[0] in ("-h", "--help"):
        sys.stdout.write(USAGE)
        return 0
    if not argv:
        return _fail("roster needs a command: show FILE [--json] or convert IN OUT.json")
    command, rest = argv[0], argv[1:]
    try:
        if command == "show":
            return _show(rest)
        if command == "convert":
            return _convert(rest)
        return _fail(f"unknown roster command '{command}' (use show or convert)")
    except DomainError as exc:  # FormatError included: the file's own problem, in words
        return _fail(exc.message.render())
    except (MemoryError, RecursionError):
        return _fail("the file is too large or too deeply nested to read")
    except Exception as exc:  # contract: one line, never a traceback
        return _fail(f"could not read the roster ({type(exc).__name__})")
