"""The tree model's half that follows the document: it shows the roster it last saw and moves
to the document's new one between begin...Rows and end...Rows, so a view (or the model tester)
asking during a change sees the old state, never a mix.  Fine-grained changes become
beginInsertRows/endRemoveRows/beginMoveRows or a targeted dataChanged, so views keep their
selection and scroll position through edits."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject

from desktop.domain.document import Change, RosterDocument
from desktop.domain.roster import Roster, Unit
from desktop.ui.editor.common import Kind
from desktop.ui.editor.tree_nodes import Col, Node, group_node, unit_node


class SyncedTree(QAbstractItemModel):
    """Nodes and the shown roster, kept in step with the document (subclass: the model)."""

    def __init__(self, document: RosterDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._shown = document.roster
        self._root = Node(Kind.ROSTER, None)
        # Removed nodes stay referenced: a QModelIndex a view still holds points at its node,
        # which must not be freed under it (dropped again at the next reset).
        self._graveyard: list[Node] = []
        self._build()
        self._unsubscribe = document.subscribe(self._on_change)

    def close(self) -> None:
        self._unsubscribe()

    def _build(self) -> None:
        self._graveyard = []
        self._shown = self.document.roster
        roster_node = Node(Kind.ROSTER, self._root, 0)
        roster_node.children = [unit_node(roster_node, row, unit)
                                for row, unit in enumerate(self.document.roster.units)]
        self._root.children = [roster_node]

    @property
    def roster(self) -> Roster:
        """The roster the model shows (the document's, except in the middle of a change)."""
        return self._shown

    def roster_index(self, column: int = 0) -> QModelIndex:
        return self.index(0, column)

    def _on_change(self, change: Change) -> None:
        roster_node = self._root.children[0]
        new = self.document.roster
        if change.kind == "reset":
            self.beginResetModel()
            self._build()
            self.endResetModel()
            return
        parent = self.roster_index()
        if change.kind == "unit-inserted" and change.index is not None:
            self.beginInsertRows(parent, change.index, change.index)
            self._shown = new
            roster_node.children.insert(change.index,
                                        unit_node(roster_node, 0, new.units[change.index]))
            roster_node.renumber(change.index)
            self.endInsertRows()
        elif change.kind == "unit-removed" and change.index is not None:
            self.beginRemoveRows(parent, change.index, change.index)
            self._shown = new
            self._graveyard.append(roster_node.children.pop(change.index))
            roster_node.renumber(change.index)
            self.endRemoveRows()
        elif change.kind == "unit-moved" and change.index is not None:
            source, target = change.extra["from"], change.index
            assert isinstance(source, int)
            if source != target:
                self.beginMoveRows(parent, source, source, parent,
                                   target + 1 if target > source else target)
                self._shown = new
                roster_node.children.insert(target, roster_node.children.pop(source))
                roster_node.renumber(min(source, target))
                self.endMoveRows()
        elif change.kind == "unit-changed" and change.index is not None:
            self._unit_changed(roster_node.children[change.index], new, change)
        self._shown = new
        self._changed(parent)

    def _changed(self, index: QModelIndex) -> None:
        self.dataChanged.emit(index.siblingAtColumn(0), index.siblingAtColumn(len(Col) - 1))

    def _unit_changed(self, node: Node, new: Roster, change: Change) -> None:
        unit = new.units[node.row]
        unit_index = self.createIndex(node.row, 0, node)
        part, group = change.extra.get("part"), change.extra.get("group")
        if part in ("group", "group-inserted", "group-removed", "weapon", "weapon-inserted",
                    "weapon-removed") and isinstance(group, int):
            self._group_changed(node, new, unit, unit_index, str(part), group, change)
        elif part != "unit":
            self._rebuild_unit(node, new, unit, unit_index)
        self._shown = new
        self._changed(unit_index)

    def _group_changed(self, node: Node, new: Roster, unit: Unit, unit_index: QModelIndex,
                       part: str, group: int, change: Change) -> None:
        if part == "group-inserted":
            self.beginInsertRows(unit_index, group, group)
            self._shown = new
            node.children.insert(group, group_node(node, group, unit.models[group]))
            node.renumber(group)
            self.endInsertRows()
            return
        if part == "group-removed":
            self.beginRemoveRows(unit_index, group, group)
            self._shown = new
            self._graveyard.append(node.children.pop(group))
            node.renumber(group)
            self.endRemoveRows()
            return
        owner = node.children[group]
        group_index = self.createIndex(group, 0, owner)
        weapon = change.extra.get("weapon")
        if part == "weapon-inserted" and isinstance(weapon, int):
            self.beginInsertRows(group_index, weapon, weapon)
            self._shown = new
            owner.children.insert(weapon, Node(Kind.WEAPON, owner, weapon))
            owner.renumber(weapon)
            self.endInsertRows()
        elif part == "weapon-removed" and isinstance(weapon, int):
            self.beginRemoveRows(group_index, weapon, weapon)
            self._shown = new
            self._graveyard.append(owner.children.pop(weapon))
            owner.renumber(weapon)
            self.endRemoveRows()
        elif part == "weapon" and isinstance(weapon, int):
            self._shown = new
            self._changed(self.index(weapon, 0, group_index))
        self._shown = new
        self._changed(group_index)

    def _rebuild_unit(self, node: Node, new: Roster, unit: Unit,
                      unit_index: QModelIndex) -> None:
        """Anything in the unit may have changed (e.g. a shooting result): same shape means
        new texts only; otherwise its rows are replaced."""
        shape = [len(group.weapons) for group in unit.models]
        if shape == [len(child.children) for child in node.children]:
            self._shown = new
            for child in node.children:
                child_index = self.createIndex(child.row, 0, child)
                self._changed(child_index)
                if child.children:
                    self.dataChanged.emit(self.index(0, 0, child_index),
                                          self.index(len(child.children) - 1, len(Col) - 1,
                                                     child_index))
            return
        if node.children:
            self.beginRemoveRows(unit_index, 0, len(node.children) - 1)
            self._graveyard += node.children
            node.children = []
            self.endRemoveRows()
        self._shown = new
        if unit.models:
            self.beginInsertRows(unit_index, 0, len(unit.models) - 1)
            node.children = [group_node(node, g, group) for g, group in enumerate(unit.models)]
            self.endInsertRows()
