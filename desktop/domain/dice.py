"""Dice expressions as printed on weapon profiles: ``"1"``, ``"D3"``, ``"2D6"``, ``"D6+1"``.

Pure Python. The rules engine builds exact distributions from :meth:`DiceExpr.outcomes`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from desktop.domain.text import QT_TRANSLATE_NOOP, error, shorten

CTX = "Dice"
ALLOWED_SIDES = (2, 3, 4, 6, 8, 10, 12, 20)
MAX_DICE = 20
MAX_CONSTANT = 100

# ASCII digits only: int() would read "٣" (Arabic-Indic 3) or "６" (full width) as well.
_PATTERN = re.compile(r"^\s*(?:([0-9]{1,3})?\s*[dDдД]\s*([0-9]{1,2}))?"
                      r"\s*(?:([+-])?\s*([0-9]{1,3}))?\s*$")


@dataclass(frozen=True, order=True)
class DiceExpr:
    """``count`` dice with ``sides`` faces plus ``modifier``; ``count == 0`` is a constant."""

    count: int
    sides: int
    modifier: int

    @classmethod
    def parse(cls, text: str | int) -> DiceExpr:
        if isinstance(text, bool):
            raise error(CTX, QT_TRANSLATE_NOOP("Dice", "'%1' is not a dice expression"), text)
        if isinstance(text, int):
            text = str(text)
        return _parse_cached(text.strip())

    @property
    def minimum(self) -> int:
        return max(0, self.count + self.modifier)

    @property
    def maximum(self) -> int:
        return max(0, self.count * self.sides + self.modifier)

    @property
    def is_constant(self) -> bool:
        return self.count == 0

    def outcomes(self) -> dict[int, Fraction]:
        """Exact probability of every total (results below zero count as zero)."""
        return dict(_outcomes(self.count, self.sides, self.modifier))

    def mean(self) -> Fraction:
        return sum((value * p for value, p in self.outcomes().items()), Fraction(0))

    def __str__(self) -> str:
        if self.count == 0:
            return str(self.modifier)
        dice = f"{'' if self.count == 1 else self.count}D{self.sides}"
        if self.modifier > 0:
            return f"{dice}+{self.modifier}"
        if self.modifier < 0:
            return f"{dice}{self.modifier}"
        return dice


@lru_cache(maxsize=512)
def _parse_cached(text: str) -> DiceExpr:
    bad = error(
        CTX,
        QT_TRANSLATE_NOOP("Dice", "'%1' is not a dice expression (try 1, D3, 2D6 or D6+1)"),
        shorten(text),
    )
    match = _PATTERN.match(text)
    if not text or match is None:
        raise bad
    count_s, sides_s, sign, constant_s = match.groups()
    if sides_s is None:
        if constant_s is None or sign == "-":
            raise bad
        value = int(constant_s)
        if value > MAX_CONSTANT:
            raise error(CTX, QT_TRANSLATE_NOOP("Dice", "%1 is too large (at most %2)"), text,
                        MAX_CONSTANT)
        return DiceExpr(0, 6, value)
    count = int(count_s) if count_s else 1
    sides = int(sides_s)
    if sides not in ALLOWED_SIDES:
        raise error(CTX, QT_TRANSLATE_NOOP("Dice", "There is no D%1 (use D3, D6, D4...)"), sides)
    if not 1 <= count <= MAX_DICE:
        raise error(CTX, QT_TRANSLATE_NOOP("Dice", "Roll between 1 and %1 dice, not %2"),
                    MAX_DICE, count)
    modifier = 0
    if constant_s is not None:
        modifier = int(constant_s) * (-1 if sign == "-" else 1)
        if sign is None:
            raise bad
        if abs(modifier) > MAX_CONSTANT:
            raise error(CTX, QT_TRANSLATE_NOOP("Dice", "%1 is too large (at most %2)"), text,
                        MAX_CONSTANT)
    return DiceExpr(count, sides, modifier)


@lru_cache(maxsize=512)
def _outcomes(count: int, sides: int, modifier: int) -> tuple[tuple[int, Fraction], ...]:
    dist: dict[int, Fraction] = {0: Fraction(1)}
    for _ in range(count):
        nxt: dict[int, Fraction] = {}
        for total, p in dist.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, Fraction(0)) + p / sides
        dist = nxt
    result: dict[int, Fraction] = {}
    for total, p in dist.items():
        value = max(0, total + modifier)
        result[value] = result.get(value, Fraction(0)) + p
    return tuple(sorted(result.items()))
