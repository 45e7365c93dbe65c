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
    Teams,
    alive,
    apply,
    combine,
    injury_only,
    kernel,
    pending,
    team_chain,
    teams_of,
)
from desktop.rules.editions.kill_team_2018.counters import (
    add_into,
    counter_law,
    team_law,
    wipe_possible,
)
from desktop.rules.editions.kill_team_2018.model import (
    KTState,
    chances,
    msg,
    multiplier,
    save_needed,
    shots_law,
)
from desktop.rules.sequence import OddsReport
from desktop.rules.steps import StepId

NOT_STARTED = (StepId.TARGET, StepId.RANGE)


def _stages(state: KTState, group: int) -> list[tuple[str, float]]:
    ph, pw, pu = chances(state.profile, state.situation, group)
    return [("hits", ph), ("wounds", pw), ("unsaved", pu)]


def current_sequences(state: KTState) -> tuple[list[tuple[int, Pending]], int]:
    """What the current firer still rolls, per target model, and how many fresh firers
    (not the current one) are left to shoot after it."""
    left = state.profile.firers - state.firer
    step = state.step
    if step is None or step is StepId.MORALE or not state.alive:
        return [], 0
    group_of = state.profile.group_of
    if step in NOT_STARTED or (step is StepId.SHOTS and state.shots is None):
        # the current firer has declared its target (or takes the default one)
        p, s = state.profile, state.situation
        first = pending(shots_law(p, s), _stages(state, group_of(state.target)), "shots")
        return [(state.target, first)], left - 1
    if step is StepId.SHOTS:  # shots known, split not chosen yet: all at the first target
        assert state.shots is not None
        stages = _stages(state, group_of(state.target))
        return [(state.target, pending(Dist.point(state.shots), stages, None))], left - 1
    index, shots = state.current
    stages = _stages(state, group_of(index))
    if step is StepId.HIT:
        now = pending(Dist.point(shots), stages, None)
    elif step is StepId.WOUND:
        now = pending(Dist.point(state.hits or 0), stages[1:], None)
    elif step is StepId.SAVE:  # batch by batch (Bladestorm 6s at their own AP)
        now = combine([pending(Dist.point(state.failed), [], "unsaved"), *(
            pending(Dist.point(n), [("unsaved", _unsaved(state, index, ap))], None)
            for ap, n in state.saves)])
    elif step is StepId.DAMAGE:
        now = pending(Dist.point(state.unsaved or 0), [], None)
    else:  # injury roll
        now = injury_only(state.injury_dice or 0)
    later = [(i, pending(Dist.point(n), _stages(state, group_of(i)), None))
             for i, n in state.portions[state.portion + 1:]]
    return [(index, now), *later], left - 1


def _unsaved(state: KTState, model: int, ap: int) -> float:
    needed = save_needed(state.profile, state.profile.group_of(model), ap)
    return float(1 - kt.chance(needed))


def _teams(state: KTState, models: tuple[Model, ...]) -> Teams:
    groups = state.profile.groups
    return teams_of(models, [g.models for g in groups], [g.wounds for g in groups])


def _after_current(state: KTState, sequences: list[tuple[int, Pending]], injury: Injury,
                   counter: str | None) -> dict[Teams, tuple[float, ...]]:
    """Joint law of (teams, counter growth) once the current firer is done."""
    laws: dict[tuple[Model, ...], list[float]] = {state.models: [1.0]}
    for index, seq in sequences:
        nxt: dict[tuple[Model, ...], list[float]] = {}
        for models, vec in laws.items():
            model = models[index]
            if model[0] <= 0:  # the model is already out of action: the rest is discarded
                add_into(nxt, models, vec, (1.0,))
                continue
            for outcome, law in kernel(seq, injury, model, counter).items():
                changed = (*models[:index], apply(model, outcome), *models[index + 1:])
                add_into(nxt, changed, vec, law)
        laws = nxt
    out: dict[Teams, list[float]] = {}
    for models, vec in laws.items():
        add_into(out, _teams(state, models), vec, (1.0,))
    return {teams: tuple(vec) for teams, vec in out.items()}


def firers_after(state: KTState, fresh: int, injury: Injury) -> Firers:
    """The firing models still to shoot after the current one (see :class:`Firers`)."""
    p, s = state.profile, state.situation
    shots = shots_law(p, s)
    sequences = tuple(pending(shots, _stages(state, g), "shots") for g in range(len(p.groups)))
    skip = frozenset(g for g, group in enumerate(p.groups) if group.near_friendly)
    return Firers(fresh, sequences, injury, tuple(g.wounds for g in p.groups),
                  p.group_of(state.target), skip)


def _plain_growth(joint: dict[Teams, tuple[float, ...]], firers: Firers,
                  counter: str) -> Dist | None:
    """The counter's growth from the firers still to shoot when it does not depend on the
    teams: every firer shoots, and all at the same profile (or all profiles alike)."""
    if wipe_possible(joint, firers):
        return None
    if firers.same_growth(counter):
        return firers.sequence.growth(counter)
    groups = set()
    for teams in joint:
        picked = firers.pick(teams)
        if picked is None:
            return None
        if alive(teams[picked[0]]) < firers.count:
            return None
        groups.add(picked[0])
    if len(groups) != 1:
        return None
    return firers.sequences[groups.pop()].growth(counter)


def odds_from(state: KTState) -> OddsReport:
    p, s = state.profile, state.situation
    injury = Injury(Dist.from_expr(p.damage), s.obscured)
    sequences, fresh = current_sequences(state)
    firers = firers_after(state, fresh, injury)

    start = team_law(_after_current(state, sequences, injury, None))
    teams = team_chain(start, firers)
    casualties = _law(teams, lambda t: sum(team[0] for team in t))
    flesh = _law(teams, lambda t: sum(1 for team in t for _, f in team[2] if f > 0))

    dists: dict[str, Dist] = {}
    for index, name in enumerate(COUNTERS):
        joint = _after_current(state, sequences, injury, name)
        growth = _plain_growth(joint, firers, name)
        if growth is None:
            law = counter_law(joint, firers, name)
        else:  # the current firer's dice count as rolled, whatever they do to the models
            law = growth.sum_of(fresh)
            for _, seq in sequences:
                law = law.convolve(seq.growth(name))
        dists[name] = Dist.point(state.totals[index]).convolve(law)

    test, fail = _morale(state, teams)
    notes: tuple[Message, ...] = ()
    if multiplier(p, s) == 0 and state.step in NOT_STARTED:
        notes = (msg(QT_TRANSLATE_NOOP("KillTeam", "The target is out of range")),)
    return OddsReport(dists["shots"], dists["hits"], dists["wounds"], dists["unsaved"],
                      casualties, test, fail, extras={"flesh_wounded": flesh},
                      notes=notes, morale_fail_unknown=fail is None)


def _law(teams: Mapping[Teams, float], count: Callable[[Teams], int]) -> Dist:
    acc: dict[int, float] = {}
    for state, pt in teams.items():
        k = count(state)
        acc[k] = acc.get(k, 0.0) + pt
    probs = [0.0] * (max(acc) + 1)
    for k, pk in acc.items():
        probs[k] += pk
    return Dist.of(probs)


def _morale(state: KTState, teams: Mapping[Teams, float]) -> tuple[float, float | None]:
    """Chance the target kill team owes a Broken test after the attack, and fails it."""
    p = state.profile
    test = 0.0
    for t, pt in teams.items():
        left = sum(fresh + len(damaged) for _, fresh, damaged in t)
        wiped = p.team_size == len(state.models) and left == 0
        down = p.team_down + sum(out + sum(1 for _, f in damaged if f > 0)
                                 for out, _, damaged in t)
        if not wiped and kt.broken_test_due(p.team_size, down):
            test += pt
    if p.leadership is None:
        return test, None
    return test, test * float(kt.broken_fail_chance(p.leadership))
