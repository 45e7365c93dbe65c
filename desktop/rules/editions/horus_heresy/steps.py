"""Horus Heresy (3rd edition): the step table of the Shooting Attack (what each step asks,
how the dice change the state, what the players may declare there).

Declarations: the target's cover (step 2), the target's Reaction at step 3 (Return Fire,
Shieldwall!, Smokescreen), Medic! during saves (step 9), and whether removing casualties
breaks the target's coherency (step 11).
"""

from __future__ import annotations

from dataclasses import replace

from desktop.domain.text import QT_TRANSLATE_NOOP, Message, error
from desktop.rules.editions.horus_heresy.effects import REACTIONS, Reaction
from desktop.rules.editions.horus_heresy.flow import (
    CTX,
    T,
    after_hits,
    after_shots,
    after_wounds,
    area_hits,
    begin_group,
    m,
    next_group,
    then,
)
from desktop.rules.editions.horus_heresy.laws import (
    HitKind,
    resolve_hit,
    resolve_second,
    wound_rolled,
)
from desktop.rules.editions.horus_heresy.setup import reaction_refusal
from desktop.rules.editions.horus_heresy.state import HHState
from desktop.rules.editions.horus_heresy.tables import TERRAIN_COVER, Terrain, wound_target
from desktop.rules.sequence import (
    ChoiceOption,
    ChoiceRequest,
    DiceRequest,
    ModifierSpec,
    Request,
    Step,
)
from desktop.rules.steps import StepId

NO_REACTION = "none"


def _label(text: str, *args: object) -> Message:
    return Message(CTX, text, args)


# -- 1-2: target -------------------------------------------------------------------------------
COVER_CHOICES = (
    ChoiceOption("none", _label(QT_TRANSLATE_NOOP("HorusHeresy", "no cover"))),
    ChoiceOption(Terrain.LIGHT.value, _label(QT_TRANSLATE_NOOP("HorusHeresy", "light (6+)"))),
    ChoiceOption(Terrain.MEDIUM.value, _label(QT_TRANSLATE_NOOP("HorusHeresy", "medium (5+)"))),
    ChoiceOption(Terrain.HEAVY.value, _label(QT_TRANSLATE_NOOP("HorusHeresy", "heavy (4+)"))),
)


def _target_modifiers(state: HHState) -> tuple[ModifierSpec, ...]:
    terrain = {cover: kind.value for kind, cover in TERRAIN_COVER.items()}
    now = terrain.get(state.setup.target.cover or 0, "none")
    return (ModifierSpec("cover", _label(QT_TRANSLATE_NOOP(
        "HorusHeresy", "Target models within area terrain")), "choice", COVER_CHOICES,
        value=now),)


def _target_declare(state: HHState, key: str, value: object) -> HHState:
    if value == "none":
        cover = None
    elif isinstance(value, str) and value in {t.value for t in Terrain}:
        cover = TERRAIN_COVER[Terrain(value)]
    else:
        raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "'%1' is not a kind of cover"), value)
    setup = state.setup
    return replace(state, setup=replace(setup, target=replace(setup.target, cover=cover)))


def _target_submit(state: HHState, dice: tuple[int, ...]) -> T:
    if state.setup.attack != "normal":
        return next_group(state)
    return then(replace(state, step=StepId.REACTIONS))


# -- 3: reactions ------------------------------------------------------------------------------
def _allowed_reactions(state: HHState) -> list[Reaction]:
    return [r for r in (Reaction.RETURN_FIRE, Reaction.SHIELDWALL, Reaction.SMOKESCREEN)
            if reaction_refusal(state.setup, r) is None]


def _reaction_modifiers(state: HHState) -> tuple[ModifierSpec, ...]:
    options = [ChoiceOption(NO_REACTION, _label(QT_TRANSLATE_NOOP("HorusHeresy",
                                                                  "no reaction")))]
    options += [ChoiceOption(r.value, _label(REACTIONS[r].name))
                for r in _allowed_reactions(state)]
    reaction = state.reaction  # Medic! is declared later, at step 9
    now = NO_REACTION if reaction is None or reaction is Reaction.MEDIC else reaction.value
    medic = reaction_refusal(state.setup, Reaction.MEDIC) is None
    help_text = _label(QT_TRANSLATE_NOOP(
        "HorusHeresy", "The unit may also declare Medic! later, during the saves (step "
                       "9)")) if medic else None
    return (ModifierSpec("reaction", _label(QT_TRANSLATE_NOOP(
        "HorusHeresy", "Reaction of the target unit (1 Reaction point)")), "choice",
        tuple(options), help=help_text, value=now),)


def declare_reaction(state: HHState, reaction: Reaction | None) -> HHState:
    if reaction is not None:
        refused = reaction_refusal(state.setup, reaction)
        if refused is not None:
            raise refused
        if state.reaction is not None and state.reaction is not reaction:
            raise error(CTX, QT_TRANSLATE_NOOP(
                "HorusHeresy", "A unit makes at most one Reaction in a turn"))
    return replace(state, reaction=reaction)


def _reaction_declare(state: HHState, key: str, value: object) -> HHState:
    if value == NO_REACTION:
        return replace(state, reaction=None)
    try:
        reaction = Reaction(str(value))
    except ValueError:
        raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "'%1' is not a reaction"),
                    value) from None
    if reaction is Reaction.MEDIC:
        raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy",
                                           "Medic! is declared at step 9, during the saves"))
    return declare_reaction(replace(state, reaction=None), reaction)


def _reaction_submit(state: HHState, dice: tuple[int, ...]) -> T:
    if state.reaction is not None:
        note = m(QT_TRANSLATE_NOOP("HorusHeresy", "Reaction declared: %1"),
                 _label(REACTIONS[state.reaction].name))
        rest = next_group(state)
        return then(rest.state, note, *rest.messages)
    return next_group(state)


# -- 4-5: Fire Groups, Firepower -----------------------------------------------------------------
def _groups_request(state: HHState) -> Request:
    options = tuple(
        ChoiceOption(str(i), _label(QT_TRANSLATE_NOOP("HorusHeresy", "%1 (models: %2, BS %3)"),
                                    g.gun.name or "weapon", g.models, g.bs))
        for i in state.pending for g in (state.setup.groups[i],))
    return ChoiceRequest(_label(QT_TRANSLATE_NOOP("HorusHeresy",
                                                  "Choose the next Fire Group to resolve")),
                         options)


def _groups_choose(state: HHState, keys: tuple[str, ...]) -> T:
    return begin_group(state, int(keys[0]))


def _shots_request(state: HHState) -> Request | None:
    group = state.fire_group
    if group.area:  # the player counts the models under the marker or template
        return None
    fp = group.gun.firepower
    return DiceRequest(
        count=fp.dice * group.models, sides=fp.sides, total=True,
        purpose=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Firepower of %1"), group.gun.name),
        explanation=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Firepower %1 for each model "
                                                            "(models: %2)"), str(fp), group.models))


def _area_modifiers(state: HHState) -> tuple[ModifierSpec, ...]:
    group = state.fire_group
    if not group.area:
        return ()
    kind = group.gun.rules.area_kind or "blast"
    help_text = (QT_TRANSLATE_NOOP("HorusHeresy", "Lay the template with its narrow end "
                                                  "touching the firer; every target model "
                                                  "it touches is hit (no Hit Test)")
                 if kind == "template" else
                 QT_TRANSLATE_NOOP("HorusHeresy", "Place the marker over a target model and "
                                                  "scatter it as the weapon's rules say; "
                                                  "every target model it then touches is hit "
                                                  "(no Hit Test)"))
    return (ModifierSpec("models_hit", _label(QT_TRANSLATE_NOOP(
        "HorusHeresy", "Target models under the marker or template")), "int", minimum=0,
        maximum=max(state.alive, 1), help=_label(help_text), value=group.under),)


def _area_declare(state: HHState, key: str, value: object) -> HHState:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= state.alive:
        raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "Enter a number of models from 0 "
                                                          "to %1"), state.alive)
    assert state.group is not None
    groups = list(state.setup.groups)
    groups[state.group] = replace(groups[state.group], models_hit=value)
    return replace(state, setup=replace(state.setup, groups=tuple(groups)))


def _shots_submit(state: HHState, dice: tuple[int, ...]) -> T:
    group = state.fire_group
    if group.area:
        return area_hits(state)
    per = group.gun.firepower.dice
    total = sum(group.gun.firepower.value(dice[i * per:(i + 1) * per])
                for i in range(group.models))
    return after_shots(state, total)


# -- 6: Hit Tests --------------------------------------------------------------------------------
def _hit_request(state: HHState) -> Request:
    group = state.fire_group
    entry = group.entry
    if entry.critical is not None:
        explanation = _label(QT_TRANSLATE_NOOP("HorusHeresy", "BS %1: hits on 2+, Critical "
                                                              "Hit on %2+"), group.bs,
                             entry.critical)
    else:
        explanation = _label(QT_TRANSLATE_NOOP("HorusHeresy", "BS %1: hits on %2+"), group.bs,
                             entry.target)
    note = (_label(QT_TRANSLATE_NOOP("HorusHeresy", "Snap Shots"))
            if group.snap_shots else None)
    return DiceRequest(count=state.shots or 0, target=entry.target,
                       purpose=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Hit Tests: %1"),
                                      group.gun.name), explanation=explanation, note=note)


def _hit_submit(state: HHState, dice: tuple[int, ...]) -> T:
    group = state.fire_group
    vehicle = state.defence.vehicle
    kinds = tuple(k for d in dice
                  if (k := resolve_hit(group.entry, group.gun, d, vehicle)) is not None)
    crits = sum(1 for k in kinds if k is HitKind.CRITICAL)
    message = m(QT_TRANSLATE_NOOP("HorusHeresy", "Hits: %1 (Critical Hits: %2, Rending: %3)"),
                len(kinds), crits, sum(1 for k in kinds if k is HitKind.RENDING))
    result = after_hits(state, kinds)
    return then(result.state, message, *result.messages)


# -- 7: Wound / Armour Penetration Tests ---------------------------------------------------------
def _rolled(state: HHState) -> list[HitKind]:
    d = state.defence
    return [k for k in state.hits if wound_rolled(k, d)]


def _wound_request(state: HHState) -> Request:
    gun = state.fire_group.gun
    toughness = state.defence.toughness or 0
    target = wound_target(gun.strength, toughness)
    return DiceRequest(
        count=len(_rolled(state)), target=target,
        purpose=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Wound Tests: %1"), gun.name),
        explanation=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Strength %1 against Toughness %2: "
                                                            "wounds on %3+"),
                           gun.strength, toughness, target) if target is not None else
        _label(QT_TRANSLATE_NOOP("HorusHeresy", "Strength %1 against Toughness %2: no wound "
                                                "possible"), gun.strength, toughness))


def _penetration_request(state: HHState) -> Request:
    gun = state.fire_group.gun
    armour = state.defence.armour
    return DiceRequest(
        count=len(state.hits), total=False,
        purpose=_label(QT_TRANSLATE_NOOP("HorusHeresy", "Armour Penetration Tests: %1"),
                       gun.name),
        explanation=_label(QT_TRANSLATE_NOOP(
            "HorusHeresy", "D6 + Strength %1 against Armour %2: equal glances, higher "
                           "penetrates"), gun.strength, armour))


def _second_submit(state: HHState, dice: tuple[int, ...]) -> T:
    gun, d = state.fire_group.gun, state.defence
    rolled = iter(dice)
    records = []
    for kind in state.hits:
        face = next(rolled) if wound_rolled(kind, d) else 6
        record = resolve_second(kind, gun, d, face)
        if record is not None:
            records.append(record)
    return after_wounds(state, tuple(records))


def first_steps() -> tuple[Step[HHState], ...]:
    return (
        Step(StepId.TARGET, lambda s: None, submit=_target_submit,
             modifiers=_target_modifiers, declare=_target_declare),
        Step(StepId.REACTIONS, lambda s: None, submit=_reaction_submit,
             modifiers=_reaction_modifiers, declare=_reaction_declare),
        Step(StepId.FIRE_GROUPS, _groups_request, choose=_groups_choose),
        Step(StepId.SHOTS, _shots_request, submit=_shots_submit, modifiers=_area_modifiers,
             declare=_area_declare),
        Step(StepId.HIT, _hit_request, submit=_hit_submit),
        Step(StepId.WOUND, _wound_request, submit=_second_submit),
        Step(StepId.ARMOUR_PENETRATION, _penetration_request, submit=_second_submit),
    )
