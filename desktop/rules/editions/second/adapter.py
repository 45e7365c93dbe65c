"""Warhammer 40,000 2nd edition (``second``): a whole-squad scenario from two roster units
(the wizard).

``situation`` keys: ``distance``, ``distances`` (per firing model of the first fire group),
``moved``, ``speed``, ``large``, ``targeter``, ``moving_vehicle``, ``firing_models`` (of the
first fire group), ``models_at_turn_start``, ``closest``, ``closest_exception``, and the
whole-unit keys of :mod:`desktop.rules.squads`: ``declared_weapons``, ``cover_models``,
``cover_values`` ("soft" / "hard"; default ``situation["cover"]`` or "soft"), ``cover``
(without ``cover_models``: every target model in that cover), ``removal_order``, ``under``,
``partly_under``.

Special rules read from the roster: on a weapon "Sustained fire N", "Move or fire", "Rapid
fire", "Template" and "Blast" (e.g. '2" blast'); on a firing model group the keyword "Rapid
fire" (seed 003: Space Marines who did not move fire a boltgun, storm bolter or bolt pistol
twice).  "Close combat" (a pistol's use in close combat) and "Armour penetration" (vehicles
only) change nothing when shooting at models.  Every other weapon rule or model keyword is
passed on as ``not_applied``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from desktop.domain.roster import Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.editions.second.scenario import SecondScenario
from desktop.rules.firing import marker_kind
from desktop.rules.helpers import size_at_start, stat
from desktop.rules.squads import (
    Firing,
    fire_groups,
    firer_entries,
    leadership,
    target_parts,
    unapplied,
)

CTX = "Second"
USUAL_COVER = "soft"
RAPID_FIRE = ("rapid fire", "скорострельность")
# Seed 003: the weapons a Space Marine fires twice with rapid fire.
RAPID_FIRE_WEAPONS = ("boltgun", "bolter", "bolt gun", "storm bolter", "bolt pistol",
                      "болтер", "штурмовой болтер", "болт-пистолет", "болтерный пистолет")
NO_EFFECT = ("close combat", "armour penetration")


def _rules(weapon: Weapon) -> str:
    return " ".join(weapon.special_rules).lower()


def _applied(name: str) -> bool:
    lowered = name.lower()
    return (lowered.startswith(("sustained fire", *NO_EFFECT)) or lowered in RAPID_FIRE
            or lowered == "move or fire" or "template" in lowered or "blast" in lowered)


def _rapid_fire(firing: Firing, attacker: Unit) -> bool:
    """Seed 003: the marine rapid fire rule, on the weapon or on every firing model group."""
    if any(word in _rules(firing.weapon) for word in RAPID_FIRE):
        return True
    marines = all(any(k.strip().lower() in RAPID_FIRE for k in attacker.models[i].keywords)
                  for i in firing.members)
    return marines and firing.weapon.name.strip().lower() in RAPID_FIRE_WEAPONS


def _sustained(weapon: Weapon) -> int:
    found = re.search(r"sustained fire\s*(\d)", _rules(weapon))
    if found:
        return max(0, min(3, int(found.group(1))))
    return 1 if "sustained fire" in _rules(weapon) else 0


def _weapon(firing: Firing, attacker: Unit) -> dict[str, Any]:
    weapon = firing.weapon
    rules = _rules(weapon)
    kind = marker_kind(weapon)
    marker = kind is not None
    short = weapon.short_range
    long = float(max(weapon.range, 1))
    return {"name": weapon.name[:200], "shots": weapon.shots, "range": long,
            "short_range": min(float(short), long) if short is not None else None,
            "hit_modifier_short": weapon.hit_modifier_short,
            "hit_modifier_long": weapon.hit_modifier_long,
            "strength": max(1, min(10, weapon.strength or 1)),
            "save_modifier": weapon.save_modifier, "damage": weapon.damage,
            "sustained_fire": 0 if marker else _sustained(weapon),
            "move_or_fire": "move or fire" in rules,
            "rapid_fire": not marker and _rapid_fire(firing, attacker),
            "template": kind == "template", "blast": kind == "blast"}


def scenario_from_units(attacker: Unit, weapon: Weapon, target: Unit,
                        situation: Mapping[str, Any]) -> SecondScenario:
    """The scenario of ``attacker`` firing ``weapon`` (or every declared weapon) at the whole
    ``target`` squad."""
    firing = fire_groups(attacker, weapon, situation)
    groups = firer_entries(firing, situation, lambda f: _weapon(f, attacker))
    parts, order = target_parts(target, situation, USUAL_COVER)
    blocks = [{"name": p.group.name[:200], "models": p.models,
               "toughness": stat(p.group, "t", 1), "wounds": stat(p.group, "w", 1),
               "save": p.group.value("sv"), "invulnerable": p.group.value("inv"),
               "wounds_lost": p.wounds_lost, "cover": p.cover} for p in parts]
    firing_models = [attacker.models[i] for f in firing for i in f.members]
    rules = unapplied([f.weapon for f in firing], firing_models + [p.group for p in parts],
                      _applied)
    first, *more = groups
    data: dict[str, Any] = {
        "edition": "second",
        "attacker": {**first, "moved": bool(situation.get("moved", False)),
                     "targeter": bool(situation.get("targeter", False)),
                     "moving_vehicle": bool(situation.get("moving_vehicle", False)),
                     "fire_groups": more},
        "target": {**blocks[0], "speed": situation.get("speed"),
                   "large": bool(situation.get("large", False)),
                   "leadership": leadership(target), "groups": blocks[1:]},
        "situation": {"closest": bool(situation.get("closest", True)),
                      "closest_exception": situation.get("closest_exception"),
                      "removal_order": order, "not_applied": rules},
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
