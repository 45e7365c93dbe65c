"""The weapons of one model group as an editable table: the edition's weapon columns
(``desktop.domain.edits.weapon_fields``), each cell telling the value delegate which editor
fits (number range, "-", dice expression, weapon type list)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt

from desktop.domain import edits
from desktop.domain.document import (
    Change,
    Edit,
    GroupPart,
    Reset,
    UnitChanged,
    UnitRemoved,
    WeaponPart,
    unit_of,
)
from desktop.domain.editions import WEAPON_TYPE_NAMES, WEAPON_TYPES
from desktop.domain.roster import ModelGroup, Weapon
from desktop.rules.meta import meta_of
from desktop.ui.editor.common import LEFT, NO_PARENT, RIGHT, Pusher, Role
from desktop.ui.editor.profile_models import Index, UnitTable, split_rules
from desktop.ui.editor.summaries import field_label, field_text, field_title, weapon_type_text


class WeaponTableModel(UnitTable):
    """Rows: the weapons of one model group.  Columns: the edition's weapon columns."""

    def __init__(self, pusher: Pusher, parent: QObject | None = None) -> None:
        super().__init__(pusher, parent)
        self.group_index: int | None = None
        self._fields = edits.weapon_fields(self.document.roster.edition)

    def set_group(self, unit_id: str | None, group: int | None) -> None:
        self.beginResetModel()
        self._unit = self._find(unit_id)
        valid = self._unit is not None and group is not None \
            and 0 <= group < len(self._unit.models)
        self.unit_id = unit_id if valid else None
        self.group_index = group if valid else None
        if not valid:
            self._unit = None
        self._fields = edits.weapon_fields(self.document.roster.edition)
        self.endResetModel()

    def field(self, column: int) -> edits.WeaponField:
        return self._fields[column]

    def group(self) -> ModelGroup | None:
        if self._unit is None or self.group_index is None:
            return None
        return self._unit.models[self.group_index]

    def weapon(self, row: int) -> Weapon | None:
        group = self.group()
        return group.weapons[row] if group is not None and 0 <= row < len(group.weapons) \
            else None

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        group = self.group()
        return 0 if parent.isValid() or group is None else len(group.weapons)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._fields)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._fields):
            return None
        spec = self._fields[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return field_label(spec)
        if role == Qt.ItemDataRole.ToolTipRole:
            return field_title(spec)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if spec.kind in ("int", "dice") else LEFT
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        weapon = self.weapon(index.row()) if index.isValid() else None
        if weapon is None:
            return None
        spec = self._fields[index.column()]
        value = getattr(weapon, spec.key)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return field_text(spec, weapon)
        if role == Qt.ItemDataRole.EditRole:
            if spec.kind == "rules":
                return ", ".join(value)
            return "" if spec.kind == "type" and value is None else value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if spec.kind in ("int", "dice") else LEFT
        if role == Role.EDITOR:
            return spec.kind
        if role == Role.MINIMUM:
            return spec.minimum
        if role == Role.MAXIMUM:
            return spec.maximum
        if role == Role.DASH:
            return spec.dash
        if role == Role.SUFFIX:
            return spec.suffix
        if role == Role.SIGNED:
            return spec.signed
        if role == Role.COMPLETIONS:
            edition = self.document.roster.edition
            return list(meta_of(edition).weapon_rules) if edition is not None else []
        if role == Role.CHOICES:
            edition = self.document.roster.edition
            keys = WEAPON_TYPES[edition] if edition is not None else tuple(WEAPON_TYPE_NAMES)
            return [("", "-")] + [(key, weapon_type_text(key)) for key in keys]
        return None

    def edit_for(self, index: Index, value: object) -> Edit:
        spec = self._fields[index.column()]
        if spec.kind == "rules":
            value = split_rules(str(value or ""))
        elif spec.kind == "dice" and spec.dash and value in ("", "-"):
            value = None
        return edits.set_weapon_field(self.document, self.unit_id or "", self.group_index or 0,
                                      index.row(), spec.key, value)

    def _on_change(self, change: Change) -> None:
        if self.unit_id is None or self.group_index is None:
            return
        ours = unit_of(change) == self.unit_id
        if isinstance(change, Reset) or (ours and isinstance(change, UnitChanged)
                                         and change.part is None):
            self.set_group(self.unit_id, self.group_index)
        elif ours and isinstance(change, UnitRemoved):
            self.set_group(None, None)
        elif ours and isinstance(change, UnitChanged) \
                and isinstance(change.part, (GroupPart, WeaponPart)):
            self._group_changed(change.part)

    def _group_changed(self, part: GroupPart | WeaponPart) -> None:
        assert self.group_index is not None
        new = self._find(self.unit_id)
        if isinstance(part, GroupPart):
            if part.op == "removed" and part.group == self.group_index:
                self.set_group(None, None)
                return
            if part.op != "changed" and part.group <= self.group_index:
                self.group_index += 1 if part.op == "inserted" else -1
            self._unit = new
        elif part.group != self.group_index:
            self._unit = new
        elif part.op == "inserted":
            self.beginInsertRows(NO_PARENT, part.weapon, part.weapon)
            self._unit = new
            self.endInsertRows()
        elif part.op == "removed":
            self.beginRemoveRows(NO_PARENT, part.weapon, part.weapon)
            self._unit = new
            self.endRemoveRows()
        else:
            self._unit = new
            self.dataChanged.emit(self.index(part.weapon, 0),
                                  self.index(part.weapon, self.columnCount() - 1))
