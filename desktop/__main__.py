"""``python -m desktop``: the window with no arguments, the command line (:mod:`desktop.cli`)
otherwise.  Neither imports the other's modules: the window starts without ``argparse`` and
the commands without Qt."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        from desktop.app import run_gui

        return run_gui([])
    from desktop.cli import main as cli_main

    return cli_main(args)


if __name__ == "__main__":
    sys.exit(main())
