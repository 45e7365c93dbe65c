"""Kill Team (2018): exact odds from any state of the attack (what is left to roll).

The current firing model may be part-way through its attack sequence(s); what it still has to
roll is turned into :class:`~.chain.Pending` laws (one per target model of a split),
applied to the exact target models, then the firing models still to shoot run through the
injury chain of :mod:`.chain`.  Counters already rolled are added as constants.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.rules.dice import Dist
from desktop.rules.editions.kill_team_2018 import tables as kt
from desktop.rules.editions.kill_team_2018.chain import (
    COUNTERS,
    Firers,
    Injury,
    Model,
    Pending,
    Team,
    apply,
    injury_only,
    kernel,
    pending,
    team_chain,
    team_of,
)
from desktop.rules.editions.kill_team_2018.counters import (
    add_into,
    counter_law,
    marginal,
    team_law,
    wipe_possible,
)
from desktop.rules.editions.kill_team_2018.model import (
    KTState,
    chances,
    focus_index,
    msg,
    multiplier,
    shots_law,
)
from desktop.rules.sequence import OddsReport
from desktop.rules.steps import StepId

NOT_STARTED = (StepId.TARGET, StepId.RANGE)


def _stages(state: KTState) -> list[tuple[str, float]]:
    ph, pw, pu = chances(state.profile, state.situation)
    return [("hits", ph), ("wounds", pw), ("unsaved", pu)]


def current_sequences(state: KTState) -> tuple[list[tuple[int, Pending]], int]:
    """What the current firer still rolls, per target model, and how many fresh firers
    (the current one included when it has not rolled its shots) are left."""
    left = state.profile.firers - state.firer
    step = state.step
    if step is None or step is StepId.MORALE or not state.alive:
        return [], 0
    if step in NOT_STARTED or (step is StepId.SHOTS and state.shots is None):
        return [], left
    stages = _stages(state)
    if step is StepId.SHOTS:  # shots known, split not chosen yet: all at the focus model
        assert state.shots is not None
        target = focus_index(state.models)
        assert target is not None
        return [(target, pending(Dist.point(state.shots), stages, None))], left - 1
    index, shots = state.current
    if step is StepId.HIT:
        now = pending(Dist.point(shots), stages, None)
    elif step is StepId.WOUND:
        now = pending(Dist.point(state.hits or 0), stages[1:], None)
    elif step is StepId.SAVE:
        now = pending(Dist.point(state.wounds or 0), stages[2:], None)
    elif step is StepId.DAMAGE:
        now = pending(Dist.point(state.unsaved or 0), [], None)
    else:  # injury roll
        now = injury_only(state.injury_dice or 0)
    later = [(i, pending(Dist.point(n), stages, None))
             for i, n in state.portions[state.portion + 1:]]
    return [(index, now), *later], left - 1


def _after_current(state: KTState, sequences: list[tuple[int, Pending]], injury: Injury,
                   counter: str | None) -> dict[Team, tuple[float, ...]]:
    """Joint law of (team, counter growth) once the current firer is done."""
    laws: dict[tuple[Model, ...], list[float]] = {state.models: [1.0]}
    for index, seq in sequences:
        nxt: dict[tuple[Model, ...], list[float]] = {}
        for models, vec in laws.items():
            model = models[index]
            for outcome, law in kernel(seq, injury, model, counter).items():
                changed = (*models[:index], apply(model, outcome), *models[index + 1:])
                add_into(nxt, changed, vec, law)
        laws = nxt
    out: dict[Team, list[float]] = {}
    for models, vec in laws.items():
        add_into(out, team_of(models, state.profile.wounds), vec, (1.0,))
    return {team: tuple(vec) for team, vec in out.items()}


def odds_from(state: KTState) -> OddsReport:
    p, s = state.profile, state.situation
    injury = Injury(Dist.from_expr(p.damage), s.obscured)
    sequences, fresh = current_sequences(state)
    stages = _stages(state)
    firers = Firers(fresh, pending(shots_law(p, s), stages, "shots"), injury)

    start = team_law(_after_current(state, sequences, injury, None))
    teams = team_chain(start, firers, p.wounds)
    casualties = _law(teams, lambda t: t[0])
    flesh = _law(teams, lambda t: sum(1 for _, f in t[2] if f > 0))

    dists: dict[str, Dist] = {}
    for index, name in enumerate(COUNTERS):
        joint = _after_current(state, sequences, injury, name)
        if wipe_possible(joint, fresh):
            law = counter_law(joint, firers, p.wounds, name)
        else:
            one = firers.sequence.growth(name)
            law = marginal(joint).convolve(one.sum_of(fresh))
        dists[name] = Dist.point(state.totals[index]).convolve(law)

    test, fail = _morale(state, teams)
    notes: tuple[Message, ...] = ()
    if multiplier(p, s) == 0 and state.step in NOT_STARTED:
        notes = (msg(QT_TRANSLATE_NOOP("KillTeam", "The target is out of range")),)
    return OddsReport(dists["shots"], dists["hits"], dists["wounds"], dists["unsaved"],
                      casualties, test, fail, extras={"flesh_wounded": flesh},
                      notes=notes, morale_fail_unknown=fail is None)


def _law(teams: Mapping[Team, float], count: Callable[[Team], int]) -> Dist:
    acc: dict[int, float] = {}
    for team, pt in teams.items():
        k = count(team)
        acc[k] = acc.get(k, 0.0) + pt
    probs = [0.0] * (max(acc) + 1)
    for k, pk in acc.items():
        probs[k] += pk
    return Dist.of(probs)


def _morale(state: KTState, teams: Mapping[Team, float]) -> tuple[float, float | None]:
    """Chance the target kill team owes a Broken test after the attack, and fails it."""
    p = state.profile
    test = 0.0
    for (out, fresh, damaged), pt in teams.items():
        alive = fresh + len(damaged)
        wiped = p.team_size == len(state.models) and alive == 0
        down = p.team_down + out + sum(1 for _, f in damaged if f > 0)
        if not wiped and kt.broken_test_due(p.team_size, down):
            test += pt
    if p.leadership is None:
        return test, None
    return test, test * float(kt.broken_fail_chance(p.leadership))
