"""Horus Heresy through the real editor and wizard: a keyword typed in the editor gives the
target a reaction, a squad fires two Fire Groups, and the odds and play agree throughout."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from desktop.domain.editions import Edition
from desktop.rules.sequence import ChoiceRequest, DiceRequest
from desktop.rules.steps import StepId
from desktop.ui.editor import current_editor
from tests.ui.test_wizard import Case, Make, button, open_wizard, set_up, settle
from tests.ui.test_wizard_kill_team import choose

HEAVY = Case(Edition.HORUS_HERESY, "Ultramarines Vanguard", "Legion Heavy Support Squad",
             "Every model's weapon", "Taghmata Ryza Cohort", "Thallax Cohort", 20.0)


def type_keywords(qtbot: QtBot, window: object, roster: str, unit: str, text: str) -> None:
    """Open the roster's tab, pick the unit in the tree and type its first model group's
    keywords in the model table, as a player does."""
    with qtbot.waitActive(window):  # type: ignore[arg-type]
        window.activateWindow()  # type: ignore[attr-defined]
    rosters = window.rosters  # type: ignore[attr-defined]
    index = next(i for i, o in enumerate(rosters) if o.roster.name == roster)
    window.tabs.setCurrentIndex(index)  # type: ignore[attr-defined]
    editor = current_editor(window)  # type: ignore[arg-type]
    assert editor is not None
    tree = editor.tree_model
    row = next(i for i, u in enumerate(editor.document.roster.units) if u.name == unit)
    editor.tree.setCurrentIndex(tree.index(row, 0, tree.roster_index()))
    view, model = editor.group_view, editor.group_model
    view.setFocus()
    view.setCurrentIndex(model.index(0, model.keywords_column))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    line = QApplication.focusWidget()
    assert isinstance(line, QLineEdit)
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.document.roster.units[row].models[0].keywords
                    == [k.strip() for k in text.split(",")])


def test_two_fire_groups_and_a_reaction_from_an_editor_keyword(make_window: Make,
                                                               qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot, seed=13)
    type_keywords(qtbot, window, "Taghmata Ryza Cohort", "Thallax Cohort",
                  "Infantry, Antigrav, Shield")
    set_up(wizard, HEAVY)
    page = wizard.setup_page
    assert page.declared_weapons() == {0: "Bolter", 1: "Lascannon"}
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session is not None, page.error.text()
    settle(qtbot, wizard)
    step = wizard.step_page
    qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)  # target
    assert session.step is StepId.REACTIONS
    reaction = step.findChild(QComboBox, "modifier_reaction")
    assert reaction is not None
    offered = [reaction.itemText(i) for i in range(reaction.count())]
    assert offered == ["no reaction", "Return Fire", "Shieldwall!"]
    settle(qtbot, wizard)
    plain = wizard.odds.report
    choose(qtbot, reaction, "Shieldwall!")
    settle(qtbot, wizard)
    shielded = wizard.odds.report
    assert plain is not None and shielded is not None
    assert shielded.casualties.mean < plain.casualties.mean  # +1 Toughness
    assert shielded.casualties.probs == session.attack.odds().casualties.probs
    qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)
    assert session.step is StepId.FIRE_GROUPS
    request = session.attack.request()
    assert isinstance(request, ChoiceRequest)
    assert [o.label.render().split(" (")[0] for o in request.options] == ["Bolter",
                                                                          "Lascannon"]
    groups_seen = []
    while not session.finished:
        request = session.attack.request()
        if session.step is StepId.FIRE_GROUPS:
            groups_seen.append(step.choice.keys())
            qtbot.mouseClick(button(wizard, "confirmChoice"), Qt.MouseButton.LeftButton)
        elif isinstance(request, DiceRequest):
            qtbot.mouseClick(button(wizard, "rollForMe"), Qt.MouseButton.LeftButton)
        elif isinstance(request, ChoiceRequest):
            qtbot.mouseClick(button(wizard, "confirmChoice"), Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)
        assert not step.error.isVisible(), step.error.text()
        settle(qtbot, wizard)
        if not session.finished:  # the odds shown are the engine's from here
            assert wizard.odds.report is not None
            assert wizard.odds.report.casualties.probs == session.attack.odds().casualties.probs
    log = wizard.log_text()
    assert "Reaction declared: Shieldwall!" in log
    assert log.count("Fire Group:") == 2 or "do not fire" in log  # both, unless wiped out
    assert session.attack.state.reaction.value == "shieldwall"
    wizard.shutdown()
