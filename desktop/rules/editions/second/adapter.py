"""Warhammer 40,000 2nd edition (``second``): a scenario from two roster units (the wizard).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.domain.roster import Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, error
from desktop.rules.editions.second.scenario import SecondScenario
from desktop.rules.helpers import carriers, size_at_start, standing, stat

CTX = "Second"


def scenario_from_units(attacker: Unit, weapon: Weapon, target: Unit,
                        situation: Mapping[str, Any]) -> SecondScenario:
    """Scenario from roster units (firers: the models carrying ``weapon``).

    ``situation`` keys: ``distance``, ``distances``, ``moved``, ``cover`` ("soft"/"hard"),
    ``speed``, ``large``, ``targeter``, ``moving_vehicle``, ``firing_models``,
    ``models_at_turn_start``, ``closest``, ``closest_exception``.  Special rules on the
    weapon: "Sustained fire N", "Move or fire", "Rapid fire" (case-insensitive).
    """
    firers = carriers(attacker, weapon)
    if not firers:
        raise error(CTX, QT_TRANSLATE_NOOP("Second", "No model of %1 carries %2"),
                    attacker.name, weapon.name)
    alive = standing(target)
    if not alive:
        raise error(CTX, QT_TRANSLATE_NOOP("Second", "%1 has no models left"), target.name)
    rules = " ".join(weapon.special_rules).lower()
    sustained = 0
    for n in (3, 2, 1):
        if f"sustained fire {n}" in rules:
            sustained = n
            break
    groups = [{"name": g.name, "models": g.count, "toughness": stat(g, "t", 1),
               "wounds": stat(g, "w", 1), "save": g.value("sv"),
               "invulnerable": g.value("inv"),
               "wounds_lost": min(g.wounds_lost, stat(g, "w", 1) - 1)} for g in alive]
    first = groups[0]
    data: dict[str, Any] = {
        "edition": "second",
        "attacker": {
            "models": sum(g.count for g in firers), "bs": stat(firers[0], "bs", 1),
            "moved": bool(situation.get("moved", False)),
            "targeter": bool(situation.get("targeter", False)),
            "moving_vehicle": bool(situation.get("moving_vehicle", False)),
            "weapon": {"name": weapon.name, "shots": weapon.shots,
                       "range": float(max(weapon.range, 1)),
                       "short_range": (float(weapon.short_range)
                                       if weapon.short_range is not None else None),
                       "hit_modifier_short": weapon.hit_modifier_short,
                       "hit_modifier_long": weapon.hit_modifier_long,
                       "strength": max(1, weapon.strength or 1),
                       "save_modifier": weapon.save_modifier, "damage": weapon.damage,
                       "sustained_fire": sustained,
                       "move_or_fire": "move or fire" in rules,
                       "rapid_fire": "rapid fire" in rules},
        },
        "target": {**first, "cover": situation.get("cover"),
                   "speed": situation.get("speed"),
                   "large": bool(situation.get("large", False)),
                   "leadership": max((g.value("ld") or 0) for g in alive) or None,
                   "groups": groups[1:]},
        "situation": {"closest": bool(situation.get("closest", True)),
                      "closest_exception": situation.get("closest_exception")},
    }
    if situation.get("firing_models") is not None:
        data["attacker"]["firing_models"] = situation["firing_models"]
    start = size_at_start(target, situation.get("models_at_turn_start"), CTX,
                          QT_TRANSLATE_NOOP("Second", "%1 cannot have had %2 models at the "
                                                      "start of the turn: it has %3 now"))
    if start is not None:
        data["target"]["models_at_turn_start"] = start
    for key in ("distance", "distances"):
        if situation.get(key) is not None:
            data["situation"][key] = situation[key]
    return SecondScenario.model_validate(data)
