"""Horus Heresy (3rd edition): how the Shooting Attack moves from step to step.

Steps 1-11 of the attack [S:004, P1]: after the target and the reactions at step 3, each
Fire Group goes through Hit Tests, Wound (or Armour Penetration) Tests, target model, saves
and damage mitigation; then casualties are removed (step 11, with Medic! Recovery Tests and
the Vehicle Damage Table) and the Morale sub-phase checks follow.  Steps that would ask for
nothing (all hits automatic, no save possible, constant Damage) are passed over, with a log
line saying why.
"""

from __future__ import annotations

from dataclasses import replace

from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.rules.editions.horus_heresy.effects import STATUS_TABLE, Reaction, Status, fired_by
from desktop.rules.editions.horus_heresy.laws import (
    HitKind,
    Wound,
    damage_value,
    mitigation_for,
    resolve_second,
    save_target,
    wound_rolled,
)
from desktop.rules.editions.horus_heresy.odds import due_checks
from desktop.rules.editions.horus_heresy.setup import morale_spec
from desktop.rules.editions.horus_heresy.state import HHState, apply_damage
from desktop.rules.sequence import Transition
from desktop.rules.steps import StepId

CTX = "HorusHeresy"
T = Transition[HHState]


def m(template: str, *args: object) -> Message:
    return Message(CTX, template, args)


def then(state: HHState, *messages: Message) -> T:
    return Transition(state, tuple(messages))


def chain(first: T, nxt: T) -> T:
    return Transition(nxt.state, first.messages + nxt.messages)


# -- Fire Groups ---------------------------------------------------------------------------------
def next_group(state: HHState) -> T:
    state = replace(state, group=None, shots=None, hits=(), queue=(), current=None,
                    deflagrate=0, spawned=False)
    if state.pending and state.alive == 0:
        return chain(then(state, m(QT_TRANSLATE_NOOP(
            "HorusHeresy", "The target unit is destroyed: the other Fire Groups do not fire"))),
            end_of_attack(replace(state, pending=())))
    if not state.pending:
        return end_of_attack(state)
    if len(state.pending) > 1:
        return then(replace(state, step=StepId.FIRE_GROUPS))
    return begin_group(state, state.pending[0])


def begin_group(state: HHState, index: int) -> T:
    state = replace(state, group=index, pending=tuple(i for i in state.pending if i != index))
    group = state.fire_group
    note = m(QT_TRANSLATE_NOOP("HorusHeresy", "Fire Group: %1 (models: %2, BS %3)"),
             group.gun.name or "weapon", group.models, group.bs)
    if group.gun.firepower.dice or group.area:  # an area weapon: the models under it
        return then(replace(state, step=StepId.SHOTS), note)
    shots = group.gun.firepower.value() * group.models
    return chain(then(state, note), after_shots(state, shots))


def area_hits(state: HHState) -> T:
    """Blast, Barrage or Template: no Hit Test; each target model under the marker or
    template is hit (each counts as one shot)."""
    count = state.fire_group.under
    state = replace(state.count(shots=count), shots=count)
    note = m(QT_TRANSLATE_NOOP("HorusHeresy", "Models under the marker or template: %1, "
                                              "each one hit"), count)
    if count == 0:
        return chain(then(state, note), next_group(state))
    return chain(then(state, note), after_hits(state, (HitKind.NORMAL,) * count))


def after_shots(state: HHState, shots: int) -> T:
    state = replace(state.count(shots=shots), shots=shots)
    entry = state.fire_group.entry
    if shots == 0:
        return chain(then(state, m(QT_TRANSLATE_NOOP("HorusHeresy", "No shots fired"))),
                     next_group(state))
    if entry.fails:
        return chain(then(state, m(QT_TRANSLATE_NOOP(
            "HorusHeresy", "Snap Shots at BS 1 miss automatically; shots lost: %1"), shots)),
            next_group(state))
    if entry.automatic:
        hits = (HitKind.CRITICAL,) * shots
        return chain(then(state, m(QT_TRANSLATE_NOOP(
            "HorusHeresy", "BS 10+ hits automatically: %1 Critical Hits"), shots)),
            after_hits(state, hits))
    return then(replace(state, step=StepId.HIT))


def after_hits(state: HHState, hits: tuple[HitKind, ...]) -> T:
    group = state.fire_group
    state = state.count(hits=len(hits))
    if hits:
        state = replace(state, fired=state.fired | fired_by(group.tags, "hit"))
    state = replace(state, hits=hits)
    if not hits:
        return chain(then(state, m(QT_TRANSLATE_NOOP("HorusHeresy", "No hits"))),
                     next_group(state))
    d = state.defence
    if d.vehicle:
        return then(replace(state, step=StepId.ARMOUR_PENETRATION))
    if any(wound_rolled(k, d) for k in hits):
        return then(replace(state, step=StepId.WOUND))
    records = tuple(r for k in hits
                    if (r := resolve_second(k, group.gun, d, 6)) is not None)
    return after_wounds(state, records)


def after_wounds(state: HHState, records: tuple[Wound, ...]) -> T:
    group = state.fire_group
    wounds = sum(1 for r in records if not r.glancing)
    state = state.count(wounds=wounds)
    if wounds:
        state = replace(state, fired=state.fired | fired_by(group.tags, "wound"))
    # Unmodified wounds first, then those a rule changed (Breaching AP 2, extra Damage) [P1];
    # identical wounds end up next to each other and are saved with one roll.
    queue = tuple(sorted(records, key=lambda r: (
        r.modified, r.ap != group.gun.ap, r.glancing, -1 if r.ap is None else r.ap)))
    state = replace(state, hits=(), queue=queue)
    message = m(QT_TRANSLATE_NOOP("HorusHeresy", "Wounds or penetrating hits: %1, glancing: %2"),
                wounds, len(records) - wounds)
    return chain(then(state, message), next_batch(state))


# -- saves ---------------------------------------------------------------------------------------
def next_batch(state: HHState) -> T:
    if not state.queue or state.alive == 0:
        if state.queue:
            return chain(then(state, m(QT_TRANSLATE_NOOP(
                "HorusHeresy", "No target model left; wounds lost: %1"), len(state.queue))),
                next_group(replace(state, queue=())))
        if state.alive and state.deflagrate and not state.spawned:
            return deflagrate(state)
        return next_group(state)
    head = state.batch
    state = replace(state, current=head[0])
    if save_target(head[0], state.defence) is not None:
        return then(replace(state, step=StepId.SAVE))
    return after_save(replace(state, queue=state.queue[len(head):]), len(head))


def deflagrate(state: HHState) -> T:
    """Deflagrate (X): one more hit per unsaved wound of the group, at Strength X, AP -,
    Damage 1, wound-tested and saved like any hit (they do not deflagrate themselves)."""
    count = state.deflagrate
    state = replace(state, spawned=True, deflagrate=0)
    gun = state.fire_group.gun
    note = m(QT_TRANSLATE_NOOP("HorusHeresy", "Deflagrate: %1 more hits at Strength %2"),
             count, gun.strength)
    return chain(then(state, note), after_hits(state, (HitKind.NORMAL,) * count))


def after_save(state: HHState, failed: int) -> T:
    record = state.current
    assert record is not None
    state = replace(state, failed=failed)
    if failed == 0:
        return next_batch(state)
    if mitigation_for(record, state.defence) is not None:
        return then(replace(state, step=StepId.MITIGATION))
    return after_mitigation(state, failed)


def after_mitigation(state: HHState, unsaved: int) -> T:
    record = state.current
    assert record is not None
    if record.glancing:
        return next_batch(state.count(glancing=unsaved))
    state = replace(state, unsaved_now=unsaved)  # counted as each one finds a model
    if unsaved == 0:
        return next_batch(state)
    gun = state.fire_group.gun
    if gun.damage.dice:
        return then(replace(state, step=StepId.DAMAGE))
    value = damage_value(record, gun, state.defence, ())
    return after_damage(state, [value] * unsaved)


def after_damage(state: HHState, damages: list[int]) -> T:
    state, applied = apply_damage(state, damages)
    state = state.count(unsaved=applied)
    if not state.spawned and state.fire_group.gun.rules.deflagrate is not None:
        state = replace(state, deflagrate=state.deflagrate + applied)
    message = m(QT_TRANSLATE_NOOP("HorusHeresy", "Unsaved wounds: %1, Damage %2; models "
                                                 "set aside as casualties so far: %3"),
                applied, "+".join(str(x) for x in damages[:applied]), state.casualties)
    said = [message]
    if applied < len(damages):
        said.append(m(QT_TRANSLATE_NOOP("HorusHeresy", "No target model left; wounds lost: "
                                                       "%1"), len(damages) - applied))
    return chain(then(state, *said), next_batch(state))


# -- step 11 and the Morale sub-phase ------------------------------------------------------------
def end_of_attack(state: HHState) -> T:
    state = replace(state, step=StepId.CASUALTIES, group=None)
    if state.reaction is Reaction.RETURN_FIRE:
        return then(state, m(QT_TRANSLATE_NOOP(
            "HorusHeresy", "Return Fire: before casualties are removed the target shoots "
                           "back with all %1 of its models, even those reduced to 0 Wounds"),
            state.setup.target.models))
    return then(state)


def morale_checks(state: HHState) -> tuple[tuple[Status, int], ...]:
    """The checks of the Morale sub-phase the unit rolls, Routed first (one per status)."""
    spec = morale_spec(state.setup, state.fired)
    if not spec.allowed or state.alive == 0:
        return ()
    due = due_checks(spec, state.fired, state.casualties, state.setup.target.models)
    return tuple((status, target) for status, target in due if target is not None)


def to_morale(state: HHState) -> T:
    checks = morale_checks(state)
    if checks and state.setup.target.rules.automata:
        results = tuple((status, True) for status, _ in checks)
        return then(replace(state, step=None, checks=(), results=results),
                    m(QT_TRANSLATE_NOOP("HorusHeresy", "Automata pass every status check")))
    if not checks:
        return then(replace(state, step=None, checks=()),
                    m(QT_TRANSLATE_NOOP("HorusHeresy", "No morale checks")))
    return then(replace(state, step=StepId.MORALE, checks=checks))


def after_check(state: HHState, passed: bool) -> T:
    status, target = state.checks[0]
    rest = state.checks[1:]
    results = (*state.results, (status, passed))
    gained = state.gained if passed else state.gained | {status}
    if status is Status.ROUTED and not passed:
        rest = ()
    name = m(STATUS_TABLE[status].name)
    message = (m(QT_TRANSLATE_NOOP("HorusHeresy", "Check against %1 passed: not %2"),
                 target, name) if passed else
               m(QT_TRANSLATE_NOOP("HorusHeresy", "Check against %1 failed: the unit is %2"),
                 target, name))
    state = replace(state, checks=rest, results=results, gained=gained,
                    step=StepId.MORALE if rest else None)
    return then(state, message)
