"""The editor's commands as one set of QActions for the whole window.

Every editor's toolbar shows the same QAction objects, and the main window may add them to its
menus too: one action per command means no ambiguous shortcuts however many rosters are open.
Triggering an action runs the command on the editor of the current tab.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from desktop.ui.shortcuts import remove_ambiguous, set_shortcut

if TYPE_CHECKING:
    from desktop.ui.editor.editor import RosterEditor

# (command, shortcut): the command is a method of RosterEditor (and ``can_<command>``).
COMMANDS: tuple[tuple[str, QKeySequence.StandardKey | str | None], ...] = (
    ("add_unit", "Ctrl+Shift+N"),
    ("new_unit", "Ctrl+Alt+N"),
    ("duplicate", "Ctrl+D"),
    ("rename", "F2"),
    ("remove", QKeySequence.StandardKey.Delete),
    ("move_up", "Ctrl+Shift+Up"),
    ("move_down", "Ctrl+Shift+Down"),
    ("add_model", "Ctrl+Shift+M"),
    ("add_weapon", "Ctrl+Shift+W"),
    ("copy_text", "Ctrl+Shift+C"),
    ("print_roster", QKeySequence.StandardKey.Print),
    ("export_pdf", "Ctrl+Shift+E"),
)
# Commands on the selected item: their shortcuts work only while the focus is in an editor
# (Del in another dock's list must not remove a unit).
ITEM_COMMANDS = ("duplicate", "rename", "remove", "move_up", "move_down", "add_model",
                 "add_weapon")


class EditorActions(QObject):
    """``add_unit_action``, ``new_unit_action``, ``duplicate_action``, ``rename_action``,
    ``remove_action``, ``move_up_action``, ``move_down_action``, ``add_model_action``,
    ``add_weapon_action``, ``copy_text_action``, ``print_roster_action``,
    ``export_pdf_action``: QActions that act on ``current()``, the editor being shown."""

    def __init__(self, parent: QObject, current: Callable[[], RosterEditor | None]) -> None:
        super().__init__(parent)
        self.setObjectName("RosterEditorActions")
        self.current = current
        self.actions: dict[str, QAction] = {}
        for name, shortcut in COMMANDS:
            action = QAction(self)
            action.setObjectName(f"{name}_action")
            set_shortcut(action, shortcut)
            if name in ITEM_COMMANDS:
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _checked=False, n=name: self.run(n))
            setattr(self, f"{name}_action", action)
            self.actions[name] = action
        remove_ambiguous(self.actions.values())  # X11's Delete is also Ctrl+D (Duplicate)
        self.retranslate()
        self.update_state()

    def run(self, name: str) -> None:
        editor = self.current()
        if editor is not None and editor.can(name):
            getattr(editor, name)()
        self.update_state()

    def update_state(self) -> None:
        editor = self.current()
        for name, action in self.actions.items():
            action.setEnabled(editor is not None and editor.can(name))

    def retranslate(self) -> None:
        texts = {
            "add_unit": (self.tr("&Add unit from catalogue…"), self.tr("Add unit")),
            "new_unit": (self.tr("&New blank unit"), self.tr("New unit")),
            "duplicate": (self.tr("&Duplicate"), self.tr("Duplicate")),
            "rename": (self.tr("Renam&e"), self.tr("Rename")),
            "remove": (self.tr("Remo&ve"), self.tr("Remove")),
            "move_up": (self.tr("Move unit u&p"), self.tr("Up")),
            "move_down": (self.tr("Move unit d&own"), self.tr("Down")),
            "add_model": (self.tr("Add &model"), self.tr("Add model")),
            "add_weapon": (self.tr("Add &weapon"), self.tr("Add weapon")),
            "copy_text": (self.tr("Cop&y roster as text"), self.tr("Copy text")),
            "print_roster": (self.tr("&Print roster…"), self.tr("Print")),
            "export_pdf": (self.tr("Export roster as PD&F…"), self.tr("PDF")),
        }
        for name, (text, short) in texts.items():
            action = self.actions[name]
            action.setText(text)
            action.setIconText(short)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            plain = text.replace("&", "").rstrip("…")
            action.setToolTip(f"{plain} ({keys})" if keys else plain)
