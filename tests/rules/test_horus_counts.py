"""Horus Heresy (3rd ed.): the short cuts of the counted laws against the general counted chain.

:func:`counted_law` skips the chain over the count where it provably cannot change the
result: no wipe-out possible (fewer wounds to come than models), the last Fire Group's own
count added to the mass alive at its start, groups that add a sure count (only the wipe-out
chance after each group matters), the events of the last group after its last counted
place summed out, the wipe-out chance read off the casualty chain.  Here each count of
random attacks - at the start and at every step of a played attack - is also computed by
the general chain (every group, every place, the count in the states) and must agree to
1e-12.  The brute-force tests in test_horus_odds.py check both against every die on small
attacks; these attacks are larger (several Fire Groups, up to 18 dice a group).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.rules.dice import Dist, Roller
from desktop.rules.editions.horus_heresy import RULESET
from desktop.rules.editions.horus_heresy.build import plan_for, setup_from_scenario
from desktop.rules.editions.horus_heresy.chain import Space
from desktop.rules.editions.horus_heresy.counts import (
    Counter,
    _accumulate,
    _counted_chain,
    _sure_count,
    counted_law,
    wipe_chance,
)
from desktop.rules.editions.horus_heresy.odds import Plan, _end_states, odds
from desktop.rules.editions.horus_heresy.scenario import HHScenario
from desktop.rules.editions.horus_heresy.state import plan_from

RULES = ["Shred (5+)", "Critical Hit (5+)", "Pinning (1)", "Panic (1)", "Suppressive (1)",
         "Breaching (5+)", "Rending (5+)", "Deflagrate (4)", "Stun (1)", "Poisoned (4+)"]


@st.composite
def weapons(draw: st.DrawFn) -> dict[str, Any]:
    return {"name": "g", "shots": draw(st.sampled_from(["1", "2", "3", "D3"])), "range": 24,
            "strength": draw(st.integers(3, 9)), "ap": draw(st.sampled_from([None, 2, 3, 4, 5])),
            "damage": draw(st.sampled_from(["1", "2", "D3"])),
            "special_rules": draw(st.lists(st.sampled_from(RULES), max_size=2, unique=True))}


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, Any]:
    attacker: dict[str, Any] = {"models": draw(st.integers(1, 6)), "bs": draw(st.integers(2, 8)),
                                "weapon": draw(weapons())}
    groups = draw(st.lists(st.fixed_dictionaries(
        {"models": st.integers(1, 3), "bs": st.integers(2, 8), "weapon": weapons()}),
        max_size=3))
    if groups:
        attacker["fire_groups"] = groups
    if draw(st.booleans()):
        target: dict[str, Any] = {"models": draw(st.integers(1, 3)),
                                  "vehicle": {"armour": draw(st.integers(10, 12)),
                                              "hull_points": draw(st.integers(1, 4))}}
    else:
        wounds = draw(st.integers(1, 3))
        target = {"models": draw(st.integers(1, 6)), "toughness": draw(st.integers(3, 6)),
                  "wounds": wounds, "save": draw(st.sampled_from([2, 3, 4, 5])),
                  "wounds_lost": draw(st.integers(0, wounds - 1)), "leadership": 8, "cool": 7}
        if draw(st.booleans()):
            target.update(medic=4, reaction="medic")
    return {"edition": "horus-heresy", "attacker": attacker, "target": target}


def general_law(plan: Plan, counter: Counter) -> Dist:
    """The count by the general counted chain: every group and every place chained, the
    count carried in the states."""
    space = Space(plan.space.models, plan.space.wounds)
    dead, alive = _counted_chain(space, plan.start[0], plan.groups, counter)
    out = list(dead)
    for offset, cells in alive.values():
        _accumulate(out, offset, cells, 1.0)
    return Dist.of(out or [1.0])


def plans(scenario: dict[str, Any], seed: int) -> list[Plan]:
    """The plan of the attack at its start and at every step of one play with virtual dice."""
    setup, _ = setup_from_scenario(HHScenario.model_validate(scenario))
    out = [plan_for(setup)]
    attack = RULESET.start(scenario)
    roller = Roller(seed)
    while not attack.finished:
        state = attack.state
        if state.step is not None:
            out.append(plan_from(state))
        request = attack.request()
        if request is not None and hasattr(request, "options"):
            attack.choose([request.options[0].key])  # type: ignore[union-attr]
        else:
            attack.roll(roller)
    return out


def assert_close(a: Dist, b: Dist, what: str) -> None:
    n = max(len(a.probs), len(b.probs))
    for k in range(n):
        assert abs(a.p(k) - b.p(k)) <= 1e-12, (what, k, a.p(k), b.p(k))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios(), st.integers(0, 10_000))
def test_short_cuts_equal_the_general_counted_chain(scenario: dict[str, Any], seed: int) -> None:
    for plan in plans(scenario, seed):
        if plan.start[0] <= 0 or not plan.groups:
            continue  # nothing left to count (the attack is at step 11)
        space = plan.space
        end = _end_states(plan)
        wiped = sum(end[space.index(0, a)] for a in range(space.aux + 1))
        assert abs(wiped - wipe_chance(space.models, space.wounds, plan.start[0],
                                       plan.groups)) <= 1e-12
        counters: list[Counter] = ["shots", "hits", "wounds", "unsaved"]
        if plan.final.vehicle:
            counters.append("glancing")
        for counter in counters:
            general = general_law(plan, counter)
            for given_wiped in (None, wiped):
                law = counted_law(space.models, space.wounds, plan.start[0], plan.groups,
                                  counter, given_wiped)
                assert_close(law, general, counter)


def sure_groups_plan() -> Plan:
    scenario = {"edition": "horus-heresy",
                "attacker": {"models": 4, "bs": 6, "weapon": {
                    "name": "Bolter", "shots": "2", "range": 24, "strength": 5, "ap": 2,
                    "damage": "1", "special_rules": []},
                    "fire_groups": [{"models": 3, "bs": 5, "weapon": {
                        "name": "Gun", "shots": "3", "range": 24, "strength": 6, "ap": 3,
                        "damage": "D3", "special_rules": []}}]},
                "target": {"models": 5, "toughness": 4, "wounds": 1, "save": 4,
                           "leadership": 8, "cool": 8}}
    setup, _ = setup_from_scenario(HHScenario.model_validate(scenario))
    return plan_for(setup)


def test_fixed_shots_take_the_sure_count_path_and_agree() -> None:
    """8 sure shots, then 9 more only if a model is left: the short cut is taken here (a
    sure count for the first group, a wipe-out possible before the second) and agrees."""
    plan = sure_groups_plan()
    space = Space(plan.space.models, plan.space.wounds)
    assert _sure_count(plan.groups[0], "shots", space) == 8
    assert _sure_count(plan.groups[0], "hits", space) is None
    wiped = wipe_chance(space.models, space.wounds, plan.start[0], plan.groups[:1])
    assert 0.05 < wiped < 0.95
    shots = odds(plan).shots
    assert shots.p(8) == pytest.approx(wiped, abs=1e-12)
    assert shots.p(17) == pytest.approx(1.0 - wiped, abs=1e-12)
    assert_close(shots, general_law(plan, "shots"), "shots")

