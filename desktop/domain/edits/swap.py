"""One undoable step that swaps the whole roster for another state of it.

Edits made through the game data (an option chosen, a unit added from a catalogue, a force
added) change the roster's BattleScribe document, from which the units are made again; the
step keeps both rosters, so undo and redo put back exactly the roster (and the document text
it keeps) that was there.  Listeners hear as little as changed: one unit changed (the usual
option change) is a ``UnitChanged``, roster-level fields a ``RosterChanged``, anything more a
``Reset``.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.domain.document import Change, Reset, RosterChanged, RosterDocument, UnitChanged
from desktop.domain.roster import Roster
from desktop.domain.text import Message

_ROSTER_FIELDS = ("name", "edition", "game_system", "faction", "points_limit", "notes",
                  "battlescribe")


def changes_between(old: Roster, new: Roster) -> list[Change]:
    """The change events that take a listener from ``old`` to ``new``."""
    if [u.id for u in old.units] != [u.id for u in new.units]:
        return [Reset()]
    changed = [(index, unit) for index, (before, unit) in enumerate(zip(old.units, new.units,
                                                                        strict=True))
               if before is not unit and before != unit]
    if len(changed) > 1:
        return [Reset()]
    events: list[Change] = [UnitChanged(unit.id, index) for index, unit in changed]
    fields = tuple(name for name in _ROSTER_FIELDS
                   if getattr(old, name) != getattr(new, name))
    if fields:
        events.append(RosterChanged(fields))
    return events


@dataclass
class SwapRoster:
    """Put ``after`` in place of ``before`` (the roster the step was made from)."""

    before: Roster
    after: Roster
    label: Message

    @property
    def name(self) -> Message:
        return self.label

    @staticmethod
    def _put(document: RosterDocument, roster: Roster) -> None:
        old = document.roster
        document.roster = roster  # listeners see the whole new state from the first event
        for change in changes_between(old, roster):
            document.emit(change)

    def apply(self, document: RosterDocument) -> None:
        self._put(document, self.after)

    def revert(self, document: RosterDocument) -> None:
        self._put(document, self.before)
