"""Horus Heresy (3rd edition, 2025): the numeric tables as pure functions.

One function or constant per table of ``shared/rules/tables.md`` (``T-HH-*``), so the play
sequence, the exact odds and the rules reference read the same numbers.  Sources are tagged
in tables.md; every value here is a fact or number, never rulebook prose.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from math import ceil

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.editions.classic.tables import to_wound

CTX = "HorusHeresy"


# -- T-HH-HIT ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class HitEntry:
    """One cell of the Ranged Hit Test table.

    ``target`` is the roll needed (``None`` with ``automatic`` False: the F cell, automatic
    miss); ``critical`` the natural roll from which a hit is also a Critical Hit (the ``CX+``
    cells); ``automatic`` the A cell (a hit counting as a natural 6 and as a Critical Hit).
    """

    target: int | None
    critical: int | None = None
    automatic: bool = False

    @property
    def fails(self) -> bool:
        return self.target is None and not self.automatic

    def label(self) -> str:
        if self.automatic:
            return "A"
        if self.target is None:
            return "F"
        if self.critical is not None:
            return f"C{self.critical}+"
        return f"{self.target}+"


_NORMAL = {1: HitEntry(6), 2: HitEntry(5), 3: HitEntry(4), 4: HitEntry(3), 5: HitEntry(2),
           6: HitEntry(2, 6), 7: HitEntry(2, 5), 8: HitEntry(2, 4), 9: HitEntry(2, 3),
           10: HitEntry(None, 6, automatic=True)}
_SNAP = {1: HitEntry(None), 2: HitEntry(6), 3: HitEntry(6), 4: HitEntry(5), 5: HitEntry(5),
         6: HitEntry(4), 7: HitEntry(4), 8: HitEntry(3), 9: HitEntry(3), 10: HitEntry(2)}


def hit_entry(bs: int, snap_shots: bool = False) -> HitEntry:
    """The T-HH-HIT cell for Ballistic Skill ``bs`` (10 and above use the 10+ column).

    BS 0 cannot shoot at all; callers refuse it before asking (ValueError here).
    """
    if bs < 1:
        raise ValueError("a model with BS 0 cannot make Shooting Attacks")
    row = _SNAP if snap_shots else _NORMAL
    return row[min(bs, 10)]


# -- T-HH-WOUND --------------------------------------------------------------------------------
def wound_target(strength: int, toughness: int) -> int | None:
    """Roll needed to wound (``None``: the ``-`` cell, no wound possible).

    The printed S1-10 x T1-10 chart follows S - T: +2 or more 2+, +1 3+, 0 4+, -1 5+,
    -2 and -3 6+, -4 or less impossible; values beyond 10 (Ordnance, Shieldwall!) extend it.
    Strength 0 always fails; Toughness 0 is always wounded (2+ stands for "automatic").
    """
    if strength <= 0:
        return None
    if toughness <= 0:
        return 2
    return to_wound(strength, toughness)  # the same S - T chart as 40K 3rd edition


def majority_toughness(counts: dict[int, int]) -> int:
    """Toughness held by most models of a mixed unit (ties: the highest) [P1]."""
    if not counts:
        raise ValueError("a unit needs models")
    return max(counts, key=lambda t: (counts[t], t))


# -- T-HH-SAVES --------------------------------------------------------------------------------
class SaveKind(StrEnum):
    ARMOUR = "armour"
    COVER = "cover"
    INVULNERABLE = "invulnerable"


SAVE_NAMES = {
    SaveKind.ARMOUR: QT_TRANSLATE_NOOP("HorusHeresy", "Armour save"),
    SaveKind.COVER: QT_TRANSLATE_NOOP("HorusHeresy", "Cover save"),
    SaveKind.INVULNERABLE: QT_TRANSLATE_NOOP("HorusHeresy", "Invulnerable save"),
}


def armour_allowed(save: int | None, ap: int | None) -> bool:
    """An armour save is made only if the wound's AP is worse (higher) than the save.

    ``save`` None is SAV ``-`` (never); ``ap`` None is AP ``-`` (never blocks).
    """
    if save is None:
        return False
    return ap is None or ap > save


def save_options(save: int | None, invulnerable: int | None, cover: int | None,
                 ap: int | None, *, penetrating: bool = False, melee: bool = False,
                 overwatch: bool = False) -> dict[SaveKind, int]:
    """Every saving throw the controlling player may choose from for one wound (they pick
    exactly one).  Penetrating hits never take armour saves; cover is lost in melee and
    against Overwatch."""
    out: dict[SaveKind, int] = {}
    if not penetrating and armour_allowed(save, ap) and save is not None:
        out[SaveKind.ARMOUR] = save
    if cover is not None and not melee and not overwatch:
        out[SaveKind.COVER] = cover
    if invulnerable is not None:
        out[SaveKind.INVULNERABLE] = invulnerable
    return out


def best_save(options: dict[SaveKind, int]) -> tuple[SaveKind, int] | None:
    """The save a player wants: the lowest target (ties: armour, then cover, then inv)."""
    if not options:
        return None
    order = list(SaveKind)
    kind = min(options, key=lambda k: (options[k], order.index(k)))
    return kind, options[kind]


def mitigation_target(feel_no_pain: int | None, shrouded: int | None, *, melee: bool = False,
                      overwatch: bool = False) -> int | None:
    """The one Damage Mitigation Test a wound may get after a failed save (the better of
    Feel No Pain and Shrouded; Shrouded never against melee or Overwatch)."""
    options = [feel_no_pain]
    if not melee and not overwatch:
        options.append(shrouded)
    present = [x for x in options if x is not None]
    return min(present) if present else None


# -- T-HH-TERRAIN ------------------------------------------------------------------------------
class Terrain(StrEnum):
    LIGHT = "light"
    MEDIUM = "medium"
    HEAVY = "heavy"


TERRAIN_COVER = {Terrain.LIGHT: 6, Terrain.MEDIUM: 5, Terrain.HEAVY: 4}


def terrain_blocks_sight(terrain: Terrain, inches_crossed: float) -> bool:
    """Light never blocks, heavy always does, medium when the line crosses more than 3"."""
    if terrain is Terrain.LIGHT:
        return False
    if terrain is Terrain.HEAVY:
        return True
    return inches_crossed > 3


# -- T-HH-CHECK --------------------------------------------------------------------------------
def check_passes(die_a: int, die_b: int, target: int) -> bool:
    """A Check: 2D6 at or under the target passes; double 1 passes, double 6 fails.

    A target of 0 or less (a characteristic reduced to 0) fails with no dice rolled.
    """
    if target <= 0:
        return False
    if die_a == 1 and die_b == 1:
        return True
    if die_a == 6 and die_b == 6:
        return False
    return die_a + die_b <= target


def check_pass_probability(target: int) -> Fraction:
    """Exact chance a Check against ``target`` passes."""
    wins = sum(1 for a in range(1, 7) for b in range(1, 7) if check_passes(a, b, target))
    return Fraction(wins, 36)


def check_target(characteristic: int, modifier: int = 0) -> int:
    """The target number after a negative modifier (never below 0)."""
    return max(0, characteristic - modifier)


def panic_threshold(models_at_start: int) -> int:
    """Casualties (25% of the models at the start of the Shooting Attack, rounded up) that
    force a Panic (Leadership) check."""
    return max(1, ceil(models_at_start / 4))
