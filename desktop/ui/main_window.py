"""The main window: open rosters in tabs, menus, docks and settings (files: ``files.py``)."""

from __future__ import annotations

import base64
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.i18n import LANGUAGES, I18n, Retranslating, arg, translate
from desktop.ui.shortcuts import set_shortcut, set_standard

# The window is built and painted first with what is imported above (no pydantic, no roster
# model, not even Qt's big enum namespaces); the rest is imported by attach(), right after.
if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QShowEvent

    from desktop import storage
    from desktop.domain.roster import Roster
    from desktop.ui.demo import DemoBattle
    from desktop.ui.document import OpenRoster
    from desktop.ui.files import Files
    from desktop.ui.first_steps import FirstStepsBar
    from desktop.ui.notices import Notices
    from desktop.ui.welcome import WelcomePage

log = logging.getLogger(__name__)

# Default dock sizes (arrange_docks): the roster editor keeps at least EDITOR_ROOM pixels (its
# toolbar, the tree above the profile tables); a right-hand dock is given between
# SIDE_DOCK_MIN and SIDE_DOCK_MAX (at 820 the Shooting dock shows its odds beside the steps).
EDITOR_ROOM = 780
SIDE_DOCK_MIN = 400
SIDE_DOCK_MAX = 820
BOTTOM_DOCK_MIN, BOTTOM_DOCK_MAX = 100, 170  # a dock below the rosters: a few rows

RosterViewFactory = Callable[["OpenRoster"], QWidget]


class RosterTab(QWidget):
    """One tab's page: its roster, and the roster's view, built the first time it is needed.

    Opening several rosters at once builds only the view on screen; the others are built
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
    """The window, built in two stages so that it is on screen before the heavy parts load.

    ``MainWindow(i18n)`` builds what the first paint shows (the menus, a blank centre) with Qt
    alone; :meth:`attach` then gives it the settings and the file handling, which load
    pydantic and the roster model, and the welcome page.  ``MainWindow(i18n, settings)`` does
    both at once.  Until :meth:`attach` the actions that need files are disabled.

    Signals:
        current_roster_changed(object): the OpenRoster now shown (or None).
        rosters_changed(): a roster was opened or closed, or the tabs were reordered (once
            for a batch such as the demo rosters).
    """

    current_roster_changed = Signal(object)
    rosters_changed = Signal()
    # From attach():
    settings: storage.Settings
    files: Files
    notices: Notices
    welcome: WelcomePage
    first_steps: FirstStepsBar

    def __init__(self, i18n: I18n, settings: storage.Settings | None = None,
                 view_factory: RosterViewFactory | None = None) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.i18n = i18n
        self._view_factory = view_factory
        self._attached = False
        self.features: dict[str, object] = {}
        self.shutdown_hooks: list[Callable[[], None]] = []
        self.docks: list[QDockWidget] = []
        self._arrange_when_shown = False
        self._demo: dict[str, OpenRoster] = {}  # demo file name -> its open roster
        self.undo_group = QUndoGroup(self)

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setUsesScrollButtons(True)
        self.tabs.tabCloseRequested.connect(self._close_tab)
        self.tabs.currentChanged.connect(self._on_current_changed)
        self.tabs.tabBar().tabMoved.connect(lambda _f, _t: self._rosters_changed())
        self._batch_depth = 0
        self._batch_changed = False
        self.central = QStackedWidget()
        self.central.addWidget(QWidget())  # blank until attach(): no welcome flashing by
        self.central.addWidget(self.tabs)
        centre = QWidget()
        self._centre_layout = QVBoxLayout(centre)
        self._centre_layout.setContentsMargins(0, 0, 0, 0)
        self._centre_layout.setSpacing(0)
        self._centre_layout.addWidget(self.central, 1)
        self.setCentralWidget(centre)
        self.setAcceptDrops(True)

        self._create_actions()
        self._create_menus()
        self.i18n.language_changed.connect(self._on_language_changed)
        self.retranslate_ui()
        self._update_actions()
        self.resize(1200, 800)
        if settings is not None:
            self.attach(settings)

    def attach(self, settings: storage.Settings) -> None:
        """The second stage: the settings and the file handling (they load pydantic and the
        roster model), the welcome page, the first-steps hint, notices and the undo history.
        Every action works from here on."""
        if self._attached:
            return
        from PySide6.QtCore import Qt  # its many enums take a while to load: after the paint
        from PySide6.QtWidgets import QUndoView

        from desktop.ui.files import Files
        from desktop.ui.first_steps import FirstStepsBar
        from desktop.ui.notices import Notices
        from desktop.ui.welcome import WelcomePage

        self.settings = settings
        # The status bar comes here too: making Qt's first one takes ~4 ms.
        self.notices = Notices()  # problems shown until dealt with (autosave, settings)
        self.statusBar().addPermanentWidget(self.notices)
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)  # many rosters: shorter names
        self.welcome = WelcomePage()
        self.central.insertWidget(1, self.welcome)
        self.first_steps = FirstStepsBar()
        self._centre_layout.insertWidget(0, self.first_steps)
        for page in (self.welcome, self.first_steps):
            page.demo_button.setMenu(self.demo_menu)
            page.game_data_button.clicked.connect(self.open_game_data)
            page.import_button.clicked.connect(lambda _checked=False: self.files.import_dialog())
        self.welcome.new_button.clicked.connect(self.new_roster)
        self.welcome.open_button.clicked.connect(lambda _checked=False: self.files.open_dialog())
        # The right-hand docks (Shooting) run the full height; the Findings dock below the
        # rosters then stays under the editor, where its rows point.
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.setCorner(Qt.Corner.TopRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.undo_view = QUndoView(self.undo_group)
        self.undo_dock = self.add_dock("UndoHistoryDock", self.undo_view,
                                       Qt.DockWidgetArea.RightDockWidgetArea, visible=False)
        self.welcome.data_button.clicked.connect(
            lambda _checked=False: self.new_roster_from_data())
        self.files = Files(self)
        self._attached = True
        self.retranslate_ui()
        self._on_current_changed(self.tabs.currentIndex())

    @property
    def attached(self) -> bool:
        return self._attached

    @property
    def view_factory(self) -> RosterViewFactory:
        """What each roster tab shows (the editor once it is installed)."""
        if self._view_factory is None:
            from desktop.ui.roster_view import RosterView

            self._view_factory = RosterView
        return self._view_factory

    @view_factory.setter
    def view_factory(self, factory: RosterViewFactory) -> None:
        self._view_factory = factory

    # --- construction ---------------------------------------------------------------------

    def _action(self, slot: Callable[[], object], shortcut: QKeySequence.StandardKey | str | None
                = None) -> QAction:
        action = QAction(self)
        set_shortcut(action, shortcut)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _create_actions(self) -> None:
        key = QKeySequence.StandardKey
        # File actions look self.files up when triggered: it exists from attach() on.
        self.new_action = self._action(self.new_roster, key.New)
        self.new_from_data_action = self._action(self.new_roster_from_data)
        self.open_action = self._action(lambda: self.files.open_dialog(), key.Open)
        self.save_action = self._action(lambda: self.files.save_current(), key.Save)
        self.save_as_action = self._action(lambda: self.files.save_current_as(), key.SaveAs)
        self.close_action = self._action(self.close_current, key.Close)
        self.demo_action = self._action(self.open_demo)
        self.game_data_action = self._action(self.open_game_data)
        self.import_action = self._action(lambda: self.files.import_dialog(), "Ctrl+I")
        self.export_rosz_action = self._action(lambda: self.files.export_current_rosz())
        self.quit_action = self._action(self.close, key.Quit)
        if not self.quit_action.shortcuts():  # some platforms bind no Quit key: Ctrl+Q
            set_shortcut(self.quit_action, "Ctrl+Q")
        self.undo_action = self.undo_group.createUndoAction(self)
        set_standard(self.undo_action, key.Undo)
        self.redo_action = self.undo_group.createRedoAction(self)
        set_standard(self.redo_action, key.Redo)
        self.first_steps_action = self._action(self.show_first_steps)
        self.about_action = self._action(self._about)
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
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.demo_menu = QMenu(self)
        self.demo_menu.setObjectName("DemoMenu")
        self.demo_menu.aboutToShow.connect(self._fill_demo_menu)
        for item in (self.new_action, self.new_from_data_action, self.open_action,
                     self.recent_menu, None,
                     self.save_action, self.save_as_action, self.close_action, None,
                     self.import_action, self.export_rosz_action, self.game_data_action, None,
                     self.demo_menu, None, self.quit_action):
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
        self.help_menu.addAction(self.first_steps_action)
        self.help_menu.addAction(self.about_action)

    def _fill_recent_menu(self) -> None:
        if self._attached:
            self.files.fill_recent_menu()

    def _fill_demo_menu(self) -> None:
        """One entry per demo battle (its edition and the two sides), then all of them."""
        from desktop.domain.editions import EDITION_NAMES, Edition
        from desktop.ui.demo import demo_battles, roster_name

        self.demo_menu.clear()
        for battle in demo_battles():
            sides = [roster_name(name) for name in battle.files]
            edition = translate("Edition", EDITION_NAMES[Edition(battle.edition)])
            text = arg(self.tr("%1: %2 vs %3"), edition, *sides[:2]) if len(sides) == 2 \
                else edition
            action = self.demo_menu.addAction(text.replace("&", "&&"))
            action.setData(battle.edition)
            action.triggered.connect(
                lambda _checked=False, b=battle: self.open_demo_battle(b))
        self.demo_menu.addSeparator()
        self.demo_menu.addAction(self.demo_action)

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

    def arrange_docks(self) -> None:
        """Default dock sizes for this window (when no saved layout applies): the roster editor
        keeps the room its toolbar and tables need; a right-hand dock gets the rest, up to the
        width where the Shooting dock shows its odds beside the steps; a dock below the
        rosters (Findings) a few rows."""
        from PySide6.QtCore import Qt

        if not self.isVisible():  # sizes given to a hidden window's docks do not stay
            self._arrange_when_shown = True
            return
        self._arrange_when_shown = False

        def docked(area: Qt.DockWidgetArea) -> list[QDockWidget]:
            return [dock for dock in self.docks if dock.isVisible() and not dock.isFloating()
                    and self.dockWidgetArea(dock) == area]

        right = docked(Qt.DockWidgetArea.RightDockWidgetArea)
        if right:
            width = self.width()
            room = max(EDITOR_ROOM, width * 11 // 20)  # the editor's share: 55 %, at least this
            side = max(SIDE_DOCK_MIN, min(SIDE_DOCK_MAX, width - room))
            self.resizeDocks(right, [side] * len(right), Qt.Orientation.Horizontal)
        bottom = docked(Qt.DockWidgetArea.BottomDockWidgetArea)
        if bottom:
            rows = max(BOTTOM_DOCK_MIN, min(BOTTOM_DOCK_MAX, self.height() // 7))
            self.resizeDocks(bottom, [rows] * len(bottom), Qt.Orientation.Vertical)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._arrange_when_shown:
            self.arrange_docks()

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
        # "File > Open demo rosters" is the path the Shooting dock's set-up hint names.
        self.demo_menu.setTitle(self.tr("Open &demo rosters"))
        self.demo_action.setText(self.tr("All demo rosters"))
        self.import_action.setText(self.tr("&Import BattleScribe roster…"))
        self.export_rosz_action.setText(self.tr("&Export as BattleScribe roster…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.first_steps_action.setText(self.tr("&First steps"))
        self.about_action.setText(self.tr("&About Auspex"))
        if self._attached:
            self.undo_dock.setWindowTitle(self.tr("Undo history"))
            self.undo_view.setEmptyLabel(self.tr("<unchanged>"))
        self.language_actions[self.i18n.language].setChecked(True)
        for index in range(self.tabs.count()):
            self._update_tab(index)
        if self.rosters:
            from desktop.ui.undo import retranslate_stack

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
        from desktop.ui.document import OpenRoster

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

    def _update_actions(self) -> None:
        ready, has = self._attached, self.current is not None
        for action in (self.new_action, self.open_action, self.import_action,
                       self.demo_action, self.game_data_action):
            action.setEnabled(ready)
        for action in (self.save_action, self.save_as_action, self.close_action,
                       self.export_rosz_action):
            action.setEnabled(ready and has)

    def _on_current_changed(self, index: int) -> None:
        self.view_at(index)  # build it before anyone follows the new current roster
        current = self.current
        self.undo_group.setActiveStack(
            current.undo_stack if current else None)  # type: ignore[arg-type]
        self._update_actions()
        self._update_first_steps()
        if self._attached:
            self.central.setCurrentWidget(self.tabs if current is not None else self.welcome)
        self._update_title()
        self.current_roster_changed.emit(current)

    def new_roster(self) -> None:
        from desktop.ui import dialogs

        dialog = dialogs.NewRosterDialog(self)
        if dialog.exec() == dialogs.QDialog.DialogCode.Accepted:
            self.add_roster(dialog.roster(), modified=True)

    def _about(self) -> None:
        from desktop.ui import dialogs

        dialogs.show_about(self)

    def new_roster_from_data(self) -> None:
        """File > New roster from game data… (also a button of the welcome page)."""
        self.files.new_roster_from_data()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._attached and self._dropped_paths(event):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = self._dropped_paths(event) if self._attached else []
        if paths:
            event.acceptProposedAction()
            self.files.open_dropped(paths)

    @staticmethod
    def _dropped_paths(event: QDragEnterEvent | QDropEvent) -> list[Path]:
        from desktop.ui.files import dropped_paths

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
        self._demo = {name: o for name, o in self._demo.items() if o is not open_roster}
        self.undo_group.removeStack(open_roster.undo_stack)
        open_roster.deleteLater()
        self._rosters_changed()
        return True

    # --- first steps: demo battles, game data -----------------------------------------------

    def open_demo_battle(self, battle: DemoBattle | None = None) -> int:
        """Open a demo battle (the first start's one by default): its firing side is shown
        and its opponent opened beside it.  A demo roster already open is not opened twice.
        Returns how many rosters were opened."""
        from desktop.ui.demo import first_battle

        battle = battle or first_battle()
        return self._open_demo_files(battle.files if battle else ())

    def open_demo(self) -> int:
        """Open every demo battle (File > Open demo battle > All demo rosters); the first of
        them is shown.  Returns how many rosters were opened."""
        from desktop.ui.demo import demo_battles

        return self._open_demo_files(tuple(name for battle in demo_battles()
                                           for name in battle.files))

    def _open_demo_files(self, names: tuple[str, ...]) -> int:
        from desktop.ui.demo import load_demo_roster

        opened: list[OpenRoster] = []
        show: OpenRoster | None = None
        with self.opening_many():
            for name in names:
                open_roster = self._demo.get(name)
                if open_roster is None or open_roster not in self.rosters:
                    roster = load_demo_roster(name)
                    if roster is None:
                        continue
                    open_roster = self.add_roster(roster, activate=False)  # built when shown
                    self._demo[name] = open_roster
                    opened.append(open_roster)
                show = show or open_roster
            if show is not None:
                self.tabs.setCurrentIndex(self.rosters.index(show))
        self._update_first_steps()
        return len(opened)

    def _update_first_steps(self) -> None:
        if not self._attached:
            return
        current = self.current
        self.first_steps.set_demo_shown(current is not None and current in self._demo.values())

    def show_first_steps(self) -> None:
        """The first-steps hint above the rosters (the welcome page says the same when no
        roster is open)."""
        self.first_steps.show()

    def open_game_data(self) -> None:
        """File > Game data…: install and manage the game data rosters are built from and
        checked against (also the welcome page's and the first-steps hint's way in)."""
        self.files.open_game_data()

    # --- settings -----------------------------------------------------------------------------

    def restore_geometry(self, encoded: str) -> None:
        """The window's size and place as saved (base64 of saveGeometry); damage is ignored."""
        try:
            if encoded:
                self.restoreGeometry(QByteArray(base64.b64decode(encoded)))
        except ValueError as exc:  # binascii.Error: a damaged settings entry, not fatal
            log.warning("Ignoring a damaged window layout in the settings (size, place): %s", exc)

    def restore_docks(self) -> None:
        """The saved dock layout, or default dock sizes for this window when none is saved
        (or it does not apply)."""
        restored = False
        try:
            if self.settings.window_state:
                restored = self.restoreState(
                    QByteArray(base64.b64decode(self.settings.window_state)))
        except ValueError as exc:  # binascii.Error: a damaged settings entry, not fatal
            log.warning("Ignoring a damaged window layout in the settings (docks): %s", exc)
        if not restored:
            self.arrange_docks()

    def save_settings(self) -> None:
        from desktop import storage

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
        if not self._attached:  # closed before it finished starting: nothing to keep
            event.accept()
            return
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
        if self._attached:
            self.files.keep_everything(quitting=True)
        self.close()
        QApplication.exit(0)
