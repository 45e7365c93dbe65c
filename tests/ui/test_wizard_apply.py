"""Applying a result (desktop.ui.wizard.apply): once, undoable, refused when the target
changed or closed, and possible again after Undo."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from desktop.ui.wizard.apply import Applied
from tests.ui.test_wizard import CASES, Make, open_wizard, play, set_up, unit_named


def test_apply_once_undo_and_apply_again(make_window: Make, qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    case = CASES[1]  # classic: the seeded dice remove models
    set_up(wizard, case)
    assert wizard.start_attack()
    play(qtbot, wizard, typed=False)
    session, applier = wizard.session, wizard.applier
    assert session is not None
    roster = applier.roster
    assert roster is not None and roster.roster.name == case.target_roster
    assert applier.state(session).can_apply
    assert applier.apply(session, None) is Applied.DONE
    after = unit_named(window, case.target_roster, case.target)
    state = applier.state(session)
    assert not state.can_apply and state.good and state.text.startswith("✓")
    assert applier.apply(session, None) is Applied.REFUSED  # never twice
    assert roster.undo_stack.count() == 1
    roster.undo_stack.undo()
    assert applier.state(session).can_apply  # undone: may be applied again
    roster.undo_stack.redo()
    assert unit_named(window, case.target_roster, case.target) == after
    wizard.shutdown()


def test_refused_once_the_target_is_edited_or_closed(make_window: Make, qtbot: QtBot) -> None:
    _window, wizard = open_wizard(make_window, qtbot)
    case = CASES[1]
    set_up(wizard, case)
    assert wizard.start_attack()
    play(qtbot, wizard, typed=False)
    session, applier = wizard.session, wizard.applier
    assert session is not None and applier.roster is not None
    units = applier.roster.roster.units
    index = next(i for i, u in enumerate(units) if u.id == session.target.id)
    units[index] = units[index].model_copy(update={"name": "Renamed"})
    state = applier.state(session)
    assert not state.can_apply and not state.good
    assert applier.apply(session, None) is Applied.REFUSED
    del units[index]
    assert "no longer open" in applier.state(session).text
    wizard.shutdown()
