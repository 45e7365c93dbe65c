"""The shooting wizard end to end: a full attack in each edition through the real widgets,
with seeded virtual dice and with typed dice, checked against an independent engine run; the
result applied to the target roster as one undoable command."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from desktop.domain.editions import Edition
from desktop.domain.roster import Unit
from desktop.rules.apply_result import apply_result
from desktop.rules.dice import Roller
from desktop.rules.sequence import ChoiceRequest, DiceRequest
from desktop.ui.main_window import MainWindow
from desktop.ui.wizard import ShootingWizard, install
from desktop.ui.wizard.session import AttackSession

Make = Callable[..., MainWindow]
SEED = 20240


@dataclass(frozen=True)
class Case:
    edition: Edition
    attacker_roster: str
    attacker: str
    weapon: str
    target_roster: str
    target: str
    distance: float = 10.0


CASES = [
    Case(Edition.SECOND, "Ultramarines Strike Force", "Tactical Squad", "Boltgun",
         "Goff Waaagh!", "Goff Boyz Mob"),
    Case(Edition.CLASSIC, "Ultramarines 2nd Company Detachment", "Tactical Squad", "Boltgun",
         "Goff Warband", "Shoota Boyz"),
    Case(Edition.KILL_TEAM_2018, "Strike Team Vigilant", "Sergeant Varro", "Bolt rifle",
         "Alaitoc Pathfinders", "Exarch Aethon", 6.0),
    Case(Edition.HORUS_HERESY, "Taghmata Ryza Cohort", "Thallax Cohort", "Lightning gun",
         "Ultramarines Vanguard", "Legion Tactical Squad"),
]


def typed_faces(count: int, sides: int, salt: int) -> list[int]:
    """Deterministic, varied player dice (mostly high, so attacks do something)."""
    pattern = [6, 5, 6, 4, 6, 2, 5, 6, 1, 6, 3, 5]
    return [min(sides, pattern[(i + salt) % len(pattern)]) for i in range(count)]


def open_wizard(make_window: Make, qtbot: QtBot, seed: int | None = SEED,
                language: str = "en") -> tuple[MainWindow, ShootingWizard]:
    window = make_window(language, dice_seed=seed)
    wizard = install(window)
    window.open_demo()
    qtbot.waitUntil(lambda: len(window.rosters) == 8)
    return window, wizard


def pick(combo: Any, text: str) -> None:
    index = next(i for i in range(combo.count()) if combo.itemText(i).startswith(text))
    combo.setCurrentIndex(index)


def set_up(wizard: ShootingWizard, case: Case) -> None:
    page = wizard.setup_page
    pick(page.attacker_roster, case.attacker_roster)
    pick(page.attacker_unit, case.attacker)
    pick(page.weapon, case.weapon)
    pick(page.target_roster, case.target_roster)
    pick(page.target_unit, case.target)
    for field, widget, _label in page.fields:
        if field.key == "distance":
            widget.setValue(case.distance)  # type: ignore[attr-defined]


def button(wizard: ShootingWizard, name: str) -> QPushButton:
    found = wizard.findChild(QPushButton, name)
    assert found is not None, name
    return found


def settle(qtbot: QtBot, wizard: ShootingWizard) -> None:
    qtbot.waitUntil(lambda: not wizard.odds.pending, timeout=10_000)


def play(qtbot: QtBot, wizard: ShootingWizard, typed: bool) -> list[tuple[str, Any]]:
    """Drive the attack to the end by clicking and typing; returns what was entered."""
    entered: list[tuple[str, Any]] = []
    session = wizard.session
    assert session is not None
    steps = 0
    while not session.finished:
        steps += 1
        assert steps < 200, "the attack does not end"
        request = session.attack.request()
        if isinstance(request, ChoiceRequest):
            keys = wizard.step_page.choice.keys()
            qtbot.mouseClick(button(wizard, "confirmChoice"), Qt.MouseButton.LeftButton)
            entered.append(("choose", keys))
        elif request is None:
            qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)
            entered.append(("dice", []))
        elif typed:
            faces = typed_faces(request.count, request.sides, steps)
            edit = wizard.step_page.pad.edit
            edit.clear()
            qtbot.keyClicks(edit, " ".join(str(f) for f in faces))
            qtbot.keyClick(edit, Qt.Key.Key_Return)
            entered.append(("dice", faces))
        else:
            before = len(session.records)
            qtbot.mouseClick(button(wizard, "rollForMe"), Qt.MouseButton.LeftButton)
            assert len(session.records) == before + 1
            entered.append(("dice", list(session.records[-1].dice)))
        assert not wizard.step_page.error.isVisible(), wizard.step_page.error.text()
        settle(qtbot, wizard)
    return entered


def oracle(case: Case, attacker: Unit, target: Unit, situation: dict[str, Any],
           entered: list[tuple[str, Any]]) -> AttackSession:
    """The same attack played on the engine alone with the same input."""
    weapon = next(w for g in attacker.models for w in g.weapons if w.name == case.weapon)
    session = AttackSession(case.edition, attacker, weapon, target, situation)
    for kind, value in entered:
        if kind == "choose":
            session.choose(value)
        else:
            session.submit(value)
    assert session.finished
    return session


def unit_named(window: MainWindow, roster: str, name: str) -> Unit:
    open_roster = next(o for o in window.rosters if o.roster.name == roster)
    return next(u for u in open_roster.roster.units if u.name == name)


@pytest.mark.parametrize("typed", [False, True], ids=["virtual", "typed"])
@pytest.mark.parametrize("case", CASES, ids=[c.edition.value for c in CASES])
def test_full_attack_applies_to_the_target_and_undoes(make_window: Make, qtbot: QtBot,
                                                      case: Case, typed: bool) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    set_up(wizard, case)
    attacker = unit_named(window, case.attacker_roster, case.attacker)
    target_before = unit_named(window, case.target_roster, case.target)
    situation = wizard.setup_page.situation()
    target_roster = next(o for o in window.rosters if o.roster.name == case.target_roster)
    units_before = list(target_roster.roster.units)
    if case.edition is Edition.KILL_TEAM_2018:  # every model of the kill team may be shot
        situation["kill_team"] = units_before
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    assert wizard.session is not None, wizard.setup_page.error.text()
    assert wizard.pages.currentIndex() == 1
    entered = play(qtbot, wizard, typed)
    if not typed:  # the virtual dice are the seeded roller's, in order
        roller = Roller(SEED)
        for kind, value in entered:
            if kind == "dice" and value:
                assert value == roller.roll(len(value), _sides(wizard, value))
    played = oracle(case, attacker, target_before, situation, entered)
    expected = played.attack.result()
    assert wizard.session is not None
    result = wizard.session.attack.result()
    assert result == expected
    assert wizard.pages.currentIndex() == 2
    assert wizard.result_page.headline.text().startswith(case.target)
    apply = button(wizard, "applyResult")
    assert apply.isEnabled()
    commands = target_roster.undo_stack.count()
    qtbot.mouseClick(apply, Qt.MouseButton.LeftButton)
    afters = {u.id: u for u in target_roster.roster.units}
    for unit, part in played.unit_results():  # each unit hit gets its share
        assert afters[unit.id] == apply_result(unit, part, case.edition)
    removed = sum(u.model_count for u in units_before) - sum(
        u.model_count for u in target_roster.roster.units)
    assert removed == expected.casualties
    if list(target_roster.roster.units) == units_before:  # nothing happened: none recorded
        assert target_roster.undo_stack.count() == commands
        assert wizard.result_page.applied.isVisible()
        assert not apply.isEnabled()
        return
    assert target_roster.undo_stack.count() == commands + 1  # ONE undoable command
    assert not apply.isEnabled()  # applied once only
    after = list(target_roster.roster.units)
    target_roster.undo_stack.undo()
    assert list(target_roster.roster.units) == units_before
    qtbot.waitUntil(apply.isEnabled)  # undone: it may be applied again
    target_roster.undo_stack.redo()
    assert list(target_roster.roster.units) == after
    wizard.shutdown()


def _sides(wizard: ShootingWizard, value: list[int]) -> int:
    for record in wizard.session.records:  # type: ignore[union-attr]
        if list(record.dice) == value and isinstance(record.request, DiceRequest):
            return record.request.sides
    return 6


def test_owner_chooses_the_casualties_where_the_rules_let_them(make_window: Make,
                                                              qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    case = CASES[3]
    set_up(wizard, case)
    target_before = unit_named(window, case.target_roster, case.target)
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    play(qtbot, wizard, typed=True)
    result = wizard.session.attack.result()  # type: ignore[union-attr]
    assert result.casualties >= 1, "the typed dice are meant to kill"
    spins = wizard.result_page.spins
    assert set(spins) == {0, 1}  # Sergeant and Legionaries: the owner picks
    spins[1].setValue(spins[1].value() - 1)
    assert wizard.result_page.error.isVisible()  # one model short: refused, shown
    spins[0].setValue(1)
    assert not wizard.result_page.error.isVisible()
    qtbot.mouseClick(button(wizard, "applyResult"), Qt.MouseButton.LeftButton)
    after = unit_named(window, case.target_roster, case.target)
    assert after.models[0].count == 0  # the Sergeant went, as picked
    assert target_before.model_count - after.model_count == result.casualties
    wizard.shutdown()


def test_horus_heresy_unit_fires_every_model_weapon_in_fire_groups(make_window: Make,
                                                                   qtbot: QtBot) -> None:
    """A Heavy Support Squad (a bolter sergeant and four lascannons) fires both weapons in
    one Shooting Attack: one Fire Group per weapon, applied as one command."""
    from PySide6.QtWidgets import QComboBox

    window, wizard = open_wizard(make_window, qtbot)
    page = wizard.setup_page
    case = Case(Edition.HORUS_HERESY, "Ultramarines Vanguard", "Legion Heavy Support Squad",
                "Every model's weapon", "Taghmata Ryza Cohort", "Thallax Cohort", 20.0)
    set_up(wizard, case)
    assert page.fire_groups_mode() and page.declare_box.isVisibleTo(page)
    combos = {index: combo for index, combo in page.declare_combos}
    assert set(combos) == {0, 1}  # the sergeant and the legionaries
    assert [combos[0].itemText(i) for i in range(combos[0].count())] == [
        "Bolter", "Bolt pistol", "Frag grenades", "does not fire"]
    assert page.declared_weapons() == {0: "Bolter", 1: "Lascannon"}
    assert page.weapon_profile.text() == "2 weapons declared"
    target_before = unit_named(window, case.target_roster, case.target)
    attacker = unit_named(window, case.attacker_roster, case.attacker)
    situation = wizard.setup_page.situation()
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session is not None, page.error.text()
    scenario = session.ruleset.scenario_from_units(
        attacker, session.weapon, target_before, {**situation,
                                                  "declared_weapons": {0: "Bolter",
                                                                       1: "Lascannon"}})
    assert [g.weapon.name for g in scenario.attacker.fire_groups] == ["Lascannon"]
    assert scenario.attacker.weapon.name == "Bolter"
    assert wizard.log_text().splitlines()[0].startswith(
        "Legion Heavy Support Squad — Bolter, Lascannon → Thallax Cohort")
    play(qtbot, wizard, typed=True)
    assert session.finished
    result = session.attack.result()
    qtbot.mouseClick(button(wizard, "applyResult"), Qt.MouseButton.LeftButton)
    after = unit_named(window, case.target_roster, case.target)
    assert after == apply_result(target_before, result, case.edition)
    wizard.new_attack()
    # A group that does not fire leaves one weapon; none firing is refused before the start.
    combos = {index: combo for index, combo in page.declare_combos}
    combos[0].setCurrentIndex(combos[0].findData(None))
    assert page.declared_weapons() == {1: "Lascannon"}
    assert page.start.isEnabled()
    combos[1].setCurrentIndex(combos[1].findData(None))
    assert page.declared_weapons() == {}
    assert not page.start.isEnabled()
    assert isinstance(combos[1], QComboBox)


def test_losses_earlier_in_the_phase_reach_the_engine(make_window: Make, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QSpinBox

    window, wizard = open_wizard(make_window, qtbot)
    set_up(wizard, CASES[1])  # classic
    page = wizard.setup_page
    spin = page.findChild(QSpinBox, "situation_models_at_phase_start")
    assert spin is not None and spin.specialValueText() == "as many as now"
    now = unit_named(window, CASES[1].target_roster, CASES[1].target).model_count
    spin.setValue(now - 1)  # impossible: refused in words, nothing starts
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    assert wizard.session is None
    assert f"has {now} now" in page.error.text()
    spin.setValue(now + 3)
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session is not None, page.error.text()
    assert session.situation["models_at_phase_start"] == now + 3
    scenario = session.ruleset.scenario_from_units(session.attacker, session.weapon,
                                                   session.target, session.situation)
    assert scenario.target.models_at_phase_start == now + 3


def _russian_plural(n: int, one: str, few: str, many: str) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def test_result_counts_agree_with_their_words_in_russian(make_window: Make,
                                                         qtbot: QtBot) -> None:
    _window, wizard = open_wizard(make_window, qtbot, language="ru")
    set_up(wizard, CASES[1])
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    play(qtbot, wizard, typed=True)
    page = wizard.result_page
    words = {"shots": ("выстрел", "выстрела", "выстрелов"),
             "hits": ("попадание", "попадания", "попаданий"),
             "wounds": ("ранение", "ранения", "ранений"),
             "casualties": ("модель удалена", "модели удалены", "моделей удалено")}
    for key, forms in words.items():
        n = int(page.tile_values[key].text())
        assert page.tile_names[key].text() == _russian_plural(n, *forms), key
