"""``--self-test`` checks for the shooting wizard (design.md section 4): one attack per edition
walked through the real dock with seeded virtual dice, applied, undone.

Each check clicks the same buttons a player would (set-up, Continue / Roll for me / Confirm,
Apply) and waits for the odds panel, so a broken page, a refused step or a frozen odds worker
fails the self-test.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QComboBox

from desktop.domain.editions import Edition
from desktop.rules.sequence import ChoiceRequest
from desktop.ui.wizard.dock import ShootingWizard, install

if TYPE_CHECKING:
    from desktop.ui.main_window import MainWindow

SELF_TEST_SEED = 2025
# (firing roster, unit, weapon, target roster, target unit) in the demo rosters
ATTACKS: dict[Edition, tuple[str, str, str, str, str]] = {
    Edition.SECOND: ("Ultramarines Strike Force", "Tactical Squad", "Boltgun", "Goff Waaagh!",
                     "Goff Boyz Mob"),
    Edition.CLASSIC: ("Ultramarines 2nd Company Detachment", "Tactical Squad", "Boltgun",
                      "Goff Warband", "Shoota Boyz"),
    Edition.KILL_TEAM_2018: ("Strike Team Vigilant", "Sergeant Varro", "Bolt rifle",
                             "Alaitoc Pathfinders", "Exarch Aethon"),
    Edition.HORUS_HERESY: ("Taghmata Ryza Cohort", "Thallax Cohort", "Lightning gun",
                           "Ultramarines Vanguard", "Legion Tactical Squad"),
}


def wizard_of(window: MainWindow) -> ShootingWizard:
    """The window's wizard (installed by the app), or a new one for the check."""
    found = window.findChild(ShootingWizard)
    return found if isinstance(found, ShootingWizard) else install(window)


def _pick(combo: QComboBox, text: str) -> None:
    for index in range(combo.count()):
        if combo.itemText(index).startswith(text):
            combo.setCurrentIndex(index)
            return
    raise AssertionError(f"'{text}' is not offered")


def _settle(wizard: ShootingWizard, limit_ms: int = 30_000) -> None:
    """Wait in an event loop (not a busy loop) until the odds worker answers."""
    if wizard.odds.pending:
        loop = QEventLoop()
        wizard.odds.ready.connect(loop.quit)
        QTimer.singleShot(limit_ms, loop.quit)
        loop.exec()
        wizard.odds.ready.disconnect(loop.quit)
    if wizard.odds.pending:
        raise AssertionError("the odds never came back")


def walk(window: MainWindow, edition: Edition) -> str:
    """Play one attack of ``edition`` to the end, apply it, undo it; a one-line summary."""
    wizard = wizard_of(window)
    firing_roster, unit, weapon, target_roster, target = ATTACKS[edition]
    seed, window.settings.dice_seed = window.settings.dice_seed, SELF_TEST_SEED
    try:
        wizard.new_attack()
        page = wizard.setup_page
        _pick(page.attacker_roster, firing_roster)
        _pick(page.attacker_unit, unit)
        _pick(page.weapon, weapon)
        _pick(page.target_roster, target_roster)
        _pick(page.target_unit, target)
        page.start.click()
        session = wizard.session
        if session is None:
            raise AssertionError(f"the attack did not start: {page.error.text()}")
        timings_before = len(wizard.odds.timings)
        clicks = 0
        while not session.finished:
            _settle(wizard)
            clicks += 1
            if clicks > 200:
                raise AssertionError("the attack does not end")
            request = session.attack.request()
            step_page = wizard.step_page
            before = len(session.records)
            if isinstance(request, ChoiceRequest):
                step_page.confirm_choice.click()
            elif request is None:
                step_page.continue_button.click()
            else:
                step_page.roll_button.click()
            if len(session.records) != before + 1:
                raise AssertionError(f"step {session.step} refused: {step_page.error.text()}")
        _settle(wizard)
        result = session.attack.result()
        open_roster = next(o for o in window.rosters if o.roster.name == target_roster)
        before_unit = open_roster.roster.unit(session.target.id)
        wizard.result_page.apply_button.click()
        after_unit = open_roster.roster.unit(session.target.id)
        if before_unit.model_count - after_unit.model_count != result.casualties:
            raise AssertionError("the target roster does not show the casualties")
        if after_unit != before_unit:
            open_roster.undo_stack.undo()
            if open_roster.roster.unit(session.target.id) != before_unit:
                raise AssertionError("undo did not restore the target unit")
        timings = wizard.odds.timings[timings_before:]
        wizard.new_attack()
    finally:
        window.settings.dice_seed = seed
    slowest = max(timings, default=0.0)
    return (f"{len(session.records)} steps, {result.casualties} removed, odds refresh "
            f"max {slowest:.1f} ms")


def checks(window: MainWindow) -> list[tuple[str, Callable[[], str | None]]]:
    return [(f"shoot with the wizard ({edition.value})",
             lambda e=edition: walk(window, e)) for edition in ATTACKS]  # type: ignore[misc]
