"""Build a roster from scratch through the editor's widgets, undo it all, redo, save, reopen."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QApplication, QComboBox, QWidget
from pytestqt.qtbot import QtBot

from desktop.domain.editions import Edition
from desktop.domain.roster import Roster
from desktop.ui.editor import actions_for, current_editor, install
from desktop.ui.editor.catalogue_dialog import CatalogueDialog
from desktop.ui.editor.editor import RosterEditor
from desktop.ui.main_window import MainWindow

Make = Callable[..., MainWindow]
CTRL, SHIFT, ALT = (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier,
                    Qt.KeyboardModifier.AltModifier)


def start(make_window: Make, qtbot: QtBot, roster: Roster) -> tuple[MainWindow, RosterEditor]:
    window = make_window()
    install(window)
    window.add_roster(roster, modified=True)
    with qtbot.waitActive(window):
        window.activateWindow()
    editor = current_editor(window)
    assert editor is not None
    editor.tree.setFocus()
    return window, editor


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def type_into_cell(qtbot: QtBot, view: QAbstractItemView, index: QModelIndex,
                   text: str) -> None:
    """Select the cell, F2, replace the editor's text, Enter — as a player would."""
    view.setFocus()
    view.setCurrentIndex(index)
    qtbot.keyClick(view, Qt.Key.Key_F2)
    assert view.state() == QAbstractItemView.State.EditingState
    editor = focused()
    qtbot.keyClick(editor, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState)


def add_from_catalogue(qtbot: QtBot, editor: RosterEditor, search: str) -> None:
    def pick() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, CatalogueDialog)
        qtbot.keyClicks(dialog.search, search)
        qtbot.keyClick(dialog.search, Qt.Key.Key_Return)

    QTimer.singleShot(0, pick)
    qtbot.keyClick(editor.tree, Qt.Key.Key_N, CTRL | SHIFT)


def test_build_undo_redo_save_reopen(make_window: Make, qtbot: QtBot, tmp_path: Path) -> None:
    empty = Roster(name="Scratch force", edition=Edition.CLASSIC, points_limit=500)
    window, editor = start(make_window, qtbot, empty)
    open_roster = window.current
    assert open_roster is not None
    tree, groups, weapons = editor.tree, editor.group_view, editor.weapon_view

    # A unit from the catalogue (keyboard only), renamed with F2.
    add_from_catalogue(qtbot, editor, "tactical")
    qtbot.waitUntil(lambda: len(open_roster.roster.units) == 1)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tree)
    assert open_roster.roster.units[0].name == "Tactical Squad"
    type_into_cell(qtbot, tree, tree.currentIndex().siblingAtColumn(0), "Veterans")
    assert open_roster.roster.units[0].name == "Veterans"

    # Its first model group: five more models, through the count column's spin box.
    type_into_cell(qtbot, groups, editor.group_model.index(1, 1), "12")
    assert open_roster.roster.units[0].models[1].count == 12

    # A unit from scratch: Ctrl+Alt+N opens its name for typing.
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_N, CTRL | ALT)
    assert tree.state() == QAbstractItemView.State.EditingState
    qtbot.keyClick(focused(), Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(focused(), "Heroes")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: [u.name for u in open_roster.roster.units] == ["Veterans", "Heroes"])

    # Its model: name, points and characteristics through the delegates.
    columns = [editor.group_model.headerData(c, Qt.Orientation.Horizontal)
               for c in range(editor.group_model.columnCount())]
    type_into_cell(qtbot, groups, editor.group_model.index(0, 0), "Captain")
    type_into_cell(qtbot, groups, editor.group_model.index(0, 2), "65")
    for key, value in (("WS", "5"), ("BS", "5"), ("W", "2"), ("A", "3"), ("Ld", "10"),
                       ("Sv", "3")):
        type_into_cell(qtbot, groups, editor.group_model.index(0, columns.index(key)), value)
    heroes = open_roster.roster.units[1]
    assert heroes.models[0].name == "Captain" and heroes.models[0].points_each == 65
    assert {k: heroes.models[0].characteristics[k] for k in ("ws", "bs", "w", "a", "ld", "sv")} \
        == {"ws": 5, "bs": 5, "w": 2, "a": 3, "ld": 10, "sv": 3}

    # A weapon (Ctrl+Shift+W opens its name), then its profile.
    groups.setFocus()
    qtbot.keyClick(groups, Qt.Key.Key_W, CTRL | SHIFT)
    assert weapons.state() == QAbstractItemView.State.EditingState
    qtbot.keyClick(focused(), Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(focused(), "Plasma pistol")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: weapons.state() != QAbstractItemView.State.EditingState)
    fields = [editor.weapon_model.field(c).key for c in range(editor.weapon_model.columnCount())]
    for key, value in (("range", "12"), ("shots", "d3"), ("strength", "7"), ("ap", "2")):
        type_into_cell(qtbot, weapons, editor.weapon_model.index(0, fields.index(key)), value)
    type_cell = editor.weapon_model.index(0, fields.index("type"))
    weapons.setCurrentIndex(type_cell)
    qtbot.keyClick(weapons, Qt.Key.Key_F2)
    combo = focused()
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findText("Pistol"))
    qtbot.keyClick(combo, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: weapons.state() != QAbstractItemView.State.EditingState)
    pistol = open_roster.roster.units[1].models[0].weapons[0]
    assert (pistol.name, pistol.range, pistol.type, pistol.shots, pistol.strength, pistol.ap) \
        == ("Plasma pistol", 12, "pistol", "D3", 7, 2)

    # Duplicate the hero (Ctrl+D) and write notes on the copy.
    tree.setFocus()
    tree.setCurrentIndex(editor.tree_model.index(1, 0, editor.tree_model.roster_index()))
    qtbot.keyClick(tree, Qt.Key.Key_D, CTRL)
    assert len(open_roster.roster.units) == 3
    editor.unit_page.notes.setFocus()
    qtbot.keyClicks(editor.unit_page.notes, "Leads the left flank")
    # a pause in the typing commits the text (a save right after must not lose it) ...
    qtbot.waitUntil(lambda: open_roster.roster.units[2].notes == "Leads the left flank")
    assert editor.unit_page.notes.hasFocus()
    qtbot.keyClicks(editor.unit_page.notes, ".")
    tree.setFocus()  # ... and so does leaving the field
    assert open_roster.roster.units[2].notes == "Leads the left flank."

    built = open_roster.roster
    stack = open_roster.undo_stack
    assert window.isWindowModified() and stack.count() >= 20
    assert "Captain" in window.redo_action.text() or window.undo_action.isEnabled()
    while stack.canUndo():
        window.undo_action.trigger()
    assert open_roster.roster == empty
    assert editor.tree_model.rowCount(editor.tree_model.roster_index()) == 0
    while stack.canRedo():
        window.redo_action.trigger()
    assert open_roster.roster == built

    path = tmp_path / "scratch.json"
    assert window.files.save_to(open_roster, path)
    assert not window.isWindowModified()
    window.close_current()
    reopened = window.files.open_path(path)
    assert reopened is not None and reopened.roster.model_dump() == built.model_dump()
    again = current_editor(window)
    assert again is not None and again.tree_model.rowCount(again.tree_model.roster_index()) == 3


def test_keyboard_commands_on_the_tree(make_window: Make, qtbot: QtBot) -> None:
    from desktop.ui.demo import load_demo_rosters

    roster = next(r for r in load_demo_rosters() if r.edition is Edition.CLASSIC)
    window, editor = start(make_window, qtbot, roster)
    open_roster = window.current
    assert open_roster is not None
    names = [u.name for u in roster.units]
    tree = editor.tree
    tree.setCurrentIndex(editor.tree_model.index(0, 0, editor.tree_model.roster_index()))
    qtbot.keyClick(tree, Qt.Key.Key_Down, CTRL | SHIFT)
    assert [u.name for u in open_roster.roster.units][:2] == [names[1], names[0]]
    assert tree.currentIndex().data() == names[0]  # the selection moved with the unit
    qtbot.keyClick(tree, Qt.Key.Key_Up, CTRL | SHIFT)
    qtbot.keyClick(tree, Qt.Key.Key_Delete)
    assert [u.name for u in open_roster.roster.units] == names[1:]
    assert tree.currentIndex().data() == names[1]
    actions = actions_for(window)
    assert actions is not None and not actions.move_up_action.isEnabled()
    assert open_roster.undo_stack.undoText() == f"Remove {names[0]}"
    window.undo_action.trigger()
    assert open_roster.roster == roster
    # A model group selected in the table: Del removes the group, not the unit.
    tree.setCurrentIndex(editor.tree_model.index(0, 0, editor.tree_model.roster_index()))
    editor.group_view.setFocus()
    editor.group_view.setCurrentIndex(editor.group_model.index(1, 0))
    qtbot.keyClick(editor.group_view, Qt.Key.Key_Delete)
    assert len(open_roster.roster.units) == len(names)
    assert len(open_roster.roster.units[0].models) == len(roster.units[0].models) - 1
    # F6 walks the panes: tree, models, weapons, notes, and round again.
    tree.setFocus()
    seen = []
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F6)
        seen.append(QApplication.focusWidget())
    assert seen == [editor.group_view, editor.weapon_view, editor.unit_page.notes, tree]
