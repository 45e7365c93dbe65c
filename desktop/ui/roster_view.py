"""Read-only overview of one roster (placeholder until the full editor takes this place)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from desktop.domain.document import Change
from desktop.domain.editions import EDITION_NAMES, MODEL_CHARACTERISTICS
from desktop.ui.document import OpenRoster
from desktop.ui.i18n import Retranslating, arg, translate


class RosterView(Retranslating, QWidget):
    def __init__(self, open_roster: OpenRoster, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.open_roster = open_roster
        self.header = QLabel()
        self.tree = QTreeWidget()
        self.tree.setAlternatingRowColors(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.tree)
        self._unsubscribe = open_roster.document.subscribe(self._on_change)
        self.destroyed.connect(lambda _o=None, u=self._unsubscribe: u())
        self.retranslate_ui()

    def _on_change(self, _change: Change) -> None:
        self.refresh()

    def retranslate_ui(self) -> None:
        self.tree.setHeaderLabels([self.tr("Name"), self.tr("Models"), self.tr("Points"),
                                   self.tr("Profile")])
        self.refresh()

    def refresh(self) -> None:
        roster = self.open_roster.roster
        edition = (translate("Edition", EDITION_NAMES[roster.edition])
                   if roster.edition else roster.game_system)
        limit = roster.points_limit
        points = (arg(self.tr("%1 / %2 pts"), str(roster.total_points), str(limit)) if limit
                  else arg(self.tr("%1 pts"), str(roster.total_points)))
        self.header.setText(f"<b>{roster.name}</b> — {edition} — {points}")
        self.tree.clear()
        specs = MODEL_CHARACTERISTICS.get(roster.edition) if roster.edition else None
        for unit in roster.units:
            item = QTreeWidgetItem([unit.name, str(unit.model_count), str(unit.total_points), ""])
            for group in unit.models:
                profile = ""
                if specs:
                    profile = "  ".join(f"{spec.label} {spec.display(group.value(spec.key))}"
                                        for spec in specs
                                        if spec.key in group.characteristics)
                child = QTreeWidgetItem([group.name, str(group.count), "", profile])
                for weapon in group.weapons:
                    QTreeWidgetItem(child, [weapon.name, "", "", ""])
                item.addChild(child)
            self.tree.addTopLevelItem(item)
        self.tree.expandAll()
        for column in range(4):
            self.tree.resizeColumnToContents(column)
