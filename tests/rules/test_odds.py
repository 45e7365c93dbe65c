"""Shared exact-odds blocks against reference numbers (research/shooting-calculators.md 3)."""

from fractions import Fraction
from itertools import product

import pytest

from desktop.rules.dice import Dist
from desktop.rules.odds import (
    Pool,
    allocate,
    capped_damage,
    casualties_from_left,
    mixed,
    morale_odds,
    p_success,
    quarter_threshold,
    remove_fresh_model,
    remove_front_model,
    thin,
    two_d6_at_most,
)


def kills(pool: Pool, events: Dist, damage: Dist) -> Dist:
    return casualties_from_left(pool, allocate(pool.total, events, capped_damage(pool, damage)))


def test_o12_ten_shots_one_ninth() -> None:
    unsaved = thin(Dist.point(10), 1 / 9)
    expected = [0.307946, 0.384933, 0.216525, 0.072175, 0.015788, 0.002368, 0.000247,
                0.000018]
    assert unsaved.as_list()[:8] == pytest.approx(expected, abs=5e-7)
    assert unsaved.p(0) == pytest.approx(float(Fraction(2**30, 3**20)), rel=1e-12)
    assert unsaved.mean == pytest.approx(10 / 9)


def test_o2_two_wounds_d3_into_w2() -> None:
    pool = Pool(models=5, wounds=2)
    assert kills(pool, Dist.point(2), Dist.from_expr("D3")).as_list() == pytest.approx(
        [0, 5 / 9, 4 / 9], abs=1e-12)


def test_o4_six_attacks_d6_into_w2() -> None:
    events = thin(Dist.point(6), 4 / 6 * 4 / 6)
    result = kills(Pool(models=100, wounds=2), events, Dist.from_expr("D6"))
    assert result.mean == pytest.approx(2.26556, abs=5e-6)


def test_o8_truncated_damage_on_one_six_wound_model() -> None:
    events = thin(Dist.point(8), 7 / 18 * 2 / 3 * 2 / 3)
    pool = Pool(models=1, wounds=6)
    left = allocate(pool.total, events, capped_damage(pool, Dist.from_expr("D6")))
    lost = left.map(lambda t: 6 - t)
    assert lost.mean == pytest.approx(3.612621, abs=5e-7)
    assert lost.as_list() == pytest.approx(
        [0.2191, 0.0611, 0.0685, 0.0765, 0.0850, 0.0940, 0.3959], abs=5e-5)


@pytest.mark.parametrize(("models", "wounds", "events", "damage", "expected"), [
    (2, 3, 3, 2, 1), (3, 3, 5, 2, 2), (3, 3, 1, 10, 1), (2, 3, 20, 9, 2)])
def test_o9_allocation_hand_cases(models: int, wounds: int, events: int, damage: int,
                                  expected: int) -> None:
    result = kills(Pool(models, wounds), Dist.point(events), Dist.point(damage))
    assert result.p(expected) == pytest.approx(1.0)


def test_g1_and_g4_golden_means() -> None:
    g1 = kills(Pool(20, 3), thin(Dist.point(100), 2 / 9), Dist.from_expr("D6"))
    assert g1.mean == pytest.approx(16.0028, abs=5e-5)
    assert g1.p(20) == pytest.approx(0.1735, abs=5e-5)
    g4 = kills(Pool(30, 10), thin(Dist.point(200), 2 / 9), Dist.from_expr("D6"))
    assert g4.mean == pytest.approx(13.0597, abs=5e-5)
    assert g4.total == pytest.approx(1.0, abs=1e-12)


def brute_force_left(pool: Pool, damages: list[int], id_flags: list[bool],
                     fresh: bool) -> int:
    """Naive simulation of one sequence of events on explicit models."""
    models = [pool.wounds] * pool.models
    if models:
        models[0] -= pool.wounds_lost
    for dmg, killer in zip(damages, id_flags, strict=True):
        if not models:
            break
        if killer:
            if fresh and len(models) > 1:
                models.pop()  # a fresh model behind the damaged one
            else:
                models.pop(0)
        else:
            models[0] -= min(dmg, models[0])
            if models[0] == 0:
                models.pop(0)
    return sum(models)


@pytest.mark.parametrize("fresh", [True, False])
@pytest.mark.parametrize("lost", [0, 1, 2])
def test_chain_with_instant_death_matches_enumeration(fresh: bool, lost: int) -> None:
    pool = Pool(models=3, wounds=3, wounds_lost=lost)
    killer = remove_fresh_model(pool) if fresh else remove_front_model(pool)
    move = mixed([(0.5, capped_damage(pool, Dist.from_expr("D3"))), (0.5, killer)])
    events = Dist.from_expr("D3")  # 1..3 events
    left = allocate(pool.total, events, move)
    exact = [Fraction(0)] * (pool.total + 1)
    for n in (1, 2, 3):
        for flags in product([False, True], repeat=n):
            for dmg in product((1, 2, 3), repeat=n):
                weight = Fraction(1, 3) * Fraction(1, 2**n) * Fraction(1, 3**n)
                exact[brute_force_left(pool, list(dmg), list(flags), fresh)] += weight
    assert left.as_list() == pytest.approx([float(x) for x in exact], abs=1e-12)


def test_morale_read_offs() -> None:
    assert two_d6_at_most(7) == Fraction(21, 36)
    assert two_d6_at_most(2) == Fraction(1, 36) and two_d6_at_most(12) == 1
    assert [quarter_threshold(n) for n in (1, 4, 5, 8, 9, 20)] == [1, 1, 2, 2, 3, 5]
    cas = Dist((0.1, 0.2, 0.3, 0.4))
    test, fail = morale_odds(cas, models_now=3, still_needed=1, fail_given_test=0.25)
    assert test == pytest.approx(0.5) and fail == pytest.approx(0.125)
    assert morale_odds(cas, 3, 0, 0.5) == (0.0, 0.0)


def test_p_success() -> None:
    assert [p_success(t) for t in (None, 1, 2, 4, 6, 7)] == pytest.approx(
        [0, 1, 5 / 6, 1 / 2, 1 / 6, 0])
