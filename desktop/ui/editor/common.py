"""What the editor's models, delegates and widgets share: roles, item references, pushing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from desktop.domain.document import Edit, RosterDocument
from desktop.domain.text import DomainError, Message
from desktop.ui.document import OpenRoster
from desktop.ui.i18n import render
from desktop.ui.undo import push_edit

NO_PARENT = QModelIndex()  # a shared default argument (never modified)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class Role(IntEnum):
    """Custom data roles.  KIND/UNIT_ID/GROUP/WEAPON locate the item; the EDITOR_* roles
    tell the value delegate which editor fits and what it may hold."""

    KIND = Qt.ItemDataRole.UserRole + 1
    UNIT_ID = Qt.ItemDataRole.UserRole + 2
    GROUP = Qt.ItemDataRole.UserRole + 3
    WEAPON = Qt.ItemDataRole.UserRole + 4
    SORT = Qt.ItemDataRole.UserRole + 5
    EDITOR = Qt.ItemDataRole.UserRole + 10  # "name", "int", "dice", "type", "rules", "text"
    MINIMUM = Qt.ItemDataRole.UserRole + 11
    MAXIMUM = Qt.ItemDataRole.UserRole + 12
    DASH = Qt.ItemDataRole.UserRole + 13  # None ("-") allowed
    SUFFIX = Qt.ItemDataRole.UserRole + 14  # "+" for rolls needed, '"' for ranges
    SIGNED = Qt.ItemDataRole.UserRole + 15  # show "+1"
    CHOICES = Qt.ItemDataRole.UserRole + 16  # [(key, shown text)] for a combo box
    COMPLETIONS = Qt.ItemDataRole.UserRole + 17  # [names] offered while typing a list


class Kind(IntEnum):
    ROSTER = 0
    UNIT = 1
    GROUP = 2
    WEAPON = 3


@dataclass(frozen=True)
class ItemRef:
    """An item of the roster: the roster itself, a unit, one of its model groups or weapons."""

    kind: Kind
    unit_id: str | None = None
    group: int | None = None
    weapon: int | None = None


class Pusher(QObject):
    """Builds edits and pushes them onto the roster's undo stack; a refused edit becomes a
    ``refused`` signal with the reason in the user's language (never an exception).

    Signals:
        refused(str): an edit was refused; the argument says why.
    """

    refused = Signal(str)

    def __init__(self, open_roster: OpenRoster, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.open_roster = open_roster

    @property
    def document(self) -> RosterDocument:
        return self.open_roster.document

    def push(self, edit: Edit) -> None:
        push_edit(self.open_roster.undo_stack, self.open_roster.document, edit)

    def attempt(self, build: Callable[[], Edit]) -> bool:
        """Call ``build()`` (an edit factory) and push the edit; False if it was refused."""
        try:
            edit = build()
        except DomainError as exc:
            self.refuse(exc.message)
            return False
        self.push(edit)
        return True

    def refuse(self, message: Message | str) -> None:
        self.refused.emit(message if isinstance(message, str) else render(message))


def problem_of(build: Callable[[], object]) -> str | None:
    """Why the edit ``build()`` would be refused, in the user's language (None: it is fine).

    Delegates ask this while the player types, so the reason shown is the domain's own."""
    try:
        build()
    except DomainError as exc:
        return render(exc.message)
    return None


class LazyRebuild(QWidget):
    """A panel rebuilt from the roster only while it is shown: ``refresh()`` rebuilds now if
    visible, ``later()`` once the current change (all of its events) is over, and a hidden
    panel rebuilds when it is shown again.  Subclasses implement ``_rebuild()`` and call
    ``super()._rebuild()`` (or clear ``_dirty``) there."""

    _dirty = True
    _scheduled = False

    def _rebuild(self) -> None:
        self._dirty = False

    def refresh(self) -> None:
        self._dirty = True
        if self.isVisible():
            self._rebuild()

    def later(self) -> None:
        """The roster changed: rebuild once the change is over."""
        self._dirty = True
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self._flush)

    def _flush(self) -> None:
        self._scheduled = False
        if self._dirty and self.isVisible():
            self._rebuild()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._dirty:
            self._rebuild()
