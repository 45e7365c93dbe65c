"""Horus Heresy (3rd ed.) engine benchmarks: exact odds and play, with printed figures.

Run: ``python -m pytest tests/benchmarks/bench_horus_heresy.py -s``.  Targets from
research/shooting-calculators.md 5.5 (pure-Python column): 120 random attacks with D6 Damage
and FNP into 20 x W3 <= 20 ms; 200 attacks of D6 into 30 x W10 <= 100 ms; a whole wizard
recompute of 5 Fire Groups <= 50 ms.  No timing is asserted (shared runners vary); the
figures are printed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from desktop.rules.dice import Roller
from desktop.rules.editions.horus_heresy import RULESET, chain, counts


def weapon(name: str, shots: str, strength: int, ap: int | None, damage: str,
           *rules: str) -> dict[str, Any]:
    return {"name": name, "shots": shots, "range": 36, "strength": strength, "ap": ap,
            "damage": damage, "special_rules": list(rules)}


def forget() -> None:
    """Empty the engine's memos (allocation tables, joint laws, wipe-out chances), so that a
    repeated run of the same attack is timed as a new one."""
    for module in (chain, counts):
        for value in vars(module).values():
            if hasattr(value, "cache_clear"):
                value.cache_clear()


def timed(label: str, fn: Callable[[], object], repeat: int = 5) -> float:
    """Print the first (cold) run and the best of ``repeat`` warm runs (warm: imports and
    dice laws; the engine's memos are emptied before every run)."""
    forget()
    start = time.perf_counter()
    fn()
    cold = time.perf_counter() - start
    best = float("inf")
    for _ in range(repeat):
        forget()
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    print(f"  {label:<62} cold {cold * 1000:8.2f} ms   best {best * 1000:8.2f} ms")
    return best


CONTRACT = {"edition": "horus-heresy",
            "attacker": {"models": 10, "bs": 4, "weapon": weapon("Bolter", "2", 4, 5, "1")},
            "target": {"models": 10, "toughness": 4, "wounds": 1, "save": 3, "leadership": 7},
            "situation": {"distance": 12}}
RANDOM_120 = {"edition": "horus-heresy",
              "attacker": {"models": 20, "bs": 4, "weapon": weapon("Gun", "D6", 6, 4, "D6")},
              "target": {"models": 20, "toughness": 4, "wounds": 3, "save": 3,
                         "feel_no_pain": 5, "leadership": 8, "cool": 8}}
BIG_200 = {"edition": "horus-heresy",
           "attacker": {"models": 50, "bs": 4, "weapon": weapon("Gun", "4", 8, 3, "D6")},
           "target": {"models": 30, "toughness": 5, "wounds": 10, "save": 3, "leadership": 9}}
WIZARD = {"edition": "horus-heresy",
          "attacker": {"models": 5, "bs": 7,
                       "weapon": weapon("Bolter", "2", 4, 5, "1", "Shred (6+)", "Pinning (1)"),
                       "fire_groups": [
                           {"models": 2, "bs": 7, "weapon": weapon("Plasma", "1", 7, 4, "2",
                                                                   "Breaching (6+)")},
                           {"models": 1, "bs": 6, "weapon": weapon("Melta", "1", 8, 2, "D6")},
                           {"models": 2, "bs": 4, "weapon": weapon("Volkite", "3", 5, 5, "1",
                                                                   "Suppressive (1)")},
                           {"models": 1, "bs": 5, "weapon": weapon("Heavy bolter", "3", 5,
                                                                   4, "1", "Panic (1)")}]},
          "target": {"models": 10, "toughness": 4, "wounds": 2, "save": 2, "medic": 4,
                     "reaction": "medic", "leadership": 8, "cool": 8, "wounds_lost": 1},
          "situation": {"coherency_broken": True}}
THREE_DAMAGES = {"edition": "horus-heresy",
                 "attacker": {"models": 20, "bs": 7,
                              "weapon": weapon("Rotor", "3", 5, 4, "D3", "Shred (5+)",
                                               "Pinning (1)", "Suppressive (1)")},
                 "target": {"models": 10, "toughness": 4, "wounds": 3, "save": 3, "medic": 4,
                            "reaction": "medic", "leadership": 8, "cool": 8}}
MANY_VEHICLES = {"edition": "horus-heresy",
                 "attacker": {"models": 50, "bs": 7, "weapon": weapon("Autocannon", "2", 7, 4,
                                                                      "2")},
                 "target": {"models": 3, "vehicle": {"armour": 11, "hull_points": 6}}}
VEHICLES = {"edition": "horus-heresy",
            "attacker": {"models": 10, "bs": 5, "weapon": weapon("Lascannon", "2", 9, 2, "D3")},
            "target": {"models": 3, "vehicle": {"armour": 12, "hull_points": 5}}}


def test_bench_exact_odds() -> None:
    print("\nHorus Heresy exact odds (best of 5)")
    timed("contract example: 20 shots into 10 legionaries", lambda: RULESET.odds(CONTRACT))
    timed("120 random shots (D6 each), D6 Damage, FNP 5+ vs 20 x W3",
          lambda: RULESET.odds(RANDOM_120))
    timed("200 shots of D6 Damage vs 30 x W10", lambda: RULESET.odds(BIG_200))
    timed("wizard: 5 Fire Groups, crits, Shred, Medic!, statuses",
          lambda: RULESET.odds(WIZARD))
    timed("20 lascannon shots into 3 vehicles (AV 12, 5 HP), glancing table",
          lambda: RULESET.odds(VEHICLES))
    timed("60 shots BS 7 + Shred: 3 Damage categories, Medic!, 10 x W3",
          lambda: RULESET.odds(THREE_DAMAGES), repeat=2)
    timed("100 shots BS 7 (crits) into 3 vehicles, glancing + 2 Damage kinds",
          lambda: RULESET.odds(MANY_VEHICLES), repeat=2)
    report = RULESET.odds(WIZARD)
    print(f"  wizard casualties mean {report.casualties.mean:.4f}, "
          f"total mass {report.casualties.total:.15f}")


def test_bench_play() -> None:
    print("\nHorus Heresy play (virtual dice)")
    roller = Roller(5)
    runs = 300
    start = time.perf_counter()
    for _ in range(runs):
        RULESET.start(CONTRACT).run(roller)
    per = (time.perf_counter() - start) / runs
    print(f"  {'one whole attack, contract example':<62} {per * 1000:9.2f} ms")

    def with_odds() -> None:
        attack = RULESET.start(WIZARD)
        while not attack.finished:
            attack.odds()
            request = attack.request()
            if request is not None and hasattr(request, "options"):
                attack.choose([request.options[0].key])  # type: ignore[union-attr]
            else:
                attack.roll(roller)

    timed("wizard attack, exact odds recomputed at every step", with_odds, repeat=3)
