"""The undoable edits: each ``apply`` swaps in new objects through the document (which emits
one typed change event) and keeps what it replaced, so ``revert`` restores it exactly."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, Literal, TypeVar

from desktop.domain.document import (
    FieldPart,
    GroupPart,
    Op,
    ReplaceUnit,
    RosterDocument,
    WeaponPart,
)
from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import Message

T = TypeVar("T")


def find_unit(document: RosterDocument, unit_id: str) -> tuple[int, Unit]:
    index = document.index_of(unit_id)
    return index, document.roster.units[index]


def _splice(items: Sequence[T], at: int, value: T | None, old_present: bool,
            ) -> tuple[list[T], T | None, Op]:
    """``items`` with the one at ``at`` removed (if present) and ``value`` put there (if
    any): the new list, the item taken out, and what happened at ``at``."""
    out = list(items)
    old = out.pop(at) if old_present else None
    if value is not None:
        out.insert(at, value)
    op: Op = ("changed" if old is not None and value is not None
              else "inserted" if value is not None else "removed")
    return out, old, op


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
        index, unit = find_unit(document, self.unit_id)
        old = getattr(unit, self.key)
        document.update_unit(index, unit.model_copy(update={self.key: value}),
                             FieldPart(self.key))
        return old

    def apply(self, document: RosterDocument) -> None:
        self._old = self._put(document, self.value)

    def revert(self, document: RosterDocument) -> None:
        self._put(document, self._old)


class _Splice(Generic[T]):
    """Insert, remove or replace one item of a list inside a unit: ``_put`` puts ``value`` at
    the edit's place (None: no item) and returns what was there."""

    new: T | None
    mode: Literal["insert", "remove", "replace"]
    _old: T | None

    def _put(self, document: RosterDocument, value: T | None, old_present: bool) -> T | None:
        raise NotImplementedError

    def apply(self, document: RosterDocument) -> None:
        self._old = self._put(document, self.new, self.mode != "insert")

    def revert(self, document: RosterDocument) -> None:
        self._put(document, self._old, self.new is not None)


@dataclass
class ChangeGroups(_Splice[ModelGroup]):
    """Insert, remove or replace one model group (``new``/``old`` None = absent)."""

    unit_id: str
    group: int
    new: ModelGroup | None
    label: Message
    mode: Literal["insert", "remove", "replace"] = "replace"
    key: str | None = None  # the group's field this edit sets (None: the whole group)
    _old: ModelGroup | None = field(default=None, repr=False)

    @property
    def name(self) -> Message:
        return self.label

    def _put(self, document: RosterDocument, value: ModelGroup | None,
             old_present: bool) -> ModelGroup | None:
        index, unit = find_unit(document, self.unit_id)
        models, old, op = _splice(unit.models, self.group, value, old_present)
        document.update_unit(index, unit.model_copy(update={"models": models}),
                             GroupPart(self.group, op, self.key))
        return old


@dataclass
class ChangeWeapons(_Splice[Weapon]):
    """Insert, remove or replace one weapon of a model group (None = absent)."""

    unit_id: str
    group: int
    weapon: int
    new: Weapon | None
    label: Message
    mode: Literal["insert", "remove", "replace"] = "replace"
    key: str | None = None
    _old: Weapon | None = field(default=None, repr=False)

    @property
    def name(self) -> Message:
        return self.label

    def _put(self, document: RosterDocument, value: Weapon | None,
             old_present: bool) -> Weapon | None:
        index, unit = find_unit(document, self.unit_id)
        group = unit.models[self.group]
        weapons, old, op = _splice(group.weapons, self.weapon, value, old_present)
        models = list(unit.models)
        models[self.group] = group.model_copy(update={"weapons": weapons})
        document.update_unit(index, unit.model_copy(update={"models": models}),
                             WeaponPart(self.group, self.weapon, op, self.key))
        return old


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

    edits: tuple[Edit | Batch | ReplaceUnit, ...]
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
