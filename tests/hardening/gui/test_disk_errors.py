"""Full disk and read-only folder: a clear message, the roster stays open with its changes,
the previous file is untouched, and saving works again once the disk does."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from desktop import storage
from desktop.domain.document import ReplaceUnit
from desktop.domain.text import Message
from desktop.formats import native
from desktop.ui.demo import load_demo_rosters
from desktop.ui.main_window import MainWindow
from desktop.ui.undo import push_edit
from tests.hardening.gui.disks import bad_disk

MESSAGES = {"full": "The disk is full", "read-only": "This folder cannot be written to"}


@pytest.mark.parametrize("real", [True, False], ids=["tmpfs", "simulated"])
@pytest.mark.parametrize("kind", ["full", "read-only"])
def test_save_to_a_bad_disk_explains_and_loses_nothing(
        kind: str, real: bool, make_window: Callable[..., MainWindow], tmp_path: Path,
        no_blocking_warnings: list[str]) -> None:
    previous = load_demo_rosters()[2]

    def prepare(folder: Path) -> None:
        native.save(previous, folder / "army.json")
        if kind == "full":  # the autosaves live on the full disk too
            storage.set_locations(storage.Locations(config=folder / "config",
                                                    data=folder / "data"))
            storage.locations().ensure()

    with bad_disk(kind, tmp_path, prepare, real) as disk:
        path = disk.folder / "army.json"
        window = make_window()
        opened = window.files.open_path(path)
        assert opened is not None
        unit = opened.roster.units[0]
        push_edit(opened.undo_stack, opened.document, ReplaceUnit(
            unit.id, unit.model_copy(update={"name": "Renamed squad"}), Message("T", "Rename")))
        edited = opened.roster
        files_before = sorted(p.name for p in disk.folder.iterdir())

        assert not window.files.save_to(opened, path)
        assert not window.files.save_to(opened, disk.folder / "copy.json")
        assert not window.files.export_rosz(opened, disk.folder / "army.rosz")
        assert len(no_blocking_warnings) == 3
        assert all(MESSAGES[kind] in shown for shown in no_blocking_warnings), no_blocking_warnings
        assert "Could not save army.json" in no_blocking_warnings[0]
        # nothing lost: the changes are still open, the previous file is intact, no debris
        assert opened.modified and opened.roster == edited and window.tabs.count() == 1
        assert native.load(path) == previous
        assert sorted(p.name for p in disk.folder.iterdir()) == files_before
        if kind == "full":
            assert window.files.autosave_now() == 0  # no traceback: a notice, until dealt with
            notices = window.notices
            # the settings (recent files) live on the full disk too
            assert notices.keys() == ["settings", "autosave"] and notices.isVisible()
            assert notices.text("autosave").startswith("Autosave failed: The disk is full")
            window.statusBar().clearMessage()  # (what the 8-second message did)
            assert notices.isVisible()

        disk.heal()
        if kind == "full":
            window.notices.retry_button("autosave").click()  # the player's Retry
            assert window.notices.keys() == ["settings"]
            assert window.files.session is not None and len(window.files.session.keys()) == 1
        assert window.files.save_to(opened, path)
        assert window.notices.keys() == [] and not window.notices.isVisible()
        assert native.load(path) == edited and not opened.modified
    print(f"\n{kind} disk: {'a real tmpfs' if disk.real else 'simulated at the system call'}")


@pytest.mark.parametrize("real", [True, False], ids=["tmpfs", "simulated"])
def test_settings_that_cannot_be_saved_stay_on_screen_until_saved(
        real: bool, make_window: Callable[..., MainWindow], tmp_path: Path) -> None:
    """Issue #15, item 6: not only a log line."""

    def prepare(folder: Path) -> None:
        storage.set_locations(storage.Locations(config=folder / "config",
                                                data=tmp_path / "data"))
        storage.locations().ensure()
        storage.save_settings(storage.Settings(language="en"))

    with bad_disk("full", tmp_path, prepare, real) as disk:
        window = make_window()
        window.set_language("ru")  # a change the player expects to be remembered
        notices = window.notices
        assert notices.keys() == ["settings"] and notices.isVisible()
        assert notices.text("settings").startswith("Не удалось сохранить настройки")
        assert notices.retry_button("settings").text() == "Повторить"
        assert storage.load_settings().language == "en"
        notices.retry_button("settings").click()  # still full: still there
        assert notices.keys() == ["settings"]
        disk.heal()
        notices.retry_button("settings").click()
        assert notices.keys() == [] and not notices.isVisible()
        assert storage.load_settings().language == "ru"
