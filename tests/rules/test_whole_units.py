"""Whole units in classic and 2nd edition (issue #13): a firing unit of several weapons at a
target unit of several profiles, as one attack.

- exact odds equal the brute-force play of every dice outcome (fire groups, target groups in
  or out of cover, the removal order, mixed Toughness, templates and blasts);
- four identical models entered as 2 + 2 give exactly the odds of one group of 4;
- a seeded Monte Carlo of whole-unit attacks agrees with the exact odds;
- the shared chain (desktop.rules.unit) on its own.
"""

from __future__ import annotations

from math import sqrt
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.rules.dice import Dist, Roller
from desktop.rules.editions.classic import RULESET as CLASSIC
from desktop.rules.editions.second import RULESET as SECOND
from desktop.rules.odds import Pool
from desktop.rules.registry import Ruleset
from desktop.rules.sequence import DiceRequest
from desktop.rules.unit import ONE_WOUND, SLAIN, Effect, Line, Segment, dealt, line_odds, shares
from tests.rules.brute import enumerate_outcomes, marginal, morale_probabilities

NAMES = ("shots", "hits", "wounds", "unsaved", "casualties")


def assert_matches_brute_force(ruleset: Ruleset, data: dict[str, Any], steps: int = 0,
                               seed: int = 0, max_dice: int = 6) -> None:
    attack = ruleset.start(data)
    roller = Roller(seed)
    for _ in range(steps):
        if attack.finished:
            break
        attack.roll(roller)
    law = enumerate_outcomes(attack, attack.state, max_dice=max_dice)
    odds = attack.odds()
    for index, name in enumerate(NAMES):
        expected = marginal(law, index)
        got: Dist = getattr(odds, name)
        assert got.max == expected.max, f"{name}: listed up to {got.max}, not {expected.max}"
        width = got.max + 1
        assert [got.p(k) for k in range(width)] == pytest.approx(
            [expected.p(k) for k in range(width)], abs=1e-12), name
        assert got.total == pytest.approx(1.0, abs=1e-12)
    test, fail = morale_probabilities(law)
    assert odds.morale_test == pytest.approx(test, abs=1e-12)
    if odds.morale_fail is not None:
        assert odds.morale_fail == pytest.approx(fail, abs=1e-12)


# -- classic ---------------------------------------------------------------------------------
classic_guns = st.lists(st.fixed_dictionaries({
    "models": st.just(1), "bs": st.integers(2, 5),
    "weapon": st.fixed_dictionaries({
        "name": st.sampled_from(["Boltgun", "Heavy bolter", "Flamer", "Frag"]),
        "type": st.sampled_from([None, "assault", "heavy", "rapid-fire"]),
        "range": st.just(24), "strength": st.integers(3, 8),
        "ap": st.sampled_from([None, 3, 5]), "kind": st.sampled_from(["", "", "template",
                                                                    "blast"])}),
    "under": st.integers(0, 1), "partly": st.integers(0, 1)}), min_size=1, max_size=2)

classic_targets = st.lists(st.fixed_dictionaries({
    "name": st.sampled_from(["Boy", "Nob", "Grot"]), "models": st.integers(1, 2),
    "toughness": st.sampled_from([3, 4]), "wounds": st.integers(1, 2),
    "save": st.sampled_from([None, 4, 6]), "invulnerable": st.sampled_from([None, 5]),
    "cover": st.sampled_from([None, None, 4, 6])}), min_size=1, max_size=3)


def classic_data(guns: list[dict[str, Any]], targets: list[dict[str, Any]],
                 order: list[int], moved: bool, leadership: int) -> dict[str, Any]:
    entries = []
    for g in guns:
        weapon = {k: v for k, v in g["weapon"].items() if k != "kind"}
        entry: dict[str, Any] = {"models": g["models"], "bs": g["bs"], "weapon": weapon}
        if g["weapon"]["kind"]:
            weapon[g["weapon"]["kind"]] = True
            weapon["type"] = "assault"  # one shot: at most 2 hits (the brute force's size)
            models = sum(t["models"] for t in targets)
            entry["under"] = min(g["under"], models)
            entry["partly_under"] = min(g["partly"], models - entry["under"])
        entries.append(entry)
    first, *rest = entries
    return {"edition": "classic",
            "attacker": {**first, "moved": moved, "fire_groups": rest},
            "target": {**targets[0], "leadership": leadership, "groups": targets[1:]},
            "situation": {"distance": 10, "removal_order": order}}


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(guns=classic_guns, targets=classic_targets, moved=st.booleans(),
       leadership=st.integers(2, 10), steps=st.integers(0, 8), seed=st.integers(0, 999),
       data=st.data())
def test_classic_whole_unit_odds_equal_brute_force(
        guns: list[dict[str, Any]], targets: list[dict[str, Any]], moved: bool,
        leadership: int, steps: int, seed: int, data: st.DataObject) -> None:
    order = data.draw(st.permutations(list(range(len(targets)))))
    assert_matches_brute_force(CLASSIC, classic_data(guns, targets, list(order), moved,
                                                     leadership), steps, seed)


# -- second ----------------------------------------------------------------------------------
second_guns = st.lists(st.fixed_dictionaries({
    "models": st.just(1), "bs": st.integers(2, 5),
    "weapon": st.fixed_dictionaries({
        "name": st.sampled_from(["Boltgun", "Heavy bolter", "Flamer", "Frag"]),
        "range": st.just(24), "short_range": st.just(12), "hit_modifier_short": st.just(1),
        "strength": st.integers(3, 6), "save_modifier": st.integers(-2, 0),
        "damage": st.sampled_from(["1", "D3"]), "kind": st.sampled_from(["", "", "template",
                                                                       "blast"])}),
    "under": st.integers(0, 1), "partly": st.integers(0, 1)}), min_size=1, max_size=2)

second_targets = st.lists(st.fixed_dictionaries({
    "name": st.sampled_from(["Boy", "Nob", "Grot"]), "models": st.integers(1, 2),
    "toughness": st.sampled_from([3, 4]), "wounds": st.integers(1, 2),
    "save": st.sampled_from([None, 4, 6]), "field_save": st.sampled_from([None, None, 5]),
    "cover": st.sampled_from([None, None, "soft", "hard"])}), min_size=1, max_size=3)


def second_data(guns: list[dict[str, Any]], targets: list[dict[str, Any]],
                order: list[int], moved: bool, leadership: int,
                distance: int = 10) -> dict[str, Any]:
    entries = []
    for g in guns:
        weapon = {k: v for k, v in g["weapon"].items() if k != "kind"}
        entry: dict[str, Any] = {"models": g["models"], "bs": g["bs"], "weapon": weapon}
        if g["weapon"]["kind"]:
            weapon[g["weapon"]["kind"]] = True
            models = sum(t["models"] for t in targets)
            entry["under"] = min(g["under"], models)
            entry["partly_under"] = min(g["partly"], models - entry["under"])
        entries.append(entry)
    first, *rest = entries
    return {"edition": "second",
            "attacker": {**first, "moved": moved, "fire_groups": rest},
            "target": {**targets[0], "leadership": leadership, "groups": targets[1:]},
            "situation": {"distance": distance, "removal_order": order}}


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(guns=second_guns, targets=second_targets, moved=st.booleans(),
       leadership=st.integers(2, 10), steps=st.integers(0, 10), seed=st.integers(0, 999),
       distance=st.sampled_from([8, 20]), data=st.data())
def test_second_whole_unit_odds_equal_brute_force(
        guns: list[dict[str, Any]], targets: list[dict[str, Any]], moved: bool,
        leadership: int, steps: int, seed: int, distance: int, data: st.DataObject) -> None:
    order = data.draw(st.permutations(list(range(len(targets)))))
    assert_matches_brute_force(SECOND, second_data(guns, targets, list(order), moved,
                                                   leadership, distance), steps, seed)


def test_second_field_save_armour_and_damage_stages_mid_batch() -> None:
    """Conditioned odds at every stage of a batch (field save made, armour pending, damage
    pending) equal brute force: two W2 models with a refractor field, D3 damage."""
    data = second_data([{"models": 2, "bs": 5, "under": 0, "partly": 0, "weapon": {
        "name": "Heavy bolter", "range": 24, "short_range": 12, "hit_modifier_short": 1,
        "strength": 5, "save_modifier": -1, "damage": "D3", "kind": ""}}],
        [{"name": "Ogryn", "models": 2, "toughness": 4, "wounds": 2, "save": 5,
          "field_save": 5, "cover": None}], [0], False, 7)
    for seed in range(12):
        for steps in range(3, 9):
            assert_matches_brute_force(SECOND, data, steps, seed)


# -- identical models split into groups ---------------------------------------------------------
def _same(a: Dist, b: Dist) -> None:
    width = max(a.max, b.max) + 1
    assert [a.p(k) for k in range(width)] == pytest.approx([b.p(k) for k in range(width)],
                                                           abs=1e-12)


@settings(max_examples=40, deadline=None)
@given(models=st.integers(2, 8), cut=st.integers(1, 7), wounds=st.integers(1, 3),
       save=st.sampled_from([None, 3, 5]), strength=st.integers(3, 8),
       shots=st.integers(1, 12), other=st.sampled_from([None, 3, 5]),
       edition=st.sampled_from(["classic", "second"]))
def test_identical_models_split_in_two_give_the_odds_of_one_group(
        models: int, cut: int, wounds: int, save: int | None, strength: int, shots: int,
        other: int | None, edition: str) -> None:
    """Four identical models entered as 2 + 2 (any split, next to each other) give exactly
    the odds of one group of 4 — also beside a group of another Toughness."""
    cut = min(cut, models - 1)
    profile = {"toughness": 4, "wounds": wounds, "save": save}
    whole = [{"name": "Boy", "models": models, **profile}]
    split = [{"name": "Boy", "models": cut, **profile},
             {"name": "Boy", "models": models - cut, **profile}]
    extra = [] if other is None else [{"name": "Boss", "models": 1, "toughness": other,
                                       "wounds": 2, "save": 4}]
    odds = []
    for target in (whole + extra, split + extra):
        if edition == "classic":
            weapon = {"name": "Gun", "type": "assault", "shots": str(shots), "range": 24,
                      "strength": strength, "ap": 4}
        else:
            weapon = {"name": "Gun", "shots": str(shots), "range": 24, "strength": strength,
                      "save_modifier": -1, "damage": "D3" if wounds > 1 else "1"}
        data = {"edition": edition,
                "attacker": {"models": 1, "bs": 4, "weapon": weapon},
                "target": {**target[0], "leadership": 7, "groups": target[1:]},
                "situation": {"distance": 10}}
        ruleset = CLASSIC if edition == "classic" else SECOND
        odds.append(ruleset.odds(data))
    for name in NAMES:
        _same(getattr(odds[0], name), getattr(odds[1], name))
    assert odds[0].morale_test == pytest.approx(odds[1].morale_test, abs=1e-12)
    assert odds[0].morale_fail == pytest.approx(odds[1].morale_fail, abs=1e-12)


def test_no_unsaved_wound_is_lost_while_a_model_remains() -> None:
    """Nob and Boyz of one Toughness: every unsaved wound kills while models remain (the old
    per-group allocation forced hits on the Nob and lost the surplus)."""
    data = {"edition": "classic",
            "attacker": {"models": 10, "bs": 10, "weapon": {
                "name": "Lascannon", "type": "assault", "range": 48, "strength": 9,
                "ap": 2}},
            "target": {"name": "Boy", "models": 4, "toughness": 4, "leadership": 7,
                       "groups": [{"name": "Nob", "models": 1, "toughness": 4}]},
            "situation": {"distance": 10}}
    odds = CLASSIC.odds(data)
    unsaved = odds.unsaved
    for k in range(0, 5):
        assert odds.casualties.p(k) == pytest.approx(unsaved.p(k), abs=1e-12)
    assert odds.casualties.p(5) == pytest.approx(unsaved.at_least(5), abs=1e-12)


# -- Monte Carlo ---------------------------------------------------------------------------------
def _monte_carlo(ruleset: Ruleset, data: dict[str, Any], runs: int, seed: int) -> None:
    odds = ruleset.odds(data)
    roller = Roller(seed)
    casualties, unsaved, fails = [], [], 0
    for _ in range(runs):
        result = ruleset.start(data).run(roller)
        casualties.append(result.casualties)
        unsaved.append(result.unsaved)
        fails += result.morale_passed is False
    for values, law in ((casualties, odds.casualties), (unsaved, odds.unsaved)):
        mean = sum(values) / runs
        assert abs(mean - law.mean) < 4 * sqrt(law.variance / runs) + 1e-9
        for k in range(law.max + 1):
            pk = law.p(k)
            assert abs(values.count(k) / runs - pk) < 4 * sqrt(pk * (1 - pk) / runs) + 1e-9
    if odds.morale_fail:
        p = odds.morale_fail
        assert abs(fails / runs - p) < 4 * sqrt(p * (1 - p) / runs)


def test_monte_carlo_classic_whole_unit() -> None:
    data = {"edition": "classic",
            "attacker": {"models": 5, "bs": 4, "weapon": {
                "name": "Boltgun", "type": "rapid-fire", "range": 24, "strength": 4, "ap": 5},
                "fire_groups": [
                    {"models": 1, "bs": 4, "weapon": {"name": "Heavy bolter", "type": "heavy",
                                                      "shots": "3", "range": 36,
                                                      "strength": 5, "ap": 4}},
                    {"models": 1, "bs": 4, "weapon": {"name": "Flamer", "type": "assault",
                                                      "range": 8, "strength": 4, "ap": 5,
                                                      "template": True},
                     "under": 2, "partly_under": 1}]},
            "target": {"name": "Boy", "models": 5, "toughness": 4, "save": 6, "leadership": 7,
                       "groups": [{"name": "Boy", "models": 4, "toughness": 4, "save": 6,
                                   "cover": 5},
                                  {"name": "Nob", "models": 1, "toughness": 4, "wounds": 2,
                                   "save": 6}]},
            "situation": {"distance": 10, "removal_order": [0, 1, 2]}}
    _monte_carlo(CLASSIC, data, 1500, 13)


def test_monte_carlo_second_whole_unit_with_mixed_toughness() -> None:
    data = {"edition": "second",
            "attacker": {"models": 4, "bs": 4, "weapon": {
                "name": "Boltgun", "range": 24, "short_range": 12, "hit_modifier_short": 1,
                "strength": 4, "save_modifier": -1, "rapid_fire": True},
                "fire_groups": [
                    {"models": 1, "bs": 4, "weapon": {"name": "Heavy bolter", "range": 40,
                                                      "short_range": 20, "strength": 5,
                                                      "save_modifier": -2, "damage": "D4",
                                                      "sustained_fire": 2}}]},
            "target": {"name": "Boy", "models": 4, "toughness": 4, "save": 6, "leadership": 7,
                       "groups": [{"name": "Boy", "models": 3, "toughness": 4, "save": 6,
                                   "cover": "hard"},
                                  {"name": "Warboss", "models": 1, "toughness": 5,
                                   "wounds": 3, "save": 4}]},
            "situation": {"distance": 10}}
    _monte_carlo(SECOND, data, 1500, 29)


# -- the chain on its own ------------------------------------------------------------------------
def test_line_walks_the_removal_order() -> None:
    line = Line((Pool(2, 1), Pool(1, 3, 1), Pool(3, 1)))  # 2 + (2 of 3) + 3 = 7 wounds
    assert line.total == 7 and line.models == 6
    assert line.locate(7) == (0, 2) and line.locate(5) == (1, 2) and line.locate(3) == (2, 3)
    assert line.alive(5) == 4 and line.removed(0) == 6
    assert line.left_per_block(4) == (0, 1, 3)
    assert line.strike(5, ONE_WOUND) == 4 and line.strike(5, SLAIN) == 3
    assert line.strike(5, Effect(Dist.point(2)), 2) == 3  # the damage rolled
    assert line.batch(7, ["a", "a", "b"], 9) == 3 and line.batch(7, ["a", "b", "b"], 9) == 2
    assert line.batch(3, ["a", "b", "b"], 9) == 9  # the last models: every wound


def test_line_odds_follow_saves_that_differ_along_the_line() -> None:
    """One wound each on a 6+ model then a 2+ model: exact by hand."""
    line = Line((Pool(1, 1), Pool(1, 1)))
    seg = Segment(Dist.point(2), (5 / 6, 1 / 6), (ONE_WOUND, ONE_WOUND))
    left, unsaved = line_odds(line, 2, [seg])
    p0 = 1 / 6 * 1 / 6                        # both saved on the first model
    p_first = 5 / 6                           # first wound kills it
    assert left.p(2) == pytest.approx(p0)
    assert left.p(0) == pytest.approx(p_first * 1 / 6)
    assert unsaved.p(2) == pytest.approx(p_first * 1 / 6)


def test_dealt_hits_go_one_per_model_in_turn() -> None:
    assert dealt(4, (1, 2, 2)) == (1, 2, 1)
    assert dealt(7, (1, 2, 2)) == (2, 3, 2)
    assert shares((2, 3), (1, 2)) == ((1, 1), (1, 2))


def test_requests_name_the_dice_of_each_weapon() -> None:
    data = classic_data([
        {"models": 1, "bs": 4, "under": 0, "partly": 0, "weapon": {
            "name": "Boltgun", "type": "rapid-fire", "range": 24, "strength": 4, "ap": 5,
            "kind": ""}},
        {"models": 1, "bs": 3, "under": 0, "partly": 0, "weapon": {
            "name": "Heavy bolter", "type": "assault", "range": 36, "strength": 5, "ap": 4,
            "kind": ""}}],
        [{"name": "Boy", "models": 3, "toughness": 4, "wounds": 1, "save": 6,
          "invulnerable": None, "cover": None}], [0], False, 7)
    attack = CLASSIC.start(data)
    attack.proceed()
    attack.proceed()
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 3 and request.target is None
    assert [(p.count, p.target) for p in request.parts] == [(2, 3), (1, 4)]
    assert request.split([1, 2, 3]) == [(1, 2), (3,)]
