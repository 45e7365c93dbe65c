"""The command line (design.md section 4): one ``argparse`` parser, one output writer.

    python -m desktop                                   the window (desktop.__main__)
    python -m desktop --version | --self-test | --help
    python -m desktop odds SCENARIO.json [--json]
    python -m desktop roster show FILE [--json]
    python -m desktop roster convert IN OUT.json [--force]
    python -m desktop rules --edition E --lang en|ru [--json] [TOPIC]
    python -m desktop rules --search WORDS [--edition E] [--lang en|ru] [--json]
    python -m desktop data add PATH | data list [--json] | data remove ID

The parser only knows the shape of the command line; each command runs in the module that
holds its logic, imported only when that command runs (so ``--help`` and ``odds`` pay for
nothing else, and nothing here imports Qt).  A leaf parser names its runner
(``set_defaults(run="module:function")``); the runner takes the parsed arguments and returns
its output, text (a ``str``, written as it is) or a JSON value, and :func:`emit` writes it.
A new command is one :class:`Command` in :data:`COMMANDS` and its ``configure`` function.

Failures are one line on stderr, never a traceback:

* bad input (the parser's :meth:`Parser.error`, a ``DomainError`` from a runner): exit 2;
* output that cannot be written (a full disk, a closed pipe): exit 2 too;
* a bug in Auspex: exit 1.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from desktop import __version__

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

EXIT_OK = 0
EXIT_BUG = 1
EXIT_FAILED = 2  # bad input, or output that cannot be written
EXIT_INTERRUPTED = 130
MAX_ERROR_CHARS = 1000  # a value read from a file may be megabytes long

# Characters a terminal acts on instead of showing: C0/C1 controls, DEL, line and paragraph
# separators (splitlines() breaks on them) and the bidirectional embeddings, overrides and
# isolates (they reorder what follows).  Text output keeps its own newlines and tabs.
_TERMINAL = "\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069"
_UNSAFE_IN_LINE = re.compile(f"[\x00-\x1f{_TERMINAL}]")
_UNSAFE_IN_TEXT = re.compile(f"[\x00-\x08\x0b-\x1f{_TERMINAL}]")
_UNSAFE_IN_JSON = re.compile(f"[{_TERMINAL}]")  # json.dumps escapes the rest itself


class OutputError(Exception):
    """Standard output cannot be written (a full disk, a closed pipe...)."""


_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    """A character as Python would write it in a string literal (``\\n``, ``\\x1b``)."""
    char = match.group(0)
    code = ord(char)
    return _NAMED.get(char) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


def escaped(text: str) -> str:
    """``text`` with every control character, line break included, shown escaped: a value
    (a roster's name) that must stay on its line and cannot drive the terminal."""
    return _UNSAFE_IN_LINE.sub(_escape, text)


def one_line(message: str, limit: int = MAX_ERROR_CHARS) -> str:
    """``message`` as one line of at most about ``limit`` characters, controls escaped."""
    line = escaped(message)
    if len(line) > limit:
        line = f"{line[:limit]}… (+{len(line) - limit} characters)"
    return line


def safe_text(text: str) -> str:
    """Text output with its newlines and tabs, every other control character escaped."""
    return _UNSAFE_IN_TEXT.sub(_escape, text)


def dumps_json(value: Any) -> str:
    """JSON as UTF-8 text (``ensure_ascii=False``), indented, ending in a newline; the
    characters a terminal would act on are written as ``\\uXXXX`` escapes (the same JSON)."""
    text = json.dumps(value, ensure_ascii=False, indent=2)
    return _UNSAFE_IN_JSON.sub(lambda match: f"\\u{ord(match.group(0)):04x}", text) + "\n"


def write_output(text: str) -> None:
    """The one writer of standard output: UTF-8 whatever the locale, flushed, and
    :class:`OutputError` when it cannot be written."""
    stream = sys.stdout
    if stream is None:  # started with stdout closed
        raise OutputError("standard output is closed")
    try:
        stream.flush()
        buffer = getattr(stream, "buffer", None)
        if buffer is None:  # a StringIO standing in for stdout
            stream.write(text)
            stream.flush()
        else:
            buffer.write(text.encode("utf-8", "backslashreplace"))
            buffer.flush()
    except (OSError, ValueError) as exc:  # ValueError: stdout is closed
        raise OutputError(_reason(exc)) from None


def emit(result: Any) -> None:
    """A runner's result on stdout: ``str`` as text, anything else as JSON."""
    write_output(safe_text(result) if isinstance(result, str) else dumps_json(result))


def report_error(message: str) -> None:
    """``error: message`` as one line on stderr, in UTF-8 (best effort: stderr may be
    unwritable too, and the exit status still tells)."""
    line = f"error: {one_line(message)}\n"
    stream = sys.stderr
    if stream is None:  # started with stderr closed
        return
    try:
        stream.flush()
        buffer = getattr(stream, "buffer", None)
        if buffer is None:
            stream.write(line)
        else:
            buffer.write(line.encode("utf-8", "backslashreplace"))
        stream.flush()
    except (OSError, ValueError):
        _detach(stream)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.errno is not None:
        return os.strerror(exc.errno)
    return str(exc) or type(exc).__name__


def _detach(stream: TextIO | None) -> None:
    """Point a broken standard stream at /dev/null, so the flush at interpreter exit neither
    fails again nor prints 'Exception ignored ... BrokenPipeError' (and exit status 120)."""
    if stream is None or not any(stream is real for real in (sys.__stdout__, sys.__stderr__)):
        return  # a stand-in (tests): nothing of it is flushed at exit
    with contextlib.suppress(OSError, ValueError):  # what stays buffered goes to /dev/null
        stream.flush()
    with contextlib.suppress(OSError, ValueError):
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, stream.fileno())
        finally:
            os.close(null)


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose mistakes are one line on stderr and exit status 2, and whose
    help and version go through :func:`write_output`."""

    def error(self, message: str) -> NoReturn:
        usage = " ".join(self.format_usage().split()[1:])
        report_error(f"{message} (usage: {usage})")
        self.exit(EXIT_FAILED)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if not message:
            return
        if file is None or file is sys.stdout:
            write_output(message)
        else:
            report_error(message)


@dataclass(frozen=True)
class Command:
    """One subcommand: its name, one-line help and the function that adds its arguments (and
    sets ``run="module:function"`` on each leaf parser)."""

    name: str
    help: str
    configure: Callable[[argparse.ArgumentParser], None]


def _configure_odds(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("scenario", metavar="SCENARIO.json",
                        help="the attack: attacker, weapon, target and situation "
                             "(design.md section 4, docs/scenario-options.md)")
    parser.add_argument("--json", action="store_true", help="print the odds as JSON")
    parser.set_defaults(run="desktop.rules.scenario:run")


def _configure_roster(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="{show,convert}", required=True,
                                    title="commands")
    show = _subparser(actions, "show", "print a roster's name, points, units and problems")
    show.add_argument("file", metavar="FILE", help="an Auspex .json, BattleScribe .ros or "
                                                   ".rosz, or New Recruit .json roster")
    show.add_argument("--json", action="store_true", help="print the summary as JSON")
    show.set_defaults(run="desktop.formats.cli:show")
    convert = _subparser(actions, "convert", "write a roster as a native Auspex file")
    convert.add_argument("source", metavar="IN", help="the roster to read (any kind FILE "
                                                      "of 'roster show' can be)")
    convert.add_argument("target", metavar="OUT.json", help="the Auspex roster to write")
    convert.add_argument("--force", action="store_true",
                         help="replace OUT.json if it exists (a symlink's target is written)")
    convert.set_defaults(run="desktop.formats.cli:convert")


def _configure_rules(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("topic", metavar="TOPIC", nargs="?",
                        help="the topic to print (a topic id, or a wizard step id such as "
                             "fire_groups); without it the topics are listed")
    parser.add_argument("--edition", metavar="E",
                        help="second, classic, kill-team-2018 or horus-heresy")
    parser.add_argument("--lang", metavar="en|ru", help="the language (default: en; "
                                                        "--search without it: both)")
    parser.add_argument("--search", metavar="WORDS", nargs="+",
                        help="find topics by words in English or Russian")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(run="desktop.reference.cli:run")


def _configure_data(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="{add,list,remove}", required=True,
                                    title="commands")
    add = _subparser(actions, "add", "install game data (BattleScribe .gst/.cat/.catz or New "
                                     "Recruit .json) from a folder, a .zip or one file")
    add.add_argument("path", metavar="PATH", help="a folder, a .zip (as a code host's "
                                                  "'download ZIP' gives) or one data file")
    add.set_defaults(run="desktop.formats.data_cli:add")
    listing = _subparser(actions, "list", "list the installed game systems and catalogues")
    listing.add_argument("--json", action="store_true", help="print the list as JSON")
    listing.set_defaults(run="desktop.formats.data_cli:list_installed")
    remove = _subparser(actions, "remove", "remove an installed game system")
    remove.add_argument("id", metavar="ID", help="the game system's id (see 'data list')")
    remove.set_defaults(run="desktop.formats.data_cli:remove")


COMMANDS: tuple[Command, ...] = (
    Command("odds", "exact odds of one shooting attack", _configure_odds),
    Command("roster", "show a roster, or convert one to a native Auspex file",
            _configure_roster),
    Command("rules", "the bilingual rules reference", _configure_rules),
    Command("data", "install and list game data (BattleScribe / New Recruit) for offline use",
            _configure_data),
)


def _subparser(actions: Any, name: str, help_text: str) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = actions.add_parser(
        name, help=help_text, description=help_text, allow_abbrev=False)
    return parser


def _prog() -> str:
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    return name if name and name not in ("__main__.py", "-c", "-m") else "python -m desktop"


def build_parser() -> Parser:
    parser = Parser(
        prog=_prog(), allow_abbrev=False,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Auspex: rosters, shooting odds and the rules reference for Warhammer "
                    "40,000-family games.\nWithout arguments the Auspex window opens.",
        epilog="Every command exits 0 on success, and 2 with one line on stderr on bad input "
               "or when\nits output cannot be written.  'COMMAND --help' describes a command.")
    parser.add_argument("--version", action="version", version=f"Auspex {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="drive the real window offscreen and print what it did, with "
                             "timings (exit 0 only if all of it worked)")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for command in COMMANDS:
        command.configure(_subparser(commands, command.name, command.help))
    return parser


def parse(argv: Sequence[str]) -> argparse.Namespace:
    """The parsed command line; ``SystemExit`` after ``--help``/``--version`` (0) or a
    mistake already reported on stderr (2)."""
    parser = build_parser()
    args = parser.parse_args(list(argv))
    if args.self_test and args.command is not None:
        parser.error("--self-test takes no command")
    if not args.self_test and args.command is None:
        parser.error("give a command (or no argument at all to open the window)")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command line (``sys.argv[1:]`` by default) and return its exit status."""
    try:
        return _main(sys.argv[1:] if argv is None else argv)
    except OutputError as exc:
        report_error(f"could not write the output: {exc}")
        _detach(sys.stdout)
        return EXIT_FAILED
    except KeyboardInterrupt:
        report_error("interrupted")
        return EXIT_INTERRUPTED


def _main(argv: Sequence[str]) -> int:
    try:
        args = parse(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else EXIT_FAILED
    if args.self_test:
        return _self_test()
    module, _, function = str(args.run).partition(":")
    runner: Callable[[argparse.Namespace], Any] = getattr(import_module(module), function)
    try:
        result = runner(args)
    except (MemoryError, RecursionError):
        report_error("the input is too large or too deeply nested to read")
        return EXIT_FAILED
    except Exception as exc:
        from desktop.domain.text import DomainError

        if isinstance(exc, DomainError):
            report_error(exc.message.render())
            return EXIT_FAILED
        report_error(f"internal error in Auspex ({type(exc).__name__}: {exc})")
        return EXIT_BUG
    emit(result)
    return EXIT_OK


_OUTPUT_ERRNOS = frozenset({errno.EPIPE, errno.ENOSPC, errno.EIO, errno.EDQUOT, errno.EFBIG,
                            errno.EBADF})


def _self_test() -> int:
    from desktop.selftest import run_self_test

    if sys.stdout is None:  # its report is all it is for
        raise OutputError("standard output is closed")
    try:
        code = run_self_test([])
        sys.stdout.flush()
    except OSError as exc:  # its report goes to stdout through print()
        if exc.errno not in _OUTPUT_ERRNOS:
            raise
        raise OutputError(_reason(exc)) from None
    return code
