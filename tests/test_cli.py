"""The command line as a whole (design.md section 4): one ``argparse`` parser, every mistake one
line on stderr with exit status 2, the commands free of Qt."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import __version__
from desktop.cli import build_parser, main
from tests.conftest import REPO

SCENARIO = {
    "edition": "classic",
    "attacker": {"models": 10, "bs": 4, "moved": False,
                 "weapon": {"name": "Boltgun", "type": "rapid-fire", "shots": "1", "range": 24,
                            "strength": 4, "ap": 5, "damage": "1"}},
    "target": {"models": 10, "toughness": 4, "wounds": 1, "save": 6, "invulnerable": None,
               "cover": None, "leadership": 7},
    "situation": {"distance": 10},
}


def desktop(*args: str, **kwargs: object) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "desktop", *args], cwd=REPO,
                          capture_output=True, timeout=60, check=False, **kwargs)  # type: ignore[call-overload]


def test_version() -> None:
    done = desktop("--version")
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout.decode() == f"Auspex {__version__}\n"


def test_help_lists_every_command() -> None:
    done = desktop("--help")
    assert (done.returncode, done.stderr) == (0, b"")
    text = done.stdout.decode()
    for command in ("odds", "roster", "rules", "--version", "--self-test"):
        assert command in text


@pytest.mark.parametrize(("argv", "needle"), [
    (["odds", "--help"], "SCENARIO.json"),
    (["roster", "--help"], "convert"),
    (["roster", "show", "-h"], "FILE"),
    (["roster", "convert", "--help"], "--force"),
    (["rules", "--help"], "--edition"),
])
def test_every_command_has_help(argv: list[str], needle: str,
                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert err == "" and needle in out and out.startswith("usage: ")


@pytest.mark.parametrize("argv", [
    [], ["--"], ["frob"], ["--frob"], ["--json"], ["roster"], ["roster", "frob"],
    ["roster", "show"], ["roster", "show", "a.ros", "b.ros"], ["roster", "convert", "a.ros"],
    ["roster", "show", "--json", "--frob", "a.ros"], ["odds"], ["odds", "a.json", "b.json"],
    ["odds", "--js", "a.json"], ["odds", "a.json", "--json=yes"], ["rules", "--edition"],
    ["rules", "--edition", "classic", "--lang", "en", "wound", "save"],
    ["rules", "--edit", "classic"], ["--self-test", "odds", "a.json"],
    ["--version=1"], ["roster", "show", "a.ros", "--force"],
], ids=repr)
def test_usage_mistakes_are_one_line_and_exit_2(argv: list[str],
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and err.endswith("\n")
    assert "usage: " in err  # the line says how the command is called


def test_a_control_character_in_an_argument_stays_on_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["frob\n\x1b[31mred"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\x1b" not in err and "\\x1b" in err


def test_every_command_names_its_runner() -> None:
    """Each leaf parser sets ``run`` to a ``module:function`` that exists."""
    parser = build_parser()
    for argv in (["odds", "s.json"], ["roster", "show", "f"], ["roster", "convert", "a", "b"],
                 ["rules", "--edition", "classic"]):
        module, _, function = parser.parse_args(argv).run.partition(":")
        __import__(module)
        assert callable(getattr(sys.modules[module], function)), argv


def test_odds_through_python_m_desktop_loads_no_qt(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(SCENARIO), encoding="utf-8")
    code = ("import sys\nfrom desktop.cli import main\n"
            f"code = main(['odds', {str(path)!r}, '--json'])\n"
            "assert not [m for m in sys.modules if m.startswith('PySide6')]\n"
            "sys.exit(code)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["shots"]["mean"] == 20.0


def test_version_and_help_import_no_engine() -> None:
    """``--version`` and ``--help`` pay for the parser only (no pydantic, no engine)."""
    code = ("import sys\nfrom desktop.cli import main\n"
            "assert main(['--version']) == 0 and main(['--help']) == 0\n"
            "print(sorted(m for m in sys.modules if m.startswith(('desktop', 'pydantic', "
            "'PySide6'))))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          text=True, timeout=60, check=True)
    assert done.stdout.splitlines()[-1] == "['desktop', 'desktop.cli']"
