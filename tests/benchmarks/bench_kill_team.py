"""Kill Team (2018) engine benchmarks: exact odds and play, with printed figures.

Run: ``python -m pytest tests/benchmarks/bench_kill_team.py -s``.  Targets from
research/shooting-calculators.md 5.5 (pure-Python column): one profile <= 20 ms, a whole
wizard recompute <= 50 ms.  No timing is asserted (shared runners vary); the figures are
printed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from desktop.rules.dice import Roller
from desktop.rules.editions.kill_team_2018 import RULESET
from desktop.rules.editions.kill_team_2018.scenario import KTScenario
from desktop.rules.sequence import ChoiceRequest


def timed(label: str, fn: Callable[[], object], repeat: int = 5) -> float:
    fn()
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    print(f"  {label:<64} {best * 1000:9.2f} ms")
    return best


def scenario(firers: int, kind: str, shots: str, damage: str, models: int, wounds: int,
             distance: float = 10, **target: Any) -> KTScenario:
    return KTScenario.model_validate({
        "edition": "kill-team-2018",
        "attacker": {"models": firers, "bs": 3,
                     "weapon": {"name": "Gun", "type": kind, "shots": shots, "range": 24,
                                "strength": 5, "ap": -1, "damage": damage}},
        "target": {"models": models, "toughness": 4, "wounds": wounds, "save": 4,
                   "invulnerable": 5, "leadership": 7, **target},
        "situation": {"distance": distance}})


CASES = {
    "contract: 2 boltguns (RF 1) vs 3 x W1": scenario(2, "rapid-fire", "1", "1", 3, 1),
    "kill team: 10 x Heavy D6, D3 dmg vs 10 x W2 obscured":
        scenario(10, "heavy", "D6", "D3", 10, 2, obscured=True, flesh_wounds=1),
    "wipe path: 12 x RF 2 (4 shots), D3 vs 4 x W2": scenario(12, "rapid-fire", "2", "D3", 4, 2),
    "large: 20 x Assault 2D6, D6 dmg vs 20 x W3": scenario(20, "assault", "2D6", "D6", 20, 3),
    "bounds: 50 x Heavy 3D6, 2D6 dmg vs 50 x W20": scenario(50, "heavy", "3D6", "2D6", 50,
                                                           20),
    "bounds, wipe: 50 x Rapid Fire 20 (40 shots), 2D6 dmg vs 20 x W3":
        scenario(50, "rapid-fire", "20", "2D6", 20, 3, distance=6),
    "bounds, wipe: 50 x Heavy 3D6, 2D6 dmg vs 30 x W3": scenario(50, "heavy", "3D6", "2D6",
                                                                30, 3),
}


def test_bench_exact_odds() -> None:
    print("\nKill Team 2018 exact odds (best of 5):")
    for label, s in CASES.items():
        timed(label, lambda s=s: RULESET.odds(s), repeat=3 if "bounds" in label else 5)


def test_bench_wizard_recompute_after_every_step() -> None:
    """The wizard shows the conditional odds after every die entered: mean and worst cost."""
    print("\nKill Team 2018 wizard: odds() after every step of one virtual-dice attack:")
    for label in ("kill team: 10 x Heavy D6, D3 dmg vs 10 x W2 obscured",
                  "wipe path: 12 x RF 2 (4 shots), D3 vs 4 x W2"):
        attack = RULESET.start(CASES[label])
        roller = Roller(1)
        costs: list[float] = []
        while not attack.finished:
            start = time.perf_counter()
            attack.odds()
            costs.append(time.perf_counter() - start)
            request = attack.request()
            if isinstance(request, ChoiceRequest):
                attack.choose([request.options[0].key] * request.min_picks)
            else:
                attack.roll(roller)
        print(f"  {label:<52} {len(costs):4d} steps, mean {sum(costs) / len(costs) * 1000:7.2f}"
              f" ms, worst {max(costs) * 1000:7.2f} ms")


def test_bench_play_with_virtual_dice() -> None:
    print("\nKill Team 2018 play to the end with virtual dice:")
    s = CASES["kill team: 10 x Heavy D6, D3 dmg vs 10 x W2 obscured"]
    roller = Roller(7)
    timed("10 firers, whole attack (no odds)", lambda: RULESET.start(s).run(roller))
