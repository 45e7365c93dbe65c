"""Kill Team per-model targeting through the real wizard: pick another target model, refuse
one within 1" of a friendly model, split the shots before rolling, see the odds follow, and
apply the result to every unit hit as one undoable command."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from desktop.domain.editions import Edition
from desktop.rules.sequence import ChoiceRequest, DiceRequest
from desktop.rules.steps import StepId
from tests.ui.test_wizard import Case, Make, button, open_wizard, set_up, settle

IDAEUS = Case(Edition.KILL_TEAM_2018, "Strike Team Vigilant", "Brother Idaeus",
              "Auto bolt rifle", "Alaitoc Pathfinders", "Avenger Ilyrth", 10.0)


def choose(qtbot: QtBot, combo: QComboBox, text: str) -> None:
    """Pick an item the way a player does with the keyboard (each move is 'activated')."""
    combo.setFocus()
    key = Qt.Key.Key_Down if combo.findText(text, Qt.MatchFlag.MatchStartsWith) \
        > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(combo.count()):
        if combo.currentText().startswith(text):
            return
        qtbot.keyClick(combo, key)
    assert combo.currentText().startswith(text), text


def test_kill_team_split_shots_through_the_wizard(make_window: Make, qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot, seed=7)
    set_up(wizard, IDAEUS)
    assert wizard.setup_page.target_labels[1].text() == "First target model"
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session is not None
    settle(qtbot, wizard)
    page = wizard.step_page
    target = page.findChild(QComboBox, "modifier_target")
    assert target is not None and target.currentText().startswith("Avenger Ilyrth")
    assert [target.itemText(i).split(" (")[0] for i in range(target.count())] == [
        "Avenger Ilyrth", "Exarch Aethon", "Guardian Caelis", "Guardian Naimre",
        "Platform Sareth", "Ranger Ellorn"]
    before = wizard.odds.report
    choose(qtbot, target, "Platform Sareth")  # T3 W2 3+: harder to take out of action
    assert session.attack.state.target == 4
    settle(qtbot, wizard)
    assert wizard.odds.report is not before
    assert wizard.odds.report.casualties.probs == session.attack.odds().casualties.probs
    # a model within 1" of a friendly model may not be targeted: refused, nothing changes
    near = page.findChild(QCheckBox, "modifier_near_friendly")
    assert near is not None
    qtbot.mouseClick(near, Qt.MouseButton.LeftButton)
    assert page.error.isVisible() and "within 1" in page.error.text()
    assert not near.isChecked() and not session.attack.state.situation.near_friendly
    choose(qtbot, target, "Guardian Caelis")
    split = page.findChild(QCheckBox, "modifier_split")
    assert split is not None
    qtbot.mouseClick(split, Qt.MouseButton.LeftButton)
    assert session.attack.state.situation.split
    qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)  # target
    assert session.step is StepId.RANGE
    qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)  # range
    request = session.attack.request()
    assert isinstance(request, ChoiceRequest) and request.max_picks == 2
    settle(qtbot, wizard)
    # one shot at the first target, one at a Guardian next to it; declared before rolling
    spins = {o.key: page.findChild(QSpinBox, f"pick_{o.key}") for o in request.options}
    assert list(spins) == ["m2", "m0", "m1", "m3", "m4", "m5"]  # the first target first
    spins["m2"].setValue(1)
    spins["m3"].setValue(1)
    assert page.choice.tally.text() == "2 of 2 picked"
    qtbot.mouseClick(button(wizard, "confirmChoice"), Qt.MouseButton.LeftButton)
    assert session.attack.state.portions == ((2, 1), (3, 1))
    settle(qtbot, wizard)
    assert wizard.odds.report.casualties.probs == session.attack.odds().casualties.probs
    request = session.attack.request()
    assert isinstance(request, DiceRequest) and "Guardian Caelis" in page.purpose.text()
    seen_second = False
    while not session.finished:
        request = session.attack.request()
        if isinstance(request, DiceRequest) and "Guardian Naimre" in page.purpose.text():
            seen_second = True
        if request is None:
            qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)
        else:
            edit = page.pad.edit
            face = "1 " if session.step is StepId.SAVE else "6 "  # every save fails
            qtbot.keyClicks(edit, face * request.count)
            qtbot.keyClick(edit, Qt.Key.Key_Return)
        settle(qtbot, wizard)
    assert seen_second  # the second target model is resolved after the first
    roster = next(o for o in window.rosters if o.roster.name == IDAEUS.target_roster)
    units = {u.name: u for u in roster.roster.units}
    commands = roster.undo_stack.count()
    qtbot.mouseClick(button(wizard, "applyResult"), Qt.MouseButton.LeftButton)
    after = {u.name: u for u in roster.roster.units}
    assert roster.undo_stack.count() == commands + 1  # both Guardians in one command
    assert after["Guardian Caelis"].model_count == 0 and after["Guardian Naimre"].model_count == 0
    assert after["Exarch Aethon"] == units["Exarch Aethon"]
    assert "Guardian Caelis" in wizard.result_page.headline.text()
    roster.undo_stack.undo()
    assert {u.name: u for u in roster.roster.units} == units
    wizard.shutdown()
