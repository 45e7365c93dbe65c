"""Which weapon values each edition prints, their legal ranges, and blank starting templates.

The ranges are the ones ``desktop.domain.findings`` reports as errors, so the editor refuses
what the findings panel would flag.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import (
    MODEL_CHARACTERISTICS,
    WEAPON_TYPE_NAMES,
    WEAPON_TYPES,
    Edition,
    characteristic,
)
from desktop.domain.findings import VEHICLE_KEYS
from desktop.domain.roster import ModelGroup, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message, error

CTX = "Edits"
FIELD_CTX = "WeaponField"

# --- weapon columns per edition ----------------------------------------------------------

@dataclass(frozen=True)
class WeaponField:
    """One editable weapon value: ``label`` is the column header, ``title`` the full name.

    ``kind``: "name", "int" (``minimum``..``maximum``; ``dash`` allows "-" = None),
    "dice" (a dice expression; ``dash`` allows None), "type" (one of the edition's weapon
    types or None) or "rules" (special rules, a list of short texts).
    """

    key: str
    label: str
    title: str
    kind: Literal["name", "int", "dice", "type", "rules"]
    minimum: int = 0
    maximum: int = 0
    dash: bool = False
    signed: bool = False
    suffix: str = ""

    def display(self, value: object) -> str:
        if value is None:
            return "-"
        if isinstance(value, list):
            return ", ".join(str(v) for v in value)
        if self.kind == "int" and isinstance(value, int):
            return (f"{value:+d}" if self.signed and value else str(value)) + self.suffix
        return str(value)

    def problem(self, value: object, edition: Edition | None) -> Message | None:
        """Why ``value`` cannot stand in this column (None when it can)."""
        title = Message(FIELD_CTX, self.title)
        if value is None or value == "":
            if self.dash or self.kind in ("type", "rules"):
                return None
            return Message(CTX, QT_TRANSLATE_NOOP("Edits", "%1 needs a value"), (title,))
        if self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool) \
                    or not self.minimum <= value <= self.maximum:
                return Message(CTX, QT_TRANSLATE_NOOP("Edits", "%1 must be between %2 and %3"),
                               (title, self.display(self.minimum),
                                self.display(self.maximum)))
        elif self.kind == "dice":
            try:
                DiceExpr.parse(value)  # type: ignore[arg-type]
            except DomainError as exc:
                return exc.message
        elif self.kind == "type":
            allowed = WEAPON_TYPES[edition] if edition is not None else tuple(WEAPON_TYPE_NAMES)
            if value not in allowed:
                return Message(CTX, QT_TRANSLATE_NOOP("Edits", "This edition has no weapon "
                                                               "type '%1'"), (value,))
        return None


def _f(key: str, label: str, title: str, kind: Literal["name", "int", "dice", "type", "rules"],
       lo: int = 0, hi: int = 0, **kw: bool | str) -> WeaponField:
    return WeaponField(key, label, title, kind, lo, hi, **kw)  # type: ignore[arg-type]


NAME_FIELD = _f("name", QT_TRANSLATE_NOOP("WeaponField", "Weapon"),
           QT_TRANSLATE_NOOP("WeaponField", "Name"), "name")
_RANGE = _f("range", QT_TRANSLATE_NOOP("WeaponField", "Range"),
            QT_TRANSLATE_NOOP("WeaponField", "Range"), "int", 0, 1000, suffix='"')
_TYPE = _f("type", QT_TRANSLATE_NOOP("WeaponField", "Type"),
           QT_TRANSLATE_NOOP("WeaponField", "Weapon type"), "type")
_SHOTS = _f("shots", QT_TRANSLATE_NOOP("WeaponField", "Shots"),
            QT_TRANSLATE_NOOP("WeaponField", "Shots"), "dice")
_S = _f("strength", "S", QT_TRANSLATE_NOOP("WeaponField", "Strength"), "int", 1, 10, dash=True)
_AP = _f("ap", "AP", QT_TRANSLATE_NOOP("WeaponField", "AP"), "int", 1, 6, dash=True)
_D = _f("damage", "D", QT_TRANSLATE_NOOP("WeaponField", "Damage"), "dice")
_RULES = _f("special_rules", QT_TRANSLATE_NOOP("WeaponField", "Special rules"),
            QT_TRANSLATE_NOOP("WeaponField", "Special rules"), "rules")

WEAPON_FIELDS: dict[Edition | None, tuple[WeaponField, ...]] = {
    Edition.CLASSIC: (NAME_FIELD, _RANGE, _TYPE, _SHOTS, _S, _AP, _RULES),
    Edition.KILL_TEAM_2018: (
        NAME_FIELD, _RANGE, _TYPE, _SHOTS, _S,
        _f("ap", "AP", QT_TRANSLATE_NOOP("WeaponField", "AP"), "int", -6, 0), _D, _RULES),
    Edition.HORUS_HERESY: (
        NAME_FIELD, _RANGE,
        _f("shots", "FP", QT_TRANSLATE_NOOP("WeaponField", "Firepower"), "dice"),
        _f("strength", "RS", QT_TRANSLATE_NOOP("WeaponField", "Ranged Strength"), "int", 1, 10,
           dash=True),
        _AP, _D, _RULES),
    Edition.SECOND: (
        NAME_FIELD,
        _f("short_range", QT_TRANSLATE_NOOP("WeaponField", "Short"),
           QT_TRANSLATE_NOOP("WeaponField", "Short range"), "int", 0, 1000, dash=True,
           suffix='"'),
        _f("range", QT_TRANSLATE_NOOP("WeaponField", "Long"),
           QT_TRANSLATE_NOOP("WeaponField", "Long range"), "int", 0, 1000, suffix='"'),
        _f("hit_modifier_short", QT_TRANSLATE_NOOP("WeaponField", "Hit S"),
           QT_TRANSLATE_NOOP("WeaponField", "To hit at short range"), "int", -6, 6, signed=True),
        _f("hit_modifier_long", QT_TRANSLATE_NOOP("WeaponField", "Hit L"),
           QT_TRANSLATE_NOOP("WeaponField", "To hit at long range"), "int", -6, 6, signed=True),
        _S, _D,
        _f("save_modifier", QT_TRANSLATE_NOOP("WeaponField", "Save"),
           QT_TRANSLATE_NOOP("WeaponField", "Save modifier"), "int", -10, 0, signed=True),
        _f("armour_penetration", QT_TRANSLATE_NOOP("WeaponField", "Pen."),
           QT_TRANSLATE_NOOP("WeaponField", "Armour penetration"), "dice", dash=True),
        _SHOTS, _RULES),
    None: (NAME_FIELD, _RANGE, _TYPE, _SHOTS,
           _f("strength", "S", QT_TRANSLATE_NOOP("WeaponField", "Strength"), "int", 0, 20,
              dash=True),
           _f("ap", "AP", QT_TRANSLATE_NOOP("WeaponField", "AP"), "int", -10, 10, dash=True),
           _D, _RULES),
}


def weapon_fields(edition: Edition | None) -> tuple[WeaponField, ...]:
    return WEAPON_FIELDS[edition]


def weapon_field(edition: Edition | None, key: str) -> WeaponField:
    for spec in WEAPON_FIELDS[edition]:
        if spec.key == key:
            return spec
    raise error(CTX, QT_TRANSLATE_NOOP("Edits", "This edition has no weapon column '%1'"), key)


def allows_dash(edition: Edition | None, group: ModelGroup, key: str) -> bool:
    """May ``key`` be "-" (None) on ``group``?  Dash/optional characteristics, and the
    values a Horus Heresy vehicle does not print (editions.md 5.9)."""
    if edition is None:
        return True
    spec = characteristic(edition, key)
    if edition in VEHICLE_KEYS and group.characteristics.get("av_front") is not None:
        return key not in VEHICLE_KEYS[edition]
    return spec.dash or spec.optional


# --- blank templates (a starting point the player edits, not rule facts) --------------------

_BLANK = {"m": 6, "ws": 3, "bs": 3, "s": 3, "t": 3, "w": 1, "i": 3, "a": 1, "ld": 7, "cl": 7,
          "wp": 7, "int": 7, "sv": 5}


def blank_group(edition: Edition | None, name: str) -> ModelGroup:
    values: dict[str, int | None] = {}
    for spec in MODEL_CHARACTERISTICS[edition] if edition else ():
        if spec.optional:
            continue
        wanted = 4 if spec.plus and spec.key != "sv" else _BLANK.get(spec.key, spec.minimum)
        if edition is Edition.SECOND and spec.key == "m":
            wanted = 4
        values[spec.key] = min(max(wanted, spec.minimum), spec.maximum)
    return ModelGroup(name=name, count=1, characteristics=values)


def blank_weapon(edition: Edition | None, name: str) -> Weapon:
    types = WEAPON_TYPES[edition] if edition else ()
    return Weapon(name=name, range=24, type=types[0] if types else None,
                  ap=0 if edition is Edition.KILL_TEAM_2018 else None,
                  short_range=12 if edition is Edition.SECOND else None)
