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
from typing import Literal, Protocol

from desktop.rules.dice import Dist
from desktop.rules.editions.horus_heresy.chain import (
    Event,
    GroupEvents,
    Space,
    batch_joint,
    convolve_joint,
    run_chain,
)
from desktop.rules.odds import thin

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
    sums: dict[tuple[int, ...], dict[int, list]] = {}
    for key, p in joint.items():
        _add_into(sums.setdefault(key[1:], {}), powers[key[0]], p)
        _accumulate(dead, 0, wiped[key[0]], p)
    vectors = {key: _done(acc) for key, acc in sums.items()}
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
    """The chance one die of the batch adds to a Fire Group's own count."""
    if counter == "shots":
        return 1.0 if batch.fresh else 0.0
    return batch.hit if counter == "hits" else batch.wound


def _inside(event: Event, counter: Counter) -> bool:
    """An event of a die that counts (a wound's unsaved outcome is a hit and a wound; a
    glancing hit is a hit, not a wound)."""
    return counter in ("shots", "hits") or event.damage is not None


def _group_joint(batches: Sequence[Batched], keys: list[Category],
                 space: Space, counter: Counter | None) -> dict[tuple[int, ...], float]:
    """Joint law of ((count,) + events per key) of a Fire Group's batches (no count when
    ``counter`` is None)."""
    joint: dict[tuple[int, ...], float] | None = None
    width = len(keys) + (1 if counter is not None else 0)
    for batch in batches:
        q = _per_die(batch, counter) if counter is not None else 0.0
        cats: list[tuple[int, bool]] = []  # (key position, counted)
        probs: list[float] = []
        inside = 0.0
        for event, p in batch.events:
            if p <= 0:
                continue
            position = keys.index((event.order, space.key(event)))
            counted = q > 0 and counter is not None and _inside(event, counter)
            inside += p if counted else 0.0
            cats.append((position, counted))
            probs.append(p)
        if q > 0:
            cats.append((-1, True))
            probs.append(max(0.0, q - inside))
        if not probs:
            continue
        part: dict[tuple[int, ...], float] = {}
        for raw, p in batch_joint(batch.dice, probs).items():
            key = [0] * width
            for (position, counted), n in zip(cats, raw, strict=True):
                if counter is not None and counted:
                    key[0] += n
                if position >= 0:
                    key[position + (1 if counter is not None else 0)] += n
            k = tuple(key)
            part[k] = part.get(k, 0.0) + p
        joint = part if joint is None else convolve_joint(joint, part)
    return joint if joint is not None else {(0,) * width: 1.0}


Category = tuple[int, tuple[float, ...] | None]  # (place in the group, Damage law)


def _keys(batches: Sequence[Batched], space: Space) -> list[Category]:
    """The chain categories of a Fire Group in resolution order: unmodified wounds first,
    glancing hits after the wounds of their place (play's order).  Unlike the casualty
    chain, wounds of different places stay apart even where their capped Damage is the same:
    a glancing hit between them is counted only while a model is left."""
    found = {(event.order, space.key(event)) for batch in batches
             for event, p in batch.events if p > 0}
    return sorted(found, key=lambda c: (c[0], c[1] is None, c[1] or ()))


def _plain(groups: Sequence[Sequence[Batched]], counter: Counter) -> Dist:
    """The count when every die counts: a sum of independent binomial stages."""
    total = Dist.point(0)
    for batch in (b for group in groups for b in group):
        if counter == "shots":
            part = batch.dice if batch.fresh else Dist.point(0)
        else:
            chance = {"hits": batch.hit, "wounds": batch.wound, "unsaved": batch.unsaved,
                      "glancing": batch.glance}[counter]
            part = thin(batch.dice, chance) if chance else Dist.point(0)
        total = total.convolve(part)
    return total


def wipe_chance(models: int, wounds: int, start: int,
                groups: Sequence[Sequence[Batched]]) -> float:
    """The chance the unit has no model left after ``groups``."""
    if not groups:
        return 0.0 if start > 0 else 1.0
    space = Space(models, wounds)
    v = [0.0] * space.size
    v[space.index(start)] = 1.0
    chain_groups = [GroupEvents(tuple((b.dice, b.events) for b in group if b.events))
                    for group in groups]
    return run_chain(space, v, chain_groups)[space.index(0)]


def counted_law(models: int, wounds: int, start: int, groups: Sequence[Sequence[Batched]],
                counter: Counter) -> Dist:
    """Exact law of ``counter`` (the dice still to roll only) from ``start`` wounds left (the
    first group may be one being resolved: a model was left at its start all the same)."""
    per_group = counter in GROUP_COUNTERS
    later = groups[:-1] if per_group else groups
    if not later or wipe_chance(models, wounds, start, later) < EPS:
        return _plain(groups, counter)
    space = Space(models, wounds)
    shift: Step = tuple(((t, 1.0),) for t in range(space.top + 1))
    v: Vec = {start: (0, [1.0])} if start > 0 else {}
    dead: list[float] = [] if start > 0 else [1.0]
    cache: dict[tuple[float, ...] | None, Step] = {}
    for group in groups:
        keys = _keys(group, space)
        joint = _group_joint(group, keys, space, counter if per_group else None)
        steps: list[tuple[Step, int]] = [(shift, 1)] if per_group else []
        for _order, key in keys:
            counted = not per_group and (key is None) == (counter == "glancing")
            if key not in cache:
                cache[key] = _steps(space, key)
            steps.append((cache[key], 1 if counted else 0))
        if steps:
            v = _apply(v, joint, steps, dead)
    out = list(dead)
    for offset, cells in v.values():
        _accumulate(out, offset, cells, 1.0)
    return Dist.of(out or [1.0])
