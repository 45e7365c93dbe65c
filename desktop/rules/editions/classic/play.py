"""``classic`` shooting as a state machine (target -> range -> shots -> hit -> wound -> save
-> morale), built on :class:`desktop.rules.sequence.Attack`.

The state is immutable; each handler returns the next state and log lines.  The forecast at
any point is :func:`.odds.forecast` with the dice entered so far, so the wizard and the
odds agree by construction.
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
    Known,
    Setup,
    forecast,
    left_after,
    pass_chance,
    rolls,
    save_of,
    still_needed,
    support_max,
)
from desktop.rules.editions.classic.scenario import ClassicScenario
from desktop.rules.editions.classic.tables import (
    Band,
    WeaponType,
    band_of,
    instant_death,
    to_hit,
    to_wound,
)
from desktop.rules.groups import allocation, group_results, label, removed
from desktop.rules.helpers import counts, next_index, set_at, want_bool, want_int
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

CTX = "Classic"


def _m(template: str, *args: object) -> Message:
    return Message(CTX, template, args)


@dataclass(frozen=True)
class ClassicState:
    step: StepId | None
    setup: Setup
    decl: Declarations
    known: Known = field(default_factory=Known)
    sighted: int = 0
    group: int = 0
    group_hits: tuple[int, ...] = ()
    left: tuple[int, ...] = ()


# -- target ------------------------------------------------------------------------------------
def _target_modifiers(state: ClassicState) -> tuple[ModifierSpec, ...]:
    return (
        ModifierSpec("visible", _m(QT_TRANSLATE_NOOP(
            "Classic", "At least one firing model can see the target unit"))),
        ModifierSpec("sighted", _m(QT_TRANSLATE_NOOP(
            "Classic", "Firing models that can see the target")), kind="int", minimum=0,
            maximum=state.setup.models,
            help=_m(QT_TRANSLATE_NOOP("Classic", "Models without line of sight do not fire")))
    )


def _target_declare(state: ClassicState, key: str, value: object) -> ClassicState:
    if key == "visible":
        return replace(state, decl=replace(state.decl, visible=want_bool(value)))
    sighted = want_int(value, 0, state.setup.models)
    half = min(state.decl.half, sighted)
    full = min(state.decl.full, sighted - half)
    return replace(state, sighted=sighted, decl=replace(state.decl, half=half, full=full))


def _target_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    if not state.decl.visible or state.sighted == 0:
        raise error(CTX, QT_TRANSLATE_NOOP(
            "Classic", "Choose a target unit that at least one firing model can see"))
    return Transition(replace(state, step=StepId.RANGE), (_m(QT_TRANSLATE_NOOP(
        "Classic", "Target declared; models that can see it: %1 of %2"), state.sighted,
        state.setup.models),))


# -- range -------------------------------------------------------------------------------------
def _range_modifiers(state: ClassicState) -> tuple[ModifierSpec, ...]:
    return (
        ModifierSpec("moved", _m(QT_TRANSLATE_NOOP("Classic", "The firing unit moved"))),
        ModifierSpec("in_range", _m(QT_TRANSLATE_NOOP(
            "Classic", "Firing models with the target in range")), kind="int", minimum=0,
            maximum=state.sighted),
        ModifierSpec("within_half", _m(QT_TRANSLATE_NOOP(
            "Classic", "Of those, models within half range")), kind="int", minimum=0,
            maximum=state.decl.firing),
    )


def _range_declare(state: ClassicState, key: str, value: object) -> ClassicState:
    decl = state.decl
    if key == "moved":
        return replace(state, decl=replace(decl, moved=want_bool(value)))
    if key == "in_range":
        in_range = want_int(value, 0, state.sighted)
        half = min(decl.half, in_range)
        return replace(state, decl=replace(decl, half=half, full=in_range - half))
    half = want_int(value, 0, decl.firing)
    return replace(state, decl=replace(decl, half=half, full=decl.firing - half))


def _range_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    count = rolls(state.setup, state.decl)
    shots = state.setup.shots
    messages = [_m(QT_TRANSLATE_NOOP(
        "Classic", "Models in range: %1 (within half range: %2); moved: %3"),
        state.decl.firing, state.decl.half, _yes_no(state.decl.moved))]
    if count == 0:
        messages.append(_m(QT_TRANSLATE_NOOP("Classic", "No model can fire at this target")))
        return Transition(_finish(replace(state, known=replace(state.known, shots=0))),
                          tuple(messages))
    if shots.is_constant:
        fired = count * shots.modifier
        messages.append(_m(QT_TRANSLATE_NOOP("Classic", "Shots: %1"), fired))
        return Transition(_after_shots(state, fired), tuple(messages))
    return Transition(replace(state, step=StepId.SHOTS), tuple(messages))


# -- shots (random shots only) -----------------------------------------------------------------
def _shots_request(state: ClassicState) -> DiceRequest:
    expr = state.setup.shots
    count = rolls(state.setup, state.decl)
    return DiceRequest(count * expr.count, _m(QT_TRANSLATE_NOOP("Classic", "Number of shots")),
                       _m(QT_TRANSLATE_NOOP("Classic", "Shots: %1 x %2"), count, str(expr)),
                       sides=expr.sides)


def _shots_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    expr = state.setup.shots
    fired = sum(max(0, sum(dice[i:i + expr.count]) + expr.modifier)
                for i in range(0, len(dice), expr.count))
    return Transition(_after_shots(state, fired),
                      (_m(QT_TRANSLATE_NOOP("Classic", "Shots: %1"), fired),))


def _after_shots(state: ClassicState, fired: int) -> ClassicState:
    state = replace(state, known=replace(state.known, shots=fired))
    if fired == 0:
        return _finish(state)
    return replace(state, step=StepId.HIT)


# -- hit ---------------------------------------------------------------------------------------
def _hit_request(state: ClassicState) -> DiceRequest:
    need = to_hit(state.setup.bs)
    assert state.known.shots is not None and need is not None
    return DiceRequest(state.known.shots, _m(QT_TRANSLATE_NOOP("Classic", "Roll to hit")),
                       _m(QT_TRANSLATE_NOOP("Classic", "BS %1: hits on %2+"), state.setup.bs,
                          need), target=need)


def _hit_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    need = to_hit(state.setup.bs)
    assert need is not None
    hits = sum(1 for d in dice if d >= need)
    split = allocation(hits, state.setup.groups)
    n = len(split)
    state = replace(state, known=replace(state.known, hits=hits, wounds=(None,) * n,
                                         unsaved=(None,) * n), group_hits=split)
    messages = [_m(QT_TRANSLATE_NOOP("Classic", "Hits: %1"), hits)]
    if n > 1 and hits:
        messages.append(_m(QT_TRANSLATE_NOOP(
            "Classic", "Hits allocated one per model in turn: %1"),
            ", ".join(f"{g.name or index + 1}: {h}"
                      for index, (g, h) in enumerate(zip(state.setup.groups, split,
                                                         strict=True)))))
    if hits == 0:
        return Transition(_finish(_no_losses(state)), tuple(messages))
    return Transition(replace(state, step=StepId.WOUND, group=next_index(split, -1) or 0),
                      tuple(messages))


# -- wound (one group at a time) ---------------------------------------------------------------
def _wound_request(state: ClassicState) -> DiceRequest | None:
    group = state.setup.groups[state.group]
    need = to_wound(state.setup.strength, group.toughness)
    if need is None:
        return None
    return DiceRequest(state.group_hits[state.group],
                       _m(QT_TRANSLATE_NOOP("Classic", "Roll to wound %1"), _label(state)),
                       _m(QT_TRANSLATE_NOOP("Classic", "S%1 against T%2: wounds on %3+"),
                          state.setup.strength, group.toughness, need), target=need)


def _wound_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    group = state.setup.groups[state.group]
    need = to_wound(state.setup.strength, group.toughness)
    if need is None:
        wounds = 0
        message = _m(QT_TRANSLATE_NOOP("Classic", "S%1 cannot wound T%2 (%3)"),
                     state.setup.strength, group.toughness, _label(state))
    else:
        wounds = sum(1 for d in dice if d >= need)
        message = _m(QT_TRANSLATE_NOOP("Classic", "Wounds: %1 (%2)"), wounds, _label(state))
    known = replace(state.known, wounds=set_at(state.known.wounds, state.group, wounds))
    state = replace(state, known=known)
    following = next_index(state.group_hits, state.group)
    if following is not None:
        return Transition(replace(state, group=following), (message,))
    first = next_index(counts(known.wounds), -1)
    if first is None:
        return Transition(_finish(_no_losses(state)), (message,))
    return Transition(replace(state, step=StepId.SAVE, group=first), (message,))


# -- save (one group at a time) ----------------------------------------------------------------
def _save_target(state: ClassicState) -> int | None:
    group = state.setup.groups[state.group]
    return save_of(state.setup, group, state.decl.cover[state.group])


def _save_request(state: ClassicState) -> DiceRequest | None:
    need = _save_target(state)
    if need is None:
        return None
    wounds = state.known.wounds[state.group] or 0
    return DiceRequest(wounds, _m(QT_TRANSLATE_NOOP("Classic", "Saving throws %1"),
                                  _label(state)),
                       _m(QT_TRANSLATE_NOOP("Classic", "Best save: %1+ (each success saves)"),
                          need), target=need)


def _save_modifiers(state: ClassicState) -> tuple[ModifierSpec, ...]:
    options = (ChoiceOption("none", _m(QT_TRANSLATE_NOOP("Classic", "No cover"))),
               ChoiceOption("6", _m(QT_TRANSLATE_NOOP("Classic", "Light cover (6+)"))),
               ChoiceOption("5", _m(QT_TRANSLATE_NOOP("Classic", "Cover (5+)"))),
               ChoiceOption("4", _m(QT_TRANSLATE_NOOP("Classic", "Fortified (4+)"))))
    cover = state.decl.cover[state.group]  # one cover per target group: this group's
    return (ModifierSpec("cover", _m(QT_TRANSLATE_NOOP("Classic", "Cover of these models")),
                         kind="choice", choices=options,
                         value="none" if cover is None else str(cover)),)


def _save_declare(state: ClassicState, key: str, value: object) -> ClassicState:
    cover = {"none": None, "6": 6, "5": 5, "4": 4, None: None, 6: 6, 5: 5, 4: 4}
    if isinstance(value, bool) or not isinstance(value, str | int | None) or value not in cover:
        raise error(CTX, QT_TRANSLATE_NOOP("Classic", "Cover gives a 4+, 5+ or 6+ save"))
    covers = list(state.decl.cover)
    covers[state.group] = cover[value]
    return replace(state, decl=replace(state.decl, cover=tuple(covers)))


def _save_submit(state: ClassicState, dice: tuple[int, ...]) -> Transition[ClassicState]:
    need = _save_target(state)
    wounds = state.known.wounds[state.group] or 0
    if need is None:
        unsaved = wounds
        message = _m(QT_TRANSLATE_NOOP("Classic", "No save possible; unsaved wounds: %1 (%2)"),
                     unsaved, _label(state))
    else:
        unsaved = sum(1 for d in dice if d < need)
        message = _m(QT_TRANSLATE_NOOP("Classic", "Saved: %1, unsaved wounds: %2 (%3)"),
                     wounds - unsaved, unsaved, _label(state))
    known = replace(state.known, unsaved=set_at(state.known.unsaved, state.group, unsaved))
    state = replace(state, known=known)
    following = next_index(counts(known.wounds), state.group)
    if following is not None:
        return Transition(replace(state, group=following), (message,))
    return _casualties(state, message)


def _casualties(state: ClassicState, message: Message) -> Transition[ClassicState]:
    setup = state.setup
    left = []
    messages = [message]
    for index, group in enumerate(setup.groups):
        unsaved = state.known.unsaved[index] or 0
        killer = instant_death(setup.strength, group.toughness, group.wounds)
        total = left_after(setup, group, unsaved)
        left.append(total)
        removed = group.models - group.pool.models_left(total)
        if unsaved:
            messages.append(_m(QT_TRANSLATE_NOOP(
                "Classic", "%1 — models removed: %2, wounds carried over: %3%4"),
                group.name or index + 1, removed, group.pool.carried(total),
                _m(QT_TRANSLATE_NOOP("Classic", " (instant death)")) if killer else ""))
    state = replace(state, left=tuple(left))
    casualties = _removed(state)
    needed = still_needed(setup)
    remaining = setup.target_models - casualties
    if needed > 0 and casualties >= needed and remaining > 0:
        messages.append(_m(QT_TRANSLATE_NOOP(
            "Classic", "Casualties: %1, 25% of the unit: it must take a morale test"),
            casualties))
        if setup.leadership is None:
            return Transition(replace(state, step=None), tuple(messages))
        return Transition(replace(state, step=StepId.MORALE), tuple(messages))
    return Transition(replace(state, step=None), tuple(messages))


# -- morale ------------------------------------------------------------------------------------
def _morale_request(state: ClassicState) -> DiceRequest:
    ld = state.setup.leadership
    note = (_m(QT_TRANSLATE_NOOP("Classic", "A double 1 always passes (house rule option)"))
            if state.setup.double_one_passes else None)
    return DiceRequest(2, _m(QT_TRANSLATE_NOOP("Classic", "Morale test")),
                       _m(QT_TRANSLATE_NOOP("Classic", "Passes on 2D6 at or under Ld %1"), ld),
                       note=note)


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
    state = _no_losses(state)
    return replace(state, step=None)


def _no_losses(state: ClassicState) -> ClassicState:
    if state.left:
        return state
    return replace(state, left=tuple(g.pool.total for g in state.setup.groups))


def _removed(state: ClassicState) -> int:
    return removed(state.setup.groups, state.left)


def _label(state: ClassicState) -> str:
    return label(state.setup.groups, state.group)


def _yes_no(value: bool) -> Message:
    return _m(QT_TRANSLATE_NOOP("Classic", "yes")) if value else _m(
        QT_TRANSLATE_NOOP("Classic", "no"))


class ClassicAttack(Attack[ClassicState]):
    """One 3rd-edition shooting attack."""

    context = CTX
    step_table = (
        Step(StepId.TARGET, confirm_only, submit=_target_submit, modifiers=_target_modifiers,
             declare=_target_declare),
        Step(StepId.RANGE, confirm_only, submit=_range_submit, modifiers=_range_modifiers,
             declare=_range_declare),
        Step(StepId.SHOTS, _shots_request, submit=_shots_submit),
        Step(StepId.HIT, _hit_request, submit=_hit_submit),
        Step(StepId.WOUND, _wound_request, submit=_wound_submit),
        Step(StepId.SAVE, _save_request, submit=_save_submit, modifiers=_save_modifiers,
             declare=_save_declare),
        Step(StepId.MORALE, _morale_request, submit=_morale_submit),
    )

    def odds_from(self, state: ClassicState) -> OddsReport:
        if state.step is None or state.left:
            return self._settled(state)
        return forecast(state.setup, state.decl, state.known)

    def _settled(self, state: ClassicState) -> OddsReport:
        # Casualties are fixed once every save is rolled; only morale may remain open.
        known = state.known
        n = len(state.setup.groups)
        known = replace(known, shots=known.shots or 0, hits=known.hits or 0,
                        wounds=counts(known.wounds or (0,) * n),
                        unsaved=counts(known.unsaved or (0,) * n))
        return forecast(state.setup, state.decl, known)

    def result_of(self, state: ClassicState) -> AttackResult:
        known = state.known
        groups = group_results(state.setup.groups, state.left)
        tested = known.morale_passed is not None or (
            state.step is None and state.setup.leadership is None and _tested(state))
        statuses = ("falling_back",) if known.morale_passed is False else ()
        return AttackResult(
            shots=known.shots or 0, hits=known.hits or 0,
            wounds=sum(counts(known.wounds)), unsaved=sum(counts(known.unsaved)),
            casualties=_removed(state), groups=groups, morale_tested=tested,
            morale_passed=known.morale_passed, statuses=statuses, log=tuple(self.log))


def _tested(state: ClassicState) -> bool:
    casualties = _removed(state)
    needed = still_needed(state.setup)
    return needed > 0 and casualties >= needed and casualties < state.setup.target_models


# -- from the scenario file -----------------------------------------------------------------
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


def start(scenario: ClassicScenario) -> ClassicAttack:
    """A fresh attack (DomainError when it is too large to compute exactly)."""
    decl, sighted = declarations_of(scenario)
    setup = setup_of(scenario)
    check_size(support_max(setup, decl, Known())[1])
    return ClassicAttack(ClassicState(step=StepId.TARGET, setup=setup, decl=decl,
                                      sighted=sighted))


__all__ = ["ClassicAttack", "ClassicState", "pass_chance", "start"]


RULESET = EditionRuleset(Edition.CLASSIC, ClassicScenario, ClassicAttack,
                         start, scenario_from_units)
