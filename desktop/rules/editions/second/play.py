"""``second`` shooting of a whole squad as a state machine: target (arc, closest target,
cover) -> range -> shots -> hit (per volley: fire group, range band, cover) -> second roll
(scores 7-9) -> sustained fire -> templates and blasts -> wound -> saves (force field, then
armour, in batches) -> damage -> Break test.  Forecasts come from :mod:`.odds`.

Every fire group rolls at the same steps; a step's dice are split into parts, one per fire
group (or volley) with its own target number.  Saves are taken in batches that surely fall
on models with the same saves (:meth:`desktop.rules.unit.Line.batch`); the damage of a
batch's unsaved wounds is rolled before the next batch.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, Message, error
from desktop.rules.dice import Dist
from desktop.rules.editions.second.adapter import scenario_from_units
from desktop.rules.editions.second.odds import (
    LONG,
    SHORT,
    Declarations,
    Group,
    Gun,
    Known,
    Setup,
    Volley,
    armour_roll,
    classes,
    effect_of,
    forecast,
    hit_modifier,
    line_of,
    p_armour,
    plan_of,
    roll_for,
    still_needed,
    support_max,
    volley_rolls,
    volleys,
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
from desktop.rules.groups import block_results
from desktop.rules.helpers import (
    indexed,
    parse_key,
    set_item,
    want_bool,
    want_choice,
    want_int,
)
from desktop.rules.odds import check_size
from desktop.rules.registry import EditionRuleset
from desktop.rules.sequence import (
    Attack,
    AttackResult,
    ChoiceOption,
    DicePart,
    DiceRequest,
    GroupResult,
    ModifierSpec,
    OddsReport,
    Step,
    Transition,
    confirm_only,
    not_applied,
)
from desktop.rules.steps import StepId
from desktop.rules.unit import Saving, Segment, known_at, save_pairs

CTX = "Second"
BAND_NAMES = (QT_TRANSLATE_NOOP("Second", "short range"), QT_TRANSLATE_NOOP("Second", "long range"))
COVER_NAMES = {Cover.SOFT: QT_TRANSLATE_NOOP("Second", "soft cover"),
               Cover.HARD: QT_TRANSLATE_NOOP("Second", "hard cover")}
OPEN, ARMOUR, DAMAGE = "", "armour", "damage"


def _m(template: str, *args: object) -> Message:
    return Message(CTX, template, args)


@dataclass(frozen=True)
class SecondState:
    step: StepId | None
    setup: Setup
    decl: Declarations
    known: Known = field(default_factory=Known)
    in_arc: bool = True
    closest: bool = True
    exception: ClosestException | None = None
    stage: str = OPEN   # of the batch being saved: OPEN (none yet), ARMOUR, DAMAGE

    @property
    def sighted(self) -> int:
        return sum(self.decl.sighted)


# -- labels -----------------------------------------------------------------------------------
def _gun(state: SecondState, j: int) -> str:
    return state.setup.guns[j].name or str(j + 1)


def _per_gun(state: SecondState, j: int, text: str) -> Message:
    if len(state.setup.guns) == 1:
        return _m(text)
    return _m(QT_TRANSLATE_NOOP("Second", "%1: %2"), _gun(state, j), _m(text))


def _group(state: SecondState, i: int) -> Message:
    group = state.setup.groups[i]
    name = group.name or str(i + 1)
    cover = state.decl.cover[i]
    if cover is not None:
        return _m(QT_TRANSLATE_NOOP("Second", "%1 (in %2)"), name, _m(COVER_NAMES[cover]))
    return _m("%1", name)


def _volley(state: SecondState, v: int) -> Message:
    volley = volleys(state.setup, state.decl)[v]
    band = _m(BAND_NAMES[volley.band])
    if volley.cover is None:
        return _m(QT_TRANSLATE_NOOP("Second", "%1 at %2"), _gun(state, volley.gun), band)
    return _m(QT_TRANSLATE_NOOP("Second", "%1 at %2, at models in %3"), _gun(state, volley.gun),
              band, _m(COVER_NAMES[volley.cover]))


def _request(purpose: Message, parts: list[DicePart], alone: Message,
             note: Message | None = None, sides: int = 6) -> DiceRequest:
    targets = {p.target for p in parts}
    target = targets.pop() if len(targets) == 1 else None
    explanation = alone if len(parts) == 1 else _m(QT_TRANSLATE_NOOP(
        "Second", "Several weapons or groups: the dice of each part in turn, as listed"))
    return DiceRequest(sum(p.count for p in parts), purpose, explanation, sides=sides,
                       target=target, note=note, parts=tuple(parts))


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
    specs = [ModifierSpec("in_arc", _m(QT_TRANSLATE_NOOP(
        "Second", "The target is in the 90° arc in front of the firers")))]
    for j, gun in enumerate(state.setup.guns):
        specs.append(ModifierSpec(indexed("sighted", j), _per_gun(state, j, QT_TRANSLATE_NOOP(
            "Second", "Models with the target in arc and in sight")), kind="int", minimum=0,
            maximum=gun.models, value=state.decl.sighted[j]))
    specs += [
        ModifierSpec("closest", _m(QT_TRANSLATE_NOOP("Second", "It is the closest target"))),
        ModifierSpec("closest_exception", _m(QT_TRANSLATE_NOOP(
            "Second", "Why a closer target may be passed over")), kind="choice",
            choices=exceptions),
    ]
    covers = (_opt("none", QT_TRANSLATE_NOOP("Second", "In the open")),
              _opt("soft", QT_TRANSLATE_NOOP("Second", "Soft cover (-1)")),
              _opt("hard", QT_TRANSLATE_NOOP("Second", "Hard cover (-2)")))
    for i, group in enumerate(state.setup.groups):
        cover = state.decl.cover[i]
        label = (_m(QT_TRANSLATE_NOOP("Second", "Target in cover"))
                 if len(state.setup.groups) == 1 else
                 _m(QT_TRANSLATE_NOOP("Second", "Cover: %1 × %2"), group.name or str(i + 1),
                    group.models))  # a group split between open and cover: two blocks
        specs.append(ModifierSpec(indexed("cover", i), label, kind="choice", choices=covers,
                                  value="none" if cover is None else cover.value))
    specs += [
        ModifierSpec("speed", _m(QT_TRANSLATE_NOOP("Second", "Target speed")), kind="choice",
                     choices=(_opt("none", QT_TRANSLATE_NOOP("Second", "Slow or still")),
                              _opt("fast", QT_TRANSLATE_NOOP("Second", "Fast (-1)")),
                              _opt("very_fast", QT_TRANSLATE_NOOP(
                                  "Second", "Very fast (-2)"))),
                     help=_m(QT_TRANSLATE_NOOP(
                         "Second", "Unconfirmed thresholds: 10 inches moved is fast, "
                                   "20 inches very fast"))),
        ModifierSpec("large", _m(QT_TRANSLATE_NOOP("Second", "Large target (+1)"))),
    ]
    return tuple(specs)


def _target_declare(state: SecondState, key: str, value: object) -> SecondState:
    decl = state.decl
    base, index = parse_key(key)
    if base == "in_arc":
        return replace(state, in_arc=want_bool(value))
    if base == "closest":
        return replace(state, closest=want_bool(value))
    if base == "closest_exception":
        picked = want_choice(value, ("none", *[e.value for e in ClosestException]))
        return replace(state, exception=None if picked == "none" else ClosestException(picked))
    if base == "cover":
        picked = want_choice(value, ("none", "soft", "hard"))
        cover = None if picked == "none" else Cover(picked)
        return replace(state, decl=replace(decl, cover=set_item(decl.cover, index, cover)))
    if base == "speed":
        picked = want_choice(value, ("none", "fast", "very_fast"))
        return replace(state, decl=replace(decl, speed=None if picked == "none" else
                                           Speed(picked)))
    if base == "large":
        return replace(state, decl=replace(decl, large=want_bool(value)))
    sighted = want_int(value, 0, state.setup.guns[index].models)
    short = min(decl.short[index], sighted)
    return replace(state, decl=replace(
        decl, sighted=set_item(decl.sighted, index, sighted),
        short=set_item(decl.short, index, short),
        long=set_item(decl.long, index, min(decl.long[index], sighted - short))))


def _target_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    if not state.in_arc or state.sighted == 0:
        raise error(CTX, QT_TRANSLATE_NOOP(
            "Second", "Models fire only at a target in the 90° arc in front of them"))
    if not state.closest:
        if state.exception is None:
            raise error(CTX, QT_TRANSLATE_NOOP(
                "Second", "Shoot the closest target, unless an exception applies"))
        if state.exception is ClosestException.IN_COVER and any(
                c is not None for c in state.decl.cover):
            raise error(CTX, QT_TRANSLATE_NOOP(
                "Second", "A target in cover may be passed over only for one in the open"))
    total = sum(g.models for g in state.setup.guns)
    return Transition(replace(state, step=StepId.RANGE), (_m(QT_TRANSLATE_NOOP(
        "Second", "Target declared; models with it in arc and in sight: %1 of %2"),
        state.sighted, total),))


# -- range ----------------------------------------------------------------------------------
def _range_modifiers(state: SecondState) -> tuple[ModifierSpec, ...]:
    decl = state.decl
    specs = [ModifierSpec("moved", _m(QT_TRANSLATE_NOOP("Second", "The firing models moved")))]
    models = state.setup.target_models
    for j, gun in enumerate(state.setup.guns):
        specs.append(ModifierSpec(indexed("in_range", j), _per_gun(state, j, QT_TRANSLATE_NOOP(
            "Second", "Models with the target in range")), kind="int", minimum=0,
            maximum=decl.sighted[j], value=decl.fires(j)))
        if not gun.template:
            specs.append(ModifierSpec(indexed("within_short", j), _per_gun(
                state, j, QT_TRANSLATE_NOOP("Second", "Of those, models at short range")),
                kind="int", minimum=0, maximum=decl.fires(j), value=decl.short[j]))
        if gun.marker:
            specs.append(ModifierSpec(indexed("under", j), _per_gun(state, j, QT_TRANSLATE_NOOP(
                "Second", "Models under each template or blast marker")), kind="int",
                minimum=0, maximum=models, value=decl.under[j]))
            specs.append(ModifierSpec(indexed("partly_under", j), _per_gun(
                state, j, QT_TRANSLATE_NOOP("Second", "Models partly under each (hit on a "
                                                      "4+)")), kind="int", minimum=0,
                maximum=models - decl.under[j], value=decl.partly[j]))
    specs += [
        ModifierSpec("targeter", _m(QT_TRANSLATE_NOOP("Second", "Firers have a targeter (+1)"))),
        ModifierSpec("moving_vehicle", _m(QT_TRANSLATE_NOOP(
            "Second", "Firing from a moving vehicle (-1)"))),
    ]
    return tuple(specs)


def _range_declare(state: SecondState, key: str, value: object) -> SecondState:
    decl = state.decl
    base, j = parse_key(key)
    if base == "moved":
        return replace(state, decl=replace(decl, moved=want_bool(value)))
    if base == "targeter":
        return replace(state, decl=replace(decl, targeter=want_bool(value)))
    if base == "moving_vehicle":
        return replace(state, decl=replace(decl, moving_vehicle=want_bool(value)))
    if base == "in_range":
        in_range = want_int(value, 0, decl.sighted[j])
        short = min(decl.short[j], in_range)
        return replace(state, decl=replace(decl, short=set_item(decl.short, j, short),
                                           long=set_item(decl.long, j, in_range - short)))
    if base == "within_short":
        short = want_int(value, 0, decl.fires(j))
        return replace(state, decl=replace(decl, short=set_item(decl.short, j, short),
                                           long=set_item(decl.long, j, decl.fires(j) - short)))
    models = state.setup.target_models
    if base == "under":
        under = want_int(value, 0, models)
        return replace(state, decl=replace(
            decl, under=set_item(decl.under, j, under),
            partly=set_item(decl.partly, j, min(decl.partly[j], models - under))))
    partly = want_int(value, 0, models - decl.under[j])
    return replace(state, decl=replace(decl, partly=set_item(decl.partly, j, partly)))


def _range_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    decl = state.decl
    messages = [_m(QT_TRANSLATE_NOOP(
        "Second", "Models at short range: %1, at long range: %2; moved: %3"),
        sum(decl.short), sum(decl.long),
        _m(QT_TRANSLATE_NOOP("Second", "yes")) if decl.moved else
        _m(QT_TRANSLATE_NOOP("Second", "no")))]
    shots: list[int | None] = []
    for volley in volleys(state.setup, decl):
        gun = state.setup.guns[volley.gun]
        n = volley_rolls(state.setup, decl, volley)
        if gun.template:
            shots.append(n)
        elif gun.shots.is_constant or n == 0:
            shots.append(n * gun.shots.modifier)
        else:
            shots.append(None)
    if all(n == 0 for n in shots):
        messages.append(_m(QT_TRANSLATE_NOOP("Second", "No model can fire")))
        return Transition(_finish(replace(state, known=replace(
            state.known, shots=tuple(0 for _ in shots)))), tuple(messages))
    state = replace(state, known=replace(state.known, shots=tuple(shots)))
    if any(n is None for n in shots):
        return Transition(replace(state, step=StepId.SHOTS), tuple(messages))
    messages.append(_m(QT_TRANSLATE_NOOP("Second", "Shots: %1"), sum(n or 0 for n in shots)))
    return Transition(_after_shots(state), tuple(messages))


# -- shots ----------------------------------------------------------------------------------
def _random(state: SecondState) -> list[int]:
    return [v for v, n in enumerate(state.known.shots) if n is None]


def _shots_request(state: SecondState) -> DiceRequest:
    parts = []
    for v in _random(state):
        volley = volleys(state.setup, state.decl)[v]
        expr = state.setup.guns[volley.gun].shots
        count = volley_rolls(state.setup, state.decl, volley)
        parts.append(DicePart(_m(QT_TRANSLATE_NOOP("Second", "%1: %2 x %3"), _volley(state, v),
                                 count, str(expr)), count * expr.count))
    first = volleys(state.setup, state.decl)[_random(state)[0]]
    sides = state.setup.guns[first.gun].shots.sides
    return _request(_m(QT_TRANSLATE_NOOP("Second", "Number of shots")), parts, parts[0].label,
                    sides=sides)


def _shots_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    shots = list(state.known.shots)
    request = _shots_request(state)
    for v, faces in zip(_random(state), request.split(dice), strict=True):
        expr = state.setup.guns[volleys(state.setup, state.decl)[v].gun].shots
        shots[v] = sum(max(0, sum(faces[i:i + expr.count]) + expr.modifier)
                       for i in range(0, len(faces), expr.count))
    state = replace(state, known=replace(state.known, shots=tuple(shots)))
    return Transition(_after_shots(state), (_m(QT_TRANSLATE_NOOP("Second", "Shots: %1"),
                                               sum(n or 0 for n in shots)),))


def _after_shots(state: SecondState) -> SecondState:
    if sum(n or 0 for n in state.known.shots) == 0:
        return _finish(state)
    if _rolling(state):
        return replace(state, step=StepId.HIT)
    return _hit_results(state, {})


# -- hit and second roll ------------------------------------------------------------------------
def _rolling(state: SecondState) -> list[int]:
    """Volleys rolling to hit: shots fired, not templates."""
    out = []
    for v, volley in enumerate(volleys(state.setup, state.decl)):
        if state.known.shots[v] and not state.setup.guns[volley.gun].template:
            out.append(v)
    return out


def _hit_parts(state: SecondState) -> list[tuple[int, DicePart]]:
    out = []
    for v in _rolling(state):
        volley = volleys(state.setup, state.decl)[v]
        roll = roll_for(state.setup, state.decl, volley)
        if roll.first is None:
            continue
        gun = state.setup.guns[volley.gun]
        label = _m(QT_TRANSLATE_NOOP("Second", "%1 (BS %2, modifiers %3): %4+"),
                   _volley(state, v), gun.bs,
                   f"{hit_modifier(state.setup, state.decl, volley):+d}", roll.first)
        out.append((v, DicePart(label, state.known.shots[v] or 0, roll.first)))
    return out


def _hit_request(state: SecondState) -> DiceRequest | None:
    parts = _hit_parts(state)
    if not parts:
        return None
    v, _part = parts[0]
    volley = volleys(state.setup, state.decl)[v]
    roll = roll_for(state.setup, state.decl, volley)
    gun = state.setup.guns[volley.gun]
    needed = 7 - gun.bs - hit_modifier(state.setup, state.decl, volley)
    note = None
    if any(roll_for(state.setup, state.decl, volleys(state.setup, state.decl)[w]).second
           for w, _ in parts):
        note = _m(QT_TRANSLATE_NOOP("Second", "Scores of 7 or more: each 6 is rolled again"))
        if len(parts) == 1:
            note = _m(QT_TRANSLATE_NOOP("Second", "Score %1: each 6 is rolled again, needing "
                                                  "%2+"), needed, roll.second)
    alone = _m(QT_TRANSLATE_NOOP("Second", "BS %1, modifiers %2: hits on %3+"), gun.bs,
               f"{hit_modifier(state.setup, state.decl, volley):+d}", roll.first)
    return _request(_m(QT_TRANSLATE_NOOP("Second", "Roll to hit")), [p for _, p in parts],
                    alone, note=note)


def _hit_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    first: dict[int, int] = {}
    messages = []
    request = _hit_request(state)
    parts = _hit_parts(state)
    rolled = request.split(dice) if request is not None else []
    for (v, part), faces in zip(parts, rolled, strict=True):
        assert part.target is not None
        first[v] = sum(1 for d in faces if d >= part.target)
    landed: dict[int, int] = {}
    for v in _rolling(state):
        volley = volleys(state.setup, state.decl)[v]
        roll = roll_for(state.setup, state.decl, volley)
        if v not in first:
            first[v] = 0
            messages.append(_m(QT_TRANSLATE_NOOP(
                "Second", "Score of 10 or more: no hit possible (%1)"), _volley(state, v)))
        elif roll.second is None:
            landed[v] = first[v]
            messages.append(_m(QT_TRANSLATE_NOOP("Second", "Hits: %1 (%2)"), first[v],
                               _volley(state, v)))
        else:
            messages.append(_m(QT_TRANSLATE_NOOP("Second", "%1 sixes (%2), to be rolled again"),
                               first[v], _volley(state, v)))
        if v not in landed and (first[v] == 0 or roll.second is None):
            landed[v] = first[v]
    n = len(volleys(state.setup, state.decl))
    firsts = tuple(first.get(v) for v in range(n))
    state = replace(state, known=replace(state.known, first=firsts))
    if any(v not in landed for v in _rolling(state)):
        state = replace(state, known=replace(state.known, landed=tuple(
            landed.get(v) for v in range(n))))
        return Transition(replace(state, step=StepId.SECOND_ROLL), tuple(messages))
    return Transition(_hit_results(state, landed), tuple(messages))


def _second_pending(state: SecondState) -> list[int]:
    return [v for v in _rolling(state) if known_at(state.known.landed, v) is None]


def _second_request(state: SecondState) -> DiceRequest:
    parts = []
    for v in _second_pending(state):
        roll = roll_for(state.setup, state.decl, volleys(state.setup, state.decl)[v])
        assert roll.second is not None
        parts.append(DicePart(_m(QT_TRANSLATE_NOOP("Second", "%1: %2+"), _volley(state, v),
                                 roll.second), state.known.first[v] or 0, roll.second))
    assert parts[0].target is not None
    return _request(_m(QT_TRANSLATE_NOOP("Second", "Second roll to hit")), parts, _m(
        QT_TRANSLATE_NOOP("Second", "Each 6 hits if this roll is %1+"), parts[0].target))


def _second_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    landed = {v: n for v, n in enumerate(state.known.landed) if n is not None}
    messages = []
    for v, faces in zip(_second_pending(state), _second_request(state).split(dice),
                        strict=True):
        roll = roll_for(state.setup, state.decl, volleys(state.setup, state.decl)[v])
        landed[v] = sum(1 for d in faces if d >= (roll.second or 7))
        messages.append(_m(QT_TRANSLATE_NOOP("Second", "Hits: %1 (%2)"), landed[v],
                           _volley(state, v)))
    return Transition(_hit_results(state, landed), tuple(messages))


def _hit_results(state: SecondState, landed: dict[int, int]) -> SecondState:
    """Every volley has landed: hits of the plain fire groups are known; sustained fire and
    partly covered models still to roll."""
    vs = volleys(state.setup, state.decl)
    full = tuple((state.known.shots[v] or 0) if state.setup.guns[vol.gun].template
                 else landed.get(v, 0) for v, vol in enumerate(vs))
    state = replace(state, known=replace(state.known, landed=full))
    hits: list[int | None] = []
    for j, gun in enumerate(state.setup.guns):
        if (gun.sustained_fire and _landed(state, j)) or (gun.marker and _partly_dice(state, j)):
            hits.append(None)
        elif gun.marker:
            hits.append(_landed(state, j) * state.decl.under[j])
        else:
            hits.append(_landed(state, j))
    state = replace(state, known=replace(state.known, hits=tuple(hits),
                                         jams=tuple(0 for _ in hits)))
    return _next_fire_step(state)


def _landed(state: SecondState, j: int) -> int:
    return sum(n or 0 for v, n in enumerate(state.known.landed)
               if volleys(state.setup, state.decl)[v].gun == j)


def _partly_dice(state: SecondState, j: int) -> int:
    return _landed(state, j) * state.decl.partly[j] if state.setup.guns[j].marker else 0


def _next_fire_step(state: SecondState) -> SecondState:
    pending = [j for j, h in enumerate(state.known.hits) if h is None]
    if any(state.setup.guns[j].sustained_fire for j in pending):
        return replace(state, step=StepId.SUSTAINED)
    if pending:
        return replace(state, step=StepId.TEMPLATE)
    if sum(h or 0 for h in state.known.hits) == 0:
        return _finish(state)
    return replace(state, step=StepId.WOUND)


# -- sustained fire -------------------------------------------------------------------------------
def _sustaining(state: SecondState) -> list[int]:
    return [j for j, h in enumerate(state.known.hits)
            if h is None and state.setup.guns[j].sustained_fire]


def _sustained_request(state: SecondState) -> DiceRequest:
    parts = []
    for j in _sustaining(state):
        n = state.setup.guns[j].sustained_fire
        landed = _landed(state, j)
        parts.append(DicePart(_m(QT_TRANSLATE_NOOP("Second", "%1: %2 dice for each of %3 "
                                                             "hitting shots"),
                                 _gun(state, j), n, landed), landed * n))
    j = _sustaining(state)[0]
    alone = _m(QT_TRANSLATE_NOOP("Second", "Dice for each hitting shot: %1 (hitting shots: %2)"),
               state.setup.guns[j].sustained_fire, _landed(state, j))
    return _request(_m(QT_TRANSLATE_NOOP("Second", "Sustained fire dice")), parts, alone,
                    note=_m(QT_TRANSLATE_NOOP(
                        "Second", "Faces 1-2: one hit, 3-4: two hits, 5: three hits, "
                                  "6: jammed (no hit)")))


def _sustained_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    hits, jams = list(state.known.hits), list(state.known.jams)
    messages = []
    for j, faces in zip(_sustaining(state), _sustained_request(state).split(dice), strict=True):
        n = state.setup.guns[j].sustained_fire
        hits[j] = sum(sustained_hits(d) for d in faces)
        jams[j] = sum(1 for i in range(0, len(faces), n)
                      if any(is_jam(d) for d in faces[i:i + n]))
        messages.append(_m(QT_TRANSLATE_NOOP("Second", "Sustained fire hits: %1 (%2)"),
                           hits[j], _gun(state, j)))
        if jams[j]:
            messages.append(_m(QT_TRANSLATE_NOOP(
                "Second", "Weapons jammed: %1 (out of action next turn)"), jams[j]))
    state = replace(state, known=replace(state.known, hits=tuple(hits), jams=tuple(jams)))
    return Transition(_next_fire_step(state), tuple(messages))


# -- templates and blast markers: partly covered models -----------------------------------------
def _covering(state: SecondState) -> list[int]:
    return [j for j, h in enumerate(state.known.hits) if h is None and
            state.setup.guns[j].marker]


def _template_request(state: SecondState) -> DiceRequest:
    parts = [DicePart(_m(QT_TRANSLATE_NOOP("Second", "%1: models partly covered: 4+"),
                         _gun(state, j)), _partly_dice(state, j), 4)
             for j in _covering(state)]
    return _request(_m(QT_TRANSLATE_NOOP("Second", "Models partly under templates and blast "
                                                   "markers")), parts,
                    _m(QT_TRANSLATE_NOOP("Second", "Each is hit on a 4+")))


def _template_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    hits = list(state.known.hits)
    messages = []
    for j, faces in zip(_covering(state), _template_request(state).split(dice), strict=True):
        hits[j] = _landed(state, j) * state.decl.under[j] + sum(1 for d in faces if d >= 4)
        messages.append(_m(QT_TRANSLATE_NOOP("Second", "Hits: %1 (%2)"), hits[j],
                           _gun(state, j)))
    state = replace(state, known=replace(state.known, hits=tuple(hits)))
    return Transition(_next_fire_step(state), tuple(messages))


# -- wound ----------------------------------------------------------------------------------------
def _split(state: SecondState) -> tuple[tuple[int, ...], ...]:
    return plan_of(state.setup, state.decl).split(tuple(h or 0 for h in state.known.hits))


def _toughness(state: SecondState, c: int) -> int:
    return state.setup.groups[classes(state.setup, state.decl)[c][0]].toughness


def _on_class(state: SecondState, c: int, gun: int) -> Message | str:
    """"Boltgun on Nob" where the hits are dealt to several kinds of models, else the weapon
    alone (the whole unit is the one target)."""
    cls = classes(state.setup, state.decl)
    if len(cls) == 1:
        return _gun(state, gun)
    return _m(QT_TRANSLATE_NOOP("Second", "%1 on %2"), _gun(state, gun), _group(state, cls[c][0]))


def _wound_parts(state: SecondState) -> list[tuple[int, int, int, int | None]]:
    out = []
    for j, row in enumerate(_split(state)):
        for c, n in enumerate(row):
            if n:
                out.append((j, c, n, to_wound(state.setup.guns[j].strength,
                                              _toughness(state, c))))
    return out


def _wound_request(state: SecondState) -> DiceRequest | None:
    parts = [DicePart(_m(QT_TRANSLATE_NOOP("Second", "%1 (S%2 v T%3): %4+"),
                         _on_class(state, c, j), state.setup.guns[j].strength,
                         _toughness(state, c), need), n, need)
             for j, c, n, need in _wound_parts(state) if need is not None]
    if not parts:
        return None
    j, c, _n, need = next(p for p in _wound_parts(state) if p[3] is not None)
    return _request(_m(QT_TRANSLATE_NOOP("Second", "Roll to wound")), parts, _m(
        QT_TRANSLATE_NOOP("Second", "S%1 against T%2: wounds on %3+"),
        state.setup.guns[j].strength, _toughness(state, c), need))


def _wound_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    cls = classes(state.setup, state.decl)
    wounds = [[0] * len(cls) for _ in state.setup.guns]
    messages = []
    request = _wound_request(state)
    rolled = iter(request.split(dice)) if request is not None else iter(())
    for j, c, _n, need in _wound_parts(state):
        if need is None:
            messages.append(_m(QT_TRANSLATE_NOOP("Second", "S%1 cannot wound T%2"),
                               state.setup.guns[j].strength, _toughness(state, c)))
            continue
        wounds[j][c] = sum(1 for d in next(rolled) if d >= need)
        messages.append(_m(QT_TRANSLATE_NOOP("Second", "Wounds: %1 (%2)"), wounds[j][c],
                           _on_class(state, c, j)))
    if len(cls) > 1:
        totals = ", ".join(f"{state.setup.groups[cls[c][0]].name or c + 1}: "
                           f"{sum(row[c] for row in _split(state))}" for c in range(len(cls)))
        messages.insert(0, _m(QT_TRANSLATE_NOOP(
            "Second", "Toughness differs: hits dealt one per model in turn (%1)"), totals))
    table = tuple(tuple(row) for row in wounds)
    saving = Saving(left=tuple(line_of(state.setup, c).total for c in cls))
    state = replace(state, known=replace(state.known, wounds=table, saving=saving))
    if not save_pairs(table):
        return Transition(_casualties(state), tuple(messages))
    return Transition(replace(state, step=StepId.SAVE), tuple(messages))


# -- saves, in batches ----------------------------------------------------------------------------
@dataclass(frozen=True)
class _Batch:
    gun: int
    cls: int
    members: tuple[int, ...]
    count: int        # wounds of the batch
    group: int        # the target group they reach first
    remaining: int    # wounds of the pair not yet in a finished batch


def _batch(state: SecondState) -> _Batch:
    known = state.known
    assert known.wounds is not None and known.saving is not None
    saving = known.saving
    j, c = save_pairs(known.wounds)[saving.pair]
    members = classes(state.setup, state.decl)[c]
    line = line_of(state.setup, members)
    t = saving.left[c]
    gun = state.setup.guns[j]
    keys = [(state.setup.groups[i].field_save, armour_roll(gun, state.setup.groups[i]))
            for i in members]
    remaining = known.wounds[j][c] - saving.done
    count = saving.batch or line.batch(t, keys, remaining)
    block, _ = line.locate(t)
    return _Batch(j, c, members, count, members[block], remaining)


def _armour_part(state: SecondState, batch: _Batch, wounds: int) -> DiceRequest | None:
    gun, group = state.setup.guns[batch.gun], state.setup.groups[batch.group]
    roll = armour_roll(gun, group)
    if roll is None or not wounds:
        return None
    dice, need = roll
    label = _group(state, batch.group)
    if dice == 2:
        return DiceRequest(2 * wounds, _m(QT_TRANSLATE_NOOP(
            "Second", "Armour saves %1 (two dice per wound)"), label),
            _m(QT_TRANSLATE_NOOP("Second", "Each pair saves on %1+ (save %2+ on 2D6, "
                                           "modifier %3)"), need, group.save, gun.save_modifier))
    if need == group.invulnerable and need != save_needed(group.save, gun.save_modifier):
        explanation = _m(QT_TRANSLATE_NOOP("Second", "Unmodifiable %1+ save (better than "
                                                     "the armour save)"), need)
    else:
        explanation = _m(QT_TRANSLATE_NOOP("Second", "Save %1+ with modifier %2: %3+"),
                         group.save, gun.save_modifier, need)
    part = DicePart(_m(QT_TRANSLATE_NOOP("Second", "%1 on %2: %3+"), _gun(state, batch.gun),
                       label, need), wounds, need)
    return DiceRequest(wounds, _m(QT_TRANSLATE_NOOP("Second", "Armour saves %1"), label),
                       explanation, target=need, parts=(part,), note=_batch_note(state, batch))


def _batch_note(state: SecondState, batch: _Batch) -> Message | None:
    if state.known.saving is not None and state.known.saving.left[batch.cls] == 0:
        return _m(QT_TRANSLATE_NOOP("Second", "The squad is already wiped out: these saves "
                                              "only complete the count of unsaved wounds"))
    if batch.count < batch.remaining:
        return _m(QT_TRANSLATE_NOOP(
            "Second", "%1 wounds now: the models with these saves may fall before the "
                      "others; the rest follow"), batch.count)
    return None


def _save_request(state: SecondState) -> DiceRequest | None:
    batch = _batch(state)
    group = state.setup.groups[batch.group]
    saving = state.known.saving
    assert saving is not None
    if state.stage == ARMOUR:
        return _armour_part(state, batch, saving.pending[0].count.max)
    if group.field_save is not None:
        part = DicePart(_m(QT_TRANSLATE_NOOP("Second", "%1 on %2: %3+"),
                           _gun(state, batch.gun), _group(state, batch.group), group.field_save),
                        batch.count, group.field_save)
        return DiceRequest(batch.count, _m(QT_TRANSLATE_NOOP("Second", "Force field saves %1"),
                                           _group(state, batch.group)),
                           _m(QT_TRANSLATE_NOOP("Second", "Unmodifiable %1+ save"),
                              group.field_save), target=group.field_save, parts=(part,),
                           note=_batch_note(state, batch))
    return _armour_part(state, batch, batch.count)


def _save_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    batch = _batch(state)
    gun, group = state.setup.guns[batch.gun], state.setup.groups[batch.group]
    saving = state.known.saving
    assert saving is not None
    label = _group(state, batch.group)
    if state.stage == OPEN and group.field_save is not None:
        failed = sum(1 for d in dice if d < group.field_save)
        message = _m(QT_TRANSLATE_NOOP("Second", "Force field: %1 saved, %2 left (%3)"),
                     batch.count - failed, failed, label)
        if failed and armour_roll(gun, group) is not None:
            chances = tuple(1.0 - p_armour(gun, state.setup.groups[i]) for i in batch.members)
            pending = (Segment(Dist.point(failed), chances, (effect_of(gun),) * len(chances)),)
            state = replace(state, stage=ARMOUR, known=replace(state.known, saving=replace(
                saving, batch=batch.count, pending=pending)))
            return Transition(state, (message,))
        return _unsaved(state, batch, failed, message)
    wounds = saving.pending[0].count.max if state.stage == ARMOUR else batch.count
    roll = armour_roll(gun, group)
    if roll is None:
        return _unsaved(state, batch, wounds, _m(QT_TRANSLATE_NOOP(
            "Second", "No save possible; unsaved wounds: %1 (%2)"), wounds, label))
    per, need = roll
    if per == 2:
        unsaved = sum(1 for i in range(0, len(dice), 2) if dice[i] + dice[i + 1] < need)
    else:
        unsaved = sum(1 for d in dice if d < need)
    return _unsaved(state, batch, unsaved, _m(QT_TRANSLATE_NOOP(
        "Second", "Saved: %1, unsaved wounds: %2 (%3)"), wounds - unsaved, unsaved, label))


def _rolls_damage(state: SecondState, batch: _Batch) -> bool:
    """The damage dice matter: random damage that may be 0, or a model with several wounds
    among those still standing (a 1-wound model falls to any damage)."""
    expr = state.setup.guns[batch.gun].damage
    if expr.is_constant:
        return False
    assert state.known.saving is not None
    front, _ = line_of(state.setup, batch.members).locate(state.known.saving.left[batch.cls])
    return expr.minimum == 0 or any(state.setup.groups[i].wounds > 1
                                    for i in batch.members[front:])


def _unsaved(state: SecondState, batch: _Batch, unsaved: int,
             message: Message) -> Transition[SecondState]:
    saving = state.known.saving
    assert saving is not None
    saving = replace(saving, unsaved=saving.unsaved + unsaved)
    if unsaved and _rolls_damage(state, batch):
        gun = state.setup.guns[batch.gun]
        ones = tuple(1.0 for _ in batch.members)
        pending = (Segment(Dist.point(unsaved), ones, (effect_of(gun),) * len(ones),
                           counted=False),)
        state = replace(state, stage=DAMAGE, step=StepId.DAMAGE, known=replace(
            state.known, saving=replace(saving, batch=batch.count, pending=pending)))
        return Transition(state, (message,))
    expr = state.setup.guns[batch.gun].damage
    damage = expr.modifier if expr.is_constant else 1
    state = replace(state, known=replace(state.known, saving=saving))
    return Transition(_close(state, batch, [damage] * unsaved), (message,))


def _close(state: SecondState, batch: _Batch, damages: list[int]) -> SecondState:
    """Apply the batch's unsaved wounds (one after another on the front model) and move on."""
    known = state.known
    assert known.saving is not None and known.wounds is not None
    saving = known.saving
    line = line_of(state.setup, batch.members)
    effect = effect_of(state.setup.guns[batch.gun])
    t = saving.left[batch.cls]
    for damage in damages:
        t = line.strike(t, effect, damage)
    done = saving.done + batch.count
    pair = saving.pair
    if done == known.wounds[batch.gun][batch.cls]:
        pair, done = pair + 1, 0
    saving = Saving(left=set_item(saving.left, batch.cls, t), unsaved=saving.unsaved,
                    pair=pair, done=done)
    state = replace(state, stage=OPEN, known=replace(known, saving=saving))
    if pair < len(save_pairs(known.wounds)):
        return replace(state, step=StepId.SAVE)
    return _casualties(state)


# -- damage ---------------------------------------------------------------------------------------
def _damage_request(state: SecondState) -> DiceRequest:
    batch = _batch(state)
    expr = state.setup.guns[batch.gun].damage
    assert state.known.saving is not None
    unsaved = state.known.saving.pending[0].count.max
    return DiceRequest(unsaved * expr.count, _m(QT_TRANSLATE_NOOP("Second", "Damage %1"),
                                                _group(state, batch.group)),
                       _m(QT_TRANSLATE_NOOP(
                           "Second", "Damage %1 for each unsaved wound (unsaved "
                                     "wounds: %2); surplus damage is lost"), str(expr), unsaved),
                       sides=expr.sides)


def _damage_submit(state: SecondState, dice: tuple[int, ...]) -> Transition[SecondState]:
    batch = _batch(state)
    expr = state.setup.guns[batch.gun].damage
    damages = [max(0, sum(dice[i:i + expr.count]) + expr.modifier)
               for i in range(0, len(dice), expr.count)]
    message = _m(QT_TRANSLATE_NOOP("Second", "Damage %1 (%2)"),
                 ", ".join(str(d) for d in damages), _group(state, batch.group))
    return Transition(_close(state, batch, damages), (message,))


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
                       _m(QT_TRANSLATE_NOOP("Second", "At least 25% of the squad lost this "
                                                      "turn: passes on 2D6 at or under Ld %1"),
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
def _finish(state: SecondState) -> SecondState:
    return replace(state, step=None)


def _results(state: SecondState) -> tuple[GroupResult, ...]:
    return block_results(state.setup.groups, classes(state.setup, state.decl),
                         state.known.saving)


def _removed(state: SecondState) -> int:
    return sum(r.models_removed for r in _results(state))


class SecondAttack(Attack[SecondState]):
    """One 2nd-edition shooting attack of a whole squad."""

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
        Step(StepId.TEMPLATE, _template_request, submit=_template_submit),
        Step(StepId.WOUND, _wound_request, submit=_wound_submit),
        Step(StepId.SAVE, _save_request, submit=_save_submit),
        Step(StepId.DAMAGE, _damage_request, submit=_damage_submit),
        Step(StepId.MORALE, _morale_request, submit=_morale_submit),
    )

    def odds_from(self, state: SecondState) -> OddsReport:
        known = state.known
        if state.step is None:  # fill in what was never rolled
            n = len(volleys(state.setup, state.decl))
            guns = len(state.setup.guns)
            cls = classes(state.setup, state.decl)
            wounds = known.wounds or tuple((0,) * len(cls) for _ in range(guns))
            saving = known.saving or Saving(
                left=tuple(line_of(state.setup, c).total for c in cls))
            known = replace(
                known, shots=_filled(known.shots, n), first=_filled(known.first, n),
                landed=_filled(known.landed, n), hits=_filled(known.hits, guns),
                jams=tuple(known.jams) or (0,) * guns, wounds=wounds,
                saving=replace(saving, pair=len(save_pairs(wounds)), done=0, batch=0,
                               pending=()))
        return forecast(state.setup, state.decl, known)

    def result_of(self, state: SecondState) -> AttackResult:
        known = state.known
        removed = _removed(state)
        needed = still_needed(state.setup)
        tested = known.morale_passed is not None or (
            needed > 0 and needed <= removed < state.setup.target_models)
        statuses: tuple[str, ...] = ("broken",) if known.morale_passed is False else ()
        if sum(known.jams):
            statuses = (*statuses, "jammed")
        saving = known.saving
        return AttackResult(
            shots=sum(n or 0 for n in known.shots), hits=sum(n or 0 for n in known.hits),
            wounds=sum(sum(row) for row in known.wounds) if known.wounds else 0,
            unsaved=saving.unsaved if saving else 0, casualties=removed,
            groups=_results(state), morale_tested=tested, morale_passed=known.morale_passed,
            statuses=statuses, log=tuple(self.log))

    def notices(self) -> tuple[Message, ...]:
        return not_applied(self.state.setup.not_applied)


def _filled(values: tuple[int | None, ...], n: int) -> tuple[int, ...]:
    return tuple(v or 0 for v in values) if values else (0,) * n


# -- from the scenario file -----------------------------------------------------------------
def _gun_of(who: object) -> Gun:
    from desktop.rules.editions.second.scenario import SecondWeapon

    weapon = getattr(who, "weapon", None)
    assert isinstance(weapon, SecondWeapon)
    short = weapon.short_range if weapon.short_range is not None else weapon.range / 2
    return Gun(name=weapon.name, models=getattr(who, "models", 1), bs=getattr(who, "bs", 1),
               shots=DiceExpr.parse(weapon.shots), weapon_range=weapon.range,
               short_range=short, modifier_short=weapon.hit_modifier_short,
               modifier_long=weapon.hit_modifier_long, strength=weapon.strength,
               save_modifier=weapon.save_modifier, damage=DiceExpr.parse(weapon.damage),
               sustained_fire=weapon.sustained_fire, move_or_fire=weapon.move_or_fire,
               rapid_fire=weapon.rapid_fire, template=weapon.template, blast=weapon.blast)


def setup_of(scenario: SecondScenario) -> Setup:
    target, attacker = scenario.target, scenario.attacker
    groups = tuple(Group(g.name, g.models, g.toughness, g.wounds, g.save, g.save_dice,
                         g.field_save, g.wounds_lost, g.invulnerable,
                         Cover(g.cover) if g.cover else None)
                   for g in (target, *target.groups))
    listed = list(scenario.situation.removal_order or [])
    return Setup(
        guns=tuple(_gun_of(who) for who in (attacker, *attacker.fire_groups)), groups=groups,
        priority=tuple(listed + [i for i in range(len(groups)) if i not in listed]),
        leadership=target.leadership,
        models_at_turn_start=target.models_at_turn_start or sum(g.models for g in groups),
        not_applied=tuple(scenario.situation.not_applied))


def declarations_of(scenario: SecondScenario) -> Declarations:
    attacker, target, situation = scenario.attacker, scenario.target, scenario.situation
    sighted, short, long, under, partly = [], [], [], [], []
    for index, who in enumerate((attacker, *attacker.fire_groups)):
        gun = _gun_of(who)
        distances = situation.distances if index == 0 else getattr(who, "distances", None)
        if distances is None:
            at = situation.distance if situation.distance is not None else gun.weapon_range
            distances = [at] * who.sighted
        if gun.template:  # no range band: what the template covers decides
            distances = [gun.weapon_range] * who.sighted
        sighted.append(who.sighted)
        short.append(sum(1 for d in distances if d <= gun.short_range))
        long.append(sum(1 for d in distances if gun.short_range < d <= gun.weapon_range))
        under.append((1 if who.under is None else who.under) if gun.marker else 0)
        partly.append((who.partly_under or 0) if gun.marker else 0)
    return Declarations(
        moved=attacker.moved, sighted=tuple(sighted), short=tuple(short), long=tuple(long),
        under=tuple(under), partly=tuple(partly),
        cover=tuple(Cover(g.cover) if g.cover else None for g in (target, *target.groups)),
        speed=Speed(target.speed) if target.speed else None, large=target.large,
        targeter=attacker.targeter, moving_vehicle=attacker.moving_vehicle)


def start(scenario: SecondScenario) -> SecondAttack:
    """A fresh attack (DomainError when it is too large to compute exactly)."""
    decl = declarations_of(scenario)
    setup = setup_of(scenario)
    check_size(support_max(setup, decl, Known())[1])
    situation = scenario.situation
    exception = (ClosestException(situation.closest_exception)
                 if situation.closest_exception else None)
    return SecondAttack(SecondState(step=StepId.TARGET, setup=setup, decl=decl,
                                    in_arc=situation.in_arc, closest=situation.closest,
                                    exception=exception))


RULESET = EditionRuleset(Edition.SECOND, SecondScenario, SecondAttack,
                         start, scenario_from_units)

__all__ = ["LONG", "SHORT", "SecondAttack", "SecondState", "Volley", "start"]
