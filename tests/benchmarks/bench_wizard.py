"""Shooting wizard: how long the live odds take to refresh after each step (the work the
odds panel's worker thread does), for one demo attack per edition and two heavy Horus Heresy
attacks.  Figures are printed, never asserted.

Run: ``python -m pytest tests/benchmarks/bench_wizard.py -s``.
"""

from __future__ import annotations

import time
from typing import Any

from desktop.rules.dice import Roller
from desktop.rules.registry import get_ruleset
from desktop.rules.sequence import Attack, ChoiceRequest, default_choice
from desktop.ui.demo import load_demo_rosters
from desktop.ui.wizard.selfcheck import ATTACKS
from tests.benchmarks.bench_horus_heresy import BIG_200, WIZARD


def per_step(attack: Attack[Any], seed: int = 7) -> list[tuple[str, float]]:
    roller = Roller(seed)
    out = []
    while True:
        began = time.perf_counter()
        attack.odds_from(attack.state)
        out.append((str(attack.step), (time.perf_counter() - began) * 1000))
        if attack.finished:
            return out
        request = attack.request()
        if isinstance(request, ChoiceRequest):
            attack.choose(default_choice(request))
        else:
            attack.roll(roller)


def show(label: str, timings: list[tuple[str, float]]) -> None:
    worst = max(t for _s, t in timings)
    steps = ", ".join(f"{s} {t:.1f}" for s, t in timings)
    print(f"  {label:<32} max {worst:7.1f} ms  | {steps}")


def test_bench_odds_refresh_per_step() -> None:
    rosters = {r.name: r for r in load_demo_rosters()}
    print()
    for edition, (firing, unit, weapon_name, target_roster, target) in ATTACKS.items():
        attacker = next(u for u in rosters[firing].units if u.name == unit)
        victim = next(u for u in rosters[target_roster].units if u.name == target)
        weapon = next(w for g in attacker.models for w in g.weapons if w.name == weapon_name)
        ruleset = get_ruleset(edition)
        attack = ruleset.start(ruleset.scenario_from_units(attacker, weapon, victim,
                                                           {"distance": 10}))
        show(f"{edition.value} demo", per_step(attack))
    hh = get_ruleset("horus-heresy")
    show("horus-heresy 5 fire groups", per_step(hh.start(WIZARD)))
    show("horus-heresy 200 D6 vs 30xW10", per_step(hh.start(BIG_200)))
