"""Horus Heresy (3rd edition): steps 8-11 and the Morale sub-phase in play.

Wounds are saved in batches of identical wounds (same AP and Damage): the target model is
always the wounded one first, so a batch rolled together gives the same result as one wound
at a time.  Medic! may be declared during these steps (step 9).
"""

from __future__ import annotations

from dataclasses import replace

from desktop.domain.text import QT_TRANSLATE_NOOP, Message, error
from desktop.rules.editions.horus_heresy.effects import (
    STATUS_TABLE,
    Reaction,
    Status,
    vehicle_damage,
)
from desktop.rules.editions.horus_heresy.flow import (
    CTX,
    T,
    after_check,
    after_damage,
    after_mitigation,
    after_save,
    m,
    then,
    to_morale,
)
from desktop.rules.editions.horus_heresy.laws import (
    damage_value,
    mitigation_for,
    save_choice,
    save_target,
)
from desktop.rules.editions.horus_heresy.state import HHState, front_model
from desktop.rules.editions.horus_heresy.steps import declare_reaction
from desktop.rules.editions.horus_heresy.tables import SAVE_NAMES, check_passes
from desktop.rules.sequence import DiceRequest, ModifierSpec, Request, Step
from desktop.rules.steps import StepId


def _label(text: str, *args: object) -> Message:
    return Message(CTX, text, args)


# -- Medic! (declared at step 9) -----------------------------------------------------------------
def _medic_modifiers(state: HHState) -> tuple[ModifierSpec, ...]:
    medic = state.setup.target.rules.medic
    if medic is None or state.setup.target.vehicle:
        return ()
    return (ModifierSpec("medic", _label(QT_TRANSLATE_NOOP(
        "HorusHeresy", "Medic! reaction (Recovery Tests on %1+ at step 11)"), medic), "bool",
        value=state.reaction is Reaction.MEDIC),)


def _medic_declare(state: HHState, key: str, value: object) -> HHState:
    if not isinstance(value, bool):
        raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "Medic! is declared or not"))
    if not value:
        if state.reaction is Reaction.MEDIC:
            return replace(state, reaction=None)
        return state
    return declare_reaction(state, Reaction.MEDIC)


# -- 8-9: saves, damage mitigation, Damage ------------------------------------------------------
def _save_request(state: HHState) -> Request:
    record = state.batch[0]
    choice = save_choice(record, state.defence)
    assert choice is not None
    kind, target = choice
    return DiceRequest(
        count=len(state.batch), target=target,
        purpose=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Saving throws (AP %1)"),
                       "-" if record.ap is None else record.ap),
        explanation=_label(QT_TRANSLATE_NOOP("HorusHeresy", "%1 on %2+"),
                           _label(SAVE_NAMES[kind]), target))


def _save_submit(state: HHState, dice: tuple[int, ...]) -> T:
    target = save_target(state.batch[0], state.defence) or 7
    failed = sum(1 for d in dice if d < max(2, target))
    state = replace(state, queue=state.queue[len(state.batch):])
    message = m(QT_TRANSLATE_NOOP("HorusHeresy", "Saves failed: %1"), failed)
    rest = after_save(state, failed)
    return then(rest.state, message, *rest.messages)


def _mitigation_request(state: HHState) -> Request:
    assert state.current is not None
    target = mitigation_for(state.current, state.defence)
    return DiceRequest(
        count=state.failed, target=target,
        purpose=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Damage Mitigation Tests")),
        explanation=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Feel No Pain / Shrouded on %1+"),
                           target))


def _mitigation_submit(state: HHState, dice: tuple[int, ...]) -> T:
    assert state.current is not None
    target = mitigation_for(state.current, state.defence) or 7
    unsaved = sum(1 for d in dice if d < max(2, target))
    return after_mitigation(state, unsaved)


def _damage_request(state: HHState) -> Request:
    damage = state.fire_group.gun.damage
    return DiceRequest(
        count=state.unsaved_now * damage.dice, sides=damage.sides,
        total=True,
        purpose=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Damage rolls")),
        explanation=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Damage %1 for each unsaved wound "
                                                            "(unsaved wounds: %2)"), str(damage),
                           state.unsaved_now))


def _damage_submit(state: HHState, dice: tuple[int, ...]) -> T:
    assert state.current is not None
    gun, d = state.fire_group.gun, state.defence
    per = gun.damage.dice
    values = [damage_value(state.current, gun, d, dice[i * per:(i + 1) * per])
              for i in range(state.unsaved_now)]
    return after_damage(state, values)


# -- 11: remove casualties ---------------------------------------------------------------------
def _recovering(state: HHState) -> list[int]:
    return [i for i, took in enumerate(state.took) if took]


def _casualties_request(state: HHState) -> Request | None:
    target = state.setup.target
    if state.reaction is Reaction.MEDIC and _recovering(state):
        return DiceRequest(
            count=len(_recovering(state)), target=target.rules.medic,
            purpose=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Recovery Tests (Medic!)")),
            explanation=_label(QT_TRANSLATE_NOOP(
                "HorusHeresy", "%1+: one unsaved wound of that model deals 1 less Damage"),
                target.rules.medic))
    if target.vehicle and state.known.glancing and not target.rules.super_heavy:
        return DiceRequest(
            count=state.known.glancing, total=False,
            purpose=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Vehicle Damage Table")),
            explanation=_label(QT_TRANSLATE_NOOP(
                "HorusHeresy", "1-2 Stunned, 3-4 Pinned, 5-6 Suppressed; a status it already "
                               "has costs 1 Hull Point")))
    return None


def _coherency_modifiers(state: HHState) -> tuple[ModifierSpec, ...]:
    if state.setup.target.vehicle:
        return ()
    return (ModifierSpec("coherency_broken", _label(QT_TRANSLATE_NOOP(
        "HorusHeresy", "Removing the casualties breaks the unit's coherency")), "bool"),)


def _coherency_declare(state: HHState, key: str, value: object) -> HHState:
    if not isinstance(value, bool):
        raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "Coherency is broken or not"))
    return replace(state, setup=replace(state.setup, coherency_broken=value))


def lose_hull_point(models: list[int], wounds: int) -> None:
    i = front_model(tuple(models), wounds)
    if i is not None:
        models[i] -= 1


def _casualties_submit(state: HHState, dice: tuple[int, ...]) -> T:
    target = state.setup.target
    models = list(state.models)
    gained = set(state.gained)
    messages: list[Message] = []
    if state.reaction is Reaction.MEDIC and dice:
        for i, die in zip(_recovering(state), dice, strict=True):
            if die >= (target.rules.medic or 7) and models[i] < target.wounds:
                models[i] += 1
        messages.append(m(QT_TRANSLATE_NOOP("HorusHeresy", "%1 Recovery Tests passed"),
                          sum(1 for d in dice if d >= (target.rules.medic or 7))))
    elif target.vehicle:
        rolls = dice if dice else ()
        if target.rules.super_heavy:
            for _ in range(state.known.glancing):
                lose_hull_point(models, target.wounds)
        for die in rolls:
            status = vehicle_damage(die)
            if status in gained or status in target.statuses:
                lose_hull_point(models, target.wounds)
            else:
                gained.add(status)
    state = replace(state, models=tuple(models), took=(False,) * len(models),
                    gained=frozenset(gained))
    messages.append(m(QT_TRANSLATE_NOOP("HorusHeresy", "Models removed as casualties: %1"),
                      state.casualties))
    rest = to_morale(state)
    return then(rest.state, *messages, *rest.messages)


# -- Morale sub-phase --------------------------------------------------------------------------
def _morale_request(state: HHState) -> Request | None:
    status, target = state.checks[0]
    if target <= 0:
        return None
    check = (QT_TRANSLATE_NOOP("HorusHeresy", "Leadership check") if status is Status.ROUTED
             else QT_TRANSLATE_NOOP("HorusHeresy", "Cool check"))
    return DiceRequest(
        count=2, total=True,
        purpose=_label(QT_TRANSLATE_NOOP("HorusHeresy", "%1 against %2"),
                                _label(check), _label(STATUS_TABLE[status].name)),
        explanation=_label(QT_TRANSLATE_NOOP("HorusHeresy", "2D6 of %1 or less passes; double "
                                                            "1 passes, double 6 fails"), target))


def _morale_submit(state: HHState, dice: tuple[int, ...]) -> T:
    _, target = state.checks[0]
    passed = bool(dice) and check_passes(dice[0], dice[1], target)
    return after_check(state, passed)


def last_steps() -> tuple[Step[HHState], ...]:
    return (
        Step(StepId.SAVE, _save_request, submit=_save_submit, modifiers=_medic_modifiers,
             declare=_medic_declare),
        Step(StepId.MITIGATION, _mitigation_request, submit=_mitigation_submit,
             modifiers=_medic_modifiers, declare=_medic_declare),
        Step(StepId.DAMAGE, _damage_request, submit=_damage_submit,
             modifiers=_medic_modifiers, declare=_medic_declare),
        Step(StepId.CASUALTIES, _casualties_request, submit=_casualties_submit,
             modifiers=_coherency_modifiers, declare=_coherency_declare),
        Step(StepId.MORALE, _morale_request, submit=_morale_submit),
    )
