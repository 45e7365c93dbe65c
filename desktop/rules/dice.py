"""Exact discrete distributions and a seedable roller for the rules engine.

A :class:`Dist` is the probability of every value 0..max of a count (shots, hits, models
removed...).  Floats are used for speed (the odds are recomputed on every step of the wizard);
all operations are exact sums of products, so results agree with exact fractions to ~1e-15.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb, exp, lgamma, log

from desktop.domain.dice import DiceExpr

# Probabilities below this are dropped from the tails of long chains (far below the 1e-9
# accuracy the contract asks for, so results stay "exact" to every printed digit).
NEGLIGIBLE = 1e-17


@dataclass(frozen=True)
class Dist:
    """Probability of each value ``0..len(probs)-1`` (index = value)."""

    probs: tuple[float, ...]

    def __post_init__(self) -> None:
        if not self.probs:
            raise ValueError("a distribution needs at least one value")

    # -- constructors -------------------------------------------------------------------
    @staticmethod
    def point(k: int) -> Dist:
        """The sure value ``k``."""
        if k < 0:
            raise ValueError("counts are never negative")
        return Dist((0.0,) * k + (1.0,))

    @staticmethod
    def of(probs: Iterable[float]) -> Dist:
        """A distribution from raw weights, trailing zeros removed."""
        values = list(probs)
        while len(values) > 1 and values[-1] == 0.0:
            values.pop()
        return Dist(tuple(values))

    @staticmethod
    def binomial(n: int, p: float) -> Dist:
        """Successes among ``n`` independent trials of chance ``p``."""
        return _binomial(n, float(p))

    @staticmethod
    def from_expr(expr: DiceExpr | str) -> Dist:
        """Exact law of a dice expression ("D6", "2D6", "D6+1"; negative totals count as 0)."""
        if isinstance(expr, str):
            expr = DiceExpr.parse(expr)
        outcomes = expr.outcomes()
        probs = [0.0] * (max(outcomes) + 1)
        for value, p in outcomes.items():
            probs[value] += float(p)
        return Dist(tuple(probs))

    @staticmethod
    def compound(count: Dist, per: Callable[[int], Dist]) -> Dist:
        """Mixture: ``sum_k P(count = k) * per(k)`` (e.g. hits given shots)."""
        # A count below NEGLIGIBLE cannot move any digit the contract asks for (1e-9).
        return Dist.mixture([(pk, per(k)) for k, pk in enumerate(count.probs)
                             if pk >= NEGLIGIBLE])

    @staticmethod
    def mixture(parts: Sequence[tuple[float, Dist]]) -> Dist:
        """Weighted sum of distributions (the weights should sum to 1)."""
        acc: list[float] = [0.0]
        for weight, dist in parts:
            if weight == 0.0:
                continue
            part = dist.probs
            if len(part) > len(acc):
                acc.extend([0.0] * (len(part) - len(acc)))
            width = len(part)
            acc[:width] = [a + weight * q for a, q in zip(acc[:width], part, strict=True)]
        return Dist.of(acc)

    # -- read-offs ----------------------------------------------------------------------
    @property
    def max(self) -> int:
        return len(self.probs) - 1

    @property
    def mean(self) -> float:
        return sum(k * p for k, p in enumerate(self.probs))

    @property
    def variance(self) -> float:
        mu = self.mean
        return sum((k - mu) ** 2 * p for k, p in enumerate(self.probs))

    @property
    def total(self) -> float:
        return sum(self.probs)

    def p(self, k: int) -> float:
        """P(X = k) (0 outside the support)."""
        return self.probs[k] if 0 <= k < len(self.probs) else 0.0

    def at_least(self, k: int) -> float:
        return sum(self.probs[max(k, 0):])

    def at_most(self, k: int) -> float:
        return sum(self.probs[: max(k + 1, 0)])

    def as_list(self) -> list[float]:
        return list(self.probs)

    # -- algebra ------------------------------------------------------------------------
    def convolve(self, other: Dist) -> Dist:
        """Law of the sum of two independent counts."""
        left, right = self.probs, other.probs
        if len(left) < len(right):
            left, right = right, left
        out = [0.0] * (len(left) + len(right) - 1)
        start = next(j for j, b in enumerate(right) if b != 0.0 or j == len(right) - 1)
        core = right[start:]
        width = len(core)
        for i, a in enumerate(left):
            if a != 0.0:
                at = i + start
                out[at:at + width] = [o + a * b for o, b in zip(out[at:at + width], core,
                                                                strict=True)]
        return Dist.of(out)

    def padded(self, k: int) -> Dist:
        """The same law listed up to value ``k`` at least (zeros appended, never cut): lets
        a report list every count up to the largest possible one."""
        if k <= self.max:
            return self
        return Dist(self.probs + (0.0,) * (k - self.max))

    def trimmed(self, eps: float = NEGLIGIBLE) -> Dist:
        """The same law with values below ``eps`` set to zero (speeds up long chains of
        convolutions; the mass dropped is far below the 1e-9 accuracy asked for)."""
        return Dist.of(p if p >= eps else 0.0 for p in self.probs)

    def sum_of(self, n: int) -> Dist:
        """Law of the sum of ``n`` independent copies (binary powering)."""
        result = Dist.point(0)
        base = self
        while n > 0:
            if n & 1:
                result = result.convolve(base).trimmed()
            n >>= 1
            if n:
                base = base.convolve(base).trimmed()
        return result

    def thin(self, p: float) -> Dist:
        """Each of the counted items independently survives with chance ``p``."""
        return Dist.compound(self, lambda k: Dist.binomial(k, p))

    def map(self, fn: Callable[[int], int]) -> Dist:
        """Law of ``fn(X)`` for a non-negative integer function."""
        out: dict[int, float] = {}
        for k, p in enumerate(self.probs):
            if p:
                key = fn(k)
                out[key] = out.get(key, 0.0) + p
        probs = [0.0] * (max(out) + 1 if out else 1)
        for key, p in out.items():
            probs[key] += p
        return Dist.of(probs)

    def capped(self, cap: int) -> Dist:
        """Law of ``min(X, cap)``."""
        return self.map(lambda k: min(k, cap))


@lru_cache(maxsize=4096)
def _binomial(n: int, p: float) -> Dist:
    if n < 0:
        raise ValueError("n must be non-negative")
    if not 0.0 <= p <= 1.0:
        raise ValueError("p must be a probability")
    if p == 0.0 or n == 0:
        return Dist.point(0)
    if p == 1.0:
        return Dist.point(n)
    q = 1.0 - p
    if n <= 60:  # exact integer coefficients: cheap while small
        return Dist(tuple(comb(n, k) * p**k * q ** (n - k) for k in range(n + 1)))
    # Large n: start at the mode (through log-gamma, no overflow) and walk both ways with
    # the ratio P(k+1)/P(k); terms far in the tails underflow harmlessly to 0.
    mode = min(n, int((n + 1) * p))
    probs = [0.0] * (n + 1)
    probs[mode] = exp(lgamma(n + 1) - lgamma(mode + 1) - lgamma(n - mode + 1)
                      + mode * log(p) + (n - mode) * log(q))
    odds = p / q
    for k in range(mode, n):
        probs[k + 1] = probs[k] * (n - k) / (k + 1) * odds
        if probs[k + 1] == 0.0:
            break
    for k in range(mode, 0, -1):
        probs[k - 1] = probs[k] * k / (n - k + 1) / odds
        if probs[k - 1] == 0.0:
            break
    return Dist(tuple(probs))


class Roller:
    """Virtual dice: ``Roller(seed)`` repeats the same rolls for the same seed."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def roll(self, count: int, sides: int = 6) -> list[int]:
        return [self._random.randint(1, sides) for _ in range(count)]

    def roll_expr(self, expr: DiceExpr) -> int:
        """The total of one roll of a dice expression (at least 0)."""
        return max(0, sum(self.roll(expr.count, expr.sides)) + expr.modifier)
