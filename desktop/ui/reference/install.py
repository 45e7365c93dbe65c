"""Wiring the Rules dock into the main window: the dock, the Help menu entry and F1."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

from desktop.ui.reference.panel import HELP_KEY, RulesPanel

if TYPE_CHECKING:
    from desktop.ui.main_window import MainWindow


class HelpKeyFilter(QObject):
    """F1 anywhere in the main window opens the reference, unless a widget claimed F1.

    Installed on the main window, it sees a key press only after the focused widget and
    its parents let it through, and only when no shortcut took the key first — so a dock
    with its own F1 (the wizard's "rule of this step") keeps it where it has focus.  A
    second F1 *shortcut* would not do: Qt finds two and fires neither.
    """

    def __init__(self, panel: RulesPanel) -> None:
        super().__init__(panel)
        self.panel = panel

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                QKeySequence(event.keyCombination()) == HELP_KEY:
            self.panel.show_reference()
            return True
        return False


def install(window: MainWindow) -> RulesPanel:
    """Add the "RulesDock" (hidden until asked for), F1 and a Help menu entry (once)."""
    existing = window.features.get("rules")
    if isinstance(existing, RulesPanel):
        return existing
    panel = RulesPanel(window)
    window.features["rules"] = panel
    dock = window.add_dock("RulesDock", panel, Qt.DockWidgetArea.RightDockWidgetArea,
                           visible=False)
    panel.dock = dock
    dock.visibilityChanged.connect(panel.on_dock_visibility)
    window.installEventFilter(HelpKeyFilter(panel))
    menu_actions = window.help_menu.actions()
    if menu_actions:
        window.help_menu.insertAction(menu_actions[0], panel.help_action)
    else:
        window.help_menu.addAction(panel.help_action)
    panel.retranslate_ui()
    return panel
