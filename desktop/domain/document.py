"""An open roster being edited: the current :class:`Roster` plus typed change events.

Edits are small command objects with ``apply``/``revert`` that work on the pure-Python
document; the Qt layer wraps each one in a ``QUndoCommand`` (``desktop.ui.undo``).  Listeners
(the Qt item models, the totals and findings panels) hear exactly what changed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol

from desktop.domain.roster import Roster, Unit
from desktop.domain.text import Message

Op = Literal["changed", "inserted", "removed"]


@dataclass(frozen=True)
class FieldPart:
    """A field of the unit itself changed (name, notes, points...)."""

    field: str


@dataclass(frozen=True)
class GroupPart:
    """Model group ``group`` of the unit was changed, inserted or removed."""

    group: int
    op: Op = "changed"
    field: str | None = None  # the group's field that changed, when one did


@dataclass(frozen=True)
class WeaponPart:
    """Weapon ``weapon`` of model group ``group`` was changed, inserted or removed."""

    group: int
    weapon: int
    op: Op = "changed"
    field: str | None = None


Part = FieldPart | GroupPart | WeaponPart


@dataclass(frozen=True)
class UnitInserted:
    unit_id: str
    index: int


@dataclass(frozen=True)
class UnitRemoved:
    unit_id: str
    index: int


@dataclass(frozen=True)
class UnitMoved:
    """The unit at ``source`` now stands at ``target``."""

    unit_id: str
    source: int
    target: int


@dataclass(frozen=True)
class UnitChanged:
    """The unit at ``index`` was replaced by an edited copy (same id); ``part`` says what
    changed, None: anything in the unit may have (e.g. a shooting result)."""

    unit_id: str
    index: int
    part: Part | None = None


@dataclass(frozen=True)
class RosterChanged:
    """Roster-level fields changed (name, points limit, notes)."""

    fields: tuple[str, ...]


@dataclass(frozen=True)
class Reset:
    """The whole roster was swapped (restore, revert to saved)."""


Change = UnitInserted | UnitRemoved | UnitMoved | UnitChanged | RosterChanged | Reset


def unit_of(change: Change) -> str | None:
    """The id of the unit ``change`` is about (None for roster-wide changes)."""
    return None if isinstance(change, (RosterChanged, Reset)) else change.unit_id


Listener = Callable[[Change], None]


class Edit(Protocol):
    """One undoable change of a document."""

    @property
    def name(self) -> Message: ...

    def apply(self, document: RosterDocument) -> None: ...

    def revert(self, document: RosterDocument) -> None: ...


class RosterDocument:
    def __init__(self, roster: Roster) -> None:
        self.roster = roster
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` on every change; the returned function (safe to call more than
        once) stops it."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def emit(self, change: Change) -> None:
        for listener in list(self._listeners):
            listener(change)

    def index_of(self, unit_id: str) -> int:
        for index, unit in enumerate(self.roster.units):
            if unit.id == unit_id:
                return index
        raise KeyError(unit_id)

    def set_unit(self, index: int, unit: Unit) -> None:
        """Put ``unit`` at ``index`` (same id) and tell the listeners."""
        units = list(self.roster.units)
        units[index] = unit
        self.roster = self.roster.model_copy(update={"units": units})
        self.emit(UnitChanged(unit.id, index))

    # --- finer helpers for the roster editor's edits (desktop.domain.edits) -----------------
    # Every helper swaps in new immutable-by-convention objects (never mutates the old ones,
    # which undo keeps) and emits exactly one change event describing what moved.

    def insert_unit(self, index: int, unit: Unit) -> None:
        """Put a new ``unit`` at ``index`` (its id must not be in the roster yet)."""
        units = list(self.roster.units)
        if any(existing.id == unit.id for existing in units):
            raise ValueError(f"unit id {unit.id} is already in the roster")
        units.insert(index, unit)
        self.roster = self.roster.model_copy(update={"units": units})
        self.emit(UnitInserted(unit.id, index))

    def remove_unit(self, index: int) -> Unit:
        units = list(self.roster.units)
        unit = units.pop(index)
        self.roster = self.roster.model_copy(update={"units": units})
        self.emit(UnitRemoved(unit.id, index))
        return unit

    def move_unit(self, source: int, target: int) -> None:
        """Move the unit at ``source`` so that it ends up at ``target``."""
        units = list(self.roster.units)
        unit = units.pop(source)
        units.insert(target, unit)
        self.roster = self.roster.model_copy(update={"units": units})
        self.emit(UnitMoved(unit.id, source, target))

    def update_unit(self, index: int, unit: Unit, part: Part) -> None:
        """Like :meth:`set_unit`, with ``part`` saying what changed, e.g.
        ``GroupPart(1, "inserted")`` (listeners that ignore it still see a UnitChanged)."""
        units = list(self.roster.units)
        units[index] = unit
        self.roster = self.roster.model_copy(update={"units": units})
        self.emit(UnitChanged(unit.id, index, part))

    def update_roster(self, **fields: object) -> None:
        """Change roster-level fields (name, points limit, notes); values already validated."""
        self.roster = self.roster.model_copy(update=fields)
        self.emit(RosterChanged(tuple(fields)))

    def replace(self, roster: Roster) -> None:
        """Swap the whole roster (used by restore and revert-to-saved)."""
        self.roster = roster
        self.emit(Reset())


@dataclass
class ReplaceUnit:
    """Swap one unit for an edited copy (the shooting result, a bulk change...)."""

    unit_id: str
    new: Unit
    label: Message
    old: Unit | None = None

    @property
    def name(self) -> Message:
        return self.label

    def apply(self, document: RosterDocument) -> None:
        index = document.index_of(self.unit_id)
        self.old = document.roster.units[index]
        document.set_unit(index, self.new)

    def revert(self, document: RosterDocument) -> None:
        if self.old is None:
            raise RuntimeError("revert before apply")
        document.set_unit(document.index_of(self.unit_id), self.old)
