"""Driving the game data GUI as a player does: File > Game data… (adding a zip through the
file dialog), File > New roster from game data…, the editor's Add unit dialog, the Options
tab's real widgets, the Findings dock, save / reopen / export .rosz / import."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFileDialog,
    QRadioButton,
    QSpinBox,
    QTreeWidgetItem,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop.ui.document import OpenRoster
from desktop.ui.editor import current_editor
from desktop.ui.editor.data_add_dialog import DataAddDialog
from desktop.ui.editor.editor import RosterEditor
from desktop.ui.editor.findings import FindingsPanel, FindingsTracker
from desktop.ui.gamedata.dialog import GameDataDialog
from desktop.ui.gamedata.new_roster import NewDataRosterDialog
from desktop.ui.main_window import MainWindow

GAMES = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "bsdata-games"


def game_zip(name: str) -> Path:
    path = GAMES / f"{name}.zip"
    if not path.is_file():
        pytest.skip("../shared/fixtures/bsdata-games is not beside the checkout")
    return path


@contextmanager
def answering(monkeypatch: pytest.MonkeyPatch, **answers: object) -> Iterator[None]:
    """QFileDialog answers (``getOpenFileNames=[...]``, ``getSaveFileName=...``)."""
    with monkeypatch.context() as patch:
        for name, value in answers.items():
            patch.setattr(QFileDialog, name, staticmethod(lambda *_a, v=value, **_k: v))
        yield


def modal(qtbot: QtBot, kind: type, act: Callable[[QWidget], None]) -> list[QWidget]:
    """Run ``act`` on the next modal dialog of ``kind`` once it is shown (the caller then
    opens it); the dialogs seen are returned."""
    seen: list[QWidget] = []

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(10, run)
            return
        seen.append(dialog)
        act(dialog)

    QTimer.singleShot(0, run)
    return seen


def add_game_data(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                  archive: Path) -> list[str]:
    """File > Game data…, "Add zip or files…" with ``archive`` picked; the report lines."""
    lines: list[str] = []

    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, GameDataDialog)
        with answering(monkeypatch, getOpenFileNames=([str(archive)], "")):
            qtbot.mouseClick(dialog.add_file_button, Qt.MouseButton.LeftButton)
        lines.extend(dialog.report_lines())
        dialog.reject()

    modal(qtbot, GameDataDialog, act)
    window.game_data_action.trigger()
    return lines


def new_roster(qtbot: QtBot, window: MainWindow, faction: str, force: str, name: str,
               limit: int, children: dict[str, bool] | None = None) -> OpenRoster:
    """File > New roster from game data…: pick faction, force, child forces, name, limit."""
    before = len(window.rosters)

    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, NewDataRosterDialog)
        dialog.choose_faction(faction)
        dialog.wait()
        qtbot.waitUntil(lambda: dialog.force_combo.count() > 0)
        dialog.force_combo.setCurrentIndex(dialog.force_combo.findText(force))
        for child, on in (children or {}).items():
            dialog.set_child(child, on)
        dialog.name_edit.clear()
        qtbot.keyClicks(dialog.name_edit, name)
        dialog.limit.setValue(limit)
        dialog.accept()

    modal(qtbot, NewDataRosterDialog, act)
    window.new_from_data_action.trigger()
    assert len(window.rosters) == before + 1
    return window.rosters[-1]


def ready_editor(qtbot: QtBot, window: MainWindow) -> RosterEditor:
    editor = current_editor(window)
    assert editor is not None and editor.data_session is not None
    editor.data_session.wait()
    qtbot.waitUntil(lambda: editor.data_session is not None and editor.data_session.ready)
    return editor


def add_units(qtbot: QtBot, editor: RosterEditor, names: list[str],
              force: str | None = None, category: str | None = None) -> None:
    """The editor's "Add unit" (the data's dialog): pick ``names`` (in ``category``) from
    ``force`` (by its name in the force list), Add."""

    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, DataAddDialog)
        if force is not None:
            index = next(i for i in range(dialog.force_combo.count())
                         if dialog.force_combo.itemText(i).split(" › ")[-1] == force)
            dialog.force_combo.setCurrentIndex(index)
        dialog.tree.clearSelection()
        for name in names:
            entry_item(dialog, name, category).setSelected(True)
        dialog.accept()

    modal(qtbot, DataAddDialog, act)
    editor.commands.actions["add_unit"].trigger()


def entry_item(dialog: DataAddDialog, name: str, category: str | None = None
               ) -> QTreeWidgetItem:
    for index in range(dialog.tree.topLevelItemCount()):
        top = dialog.tree.topLevelItem(index)
        assert top is not None
        if category is not None and top.text(0) != category:
            continue
        for row in range(top.childCount()):
            child = top.child(row)
            if child is not None and child.text(0) == name:
                return child
    raise KeyError(name)


def select_unit(editor: RosterEditor, name: str, nth: int = 0) -> str:
    units = [u for u in editor.document.roster.units if u.name == name]
    from desktop.ui.editor.common import ItemRef, Kind

    editor.select_item(ItemRef(Kind.UNIT, units[nth].id))
    editor.right.setCurrentWidget(editor.data_pages)
    return units[nth].id


def control(editor: RosterEditor, text: str, kind: type = QWidget, nth: int = 0) -> QWidget:
    """The Options tab's control for ``text`` (a check box's or radio button's text, a
    number's accessible name)."""
    QApplication.processEvents()  # (a player's next click comes after the event loop ran)
    panel = editor.options_panel
    assert panel is not None
    found = [w for w in panel.body.findChildren(kind)
             if (isinstance(w, (QCheckBox, QRadioButton)) and w.text() == text)
             or (isinstance(w, QSpinBox) and w.accessibleName() == text)]
    assert len(found) > nth, f"no control {text!r} in {[*panel.controls]}"
    return found[nth]


def set_number(editor: RosterEditor, name: str, value: int, nth: int = 0) -> None:
    spin = control(editor, name, QSpinBox, nth)
    assert isinstance(spin, QSpinBox)
    spin.setFocus()
    spin.setValue(value)


def click(qtbot: QtBot, editor: RosterEditor, text: str, nth: int = 0) -> None:
    button = control(editor, text, QWidget, nth)
    assert isinstance(button, (QCheckBox, QRadioButton))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def offered(editor: RosterEditor) -> list[str]:
    """The texts of every option control on the Options tab."""
    QApplication.processEvents()
    panel = editor.options_panel
    assert panel is not None
    return [w.text() if isinstance(w, (QCheckBox, QRadioButton)) else w.accessibleName()
            for w in panel.body.findChildren(QWidget)
            if isinstance(w, (QCheckBox, QRadioButton, QSpinBox))]


def findings(window: MainWindow) -> list[str]:
    """What the Findings dock lists, "E: ..." for errors and "W: ..." for warnings."""
    panel = window.findChild(FindingsPanel, "FindingsPanel")
    assert isinstance(panel, FindingsPanel)
    model = panel.model
    return [("E: " if model.data(model.index(row, 0)) == "Error" else "W: ")
            + str(model.data(model.index(row, 1))) for row in range(model.rowCount())]


def errors(window: MainWindow) -> list[str]:
    return [f[3:] for f in findings(window) if f.startswith("E: ")]


def tracker_of(open_roster: OpenRoster) -> FindingsTracker:
    return FindingsTracker.of(open_roster)


def round_trip(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
               tmp_path: Path) -> list[str]:
    """Save the current roster natively, close it, reopen it, export .rosz (File > Export),
    import that: the findings after each step are those before."""
    before = findings(window)
    current = window.current
    assert current is not None
    saved = tmp_path / "built.json"
    with answering(monkeypatch, getSaveFileName=(str(saved), "")):
        window.save_as_action.trigger()
    assert saved.is_file()
    window.close_action.trigger()
    reopened = window.files.open_path(saved)
    assert reopened is not None and reopened.roster.battlescribe
    ready_editor(qtbot, window)
    assert findings(window) == before
    rosz = tmp_path / "built.rosz"
    with answering(monkeypatch, getSaveFileName=(str(rosz), "")):
        window.export_rosz_action.trigger()
    assert rosz.is_file()
    imported = window.files.open_path(rosz)
    assert imported is not None and window.current is imported
    ready_editor(qtbot, window)
    assert findings(window) == before
    return before


def set_points_limit(editor: RosterEditor, limit: int) -> None:
    """The roster page's points limit (an Auspex edit the document follows)."""
    from desktop.ui.editor.common import ItemRef, Kind

    editor.select_item(ItemRef(Kind.ROSTER))
    editor.right.setCurrentWidget(editor.page_area)
    spin = editor.roster_page.limit
    spin.setFocus()
    spin.lineEdit().selectAll()
    QTest.keyClicks(spin, str(limit))
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert editor.document.roster.points_limit == limit
