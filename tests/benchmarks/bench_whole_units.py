"""Whole-unit benchmarks for classic and 2nd edition (issue #13; run with
``pytest tests/benchmarks/bench_whole_units.py -s``).

A 20-model unit firing 4 weapon groups at a 30-model target of 3 profiles (part of it in
cover): the odds of the whole attack (target < 50 ms) and the recompute after one step's dice
(target < 16 ms, one frame).  Figures are printed, never asserted.
"""

from __future__ import annotations

from typing import Any

from desktop.rules.dice import Roller
from desktop.rules.editions.classic import RULESET as CLASSIC
from desktop.rules.editions.second import RULESET as SECOND
from desktop.rules.registry import Ruleset
from desktop.rules.steps import StepId
from tests.benchmarks.bench_engine import best_ms


def classic_attack(mixed: bool = False) -> dict[str, Any]:
    """14 boltguns (rapid fire), 2 heavy bolters, 2 plasma guns, 2 flamers at 25 Boyz (15 in
    the open, 10 in cover) and 5 Nobz (W2) — or, ``mixed``, a T5 Warboss instead of a Nob."""
    boss = ({"name": "Warboss", "models": 1, "toughness": 5, "wounds": 3, "save": 4}
            if mixed else {"name": "Nob", "models": 5, "toughness": 4, "wounds": 2,
                           "save": 6})
    return {
        "edition": "classic",
        "attacker": {"models": 14, "bs": 4, "weapon": {
            "name": "Boltgun", "type": "rapid-fire", "range": 24, "strength": 4, "ap": 5},
            "fire_groups": [
                {"models": 2, "bs": 4, "weapon": {"name": "Heavy bolter", "type": "heavy",
                                                  "shots": "3", "range": 36, "strength": 5,
                                                  "ap": 4}},
                {"models": 2, "bs": 4, "weapon": {"name": "Plasma gun", "type": "rapid-fire",
                                                  "range": 24, "strength": 7, "ap": 2}},
                {"models": 2, "bs": 4, "weapon": {"name": "Flamer", "type": "assault",
                                                  "range": 8, "strength": 4, "ap": 5,
                                                  "template": True},
                 "under": 2, "partly_under": 1}]},
        "target": {"name": "Ork Boy", "models": 15, "toughness": 4, "save": 6,
                   "leadership": 7,
                   "groups": [{"name": "Ork Boy", "models": 10, "toughness": 4, "save": 6,
                               "cover": 5}, boss]},
        "situation": {"distance": 10},
    }


def second_attack(mixed: bool = False) -> dict[str, Any]:
    boss = ({"name": "Warboss", "models": 1, "toughness": 5, "wounds": 3, "save": 4}
            if mixed else {"name": "Nob", "models": 5, "toughness": 4, "wounds": 2,
                           "save": 5})
    return {
        "edition": "second",
        "attacker": {"models": 14, "bs": 4, "weapon": {
            "name": "Boltgun", "range": 24, "short_range": 12, "hit_modifier_short": 1,
            "strength": 4, "save_modifier": -1, "rapid_fire": True},
            "fire_groups": [
                {"models": 2, "bs": 4, "weapon": {"name": "Heavy bolter", "range": 40,
                                                  "short_range": 20, "strength": 5,
                                                  "save_modifier": -2, "damage": "D4",
                                                  "sustained_fire": 2}},
                {"models": 2, "bs": 4, "weapon": {"name": "Plasma gun", "range": 24,
                                                  "short_range": 6, "hit_modifier_short": 1,
                                                  "strength": 7, "save_modifier": -2,
                                                  "sustained_fire": 1}},
                {"models": 2, "bs": 4, "weapon": {"name": "Flamer", "range": 8,
                                                  "strength": 4, "save_modifier": -2,
                                                  "template": True},
                 "under": 2, "partly_under": 1}]},
        "target": {"name": "Ork Boy", "models": 15, "toughness": 4, "save": 6,
                   "leadership": 7,
                   "groups": [{"name": "Ork Boy", "models": 10, "toughness": 4, "save": 6,
                               "cover": "soft"}, boss]},
        "situation": {"distance": 10},
    }


def _figures(ruleset: Ruleset, data: dict[str, Any]) -> tuple[float, float, float, float]:
    """(odds of the attack, after the hit dice, after the wound dice, after one batch of
    saves) in ms."""
    fresh = best_ms(lambda: ruleset.odds(data))
    attack = ruleset.start(data)
    attack.proceed()
    attack.proceed()
    roller = Roller(7)
    while attack.step is not StepId.WOUND and not attack.finished:
        attack.roll(roller)
    after_hits = best_ms(attack.odds)
    attack.roll(roller)
    after_wounds = best_ms(attack.odds)
    if not attack.finished:
        attack.roll(roller)
    after_save = best_ms(attack.odds)
    return fresh, after_hits, after_wounds, after_save


def test_bench_twenty_models_four_weapons_at_thirty_models_three_profiles() -> None:
    for name, ruleset, data in (("classic", CLASSIC, classic_attack()),
                                ("second", SECOND, second_attack()),
                                ("classic, T5 boss (hits dealt)", CLASSIC,
                                 classic_attack(True)),
                                ("second, T5 boss (hits dealt)", SECOND,
                                 second_attack(True))):
        fresh, hits, wounds, save = _figures(ruleset, data)
        odds = ruleset.odds(data)
        print(f"\n[bench] {name}: 20 models, 4 weapons vs 3 profiles: odds {fresh:.2f} ms "
              f"(target < 50 ms); after the hit dice {hits:.2f} ms, after the wound dice "
              f"{wounds:.2f} ms, after a batch of saves {save:.2f} ms (target < 16 ms); "
              f"mean casualties {odds.casualties.mean:.3f}")
