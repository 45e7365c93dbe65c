"""Horus Heresy (3rd edition): from the odds file to a :class:`Setup`, and from a fresh
:class:`Setup` to the exact-odds :class:`Plan`.

Weapons out of range take no part (design.md: shots are lost); an attack the rules forbid
(Rushed, Locked in Combat, embarked, a Reaction the target may not make) is refused with a
:class:`DomainError` that the command line prints as one line (exit 2).
"""

from __future__ import annotations

from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.rules.editions.horus_heresy.effects import Reaction, Status
from desktop.rules.editions.horus_heresy.odds import Plan, odds
from desktop.rules.editions.horus_heresy.scenario import HHScenario, HHTarget, HHWeapon
from desktop.rules.editions.horus_heresy.setup import (
    FireGroup,
    Setup,
    Target,
    attacker_refusal,
    defence,
    final_spec,
    fresh_batch,
    morale_spec,
    reaction_refusal,
    snap_shots,
    space,
)
from desktop.rules.editions.horus_heresy.special_rules import (
    ModelRules,
    effective_gun,
    parse_weapon_rules,
)
from desktop.rules.sequence import OddsReport

CTX = "HorusHeresy"


def _group(weapon: HHWeapon, bs: int, models: int, stationary: bool, snap: bool,
           models_hit: int | None = None) -> FireGroup:
    rules = parse_weapon_rules(weapon.special_rules)
    gun = effective_gun(weapon.name, weapon.range if weapon.range is not None else 1e9,
                        weapon.shots, weapon.strength, weapon.ap, weapon.damage, rules,
                        stationary)
    return FireGroup(gun, bs, models, snap, models_hit if rules.area else None)


def _target(t: HHTarget) -> Target:
    rules = ModelRules(feel_no_pain=t.feel_no_pain, shrouded=t.shrouded,
                       eternal_warrior=t.eternal_warrior, medic=t.medic, shield=t.shield,
                       smokescreen=t.smokescreen, automata=t.automata, walker=t.walker,
                       vehicle=t.vehicle is not None,
                       super_heavy=t.vehicle is not None and t.vehicle.super_heavy)
    wounds = t.vehicle.hull_points if t.vehicle is not None else t.wounds
    return Target(models=t.models, toughness=t.toughness, wounds=wounds, save=t.save,
                  invulnerable=t.invulnerable, cover=t.cover, leadership=t.leadership,
                  cool=t.cool, wounds_lost=t.wounds_lost, rules=rules,
                  armour=t.vehicle.armour if t.vehicle is not None else None,
                  statuses=frozenset(Status(s) for s in t.statuses), name=t.name)


def setup_from_scenario(sc: HHScenario) -> tuple[Setup, tuple[Message, ...]]:
    """The attack of an odds file (DomainError when the rules forbid it), with notes."""
    a, situation = sc.attacker, sc.situation
    refusal = attacker_refusal(a.rushed, a.light, a.locked_in_combat, a.embarked)
    if refusal is not None:
        raise refusal
    statuses = frozenset(Status(s) for s in a.statuses)
    snap = snap_shots(a.snap_shots, a.rushed, statuses, situation.attack)
    stationary = not a.moved and not a.rushed
    notes: list[Message] = []
    groups = []
    declared = [(a.weapon, a.bs, a.models, a.models_hit)] + [
        (g.weapon, g.bs, g.models, g.models_hit) for g in a.fire_groups]
    for weapon, bs, models, models_hit in declared:
        group = _group(weapon, bs, models, stationary, snap, models_hit)
        if situation.distance is not None and situation.distance > group.gun.range:
            notes.append(Message(CTX, QT_TRANSLATE_NOOP(
                "HorusHeresy", "%1 is out of range and does not fire"),
                (weapon.name or "weapon",)))
            continue
        groups.append(group)
    setup = Setup(groups=tuple(groups), target=_target(sc.target), attack=situation.attack,
                  coherency_broken=situation.coherency_broken,
                  reaction=Reaction(sc.target.reaction) if sc.target.reaction else None)
    if setup.reaction is not None:
        refused = reaction_refusal(setup, setup.reaction)
        if refused is not None:
            raise refused
    return setup, tuple(notes)


def plan_for(setup: Setup) -> Plan:
    """The exact-odds plan of an attack that has not rolled any dice yet."""
    reaction = setup.reaction
    d = defence(setup, reaction)
    sp = space(setup, reaction)
    t = setup.target
    groups = tuple((fresh_batch(g, d),) for g in setup.groups)
    return Plan(space=sp, start=(t.models * t.wounds - t.wounds_lost, 0),
                models_at_start=t.models, groups=groups, morale=morale_spec(setup),
                final=final_spec(setup, reaction))


def scenario_odds(scenario: HHScenario) -> OddsReport:
    """The exact odds of an odds file, with a note for each weapon out of range."""
    setup, notes = setup_from_scenario(scenario)
    report = odds(plan_for(setup))
    if not notes:
        return report
    return OddsReport(report.shots, report.hits, report.wounds, report.unsaved,
                      report.casualties, report.morale_test, report.morale_fail,
                      report.extras, report.notes + notes)
