"""The shooting dock at a player's window size, in Russian: no page wider than the dock
(no sideways scrolling) and no label cut short. Found by looking at the Russian screens."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from desktop.ui.wizard import ShootingWizard
from desktop.ui.wizard.widgets import WrapCheckBox
from tests.ui.test_wizard import CASES, Make, button, open_wizard, set_up, settle


def _area_of(page: QWidget) -> QScrollArea:
    """The scroll area a page sits in (the dock's pages scroll up and down only)."""
    widget: QWidget | None = page
    while widget is not None and not isinstance(widget, QScrollArea):
        widget = widget.parentWidget()
    assert isinstance(widget, QScrollArea)
    return widget


def _fits(qtbot: QtBot, area: QScrollArea) -> None:
    page = area.widget()
    assert page is not None
    qtbot.waitUntil(lambda: page.width() <= area.viewport().width(), timeout=2000)
    assert not area.horizontalScrollBar().isVisible()


def _shown(make_window: Make, qtbot: QtBot, index: int) -> ShootingWizard:
    window, wizard = open_wizard(make_window, qtbot, language="ru")
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    set_up(wizard, CASES[index])
    settle(qtbot, wizard)
    return wizard


def test_kill_team_target_step_wraps_its_long_check_boxes(make_window: Make,
                                                          qtbot: QtBot) -> None:
    """«Цель частично скрыта (−1 к попаданию, −1 к броску последствий)» was one line wider
    than the dock: the page scrolled sideways and the banner above it was cut off."""
    wizard = _shown(make_window, qtbot, 2)
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session is not None and str(session.step) == "target"
    area = _area_of(wizard.step_page)
    _fits(qtbot, area)
    boxes = area.findChildren(WrapCheckBox)
    assert any(b.text().startswith("Цель частично скрыта") for b in boxes)
    for box in boxes:
        if box.isVisible():
            assert box.geometry().right() <= area.viewport().width()
            assert box.label.geometry().right() <= box.width()
            qtbot.waitUntil(lambda b=box: b.height() >= b.heightForWidth(b.width()),
                            timeout=2000)
    for label in area.findChildren(QLabel):
        if label.isVisible() and label.wordWrap():
            assert label.mapTo(area.widget(), label.rect().topRight()).x() \
                <= area.viewport().width()



def test_the_previous_step_counts_its_dice_in_plain_russian(make_window: Make,
                                                            qtbot: QtBot) -> None:
    """The box under a dice step read «Попадание — Кубиков на 3+: 14 из 18» (a capital in
    mid-line, and «кубиков на» is not how players count dice); now «Попадание — выпало 3+:
    …», like «сумма 7» beside it."""
    from desktop.rules.sequence import DiceRequest
    from tests.ui.test_wizard import typed_faces

    wizard = _shown(make_window, qtbot, 1)
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session is not None
    for _ in range(10):
        request = session.attack.request()
        if isinstance(request, DiceRequest) and request.target is not None:
            break
        qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)
    assert isinstance(request, DiceRequest) and request.target is not None
    faces = typed_faces(request.count, request.sides, 3)
    edit = wizard.step_page.pad.edit
    qtbot.keyClicks(edit, " ".join(str(f) for f in faces))
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    settle(qtbot, wizard)
    hits = sum(1 for f in faces if f >= request.target)
    text = wizard.step_page.last_text.text()
    assert f"Попадание — выпало {request.target}+: {hits} из {len(faces)}" in text
    assert "Кубиков" not in text
