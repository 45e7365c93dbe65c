"""A Tactical Squad (sergeant with bolt pistol, boltguns, heavy bolter) at an Ork mob (Nob and
Boyz, some behind a wall), through the roster adapters and the engine's play API with typed
dice, in classic and in 2nd edition; the adapters' whole-unit keys; and ``python -m desktop
odds`` with ``attacker.fire_groups`` and ``target.groups``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import DomainError
from desktop.rules.apply_result import apply_result
from desktop.rules.dice import Roller
from desktop.rules.firing import default_removal
from desktop.rules.meta import meta_of
from desktop.rules.registry import get_ruleset
from desktop.rules.sequence import DiceRequest
from desktop.rules.steps import StepId

CLASSIC_BOLT_PISTOL = Weapon(name="Bolt pistol", range=12, type="pistol", strength=4, ap=5)
CLASSIC_BOLTGUN = Weapon(name="Boltgun", range=24, type="rapid-fire", strength=4, ap=5)
CLASSIC_HEAVY_BOLTER = Weapon(name="Heavy bolter", range=36, type="heavy", shots="3",
                              strength=5, ap=4)
def rolls(*parts: list[int]) -> list[int]:
    """Dice typed part by part (one list per weapon, as the request lists them)."""
    return [face for part in parts for face in part]


MARINE = {"ws": 4, "bs": 4, "s": 4, "t": 4, "w": 1, "i": 4, "a": 1, "ld": 8, "sv": 3}


def classic_squad() -> Unit:
    return Unit(name="Tactical Squad", models=[
        ModelGroup(name="Veteran Sergeant", count=1, weapons=[CLASSIC_BOLT_PISTOL],
                   characteristics={**MARINE, "a": 2, "ld": 9}),
        ModelGroup(name="Space Marine", count=7, weapons=[CLASSIC_BOLTGUN],
                   characteristics=MARINE),
        ModelGroup(name="Space Marine (heavy bolter)", count=1, weapons=[CLASSIC_HEAVY_BOLTER],
                   characteristics=MARINE),
    ])


def mob() -> Unit:
    return Unit(name="Shoota Boyz", models=[
        ModelGroup(name="Nob", count=1, characteristics={"t": 4, "w": 2, "sv": 6, "ld": 7,
                                                         "a": 3}),
        ModelGroup(name="Ork Boy", count=9, characteristics={"t": 4, "w": 1, "sv": 6, "ld": 7,
                                                             "a": 2}),
    ])


def test_classic_tactical_squad_at_an_ork_mob_with_typed_dice() -> None:
    ruleset = get_ruleset(Edition.CLASSIC)
    situation = {"distance": 10, "declared_weapons": {0: "Bolt pistol", 1: "Boltgun",
                                                      2: "Heavy bolter"},
                 "cover_models": {1: 4}, "cover_values": {1: "5"}}
    scenario = ruleset.scenario_from_units(classic_squad(), CLASSIC_BOLTGUN, mob(), situation)
    # three fire groups; the Nob (a leader) is removed last, but before the Boyz in cover
    assert [g.weapon.name for g in (scenario.attacker, *scenario.attacker.fire_groups)] == [
        "Bolt pistol", "Boltgun", "Heavy bolter"]
    target = [scenario.target, *scenario.target.groups]
    assert [(g.name, g.models, g.cover) for g in target] == [
        ("Nob", 1, None), ("Ork Boy", 5, None), ("Ork Boy", 4, 5)]
    assert scenario.situation.removal_order == [1, 2, 0]
    attack = ruleset.start(scenario)
    attack.proceed()  # target
    attack.proceed()  # range: pistol 1 shot (beyond 6"), boltguns 14, heavy bolter 3
    request = attack.request()
    assert attack.step is StepId.HIT and isinstance(request, DiceRequest)
    assert [(p.count, p.target) for p in request.parts] == [(1, 3), (14, 3), (3, 3)]
    attack.submit(rolls([3], [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 3, 3], [6, 6, 1]))
    assert attack.state.known.hits == (1, 10, 2)
    request = attack.request()
    assert attack.step is StepId.WOUND and isinstance(request, DiceRequest)
    assert [(p.count, p.target) for p in request.parts] == [(1, 4), (10, 4), (2, 3)]
    odds = attack.odds()
    attack.submit(rolls([4], [4, 5, 6, 4, 4, 6, 5, 4, 2, 1], [3, 2]))  # wounds 1, 8, 1
    assert attack.state.known.wounds == ((1,), (8,), (1,))
    assert odds.wounds.p(10) > 0
    # AP5 denies the Boyz' 6+; the pistol wound kills a Boy in the open with no save
    assert attack.step is StepId.SAVE and attack.request() is None
    attack.proceed()
    # boltguns: 5 wounds surely fall on the 4 Boyz and the Nob in the open (no saves): the
    # Boyz die, the Nob (2 wounds) keeps one...
    assert attack.request() is None
    attack.proceed()
    assert attack.state.known.saving is not None
    assert attack.state.known.saving.left == (5,)  # Nob 1 + 4 Boyz in cover
    assert attack.request() is None  # ...the sixth wound fells the Nob
    attack.proceed()
    # the other 2 boltgun wounds reach the Boyz in cover, who save on 5+
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 2 and request.target == 5
    assert request.parts[0].count == 2
    attack.submit([5, 1])
    # heavy bolter: the last wound, also on a Boy in cover (5+)
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 1 and request.target == 5
    attack.submit([3])
    assert attack.step is StepId.MORALE
    attack.submit([4, 4])  # 8 against Ld 7: fails
    result = attack.result()
    assert (result.shots, result.hits, result.wounds, result.unsaved, result.casualties) == (
        18, 13, 10, 9, 8)
    assert [(g.group, g.models_removed, g.wounds_carried) for g in result.groups] == [
        ("Nob", 1, 0), ("Ork Boy", 7, 0)]
    assert result.morale_tested and result.morale_passed is False
    after = apply_result(mob(), result, Edition.CLASSIC)
    assert [g.count for g in after.models] == [0, 2]
    assert attack.odds().casualties.p(8) == 1.0
    attack.back()
    attack.back()
    assert attack.step is StepId.SAVE and attack.state.known.saving is not None


SECOND_BOLT_PISTOL = Weapon(name="Bolt pistol", range=16, short_range=8, hit_modifier_short=2,
                            strength=4, save_modifier=-1, special_rules=["Close combat"])
SECOND_BOLTGUN = Weapon(name="Boltgun", range=24, short_range=12, hit_modifier_short=1,
                        strength=4, save_modifier=-1)
SECOND_HEAVY_BOLTER = Weapon(name="Heavy bolter", range=40, short_range=20, strength=5,
                             save_modifier=-2, damage="D4",
                             special_rules=["Move or fire", "Sustained fire 2 dice"])


def second_squad() -> Unit:
    marine = {**MARINE, "m": 4}
    keywords = ["Infantry", "Rapid fire"]
    return Unit(name="Tactical Squad", models=[
        ModelGroup(name="Space Marine Sergeant", count=1, weapons=[SECOND_BOLT_PISTOL],
                   characteristics=marine, keywords=keywords),
        ModelGroup(name="Space Marine", count=7, weapons=[SECOND_BOLTGUN],
                   characteristics=marine, keywords=keywords),
        ModelGroup(name="Space Marine (heavy bolter)", count=1, weapons=[SECOND_HEAVY_BOLTER],
                   characteristics=marine, keywords=[*keywords, "Plasma recharge"]),
    ])


def test_second_tactical_squad_at_an_ork_mob_with_typed_dice() -> None:
    ruleset = get_ruleset(Edition.SECOND)
    situation = {"distance": 10, "declared_weapons": {"0": "Bolt pistol", "1": "Boltgun",
                                                      "2": "Heavy bolter"},
                 "cover_models": {"1": 4}, "cover_values": {"1": "hard"}}
    scenario = ruleset.scenario_from_units(second_squad(), SECOND_BOLTGUN, mob(), situation)
    weapons = [g.weapon for g in (scenario.attacker, *scenario.attacker.fire_groups)]
    assert [(w.name, w.rapid_fire, w.sustained_fire) for w in weapons] == [
        ("Bolt pistol", True, 0), ("Boltgun", True, 0), ("Heavy bolter", False, 2)]
    assert scenario.situation.not_applied == ["Plasma recharge"]
    attack = ruleset.start(scenario)
    assert [m.args for m in attack.notices()] == [("Plasma recharge",)]
    attack.proceed()
    attack.proceed()
    # the firers spread over the Boyz in the open (5), the Nob, then the Boyz in hard cover:
    # pistol (long range) at an open Boy, five boltguns at open models, two at covered Boyz,
    # the heavy bolter at a covered Boy
    request = attack.request()
    assert attack.step is StepId.HIT and isinstance(request, DiceRequest)
    assert [(p.count, p.target) for p in request.parts] == [(2, 3), (10, 2), (4, 4), (1, 5)]
    attack.submit(rolls([3, 1], [2, 2, 2, 2, 2, 1, 1, 1, 1, 1], [4, 4, 3, 3], [5]))
    assert attack.step is StepId.SUSTAINED
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 2
    attack.submit([3, 6])  # two hits and a jam
    assert attack.state.known.hits == (1, 7, 2) and attack.state.known.jams == (0, 0, 1)
    request = attack.request()
    assert attack.step is StepId.WOUND and isinstance(request, DiceRequest)
    assert [(p.count, p.target) for p in request.parts] == [(1, 4), (7, 4), (2, 3)]
    attack.submit(rolls([5], [4, 4, 4, 4, 4, 4, 1], [6, 6]))  # wounds 1, 6, 2
    # Boyz (6+) at -1 or -2: no save; each wound fells a model in the open
    assert attack.step is StepId.SAVE and attack.request() is None
    attack.proceed()  # pistol: a Boy
    # boltguns: every model has the same (no) save here (cover does not change saves in this
    # edition), so all six wounds go at once: 4 Boyz in the open, then the Nob's 2 wounds
    assert attack.request() is None
    attack.proceed()
    assert attack.state.known.saving is not None
    assert attack.state.known.saving.left == (4,)  # the Boyz in cover
    assert attack.step is StepId.SAVE and attack.request() is None
    attack.proceed()  # heavy bolter: 2 wounds on the Boyz in cover
    assert attack.step is StepId.MORALE  # 1-wound Boyz: the D4 damage roll is skipped
    attack.submit([2, 3])
    result = attack.result()
    assert (result.hits, result.wounds, result.unsaved, result.casualties) == (10, 9, 9, 8)
    assert "jammed" in result.statuses and result.morale_passed is True
    after = apply_result(mob(), result, Edition.SECOND)
    assert [g.count for g in after.models] == [0, 2]


def test_default_removal_order_puts_leaders_and_special_weapons_last() -> None:
    groups = classic_squad().models
    assert default_removal(groups) == [1, 2, 0]  # boltguns, heavy bolter, sergeant
    assert default_removal(mob().models) == [1, 0]


def test_removal_order_and_cover_reach_the_scenario() -> None:
    ruleset = get_ruleset(Edition.CLASSIC)
    scenario = ruleset.scenario_from_units(
        classic_squad(), CLASSIC_BOLTGUN, mob(),
        {"removal_order": [0], "cover_models": {0: 1, 1: 9}, "cover_values": {0: 4}})
    target = [scenario.target, *scenario.target.groups]
    assert [(g.name, g.models, g.cover) for g in target] == [("Nob", 1, 4), ("Ork Boy", 9, 5)]
    assert scenario.situation.removal_order == [0, 1]
    legacy = ruleset.scenario_from_units(classic_squad(), CLASSIC_BOLTGUN, mob(), {"cover": 6})
    assert {g.cover for g in (legacy.target, *legacy.target.groups)} == {6}
    with pytest.raises(DomainError):
        ruleset.scenario_from_units(classic_squad(), CLASSIC_BOLTGUN, mob(),
                                    {"declared_weapons": {5: "Boltgun"}})
    with pytest.raises(DomainError):
        ruleset.scenario_from_units(classic_squad(), CLASSIC_BOLTGUN, mob(),
                                    {"declared_weapons": {0: "Lascannon"}})


def test_templates_from_the_roster() -> None:
    flamer = Weapon(name="Flamer", range=0, type="assault", strength=4, ap=5,
                    special_rules=["Template"])
    squad = Unit(name="Squad", models=[
        ModelGroup(name="Flamer", count=1, weapons=[flamer], characteristics=MARINE)])
    ruleset = get_ruleset(Edition.CLASSIC)
    scenario = ruleset.scenario_from_units(squad, flamer, mob(), {"under": {0: 3},
                                                                  "partly_under": {0: 2}})
    assert scenario.attacker.weapon.template and scenario.attacker.under == 3
    odds = ruleset.odds(scenario)
    assert odds.shots.p(1) == 1.0 and odds.hits.mean == pytest.approx(3 + 2 * 0.5)
    assert scenario.situation.not_applied == []
    frag = Weapon(name="Frag missile", range=72, short_range=20, strength=4,
                  save_modifier=-1, special_rules=['2" blast', "Move or fire"])
    gunner = Unit(name="Squad", models=[
        ModelGroup(name="Gunner", count=1, weapons=[frag], characteristics=MARINE)])
    second = get_ruleset(Edition.SECOND)
    blast = second.scenario_from_units(gunner, frag, mob(), {"distance": 30, "under": {0: 2}})
    assert blast.attacker.weapon.blast and blast.attacker.under == 2
    assert second.odds(blast).hits.mean == pytest.approx(2 * 4 / 6)  # BS4 at long range: 3+


def test_meta_says_what_the_set_up_asks() -> None:
    for edition in (Edition.CLASSIC, Edition.SECOND):
        meta = meta_of(edition)
        assert meta.fire_groups and meta.removal_order and meta.cover_choices
        assert meta.template_counts == "under_and_partly"


def test_demo_marines_fire_rapid_fire_from_the_roster() -> None:
    from desktop.ui.demo import load_demo_rosters

    rosters = {r.name: r for r in load_demo_rosters()}
    marines = next(u for u in rosters["Ultramarines Strike Force"].units
                   if u.name == "Tactical Squad")
    orks = next(u for u in rosters["Goff Waaagh!"].units if u.name == "Goff Boyz Mob")
    boltgun = next(w for g in marines.models for w in g.weapons if w.name == "Boltgun")
    ruleset = get_ruleset(Edition.SECOND)
    scenario = ruleset.scenario_from_units(marines, boltgun, orks, {"distance": 10})
    assert scenario.attacker.weapon.rapid_fire
    assert ruleset.odds(scenario).shots.p(16) == 1.0  # 8 boltguns, twice each
    ork_bolter = next(w for g in orks.models for w in g.weapons if w.name == "Boltgun")
    back = ruleset.scenario_from_units(orks, ork_bolter, marines, {"distance": 10})
    assert not back.attacker.weapon.rapid_fire  # Orks have no such rule
    full = ruleset.scenario_from_units(marines, boltgun, orks, {
        "distance": 10, "declared_weapons": {i: g.weapons[-1].name
                                             for i, g in enumerate(marines.models)}})
    notes = full.situation.not_applied
    assert "Plasma recharge" in notes and "Close combat" not in notes
    result = ruleset.start(full).run(Roller(3))
    assert result.casualties <= orks.model_count


WHOLE_CLASSIC: dict[str, Any] = {
    "edition": "classic",
    "attacker": {"models": 7, "bs": 4, "weapon": {"name": "Boltgun", "type": "rapid-fire",
                                                  "range": 24, "strength": 4, "ap": 5},
                 "fire_groups": [
                     {"models": 1, "bs": 4, "weapon": {"name": "Bolt pistol", "type": "pistol",
                                                       "range": 12, "strength": 4, "ap": 5}},
                     {"models": 1, "bs": 4, "weapon": {"name": "Heavy bolter", "type": "heavy",
                                                       "shots": "3", "range": 36,
                                                       "strength": 5, "ap": 4}}]},
    "target": {"name": "Ork Boy", "models": 5, "toughness": 4, "save": 6, "leadership": 7,
               "groups": [{"name": "Ork Boy", "models": 4, "toughness": 4, "save": 6,
                           "cover": 5},
                          {"name": "Nob", "models": 1, "toughness": 4, "wounds": 2,
                           "save": 6}]},
    "situation": {"distance": 10},
}

WHOLE_SECOND: dict[str, Any] = {
    "edition": "second",
    "attacker": {"models": 7, "bs": 4, "weapon": {"name": "Boltgun", "range": 24,
                                                  "short_range": 12, "hit_modifier_short": 1,
                                                  "strength": 4, "save_modifier": -1,
                                                  "rapid_fire": True},
                 "fire_groups": [
                     {"models": 1, "bs": 4, "weapon": {"name": "Heavy bolter", "range": 40,
                                                       "short_range": 20, "strength": 5,
                                                       "save_modifier": -2, "damage": "D4",
                                                       "sustained_fire": 2}},
                     {"models": 1, "bs": 4, "weapon": {"name": "Flamer", "range": 8,
                                                       "strength": 4, "save_modifier": -2,
                                                       "template": True},
                      "under": 2, "partly_under": 1}]},
    "target": {"name": "Ork Boy", "models": 5, "toughness": 4, "save": 6, "leadership": 7,
               "groups": [{"name": "Ork Boy", "models": 4, "toughness": 4, "save": 6,
                           "cover": "soft"},
                          {"name": "Warboss", "models": 1, "toughness": 5, "wounds": 3,
                           "save": 4}]},
    "situation": {"distance": 10, "removal_order": [0, 2, 1]},
}


@pytest.mark.parametrize("data", [WHOLE_CLASSIC, WHOLE_SECOND], ids=["classic", "second"])
def test_odds_command_takes_fire_groups_and_target_groups(tmp_path: Path,
                                                          data: dict[str, Any]) -> None:
    path = tmp_path / "whole.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "desktop", "odds", str(path), "--json"],
                          capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    odds = get_ruleset(data["edition"]).odds(data)
    for name in ("shots", "hits", "wounds", "unsaved", "casualties"):
        assert out[name]["distribution"] == pytest.approx(getattr(odds, name).as_list(),
                                                          abs=1e-12)
        assert sum(out[name]["distribution"]) == pytest.approx(1.0, abs=1e-9)
    assert out["casualties"]["distribution"][10] > 0  # the whole unit can fall
    assert 0 < out["morale"]["fail_probability"] < out["morale"]["test_probability"] < 1
    bad = {**data, "attacker": {**data["attacker"], "fire_groups": [{"models": 1}]}}
    path.write_text(json.dumps(bad), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "desktop", "odds", str(path)],
                          capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("situation", [
    {"cover_models": {1: "many"}}, {"cover_models": [1, 2]}, {"cover_models": {"x": 1}},
    {"declared_weapons": {"one": "Boltgun"}}, {"cover_models": {1: 2.5}}])
def test_bad_set_up_values_are_refused_clearly(situation: dict[str, Any]) -> None:
    for edition in (Edition.CLASSIC, Edition.SECOND):
        with pytest.raises(DomainError):
            get_ruleset(edition).scenario_from_units(classic_squad(), CLASSIC_BOLTGUN, mob(),
                                                     situation)


def test_a_group_wholly_in_cover_keeps_its_carried_wounds() -> None:
    hurt = mob().model_copy(update={"models": [
        mob().models[0].model_copy(update={"wounds_lost": 1}), mob().models[1]]})
    scenario = get_ruleset(Edition.CLASSIC).scenario_from_units(
        classic_squad(), CLASSIC_BOLTGUN, hurt, {"cover_models": {0: 1}})
    assert (scenario.target.cover, scenario.target.wounds_lost) == (5, 1)
    split = get_ruleset(Edition.CLASSIC).scenario_from_units(
        classic_squad(), CLASSIC_BOLTGUN, hurt.model_copy(update={"models": [
            hurt.models[0].model_copy(update={"count": 2}), hurt.models[1]]}),
        {"cover_models": {0: 1}})
    parts = [(g.name, g.models, g.cover, g.wounds_lost)
             for g in (split.target, *split.target.groups)]
    assert parts[:2] == [("Nob", 1, None, 1), ("Nob", 1, 5, 0)]  # the wounded one in front


@pytest.mark.parametrize("data", [WHOLE_CLASSIC, WHOLE_SECOND], ids=["classic", "second"])
def test_rules_not_applied_are_notes_of_the_odds_and_of_every_step(data: dict[str, Any]) -> None:
    data = {**data, "situation": {**data["situation"], "not_applied": ["Plasma recharge"]}}
    ruleset = get_ruleset(data["edition"])
    assert [n.args for n in ruleset.odds(data).notes] == [("Plasma recharge",)]
    attack = ruleset.start(data)
    attack.proceed()
    assert [n.args for n in attack.notices()] == [("Plasma recharge",)]


@pytest.mark.parametrize("edition", [Edition.CLASSIC, Edition.SECOND])
def test_a_group_split_by_cover_is_told_apart_at_the_target_step(edition: Edition) -> None:
    """Boyz partly behind a wall are two blocks of one name: the target step's cover
    questions say how many models each is, so a player can tell which is which."""
    ruleset = get_ruleset(edition)
    weapon = CLASSIC_BOLTGUN if edition is Edition.CLASSIC else SECOND_BOLTGUN
    squad = classic_squad() if edition is Edition.CLASSIC else second_squad()
    cover = "5" if edition is Edition.CLASSIC else "hard"
    scenario = ruleset.scenario_from_units(squad, weapon, mob(), {
        "distance": 10, "cover_models": {1: 4}, "cover_values": {1: cover}})
    attack = ruleset.start(scenario)
    assert attack.step is StepId.TARGET
    labels = [spec.label.render() for spec in attack.modifiers()
              if spec.key.startswith("cover")]
    assert labels == ["Cover: Nob × 1", "Cover: Ork Boy × 5", "Cover: Ork Boy × 4"]
