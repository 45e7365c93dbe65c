"""Horus Heresy (3rd edition): what one die does, in play and as exact probabilities.

Each stage has a *resolver* for one rolled die (used by the play sequence) and a *law* that
enumerates the six faces with the very same resolver (used by the odds), so the guided
sequence and the odds cannot drift apart.

- Hit Test (T-HH-HIT): miss, hit, Rending hit or Critical Hit.
- Wound Test (T-HH-WOUND) or Armour Penetration Test (T-HH-VEHICLE-AP): a :class:`Wound`
  record (AP, extra Damage, penetrating) or a glancing hit.
- Saving throw + damage mitigation (T-HH-SAVES): the chance a wound stays unsaved.
- Damage: the weapon's Damage (+1 per Critical Hit / Shred), Eternal Warrior (X).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

from desktop.rules.dice import Dist
from desktop.rules.editions.horus_heresy.effects import Penetration, Rule, armour_penetration
from desktop.rules.editions.horus_heresy.special_rules import Gun
from desktop.rules.editions.horus_heresy.tables import (
    HitEntry,
    SaveKind,
    best_save,
    save_options,
    wound_target,
)
from desktop.rules.odds import p_success

FACES = (1, 2, 3, 4, 5, 6)
K = TypeVar("K", bound=Hashable)


def face_law(resolve: Callable[[int], K | None]) -> dict[K, float]:
    """The chance of each outcome of one D6 under ``resolve`` (the play sequence's own
    resolver of one die); faces resolving to None are left out."""
    out: dict[K, float] = {}
    for face in FACES:
        outcome = resolve(face)
        if outcome is not None:
            out[outcome] = out.get(outcome, 0.0) + 1 / 6
    return out


class HitKind(StrEnum):
    NORMAL = "normal"
    RENDING = "rending"
    CRITICAL = "critical"


@dataclass(frozen=True)
class Defence:
    """The target as the attack sees it (reactions and Overwatch already applied)."""

    toughness: int | None
    save: int | None
    invulnerable: int | None
    cover: int | None
    mitigation: int | None
    glance_mitigation: int | None
    eternal_warrior: int
    armour: int | None
    wounds: int
    poisoned_on_six: bool = False

    @property
    def vehicle(self) -> bool:
        return self.armour is not None


@dataclass(frozen=True, order=True)
class Wound:
    """A wound (or penetrating / glancing hit) waiting for saves: its AP and extra Damage."""

    ap: int | None
    bonus: int = 0
    penetrating: bool = False
    glancing: bool = False

    @property
    def modified(self) -> int:
        """Resolution order inside a Fire Group: unmodified wounds first [P1].

        # UNCONFIRMED: among the wounds a rule modified, those with +1 Damage go before
        # those with +2 (Critical Hit and Shred); the source only says "unmodified first".
        """
        return self.bonus


GLANCE = Wound(None, 0, glancing=True)


# -- hit -------------------------------------------------------------------------------------
def resolve_hit(entry: HitEntry, gun: Gun, natural: int, vehicle: bool) -> HitKind | None:
    """What one Hit Test die gives (``natural`` is ignored for the A and F cells)."""
    if entry.automatic:
        return HitKind.CRITICAL
    if entry.target is None or natural < max(2, entry.target):
        return None
    # UNCONFIRMED: a weapon's own Critical Hit (X) also works on Snap Shots (the rule says
    # "any Hit Test"); the Snap Shots row itself has no CX+ cells.
    crit_at = [x for x in (entry.critical, gun.rules.roll(Rule.CRITICAL_HIT)) if x is not None]
    if crit_at and natural >= min(crit_at):
        return HitKind.CRITICAL
    rending = gun.rules.roll(Rule.RENDING)
    if rending is not None and natural >= rending and not vehicle:
        return HitKind.RENDING
    return HitKind.NORMAL


def precision_hit(entry: HitEntry, gun: Gun, natural: int, snap_shots: bool) -> bool:
    """Precision (X): a natural roll of X+ lets the attacker pick the target model (never for
    Snap Shots or area weapons)."""
    x = gun.rules.roll(Rule.PRECISION)
    if x is None or snap_shots or gun.rules.area:
        return False
    return (6 if entry.automatic else natural) >= x


def hit_law(entry: HitEntry, gun: Gun, vehicle: bool) -> dict[HitKind, float]:
    """Chance of each hit kind for one die (the rest is a miss)."""
    if entry.automatic:
        return {HitKind.CRITICAL: 1.0}
    return face_law(lambda face: resolve_hit(entry, gun, face, vehicle))


# -- wound / armour penetration ----------------------------------------------------------------
def auto_wounds(kind: HitKind, vehicle: bool) -> bool:
    """Critical and Rending hits wound with no dice against non-vehicles."""
    return not vehicle and kind is not HitKind.NORMAL


def resolve_wound(kind: HitKind, gun: Gun, defence: Defence, natural: int) -> Wound | None:
    """One Wound Test (``natural`` is read as 6 for hits that wound automatically)."""
    crit_bonus = 1 if kind is HitKind.CRITICAL else 0
    if auto_wounds(kind, False):
        natural = 6
    else:
        target = wound_target(gun.strength, defence.toughness or 0)
        poisoned = gun.rules.roll(Rule.POISONED)
        if poisoned is not None and defence.poisoned_on_six:  # Automata and Walkers
            poisoned = 6
        normal = target is not None and natural >= max(2, target)
        if not (normal or (poisoned is not None and natural >= max(2, poisoned))):
            return None
    breaching = gun.rules.roll(Rule.BREACHING)
    shred = gun.rules.roll(Rule.SHRED)
    ap = 2 if breaching is not None and natural >= breaching else gun.ap
    bonus = crit_bonus + (1 if shred is not None and natural >= shred else 0)
    return Wound(ap, bonus)


def resolve_penetration(kind: HitKind, gun: Gun, defence: Defence, natural: int,
                        ) -> Wound | None:
    """One Armour Penetration Test against the targeted facing.

    # UNCONFIRMED: a Critical Hit on a vehicle still needs its Armour Penetration Test and
    # keeps its +1 Damage (the Critical Hit rule speaks of wounds, which vehicles never take).
    """
    armour = defence.armour if defence.armour is not None else 0
    result = armour_penetration(natural, gun.strength, armour, gun.rules.armourbane)
    if result is Penetration.PENETRATING:
        return Wound(gun.ap, 1 if kind is HitKind.CRITICAL else 0, penetrating=True)
    if result is Penetration.GLANCING:
        return GLANCE
    return None


def wound_rolled(kind: HitKind, defence: Defence) -> bool:
    return defence.vehicle or not auto_wounds(kind, False)


def resolve_second(kind: HitKind, gun: Gun, defence: Defence, natural: int) -> Wound | None:
    """The Wound Test or, against a vehicle, the Armour Penetration Test."""
    if defence.vehicle:
        return resolve_penetration(kind, gun, defence, natural)
    return resolve_wound(kind, gun, defence, natural)


def wound_law(kind: HitKind, gun: Gun, defence: Defence) -> dict[Wound, float]:
    """Chance of each wound record for one hit of ``kind`` (the rest: no wound)."""
    if not wound_rolled(kind, defence):
        record = resolve_second(kind, gun, defence, 6)
        return {record: 1.0} if record is not None else {}
    return face_law(lambda face: resolve_second(kind, gun, defence, face))


# -- saves, mitigation, damage -----------------------------------------------------------------
def save_choice(wound: Wound, defence: Defence) -> tuple[SaveKind, int] | None:
    """The saving throw the defender takes against this wound (None: no save)."""
    if wound.glancing:
        return None
    options = save_options(defence.save, defence.invulnerable, defence.cover, wound.ap,
                           penetrating=wound.penetrating)
    return best_save(options)


def save_target(wound: Wound, defence: Defence) -> int | None:
    choice = save_choice(wound, defence)
    return choice[1] if choice is not None else None


def mitigation_for(wound: Wound, defence: Defence) -> int | None:
    """The damage mitigation test after a failed save (glancing hits: Smokescreen only)."""
    return defence.glance_mitigation if wound.glancing else defence.mitigation


def unsaved_chance(wound: Wound, defence: Defence) -> float:
    """Chance the wound survives its save and its mitigation test."""
    p_save = p_success(save_target(wound, defence))
    p_mit = p_success(mitigation_for(wound, defence))
    return (1.0 - p_save) * (1.0 - p_mit)


def eternal_warrior(damage: int, x: int) -> int:
    """Damage of an unsaved wound on an Eternal Warrior (X) model: -X, never below 1
    (a Damage of 0 stays 0)."""
    if damage <= 0 or x <= 0:
        return damage
    return max(1, damage - x)


def damage_law(wound: Wound, gun: Gun, defence: Defence) -> Dist:
    """Damage one unsaved wound deals to its model."""
    x = defence.eternal_warrior
    return gun.damage.bonus(wound.bonus).dist().map(lambda d: eternal_warrior(d, x))


def damage_value(wound: Wound, gun: Gun, defence: Defence, rolled: tuple[int, ...]) -> int:
    """The same for rolled damage dice (play)."""
    return eternal_warrior(gun.damage.bonus(wound.bonus).value(rolled), defence.eternal_warrior)
