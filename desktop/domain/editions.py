"""The supported rulesets and the characteristics each one prints on its profiles.

Sources: ``shared/rules/editions.md`` ("Profile data needed") for every edition.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from desktop.domain.text import QT_TRANSLATE_NOOP, Message, error


class Edition(StrEnum):
    SECOND = "second"
    CLASSIC = "classic"
    KILL_TEAM_2018 = "kill-team-2018"
    HORUS_HERESY = "horus-heresy"


EDITION_NAMES: dict[Edition, str] = {
    Edition.SECOND: QT_TRANSLATE_NOOP("Edition", "Warhammer 40,000 2nd edition"),
    Edition.CLASSIC: QT_TRANSLATE_NOOP("Edition", "Warhammer 40,000 3rd edition (classic)"),
    Edition.KILL_TEAM_2018: QT_TRANSLATE_NOOP("Edition", "Kill Team (2018)"),
    Edition.HORUS_HERESY: QT_TRANSLATE_NOOP("Edition", "The Horus Heresy (3rd edition)"),
}

EDITION_SHORT_NAMES: dict[Edition, str] = {
    Edition.SECOND: QT_TRANSLATE_NOOP("Edition", "40K 2nd"),
    Edition.CLASSIC: QT_TRANSLATE_NOOP("Edition", "40K 3rd"),
    Edition.KILL_TEAM_2018: QT_TRANSLATE_NOOP("Edition", "Kill Team"),
    Edition.HORUS_HERESY: QT_TRANSLATE_NOOP("Edition", "Horus Heresy"),
}


@dataclass(frozen=True)
class Characteristic:
    """One column of a model profile: key, printed label, legal range.

    ``plus`` marks a value printed as "n+" (a roll needed); ``dash`` allows "-" (stored as None).
    """

    key: str
    label: str
    minimum: int
    maximum: int
    plus: bool = False
    dash: bool = False
    optional: bool = False

    def display(self, value: int | None) -> str:
        if value is None:
            return "-"
        return f"{value}+" if self.plus else str(value)

    def problem(self, value: int | None) -> Message | None:
        """Why ``value`` is impossible for this characteristic, or None when it is fine."""
        if value is None:
            if self.dash or self.optional:
                return None
            return Message("Profile", QT_TRANSLATE_NOOP("Profile", "%1 needs a value"),
                           (self.label,))
        if not self.minimum <= value <= self.maximum:
            if self.plus:
                return Message(
                    "Profile", QT_TRANSLATE_NOOP("Profile", "%1 must be between %2+ and %3+"),
                    (self.label, self.minimum, self.maximum))
            return Message("Profile",
                           QT_TRANSLATE_NOOP("Profile", "%1 must be between %2 and %3"),
                           (self.label, self.minimum, self.maximum))
        return None


def _c(key: str, label: str, lo: int, hi: int, **kw: bool) -> Characteristic:
    return Characteristic(key, label, lo, hi, **kw)


# Labels are the printed abbreviations; the glossary keeps them in English in both languages.
MODEL_CHARACTERISTICS: dict[Edition, tuple[Characteristic, ...]] = {
    Edition.CLASSIC: (
        _c("ws", "WS", 0, 10), _c("bs", "BS", 0, 10), _c("s", "S", 1, 10),
        _c("t", "T", 1, 10), _c("w", "W", 1, 10), _c("i", "I", 0, 10), _c("a", "A", 0, 10),
        _c("ld", "Ld", 1, 10), _c("sv", "Sv", 2, 6, plus=True, dash=True),
        _c("inv", "Inv", 2, 6, plus=True, optional=True),
        # Vehicles print BS and armour values only (their shooting rules are out of scope).
        _c("av_front", "Front", 9, 14, optional=True),
        _c("av_side", "Side", 9, 14, optional=True),
        _c("av_rear", "Rear", 9, 14, optional=True),
    ),
    Edition.SECOND: (
        _c("m", "M", 0, 20), _c("ws", "WS", 0, 10), _c("bs", "BS", 0, 10),
        _c("s", "S", 0, 10), _c("t", "T", 1, 10), _c("w", "W", 1, 10), _c("i", "I", 0, 10),
        _c("a", "A", 0, 10), _c("ld", "Ld", 1, 10),
        _c("sv", "Sv", 2, 6, plus=True, dash=True),
    ),
    Edition.KILL_TEAM_2018: (
        _c("m", "M", 0, 30), _c("ws", "WS", 2, 6, plus=True, dash=True),
        _c("bs", "BS", 2, 6, plus=True, dash=True), _c("s", "S", 1, 10),
        _c("t", "T", 1, 10), _c("w", "W", 1, 20), _c("a", "A", 0, 10),
        _c("ld", "Ld", 1, 10), _c("sv", "Sv", 2, 6, plus=True, dash=True),
        _c("inv", "Inv", 2, 6, plus=True, optional=True),
    ),
    Edition.HORUS_HERESY: (
        _c("m", "M", 0, 30), _c("ws", "WS", 0, 10), _c("bs", "BS", 0, 10),
        _c("s", "S", 0, 10), _c("t", "T", 1, 10), _c("w", "W", 1, 10), _c("i", "I", 0, 10),
        _c("a", "A", 0, 10), _c("ld", "LD", 0, 12), _c("cl", "CL", 0, 12),
        _c("wp", "WP", 0, 12), _c("int", "IN", 0, 12),
        _c("sv", "SAV", 2, 6, plus=True, dash=True),
        _c("inv", "INV", 2, 6, plus=True, optional=True),
        # Vehicles: armour values and Hull Points (editions.md 5.9).
        _c("av_front", "Front", 9, 14, optional=True),
        _c("av_side", "Side", 9, 14, optional=True),
        _c("av_rear", "Rear", 9, 14, optional=True),
        _c("hp", "HP", 1, 20, optional=True),
    ),
}

# Weapon types each edition knows (None: the edition has no weapon type column).
WEAPON_TYPES: dict[Edition, tuple[str, ...]] = {
    Edition.CLASSIC: ("rapid-fire", "assault", "heavy", "pistol", "ordnance"),
    Edition.SECOND: (),
    Edition.KILL_TEAM_2018: ("rapid-fire", "assault", "heavy", "pistol", "grenade"),
    Edition.HORUS_HERESY: (),
}

WEAPON_TYPE_NAMES: dict[str, str] = {
    "rapid-fire": QT_TRANSLATE_NOOP("WeaponType", "Rapid Fire"),
    "assault": QT_TRANSLATE_NOOP("WeaponType", "Assault"),
    "heavy": QT_TRANSLATE_NOOP("WeaponType", "Heavy"),
    "pistol": QT_TRANSLATE_NOOP("WeaponType", "Pistol"),
    "grenade": QT_TRANSLATE_NOOP("WeaponType", "Grenade"),
    "ordnance": QT_TRANSLATE_NOOP("WeaponType", "Ordnance"),
}


def characteristic(edition: Edition, key: str) -> Characteristic:
    for spec in MODEL_CHARACTERISTICS[edition]:
        if spec.key == key:
            return spec
    raise error("Profile", QT_TRANSLATE_NOOP("Profile", "%1 has no characteristic '%2'"),
                edition.value, key)


def characteristic_problem(edition: Edition, key: str, value: int | None) -> Message | None:
    """The reason ``value`` cannot stand for ``key`` in ``edition`` (None when legal)."""
    return characteristic(edition, key).problem(value)
