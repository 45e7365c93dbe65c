"""Exact-odds building blocks shared by the editions.

- binomial stages: a count of dice that each succeed with some chance (:func:`thin`);
- the wound-allocation Markov chain over the target unit's remaining wounds ``T``
  (:func:`allocate`): whole models removed where possible, wounds carried over on the front
  model, no spill-over of surplus damage, instant death;
- morale read-offs from the casualty distribution (:func:`morale_odds`, :func:`two_d6_at_most`).

The chain follows research/shooting-calculators.md section 5.1: the state is the number of
wounds the unit has left; the front model holds ``(T - 1) % W + 1`` of them.  One unsaved
wound (an "event") moves ``T`` according to a small per-state transition list.  For a random
number of events ``K`` we iterate the state vector once per possible ``k`` and add
``P(K = k) * v_k``: linear in the number of events and in the unit's wounds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import ceil

from desktop.domain.text import QT_TRANSLATE_NOOP, error
from desktop.rules.dice import NEGLIGIBLE, Dist

Transitions = tuple[tuple[int, float], ...]

# Largest number of hits an attack may produce for its exact odds to be computed (a real
# game stays far below: 100 models firing twice is 200 shots).  Beyond, the scenario is
# refused rather than left computing for minutes.
MAX_HITS = 2000


def check_size(possible_hits: int) -> None:
    """Refuse an attack too large to compute exactly in reasonable time."""
    if possible_hits > MAX_HITS:
        raise error("Engine", QT_TRANSLATE_NOOP(
            "Engine", "Too many dice to compute exactly: up to %1 hits (at most %2)"),
            possible_hits, MAX_HITS)


def p_success(target: int | None, sides: int = 6) -> float:
    """Chance that one die shows ``target`` or more (``None``: impossible)."""
    if target is None or target > sides:
        return 0.0
    if target <= 1:
        return 1.0
    return (sides - target + 1) / sides


def thin(count: Dist, p: float) -> Dist:
    """Binomial stage: each of ``count`` items succeeds independently with chance ``p``."""
    if p >= 1.0:
        return count
    if p <= 0.0:
        return Dist.point(0)
    return count.thin(p)


@dataclass(frozen=True)
class Pool:
    """A block of identical models: ``models`` with ``wounds`` each, the front one having
    already lost ``wounds_lost`` (carried-over wounds)."""

    models: int
    wounds: int = 1
    wounds_lost: int = 0

    @property
    def total(self) -> int:
        """Wounds left in the whole pool (the chain's start state)."""
        if self.models == 0:
            return 0
        return self.models * self.wounds - self.wounds_lost

    def models_left(self, total: int) -> int:
        return ceil(total / self.wounds) if total > 0 else 0

    def carried(self, total: int) -> int:
        """Wounds lost by the front model when ``total`` wounds are left."""
        return self.models_left(total) * self.wounds - total


# -- per-event transition laws ----------------------------------------------------------------
def capped_damage(pool: Pool, damage: Dist) -> Callable[[int], Transitions]:
    """One event deals ``damage`` to the front model; surplus is lost (no spill-over)."""
    w = pool.wounds
    probs = damage.probs

    def move(t: int) -> Transitions:
        if t <= 0:
            return ((0, 1.0),)
        front = (t - 1) % w + 1
        out: dict[int, float] = {}
        for d, p in enumerate(probs):
            if p:
                nxt = t - min(d, front)
                out[nxt] = out.get(nxt, 0.0) + p
        return tuple(out.items())

    return move


def mixed(parts: Sequence[tuple[float, Callable[[int], Transitions]]],
          ) -> Callable[[int], Transitions]:
    """An event that follows law ``i`` with chance ``weight_i`` (e.g. instant death or not)."""
    def move(t: int) -> Transitions:
        out: dict[int, float] = {}
        for weight, law in parts:
            if weight:
                for nxt, p in law(t):
                    out[nxt] = out.get(nxt, 0.0) + weight * p
        return tuple(out.items())

    return move


def remove_fresh_model(pool: Pool) -> Callable[[int], Transitions]:
    """Instant death the 3rd-edition way: one whole model goes, carried wounds stay
    (the last model goes whatever it has left)."""
    w = pool.wounds

    def move(t: int) -> Transitions:
        return ((max(0, t - w), 1.0),)

    return move


def remove_front_model(pool: Pool) -> Callable[[int], Transitions]:
    """The front model is slain outright, whatever wounds it has left."""
    w = pool.wounds

    def move(t: int) -> Transitions:
        if t <= 0:
            return ((0, 1.0),)
        return ((t - ((t - 1) % w + 1), 1.0),)

    return move


def allocate(start: int, events: Dist, move: Callable[[int], Transitions]) -> Dist:
    """Law of the wounds left after ``events`` events starting from ``start`` wounds left."""
    if start <= 0:
        return Dist.point(0)
    table = [move(t) for t in range(start + 1)]
    v = [0.0] * (start + 1)
    v[start] = 1.0
    lo, hi = start, start
    acc = [0.0] * (start + 1)
    tail = 1.0
    probs = events.probs
    for k, pk in enumerate(probs):
        if pk:
            for t in range(lo, hi + 1):
                acc[t] += pk * v[t]
            tail -= pk
        if tail <= NEGLIGIBLE or k == len(probs) - 1:
            break
        if hi == 0:  # unit gone: every further event changes nothing
            acc[0] += tail
            break
        v, lo, hi = _one_event(v, lo, hi, table)
    return Dist(tuple(acc))


def _one_event(v: list[float], lo: int, hi: int, table: list[Transitions],
               ) -> tuple[list[float], int, int]:
    """The law of the wounds left (``v``, non-zero from ``lo`` to ``hi``) after one more
    event; negligible states at the top are dropped."""
    nxt = [0.0] * len(v)
    new_lo = hi
    for t in range(lo, hi + 1):
        pt = v[t]
        if pt:
            for u, q in table[t]:
                nxt[u] += pt * q
                if u < new_lo:
                    new_lo = u
    while hi > new_lo and nxt[hi] < NEGLIGIBLE * 1e-3:
        nxt[hi] = 0.0
        hi -= 1
    return nxt, new_lo, hi


def casualties_from_left(pool: Pool, left: Dist) -> Dist:
    """Models removed, from the law of the wounds left."""
    before = pool.models
    return left.map(lambda t: before - pool.models_left(t))


# -- morale ----------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def two_d6_at_most(value: int) -> Fraction:
    """P(2D6 <= value), exact."""
    hits = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= value)
    return Fraction(hits, 36)


def quarter_threshold(models_at_start: int) -> int:
    """Casualties that force a test: 25% of the models at the start, rounded up
    (T-3E-MORALE / T-2E-BREAK)."""
    return max(1, ceil(models_at_start / 4))


def morale_odds(casualties: Dist, models_now: int, still_needed: int,
                fail_given_test: float) -> tuple[float, float]:
    """(P(test), P(test and fail)).

    The test comes when this attack removes ``still_needed`` models or more (the threshold
    minus the unit's earlier losses this phase/turn; ``<= 0`` means the unit already crossed
    it and does not test again) and the unit is not wiped out (``models_now`` = models when
    this attack starts).
    """
    if still_needed <= 0:
        return 0.0, 0.0
    test = sum(p for k, p in enumerate(casualties.probs) if still_needed <= k < models_now)
    return test, test * fail_given_test


def split_by_groups(hits: Dist, split: Callable[[int], tuple[int, ...]],
                    stage: Callable[[int, int], Sequence[Dist]]) -> list[Dist]:
    """Laws of per-attack totals (wounds, unsaved, casualties...) when a random number of
    hits is divided between model groups by a fixed rule.

    ``split(h)`` gives each group's share of ``h`` hits; ``stage(group, share)`` the laws of
    that group's counts given its share (independent between groups).  Totals are the
    convolution over groups, mixed over ``h``.  Shares repeat, so stages are cached; tiny tail
    values are dropped inside the convolutions (far below 1e-9) and the results padded back
    to their full support so every count 0..max is still listed.
    """
    cache: dict[tuple[int, int], tuple[list[Dist], list[int]]] = {}
    parts: list[list[tuple[float, Dist]]] = []
    widths: list[int] = []
    for h, ph in enumerate(hits.probs):
        if ph < NEGLIGIBLE:
            continue
        totals: list[Dist] | None = None
        sizes: list[int] = []
        for group, share in enumerate(split(h)):
            key = (group, share)
            if key not in cache:
                laws = list(stage(group, share))
                cache[key] = ([law.trimmed() for law in laws], [law.max for law in laws])
            laws, maxima = cache[key]
            if totals is None:
                totals, sizes = list(laws), list(maxima)
            else:
                totals = [t.convolve(law) for t, law in zip(totals, laws, strict=True)]
                sizes = [a + b for a, b in zip(sizes, maxima, strict=True)]
        assert totals is not None
        if not parts:
            parts = [[] for _ in totals]
            widths = [0] * len(totals)
        for index, total in enumerate(totals):
            parts[index].append((ph, total))
            widths[index] = max(widths[index], sizes[index])
    out = []
    for index, mixture in enumerate(parts):
        law = Dist.mixture(mixture)
        padding = widths[index] - law.max
        out.append(Dist(law.probs + (0.0,) * padding) if padding > 0 else law)
    return out


class CasualtyTable:
    """Casualties after exactly ``k`` events, for every ``k`` up to ``kmax``, from one pass
    of the allocation chain; ``casualties(events)`` then mixes them for any event law.

    Used when hits are split between groups: each group sees many different event laws, and
    one chain pass per group replaces one chain per law.
    """

    def __init__(self, pool: Pool, move: Callable[[int], Transitions], kmax: int) -> None:
        start = pool.total
        self._laws: list[Dist] = []
        if start <= 0:
            self._laws.append(Dist.point(0))
            return
        table = [move(t) for t in range(start + 1)]
        v = [0.0] * (start + 1)
        v[start] = 1.0
        lo, hi = start, start
        for k in range(kmax + 1):
            self._laws.append(Dist.of(
                _casualties_of(pool, v, lo, hi)).trimmed())
            if hi == 0 or k == kmax:
                break
            v, lo, hi = _one_event(v, lo, hi, table)

    def after(self, k: int) -> Dist:
        return self._laws[min(k, len(self._laws) - 1)]

    def casualties(self, events: Dist) -> Dist:
        return Dist.compound(events, self.after)


def _casualties_of(pool: Pool, v: list[float], lo: int, hi: int) -> list[float]:
    out = [0.0] * (pool.models + 1)
    for t in range(lo, hi + 1):
        if v[t]:
            out[pool.models - pool.models_left(t)] += v[t]
    return out
