"""The roster editor (issue #4): tree + profile tables + findings, every edit undoable.

``install(window)`` makes every roster tab an editor and adds the findings dock; the lead can
put the editor's QActions (``actions_for(window)``) into the File/Edit menus.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from desktop.ui.document import OpenRoster
from desktop.ui.editor.actions import EditorActions
from desktop.ui.editor.editor import RosterEditor
from desktop.ui.editor.findings import FindingsPanel, FindingsTracker

if TYPE_CHECKING:
    from desktop.ui.main_window import MainWindow

__all__ = ["EditorActions", "FindingsPanel", "RosterEditor", "actions_for", "current_editor",
           "install"]


def current_editor(window: MainWindow) -> RosterEditor | None:
    widget = window.current_view(build=False)  # never build from inside a build
    return widget if isinstance(widget, RosterEditor) else None


def actions_for(window: MainWindow) -> EditorActions | None:
    """The editor's actions installed on ``window`` (None before :func:`install`)."""
    found = window.findChild(EditorActions, "RosterEditorActions")
    return found if isinstance(found, EditorActions) else None


def install(window: MainWindow) -> None:
    """Open every roster (also those already open) in the editor; add the findings dock."""
    if actions_for(window) is not None:
        return
    actions = EditorActions(window, lambda: current_editor(window))
    window.view_factory = lambda open_roster: RosterEditor(open_roster, actions)
    window.rebuild_views()  # rosters opened before the editor existed (views built lazily)

    panel = FindingsPanel()
    dock = window.add_dock("FindingsDock", panel, Qt.DockWidgetArea.BottomDockWidgetArea)
    panel.retranslate_ui()

    def follow(open_roster: OpenRoster | None) -> None:
        panel.set_tracker(FindingsTracker.of(open_roster) if open_roster else None)
        actions.update_state()

    def go_to(finding: object) -> None:
        editor = current_editor(window)
        if editor is not None:
            editor.select_finding(finding)  # type: ignore[arg-type]

    window.current_roster_changed.connect(follow)
    panel.activated.connect(go_to)
    window.i18n.language_changed.connect(lambda _language: actions.retranslate())
    dock.setVisible(True)
    window.resizeDocks([dock], [160], Qt.Orientation.Vertical)
    follow(window.current)
