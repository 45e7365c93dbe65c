"""Horus Heresy (3rd edition): the exact wound-allocation chain with ordered Fire Groups.

The state is ``(t, aux)``: ``t`` wounds (or Hull Points) left in the whole unit, the front
model - the one already wounded, which must take the next wound - holding
``(t - 1) % W + 1``; surplus Damage is lost (research/shooting-calculators.md 5.1).
``aux`` is an extra counter where the rules need one:

- Medic!: models slain *exactly* (Damage equal to the Wounds they had left), the only ones a
  successful Recovery Test at step 11 brings back;
- vehicles: glancing hits, rolled on the Vehicle Damage Table at step 11.

Inside one Fire Group the unmodified wounds are resolved first, then those a special rule
changed (Critical Hit / Shred +1 Damage) [P1].  So a group is a joint law of event counts per
category, applied category by category: ``v M1^n1 M2^n2 ...``, computed with powers for the
first category and Horner's scheme for the others (no enumeration of orders).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import ceil

from desktop.rules.dice import Dist

PRUNE = 1e-18  # joint-count terms dropped: a few thousand of them stay far below 1e-9
Moves = list[tuple[tuple[int, float], ...]]


@dataclass(frozen=True, order=True)
class Event:
    """One kind of chain event: an unsaved wound with this Damage law, or a glancing hit
    (``damage`` None).  ``order`` is its place inside the Fire Group (0 = unmodified)."""

    order: int
    damage: tuple[float, ...] | None


@dataclass(frozen=True)
class Space:
    """The states of one target unit: ``models`` of ``wounds`` each, plus ``aux``."""

    models: int
    wounds: int
    aux: int = 0
    medic: bool = False

    @property
    def top(self) -> int:
        return self.models * self.wounds

    @property
    def size(self) -> int:
        return (self.top + 1) * (self.aux + 1)

    def index(self, t: int, a: int = 0) -> int:
        return t * (self.aux + 1) + a

    def split(self, index: int) -> tuple[int, int]:
        return divmod(index, self.aux + 1)

    def alive(self, t: int) -> int:
        return ceil(t / self.wounds) if t > 0 else 0

    def key(self, event: Event) -> tuple[float, ...] | None:
        """Events with equal keys move the chain identically (Damage capped where the
        surplus no longer matters)."""
        if event.damage is None:
            return None
        cap = self.wounds + 1 if self.medic else self.wounds
        out = [0.0] * (min(len(event.damage) - 1, cap) + 1)
        for d, p in enumerate(event.damage):
            out[min(d, cap)] += p
        return tuple(out)

    def moves(self, event: Event) -> Moves:
        """Per state, where one event of this kind leads."""
        key = self.key(event)
        table: Moves = []
        for index in range(self.size):
            t, a = self.split(index)
            if key is None:
                table.append(((self.index(t, min(a + 1, self.aux)), 1.0),))
                continue
            if t == 0:
                table.append(((index, 1.0),))
                continue
            front = (t - 1) % self.wounds + 1
            out: dict[int, float] = {}
            for d, p in enumerate(key):
                if not p:
                    continue
                if d >= front:
                    exact = self.medic and d == front
                    nxt = self.index(t - front, min(a + (1 if exact else 0), self.aux))
                else:
                    nxt = self.index(t - d, a)
                out[nxt] = out.get(nxt, 0.0) + p
            table.append(tuple(out.items()))
        return table


@lru_cache(maxsize=512)
def _moves_of(space: Space, key: tuple[float, ...] | None,
              ) -> tuple[tuple[tuple[int, float], ...], ...]:
    return tuple(space.moves(Event(0, key)))


def moves_of(space: Space, key: tuple[float, ...] | None) -> Moves:
    """:meth:`Space.moves` of an event with this key, built once per space and key (the
    wizard asks for the same tables at every step and for every morale condition)."""
    return list(_moves_of(space, key))


TINY = 1e-30  # probability this small is dropped: far below the 1e-9 the odds promise


def advance(v: list[float], moves: Moves) -> list[float]:
    out = [0.0] * len(v)
    for index, p in enumerate(v):
        if p > TINY:
            for nxt, q in moves[index]:
                out[nxt] += p * q
    return out


def _add(acc: list[float], weight: float, v: list[float], lo: int = 0,
         hi: int | None = None) -> None:
    """``acc += weight * v`` over the window ``lo..hi`` where ``v`` is not zero."""
    top = len(v) - 1 if hi is None else hi
    for i in range(lo, top + 1):
        x = v[i]
        if x:
            acc[i] += weight * x


def _window(v: list[float]) -> tuple[int, int]:
    """First and last index holding probability (the chain's mass sits in a narrow band)."""
    lo = next((i for i, x in enumerate(v) if x > TINY), 0)
    hi = next((i for i in range(len(v) - 1, -1, -1) if v[i] > TINY), 0)
    return lo, hi


def batch_joint(dice: Dist, probs: Sequence[float]) -> dict[tuple[int, ...], float]:
    """Joint law of the event counts per category from ``dice`` independent dice, each giving
    category ``i`` with chance ``probs[i]`` (or nothing): a multinomial per number of dice,
    built category by category as binomials of the dice left, negligible terms dropped."""
    m = len(probs)
    if m == 1:
        counts = Dist.compound(dice, lambda k: Dist.binomial(k, probs[0]))
        return {(n,): p for n, p in enumerate(counts.probs) if p > PRUNE}
    out: dict[tuple[int, ...], float] = {}

    def split(i: int, left: int, mass: float, prefix: tuple[int, ...], p: float) -> None:
        q = min(1.0, probs[i] / mass) if mass > 0 else 0.0
        for n, pn in enumerate(Dist.binomial(left, q).probs):
            weight = p * pn
            if weight <= PRUNE:
                continue
            if i == m - 1:
                key = (*prefix, n)
                out[key] = out.get(key, 0.0) + weight
            else:
                split(i + 1, left - n, mass - probs[i], (*prefix, n), weight)

    for k, pk in enumerate(dice.probs):
        if pk > PRUNE:
            split(0, k, 1.0, (), pk)
    return out


def convolve_joint(a: dict[tuple[int, ...], float], b: dict[tuple[int, ...], float],
                   ) -> dict[tuple[int, ...], float]:
    out: dict[tuple[int, ...], float] = {}
    for ka, pa in a.items():
        for kb, pb in b.items():
            key = tuple(x + y for x, y in zip(ka, kb, strict=True))
            out[key] = out.get(key, 0.0) + pa * pb
    return {k: p for k, p in out.items() if p > PRUNE}


def apply_joint(v: list[float], joint: dict[tuple[int, ...], float],
                tables: Sequence[Moves]) -> list[float]:
    """``sum over n of P(n) * v M1^n1 M2^n2 ...`` (categories in resolution order)."""
    if not joint:
        return list(v)
    first_max = max(key[0] for key in joint)
    powers = [v]
    for _ in range(first_max):
        powers.append(advance(powers[-1], tables[0]))
    windows = [_window(x) for x in powers]
    vectors: dict[tuple[int, ...], list[float]] = {}
    for key, p in joint.items():
        rest = key[1:]
        acc = vectors.setdefault(rest, [0.0] * len(v))
        lo, hi = windows[key[0]]
        _add(acc, p, powers[key[0]], lo, hi)
    for table in tables[1:]:
        grouped: dict[tuple[int, ...], dict[int, list[float]]] = {}
        for key, vec in vectors.items():
            grouped.setdefault(key[1:], {})[key[0]] = vec
        vectors = {}
        for rest, per_n in grouped.items():
            top = max(per_n)
            acc = list(per_n[top])
            for n in range(top - 1, -1, -1):
                acc = advance(acc, table)
                if n in per_n:
                    _add(acc, 1.0, per_n[n])
            vectors[rest] = acc
    return vectors[()]


LATE = 1000  # events of this order and later come after a group's own (Deflagrate hits)

Spawned = tuple[tuple[Event | None, float], ...]
Category = tuple[bool, tuple[float, ...] | None]  # (after the group's own events, Damage)


@dataclass(frozen=True)
class GroupEvents:
    """The chain events of one Fire Group: batches of dice, each die giving event ``e`` with
    the listed chance; ``spawns`` (one per batch, or none): what each wound event of the
    batch then gives (an event of order LATE or later, or None) with the listed chance."""

    batches: tuple[tuple[Dist, tuple[tuple[Event, float], ...]], ...]
    spawns: tuple[Spawned, ...] = ()


def die_outcomes(per_die: Sequence[tuple[Event, float]], spawn: Spawned,
                 ) -> list[tuple[tuple[Event, ...], float]]:
    """What one die gives: its events in order (a wound and the event its spawn gives)."""
    out: list[tuple[tuple[Event, ...], float]] = []
    for event, p in per_die:
        if p <= 0:
            continue
        if not spawn or event.damage is None:
            out.append(((event,), p))
            continue
        for extra, q in spawn:
            if q > 0:
                out.append(((event,) if extra is None else (event, extra), p * q))
    return out


def mix(a: Moves, wa: float, b: Moves, wb: float) -> Moves:
    """One event that moves like ``a`` with chance ``wa`` and like ``b`` with ``wb``."""
    total = wa + wb
    out: Moves = []
    for ma, mb in zip(a, b, strict=True):
        merged: dict[int, float] = {}
        for nxt, q in ma:
            merged[nxt] = merged.get(nxt, 0.0) + q * wa / total
        for nxt, q in mb:
            merged[nxt] = merged.get(nxt, 0.0) + q * wb / total
        out.append(tuple(merged.items()))
    return out


def run_chain(space: Space, start: list[float], groups: Sequence[GroupEvents]) -> list[float]:
    """Law of the state after every group, in order."""
    v = list(start)
    cache: dict[tuple[float, ...] | None, Moves] = {}

    def table(key: tuple[float, ...] | None) -> Moves:
        if key not in cache:
            cache[key] = moves_of(space, key)
        return cache[key]

    for group in groups:
        first: dict[Category, int] = {}  # each category's earliest place in the group
        batches = []
        for number, (dice, per_die) in enumerate(group.batches):
            spawn = group.spawns[number] if number < len(group.spawns) else ()
            outcomes = die_outcomes(per_die, spawn)
            if outcomes:
                batches.append((dice, outcomes))
            for events, _ in outcomes:
                for event in events:
                    category = (event.order >= LATE, space.key(event))
                    if category not in first or event.order < first[category]:
                        first[category] = event.order
        cats: list[Category] = sorted(first, key=lambda c: (c[0], first[c], c[1] is None))
        if not cats:
            continue
        tables = [table(c[1]) for c in cats]
        if (any(c[1] is None for c in cats) and len(cats) > 1 and len(batches) == 1
                and all(len(events) == 1 for events, _ in batches[0][1])
                and not any(c[0] for c in cats)):
            # Glancing hits only count for step 11, so they commute with every wound: in a
            # single batch they can ride along with the first category as one mixed event.
            per: dict[tuple[float, ...] | None, float] = {}
            for events, p in batches[0][1]:
                key = space.key(events[0])
                per[key] = per.get(key, 0.0) + p
            lead = next(c[1] for c in cats if c[1] is not None)
            mixed = mix(table(lead), per[lead], table(None), per[None])
            cats = [(False, lead), *(c for c in cats if c[1] not in (lead, None))]
            tables = [mixed] + [table(c[1]) for c in cats[1:]]
            per[lead] = per[lead] + per.pop(None)
            batches = [(batches[0][0], [((Event(0, c[1]),), per[c[1]]) for c in cats])]
        joint: dict[tuple[int, ...], float] = {(0,) * len(cats): 1.0}
        for dice, outcomes in batches:
            part: dict[tuple[int, ...], float] = {}
            raw = batch_joint(dice, [p for _, p in outcomes])
            places = [[cats.index((e.order >= LATE, space.key(e))) for e in events]
                      for events, _ in outcomes]
            for counts, p in raw.items():
                slots = [0] * len(cats)
                for n, where in zip(counts, places, strict=True):
                    for place in where:
                        slots[place] += n
                k = tuple(slots)
                part[k] = part.get(k, 0.0) + p
            joint = part if len(joint) == 1 and not any(next(iter(joint))) else \
                convolve_joint(joint, part)
        v = apply_joint(v, joint, tables)
    return v
