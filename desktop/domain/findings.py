"""Problems in a roster, split into errors and warnings (pure, recomputed on every edit).

A roster with problems can still be saved ("allow illegal"); the findings panel lists them
and a double-click selects the item named by ``unit_id`` / ``group_index`` / ``weapon_index``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import MODEL_CHARACTERISTICS, WEAPON_TYPES, Edition
from desktop.domain.roster import ModelGroup, Roster, Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message

CTX = "Findings"


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class Finding:
    severity: Severity
    code: str
    message: Message
    unit_id: str | None = None
    group_index: int | None = None
    weapon_index: int | None = None


# Characteristics a vehicle profile carries; the others may be left blank ("-").
VEHICLE_KEYS: dict[Edition, frozenset[str]] = {
    Edition.CLASSIC: frozenset({"bs", "av_front", "av_side", "av_rear"}),
    Edition.HORUS_HERESY: frozenset({"m", "bs", "av_front", "av_side", "av_rear", "hp"}),
}


def _is_vehicle(edition: Edition, group: ModelGroup) -> bool:
    """A model group with armour values is a vehicle (classic: BS and armour; Horus Heresy:
    M, BS, armour, HP)."""
    return edition in VEHICLE_KEYS and group.characteristics.get("av_front") is not None


def check_roster(roster: Roster) -> list[Finding]:
    findings = check_roster_totals(roster)
    for unit in roster.units:
        findings.extend(check_unit(roster.edition, unit))
    return findings


def check_roster_totals(roster: Roster) -> list[Finding]:
    """The roster-wide findings (not tied to one unit); the editor re-asks only these and
    the units that changed (check_roster == totals + check_unit of every unit)."""
    findings: list[Finding] = []
    total = roster.total_points
    if roster.points_limit is not None and total > roster.points_limit:
        findings.append(Finding(
            Severity.ERROR, "over-limit",
            Message(CTX, QT_TRANSLATE_NOOP("Findings", "The roster costs %1 points, over its "
                                                       "limit of %2"),
                    (total, roster.points_limit))))
    return findings


def check_unit(edition: Edition | None, unit: Unit) -> list[Finding]:
    findings: list[Finding] = []
    if unit.points < 0:  # a cost below zero would hide points from the roster's total
        findings.append(Finding(
            Severity.ERROR, "negative-points",
            Message(CTX, QT_TRANSLATE_NOOP("Findings", "%1: its extra points are negative "
                                                       "(%2): a cost cannot be below zero"),
                    (unit.name, unit.points)),
            unit.id))
    if unit.model_count == 0 and not unit.raw_profiles:
        findings.append(Finding(
            Severity.WARNING, "empty-unit",
            Message(CTX, QT_TRANSLATE_NOOP("Findings", "%1 has no models"), (unit.name,)),
            unit.id))
    for index, group in enumerate(unit.models):
        findings.extend(_check_group(edition, unit, index, group))
    return findings


def _check_group(edition: Edition | None, unit: Unit, index: int,
                 group: ModelGroup) -> list[Finding]:
    found: list[Finding] = []
    if edition is not None:
        vehicle = _is_vehicle(edition, group)
        for spec in MODEL_CHARACTERISTICS[edition]:
            value = group.characteristics.get(spec.key)
            if vehicle and value is None:
                if spec.key not in VEHICLE_KEYS[edition]:
                    continue  # a vehicle profile prints no WS, T, W, LD... (editions.md 5.9)
                problem: Message | None = Message(
                    "Profile", QT_TRANSLATE_NOOP("Profile", "%1 needs a value"), (spec.label,))
            else:
                problem = spec.problem(value)
            if problem is not None:
                found.append(Finding(
                    Severity.ERROR, "characteristic",
                    Message(CTX, QT_TRANSLATE_NOOP("Findings", "%1, %2: %3"),
                            (unit.name, group.name, problem)),
                    unit.id, index))
        wounds = group.characteristics.get("w")
        if wounds is not None and group.wounds_lost >= wounds > 0:
            found.append(Finding(
                Severity.ERROR, "wounds-lost",
                Message(CTX, QT_TRANSLATE_NOOP("Findings", "%1, %2: has lost %3 wounds but "
                                                           "only has %4"),
                        (unit.name, group.name, group.wounds_lost, wounds)),
                unit.id, index))
    for w_index, weapon in enumerate(group.weapons):
        found.extend(_check_weapon(edition, unit, index, group, w_index, weapon))
    return found


def _check_weapon(edition: Edition | None, unit: Unit, index: int, group: ModelGroup,
                  w_index: int, weapon: Weapon) -> list[Finding]:
    found: list[Finding] = []

    def add(severity: Severity, code: str, template: str, *args: object) -> None:
        found.append(Finding(severity, code,
                             Message(CTX, template, (unit.name, group.name, weapon.name, *args)),
                             unit.id, index, w_index))

    if weapon.strength is None:
        add(Severity.WARNING, "weapon-profile",
            QT_TRANSLATE_NOOP("Findings", "%1, %2: %3 has no Strength"))
    if edition is None:
        return found
    allowed = WEAPON_TYPES[edition]
    if weapon.type is not None and weapon.type not in allowed:
        add(Severity.ERROR, "weapon-type",
            QT_TRANSLATE_NOOP("Findings", "%1, %2: %3 has a weapon type this edition does "
                                          "not use"))
    if allowed and weapon.type is None:
        add(Severity.WARNING, "weapon-profile",
            QT_TRANSLATE_NOOP("Findings", "%1, %2: %3 has no weapon type"))
    if weapon.range <= 0:
        add(Severity.WARNING, "weapon-profile",
            QT_TRANSLATE_NOOP("Findings", "%1, %2: %3 has no range"))
    if weapon.strength is not None and not 1 <= weapon.strength <= 10:
        add(Severity.ERROR, "weapon-strength",
            QT_TRANSLATE_NOOP("Findings", "%1, %2: %3: Strength must be between 1 and 10"))
    if edition is Edition.KILL_TEAM_2018:
        if weapon.ap is not None and not -6 <= weapon.ap <= 0:
            add(Severity.ERROR, "weapon-ap",
                QT_TRANSLATE_NOOP("Findings", "%1, %2: %3: AP must be 0 or a negative number "
                                              "down to -6"))
    elif edition in (Edition.CLASSIC, Edition.HORUS_HERESY):
        if weapon.ap is not None and not 1 <= weapon.ap <= 6:
            add(Severity.ERROR, "weapon-ap",
                QT_TRANSLATE_NOOP("Findings", "%1, %2: %3: AP must be between 1 and 6, or -"))
    if edition is Edition.SECOND and weapon.short_range is not None \
            and weapon.short_range > weapon.range:
        add(Severity.ERROR, "weapon-range",
            QT_TRANSLATE_NOOP("Findings", "%1, %2: %3: short range is longer than long range"))
    try:
        DiceExpr.parse(weapon.shots)
    except DomainError:  # pragma: no cover - the model validates shots already
        add(Severity.ERROR, "weapon-shots", QT_TRANSLATE_NOOP("Findings", "%1, %2: %3: bad shots"))
    return found
