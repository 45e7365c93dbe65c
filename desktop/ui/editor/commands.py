"""What the editor's actions do (see :class:`EditorActions`): each command builds its edit
with ``desktop.domain.edits``, pushes it, then selects what it made."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QTableView,
    QTreeView,
    QWidget,
)

from desktop.domain import edits
from desktop.domain.document import Edit, RosterDocument
from desktop.domain.text import DomainError
from desktop.ui.editor.common import ItemRef, Kind, Pusher
from desktop.ui.editor.pages import MessageBar
from desktop.ui.editor.profile_models import GroupTableModel
from desktop.ui.editor.text_export import roster_text
from desktop.ui.editor.tree_model import RosterTreeModel
from desktop.ui.editor.weapon_model import WeaponTableModel
from desktop.ui.i18n import arg, render

if TYPE_CHECKING:  # catalogues, their dialog and printing load on first use (start-up time)
    from desktop.domain.catalogue import CatalogueEntry
    from desktop.formats.battlescribe.model import Force


class EditorCommands(QWidget):
    """The commands half of :class:`~desktop.ui.editor.editor.RosterEditor` (which sets up
    the attributes below and knows where the player is: ``current_ref``, ``select_item``)."""

    document: RosterDocument
    pusher: Pusher
    message: MessageBar
    tree: QTreeView
    tree_model: RosterTreeModel
    group_view: QTableView
    group_model: GroupTableModel
    weapon_view: QTableView
    weapon_model: WeaponTableModel
    _last_view: QAbstractItemView

    def current_ref(self) -> ItemRef:
        raise NotImplementedError

    def select_item(self, ref: ItemRef) -> None:
        raise NotImplementedError

    def _current_group(self) -> tuple[str, int] | None:
        ref = self.current_ref()
        if ref.unit_id is not None and ref.group is not None:
            return ref.unit_id, ref.group
        if ref.unit_id is not None and self.group_view.currentIndex().isValid():
            return ref.unit_id, self.group_view.currentIndex().row()
        return None

    # The data half (DataCommands) answers for units from the game data.
    def can_data(self, name: str) -> bool | None:
        return None

    def run_data(self, name: str) -> bool:
        return False

    def data_ready(self) -> bool:
        return False

    def add_data_units(self, force: Force | None = None, parent: QWidget | None = None
                       ) -> str | None:
        return None

    def can(self, name: str) -> bool:
        data = self.can_data(name)
        if data is not None:
            return data
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
            return roster.edition is not None or self.data_ready()
        return name in ("new_unit", "rename", "copy_text", "print_roster", "export_pdf")


    def _push(self, build: Callable[[], Edit]) -> Edit | None:
        try:
            edit = build()
        except DomainError as exc:
            self.message.show_message(render(exc.message))
            return None
        self.pusher.push(edit)
        return edit

    def add_unit(self) -> None:
        from desktop.domain.catalogue import load_catalogue
        from desktop.ui.editor.catalogue_dialog import CatalogueDialog

        if self.data_ready():  # the roster's own game data: its forces' entries
            self.add_data_units(None, self)
            return
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
        requested = dialog.requested
        dialog.deleteLater()
        self.activateWindow()  # back from the modal dialog, keys go to the editor again
        if accepted:
            self.add_entries(entries)
            self.tree.setFocus()
        elif requested is not None:  # the player's own game data instead
            window = self.window()
            wanted = "open_game_data" if requested == "game-data" else "new_roster_from_data"
            action = getattr(window, wanted, None)
            if callable(action):
                action()

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
        if self.run_data("duplicate"):
            return
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
        if self.run_data("remove"):
            return
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
        if self.run_data("move_up" if step < 0 else "move_down"):
            return
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
        from desktop.ui.editor import printing

        printing.print_roster(self.document.roster, self)

    def export_pdf(self, path: Path | None = None) -> Path | None:
        if path is None:
            chosen, _filter = QFileDialog.getSaveFileName(
                self, self.tr("Export roster as PDF"), f"{self.document.roster.name}.pdf",
                self.tr("PDF files (*.pdf)"))
            if not chosen:
                return None
            path = Path(chosen)
        from desktop.ui.editor import printing

        printing.export_pdf(self.document.roster, path)
        if not path.is_file() or path.stat().st_size == 0:
            self.message.show_message(arg(self.tr("Could not write %1"), str(path)))
            return None
        self.message.show_message(arg(self.tr("Saved %1"), path.name))
        return path
