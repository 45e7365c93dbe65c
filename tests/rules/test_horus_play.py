"""Horus Heresy (3rd ed.): the Shooting Attack played step by step.

- The odds from any step are exact *conditional* odds: averaging the odds after every
  possible roll of the dice a step asks for gives back the odds before it (checked at every
  step of generated attacks).
- Seeded Monte Carlo of the state machine agrees with the exact odds within 4 sigma.
- Wrong input is refused with the state unchanged; back() / restart() restore it exactly.
"""

from __future__ import annotations

from itertools import product
from math import sqrt
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.domain.text import DomainError
from desktop.rules.dice import Roller
from desktop.rules.editions.horus_heresy import RULESET
from desktop.rules.editions.horus_heresy.play import HorusHeresyAttack
from desktop.rules.sequence import ChoiceRequest, DiceRequest, OddsReport
from desktop.rules.steps import StepId

MAX_COMBOS = 1300


def scenario(**over: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "edition": "horus-heresy",
        "attacker": {"models": 2, "bs": 4, "weapon": {"name": "Bolter", "shots": "2",
                                                       "range": 24, "strength": 4, "ap": 5,
                                                       "damage": "1"}},
        "target": {"models": 3, "toughness": 4, "wounds": 1, "save": 3, "leadership": 7,
                   "cool": 7},
        "situation": {"distance": 12},
    }
    for path, value in over.items():
        node = data
        keys = path.split("__")
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value
    return data


def summary(report: OddsReport) -> list[float]:
    """The numbers compared: every count (a Fire Group left once the target is wiped out is
    not fired, a wound that finds no model is lost: in play and in the odds alike), the
    casualties, morale and statuses."""
    out: list[float] = []
    for name in ("shots", "hits", "wounds", "unsaved", "casualties", "glancing"):
        if name == "glancing" and name not in report.extras:
            continue
        dist = report.extras[name] if name == "glancing" else getattr(report, name)
        out.extend(dist.p(k) for k in range(40))
    out.append(report.morale_test)
    out.append(report.morale_fail or 0.0)
    for name in ("pinned", "suppressed", "stunned"):
        out.append(report.extras[name].mean if name in report.extras else 0.0)
    return out


def check_martingale(attack: HorusHeresyAttack) -> int:
    """Play the attack to the end; at every dice step compare the odds with the average of
    the odds after each possible roll.  Returns the number of steps checked."""
    checked = 0
    roller = Roller(7)
    while not attack.finished:
        request = attack.request()
        if isinstance(request, ChoiceRequest):
            attack.choose([request.options[0].key])
            continue
        before = summary(attack.odds())
        if isinstance(request, DiceRequest) and request.sides ** request.count <= MAX_COMBOS:
            combos = list(product(range(1, request.sides + 1), repeat=request.count))
            avg = [0.0] * len(before)
            for dice in combos:
                attack.submit(dice)
                for i, x in enumerate(summary(attack.odds())):
                    avg[i] += x / len(combos)
                attack.back()
            assert avg == pytest.approx(before, abs=1e-9), attack.step
            checked += 1
        elif request is None:
            attack.proceed()
            assert summary(attack.odds()) == pytest.approx(before, abs=1e-9)
            continue
        attack.roll(roller)
    return checked


SPECIALS = ["Rending (5+)", "Breaching (5+)", "Shred (6+)", "Critical Hit (6+)",
            "Panic (1)", "Pinning (1)", "Suppressive (1)", "Stun (2)", "Armourbane",
            "Deflagrate (5)", "Blast (3\")", "Template"]


@st.composite
def small_scenarios(draw: st.DrawFn) -> dict[str, Any]:
    vehicle = draw(st.booleans())
    weapon = {"name": "W", "shots": draw(st.sampled_from(["1", "2", "D3"])), "range": 24,
              "strength": draw(st.integers(3, 9)), "ap": draw(st.sampled_from([None, 2, 4])),
              "damage": draw(st.sampled_from(["1", "2", "D3"])),
              "special_rules": draw(st.lists(st.sampled_from(SPECIALS), max_size=2,
                                             unique=True))}
    target: dict[str, Any] = {"models": draw(st.integers(1, 3)), "leadership": 7, "cool": 6,
                              "invulnerable": draw(st.sampled_from([None, 5]))}
    if vehicle:
        target["vehicle"] = {"armour": draw(st.integers(9, 12)),
                             "hull_points": draw(st.integers(1, 3))}
        target["statuses"] = draw(st.lists(st.sampled_from(["stunned", "pinned"]),
                                           max_size=1))
    else:
        target.update(toughness=draw(st.integers(3, 5)), wounds=draw(st.integers(1, 2)),
                      save=draw(st.sampled_from([None, 3])),
                      feel_no_pain=draw(st.sampled_from([None, 6])), medic=4, shield=True,
                      smokescreen=True,
                      reaction=draw(st.sampled_from([None, "medic", "shieldwall",
                                                     "smokescreen"])))
    attacker: dict[str, Any] = {"models": draw(st.integers(1, 2)),
                                "bs": draw(st.integers(2, 10)), "weapon": weapon}
    if draw(st.booleans()):
        attacker["fire_groups"] = [{"models": 1, "bs": 5, "weapon": {
            "name": "P", "shots": "1", "range": 24, "strength": 6, "ap": 3, "damage": "2"}}]
    return {"edition": "horus-heresy", "attacker": attacker, "target": target,
            "situation": {"coherency_broken": draw(st.booleans())}}


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_scenarios())
def test_odds_from_every_step_are_exact_conditional_odds(data: dict[str, Any]) -> None:
    check_martingale(RULESET.start(data))


def test_martingale_through_every_kind_of_step() -> None:
    data = scenario(attacker__weapon__damage="D3", attacker__weapon__special_rules=[
        "Pinning (1)", "Shred (6+)"], target__wounds=2, target__medic=4, target__feel_no_pain=6)
    attack = RULESET.start(data)
    attack.proceed()                       # target
    attack.proceed()                       # no reaction
    seen = []
    roller = Roller(11)
    while not attack.finished:
        seen.append(attack.step)
        if attack.step is StepId.SAVE and "medic" in {m.key for m in attack.modifiers()}:
            attack.declare("medic", True)
        if attack.step is StepId.CASUALTIES:
            break
        attack.roll(roller)
    assert check_martingale(attack) >= 0
    assert StepId.HIT in seen and StepId.WOUND in seen


# -- Monte Carlo of the state machine ------------------------------------------------------------
MC_CASES = {
    "legionaries": scenario(attacker__models=5),
    "multi-wound with D3 damage and crits": scenario(
        attacker__bs=7, attacker__weapon__damage="D3", attacker__weapon__ap=3,
        target__wounds=3, target__feel_no_pain=6),
    "vehicle": scenario(attacker__weapon__strength=8, attacker__weapon__damage="2",
                        target={"models": 1, "vehicle": {"armour": 11, "hull_points": 3}}),
    "medic and panic": scenario(attacker__weapon__special_rules=["Panic (1)"],
                                target__medic=4, target__reaction="medic", target__wounds=2),
}


@pytest.mark.parametrize("name", sorted(MC_CASES))
def test_monte_carlo_agrees_within_four_sigma(name: str) -> None:
    data = MC_CASES[name]
    exact = RULESET.odds(data)
    roller = Roller(20240601)
    runs = 1500
    casualties = []
    routed = 0
    for _ in range(runs):
        result = RULESET.start(data).run(roller)
        casualties.append(result.casualties)
        routed += 1 if result.morale_passed is False else 0
    for k in range(exact.casualties.max + 1):
        p = exact.casualties.p(k)
        freq = sum(1 for c in casualties if c == k) / runs
        sigma = sqrt(max(p * (1 - p), 1e-12) / runs)
        assert abs(freq - p) <= 4 * sigma + 1e-9, (k, freq, p)
    p_fail = exact.morale_fail or 0.0
    sigma = sqrt(max(p_fail * (1 - p_fail), 1e-12) / runs)
    assert abs(routed / runs - p_fail) <= 4 * sigma + 1e-9


# -- refusals and navigation ---------------------------------------------------------------------
def to_step(attack: HorusHeresyAttack, step: StepId) -> None:
    roller = Roller(1)
    while attack.step is not step:
        request = attack.request()
        if isinstance(request, ChoiceRequest):
            attack.choose([request.options[0].key])
        else:
            attack.roll(roller)


def test_wrong_dice_are_refused_and_leave_the_state_unchanged() -> None:
    attack = RULESET.start(scenario())
    attack.proceed()
    attack.proceed()
    assert attack.step is StepId.HIT
    before, log = attack.state, attack.log
    for bad in ([1, 2, 3], [0, 4, 4, 4], [7, 1, 1, 1], [True, 1, 1, 1]):
        with pytest.raises(DomainError):
            attack.submit(bad)
        assert attack.state == before and attack.log == log
    with pytest.raises(DomainError):
        attack.choose(["0"])
    with pytest.raises(DomainError):
        attack.declare("reaction", "shieldwall")
    assert attack.state == before


def test_back_and_restart_restore_exactly() -> None:
    attack = RULESET.start(scenario())
    first = attack.state
    attack.proceed()
    attack.proceed()
    at_hit = attack.state
    attack.submit([6, 6, 6, 6])
    assert attack.step is StepId.WOUND
    attack.back()
    assert attack.state == at_hit
    attack.restart()
    assert attack.state == first and attack.log == []


@pytest.mark.parametrize(("flag", "reason"), [
    ("rushed", "Rushed"), ("locked_in_combat", "Locked in Combat"), ("embarked", "embarked")])
def test_units_that_may_not_shoot_are_refused(flag: str, reason: str) -> None:
    data = scenario(**{f"attacker__{flag}": True})
    with pytest.raises(DomainError, match=reason):
        RULESET.start(data)
    with pytest.raises(DomainError, match=reason):
        RULESET.odds(data)


def test_light_unit_after_rushing_shoots_snap_shots() -> None:
    attack = RULESET.start(scenario(attacker__rushed=True, attacker__light=True))
    attack.proceed()
    attack.proceed()
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.target == 5  # BS 4 snap shots


def test_reactions_are_declarations_at_step_three() -> None:
    attack = RULESET.start(scenario(target__shield=True, target__smokescreen=True))
    attack.proceed()
    assert attack.step is StepId.REACTIONS
    keys = {o.key for o in attack.modifiers()[0].choices}
    assert keys == {"none", "return-fire", "shieldwall", "smokescreen"}
    plain = attack.odds().wounds.mean
    attack.declare("reaction", "shieldwall")
    assert attack.odds().wounds.mean < plain
    with pytest.raises(DomainError):
        attack.declare("reaction", "medic")
    attack.declare("reaction", "smokescreen")
    attack.proceed()
    attack.submit([6, 6, 6, 6])
    attack.submit([6, 6, 6, 6])
    attack.submit([1, 1, 1, 1])
    assert attack.step is StepId.MITIGATION  # Smokescreen: Shrouded (5+)
    assert attack.request().target == 5  # type: ignore[union-attr]


def test_stunned_target_may_not_react() -> None:
    attack = RULESET.start(scenario(target__statuses=["stunned"], target__shield=True))
    attack.proceed()
    keys = {o.key for o in attack.modifiers()[0].choices}
    assert keys == {"none"}
    with pytest.raises(DomainError, match="Stunned"):
        RULESET.odds(scenario(target__statuses=["stunned"], target__reaction="return-fire"))


def test_return_fire_is_logged_before_casualties() -> None:
    attack = RULESET.start(scenario())
    attack.proceed()
    attack.declare("reaction", "return-fire")
    attack.proceed()
    to_step(attack, StepId.CASUALTIES)
    assert any("Return Fire" in str(e.message) for e in attack.log)


def test_medic_recovers_a_model_reduced_exactly_to_zero() -> None:
    attack = RULESET.start(scenario(attacker__models=1, attacker__weapon__shots="1",
                                    attacker__weapon__ap=2, target__models=1,
                                    target__medic=4))
    attack.proceed()
    attack.proceed()
    attack.submit([6])          # hit
    attack.submit([6])          # wound, AP 2: no save possible -> damage applied
    assert attack.step is StepId.CASUALTIES
    attack.back()
    attack.back()
    attack.submit([6])
    with pytest.raises(DomainError):
        attack.declare("medic", True)   # not a step where Medic! can be declared
    attack.restart()
    attack = RULESET.start(scenario(attacker__models=1, attacker__weapon__shots="1",
                                    target__models=1, target__medic=4))
    attack.proceed()
    attack.proceed()
    attack.submit([6])
    attack.submit([6])
    assert attack.step is StepId.SAVE
    attack.declare("medic", True)
    attack.submit([1])
    assert attack.step is StepId.CASUALTIES
    assert attack.odds().casualties.mean == pytest.approx(0.5)  # recovers on 4+
    attack.submit([4])
    assert attack.result().casualties == 0


def test_vehicle_glancing_hits_roll_on_the_damage_table() -> None:
    data = scenario(attacker__models=1, attacker__weapon__shots="2",
                    attacker__weapon__strength=7,
                    target={"models": 1, "vehicle": {"armour": 11, "hull_points": 2},
                            "statuses": ["pinned"]})
    attack = RULESET.start(data)
    attack.proceed()
    attack.proceed()
    attack.submit([6, 6])
    assert attack.step is StepId.ARMOUR_PENETRATION
    attack.submit([4, 4])            # 4 + 7 = 11: two glancing hits
    assert attack.step is StepId.CASUALTIES
    attack.submit([3, 4])            # Pinned twice: already pinned -> 2 Hull Points lost
    result = attack.result()
    assert result.casualties == 1 and result.morale_tested is False


def test_failed_routed_check_cancels_the_other_checks() -> None:
    data = scenario(attacker__models=4, attacker__weapon__ap=2,
                    attacker__weapon__special_rules=["Pinning (1)"], target__models=4)
    attack = RULESET.start(data)
    attack.proceed()
    attack.proceed()
    attack.submit([6] * 8)
    attack.submit([6] * 8)
    assert attack.step is StepId.CASUALTIES
    attack.proceed()
    assert attack.result is not None
    assert attack.finished  # all four slain: no checks for a destroyed unit
    data = scenario(attacker__models=1, attacker__weapon__ap=2,
                    attacker__weapon__special_rules=["Pinning (1)"], target__models=5)
    attack = RULESET.start(data)
    attack.proceed()
    attack.proceed()
    attack.submit([6, 6])
    attack.submit([6, 1])
    attack.proceed()
    assert attack.step is StepId.MORALE
    assert [s.value for s, _ in attack.state.checks] == ["pinned"]
    data["attacker"]["weapon"]["special_rules"] = ["Pinning (1)", "Panic (1)"]
    attack = RULESET.start(data)
    attack.proceed()
    attack.proceed()
    attack.submit([6, 6])
    attack.submit([6, 1])
    attack.proceed()
    assert [s.value for s, _ in attack.state.checks] == ["routed", "pinned"]
    attack.submit([6, 6])
    assert attack.finished and attack.result().statuses == ("routed",)


def test_automata_pass_status_checks_and_make_no_reactions() -> None:
    data = scenario(attacker__models=1, attacker__weapon__ap=2,
                    attacker__weapon__special_rules=["Panic (1)", "Pinning (1)"],
                    target__models=2, target__automata=True)
    report = RULESET.odds(data)
    assert report.morale_test > 0 and report.morale_fail == 0.0
    assert "pinned" not in report.extras
    attack = RULESET.start(data)
    attack.proceed()
    assert attack.step is StepId.REACTIONS
    assert {o.key for o in attack.modifiers()[0].choices} == {"none"}
    attack.proceed()
    attack.submit([6, 6])
    attack.submit([6, 1])
    attack.proceed()
    assert attack.finished
    result = attack.result()
    assert result.morale_tested and result.morale_passed and result.statuses == ()


# -- Blast / Template / Barrage and Deflagrate ---------------------------------------------------
def test_area_weapons_take_the_models_under_the_marker() -> None:
    data = scenario(attacker__models=1, attacker__weapon__special_rules=['Blast (3")'],
                    target__models=5)
    attack = RULESET.start(data)
    attack.proceed()  # target
    attack.proceed()  # no reaction
    assert attack.step is StepId.SHOTS and attack.request() is None
    spec = next(m for m in attack.modifiers() if m.key == "models_hit")
    assert spec.value == 1 and spec.maximum == 5
    before = attack.odds().hits
    assert before.probs == (0.0, 1.0)  # one model under the marker by default: one hit
    attack.declare("models_hit", 4)
    assert attack.odds().hits.probs == (0.0, 0.0, 0.0, 0.0, 1.0)
    with pytest.raises(DomainError):
        attack.declare("models_hit", 6)
    check_martingale(attack)
    attack.restart()
    attack.proceed()
    attack.proceed()
    attack.declare("models_hit", 3)
    attack.proceed()
    assert attack.step is StepId.WOUND and attack.state.known.shots == 3
    assert attack.state.known.hits == 3
    assert any("Models under the marker" in e.message.render() for e in attack.log)


def test_deflagrate_hits_follow_the_groups_own_wounds() -> None:
    data = scenario(attacker__models=1, attacker__weapon__special_rules=["Deflagrate (5)"],
                    target__models=5, target__save=None)
    attack = RULESET.start(data)
    attack.proceed()
    attack.proceed()
    attack.submit([6, 6])  # two hits
    attack.submit([6, 6])  # two wounds, no save: two unsaved, two more hits at S5
    assert attack.step is StepId.WOUND
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 2
    assert "Strength 5" in request.explanation.render()
    assert any("Deflagrate: 2 more hits at Strength 5" in e.message.render()
               for e in attack.log)
    check_martingale(attack)
    assert attack.state.known.hits == 4


def test_rules_the_engine_leaves_out_are_noted() -> None:
    from desktop.domain.roster import ModelGroup, Unit, Weapon

    gun = Weapon(name="Volkite", range=15, shots="2", strength=5, ap=5,
                 special_rules=["Deflagrate (5)", "Bolt", "Firing Protocols (2)"])
    firers = Unit(name="Squad", models=[ModelGroup(name="Legionary", count=3, keywords=[
        "Infantry", "Line"], characteristics={"bs": 4}, weapons=[gun])])
    target = Unit(name="Shieldbearers", models=[
        ModelGroup(name="Bearer", count=3, keywords=["Infantry", "Shield", "Hatred (Orks)"],
                   characteristics={"t": 4, "w": 1, "sv": 3}),
        ModelGroup(name="Medicae", count=1, keywords=["Medic (5+)", "Shrouded (6+)"],
                   characteristics={"t": 4, "w": 1, "sv": 3})])
    sc = RULESET.scenario_from_units(firers, gun, target, {})
    assert sc.attacker.weapon.special_rules == ["Deflagrate (5)"]
    assert sc.not_applied == ["Bolt", "Firing Protocols (2)", "Hatred (Orks)", "Line"]
    assert sc.target.shield and sc.target.medic == 5 and sc.target.shrouded == 6
    attack = RULESET.start(sc)
    assert [n.render() for n in attack.notes] == [
        "Not applied: Bolt, Firing Protocols (2), Hatred (Orks), Line"]
    attack.proceed()  # target
    offered = next(m for m in attack.modifiers() if m.key == "reaction")
    assert [c.key for c in offered.choices] == ["none", "return-fire", "shieldwall"]
    # a minority with the Shield trait does not entitle the unit to Shieldwall!
    few = target.model_copy(update={"models": [
        target.models[0].model_copy(update={"count": 1}),
        target.models[1].model_copy(update={"count": 2})]})
    assert not RULESET.scenario_from_units(firers, gun, few, {}).target.shield
