"""Pick units from the built-in catalogue of the roster's edition (search, faction filter).

The built-in catalogues hold checked profiles only (no points, no options): the dialog says
so, leaves points out, and offers the way to the player's own game data (File > Game data…,
New roster from game data…), which is where points and options come from.  Its preview is in
the reader's language; data names (units, weapons) stay as the data has them.
"""

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
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.catalogue import Catalogue, CatalogueEntry
from desktop.domain.editions import Edition
from desktop.domain.edits import weapon_fields
from desktop.domain.roster import ModelGroup, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.ui.editor.catalogue_notes import note_text
from desktop.ui.editor.common import LEFT, NO_PARENT, RIGHT, Role
from desktop.ui.editor.summaries import characteristic_specs, weapon_type_text
from desktop.ui.i18n import arg, translate
from desktop.ui.views import details_label

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
            return note_text(entry.unit.notes) or entry.name
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
        self.note = QLabel()
        self.note.setObjectName("CatalogueNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("QLabel#CatalogueNote { background: palette(alternate-base);"
                                " border: 1px solid palette(mid); border-radius: 3px;"
                                " padding: 6px; }")
        self.data_button = QPushButton()
        self.data_button.setObjectName("GameDataButton")
        self.new_data_button = QPushButton()
        self.new_data_button.setObjectName("NewRosterFromDataButton")
        self.requested: str | None = None  # "game-data" / "new-roster": what to open next
        self.has_points = any(entry.points for entry in catalogue.entries)
        self.view.setColumnHidden(CatalogueModel.POINTS, not self.has_points)
        self.details = details_label(minimum_height=80)
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
        data_row = QHBoxLayout()
        data_row.addStretch(1)
        data_row.addWidget(self.data_button)
        data_row.addWidget(self.new_data_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(data_row)
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
        self.data_button.clicked.connect(lambda: self._request("game-data"))
        self.new_data_button.clicked.connect(lambda: self._request("new-roster"))
        self.retranslate_ui()
        self.resize(720, 520)
        self.search.setFocus()
        if self.proxy.rowCount():
            self.view.setCurrentIndex(self.proxy.index(0, 0))

    def _request(self, what: str) -> None:
        self.requested = what
        self.reject()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Add units from the catalogue"))
        self.note.setText(self.tr(
            "These built-in units carry checked profiles and weapons only, without points "
            "or options. Add your game data (BattleScribe or New Recruit files) to build "
            "rosters with points, options and the data's own checks."))
        self.data_button.setText(self.tr("&Game data…"))
        self.new_data_button.setText(self.tr("New roster from game &data…"))
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
        """The chosen templates, their notes in the reader's language (as they are copied
        into the roster)."""
        rows = sorted({self.proxy.mapToSource(i).row()
                       for i in self.view.selectionModel().selectedRows()})
        chosen = [self.model.entries[row] for row in rows]
        return [entry if not entry.unit.notes else entry.model_copy(update={
            "unit": entry.unit.model_copy(update={"notes": note_text(entry.unit.notes)})})
            for entry in chosen]

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


CTX = "CatalogueDialog"
MINUS = "\u2212"

# The preview's words for weapon values, by (key, edition) (None: every other edition).
_WORDS: dict[tuple[str, Edition | None], str] = {
    ("range", None): QT_TRANSLATE_NOOP("CatalogueDialog", "range %1"),
    ("range", Edition.SECOND): QT_TRANSLATE_NOOP("CatalogueDialog", "long range %1"),
    ("short_range", None): QT_TRANSLATE_NOOP("CatalogueDialog", "short range %1"),
    ("shots", None): QT_TRANSLATE_NOOP("CatalogueDialog", "shots %1"),
    ("shots", Edition.HORUS_HERESY): QT_TRANSLATE_NOOP("CatalogueDialog", "firepower %1"),
    ("strength", None): QT_TRANSLATE_NOOP("CatalogueDialog", "strength %1"),
    ("strength", Edition.HORUS_HERESY): QT_TRANSLATE_NOOP("CatalogueDialog",
                                                          "ranged strength %1"),
    ("ap", None): QT_TRANSLATE_NOOP("CatalogueDialog", "armour piercing %1"),
    ("damage", None): QT_TRANSLATE_NOOP("CatalogueDialog", "damage %1"),
    ("hit_modifier_short", None): QT_TRANSLATE_NOOP("CatalogueDialog",
                                                    "to hit at short range %1"),
    ("hit_modifier_long", None): QT_TRANSLATE_NOOP("CatalogueDialog",
                                                   "to hit at long range %1"),
    ("save_modifier", None): QT_TRANSLATE_NOOP("CatalogueDialog", "save modifier %1"),
    ("armour_penetration", None): QT_TRANSLATE_NOOP("CatalogueDialog",
                                                    "armour penetration %1"),
}


def signed(value: int, plus: bool) -> str:
    """An integer with a true minus sign (−1), and "+1" where a sign is printed."""
    if value < 0:
        return f"{MINUS}{-value}"
    return f"+{value}" if plus and value else str(value)


def weapon_words(edition: Edition, weapon: Weapon) -> str:
    """'range 24", Rapid Fire, shots 1, strength 4, armour piercing 5' in the reader's
    language."""
    parts: list[str] = []
    for spec in weapon_fields(edition):
        if spec.kind in ("name", "rules"):
            continue
        value = getattr(weapon, spec.key)
        if spec.kind == "type":
            if value is not None:
                parts.append(weapon_type_text(value))
            continue
        words = _WORDS.get((spec.key, edition)) or _WORDS.get((spec.key, None))
        if words is None:
            continue
        if value is None:
            text = "—"
        elif isinstance(value, int):
            text = signed(value, spec.signed) + spec.suffix
        else:
            text = str(value).replace("-", MINUS)
        parts.append(arg(translate(CTX, words), text))
    return ", ".join(parts)


def model_words(edition: Edition, group: ModelGroup) -> str:
    """'WS 4, BS 4, S 4…': the stat line as the data prints it (these abbreviations are the
    game's own, kept in both languages), with true minus signs."""
    parts: list[str] = []
    for spec in characteristic_specs(edition, [group]):
        if spec.key not in group.characteristics:
            continue
        value = group.characteristics[spec.key]
        shown = spec.display(value) if value is not None else "—"
        parts.append(f"{spec.label} {shown.replace('-', MINUS)}")
    return ", ".join(parts)


def describe(edition: Edition, entry: CatalogueEntry) -> str:
    """The preview of one built-in unit in the reader's language."""
    lines = [f"{entry.name} — {entry.faction_name}"]
    for group in entry.unit.models:
        lines.append(f"{group.count}× {group.name}: {model_words(edition, group)}")
        lines += [f"    {weapon.name}: {weapon_words(edition, weapon)}"
                  for weapon in group.weapons]
    if entry.unit.notes:
        lines.append(note_text(entry.unit.notes))
    return "\n".join(lines)
