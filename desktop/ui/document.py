"""One open roster in the window: the pure document, its file, its undo stack, its autosave."""

from __future__ import annotations

import itertools
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from desktop import storage
from desktop.domain.document import RosterDocument
from desktop.domain.roster import Roster

_counter = itertools.count(1)


class OpenRoster(QObject):
    """Signals:
        changed(): the roster or its saved state changed (title, totals...).
    """

    changed = Signal()

    def __init__(self, roster: Roster, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = RosterDocument(roster)
        self.path = path
        # The file as this roster last read or wrote it (None: not from a file, or unknown):
        # saving over a file that has changed since asks first.
        self.disk: storage.FileStamp | None = None
        self.undo_stack = QUndoStack(self)
        self.serial = next(_counter)
        # Bound slots (not lambdas): Qt drops them when this object is destroyed, before the
        # stack it owns clears itself and signals on the way out.
        self.undo_stack.cleanChanged.connect(self._stack_changed)
        self.undo_stack.indexChanged.connect(self._stack_changed)
        self.document.subscribe(lambda _change: self.changed.emit())
        self._forced_dirty = False

    def _stack_changed(self, *_args: object) -> None:
        self.changed.emit()

    @property
    def roster(self) -> Roster:
        return self.document.roster

    @property
    def modified(self) -> bool:
        return self._forced_dirty or not self.undo_stack.isClean()

    def mark_modified(self) -> None:
        """A roster that was never saved as it is (restored autosave, import)."""
        self._forced_dirty = True
        self.changed.emit()

    def mark_saved(self, path: Path, disk: storage.FileStamp | None = None) -> None:
        self.path = path
        self.disk = disk
        self._forced_dirty = False
        self.undo_stack.setClean()
        self.changed.emit()

    @property
    def autosave_key(self) -> str:
        return storage.autosave_key(str(self.path) if self.path else None,
                                    f"{id(self)}-{self.serial}")
