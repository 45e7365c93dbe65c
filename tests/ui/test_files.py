"""The window's files (desktop/ui/files.py): saving over a file that changed on disk, one file
in one tab only."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from desktop.domain import Edition, Roster, Unit
from desktop.domain import edits as E
from desktop.formats import native
from desktop.ui.document import OpenRoster
from desktop.ui.main_window import MainWindow
from desktop.ui.undo import push_edit

Make = Callable[..., MainWindow]
Answer = Callable[[QMessageBox.StandardButton], list[str]]


def army(name: str) -> Roster:
    return Roster(name=name, edition=Edition.CLASSIC, units=[Unit(id="u1", name="Squad")])


def rename(open_roster: OpenRoster, name: str) -> None:
    push_edit(open_roster.undo_stack, open_roster.document,
              E.rename_roster(open_roster.document, name))


def test_saving_over_a_file_another_program_changed_asks_first(
        make_window: Make, answer: Answer, tmp_path: Path) -> None:
    path = tmp_path / "army.json"
    native.save(army("Mine"), path)
    window = make_window()
    opened = window.files.open_path(path)
    assert opened is not None
    rename(opened, "My edit")
    native.save(army("Theirs"), path)  # another program writes the file meanwhile
    asked = answer(QMessageBox.StandardButton.Cancel)
    assert not window.files.save_current()
    assert "army.json was changed by another program" in asked[0]
    assert native.load(path).name == "Theirs" and opened.modified  # nothing lost either side
    answer(QMessageBox.StandardButton.Save)
    assert window.files.save_current()
    assert native.load(path).name == "My edit" and not opened.modified
    rename(opened, "Second edit")
    asked.clear()  # (one list for every answer() of a test)
    answer(QMessageBox.StandardButton.Cancel)
    assert window.files.save_current()  # the file is as this window wrote it: no question
    assert asked == []


def test_a_file_only_touched_or_deleted_is_saved_without_a_question(
        make_window: Make, answer: Answer, tmp_path: Path) -> None:
    path = tmp_path / "army.json"
    native.save(army("Mine"), path)
    window = make_window()
    opened = window.files.open_path(path)
    assert opened is not None
    asked = answer(QMessageBox.StandardButton.Cancel)
    rename(opened, "Edited")
    os.utime(path, (1, 1))  # same bytes, another time: not a change
    assert window.files.save_current()
    path.unlink()
    rename(opened, "Edited again")
    assert window.files.save_current()
    assert asked == [] and native.load(path).name == "Edited again"


def test_a_restored_autosave_still_knows_the_file_it_came_from(
        make_window: Make, answer: Answer, tmp_path: Path) -> None:
    path = tmp_path / "army.json"
    native.save(army("Saved"), path)
    first = make_window()
    opened = first.files.open_path(path)
    assert opened is not None and first.files.session is not None
    rename(opened, "Unsaved edit")
    first.files.autosave_now()
    first.files.session.crash()
    native.save(army("Changed after the crash"), path)
    answer(QMessageBox.StandardButton.Yes)
    second = make_window()
    assert second.files.offer_restore() == 1
    asked = answer(QMessageBox.StandardButton.Cancel)
    assert not second.files.save_current()
    assert "was changed by another program" in asked[-1]
    assert native.load(path).name == "Changed after the crash"


def test_save_as_onto_a_file_open_in_another_tab_is_refused(
        make_window: Make, tmp_path: Path, no_blocking_warnings: list[str]) -> None:
    path = tmp_path / "army.json"
    native.save(army("Open"), path)
    link = tmp_path / "link.json"
    link.symlink_to(path)
    window = make_window()
    first = window.files.open_path(path)
    assert window.files.open_path(link) is first  # one file, one tab, through the link
    second = window.add_roster(army("Other"), modified=True)
    key = second.autosave_key
    for target in (path, link, tmp_path / "sub" / ".." / "army.json"):
        (tmp_path / "sub").mkdir(exist_ok=True)
        assert not window.files.save_to(second, target)
        assert f"{target.name} is open in another tab (Open)" in no_blocking_warnings[-1]
    assert second.path is None and second.autosave_key == key and second.modified
    assert native.load(path).name == "Open"
    assert window.files.save_to(first, path)  # its own tab saves there as usual


def test_logout_autosaves_and_closing_then_asks_nothing(make_window: Make, answer: Answer) -> None:
    """QGuiApplication.commitDataRequest: everything unsaved is autosaved for the next start,
    and the session manager's close does not wait on a question."""
    from desktop import storage

    window = make_window()
    opened = window.add_roster(army("Unsaved at logout"), modified=True)
    asked = answer(QMessageBox.StandardButton.Cancel)
    window.files.commit_data(None)
    assert window.close() and asked == []
    assert [e.roster.name for e in storage.find_autosaves()] == ["Unsaved at logout"]
    assert opened.roster.name == "Unsaved at logout"


def test_an_edit_after_logout_was_cancelled_asks_again(make_window: Make,
                                                       answer: Answer) -> None:
    window = make_window()
    opened = window.add_roster(army("Work"), modified=True)
    window.files.commit_data(None)  # the logout is then cancelled; the player goes on
    rename(opened, "More work")
    asked = answer(QMessageBox.StandardButton.Cancel)
    assert not window.close()
    assert "Save the changes to More work?" in asked[0]


def test_the_signal_watcher_turns_a_real_signal_into_a_qt_signal(qtbot: object) -> None:
    import signal

    from desktop.ui.signals import SignalWatcher

    watcher = SignalWatcher()
    try:
        for number in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
            with qtbot.waitSignal(watcher.received) as got:  # type: ignore[attr-defined]
                os.kill(os.getpid(), number)
            assert got.args == [int(number)]
    finally:
        watcher.uninstall()
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_an_autosave_failure_stays_until_an_autosave_succeeds(
        make_window: Make, qtbot: object, monkeypatch: object) -> None:
    import errno

    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    window = make_window()
    window.add_roster(army("Unsaved"), modified=True)
    session = window.files.session
    assert session is not None
    real_write = session.write

    def full(*_args: object, **_kwargs: object) -> object:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(session, "write", full)
    assert window.files.autosave_now() == 0
    notices = window.notices
    assert notices.keys() == ["autosave"]
    window.set_language("ru")  # the notice follows the language while it is shown
    qtbot.waitUntil(lambda: notices.text("autosave").startswith(  # type: ignore[attr-defined]
        "Автосохранение не удалось: "))
    window.set_language("en")
    qtbot.waitUntil(lambda: notices.text("autosave").startswith(  # type: ignore[attr-defined]
        "Autosave failed: The disk is full"))
    monkeypatch.setattr(session, "write", real_write)
    window.files.autosave_timer.timeout.emit()  # the next autosave of the minute succeeds
    assert notices.keys() == [] and not notices.isVisible()


def test_file_dialogs_start_in_documents_then_in_the_last_folder_used(
        make_window: Make, tmp_path: Path, monkeypatch: object) -> None:
    """Item 13: not the working directory (a source checkout)."""
    import pytest
    from PySide6.QtWidgets import QFileDialog

    from desktop import storage

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))  # no user-dirs.dirs
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    monkeypatch.chdir(checkout)
    asked: list[str] = []
    games = tmp_path / "games"
    games.mkdir()
    native.save(army("Army"), games / "army.json")

    def open_name(_parent: object, _title: str, folder: str, *_args: object) -> tuple[str, str]:
        asked.append(folder)
        return str(games / "army.json"), ""

    def save_name(_parent: object, _title: str, start: str, *_args: object) -> tuple[str, str]:
        asked.append(start)
        return "", ""  # cancelled

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_name))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    window = make_window()
    window.files.import_dialog()  # (a native file given to import: it opens)
    window.files.open_dialog()
    window.add_roster(army("New"), modified=True)
    window.files.save_current()
    window.files.export_current_rosz()
    assert asked[0] == str(home / "Documents")
    assert asked[1] == str(games)  # the folder the player used last
    assert asked[2:] == [str(games / "New.json"), str(games / "New.rosz")]
    assert str(checkout) not in asked
    later = make_window(**{k: v for k, v in storage.load_settings().model_dump().items()
                           if k != "version"})
    assert later.files.start_folder() == str(games)  # remembered across starts


def test_saving_onto_a_read_only_file_says_why_in_the_players_language(
        make_window: Make, tmp_path: Path, no_blocking_warnings: list[str]) -> None:
    path = tmp_path / "army.json"
    native.save(army("Kept"), path)
    path.chmod(0o444)
    window = make_window()
    open_roster = window.add_roster(army("New"), modified=True)
    assert not window.files.save_to(open_roster, path)
    assert "read-only" in no_blocking_warnings[-1]
    assert "The system said" not in no_blocking_warnings[-1]
    assert native.load(path).name == "Kept" and open_roster.modified
