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
from desktop.rules.sequence import ChoiceRequest, DiceRequest
from desktop.rules.steps import StepId
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
    picks = ATTACKS[edition]
    target_roster = picks[3]
    seed, window.settings.dice_seed = window.settings.dice_seed, SELF_TEST_SEED
    try:
        _start(wizard, picks)
        session = wizard.session
        assert session is not None
        timings_before = len(wizard.odds.timings)
        _play(wizard)
        result = session.attack.result()
        _apply_and_undo(window, wizard, target_roster, result.casualties)
        timings = wizard.odds.timings[timings_before:]
        wizard.new_attack()
    finally:
        window.settings.dice_seed = seed
    slowest = max(timings, default=0.0)
    return (f"{len(session.records)} steps, {result.casualties} removed, odds refresh "
            f"max {slowest:.1f} ms")


def _apply_and_undo(window: MainWindow, wizard: ShootingWizard, target_roster: str,
                    casualties: int) -> None:
    """Apply the result (to every unit it reaches, as one command), check the roster shows
    the casualties, undo it and check the roster is back as it was."""
    open_roster = next(o for o in window.rosters if o.roster.name == target_roster)
    before = list(open_roster.roster.units)
    wizard.result_page.apply_button.click()
    after = list(open_roster.roster.units)
    lost = sum(u.model_count for u in before) - sum(u.model_count for u in after)
    if lost != casualties:
        raise AssertionError(f"the target roster shows {lost} casualties, not {casualties}")
    if after != before:
        open_roster.undo_stack.undo()
        if list(open_roster.roster.units) != before:
            raise AssertionError("undo did not restore the target roster")


def _choose(combo: QComboBox, text: str) -> None:
    """Pick an item as the player does (the wizard hears 'activated')."""
    index = next((i for i in range(combo.count()) if combo.itemText(i).startswith(text)), -1)
    if index < 0:
        raise AssertionError(f"'{text}' is not offered")
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def _play(wizard: ShootingWizard, on_step: Callable[[], None] | None = None) -> int:
    """Click through the attack with virtual dice; ``on_step`` may act first at each step."""
    session = wizard.session
    assert session is not None
    clicks = 0
    while not session.finished:
        _settle(wizard)
        clicks += 1
        if clicks > 300:
            raise AssertionError("the attack does not end")
        if on_step is not None:
            on_step()
            if session.finished:
                break
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
    return len(session.records)


def _start(wizard: ShootingWizard, picks: tuple[str, str, str, str, str]) -> None:
    wizard.new_attack()
    page = wizard.setup_page
    for combo, text in zip((page.attacker_roster, page.attacker_unit, page.weapon,
                            page.target_roster, page.target_unit), picks, strict=True):
        _pick(combo, text)
    page.start.click()
    if wizard.session is None:
        raise AssertionError(f"the attack did not start: {page.error.text()}")


# Classic and 2nd edition whole units: (firing roster, unit, {model group: weapon}, target
# roster, unit, {target model group: models in cover}).
WHOLE_UNITS: dict[Edition, tuple[str, str, dict[int, str], str, str, dict[int, int]]] = {
    Edition.CLASSIC: ("Ultramarines 2nd Company Detachment", "Tactical Squad",
                      {0: "Bolt pistol", 1: "Boltgun", 2: "Missile launcher (krak)"},
                      "Goff Warband", "Shoota Boyz", {1: 6}),
    Edition.SECOND: ("Ultramarines Strike Force", "Tactical Squad",
                     {0: "Bolt pistol", 1: "Boltgun", 2: "Missile launcher (krak)",
                      3: "Plasma gun"}, "Goff Waaagh!", "Goff Boyz Mob", {0: 4}),
}


def walk_whole_unit(window: MainWindow, edition: Edition) -> str:
    """Classic / 2nd edition: a Tactical Squad fires every model's weapon (a sergeant's bolt
    pistol, boltguns, a missile launcher...) at an Ork mob partly in cover; the step pages
    tell the weapons' dice apart; the result is applied and undone."""
    wizard = wizard_of(window)
    firing_roster, unit, weapons, target_roster, target, cover = WHOLE_UNITS[edition]
    seed, window.settings.dice_seed = window.settings.dice_seed, SELF_TEST_SEED
    try:
        wizard.new_attack()
        page = wizard.setup_page
        _pick(page.attacker_roster, firing_roster)
        _pick(page.attacker_unit, unit)
        _pick(page.weapon, "Every model's weapon")
        combos = dict(page.declare_combos)
        for index, name in weapons.items():
            combos[index].setCurrentIndex(combos[index].findData(name))
        _pick(page.target_roster, target_roster)
        _pick(page.target_unit, target)
        spins = dict(page.cover_spins)
        for index, models in cover.items():
            spins[index].setValue(models)
        if page.declared_weapons() != weapons or page.cover_models() != cover:
            raise AssertionError("the set-up did not take the weapons or the cover")
        page.start.click()
        session = wizard.session
        if session is None:
            raise AssertionError(f"the attack did not start: {page.error.text()}")
        parted: list[int] = []

        def parts_shown() -> None:
            request = session.attack.request()
            pad = wizard.step_page.pad
            if isinstance(request, DiceRequest) and len(request.parts) > 1 and \
                    pad.legend.text() not in ("", None):
                parted.append(len(request.parts))

        steps = _play(wizard, parts_shown)
        if not parted:
            raise AssertionError("no step told the weapons' dice apart")
        result = session.attack.result()
        _apply_and_undo(window, wizard, target_roster, result.casualties)
        wizard.new_attack()
    finally:
        window.settings.dice_seed = seed
    return (f"{steps} steps, {len(weapons)} weapons, dice in up to {max(parted)} colours, "
            f"{result.casualties} removed")


def walk_kill_team_split(window: MainWindow) -> str:
    """Kill Team: a firer picks another target model and splits its two shots between it
    and a model next to it; the result goes to both units as one command."""
    from PySide6.QtWidgets import QCheckBox, QSpinBox

    wizard = wizard_of(window)
    seed, window.settings.dice_seed = window.settings.dice_seed, SELF_TEST_SEED
    try:
        _start(wizard, ("Strike Team Vigilant", "Brother Idaeus", "Auto bolt rifle",
                        "Alaitoc Pathfinders", "Avenger Ilyrth"))
        session = wizard.session
        assert session is not None
        step_page = wizard.step_page
        _settle(wizard)
        target = step_page.findChild(QComboBox, "modifier_target")
        split = step_page.findChild(QCheckBox, "modifier_split")
        if target is None or split is None:
            raise AssertionError("no target model or split to declare")
        _choose(target, "Guardian Caelis")
        split.click()
        if not session.attack.state.situation.split:
            raise AssertionError(f"the split was refused: {step_page.error.text()}")
        split_done: list[bool] = []

        def allocate() -> None:
            request = session.attack.request()
            if isinstance(request, ChoiceRequest) and not split_done:
                keys = [o.key for o in request.options]
                for key, count in ((keys[0], 1), (keys[1], request.max_picks - 1)):
                    spin = step_page.findChild(QSpinBox, f"pick_{key}")
                    if spin is None:
                        raise AssertionError("no count to split the shots with")
                    spin.setValue(count)
                split_done.append(True)

        steps = _play(wizard, allocate)
        portions = [r.picks for r in session.records if r.picks]
        if not split_done or len(set(portions[0])) != 2:
            raise AssertionError("the shots were not split between two models")
        result = session.attack.result()
        _apply_and_undo(window, wizard, "Alaitoc Pathfinders", result.casualties)
        wizard.new_attack()
    finally:
        window.settings.dice_seed = seed
    return f"{steps} steps, shots split {portions[0]}, {result.casualties} removed"


def walk_horus_heresy_reaction(window: MainWindow) -> str:
    """Horus Heresy: "Shield" typed on a model group in the editor entitles the target to
    Shieldwall!; a squad fires two Fire Groups at it; the edit is undone afterwards."""
    from desktop.ui.editor import current_editor

    wizard = wizard_of(window)
    open_roster = next(o for o in window.rosters if o.roster.name == "Taghmata Ryza Cohort")
    window.tabs.setCurrentIndex(window.rosters.index(open_roster))
    editor = current_editor(window)
    if editor is None:
        raise AssertionError("no editor for the target roster")
    row = next(i for i, u in enumerate(open_roster.roster.units) if u.name == "Thallax Cohort")
    tree = editor.tree_model
    editor.tree.setCurrentIndex(tree.index(row, 0, tree.roster_index()))
    cell = editor.group_model.index(0, editor.group_model.keywords_column)
    stack = open_roster.undo_stack
    undo_to = stack.index()
    if not editor.group_model.setData(cell, "Infantry, Antigrav, Shield"):
        raise AssertionError("the keywords were not accepted")
    seed, window.settings.dice_seed = window.settings.dice_seed, SELF_TEST_SEED
    try:
        _start(wizard, ("Ultramarines Vanguard", "Legion Heavy Support Squad",
                        "Every model's weapon", "Taghmata Ryza Cohort", "Thallax Cohort"))
        session = wizard.session
        assert session is not None

        def react() -> None:
            if session.step is StepId.REACTIONS and session.attack.state.reaction is None:
                combo = wizard.step_page.findChild(QComboBox, "modifier_reaction")
                if combo is None:
                    raise AssertionError("no reaction offered")
                _choose(combo, "Shieldwall!")

        steps = _play(wizard, react)
        groups = sum(1 for entry in session.attack.log
                     if entry.message.template.startswith("Fire Group:"))
        reaction = session.attack.state.reaction
        if reaction is None or reaction.value != "shieldwall":
            raise AssertionError("Shieldwall! was not declared")
        result = session.attack.result()
        _apply_and_undo(window, wizard, "Taghmata Ryza Cohort", result.casualties)
        wizard.new_attack()
    finally:
        window.settings.dice_seed = seed
        while stack.index() > undo_to:
            stack.undo()
    if "Shield" in open_roster.roster.units[row].models[0].keywords:
        raise AssertionError("undo did not take the keyword back")
    return f"{steps} steps, Shieldwall!, {groups} Fire Groups, {result.casualties} removed"


def checks(window: MainWindow) -> list[tuple[str, Callable[[], str | None]]]:
    def walker(edition: Edition) -> Callable[[], str | None]:
        return lambda: walk(window, edition)

    out: list[tuple[str, Callable[[], str | None]]] = [
        (f"shoot with the wizard ({edition.value})", walker(edition)) for edition in ATTACKS]
    def whole(edition: Edition) -> Callable[[], str | None]:
        return lambda: walk_whole_unit(window, edition)

    out += [(f"whole unit, cover, weapons in colours ({edition.value})", whole(edition))
            for edition in WHOLE_UNITS]
    out.append(("Kill Team: other target model, split shots",
                lambda: walk_kill_team_split(window)))
    out.append(("Horus Heresy: keyword, reaction, Fire Groups",
                lambda: walk_horus_heresy_reaction(window)))
    return out
