"""One-line texts for profiles and weapons, in the user's language (tree, cards, text export)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.domain.editions import (
    EDITION_SHORT_NAMES,
    MODEL_CHARACTERISTICS,
    WEAPON_TYPE_NAMES,
    Characteristic,
    Edition,
)
from desktop.domain.edits import WeaponField, weapon_fields
from desktop.domain.roster import ModelGroup, Roster, Weapon


def characteristic_specs(edition: Edition | None,
                         groups: list[ModelGroup]) -> list[Characteristic]:
    """The profile columns: the edition's, or (no edition) the keys the groups carry."""
    if edition is not None:
        return list(MODEL_CHARACTERISTICS[edition])
    keys: dict[str, None] = {}
    for group in groups:
        keys.update(dict.fromkeys(group.characteristics))
    return [Characteristic(key, key.upper(), -20, 99, dash=True) for key in keys]


def profile_text(edition: Edition | None, group: ModelGroup) -> str:
    specs = characteristic_specs(edition, [group])
    return " ".join(f"{spec.label}{spec.display(group.characteristics[spec.key])}"
                    for spec in specs if spec.key in group.characteristics)


def field_label(spec: WeaponField) -> str:
    return QCoreApplication.translate("WeaponField", spec.label)


def field_title(spec: WeaponField) -> str:
    return QCoreApplication.translate("WeaponField", spec.title)


def weapon_type_text(value: str | None) -> str:
    if value is None:
        return "-"
    return QCoreApplication.translate("WeaponType", WEAPON_TYPE_NAMES.get(value, value))


def field_text(spec: WeaponField, weapon: Weapon) -> str:
    value = getattr(weapon, spec.key)
    if spec.kind == "type":
        return weapon_type_text(value)
    return spec.display(value)


def weapon_text(edition: Edition | None, weapon: Weapon) -> str:
    """'24", Rapid Fire, Shots 1, S 4, AP 5' — every column but the name and rules."""
    parts: list[str] = []
    for spec in weapon_fields(edition):
        if spec.kind in ("name", "rules"):
            continue
        text = field_text(spec, weapon)
        if spec.key == "range" and edition is not Edition.SECOND:
            parts.append(text)
        elif spec.kind == "type":
            if weapon.type is not None:
                parts.append(text)
        else:
            parts.append(f"{field_label(spec)} {text}")
    return ", ".join(parts)


def edition_text(roster: Roster) -> str:
    if roster.edition is None:
        return roster.game_system
    return QCoreApplication.translate("Edition", EDITION_SHORT_NAMES[roster.edition])




_last_totals: list[tuple[Roster, tuple[int, int]]] = []


def roster_totals(roster: Roster) -> tuple[int, int]:
    """(points, models) of ``roster``, remembered for the last roster asked: the tree, the
    totals line and the roster page all want them after the same edit."""
    if _last_totals and _last_totals[0][0] is roster:
        return _last_totals[0][1]
    totals = (roster.total_points, sum(unit.model_count for unit in roster.units))
    _last_totals[:] = [(roster, totals)]
    return totals


def points_text(roster: Roster) -> str:
    points = roster_totals(roster)[0]
    return str(points) if roster.points_limit is None else f"{points} / {roster.points_limit}"
