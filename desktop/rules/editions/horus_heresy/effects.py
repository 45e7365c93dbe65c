"""Horus Heresy (3rd edition): statuses, vehicles, reactions and special rules as data.

Tables T-HH-STATUS, T-HH-VEHICLE-AP, T-HH-LA-REACTIONS, T-HH-REACTIONS and T-HH-SPECIAL of
``shared/rules/tables.md``.  The sequence uses them to decide what a step asks and allows;
the rules reference shows the same rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from desktop.domain.text import QT_TRANSLATE_NOOP


# -- T-HH-STATUS -------------------------------------------------------------------------------
class Status(StrEnum):
    PINNED = "pinned"
    SUPPRESSED = "suppressed"
    STUNNED = "stunned"
    ROUTED = "routed"


class Characteristic(StrEnum):
    LEADERSHIP = "ld"
    COOL = "cl"


@dataclass(frozen=True)
class StatusRow:
    status: Status
    name: str
    check: Characteristic
    snap_shots: bool = False
    no_reactions: bool = False
    no_move: bool = False


STATUS_TABLE: dict[Status, StatusRow] = {
    Status.PINNED: StatusRow(Status.PINNED, QT_TRANSLATE_NOOP("HorusHeresy", "Pinned"),
                             Characteristic.COOL, no_move=True),
    Status.SUPPRESSED: StatusRow(Status.SUPPRESSED,
                                 QT_TRANSLATE_NOOP("HorusHeresy", "Suppressed"),
                                 Characteristic.COOL, snap_shots=True),
    Status.STUNNED: StatusRow(Status.STUNNED, QT_TRANSLATE_NOOP("HorusHeresy", "Stunned"),
                              Characteristic.COOL, no_reactions=True),
    Status.ROUTED: StatusRow(Status.ROUTED, QT_TRANSLATE_NOOP("HorusHeresy", "Routed"),
                             Characteristic.LEADERSHIP, snap_shots=True, no_reactions=True,
                             no_move=True),
}

def shoots_snap_shots(statuses: frozenset[Status] | set[Status]) -> bool:
    """Suppressed and Routed units make every shooting attack as Snap Shots."""
    return any(STATUS_TABLE[s].snap_shots for s in statuses)


def may_react(statuses: frozenset[Status] | set[Status]) -> bool:
    """Stunned and Routed units may not declare Reactions."""
    return not any(STATUS_TABLE[s].no_reactions for s in statuses)


# -- T-HH-VEHICLE-AP ---------------------------------------------------------------------------
class Penetration(StrEnum):
    NONE = "none"
    GLANCING = "glancing"
    PENETRATING = "penetrating"


def armour_penetration(roll: int, strength: int, armour: int,
                       armourbane: bool = False) -> Penetration:
    """One Armour Penetration Test: D6 + the hit's Strength against the facing's Armour.

    Lower: no effect; equal: glancing; higher: penetrating (Armourbane: equal or higher is
    penetrating, never glancing).  Armour 0 is always penetrated.
    # UNCONFIRMED: a natural 1 fails this Test like every other Test (the general rule of
    # [P1] for Tests; the vehicle section does not repeat it).
    """
    if armour <= 0:
        return Penetration.PENETRATING
    if roll <= 1:
        return Penetration.NONE
    total = roll + strength
    if total > armour or (armourbane and total == armour):
        return Penetration.PENETRATING
    if total == armour:
        return Penetration.GLANCING
    return Penetration.NONE


# Vehicle Damage Table (one D6 per glancing hit, at step 11).
VEHICLE_DAMAGE: dict[int, Status] = {1: Status.STUNNED, 2: Status.STUNNED, 3: Status.PINNED,
                                     4: Status.PINNED, 5: Status.SUPPRESSED,
                                     6: Status.SUPPRESSED}


def vehicle_damage(roll: int) -> Status:
    return VEHICLE_DAMAGE[roll]


# -- T-HH-REACTIONS ----------------------------------------------------------------------------
def reaction_allotment(points_limit: int | None) -> int:
    """Reaction points per player turn: base 1, +1 from 1,501, +2 from 3,501, +3 above 5,000
    points (the battle's points limit)."""
    if points_limit is None or points_limit <= 1500:
        return 1
    if points_limit <= 3500:
        return 2
    if points_limit <= 5000:
        return 3
    return 4


# -- T-HH-LA-REACTIONS (+ Return Fire, the core shooting reaction) ------------------------------
class Reaction(StrEnum):
    RETURN_FIRE = "return-fire"
    SHIELDWALL = "shieldwall"
    SMOKESCREEN = "smokescreen"
    MEDIC = "medic"


@dataclass(frozen=True)
class ReactionRow:
    reaction: Reaction
    name: str
    declared_at_step: int
    needs: str | None
    effect: str


REACTIONS: dict[Reaction, ReactionRow] = {
    Reaction.RETURN_FIRE: ReactionRow(
        Reaction.RETURN_FIRE, QT_TRANSLATE_NOOP("HorusHeresy", "Return Fire"), 3, None,
        QT_TRANSLATE_NOOP("HorusHeresy", "the target shoots back before casualties are "
                                         "removed, with every model it had")),
    Reaction.SHIELDWALL: ReactionRow(
        Reaction.SHIELDWALL, QT_TRANSLATE_NOOP("HorusHeresy", "Shieldwall!"), 3, "shield",
        QT_TRANSLATE_NOOP("HorusHeresy", "+1 Toughness for the rest of the phase")),
    Reaction.SMOKESCREEN: ReactionRow(
        Reaction.SMOKESCREEN, QT_TRANSLATE_NOOP("HorusHeresy", "Smokescreen"), 3,
        "smokescreen",
        QT_TRANSLATE_NOOP("HorusHeresy", "Shrouded (5+) against wounds, penetrating and "
                                         "glancing hits for the rest of the phase")),
    Reaction.MEDIC: ReactionRow(
        Reaction.MEDIC, QT_TRANSLATE_NOOP("HorusHeresy", "Medic!"), 9, "medic",
        QT_TRANSLATE_NOOP("HorusHeresy", "at step 11 one Recovery Test per model that took "
                                         "an unsaved wound: on X+ one unsaved wound deals "
                                         "1 less Damage")),
}
SMOKESCREEN_SHROUDED = 5
SHIELDWALL_TOUGHNESS = 1


# -- T-HH-SPECIAL ------------------------------------------------------------------------------
class Rule(StrEnum):
    CRITICAL_HIT = "critical hit"
    RENDING = "rending"
    PRECISION = "precision"
    BREACHING = "breaching"
    POISONED = "poisoned"
    SHRED = "shred"
    SHROUDED = "shrouded"
    FEEL_NO_PAIN = "feel no pain"
    ETERNAL_WARRIOR = "eternal warrior"
    PINNING = "pinning"
    PANIC = "panic"
    SUPPRESSIVE = "suppressive"
    STUN = "stun"
    ARMOURBANE = "armourbane"
    HEAVY = "heavy"
    ORDNANCE = "ordnance"
    PISTOL = "pistol"
    FIRING_PROTOCOLS = "firing protocols"
    MEDIC = "medic"
    DEFLAGRATE = "deflagrate"


# -- Morale sub-phase checks (T-HH-SPECIAL's morale rules, T-HH-CHECK) ---------------------------
@dataclass(frozen=True)
class MoraleCheck:
    """A check of the Morale sub-phase: failed, the unit gains ``status`` (the
    characteristic tested is the status's, T-HH-STATUS).

    It is due once a hit (``fires_on="hit"``) or a wound (``"wound"``) of a weapon with
    ``rule`` lands (the check then takes the rule's -X), or, without a modifier, on ``also``:
    ``"quarter"`` when the attack causes 25% casualties, ``"coherency"`` when removing the
    casualties breaks the unit's coherency.
    """

    status: Status
    rule: Rule
    fires_on: Literal["hit", "wound"]
    also: Literal["quarter", "coherency"] | None = None


# In check order: Routed first (a failed Routed check cancels the rest).
MORALE_CHECKS: tuple[MoraleCheck, ...] = (
    MoraleCheck(Status.ROUTED, Rule.PANIC, "wound", also="quarter"),
    MoraleCheck(Status.PINNED, Rule.PINNING, "wound"),
    MoraleCheck(Status.SUPPRESSED, Rule.SUPPRESSIVE, "hit", also="coherency"),
    MoraleCheck(Status.STUNNED, Rule.STUN, "hit"),
)


def fired_by(tags: frozenset[Rule], on: Literal["hit", "wound"]) -> frozenset[Rule]:
    """The morale rules among a weapon's ``tags`` that a landed hit (wound) fires."""
    return frozenset(c.rule for c in MORALE_CHECKS if c.fires_on == on and c.rule in tags)


WeaponValue = Literal["roll", "modifier", "characteristic", "flag", "strength"]


@dataclass(frozen=True)
class SpecialRow:
    """One special rule: the step it acts at, when and what it does; ``weapon`` says how a
    weapon profile gives it (``roll``: "Rending (5+)", ``modifier``: "Pinning (1)",
    ``characteristic``: "Heavy (FP)", ``flag``: "Armourbane"; None: not a weapon rule here)."""

    rule: Rule
    step: str
    trigger: str
    effect: str
    weapon: WeaponValue | None = None


def _morale_row(check: MoraleCheck) -> SpecialRow:
    characteristic = STATUS_TABLE[check.status].check
    tested = "Leadership" if characteristic is Characteristic.LEADERSHIP else "Cool"
    return SpecialRow(check.rule, "morale", f">= 1 {check.fires_on}",
                      f"{tested} check -X or {check.status.value.capitalize()}", "modifier")


SPECIAL_TABLE: tuple[SpecialRow, ...] = (
    SpecialRow(Rule.CRITICAL_HIT, "hit", "natural >= X", "auto-wound as a 6, +1 Damage",
               "roll"),
    SpecialRow(Rule.RENDING, "hit", "natural >= X", "auto-wound as a 6 (no effect on vehicles)",
               "roll"),
    SpecialRow(Rule.PRECISION, "hit", "natural >= X",
               "own Fire Group; attacker picks the target model (not Snap Shots, Blast, "
               "Barrage, Template)", "roll"),
    SpecialRow(Rule.BREACHING, "wound", "natural >= X", "AP 2", "roll"),
    SpecialRow(Rule.POISONED, "wound", "natural >= X", "wounds whatever the Toughness", "roll"),
    SpecialRow(Rule.SHRED, "wound", "natural >= X", "+1 Damage", "roll"),
    SpecialRow(Rule.SHROUDED, "mitigation", "after a failed save", "discard on X+ (not melee)"),
    SpecialRow(Rule.FEEL_NO_PAIN, "mitigation", "after a failed save", "discard on X+"),
    SpecialRow(Rule.ETERNAL_WARRIOR, "damage", "unsaved wound", "Damage -X, minimum 1"),
    *(_morale_row(check) for check in MORALE_CHECKS),
    SpecialRow(Rule.ARMOURBANE, "armour penetration", "equal or higher", "penetrating", "flag"),
    SpecialRow(Rule.HEAVY, "declare weapons", "stationary", "+1 to characteristic X",
               "characteristic"),
    SpecialRow(Rule.ORDNANCE, "declare weapons", "stationary", "x2 characteristic X",
               "characteristic"),
    SpecialRow(Rule.PISTOL, "declare weapons", "-", "a model may fire two Pistols", "flag"),
    # UNCONFIRMED: Deflagrate (X) is read as "each unsaved wound the Fire Group causes gives
    # one more hit at Strength X, AP -, Damage 1, resolved after the group's own wounds (these
    # hits do not deflagrate)"; the core text was not found (editions.md has no entry).
    SpecialRow(Rule.DEFLAGRATE, "after saves", ">= 1 unsaved wound",
               "one more hit per unsaved wound: Strength X, AP -, Damage 1", "strength"),
    SpecialRow(Rule.FIRING_PROTOCOLS, "declare weapons", "-", "X different weapons"),
)
WEAPON_VALUES: dict[Rule, WeaponValue] = {
    row.rule: row.weapon for row in SPECIAL_TABLE if row.weapon is not None}
