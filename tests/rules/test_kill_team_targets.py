"""Kill Team per-model targeting from a roster (seed 002): the whole target kill team is in
reach, each firer picks its target model, splits its shots between models within 2" of it,
and may not target a model within 1" of a friendly model; the result goes to each unit hit.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import DomainError
from desktop.rules.apply_result import apply_result
from desktop.rules.dice import Dist
from desktop.rules.editions.kill_team_2018 import RULESET
from desktop.rules.editions.kill_team_2018.adapter import kill_team_units
from desktop.rules.sequence import ChoiceRequest, DiceRequest
from desktop.rules.steps import StepId
from desktop.ui.wizard.session import AttackSession
from tests.rules.brute import enumerate_outcomes

CATAPULT = Weapon(name="Shuriken catapult", type="assault", range=12, shots="2", strength=4,
                  ap=0, damage="1")


def model(name: str, t: int = 3, w: int = 1, sv: int = 5, ld: int = 7, **more: Any) -> Unit:
    return Unit(id=name.lower().replace(" ", "-"), name=name, models=[ModelGroup(
        name=name, count=1, characteristics={"bs": 3, "s": 3, "t": t, "w": w, "sv": sv,
                                             "ld": ld}, weapons=[CATAPULT], **more)])


def kill_team() -> list[Unit]:
    """Five units: one has no model left, one no Toughness (neither can be shot)."""
    return [model("Exarch", w=2, sv=3, ld=8), model("Avenger"),
            model("Gone", w=1).model_copy(update={"models": [ModelGroup(name="Gone", count=0)]}),
            Unit(name="Marker", models=[ModelGroup(name="Objective marker")]),
            model("Guardian", t=4, flesh_wounds=1), model("Platform", t=5, w=2, sv=3)]


def outcome(attack: Any, state: Any) -> tuple[int, ...]:
    return (*state.totals, *(w for w, _ in state.models), *(f for _, f in state.models))


def test_the_whole_kill_team_is_in_reach_in_roster_order() -> None:
    team = kill_team()
    first = team[1]
    assert [u.name for u in kill_team_units(first, team)] == [
        "Avenger", "Exarch", "Guardian", "Platform"]  # models left, with a Toughness
    sc = RULESET.scenario_from_units(model("Firer"), CATAPULT, first, {"kill_team": team})
    assert sc.target.name == "Avenger" and sc.target.leadership == 8  # the team's highest
    assert [(g.name, g.toughness, g.wounds, g.save, g.flesh_wounds) for g in sc.target.groups] \
        == [("Exarch", 3, 2, 3, 0), ("Guardian", 4, 1, 5, 1), ("Platform", 5, 2, 3, 0)]
    assert sc.target.team_size == 4
    alone = RULESET.scenario_from_units(model("Firer"), CATAPULT, first, {})
    assert alone.target.groups == [] and alone.target.leadership == 7


def test_too_many_target_models_are_refused() -> None:
    crowd = [Unit(name=f"Mob {i}", models=[ModelGroup(
        name="Boy", count=20, characteristics={"t": 4, "w": 1, "sv": 6})]) for i in range(3)]
    with pytest.raises(DomainError):
        RULESET.scenario_from_units(model("Firer"), CATAPULT, crowd[0], {"kill_team": crowd})


def start(target: str = "Avenger", **situation: Any) -> AttackSession:
    team = kill_team()
    first = next(u for u in team if u.name == target)
    return AttackSession(Edition.KILL_TEAM_2018, model("Firer"), CATAPULT, first,
                         {"kill_team": team, "distance": 5, **situation})


def test_each_firer_picks_its_target_and_the_odds_follow() -> None:
    session = start()
    attack = session.attack
    offered = {m.key: m for m in attack.modifiers()}
    assert [c.key for c in offered["target"].choices] == ["m0", "m1", "m2", "m3"]
    assert offered["target"].value == "m0"
    before = attack.odds()
    attack.declare("target", "m3")  # the Platform: T5, 3+ save, 2 wounds
    assert attack.state.target == 3
    after = attack.odds()
    assert after.unsaved.mean < before.unsaved.mean  # a tougher, better-saved target
    assert after.casualties.mean < before.casualties.mean
    with pytest.raises(DomainError):
        attack.declare("target", "m9")
    law = enumerate_outcomes(attack, attack.state, outcome=outcome)
    platform_out = float(sum((p for key, p in law.items() if key[4 + 3] <= 0), Fraction(0)))
    assert after.casualties.mean == pytest.approx(platform_out, abs=1e-12)
    session.submit([])  # target
    assert "Platform" in str(session.records[-1].messages[0])


def test_a_model_near_a_friendly_model_is_refused() -> None:
    session = start()
    before = session.attack.state
    with pytest.raises(DomainError) as refused:
        session.declare("near_friendly", True)
    assert "within 1" in str(refused.value)
    assert session.attack.state == before


def test_split_shots_are_declared_before_rolling_and_resolved_in_turn() -> None:
    session = start()
    attack = session.attack
    attack.declare("split", True)
    session.submit([])  # target
    session.submit([])  # range: 2 shots, 5" away
    request = attack.request()
    assert isinstance(request, ChoiceRequest) and request.repeat
    assert [o.key for o in request.options] == ["m0", "m1", "m2", "m3"]  # first target first
    with pytest.raises(DomainError):  # the first target must get a shot
        session.choose(["m2", "m3"])
    session.choose(["m2", "m0"])  # one at the Guardian, one at the Avenger
    assert attack.state.portions == ((2, 1), (0, 1))
    law = enumerate_outcomes(attack, attack.state, outcome=outcome)
    odds = attack.odds()
    for index, name in enumerate(("shots", "hits", "wounds", "unsaved")):
        values: dict[int, Fraction] = {}
        for key, p in law.items():
            values[key[index]] = values.get(key[index], Fraction(0)) + p
        expected = Dist.of([float(values.get(k, 0)) for k in range(max(values) + 1)])
        assert getattr(odds, name).probs == pytest.approx(expected.probs, abs=1e-12), name
    request = attack.request()
    assert isinstance(request, DiceRequest) and "Guardian" in str(request.purpose)
    session.submit([6])  # hit the Guardian
    session.submit([6])  # wound it (S4 vs T4: 4+)
    session.submit([1])  # save failed: down to 0, injury roll
    assert attack.step is StepId.INJURY
    session.submit([6])  # out of action (it had a flesh wound: +1)
    request = attack.request()
    assert isinstance(request, DiceRequest) and "Avenger" in str(request.purpose)
    session.submit([1])  # miss the Avenger
    assert attack.step is StepId.MORALE
    session.submit([])
    parts = dict((u.name, r) for u, r in session.unit_results())
    assert list(parts) == ["Avenger", "Exarch", "Guardian", "Platform"]
    assert parts["Guardian"].casualties == 1 and parts["Avenger"].casualties == 0
    team = {u.name: u for u in kill_team()}
    assert apply_result(team["Guardian"], parts["Guardian"],
                        Edition.KILL_TEAM_2018).model_count == 0
    assert apply_result(team["Exarch"], parts["Exarch"], Edition.KILL_TEAM_2018) == team["Exarch"]


def test_the_next_firer_aims_where_the_last_one_did() -> None:
    """Two firers at a 2-model group: the second takes the most hurt one of that group; once
    it is out of action the next profile is shot."""
    pair = Unit(id="pair", name="Rangers", models=[ModelGroup(
        name="Ranger", count=2, characteristics={"t": 3, "w": 1, "sv": 5, "ld": 7})])
    single = CATAPULT.model_copy(update={"shots": "1"})
    firers = Unit(name="Guardians", models=[ModelGroup(
        name="Guardian", count=2, characteristics={"bs": 3, "s": 3}, weapons=[single])])
    other = model("Avenger")
    session = AttackSession(Edition.KILL_TEAM_2018, firers, single, pair,
                            {"kill_team": [other, pair], "distance": 5})
    attack = session.attack
    for dice in ([], [], [6], [6], [1], [2]):  # firer 1: flesh wound on Ranger 1
        session.submit(dice)
    assert attack.state.models[:2] == ((1, 1), (1, 0)) and attack.state.firer == 1
    assert attack.state.target == 0  # the hurt Ranger
    for dice in ([], [], [6], [6], [1], [6], []):  # firer 2: out of action; morale
        session.submit(dice)
    assert attack.finished
    parts = dict((u.name, r) for u, r in session.unit_results())
    assert parts["Rangers"].casualties == 1 and parts["Avenger"].casualties == 0
