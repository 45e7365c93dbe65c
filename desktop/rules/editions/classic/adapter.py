"""Warhammer 40,000 3rd edition (``classic``): a whole-unit scenario from two roster units
(the wizard).

``situation`` keys: ``distance``, ``distances`` (per firing model of the first fire group),
``moved``, ``firing_models`` (of the first fire group), ``models_at_phase_start``,
``double_one_passes``, and the whole-unit keys of :mod:`desktop.rules.squads`:
``declared_weapons``, ``cover_models``, ``cover_values`` (4, 5 or 6; default
``situation["cover"]`` or 5), ``cover`` (without ``cover_models``: every target model in that
cover), ``removal_order``, ``under``, ``partly_under``.

A weapon is a Template weapon when its special rules (or, from BattleScribe data, its range)
say "Template", a Blast weapon when they say "Blast"; every other special rule of the firing
weapons and every model keyword the engine does not use is passed on as ``not_applied``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.domain.roster import Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.editions.classic.scenario import ClassicScenario
from desktop.rules.editions.classic.tables import WeaponType
from desktop.rules.firing import marker_kind
from desktop.rules.helpers import size_at_start, stat
from desktop.rules.squads import (
    fire_groups,
    firer_entries,
    leadership,
    target_parts,
    unapplied,
)

CTX = "Classic"
USUAL_COVER = 5  # "in or behind cover" (T-3E-COVER)


def _applied(name: str) -> bool:
    lowered = name.lower()
    return lowered in ("template", "blast") or lowered.startswith("blast")


def _weapon(weapon: Weapon) -> dict[str, Any]:
    kind = marker_kind(weapon)
    return {"name": weapon.name[:200], "type": _weapon_type(weapon),
            "shots": weapon.shots, "range": float(max(weapon.range, 1)),
            "strength": max(1, min(10, weapon.strength or 1)),
            "ap": weapon.ap if weapon.ap is not None and 1 <= weapon.ap <= 6 else None,
            "damage": "1", "template": kind == "template", "blast": kind == "blast"}


def scenario_from_units(attacker: Unit, weapon: Weapon, target: Unit,
                        situation: Mapping[str, Any]) -> ClassicScenario:
    """The scenario of ``attacker`` firing ``weapon`` (or every declared weapon) at the whole
    ``target`` unit."""
    firing = fire_groups(attacker, weapon, situation)
    groups = firer_entries(firing, situation, lambda f: _weapon(f.weapon))
    parts, order = target_parts(target, situation, USUAL_COVER)
    blocks = [{
        "name": p.group.name[:200], "models": p.models, "toughness": stat(p.group, "t", 1),
        "wounds": stat(p.group, "w", 1), "save": p.group.value("sv"),
        "invulnerable": p.group.value("inv"), "cover": _cover(p.cover),
        "wounds_lost": p.wounds_lost,
    } for p in parts]
    firing_weapons = [f.weapon for f in firing]
    firing_models = [attacker.models[i] for f in firing for i in f.members]
    rules = unapplied(firing_weapons, firing_models + [p.group for p in parts], _applied)
    rules += [f"{w.name}: Ordnance" for w in firing_weapons if w.type == "ordnance"]
    first, *more = groups
    data: dict[str, Any] = {
        "edition": "classic",
        "attacker": {**first, "moved": bool(situation.get("moved", False)),
                     "fire_groups": more},
        "target": {**blocks[0], "leadership": leadership(target), "groups": blocks[1:]},
        "situation": {"double_one_passes": bool(situation.get("double_one_passes", False)),
                      "removal_order": order, "not_applied": rules},
    }
    if situation.get("firing_models") is not None:
        data["attacker"]["firing_models"] = situation["firing_models"]
    start = size_at_start(target, situation.get("models_at_phase_start"), CTX,
                          QT_TRANSLATE_NOOP("Classic", "%1 cannot have had %2 models at "
                                                       "the start of the phase: it has %3 "
                                                       "now"))
    if start is not None:
        data["target"]["models_at_phase_start"] = start
    for key in ("distance", "distances"):
        if situation.get(key) is not None:
            data["situation"][key] = situation[key]
    return ClassicScenario.model_validate(data)


def _cover(value: Any) -> Any:
    """A cover save as the wizard's choice key ("5") or a number; anything else is left for
    the scenario to refuse."""
    if isinstance(value, str) and value.strip() in ("4", "5", "6"):
        return int(value)
    return value


def _weapon_type(weapon: Weapon) -> str | None:
    return weapon.type if weapon.type in {t.value for t in WeaponType} else None
