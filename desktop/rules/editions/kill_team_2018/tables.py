"""Kill Team (2018) (``kill-team-2018``): the numeric rules as small pure functions.

Sources: shared/rules/tables.md (T-KT-*) and editions.md section 4.  Each function is one
table or one roll, so the tests can check every cell; the sequence and the exact odds are
built from these and nothing else, which keeps play and odds in agreement.

Conventions: ``bs``, ``save`` and ``invulnerable`` are the "n+" numbers printed on the
profile (BS 3 means 3+); ``ap`` is the 0 / -1 / -2 ... modifier to the saving throw.
"""

from __future__ import annotations

from enum import StrEnum
from fractions import Fraction
from functools import lru_cache


class WeaponType(StrEnum):
    """T-KT-WEAPON-TYPES (the values match design.md section 4 ``weapon.type``)."""

    RAPID_FIRE = "rapid-fire"
    ASSAULT = "assault"
    HEAVY = "heavy"
    PISTOL = "pistol"
    GRENADE = "grenade"


class Refusal(StrEnum):
    """Why a model may not make a shooting attack (T-KT-WEAPON-TYPES, editions.md 4.0-4.1).

    The values are stable keys; the ruleset turns them into translatable messages.
    """

    ADVANCED = "advanced"              # only Assault weapons after Advancing
    ENGAGED = "engaged"                # within 1" of an enemy: only Pistols
    GRENADE_LIMIT = "grenade-limit"    # one grenade per kill team per phase
    SHAKEN = "shaken"                  # shaken models do not shoot
    FRIENDLY_NEARBY = "friendly"       # target within 1" of a friendly model


# -- hit roll -----------------------------------------------------------------------------
def hit_modifier(*, long_range: bool = False, obscured: bool = False, flesh_wounds: int = 0,
                 broken: bool = False, heavy_moved: bool = False,
                 assault_advanced: bool = False) -> int:
    """T-KT-HIT-MODS: the sum of the modifiers to each hit roll (zero or negative)."""
    return -(int(long_range) + int(obscured) + flesh_wounds + int(broken) + int(heavy_moved)
             + int(assault_advanced))


def hit_needed(bs: int, modifier: int) -> int:
    """T-KT-HIT: the natural D6 score that hits, 2..6.

    D6 + modifier >= BS hits; an unmodified 1 always misses and an unmodified 6 always hits
    [P21], so the needed natural score is clamped to 2..6.
    """
    # UNCONFIRMED: "D6 + modifiers >= BS" is the 8th-edition core mechanic, not a Kill Team
    # text (tables.md T-KT-HIT is [K]); natural 6 always hits is from one source [P21].
    return min(6, max(2, bs - modifier))


def wound_needed(strength: int, toughness: int) -> int:
    """T-KT-WOUND: the D6 score that wounds (first matching row wins)."""
    if strength >= 2 * toughness:
        return 2
    if strength > toughness:
        return 3
    if strength == toughness:
        return 4
    if 2 * strength <= toughness:
        return 6
    return 5


def save_needed(save: int | None, ap: int, invulnerable: int | None) -> int | None:
    """T-KT-SAVE: the natural D6 score that saves, or ``None`` when no save is possible.

    Armour: D6 + AP >= Sv (AP is 0 or negative); invulnerable: D6 >= Inv, ignoring AP.  The
    owner rolls once per wound with the better of the two; a natural 1 always fails.
    """
    # UNCONFIRMED: the 8th-edition saving throw is assumed; no Kill Team text was found
    # (editions.md 4.6, tables.md T-KT-SAVE [K]).
    options: list[int] = []
    if save is not None and save - ap <= 6:
        options.append(max(2, save - ap))
    if invulnerable is not None and invulnerable <= 6:
        options.append(max(2, invulnerable))
    return min(options) if options else None


def chance(needed: int | None) -> Fraction:
    """Chance that one D6 shows ``needed`` or more (``None``: never)."""
    if needed is None or needed > 6:
        return Fraction(0)
    return Fraction(7 - max(needed, 1), 6)


# -- shots --------------------------------------------------------------------------------
def long_range(distance: float, weapon_range: float) -> bool:
    """More than half the weapon's range away (T-KT-HIT-MODS)."""
    return distance > weapon_range / 2


def in_range(distance: float, weapon_range: float) -> bool:
    return distance <= weapon_range


def shots_multiplier(weapon_type: WeaponType | None, distance: float,
                     weapon_range: float) -> int:
    """T-KT-WEAPON-TYPES: how many times the profile's shots value one model fires.

    Rapid Fire X fires 2X within half range; every other type fires X.  0 when out of range.
    """
    if not in_range(distance, weapon_range):
        return 0
    if weapon_type is WeaponType.RAPID_FIRE and not long_range(distance, weapon_range):
        # UNCONFIRMED: a random Rapid Fire value (e.g. D3) is rolled once and doubled.
        return 2
    return 1


def type_hit_modifiers(weapon_type: WeaponType | None, *, distance: float,
                       weapon_range: float, moved: bool, advanced: bool) -> dict[str, bool]:
    """Which weapon-type-dependent hit modifiers apply (T-KT-HIT-MODS)."""
    return {
        # Grenades suffer no long-range penalty [P14].
        "long_range": weapon_type is not WeaponType.GRENADE
        and long_range(distance, weapon_range),
        "heavy_moved": weapon_type is WeaponType.HEAVY and moved,
        "assault_advanced": weapon_type is WeaponType.ASSAULT and advanced,
    }


def refusal(weapon_type: WeaponType | None, *, advanced: bool, engaged: bool,
            shaken: bool = False, firers: int = 1,
            target_near_friendly: bool = False) -> Refusal | None:
    """The reason this attack may not be made, or ``None`` when it is legal."""
    if shaken:
        # UNCONFIRMED: shaken models may not shoot (editions.md 4.0, indirect support only).
        return Refusal.SHAKEN
    if advanced and weapon_type is not WeaponType.ASSAULT:
        return Refusal.ADVANCED
    if engaged and weapon_type is not WeaponType.PISTOL:
        # UNCONFIRMED: only Pistols shoot from within 1" of an enemy ([P14] says Pistols may;
        # that the other types may not is the 8th-edition rule) and any further Pistol limits
        # ([P14] is cut off) are not modelled.
        return Refusal.ENGAGED
    if weapon_type is WeaponType.GRENADE and firers > 1:
        # UNCONFIRMED: one grenade per kill team per phase [P17] or per battle round [P14];
        # either way only one model of the kill team throws one in a Shooting phase.
        return Refusal.GRENADE_LIMIT
    if target_near_friendly and not (engaged and weapon_type is WeaponType.PISTOL):
        # UNCONFIRMED: a pistol fired by an engaged model may target the enemy it is
        # engaged with (that enemy is within 1" of the firer itself).
        return Refusal.FRIENDLY_NEARBY
    return None


# -- injury roll --------------------------------------------------------------------------
MAX_FLESH_WOUNDS = 3
OUT_OF_ACTION_FROM = 4


def injury_modifier(flesh_wounds: int, obscured: bool) -> int:
    """T-KT-INJURY: +1 per flesh wound already on the target, -1 if it is obscured."""
    # UNCONFIRMED: "obscured" is read as editions.md 4.2 defines it (partly hidden AND within
    # 1" of the terrain or model in between), so one flag gives both the -1 to hit and the
    # -1 to the injury roll; a target obscured from farther away would get only the first.
    return flesh_wounds - int(obscured)


def injury_die_needed(flesh_wounds: int, obscured: bool) -> int:
    """The natural score one injury die needs for out of action (highest die counts)."""
    return OUT_OF_ACTION_FROM - injury_modifier(flesh_wounds, obscured)


def injury_result(dice: tuple[int, ...] | list[int], flesh_wounds: int,
                  obscured: bool) -> bool:
    """T-KT-INJURY for rolled dice: True = out of action, False = flesh wound.

    The highest die plus the modifiers counts; 4+ is out of action; a third flesh wound is
    out of action too.
    """
    if flesh_wounds + 1 >= MAX_FLESH_WOUNDS:
        # UNCONFIRMED: three flesh wounds = out of action is stated by one source [P16].
        return True
    return max(dice) + injury_modifier(flesh_wounds, obscured) >= OUT_OF_ACTION_FROM


@lru_cache(maxsize=1024)
def out_of_action_chance(dice: int, flesh_wounds: int, obscured: bool) -> Fraction:
    """Exact chance that an injury roll with ``dice`` D6 takes the model out of action."""
    if flesh_wounds + 1 >= MAX_FLESH_WOUNDS:
        return Fraction(1)
    if dice <= 0:
        return Fraction(0)
    below = min(6, max(0, injury_die_needed(flesh_wounds, obscured) - 1))
    return 1 - Fraction(below, 6) ** dice


# -- morale -------------------------------------------------------------------------------
def broken_threshold(starting_models: int) -> int:
    """T-KT-BROKEN: a Broken test is due when at least this many of the kill team's
    starting models are flesh-wounded, shaken or out of action (more than half)."""
    return starting_models // 2 + 1


def broken_test_due(starting_models: int, down: int) -> bool:
    return down >= broken_threshold(starting_models)


def broken_fail_chance(highest_leadership: int) -> Fraction:
    """T-KT-BROKEN: 2D6 above the kill team's highest Leadership -> broken."""
    # UNCONFIRMED: the comparison (2D6 > highest Ld) is [K] (tables.md T-KT-BROKEN).
    over = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b > highest_leadership)
    return Fraction(over, 36)
