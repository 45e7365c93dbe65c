"""The editor in Russian: widgets, undo texts, refusals, cards and text export switch language."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.domain import edits as E
from desktop.domain.editions import Edition
from desktop.ui.demo import load_demo_rosters
from desktop.ui.editor import actions_for, current_editor, install
from desktop.ui.editor.common import ItemRef, Kind
from desktop.ui.editor.printing import roster_html
from desktop.ui.editor.text_export import roster_text
from desktop.ui.main_window import MainWindow
from tests.ui.test_pseudo_localisation import cut_off, pseudo_window  # noqa: F401 (fixture)

Make = Callable[..., MainWindow]
CLASSIC = next(r for r in load_demo_rosters() if r.edition is Edition.CLASSIC)


def test_switching_to_russian_retranslates_the_editor(make_window: Make, qtbot: QtBot) -> None:
    window = make_window("en")
    install(window)
    window.add_roster(CLASSIC)
    editor = current_editor(window)
    actions = actions_for(window)
    assert editor is not None and actions is not None
    editor.pusher.push(E.rename_unit(editor.document, CLASSIC.units[0].id, "Veterans"))
    window.set_language("ru")
    qtbot.waitUntil(lambda: editor.roster_page.labels[2].text() == "&Лимит очков:")
    assert actions.add_unit_action.iconText() == "Добавить отряд"
    assert editor.tree_model.headerData(1, Qt.Orientation.Horizontal) == "Модели"
    assert editor.group_model.headerData(2, Qt.Orientation.Horizontal) == "Очк./мод."
    assert editor.totals.text().startswith("Итого: 550 / 750 очк. · 25 моделей · 0 ошибок")
    command = editor.open_roster.undo_stack.command(0)
    assert command.text() == "Переименовать «Tactical Squad» в «Veterans»"
    dock = next(d for d in window.docks if d.objectName() == "FindingsDock")
    assert dock.windowTitle() == "Замечания"
    editor.pusher.attempt(lambda: E.set_characteristic(editor.document, CLASSIC.units[0].id, 0,
                                                       "bs", 11))
    assert editor.message.text() == "BS должно быть от 0 до 10"
    window.set_language("en")
    qtbot.waitUntil(lambda: editor.roster_page.labels[2].text() == "&Points limit:")
    assert actions.add_unit_action.iconText() == "Add unit"
    assert command.text() == "Rename Tactical Squad to Veterans"


def test_cards_and_text_in_russian(make_window: Make, qtbot: QtBot) -> None:
    window = make_window("ru")
    install(window)
    html, text = roster_html(CLASSIC), roster_text(CLASSIC)
    assert "Tactical Squad — 10 моделей, 175 очк." in html
    assert "Особые правила" in html and "Скорострельное" in html
    assert "Warhammer 40,000, 3-я редакция" in text.splitlines()[1]
    assert "Tactical Squad [10 моделей, 175 очк.]" in text
    assert text.splitlines()[-3] == "Итого: 550 / 750 очк."


@pytest.mark.parametrize("pseudo_window", ["en", "ru"], indirect=True)
def test_no_editor_text_cut_off_with_lengthened_strings(
        pseudo_window: MainWindow, qtbot: QtBot) -> None:  # noqa: F811 (the fixture)
    """The pseudo-localisation check of the main window, on the editor's pages and docks."""
    window = pseudo_window
    install(window)
    assert window.open_demo() > 0
    for dock in window.docks:
        dock.show()
    editor = current_editor(window)
    assert editor is not None
    problems = cut_off(qtbot, window)  # the roster page
    roster = editor.document.roster
    editor.select_item(ItemRef(Kind.WEAPON, roster.units[0].id, 0, 0))
    editor.pusher.attempt(lambda: E.set_characteristic(editor.document, roster.units[0].id, 0,
                                                       "bs", 12))
    assert editor.message.isVisible()
    problems += cut_off(qtbot, window)  # the unit page and the refusal message
    assert not problems, "cut-off texts:\n" + "\n".join(problems)
