"""Pick units from the built-in catalogue of the roster's edition (search, faction filter)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSignalBlocker,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.catalogue import Catalogue, CatalogueEntry
from desktop.domain.editions import Edition
from desktop.ui.editor.common import LEFT, NO_PARENT, RIGHT, Role
from desktop.ui.editor.summaries import profile_text, weapon_text

Index = QModelIndex | QPersistentModelIndex


class CatalogueModel(QAbstractTableModel):
    NAME, FACTION, MODELS, POINTS = range(4)

    def __init__(self, catalogue: Catalogue, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalogue = catalogue
        self.entries: list[CatalogueEntry] = list(catalogue.entries)

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < 4:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Unit"), self.tr("Faction"), self.tr("Models"),
                    self.tr("Points"))[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if section >= self.MODELS else LEFT
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.entries):
            return None
        entry, column = self.entries[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (entry.name, entry.faction_name, str(entry.unit.model_count),
                    str(entry.points))[column]
        if role == Role.SORT:
            return (entry.name.casefold(), entry.faction_name, entry.unit.model_count,
                    entry.points)[column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if column >= self.MODELS else LEFT
        if role == Role.KIND:
            return entry.faction_id
        if role == Qt.ItemDataRole.ToolTipRole:
            return entry.unit.notes or entry.name
        return None


class _Filter(QSortFilterProxyModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.faction: str | None = None
        self.setSortRole(Role.SORT)

    def set_filter(self, text: str, faction: str | None) -> None:
        self.beginFilterChange()
        self.text, self.faction = text.strip().casefold(), faction
        self.endFilterChange()

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, CatalogueModel)
        entry = model.entries[row]
        if self.faction is not None and entry.faction_id != self.faction:
            return False
        return not self.text or self.text in entry.name.casefold() \
            or self.text in entry.faction_name.casefold()


class CatalogueDialog(QDialog):
    def __init__(self, catalogue: Catalogue, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CatalogueDialog")
        self.catalogue = catalogue
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.faction = QComboBox()
        self.model = CatalogueModel(catalogue, self)
        self.proxy = _Filter(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTreeView()
        self.view.setModel(self.proxy)
        self.view.setRootIsDecorated(False)
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(CatalogueModel.NAME, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.header().setStretchLastSection(False)
        self.view.header().setSectionResizeMode(CatalogueModel.NAME,
                                                QHeaderView.ResizeMode.Stretch)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setMinimumHeight(80)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.search_label, self.faction_label = QLabel(), QLabel()
        self.search_label.setBuddy(self.search)
        self.faction_label.setBuddy(self.faction)
        top = QHBoxLayout()
        top.addWidget(self.search_label)
        top.addWidget(self.search, 2)
        top.addWidget(self.faction_label)
        top.addWidget(self.faction, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.buttons)
        self.search.textChanged.connect(self._refilter)
        self.faction.currentIndexChanged.connect(self._refilter)
        self.view.selectionModel().selectionChanged.connect(self._on_selection)
        self.view.activated.connect(lambda _index: self.accept())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate_ui()
        self.resize(720, 520)
        self.search.setFocus()
        if self.proxy.rowCount():
            self.view.setCurrentIndex(self.proxy.index(0, 0))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Add units from the catalogue"))
        self.search_label.setText(self.tr("&Search:"))
        self.search.setPlaceholderText(self.tr("Unit or faction name"))
        self.faction_label.setText(self.tr("&Faction:"))
        current = self.faction.currentData()
        with QSignalBlocker(self.faction):
            self.faction.clear()
            self.faction.addItem(self.tr("All factions"), None)
            for faction in self.catalogue.factions:
                self.faction.addItem(faction.name, faction.id)
            self.faction.setCurrentIndex(max(0, self.faction.findData(current)))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Add"))
        self._on_selection()

    def _refilter(self) -> None:
        self.proxy.set_filter(self.search.text(), self.faction.currentData())
        if self.proxy.rowCount() and not self.view.selectionModel().hasSelection():
            self.view.setCurrentIndex(self.proxy.index(0, 0))
        self._on_selection()

    def selected_entries(self) -> list[CatalogueEntry]:
        rows = sorted({self.proxy.mapToSource(i).row()
                       for i in self.view.selectionModel().selectedRows()})
        return [self.model.entries[row] for row in rows]

    def _on_selection(self) -> None:
        entries = self.selected_entries()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(entries))
        if len(entries) > 1:
            self.details.setText(self.tr("%n unit(s) selected", "", len(entries)))
        elif not entries and not self.proxy.rowCount():
            self.details.setText(self.tr("No unit matches the search."))
        elif not entries:
            self.details.setText(self.tr("Select one or more units."))
        else:
            self.details.setText(describe(self.catalogue.edition, entries[0]))


def describe(edition: Edition, entry: CatalogueEntry) -> str:
    lines = [f"{entry.name} — {entry.faction_name}"]
    for group in entry.unit.models:
        lines.append(f"{group.count}× {group.name}: {profile_text(edition, group)}")
        lines += [f"    {weapon.name}: {weapon_text(edition, weapon)}" for weapon in group.weapons]
    if entry.unit.notes:
        lines.append(entry.unit.notes)
    return "\n".join(lines)
