"""Rules-engine benchmarks (run with ``pytest tests/benchmarks/bench_engine.py -s``).

Targets from research/shooting-calculators.md 5.5 (pure Python): 200 shots of D6 damage into
30 ten-wound models under 20 ms; recomputing the odds after one step's dice under 16 ms (one
frame).  Figures are printed, never asserted (no timed asserts on shared machines).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from desktop.rules.dice import Dist, Roller
from desktop.rules.editions.classic import RULESET as CLASSIC
from desktop.rules.editions.second import RULESET as SECOND
from desktop.rules.editions.second.scenario import SecondScenario
from desktop.rules.odds import Pool, allocate, capped_damage, casualties_from_left, thin
from desktop.rules.steps import StepId


def best_ms(fn: Callable[[], Any], repeat: int = 7) -> float:
    fn()  # warm caches the way a running app has them
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def big_second() -> SecondScenario:
    """100 marines rapid-firing (200 shots), D6 damage, into 30 models of 10 wounds."""
    return SecondScenario.model_validate({
        "edition": "second",
        "attacker": {"models": 100, "bs": 4, "weapon": {
            "name": "Heavy gun", "range": 24, "short_range": 12, "hit_modifier_short": 1,
            "strength": 6, "save_modifier": -2, "damage": "D6", "rapid_fire": True}},
        "target": {"models": 30, "toughness": 5, "wounds": 10, "save": 4, "leadership": 8},
        "situation": {"distance": 10},
    })


def test_bench_200_shots_d6_damage_into_30_ten_wound_models() -> None:
    scenario = big_second()
    full = best_ms(lambda: SECOND.odds(scenario))
    odds = SECOND.odds(scenario)
    pool = Pool(30, 10)
    events = thin(Dist.point(200), 2 / 9)
    chain = best_ms(lambda: allocate(pool.total, events, capped_damage(pool,
                                                                        Dist.from_expr("D6"))))
    g4 = casualties_from_left(pool, allocate(pool.total, events,
                                             capped_damage(pool, Dist.from_expr("D6"))))
    print(f"\n[bench] second: 200 shots, D6 damage vs 30 x W10, whole odds: {full:.2f} ms "
          f"(target < 20 ms); mean casualties {odds.casualties.mean:.4f}")
    print(f"[bench] allocation chain alone (G4: 200 events p=2/9): {chain:.2f} ms; "
          f"mean kills {g4.mean:.4f} (reference 13.0597)")
    assert abs(g4.mean - 13.0597) < 5e-5  # the figure is for the right computation


def test_bench_recompute_after_one_step() -> None:
    attack = SECOND.start(big_second())
    attack.proceed()
    attack.proceed()
    assert attack.step is StepId.HIT
    roller = Roller(1)
    attack.roll(roller)  # 200 hit dice entered
    after_hits = best_ms(attack.odds)
    attack.roll(roller)  # wound dice
    after_wounds = best_ms(attack.odds)
    classic = CLASSIC.start(CLASSIC.scenario_type.model_validate({
        "edition": "classic",
        "attacker": {"models": 100, "bs": 4, "weapon": {"name": "Bolter", "type": "rapid-fire",
                                                        "range": 24, "strength": 4, "ap": 5}},
        "target": {"models": 30, "toughness": 4, "wounds": 3, "save": 3, "leadership": 8,
                   "groups": [{"models": 10, "toughness": 5, "wounds": 3, "save": 2}]},
        "situation": {"distance": 10}}))
    classic.proceed()
    classic.proceed()
    classic_start = best_ms(classic.odds)
    classic.roll(roller)
    classic_hits = best_ms(classic.odds)
    print(f"\n[bench] second, odds after the hit dice: {after_hits:.2f} ms, after the wound "
          f"dice: {after_wounds:.2f} ms (target < 16 ms)")
    print(f"[bench] classic, 200 shots into a mixed 40-model W3 unit: odds before rolling "
          f"{classic_start:.2f} ms, after the hit dice {classic_hits:.2f} ms")
