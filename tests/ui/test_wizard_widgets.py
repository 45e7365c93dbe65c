"""The wizard's button row: side by side while the labels fit, never clipping one."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from desktop.ui.wizard.widgets import ButtonRow


def test_a_long_and_a_short_label_side_by_side_both_in_full(qtbot: QtBot) -> None:
    """Found in the Russian hit step: «Бросить 18 кубиков за меня» beside «Ввести свои
    броски» fitted the row together but was cut off by an even split of its width."""
    long, short = QPushButton("Бросить 18 кубиков за меня"), QPushButton("Ввести")
    row = ButtonRow([(long, 1), (short, 1)])
    qtbot.addWidget(row)
    need = long.sizeHint().width() + short.sizeHint().width() + ButtonRow.SPACING
    assert long.sizeHint().width() > (need + 20) // 2  # an even split would clip it
    row.resize(need + 20, row.heightForWidth(need + 20))
    row.show()
    qtbot.waitExposed(row)
    assert long.y() == short.y()  # side by side
    assert long.width() >= long.sizeHint().width()
    assert short.width() >= short.sizeHint().width()
    assert short.geometry().right() <= row.width()
    row.resize(need - 10, row.heightForWidth(need - 10))  # too narrow: stacked, full width
    qtbot.waitUntil(lambda: long.y() != short.y())
    assert long.width() == short.width() == need - 10


def test_a_label_that_grows_after_the_row_is_shown_is_not_clipped(qtbot: QtBot) -> None:
    """The result page names the target unit on its Apply button after the row is laid out
    ("Apply to «Shoota Boyz»"): the row places the buttons again."""
    named = "Применить к отряду «Shoota Boyz»"
    apply, new = QPushButton("Apply"), QPushButton("New attack")
    width = QPushButton(named).sizeHint().width() + new.sizeHint().width() \
        + ButtonRow.SPACING + 4  # side by side only when the long label gets its room
    row = ButtonRow([(apply, 2), (new, 1)])
    qtbot.addWidget(row)
    row.resize(width, row.heightForWidth(width))
    row.show()
    qtbot.waitExposed(row)
    assert apply.y() == new.y()
    apply.setText(named)
    qtbot.waitUntil(lambda: apply.width() >= apply.sizeHint().width(), timeout=1000)
    assert apply.y() == new.y() and new.width() >= new.sizeHint().width()
    assert new.geometry().right() <= row.width()


def test_a_long_check_box_wraps_in_a_narrow_dock_and_toggles_on_its_text(qtbot: QtBot) -> None:
    """Kill Team's target step: «Стрелок сделал рывок (только штурмовое, −1 к попаданию)»
    was one line wider than the dock."""
    from PySide6.QtCore import QPoint, Qt

    from desktop.ui.wizard.widgets import WrapCheckBox

    text = "Стрелок сделал рывок (только штурмовое, −1 к попаданию)"
    box = WrapCheckBox(text)
    qtbot.addWidget(box)
    assert box.text() == text and box.label.text() == text
    one_line = box.heightForWidth(box.sizeHint().width())
    narrow = box.sizeHint().width() // 2
    assert box.minimumSizeHint().width() < narrow  # it may be narrower than its text
    assert box.heightForWidth(narrow) > one_line  # and then takes two lines or more
    box.resize(narrow, box.heightForWidth(narrow))
    box.show()
    qtbot.waitExposed(box)
    assert box.label.geometry().right() < box.width()
    assert box.label.height() >= box.label.heightForWidth(box.label.width())
    far = box.label.geometry().bottomRight() - QPoint(4, 4)  # the last line of the text
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=far)
    assert box.isChecked()
    box.setText("Коротко")
    assert box.text() == "Коротко" and box.heightForWidth(narrow) == one_line
