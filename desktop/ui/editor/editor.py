"""The roster editor: tree on the left, the selected item's page on the right, totals below.

Commands (the shared :class:`EditorActions`) act on the item the player is looking at: the
tree's current item, or the current row of the model or weapon table when one of those was
used last.  Every change is one undoable command built by ``desktop.domain.edits``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLabel,
    QMenu,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QToolBar,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.document import Change, Reset, unit_of
from desktop.domain.findings import Finding
from desktop.ui.document import OpenRoster
from desktop.ui.editor.actions import ITEM_COMMANDS, EditorActions
from desktop.ui.editor.commands import EditorCommands
from desktop.ui.editor.common import ItemRef, Kind, Pusher
from desktop.ui.editor.data_commands import DataCommands
from desktop.ui.editor.data_session import DataSession
from desktop.ui.editor.delegates import ValueDelegate
from desktop.ui.editor.findings import FindingsTracker, ref_of
from desktop.ui.editor.page_area import PageArea
from desktop.ui.editor.pages import FocusWatcher, MessageBar, RosterPage, UnitPage
from desktop.ui.editor.profile_models import GroupTableModel
from desktop.ui.editor.summaries import points_text, roster_totals
from desktop.ui.editor.tree_columns import COLUMNS
from desktop.ui.editor.tree_model import RosterTreeModel
from desktop.ui.editor.weapon_model import WeaponTableModel
from desktop.ui.i18n import Retranslating, arg

if TYPE_CHECKING:  # built only for a roster that keeps a BattleScribe document
    from desktop.ui.editor.forces_panel import ForcesPanel
    from desktop.ui.editor.options_panel import OptionsPanel

# Side by side, the tree needs its fixed columns and a useful part of the last (~520 px) and
# the unit's profile table up to ~800 px (a Horus Heresy vehicle's): narrower than their sum,
# the tree goes above the profile tables, and each keeps the whole width.
TREE_ROOM = 520
NARROW = 1320


class RosterEditor(Retranslating, DataCommands, EditorCommands):
    def __init__(self, open_roster: OpenRoster, actions: EditorActions | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RosterEditor")
        self.open_roster = open_roster
        self.document = open_roster.document
        self.pusher = Pusher(open_roster, self)
        self.tracker = FindingsTracker.of(open_roster)
        self.tree_model = RosterTreeModel(self.pusher, self)
        self.group_model = GroupTableModel(self.pusher, self)
        self.weapon_model = WeaponTableModel(self.pusher, self)
        # One delegate per view: a delegate's commitData reaches every view that uses it.
        self.delegates = [ValueDelegate(self) for _view in range(3)]
        self.toolbar = QToolBar()
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.setIconSize(QSize(16, 16))  # the arrows sit in a row of words
        self.tree = self._make_tree()
        self.roster_page = RosterPage(self.pusher)
        self.unit_page = UnitPage(self.pusher, self.group_model, self.weapon_model,
                                  self.delegates[1], self.delegates[2])
        self.group_view, self.weapon_view = self.unit_page.group_view, self.unit_page.weapon_view
        self.pages = QStackedWidget()
        self.pages.addWidget(self.roster_page)
        self.pages.addWidget(self.unit_page)
        # The page scrolls rather than squeezing its tables and notes over one another when
        # a short window leaves it less than it needs.
        self.page_area = PageArea(self.pages)
        self.page_area.setObjectName("EditorPageArea")
        self.right = QTabWidget()  # the pages, and the game data's options when there are
        self.right.setObjectName("EditorTabs")
        self.right.setDocumentMode(True)
        self.right.setTabBarAutoHide(True)
        self.right.addTab(self.page_area, "")
        self.message = MessageBar()
        self._make_data_tab()
        self.totals = QLabel()
        self.totals.setObjectName("RosterTotals")
        self.totals.setWordWrap(True)
        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([520, 680])
        splitter.setChildrenCollapsible(False)
        self._split_by_player = False
        splitter.splitterMoved.connect(lambda *_a: setattr(self, "_split_by_player", True))
        self.tree.setMinimumSize(200, 120)
        self.right.setMinimumSize(200, 120)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 4)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.totals)

        self.commands = actions or EditorActions(self, lambda: self)
        self._fill_toolbar()
        self.addActions(list(self.commands.actions.values()))
        self.tree.addActions([self.commands.actions[n] for n in ("add_unit", "new_unit",
                                                               *ITEM_COMMANDS)])
        self._last_view: QAbstractItemView = self.tree
        self.watcher = FocusWatcher(self)
        for view in (self.tree, self.group_view, self.weapon_view):
            view.installEventFilter(self.watcher)
        self.watcher.focused.connect(self._on_view_focused)
        # F6 moves between the panes (tree, models, weapons) as in most editors.
        self.next_pane = QShortcut(QKeySequence(Qt.Key.Key_F6), self,
                                   context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.next_pane.activated.connect(self.focus_next_pane)

        for delegate in self.delegates:
            delegate.refused.connect(self.message.show_message)
        self.pusher.refused.connect(self.message.show_message)
        self.tree.selectionModel().currentChanged.connect(self._on_tree_current)
        self.group_view.selectionModel().currentChanged.connect(self._on_group_current)
        self.weapon_view.selectionModel().currentChanged.connect(
            lambda *_a: self.commands.update_state())
        self.tracker.changed.connect(self._update_totals)
        self._unsubscribe = self.document.subscribe(self._on_change)
        closers = [self._unsubscribe, self.tree_model.close, self.group_model.close,
                   self.weapon_model.close]
        self.destroyed.connect(lambda *_a, c=closers: [close() for close in c])
        self.tree.setCurrentIndex(self.tree_model.roster_index())
        self.retranslate_ui()

    def _make_tree(self) -> QTreeView:
        tree = QTreeView()
        tree.setObjectName("RosterTree")
        tree.setModel(self.tree_model)
        tree.setItemDelegate(self.delegates[0])
        tree.setUniformRowHeights(True)
        tree.setAlternatingRowColors(True)
        tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        tree.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed)
        tree.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        tree.setDefaultDropAction(Qt.DropAction.MoveAction)
        tree.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        header = tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # Fixed widths: sizing to contents would read all rows after every edit (500 units).
        for number, column in enumerate(COLUMNS):
            if isinstance(column.width, int):
                header.resizeSection(number, column.width)
            elif column.width:
                header.resizeSection(
                    number, tree.fontMetrics().horizontalAdvance(column.width) + 16)
        tree.expandToDepth(0)
        return tree

    def _fill_toolbar(self) -> None:
        """The editing commands in a row that fits a narrow editor in either language: adding
        a unit and the print outputs are one button each with a menu for the variants, and
        moving a unit is two arrows (their names are in the tooltips)."""
        actions = self.commands.actions
        style = self.style()
        arrows = {"move_up": (QIcon.ThemeIcon.GoUp, QStyle.StandardPixmap.SP_ArrowUp),
                  "move_down": (QIcon.ThemeIcon.GoDown, QStyle.StandardPixmap.SP_ArrowDown)}
        bar = self.toolbar
        self.add_button = self._menu_button("AddUnitButton", actions["add_unit"],
                                            [actions["add_unit"], actions["new_unit"]])
        actions["add_unit"].enabledChanged.connect(self._follow_add_unit)  # bound: dropped
        self._follow_add_unit()  # with this editor
        bar.addWidget(self.add_button)
        bar.addAction(actions["duplicate"])
        bar.addAction(actions["remove"])
        for name, (theme, standard) in arrows.items():
            action = actions[name]
            if action.icon().isNull():  # shared by every editor: set once
                action.setIcon(QIcon.fromTheme(theme, style.standardIcon(standard)))
            button = QToolButton()
            button.setObjectName(f"{name}_button")
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            bar.addWidget(button)
        bar.addSeparator()
        bar.addAction(actions["add_model"])
        bar.addAction(actions["add_weapon"])
        bar.addSeparator()
        bar.addWidget(self._menu_button(
            "PrintButton", actions["print_roster"],
            [actions["print_roster"], actions["export_pdf"], actions["copy_text"]]))

    def _follow_add_unit(self, *_enabled: object) -> None:
        """A roster with no edition has no catalogue: the add button makes a blank unit."""
        actions = self.commands.actions
        wanted = actions["add_unit"] if actions["add_unit"].isEnabled() else actions["new_unit"]
        if self.add_button.defaultAction() is not wanted:
            self.add_button.setDefaultAction(wanted)

    def _menu_button(self, name: str, default: QAction, variants: list[QAction]) -> QToolButton:
        """A toolbar button that runs ``default``, with its arrow opening ``variants``."""
        button = QToolButton()
        button.setObjectName(name)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        menu = QMenu(button)
        menu.addActions(variants)
        button.setMenu(menu)
        button.setDefaultAction(default)
        return button

    def _make_data_tab(self) -> None:
        """The Options tab of a roster that keeps a BattleScribe document: the unit's
        options, or the roster's forces (see :class:`DataSession`)."""
        self.data_session: DataSession | None = self.tracker.session
        self.options_panel: OptionsPanel | None = None
        self.forces_panel: ForcesPanel | None = None
        self.data_pages: QStackedWidget | None = None
        self._data_tab_chosen = False
        session = self.data_session
        if session is None:
            return
        from desktop.ui.editor.forces_panel import ForcesPanel
        from desktop.ui.editor.options_panel import OptionsPanel

        self.options_panel = OptionsPanel(session)
        self.forces_panel = ForcesPanel(session)
        self.data_pages = QStackedWidget()
        self.data_pages.setObjectName("DataPages")
        self.data_pages.addWidget(self.forces_panel)
        self.data_pages.addWidget(self.options_panel)
        self.right.insertTab(0, self.data_pages, "")
        self.right.setCurrentIndex(0 if session.state in (session.READY, session.LOADING)
                                   else 1)
        self.right.tabBar().tabBarClicked.connect(self._on_tab_clicked)
        self.options_panel.select_unit.connect(
            lambda unit_id: self.select_item(ItemRef(Kind.UNIT, unit_id)))
        for panel in (self.options_panel, self.forces_panel):
            panel.refused.connect(self.message.show_message)
        self.forces_panel.add_units.connect(lambda force: self.add_data_units(force, self))
        session.changed.connect(self._on_session_changed)

    def _on_tab_clicked(self, _index: int) -> None:
        self._data_tab_chosen = True

    def _on_session_changed(self) -> None:
        session = self.data_session
        if session is not None and session.ready and not self._data_tab_chosen \
                and self.data_pages is not None:
            self.right.setCurrentWidget(self.data_pages)
        self.commands.update_state()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Side by side when there is room; the tree above the profiles when docks leave the
        editor narrow (the tables then keep the whole width).  The split follows the size
        until the player drags it."""
        width = event.size().width()
        wanted = self.splitter.orientation()
        if width < NARROW:
            wanted = Qt.Orientation.Vertical
        elif width > NARROW + 80:
            wanted = Qt.Orientation.Horizontal
        if wanted != self.splitter.orientation():
            self.splitter.setOrientation(wanted)
            # Stacked, the unit's tables and notes need the height more than the tree: room
            # the window gains or loses is theirs.
            self.splitter.setStretchFactor(0, 1 if wanted == Qt.Orientation.Horizontal else 0)
            self._split_default()
        elif not self._split_by_player:
            self._split_default()
        super().resizeEvent(event)

    def _split_default(self) -> None:
        if self.splitter.orientation() == Qt.Orientation.Horizontal:
            width = self.splitter.width()
            tree = max(TREE_ROOM, width * 2 // 5)
            self.splitter.setSizes([tree, width - tree])
        else:
            height = self.splitter.height()
            page = self.pages.minimumSizeHint().height()
            tree = max(self.tree.minimumHeight(), min(height // 3, height - page))
            self.splitter.setSizes([tree, height - tree])

    # --- language ---------------------------------------------------------------------------

    def _retranslate_tabs(self) -> None:
        self.right.setTabText(self.right.indexOf(self.page_area), self.tr("Profiles"))
        if self.data_pages is not None:
            unit = self.data_pages.currentWidget() is self.options_panel
            self.right.setTabText(self.right.indexOf(self.data_pages),
                                  self.tr("Options") if unit else self.tr("Forces"))

    def retranslate_ui(self) -> None:
        self._retranslate_tabs()
        self.toolbar.setWindowTitle(self.tr("Roster editor"))
        self.tree.setAccessibleName(self.tr("Roster"))
        self.commands.retranslate()
        for model in (self.group_model, self.weapon_model):
            model.retranslate()
        self.tree_model.retranslate()
        self.roster_page.retranslate_ui()
        self.unit_page.retranslate_ui()
        self._update_totals()

    # --- where the player is ----------------------------------------------------------------

    def _on_view_focused(self, view: QObject) -> None:
        if isinstance(view, QAbstractItemView):
            self._last_view = view
        self.commands.update_state()

    def focus_next_pane(self) -> None:
        if self.pages.currentWidget() is self.roster_page:
            panes: list[QWidget] = [self.tree, self.roster_page.name_edit]
        else:
            panes = [self.tree, self.group_view, self.weapon_view, self.unit_page.notes]
        focus = QApplication.focusWidget()
        current = next((i for i, pane in enumerate(panes)
                        if focus is not None and (focus is pane or pane.isAncestorOf(focus))), -1)
        panes[(current + 1) % len(panes)].setFocus(Qt.FocusReason.TabFocusReason)

    def current_ref(self) -> ItemRef:
        """The item commands act on (see the module docstring)."""
        uid = self.unit_page.unit_id
        if self.pages.currentWidget() is self.unit_page and uid is not None:
            group = self.group_view.currentIndex()
            weapon = self.weapon_view.currentIndex()
            if self._last_view is self.weapon_view and weapon.isValid():
                return ItemRef(Kind.WEAPON, uid, self.weapon_model.group_index, weapon.row())
            if self._last_view is self.group_view and group.isValid():
                return ItemRef(Kind.GROUP, uid, group.row())
        return self.tree_model.ref(self.tree.currentIndex())

    # --- selection ------------------------------------------------------------------------------

    def select_item(self, ref: ItemRef) -> None:
        index = self.tree_model.index_for(ref)
        parent = index.parent()
        while parent.isValid():
            self.tree.expand(parent)
            parent = parent.parent()
        self.tree.setCurrentIndex(index)
        self.tree.scrollTo(index)
        if ref.kind is Kind.WEAPON and ref.weapon is not None:
            self.weapon_view.setCurrentIndex(self.weapon_model.index(ref.weapon, 0))
            self._last_view = self.weapon_view
        elif ref.kind is Kind.GROUP and ref.group is not None:
            self._last_view = self.group_view
        else:
            self._last_view = self.tree
        self.commands.update_state()

    def select_finding(self, finding: Finding) -> None:
        self.select_item(ref_of(finding))
        self._last_view.setFocus()

    def _on_tree_current(self, index: QModelIndex, _previous: QModelIndex) -> None:
        ref = self.tree_model.ref(index)
        if self.data_pages is not None and self.options_panel is not None \
                and self.forces_panel is not None:
            if ref.unit_id is None:
                self.data_pages.setCurrentWidget(self.forces_panel)
            else:
                self.options_panel.show_unit(ref.unit_id)
                self.data_pages.setCurrentWidget(self.options_panel)
            self._retranslate_tabs()
        if ref.unit_id is None:
            self.unit_page.show_unit(None)
            self.pages.setCurrentWidget(self.roster_page)
            self.roster_page.refresh()
        else:
            if self.group_model.unit_id != ref.unit_id:
                self.group_model.set_unit(ref.unit_id)
            self.unit_page.show_unit(ref.unit_id)
            self.pages.setCurrentWidget(self.unit_page)
            group = ref.group if ref.group is not None else 0
            if self.group_model.rowCount():
                self.group_view.setCurrentIndex(self.group_model.index(
                    min(group, self.group_model.rowCount() - 1), 0))
            else:
                self.weapon_model.set_group(None, None)
            if ref.weapon is not None:
                self.weapon_view.setCurrentIndex(self.weapon_model.index(ref.weapon, 0))
        self.commands.update_state()

    def _on_group_current(self, index: QModelIndex, _previous: QModelIndex) -> None:
        row = index.row() if index.isValid() else None
        if (self.weapon_model.unit_id, self.weapon_model.group_index) != \
                (self.group_model.unit_id, row):
            self.weapon_model.set_group(self.group_model.unit_id, row)
        self.unit_page.refresh_weapons_label()
        self.commands.update_state()

    # --- document changes ---------------------------------------------------------------------

    def _on_change(self, change: Change) -> None:
        if self.pages.currentWidget() is self.roster_page:
            self.roster_page.refresh()
        elif isinstance(change, Reset) or unit_of(change) == self.unit_page.unit_id:
            self.unit_page.refresh()
        self.commands.update_state()

    def _update_totals(self) -> None:
        roster = self.document.roster
        points, models = roster_totals(roster)
        errors, warnings = self.tracker.counts()
        parts = [arg(self.tr("Total: %1 pts"), points_text(roster)),
                 self.tr("%n model(s)", "", models),
                 self.tr("%n error(s)", "", errors), self.tr("%n warning(s)", "", warnings)]
        self.totals.setText(" · ".join(parts))
        over = roster.points_limit is not None and points > roster.points_limit
        self.totals.setStyleSheet("color: #b00020;" if over or errors else "")

    # --- commands (see EditorActions) ---------------------------------------------------------
