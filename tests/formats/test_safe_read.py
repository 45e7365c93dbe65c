"""Reading a user's file safely (issue 15, item 7): regular files only, every read bounded.

The FIFO cases run the read in a thread with a deadline: a regression fails the test instead
of hanging the suite (the FIFO is then opened for writing to release the reader).
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from desktop import storage
from desktop.formats import native
from desktop.formats.battlescribe import import_roster
from desktop.formats.errors import FormatError
from desktop.formats.safe_read import read_user_file

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX special files")


def fifo(folder: Path, name: str = "pipe.json") -> Path:
    path = folder / name
    os.mkfifo(path)
    return path


def within_deadline(action: Callable[[], Any], unblock: Path | None = None) -> Any:
    """``action()``'s result or exception, failing if it takes more than 20 s."""
    outcome: dict[str, Any] = {}

    def target() -> None:
        try:
            outcome["value"] = action()
        except BaseException as exc:
            outcome["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(20)
    if thread.is_alive():
        if unblock is not None:  # let the blocked open() return
            fd = os.open(unblock, os.O_WRONLY | os.O_NONBLOCK)
            os.close(fd)
        pytest.fail("the read blocked")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def test_a_regular_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 1000)
    assert read_user_file(path, 1000) == b"x" * 1000


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    path = fifo(tmp_path)
    with pytest.raises(FormatError, match="not a regular file"):
        within_deadline(lambda: read_user_file(path, 1000), unblock=path)


def test_a_symlink_to_a_fifo_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(fifo(tmp_path))
    with pytest.raises(FormatError, match="not a regular file"):
        within_deadline(lambda: read_user_file(link, 1000), unblock=link)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null", "/dev/urandom"])
def test_a_device_is_refused(device: str) -> None:
    if not Path(device).exists():
        pytest.skip(f"{device} is not on this system")
    with pytest.raises(FormatError, match="not a regular file"):
        read_user_file(device, 1000)


def test_a_file_over_the_limit_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:  # sparse: 1 GB on paper, nothing on disk
        handle.truncate(1024 ** 3)
    with pytest.raises(FormatError, match=r"huge.json is too large to read \(over 2 MB\)"):
        read_user_file(path, 2 * 1024 * 1024)
    path.write_bytes(b"x" * 1025)
    with pytest.raises(FormatError, match=r"over 1 KB"):
        read_user_file(path, 1024)


@pytest.mark.parametrize(("make", "needle"), [
    (lambda p: p / "missing.json", "does not exist"),
    (lambda p: p, "is a folder"),
    (lambda p: p / "nul\0name.json", "does not exist"),
])
def test_the_usual_failures_say_what_is_wrong(tmp_path: Path, make: Callable[[Path], Path],
                                              needle: str) -> None:
    with pytest.raises(FormatError, match=needle):
        read_user_file(make(tmp_path), 1000)


def test_native_load_and_import_refuse_a_fifo(tmp_path: Path) -> None:
    path = fifo(tmp_path)
    for load in (native.load, import_roster):
        with pytest.raises(FormatError, match="not a regular file"):
            within_deadline(lambda load=load: load(path), unblock=path)  # type: ignore[misc]


def test_native_load_refuses_dev_zero() -> None:
    with pytest.raises(FormatError, match="not a regular file"):
        native.load("/dev/zero")


def test_settings_that_are_a_fifo_give_defaults_at_once(
        isolated_locations: storage.Locations) -> None:
    isolated_locations.config.mkdir(parents=True)
    os.mkfifo(isolated_locations.settings_file)
    settings = within_deadline(storage.load_settings, unblock=isolated_locations.settings_file)
    assert settings == storage.Settings()


def test_settings_too_large_give_defaults(isolated_locations: storage.Locations) -> None:
    isolated_locations.config.mkdir(parents=True)
    with isolated_locations.settings_file.open("wb") as handle:
        handle.truncate(storage.MAX_SETTINGS_BYTES + 1)
    assert storage.load_settings() == storage.Settings()


def test_an_autosave_that_is_a_fifo_is_skipped(isolated_locations: storage.Locations) -> None:
    isolated_locations.autosave_dir.mkdir(parents=True)
    os.mkfifo(isolated_locations.autosave_dir / "stuck.json")
    (isolated_locations.autosave_dir / "other.json").write_text(json.dumps({"x": 1}))
    assert within_deadline(storage.find_autosaves,
                           unblock=isolated_locations.autosave_dir / "stuck.json") == []
