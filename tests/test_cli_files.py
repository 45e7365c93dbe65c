"""``python -m desktop`` against special files and failing output (design.md section 4: every
command fails with one line on stderr, never a traceback, and never blocks on a FIFO or a
device given as input).  Each case is a real process with a deadline, so a hang fails."""

from __future__ import annotations

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
    return subprocess.run([sys.executable, "-m", "desktop", *args], cwd=REPO,
                          capture_output=True, timeout=60, check=False,
                          **kwargs)  # type: ignore[call-overload]


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
