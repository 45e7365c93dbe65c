"""Command-line entry (design.md section 4).

Each subcommand lives beside the code it drives and is imported only when used, so the GUI
start does not pay for it:  ``odds`` -> :mod:`desktop.rules.scenario`, ``roster`` ->
:mod:`desktop.formats.cli`, ``rules`` -> :mod:`desktop.reference.cli`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import import_module

from desktop import __version__

SUBCOMMANDS: dict[str, str] = {
    "odds": "desktop.rules.scenario",
    "roster": "desktop.formats.cli",
    "rules": "desktop.reference.cli",
}

USAGE = """usage: python -m desktop [--version | --self-test | SUBCOMMAND ...]

Without arguments the Auspex window opens.

subcommands:
  odds SCENARIO.json [--json]                 exact odds of one shooting attack
  roster show FILE [--json]                   read a roster (.json, .ros, .rosz)
  roster convert IN OUT.json                  write a roster as a native Auspex file
  rules --edition E --lang en|ru [--json] [TOPIC]   the rules reference
"""


def fail(message: str) -> int:
    """One clear line on stderr and exit status 2 (design.md section 4)."""
    print(f"error: {message}", file=sys.stderr)
    return 2


def main(argv: list[str]) -> int:
    if not argv:
        from desktop.app import run_gui

        return run_gui([])
    head, rest = argv[0], argv[1:]
    if head in ("-h", "--help"):
        print(USAGE, end="")
        return 0
    if head == "--version":
        print(f"Auspex {__version__}")
        return 0
    if head == "--self-test":
        from desktop.selftest import run_self_test

        return run_self_test(rest)
    if head in SUBCOMMANDS:
        runner: Callable[[list[str]], int] = import_module(SUBCOMMANDS[head]).main
        return runner(rest)
    return fail(f"unknown command '{head}' (try --help)")
