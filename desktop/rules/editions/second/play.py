"""``second`` shooting as a state machine: target (arc, closest target) -> range -> shots ->
hit (per range band) -> second roll (scores 7-9) -> sustained fire -> wound -> saves (field,
then armour) -> damage -> Break test.  Forecasts come from :mod:`.odds`."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, Message, error
from desktop.rules.editions.second.adapter import scenario_from_units
from desktop.rules.editions.second.odds import (
    LONG,
    SHORT,
    Declarations,
    Group,
    Known,
    Setup,
    armour_roll,
    band_rolls,
    forecast,
    hit_modifier,
    left_after,
    roll_for,
    still_needed,
    support_max,
)
from desktop.rules.editions.second.scenario import SecondScenario
from desktop.rules.editions.second.tables import (
    ClosestException,
    Cover,
    Speed,
    is_jam,
    save_needed,
    sustained_hits,
    to_wound,
)
from desktop.rules.groups import allocation, group_results, label, removed
from desktop.rules.helpers import counts, next_index, set_at, want_bool, want_choice, want_int
from desktop.rules.odds import check_size
from desktop.rules.registry import EditionRuleset
from desktop.rules.sequence import (
    Attack,
    AttackResult,
    ChoiceOption,
    DiceRequest,
    ModifierSpec,
    OddsReport,
    Step,
    Transition,
    confirm_only,
)
from desktop.rules.steps import StepId

CTX = "Second"
BAND_NAMES = (QT_TRANSLATE_NOOP("Second", "short range"), QT_TRANSLATE_NOOP("Second", "long range"))


def _m(template: str, *args: object) -> Message:
    return Message(CTX, template, args)


@dataclass(frozen=True)
class SecondState:
    step: StepId | None
    setup: Setup
    decl: Declarations
    known: Known = field(default_factory=Known)
    sighted: int = 0
    in_arc: bool = True
    closest: bool = True
    exception: ClosestException | None = None
    band: int = SHORT
    group: int = 0
    field_phase: bool = False
    group_hits: tuple[int, ...] = ()


# -- target ---------------------------------------------------------------------------------
def _opt(key: str, label: str) -> ChoiceOption:
    return ChoiceOption(key, _m(label))


def _target_modifiers(state: SecondState) -> tuple[ModifierSpec, ...]:
    exceptions = (
        _opt("none", QT_TRANSLATE_NOOP("Second", "No exception")),
        _opt("hero", QT_TRANSLATE_NOOP("Second", "The firer is a hero or special character")),
        _opt("vehicle", QT_TRANSLATE_NOOP("Second", "The closer target is a vehicle")),
        _opt("building", QT_TRANSLATE_NOOP("Second", "The closer target is a building")),
        _opt("close_combat", QT_TRANSLATE_NOOP("Second", "The closer models are in close combat")),
        _opt("broken", QT_TRANSLATE_NOOP("Second", "The closer models are broken")),
        _opt("in_cover", QT_TRANSLATE_NOOP(
            "Second", "The closer target is in cover, this one in the open")),
    )
    return (
        ModifierSpec("in_arc", _m(QT_TRANSLATE_NOOP(
            "Second", "The target is in the 90° arc in front of the firers"))),
        ModifierSpec("sighted", _m(QT_TRANSLATE_NOOP(
            "Second", "Models with the target in arc and in sight")), kind="int", minimum=0,
            maximum=state.setup.models),
        ModifierSpec("closest", _m(QT_TRANSLATE_NOOP("Second", "It is the closest target"))),
        ModifierSpec("closest_exception", _m(QT_TRANSLATE_NOOP(
            "Second", "Why a closer target may be passed over")), kind="choice",
            choices=exceptions),
        ModifierSpec("cover", _m(QT_TRANSLATE_NOOP("Second", "Target in cover")), kind="choice",
                     choices=(_opt("none", QT_TRANSLATE_NOOP("Second", "In the open")),
                              _opt("soft", QT_TRANSLATE_NOOP("Second", "Soft cover (-1)")),
                              _opt("hard", QT_TRANSLATE_NOOP("Second", "Hard cover (-2)")))),
        ModifierSpec("speed", _m(QT_TRANSLATE_NOOP("Second", "Target speed")), kind="choice",
                     choices=(_opt("none", QT_TRANSLATE_NOOP("Second", "Slow or still")),
                              _opt("fast", QT_TRANSLATE_NOOP("Second", "Fast (-1)")),
                              _opt("very_fast", QT_TRANSLATE_NOOP(
                                  "Second", "Very fast (-2)"))),
                     help=_m(QT_TRANSLATE_NOOP(
                         "Second", "Unconfirmed thresholds: 10 inches moved is fast, "
                                   "20 inches very fast"))),
        ModifierSpec("large", _m(QT_TRANSLATE_NOOP("Second", "Large target (+1)"))),
    )


def _target_declare(state: SecondState, key: str, value: object) -> SecondState:
    decl = state.decl
    if key == "in_arc":
        return replace(state, in_arc=want_bool(value))
    if key == "closest":
        return replace(state, closest=want_bool(value))
    if key == "closest_exception":
        picked = want_choice(value, ("none", *[e.value for e in ClosestException]))
        return replace(state, exception=None if picked == "none" else ClosestException(picked))
    if key == "cover":
        picked = want_choice(value, ("none", "soft", "hard"))
        return replace(state, decl=replace(decl, cover=None if picked == "none" else
                                           Cover(picked)))
    if key == "speed":
        picked = want_choice(value, ("none", "fast", "very_fast"))
        return replace(state, decl=replace(decl, speed=None if picked == "none" else
                                           Speed(picked)))
    if key == "large":
        return replace(state, decl=replace(decl, large=want_bool(value)))
    sighted = want_int(value, 0, state.setup.models)
    short = min(decl.short, sighted)
    return replace(state, sighted=sighted,
                   decl=replace(decl, short=short, long=min(decl.long, sighted - short)))


def _target_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    if not state.in_arc or state.sighted == 0:
        raise error(CTX, QT_TRANSLATE_NOOP(
            "Second", "Models fire only at a target in the 90° arc in front of them"))
    if not state.closest:
        if state.exception is None:
            raise error(CTX, QT_TRANSLATE_NOOP(
                "Second", "Shoot the closest target, unless an exception applies"))
        if state.exception is ClosestException.IN_COVER and state.decl.cover is not None:
            raise error(CTX, QT_TRANSLATE_NOOP(
                "Second", "A target in cover may be passed over only for one in the open"))
    return Transition(replace(state, step=StepId.RANGE), (_m(QT_TRANSLATE_NOOP(
        "Second", "Target declared; models with it in arc and in sight: %1 of %2"),
        state.sighted, state.setup.models),))


# -- range ----------------------------------------------------------------------------------
def _range_modifiers(state: SecondState) -> tuple[ModifierSpec, ...]:
    return (
        ModifierSpec("moved", _m(QT_TRANSLATE_NOOP("Second", "The firing models moved"))),
        ModifierSpec("in_range", _m(QT_TRANSLATE_NOOP(
            "Second", "Models with the target in range")), kind="int", minimum=0,
            maximum=state.sighted),
        ModifierSpec("within_short", _m(QT_TRANSLATE_NOOP(
            "Second", "Of those, models at short range")), kind="int", minimum=0,
            maximum=state.decl.firing),
        ModifierSpec("targeter", _m(QT_TRANSLATE_NOOP("Second", "Firers have a targeter (+1)"))),
        ModifierSpec("moving_vehicle", _m(QT_TRANSLATE_NOOP(
            "Second", "Firing from a moving vehicle (-1)"))),
    )


def _range_declare(state: SecondState, key: str, value: object) -> SecondState:
    decl = state.decl
    if key == "moved":
        return replace(state, decl=replace(decl, moved=want_bool(value)))
    if key == "targeter":
        return replace(state, decl=replace(decl, targeter=want_bool(value)))
    if key == "moving_vehicle":
        return replace(state, decl=replace(decl, moving_vehicle=want_bool(value)))
    if key == "in_range":
        in_range = want_int(value, 0, state.sighted)
        short = min(decl.short, in_range)
        return replace(state, decl=replace(decl, short=short, long=in_range - short))
    short = want_int(value, 0, decl.firing)
    return replace(state, decl=replace(decl, short=short, long=decl.firing - short))


def _range_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    rolls = band_rolls(state.setup, state.decl)
    messages = [_m(QT_TRANSLATE_NOOP(
        "Second", "Models at short range: %1, at long range: %2; moved: %3"),
        state.decl.short, state.decl.long,
        _m(QT_TRANSLATE_NOOP("Second", "yes")) if state.decl.moved else
        _m(QT_TRANSLATE_NOOP("Second", "no")))]
    if sum(rolls) == 0:
        messages.append(_m(QT_TRANSLATE_NOOP("Second", "No model can fire")))
        return Transition(_finish(replace(state, known=replace(state.known, shots=(0, 0)))),
                          tuple(messages))
    expr = state.setup.shots
    if expr.is_constant:
        shots = (rolls[SHORT] * expr.modifier, rolls[LONG] * expr.modifier)
        messages.append(_m(QT_TRANSLATE_NOOP("Second", "Shots: %1"), sum(shots)))
        return Transition(_after_shots(state, shots), tuple(messages))
    return Transition(replace(state, step=StepId.SHOTS), tuple(messages))


# -- shots ----------------------------------------------------------------------------------
def _shots_request(state: SecondState) -> DiceRequest:
    expr = state.setup.shots
    rolls = band_rolls(state.setup, state.decl)
    return DiceRequest(sum(rolls) * expr.count, _m(QT_TRANSLATE_NOOP("Second", "Number of shots")),
                       _m(QT_TRANSLATE_NOOP(
                           "Second", "Shots: %1 x %2, short range first (%3), then long (%4)"),
                          sum(rolls), str(expr), rolls[SHORT], rolls[LONG]), sides=expr.sides)


def _shots_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    expr = state.setup.shots
    totals = [max(0, sum(dice[i:i + expr.count]) + expr.modifier)
              for i in range(0, len(dice), expr.count)]
    short_rolls = band_rolls(state.setup, state.decl)[SHORT]
    shots = (sum(totals[:short_rolls]), sum(totals[short_rolls:]))
    return Transition(_after_shots(state, shots),
                      (_m(QT_TRANSLATE_NOOP("Second", "Shots: %1"), sum(shots)),))


def _after_shots(state: SecondState, shots: tuple[int, int]) -> SecondState:
    state = replace(state, known=replace(state.known, shots=shots))
    band = next_index(shots, -1)
    if band is None:
        return _finish(state)
    return replace(state, step=StepId.HIT, band=band)


# -- hit and second roll -------------------------------------------------------------------------
def _hit_request(state: SecondState) -> DiceRequest | None:
    roll = roll_for(state.setup, state.decl, state.band)
    if roll.first is None:
        return None
    needed = 7 - state.setup.bs - hit_modifier(state.setup, state.decl, state.band)
    note = (_m(QT_TRANSLATE_NOOP("Second", "Score %1: each 6 is rolled again, needing %2+"),
               needed, roll.second) if roll.second else None)
    return DiceRequest(state.known.shots[state.band] or 0,
                       _m(QT_TRANSLATE_NOOP("Second", "Roll to hit at %1"), _band(state)),
                       _m(QT_TRANSLATE_NOOP("Second", "BS %1, modifiers %2: hits on %3+"),
                          state.setup.bs, f"{hit_modifier(state.setup, state.decl, state.band):+d}",
                          roll.first), target=roll.first, note=note)


def _hit_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    roll = roll_for(state.setup, state.decl, state.band)
    band = state.band
    first = 0 if roll.first is None else sum(1 for d in dice if d >= roll.first)
    known = state.known
    known = replace(known, first=_band_set(known.first, band, first))
    if roll.second is None:
        known = replace(known, landed=_band_set(known.landed, band, first))
        message = (_m(QT_TRANSLATE_NOOP("Second", "Hits at %2: %1"), first, _band(state))
                   if roll.first is not None else
                   _m(QT_TRANSLATE_NOOP("Second", "Score of 10 or more: no hit possible at %1"),
                      _band(state)))
    else:
        message = _m(QT_TRANSLATE_NOOP("Second", "%1 sixes at %2, to be rolled again"),
                     first, _band(state))
    state = replace(state, known=known)
    following = next_index(counts(known.shots), band)
    if following is not None:
        return Transition(replace(state, band=following), (message,))
    return Transition(_to_second_roll(state, -1), (message,))


def _to_second_roll(state: SecondState, after: int) -> SecondState:
    pending = tuple(f or 0 if state.known.landed[b] is None else 0
                    for b, f in enumerate(state.known.first))
    band = next_index(pending, after)
    if band is not None:
        return replace(state, step=StepId.SECOND_ROLL, band=band)
    known = state.known
    # bands whose 6s all failed/absent: nothing landed
    landed = tuple(v if v is not None else 0 for v in known.landed)
    state = replace(state, known=replace(known, landed=(landed[0], landed[1])))
    return _after_landed(state)


def _second_request(state: SecondState) -> DiceRequest:
    roll = roll_for(state.setup, state.decl, state.band)
    assert roll.second is not None
    return DiceRequest(state.known.first[state.band] or 0,
                       _m(QT_TRANSLATE_NOOP("Second", "Second roll to hit at %1"), _band(state)),
                       _m(QT_TRANSLATE_NOOP("Second", "Each 6 hits if this roll is %1+"),
                          roll.second), target=roll.second)


def _second_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    roll = roll_for(state.setup, state.decl, state.band)
    assert roll.second is not None
    landed = sum(1 for d in dice if d >= roll.second)
    state = replace(state, known=replace(state.known, landed=_band_set(
        state.known.landed, state.band, landed)))
    return Transition(_to_second_roll(state, state.band), (_m(QT_TRANSLATE_NOOP(
        "Second", "Hits at %2: %1"), landed, _band(state)),))


def _after_landed(state: SecondState) -> SecondState:
    landed = sum(counts(state.known.landed))
    if landed == 0:
        return _finish(replace(state, known=replace(state.known, hits=0, jams=0)))
    if state.setup.sustained_fire:
        return replace(state, step=StepId.SUSTAINED)
    return _after_hits(state, landed, 0)


# -- sustained fire -------------------------------------------------------------------------------
def _sustained_request(state: SecondState) -> DiceRequest:
    landed = sum(counts(state.known.landed))
    n = state.setup.sustained_fire
    return DiceRequest(landed * n, _m(QT_TRANSLATE_NOOP("Second", "Sustained fire dice")),
                       _m(QT_TRANSLATE_NOOP("Second", "Dice for each hitting shot: %1 "
                                                      "(hitting shots: %2)"), n, landed),
                       note=_m(QT_TRANSLATE_NOOP(
                           "Second", "Faces 1-2: one hit, 3-4: two hits, 5: three hits, "
                                     "6: jammed (no hit)")))


def _sustained_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    n = state.setup.sustained_fire
    hits = sum(sustained_hits(d) for d in dice)
    jams = sum(1 for i in range(0, len(dice), n) if any(is_jam(d) for d in dice[i:i + n]))
    messages = [_m(QT_TRANSLATE_NOOP("Second", "Sustained fire hits: %1"), hits)]
    if jams:
        messages.append(_m(QT_TRANSLATE_NOOP(
            "Second", "Weapons jammed: %1 (out of action next turn)"), jams))
    return Transition(_after_hits(state, hits, jams), tuple(messages))


def _after_hits(state: SecondState, hits: int, jams: int) -> SecondState:
    split = allocation(hits, state.setup.groups)
    n = len(split)
    empty: tuple[int | None, ...] = (None,) * n
    state = replace(state, group_hits=split, known=replace(
        state.known, hits=hits, jams=jams, wounds=empty, field_failed=empty, unsaved=empty,
        left=empty))
    if hits == 0:
        return _finish(state)
    return replace(state, step=StepId.WOUND, group=next_index(split, -1) or 0)


# -- wound ----------------------------------------------------------------------------------------
def _wound_request(state: SecondState) -> DiceRequest | None:
    group = state.setup.groups[state.group]
    need = to_wound(state.setup.strength, group.toughness)
    if need is None:
        return None
    return DiceRequest(state.group_hits[state.group],
                       _m(QT_TRANSLATE_NOOP("Second", "Roll to wound %1"), _label(state)),
                       _m(QT_TRANSLATE_NOOP("Second", "S%1 against T%2: wounds on %3+"),
                          state.setup.strength, group.toughness, need), target=need)


def _wound_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    group = state.setup.groups[state.group]
    need = to_wound(state.setup.strength, group.toughness)
    wounds = 0 if need is None else sum(1 for d in dice if d >= need)
    message = (_m(QT_TRANSLATE_NOOP("Second", "Wounds: %1 (%2)"), wounds, _label(state))
               if need is not None else
               _m(QT_TRANSLATE_NOOP("Second", "S%1 cannot wound T%2"), state.setup.strength,
                  group.toughness))
    state = replace(state, known=replace(state.known, wounds=set_at(
        state.known.wounds, state.group, wounds)))
    following = next_index(state.group_hits, state.group)
    if following is not None:
        return Transition(replace(state, group=following), (message,))
    return Transition(_to_save(state, -1), (message,))


# -- saves ----------------------------------------------------------------------------------------
def _to_save(state: SecondState, after: int) -> SecondState:
    index = next_index(counts(state.known.wounds), after)
    if index is None:
        return _to_damage(state, -1)
    group = state.setup.groups[index]
    return replace(state, step=StepId.SAVE, group=index, field_phase=group.field_save is not None)


def _armour(state: SecondState) -> tuple[int, int] | None:
    return armour_roll(state.setup, state.setup.groups[state.group])


def _save_request(state: SecondState) -> DiceRequest | None:
    group = state.setup.groups[state.group]
    if state.field_phase:
        return DiceRequest(state.known.wounds[state.group] or 0,
                           _m(QT_TRANSLATE_NOOP("Second", "Force field saves %1"),
                              _label(state)),
                           _m(QT_TRANSLATE_NOOP("Second", "Unmodifiable %1+ save"),
                              group.field_save), target=group.field_save)
    roll = _armour(state)
    remaining = state.known.field_failed[state.group]
    if remaining is None:
        remaining = state.known.wounds[state.group] or 0
    if roll is None or not remaining:
        return None
    dice, need = roll
    if dice == 2:
        return DiceRequest(2 * remaining, _m(QT_TRANSLATE_NOOP(
            "Second", "Armour saves %1 (two dice per wound)"), _label(state)),
            _m(QT_TRANSLATE_NOOP("Second", "Each pair saves on %1+ (save %2+ on 2D6, "
                                           "modifier %3)"),
               need, group.save, state.setup.save_modifier))
    if need == group.invulnerable and need != save_needed(group.save,
                                                          state.setup.save_modifier):
        explanation = _m(QT_TRANSLATE_NOOP("Second", "Unmodifiable %1+ save (better than "
                                                     "the armour save)"), need)
    else:
        explanation = _m(QT_TRANSLATE_NOOP("Second", "Save %1+ with modifier %2: %3+"),
                         group.save, state.setup.save_modifier, need)
    return DiceRequest(remaining, _m(QT_TRANSLATE_NOOP("Second", "Armour saves %1"),
                                     _label(state)), explanation, target=need)


def _save_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    group = state.setup.groups[state.group]
    known = state.known
    if state.field_phase:
        assert group.field_save is not None
        failed = sum(1 for d in dice if d < group.field_save)
        state = replace(state, field_phase=False, known=replace(known, field_failed=set_at(
            known.field_failed, state.group, failed)))
        message = _m(QT_TRANSLATE_NOOP("Second", "Force field: %1 saved, %2 left (%3)"),
                     (known.wounds[state.group] or 0) - failed, failed, _label(state))
        if failed and _armour(state) is not None:
            return Transition(state, (message,))
        return Transition(_saved(state, failed), (message,))
    remaining = known.field_failed[state.group]
    if remaining is None:
        remaining = known.wounds[state.group] or 0
        state = replace(state, known=replace(known, field_failed=set_at(
            known.field_failed, state.group, remaining)))
    roll = _armour(state)
    if roll is None:
        return Transition(_saved(state, remaining), (_m(QT_TRANSLATE_NOOP(
            "Second", "No save possible; unsaved wounds: %1 (%2)"), remaining, _label(state)),))
    per, need = roll
    if per == 2:
        unsaved = sum(1 for i in range(0, len(dice), 2) if dice[i] + dice[i + 1] < need)
    else:
        unsaved = sum(1 for d in dice if d < need)
    return Transition(_saved(state, unsaved), (_m(QT_TRANSLATE_NOOP(
        "Second", "Saved: %1, unsaved wounds: %2 (%3)"), remaining - unsaved, unsaved,
        _label(state)),))


def _saved(state: SecondState, unsaved: int) -> SecondState:
    state = replace(state, known=replace(state.known, unsaved=set_at(
        state.known.unsaved, state.group, unsaved)))
    return _to_save(state, state.group)


# -- damage ---------------------------------------------------------------------------------------
def _rolls_damage(state: SecondState, index: int) -> bool:
    return state.setup.groups[index].wounds > 1 and not state.setup.damage.is_constant


def _to_damage(state: SecondState, after: int) -> SecondState:
    unsaved = counts(state.known.unsaved)
    left = list(state.known.left)
    for index in range(after + 1, len(unsaved)):
        group = state.setup.groups[index]
        if unsaved[index] and _rolls_damage(state, index):
            state = replace(state, known=replace(state.known, left=tuple(left)))
            return replace(state, step=StepId.DAMAGE, group=index)
        damage = state.setup.damage.modifier if state.setup.damage.count == 0 else 1
        left[index] = left_after(group.pool.total, group.wounds, [damage] * unsaved[index])
    state = replace(state, known=replace(state.known, left=tuple(left)))
    return _casualties(state)


def _damage_request(state: SecondState) -> DiceRequest:
    expr = state.setup.damage
    unsaved = state.known.unsaved[state.group] or 0
    return DiceRequest(unsaved * expr.count, _m(QT_TRANSLATE_NOOP("Second", "Damage %1"),
                                                _label(state)),
                       _m(QT_TRANSLATE_NOOP(
                           "Second", "Damage %1 for each unsaved wound (unsaved "
                                     "wounds: %2); surplus damage is lost"), str(expr), unsaved),
                       sides=expr.sides)


def _damage_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    expr = state.setup.damage
    group = state.setup.groups[state.group]
    damages = [max(0, sum(dice[i:i + expr.count]) + expr.modifier)
               for i in range(0, len(dice), expr.count)]
    left = left_after(group.pool.total, group.wounds, damages)
    state = replace(state, known=replace(state.known, left=set_at(
        state.known.left, state.group, left)))
    message = _m(QT_TRANSLATE_NOOP("Second", "Damage %1 (%2)"),
                 ", ".join(str(d) for d in damages), _label(state))
    return Transition(_to_damage(state, state.group), (message,))


def _casualties(state: SecondState) -> SecondState:
    removed = _removed(state)
    needed = still_needed(state.setup)
    if needed > 0 and removed >= needed and removed < state.setup.target_models \
            and state.setup.leadership is not None:
        return replace(state, step=StepId.MORALE)
    return replace(state, step=None)


# -- morale (Break test) --------------------------------------------------------------------------
def _morale_request(state: SecondState) -> DiceRequest:
    return DiceRequest(2, _m(QT_TRANSLATE_NOOP("Second", "Break test")),
                       _m(QT_TRANSLATE_NOOP("Second", "25% of the squad lost this turn: "
                                                      "passes on 2D6 at or under Ld %1"),
                          state.setup.leadership))


def _morale_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    ld = state.setup.leadership or 0
    passed = sum(dice) <= ld
    message = (_m(QT_TRANSLATE_NOOP("Second", "Break test passed (%1 against Ld %2)"),
                  sum(dice), ld) if passed else
               _m(QT_TRANSLATE_NOOP("Second", "Break test failed (%1 against Ld %2): the "
                                              "squad is broken"), sum(dice), ld))
    return Transition(replace(state, step=None, known=replace(state.known,
                                                               morale_passed=passed)),
                      (message,))


# -- helpers --------------------------------------------------------------------------------------
def _band(state: SecondState) -> Message:
    return _m(BAND_NAMES[state.band])


def _band_set(values: tuple[int | None, int | None], band: int, value: int,
              ) -> tuple[int | None, int | None]:
    return (value, values[1]) if band == SHORT else (values[0], value)


def _pair(values: tuple[int | None, int | None]) -> tuple[int | None, int | None]:
    return (values[0] or 0, values[1] or 0)


def _label(state: SecondState) -> str:
    return label(state.setup.groups, state.group)


def _finish(state: SecondState) -> SecondState:
    return replace(state, step=None)


def _left(state: SecondState) -> tuple[int, ...]:
    return tuple(g.pool.total if t is None else t
                 for g, t in zip(state.setup.groups, state.known.left or
                                 (None,) * len(state.setup.groups), strict=True))


def _removed(state: SecondState) -> int:
    return removed(state.setup.groups, _left(state))


class SecondAttack(Attack[SecondState]):
    """One 2nd-edition shooting attack."""

    context = CTX
    step_table = (
        Step(StepId.TARGET, confirm_only, submit=_target_submit, modifiers=_target_modifiers,
             declare=_target_declare),
        Step(StepId.RANGE, confirm_only, submit=_range_submit, modifiers=_range_modifiers,
             declare=_range_declare),
        Step(StepId.SHOTS, _shots_request, submit=_shots_submit),
        Step(StepId.HIT, _hit_request, submit=_hit_submit),
        Step(StepId.SECOND_ROLL, _second_request, submit=_second_submit),
        Step(StepId.SUSTAINED, _sustained_request, submit=_sustained_submit),
        Step(StepId.WOUND, _wound_request, submit=_wound_submit),
        Step(StepId.SAVE, _save_request, submit=_save_submit),
        Step(StepId.DAMAGE, _damage_request, submit=_damage_submit),
        Step(StepId.MORALE, _morale_request, submit=_morale_submit),
    )

    def odds_from(self, state: SecondState) -> OddsReport:
        known = state.known
        if state.step is None:
            n = len(state.setup.groups)
            zero = (0,) * n
            known = replace(known, shots=_pair(known.shots), first=_pair(known.first),
                            landed=_pair(known.landed), hits=known.hits or 0, jams=known.jams or 0,
                            wounds=known.wounds or zero, unsaved=tuple(
                                counts(known.unsaved or zero)), left=_left(state))
        return forecast(state.setup, state.decl, known)

    def result_of(self, state: SecondState) -> AttackResult:
        known = state.known
        groups = group_results(state.setup.groups, _left(state))
        removed = _removed(state)
        needed = still_needed(state.setup)
        tested = known.morale_passed is not None or (
            needed > 0 and needed <= removed < state.setup.target_models)
        statuses = ("broken",) if known.morale_passed is False else ()
        if known.jams:
            statuses = (*statuses, "jammed")
        return AttackResult(
            shots=sum(counts(known.shots)), hits=known.hits or 0,
            wounds=sum(counts(known.wounds)), unsaved=sum(counts(known.unsaved)),
            casualties=removed, groups=groups, morale_tested=tested,
            morale_passed=known.morale_passed, statuses=statuses, log=tuple(self.log))


# -- from the scenario file -----------------------------------------------------------------
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


def start(scenario: SecondScenario) -> SecondAttack:
    """A fresh attack (DomainError when it is too large to compute exactly)."""
    decl, sighted = declarations_of(scenario)
    setup = setup_of(scenario)
    check_size(support_max(setup, decl, Known())[1])
    situation = scenario.situation
    exception = (ClosestException(situation.closest_exception)
                 if situation.closest_exception else None)
    return SecondAttack(SecondState(step=StepId.TARGET, setup=setup, decl=decl, sighted=sighted,
                                    in_arc=situation.in_arc, closest=situation.closest,
                                    exception=exception))


RULESET = EditionRuleset(Edition.SECOND, SecondScenario, SecondAttack,
                         start, scenario_from_units)
