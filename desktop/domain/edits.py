"""Every change the roster editor makes, as small undoable edits (pure Python, no Qt).

Factories (``rename_unit(document, unit_id, name)``...) check the input first and raise
:class:`DomainError` with a reason a player understands, so an edit that exists can always be
applied: nothing bad ever reaches the undo stack.  ``apply``/``revert`` swap in new objects
(the old ones stay untouched for undo) through :class:`RosterDocument`, which emits one
fine-grained :class:`Change` per step.  Units are found by id, model groups and weapons by
position: undo and redo restore exact states, so positions stay valid.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from desktop.domain.catalogue import CatalogueEntry
from desktop.domain.dice import DiceExpr
from desktop.domain.document import RosterDocument
from desktop.domain.editions import (
    MODEL_CHARACTERISTICS,
    WEAPON_TYPE_NAMES,
    WEAPON_TYPES,
    Edition,
    characteristic,
)
from desktop.domain.findings import VEHICLE_KEYS
from desktop.domain.roster import ModelGroup, Name, Unit, Weapon, new_id
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message, error

CTX = "Edits"
FIELD_CTX = "WeaponField"
_M = TypeVar("_M", bound=BaseModel)


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


_NAME = _f("name", QT_TRANSLATE_NOOP("WeaponField", "Weapon"),
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

# The ranges are the ones the findings report as errors (desktop.domain.findings), so the
# editor refuses what the findings panel would flag.
WEAPON_FIELDS: dict[Edition | None, tuple[WeaponField, ...]] = {
    Edition.CLASSIC: (_NAME, _RANGE, _TYPE, _SHOTS, _S, _AP, _RULES),
    Edition.KILL_TEAM_2018: (
        _NAME, _RANGE, _TYPE, _SHOTS, _S,
        _f("ap", "AP", QT_TRANSLATE_NOOP("WeaponField", "AP"), "int", -6, 0), _D, _RULES),
    Edition.HORUS_HERESY: (
        _NAME, _RANGE, _f("shots", "FP", QT_TRANSLATE_NOOP("WeaponField", "Firepower"), "dice"),
        _f("strength", "RS", QT_TRANSLATE_NOOP("WeaponField", "Ranged Strength"), "int", 1, 10,
           dash=True),
        _AP, _D, _RULES),
    Edition.SECOND: (
        _NAME,
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
    None: (_NAME, _RANGE, _TYPE, _SHOTS,
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


# --- the edits ---------------------------------------------------------------------------

def _unit(document: RosterDocument, unit_id: str) -> tuple[int, Unit]:
    index = document.index_of(unit_id)
    return index, document.roster.units[index]


@dataclass
class AddUnit:
    unit: Unit
    index: int | None
    label: Message
    _at: int = field(default=-1, repr=False)

    @property
    def name(self) -> Message:
        return self.label

    def apply(self, document: RosterDocument) -> None:
        self._at = len(document.roster.units) if self.index is None else self.index
        document.insert_unit(self._at, self.unit)

    def revert(self, document: RosterDocument) -> None:
        document.remove_unit(document.index_of(self.unit.id))


@dataclass
class RemoveUnit:
    unit_id: str
    label: Message
    _index: int = field(default=-1, repr=False)
    _removed: Unit | None = field(default=None, repr=False)

    @property
    def name(self) -> Message:
        return self.label

    def apply(self, document: RosterDocument) -> None:
        self._index = document.index_of(self.unit_id)
        self._removed = document.remove_unit(self._index)

    def revert(self, document: RosterDocument) -> None:
        assert self._removed is not None, "revert before apply"
        document.insert_unit(self._index, self._removed)


@dataclass
class MoveUnit:
    unit_id: str
    target: int
    label: Message
    _source: int = field(default=-1, repr=False)

    @property
    def name(self) -> Message:
        return self.label

    def apply(self, document: RosterDocument) -> None:
        self._source = document.index_of(self.unit_id)
        document.move_unit(self._source, self.target)

    def revert(self, document: RosterDocument) -> None:
        document.move_unit(self.target, self._source)


@dataclass
class SetUnitField:
    unit_id: str
    key: str
    value: object
    label: Message
    _old: object = field(default=None, repr=False)

    @property
    def name(self) -> Message:
        return self.label

    def _put(self, document: RosterDocument, value: object) -> object:
        index, unit = _unit(document, self.unit_id)
        old = getattr(unit, self.key)
        document.update_unit(index, unit.model_copy(update={self.key: value}),
                             part="unit", field=self.key)
        return old

    def apply(self, document: RosterDocument) -> None:
        self._old = self._put(document, self.value)

    def revert(self, document: RosterDocument) -> None:
        self._put(document, self._old)


@dataclass
class ChangeGroups:
    """Insert, remove or replace one model group (``new``/``old`` None = absent)."""

    unit_id: str
    group: int
    new: ModelGroup | None
    label: Message
    mode: Literal["insert", "remove", "replace"] = "replace"
    detail: dict[str, object] = field(default_factory=dict)
    _old: ModelGroup | None = field(default=None, repr=False)

    @property
    def name(self) -> Message:
        return self.label

    def _put(self, document: RosterDocument, value: ModelGroup | None,
             old_present: bool) -> ModelGroup | None:
        index, unit = _unit(document, self.unit_id)
        models = list(unit.models)
        old = models.pop(self.group) if old_present else None
        if value is not None:
            models.insert(self.group, value)
        part = ("group" if old is not None and value is not None
                else "group-inserted" if value is not None else "group-removed")
        document.update_unit(index, unit.model_copy(update={"models": models}), part=part,
                             group=self.group, **self.detail)
        return old

    def apply(self, document: RosterDocument) -> None:
        self._old = self._put(document, self.new, self.mode != "insert")

    def revert(self, document: RosterDocument) -> None:
        self._put(document, self._old, self.new is not None)


@dataclass
class ChangeWeapons:
    """Insert, remove or replace one weapon of a model group (None = absent)."""

    unit_id: str
    group: int
    weapon: int
    new: Weapon | None
    label: Message
    mode: Literal["insert", "remove", "replace"] = "replace"
    detail: dict[str, object] = field(default_factory=dict)
    _old: Weapon | None = field(default=None, repr=False)

    @property
    def name(self) -> Message:
        return self.label

    def _put(self, document: RosterDocument, value: Weapon | None,
             old_present: bool) -> Weapon | None:
        index, unit = _unit(document, self.unit_id)
        group = unit.models[self.group]
        weapons = list(group.weapons)
        old = weapons.pop(self.weapon) if old_present else None
        if value is not None:
            weapons.insert(self.weapon, value)
        models = list(unit.models)
        models[self.group] = group.model_copy(update={"weapons": weapons})
        part = ("weapon" if old is not None and value is not None
                else "weapon-inserted" if value is not None else "weapon-removed")
        document.update_unit(index, unit.model_copy(update={"models": models}), part=part,
                             group=self.group, weapon=self.weapon, **self.detail)
        return old

    def apply(self, document: RosterDocument) -> None:
        self._old = self._put(document, self.new, self.mode != "insert")

    def revert(self, document: RosterDocument) -> None:
        self._put(document, self._old, self.new is not None)


@dataclass
class SetRosterField:
    key: str
    value: object
    label: Message
    _old: object = field(default=None, repr=False)

    @property
    def name(self) -> Message:
        return self.label

    def apply(self, document: RosterDocument) -> None:
        self._old = getattr(document.roster, self.key)
        document.update_roster(**{self.key: self.value})

    def revert(self, document: RosterDocument) -> None:
        document.update_roster(**{self.key: self._old})


Edit = AddUnit | RemoveUnit | MoveUnit | SetUnitField | ChangeGroups | ChangeWeapons \
    | SetRosterField


@dataclass
class Batch:
    """Several edits as one undo step (e.g. three units added from the catalogue at once)."""

    edits: tuple[Edit | Batch, ...]
    label: Message

    @property
    def name(self) -> Message:
        return self.label

    def apply(self, document: RosterDocument) -> None:
        for edit in self.edits:
            edit.apply(document)

    def revert(self, document: RosterDocument) -> None:
        for edit in reversed(self.edits):
            edit.revert(document)


# --- validation helpers ------------------------------------------------------------------

def _msg(template: str, *args: object) -> Message:
    return Message(CTX, template, args)


def _checked(obj: _M, key: str, value: object, title: Message | str) -> object:
    """``value`` as the model would store it in ``obj.key`` (validated and normalised)."""
    if isinstance(value, str) and key in ("name",) and not value.strip():
        raise DomainError(_msg(QT_TRANSLATE_NOOP("Edits", "A name cannot be empty")))
    probe = obj.model_copy()
    try:
        setattr(probe, key, value)
    except ValidationError as exc:
        cause = (exc.errors(include_url=False)[0].get("ctx") or {}).get("error")
        if isinstance(cause, DomainError):
            raise DomainError(cause.message) from None
        raise DomainError(_msg(QT_TRANSLATE_NOOP("Edits", "%1 cannot be '%2'"), title,
                               value)) from None
    return getattr(probe, key)


_NAME_ADAPTER: TypeAdapter[str] = TypeAdapter(Name)


def _name(text: str) -> str:
    """A valid name for a new unit, model or weapon (stripped, 1 to 200 characters)."""
    if not text.strip():
        raise DomainError(_msg(QT_TRANSLATE_NOOP("Edits", "A name cannot be empty")))
    try:
        return _NAME_ADAPTER.validate_python(text)
    except ValidationError:
        raise DomainError(_msg(QT_TRANSLATE_NOOP("Edits", "%1 cannot be '%2'"),
                               Message(FIELD_CTX, _NAME.title), text)) from None


def _group(document: RosterDocument, unit_id: str, group: int) -> tuple[Unit, ModelGroup]:
    unit = _unit(document, unit_id)[1]
    if not 0 <= group < len(unit.models):
        raise IndexError(group)
    return unit, unit.models[group]


def _weapon(document: RosterDocument, unit_id: str, group: int,
            weapon: int) -> tuple[Unit, ModelGroup, Weapon]:
    unit, model_group = _group(document, unit_id, group)
    if not 0 <= weapon < len(model_group.weapons):
        raise IndexError(weapon)
    return unit, model_group, model_group.weapons[weapon]


# --- factories: check, then build the edit -----------------------------------------------

def add_unit(unit: Unit, index: int | None = None, label: Message | None = None) -> AddUnit:
    return AddUnit(unit, index, label or _msg(QT_TRANSLATE_NOOP("Edits", "Add %1"), unit.name))


def add_from_catalogue(document: RosterDocument, entries: Sequence[CatalogueEntry],
                       index: int | None = None) -> AddUnit | Batch:
    """Copies of catalogue templates (fresh ids, fixed now so redo re-adds the same units)."""
    if not entries:
        raise ValueError("nothing to add")
    for entry in entries:
        _check_edition(document, entry.unit)
    at = len(document.roster.units) if index is None else index
    adds = [add_unit(entry.instantiate(), at + number) for number, entry in enumerate(entries)]
    if len(adds) == 1:
        return adds[0]
    return Batch(tuple(adds), _msg(QT_TRANSLATE_NOOP("Edits", "Add units from the catalogue: "
                                                              "%1"), len(adds)))


def _check_edition(document: RosterDocument, unit: Unit) -> None:
    edition = document.roster.edition
    if edition is None:
        return
    known = {spec.key for spec in MODEL_CHARACTERISTICS[edition]}
    for group in unit.models:
        unknown = sorted(set(group.characteristics) - known)
        if unknown:
            raise error(CTX, QT_TRANSLATE_NOOP("Edits", "%1 does not fit this edition ('%2' is "
                                                        "not one of its characteristics)"),
                        unit.name, unknown[0])


def new_unit(document: RosterDocument, name: str, model_name: str,
             index: int | None = None) -> AddUnit:
    """A unit made from scratch: one model with a plain starting profile."""
    edition = document.roster.edition
    unit = Unit(name=_name(name), models=[blank_group(edition, _name(model_name))])
    return add_unit(unit, index, _msg(QT_TRANSLATE_NOOP("Edits", "Add new unit %1"), unit.name))


def remove_unit(document: RosterDocument, unit_id: str) -> RemoveUnit:
    unit = _unit(document, unit_id)[1]
    return RemoveUnit(unit_id, _msg(QT_TRANSLATE_NOOP("Edits", "Remove %1"), unit.name))


def duplicate_unit(document: RosterDocument, unit_id: str) -> AddUnit:
    """A copy with its own id, right after the original (same name, as players expect)."""
    index, unit = _unit(document, unit_id)
    copy = unit.model_copy(update={"id": new_id()}, deep=True)
    return add_unit(copy, index + 1, _msg(QT_TRANSLATE_NOOP("Edits", "Duplicate %1"), unit.name))


def move_unit(document: RosterDocument, unit_id: str, target: int) -> MoveUnit:
    unit = _unit(document, unit_id)[1]
    if not 0 <= target < len(document.roster.units):
        raise IndexError(target)
    return MoveUnit(unit_id, target, _msg(QT_TRANSLATE_NOOP("Edits", "Move %1"), unit.name))


def rename_unit(document: RosterDocument, unit_id: str, name: str) -> SetUnitField:
    unit = _unit(document, unit_id)[1]
    value = _checked(unit, "name", name, Message(FIELD_CTX, _NAME.title))
    return SetUnitField(unit_id, "name", value,
                        _msg(QT_TRANSLATE_NOOP("Edits", "Rename %1 to %2"), unit.name, value))


def set_unit_notes(document: RosterDocument, unit_id: str, notes: str) -> SetUnitField:
    unit = _unit(document, unit_id)[1]
    value = _checked(unit, "notes", notes, _msg(QT_TRANSLATE_NOOP("Edits", "Notes")))
    return SetUnitField(unit_id, "notes", value,
                        _msg(QT_TRANSLATE_NOOP("Edits", "Edit the notes of %1"), unit.name))


def set_unit_points(document: RosterDocument, unit_id: str, points: int) -> SetUnitField:
    unit = _unit(document, unit_id)[1]
    value = _checked(unit, "points", points, _msg(QT_TRANSLATE_NOOP("Edits", "Points")))
    return SetUnitField(unit_id, "points", value, _msg(
        QT_TRANSLATE_NOOP("Edits", "Set the extra points of %1 to %2"), unit.name, value))


def add_model_group(document: RosterDocument, unit_id: str, group: ModelGroup | None = None,
                    index: int | None = None, model_name: str = "Model") -> ChangeGroups:
    unit = _unit(document, unit_id)[1]
    new = group or blank_group(document.roster.edition, _name(model_name))
    _check_edition(document, Unit(name=unit.name, models=[new]))
    at = len(unit.models) if index is None else index
    if not 0 <= at <= len(unit.models):
        raise IndexError(at)
    return ChangeGroups(unit_id, at, new, _msg(QT_TRANSLATE_NOOP("Edits", "Add %1 to %2"),
                                               new.name, unit.name), "insert")


def remove_model_group(document: RosterDocument, unit_id: str, group: int) -> ChangeGroups:
    unit, old = _group(document, unit_id, group)
    return ChangeGroups(unit_id, group, None, _msg(
        QT_TRANSLATE_NOOP("Edits", "Remove %1 from %2"), old.name, unit.name), "remove")


def duplicate_model_group(document: RosterDocument, unit_id: str, group: int) -> ChangeGroups:
    unit, old = _group(document, unit_id, group)
    return ChangeGroups(unit_id, group + 1, old.model_copy(deep=True), _msg(
        QT_TRANSLATE_NOOP("Edits", "Duplicate %1 in %2"), old.name, unit.name), "insert")


def _set_group(document: RosterDocument, unit_id: str, group: int, key: str, value: object,
               title: Message, template: str) -> ChangeGroups:
    _unit_obj, old = _group(document, unit_id, group)
    checked = _checked(old, key, value, title)
    return ChangeGroups(unit_id, group, old.model_copy(update={key: checked}),
                        _msg(template, old.name, checked), detail={"field": key})


def rename_model_group(document: RosterDocument, unit_id: str, group: int,
                       name: str) -> ChangeGroups:
    return _set_group(document, unit_id, group, "name", name, Message(FIELD_CTX, _NAME.title),
                      QT_TRANSLATE_NOOP("Edits", "Rename %1 to %2"))


def set_model_count(document: RosterDocument, unit_id: str, group: int,
                    count: int) -> ChangeGroups:
    return _set_group(document, unit_id, group, "count", count,
                      _msg(QT_TRANSLATE_NOOP("Edits", "Number of models")),
                      QT_TRANSLATE_NOOP("Edits", "Set the number of %1 to %2"))


def set_points_each(document: RosterDocument, unit_id: str, group: int,
                    points: int) -> ChangeGroups:
    return _set_group(document, unit_id, group, "points_each", points,
                      _msg(QT_TRANSLATE_NOOP("Edits", "Points")),
                      QT_TRANSLATE_NOOP("Edits", "Set the points of %1 to %2 each"))


def set_characteristic(document: RosterDocument, unit_id: str, group: int, key: str,
                       value: int | None) -> ChangeGroups:
    """One characteristic of a model group, refused outside the edition's legal range."""
    _unit_obj, old = _group(document, unit_id, group)
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
    checked = _checked(old, "characteristics", characteristics, label)
    return ChangeGroups(unit_id, group, old.model_copy(update={"characteristics": checked}),
                        _msg(QT_TRANSLATE_NOOP("Edits", "Set %1 of %2 to %3"), label, old.name,
                             shown), detail={"field": key})


def add_weapon(document: RosterDocument, unit_id: str, group: int, weapon: Weapon | None = None,
               index: int | None = None, weapon_name: str = "Weapon") -> ChangeWeapons:
    _unit_obj, old = _group(document, unit_id, group)
    new = weapon or blank_weapon(document.roster.edition, _name(weapon_name))
    at = len(old.weapons) if index is None else index
    if not 0 <= at <= len(old.weapons) or len(old.weapons) >= 100:
        raise error(CTX, QT_TRANSLATE_NOOP("Edits", "%1 cannot carry more weapons"), old.name)
    return ChangeWeapons(unit_id, group, at, new, _msg(
        QT_TRANSLATE_NOOP("Edits", "Add %1 to %2"), new.name, old.name), "insert")


def remove_weapon(document: RosterDocument, unit_id: str, group: int,
                  weapon: int) -> ChangeWeapons:
    _unit_obj, owner, old = _weapon(document, unit_id, group, weapon)
    return ChangeWeapons(unit_id, group, weapon, None, _msg(
        QT_TRANSLATE_NOOP("Edits", "Remove %1 from %2"), old.name, owner.name), "remove")


def duplicate_weapon(document: RosterDocument, unit_id: str, group: int,
                     weapon: int) -> ChangeWeapons:
    _unit_obj, owner, old = _weapon(document, unit_id, group, weapon)
    return ChangeWeapons(unit_id, group, weapon + 1, old.model_copy(deep=True), _msg(
        QT_TRANSLATE_NOOP("Edits", "Duplicate %1 in %2"), old.name, owner.name), "insert")


def set_weapon_field(document: RosterDocument, unit_id: str, group: int, weapon: int, key: str,
                     value: object) -> ChangeWeapons:
    """One value of a weapon, refused when the edition's column cannot hold it."""
    _unit_obj, _owner, old = _weapon(document, unit_id, group, weapon)
    spec = weapon_field(document.roster.edition, key)
    if spec.kind == "rules" and isinstance(value, (list, tuple)):
        value = [str(rule).strip() for rule in value if str(rule).strip()]
    if spec.kind == "type" and value == "":
        value = None
    problem = spec.problem(value, document.roster.edition)
    if problem is not None:
        raise DomainError(problem)
    title = Message(FIELD_CTX, spec.title)
    checked = _checked(old, key, value, title)
    new = old.model_copy(update={key: checked})
    if key == "name":
        label = _msg(QT_TRANSLATE_NOOP("Edits", "Rename %1 to %2"), old.name, checked)
    else:
        label = _msg(QT_TRANSLATE_NOOP("Edits", "Set %1 of %2 to %3"), title, old.name,
                     spec.display(checked))
    return ChangeWeapons(unit_id, group, weapon, new, label, detail={"field": key})


def rename_roster(document: RosterDocument, name: str) -> SetRosterField:
    value = _checked(document.roster, "name", name, Message(FIELD_CTX, _NAME.title))
    return SetRosterField("name", value,
                          _msg(QT_TRANSLATE_NOOP("Edits", "Rename the roster to %1"), value))


def set_points_limit(document: RosterDocument, limit: int | None) -> SetRosterField:
    value = _checked(document.roster, "points_limit", limit,
                     _msg(QT_TRANSLATE_NOOP("Edits", "Points limit")))
    if value is None:
        return SetRosterField("points_limit", None,
                              _msg(QT_TRANSLATE_NOOP("Edits", "Remove the points limit")))
    return SetRosterField("points_limit", value,
                          _msg(QT_TRANSLATE_NOOP("Edits", "Set the points limit to %1"), value))


def set_roster_notes(document: RosterDocument, notes: str) -> SetRosterField:
    value = _checked(document.roster, "notes", notes, _msg(QT_TRANSLATE_NOOP("Edits", "Notes")))
    return SetRosterField("notes", value, _msg(QT_TRANSLATE_NOOP("Edits",
                                                                 "Edit the roster notes")))
