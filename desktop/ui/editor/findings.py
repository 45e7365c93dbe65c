"""The findings panel: errors and warnings of the current roster, double-click to go there.

One :class:`FindingsTracker` per open roster (a child of the OpenRoster, shared by the editor's
totals line and the dock) re-asks ``desktop.domain.findings`` after every change: the
roster-wide checks, and only the units that changed, so a 500-unit roster stays inside a
frame.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QStyle,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.document import Change
from desktop.domain.findings import Finding, Severity, check_roster_totals, check_unit
from desktop.domain.roster import Roster, Unit
from desktop.ui.document import OpenRoster
from desktop.ui.editor.common import NO_PARENT, ItemRef, Kind, Role
from desktop.ui.editor.data_session import DataSession
from desktop.ui.i18n import Retranslating, render

Index = QModelIndex | QPersistentModelIndex


class FindingsTracker(QObject):
    """Signals:
        changed(): the findings were recomputed.
    """

    changed = Signal()

    def __init__(self, open_roster: OpenRoster) -> None:
        super().__init__(open_roster)
        self.setObjectName("FindingsTracker")
        self.document = open_roster.document
        self.findings: list[Finding] = []
        self._worst: dict[str, Severity] = {}
        self._units: dict[str, tuple[Unit, list[Finding]]] = {}
        self._checked: Roster | None = None
        # The roster's game data (when it keeps a BattleScribe document): its catalogue
        # checks join Auspex's own once the data is read.
        self.session = DataSession.of(open_roster)
        if self.session is not None:
            self.session.changed.connect(self.recheck)
        self.refresh()
        self._unsubscribe = self.document.subscribe(self._on_change)
        self.destroyed.connect(lambda _o=None, u=self._unsubscribe: u())

    @classmethod
    def of(cls, open_roster: OpenRoster) -> FindingsTracker:
        """The roster's tracker (made on first use)."""
        found = open_roster.findChild(FindingsTracker, "FindingsTracker")
        return found if isinstance(found, FindingsTracker) else cls(open_roster)

    def _on_change(self, _change: Change) -> None:
        self.refresh()

    def recheck(self) -> None:
        """Check the roster again even if it did not change (its game data was read)."""
        self._checked = None
        self.refresh()

    def refresh(self) -> None:
        """Re-ask the domain: the roster-wide findings, and the units that changed (a unit
        that is the same object as last time keeps its findings)."""
        roster = self.document.roster
        if roster is self._checked:
            return
        self._checked = roster
        errors: list[Finding] = []
        warnings: list[Finding] = []
        cache: dict[str, tuple[Unit, list[Finding]]] = {}
        worst: dict[str, Severity] = {}
        for finding in check_roster_totals(roster):
            (errors if finding.severity is Severity.ERROR else warnings).append(finding)
        for unit in roster.units:
            cached = self._units.get(unit.id)
            found = cached[1] if cached is not None and cached[0] is unit \
                else check_unit(roster.edition, unit)
            cache[unit.id] = (unit, found)
            for finding in found:
                if finding.severity is Severity.ERROR:
                    errors.append(finding)
                    worst[unit.id] = Severity.ERROR
                else:
                    warnings.append(finding)
                    worst.setdefault(unit.id, Severity.WARNING)
        if self.session is not None:
            seen = {(f.severity, f.message.render()) for f in errors + warnings}
            for finding in self.session.findings(roster):
                key = (finding.severity, finding.message.render())
                if key in seen:  # e.g. the points limit, which both checks report
                    continue
                seen.add(key)
                error = finding.severity is Severity.ERROR
                (errors if error else warnings).append(finding)
                if finding.unit_id is not None:
                    if error:
                        worst[finding.unit_id] = Severity.ERROR
                    else:
                        worst.setdefault(finding.unit_id, Severity.WARNING)
        self._units = cache
        self._worst = worst
        self.findings = errors + warnings
        self.changed.emit()

    def counts(self) -> tuple[int, int]:
        errors = sum(1 for f in self.findings if f.severity is Severity.ERROR)
        return errors, len(self.findings) - errors

    def worst(self, unit_id: str) -> Severity | None:
        """The most serious finding of a unit (None when it has none)."""
        return self._worst.get(unit_id)


def ref_of(finding: Finding) -> ItemRef:
    if finding.unit_id is None:
        return ItemRef(Kind.ROSTER)
    if finding.group_index is None:
        return ItemRef(Kind.UNIT, finding.unit_id)
    if finding.weapon_index is None:
        return ItemRef(Kind.GROUP, finding.unit_id, finding.group_index)
    return ItemRef(Kind.WEAPON, finding.unit_id, finding.group_index, finding.weapon_index)


class FindingsModel(QAbstractTableModel):
    SEVERITY, MESSAGE = 0, 1

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tracker: FindingsTracker | None = None
        self._rows: list[Finding] = []

    def set_tracker(self, tracker: FindingsTracker | None) -> None:
        if self.tracker is not None:
            self.tracker.changed.disconnect(self.reload)
        self.tracker = tracker
        if tracker is not None:
            tracker.changed.connect(self.reload)
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        self._rows = list(self.tracker.findings) if self.tracker is not None else []
        self.endResetModel()

    def finding(self, row: int) -> Finding | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else 2

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole \
                and section in (0, 1):
            return (self.tr("Severity"), self.tr("Problem"))[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        finding = self.finding(index.row()) if index.isValid() else None
        if finding is None:
            return None
        error = finding.severity is Severity.ERROR
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if index.column() == self.SEVERITY:
                return self.tr("Error") if error else self.tr("Warning")
            return render(finding.message)
        if role == Qt.ItemDataRole.DecorationRole and index.column() == self.SEVERITY:
            from PySide6.QtWidgets import QApplication

            icon = QStyle.StandardPixmap.SP_MessageBoxCritical if error \
                else QStyle.StandardPixmap.SP_MessageBoxWarning
            return QApplication.style().standardIcon(icon)
        if role == Role.UNIT_ID:
            return finding.unit_id
        if role == Role.GROUP:
            return finding.group_index
        if role == Role.WEAPON:
            return finding.weapon_index
        return None


class FindingsPanel(Retranslating, QWidget):
    """The dock's contents.

    Signals:
        activated(object): the player double-clicked (or pressed Enter on) a Finding.
    """

    activated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FindingsPanel")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.model = FindingsModel(self)
        self.view = QTreeView()
        self.view.setObjectName("FindingsView")
        self.view.setModel(self.model)
        self.view.setRootIsDecorated(False)
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # The severity column fits its word in any language ("Error", "Предупреждение").
        self.view.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.view.activated.connect(self._on_activated)
        self.view.doubleClicked.connect(self._on_activated)
        self.model.modelReset.connect(self._update_summary)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.view)
        self.retranslate_ui()

    def set_tracker(self, tracker: FindingsTracker | None) -> None:
        self.model.set_tracker(tracker)

    def _on_activated(self, index: QModelIndex) -> None:
        finding = self.model.finding(index.row())
        if finding is not None:
            self.activated.emit(finding)

    def retranslate_ui(self) -> None:
        dock = self.parent()
        if isinstance(dock, QDockWidget):
            dock.setWindowTitle(self.tr("Findings"))
        self.model.reload()

    def _update_summary(self) -> None:
        tracker = self.model.tracker
        if tracker is None:
            self.summary.setText(self.tr("No roster open."))
            return
        errors, warnings = tracker.counts()
        if not errors and not warnings:
            self.summary.setText(self.tr("No problems found."))
            return
        self.summary.setText(self.tr("%n error(s)", "", errors) + ", "
                             + self.tr("%n warning(s)", "", warnings))
