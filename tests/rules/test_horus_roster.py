"""Horus Heresy (3rd ed.): scenarios built from roster units for the shooting wizard."""

from __future__ import annotations

import pytest

from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import DomainError
from desktop.rules.dice import Dist
from desktop.rules.editions.horus_heresy import RULESET
from desktop.rules.registry import get_ruleset

BOLTER = Weapon(name="Bolter", range=24, shots="2", strength=4, ap=5, damage="1",
                special_rules=["Bolt", "Assault", "Pinning (1)"])
PLASMA = Weapon(name="Plasma gun", range=24, shots="1", strength=7, ap=4, damage="2",
                special_rules=["Breaching (6+)"])


def legion(**over: object) -> Unit:
    marines = ModelGroup(name="Legionary", count=8, characteristics={
        "bs": 4, "t": 4, "w": 1, "ld": 7, "cl": 7, "sv": 3}, weapons=[BOLTER])
    sergeant = ModelGroup(name="Sergeant", count=1, characteristics={
        "bs": 5, "t": 4, "w": 1, "ld": 8, "cl": 8, "sv": 3}, weapons=[BOLTER, PLASMA])
    return Unit(name="Tactical Squad", models=[marines, sergeant], **over)  # type: ignore[arg-type]


def test_ruleset_is_registered() -> None:
    assert get_ruleset("horus-heresy") is RULESET
    assert RULESET.edition.value == "horus-heresy"


def test_fire_groups_split_by_ballistic_skill() -> None:
    sc = RULESET.scenario_from_units(legion(), BOLTER, legion(), {"distance": 12})
    assert (sc.attacker.models, sc.attacker.bs) == (8, 4)
    assert [(g.models, g.bs) for g in sc.attacker.fire_groups] == [(1, 5)]
    assert sc.attacker.weapon.special_rules == ["Pinning (1)"]  # traits dropped
    assert sc.target.toughness == 4 and sc.target.save == 3
    assert sc.target.leadership == 7 and sc.target.cool == 7  # the unit's lowest
    report = RULESET.odds(sc)
    # 16 bolter shots first (1/9 unsaved each); the sergeant's Fire Group fires unless they
    # already wiped out the 9 legionaries
    wiped = Dist.binomial(16, 1 / 9).at_least(9)
    assert report.shots.p(16) == pytest.approx(wiped, abs=1e-12)
    assert report.shots.p(18) == pytest.approx(1 - wiped, abs=1e-12)


def test_majority_toughness_and_keywords() -> None:
    ogryn = ModelGroup(name="Ogryn", count=3, characteristics={"t": 5, "w": 3, "sv": 4,
                                                               "ld": 6, "cl": 6},
                       keywords=["Feel No Pain (5+)", "Eternal Warrior (1)", "Shield"],
                       wounds_lost=2)
    handler = ModelGroup(name="Handler", count=1, characteristics={"t": 3, "w": 1, "ld": 8})
    target = Unit(name="Ogryns", models=[ogryn, handler], statuses=["Pinned"])
    sc = RULESET.scenario_from_units(legion(), PLASMA, target, {"cover": 5,
                                                                "reaction": "shieldwall"})
    t = sc.target
    assert (t.models, t.toughness, t.wounds, t.save) == (4, 5, 3, 4)
    assert (t.feel_no_pain, t.eternal_warrior, t.shield, t.cover) == (5, 1, True, 5)
    assert t.wounds_lost == 2 and t.statuses == ["pinned"] and t.reaction == "shieldwall"
    assert sc.attacker.models == 1 and sc.attacker.bs == 5
    RULESET.start(sc)


def test_vehicle_target_uses_the_facing() -> None:
    rhino = ModelGroup(name="Rhino", count=1, characteristics={
        "bs": 4, "av_front": 12, "av_side": 11, "av_rear": 10, "hp": 5})
    sc = RULESET.scenario_from_units(legion(), PLASMA, Unit(name="Rhino", models=[rhino]),
                                     {"facing": "rear"})
    assert sc.target.vehicle is not None
    assert (sc.target.vehicle.armour, sc.target.vehicle.hull_points) == (10, 5)
    assert sc.target.toughness is None
    assert RULESET.odds(sc).morale_test == 0.0


def test_refusals() -> None:
    with pytest.raises(DomainError):
        RULESET.scenario_from_units(legion(), Weapon(name="Lascannon"), legion(), {})
    with pytest.raises(DomainError, match="Rushed"):
        RULESET.start(RULESET.scenario_from_units(legion(), BOLTER, legion(), {"rushed": True}))
    light = ModelGroup(name="Scout", count=5, characteristics={"bs": 4}, weapons=[BOLTER],
                       keywords=["Light"])
    sc = RULESET.scenario_from_units(Unit(name="Scouts", models=[light]), BOLTER, legion(),
                                     {"rushed": True})
    assert sc.attacker.light and sc.attacker.rushed
    RULESET.start(sc)


def test_declared_weapons_make_one_fire_group_per_weapon_and_bs() -> None:
    """Edition facts 5.3: each model fires one weapon; Fire Groups by weapon name and BS."""
    heavy = Weapon(name="Heavy bolter", range=36, shots="3", strength=5, ap=4, damage="1")
    gunner = ModelGroup(name="Gunner", count=2, characteristics={"bs": 4, "t": 4, "w": 1},
                        weapons=[heavy, BOLTER])
    unit = legion()
    unit = unit.model_copy(update={"models": [*unit.models, gunner]})
    declared = {0: "Bolter", 1: "Plasma gun", 2: "Heavy bolter"}
    sc = RULESET.scenario_from_units(unit, BOLTER, legion(), {"declared_weapons": declared,
                                                             "distance": 12})
    groups = [(sc.attacker.weapon.name, sc.attacker.bs, sc.attacker.models)] + [
        (g.weapon.name, g.bs, g.models) for g in sc.attacker.fire_groups]
    assert groups == [("Bolter", 4, 8), ("Plasma gun", 5, 1), ("Heavy bolter", 4, 2)]
    shots = RULESET.odds(sc).shots  # the later groups fire unless the target is wiped out
    assert shots.mean == pytest.approx(8 * 2 + 1 + 2 * 3, abs=1e-3)
    assert shots.p(8 * 2 + 1 + 2 * 3) > 0.999 and shots.mean < 8 * 2 + 1 + 2 * 3
    # The sergeant firing his bolter joins no BS 4 group: BS 5 is its own Fire Group.
    sc = RULESET.scenario_from_units(unit, BOLTER, legion(), {"declared_weapons": {
        0: "Bolter", 1: "Bolter"}})
    assert [(sc.attacker.bs, sc.attacker.models)] + [
        (g.bs, g.models) for g in sc.attacker.fire_groups] == [(4, 8), (5, 1)]
    # A group left out does not fire.
    sc = RULESET.scenario_from_units(unit, BOLTER, legion(), {"declared_weapons": {
        2: "Heavy bolter"}})
    assert (sc.attacker.weapon.name, sc.attacker.models, sc.attacker.fire_groups) == (
        "Heavy bolter", 2, [])


@pytest.mark.parametrize("declared", [{}, {0: "Lascannon"}, {7: "Bolter"}, {"x": "Bolter"}])
def test_declared_weapons_that_cannot_fire_are_refused(declared: dict[object, str]) -> None:
    with pytest.raises(DomainError):
        RULESET.scenario_from_units(legion(), BOLTER, legion(), {"declared_weapons": declared})
