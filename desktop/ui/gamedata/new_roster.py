"""File > New roster from game data…: game system, faction, force (and its child forces, such
as detachments), name and points limit.

Choosing a faction reads its catalogue and what it links to in a worker thread (a busy bar
shows; the window stays live); the forces it offers then fill the force list, and the child
forces the chosen force may hold are listed with the compulsory ones ticked.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.editions import Edition
from desktop.formats import gamedata
from desktop.formats.battlescribe.builder import ForceChoice, RosterBuilder
from desktop.formats.battlescribe.catalogue import GameData
from desktop.formats.battlescribe.options import kids, number_of
from desktop.formats.battlescribe.systems import identify
from desktop.formats.errors import FormatError
from desktop.ui.gamedata.loading import DataLoader, Key
from desktop.ui.i18n import Retranslating, arg, render

ID_ROLE = Qt.ItemDataRole.UserRole + 60
DEFAULT_LIMITS = {Edition.KILL_TEAM_2018: 100, Edition.HORUS_HERESY: 3000}


def compulsory(entry: ForceChoice) -> bool:
    """A child force the data requires (a ``min`` forces constraint of 1 or more)."""
    return any(c.get("type") == "min" and (c.get("field") or "") == "forces"
               and number_of(c.get("value")) >= 1 for c in kids(entry.entry, "constraints"))


class NewDataRosterDialog(Retranslating, QDialog):
    """See the module docstring.  After ``exec()`` is accepted, :meth:`build` makes the
    roster's document; ``data`` and ``key`` are the game data read (for the roster's
    session)."""

    def __init__(self, parent: QWidget | None = None, system_id: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewDataRosterDialog")
        self.systems: list[gamedata.Installed] = []
        self.data: GameData | None = None
        self.key: Key | None = None
        self.loader: DataLoader | None = None
        self._forces: list[ForceChoice] = []
        self.system_combo = QComboBox()
        self.system_combo.setObjectName("SystemCombo")
        self.faction_search = QLineEdit()
        self.faction_search.setObjectName("FactionSearch")
        self.faction_search.setClearButtonEnabled(True)
        self.factions = QListWidget()
        self.factions.setObjectName("FactionList")
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # a busy bar while the faction is read
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.hide()
        self.force_combo = QComboBox()
        self.force_combo.setObjectName("ForceCombo")
        self.child_forces = QListWidget()
        self.child_forces.setObjectName("ChildForceList")
        self.child_forces.setMaximumHeight(120)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("RosterName")
        self.name_edit.setMaxLength(200)
        self.limit = QSpinBox()
        self.limit.setObjectName("PointsLimit")
        self.limit.setRange(0, 1_000_000)
        self.limit.setSingleStep(50)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.labels = [QLabel() for _ in range(6)]
        form = QFormLayout()
        for label, field in zip(self.labels, (self.system_combo, self.faction_search,
                                              self.force_combo, self.child_forces, self.name_edit,
                                              self.limit), strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
            if field is self.faction_search:
                form.addRow("", self.factions)
                form.addRow("", self.busy)
                form.addRow("", self.problem)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.system_combo.currentIndexChanged.connect(lambda _i: self._fill_factions())
        self.faction_search.textChanged.connect(lambda _t: self._filter_factions())
        self.factions.currentItemChanged.connect(lambda *_a: self._load_faction())
        self.force_combo.currentIndexChanged.connect(lambda _i: self._fill_children())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._fill_systems(system_id)
        self.retranslate_ui()
        self.resize(560, 640)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New roster from game data"))
        for label, text in zip(self.labels, (
                self.tr("&Game system:"), self.tr("&Faction:"), self.tr("F&orce:"),
                self.tr("&Detachments:"), self.tr("&Name:"), self.tr("&Points limit:")),
                strict=True):
            label.setText(text)
        self.faction_search.setPlaceholderText(self.tr("Search factions"))
        self.limit.setSpecialValueText(self.tr("No limit"))
        self.child_forces.setToolTip(self.tr("Forces inside the chosen force (the ones the data "
                                         "requires are ticked); more can be added later"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Create"))
        self._update_ok()

    # --- choices ------------------------------------------------------------------------

    def _fill_systems(self, wanted: str | None) -> None:
        try:
            self.systems = gamedata.installed()
        except FormatError as exc:
            self._show_problem(render(exc.message))
            self.systems = []
        for system in self.systems:
            self.system_combo.addItem(f"{system.name} ({system.revision})", system.id)
        index = self.system_combo.findData(wanted) if wanted else 0
        self.system_combo.setCurrentIndex(max(0, index))
        self._fill_factions()

    def system(self) -> gamedata.Installed | None:
        index = self.system_combo.currentIndex()
        return self.systems[index] if 0 <= index < len(self.systems) else None

    def _fill_factions(self) -> None:
        self.factions.clear()
        system = self.system()
        if system is None:
            return
        edition = identify(system.id, system.name)
        default = DEFAULT_LIMITS.get(edition.edition, 2000) \
            if edition is not None and edition.edition is not None else 2000
        self.limit.setValue(default)
        for catalogue in sorted((c for c in system.catalogues if not c.header.library),
                                key=lambda c: c.header.name.strip().lower()):
            item = QListWidgetItem(catalogue.header.name.strip())
            item.setData(ID_ROLE, catalogue.header.id)
            item.setToolTip(catalogue.header.name.strip() + " — "
                            + arg(self.tr("revision %1"), catalogue.header.revision))
            self.factions.addItem(item)
        self._filter_factions()

    def _filter_factions(self) -> None:
        text = self.faction_search.text().strip().casefold()
        for row in range(self.factions.count()):
            item = self.factions.item(row)
            if item is not None:
                item.setHidden(bool(text) and text not in item.text().casefold())

    def faction_id(self) -> str | None:
        item = self.factions.currentItem()
        value = item.data(ID_ROLE) if item is not None else None
        return value if isinstance(value, str) else None

    def choose_faction(self, name: str) -> None:
        """Select the faction called ``name`` (tests, scripts)."""
        for row in range(self.factions.count()):
            item = self.factions.item(row)
            if item is not None and item.text() == name:
                self.factions.setCurrentItem(item)
                return
        raise KeyError(name)

    def _load_faction(self) -> None:
        system, faction = self.system(), self.faction_id()
        self.data = None
        self.force_combo.clear()
        self.child_forces.clear()
        self.problem.hide()
        if system is None or faction is None:
            self._update_ok()
            return
        if not self.name_edit.isModified():
            item = self.factions.currentItem()
            self.name_edit.setText(item.text() if item is not None else "")
        if self.loader is not None:
            self.loader.finished.disconnect()
            self.loader.deleteLater()
        self.loader = DataLoader(system, [faction], self)
        self.loader.finished.connect(self._loaded)
        self.busy.show()
        self._update_ok()
        self.loader.start()

    def wait(self, seconds: float = 60.0) -> None:
        """Block until the chosen faction is read (tests)."""
        if self.loader is not None:
            self.loader.wait(seconds)

    def _loaded(self, data: GameData | None, error: FormatError | None) -> None:
        self.busy.hide()
        if data is None:
            self._show_problem(render(error.message) if error is not None else "")
            self._update_ok()
            return
        self.data = data
        self.key = self.loader.key if self.loader is not None else None
        faction = self.faction_id() or ""
        try:
            self._forces = RosterBuilder(data, "").force_entries(catalogue=faction)
        except FormatError as exc:
            self._show_problem(render(exc.message))
            self._forces = []
        for choice in self._forces:
            self.force_combo.addItem(choice.name, choice.id)
        if not self._forces:
            self._show_problem(self.tr("This catalogue offers no force to build."))
        self._fill_children()

    def _show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def force_choice(self) -> ForceChoice | None:
        index = self.force_combo.currentIndex()
        return self._forces[index] if 0 <= index < len(self._forces) else None

    def _fill_children(self) -> None:
        self.child_forces.clear()
        choice, data = self.force_choice(), self.data
        if choice is None or data is None:
            self._update_ok()
            return
        scratch = RosterBuilder(data, "")
        try:
            force = scratch.add_force(choice.id, self.faction_id())
            entries = scratch.force_entries(parent=force)
        except FormatError:
            entries = []
        for entry in entries:
            item = QListWidgetItem(entry.name)
            item.setData(ID_ROLE, entry.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if compulsory(entry)
                               else Qt.CheckState.Unchecked)
            self.child_forces.addItem(item)
        self.child_forces.setEnabled(bool(entries))
        self._update_ok()

    def set_child(self, name: str, checked: bool) -> None:
        """Tick or clear a child force (tests, scripts)."""
        for row in range(self.child_forces.count()):
            item = self.child_forces.item(row)
            if item is not None and item.text() == name:
                item.setCheckState(Qt.CheckState.Checked if checked
                                   else Qt.CheckState.Unchecked)
                return
        raise KeyError(name)

    def _update_ok(self) -> None:
        ready = self.data is not None and self.force_choice() is not None
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ready)

    # --- the result ---------------------------------------------------------------------

    def build(self) -> RosterBuilder:
        """The new roster: the chosen force with the ticked child forces, and what the data
        makes compulsory in them."""
        data, choice, faction = self.data, self.force_choice(), self.faction_id()
        if data is None or choice is None or faction is None:
            raise ValueError("the dialog has no faction and force chosen yet")
        name = self.name_edit.text().strip() or choice.name
        limit = self.limit.value() or None
        builder = RosterBuilder(data, name, points_limit=limit)
        force = builder.add_force(choice.id, faction)
        for row in range(self.child_forces.count()):
            item = self.child_forces.item(row)
            if item is not None and item.checkState() == Qt.CheckState.Checked:
                builder.add_force(str(item.data(ID_ROLE)), parent=force)
        return builder
