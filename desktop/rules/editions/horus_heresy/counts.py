"""Horus Heresy (3rd edition): exact laws of the dice counts when the target can be wiped out.

Why a module of its own: once the target unit has no model left the Shooting Attack goes
to step 11 at once (design.md section 4): the Fire Groups still to resolve are not fired,
so their shots, hits and wounds are not counted, and an unsaved wound that finds no model
to take it is lost, not counted as unsaved.  The counts then depend on the wound-allocation
chain, and each one is computed with the chain over ``(t, c)``: ``t`` the wounds left in the
unit (:class:`~.chain.Space` without its auxiliary counter, which never decides whether a
model is left) and ``c`` the count so far.

- shots, hits and wounds are a Fire Group's own: a pseudo event at the start of the group
  adds them to ``c`` when a model is left then (or always for the group being resolved,
  which already started).  A die's count and its chain events are correlated (a hit is what
  may wound), so each die falls into one category of ``(counted, event)`` and the group's
  joint law of (count, events per category) drives the chain (:func:`~.chain.apply_joint`).
- unsaved wounds and glancing hits count one by one while a model is left.

Where no wipe-out is possible before it would matter (probability below :data:`EPS`, far
under the 1e-9 the odds promise) the counts are the plain sums of every die.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Literal, Protocol

from desktop.rules.dice import Dist
from desktop.rules.editions.horus_heresy.chain import (
    LATE,
    Event,
    GroupEvents,
    Space,
    batch_joint,
    convolve_joint,
    run_chain,
)

EPS = 1e-13  # a wipe-out less likely than this changes no count by more than EPS
Counter = Literal["shots", "hits", "wounds", "unsaved", "glancing"]
GROUP_COUNTERS: tuple[Counter, ...] = ("shots", "hits", "wounds")


class Batched(Protocol):
    """What :func:`counted_law` needs of an odds batch (``odds.Batch``)."""

    @property
    def dice(self) -> Dist: ...

    @property
    def hit(self) -> float: ...

    @property
    def wound(self) -> float: ...

    @property
    def unsaved(self) -> float: ...

    @property
    def glance(self) -> float: ...

    @property
    def events(self) -> tuple[tuple[Event, float], ...]: ...

    @property
    def fresh(self) -> bool: ...

    @property
    def spawn(self) -> tuple[tuple[Event | None, bool, float], ...]: ...

    @property
    def spawned(self) -> bool: ...


# -- the counted chain -------------------------------------------------------------------------
# Only states with a model left are kept, each ``t`` with the window of counts it may hold:
# a unit wiped out keeps its count for good (nothing it suffers later is counted), so that
# mass leaves the chain into ``dead`` at the count it had.
Cells = tuple[int, list[float]]      # (first count, chance of each count from there)
Vec = dict[int, Cells]               # wounds left (> 0) -> counts
Step = tuple[tuple[tuple[int, float], ...], ...]  # per t: (t after, chance); t = 0: wiped
CUT = 1e-30  # cells this small are dropped at a window's edges (far below 1e-9)


def _trim(offset: int, cells: list[float]) -> Cells | None:
    lo, hi = 0, len(cells)
    while lo < hi and cells[lo] <= CUT:
        lo += 1
    while hi > lo and cells[hi - 1] <= CUT:
        hi -= 1
    return (offset + lo, cells[lo:hi]) if hi > lo else None


def _add_cells(acc: dict[int, list], t: int, offset: int, cells: list[float],
               weight: float) -> None:
    """``acc[t] += weight * cells`` placed at ``offset`` (entries are [offset, cells])."""
    entry = acc.get(t)
    if entry is None:
        acc[t] = [offset, [weight * x for x in cells]]
        return
    lo, have = entry
    if offset < lo:
        have[:0] = [0.0] * (lo - offset)
        entry[0] = lo = offset
    start = offset - lo
    if start + len(cells) > len(have):
        have.extend([0.0] * (start + len(cells) - len(have)))
    have[start:start + len(cells)] = [a + weight * b for a, b in
                                      zip(have[start:start + len(cells)], cells, strict=True)]


def _done(acc: dict[int, list]) -> Vec:
    out: Vec = {}
    for t, (offset, cells) in acc.items():
        trimmed = _trim(offset, cells)
        if trimmed is not None:
            out[t] = trimmed
    return out


def _advance(v: Vec, step: Step, delta: int, dead: list[float], extra: Vec | None = None,
             ) -> Vec:
    """One event on every state, ``delta`` (0 or 1) added to the count, plus ``extra``; mass
    that leaves no model goes to ``dead``."""
    acc: dict[int, list] = {}
    for t, (offset, cells) in v.items():
        for nxt, q in step[t]:
            if nxt == 0:
                _accumulate(dead, offset + delta, cells, q)
            else:
                _add_cells(acc, nxt, offset + delta, cells, q)
    if extra:
        _add_into(acc, extra)
    return _done(acc)


def _accumulate(dead: list[float], offset: int, cells: list[float], weight: float) -> None:
    if len(dead) < offset + len(cells):
        dead.extend([0.0] * (offset + len(cells) - len(dead)))
    for i, x in enumerate(cells, start=offset):
        dead[i] += weight * x


def _add_into(acc: dict[int, list], v: Vec, weight: float = 1.0) -> None:
    """``acc += weight * v`` in place."""
    for t, (offset, cells) in v.items():
        _add_cells(acc, t, offset, cells, weight)


def _weighted(parts: Sequence[tuple[Vec, float]]) -> Vec:
    """``sum of weight * v`` over ``parts``: each row's window is sized once, then the parts
    are added in order (the same sums, in the same order, as adding them one by one)."""
    bounds: dict[int, list[int]] = {}
    for v, _ in parts:
        for t, (offset, cells) in v.items():
            end = offset + len(cells)
            have = bounds.get(t)
            if have is None:
                bounds[t] = [offset, end]
            else:
                if offset < have[0]:
                    have[0] = offset
                if end > have[1]:
                    have[1] = end
    rows = {t: [0.0] * (hi - lo) for t, (lo, hi) in bounds.items()}
    for v, weight in parts:
        for t, (offset, cells) in v.items():
            row = rows[t]
            at = offset - bounds[t][0]
            width = len(cells)
            if width == 1:
                row[at] += weight * cells[0]
            else:
                row[at:at + width] = [a + weight * b for a, b in
                                      zip(row[at:at + width], cells, strict=True)]
    out: Vec = {}
    for t, row in rows.items():
        trimmed = _trim(bounds[t][0], row)
        if trimmed is not None:
            out[t] = trimmed
    return out


@lru_cache(maxsize=512)
def _steps(space: Space, key: tuple[float, ...] | None) -> Step:
    """Where one event leads from each ``t`` (glancing hits: nowhere)."""
    out: list[tuple[tuple[int, float], ...]] = [((0, 1.0),)]
    for t in range(1, space.top + 1):
        if key is None:
            out.append(((t, 1.0),))
            continue
        front = (t - 1) % space.wounds + 1
        moves: dict[int, float] = {}
        for d, p in enumerate(key):
            if p:
                nxt = t - front if d >= front else t - d
                moves[nxt] = moves.get(nxt, 0.0) + p
        out.append(tuple(moves.items()))
    return tuple(out)


def _apply(v: Vec, joint: dict[tuple[int, ...], float], steps: Sequence[tuple[Step, int]],
           dead: list[float]) -> Vec:
    """``sum over n of P(n) * v M1^n1 M2^n2 ...`` on the counted chain (categories in
    resolution order, each with its count increment), as :func:`~.chain.apply_joint`."""
    if not joint:
        return v
    first, delta = steps[0]
    first_max = max(key[0] for key in joint)
    powers = [v]
    wiped: list[list[float]] = [[]]  # wiped[n]: mass wiped out within the first n events
    for _ in range(first_max):
        lost = list(wiped[-1])
        powers.append(_advance(powers[-1], first, delta, lost))
        wiped.append(lost)
    terms: dict[tuple[int, ...], list[tuple[int, float]]] = {}
    lead: dict[int, float] = {}  # chance of each count of the first category
    for key, p in joint.items():
        terms.setdefault(key[1:], []).append((key[0], p))
        lead[key[0]] = lead.get(key[0], 0.0) + p
    for n, p in lead.items():
        _accumulate(dead, 0, wiped[n], p)
    vectors = {rest: _weighted([(powers[n], p) for n, p in parts])
               for rest, parts in terms.items()}
    for step, step_delta in steps[1:]:
        grouped: dict[tuple[int, ...], dict[int, Vec]] = {}
        for key, vec in vectors.items():
            grouped.setdefault(key[1:], {})[key[0]] = vec
        vectors = {}
        for rest, per_n in grouped.items():
            top = max(per_n)
            acc = per_n[top]
            for n in range(top - 1, -1, -1):
                acc = _advance(acc, step, step_delta, dead, extra=per_n.get(n))
            vectors[rest] = acc
    return vectors[()]


def _per_die(batch: Batched, counter: Counter) -> float:
    """The chance one die of the batch adds to its Fire Group's own count (at its start)."""
    if batch.spawned:
        return 0.0
    if counter == "shots":
        return 1.0 if batch.fresh else 0.0
    return batch.hit if counter == "hits" else batch.wound


def _inside(event: Event, counter: Counter) -> bool:
    """An event of a die that counts (a wound's unsaved outcome is a hit and a wound; a
    glancing hit is a hit, not a wound)."""
    return counter in ("shots", "hits") or event.damage is not None


# A place in a Fire Group's sequence: "start" (its own shots, hits, wounds), "late" (the
# hits and wounds of its Deflagrate hits), or the chain events of one kind: (late, Damage).
Place = str | tuple[int, tuple[float, ...] | None]


def _event_place(event: Event, space: Space) -> Place:
    """Events of one kind in one place of the order: wounds of different places stay apart
    even where their (capped) Damage is the same, since a glancing hit between them is
    counted only while a model is left."""
    return (event.order, space.key(event))


def _outcomes(batch: Batched, counter: Counter, space: Space,
              ) -> list[tuple[dict[Place, int], float]]:
    """What one die of the batch gives: how much it adds at each place, with its chance.

    A wound event of a Deflagrate weapon also gives one late hit (counted as a hit when the
    Deflagrate hits are resolved), which may wound and become a late event.
    """
    out: list[tuple[dict[Place, int], float]] = []
    late_hits = counter == "hits"

    def late(wound: bool) -> int:
        return 1 if late_hits or (counter == "wounds" and wound) else 0

    if batch.spawned:  # the die is a Deflagrate hit already given
        for extra, wound, q in batch.spawn:
            adds: dict[Place, int] = {"late": late(wound)}
            if extra is not None:
                adds[_event_place(extra, space)] = 1
            out.append((adds, q))
        return out
    q_main = _per_die(batch, counter)
    inside = 0.0
    for event, p in batch.events:
        if p <= 0:
            continue
        counted = q_main > 0 and _inside(event, counter)
        inside += p if counted else 0.0
        base: dict[Place, int] = {"start": 1 if counted else 0,
                                  _event_place(event, space): 1}
        if not batch.spawn or event.damage is None:
            out.append((base, p))
            continue
        for extra, wound, q in batch.spawn:
            adds = dict(base)
            adds["late"] = late(wound)
            if extra is not None:
                place = _event_place(extra, space)
                adds[place] = adds.get(place, 0) + 1
            out.append((adds, p * q))
    if q_main > inside + 1e-15:
        out.append(({"start": 1}, q_main - inside))
    return [(adds, p) for adds, p in out if p > 0]


def _places(groups_batches: Sequence[Batched], counter: Counter, space: Space,
            per_group: bool) -> list[Place]:
    """The places of a Fire Group in resolution order: its own count, its events
    (unmodified wounds first, glancing hits after the wounds of their order), then its
    Deflagrate hits' count and events."""
    found: set[tuple[int, tuple[float, ...] | None]] = set()
    for batch in groups_batches:
        for adds, _ in _outcomes(batch, counter, space):
            found.update(place for place in adds if isinstance(place, tuple))
    events = sorted(found, key=lambda c: (c[0], c[1] is None, c[1] or ()))
    head: list[Place] = [e for e in events if e[0] < LATE]
    tail: list[Place] = [e for e in events if e[0] >= LATE]
    lead: list[Place] = ["start"] if per_group else []
    late: list[Place] = ["late"] if per_group and counter != "shots" else []
    return [*lead, *head, *late, *tail]


def _group_joint(batches: Sequence[Batched], places: list[Place], space: Space,
                 counter: Counter) -> dict[tuple[int, ...], float]:
    """Joint law of what a Fire Group's dice add at each place."""
    joint: dict[tuple[int, ...], float] | None = None
    for batch in batches:
        # what each kind of die adds, as a vector over the places (kinds that add the same
        # are one category: fewer categories, far fewer joint terms)
        merged: dict[tuple[int, ...], float] = {}
        for adds, p in _outcomes(batch, counter, space):
            vector = [0] * len(places)
            for place, k in adds.items():
                if k and place in places:
                    vector[places.index(place)] += k
            if any(vector):
                key = tuple(vector)
                merged[key] = merged.get(key, 0.0) + p
        if not merged:
            continue
        vectors = list(merged)
        pairs = [[(i, k) for i, k in enumerate(v) if k] for v in vectors]
        part: dict[tuple[int, ...], float] = {}
        width = len(places)
        # (outcomes that sum to one may round a hair above it once merged)
        raws = batch_joint(batch.dice, [min(1.0, merged[v]) for v in vectors])
        where = [c[0][0] for c in pairs if len(c) == 1 and c[0][1] == 1]
        if len(where) == width and sorted(where) == list(range(width)):
            # each kind of die adds one to a place of its own: the counts, reordered
            slot_of = [where.index(i) for i in range(width)]
            for raw, p in raws.items():
                part[tuple([raw[j] for j in slot_of])] = p
            joint = part if joint is None else convolve_joint(joint, part)
            continue
        for raw, p in raws.items():
            sums = [0] * width
            for n, contributions in zip(raw, pairs, strict=True):
                if n:
                    for i, k in contributions:
                        sums[i] += n * k
            slot = tuple(sums)
            part[slot] = part.get(slot, 0.0) + p
        joint = part if joint is None else convolve_joint(joint, part)
    return joint if joint is not None else {(0,) * len(places): 1.0}


@lru_cache(maxsize=32)
def _kept_joint(group: tuple[Batched, ...], places: tuple[Place, ...], space: Space,
                counter: Counter) -> dict[tuple[int, ...], float]:
    """:func:`_group_joint` of the places kept (read only; kept for the wizard's next step).
    Places left out are summed out: a die's kind that adds only there adds nothing."""
    return _group_joint(group, list(places), space, counter)


def _plain(groups: Sequence[Sequence[Batched]], counter: Counter, space: Space) -> Dist:
    """The count when every die counts: a sum over independent dice."""
    total = Dist.point(0)
    per_group = counter in GROUP_COUNTERS
    for batch in (b for group in groups for b in group):
        law: dict[int, float] = {}
        for adds, p in _outcomes(batch, counter, space):
            if per_group:
                k = adds.get("start", 0) + adds.get("late", 0)
            else:
                k = sum(n for place, n in adds.items() if isinstance(place, tuple)
                        and (place[1] is None) == (counter == "glancing"))
            law[k] = law.get(k, 0.0) + p
        one = Dist.of([max(0.0, law.get(k, 0.0)) for k in range(max(law, default=0) + 1)])
        if one.max == 0 and len(law) <= 1:
            continue
        # the rest of a die's chance adds nothing
        rest = 1.0 - sum(law.values())
        one = Dist.of([one.probs[0] + max(0.0, rest), *one.probs[1:]])
        total = total.convolve(_sum_over(batch.dice, one))
    return total


def _sum_over(dice: Dist, one: Dist) -> Dist:
    """The sum of ``one`` over a random number ``dice`` of independent dice."""
    def law(k: int) -> Dist:
        return one.sum_of(k)
    return Dist.compound(dice, law)


def group_events(group: Sequence[Batched], excluded: frozenset[object] = frozenset(),
                 ) -> GroupEvents:
    """The casualty chain's events of a Fire Group's batches, with what their wounds spawn
    (batches carrying an ``excluded`` rule left out)."""
    kept = [b for b in group if b.events and not (getattr(b, "tags", frozenset()) & excluded)]
    return GroupEvents(tuple((b.dice, b.events) for b in kept),
                       tuple(tuple((e, q) for e, _, q in b.spawn) if not b.spawned else ()
                             for b in kept))


def wipe_chance(models: int, wounds: int, start: int,
                groups: Sequence[Sequence[Batched]]) -> float:
    """The chance the unit has no model left after ``groups``."""
    if not groups:
        return 0.0 if start > 0 else 1.0
    if start > 0 and _most_events(groups) < -(-start // wounds):
        return 0.0  # each wound takes at most the model it is allocated to
    return _wipe_chance(models, wounds, start, tuple(tuple(g) for g in groups))


def _most_events(groups: Sequence[Sequence[Batched]]) -> int:
    """The most chain events ``groups`` can give (one per die, one more per die that gives
    a Deflagrate hit)."""
    return sum(b.dice.max * (2 if b.spawn and not b.spawned else 1)
               for group in groups for b in group if b.events or b.spawn)


def _wipe_chance(models: int, wounds: int, start: int,
                 groups: tuple[tuple[Batched, ...], ...]) -> float:
    return _wipe_chances(models, wounds, start, groups)[-1]


@lru_cache(maxsize=64)
def _wipe_chances(models: int, wounds: int, start: int,
                  groups: tuple[tuple[Batched, ...], ...]) -> tuple[float, ...]:
    """The chance no model is left after each group in turn (kept: every count of one odds
    report asks it of the same groups)."""
    space = Space(models, wounds)
    v = [0.0] * space.size
    v[space.index(start)] = 1.0
    out: list[float] = []
    for group in groups:
        v = run_chain(space, v, [group_events(group)])
        out.append(v[space.index(0)])
    return tuple(out)


def _sure_count(group: Sequence[Batched], counter: Counter, space: Space) -> int | None:
    """A Fire Group's own count (shots, hits or wounds) where its dice cannot change it: a
    known number of dice, each adding one for sure or nothing for sure (fixed shots; hits
    already rolled).  None otherwise, or where it has Deflagrate hits to come."""
    total = 0
    for batch in group:
        if batch.spawn or batch.spawned:
            return None
        q = _per_die(batch, counter)
        if q == 0.0:
            continue
        held = [n for n, p in enumerate(batch.dice.probs) if p]
        if q != 1.0 or len(held) != 1:
            return None
        total += held[0]
    return total


def _by_group_starts(models: int, wounds: int, start: int,
                     groups: Sequence[Sequence[Batched]], sure: Sequence[int],
                     last: Dist) -> Dist:
    """A group count where every group but the last adds a sure amount when a model is left
    at its start: the count stops at the group after which the unit is wiped out, so only
    the chance of a wipe-out after each group is needed (no count in the chain's states)."""
    wiped = _wipe_chances(models, wounds, start, tuple(tuple(g) for g in groups))
    out = [0.0] * (sum(sure) + 1)
    total, before = 0, 0.0
    for amount, after in zip(sure, wiped, strict=True):
        total += amount
        out[total] += after - before
        before = after
    alive = Dist.point(total).convolve(last).probs
    out.extend([0.0] * (len(alive) - len(out)))
    for k, p in enumerate(alive):
        if p:
            out[k] += (1.0 - before) * p
    return Dist.of(out)


def counted_law(models: int, wounds: int, start: int, groups: Sequence[Sequence[Batched]],
                counter: Counter, wiped: float | None = None) -> Dist:
    """Exact law of ``counter`` (the dice still to roll only) from ``start`` wounds left (the
    first group may be one being resolved: a model was left at its start all the same).

    A Fire Group's own shots, hits and wounds are rolled after its start, so whether a model
    is left then does not depend on them: the last group's own count (when it gives no
    Deflagrate hits, whose count waits for them) is added to the mass still alive after the
    groups before it, with no chain through its dice.  ``wiped``: the chance no model is left
    after every group, where the caller has it (the casualty chain).
    """
    space = Space(models, wounds)
    per_group = counter in GROUP_COUNTERS
    split_last = per_group and not _has_late(groups[-1:])
    later = groups[:-1] if split_last else groups
    if not later:
        return _plain(groups, counter, space)
    if wiped is None or later is not groups:
        wiped = wipe_chance(models, wounds, start, later)
    if wiped < EPS:
        return _plain(groups, counter, space)
    if split_last and start > 0:
        sure = [_sure_count(group, counter, space) for group in later]
        if all(amount is not None for amount in sure):
            return _by_group_starts(models, wounds, start, later,
                                    [amount or 0 for amount in sure],
                                    _plain(groups[-1:], counter, space))
    dead, v = _counted_chain(space, start, later, counter, whole=not split_last)
    alive: list[float] = []
    for offset, cells in v.values():
        _accumulate(alive, offset, cells, 1.0)
    if split_last and alive:
        own = _plain(groups[-1:], counter, space)
        alive = list(Dist.of(alive).convolve(own).probs)
    out = list(dead)
    _accumulate(out, 0, alive, 1.0)
    return Dist.of(out or [1.0])


def _counted_chain(space: Space, start: int, groups: Sequence[Sequence[Batched]],
                   counter: Counter, whole: bool = False) -> tuple[list[float], Vec]:
    """The counted chain through ``groups``: (the count's mass once wiped out, the alive
    states with their counts).

    ``whole``: only the sum of both is wanted, so the last group's events after its last
    counted place are summed out (they may still wipe the unit, which moves mass from alive
    to wiped out at the count it has: the sum stays the same).
    """
    per_group = counter in GROUP_COUNTERS
    shift: Step = tuple(((t, 1.0),) for t in range(space.top + 1))
    v: Vec = {start: (0, [1.0])} if start > 0 else {}
    dead: list[float] = [] if start > 0 else [1.0]
    for group in groups:
        places = _places(group, counter, space, per_group)
        steps: list[tuple[Step, int]] = []
        kept: list[int] = []
        for i, place in enumerate(places):
            if isinstance(place, str):
                steps.append((shift, 1))
                kept.append(i)
                continue
            key = place[1]
            counted = not per_group and (key is None) == (counter == "glancing")
            if key is None and not counted:
                continue  # a glancing hit not counted here moves nothing: summed out
            steps.append((_steps(space, key), 1 if counted else 0))
            kept.append(i)
        if whole and group is groups[-1]:
            while steps and steps[-1][1] == 0:
                steps.pop()
                kept.pop()
        if steps:
            joint = _kept_joint(tuple(group), tuple(places[i] for i in kept), space,
                                counter if per_group else "unsaved")
            v = _apply(v, joint, steps, dead)
    return dead, v


def _has_late(groups: Sequence[Sequence[Batched]]) -> bool:
    """A group with Deflagrate hits still to come (their counts wait for them)."""
    return any(b.spawn for group in groups for b in group)
