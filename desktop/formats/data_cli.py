"""``python -m desktop data add PATH``, ``data list [--json]`` and ``data remove ID``
(design.md section 4).

Each runner takes the parsed arguments and returns its output (text, or a JSON value) for
the command line's one writer (:func:`desktop.cli.emit`).  Bad input raises
:class:`FormatError` (one translatable message); the command line prints it on one line and
exits 2.
"""

from __future__ import annotations

import argparse
from typing import Any

from desktop.formats import gamedata


def add(args: argparse.Namespace) -> str:
    """``data add PATH``: install a folder, zip or data file; one line per game system."""
    gamedata.cleanup()
    return "".join(report.message.render() + "\n" for report in gamedata.add(args.path))


def list_installed(args: argparse.Namespace) -> str | list[dict[str, Any]]:
    """``data list [--json]``: what is installed (``--json``: design.md 4's shape)."""
    items = gamedata.installed()
    if args.json:
        return [item.to_json() for item in items]
    return gamedata.describe(items) + "\n"


def remove(args: argparse.Namespace) -> str:
    """``data remove ID``: remove one installed game system."""
    return f"Removed {gamedata.remove(args.id)}\n"
