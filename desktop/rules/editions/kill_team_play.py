"""Kill Team (2018): the shooting sequence as steps of the shared state machine.

Per firing model (seed 002): target -> range -> shots (random shots rolled; a declared split
is allocated) -> hit -> wound -> save -> damage -> injury, one target model at a time; then
the next firing model.  The morale step at the end says whether the target kill team will owe
a Broken test in the Morale phase (Kill Team tests morale there, not after shooting).

Dice are rolled together per target model (fast dice rolling); unsaved wounds are applied in
the order entered, and the ones after the model dropped to 0 wounds are discarded [P22].
"""

from __future__ import annotations

from dataclasses import replace

from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message
from desktop.rules.editions import kill_team_tables as kt
from desktop.rules.editions.kill_team_model import (
    KTState,
    check,
    focus_index,
    hit_modifier,
    hit_needed,
    msg,
    multiplier,
    save_needed,
    wound_needed,
)
from desktop.rules.sequence import (
    ChoiceOption,
    ChoiceRequest,
    DiceRequest,
    ModifierSpec,
    Request,
    Step,
    StepId,
    Transition,
)

Out = Transition[KTState]
T = QT_TRANSLATE_NOOP


def _step(state: KTState, step: StepId | None, *messages: Message, **changes: object) -> Out:
    return Transition(replace(state, step=step, **changes), messages)  # type: ignore[arg-type]


def _add(state: KTState, index: int, value: int) -> tuple[int, int, int, int]:
    totals = list(state.totals)
    totals[index] += value
    return (totals[0], totals[1], totals[2], totals[3])


# -- moving on ------------------------------------------------------------------------------
def next_firer(state: KTState, *messages: Message) -> Out:
    firer = state.firer + 1
    if firer >= state.profile.firers or not state.alive:
        return _step(state, StepId.MORALE, *messages, firer=firer, shots=None, portions=(),
                     portion=0, hits=None, wounds=None, unsaved=None, injury_dice=None)
    return _step(state, StepId.TARGET, *messages, firer=firer, shots=None, portions=(),
                 portion=0, hits=None, wounds=None, unsaved=None, injury_dice=None,
                 situation=replace(state.situation, split=False))


def next_portion(state: KTState, *messages: Message) -> Out:
    if state.portion + 1 < len(state.portions):
        return _step(state, StepId.HIT, *messages, portion=state.portion + 1, hits=None,
                     wounds=None, unsaved=None, injury_dice=None)
    return next_firer(state, *messages)


def _after_shots(state: KTState, shots: int, *messages: Message) -> Out:
    state = replace(state, shots=shots, totals=_add(state, 0, shots))
    said = (*messages, msg(T("KillTeam", "%1 shots"), shots))
    if shots == 0:
        return next_firer(state, *said)
    if state.situation.split and shots > 1 and len(state.alive) > 1:
        return _step(state, StepId.SHOTS, *said)  # the split is chosen next
    target = focus_index(state.models)
    assert target is not None
    return _step(state, StepId.HIT, *said, portions=((target, shots),), portion=0)


# -- target ---------------------------------------------------------------------------------
def _no_request(state: KTState) -> Request | None:
    return None


def _target_modifiers(state: KTState) -> tuple[ModifierSpec, ...]:
    return (
        ModifierSpec("obscured", msg(T("KillTeam", "Target obscured (-1 to hit, -1 injury)"))),
        ModifierSpec("split", msg(T("KillTeam", "Split the shots between models within 2\""))),
        ModifierSpec("moved", msg(T("KillTeam", "Firer moved (Heavy: -1 to hit)"))),
        ModifierSpec("advanced", msg(T("KillTeam", "Firer Advanced (Assault only, -1 to hit)"))),
        ModifierSpec("engaged", msg(T("KillTeam", "Firer within 1\" of an enemy (Pistol only)"))),
        ModifierSpec("flesh_wounds", msg(T("KillTeam", "Flesh wounds on the firer (-1 each)")),
                     kind="int", minimum=0, maximum=2),
        ModifierSpec("broken", msg(T("KillTeam", "Firer's kill team is broken (-1 to hit)"))),
        ModifierSpec("shaken", msg(T("KillTeam", "Firer is shaken (cannot shoot)"))),
        ModifierSpec("near_friendly",
                     msg(T("KillTeam", "Target within 1\" of a friendly model"))),
    )


def _declare(state: KTState, key: str, value: object) -> KTState:
    if key in ("flesh_wounds", "distance"):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise DomainError(msg(T("KillTeam", "'%1' needs a number"), key))
        limit = 2 if key == "flesh_wounds" else 1000
        if not 0 <= value <= limit or (key == "flesh_wounds" and not isinstance(value, int)):
            raise DomainError(msg(T("KillTeam", "'%1' must be between 0 and %2"), key, limit))
    elif not isinstance(value, bool):
        raise DomainError(msg(T("KillTeam", "'%1' is either on or off"), key))
    changes: dict[str, object] = {key: value}
    situation = replace(state.situation, **changes)  # type: ignore[arg-type]
    check(state.profile, situation)
    return replace(state, situation=situation)


def _target_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    p = state.profile
    if p.weapon_name and p.target_name:
        said = msg(T("KillTeam", "Model %1 of %2 shoots %3 at %4"), state.firer + 1, p.firers,
                   p.weapon_name, p.target_name)
    else:
        said = msg(T("KillTeam", "Model %1 of %2 shoots"), state.firer + 1, p.firers)
    return _step(state, StepId.RANGE, said)


# -- range and shots ------------------------------------------------------------------------
def inches(value: float | None) -> str:
    """10.0 -> "10", 10.5 -> "10.5"."""
    if value is None:
        return "?"
    return f"{value:g}"


def _range_modifiers(state: KTState) -> tuple[ModifierSpec, ...]:
    return (ModifierSpec("distance", msg(T("KillTeam", "Distance to the target (inches)")),
                         kind="int", minimum=0, maximum=1000),)


def _range_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    p, s = state.profile, state.situation
    factor = multiplier(p, s)
    if factor == 0:
        return next_firer(state, msg(T("KillTeam", "Out of range (%1\" > %2\"): no shot"),
                                     inches(s.distance), inches(p.weapon_range)))
    if s.distance is None:
        said = msg(T("KillTeam", "In range"))
    elif factor == 2:
        said = msg(T("KillTeam", "Within half range: Rapid Fire shoots twice"))
    elif kt.long_range(s.distance, p.weapon_range):
        said = msg(T("KillTeam", "Long range (%1\" of %2\"): -1 to hit"), inches(s.distance),
                   inches(p.weapon_range))
    else:
        said = msg(T("KillTeam", "Within half range (%1\" of %2\")"), inches(s.distance),
                   inches(p.weapon_range))
    if p.shots.is_constant:
        return _after_shots(state, p.shots.minimum * factor, said)
    return _step(state, StepId.SHOTS, said)


def _shots_request(state: KTState) -> Request:
    p = state.profile
    if state.shots is None:
        factor = multiplier(p, state.situation)
        return DiceRequest(p.shots.count, msg(T("KillTeam", "Roll for the number of shots")),
                           msg(T("KillTeam", "%1 shots, times %2"), str(p.shots), factor),
                           sides=p.shots.sides)
    first = focus_index(state.models)
    order = sorted(state.alive, key=lambda i: (i != first, i))  # the default: all at focus
    options = tuple(
        ChoiceOption(f"m{i}", msg(T("KillTeam", "Model %1 (%2 wounds, %3 flesh wounds)"),
                                  i + 1, state.models[i][0], state.models[i][1]))
        for i in order)
    return ChoiceRequest(msg(T("KillTeam", "Pick the target model of each shot")), options,
                         min_picks=state.shots, max_picks=state.shots, repeat=True)


def _shots_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    p = state.profile
    rolled = max(0, sum(dice) + p.shots.modifier)
    return _after_shots(state, rolled * multiplier(p, state.situation))


def _shots_choose(state: KTState, keys: tuple[str, ...]) -> Out:
    order: list[int] = []
    counts: dict[int, int] = {}
    for key in keys:
        index = int(key[1:])
        if index not in counts:
            order.append(index)
            counts[index] = 0
        counts[index] += 1
    portions = tuple((i, counts[i]) for i in order)
    said = msg(T("KillTeam", "Shots split: %1"),
               ", ".join(f"{n} -> {i + 1}" for i, n in portions))
    return _step(state, StepId.HIT, said, portions=portions, portion=0)


# -- hit, wound, save -----------------------------------------------------------------------
def _hit_request(state: KTState) -> Request:
    p, s = state.profile, state.situation
    model, shots = state.current
    return DiceRequest(shots, msg(T("KillTeam", "Hit rolls at model %1"), model + 1),
                       msg(T("KillTeam", "BS %1+, modifier %2: hits on %3+"), p.bs,
                           hit_modifier(p, s), hit_needed(p, s)),
                       target=hit_needed(p, s),
                       note=msg(T("KillTeam", "A 1 always misses, a 6 always hits")))


def _hit_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    hits = sum(1 for d in dice if d >= hit_needed(state.profile, state.situation))
    state = replace(state, hits=hits, totals=_add(state, 1, hits))
    said = msg(T("KillTeam", "%1 hits"), hits)
    if hits == 0:
        return next_portion(state, said)
    return _step(state, StepId.WOUND, said)


def _wound_request(state: KTState) -> Request:
    p = state.profile
    assert state.hits is not None
    return DiceRequest(state.hits, msg(T("KillTeam", "Wound rolls")),
                       msg(T("KillTeam", "S %1 against T %2: wounds on %3+"), p.strength,
                           p.toughness, wound_needed(p)), target=wound_needed(p))


def _wound_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    wounds = sum(1 for d in dice if d >= wound_needed(state.profile))
    state = replace(state, wounds=wounds, totals=_add(state, 2, wounds))
    said = msg(T("KillTeam", "%1 wounds"), wounds)
    if wounds == 0:
        return next_portion(state, said)
    if save_needed(state.profile) is None:
        return _after_saves(state, wounds, said, msg(T("KillTeam", "No save is possible")))
    return _step(state, StepId.SAVE, said)


def _save_request(state: KTState) -> Request:
    p = state.profile
    needed = save_needed(p)
    assert state.wounds is not None and needed is not None
    return DiceRequest(state.wounds, msg(T("KillTeam", "Saving throws (the target's player)")),
                       msg(T("KillTeam", "Save %1+, AP %2, invulnerable %3+: saved on %4+"),
                           p.save or "-", p.ap, p.invulnerable or "-", needed),
                       target=needed, note=msg(T("KillTeam", "A 1 always fails")))


def _save_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    needed = save_needed(state.profile)
    assert needed is not None
    unsaved = sum(1 for d in dice if d < needed)
    return _after_saves(state, unsaved, msg(T("KillTeam", "%1 unsaved wounds"), unsaved))


def _after_saves(state: KTState, unsaved: int, *messages: Message) -> Out:
    state = replace(state, unsaved=unsaved, totals=_add(state, 3, unsaved))
    if unsaved == 0:
        return next_portion(state, *messages)
    damage = state.profile.damage
    if damage.is_constant:
        return _apply_damage(state, [damage.minimum] * unsaved, *messages)
    return _step(state, StepId.DAMAGE, *messages)


# -- damage and injury ----------------------------------------------------------------------
def _damage_request(state: KTState) -> Request:
    damage = state.profile.damage
    assert state.unsaved is not None
    return DiceRequest(state.unsaved * damage.count,
                       msg(T("KillTeam", "Damage: %1 for each unsaved wound, in order"),
                           str(damage)), msg(T("KillTeam", "Damage %1"), str(damage)),
                       sides=damage.sides)


def _damage_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    damage = state.profile.damage
    per = damage.count
    values = [max(0, sum(dice[i:i + per]) + damage.modifier) for i in range(0, len(dice), per)]
    return _apply_damage(state, values)


def _apply_damage(state: KTState, values: list[int], *messages: Message) -> Out:
    index, _ = state.current
    wounds, flesh = state.models[index]
    left = wounds
    for i, value in enumerate(values):
        if value >= left:
            lost = len(values) - i - 1
            said = [*messages, msg(T("KillTeam", "Model %1 is down to 0 wounds"), index + 1)]
            if lost:
                said.append(msg(T("KillTeam", "%1 further unsaved wounds are discarded"), lost))
            if flesh + 1 >= kt.MAX_FLESH_WOUNDS:
                models = _set(state, index, (0, flesh))
                said.append(msg(T("KillTeam", "A third flesh wound: model %1 is out of action"),
                                index + 1))
                return next_portion(replace(state, models=models), *said)
            return _step(state, StepId.INJURY, *said, injury_dice=value)
        left -= value
    models = _set(state, index, (left, flesh))
    return next_portion(replace(state, models=models), *messages,
                        msg(T("KillTeam", "Model %1 has %2 wounds left"), index + 1, left))


def _set(state: KTState, index: int, model: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    return (*state.models[:index], model, *state.models[index + 1:])


def _injury_request(state: KTState) -> Request:
    index, _ = state.current
    flesh = state.models[index][1]
    needed = kt.injury_die_needed(flesh, state.situation.obscured)
    assert state.injury_dice is not None
    return DiceRequest(state.injury_dice,
                       msg(T("KillTeam", "Injury roll for model %1 (the highest die counts)"),
                           index + 1),
                       msg(T("KillTeam", "4+ is out of action, modifier %1: a die of %2+"),
                           kt.injury_modifier(flesh, state.situation.obscured), needed),
                       target=needed,
                       note=msg(T("KillTeam", "Otherwise a flesh wound: 1 wound left")))


def _injury_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    index, _ = state.current
    flesh = state.models[index][1]
    if kt.injury_result(dice, flesh, state.situation.obscured):
        models = _set(state, index, (0, flesh))
        said = msg(T("KillTeam", "Model %1 is out of action"), index + 1)
    else:
        models = _set(state, index, (1, flesh + 1))
        said = msg(T("KillTeam", "Model %1 suffers a flesh wound (%2 now)"), index + 1,
                   flesh + 1)
    return next_portion(replace(state, models=models, injury_dice=None), said)


# -- morale ---------------------------------------------------------------------------------
def down_count(state: KTState) -> int:
    """Target kill team models flesh-wounded or out of action (plus those already down)."""
    return state.profile.team_down + sum(1 for w, f in state.models if w <= 0 or f > 0)


def broken_test_due(state: KTState) -> bool:
    p = state.profile
    wiped = p.team_size == len(state.models) and not state.alive
    return not wiped and kt.broken_test_due(p.team_size, down_count(state))


def _morale_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    p = state.profile
    if broken_test_due(state):
        said = msg(T("KillTeam", "%1 of %2 models are down: a Broken test is due in the "
                                 "Morale phase"), down_count(state), p.team_size)
    else:
        said = msg(T("KillTeam", "No Broken test is due (%1 of %2 models down)"),
                   down_count(state), p.team_size)
    return _step(state, None, said)


STEP_TABLE: tuple[Step[KTState], ...] = (
    Step(StepId.TARGET, _no_request, submit=_target_submit, modifiers=_target_modifiers,
         declare=_declare),
    Step(StepId.RANGE, _no_request, submit=_range_submit, modifiers=_range_modifiers,
         declare=_declare),
    Step(StepId.SHOTS, _shots_request, submit=_shots_submit, choose=_shots_choose),
    Step(StepId.HIT, _hit_request, submit=_hit_submit),
    Step(StepId.WOUND, _wound_request, submit=_wound_submit),
    Step(StepId.SAVE, _save_request, submit=_save_submit),
    Step(StepId.DAMAGE, _damage_request, submit=_damage_submit),
    Step(StepId.INJURY, _injury_request, submit=_injury_submit),
    Step(StepId.MORALE, _no_request, submit=_morale_submit),
)
