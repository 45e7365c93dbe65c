"""apply_result: an engine AttackResult becomes the updated target unit."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.domain.document import RosterDocument
from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Roster, Unit
from desktop.domain.text import DomainError
from desktop.rules.apply_result import apply_result, default_order, plan, shooting_edit
from desktop.rules.dice import Roller
from desktop.rules.registry import get_ruleset
from desktop.rules.sequence import AttackResult, GroupResult
from desktop.ui.demo import load_demo_rosters


def group(name: str, count: int, w: int = 1, lost: int = 0, flesh: int = 0,
          key: str = "w") -> ModelGroup:
    return ModelGroup(name=name, count=count, characteristics={key: w}, wounds_lost=lost,
                      flesh_wounds=flesh)


def result(casualties: int, *groups: GroupResult, statuses: tuple[str, ...] = ()
           ) -> AttackResult:
    return AttackResult(shots=10, hits=8, wounds=6, unsaved=casualties, casualties=casualties,
                        groups=groups, statuses=statuses)


MIXED = Unit(id="u1", name="Boyz", models=[group("Nob", 1, w=2), group("Boy", 10),
                                           group("Dead", 0)], statuses=["pinned"])


# -- per-group results (classic, second) --------------------------------------------------------
@pytest.mark.parametrize("edition", [Edition.CLASSIC, Edition.SECOND])
@pytest.mark.parametrize(("nob", "boys", "counts", "lost"), [
    (GroupResult("Nob", 0, 1), GroupResult("Boy", 3), [1, 7, 0], [1, 0, 0]),
    (GroupResult("Nob", 1, 0), GroupResult("Boy", 10), [0, 0, 0], [0, 0, 0]),
    (GroupResult("Nob", 0, 0), GroupResult("Boy", 0), [1, 10, 0], [0, 0, 0]),
])
def test_group_results_go_to_their_own_groups(edition: Edition, nob: GroupResult,
                                              boys: GroupResult, counts: list[int],
                                              lost: list[int]) -> None:
    after = apply_result(MIXED, result(nob.models_removed + boys.models_removed, nob, boys),
                         edition)
    assert [g.count for g in after.models] == counts
    assert [g.wounds_lost for g in after.models] == lost
    assert after.id == MIXED.id and after.name == MIXED.name
    assert MIXED.models[1].count == 10  # the input is never changed


def test_group_results_leave_no_choice() -> None:
    outcome = plan(MIXED, result(3, GroupResult("Nob", 0), GroupResult("Boy", 3)),
                   Edition.CLASSIC)
    assert not outcome.free_choice
    with pytest.raises(DomainError):
        plan(MIXED, result(3, GroupResult("Nob", 0), GroupResult("Boy", 3)), Edition.CLASSIC,
             removals=[1, 2, 0])


# -- unit-level results (Horus Heresy) ---------------------------------------------------------
SQUAD = Unit(id="hh", name="Tactical Squad", models=[group("Sergeant", 1), group("Legionary", 9)])


@pytest.mark.parametrize(("removed", "counts"), [
    (0, [1, 9]), (3, [1, 6]), (9, [1, 0]), (10, [0, 0]), (12, [0, 0]),
])
def test_unit_results_take_the_back_of_the_unit_first(removed: int, counts: list[int]) -> None:
    after = apply_result(SQUAD, result(removed, GroupResult("Tactical Squad", removed)),
                         Edition.HORUS_HERESY)
    assert [g.count for g in after.models] == counts


def test_wounded_model_is_picked_first_and_carries_the_wounds() -> None:
    unit = Unit(id="t", name="Thallax", models=[group("Thallax", 3, w=2),
                                                group("Thallax (hurt)", 2, w=2, lost=1)])
    assert default_order(unit) == (1, 0)
    after = apply_result(unit, result(1, GroupResult("Thallax", 1, wounds_carried=1)),
                         Edition.HORUS_HERESY)
    assert [g.count for g in after.models] == [3, 1]
    assert [g.wounds_lost for g in after.models] == [0, 1]
    after = apply_result(unit, result(2, GroupResult("Thallax", 2, wounds_carried=1)),
                         Edition.HORUS_HERESY)
    assert [g.count for g in after.models] == [3, 0]
    assert [g.wounds_lost for g in after.models] == [1, 0]


def test_owner_may_choose_the_casualties() -> None:
    res = result(2, GroupResult("Tactical Squad", 2))
    outcome = plan(SQUAD, res, Edition.HORUS_HERESY)
    assert outcome.free_choice and outcome.eligible == (0, 1)
    after = apply_result(SQUAD, res, Edition.HORUS_HERESY, removals=[1, 1])
    assert [g.count for g in after.models] == [0, 8]


@pytest.mark.parametrize("removals", [[0, 1], [2, 0], [0, 3], [-1, 3], [1], [1, 1, 0]])
def test_impossible_choices_are_refused(removals: list[int]) -> None:
    with pytest.raises(DomainError):
        apply_result(SQUAD, result(2, GroupResult("Tactical Squad", 2)), Edition.HORUS_HERESY,
                     removals=removals)


def test_vehicle_hull_points_are_carried() -> None:
    tank = Unit(id="v", name="Krios", models=[group("Krios", 1, w=5, key="hp")])
    after = apply_result(tank, result(0, GroupResult("Krios", 0, wounds_carried=3)),
                         Edition.HORUS_HERESY)
    assert after.models[0].wounds_lost == 3
    after = apply_result(tank, result(1, GroupResult("Krios", 1, wounds_carried=0)),
                         Edition.HORUS_HERESY)
    assert after.models[0].count == 0 and after.models[0].wounds_lost == 0


# -- Kill Team: the first standing group only, flesh wounds ---------------------------------------
def test_kill_team_result_goes_to_the_first_standing_group() -> None:
    unit = Unit(id="k", name="Guardians", models=[group("Gone", 0), group("Guardian", 3),
                                                  group("Other", 2)])
    res = result(1, GroupResult("Guardians", 1, wounds_carried=0, flesh_wounds=2))
    outcome = plan(unit, res, Edition.KILL_TEAM_2018)
    assert outcome.eligible == (1,) and not outcome.free_choice
    after = apply_result(unit, res, Edition.KILL_TEAM_2018)
    assert [g.count for g in after.models] == [0, 2, 2]
    assert [g.flesh_wounds for g in after.models] == [0, 2, 0]


def test_kill_team_model_out_of_action_loses_its_markers() -> None:
    unit = Unit(id="k", name="Exarch", models=[group("Exarch", 1, w=2, lost=1, flesh=1)])
    after = apply_result(unit, result(1, GroupResult("Exarch", 1)), Edition.KILL_TEAM_2018)
    assert after.models[0].count == 0
    assert (after.models[0].wounds_lost, after.models[0].flesh_wounds) == (0, 0)


# -- statuses -------------------------------------------------------------------------------------
def test_statuses_are_added_once_and_firer_statuses_left_out() -> None:
    res = result(0, GroupResult("Nob", 0, statuses=("routed",)), GroupResult("Boy", 0),
                 statuses=("pinned", "jammed", "broken-test-due", "routed"))
    after = apply_result(MIXED, res, Edition.SECOND)
    assert after.statuses == ["pinned", "routed"]


# -- the undoable edit ---------------------------------------------------------------------------
def test_shooting_edit_applies_and_reverts() -> None:
    document = RosterDocument(Roster(name="Orks", units=[MIXED]))
    after = apply_result(MIXED, result(3, GroupResult("Nob", 0), GroupResult("Boy", 3)),
                         Edition.CLASSIC)
    edit = shooting_edit(MIXED, after)
    assert "Boyz" in edit.name.render()
    edit.apply(document)
    assert document.roster.units[0].models[1].count == 7
    edit.revert(document)
    assert document.roster.units[0] == MIXED


# -- properties ----------------------------------------------------------------------------------
@given(st.lists(st.integers(0, 6), min_size=1, max_size=5), st.integers(0, 40), st.data())
def test_unit_level_removals_keep_every_model_accounted(counts: list[int], casualties: int,
                                                        data: st.DataObject) -> None:
    unit = Unit(id="p", name="P", models=[group(f"g{i}", n) for i, n in enumerate(counts)])
    res = result(casualties, GroupResult("P", casualties))
    outcome = plan(unit, res, Edition.HORUS_HERESY)
    expected = min(casualties, sum(counts))
    assert outcome.total_removed == expected
    after = apply_result(unit, res, Edition.HORUS_HERESY)
    assert after.model_count == sum(counts) - expected
    assert all(g.count >= 0 for g in after.models)
    # any other legal pick is accepted and applied exactly
    picks = [0] * len(counts)
    left = expected
    for i in data.draw(st.permutations(range(len(counts)))):
        take = data.draw(st.integers(0, min(left, counts[i])))
        picks[i] = take
        left -= take
    if left == 0:
        after = apply_result(unit, res, Edition.HORUS_HERESY, removals=picks)
        assert [g.count for g in after.models] == [c - p for c, p in zip(counts, picks,
                                                                          strict=True)]


# -- real attacks, each edition -------------------------------------------------------------------
CASES = {
    Edition.SECOND: ("Tactical Squad", "Boltgun", "Goff Boyz Mob"),
    Edition.CLASSIC: ("Tactical Squad", "Boltgun", "Shoota Boyz"),
    Edition.KILL_TEAM_2018: ("Sergeant Varro", "Bolt rifle", "Exarch Aethon"),
    Edition.HORUS_HERESY: ("Legion Tactical Squad", "Bolter", "Legion Tactical Squad"),
}


@pytest.mark.parametrize("edition", list(CASES))
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_real_attacks_remove_exactly_the_casualties(edition: Edition, seed: int) -> None:
    rosters = [r for r in load_demo_rosters() if r.edition is edition]
    attacker_name, weapon_name, target_name = CASES[edition]
    attacker = next(u for u in rosters[0].units if u.name == attacker_name)
    target = next(u for r in reversed(rosters) for u in r.units if u.name == target_name)
    weapon = next(w for g in attacker.models for w in g.weapons if w.name == weapon_name)
    ruleset = get_ruleset(edition)
    attack = ruleset.start(ruleset.scenario_from_units(attacker, weapon, target,
                                                       {"distance": 8}))
    res = attack.run(Roller(seed))
    after = apply_result(target, res, edition)
    assert target.model_count - after.model_count == res.casualties
    assert after.id == target.id
