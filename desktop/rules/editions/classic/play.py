"""``classic`` shooting of a whole unit as a state machine (target -> range -> shots -> hit ->
templates and blasts -> wound -> save -> morale), built on :class:`desktop.rules.sequence.
Attack`.

Every fire group (one weapon, one BS) rolls at the same steps; a step's dice are split into
parts, one per group with its own target number (seed 000 rolls them together in different
colours).  Saves are taken in batches that surely fall on models with the same save (see
:meth:`desktop.rules.unit.Line.batch`).  The forecast at any point is :func:`.odds.forecast`
with the dice entered so far, so the wizard and the odds agree by construction.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, Message, error
from desktop.rules.editions.classic.adapter import scenario_from_units
from desktop.rules.editions.classic.odds import (
    Declarations,
    Group,
    Gun,
    Known,
    Setup,
    classes,
    effect_of,
    forecast,
    line_of,
    pass_chance,
    plan_of,
    rolls,
    save_of,
    still_needed,
    support_max,
)
from desktop.rules.editions.classic.scenario import ClassicScenario
from desktop.rules.editions.classic.tables import Band, WeaponType, band_of, to_hit, to_wound
from desktop.rules.groups import block_results
from desktop.rules.helpers import (
    indexed,
    parse_key,
    set_item,
    want_bool,
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
from desktop.rules.unit import SLAIN, Saving, save_pairs

CTX = "Classic"
COVER_KEYS = {"none": None, "6": 6, "5": 5, "4": 4}


def _m(template: str, *args: object) -> Message:
    return Message(CTX, template, args)


@dataclass(frozen=True)
class ClassicState:
    step: StepId | None
    setup: Setup
    decl: Declarations
    known: Known = field(default_factory=Known)

    @property
    def sighted(self) -> int:
        """Firing models (of every fire group) that can see the target."""
        return sum(self.decl.sighted)


# -- labels -----------------------------------------------------------------------------------
def _gun(state: ClassicState, j: int) -> str:
    gun = state.setup.guns[j]
    return gun.name or str(j + 1)


def _group(state: ClassicState, i: int) -> Message:
    group = state.setup.groups[i]
    name = group.name or str(i + 1)
    if state.decl.cover[i] is not None:
        return _m(QT_TRANSLATE_NOOP("Classic", "%1 (in cover)"), name)
    return _m("%1", name)


def _per_gun(state: ClassicState, j: int, text: str) -> Message:
    if len(state.setup.guns) == 1:
        return _m(text)
    return _m(QT_TRANSLATE_NOOP("Classic", "%1: %2"), _gun(state, j), _m(text))


# -- target ------------------------------------------------------------------------------------
def _target_modifiers(state: ClassicState) -> tuple[ModifierSpec, ...]:
    specs = [ModifierSpec("visible", _m(QT_TRANSLATE_NOOP(
        "Classic", "At least one firing model can see the target unit")))]
    for j, gun in enumerate(state.setup.guns):
        specs.append(ModifierSpec(
            indexed("sighted", j), _per_gun(state, j, QT_TRANSLATE_NOOP(
                "Classic", "Firing models that can see the target")), kind="int", minimum=0,
            maximum=gun.models, value=state.decl.sighted[j],
            help=_m(QT_TRANSLATE_NOOP("Classic", "Models without line of sight do not fire"))))
    options = (ChoiceOption("none", _m(QT_TRANSLATE_NOOP("Classic", "No cover"))),
               ChoiceOption("6", _m(QT_TRANSLATE_NOOP("Classic", "Light cover (6+)"))),
               ChoiceOption("5", _m(QT_TRANSLATE_NOOP("Classic", "Cover (5+)"))),
               ChoiceOption("4", _m(QT_TRANSLATE_NOOP("Classic", "Fortified (4+)"))))
    for i, _group_ in enumerate(state.setup.groups):
        cover = state.decl.cover[i]
        label = (_m(QT_TRANSLATE_NOOP("Classic", "Cover of the target models"))
                 if len(state.setup.groups) == 1 else
                 _m(QT_TRANSLATE_NOOP("Classic", "Cover: %1 × %2"), _group_.name or str(i + 1),
                    _group_.models))  # a group split between open and cover: two blocks
        specs.append(ModifierSpec(
            indexed("cover", i), label, kind="choice", choices=options,
            value="none" if cover is None else str(cover),
            help=_m(QT_TRANSLATE_NOOP("Classic", "Models in cover are removed after the "
                                                 "models in the open"))))
    return tuple(specs)


def _target_declare(state: ClassicState, key: str, value: object) -> ClassicState:
    base, index = parse_key(key)
    decl = state.decl
    if base == "visible":
        return replace(state, decl=replace(decl, visible=want_bool(value)))
    if base == "cover":
        if isinstance(value, bool) or not isinstance(value, str | int | None) or (
                str(value) if value is not None else "none") not in COVER_KEYS:
            raise error(CTX, QT_TRANSLATE_NOOP("Classic", "Cover gives a 4+, 5+ or 6+ save"))
        cover = COVER_KEYS[str(value) if value is not None else "none"]
        return replace(state, decl=replace(decl, cover=set_item(decl.cover, index, cover)))
    sighted = want_int(value, 0, state.setup.guns[index].models)
    half = min(decl.half[index], sighted)
    full = min(decl.full[index], sighted - half)
    return replace(state, decl=replace(decl, sighted=set_item(decl.sighted, index, sighted),
                                       half=set_item(decl.half, index, half),
                                       full=set_item(decl.full, index, full)))


def _target_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    if not state.decl.visible or state.sighted == 0:
        raise error(CTX, QT_TRANSLATE_NOOP(
            "Classic", "Choose a target unit that at least one firing model can see"))
    total = sum(g.models for g in state.setup.guns)
    return Transition(replace(state, step=StepId.RANGE), (_m(QT_TRANSLATE_NOOP(
        "Classic", "Target declared; models that can see it: %1 of %2"), state.sighted,
        total),))


# -- range -------------------------------------------------------------------------------------
def _range_modifiers(state: ClassicState) -> tuple[ModifierSpec, ...]:
    decl = state.decl
    specs = [ModifierSpec("moved", _m(QT_TRANSLATE_NOOP("Classic", "The firing unit moved")))]
    target_models = state.setup.target_models
    for j, gun in enumerate(state.setup.guns):
        specs.append(ModifierSpec(
            indexed("in_range", j), _per_gun(state, j, QT_TRANSLATE_NOOP(
                "Classic", "Firing models with the target in range")), kind="int", minimum=0,
            maximum=decl.sighted[j], value=decl.fires(j)))
        if not gun.template:
            specs.append(ModifierSpec(
                indexed("within_half", j), _per_gun(state, j, QT_TRANSLATE_NOOP(
                    "Classic", "Of those, models within half range")), kind="int", minimum=0,
                maximum=decl.fires(j), value=decl.half[j]))
        if gun.marker:
            specs.append(ModifierSpec(
                indexed("under", j), _per_gun(state, j, QT_TRANSLATE_NOOP(
                    "Classic", "Models under each template or blast marker")), kind="int",
                minimum=0, maximum=target_models, value=decl.under[j]))
            specs.append(ModifierSpec(
                indexed("partly_under", j), _per_gun(state, j, QT_TRANSLATE_NOOP(
                    "Classic", "Models partly under each (hit on a 4+)")), kind="int",
                minimum=0, maximum=target_models - decl.under[j], value=decl.partly[j],
                help=_m(QT_TRANSLATE_NOOP("Classic", "Unconfirmed for this edition: partly "
                                                     "covered models hit on a 4+"))))
    return tuple(specs)


def _range_declare(state: ClassicState, key: str, value: object) -> ClassicState:
    base, j = parse_key(key)
    decl = state.decl
    if base == "moved":
        return replace(state, decl=replace(decl, moved=want_bool(value)))
    if base == "in_range":
        in_range = want_int(value, 0, decl.sighted[j])
        half = min(decl.half[j], in_range)
        return replace(state, decl=replace(decl, half=set_item(decl.half, j, half),
                                           full=set_item(decl.full, j, in_range - half)))
    if base == "within_half":
        half = want_int(value, 0, decl.fires(j))
        return replace(state, decl=replace(decl, half=set_item(decl.half, j, half),
                                           full=set_item(decl.full, j, decl.fires(j) - half)))
    models = state.setup.target_models
    if base == "under":
        under = want_int(value, 0, models)
        partly = min(decl.partly[j], models - under)
        return replace(state, decl=replace(decl, under=set_item(decl.under, j, under),
                                           partly=set_item(decl.partly, j, partly)))
    partly = want_int(value, 0, models - decl.under[j])
    return replace(state, decl=replace(decl, partly=set_item(decl.partly, j, partly)))


def _range_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    setup, decl = state.setup, state.decl
    messages = [_m(QT_TRANSLATE_NOOP(
        "Classic", "Models in range: %1 (within half range: %2); moved: %3"),
        decl.firing, sum(decl.half), _yes_no(decl.moved))]
    shots: list[int | None] = []
    for j, gun in enumerate(setup.guns):
        n = rolls(setup, decl, j)
        if gun.template:
            shots.append(n)
            if n:
                messages.append(_m(QT_TRANSLATE_NOOP("Classic", "%1: templates laid: %2"),
                                   _gun(state, j), n))
        elif gun.shots.is_constant or n == 0:
            shots.append(n * gun.shots.modifier)
        else:
            shots.append(None)
    if all(n == 0 for n in shots):
        messages.append(_m(QT_TRANSLATE_NOOP("Classic", "No model can fire at this target")))
        return Transition(_finish(replace(state, known=replace(
            state.known, shots=tuple(0 for _ in shots)))), tuple(messages))
    state = replace(state, known=replace(state.known, shots=tuple(shots)))
    if any(n is None for n in shots):
        return Transition(replace(state, step=StepId.SHOTS), tuple(messages))
    messages.append(_shots_message(state))
    return Transition(_after_shots(state), tuple(messages))


def _shots_message(state: ClassicState) -> Message:
    return _m(QT_TRANSLATE_NOOP("Classic", "Shots: %1"), sum(n or 0 for n in state.known.shots))


# -- shots (random shots only) -----------------------------------------------------------------
def _random_guns(state: ClassicState) -> list[int]:
    return [j for j, n in enumerate(state.known.shots) if n is None]


def _shots_request(state: ClassicState) -> DiceRequest:
    parts = []
    for j in _random_guns(state):
        expr = state.setup.guns[j].shots
        count = rolls(state.setup, state.decl, j)
        parts.append(DicePart(_m(QT_TRANSLATE_NOOP("Classic", "%1: %2 x %3"), _gun(state, j),
                                 count, str(expr)), count * expr.count))
    sides = state.setup.guns[_random_guns(state)[0]].shots.sides
    total = sum(p.count for p in parts)
    explanation = (parts[0].label if len(parts) == 1 else
                   _m(QT_TRANSLATE_NOOP("Classic", "Each weapon's dice in turn, as listed")))
    return DiceRequest(total, _m(QT_TRANSLATE_NOOP("Classic", "Number of shots")), explanation,
                       sides=sides, parts=tuple(parts))


def _shots_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    request = _shots_request(state)
    shots = list(state.known.shots)
    for j, faces in zip(_random_guns(state), request.split(dice), strict=True):
        expr = state.setup.guns[j].shots
        shots[j] = sum(max(0, sum(faces[i:i + expr.count]) + expr.modifier)
                       for i in range(0, len(faces), expr.count))
    state = replace(state, known=replace(state.known, shots=tuple(shots)))
    return Transition(_after_shots(state), (_shots_message(state),))


def _after_shots(state: ClassicState) -> ClassicState:
    shots = [n or 0 for n in state.known.shots]
    if sum(shots) == 0:
        return _finish(state)
    if any(n and not state.setup.guns[j].template for j, n in enumerate(shots)):
        return replace(state, step=StepId.HIT)
    landed = tuple(shots)  # templates only: every template lands
    return _after_landed(replace(state, known=replace(state.known, landed=landed)))


# -- hit ---------------------------------------------------------------------------------------
def _rolling(state: ClassicState) -> list[int]:
    """Fire groups that roll to hit now (not templates, some shots)."""
    return [j for j, n in enumerate(state.known.shots)
            if n and not state.setup.guns[j].template]


def _hit_request(state: ClassicState) -> DiceRequest:
    parts = []
    for j in _rolling(state):
        gun = state.setup.guns[j]
        need = to_hit(gun.bs)
        assert need is not None
        parts.append(DicePart(_m(QT_TRANSLATE_NOOP("Classic", "%1 (BS %2): %3+"),
                                 _gun(state, j), gun.bs, need), state.known.shots[j] or 0,
                              need))
    first = state.setup.guns[_rolling(state)[0]]
    return _request(_m(QT_TRANSLATE_NOOP("Classic", "Roll to hit")), parts, _m(
        QT_TRANSLATE_NOOP("Classic", "BS %1: hits on %2+"), first.bs, to_hit(first.bs)))


def _request(purpose: Message, parts: list[DicePart], alone: Message,
             note: Message | None = None) -> DiceRequest:
    """A request of several parts (``alone`` explains it when there is only one)."""
    targets = {p.target for p in parts}
    target = targets.pop() if len(targets) == 1 else None
    explanation = alone if len(parts) == 1 else _m(QT_TRANSLATE_NOOP(
        "Classic", "Several weapons or groups: the dice of each part in turn, as listed"))
    return DiceRequest(sum(p.count for p in parts), purpose, explanation, target=target,
                       note=note, parts=tuple(parts))


def _hit_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    request = _hit_request(state)
    landed = list(state.known.shots)
    messages = []
    for j, faces in zip(_rolling(state), request.split(dice), strict=True):
        need = to_hit(state.setup.guns[j].bs) or 7
        landed[j] = sum(1 for d in faces if d >= need)
        if state.setup.guns[j].blast:
            messages.append(_m(QT_TRANSLATE_NOOP("Classic", "%1: blast markers on target: %2"),
                               _gun(state, j), landed[j]))
        else:
            messages.append(_m(QT_TRANSLATE_NOOP("Classic", "%1: hits: %2"), _gun(state, j),
                               landed[j]))
    state = replace(state, known=replace(state.known, landed=tuple(landed)))
    return Transition(_after_landed(state), tuple(messages))


def _after_landed(state: ClassicState) -> ClassicState:
    if _partly(state):
        return replace(state, step=StepId.TEMPLATE)
    hits = tuple(_fixed_hits(state, j) for j in range(len(state.setup.guns)))
    return _after_hits(state, hits)


def _fixed_hits(state: ClassicState, j: int) -> int:
    """Hits that need no further roll: models wholly under the markers, or the hits rolled."""
    landed = state.known.landed[j] or 0
    return landed * state.decl.under[j] if state.setup.guns[j].marker else landed


def _partly(state: ClassicState) -> list[int]:
    """Fire groups with partly covered models to roll for."""
    return [j for j, gun in enumerate(state.setup.guns)
            if gun.marker and (state.known.landed[j] or 0) * state.decl.partly[j]]


# -- templates and blast markers: partly covered models ------------------------------------------
def _template_request(state: ClassicState) -> DiceRequest:
    parts = [DicePart(_m(QT_TRANSLATE_NOOP("Classic", "%1: models partly covered: 4+"),
                         _gun(state, j)),
                      (state.known.landed[j] or 0) * state.decl.partly[j], 4)
             for j in _partly(state)]
    return _request(_m(QT_TRANSLATE_NOOP("Classic", "Models partly under templates and "
                                                    "blast markers")), parts,
                    _m(QT_TRANSLATE_NOOP("Classic", "Each is hit on a 4+")))


def _template_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    extra = [0] * len(state.setup.guns)
    for j, faces in zip(_partly(state), _template_request(state).split(dice), strict=True):
        extra[j] = sum(1 for d in faces if d >= 4)
    hits = tuple(_fixed_hits(state, j) + extra[j] for j in range(len(state.setup.guns)))
    return Transition(_after_hits(state, hits), tuple(
        _m(QT_TRANSLATE_NOOP("Classic", "%1: hits: %2"), _gun(state, j), hits[j])
        for j in _partly(state)))


def _after_hits(state: ClassicState, hits: tuple[int, ...]) -> ClassicState:
    state = replace(state, known=replace(state.known, hits=hits))
    if sum(hits) == 0:
        return _finish(state)
    return replace(state, step=StepId.WOUND)


# -- wound -------------------------------------------------------------------------------------
def _wound_parts(state: ClassicState) -> list[tuple[int, int, int, int | None]]:
    """(gun, class, hits, score needed) for every gun and class that took hits."""
    cls = classes(state.setup, state.decl)
    split = plan_of(state.setup, state.decl).split(tuple(h or 0 for h in state.known.hits))
    out = []
    for j, row in enumerate(split):
        for c, n in enumerate(row):
            if n:
                toughness = state.setup.groups[cls[c][0]].toughness
                out.append((j, c, n, to_wound(state.setup.guns[j].strength, toughness)))
    return out


def _on_class(state: ClassicState, c: int, gun: int) -> Message | str:
    """"Boltgun on Nob" where the hits are dealt to several kinds of models, else the weapon
    alone (the whole unit is the one target)."""
    cls = classes(state.setup, state.decl)
    if len(cls) == 1:
        return _gun(state, gun)
    return _m(QT_TRANSLATE_NOOP("Classic", "%1 on %2"), _gun(state, gun), _group(state, cls[c][0]))


def _wound_request(state: ClassicState) -> DiceRequest | None:
    parts = []
    for j, c, n, need in _wound_parts(state):
        if need is None:
            continue
        toughness = state.setup.groups[classes(state.setup, state.decl)[c][0]].toughness
        parts.append(DicePart(_m(QT_TRANSLATE_NOOP("Classic", "%1 (S%2 v T%3): %4+"),
                                 _on_class(state, c, j),
                                 state.setup.guns[j].strength, toughness, need), n, need))
    if not parts:
        return None
    j, c, _n, need = next(p for p in _wound_parts(state) if p[3] is not None)
    toughness = state.setup.groups[classes(state.setup, state.decl)[c][0]].toughness
    return _request(_m(QT_TRANSLATE_NOOP("Classic", "Roll to wound")), parts, _m(
        QT_TRANSLATE_NOOP("Classic", "S%1 against T%2: wounds on %3+"),
        state.setup.guns[j].strength, toughness, need))


def _wound_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    cls = classes(state.setup, state.decl)
    wounds = [[0] * len(cls) for _ in state.setup.guns]
    messages = []
    request = _wound_request(state)
    rolled = iter(request.split(dice)) if request is not None else iter(())
    for j, c, _n, need in _wound_parts(state):
        if need is None:
            toughness = state.setup.groups[cls[c][0]].toughness
            messages.append(_m(QT_TRANSLATE_NOOP("Classic", "S%1 cannot wound T%2 (%3)"),
                               state.setup.guns[j].strength, toughness, _gun(state, j)))
            continue
        faces = next(rolled)
        wounds[j][c] = sum(1 for d in faces if d >= need)
        messages.append(_m(QT_TRANSLATE_NOOP("Classic", "Wounds: %1 (%2)"), wounds[j][c],
                           _on_class(state, c, j)))
    if len(cls) > 1:
        split = plan_of(state.setup, state.decl).split(tuple(h or 0 for h in state.known.hits))
        messages.insert(0, _m(QT_TRANSLATE_NOOP(
            "Classic", "Toughness differs: hits dealt one per model in turn (%1)"),
            _shares_text(state, split)))
    table = tuple(tuple(row) for row in wounds)
    lines = [line_of(state.setup, c) for c in cls]
    saving = Saving(left=tuple(line.total for line in lines))
    state = replace(state, known=replace(state.known, wounds=table, saving=saving))
    if not save_pairs(table):
        return Transition(_casualties(state), tuple(messages))
    return Transition(replace(state, step=StepId.SAVE), tuple(messages))


def _shares_text(state: ClassicState, split: tuple[tuple[int, ...], ...]) -> str:
    cls = classes(state.setup, state.decl)
    out = []
    for c in range(len(cls)):
        total = sum(row[c] for row in split)
        out.append(f"{state.setup.groups[cls[c][0]].name or c + 1}: {total}")
    return ", ".join(out)


# -- save (in batches) -------------------------------------------------------------------------
@dataclass(frozen=True)
class _Batch:
    gun: int
    cls: int
    count: int
    need: int | None
    group: int      # the target group the batch's wounds reach first
    wiped: bool     # no model stands any more


def _batch(state: ClassicState) -> _Batch:
    known = state.known
    assert known.wounds is not None and known.saving is not None
    saving = known.saving
    j, c = save_pairs(known.wounds)[saving.pair]
    members = classes(state.setup, state.decl)[c]
    line = line_of(state.setup, members)
    t = saving.left[c]
    keys = [save_of(state.setup, j, i, state.decl) for i in members]
    remaining = known.wounds[j][c] - saving.done
    count = line.batch(t, keys, remaining)
    block, _ = line.locate(t)
    group = members[block]
    return _Batch(j, c, count, save_of(state.setup, j, group, state.decl), group, t == 0)


def _save_request(state: ClassicState) -> DiceRequest | None:
    batch = _batch(state)
    if batch.need is None:
        return None
    note = None
    remaining = state.known.wounds[batch.gun][batch.cls] - state.known.saving.done \
        if state.known.wounds is not None and state.known.saving is not None else 0
    if batch.wiped:
        note = _m(QT_TRANSLATE_NOOP("Classic", "The unit is already wiped out: these saves "
                                               "only complete the count of unsaved wounds"))
    elif batch.count < remaining:
        note = _m(QT_TRANSLATE_NOOP(
            "Classic", "%1 wounds now: the models with this save may fall before the "
                       "others; the rest follow"), batch.count)
    part = DicePart(_m(QT_TRANSLATE_NOOP("Classic", "%1 on %2: %3+"), _gun(state, batch.gun),
                       _group(state, batch.group), batch.need), batch.count, batch.need)
    return DiceRequest(batch.count, _m(QT_TRANSLATE_NOOP("Classic", "Saving throws %1"),
                                       _group(state, batch.group)),
                       _m(QT_TRANSLATE_NOOP("Classic", "Best save: %1+ (each success saves)"),
                          batch.need), target=batch.need, note=note, parts=(part,))


def _save_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    batch = _batch(state)
    known = state.known
    assert known.saving is not None and known.wounds is not None
    if batch.need is None:
        unsaved = batch.count
        message = _m(QT_TRANSLATE_NOOP("Classic", "No save possible; unsaved wounds: %1 (%2)"),
                     unsaved, _group(state, batch.group))
    else:
        unsaved = sum(1 for d in dice if d < batch.need)
        message = _m(QT_TRANSLATE_NOOP("Classic", "Saved: %1, unsaved wounds: %2 (%3)"),
                     batch.count - unsaved, unsaved, _group(state, batch.group))
    members = classes(state.setup, state.decl)[batch.cls]
    line = line_of(state.setup, members)
    t = known.saving.left[batch.cls]
    slain = 0
    for _ in range(unsaved):
        block, _ = line.locate(t)
        effect = effect_of(state.setup, batch.gun, members[block])
        slain += t > 0 and effect is SLAIN
        t = line.strike(t, effect)
    extra = (_m(QT_TRANSLATE_NOOP("Classic", "Instant death, whole models removed: %1"), slain),
             ) if slain else ()
    saving = known.saving
    done = saving.done + batch.count
    pair = saving.pair
    if done == known.wounds[batch.gun][batch.cls]:
        pair, done = pair + 1, 0
    saving = Saving(left=set_item(saving.left, batch.cls, t), unsaved=saving.unsaved + unsaved,
                    pair=pair, done=done)
    state = replace(state, known=replace(known, saving=saving))
    if pair < len(save_pairs(known.wounds)):
        return Transition(state, (message, *extra))
    return Transition(_casualties(state), (message, *extra, *_removal_messages(state)))


def _removal_messages(state: ClassicState) -> list[Message]:
    out = []
    for r in _results(state):
        if r.models_removed or r.wounds_carried:
            out.append(_m(QT_TRANSLATE_NOOP(
                "Classic", "%1 — models removed: %2, wounds carried over: %3"),
                r.group, r.models_removed, r.wounds_carried))
    return out


def _casualties(state: ClassicState) -> ClassicState:
    setup = state.setup
    casualties = _removed(state)
    needed = still_needed(setup)
    remaining = setup.target_models - casualties
    if needed > 0 and casualties >= needed and remaining > 0 and setup.leadership is not None:
        return replace(state, step=StepId.MORALE)
    return replace(state, step=None)


# -- morale ------------------------------------------------------------------------------------
def _morale_request(state: ClassicState) -> DiceRequest:
    ld = state.setup.leadership
    note = (_m(QT_TRANSLATE_NOOP("Classic", "A double 1 always passes (house rule option)"))
            if state.setup.double_one_passes else None)
    return DiceRequest(2, _m(QT_TRANSLATE_NOOP("Classic", "Morale test")),
                       _m(QT_TRANSLATE_NOOP("Classic", "Casualties: %1, at least 25% of the "
                                                       "unit: passes on 2D6 at or under Ld %2"),
                          _removed(state), ld), note=note)


def _morale_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    ld = state.setup.leadership or 0
    passed = sum(dice) <= ld or (state.setup.double_one_passes and dice == (1, 1))
    message = (_m(QT_TRANSLATE_NOOP("Classic", "Morale test passed (%1 against Ld %2)"),
                  sum(dice), ld) if passed else
               _m(QT_TRANSLATE_NOOP("Classic", "Morale test failed (%1 against Ld %2): the "
                                               "unit falls back"), sum(dice), ld))
    return Transition(replace(state, step=None, known=replace(state.known,
                                                               morale_passed=passed)),
                      (message,))


# -- helpers -----------------------------------------------------------------------------------
def _finish(state: ClassicState) -> ClassicState:
    return replace(state, step=None)


def _results(state: ClassicState) -> tuple[GroupResult, ...]:
    return block_results(state.setup.groups, classes(state.setup, state.decl),
                         state.known.saving)


def _removed(state: ClassicState) -> int:
    return sum(r.models_removed for r in _results(state))


def _yes_no(value: bool) -> Message:
    return _m(QT_TRANSLATE_NOOP("Classic", "yes")) if value else _m(
        QT_TRANSLATE_NOOP("Classic", "no"))


class ClassicAttack(Attack[ClassicState]):
    """One 3rd-edition shooting attack of a whole unit."""

    context = CTX
    step_table = (
        Step(StepId.TARGET, confirm_only, submit=_target_submit, modifiers=_target_modifiers,
             declare=_target_declare),
        Step(StepId.RANGE, confirm_only, submit=_range_submit, modifiers=_range_modifiers,
             declare=_range_declare),
        Step(StepId.SHOTS, _shots_request, submit=_shots_submit),
        Step(StepId.HIT, _hit_request, submit=_hit_submit),
        Step(StepId.TEMPLATE, _template_request, submit=_template_submit),
        Step(StepId.WOUND, _wound_request, submit=_wound_submit),
        Step(StepId.SAVE, _save_request, submit=_save_submit),
        Step(StepId.MORALE, _morale_request, submit=_morale_submit),
    )

    def odds_from(self, state: ClassicState) -> OddsReport:
        known = state.known
        if state.step is None:  # every die that will be rolled is known: fill the rest in
            n = len(state.setup.guns)
            cls = classes(state.setup, state.decl)
            zero = tuple(0 for _ in range(n))
            wounds = known.wounds or tuple((0,) * len(cls) for _ in range(n))
            saving = known.saving or Saving(
                left=tuple(line_of(state.setup, c).total for c in cls))
            known = replace(known, shots=_filled(known.shots, zero),
                            landed=_filled(known.landed, zero), hits=_filled(known.hits, zero),
                            wounds=wounds, saving=replace(saving, pair=len(save_pairs(wounds)),
                                                          done=0))
        return forecast(state.setup, state.decl, known)

    def result_of(self, state: ClassicState) -> AttackResult:
        known = state.known
        tested = known.morale_passed is not None or (
            state.step is None and state.setup.leadership is None and _tested(state))
        statuses = ("falling_back",) if known.morale_passed is False else ()
        saving = known.saving
        return AttackResult(
            shots=sum(n or 0 for n in known.shots), hits=sum(n or 0 for n in known.hits),
            wounds=sum(sum(row) for row in known.wounds) if known.wounds else 0,
            unsaved=saving.unsaved if saving else 0, casualties=_removed(state),
            groups=_results(state), morale_tested=tested, morale_passed=known.morale_passed,
            statuses=statuses, log=tuple(self.log))

    def notices(self) -> tuple[Message, ...]:
        return not_applied(self.state.setup.not_applied)


def _filled(values: tuple[int | None, ...], zero: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(v or 0 for v in values) if values else zero


def _tested(state: ClassicState) -> bool:
    casualties = _removed(state)
    needed = still_needed(state.setup)
    return needed > 0 and casualties >= needed and casualties < state.setup.target_models


# -- from the scenario file -----------------------------------------------------------------
def _gun_of(name: str, models: int, bs: int, weapon: object) -> Gun:
    from desktop.rules.editions.classic.scenario import ClassicWeapon

    assert isinstance(weapon, ClassicWeapon)
    return Gun(name=weapon.name or name, models=models, bs=bs,
               weapon_type=WeaponType(weapon.type) if weapon.type else None,
               shots=DiceExpr.parse(weapon.shots), weapon_range=weapon.range,
               strength=weapon.strength, ap=weapon.ap, template=weapon.template,
               blast=weapon.blast)


def setup_of(scenario: ClassicScenario) -> Setup:
    target, attacker = scenario.target, scenario.attacker
    groups = tuple(Group(g.name, g.models, g.toughness, g.wounds, g.save, g.invulnerable,
                         g.cover, g.wounds_lost) for g in (target, *target.groups))
    models_now = sum(g.models for g in groups)
    guns = tuple(_gun_of("", f.models, f.bs, f.weapon) for f in (attacker, *attacker.fire_groups))
    listed = list(scenario.situation.removal_order or [])
    priority = tuple(listed + [i for i in range(len(groups)) if i not in listed])
    return Setup(guns=guns, groups=groups, priority=priority, leadership=target.leadership,
                 models_at_phase_start=target.models_at_phase_start or models_now,
                 double_one_passes=scenario.situation.double_one_passes,
                 not_applied=tuple(scenario.situation.not_applied))


def declarations_of(scenario: ClassicScenario) -> Declarations:
    """The declarations the scenario makes (sight, range bands, templates, cover)."""
    attacker, situation = scenario.attacker, scenario.situation
    sighted, half, full, under, partly = [], [], [], [], []
    for index, who in enumerate((attacker, *attacker.fire_groups)):
        weapon_range = who.weapon.range
        if index == 0:
            distances = situation.distances
        else:
            distances = getattr(who, "distances", None)
        if distances is not None:
            bands = [band_of(d, weapon_range) for d in distances]
        elif situation.distance is not None:
            bands = [band_of(situation.distance, weapon_range)] * who.sighted
        else:
            bands = [Band.FULL] * who.sighted
        if who.weapon.template:  # no range band: what the template covers decides
            bands = [Band.FULL] * who.sighted
        sighted.append(who.sighted)
        half.append(bands.count(Band.HALF))
        full.append(bands.count(Band.FULL))
        marker = who.weapon.template or who.weapon.blast
        under.append((1 if who.under is None else who.under) if marker else 0)
        partly.append((who.partly_under or 0) if marker else 0)
    covers = tuple(g.cover for g in (scenario.target, *scenario.target.groups))
    return Declarations(visible=True, moved=attacker.moved, sighted=tuple(sighted),
                        half=tuple(half), full=tuple(full), under=tuple(under),
                        partly=tuple(partly), cover=covers)


def start(scenario: ClassicScenario) -> ClassicAttack:
    """A fresh attack (DomainError when it is too large to compute exactly)."""
    decl = declarations_of(scenario)
    setup = setup_of(scenario)
    check_size(support_max(setup, decl, Known())[1])
    return ClassicAttack(ClassicState(step=StepId.TARGET, setup=setup, decl=decl))


__all__ = ["ClassicAttack", "ClassicState", "pass_chance", "start"]


RULESET = EditionRuleset(Edition.CLASSIC, ClassicScenario, ClassicAttack,
                         start, scenario_from_units)
