"""Horus Heresy (3rd edition): exact odds of a Shooting Attack from any point of it.

A :class:`Plan` is what is left to roll: batches of dice (fresh shots, hits waiting for their
Wound Tests, wounds waiting for saves...) per Fire Group, the target's state so far and what
is already known.  The play sequence builds a plan from its state, the odds file builds one
from the scenario: the same numbers either way.

Morale sub-phase read-offs are exact too.  Whether a morale rule fired (a wound from a
Panic (X) weapon, a hit from a Suppressive (X) one...) is correlated with the casualties, so
the joint law is taken by inclusion-exclusion over "this rule did not fire" conditions: given
that, the weapons carrying the rule caused no wound at all, and the chain simply runs without
them (research/shooting-calculators.md 5.2, "tactical statuses").

Counting convention (design.md section 4): once the target unit has no model left the
attack goes to step 11, so the Fire Groups not resolved yet are not fired (their shots, hits
and wounds are not counted) and an unsaved wound that finds no model is lost (not counted
as unsaved); :mod:`.counts` has those laws.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from desktop.rules.dice import Dist
from desktop.rules.editions.horus_heresy.chain import Event, Space, run_chain
from desktop.rules.editions.horus_heresy.counts import Counter, counted_law, group_events
from desktop.rules.editions.horus_heresy.effects import (
    MORALE_CHECKS,
    STATUS_TABLE,
    Characteristic,
    Rule,
    Status,
    fired_by,
)
from desktop.rules.editions.horus_heresy.tables import (
    check_pass_probability,
    check_target,
    panic_threshold,
)
from desktop.rules.odds import p_success
from desktop.rules.sequence import OddsReport

# What one Deflagrate hit may do: (chain event or None, counted as a wound, chance).
Spawn = tuple[tuple[Event | None, bool, float], ...]


@dataclass(frozen=True)
class Batch:
    """``dice`` independent dice of one weapon at one stage of the sequence.

    ``spawn``: each unsaved wound (not a glancing hit) of these dice gives one more hit,
    resolved after the group's own wounds (Deflagrate), with these outcomes.  ``spawned``:
    the dice are such hits themselves (already given, not resolved yet).
    """

    dice: Dist
    hit: float = 0.0
    wound: float = 0.0
    unsaved: float = 0.0
    glance: float = 0.0
    events: tuple[tuple[Event, float], ...] = ()
    tags: frozenset[Rule] = frozenset()
    fresh: bool = False
    spawn: Spawn = ()
    spawned: bool = False


@dataclass(frozen=True)
class Known:
    shots: int = 0
    hits: int = 0
    wounds: int = 0
    unsaved: int = 0
    glancing: int = 0


@dataclass(frozen=True)
class MoraleSpec:
    leadership: int | None
    cool: int | None
    coherency_broken: bool = False
    allowed: bool = True
    immune: bool = False
    modifiers: tuple[tuple[Rule, int], ...] = ()
    fired: frozenset[Rule] = frozenset()


@dataclass(frozen=True)
class FinalSpec:
    medic: int | None = None
    vehicle: bool = False
    super_heavy: bool = False
    statuses: frozenset[Status] = frozenset()


@dataclass(frozen=True)
class Plan:
    space: Space
    start: tuple[int, int]
    models_at_start: int
    groups: tuple[tuple[Batch, ...], ...]
    known: Known = field(default_factory=Known)
    morale: MoraleSpec = field(default_factory=lambda: MoraleSpec(None, None))
    final: FinalSpec = field(default_factory=FinalSpec)

    def count(self, counter: Counter, known: int, wiped: float | None = None) -> Dist:
        """Law of a count: ``known`` so far plus what the dice still to roll add (``wiped``:
        the chance no model is left after every group, if known)."""
        law = counted_law(self.space.models, self.space.wounds, self.start[0], self.groups,
                          counter, wiped)
        return law.convolve(Dist.point(known)) if known else law


def _batches(plan: Plan) -> list[Batch]:
    return [b for group in plan.groups for b in group]


def fail_at(target: int) -> float:
    """The chance a check against ``target`` fails."""
    return 1.0 - float(check_pass_probability(target))


def due_checks(spec: MoraleSpec, fired: frozenset[Rule], casualties: int, models: int,
               ) -> tuple[tuple[Status, int | None], ...]:
    """The checks of the Morale sub-phase (:data:`MORALE_CHECKS`, Routed first) after
    ``casualties`` of ``models``, with the morale rules ``fired``: (status, the score the check
    needs), the score None where the unit has no such characteristic (due, not rolled).

    Play and odds both read the checks here, so they cannot disagree.
    """
    mods = dict(spec.modifiers)
    checks: list[tuple[Status, int | None]] = []
    for check in MORALE_CHECKS:
        triggered = check.rule in fired
        also = (check.also == "quarter" and casualties >= panic_threshold(models)) or (
            check.also == "coherency" and spec.coherency_broken and casualties >= 1)
        if not (triggered or also):
            continue
        tested = STATUS_TABLE[check.status].check
        value = spec.leadership if tested is Characteristic.LEADERSHIP else spec.cool
        # UNCONFIRMED: when several rules call for the same check the active player picks
        # one; we take the harsher (the rule's -X) - the 25% and coherency triggers carry no
        # modifier.
        modifier = mods.get(check.rule, 0) if triggered else 0
        checks.append((check.status,
                       None if value is None else check_target(value, modifier)))
    return tuple(checks)


def _chain_casualties(plan: Plan, excluded: frozenset[Rule]) -> tuple[Dist, dict[Status, float]]:
    """Casualties (and vehicle statuses) after the attack; with ``excluded`` rules, jointly
    with "none of them fired" (a sub-probability law).

    A weapon's rule does not fire when its Fire Group lands no triggering hit or wound, or
    when the group is not resolved because no model was left at its start: either way its
    dice change nothing, so the chain runs without them, and the states with a model left
    at the group's start are weighted by the chance that its dice fire none of the rules.
    """
    if not excluded:
        return final_casualties(plan, _end_states(plan))
    space = plan.space
    v = [0.0] * space.size
    v[space.index(*plan.start)] = 1.0
    for group in plan.groups:
        chance = _no_fire_chance(group, excluded)
        if chance < 1.0:
            for index in range(space.size):
                if v[index] and space.split(index)[0] > 0:
                    v[index] *= chance
        v = run_chain(space, v, [group_events(group, excluded)])
    return final_casualties(plan, v)


def _end_states(plan: Plan) -> list[float]:
    """The law of the unit's state after every group (the casualty chain)."""
    space = plan.space
    v = [0.0] * space.size
    v[space.index(*plan.start)] = 1.0
    return run_chain(space, v, [group_events(group) for group in plan.groups])


def final_casualties(plan: Plan, v: list[float]) -> tuple[Dist, dict[Status, float]]:
    """Step 11: Medic! Recovery Tests or the Vehicle Damage Table, then models removed."""
    space, final = plan.space, plan.final
    n = plan.models_at_start
    out = [0.0] * (n + 1)
    gained: dict[Status, float] = {}
    # UNCONFIRMED: a passed Recovery Test gives back one Wound (one unsaved wound deals 1
    # less Damage), so only models reduced exactly to 0 come back; Medic (X) models are
    # taken as never hit themselves (the unit's models are one profile here).
    recover = p_success(final.medic) if final.medic is not None else 0.0
    for index, p in enumerate(v):
        if p <= 0:
            continue
        t, a = space.split(index)
        if final.vehicle and a:
            for (loss, new), q in glancing_law(a, final.statuses, final.super_heavy).items():
                left = max(0, t - loss)
                out[n - space.alive(left)] += p * q
                if left > 0:
                    for status in new:
                        gained[status] = gained.get(status, 0.0) + p * q
            continue
        dead = n - space.alive(t)
        if space.medic and a:
            for back, q in enumerate(Dist.binomial(a, recover).probs):
                out[dead - back] += p * q
        else:
            out[dead] += p
    return Dist.of(out), gained


def glancing_law(rolls: int, held: frozenset[Status], super_heavy: bool,
                 ) -> dict[tuple[int, frozenset[Status]], float]:
    # UNCONFIRMED: in a squadron, a Hull Point lost to a repeated status comes off the
    # vehicle that must take the next hit (the damaged one first), like any other damage.
    """Hull Points lost and statuses newly gained from ``rolls`` Vehicle Damage Table rolls
    (a status the vehicle already has costs 1 Hull Point instead; super-heavy vehicles do not
    roll and lose 1 Hull Point per glancing hit)."""
    if super_heavy:
        return {(rolls, frozenset()): 1.0}
    states: dict[frozenset[Status], float] = {held: 1.0}
    table = (Status.STUNNED, Status.PINNED, Status.SUPPRESSED)
    for _ in range(rolls):
        nxt: dict[frozenset[Status], float] = {}
        for have, p in states.items():
            for status in table:
                key = have | {status}
                nxt[key] = nxt.get(key, 0.0) + p / 3
        states = nxt
    out: dict[tuple[int, frozenset[Status]], float] = {}
    for have, p in states.items():
        new = frozenset(have - held)
        outcome = (rolls - len(new), new)
        out[outcome] = out.get(outcome, 0.0) + p
    return out


def _no_fire_chance(batches: Sequence[Batch], zero: frozenset[Rule]) -> float:
    chance = 1.0
    for b in batches:
        tags = b.tags & zero
        if not tags:
            continue
        r = max(b.hit if fired_by(tags, "hit") else 0.0,
                b.wound if fired_by(tags, "wound") else 0.0)
        chance *= sum(pk * (1.0 - r) ** k for k, pk in enumerate(b.dice.probs))
    return chance


def odds(plan: Plan) -> OddsReport:
    k = plan.known
    end = _end_states(plan)
    space = plan.space
    wiped = sum(end[space.index(0, a)] for a in range(space.aux + 1))
    shots = plan.count("shots", k.shots)
    hits = plan.count("hits", k.hits)
    wounds = plan.count("wounds", k.wounds)
    unsaved = plan.count("unsaved", k.unsaved, wiped)
    casualties, gained = final_casualties(plan, end)
    extras: dict[str, Dist] = {}
    if plan.final.vehicle:
        extras["glancing"] = plan.count("glancing", k.glancing, wiped)
        for status in (Status.STUNNED, Status.PINNED, Status.SUPPRESSED):
            if status in gained or not plan.final.super_heavy:
                extras[status.value] = _bernoulli(gained.get(status, 0.0))
        return OddsReport(shots, hits, wounds, unsaved, casualties, 0.0, 0.0, extras)
    test, fail, statuses = morale(plan, casualties)
    for status, p in statuses.items():
        extras[status.value] = _bernoulli(p)
    return OddsReport(shots, hits, wounds, unsaved, casualties, test, fail, extras)


def _bernoulli(p: float) -> Dist:
    p = min(1.0, max(0.0, p))
    return Dist((1.0 - p, p))


def morale(plan: Plan, casualties: Dist) -> tuple[float, float | None, dict[Status, float]]:
    """(P(Panic check), P(Panic check failed), P(each other status gained))."""
    spec = plan.morale
    if not spec.allowed:
        return 0.0, 0.0, {}
    mods = dict(spec.modifiers)
    batches = _batches(plan)
    free = [c.rule for c in MORALE_CHECKS if c.rule in mods and c.rule not in spec.fired]
    conditioned: dict[frozenset[Rule], tuple[float, Dist]] = {}
    for size in range(len(free) + 1):
        for zero in combinations(free, size):
            z = frozenset(zero)
            if not any(b.tags & z for b in batches):  # no weapon carries them: never fire
                conditioned[z] = (1.0, casualties)
            else:  # jointly with "none of them fired"
                conditioned[z] = (1.0, _chain_casualties(plan, z)[0])
    n = plan.models_at_start
    test = fail = 0.0
    gained: dict[Status, float] = {}
    for size in range(len(free) + 1):
        for fired_free in combinations(free, size):
            fired = frozenset(fired_free) | spec.fired
            silent = frozenset(free) - fired
            joint = [0.0] * (n + 1)
            for extra in range(len(fired_free) + 1):
                for more in combinations(fired_free, extra):
                    chance, cas = conditioned[silent | frozenset(more)]
                    sign = -1.0 if extra % 2 else 1.0
                    for c, p in enumerate(cas.probs):
                        joint[c] += sign * chance * p
            for c, p in enumerate(joint):
                if c >= n or abs(p) < 1e-300:
                    continue
                p_rout = 0.0
                for status, target in due_checks(spec, fired, c, n):
                    if status is Status.ROUTED:
                        test += p
                    if target is None or spec.immune:  # Automata pass every status check
                        continue
                    failed = fail_at(target)
                    if status is Status.ROUTED:
                        p_rout = failed
                        fail += p * failed
                    else:
                        gained[status] = gained.get(status, 0.0) + p * (1.0 - p_rout) * failed
    return test, (fail if spec.leadership is not None else None), gained
