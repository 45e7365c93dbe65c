"""Wiring the Rules dock into the main window: the dock, the Help menu entry and F1."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from desktop.reference import Language
    from desktop.ui.main_window import MainWindow
    from desktop.ui.reference.panel import RulesPanel


HELP_KEY = QKeySequence(Qt.Key.Key_F1)  # the same key as the panel's own (panel.HELP_KEY)


class HelpKeyFilter(QObject):
    """F1 anywhere in the main window opens the reference, unless a widget claimed F1.

    Installed on the main window, it sees a key press only after the focused widget and
    its parents let it through, and only when no shortcut took the key first — so a dock
    with its own F1 (the wizard's "rule of this step") keeps it where it has focus.  A
    second F1 *shortcut* would not do: Qt finds two and fires neither.
    """

    def __init__(self, panel: LazyRules) -> None:
        super().__init__(panel)
        self.panel = panel

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                QKeySequence(event.keyCombination()) == HELP_KEY:
            self.panel.show_reference()
            return True
        return False


class LazyRules(QObject):
    """The Rules dock, its Help menu entry and F1, with the panel built on first use.

    Building the reader, the topics tree and the glossary takes about as long as the rest
    of the window, and most sessions open the reference late or never: the dock starts
    empty and hidden, and the panel is made when the dock is first shown or a rule is
    asked for (``show_step`` from the wizard, F1, the menu).
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window_ = window
        self._panel: RulesPanel | None = None
        self.dock = window.add_dock("RulesDock", QWidget(), Qt.DockWidgetArea.RightDockWidgetArea,
                                    visible=False)
        self.dock.visibilityChanged.connect(self._visibility_changed)
        self.help_action = QAction(window)
        self.help_action.triggered.connect(lambda _checked=False: self.show_reference())
        menu_actions = window.help_menu.actions()
        if menu_actions:
            window.help_menu.insertAction(menu_actions[0], self.help_action)
        else:
            window.help_menu.addAction(self.help_action)
        window.installEventFilter(HelpKeyFilter(self))
        window.i18n.language_changed.connect(lambda _language: self.retranslate_ui())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.help_action.setText(self.tr("&Rules reference") + "\t"
                                 + HELP_KEY.toString(QKeySequence.SequenceFormat.NativeText))
        self.help_action.setToolTip(self.tr("Open the rules reference"))
        self.dock.setWindowTitle(self.tr("Rules"))

    @property
    def built(self) -> bool:
        return self._panel is not None

    def panel(self) -> RulesPanel:
        if self._panel is None:
            from desktop.ui.reference.panel import RulesPanel

            panel = RulesPanel(self.window_)
            panel.dock = self.dock
            panel.help_action = self.help_action  # the menu entry the window already shows
            self.dock.setWidget(panel)
            self.dock.visibilityChanged.connect(panel.on_dock_visibility)
            panel.retranslate_ui()
            self._panel = panel
            if self.dock.isVisible():
                panel.on_dock_visibility(True)
        return self._panel

    def _visibility_changed(self, visible: bool) -> None:
        if visible:
            self._place_first_time()
            self.panel()

    def _place_first_time(self) -> None:
        """The first time ever, the reference opens as a floating window beside the wizard:
        docked on the right it would share the height with the Shooting dock, too cramped to
        read a table.  Where the player puts it after that is remembered (window state)."""
        settings = self.window_.settings
        if settings.rules_dock_placed:
            return
        settings.rules_dock_placed = True
        if self.dock.isFloating():
            return
        self.dock.setFloating(True)
        frame = self.window_.geometry()
        self.dock.resize(min(900, max(480, frame.width() - 80)),
                         min(720, max(360, frame.height() - 120)))
        self.dock.move(frame.x() + 40, frame.y() + 80)

    def show_step(self, edition: str, step_id: str) -> bool:
        self._place_first_time()
        return self.panel().show_step(edition, step_id)

    def show_topic(self, edition: str, topic_id: str, lang: Language | None = None,
                   highlight: str | None = None) -> bool:
        self._place_first_time()
        return self.panel().show_topic(edition, topic_id, lang, highlight)

    def show_reference(self) -> None:
        self._place_first_time()
        self.panel().show_reference()


def install_lazy(window: MainWindow) -> LazyRules:
    """Add the Rules dock (built when first needed), F1 and the Help menu entry (once)."""
    existing = window.features.get("rules")
    if isinstance(existing, LazyRules):
        return existing
    rules = LazyRules(window)
    window.features["rules"] = rules
    return rules


def install(window: MainWindow) -> RulesPanel:
    """Like :func:`install_lazy`, and build the panel now."""
    return install_lazy(window).panel()
