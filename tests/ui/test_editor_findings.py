"""The findings dock follows the current roster; a double-click selects the offending item."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt
from pytestqt.qtbot import QtBot

from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Roster, Unit, Weapon
from desktop.ui.editor import current_editor, install
from desktop.ui.editor.common import Kind
from desktop.ui.editor.findings import FindingsPanel
from desktop.ui.main_window import MainWindow

Make = Callable[..., MainWindow]


def flawed() -> Roster:
    marine = ModelGroup(name="Marine", count=5, points_each=15,
                        characteristics={"ws": 4, "bs": 12, "s": 4, "t": 4, "w": 1, "i": 4,
                                         "a": 1, "ld": 8, "sv": 3},
                        weapons=[Weapon(name="Boltgun", type="rapid-fire", ap=5),
                                 Weapon(name="Mystery gun", type="heavy", strength=None)])
    return Roster(name="Flawed", edition=Edition.CLASSIC, points_limit=50,
                  units=[Unit(id="ok", name="Scouts"), Unit(id="bad", name="Marines",
                                                            models=[marine])])


def panel_of(window: MainWindow) -> FindingsPanel:
    dock = next(d for d in window.docks if d.objectName() == "FindingsDock")
    widget = dock.widget()
    assert isinstance(widget, FindingsPanel)
    return widget


def row_of(panel: FindingsPanel, text: str) -> QModelIndex:
    for row in range(panel.model.rowCount()):
        index = panel.model.index(row, 1)
        if text in index.data():
            return index
    raise AssertionError(text)


def double_click(qtbot: QtBot, panel: FindingsPanel, index: QModelIndex) -> None:
    view = panel.view
    view.scrollTo(index)
    rect = view.visualRect(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_double_click_selects_the_offending_item(make_window: Make, qtbot: QtBot) -> None:
    window = make_window()
    install(window)
    window.add_roster(flawed())
    with qtbot.waitActive(window):
        window.activateWindow()
    panel, editor = panel_of(window), current_editor(window)
    assert editor is not None and panel.isVisible()
    texts = [panel.model.index(r, 1).data() for r in range(panel.model.rowCount())]
    assert texts[:2] == ["The roster costs 75 points, over its limit of 50",
                         "Marines, Marine: BS must be between 0 and 10"]
    assert panel.model.index(0, 0).data() == "Error"
    assert panel.summary.text() == "2 errors, 2 warnings"

    double_click(qtbot, panel, row_of(panel, "BS must be between"))
    ref = editor.tree_model.ref(editor.tree.currentIndex())
    assert (ref.kind, ref.unit_id, ref.group) == (Kind.GROUP, "bad", 0)
    assert editor.pages.currentWidget() is editor.unit_page
    assert editor.group_view.currentIndex().row() == 0

    double_click(qtbot, panel, row_of(panel, "Mystery gun has no Strength"))
    ref = editor.tree_model.ref(editor.tree.currentIndex())
    assert (ref.kind, ref.unit_id, ref.group, ref.weapon) == (Kind.WEAPON, "bad", 0, 1)
    assert editor.weapon_view.currentIndex().row() == 1
    assert editor.weapon_view.hasFocus()

    double_click(qtbot, panel, row_of(panel, "Scouts has no models"))
    assert editor.tree_model.ref(editor.tree.currentIndex()).unit_id == "ok"


def test_findings_follow_edits_and_the_current_roster(make_window: Make, qtbot: QtBot) -> None:
    window = make_window()
    install(window)
    first = window.add_roster(flawed())
    panel = panel_of(window)
    editor = current_editor(window)
    assert editor is not None
    assert editor.pages.currentWidget() is editor.roster_page
    editor.roster_page.limit.setValue(0)
    editor.roster_page.limit.editingFinished.emit()
    assert first.roster.points_limit is None
    assert panel.summary.text() == "1 error, 2 warnings"
    assert "0 errors" not in editor.totals.text() and "1 error" in editor.totals.text()
    window.add_roster(Roster(name="Clean", edition=Edition.SECOND))
    assert panel.summary.text() == "No problems found."
    window.tabs.setCurrentIndex(0)
    assert panel.summary.text() == "1 error, 2 warnings"
    window.undo_action.trigger()
    assert panel.summary.text() == "2 errors, 2 warnings"


def test_negative_extra_points_typed_in_are_kept_and_reported(make_window: Make,
                                                             qtbot: QtBot) -> None:
    """A roster over its limit cannot read "No problems found" by a negative cost."""
    window = make_window()
    install(window)
    over = Roster(name="Over", edition=Edition.CLASSIC, points_limit=50,
                  units=[Unit(id="u", name="Marines",
                              models=[ModelGroup(name="Marine", count=5, points_each=15)])])
    window.add_roster(over)
    with qtbot.waitActive(window):
        window.activateWindow()
    editor = current_editor(window)
    assert editor is not None
    editor.tree.setCurrentIndex(editor.tree_model.index(0, 0, editor.tree_model.roster_index()))
    points = editor.unit_page.points
    qtbot.waitUntil(points.isVisible)
    points.setFocus()
    points.lineEdit().selectAll()
    qtbot.keyClicks(points, "-50")
    qtbot.keyClick(points, Qt.Key.Key_Return)
    assert editor.document.roster.units[0].points == -50  # what the player typed, as typed
    assert editor.document.roster.total_points == 25  # under the limit of 50, but:
    panel = panel_of(window)
    assert "No problems found" not in panel.summary.text()
    assert "its extra points are negative (-50)" in row_of(panel, "negative").data()
