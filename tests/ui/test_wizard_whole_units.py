"""Classic and 2nd edition: a whole Tactical Squad (sergeant with a bolt pistol, boltguns, a
heavy weapon) shoots an Ork mob (a Nob and Boyz, some behind cover) through the real set-up
and step pages, to the result applied back to the target roster and undone; a flamer's
template in classic.  The step pages say which dice are which weapon (seed 000's colours)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Roster, Unit, Weapon
from desktop.rules.apply_result import apply_result
from desktop.rules.sequence import ChoiceRequest, DiceRequest
from desktop.rules.steps import StepId
from desktop.ui.wizard import ShootingWizard
from desktop.ui.wizard.dice import PART_COLOURS
from desktop.ui.wizard.session import AttackSession
from tests.ui.test_wizard import Make, button, open_wizard, pick, settle, typed_faces

CLASSIC_MARINES = "Ultramarines 2nd Company Detachment"
SECOND_MARINES = "Ultramarines Strike Force"


def declare(wizard: ShootingWizard, weapons: dict[int, str | None]) -> None:
    combos = dict(wizard.setup_page.declare_combos)
    for index, name in weapons.items():
        combo = combos[index]
        combo.setCurrentIndex(combo.findData(name))


def set_distance(wizard: ShootingWizard, distance: float) -> None:
    for field, widget, _label in wizard.setup_page.fields:
        if field.key == "distance":
            widget.setValue(distance)  # type: ignore[attr-defined]


def second_ork_mob() -> Roster:
    """The 2nd-edition demo has no Nob: a Goff mob of a Nob and nine Boyz, all T4."""
    boy = {"m": 4, "ws": 3, "bs": 3, "s": 3, "t": 4, "w": 1, "i": 2, "a": 1, "ld": 7,
           "sv": 6}
    nob = {**boy, "ws": 4, "s": 4, "w": 2, "a": 2}
    choppa = Weapon(name="Bolt pistol", range=8, short_range=8, strength=4, save_modifier=-1,
                    special_rules=["Close combat"])
    mob = Unit(name="Goff Mob", models=[
        ModelGroup(name="Nob", count=1, characteristics=nob, weapons=[choppa]),
        ModelGroup(name="Goff Boy", count=9, characteristics=boy, weapons=[choppa]),
    ])
    return Roster(name="Goff Ladz", edition=Edition.SECOND, units=[mob])


def classic_flamers() -> Roster:
    marine = {"ws": 4, "bs": 4, "s": 4, "t": 4, "w": 1, "i": 4, "a": 1, "ld": 8, "sv": 3}
    flamer = Weapon(name="Flamer", range=0, type="assault", strength=4, ap=5,
                    special_rules=["Template"])
    boltgun = Weapon(name="Boltgun", range=24, type="rapid-fire", strength=4, ap=5)
    squad = Unit(name="Flamer Squad", models=[
        ModelGroup(name="Space Marine", count=4, characteristics=marine, weapons=[boltgun]),
        ModelGroup(name="Space Marine (flamer)", count=1, characteristics=marine,
                   weapons=[flamer]),
    ])
    return Roster(name="Burners", edition=Edition.CLASSIC, units=[squad])


def check_parts_shown(qtbot: QtBot, wizard: ShootingWizard, request: DiceRequest) -> bool:
    """The pad lists each part (its label and dice) and paints a bar of the part's colour
    under each of its dice; True when the request had several parts."""
    parts = [p for p in request.parts if p.count]
    pad = wizard.step_page.pad
    if len(request.parts) < 2:
        assert not pad.legend.isVisible()
        return False
    assert pad.legend.isVisible()
    legend = pad.legend.text()
    for part in parts:
        assert part.label.render().replace("&", "&amp;") in legend
    assert pad.view.parts == [(p.count, p.target) for p in request.parts]
    view = pad.view  # every row of dice in sight once laid out (none clipped)
    qtbot.waitUntil(lambda: view.height() >= view.heightForWidth(view.width()))
    image = pad.view.grab().toImage()
    size = pad.view._size()
    columns = pad.view._columns(pad.view.width())
    at = 0
    for index, part in enumerate(request.parts):
        if part.count:
            row, col = divmod(at, columns)
            x = col * (size + pad.view.GAP) + size // 2
            y = row * (size + pad.view.GAP) + size + 2
            ratio = pad.view.devicePixelRatioF()
            colour = QColor(image.pixel(int(x * ratio), int(y * ratio)))
            assert colour.name() == PART_COLOURS[index % len(PART_COLOURS)], (
                index, at, columns, size, image.width(), pad.view.width(), request.parts)
        at += part.count
    return True


def play_typed(qtbot: QtBot, wizard: ShootingWizard) -> tuple[list[tuple[str, Any]], int]:
    """Type dice at every dice step (the parts checked first), confirm every choice."""
    session = wizard.session
    assert session is not None
    entered: list[tuple[str, Any]] = []
    parted = 0
    for steps in range(1, 200):
        if session.finished:
            break
        request = session.attack.request()
        if isinstance(request, ChoiceRequest):
            keys = wizard.step_page.choice.keys()
            qtbot.mouseClick(button(wizard, "confirmChoice"), Qt.MouseButton.LeftButton)
            entered.append(("choose", keys))
        elif request is None:
            qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)
            entered.append(("dice", []))
        else:
            parted += check_parts_shown(qtbot, wizard, request)
            faces = typed_faces(request.count, request.sides, steps)
            edit = wizard.step_page.pad.edit
            assert edit.text() == ""  # the previous step's dice never stay
            qtbot.keyClicks(edit, " ".join(str(f) for f in faces))
            qtbot.keyClick(edit, Qt.Key.Key_Return)
            entered.append(("dice", faces))
        assert not wizard.step_page.error.isVisible(), wizard.step_page.error.text()
        settle(qtbot, wizard)
    assert session.finished
    return entered, parted


def finish_and_undo(qtbot: QtBot, wizard: ShootingWizard, window: Any, roster: str,
                    unit_name: str, edition: Edition, situation: dict[str, Any],
                    attacker: Unit, weapon: Weapon, target: Unit,
                    entered: list[tuple[str, Any]]) -> None:
    """The wizard's result is the engine's for the same input; applied as one undoable
    command that changes the target unit exactly as the result says."""
    oracle = AttackSession(edition, attacker, weapon, target, situation)
    for kind, value in entered:
        if kind == "choose":
            oracle.choose(value)
        else:
            oracle.submit(value)
    session = wizard.session
    assert session is not None
    result = session.attack.result()
    assert result == oracle.attack.result()
    open_roster = next(o for o in window.rosters if o.roster.name == roster)
    before = list(open_roster.roster.units)
    commands = open_roster.undo_stack.count()
    apply = button(wizard, "applyResult")
    assert apply.isEnabled()
    qtbot.mouseClick(apply, Qt.MouseButton.LeftButton)
    after = next(u for u in open_roster.roster.units if u.name == unit_name)
    assert after == apply_result(target, result, edition)
    assert target.model_count - after.model_count == result.casualties
    if after == target:
        assert open_roster.undo_stack.count() == commands
        return
    assert open_roster.undo_stack.count() == commands + 1
    open_roster.undo_stack.undo()
    assert list(open_roster.roster.units) == before
    qtbot.waitUntil(apply.isEnabled)


def unit_of(window: Any, roster: str, name: str) -> Unit:
    open_roster = next(o for o in window.rosters if o.roster.name == roster)
    return next(u for u in open_roster.roster.units if u.name == name)


def test_classic_tactical_squad_shoots_an_ork_mob_partly_in_cover(make_window: Make,
                                                                   qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot, seed=7)
    page = wizard.setup_page
    pick(page.attacker_roster, CLASSIC_MARINES)
    pick(page.attacker_unit, "Tactical Squad")
    pick(page.weapon, "Every model's weapon")
    declare(wizard, {0: "Bolt pistol", 1: "Boltgun", 2: "Missile launcher (krak)"})
    pick(page.target_roster, "Goff Warband")
    pick(page.target_unit, "Shoota Boyz")
    set_distance(wizard, 10.0)
    assert not page.markers_box.isVisibleTo(page)  # no template or blast fired
    spins = dict(page.cover_spins)
    assert set(spins) == {0, 1, 2}  # Nob, Ork Boy, Ork Boy (big shoota)
    spins[1].setValue(6)  # six Boyz behind a wall, the rest in the open
    kinds = dict(page.cover_combos)
    assert kinds[1].currentData() == "5"
    order = [page.order_list.item(r).text() for r in range(page.order_list.count())]
    assert order == ["Ork Boy (13)", "Ork Boy (big shoota) (1)", "Nob (1)"]
    situation = {**page.situation(),
                 "declared_weapons": {0: "Bolt pistol", 1: "Boltgun",
                                      2: "Missile launcher (krak)"}}
    assert situation["cover_models"] == {1: 6} and situation["cover_values"] == {1: "5"}
    assert situation["removal_order"] == [1, 2, 0]
    attacker = unit_of(window, CLASSIC_MARINES, "Tactical Squad")
    target = unit_of(window, "Goff Warband", "Shoota Boyz")
    settle(qtbot, wizard)
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session is not None, page.error.text()
    assert session.situation == situation
    scenario = session.ruleset.scenario_from_units(attacker, session.weapon, target, situation)
    assert scenario.attacker.weapon.name == "Bolt pistol"
    assert [g.weapon.name for g in scenario.attacker.fire_groups] == [
        "Boltgun", "Missile launcher (krak)"]
    settle(qtbot, wizard)
    entered, parted = play_typed(qtbot, wizard)
    assert parted >= 1  # the three weapons' dice were told apart at least once
    assert StepId.HIT in {r.step for r in session.records}
    finish_and_undo(qtbot, wizard, window, "Goff Warband", "Shoota Boyz", Edition.CLASSIC,
                    situation, attacker, session.weapon, target, entered)
    wizard.shutdown()


def test_second_edition_tactical_squad_shoots_a_nob_and_boyz(make_window: Make,
                                                             qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot, seed=11)
    window.add_roster(second_ork_mob())
    page = wizard.setup_page
    pick(page.attacker_roster, SECOND_MARINES)
    pick(page.attacker_unit, "Tactical Squad")
    pick(page.weapon, "Every model's weapon")
    declare(wizard, {0: "Bolt pistol", 1: "Boltgun", 2: "Missile launcher (krak)",
                     3: None})
    pick(page.target_roster, "Goff Ladz")
    pick(page.target_unit, "Goff Mob")
    set_distance(wizard, 8.0)
    spins, kinds = dict(page.cover_spins), dict(page.cover_combos)
    spins[1].setValue(4)
    kinds[1].setCurrentIndex(kinds[1].findData("hard"))
    order = [page.order_list.item(r).text() for r in range(page.order_list.count())]
    assert order == ["Goff Boy (9)", "Nob (1)"]
    declared = {0: "Bolt pistol", 1: "Boltgun", 2: "Missile launcher (krak)"}
    situation = {**page.situation(), "declared_weapons": declared}
    assert situation["cover_models"] == {1: 4}
    assert situation["cover_values"] == {1: "hard"}
    attacker = unit_of(window, SECOND_MARINES, "Tactical Squad")
    target = unit_of(window, "Goff Ladz", "Goff Mob")
    settle(qtbot, wizard)
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session is not None, page.error.text()
    assert session.situation == situation
    settle(qtbot, wizard)
    entered, parted = play_typed(qtbot, wizard)
    assert parted >= 1
    finish_and_undo(qtbot, wizard, window, "Goff Ladz", "Goff Mob", Edition.SECOND,
                    situation, attacker, session.weapon, target, entered)
    wizard.shutdown()


def test_classic_flamer_template_asks_the_models_under_it(make_window: Make,
                                                          qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot, seed=3)
    window.add_roster(classic_flamers())
    page = wizard.setup_page
    pick(page.attacker_roster, "Burners")
    pick(page.attacker_unit, "Flamer Squad")
    pick(page.weapon, "Every model's weapon")
    pick(page.target_roster, "Goff Warband")
    pick(page.target_unit, "Shoota Boyz")
    set_distance(wizard, 6.0)
    assert page.markers_box.isVisibleTo(page)
    assert len(page.marker_rows) == 1
    members, kind, under, partly = page.marker_rows[0]
    assert (members, kind) == ((1,), "template")
    assert partly is not None
    # Left alone, the page shows the engine's own default: one model under, none partly.
    assert (under.value(), partly.value()) == (1, 0)
    assert page.situation()["under"] == {1: 1}
    assert "one model" in page.markers_title.text()
    under.setValue(3)
    partly.setValue(2)
    settle(qtbot, wizard)
    assert page.situation()["under"] == {1: 3}
    assert page.situation()["partly_under"] == {1: 2}
    # More models than the target has: refused in words before the start.
    under.setValue(page.target_unit_now().model_count)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: "covers at most" in page.error.text())
    assert page.error.isVisibleTo(page)
    under.setValue(3)
    qtbot.waitUntil(lambda: not page.error.isVisibleTo(page))
    # Firing only the boltguns: no template, no question.
    declare(wizard, {1: None})
    assert not page.markers_box.isVisibleTo(page) and "under" not in page.situation()
    declare(wizard, {1: "Flamer"})
    assert page.marker_rows[0][2].value() == 3  # the count is kept
    situation = {**page.situation(), "declared_weapons": {0: "Boltgun", 1: "Flamer"}}
    attacker = unit_of(window, "Burners", "Flamer Squad")
    target = unit_of(window, "Goff Warband", "Shoota Boyz")
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session is not None, page.error.text()
    assert session.situation == situation
    scenario = session.ruleset.scenario_from_units(attacker, session.weapon, target, situation)
    flames = next(g for g in (scenario.attacker, *scenario.attacker.fire_groups)
                  if g.weapon.name == "Flamer")
    assert flames.weapon.template and (flames.under, flames.partly_under) == (3, 2)
    settle(qtbot, wizard)
    entered, _parted = play_typed(qtbot, wizard)
    assert StepId.TEMPLATE in {r.step for r in session.records}  # the 4+ for partly under
    finish_and_undo(qtbot, wizard, window, "Goff Warband", "Shoota Boyz", Edition.CLASSIC,
                    situation, attacker, session.weapon, target, entered)
    wizard.shutdown()
