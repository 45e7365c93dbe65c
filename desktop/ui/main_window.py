"""The main window: open rosters in tabs, menus, docks and settings (files: ``files.py``)."""

from __future__ import annotations

import base64
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QByteArray, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QShowEvent,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QTabWidget,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from desktop import storage
from desktop.domain.roster import Roster
from desktop.ui import dialogs
from desktop.ui.document import OpenRoster
from desktop.ui.files import Files, dropped_paths
from desktop.ui.i18n import LANGUAGES, I18n, Retranslating, arg
from desktop.ui.notices import Notices
from desktop.ui.roster_view import RosterView
from desktop.ui.shortcuts import set_shortcut, set_standard
from desktop.ui.undo import retranslate_stack
from desktop.ui.welcome import WelcomePage

log = logging.getLogger(__name__)

RosterViewFactory = Callable[[OpenRoster], QWidget]


class RosterTab(QWidget):
    """One tab's page: its roster, and the roster's view, built the first time it is needed.

    Opening eight rosters at start-up builds only the view on screen; the others are built
    when their tab is first chosen (or when code asks for :meth:`view`).
    """

    def __init__(self, open_roster: OpenRoster, window: MainWindow) -> None:
        super().__init__()
        self.open_roster = open_roster
        self._window = window
        self._view: QWidget | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    @property
    def built(self) -> bool:
        return self._view is not None

    def view(self) -> QWidget:
        if self._view is None:
            self._view = self._window.view_factory(self.open_roster)
            self._layout.addWidget(self._view)
        return self._view

    def rebuild(self) -> None:
        """Drop the view (if built); the next :meth:`view` call builds it with the window's
        current factory."""
        old, self._view = self._view, None
        if old is not None:
            old.hide()
            old.deleteLater()  # views stop listening to the roster when destroyed

    def showEvent(self, event: QShowEvent) -> None:
        self.view()
        super().showEvent(event)


class MainWindow(Retranslating, QMainWindow):
    """Signals:
        current_roster_changed(object): the OpenRoster now shown (or None).
        rosters_changed(): a roster was opened or closed, or the tabs were reordered (once
            for a batch such as the demo rosters).
    """

    current_roster_changed = Signal(object)
    rosters_changed = Signal()

    def __init__(self, i18n: I18n, settings: storage.Settings,
                 view_factory: RosterViewFactory | None = None) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.i18n = i18n
        self.settings = settings
        self.view_factory: RosterViewFactory = view_factory or RosterView
        self.features: dict[str, object] = {}
        self.shutdown_hooks: list[Callable[[], None]] = []
        self.undo_group = QUndoGroup(self)
        self.notices = Notices()  # problems shown until dealt with (autosave, settings)
        self.statusBar().addPermanentWidget(self.notices)
        self.files = Files(self)

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.tabCloseRequested.connect(self._close_tab)
        self.tabs.currentChanged.connect(self._on_current_changed)
        self.tabs.tabBar().tabMoved.connect(lambda _f, _t: self._rosters_changed())
        self._batch_depth = 0
        self._batch_changed = False
        self.welcome = WelcomePage()
        self.central = QStackedWidget()
        self.central.addWidget(self.welcome)
        self.central.addWidget(self.tabs)
        self.setCentralWidget(self.central)
        self.setAcceptDrops(True)

        self.docks: list[QDockWidget] = []
        self._create_actions()
        self._create_menus()
        self.undo_view = QUndoView(self.undo_group)
        self.undo_dock = self.add_dock("UndoHistoryDock", self.undo_view,
                                       Qt.DockWidgetArea.RightDockWidgetArea, visible=False)
        self.statusBar()

        self.i18n.language_changed.connect(self._on_language_changed)
        self.welcome.new_button.clicked.connect(self.new_roster)
        self.welcome.open_button.clicked.connect(self.files.open_dialog)
        self.welcome.import_button.clicked.connect(self.files.import_dialog)
        self.welcome.demo_button.clicked.connect(self.open_demo)
        self.welcome.data_button.clicked.connect(self.new_roster_from_data)
        self.retranslate_ui()
        self.resize(1200, 800)

    # --- construction ---------------------------------------------------------------------

    def _action(self, slot: Callable[[], object], shortcut: QKeySequence.StandardKey | str | None
                = None) -> QAction:
        action = QAction(self)
        set_shortcut(action, shortcut)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _create_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action(self.new_roster, key.New)
        self.new_from_data_action = self._action(self.new_roster_from_data)
        self.game_data_action = self._action(self.open_game_data)
        files = self.files
        self.open_action = self._action(files.open_dialog, key.Open)
        self.save_action = self._action(files.save_current, key.Save)
        self.save_as_action = self._action(files.save_current_as, key.SaveAs)
        self.close_action = self._action(self.close_current, key.Close)
        self.demo_action = self._action(self.open_demo)
        self.import_action = self._action(files.import_dialog, "Ctrl+I")
        self.export_rosz_action = self._action(files.export_current_rosz)
        self.quit_action = self._action(self.close, key.Quit)
        if not self.quit_action.shortcuts():  # some platforms bind no Quit key: Ctrl+Q
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.undo_action = self.undo_group.createUndoAction(self)
        set_standard(self.undo_action, key.Undo)
        self.redo_action = self.undo_group.createRedoAction(self)
        set_standard(self.redo_action, key.Redo)
        self.about_action = self._action(lambda: dialogs.show_about(self))
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.setData(code)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(self.files.fill_recent_menu)
        for item in (self.new_action, self.new_from_data_action, self.open_action,
                     self.recent_menu, None,
                     self.save_action, self.save_as_action, self.close_action, None,
                     self.import_action, self.export_rosz_action, self.game_data_action, None,
                     self.demo_action, None, self.quit_action):
            if item is None:
                self.file_menu.addSeparator()
            elif isinstance(item, QMenu):
                self.file_menu.addMenu(item)
            else:
                self.file_menu.addAction(item)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.view_menu = bar.addMenu("")
        self.language_menu = bar.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.about_action)

    def add_dock(self, object_name: str, widget: QWidget, area: Qt.DockWidgetArea,
                 visible: bool = True) -> QDockWidget:
        """A dock with a stable objectName (so saveState restores it) and a View toggle."""
        dock = QDockWidget(self)
        dock.setObjectName(object_name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        dock.setVisible(visible)
        self.view_menu.addAction(dock.toggleViewAction())
        self.docks.append(dock)
        return dock

    # --- translation ----------------------------------------------------------------------

    def _on_language_changed(self, _language: str) -> None:
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.new_action.setText(self.tr("&New roster…"))
        self.new_from_data_action.setText(self.tr("New roster from game da&ta…"))
        self.game_data_action.setText(self.tr("&Game data…"))
        self.open_action.setText(self.tr("&Open…"))
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.close_action.setText(self.tr("&Close roster"))
        self.demo_action.setText(self.tr("Open &demo rosters"))
        self.import_action.setText(self.tr("&Import BattleScribe roster…"))
        self.export_rosz_action.setText(self.tr("&Export as BattleScribe roster…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Auspex"))
        self.undo_dock.setWindowTitle(self.tr("Undo history"))
        self.undo_view.setEmptyLabel(self.tr("<unchanged>"))
        self.language_actions[self.i18n.language].setChecked(True)
        for index in range(self.tabs.count()):
            self._update_tab(index)
        for open_roster in self.rosters:
            retranslate_stack(open_roster.undo_stack)
        self._update_title()

    def set_language(self, language: str) -> None:
        if self.i18n.set_language(language):
            self.settings.language = language  # type: ignore[assignment]
            self.save_settings()

    # --- documents --------------------------------------------------------------------------

    def _tab(self, index: int) -> RosterTab | None:
        page = self.tabs.widget(index)
        return page if isinstance(page, RosterTab) else None

    @property
    def rosters(self) -> list[OpenRoster]:
        """The open rosters in tab order (the user may drag tabs around)."""
        return [tab.open_roster for index in range(self.tabs.count())
                if (tab := self._tab(index)) is not None]

    @property
    def current(self) -> OpenRoster | None:
        tab = self._tab(self.tabs.currentIndex())
        return tab.open_roster if tab is not None else None

    def view_at(self, index: int, build: bool = True) -> QWidget | None:
        """The view of the roster in tab ``index``, built now if it was not yet (unless
        ``build`` is False: then None for a view not built yet)."""
        tab = self._tab(index)
        if tab is None or not (build or tab.built):
            return None
        return tab.view()

    def current_view(self, build: bool = True) -> QWidget | None:
        return self.view_at(self.tabs.currentIndex(), build)

    def rebuild_views(self) -> None:
        """Views are rebuilt with the current ``view_factory`` (the one on screen at once)."""
        for index in range(self.tabs.count()):
            tab = self._tab(index)
            if tab is not None and tab.built:
                tab.rebuild()
        self.current_view()

    def add_roster(self, roster: Roster, path: Path | None = None,
                   modified: bool = False, activate: bool = True) -> OpenRoster:
        """Open ``roster`` in a new tab (made current unless ``activate`` is False; its view
        is built when the tab is first shown)."""
        open_roster = OpenRoster(roster, path, self)
        self.undo_group.addStack(open_roster.undo_stack)
        index = self.tabs.addTab(RosterTab(open_roster, self), "")
        open_roster.changed.connect(lambda o=open_roster: self._on_roster_changed(o))
        if modified:
            open_roster.mark_modified()
        self._update_tab(index)
        if activate:
            self.tabs.setCurrentIndex(index)
        self._rosters_changed()
        return open_roster

    def _rosters_changed(self) -> None:
        if self._batch_depth:
            self._batch_changed = True
        else:
            self.rosters_changed.emit()

    @contextmanager
    def opening_many(self) -> Iterator[None]:
        """Open several rosters: ``rosters_changed`` is emitted once, at the end."""
        self._batch_depth += 1
        try:
            yield
        finally:
            self._batch_depth -= 1
            if not self._batch_depth and self._batch_changed:
                self._batch_changed = False
                self.rosters_changed.emit()

    def _on_roster_changed(self, open_roster: OpenRoster) -> None:
        if open_roster in self.rosters:
            self._update_tab(self.rosters.index(open_roster))
        self._update_title()

    def _update_tab(self, index: int) -> None:
        open_roster = self.rosters[index]
        name = open_roster.roster.name + (" •" if open_roster.modified else "")
        self.tabs.setTabText(index, name)
        self.tabs.setTabToolTip(index, str(open_roster.path or self.tr("Not saved yet")))

    def _update_title(self) -> None:
        current = self.current
        if current is None:
            self.setWindowTitle("Auspex")
            self.setWindowModified(False)
            return
        self.setWindowTitle(f"{current.roster.name}[*] — Auspex")
        self.setWindowModified(current.modified)

    def _on_current_changed(self, index: int) -> None:
        self.view_at(index)  # build it before anyone follows the new current roster
        current = self.current
        self.undo_group.setActiveStack(
            current.undo_stack if current else None)  # type: ignore[arg-type]
        has = current is not None
        for action in (self.save_action, self.save_as_action, self.close_action,
                       self.export_rosz_action):
            action.setEnabled(has)
        self.central.setCurrentWidget(self.tabs if has else self.welcome)
        self._update_title()
        self.current_roster_changed.emit(current)

    def new_roster(self) -> None:
        dialog = dialogs.NewRosterDialog(self)
        if dialog.exec() == dialogs.QDialog.DialogCode.Accepted:
            self.add_roster(dialog.roster(), modified=True)

    def open_game_data(self) -> None:
        """File > Game data… (also the welcome page's and the hint bar's way in)."""
        self.files.open_game_data()

    def new_roster_from_data(self) -> None:
        """File > New roster from game data…"""
        self.files.new_roster_from_data()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dropped_paths(event):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = self._dropped_paths(event)
        if paths:
            event.acceptProposedAction()
            self.files.open_dropped(paths)

    @staticmethod
    def _dropped_paths(event: QDragEnterEvent | QDropEvent) -> list[Path]:
        mime = event.mimeData()
        if not mime.hasUrls():
            return []
        return dropped_paths([(url.isLocalFile(), url.toLocalFile()) for url in mime.urls()])

    def close_current(self) -> None:
        if self.current is not None:
            self._close_tab(self.tabs.currentIndex())

    def _close_tab(self, index: int) -> bool:
        open_roster = self.rosters[index]
        if open_roster.modified and not self.files.confirm_discard(open_roster):
            return False
        self.files.closed(open_roster)
        tab = self._tab(index)
        self.tabs.removeTab(index)
        if tab is not None:
            tab.rebuild()
            tab.deleteLater()
        self.undo_group.removeStack(open_roster.undo_stack)
        open_roster.deleteLater()
        self._rosters_changed()
        return True

    # --- demo ---------------------------------------------------------------------------------

    def open_demo(self) -> int:
        from desktop.ui.demo import load_demo_rosters

        first = self.tabs.count()
        count = 0
        with self.opening_many():
            for roster in load_demo_rosters():
                self.add_roster(roster, activate=False)  # only the tab on screen is built
                count += 1
            if count:
                self.tabs.setCurrentIndex(first)
        return count

    # --- settings -----------------------------------------------------------------------------

    def restore_layout(self) -> None:
        try:
            if self.settings.window_geometry:
                self.restoreGeometry(QByteArray(base64.b64decode(self.settings.window_geometry)))
            if self.settings.window_state:
                self.restoreState(QByteArray(base64.b64decode(self.settings.window_state)))
        except ValueError as exc:  # binascii.Error: a damaged settings entry, not fatal
            log.warning("Ignoring a damaged window layout in the settings: %s", exc)

    def save_settings(self) -> None:
        self.settings.window_geometry = base64.b64encode(
            self.saveGeometry().data()).decode("ascii")
        self.settings.window_state = base64.b64encode(self.saveState().data()).decode("ascii")
        try:
            storage.save_settings(self.settings)
        except OSError as exc:
            log.warning("Could not save settings: %s", exc)
            failure: OSError = exc

            def text() -> str:  # made again in a new language
                return arg(self.tr("Your settings could not be saved: %1"),
                           self.files.os_error_text(failure))

            self.notices.report("settings", text, self.save_settings)
            return
        self.notices.clear("settings")

    def closeEvent(self, event: QCloseEvent) -> None:
        keep = self.files.kept()  # autosaved for the next start: no questions
        if keep:
            keep = any(open_roster.modified for open_roster in self.rosters)
        else:
            for index in reversed(range(len(self.rosters))):
                if self.rosters[index].modified:
                    self.tabs.setCurrentIndex(index)
                    if not self.files.confirm_discard(self.rosters[index]):
                        event.ignore()
                        return
        for hook in self.shutdown_hooks:
            hook()
        self.files.shutdown(keep_autosaves=keep)
        self.save_settings()
        event.accept()

    def quit_on_signal(self, number: int) -> None:
        """SIGTERM, SIGHUP or SIGINT: autosave what is unsaved (the next start offers it),
        close without questions and leave every event loop, a dialog's too."""
        self.files.keep_everything(quitting=True)
        self.close()
        QApplication.exit(0)
