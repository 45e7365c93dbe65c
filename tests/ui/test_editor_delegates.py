"""Bad input is refused with a visible reason and never reaches the roster."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from desktop.domain.editions import Edition
from desktop.ui.demo import load_demo_rosters
from desktop.ui.editor import current_editor, install
from desktop.ui.editor.delegates import DiceValidator, ValueSpinBox
from desktop.ui.editor.editor import RosterEditor
from desktop.ui.main_window import MainWindow

Make = Callable[..., MainWindow]
DEMOS = {r.edition: r for r in reversed(load_demo_rosters())}


def open_editor(make_window: Make, qtbot: QtBot, edition: Edition) -> RosterEditor:
    window = make_window()
    install(window)
    window.add_roster(DEMOS[edition])
    with qtbot.waitActive(window):
        window.activateWindow()
    editor = current_editor(window)
    assert editor is not None
    editor.tree.setCurrentIndex(editor.tree_model.index(0, 0, editor.tree_model.roster_index()))
    return editor


def start_editing(qtbot: QtBot, editor: RosterEditor, view: QAbstractItemView,
                  row: int, column: int) -> QLineEdit | QSpinBox:
    view.setFocus()
    view.setCurrentIndex(view.model().index(row, column))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    widget = QApplication.focusWidget()
    assert isinstance(widget, (QLineEdit, QSpinBox))
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    return widget


def test_characteristic_out_of_range_is_refused_with_the_reason(make_window: Make,
                                                               qtbot: QtBot) -> None:
    """BS "12" stays "12" with the reason (never cut to "1" and stored): Return keeps the
    editor open, leaving it stores nothing."""
    editor = open_editor(make_window, qtbot, Edition.CLASSIC)
    before = editor.document.roster
    columns = [editor.group_model.headerData(c, Qt.Orientation.Horizontal)
               for c in range(editor.group_model.columnCount())]
    spin = start_editing(qtbot, editor, editor.group_view, 0, columns.index("BS"))
    assert isinstance(spin, ValueSpinBox)
    qtbot.keyClicks(spin, "12")  # "1" may still become 10; "12" cannot
    assert editor.message.isVisible()
    assert editor.message.text() == "BS must be between 0 and 10"
    assert spin.lineEdit().text() == "12"
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert editor.group_view.state() == QAbstractItemView.State.EditingState
    assert spin.lineEdit().text() == "12"
    editor.tree.setFocus()  # leaving the editor does not commit it (nor a part of it)
    qtbot.waitUntil(lambda: editor.group_view.state() != QAbstractItemView.State.EditingState)
    assert editor.document.roster == before
    assert not editor.open_roster.undo_stack.canUndo()
    assert editor.message.text() == "BS must be between 0 and 10"


@pytest.mark.parametrize(("column", "typed", "reason"), [
    ("BS", "99", "BS must be between 0 and 10"),
    ("Number", "-5", "Number of models cannot be '-5'"),
    ("Pts each", "-5", "Points cannot be '-5'"),
])
def test_a_number_partly_out_of_range_is_never_stored_in_part(
        make_window: Make, qtbot: QtBot, column: str, typed: str, reason: str) -> None:
    editor = open_editor(make_window, qtbot, Edition.CLASSIC)
    before = editor.document.roster
    columns = [editor.group_model.headerData(c, Qt.Orientation.Horizontal)
               for c in range(editor.group_model.columnCount())]
    spin = start_editing(qtbot, editor, editor.group_view, 0, columns.index(column))
    assert isinstance(spin, ValueSpinBox)
    qtbot.keyClicks(spin, typed)
    assert spin.lineEdit().text() == typed
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    editor.tree.setFocus()
    qtbot.waitUntil(lambda: editor.group_view.state() != QAbstractItemView.State.EditingState)
    assert editor.document.roster == before
    assert editor.message.text() == reason


def test_extra_points_and_limit_out_of_range_are_refused_not_cut(make_window: Make,
                                                                qtbot: QtBot) -> None:
    editor = open_editor(make_window, qtbot, Edition.CLASSIC)
    before = editor.document.roster
    points = editor.unit_page.points
    points.setFocus()
    points.lineEdit().selectAll()
    qtbot.keyClicks(points, "12345678")  # over 1,000,000: not "1234567"
    assert points.lineEdit().text() == "12345678"
    qtbot.keyClick(points, Qt.Key.Key_Return)
    assert editor.document.roster == before
    assert editor.message.text() == "Points cannot be '12345678'"
    assert points.value() == before.units[0].points
    editor.tree.setCurrentIndex(editor.tree_model.roster_index())  # the roster page
    limit = editor.roster_page.limit
    qtbot.waitUntil(limit.isVisible)
    limit.setFocus()
    limit.lineEdit().selectAll()
    qtbot.keyClicks(limit, "-500")  # not "500"
    assert limit.lineEdit().text() == "-500"
    editor.tree.setFocus()
    assert editor.document.roster == before
    assert editor.message.text() == "Points limit cannot be '-500'"
    assert limit.value() == before.points_limit
def test_save_accepts_dash_and_rolls_needed(make_window: Make, qtbot: QtBot) -> None:
    editor = open_editor(make_window, qtbot, Edition.CLASSIC)
    columns = [editor.group_model.headerData(c, Qt.Orientation.Horizontal)
               for c in range(editor.group_model.columnCount())]
    spin = start_editing(qtbot, editor, editor.group_view, 0, columns.index("Sv"))
    assert isinstance(spin, ValueSpinBox) and spin.text() == "3+"
    qtbot.keyClicks(spin, "-")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.group_view.state() != QAbstractItemView.State.EditingState)
    assert editor.document.roster.units[0].models[0].characteristics["sv"] is None
    assert editor.group_model.index(0, columns.index("Sv")).data() == "-"
    spin = start_editing(qtbot, editor, editor.group_view, 0, columns.index("Sv"))
    qtbot.keyClicks(spin, "1")  # a 1+ save does not exist
    assert editor.message.text() == "Sv must be between 2+ and 6+"
    assert spin.lineEdit().text() == "1"  # shown as typed, the player corrects it
    qtbot.keyClick(spin, Qt.Key.Key_Backspace)
    qtbot.keyClicks(spin, "4")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.group_view.state() != QAbstractItemView.State.EditingState)
    assert editor.document.roster.units[0].models[0].characteristics["sv"] == 4


def test_bad_dice_expression_is_refused_and_editor_stays_open(make_window: Make,
                                                              qtbot: QtBot) -> None:
    editor = open_editor(make_window, qtbot, Edition.KILL_TEAM_2018)
    before = editor.document.roster
    fields = [editor.weapon_model.field(c).key for c in range(editor.weapon_model.columnCount())]
    line = start_editing(qtbot, editor, editor.weapon_view, 0, fields.index("damage"))
    assert isinstance(line, QLineEdit)
    qtbot.keyClicks(line, "2Q")  # "Q" is refused as typed
    assert line.text() == "2"
    assert editor.message.text() == "'2Q' is not a dice expression (try 1, D3, 2D6 or D6+1)"
    line.setText("D7")  # could be typed as a prefix of D7... but there is no D7
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert editor.weapon_view.state() == QAbstractItemView.State.EditingState
    assert editor.message.text() == "There is no D7 (use D3, D6, D4...)"
    editor.weapon_view.setFocus()  # leaving the editor does not commit the bad value either
    qtbot.waitUntil(lambda: editor.weapon_view.state() != QAbstractItemView.State.EditingState)
    assert editor.document.roster == before
    assert not editor.open_roster.undo_stack.canUndo()


def test_empty_name_is_refused(make_window: Make, qtbot: QtBot) -> None:
    editor = open_editor(make_window, qtbot, Edition.HORUS_HERESY)
    before = editor.document.roster
    editor.tree.setFocus()
    qtbot.keyClick(editor.tree, Qt.Key.Key_F2)
    widget = QApplication.focusWidget()
    assert isinstance(widget, QLineEdit)
    widget.clear()
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.message.isVisible())
    assert editor.message.text() == "A name cannot be empty"
    assert editor.document.roster == before


@pytest.mark.parametrize(("text", "state"), [
    ("D6", QValidator.State.Acceptable), ("2d6+1", QValidator.State.Acceptable),
    ("2D", QValidator.State.Intermediate), ("D6+", QValidator.State.Intermediate),
    ("", QValidator.State.Intermediate), ("x", QValidator.State.Invalid),
    ("D6*2", QValidator.State.Invalid),
])
def test_dice_validator_states(qapp: object, text: str, state: QValidator.State) -> None:
    from desktop.domain.dice import DiceExpr
    from desktop.domain.text import DomainError

    def check(value: object) -> str | None:
        try:
            DiceExpr.parse(str(value))
        except DomainError as exc:
            return exc.message.render()
        return None

    validator = DiceValidator(False, check)
    refused: list[str] = []
    validator.refused.connect(refused.append)
    assert validator.validate(text, 0) == state
    assert bool(refused) == (state is QValidator.State.Invalid)


@pytest.mark.parametrize(("legal", "text", "state", "says"), [
    ((9, 14), "1", QValidator.State.Intermediate, False),
    ((9, 14), "12", QValidator.State.Acceptable, False),
    ((9, 14), "2", QValidator.State.Intermediate, True),  # kept as typed, with the reason
    ((-6, 0), "-", QValidator.State.Intermediate, False),
    ((-6, 0), "-3", QValidator.State.Acceptable, False),
    ((-6, 0), "-7", QValidator.State.Intermediate, True),
    ((0, 10), "-", QValidator.State.Intermediate, False),  # "-5" is not typed as "5"
    ((0, 10), "-5", QValidator.State.Intermediate, True),
    ((0, 10), "99", QValidator.State.Intermediate, True),
    ((2, 6), "4+", QValidator.State.Acceptable, False),
    ((0, 10), "abc", QValidator.State.Invalid, True),
])
def test_spin_box_states(qapp: object, legal: tuple[int, int], text: str,
                         state: QValidator.State, says: bool) -> None:
    spin = ValueSpinBox(None, *legal, suffix="+" if text.endswith("+") else "")
    refused: list[str] = []
    spin.refused.connect(refused.append)
    assert spin.validate(text, 0)[0] == state
    assert bool(refused) == says
