"""The tree model's half that follows the document: it shows the roster it last saw and moves
to the document's new one between begin...Rows and end...Rows, so a view (or the model tester)
asking during a change sees the old state, never a mix.  Fine-grained changes become
beginInsertRows/endRemoveRows/beginMoveRows or a targeted dataChanged, so views keep their
selection and scroll position through edits."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject

from desktop.domain.document import (
    Change,
    GroupPart,
    Part,
    Reset,
    RosterDocument,
    UnitChanged,
    UnitInserted,
    UnitMoved,
    UnitRemoved,
    WeaponPart,
)
from desktop.domain.roster import Roster, Unit
from desktop.ui.editor.common import Kind
from desktop.ui.editor.tree_columns import Col
from desktop.ui.editor.tree_nodes import Node, group_node, unit_node


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
        parent = self.roster_index()
        match change:
            case Reset():
                self.beginResetModel()
                self._build()
                self.endResetModel()
                return
            case UnitInserted(index=index):
                self.beginInsertRows(parent, index, index)
                self._shown = new
                roster_node.children.insert(index, unit_node(roster_node, 0, new.units[index]))
                roster_node.renumber(index)
                self.endInsertRows()
            case UnitRemoved(index=index):
                self.beginRemoveRows(parent, index, index)
                self._shown = new
                self._graveyard.append(roster_node.children.pop(index))
                roster_node.renumber(index)
                self.endRemoveRows()
            case UnitMoved(source=source, target=target) if source != target:
                self.beginMoveRows(parent, source, source, parent,
                                   target + 1 if target > source else target)
                self._shown = new
                roster_node.children.insert(target, roster_node.children.pop(source))
                roster_node.renumber(min(source, target))
                self.endMoveRows()
            case UnitChanged(index=index, part=part):
                self._unit_changed(roster_node.children[index], new, part)
        self._shown = new
        self._changed(parent)

    def _changed(self, index: QModelIndex) -> None:
        self.dataChanged.emit(index.siblingAtColumn(0), index.siblingAtColumn(len(Col) - 1))

    def _unit_changed(self, node: Node, new: Roster, part: Part | None) -> None:
        unit = new.units[node.row]
        unit_index = self.createIndex(node.row, 0, node)
        if isinstance(part, GroupPart):
            self._group_changed(node, new, unit, unit_index, part)
        elif isinstance(part, WeaponPart):
            self._weapon_changed(node, new, part)
        elif part is None:
            self._rebuild_unit(node, new, unit, unit_index)
        self._shown = new
        self._changed(unit_index)

    def _group_changed(self, node: Node, new: Roster, unit: Unit, unit_index: QModelIndex,
                       part: GroupPart) -> None:
        group = part.group
        if part.op == "inserted":
            self.beginInsertRows(unit_index, group, group)
            self._shown = new
            node.children.insert(group, group_node(node, group, unit.models[group]))
            node.renumber(group)
            self.endInsertRows()
        elif part.op == "removed":
            self.beginRemoveRows(unit_index, group, group)
            self._shown = new
            self._graveyard.append(node.children.pop(group))
            node.renumber(group)
            self.endRemoveRows()
        else:
            self._shown = new
            self._changed(self.createIndex(group, 0, node.children[group]))

    def _weapon_changed(self, node: Node, new: Roster, part: WeaponPart) -> None:
        owner = node.children[part.group]
        group_index = self.createIndex(part.group, 0, owner)
        weapon = part.weapon
        if part.op == "inserted":
            self.beginInsertRows(group_index, weapon, weapon)
            self._shown = new
            owner.children.insert(weapon, Node(Kind.WEAPON, owner, weapon))
            owner.renumber(weapon)
            self.endInsertRows()
        elif part.op == "removed":
            self.beginRemoveRows(group_index, weapon, weapon)
            self._shown = new
            self._graveyard.append(owner.children.pop(weapon))
            owner.renumber(weapon)
            self.endRemoveRows()
        else:
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
