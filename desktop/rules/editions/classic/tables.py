"""Warhammer 40,000 3rd edition (``classic``): the numeric rules as small pure functions.

Sources: shared/rules/tables.md (T-3E-*) and editions.md section 2.  Each function is one
table, so the tests can check every cell.
"""

from __future__ import annotations

from enum import StrEnum


class WeaponType(StrEnum):
    RAPID_FIRE = "rapid-fire"
    ASSAULT = "assault"
    HEAVY = "heavy"
    PISTOL = "pistol"


class Band(StrEnum):
    """Where the target is for one firing model."""

    HALF = "half"   # within half the weapon's range
    FULL = "full"   # beyond half range, within full range
    OUT = "out"     # beyond range: the model does not fire


def to_hit(bs: int) -> int | None:
    """T-3E-BS: the D6 score needed to hit (7 - BS, never better than 2+; 1 always misses).
    ``None`` for BS 0 (cannot hit)."""
    if bs <= 0:
        return None
    return max(2, 7 - bs)


def to_wound(strength: int, toughness: int) -> int | None:
    """T-3E-WOUND: the D6 score needed to wound, ``None`` for the chart's N (impossible)."""
    diff = strength - toughness
    if diff >= 2:
        return 2
    if diff == 1:
        return 3
    if diff == 0:
        return 4
    if diff == -1:
        return 5
    if diff >= -3:
        return 6
    return None


def armour_allowed(save: int | None, ap: int | None) -> bool:
    """T-3E-AP: the armour save may be taken only if Sv is better (lower) than AP."""
    if save is None:
        return False
    return ap is None or save < ap


def best_save(save: int | None, ap: int | None, invulnerable: int | None,
              cover: int | None) -> int | None:
    """One save per wound, the best one available (T-3E-AP, T-3E-COVER; invulnerable and
    cover saves ignore AP).  ``None``: no save at all."""
    options = [s for s in (invulnerable, cover) if s is not None]
    if armour_allowed(save, ap):
        assert save is not None
        options.append(save)
    return min(options) if options else None


def instant_death(strength: int, toughness: int, wounds: int) -> bool:
    """T-3E-ID: S >= 2 x T kills a multi-wound model outright (S is capped at 10)."""
    return wounds > 1 and min(strength, 10) >= 2 * toughness


def shot_rolls(weapon_type: WeaponType | None, moved: bool, band: Band) -> int:
    """T-3E-WEAPON-TYPES: how many times one model fires its weapon's shots value.

    Rapid fire (sourced): stationary 2 within half range, 1 up to full range; moved 1 only
    within half range.  Pistol: treated like rapid fire.
    """
    if band is Band.OUT:
        return 0
    if weapon_type in (WeaponType.RAPID_FIRE, WeaponType.PISTOL):
        # UNCONFIRMED: pistol distances — the 3rd-edition text may use a fixed 12" instead of
        # half range for the double shot (editions.md 2.3); we follow the half-range wording.
        if moved:
            return 1 if band is Band.HALF else 0
        return 2 if band is Band.HALF else 1
    if weapon_type is WeaponType.HEAVY:
        # UNCONFIRMED: heavy weapons fire only if the model did not move ([K], tables.md).
        return 0 if moved else 1
    # Assault (UNCONFIRMED: fires its shots moved or not, [K]) and untyped weapons.
    return 1


def morale_threshold(models_at_start: int) -> int:
    """T-3E-MORALE: 25% of the models at the start of the phase, rounded up."""
    return max(1, -(-models_at_start // 4))


def band_of(distance: float, weapon_range: float) -> Band:
    if distance > weapon_range:
        return Band.OUT
    if distance <= weapon_range / 2:
        return Band.HALF
    return Band.FULL
