"""Warhammer 40,000 2nd edition (``second``): the numeric rules as small pure functions.

Sources: shared/rules/tables.md (T-2E-*) and editions.md section 3.  One function per table
so the tests can check every cell.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from desktop.rules.editions.classic.tables import to_wound as _chart_3e


class Cover(StrEnum):
    SOFT = "soft"
    HARD = "hard"


class Speed(StrEnum):
    FAST = "fast"
    VERY_FAST = "very_fast"


# T-2E-HIT-MODS (the weapon's own short/long modifiers come from its profile).
COVER_MODIFIER: dict[Cover, int] = {Cover.SOFT: -1, Cover.HARD: -2}
# UNCONFIRMED: the movement thresholds for fast (10"+) and very fast (20"+) are [K].
SPEED_MODIFIER: dict[Speed, int] = {Speed.FAST: -1, Speed.VERY_FAST: -2}
MOVING_VEHICLE_MODIFIER = -1
LARGE_TARGET_MODIFIER = 1
TARGETER_MODIFIER = 1


def base_score(bs: int) -> int:
    """T-2E-BS: the score needed before modifiers (7 - BS; may be 1 or less)."""
    return 7 - bs


@dataclass(frozen=True)
class HitRoll:
    """How a hit is rolled: ``first`` needed on the D6 (``None``: cannot hit) and, for scores
    of 7-9, the ``second`` roll a 6 must be followed by (T-2E-7PLUS)."""

    first: int | None
    second: int | None = None

    @property
    def chance(self) -> Fraction:
        if self.first is None:
            return Fraction(0)
        p = Fraction(7 - self.first, 6)
        if self.second is not None:
            p *= Fraction(7 - self.second, 6)
        return p


def hit_roll(needed: int) -> HitRoll:
    """The roll for a modified score: <= 2 -> 2+ (a 1 always misses); 3-6 -> n+;
    7/8/9 -> a 6 then 4+/5+/6+; 10 or more -> impossible."""
    if needed <= 2:
        return HitRoll(2)
    if needed <= 6:
        return HitRoll(needed)
    if needed <= 9:
        # UNCONFIRMED: second-roll values from the same rule family (WFB), editions.md 3.4.
        return HitRoll(6, needed - 3)
    return HitRoll(None)


def to_wound(strength: int, toughness: int) -> int | None:
    """T-2E-WOUND. UNCONFIRMED: assumed identical to the 3rd-edition chart (lineage only)."""
    return _chart_3e(strength, toughness)


def strength_save_modifier(strength: int) -> int:
    """T-2E-STR-SAVEMOD (close combat): -1 per point of Strength above 3."""
    return -max(0, strength - 3)


def save_needed(save: int | None, modifier: int) -> int | None:
    """The roll needed after the weapon's save modifier; ``None`` when no save is possible
    (no roll at all).  UNCONFIRMED: no automatic save on a natural 6 ([K], editions.md 3.6)."""
    if save is None:
        return None
    return save - modifier


def save_chance(needed: int | None, dice: int = 1) -> Fraction:
    """Chance to save needing ``needed`` on 1D6 (or on 2D6 for Terminator-style armour)."""
    if needed is None:
        return Fraction(0)
    ways = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= needed) if dice == 2 \
        else sum(1 for a in range(1, 7) if a >= needed)
    return Fraction(ways, 6 ** dice)


# T-2E-SUSTAINED: hits per face of the sustained fire die; None is the Jammed face.
SUSTAINED_FACES: dict[int, int | None] = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: None}


def sustained_hits(face: int) -> int:
    hits = SUSTAINED_FACES[face]
    return 0 if hits is None else hits


def is_jam(face: int) -> bool:
    return SUSTAINED_FACES[face] is None


def break_threshold(models_at_start: int) -> int:
    """T-2E-BREAK: 25% of the squad at the start of the turn, rounded up."""
    return max(1, -(-models_at_start // 4))


class ClosestException(StrEnum):
    """Why the firer may pass over a closer target (editions.md 3.1)."""

    HERO = "hero"                   # heroes and special characters pick any target
    VEHICLE = "vehicle"             # the closer target is a vehicle
    BUILDING = "building"
    CLOSE_COMBAT = "close_combat"   # the closer models are in close combat
    BROKEN = "broken"
    IN_COVER = "in_cover"           # the closer target is in cover, this one in the open
