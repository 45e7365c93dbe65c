"""Editable tables for the selected unit: the base they share, and its model groups (profiles);
one group's weapons are in :mod:`weapon_model`.

Thin adapters like the tree model: they show the unit they last saw and move to the
document's new one between begin...Rows and end...Rows.  Each cell tells the value delegate
which editor fits (``Role.EDITOR`` and the range roles); ``problem(index, value)`` asks the
domain's edit factory why a value would be refused, and ``setData`` pushes that same edit.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush

from desktop.domain import edits
from desktop.domain.document import (
    Change,
    Edit,
    GroupPart,
    Reset,
    UnitChanged,
    UnitRemoved,
    unit_of,
)
from desktop.domain.editions import Characteristic
from desktop.domain.findings import VEHICLE_KEYS
from desktop.domain.roster import ModelGroup, Unit
from desktop.rules.meta import meta_of
from desktop.ui.editor.common import LEFT, NO_PARENT, RIGHT, Pusher, Role, problem_of
from desktop.ui.editor.summaries import (
    characteristic_specs,
)
from desktop.ui.i18n import render

Index = QModelIndex | QPersistentModelIndex
NAME, COUNT, POINTS = 0, 1, 2  # then one column per characteristic
KEYWORDS_MINIMUM = 90  # px: "Infantry" and the start of the keywords column's title


def split_rules(text: str) -> list[str]:
    """"Pistol, Shred (6+), Blast (3")" -> three rules (commas inside brackets stay)."""
    rules, depth, current = [], 0, ""
    for char in text:
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(char, 0)
        if char in ",;" and depth <= 0:
            rules.append(current.strip())
            current = ""
        else:
            current += char
    rules.append(current.strip())
    return [rule for rule in rules if rule]


class UnitTable(QAbstractTableModel):
    def __init__(self, pusher: Pusher, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pusher = pusher
        self.document = pusher.document
        self.unit_id: str | None = None
        self._unit: Unit | None = None
        self._unsubscribe = self.document.subscribe(self._on_change)

    def close(self) -> None:
        self._unsubscribe()

    def _find(self, unit_id: str | None) -> Unit | None:
        if unit_id is None:
            return None
        try:
            return self.document.roster.units[self.document.index_of(unit_id)]
        except KeyError:
            return None

    def problem(self, index: Index, value: object) -> str | None:
        return problem_of(lambda: self.edit_for(index, value))

    def edit_for(self, index: Index, value: object) -> Edit:
        raise NotImplementedError

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole \
                or value == self.data(index, Qt.ItemDataRole.EditRole):
            return False
        return self.pusher.attempt(lambda: self.edit_for(index, value))

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable \
            | Qt.ItemFlag.ItemIsEditable

    def retranslate(self) -> None:
        """Headers and texts in the new language (a layout change repaints everything without
        resetting an editor the player has open, as dataChanged would)."""
        if self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        self.layoutAboutToBeChanged.emit()
        self.layoutChanged.emit()

    def _on_change(self, change: Change) -> None:
        raise NotImplementedError


class GroupTableModel(UnitTable):
    """Rows: the unit's model groups.  Columns: name, count, points each, characteristics."""

    def __init__(self, pusher: Pusher, parent: QObject | None = None) -> None:
        super().__init__(pusher, parent)
        self._specs: list[Characteristic] = []
        self.show_all = False

    def set_unit(self, unit_id: str | None) -> None:
        self.beginResetModel()
        self._unit = self._find(unit_id)
        self.unit_id = unit_id if self._unit is not None else None
        self._specs = self._columns()
        self.endResetModel()

    def set_show_all(self, show_all: bool) -> None:
        self.show_all = show_all
        self.set_unit(self.unit_id)

    def _columns(self) -> list[Characteristic]:
        """The edition's characteristics; unless ``show_all``, optional ones (Inv, armour)
        only when a model of the unit has them, and a vehicle's blank ones not at all."""
        edition = self.document.roster.edition
        groups = list(self._unit.models) if self._unit else []
        specs = characteristic_specs(edition, groups)
        if self.show_all or edition is None or not groups:
            return specs
        vehicle_keys = VEHICLE_KEYS.get(edition, frozenset())

        def wanted(spec: Characteristic, group: ModelGroup) -> bool:
            if group.characteristics.get(spec.key) is not None:
                return True
            if vehicle_keys and group.characteristics.get("av_front") is not None:
                return spec.key in vehicle_keys
            return not spec.optional

        return [spec for spec in specs if any(wanted(spec, group) for group in groups)]

    def spec(self, column: int) -> Characteristic | None:
        return self._specs[column - 3] if 3 <= column < 3 + len(self._specs) else None

    @property
    def keywords_column(self) -> int:
        """The last column: the group's keywords and special rules."""
        return 3 + len(self._specs)

    def group(self, row: int) -> ModelGroup | None:
        if self._unit is None or not 0 <= row < len(self._unit.models):
            return None
        return self._unit.models[row]

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() or self._unit is None else len(self._unit.models)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else 4 + len(self._specs)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section < 3:
                return (self.tr("Model"), self.tr("Number"), self.tr("Pts each"))[section]
            if section == self.keywords_column:
                return self.tr("Keywords and rules")
            spec = self.spec(section)
            return spec.label if spec else None
        if role == Qt.ItemDataRole.ToolTipRole and section == POINTS:
            return self.tr("Points per model")
        if role == Qt.ItemDataRole.ToolTipRole and section == self.keywords_column:
            return self.tr("Keywords and special rules, separated by commas (e.g. Infantry, "
                           "Feel No Pain (5+)); the rules the shooting wizard applies are "
                           "offered as you type")
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return LEFT if section in (NAME, self.keywords_column) else RIGHT
        if role == Qt.ItemDataRole.SizeHintRole and section == self.keywords_column:
            # The last column takes the room left and elides its long title (the tooltip has
            # it all): its title's width never pushes the table into sideways scrolling.
            return QSize(KEYWORDS_MINIMUM, 0)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        group = self.group(index.row()) if index.isValid() else None
        if group is None:
            return None
        column, spec = index.column(), self.spec(index.column())
        edition = self.document.roster.edition
        if column == self.keywords_column:
            return self._keywords_data(group, role)
        value: object = (group.name, group.count, group.points_each)[column] if column < 3 \
            else group.characteristics.get(spec.key) if spec else None
        if role == Qt.ItemDataRole.DisplayRole:
            if spec is not None:
                return spec.display(group.characteristics.get(spec.key)) \
                    if spec.key in group.characteristics else ""
            return str(value)
        if role == Qt.ItemDataRole.EditRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return LEFT if column == NAME else RIGHT
        if spec is not None and role in (Qt.ItemDataRole.ToolTipRole,
                                         Qt.ItemDataRole.ForegroundRole):
            problem = None
            if edition is not None and (value is not None
                                        or not edits.allows_dash(edition, group, spec.key)):
                problem = spec.problem(group.characteristics.get(spec.key))  # e.g. BS 12
            if problem is not None:
                return render(problem) if role == Qt.ItemDataRole.ToolTipRole \
                    else QBrush(Qt.GlobalColor.red)
            return None
        if role == Role.EDITOR:
            return "name" if column == NAME else "int"
        if role == Role.MINIMUM:
            return spec.minimum if spec else 0
        if role == Role.MAXIMUM:
            return spec.maximum if spec else (10_000 if column == COUNT else 100_000)
        if role == Role.DASH:
            return bool(spec and (edition is None or edits.allows_dash(edition, group,
                                                                      spec.key)))
        if role == Role.SUFFIX:
            return "+" if spec and spec.plus else ""
        return None

    def _keywords_data(self, group: ModelGroup, role: int) -> object:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole,
                    Qt.ItemDataRole.ToolTipRole):
            return ", ".join(group.keywords)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return LEFT
        if role == Role.EDITOR:
            return "rules"
        if role == Role.COMPLETIONS:
            edition = self.document.roster.edition
            return list(meta_of(edition).model_rules) if edition is not None else []
        return None

    def edit_for(self, index: Index, value: object) -> Edit:
        doc, uid, row, column = self.document, self.unit_id or "", index.row(), index.column()
        number = value if isinstance(value, int) and not isinstance(value, bool) else -1
        if column == self.keywords_column:
            return edits.set_keywords(doc, uid, row, split_rules(str(value or "")))
        if column == NAME:
            return edits.rename_model_group(doc, uid, row, str(value))
        if column == COUNT:
            return edits.set_model_count(doc, uid, row, number)
        if column == POINTS:
            return edits.set_points_each(doc, uid, row, number)
        spec = self.spec(column)
        assert spec is not None
        return edits.set_characteristic(doc, uid, row, spec.key,
                                        None if value is None else number)

    def _on_change(self, change: Change) -> None:
        if self.unit_id is None or unit_of(change) not in (None, self.unit_id):
            return
        match change:
            case Reset() | UnitChanged(part=None):
                self.set_unit(self.unit_id)
            case UnitRemoved():
                self.set_unit(None)
            case UnitChanged(part=GroupPart(group=group, op="inserted")):
                self.beginInsertRows(NO_PARENT, group, group)
                self._unit = self._find(self.unit_id)
                self.endInsertRows()
            case UnitChanged(part=GroupPart(group=group, op="removed")):
                self.beginRemoveRows(NO_PARENT, group, group)
                self._unit = self._find(self.unit_id)
                self.endRemoveRows()
            case UnitChanged(part=GroupPart(group=group)):
                self._unit = self._find(self.unit_id)
                self.dataChanged.emit(self.index(group, 0),
                                      self.index(group, self.columnCount() - 1))
            case UnitChanged():
                self._unit = self._find(self.unit_id)
