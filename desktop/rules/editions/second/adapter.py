"""Warhammer 40,000 2nd edition (``second``): the ruleset object.

Rules: editions.md section 3, tables T-2E-*.  Numbers in :mod:`.tables`, exact odds in
:mod:`.odds`, play in :mod:`.play`, the scenario file (every option listed) in
:mod:`.scenario`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import Edition
from desktop.domain.roster import Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, error
from desktop.rules.editions.second.odds import (
    Declarations,
    Group,
    Known,
    Setup,
    forecast,
    support_max,
)
from desktop.rules.editions.second.play import SecondAttack, start_state
from desktop.rules.editions.second.scenario import SecondScenario
from desktop.rules.editions.second.tables import ClosestException, Cover, Speed
from desktop.rules.helpers import carriers, size_at_start, standing, stat
from desktop.rules.odds import check_size
from desktop.rules.sequence import OddsReport

CTX = "Second"


def setup_of(scenario: SecondScenario) -> Setup:
    target, weapon = scenario.target, scenario.attacker.weapon
    groups = tuple(Group(g.name, g.models, g.toughness, g.wounds, g.save, g.save_dice,
                         g.field_save, g.wounds_lost, g.invulnerable)
                   for g in (target, *target.groups))
    short = weapon.short_range if weapon.short_range is not None else weapon.range / 2
    return Setup(
        models=scenario.attacker.models, bs=scenario.attacker.bs,
        shots=DiceExpr.parse(weapon.shots), weapon_range=weapon.range, short_range=short,
        modifier_short=weapon.hit_modifier_short, modifier_long=weapon.hit_modifier_long,
        strength=weapon.strength, save_modifier=weapon.save_modifier,
        damage=DiceExpr.parse(weapon.damage), sustained_fire=weapon.sustained_fire,
        move_or_fire=weapon.move_or_fire, rapid_fire=weapon.rapid_fire, groups=groups,
        leadership=target.leadership,
        models_at_turn_start=target.models_at_turn_start or sum(g.models for g in groups))


def declarations_of(scenario: SecondScenario) -> tuple[Declarations, int]:
    attacker, target, situation = scenario.attacker, scenario.target, scenario.situation
    setup = setup_of(scenario)
    sighted = attacker.models if attacker.firing_models is None else attacker.firing_models
    if situation.distances is not None:
        distances = list(situation.distances)
    elif situation.distance is not None:
        distances = [situation.distance] * sighted
    else:
        distances = [setup.weapon_range] * sighted  # long range
    short = sum(1 for d in distances if d <= setup.short_range)
    long = sum(1 for d in distances if setup.short_range < d <= setup.weapon_range)
    decl = Declarations(
        moved=attacker.moved, short=short, long=long,
        cover=Cover(target.cover) if target.cover else None,
        speed=Speed(target.speed) if target.speed else None, large=target.large,
        targeter=attacker.targeter, moving_vehicle=attacker.moving_vehicle)
    return decl, sighted


class SecondRuleset:
    edition = Edition.SECOND
    steps = tuple(s.id for s in SecondAttack.step_table)
    scenario_type = SecondScenario

    def odds(self, scenario: SecondScenario) -> OddsReport:
        decl, _ = declarations_of(scenario)
        setup = setup_of(scenario)
        check_size(support_max(setup, decl, Known())[1])
        return forecast(setup, decl, Known())

    def start(self, scenario: SecondScenario) -> SecondAttack:
        decl, sighted = declarations_of(scenario)
        setup = setup_of(scenario)
        check_size(support_max(setup, decl, Known())[1])
        state = start_state(setup, decl, sighted)
        situation = scenario.situation
        exception = (ClosestException(situation.closest_exception)
                     if situation.closest_exception else None)
        return SecondAttack(replace(state, closest=situation.closest, exception=exception,
                                    in_arc=situation.in_arc))

    def scenario_from_units(self, attacker: Unit, weapon: Weapon, target: Unit,
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


RULESET = SecondRuleset()
