"""``python -m desktop`` against special files and failing output (design.md section 4: every
command fails with one line on stderr, never a traceback, and never blocks on a FIFO or a
device given as input).  Each case is a real process with a deadline, so a hang fails."""

from __future__ import annotations

import errno
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.formats.bsdata_helpers import DATA

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX special files")


def desktop(*args: str, **kwargs: object) -> subprocess.CompletedProcess[bytes]:
    """``python -m desktop *args``; stdout and stderr are captured unless given."""
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **kwargs}
    return subprocess.run([sys.executable, "-m", "desktop", *args], cwd=REPO, timeout=120,
                          check=False, **streams)  # type: ignore[call-overload]


def one_line_failure(done: subprocess.CompletedProcess[bytes], needle: str = "") -> str:
    """The single stderr line of a failed command (exit 2, nothing on stdout)."""
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2, err
    assert done.stdout == b""
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err, err
    assert needle in err, err
    return err


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "input.json"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("command", [["odds"], ["roster", "show"], ["roster", "show", "--json"]])
def test_a_fifo_as_input_is_refused_at_once(fifo: Path, command: list[str]) -> None:
    one_line_failure(desktop(*command, str(fifo)), "not a regular file")


def test_roster_convert_from_a_fifo_is_refused(fifo: Path, tmp_path: Path) -> None:
    one_line_failure(desktop("roster", "convert", str(fifo), str(tmp_path / "out.json")),
                     "not a regular file")
    assert not (tmp_path / "out.json").exists()


@pytest.mark.parametrize("command", [["odds"], ["roster", "show"]])
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_as_input_is_refused(command: list[str], device: str) -> None:
    if not Path(device).exists():
        pytest.skip(f"{device} is not on this system")
    one_line_failure(desktop(*command, device), "not a regular file")


@pytest.mark.parametrize("command", [["odds"], ["roster", "show"]])
def test_a_huge_input_is_refused_unread(command: list[str], tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:  # sparse: 4 GB on paper
        handle.truncate(4 * 1024 ** 3)
    one_line_failure(desktop(*command, str(path)), "too large")


def test_the_window_starts_with_a_fifo_as_its_settings(tmp_path: Path) -> None:
    """The settings are read at start-up: a FIFO there must not hang the app."""
    config = tmp_path / "config" / "Auspex"
    config.mkdir(parents=True)
    os.mkfifo(config / "settings.json")
    code = ("from desktop import storage\n"
            "print(storage.load_settings() == storage.Settings())\n")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          timeout=60, check=False, env=env)
    assert done.stdout.decode().strip() == "True", done.stderr
    assert not (config / "settings.json").exists()  # set aside like any unreadable settings


def test_roster_show_still_reads_regular_files() -> None:
    done = desktop("roster", "show", str(DATA / "second-2nd.ros"))
    assert done.returncode == 0 and b"Ultramarines Patrol" in done.stdout


# --- roster convert OUT.json (design.md section 4: refused unless --force, symlinks written
# through, a new file's mode follows the umask) -------------------------------------------

SOURCE = str(DATA / "second-2nd.ros")


@pytest.mark.parametrize(("umask", "expected"), [(0o022, 0o644), (0o027, 0o640),
                                                 (0o077, 0o600)])
def test_convert_gives_a_new_file_the_umask_mode(tmp_path: Path, umask: int,
                                                 expected: int) -> None:
    out = tmp_path / "out.json"
    done = desktop("roster", "convert", SOURCE, str(out),
                   preexec_fn=lambda: os.umask(umask))
    assert done.returncode == 0, done.stderr
    assert stat.S_IMODE(out.stat().st_mode) == expected


def test_convert_force_keeps_the_mode_of_the_file_it_replaces(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    out.write_text("old", encoding="utf-8")
    out.chmod(0o604)
    one_line_failure(desktop("roster", "convert", SOURCE, str(out)), "already exists")
    assert out.read_text(encoding="utf-8") == "old"
    done = desktop("roster", "convert", SOURCE, str(out), "--force")
    assert done.returncode == 0, done.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o604 and out.read_bytes().startswith(b"{")


def test_convert_force_through_a_symlink(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("old", encoding="utf-8")
    (tmp_path / "link.json").symlink_to(real)
    one_line_failure(desktop("roster", "convert", SOURCE, str(tmp_path / "link.json")),
                     "already exists")
    done = desktop("roster", "convert", SOURCE, str(tmp_path / "link.json"), "--force")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "link.json").is_symlink()
    assert b'"auspex-roster"' in real.read_bytes()


def test_convert_to_a_name_that_is_not_utf8(tmp_path: Path) -> None:
    """The file is written and the command says so (exit 0), the odd byte shown escaped."""
    out = os.fsencode(tmp_path) + b"/army-\xff.json"
    done = subprocess.run([sys.executable, "-m", "desktop", "roster", "convert",
                           SOURCE.encode(), out], cwd=REPO, capture_output=True,
                          timeout=60, check=False)
    assert (done.returncode, done.stderr) == (0, b"")
    assert os.path.isfile(out)
    assert done.stdout.decode("utf-8").startswith(f"Wrote {tmp_path}/army-\\xff.json (")


# --- output that cannot be written (design.md section 4: one line on stderr, no traceback,
# non-zero exit; nothing printed at interpreter exit either) ----------------------------

SCENARIO_JSON = json.dumps({
    "edition": "classic",
    "attacker": {"models": 10, "bs": 4, "moved": False,
                 "weapon": {"name": "Boltgun", "type": "rapid-fire", "shots": "1",
                            "range": 24, "strength": 4, "ap": 5, "damage": "1"}},
    "target": {"models": 10, "toughness": 4, "wounds": 1, "save": 6, "leadership": 7},
    "situation": {"distance": 10}})

COMMANDS = {
    "version": ["--version"],
    "help": ["--help"],
    "odds help": ["odds", "--help"],
    "odds": ["odds", "{scenario}"],
    "odds json": ["odds", "{scenario}", "--json"],
    "rules": ["rules", "--edition", "classic", "--lang", "ru"],
    "rules topic json": ["rules", "--edition", "classic", "--lang", "en", "--json", "wound"],
    "rules search": ["rules", "--search", "cover"],
    "roster show": ["roster", "show", SOURCE],
    "roster show json": ["roster", "show", SOURCE, "--json"],
    "roster convert": ["roster", "convert", SOURCE, "{out}"],
}


def _args(name: str, tmp_path: Path) -> list[str]:
    scenario = tmp_path / "scenario.json"
    scenario.write_text(SCENARIO_JSON, encoding="utf-8")
    return [arg.format(scenario=scenario, out=tmp_path / "out.json") for arg in COMMANDS[name]]


def _unwritable(done: subprocess.CompletedProcess[bytes], reason: str) -> None:
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2, err
    assert err == f"error: could not write the output: {reason}\n"


@pytest.mark.parametrize("name", COMMANDS)
def test_a_full_disk_as_stdout(name: str, tmp_path: Path) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("/dev/full is not on this system")
    with open("/dev/full", "wb") as full:
        done = desktop(*_args(name, tmp_path), stdout=full)
    _unwritable(done, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("name", COMMANDS)
def test_a_pipe_closed_by_its_reader_as_stdout(name: str, tmp_path: Path) -> None:
    reader, writer = os.pipe()
    os.close(reader)  # the reader is gone before the first byte
    try:
        done = desktop(*_args(name, tmp_path), stdout=writer)
    finally:
        os.close(writer)
    _unwritable(done, os.strerror(errno.EPIPE))


def test_a_reader_that_stops_early(tmp_path: Path) -> None:
    """``... | head -c 100`` on a long output: the reader leaves while the writer writes."""
    with subprocess.Popen([sys.executable, "-m", "desktop", "rules", "--search", "a",
                           "--json"], cwd=REPO, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as child:
        assert child.stdout is not None and child.stderr is not None
        assert child.stdout.read(100)
        child.stdout.close()
        err = child.stderr.read().decode("utf-8")
        code = child.wait(timeout=60)
    assert "Traceback" not in err and "Exception ignored" not in err
    assert (code, err) in ((0, ""), (2, f"error: could not write the output: "
                                        f"{os.strerror(errno.EPIPE)}\n"))


def test_a_closed_stdout() -> None:
    done = desktop("--version", preexec_fn=lambda: os.close(1))
    _unwritable(done, "standard output is closed")


def test_stdout_and_stderr_both_full() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("/dev/full is not on this system")
    with open("/dev/full", "wb") as full:
        done = desktop("--version", stdout=full, stderr=full)
    assert done.returncode == 2


def test_the_self_test_on_a_full_disk() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("/dev/full is not on this system")
    with open("/dev/full", "wb") as full:
        done = desktop("--self-test", stdout=full,
                       env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    _unwritable(done, os.strerror(errno.ENOSPC))
