"""Warhammer 40,000 3rd edition (``classic``): a scenario from two roster units (the wizard).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.domain.roster import Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, error
from desktop.rules.editions.classic.scenario import ClassicScenario
from desktop.rules.editions.classic.tables import WeaponType
from desktop.rules.helpers import carriers, size_at_start, standing, stat

CTX = "Classic"


def scenario_from_units(attacker: Unit, weapon: Weapon, target: Unit,
                        situation: Mapping[str, Any]) -> ClassicScenario:
    """Build a scenario from roster units: the firers are the models carrying ``weapon``
    (by name); every target model group becomes a group (first group first).

    ``situation`` keys: ``distance``, ``distances``, ``moved``, ``cover`` (applied to every
    target group), ``firing_models``, ``models_at_phase_start``, ``double_one_passes``.
    """
    firers = carriers(attacker, weapon)
    if not firers:
        raise error(CTX, QT_TRANSLATE_NOOP("Classic", "No model of %1 carries %2"),
                    attacker.name, weapon.name)
    models = sum(g.count for g in firers)
    bs = stat(firers[0], "bs", 0)
    alive = standing(target)
    if not alive:
        raise error(CTX, QT_TRANSLATE_NOOP("Classic", "%1 has no models left"), target.name)
    cover = situation.get("cover")
    groups = [{
        "name": g.name, "models": g.count, "toughness": stat(g, "t", 1),
        "wounds": stat(g, "w", 1), "save": g.value("sv"), "invulnerable": g.value("inv"),
        "cover": cover, "wounds_lost": min(g.wounds_lost, stat(g, "w", 1) - 1),
    } for g in alive]
    # UNCONFIRMED: a mixed unit tests on its highest Leadership ([K] for 3rd edition).
    leadership = max((g.value("ld") or 0) for g in alive) or None
    data: dict[str, Any] = {
        "edition": "classic",
        "attacker": {
            "models": models, "bs": bs, "moved": bool(situation.get("moved", False)),
            "weapon": {"name": weapon.name, "type": _weapon_type(weapon),
                       "shots": weapon.shots, "range": float(weapon.range),
                       "strength": weapon.strength, "ap": weapon.ap, "damage": "1"},
        },
        "target": {**groups[0], "leadership": leadership, "groups": groups[1:]},
        "situation": {"double_one_passes": bool(situation.get("double_one_passes", False))},
    }
    for key in ("firing_models",):
        if situation.get(key) is not None:
            data["attacker"][key] = situation[key]
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


def _weapon_type(weapon: Weapon) -> str | None:
    return weapon.type if weapon.type in {t.value for t in WeaponType} else None
