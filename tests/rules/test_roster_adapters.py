"""From two roster units to an attack and back: scenario_from_units and apply_result."""

from __future__ import annotations

import pytest

from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import DomainError
from desktop.rules.apply_result import apply_result
from desktop.rules.dice import Roller
from desktop.rules.registry import RULESETS, get_ruleset

BOLTGUN = Weapon(name="Boltgun", type="rapid-fire", range=24, strength=4, ap=5)


def marines() -> Unit:
    return Unit(name="Tactical Squad", models=[
        ModelGroup(name="Marine", count=4, weapons=[BOLTGUN],
                   characteristics={"bs": 4, "t": 4, "w": 1, "sv": 3, "ld": 8}),
        ModelGroup(name="Sergeant", count=1, weapons=[BOLTGUN],
                   characteristics={"bs": 4, "t": 4, "w": 1, "sv": 3, "ld": 9}),
        ModelGroup(name="Heavy", count=1, weapons=[Weapon(name="Lascannon", strength=9)],
                   characteristics={"bs": 4, "t": 4, "w": 1, "sv": 3, "ld": 8}),
    ])


def orks() -> Unit:
    return Unit(name="Boyz", models=[
        ModelGroup(name="Nob", count=1, wounds_lost=1,
                   characteristics={"t": 4, "w": 2, "sv": 6, "ld": 7}),
        ModelGroup(name="Dead", count=0, characteristics={"t": 4, "w": 1}),
        ModelGroup(name="Boy", count=9, characteristics={"t": 4, "w": 1, "sv": 6, "ld": 7}),
    ])


def test_classic_from_units_play_and_apply() -> None:
    ruleset = get_ruleset(Edition.CLASSIC)
    scenario = ruleset.scenario_from_units(marines(), BOLTGUN, orks(), {"distance": 10})
    assert scenario.attacker.models == 5 and scenario.attacker.bs == 4
    assert scenario.target.name == "Nob" and scenario.target.wounds_lost == 1
    assert [g.name for g in scenario.target.groups] == ["Boy"]
    assert scenario.target.leadership == 7
    odds = ruleset.odds(scenario)
    assert odds.shots.p(10) == 1.0
    attack = ruleset.start(scenario)
    result = attack.run(Roller(3))
    after = apply_result(orks(), result, Edition.CLASSIC)
    removed = sum(g.models_removed for g in result.groups)
    assert removed == result.casualties
    assert after.model_count == orks().model_count - removed
    assert after.models[1].count == 0  # the empty group is untouched


def test_second_from_units() -> None:
    weapon = Weapon(name="Heavy bolter", range=40, short_range=20, strength=5,
                    save_modifier=-2, damage="D4",
                    special_rules=["Sustained fire 2", "Move or fire"])
    gunner = Unit(name="Devastators", models=[
        ModelGroup(name="Gunner", count=2, weapons=[weapon], characteristics={"bs": 4})])
    target = Unit(name="Ogryns", models=[
        ModelGroup(name="Ogryn", count=3, characteristics={"t": 5, "w": 3, "sv": 5, "ld": 6})])
    ruleset = RULESETS[Edition.SECOND]
    scenario = ruleset.scenario_from_units(gunner, weapon, target,
                                           {"distance": 30, "cover": "soft"})
    assert scenario.attacker.weapon.sustained_fire == 2
    assert scenario.attacker.weapon.move_or_fire
    assert scenario.target.cover == "soft"
    moved = ruleset.scenario_from_units(gunner, weapon, target, {"distance": 30, "moved": True})
    assert ruleset.odds(moved).shots.p(0) == 1.0
    result = ruleset.start(scenario).run(Roller(5))
    after = apply_result(target, result, Edition.SECOND)
    assert after.models[0].count == 3 - result.casualties
    assert "jammed" not in after.statuses  # the firer's weapon jams, not the target


def test_refusals() -> None:
    ruleset = get_ruleset("classic")
    with pytest.raises(DomainError):
        ruleset.scenario_from_units(marines(), Weapon(name="Missing"), orks(), {})
    empty = Unit(name="Gone", models=[ModelGroup(name="x", count=0)])
    with pytest.raises(DomainError):
        ruleset.scenario_from_units(marines(), BOLTGUN, empty, {})


def test_registry_lists_every_edition() -> None:
    assert set(RULESETS) == set(Edition)
    with pytest.raises(ValueError):
        get_ruleset("fifth")


@pytest.mark.parametrize(("edition", "key"), [(Edition.CLASSIC, "models_at_phase_start"),
                                              (Edition.SECOND, "models_at_turn_start")])
def test_earlier_losses_count_towards_the_morale_threshold(edition: Edition, key: str) -> None:
    """10 Boyz now, 12 when the phase (turn) began: the two earlier losses count towards the
    25% threshold, so the morale (break) test is likelier; fewer than now is refused."""
    weapon = BOLTGUN if edition is Edition.CLASSIC else Weapon(name="Boltgun", range=24,
                                                                strength=4, save_modifier=-1)
    ruleset = get_ruleset(edition)
    fresh = ruleset.scenario_from_units(marines(), weapon, orks(), {"distance": 10})
    shot_at = ruleset.scenario_from_units(marines(), weapon, orks(), {"distance": 10,
                                                                     key: 12})
    assert getattr(shot_at.target, key) == 12
    assert ruleset.odds(shot_at).morale_test > ruleset.odds(fresh).morale_test
    with pytest.raises(DomainError, match="has 10 now"):
        ruleset.scenario_from_units(marines(), weapon, orks(), {key: 9})
