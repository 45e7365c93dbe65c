"""Game data in the GUI on small self-written data (no ../shared needed): the Game data
dialog (add a folder, a newer revision replacing an older one, a hostile archive refused,
remove with confirmation), files dropped on the window (game data added, rosters imported,
a data zip told from a roster zip by content), and a roster built from the data through the
Options tab (undo exact, duplicate, move, remove, a roster whose data arrives later)."""

from __future__ import annotations

import json
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop.formats import gamedata
from desktop.ui.editor.common import ItemRef, Kind
from desktop.ui.editor.findings import FindingsPanel
from desktop.ui.files import dropped_kind, dropped_paths
from desktop.ui.gamedata.dialog import GameDataDialog
from desktop.ui.main_window import MainWindow
from tests.formats.test_bs_engine import CATALOGUE, SYSTEM
from tests.ui.gamedata_gui import (
    add_units,
    answering,
    click,
    errors,
    findings,
    new_roster,
    offered,
    ready_editor,
    round_trip,
    select_unit,
    set_number,
)

Make = Callable[..., MainWindow]


def write_data(folder: Path, revision: int = 1) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "system.gst").write_text(SYSTEM, encoding="utf-8")
    (folder / "army.cat").write_text(
        CATALOGUE.replace('name="Engine Army" revision="1"',
                          f'name="Engine Army" revision="{revision}"'), encoding="utf-8")
    return folder


def zipped(folder: Path, target: Path) -> Path:
    with zipfile.ZipFile(target, "w") as archive:
        for path in folder.iterdir():
            archive.write(path, f"engine-data-main/{path.name}")
    return target


def dialog(qtbot: QtBot) -> GameDataDialog:
    opened = GameDataDialog("")
    qtbot.addWidget(opened)
    return opened


def tree_rows(opened: GameDataDialog) -> list[tuple[str, ...]]:
    rows = []
    for index in range(opened.tree.topLevelItemCount()):
        item = opened.tree.topLevelItem(index)
        assert item is not None
        rows.append((item.text(0), item.text(1), item.text(2)))
        for row in range(item.childCount()):
            child = item.child(row)
            assert child is not None
            rows.append(("  " + child.text(0), child.text(1), child.text(2)))
    return rows


def test_the_dialog_adds_updates_refuses_and_removes(
        make_window: Make, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        answer: Callable[[QMessageBox.StandardButton], list[str]]) -> None:
    make_window()
    opened = dialog(qtbot)
    assert tree_rows(opened) == [("No game data yet: add a folder or a zip.", "", "")]
    with answering(monkeypatch, getExistingDirectory=str(write_data(tmp_path / "v1"))):
        qtbot.mouseClick(opened.add_folder_button, Qt.MouseButton.LeftButton)
    assert opened.report_lines() == ["Engine Test, revision 1: installed with 1 catalogues"]
    assert tree_rows(opened) == [("Engine Test", "1", "1 faction"),
                                 ("  Engine Army", "1", "Faction")]
    newer = zipped(write_data(tmp_path / "v3", 3), tmp_path / "engine-data-main.zip")
    with answering(monkeypatch, getOpenFileNames=([str(newer)], "")):
        qtbot.mouseClick(opened.add_file_button, Qt.MouseButton.LeftButton)
    assert opened.report_lines() == [
        "Engine Test, revision 1: catalogues updated (0 new, 1 updated, 0 older ones not "
        "used)"]
    assert ("  Engine Army", "3", "Faction") in tree_rows(opened)
    assert opened.add_paths([write_data(tmp_path / "v2", 2)]) is not None
    assert opened.report_lines() == [
        "Engine Test, revision 1: the installed data is newer than this copy and was kept "
        "(1 older catalogues not used)"]
    hostile = tmp_path / "hostile.zip"
    with zipfile.ZipFile(hostile, "w") as archive:
        archive.writestr("../escape.cat", CATALOGUE)
    opened.add_paths([hostile])
    assert opened.report_lines() == [
        "hostile.zip was not added: The archive holds a file that points outside it "
        "(../escape.cat); it was not read"]
    assert ("  Engine Army", "3", "Faction") in tree_rows(opened)  # nothing lost

    asked = answer(QMessageBox.StandardButton.Cancel)
    assert not opened.remove_selected()
    assert "Remove Engine Test (revision 1)" in asked[0]
    assert gamedata.installed()
    answer(QMessageBox.StandardButton.Yes)
    assert opened.remove_selected()
    assert gamedata.installed() == []
    assert opened.report.text() == "Engine Test was removed."


def drop(window: MainWindow, *paths: Path) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    window.dropEvent(QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, mime,
                                Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))


def test_dropping_game_data_adds_it_and_rosters_still_import(
        make_window: Make, tmp_path: Path, no_blocking_warnings: list[str]) -> None:
    window = make_window()
    folder = write_data(tmp_path / "data")
    drop(window, folder / "army.cat", folder / "system.gst")  # together: system first
    assert [i.name for i in gamedata.installed()] == ["Engine Test"]
    assert no_blocking_warnings == [
        "Game data: • Engine Test, revision 1: installed with 1 catalogues"]
    assert window.tabs.count() == 0
    roster = tmp_path / "army.ros"
    roster.write_text(
        '<?xml version="1.0"?><roster id="r1" name="Dropped" battleScribeVersion="2.03" '
        'gameSystemId="gs" gameSystemName="Engine Test" gameSystemRevision="1" '
        'xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces/></roster>',
        encoding="utf-8")
    rosz = tmp_path / "renamed.zip"  # a .rosz under another name: a roster by content
    with zipfile.ZipFile(rosz, "w") as archive:
        archive.write(roster, "army.ros")
    drop(window, rosz)
    assert window.tabs.count() == 1 and window.rosters[0].roster.name == "Dropped"


def test_dropped_files_are_told_apart_by_content(tmp_path: Path) -> None:
    data_zip = zipped(write_data(tmp_path / "data"), tmp_path / "data.zip")
    assert dropped_kind(data_zip) == "data"
    assert dropped_kind(tmp_path / "data") == "data"
    assert dropped_kind(tmp_path / "data" / "army.cat") == "data"
    new_recruit_data = tmp_path / "Traits.json"
    new_recruit_data.write_text(json.dumps({"catalogue": {"id": "c"}}), encoding="utf-8")
    assert dropped_kind(new_recruit_data) == "data"
    new_recruit_roster = tmp_path / "list.json"
    new_recruit_roster.write_text(json.dumps({"roster": {"id": "r"}}), encoding="utf-8")
    assert dropped_kind(new_recruit_roster) == "roster"
    native = tmp_path / "mine.json"
    native.write_text(json.dumps({"format": "auspex-roster", "version": 1}),
                      encoding="utf-8")
    assert dropped_kind(native) == "roster"
    assert dropped_kind(tmp_path / "army.rosz") == "roster"
    assert dropped_paths([(True, str(tmp_path / "data")), (True, str(data_zip)),
                          (True, str(tmp_path / "notes.txt")), (False, "x.cat")]) == [
        tmp_path / "data", data_zip]


def install_engine(tmp_path: Path) -> None:
    gamedata.add(write_data(tmp_path / "engine"))


def test_a_roster_from_the_data_through_the_options_tab(
        make_window: Make, qtbot: QtBot, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    install_engine(tmp_path)
    window = make_window()
    new_roster(qtbot, window, "Engine Army", "Army", "Engine test", 1000)
    editor = ready_editor(qtbot, window)
    assert errors(window) == ["Army needs at least 1 × HQ (it has 0)"]
    add_units(qtbot, editor, ["Boss", "Squad"])
    assert errors(window) == []
    select_unit(editor, "Squad")
    assert "Relic" not in offered(editor)  # its group is hidden
    stack = editor.open_roster.undo_stack
    before = editor.open_roster.roster.battlescribe
    set_number(editor, "Trooper", 10)
    # the squad: 10 + 5 (1 per 2 troopers) + 10 troopers at 8 + sergeant 12 with two axes
    # at 3 = 113 of 163 points, over the Troops' 60 %
    assert errors(window) == ["Army may have at most 97.8 pts of Troops (it has 113)",
                              "Squad may have at most 9 × Trooper (it has 10)"]
    assert stack.undoText() == "Set Trooper to 10"
    panel = window.findChild(FindingsPanel, "FindingsPanel")
    assert isinstance(panel, FindingsPanel)
    editor.select_item(ItemRef(Kind.ROSTER))
    squad_error = panel.model.index(1, 1)
    panel.view.doubleClicked.emit(squad_error)  # double-click: the squad is selected
    squad_id = next(u.id for u in editor.document.roster.units if u.name == "Squad")
    assert editor.current_ref() == ItemRef(Kind.UNIT, squad_id)
    stack.undo()
    assert editor.open_roster.roster.battlescribe == before  # the document exactly
    assert errors(window) == []
    click(qtbot, editor, "Champion")  # the leader: a choice of one
    squad = next(u for u in editor.document.roster.units if u.name == "Squad")
    assert [g.name for g in squad.models] == ["Trooper", "Champion"]
    assert stack.undoText() == "Choose Champion"

    select_unit(editor, "Squad")
    editor.commands.actions["duplicate"].trigger()
    assert [u.name for u in editor.document.roster.units] == ["Boss", "Squad", "Squad"]
    assert editor.tree_model.ref(editor.tree.currentIndex()).unit_id == "u3"
    editor.commands.actions["move_up"].trigger()
    editor.commands.actions["move_up"].trigger()
    assert [u.name for u in editor.document.roster.units] == ["Squad", "Boss", "Squad"]
    editor.commands.actions["remove"].trigger()
    assert [u.name for u in editor.document.roster.units] == ["Boss", "Squad"]
    assert findings(window) == []
    round_trip(qtbot, window, monkeypatch, tmp_path)


def test_a_roster_whose_data_arrives_later(make_window: Make, qtbot: QtBot,
                                           tmp_path: Path) -> None:
    install_engine(tmp_path)
    window = make_window()
    new_roster(qtbot, window, "Engine Army", "Army", "Later", 1000)
    editor = ready_editor(qtbot, window)
    add_units(qtbot, editor, ["Squad"])
    saved = tmp_path / "later.json"
    assert window.files.save_to(editor.open_roster, saved)
    window.close_action.trigger()
    assert gamedata.remove("gs") == "Engine Test"
    reopened = window.files.open_path(saved)
    assert reopened is not None
    from desktop.ui.editor import current_editor

    editor = current_editor(window)
    assert editor is not None and editor.data_session is not None
    assert editor.data_session.state == "missing"
    assert errors(window) == []  # nothing to check against yet
    opened = GameDataDialog("")  # adding the data tells the open rosters
    qtbot.addWidget(opened)
    opened.add_paths([tmp_path / "engine"])
    ready_editor(qtbot, window)
    # a squad of 4 troopers costs 10 + 2 + 4 × 8 + 18 = 62, all of it Troops
    assert errors(window) == ["Army needs at least 1 × HQ (it has 0)",
                              "Army may have at most 37.2 pts of Troops (it has 62)"]


def test_adding_and_reading_keep_the_window_live(make_window: Make, qtbot: QtBot,
                                                 tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A slow add shows the progress dialog while the GUI thread keeps ticking; a slow read
    of a faction shows "Reading the game data…" in the roster's tabs until it is done."""
    import threading
    import time

    from PySide6.QtCore import QTimer

    from desktop.ui.background import Progress
    from desktop.ui.gamedata import adding, loading

    window = make_window()
    real_add = adding.gamedata.add
    gate = threading.Event()

    def slow_add(path: object) -> object:
        gate.wait(2.0)
        return real_add(path)  # type: ignore[arg-type]

    monkeypatch.setattr(adding.gamedata, "add", slow_add)
    ticks: list[float] = []
    seen: list[str] = []

    def tick() -> None:
        ticks.append(time.monotonic())
        progress = Progress.current
        if progress is not None and progress.dialog.isVisible():
            seen.append(progress.dialog.labelText())
            gate.set()

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(tick)
    timer.start()
    opened = dialog(qtbot)
    added = opened.add_paths([write_data(tmp_path / "slow")])
    timer.stop()
    assert added is not None and added.reports
    assert seen and seen[0].startswith("Adding game data: slow")
    assert len(ticks) >= 5  # the event loop ran all along

    real_read = loading.read
    release = threading.Event()

    def slow_read(*args: object) -> object:
        release.wait(5.0)
        return real_read(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(loading, "read", slow_read)
    monkeypatch.setattr(loading, "kept", lambda _key: None)  # nothing read before
    from desktop.ui.gamedata.new_roster import NewDataRosterDialog

    chooser = NewDataRosterDialog(window)
    qtbot.addWidget(chooser)
    chooser.show()
    chooser.choose_faction("Engine Army")
    assert chooser.busy.isVisible() and chooser.force_combo.count() == 0
    release.set()
    chooser.wait()
    assert not chooser.busy.isVisible() and chooser.force_combo.currentText() == "Army"

    # a roster reopened while its data is read: the editor says so, then shows the options
    window.files.open_built(chooser.build(), chooser.key)
    saved = tmp_path / "slow.json"
    current = window.current
    assert current is not None and window.files.save_to(current, saved)
    window.close_action.trigger()
    release.clear()
    assert window.files.open_path(saved) is not None
    from desktop.ui.editor import current_editor

    editor = current_editor(window)
    assert editor is not None and editor.forces_panel is not None
    assert editor.data_session is not None and editor.data_session.state == "loading"
    editor.right.setCurrentWidget(editor.data_pages)
    assert editor.forces_panel.status.text() == "Reading the game data…"
    release.set()
    editor.data_session.wait()
    qtbot.waitUntil(lambda: editor.forces_panel is not None
                    and editor.forces_panel.status.text().startswith("Checked against"))


def test_the_ways_from_one_dialog_to_the_other(
        make_window: Make, qtbot: QtBot, tmp_path: Path,
        answer: Callable[[QMessageBox.StandardButton], list[str]]) -> None:
    """No data yet: New roster from game data offers to add some (Game data opens); the
    Game data dialog's "New roster from game data…" opens that dialog for its game system."""
    from desktop.ui.gamedata.new_roster import NewDataRosterDialog
    from tests.ui.gamedata_gui import modal

    window = make_window()
    asked = answer(QMessageBox.StandardButton.Yes)
    seen = modal(qtbot, GameDataDialog, lambda d: d.reject())
    window.welcome.data_button.click()
    assert "none is installed yet" in asked[0] and len(seen) == 1

    install_engine(tmp_path)
    systems: list[str] = []

    def pick_system(opened: object) -> None:
        assert isinstance(opened, NewDataRosterDialog)
        systems.append(opened.system_combo.currentText())
        opened.reject()

    def new_roster_from_here(opened: object) -> None:
        assert isinstance(opened, GameDataDialog)
        modal(qtbot, NewDataRosterDialog, pick_system)
        opened.new_roster_button.click()

    modal(qtbot, GameDataDialog, new_roster_from_here)
    window.open_game_data()
    assert systems == ["Engine Test (1)"]
    assert window.tabs.count() == 0  # cancelled: nothing made
