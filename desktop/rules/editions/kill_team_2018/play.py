"""Kill Team (2018): the shooting sequence as steps of the shared state machine.

Per firing model (seed 002): target -> range -> shots (random shots rolled; a declared split
is allocated) -> hit -> wound -> save -> damage -> injury, one target model at a time; then
the next firing model.  The morale step at the end says whether the target kill team will owe
a Broken test in the Morale phase (Kill Team tests morale there, not after shooting).

This module has the steps up to the shots, the step table and the attack; the dice steps
against one target model are in :mod:`.resolve`.  The odds of a scenario are the odds of a
fresh attack, so the command line, the wizard and the forecast at every step all come from
the same step rules.
"""

from __future__ import annotations

from dataclasses import replace

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message
from desktop.rules.editions.kill_team_2018 import tables as kt
from desktop.rules.editions.kill_team_2018.adapter import scenario_from_units
from desktop.rules.editions.kill_team_2018.chain import Model
from desktop.rules.editions.kill_team_2018.flow import Out, add_total, next_firer, step_to
from desktop.rules.editions.kill_team_2018.model import (
    REFUSALS,
    KTState,
    Profile,
    Situation,
    TargetGroup,
    check,
    focus_in,
    msg,
    multiplier,
)
from desktop.rules.editions.kill_team_2018.odds import odds_from
from desktop.rules.editions.kill_team_2018.resolve import (
    broken_test_due,
    damage_request,
    damage_submit,
    down_count,
    hit_request,
    hit_submit,
    injury_request,
    injury_submit,
    morale_submit,
    save_request,
    save_submit,
    wound_request,
    wound_submit,
)
from desktop.rules.editions.kill_team_2018.scenario import KTScenario
from desktop.rules.editions.kill_team_2018.tables import Refusal
from desktop.rules.registry import EditionRuleset
from desktop.rules.sequence import (
    Attack,
    AttackResult,
    ChoiceOption,
    ChoiceRequest,
    DiceRequest,
    GroupResult,
    ModifierSpec,
    OddsReport,
    Request,
    Step,
    confirm_only,
    not_applied,
)
from desktop.rules.steps import StepId


def _after_shots(state: KTState, shots: int, *messages: Message) -> Out:
    state = replace(state, shots=shots, totals=add_total(state, 0, shots))
    said = (*messages, msg(QT_TRANSLATE_NOOP("KillTeam", "Shots: %1"), shots))
    if shots == 0:
        return next_firer(state, *said)
    if state.situation.split and shots > 1 and len(_split_targets(state)) > 1:
        return step_to(state, StepId.SHOTS, *said)  # the split is chosen next
    return step_to(state, StepId.HIT, *said, portions=((state.target, shots),), portion=0)


def _split_targets(state: KTState) -> list[int]:
    """The models a split may reach: the first target, then the other models in action
    (the player keeps to those within 2" of it) but none within 1" of a friendly model."""
    groups = state.profile.groups
    others = [i for i in state.alive if i != state.target
              and not groups[state.profile.group_of(i)].near_friendly]
    return [state.target, *others]


def model_label(state: KTState, index: int) -> Message:
    """A target model with its state, e.g. "Guardian 2 (wounds: 1, flesh wounds: 0)"."""
    wounds, flesh = state.models[index]
    return msg(QT_TRANSLATE_NOOP("KillTeam", "%1 (wounds: %2, flesh wounds: %3)"),
               state.profile.model_name(index), wounds, flesh)


# -- target ---------------------------------------------------------------------------------
def _target_modifiers(state: KTState) -> tuple[ModifierSpec, ...]:
    specs: list[ModifierSpec] = []
    targets = _split_targets(state)
    if len(targets) > 1:
        choices = tuple(ChoiceOption(f"m{i}", model_label(state, i)) for i in sorted(targets))
        specs.append(ModifierSpec(
            "target", msg(QT_TRANSLATE_NOOP("KillTeam", "Target model")), "choice", choices,
            help=msg(QT_TRANSLATE_NOOP("KillTeam", "Any enemy model the firer can see and "
                                                   "reach, except one within 1\" of a "
                                                   "model of your side")),
            value=f"m{state.target}"))
    specs.append(ModifierSpec("obscured", msg(QT_TRANSLATE_NOOP(
        "KillTeam", "Target obscured (-1 to hit, -1 injury)"))))
    if len(targets) > 1:
        specs.append(ModifierSpec("split", msg(QT_TRANSLATE_NOOP(
            "KillTeam", 'Split the shots between models within 2"'))))
    specs += [
        ModifierSpec("moved", msg(QT_TRANSLATE_NOOP("KillTeam", "Firer moved (Heavy: -1 to hit)"))),
        ModifierSpec("advanced", msg(QT_TRANSLATE_NOOP(
            "KillTeam", "Firer Advanced (Assault only, -1 to hit)"))),
        ModifierSpec("engaged", msg(QT_TRANSLATE_NOOP(
            "KillTeam", 'Firer within 1" of an enemy (Pistol only)'))),
        ModifierSpec("flesh_wounds", msg(QT_TRANSLATE_NOOP(
            "KillTeam", "Flesh wounds on the firer (-1 each)")), kind="int", minimum=0,
            maximum=2),
        ModifierSpec("broken", msg(QT_TRANSLATE_NOOP(
            "KillTeam", "Firer's kill team is broken (-1 to hit)"))),
        ModifierSpec("shaken", msg(QT_TRANSLATE_NOOP(
            "KillTeam", "Firer is shaken (cannot shoot)"))),
        ModifierSpec("near_friendly", msg(QT_TRANSLATE_NOOP(
            "KillTeam", 'Target within 1" of a friendly model'))),
    ]
    return tuple(specs)


def _declare(state: KTState, key: str, value: object) -> KTState:
    if key == "target":
        return _declare_target(state, value)
    if key in ("flesh_wounds", "distance"):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "'%1' needs a number"), key))
        limit = 2 if key == "flesh_wounds" else 1000
        if not 0 <= value <= limit or (key == "flesh_wounds" and not isinstance(value, int)):
            raise DomainError(
                msg(QT_TRANSLATE_NOOP("KillTeam", "'%1' must be between 0 and %2"), key, limit)
            )
    elif not isinstance(value, bool):
        raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "'%1' is either on or off"), key))
    changes: dict[str, object] = {key: value}
    situation = replace(state.situation, **changes)  # type: ignore[arg-type]
    check(state.profile, situation)
    return replace(state, situation=situation)


def _declare_target(state: KTState, value: object) -> KTState:
    """The firer's (first) target: any model in action, none within 1" of a friendly
    model."""
    index = int(value[1:]) if isinstance(value, str) and value[1:].isdigit() else -1
    if value != f"m{index}" or index not in state.alive:
        raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "'%1' is not a target model in "
                                                            "action"), value))
    if state.profile.groups[state.profile.group_of(index)].near_friendly:
        raise DomainError(msg(REFUSALS[Refusal.FRIENDLY_NEARBY]))
    return replace(state, target=index)


def _target_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    p = state.profile
    if p.weapon_name:
        said = msg(
            QT_TRANSLATE_NOOP("KillTeam", "Model %1 of %2 shoots %3 at %4"),
            state.firer + 1,
            p.firers,
            p.weapon_name,
            p.model_name(state.target),
        )
    else:
        said = msg(
            QT_TRANSLATE_NOOP("KillTeam", "Model %1 of %2 shoots"), state.firer + 1, p.firers
        )
    return step_to(state, StepId.RANGE, said)


# -- range and shots ------------------------------------------------------------------------
def inches(value: float | None) -> str:
    """10.0 -> "10", 10.5 -> "10.5"."""
    if value is None:
        return "?"
    return f"{value:g}"


def _range_modifiers(state: KTState) -> tuple[ModifierSpec, ...]:
    return (
        ModifierSpec(
            "distance",
            msg(QT_TRANSLATE_NOOP("KillTeam", "Distance to the target (inches)")),
            kind="int",
            minimum=0,
            maximum=1000,
        ),
    )


def _range_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    p, s = state.profile, state.situation
    factor = multiplier(p, s)
    if factor == 0:
        return next_firer(
            state,
            msg(
                QT_TRANSLATE_NOOP("KillTeam", 'Out of range (%1" > %2"): no shot'),
                inches(s.distance),
                inches(p.weapon_range),
            ),
        )
    if s.distance is None:
        said = msg(QT_TRANSLATE_NOOP("KillTeam", "In range"))
    elif factor == 2:
        said = msg(QT_TRANSLATE_NOOP("KillTeam", "Within half range: Rapid Fire shoots twice"))
    elif kt.long_range(s.distance, p.weapon_range):
        said = msg(
            QT_TRANSLATE_NOOP("KillTeam", 'Long range (%1" of %2"): -1 to hit'),
            inches(s.distance),
            inches(p.weapon_range),
        )
    else:
        said = msg(
            QT_TRANSLATE_NOOP("KillTeam", 'Within half range (%1" of %2")'),
            inches(s.distance),
            inches(p.weapon_range),
        )
    if p.shots.is_constant:
        return _after_shots(state, p.shots.minimum * factor, said)
    return step_to(state, StepId.SHOTS, said)


def _shots_request(state: KTState) -> Request:
    p = state.profile
    if state.shots is None:
        factor = multiplier(p, state.situation)
        return DiceRequest(
            p.shots.count,
            msg(QT_TRANSLATE_NOOP("KillTeam", "Roll for the number of shots")),
            msg(QT_TRANSLATE_NOOP("KillTeam", "Shots: %1, times %2"), str(p.shots), factor),
            sides=p.shots.sides,
            total=True,
        )
    options = tuple(ChoiceOption(f"m{i}", model_label(state, i))
                    for i in _split_targets(state))  # the default: all at the first target
    return ChoiceRequest(
        msg(QT_TRANSLATE_NOOP("KillTeam", "Split the shots: the first target and models "
                                          "within 2\" of it")),
        options,
        min_picks=state.shots,
        max_picks=state.shots,
        repeat=True,
    )


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
    if state.target not in counts:
        raise DomainError(msg(QT_TRANSLATE_NOOP(
            "KillTeam", "The first target model must get at least one of the shots")))
    portions = tuple((i, counts[i]) for i in order)
    said = msg(
        QT_TRANSLATE_NOOP("KillTeam", "Shots split: %1"),
        ", ".join(f"{n} -> {state.profile.model_name(i)}" for i, n in portions),
    )
    return step_to(state, StepId.HIT, said, portions=portions, portion=0)


STEP_TABLE: tuple[Step[KTState], ...] = (
    Step(
        StepId.TARGET,
        confirm_only,
        submit=_target_submit,
        modifiers=_target_modifiers,
        declare=_declare,
    ),
    Step(
        StepId.RANGE,
        confirm_only,
        submit=_range_submit,
        modifiers=_range_modifiers,
        declare=_declare,
    ),
    Step(StepId.SHOTS, _shots_request, submit=_shots_submit, choose=_shots_choose),
    Step(StepId.HIT, hit_request, submit=hit_submit),
    Step(StepId.WOUND, wound_request, submit=wound_submit),
    Step(StepId.SAVE, save_request, submit=save_submit),
    Step(StepId.DAMAGE, damage_request, submit=damage_submit),
    Step(StepId.INJURY, injury_request, submit=injury_submit),
    Step(StepId.MORALE, confirm_only, submit=morale_submit),
)


class KillTeamAttack(Attack[KTState]):
    """One shooting attack: every firing model in turn, each at one target model (or a
    split between models within 2")."""

    context = "KillTeam"
    step_table = STEP_TABLE

    def odds_from(self, state: KTState) -> OddsReport:
        return odds_from(state)

    def result_of(self, state: KTState) -> AttackResult:
        """One :class:`GroupResult` per target profile, in order: models out of action, and
        the most hurt model left (its lost wounds and flesh wounds, as a roster keeps them on
        the group's front model)."""
        shots, hits, wounds, unsaved = state.totals
        out = sum(1 for w, _ in state.models if w <= 0)
        groups = []
        for index, group in enumerate(state.profile.groups):
            models = [state.models[i] for i in state.profile.members(index)]
            standing = [(w, f) for w, f in models if w > 0]
            hurt = max(standing, key=lambda m: (m[1], -m[0]), default=(group.wounds, 0))
            groups.append(GroupResult(group.name,
                                      models_removed=sum(1 for w, _ in models if w <= 0),
                                      wounds_carried=group.wounds - hurt[0],
                                      flesh_wounds=hurt[1]))
        due = broken_test_due(state)
        return AttackResult(shots, hits, wounds, unsaved, out, tuple(groups),
                            statuses=("broken-test-due",) if due else (),
                            log=tuple(self.log))

    @property
    def models(self) -> tuple[tuple[int, int], ...]:
        """Every target model as (wounds left, flesh wounds); 0 wounds = out of action."""
        return self.state.models

    @property
    def down(self) -> int:
        return down_count(self.state)


def profile_of(scenario: KTScenario) -> Profile:
    a, w, t = scenario.attacker, scenario.attacker.weapon, scenario.target
    groups = (TargetGroup(t.name, t.models, t.toughness, t.wounds, t.save, t.invulnerable),
              *(TargetGroup(g.name, g.models, g.toughness, g.wounds, g.save, g.invulnerable,
                            g.within_1_of_friendly) for g in t.groups))
    return Profile(
        firers=a.models, bs=a.bs, weapon_name=w.name,
        weapon_type=kt.WeaponType(w.type) if w.type else None, shots=DiceExpr.parse(w.shots),
        weapon_range=w.range, strength=w.strength, ap=w.armour_penetration,
        damage=DiceExpr.parse(w.damage), groups=groups, leadership=t.leadership,
        team_size=t.team_size, team_down=t.kill_team_down, bladestorm=w.bladestorm)


def _front(models: int, wounds: int, flesh: int, lost: int | None) -> tuple[Model, ...]:
    """A group's models: the first one carries the recorded state (a flesh wound leaves 1
    wound unless the lost wounds say otherwise)."""
    first = wounds - lost if lost is not None else (1 if flesh else wounds)
    return ((first, flesh),) + ((wounds, 0),) * (models - 1)


def situation_of(scenario: KTScenario) -> Situation:
    a, t = scenario.attacker, scenario.target
    return Situation(distance=scenario.situation.distance, obscured=t.obscured, moved=a.moved,
                     advanced=a.advanced, flesh_wounds=a.flesh_wounds, broken=a.broken,
                     engaged=a.engaged, shaken=a.shaken, near_friendly=t.within_1_of_friendly)


def start(scenario: KTScenario) -> KillTeamAttack:
    """A fresh attack (DomainError when the rules forbid it, e.g. a Heavy weapon after
    Advancing)."""
    profile = profile_of(scenario)
    situation = situation_of(scenario)
    check(profile, situation)
    t = scenario.target
    models = _front(t.models, t.wounds, t.flesh_wounds, t.wounds_lost)
    for g in t.groups:
        models += _front(g.models, g.wounds, g.flesh_wounds, g.wounds_lost)
    target = focus_in(models, profile.members(0))
    assert target is not None
    attack = KillTeamAttack(KTState(step=StepId.TARGET, profile=profile, situation=situation,
                                    models=models, target=target))
    attack.notes = not_applied(scenario.not_applied)
    return attack


RULESET = EditionRuleset(Edition.KILL_TEAM_2018, KTScenario, KillTeamAttack,
                         start, scenario_from_units)
