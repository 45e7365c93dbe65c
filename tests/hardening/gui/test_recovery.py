"""The next start after a crash, and a start with damaged settings.

* An autosaving process killed with SIGKILL: the next window offers the autosave, restores
  it over the saved file's path (modified, not saved), and the saved file is untouched.
* Settings with corrupt entries or recent files that are gone: the window starts, each
  problem repaired with a log line, the rest of the settings kept.
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop import storage
from desktop.app import create_application, create_main_window
from desktop.formats import native
from desktop.ui.demo import load_demo_rosters
from desktop.ui.main_window import MainWindow
from tests.hardening.crash import kill_all


def test_next_start_offers_the_autosave_of_a_killed_process(
        make_window: Callable[..., MainWindow], answer: Callable[..., list[str]],
        tmp_path: Path) -> None:
    saved = load_demo_rosters()[0]
    native.save(saved, tmp_path / "army.json")  # what the player saved before the crash
    [killed] = kill_all([("autosave", tmp_path, "normal")], random.Random())
    storage.set_locations(storage.Locations(config=tmp_path / "config",
                                            data=tmp_path / "data"))
    asked = answer(QMessageBox.StandardButton.Yes)
    window = make_window()
    assert window.files.offer_restore() == 1
    assert "1 roster with unsaved changes" in asked[0]
    [restored] = window.rosters
    assert restored.path == tmp_path / "army.json" and restored.modified
    assert restored.roster.name in (f"version {killed.last_reported}",
                                    f"version {killed.last_reported + 1}")
    assert native.load(tmp_path / "army.json") == saved  # the saved file is untouched
    assert window.files.save_to(restored, tmp_path / "army.json")
    assert native.load(tmp_path / "army.json") == restored.roster
    assert [e.key for e in storage.find_autosaves()] == []  # saved: nothing left to offer


def _start(qtbot: QtBot) -> MainWindow:
    """The window exactly as ``run_gui`` builds it: settings read from disk."""
    create_application([])
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    return window


def test_damaged_settings_entries_are_repaired_at_start(
        qtbot: QtBot, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    kept = tmp_path / "kept.json"
    native.save(load_demo_rosters()[1], kept)
    where = storage.locations()
    where.config.mkdir(parents=True, exist_ok=True)
    where.settings_file.write_text(json.dumps({
        "language": "de", "autosave_minutes": 0, "dice_seed": "seven",
        "recent_files": [str(kept), str(tmp_path / "gone.json"), 42, "x" * 5000, "a\0b",
                         str(kept)],
        "window_geometry": "*** not base64 ***", "last_folder": str(tmp_path),
        "demo_opened": True, "future_setting": {"x": 1}}), encoding="utf-8")
    caplog.set_level(logging.INFO)
    window = _start(qtbot)
    settings = window.settings
    assert settings.recent_files == [str(kept)]
    assert (settings.language, settings.autosave_minutes, settings.dice_seed) == ("en", 1, None)
    assert (settings.last_folder, settings.demo_opened) == (str(tmp_path), True)  # kept
    window.files.fill_recent_menu()
    assert [a.toolTip() for a in window.recent_menu.actions()] == [str(kept)]
    logged = caplog.text
    assert "ignoring the damaged entries autosave_minutes, dice_seed, language" in logged
    assert "Removed 4 missing recent files" in logged  # gone, too long, NUL, twice
    assert "damaged window layout" in logged
    assert window.files.open_path(Path(settings.recent_files[0])) is not None


@pytest.mark.parametrize("content", [b"\x00\xff garbage", b"[" * 100_000, b'"just text"',
                                     b"", b'{"recent_files": ' + b"[" * 5000])
def test_unreadable_settings_file_is_set_aside_at_start(
        qtbot: QtBot, content: bytes, caplog: pytest.LogCaptureFixture) -> None:
    where = storage.locations()
    where.config.mkdir(parents=True, exist_ok=True)
    where.settings_file.write_bytes(content)
    window = _start(qtbot)
    assert window.settings.recent_files == [] and window.settings.language == "en"
    [aside] = where.config.glob("settings.corrupt-*.json")
    assert aside.read_bytes() == content
    assert "is unreadable" in caplog.text
    window.save_settings()  # and the next start reads good settings again
    assert storage.load_settings().language == "en"


def test_recent_file_deleted_while_running(make_window: Callable[..., MainWindow],
                                           tmp_path: Path,
                                           no_blocking_warnings: list[str]) -> None:
    path = tmp_path / "army.json"
    native.save(load_demo_rosters()[0], path)
    window = make_window()
    window.files.open_path(path)
    window.close_current()
    path.unlink()
    window.files.fill_recent_menu()
    [empty] = window.recent_menu.actions()
    assert not empty.isEnabled() and window.settings.recent_files == []
    assert window.files.open_path(path) is None  # e.g. a stale action: a message, no traceback
    assert "does not exist" in no_blocking_warnings[0]
