"""``python -m desktop data add PATH`` and ``data list [--json]`` (design.md section 4).

:func:`run_data` takes the parsed arguments (``args.data_command`` is ``"add"`` or
``"list"``, or ``"remove"`` with ``args.id``; ``args.path`` for add; ``args.json`` for
list), prints to ``out`` and returns the exit code.  Bad input raises
:class:`FormatError` (one translatable message); the caller prints it on one line and
exits 2.
"""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats import gamedata
from desktop.formats.errors import FormatError


class _Utf8Out:
    """stdout as UTF-8 whatever the locale (design.md 4: --json output is UTF-8)."""

    def write(self, text: str) -> None:
        buffer = getattr(sys.stdout, "buffer", None)
        if buffer is None:
            sys.stdout.write(text)
        else:
            sys.stdout.flush()
            buffer.write(text.encode("utf-8"))
            buffer.flush()


def run_data(args: Any, out: TextIO | None = None) -> int:
    """Run ``data add`` / ``data list`` for parsed ``args``; returns 0 (errors raise)."""
    stream: TextIO | _Utf8Out = out if out is not None else _Utf8Out()
    command = getattr(args, "data_command", None)
    if command == "add":
        path = getattr(args, "path", None)
        if not path:
            raise FormatError(Message("GameData", QT_TRANSLATE_NOOP(
                "GameData", "data add needs the PATH of a folder, zip or data file")))
        gamedata.cleanup()
        for report in gamedata.add(path):
            stream.write(report.message.render() + "\n")
        return 0
    if command == "list":
        items = gamedata.installed()
        if getattr(args, "json", False):
            stream.write(json.dumps([item.to_json() for item in items], ensure_ascii=False,
                                    indent=2) + "\n")
        else:
            stream.write(gamedata.describe(items) + "\n")
        return 0
    if command == "remove":
        name = gamedata.remove(str(getattr(args, "id", "")))
        stream.write(f"Removed {name}\n")
        return 0
    raise FormatError(Message("GameData", QT_TRANSLATE_NOOP(
        "GameData", "Unknown data command '%1' (use add or list)"), (str(command),)))
