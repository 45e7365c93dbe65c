"""The roster as a tree: roster -> units -> model groups -> weapons (a thin adapter).

Texts come from the roster the model shows (see :mod:`tree_sync` for how it follows the
document); editing a name or a model count pushes an undo command; drag and drop reorders
units.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtWidgets import QApplication

from desktop.domain import edits
from desktop.domain.document import Edit
from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.ui.editor.common import (
    LEFT,
    NO_PARENT,
    RIGHT,
    ItemRef,
    Kind,
    Pusher,
    Role,
    problem_of,
)
from desktop.ui.editor.summaries import roster_totals
from desktop.ui.editor.tree_columns import COLUMNS, CONTEXT, Col, TreeColumn
from desktop.ui.editor.tree_nodes import DROP, FLAGS, Node, node_ref
from desktop.ui.editor.tree_sync import SyncedTree

MIME = "application/x-auspex-unit-id"
Index = QModelIndex | QPersistentModelIndex
__all__ = ["MIME", "Col", "RosterTreeModel"]


class RosterTreeModel(SyncedTree):
    def __init__(self, pusher: Pusher, parent: QObject | None = None) -> None:
        self.pusher = pusher
        super().__init__(pusher.document, parent)

    # --- navigation -----------------------------------------------------------------------

    def _node(self, index: Index) -> Node:
        if not index.isValid():
            return self._root
        node = index.internalPointer()
        assert isinstance(node, Node)
        return node

    def index(self, row: int, column: int, parent: Index = NO_PARENT) -> QModelIndex:
        node = self._node(parent)
        if parent.isValid() and parent.column() != 0:
            return QModelIndex()
        if not (0 <= row < len(node.children) and 0 <= column < len(Col)):
            return QModelIndex()
        return self.createIndex(row, column, node.children[row])

    def parent(self, index: Index = NO_PARENT) -> QModelIndex:  # type: ignore[override]
        if not index.isValid():
            return QModelIndex()
        up = self._node(index).parent
        if up is None or up is self._root:
            return QModelIndex()
        return self.createIndex(up.row, 0, up)

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self._node(parent).children)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return len(Col)

    def ref(self, index: Index) -> ItemRef:
        """Which roster item ``index`` shows."""
        return node_ref(self._node(index))

    def index_for(self, ref: ItemRef, column: int = 0) -> QModelIndex:
        index = self.roster_index(column)
        if ref.kind is Kind.ROSTER or ref.unit_id is None:
            return index
        row = next((row for row, unit in enumerate(self._shown.units) if unit.id == ref.unit_id),
                   None)
        if row is None:
            return index
        index = self.index(row, column, self.roster_index())
        if ref.group is not None:
            index = self.index(ref.group, column, self.index(row, 0, self.roster_index()))
            if ref.weapon is not None and index.isValid():
                index = self.index(ref.weapon, column, index.siblingAtColumn(0))
        return index

    def _objects(self, node: Node) -> tuple[Unit | None, ModelGroup | None, Weapon | None]:
        ref = node_ref(node)
        if ref.unit_id is None:
            return None, None, None
        unit_node = node
        while unit_node.kind is not Kind.UNIT:
            assert unit_node.parent is not None
            unit_node = unit_node.parent
        unit = self.roster.units[unit_node.row]
        group = unit.models[ref.group] if ref.group is not None else None
        weapon = group.weapons[ref.weapon] if group is not None and ref.weapon is not None \
            else None
        return unit, group, weapon

    def retranslate(self) -> None:
        """Headers and translated texts (edition, weapon types) in the new language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Col) - 1)
        self.layoutAboutToBeChanged.emit()
        self.layoutChanged.emit()

    # --- data -----------------------------------------------------------------------------

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate(CONTEXT, COLUMNS[section].header)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if COLUMNS[section].numeric else LEFT
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        node = self._node(index)
        column = COLUMNS[index.column()]
        if role == Role.KIND:
            return int(node.kind)
        if role in (Role.UNIT_ID, Role.GROUP, Role.WEAPON):
            ref = self.ref(index)
            return {Role.UNIT_ID: ref.unit_id, Role.GROUP: ref.group,
                    Role.WEAPON: ref.weapon}[Role(role)]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if column.numeric else LEFT
        if node.kind is Kind.ROSTER:
            return self._roster_data(column, index.column(), role)
        unit, group, weapon = self._objects(node)
        if weapon is not None:
            return self._item_data(column.weapon(self.roster, weapon), weapon.name,
                                   index.column(), role)
        if group is not None:
            return self._group_data(group, column, index.column(), role)
        assert unit is not None
        return self._unit_data(unit, column, index.column(), role)

    def _item_data(self, text: str, name: str, column: int, role: int) -> object:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return text
        if role == Qt.ItemDataRole.EditRole and column == Col.NAME:
            return name
        return None

    def _roster_data(self, column: TreeColumn, number: int, role: int) -> object:
        roster = self.roster
        if role == Qt.ItemDataRole.FontRole:
            font = QFont(QApplication.font())
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and column.over_limit_alert \
                and roster.points_limit is not None \
                and roster_totals(roster)[0] > roster.points_limit:
            return QBrush(Qt.GlobalColor.red)
        return self._item_data(column.roster(roster), roster.name, number, role)

    def _unit_data(self, unit: Unit, column: TreeColumn, number: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return column.unit(unit)
        if role == Qt.ItemDataRole.EditRole and number == Col.NAME:
            return unit.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return column.unit_tip(unit)
        if role == Role.SORT:
            return column.unit_sort(unit) if column.unit_sort else column.unit(unit)
        if role == Qt.ItemDataRole.ForegroundRole and column.faint_units:
            return QApplication.palette().brush(QPalette.ColorGroup.Active,
                                                QPalette.ColorRole.PlaceholderText)
        return None

    def _group_data(self, group: ModelGroup, column: TreeColumn, number: int,
                    role: int) -> object:
        if role == Qt.ItemDataRole.EditRole and number == Col.MODELS:
            return group.count
        if role == Role.EDITOR:
            return {Col.NAME: "name", Col.MODELS: "int"}.get(Col(number))
        if role == Role.MINIMUM and number == Col.MODELS:
            return 0
        if role == Role.MAXIMUM and number == Col.MODELS:
            return 10_000
        return self._item_data(column.group(self.roster, group), group.name, number, role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return DROP
        kind = self._node(index).kind
        return FLAGS[kind][kind in COLUMNS[index.column()].editable]

    def edit_for(self, index: Index, value: object) -> Edit:
        """The edit that puts ``value`` into the cell (raises DomainError with the reason)."""
        ref, doc = self.ref(index), self.document
        uid, group, weapon = ref.unit_id or "", ref.group or 0, ref.weapon or 0
        if index.column() == Col.MODELS and ref.kind is Kind.GROUP:
            return edits.set_model_count(doc, uid, group, value if isinstance(value, int) else -1)
        text = str(value)
        if ref.kind is Kind.ROSTER:
            return edits.rename_roster(doc, text)
        if ref.kind is Kind.UNIT:
            return edits.rename_unit(doc, uid, text)
        if ref.kind is Kind.GROUP:
            return edits.rename_model_group(doc, uid, group, text)
        return edits.set_weapon_field(doc, uid, group, weapon, "name", text)

    def problem(self, index: Index, value: object) -> str | None:
        return problem_of(lambda: self.edit_for(index, value))

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole \
                or not self.flags(index) & Qt.ItemFlag.ItemIsEditable:
            return False
        if value == self.data(index, Qt.ItemDataRole.EditRole):
            return False
        return self.pusher.attempt(lambda: self.edit_for(index, value))

    # --- drag and drop: reorder units ---------------------------------------------------------

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        ids = [self.ref(i).unit_id for i in indexes
               if i.column() == 0 and self._node(i).kind is Kind.UNIT]
        data.setData(MIME, QByteArray("\n".join(i for i in ids if i).encode()))
        return data

    def _drop_target(self, data: QMimeData, row: int, parent: Index) -> tuple[str, int] | None:
        if not data.hasFormat(MIME):
            return None
        ids = bytes(data.data(MIME).data()).decode().split()
        if len(ids) != 1:
            return None
        node, count = self._node(parent), len(self.roster.units)
        if node.kind is Kind.UNIT and row == -1:
            row = node.row
        elif node.kind is not Kind.ROSTER:
            return None
        try:
            source = self.document.index_of(ids[0])
        except KeyError:
            return None
        place = count if row < 0 else row
        target = place if place <= source else place - 1
        return ids[0], min(max(target, 0), count - 1)

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                        parent: Index) -> bool:
        return self._drop_target(data, row, parent) is not None

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                     parent: Index) -> bool:
        found = self._drop_target(data, row, parent)
        if found is None or action == Qt.DropAction.IgnoreAction:
            return False
        unit_id, target = found
        if target == self.document.index_of(unit_id):
            return False
        return self.pusher.attempt(lambda: edits.move_unit(self.document, unit_id, target))

    # --- document changes -----------------------------------------------------------------------
