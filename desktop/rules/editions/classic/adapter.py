"""Warhammer 40,000 3rd edition (``classic``): the ruleset object.

Rules: editions.md section 2, tables T-3E-*.  Numbers live in :mod:`.tables`, the exact
odds in :mod:`.odds`, play in :mod:`.play`, the scenario file in :mod:`.scenario` (its
docstring lists every option).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import Edition
from desktop.domain.roster import Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, error
from desktop.rules.editions.classic.odds import (
    Declarations,
    Group,
    Known,
    Setup,
    forecast,
    support_max,
)
from desktop.rules.editions.classic.play import ClassicAttack, start_state
from desktop.rules.editions.classic.scenario import ClassicScenario
from desktop.rules.editions.classic.tables import Band, WeaponType, band_of
from desktop.rules.helpers import carriers, size_at_start, standing, stat
from desktop.rules.odds import check_size
from desktop.rules.sequence import OddsReport, StepId

CTX = "Classic"


def setup_of(scenario: ClassicScenario) -> Setup:
    target = scenario.target
    groups = tuple(Group(g.name, g.models, g.toughness, g.wounds, g.save, g.invulnerable,
                         g.cover, g.wounds_lost) for g in (target, *target.groups))
    models_now = sum(g.models for g in groups)
    weapon = scenario.attacker.weapon
    return Setup(
        models=scenario.attacker.models, bs=scenario.attacker.bs,
        weapon_type=WeaponType(weapon.type) if weapon.type else None,
        shots=DiceExpr.parse(weapon.shots), weapon_range=weapon.range,
        strength=weapon.strength, ap=weapon.ap, groups=groups, leadership=target.leadership,
        models_at_phase_start=target.models_at_phase_start or models_now,
        double_one_passes=scenario.situation.double_one_passes)


def declarations_of(scenario: ClassicScenario) -> tuple[Declarations, int]:
    """Declarations from the scenario, and the number of models that can see the target."""
    attacker, situation = scenario.attacker, scenario.situation
    sighted = attacker.models if attacker.firing_models is None else attacker.firing_models
    weapon_range = attacker.weapon.range
    if situation.distances is not None:
        bands = [band_of(d, weapon_range) for d in situation.distances]
    elif situation.distance is not None:
        bands = [band_of(situation.distance, weapon_range)] * sighted
    else:
        bands = [Band.FULL] * sighted
    covers = tuple(g.cover for g in (scenario.target, *scenario.target.groups))
    decl = Declarations(visible=True, moved=attacker.moved, half=bands.count(Band.HALF),
                        full=bands.count(Band.FULL), cover=covers)
    return decl, sighted


class ClassicRuleset:
    edition = Edition.CLASSIC
    steps = tuple(s.id for s in ClassicAttack.step_table)
    scenario_type = ClassicScenario

    def odds(self, scenario: ClassicScenario) -> OddsReport:
        decl, _ = declarations_of(scenario)
        setup = setup_of(scenario)
        check_size(support_max(setup, decl, Known())[1])
        return forecast(setup, decl, Known())

    def start(self, scenario: ClassicScenario) -> ClassicAttack:
        decl, sighted = declarations_of(scenario)
        setup = setup_of(scenario)
        check_size(support_max(setup, decl, Known())[1])
        return ClassicAttack(start_state(setup, decl, sighted))

    def scenario_from_units(self, attacker: Unit, weapon: Weapon, target: Unit,
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


RULESET = ClassicRuleset()

__all__ = ["RULESET", "ClassicRuleset", "StepId", "declarations_of", "setup_of"]
