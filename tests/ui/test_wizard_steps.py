"""The wizard's parts driven through the real widgets: refusals, back / restart, declarations,
choices, odds off the GUI thread, the dock, the Rule signal, the log and the languages."""

from __future__ import annotations

import threading
from dataclasses import replace

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QCheckBox, QDockWidget, QSpinBox
from pytestqt.qtbot import QtBot

from desktop.rules.sequence import ChoiceRequest, DiceRequest, OddsReport
from desktop.rules.steps import StepId
from desktop.ui.wizard.dice import ParseError, parse_dice
from tests.ui.test_wizard import (
    CASES,
    Make,
    button,
    open_wizard,
    play,
    set_up,
    settle,
    unit_named,
)

SECOND, CLASSIC, KILL_TEAM, HORUS = CASES


def start(qtbot: QtBot, wizard: object, case: object) -> None:
    set_up(wizard, case)  # type: ignore[arg-type]
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)  # type: ignore[arg-type]
    assert wizard.session is not None  # type: ignore[attr-defined]
    settle(qtbot, wizard)  # type: ignore[arg-type]


def advance_to_dice(qtbot: QtBot, wizard: object) -> DiceRequest:
    session = wizard.session  # type: ignore[attr-defined]
    while not isinstance(session.attack.request(), DiceRequest):
        qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)  # type: ignore[arg-type]
    request = session.attack.request()
    assert isinstance(request, DiceRequest)
    return request


def type_dice(qtbot: QtBot, wizard: object, text: str) -> None:
    edit = wizard.step_page.pad.edit  # type: ignore[attr-defined]
    edit.clear()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def test_parse_dice_forms() -> None:
    assert parse_dice("3 5 6 1", 6) == [3, 5, 6, 1]
    assert parse_dice("3,5;6  1", 6) == [3, 5, 6, 1]
    assert parse_dice("3561", 6) == [3, 5, 6, 1]
    assert parse_dice("12", 20) == [12]
    assert parse_dice("  ", 6) == []
    for bad in ("3 x 1", "3.5", "-2"):
        try:
            parse_dice(bad, 6)
        except ParseError:
            continue
        raise AssertionError(bad)


def test_wrong_dice_are_refused_visibly_and_change_nothing(make_window: Make,
                                                          qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    start(qtbot, wizard, SECOND)
    request = advance_to_dice(qtbot, wizard)
    session = wizard.session
    assert session is not None
    state, records, log = session.attack.state, len(session.records), session.attack.log
    roster_before = [o.roster for o in window.rosters]
    error = wizard.step_page.error
    for text, words in (("3 5 x", "'x'"), ("1 2", f"Dice needed: {request.count}, entered: 2"),
                        (" ".join(["7"] * request.count), "7 is not a face of a D6")):
        type_dice(qtbot, wizard, text)
        assert error.isVisible() and words in error.text(), error.text()
        assert session.attack.state == state and len(session.records) == records
        assert session.attack.log == log
    assert [o.roster for o in window.rosters] == roster_before
    # the same step then takes right dice, and the message goes away
    type_dice(qtbot, wizard, " ".join(["4"] * request.count))
    assert not error.isVisible() and len(session.records) == records + 1
    wizard.shutdown()


def test_dice_pad_faces_and_counter(make_window: Make, qtbot: QtBot) -> None:
    _window, wizard = open_wizard(make_window, qtbot)
    start(qtbot, wizard, SECOND)
    request = advance_to_dice(qtbot, wizard)
    pad = wizard.step_page.pad
    assert len(pad.face_buttons) == request.sides
    qtbot.mouseClick(pad.face_buttons[5], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(pad.face_buttons[0], Qt.MouseButton.LeftButton)
    assert pad.dice() == [6, 1]
    assert pad.view.faces == [6, 1] and pad.view.slots == request.count
    assert pad.counter.text() == f"Dice entered: 2 of {request.count}"
    qtbot.mouseClick(pad.backspace, Qt.MouseButton.LeftButton)
    assert pad.dice() == [6]
    wizard.shutdown()


def test_back_and_restart_keep_the_roster(make_window: Make, qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    target_before = unit_named(window, CLASSIC.target_roster, CLASSIC.target)
    start(qtbot, wizard, CLASSIC)
    session = wizard.session
    assert session is not None
    first = session.step
    advance_to_dice(qtbot, wizard)
    at_hit = session.step
    qtbot.mouseClick(button(wizard, "rollForMe"), Qt.MouseButton.LeftButton)
    settle(qtbot, wizard)
    assert session.step != at_hit and wizard.step_page.last_box.isVisible()
    qtbot.mouseClick(button(wizard, "wizardBack"), Qt.MouseButton.LeftButton)
    assert session.step == at_hit
    assert not any(r.step == at_hit for r in session.records)
    assert "dice:" not in wizard.log_text().split(str(at_hit).capitalize())[-1]
    qtbot.mouseClick(button(wizard, "wizardRestart"), Qt.MouseButton.LeftButton)
    assert session.step == first and session.records == []
    assert wizard.log_text().count("\n") == 0  # only the heading line
    assert unit_named(window, CLASSIC.target_roster, CLASSIC.target) == target_before
    qtbot.mouseClick(button(wizard, "wizardBack"), Qt.MouseButton.LeftButton)
    assert wizard.session is None and wizard.pages.currentIndex() == 0  # back to set-up
    wizard.shutdown()


def test_declarations_change_the_engine_and_refusals_snap_back(make_window: Make,
                                                               qtbot: QtBot) -> None:
    _window, wizard = open_wizard(make_window, qtbot)
    start(qtbot, wizard, KILL_TEAM)
    session = wizard.session
    assert session is not None and session.step is StepId.TARGET
    odds_before = wizard.odds.report
    obscured = wizard.findChild(QCheckBox, "modifier_obscured")
    assert obscured is not None and not obscured.isChecked()
    obscured.click()
    assert session.attack.state.situation.obscured is True
    settle(qtbot, wizard)
    assert wizard.odds.report != odds_before  # the odds follow the declaration
    shaken = wizard.findChild(QCheckBox, "modifier_shaken")
    assert shaken is not None
    shaken.click()  # a shaken model cannot shoot: refused
    assert wizard.step_page.error.isVisible()
    assert session.attack.state.situation.shaken is False
    assert not shaken.isChecked()
    wizard.shutdown()


def test_int_modifier_keeps_focus_and_updates_the_request(make_window: Make,
                                                          qtbot: QtBot) -> None:
    _window, wizard = open_wizard(make_window, qtbot)
    start(qtbot, wizard, CLASSIC)
    sighted = wizard.findChild(QSpinBox, "modifier_sighted")
    assert sighted is not None and sighted.value() == sighted.maximum()
    sighted.setValue(4)
    assert wizard.session is not None and wizard.session.attack.state.sighted == 4
    assert wizard.findChild(QSpinBox, "modifier_sighted") is sighted  # updated in place
    wizard.shutdown()


def test_repeated_choice_counts_are_checked_by_the_engine(make_window: Make,
                                                          qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    pathfinders = next(o.roster for o in window.rosters
                       if o.roster.name == KILL_TEAM.target_roster)
    squad = pathfinders.units[2].model_copy(update={"name": "Guardian squad", "models": [
        pathfinders.units[2].models[0].model_copy(update={"count": 3})]})
    window.add_roster(pathfinders.model_copy(update={"name": "Pathfinder squad",
                                                     "units": [squad]}))
    start(qtbot, wizard, replace(KILL_TEAM, target_roster="Pathfinder squad",
                                 target="Guardian squad"))
    split = wizard.findChild(QCheckBox, "modifier_split")
    assert split is not None
    split.click()
    session = wizard.session
    assert session is not None
    while not isinstance(session.attack.request(), ChoiceRequest):
        request = session.attack.request()
        assert request is None, "the split choice comes before any dice"
        qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)
    spins = wizard.step_page.choice.spins
    request = session.attack.request()
    assert isinstance(request, ChoiceRequest)
    assert spins and sum(s.value() for s in spins) == request.max_picks
    spins[0].setValue(0)
    qtbot.mouseClick(button(wizard, "confirmChoice"), Qt.MouseButton.LeftButton)
    assert wizard.step_page.error.isVisible()  # too few picks: the engine says no
    spins[0].setValue(spins[0].maximum())
    qtbot.mouseClick(button(wizard, "confirmChoice"), Qt.MouseButton.LeftButton)
    assert not isinstance(session.attack.request(), ChoiceRequest)
    wizard.shutdown()


def test_odds_shown_are_the_engine_odds_at_every_step(make_window: Make, qtbot: QtBot) -> None:
    _window, wizard = open_wizard(make_window, qtbot)
    start(qtbot, wizard, HORUS)
    session = wizard.session
    assert session is not None
    while not session.finished:
        settle(qtbot, wizard)
        shown = wizard.odds.report
        assert shown is not None
        assert shown.to_json("x") == session.attack.odds().to_json("x")
        request = session.attack.request()
        if isinstance(request, ChoiceRequest):
            qtbot.mouseClick(button(wizard, "confirmChoice"), Qt.MouseButton.LeftButton)
        elif request is None:
            qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(button(wizard, "rollForMe"), Qt.MouseButton.LeftButton)
    wizard.shutdown()


def test_slow_odds_run_off_the_gui_thread_with_a_notice(make_window: Make,
                                                        qtbot: QtBot) -> None:
    _window, wizard = open_wizard(make_window, qtbot)
    start(qtbot, wizard, SECOND)
    session = wizard.session
    assert session is not None
    release = threading.Event()
    worker: list[str] = []

    def slow() -> OddsReport:
        worker.append(threading.current_thread().name)
        release.wait(10)
        return session.attack.odds()

    wizard.odds.request(slow, "hits")
    qtbot.waitUntil(wizard.odds.busy.isVisible)  # "Calculating…" while the GUI runs on
    assert wizard.odds.pending and "Calculating" in wizard.odds.busy.text()
    assert worker and worker[0] != threading.main_thread().name
    release.set()
    qtbot.waitUntil(lambda: not wizard.odds.pending)
    assert not wizard.odds.busy.isVisible()
    wizard.shutdown()


def test_nothing_to_apply_when_nothing_happened(make_window: Make, qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    start(qtbot, wizard, SECOND)
    session = wizard.session
    assert session is not None
    while not session.finished:
        request = session.attack.request()
        if request is None:
            qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)
        else:
            assert isinstance(request, DiceRequest)
            type_dice(qtbot, wizard, " ".join(["1"] * request.count))
    roster = next(o for o in window.rosters if o.roster.name == SECOND.target_roster)
    apply = button(wizard, "applyResult")
    qtbot.mouseClick(apply, Qt.MouseButton.LeftButton)
    assert roster.undo_stack.count() == 0
    assert not apply.isEnabled() and wizard.result_page.applied.isVisible()
    wizard.shutdown()


def test_dock_is_dockable_floatable_and_remembered(make_window: Make, qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    dock = wizard.dock
    assert dock is not None and dock.objectName() == "ShootingDock"
    assert window.findChild(QDockWidget, "ShootingDock") is dock
    assert dock.features() & QDockWidget.DockWidgetFeature.DockWidgetFloatable
    assert dock.features() & QDockWidget.DockWidgetFeature.DockWidgetMovable
    assert dock.windowTitle() == "Shooting"
    assert dock.toggleViewAction() in window.view_menu.actions()
    dock.setFloating(True)
    state = QByteArray(window.saveState())
    assert "ShootingDock".encode("utf-16-be") in state.data()
    other, other_wizard = open_wizard(make_window, qtbot)
    assert other.restoreState(state)
    assert other_wizard.dock is not None and other_wizard.dock.isFloating()
    wizard.shutdown()
    other_wizard.shutdown()


def test_rule_button_and_f1_ask_for_the_step_topic(make_window: Make, qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    with qtbot.waitSignal(wizard.rule_requested) as blocker:
        qtbot.mouseClick(button(wizard, "wizardRule"), Qt.MouseButton.LeftButton)
    assert blocker.args == ["second", "target"]  # the set-up page: the target topic
    start(qtbot, wizard, HORUS)
    advance_to_dice(qtbot, wizard)
    window.features["rules"].dock.hide()  # type: ignore[attr-defined]  # read, closed
    window.activateWindow()  # back from the (floating) reference to the wizard
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    wizard.step_page.pad.edit.setFocus()
    with qtbot.waitSignal(wizard.rule_requested) as blocker:
        qtbot.keyClick(wizard.step_page.pad.edit, Qt.Key.Key_F1)
    assert blocker.args == ["horus-heresy", str(wizard.session.step)]  # type: ignore[union-attr]
    wizard.shutdown()


def test_log_is_copied_as_text(make_window: Make, qtbot: QtBot) -> None:
    _window, wizard = open_wizard(make_window, qtbot)
    start(qtbot, wizard, CLASSIC)
    play(qtbot, wizard, typed=False)
    qtbot.mouseClick(button(wizard, "copyLog"), Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert text == wizard.log_view.toPlainText() == wizard.log_text()
    assert text.startswith("Tactical Squad — Boltgun → Shoota Boyz")
    assert "Hit — dice: " in text and "Result: " in text
    wizard.shutdown()


def test_set_up_explains_what_is_missing(make_window: Make, qtbot: QtBot) -> None:
    window = make_window("en")
    from desktop.ui.wizard import install

    wizard = install(window)
    assert wizard.setup_page.hint.isVisible() and not wizard.setup_page.start.isEnabled()
    window.open_demo()
    for open_roster in list(window.rosters):
        if open_roster.roster.name != SECOND.attacker_roster:
            window._close_tab(window.rosters.index(open_roster))
    assert "opposing roster" in wizard.setup_page.hint.text()
    assert not wizard.setup_page.start.isEnabled()
    wizard.shutdown()


def test_language_switch_mid_attack_retranslates_everything(make_window: Make,
                                                            qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    start(qtbot, wizard, HORUS)
    advance_to_dice(qtbot, wizard)
    qtbot.mouseClick(button(wizard, "rollForMe"), Qt.MouseButton.LeftButton)
    settle(qtbot, wizard)
    english = (wizard.step_page.roll_button.text(), wizard.log_text(),
               wizard.step_page.explanation.text(), wizard.trail_widget.names)
    window.set_language("ru")
    qtbot.waitUntil(lambda: wizard.dock is not None and wizard.dock.windowTitle() == "Стрельба")
    assert wizard.step_page.roll_button.text().startswith("Бросить")
    assert wizard.trail_widget.names[0] == "Подготовка"
    assert "Попадание — кубики: " in wizard.log_text()  # step names and engine words
    assert wizard.step_page.explanation.text() != english[2]  # the engine's Message, in Russian
    assert wizard.odds.rows["expected"][0].text() != "Expected models removed"
    window.set_language("en")
    qtbot.waitUntil(lambda: wizard.step_page.roll_button.text() == english[0])
    assert (wizard.log_text(), wizard.step_page.explanation.text(),
            wizard.trail_widget.names) == english[1:]
    wizard.shutdown()


def test_a_step_without_dice_says_what_continuing_will_do(make_window: Make,
                                                          qtbot: QtBot) -> None:
    """The preview is the engine's own words for that step, and reading it changes nothing."""
    _window, wizard = open_wizard(make_window, qtbot)
    start(qtbot, wizard, HORUS)
    session = wizard.session
    assert session is not None
    seen = 0
    while not session.finished:
        request = session.attack.request()
        if request is None:
            log_before = list(session.attack.log)
            said = [m.render() for m in session.preview()]
            assert list(session.attack.log) == log_before  # taken back exactly
            note = wizard.step_page.note
            assert note.text() == "\n".join(said) and note.isVisibleTo(wizard) == bool(said)
            records = len(session.records)
            wizard.proceed()
            assert [m.render() for m in session.records[records].messages] == said
            seen += 1
        elif isinstance(request, ChoiceRequest):
            wizard.choose(wizard.step_page.choice.keys())
        else:
            wizard.roll_for_me()
    assert seen, "the Horus Heresy attack has steps without dice"
