"""The roster editor: tree on the left, the selected item's page on the right, totals below.

Commands (the shared :class:`EditorActions`) act on the item the player is looking at: the
tree's current item, or the current row of the model or weapon table when one of those was
used last.  Every change is one undoable command built by ``desktop.domain.edits``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QHeaderView,
    QLabel,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from desktop.domain import edits
from desktop.domain.catalogue import CatalogueEntry, load_catalogue
from desktop.domain.document import Change, Edit
from desktop.domain.findings import Finding
from desktop.domain.text import DomainError
from desktop.ui.document import OpenRoster
from desktop.ui.editor import printing
from desktop.ui.editor.actions import ITEM_COMMANDS, EditorActions
from desktop.ui.editor.catalogue_dialog import CatalogueDialog
from desktop.ui.editor.common import ItemRef, Kind, Pusher
from desktop.ui.editor.delegates import ValueDelegate
from desktop.ui.editor.findings import FindingsTracker, ref_of
from desktop.ui.editor.pages import FocusWatcher, MessageBar, RosterPage, UnitPage
from desktop.ui.editor.profile_models import GroupTableModel, WeaponTableModel
from desktop.ui.editor.summaries import points_text, roster_totals
from desktop.ui.editor.text_export import roster_text
from desktop.ui.editor.tree_model import Col, RosterTreeModel
from desktop.ui.i18n import render

NARROW = 820  # below this width the tree goes above the profile tables


class RosterEditor(QWidget):
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
        self.tree = self._make_tree()
        self.roster_page = RosterPage(self.pusher)
        self.unit_page = UnitPage(self.pusher, self.group_model, self.weapon_model,
                                  self.delegates[1], self.delegates[2])
        self.group_view, self.weapon_view = self.unit_page.group_view, self.unit_page.weapon_view
        self.pages = QStackedWidget()
        self.pages.addWidget(self.roster_page)
        self.pages.addWidget(self.unit_page)
        self.message = MessageBar()
        self.totals = QLabel()
        self.totals.setObjectName("RosterTotals")
        self.totals.setWordWrap(True)
        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.pages)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([520, 680])
        splitter.setChildrenCollapsible(False)
        self.tree.setMinimumSize(200, 120)
        self.pages.setMinimumSize(200, 200)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 4)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.totals)

        self.commands = actions or EditorActions(self, lambda: self)
        self.commands.populate(self.toolbar)
        self.addActions(list(self.commands.actions.values()))
        self.tree.addActions([self.commands.actions[n] for n in ("add_unit", "new_unit",
                                                               *ITEM_COMMANDS)])
        self._last_view: QAbstractItemView = self.tree
        self.watcher = FocusWatcher(self)
        for view in (self.tree, self.group_view, self.weapon_view):
            view.installEventFilter(self.watcher)
        self.watcher.focused.connect(self._on_view_focused)

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
        digits = tree.fontMetrics().horizontalAdvance("00000 / 00000") + 16
        header.resizeSection(Col.NAME, 240)
        header.resizeSection(Col.MODELS, tree.fontMetrics().horizontalAdvance("000000") + 16)
        header.resizeSection(Col.POINTS, digits)
        tree.expandToDepth(0)
        return tree

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Side by side when there is room; the tree above the profiles when docks leave the
        editor narrow (the tables then keep the whole width)."""
        width = event.size().width()
        wanted = self.splitter.orientation()
        if width < NARROW:
            wanted = Qt.Orientation.Vertical
        elif width > NARROW + 80:
            wanted = Qt.Orientation.Horizontal
        if wanted != self.splitter.orientation():
            self.splitter.setOrientation(wanted)
            total = width if wanted == Qt.Orientation.Horizontal else event.size().height()
            self.splitter.setSizes([total * 2 // 5, total * 3 // 5])
        super().resizeEvent(event)

    # --- language ---------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
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

    def _current_group(self) -> tuple[str, int] | None:
        ref = self.current_ref()
        if ref.unit_id is not None and ref.group is not None:
            return ref.unit_id, ref.group
        if ref.unit_id is not None and self.group_view.currentIndex().isValid():
            return ref.unit_id, self.group_view.currentIndex().row()
        return None

    def can(self, name: str) -> bool:
        ref, roster = self.current_ref(), self.document.roster
        if name in ("duplicate", "remove"):
            return ref.kind is not Kind.ROSTER
        if name in ("move_up", "move_down") and ref.unit_id is not None \
                and ref.kind is Kind.UNIT:
            row = self.document.index_of(ref.unit_id)
            return row > 0 if name == "move_up" else row < len(roster.units) - 1
        if name == "add_model":
            return ref.unit_id is not None
        if name == "add_weapon":
            return self._current_group() is not None
        if name == "add_unit":
            return roster.edition is not None
        return name in ("new_unit", "rename", "copy_text", "print_roster", "export_pdf")

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
        elif change.kind == "reset" or change.unit_id == self.unit_page.unit_id:
            self.unit_page.refresh()
        self.commands.update_state()

    def _update_totals(self) -> None:
        roster = self.document.roster
        points, models = roster_totals(roster)
        errors, warnings = self.tracker.counts()
        parts = [self.tr("Total: %1 pts").replace("%1", points_text(roster)),
                 self.tr("%n model(s)", "", models),
                 self.tr("%n error(s)", "", errors), self.tr("%n warning(s)", "", warnings)]
        self.totals.setText(" · ".join(parts))
        over = roster.points_limit is not None and points > roster.points_limit
        self.totals.setStyleSheet("color: #b00020;" if over or errors else "")

    # --- commands (see EditorActions) ---------------------------------------------------------

    def _push(self, build: Callable[[], Edit]) -> Edit | None:
        try:
            edit = build()
        except DomainError as exc:
            self.message.show_message(render(exc.message))
            return None
        self.pusher.push(edit)
        return edit

    def add_unit(self) -> None:
        roster = self.document.roster
        if roster.edition is None:
            return
        try:
            catalogue = load_catalogue(roster.edition)
        except DomainError as exc:
            self.message.show_message(render(exc.message))
            return
        dialog = CatalogueDialog(catalogue, self)
        accepted = dialog.exec() == CatalogueDialog.DialogCode.Accepted
        entries = dialog.selected_entries()
        dialog.deleteLater()
        self.activateWindow()  # back from the modal dialog, keys go to the editor again
        if accepted:
            self.add_entries(entries)
            self.tree.setFocus()

    def add_entries(self, entries: list[CatalogueEntry]) -> None:
        if not entries:
            return
        count = len(self.document.roster.units)
        if self._push(lambda: edits.add_from_catalogue(self.document, entries)) is not None:
            self.select_item(ItemRef(Kind.UNIT, self.document.roster.units[count].id))

    def new_unit(self) -> None:
        ref = self.current_ref()
        index = self.document.index_of(ref.unit_id) + 1 if ref.unit_id else None
        edit = self._push(lambda: edits.new_unit(self.document, self.tr("New unit"),
                                                 self.tr("Model"), index))
        if isinstance(edit, edits.AddUnit):
            self.select_item(ItemRef(Kind.UNIT, edit.unit.id))
            self.tree.setFocus()
            self.tree.edit(self.tree.currentIndex())

    def duplicate(self) -> None:
        ref, doc = self.current_ref(), self.document
        uid, group, weapon = ref.unit_id or "", ref.group or 0, ref.weapon or 0
        if ref.kind is Kind.UNIT:
            edit = self._push(lambda: edits.duplicate_unit(doc, uid))
            if isinstance(edit, edits.AddUnit):
                self.select_item(ItemRef(Kind.UNIT, edit.unit.id))
        elif ref.kind is Kind.GROUP:
            if self._push(lambda: edits.duplicate_model_group(doc, uid, group)):
                self.select_item(ItemRef(Kind.GROUP, uid, group + 1))
        elif ref.kind is Kind.WEAPON:
            if self._push(lambda: edits.duplicate_weapon(doc, uid, group, weapon)):
                self.select_item(ItemRef(Kind.WEAPON, uid, group, weapon + 1))

    def remove(self) -> None:
        ref, doc = self.current_ref(), self.document
        uid, group, weapon = ref.unit_id or "", ref.group or 0, ref.weapon or 0
        if ref.kind is Kind.UNIT:
            row = doc.index_of(uid)
            if self._push(lambda: edits.remove_unit(doc, uid)):
                units = doc.roster.units
                self.select_item(ItemRef(Kind.UNIT, units[min(row, len(units) - 1)].id)
                                 if units else ItemRef(Kind.ROSTER))
        elif ref.kind is Kind.GROUP:
            if self._push(lambda: edits.remove_model_group(doc, uid, group)):
                left = len(doc.roster.unit(uid).models)
                self.select_item(ItemRef(Kind.GROUP, uid, min(group, left - 1)) if left
                                 else ItemRef(Kind.UNIT, uid))
        elif ref.kind is Kind.WEAPON:
            if self._push(lambda: edits.remove_weapon(doc, uid, group, weapon)):
                left = len(doc.roster.unit(uid).models[group].weapons)
                self.select_item(ItemRef(Kind.WEAPON, uid, group, min(weapon, left - 1))
                                 if left else ItemRef(Kind.GROUP, uid, group))

    def rename(self) -> None:
        """F2: edit the current cell if it can be edited (a table's value, a group's count),
        otherwise the item's name."""
        view = self._last_view if self.current_ref().kind is not Kind.ROSTER \
            or self._last_view is self.tree else self.tree
        index = view.currentIndex()
        if not index.flags() & Qt.ItemFlag.ItemIsEditable:
            index = index.siblingAtColumn(0)
        if index.isValid():
            view.setFocus()
            view.setCurrentIndex(index)
            view.edit(index)

    def _move(self, step: int) -> None:
        ref = self.current_ref()
        if ref.unit_id is not None:
            row = self.document.index_of(ref.unit_id)
            self._push(lambda: edits.move_unit(self.document, ref.unit_id or "", row + step))

    def move_up(self) -> None:
        self._move(-1)

    def move_down(self) -> None:
        self._move(1)

    def add_model(self) -> None:
        uid = self.current_ref().unit_id
        if uid is None:
            return
        edit = self._push(lambda: edits.add_model_group(self.document, uid,
                                                        model_name=self.tr("Model")))
        if isinstance(edit, edits.ChangeGroups):
            self.select_item(ItemRef(Kind.GROUP, uid, edit.group))
            self.group_view.setFocus()
            self.group_view.edit(self.group_model.index(edit.group, 0))

    def add_weapon(self) -> None:
        found = self._current_group()
        if found is None:
            return
        uid, group = found
        edit = self._push(lambda: edits.add_weapon(self.document, uid, group,
                                                   weapon_name=self.tr("Weapon")))
        if isinstance(edit, edits.ChangeWeapons):
            self.select_item(ItemRef(Kind.WEAPON, uid, group, edit.weapon))
            self.weapon_view.setFocus()
            self.weapon_view.edit(self.weapon_model.index(edit.weapon, 0))

    def copy_text(self) -> None:
        QApplication.clipboard().setText(roster_text(self.document.roster))
        self.message.show_message(self.tr("The roster was copied to the clipboard as text."))

    def print_roster(self) -> None:
        printing.print_roster(self.document.roster, self)

    def export_pdf(self, path: Path | None = None) -> Path | None:
        if path is None:
            chosen, _filter = QFileDialog.getSaveFileName(
                self, self.tr("Export roster as PDF"), f"{self.document.roster.name}.pdf",
                self.tr("PDF files (*.pdf)"))
            if not chosen:
                return None
            path = Path(chosen)
        printing.export_pdf(self.document.roster, path)
        if not path.is_file() or path.stat().st_size == 0:
            self.message.show_message(self.tr("Could not write %1").replace("%1", str(path)))
            return None
        self.message.show_message(self.tr("Saved %1").replace("%1", path.name))
        return path
