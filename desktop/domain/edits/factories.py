"""Factories: check the input, then build the edit (a refusal is a DomainError, raised before
anything reaches the undo stack)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from desktop.domain.document import RosterDocument
from desktop.domain.editions import characteristic
from desktop.domain.edits.checks import (
    check_edition,
    checked,
    group_at,
    msg,
    valid_name,
    weapon_at,
)
from desktop.domain.edits.fields import (
    CTX,
    FIELD_CTX,
    NAME_FIELD,
    allows_dash,
    blank_group,
    blank_weapon,
    weapon_field,
)
from desktop.domain.edits.operations import (
    AddUnit,
    Batch,
    ChangeGroups,
    ChangeWeapons,
    MoveUnit,
    RemoveUnit,
    SetRosterField,
    SetUnitField,
    find_unit,
)
from desktop.domain.roster import ModelGroup, Unit, Weapon, new_id
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message, error

if TYPE_CHECKING:  # the catalogue (and its files) load when the player first opens it
    from desktop.domain.catalogue import CatalogueEntry


def add_unit(unit: Unit, index: int | None = None, label: Message | None = None) -> AddUnit:
    return AddUnit(unit, index, label or msg(QT_TRANSLATE_NOOP("Edits", "Add %1"), unit.name))


def add_from_catalogue(document: RosterDocument, entries: Sequence[CatalogueEntry],
                       index: int | None = None) -> AddUnit | Batch:
    """Copies of catalogue templates (fresh ids, fixed now so redo re-adds the same units)."""
    if not entries:
        raise ValueError("nothing to add")
    for entry in entries:
        check_edition(document, entry.unit)
    at = len(document.roster.units) if index is None else index
    adds = [add_unit(entry.instantiate(), at + number) for number, entry in enumerate(entries)]
    if len(adds) == 1:
        return adds[0]
    return Batch(tuple(adds), msg(QT_TRANSLATE_NOOP("Edits", "Add units from the catalogue: "
                                                              "%1"), len(adds)))


def new_unit(document: RosterDocument, name: str, model_name: str,
             index: int | None = None) -> AddUnit:
    """A unit made from scratch: one model with a plain starting profile."""
    edition = document.roster.edition
    unit = Unit(name=valid_name(name), models=[blank_group(edition, valid_name(model_name))])
    return add_unit(unit, index, msg(QT_TRANSLATE_NOOP("Edits", "Add new unit %1"), unit.name))


def remove_unit(document: RosterDocument, unit_id: str) -> RemoveUnit:
    unit = find_unit(document, unit_id)[1]
    return RemoveUnit(unit_id, msg(QT_TRANSLATE_NOOP("Edits", "Remove %1"), unit.name))


def duplicate_unit(document: RosterDocument, unit_id: str) -> AddUnit:
    """A copy with its own id, right after the original (same name, as players expect)."""
    index, unit = find_unit(document, unit_id)
    copy = unit.model_copy(update={"id": new_id()}, deep=True)
    return add_unit(copy, index + 1, msg(QT_TRANSLATE_NOOP("Edits", "Duplicate %1"), unit.name))


def move_unit(document: RosterDocument, unit_id: str, target: int) -> MoveUnit:
    unit = find_unit(document, unit_id)[1]
    if not 0 <= target < len(document.roster.units):
        raise IndexError(target)
    return MoveUnit(unit_id, target, msg(QT_TRANSLATE_NOOP("Edits", "Move %1"), unit.name))


def rename_unit(document: RosterDocument, unit_id: str, name: str) -> SetUnitField:
    unit = find_unit(document, unit_id)[1]
    value = checked(unit, "name", name, Message(FIELD_CTX, NAME_FIELD.title))
    return SetUnitField(unit_id, "name", value,
                        msg(QT_TRANSLATE_NOOP("Edits", "Rename %1 to %2"), unit.name, value))


def set_unit_notes(document: RosterDocument, unit_id: str, notes: str) -> SetUnitField:
    unit = find_unit(document, unit_id)[1]
    value = checked(unit, "notes", notes, msg(QT_TRANSLATE_NOOP("Edits", "Notes")))
    return SetUnitField(unit_id, "notes", value,
                        msg(QT_TRANSLATE_NOOP("Edits", "Edit the notes of %1"), unit.name))


def set_unit_points(document: RosterDocument, unit_id: str, points: int) -> SetUnitField:
    unit = find_unit(document, unit_id)[1]
    value = checked(unit, "points", points, msg(QT_TRANSLATE_NOOP("Edits", "Points")))
    return SetUnitField(unit_id, "points", value, msg(
        QT_TRANSLATE_NOOP("Edits", "Set the extra points of %1 to %2"), unit.name, value))


def add_model_group(document: RosterDocument, unit_id: str, group: ModelGroup | None = None,
                    index: int | None = None, model_name: str = "Model") -> ChangeGroups:
    unit = find_unit(document, unit_id)[1]
    new = group or blank_group(document.roster.edition, valid_name(model_name))
    check_edition(document, Unit(name=unit.name, models=[new]))
    at = len(unit.models) if index is None else index
    if not 0 <= at <= len(unit.models):
        raise IndexError(at)
    return ChangeGroups(unit_id, at, new, msg(QT_TRANSLATE_NOOP("Edits", "Add %1 to %2"),
                                               new.name, unit.name), "insert")


def remove_model_group(document: RosterDocument, unit_id: str, group: int) -> ChangeGroups:
    unit, old = group_at(document, unit_id, group)
    return ChangeGroups(unit_id, group, None, msg(
        QT_TRANSLATE_NOOP("Edits", "Remove %1 from %2"), old.name, unit.name), "remove")


def duplicate_model_group(document: RosterDocument, unit_id: str, group: int) -> ChangeGroups:
    unit, old = group_at(document, unit_id, group)
    return ChangeGroups(unit_id, group + 1, old.model_copy(deep=True), msg(
        QT_TRANSLATE_NOOP("Edits", "Duplicate %1 in %2"), old.name, unit.name), "insert")


def _set_group(document: RosterDocument, unit_id: str, group: int, key: str, value: object,
               title: Message, template: str) -> ChangeGroups:
    _unit_obj, old = group_at(document, unit_id, group)
    normal = checked(old, key, value, title)
    return ChangeGroups(unit_id, group, old.model_copy(update={key: normal}),
                        msg(template, old.name, normal), key=key)


def rename_model_group(document: RosterDocument, unit_id: str, group: int,
                       name: str) -> ChangeGroups:
    return _set_group(document, unit_id, group, "name", name, Message(FIELD_CTX, NAME_FIELD.title),
                      QT_TRANSLATE_NOOP("Edits", "Rename %1 to %2"))


def set_model_count(document: RosterDocument, unit_id: str, group: int,
                    count: int) -> ChangeGroups:
    return _set_group(document, unit_id, group, "count", count,
                      msg(QT_TRANSLATE_NOOP("Edits", "Number of models")),
                      QT_TRANSLATE_NOOP("Edits", "Set the number of %1 to %2"))


def set_points_each(document: RosterDocument, unit_id: str, group: int,
                    points: int) -> ChangeGroups:
    return _set_group(document, unit_id, group, "points_each", points,
                      msg(QT_TRANSLATE_NOOP("Edits", "Points")),
                      QT_TRANSLATE_NOOP("Edits", "Set the points of %1 to %2 each"))


def set_keywords(document: RosterDocument, unit_id: str, group: int,
                 keywords: Sequence[str]) -> ChangeGroups:
    """A model group's keywords and special rules ("Infantry", "Feel No Pain (5+)"...), in
    the order given, blanks and repeats dropped; refused when one is too long or there are
    too many."""
    _unit_obj, old = group_at(document, unit_id, group)
    cleaned: list[str] = []
    for keyword in keywords:
        text = " ".join(str(keyword).split())
        if text and text.casefold() not in {k.casefold() for k in cleaned}:
            cleaned.append(text)
    if any(len(k) > 100 for k in cleaned):
        raise DomainError(msg(QT_TRANSLATE_NOOP(
            "Edits", "A keyword or special rule can be at most 100 characters long")))
    if len(cleaned) > 50:
        raise DomainError(msg(QT_TRANSLATE_NOOP(
            "Edits", "A model group can have at most 50 keywords and special rules")))
    normal = checked(old, "keywords", cleaned, msg(QT_TRANSLATE_NOOP("Edits", "Keywords")))
    shown = ", ".join(cleaned) if cleaned else "-"
    return ChangeGroups(unit_id, group, old.model_copy(update={"keywords": normal}),
                        msg(QT_TRANSLATE_NOOP("Edits", "Set the keywords of %1 to %2"),
                            old.name, shown), key="keywords")


def set_characteristic(document: RosterDocument, unit_id: str, group: int, key: str,
                       value: int | None) -> ChangeGroups:
    """One characteristic of a model group, refused outside the edition's legal range."""
    _unit_obj, old = group_at(document, unit_id, group)
    edition = document.roster.edition
    label = key.upper()
    if edition is not None:
        spec = characteristic(edition, key)
        label = spec.label
        if value is None and not allows_dash(edition, old, key):
            raise error("Profile", QT_TRANSLATE_NOOP("Profile", "%1 needs a value"), label)
        problem = spec.problem(value) if value is not None else None
        if problem is not None:
            raise DomainError(problem)
        shown = spec.display(value)
    else:
        if not key or len(key) > 32:
            raise ValueError(key)
        shown = "-" if value is None else str(value)
    characteristics = dict(old.characteristics)
    characteristics[key] = value
    normal = checked(old, "characteristics", characteristics, label)
    return ChangeGroups(unit_id, group, old.model_copy(update={"characteristics": normal}),
                        msg(QT_TRANSLATE_NOOP("Edits", "Set %1 of %2 to %3"), label, old.name,
                             shown), key=key)


def add_weapon(document: RosterDocument, unit_id: str, group: int, weapon: Weapon | None = None,
               index: int | None = None, weapon_name: str = "Weapon") -> ChangeWeapons:
    _unit_obj, old = group_at(document, unit_id, group)
    new = weapon or blank_weapon(document.roster.edition, valid_name(weapon_name))
    at = len(old.weapons) if index is None else index
    if not 0 <= at <= len(old.weapons) or len(old.weapons) >= 100:
        raise error(CTX, QT_TRANSLATE_NOOP("Edits", "%1 cannot carry more weapons"), old.name)
    return ChangeWeapons(unit_id, group, at, new, msg(
        QT_TRANSLATE_NOOP("Edits", "Add %1 to %2"), new.name, old.name), "insert")


def remove_weapon(document: RosterDocument, unit_id: str, group: int,
                  weapon: int) -> ChangeWeapons:
    _unit_obj, owner, old = weapon_at(document, unit_id, group, weapon)
    return ChangeWeapons(unit_id, group, weapon, None, msg(
        QT_TRANSLATE_NOOP("Edits", "Remove %1 from %2"), old.name, owner.name), "remove")


def duplicate_weapon(document: RosterDocument, unit_id: str, group: int,
                     weapon: int) -> ChangeWeapons:
    _unit_obj, owner, old = weapon_at(document, unit_id, group, weapon)
    return ChangeWeapons(unit_id, group, weapon + 1, old.model_copy(deep=True), msg(
        QT_TRANSLATE_NOOP("Edits", "Duplicate %1 in %2"), old.name, owner.name), "insert")


def set_weapon_field(document: RosterDocument, unit_id: str, group: int, weapon: int, key: str,
                     value: object) -> ChangeWeapons:
    """One value of a weapon, refused when the edition's column cannot hold it."""
    _unit_obj, _owner, old = weapon_at(document, unit_id, group, weapon)
    spec = weapon_field(document.roster.edition, key)
    if spec.kind == "rules" and isinstance(value, (list, tuple)):
        value = [str(rule).strip() for rule in value if str(rule).strip()]
    if spec.kind == "type" and value == "":
        value = None
    problem = spec.problem(value, document.roster.edition)
    if problem is not None:
        raise DomainError(problem)
    title = Message(FIELD_CTX, spec.title)
    normal = checked(old, key, value, title)
    new = old.model_copy(update={key: normal})
    if key == "name":
        label = msg(QT_TRANSLATE_NOOP("Edits", "Rename %1 to %2"), old.name, normal)
    else:
        label = msg(QT_TRANSLATE_NOOP("Edits", "Set %1 of %2 to %3"), title, old.name,
                     spec.display(normal))
    return ChangeWeapons(unit_id, group, weapon, new, label, key=key)


def rename_roster(document: RosterDocument, name: str) -> SetRosterField:
    value = checked(document.roster, "name", name, Message(FIELD_CTX, NAME_FIELD.title))
    return SetRosterField("name", value,
                          msg(QT_TRANSLATE_NOOP("Edits", "Rename the roster to %1"), value))


def set_points_limit(document: RosterDocument, limit: int | None) -> SetRosterField:
    value = checked(document.roster, "points_limit", limit,
                     msg(QT_TRANSLATE_NOOP("Edits", "Points limit")))
    if value is None:
        return SetRosterField("points_limit", None,
                              msg(QT_TRANSLATE_NOOP("Edits", "Remove the points limit")))
    return SetRosterField("points_limit", value,
                          msg(QT_TRANSLATE_NOOP("Edits", "Set the points limit to %1"), value))


def set_roster_notes(document: RosterDocument, notes: str) -> SetRosterField:
    value = checked(document.roster, "notes", notes, msg(QT_TRANSLATE_NOOP("Edits", "Notes")))
    return SetRosterField("notes", value, msg(QT_TRANSLATE_NOOP("Edits",
                                                                 "Edit the roster notes")))
