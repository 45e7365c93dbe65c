"""The game data behind one open roster: reading it, looking at the roster through it, and
changing the roster through it as one undoable step per change.

A roster built from game data, or imported from BattleScribe / New Recruit, keeps its
BattleScribe document (``Roster.battlescribe``).  When the data of its game system is
installed, the roster's :class:`DataSession` reads the catalogues its forces use (in a worker
thread) and then:

* checks the roster as BattleScribe does (:meth:`findings`, shown in the Findings dock with
  Auspex's own checks), naming the unit of each finding so a double-click selects it;
* shows what each unit may take (:meth:`view`) and changes it (:meth:`edit`): the change is
  made on the document by :class:`RosterBuilder`, the units are made again from it, and the
  two rosters (before and after) become one :class:`~desktop.domain.edits.swap.SwapRoster`
  step on the roster's undo stack, so undo and redo restore the document text exactly.

The document of the roster on screen is kept between steps (by identity of the roster
object), so an option change does not read the document again; after an undo, or an edit
made in Auspex's own tables, it is made again from the roster (its kept document merged with
those edits, :func:`merged_with_units`).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from desktop.domain.edits.swap import SwapRoster
from desktop.domain.findings import Finding, Severity
from desktop.domain.roster import Roster
from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats.errors import FormatError
from desktop.ui.document import OpenRoster
from desktop.ui.undo import push_edit

if TYPE_CHECKING:  # the game data machinery loads when a roster that has data is opened
    from desktop.formats.battlescribe.builder import RosterBuilder
    from desktop.formats.battlescribe.catalogue import GameData
    from desktop.formats.battlescribe.engine import Container
    from desktop.formats.battlescribe.model import Force, RosterDocument, Selection
    from desktop.ui.gamedata.loading import DataLoader

log = logging.getLogger(__name__)

CTX = "GameData"

# How a change made through the game data is named in the undo history.
ADD = QT_TRANSLATE_NOOP("DataEdits", "Add %1")
REMOVE = QT_TRANSLATE_NOOP("DataEdits", "Remove %1")
SET_NUMBER = QT_TRANSLATE_NOOP("DataEdits", "Set %1 to %2")
CHOOSE = QT_TRANSLATE_NOOP("DataEdits", "Choose %1")
CLEAR = QT_TRANSLATE_NOOP("DataEdits", "Clear %1")
DUPLICATE = QT_TRANSLATE_NOOP("DataEdits", "Duplicate %1")
MOVE = QT_TRANSLATE_NOOP("DataEdits", "Move %1")
ADD_FORCE = QT_TRANSLATE_NOOP("DataEdits", "Add force %1")
REMOVE_FORCE = QT_TRANSLATE_NOOP("DataEdits", "Remove force %1")


def edit_name(template: str, *args: object) -> Message:
    return Message("DataEdits", template, args)


_SYSTEM = re.compile(r'gameSystemId"?\s*[:=]\s*"([^"]{1,200})"')
_SYSTEM_NAME = re.compile(r'gameSystemName"?\s*[:=]\s*"([^"]{0,200})"')


def _sniff(text: str) -> tuple[str, str]:
    """The game system id and name a kept document names near its start (XML or JSON),
    so a roster whose data is not installed is not parsed at all."""
    head = text[:8192]
    found = _SYSTEM.search(head)
    name = _SYSTEM_NAME.search(head)
    return (found.group(1) if found else "", name.group(1) if name else "")


@dataclass
class _Kept:
    """The document of one roster object, and which selection stands for each unit."""

    roster: Roster
    document: RosterDocument
    units: dict[str, Selection]
    builder: RosterBuilder | None = None


Change = Callable[["RosterBuilder", dict[str, "Selection"]], "Selection | Force | None"]


class DataSession(QObject):
    """See the module docstring.

    Signals:
        changed(): the state changed (the data was read, could not be, or was replaced).
    """

    changed = Signal()
    NONE, LOADING, READY, MISSING, FAILED = "none", "loading", "ready", "missing", "failed"

    def __init__(self, open_roster: OpenRoster) -> None:
        from desktop.ui.gamedata.loading import events

        super().__init__(open_roster)
        self.setObjectName("DataSession")
        self.open_roster = open_roster
        self.state = self.NONE
        self.data: GameData | None = None
        self.problem: Message | None = None  # why the data is missing or unreadable
        self.notes: list[Finding] = []  # catalogues not installed, or older ones used
        self.checked_against = ""  # "Game system, revision N" once ready
        self._loader: DataLoader | None = None
        self._kept: _Kept | None = None
        self._findings: tuple[Roster, list[Finding]] | None = None
        events().installed_changed.connect(self._installed_changed)
        self.start()

    def _installed_changed(self) -> None:
        """Game data was added or removed: a roster waiting for its data looks again (one
        that has its data keeps what it read)."""
        if self.state in (self.MISSING, self.FAILED):
            self.start()

    # --- finding and making sessions ------------------------------------------------------

    @classmethod
    def of(cls, open_roster: OpenRoster, create: bool = True) -> DataSession | None:
        """The roster's session: made on first use for a roster that keeps a BattleScribe
        document (None for other rosters, or when ``create`` is False and none exists)."""
        found = open_roster.findChild(DataSession, "DataSession")
        if isinstance(found, DataSession):
            return found
        if not create or not open_roster.roster.battlescribe:
            return None
        return cls(open_roster)

    @property
    def ready(self) -> bool:
        return self.state == self.READY and self.data is not None

    def start(self) -> None:
        """Find the installed data of the roster's game system and read the catalogues its
        forces use (at once when they were read before, else in a worker thread)."""
        from desktop.formats.battlescribe.catalogue import revision_number
        from desktop.formats.battlescribe.keep import kept_document
        from desktop.ui.gamedata.loading import DataLoader, installed_for

        text = self.open_roster.roster.battlescribe or ""
        system_id, system_name = _sniff(text)
        item = installed_for(system_id) if system_id else None
        document = kept_document(self.open_roster.roster) if item is not None or \
            not system_id else None
        if document is not None and item is None:
            system_id, system_name = document.game_system_id, document.game_system_name
            item = installed_for(system_id)
        if item is None or document is None:
            self.problem = Message(CTX, QT_TRANSLATE_NOOP(
                "GameData", "The game data of %1 is not installed: add it (File > Game "
                            "data…) to check this roster against its catalogues and to "
                            "change its options."),
                (system_name.strip() or system_id,))
            self._set(self.MISSING if system_id else self.NONE)
            return
        known = {c.header.id: c.header for c in item.catalogues}
        wanted: list[str] = []
        notes: list[Finding] = []
        for force in document.all_forces():
            if not force.catalogue_id or force.catalogue_id in wanted:
                continue
            header = known.get(force.catalogue_id)
            if header is None:
                notes.append(Finding(Severity.WARNING, "missing-catalogue", Message(
                    CTX, QT_TRANSLATE_NOOP("GameData", "The catalogue %1 is not installed; "
                                                       "its forces are not checked"),
                    (force.catalogue_name.strip() or force.catalogue_id,))))
                continue
            wanted.append(force.catalogue_id)
            if force.catalogue_revision and \
                    revision_number(force.catalogue_revision) < header.revision_number:
                notes.append(Finding(Severity.WARNING, "older-data", Message(
                    CTX, QT_TRANSLATE_NOOP("GameData", "%1 was built with revision %2 of "
                                                       "its catalogue; the installed one is "
                                                       "revision %3"),
                    (force.catalogue_name.strip() or header.name.strip(),
                     force.catalogue_revision, header.revision))))
        self.notes = notes
        self.checked_against = f"{item.name} ({item.revision})"
        self._loader = DataLoader(item, wanted, self)
        self._loader.finished.connect(self._loaded)
        self.state = self.LOADING
        self._loader.start()
        if self.state == self.LOADING:
            self.changed.emit()

    def wait(self, seconds: float = 60.0) -> None:
        """Block until the data is read (tests, scripts)."""
        if self._loader is not None:
            self._loader.wait(seconds)

    def _loaded(self, data: GameData | None, error: FormatError | None) -> None:
        self._loader = None
        if data is None:
            self.problem = error.message if error is not None else None
            self._set(self.FAILED)
            return
        self.data = data
        self.problem = None
        self._kept = None
        self._findings = None
        self._set(self.READY)

    def _set(self, state: str) -> None:
        self.state = state
        self.changed.emit()

    # --- looking at the roster --------------------------------------------------------------

    def kept(self, roster: Roster | None = None) -> _Kept:
        """The document of ``roster`` (the roster on screen by default)."""
        from desktop.formats.battlescribe.keep import merged_with_units

        roster = roster if roster is not None else self.open_roster.roster
        if self._kept is not None and self._kept.roster is roster:
            return self._kept
        merged = merged_with_units(roster)
        if merged is None:
            raise FormatError(Message(CTX, QT_TRANSLATE_NOOP(
                "GameData", "This roster keeps no BattleScribe document")))
        self._kept = _Kept(roster, *merged)
        return self._kept

    def builder(self, roster: Roster | None = None) -> RosterBuilder:
        """A builder over the document as it is (nothing recomputed), to look at it."""
        from desktop.formats.battlescribe.builder import RosterBuilder

        assert self.data is not None
        kept = self.kept(roster)
        if kept.builder is None:
            kept.builder = RosterBuilder(self.data, kept.document.name, document=kept.document,
                                         refresh=False)
        return kept.builder

    def selection_of(self, unit_id: str) -> Selection | None:
        """The selection that stands for a unit of the roster on screen."""
        return self.kept().units.get(unit_id)

    def unit_of(self, selection: Selection | Force | None) -> str | None:
        """The id of the roster unit holding ``selection`` (in the roster on screen)."""
        from desktop.formats.battlescribe.model import Selection

        if not isinstance(selection, Selection):
            return None
        kept = self.kept()
        for unit_id, top in kept.units.items():
            if any(item is selection for item in top.walk()):
                return unit_id
        return None

    def findings(self, roster: Roster) -> list[Finding]:
        """The roster's problems by its catalogues (errors first), each naming its unit."""
        from desktop.formats.battlescribe.convert import native_units, points_type
        from desktop.formats.battlescribe.validate import validate

        if not self.ready:
            return []
        if self._findings is not None and self._findings[0] is roster:
            return self._findings[1]
        assert self.data is not None
        try:
            kept = self.kept(roster)
        except FormatError:
            return []
        found = validate(self.data, kept.document)
        points, _ = points_type(kept.document)
        listed = native_units(kept.document, points)
        unit_of = {id(selection): unit_id for unit_id, selection in kept.units.items()}
        mapped: list[Finding] = []
        for finding in found:
            unit_id = finding.unit_id
            if unit_id is not None and unit_id.startswith("u") and unit_id[1:].isdigit():
                index = int(unit_id[1:]) - 1
                unit_id = unit_of.get(id(listed[index])) if 0 <= index < len(listed) else None
            mapped.append(replace(finding, unit_id=unit_id))
        result = [*[f for f in mapped if f.severity is Severity.ERROR], *self.notes,
                  *[f for f in mapped if f.severity is not Severity.ERROR]]
        self._findings = (roster, result)
        return result

    # --- changing the roster ----------------------------------------------------------------

    def holds(self, container: Container | None) -> bool:
        """Whether ``container`` belongs to the document of the roster on screen (a widget
        built before the last change may name one that does not any more)."""
        if container is None:
            return False
        try:
            kept = self.kept()
        except FormatError:
            return False
        for force in kept.document.all_forces():
            if force is container:
                return True
            for top in force.selections:
                if any(item is container for item in top.walk()):
                    return True
        return False

    def edit(self, label: Message, change: Change) -> str | None:
        """Make ``change`` on the roster's document as one undoable step.

        ``change(builder, units)`` edits through the builder (``units``: unit id ->
        selection) and returns what to select afterwards; the id of the unit that holds it
        is returned (None when there is none, or when the change was refused: the reason is
        raised as :class:`FormatError`)."""
        from desktop.formats.battlescribe.builder import RosterBuilder
        from desktop.formats.battlescribe.convert import native_units, points_type
        from desktop.formats.battlescribe.model import Selection

        if not self.ready:
            raise FormatError(self.problem or Message(CTX, QT_TRANSLATE_NOOP(
                "GameData", "The game data is still being read")))
        assert self.data is not None
        before = self.open_roster.roster
        kept = self.kept(before)
        self._kept = None  # the document is changed in place from here on
        builder = RosterBuilder(self.data, kept.document.name, document=kept.document,
                                refresh=False)
        focus = change(builder, kept.units)
        builder.refresh()
        after = self._roster_of(kept.document, before)
        points, _ = points_type(kept.document)
        listed = native_units(kept.document, points)
        units = {f"u{index + 1}": selection for index, selection in enumerate(listed)}
        self._kept = _Kept(after, kept.document, units, builder)
        push_edit(self.open_roster.undo_stack, self.open_roster.document,
                  SwapRoster(before, after, label))
        if isinstance(focus, Selection):
            for unit_id, top in units.items():
                if any(item is focus for item in top.walk()):
                    return unit_id
        return None

    @staticmethod
    def _roster_of(document: RosterDocument, before: Roster) -> Roster:
        """The Auspex roster for ``document``; units equal to ``before``'s keep their
        objects (the findings and the tree then know they did not change)."""
        from desktop.formats.battlescribe.convert import to_roster
        from desktop.formats.battlescribe.keep import document_text

        text = document_text(document)
        if text is None:
            raise FormatError(Message(CTX, QT_TRANSLATE_NOOP(
                "GameData", "The roster is too large to keep its BattleScribe document")))
        roster, _warnings = to_roster(document)
        old = {unit.id: unit for unit in before.units}
        units = [old[unit.id] if unit.id in old and old[unit.id] == unit else unit
                 for unit in roster.units]
        return roster.model_copy(update={"units": units, "battlescribe": text})
