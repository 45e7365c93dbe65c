"""The roster as a tree: roster -> units -> model groups -> weapons (a thin adapter).

The model keeps the tree's shape (light nodes) and the roster it last showed; texts come from
that roster.  It moves to the document's new roster between begin...Rows and end...Rows, so a
view (or the model tester) asking during a change sees the old state, never a mix.
Fine-grained document changes become beginInsertRows/endRemoveRows/beginMoveRows or a
targeted dataChanged, so views keep their selection and scroll position through edits.
Editing a name or a model count pushes an undo command; drag and drop reorders units.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractItemModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtWidgets import QApplication

from desktop.domain import edits
from desktop.domain.document import Change, Edit
from desktop.domain.roster import ModelGroup, Roster, Unit, Weapon
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
from desktop.ui.editor.summaries import (
    edition_text,
    points_text,
    profile_text,
    roster_totals,
    weapon_text,
)

MIME = "application/x-auspex-unit-id"
Index = QModelIndex | QPersistentModelIndex


class Col(IntEnum):
    NAME = 0
    MODELS = 1
    POINTS = 2
    DETAILS = 3


_F = Qt.ItemFlag
_DROP = _F.ItemIsDropEnabled
_BASE = _F.ItemIsEnabled | _F.ItemIsSelectable
# Precomputed per kind, [read-only, editable]: views ask for flags of every row after each
# change, and combining enum flags in Python is slow.
_FLAGS: dict[Kind, tuple[Qt.ItemFlag, Qt.ItemFlag]] = {
    kind: (base, base | _F.ItemIsEditable)
    for kind, base in ((Kind.ROSTER, _BASE | _DROP),
                       (Kind.UNIT, _BASE | _F.ItemIsDragEnabled | _DROP),
                       (Kind.GROUP, _BASE), (Kind.WEAPON, _BASE))
}


class _Node:
    __slots__ = ("children", "kind", "parent", "row", "unit_id")

    def __init__(self, kind: Kind, parent: _Node | None, row: int = 0,
                 unit_id: str | None = None) -> None:
        self.kind = kind
        self.parent = parent
        self.row = row
        self.unit_id = unit_id
        self.children: list[_Node] = []

    def renumber(self, start: int = 0) -> None:
        for row in range(start, len(self.children)):
            self.children[row].row = row


def _unit_node(parent: _Node, row: int, unit: Unit) -> _Node:
    node = _Node(Kind.UNIT, parent, row, unit.id)
    node.children = [_group_node(node, g, group) for g, group in enumerate(unit.models)]
    return node


def _group_node(parent: _Node, row: int, group: ModelGroup) -> _Node:
    node = _Node(Kind.GROUP, parent, row)
    node.children = [_Node(Kind.WEAPON, node, w) for w in range(len(group.weapons))]
    return node


class RosterTreeModel(QAbstractItemModel):
    def __init__(self, pusher: Pusher, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pusher = pusher
        self.document = pusher.document
        self._shown = self.document.roster
        self._root = _Node(Kind.ROSTER, None)
        self._build()
        self._unsubscribe = self.document.subscribe(self._on_change)

    def close(self) -> None:
        self._unsubscribe()

    def _build(self) -> None:
        self._shown = self.document.roster
        roster_node = _Node(Kind.ROSTER, self._root, 0)
        roster_node.children = [_unit_node(roster_node, row, unit)
                                for row, unit in enumerate(self.document.roster.units)]
        self._root.children = [roster_node]

    @property
    def roster(self) -> Roster:
        """The roster the model shows (the document's, except in the middle of a change)."""
        return self._shown

    # --- navigation -----------------------------------------------------------------------

    def _node(self, index: Index) -> _Node:
        if not index.isValid():
            return self._root
        node = index.internalPointer()
        assert isinstance(node, _Node)
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
        return self._ref(self._node(index))

    @staticmethod
    def _ref(node: _Node) -> ItemRef:
        if node.kind is Kind.WEAPON:
            assert node.parent is not None and node.parent.parent is not None
            return ItemRef(Kind.WEAPON, node.parent.parent.unit_id, node.parent.row, node.row)
        if node.kind is Kind.GROUP:
            assert node.parent is not None
            return ItemRef(Kind.GROUP, node.parent.unit_id, node.row)
        if node.kind is Kind.UNIT:
            return ItemRef(Kind.UNIT, node.unit_id)
        return ItemRef(Kind.ROSTER)

    def roster_index(self, column: int = 0) -> QModelIndex:
        return self.index(0, column)

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

    def _objects(self, node: _Node) -> tuple[Unit | None, ModelGroup | None, Weapon | None]:
        ref = self._ref(node)
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
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Col):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Name"), self.tr("Models"), self.tr("Points"),
                    self.tr("Profile"))[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if section in (Col.MODELS, Col.POINTS) else LEFT
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        node = self._node(index)
        column = index.column()
        if role == Role.KIND:
            return int(node.kind)
        if role in (Role.UNIT_ID, Role.GROUP, Role.WEAPON):
            ref = self.ref(index)
            return {Role.UNIT_ID: ref.unit_id, Role.GROUP: ref.group,
                    Role.WEAPON: ref.weapon}[Role(role)]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if column in (Col.MODELS, Col.POINTS) else LEFT
        if node.kind is Kind.ROSTER:
            return self._roster_data(column, role)
        unit, group, weapon = self._objects(node)
        if weapon is not None:
            return self._weapon_data(weapon, column, role)
        if group is not None:
            return self._group_data(group, column, role)
        assert unit is not None
        return self._unit_data(unit, column, role)

    def _roster_data(self, column: int, role: int) -> object:
        roster = self.roster
        if role == Qt.ItemDataRole.FontRole:
            font = QFont(QApplication.font())
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and column == Col.POINTS \
                and roster.points_limit is not None \
                and roster_totals(roster)[0] > roster.points_limit:
            return QBrush(Qt.GlobalColor.red)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == Col.NAME:
                return roster.name
            if column == Col.DETAILS:
                return edition_text(roster)
            models, points = self._totals()
            return str(models) if column == Col.MODELS else points
        if role == Qt.ItemDataRole.EditRole and column == Col.NAME:
            return roster.name
        return None

    def _totals(self) -> tuple[int, str]:
        """The roster's model count and points text (computed once per roster)."""
        return roster_totals(self._shown)[1], points_text(self._shown)

    def _unit_data(self, unit: Unit, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            details = unit.notes.splitlines()[0] if unit.notes else ""
            return (unit.name, str(unit.model_count), str(unit.total_points), details)[column]
        if role == Qt.ItemDataRole.EditRole and column == Col.NAME:
            return unit.name
        if role == Qt.ItemDataRole.ToolTipRole and column == Col.DETAILS and unit.notes:
            return unit.notes
        if role == Role.SORT:
            return (unit.name, unit.model_count, unit.total_points, unit.notes)[column]
        if role == Qt.ItemDataRole.ForegroundRole and column == Col.DETAILS:
            return QApplication.palette().brush(QPalette.ColorGroup.Active,
                                                QPalette.ColorRole.PlaceholderText)
        return None

    def _group_data(self, group: ModelGroup, column: int, role: int) -> object:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return (group.name, str(group.count), str(group.count * group.points_each),
                    profile_text(self.roster.edition, group))[column]
        if role == Qt.ItemDataRole.EditRole:
            if column == Col.NAME:
                return group.name
            if column == Col.MODELS:
                return group.count
        if role == Role.EDITOR:
            return {Col.NAME: "name", Col.MODELS: "int"}.get(Col(column))
        if role == Role.MINIMUM and column == Col.MODELS:
            return 0
        if role == Role.MAXIMUM and column == Col.MODELS:
            return 10_000
        return None

    def _weapon_data(self, weapon: Weapon, column: int, role: int) -> object:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == Col.NAME:
                return weapon.name
            if column == Col.DETAILS:
                text = weapon_text(self.roster.edition, weapon)
                rules = ", ".join(weapon.special_rules)
                return f"{text}; {rules}" if rules else text
            return ""
        if role == Qt.ItemDataRole.EditRole and column == Col.NAME:
            return weapon.name
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return _DROP
        kind = self._node(index).kind
        editable = index.column() == Col.NAME or (kind is Kind.GROUP
                                                  and index.column() == Col.MODELS)
        return _FLAGS[kind][editable]

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
                                        _unit_node(roster_node, 0, new.units[change.index]))
            roster_node.renumber(change.index)
            self.endInsertRows()
        elif change.kind == "unit-removed" and change.index is not None:
            self.beginRemoveRows(parent, change.index, change.index)
            self._shown = new
            roster_node.children.pop(change.index)
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

    def _unit_changed(self, node: _Node, new: Roster, change: Change) -> None:
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

    def _group_changed(self, node: _Node, new: Roster, unit: Unit, unit_index: QModelIndex,
                       part: str, group: int, change: Change) -> None:
        if part == "group-inserted":
            self.beginInsertRows(unit_index, group, group)
            self._shown = new
            node.children.insert(group, _group_node(node, group, unit.models[group]))
            node.renumber(group)
            self.endInsertRows()
            return
        if part == "group-removed":
            self.beginRemoveRows(unit_index, group, group)
            self._shown = new
            node.children.pop(group)
            node.renumber(group)
            self.endRemoveRows()
            return
        group_node = node.children[group]
        group_index = self.createIndex(group, 0, group_node)
        weapon = change.extra.get("weapon")
        if part == "weapon-inserted" and isinstance(weapon, int):
            self.beginInsertRows(group_index, weapon, weapon)
            self._shown = new
            group_node.children.insert(weapon, _Node(Kind.WEAPON, group_node, weapon))
            group_node.renumber(weapon)
            self.endInsertRows()
        elif part == "weapon-removed" and isinstance(weapon, int):
            self.beginRemoveRows(group_index, weapon, weapon)
            self._shown = new
            group_node.children.pop(weapon)
            group_node.renumber(weapon)
            self.endRemoveRows()
        elif part == "weapon" and isinstance(weapon, int):
            self._shown = new
            self._changed(self.index(weapon, 0, group_index))
        self._shown = new
        self._changed(group_index)

    def _rebuild_unit(self, node: _Node, new: Roster, unit: Unit,
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
            node.children = []
            self.endRemoveRows()
        self._shown = new
        if unit.models:
            self.beginInsertRows(unit_index, 0, len(unit.models) - 1)
            node.children = [_group_node(node, g, group) for g, group in enumerate(unit.models)]
            self.endInsertRows()
