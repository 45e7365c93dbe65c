"""Numbers the wizard's set-up shows follow the app language: 9,0" in Russian, 9.0" in
English, with the inch mark right after the number."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox
from pytestqt.qtbot import QtBot

from tests.ui.test_wizard import CASES, Make, open_wizard, set_up


def test_distance_uses_the_languages_decimal_mark(make_window: Make, qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    set_up(wizard, CASES[1])
    spin = wizard.setup_page.findChild(QDoubleSpinBox, "situation_distance")
    assert spin is not None
    spin.setValue(9)
    assert spin.text() == '9.0"'
    window.set_language("ru")
    qtbot.waitUntil(lambda: spin.text() == '9,0"')
    window.set_language("en")
    qtbot.waitUntil(lambda: spin.text() == '9.0"')
