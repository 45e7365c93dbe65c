"""An open roster being edited: the current :class:`Roster` plus fine-grained change events.

Edits are small command objects with ``apply``/``revert`` that work on the pure-Python
document; the Qt layer wraps each one in a ``QUndoCommand`` (``desktop.ui.undo``).  Listeners
(the Qt item models, the totals and findings panels) hear exactly what changed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from desktop.domain.roster import Roster, Unit
from desktop.domain.text import Message


@dataclass(frozen=True)
class Change:
    """What an edit touched: ``kind`` is e.g. "roster", "unit-inserted", "unit-removed",
    "unit-changed", "unit-moved"; ``unit_id``/``index`` locate it.

    A "unit-changed" from the editor's edits carries ``extra["part"]``: "unit" (a field of
    the unit itself), "group"/"group-inserted"/"group-removed" with ``extra["group"]``, or
    "weapon"/"weapon-inserted"/"weapon-removed" with ``extra["group"]`` and
    ``extra["weapon"]``.  Without a part, anything in the unit may have changed."""

    kind: str
    unit_id: str | None = None
    index: int | None = None
    extra: dict[str, object] = field(default_factory=dict)


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
        self.emit(Change("unit-changed", unit.id, index))

    # --- finer helpers for the roster editor's edits (desktop.domain.edits) -----------------
    # Every helper swaps in new immutable-by-convention objects (never mutates the old ones,
    # which undo keeps) and emits exactly one Change describing what moved.

    def insert_unit(self, index: int, unit: Unit) -> None:
        """Put a new ``unit`` at ``index`` (its id must not be in the roster yet)."""
        units = list(self.roster.units)
        if any(existing.id == unit.id for existing in units):
            raise ValueError(f"unit id {unit.id} is already in the roster")
        units.insert(index, unit)
        self.roster = self.roster.model_copy(update={"units": units})
        self.emit(Change("unit-inserted", unit.id, index))

    def remove_unit(self, index: int) -> Unit:
        units = list(self.roster.units)
        unit = units.pop(index)
        self.roster = self.roster.model_copy(update={"units": units})
        self.emit(Change("unit-removed", unit.id, index))
        return unit

    def move_unit(self, source: int, target: int) -> None:
        """Move the unit at ``source`` so that it ends up at ``target``."""
        units = list(self.roster.units)
        unit = units.pop(source)
        units.insert(target, unit)
        self.roster = self.roster.model_copy(update={"units": units})
        self.emit(Change("unit-moved", unit.id, target, {"from": source}))

    def update_unit(self, index: int, unit: Unit, **detail: object) -> None:
        """Like :meth:`set_unit`, with ``detail`` saying which part changed, e.g.
        ``part="group-inserted", group=1`` (listeners that ignore it still see "unit-changed")."""
        units = list(self.roster.units)
        units[index] = unit
        self.roster = self.roster.model_copy(update={"units": units})
        self.emit(Change("unit-changed", unit.id, index, dict(detail)))

    def update_roster(self, **fields: object) -> None:
        """Change roster-level fields (name, points limit, notes); values already validated."""
        self.roster = self.roster.model_copy(update=fields)
        self.emit(Change("roster", extra={"fields": tuple(fields)}))

    def replace(self, roster: Roster) -> None:
        """Swap the whole roster (used by restore and revert-to-saved)."""
        self.roster = roster
        self.emit(Change("reset"))


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
