"""``python -m desktop.ui.import_worker FILE``: the child process of a big import.

It writes one pickled ``(ImportResult, None)`` or ``(None, error)`` pair to stdout, for
:class:`desktop.ui.background.ProcessJob`.  No Qt here: the child starts fast and stays small.
"""

from __future__ import annotations

import pickle
import sys

from desktop.domain.text import Message


class Refused(Exception):
    """A FormatError on its way back to the GUI (FormatError does not pickle: its args are
    the English text, its constructor wants the Message)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message = message


def read(path: str) -> tuple[object, BaseException | None]:
    from desktop.formats.battlescribe import import_roster
    from desktop.formats.errors import FormatError

    try:
        return import_roster(path), None
    except FormatError as exc:
        return None, Refused(exc.message)
    except Exception as exc:  # a bug: the GUI shows it rather than waiting forever
        return None, RuntimeError(f"{type(exc).__name__}: {exc}")


def main(argv: list[str]) -> int:
    result = read(argv[0])
    sys.stdout.buffer.write(pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL))
    sys.stdout.buffer.flush()
    return 0


if __name__ == "__main__":
    # Run the module's own copy (not __main__'s), so Refused pickles by its real name.
    from desktop.ui.import_worker import main as module_main

    sys.exit(module_main(sys.argv[1:]))
