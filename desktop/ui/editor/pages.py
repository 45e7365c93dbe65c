"""The right-hand side of the editor: the roster's own fields, or the selected unit's profiles,
weapons, extra points and notes.  Every change goes through the editor's Pusher."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.domain import edits
from desktop.domain.editions import EDITION_NAMES
from desktop.domain.roster import Unit
from desktop.ui.editor.common import Pusher, problem_of
from desktop.ui.editor.delegates import ValueDelegate, ValueSpinBox
from desktop.ui.editor.profile_models import GroupTableModel
from desktop.ui.editor.summaries import roster_totals
from desktop.ui.editor.weapon_model import WeaponTableModel
from desktop.ui.i18n import arg, translate


class NotesEdit(QPlainTextEdit):
    """Free text committed as one undo step when the field loses focus or the typing pauses
    (not per keystroke), so a save right after typing keeps the text.

    Signals:
        committed(str): the text changed since it was loaded.
    """

    committed = Signal(str)
    PAUSE_MS = 800

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loaded = ""
        self.setTabChangesFocus(True)
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(self.PAUSE_MS)
        self._pause.timeout.connect(self.commit)
        self.textChanged.connect(self._typed)

    def _typed(self) -> None:
        if self.hasFocus() and self.toPlainText() != self._loaded:
            self._pause.start()

    def load(self, text: str) -> None:
        if text != self._loaded or not self.hasFocus():
            self._loaded = text
            if self.toPlainText() != text:
                self.setPlainText(text)

    def commit(self) -> None:
        self._pause.stop()
        text = self.toPlainText()
        if text != self._loaded:
            self._loaded = text
            self.committed.emit(text)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.commit()
        super().focusOutEvent(event)


class MessageBar(QLabel):
    """A visible, non-blocking explanation of a refused input (hides itself after a while)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RefusalMessage")
        self.setWordWrap(True)
        self.setStyleSheet("QLabel#RefusalMessage { background: #fff3cd; color: #5c4400;"
                           " border: 1px solid #e0c060; border-radius: 3px; padding: 4px; }")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(10_000)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(self, text: str) -> None:
        if not text:
            return
        self.setText(text)
        self.setAccessibleDescription(text)
        self.show()
        self._timer.start()


def make_table(model: GroupTableModel | WeaponTableModel, delegate: ValueDelegate,
               stretch_last: bool) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setItemDelegate(delegate)
    view.verticalHeader().hide()
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                         | QAbstractItemView.EditTrigger.EditKeyPressed
                         | QAbstractItemView.EditTrigger.AnyKeyPressed)
    view.setAlternatingRowColors(True)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setMinimumSectionSize(36)
    header.setStretchLastSection(stretch_last)
    header.setTextElideMode(Qt.TextElideMode.ElideRight)  # a narrow last column's title
    view.setWordWrap(False)
    row = view.fontMetrics().height() + 8
    view.verticalHeader().setDefaultSectionSize(row)
    view.setMinimumHeight(row * 4 + 8)  # the header and three rows stay visible
    return view


class RosterPage(QWidget):
    def __init__(self, pusher: Pusher, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pusher = pusher
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(200)
        self.edition = QLabel()
        self.edition.setWordWrap(True)
        self.limit = ValueSpinBox(None, 0, 1_000_000, check=lambda value: problem_of(
            lambda: edits.set_points_limit(self.pusher.document,
                                           value if isinstance(value, int) and value else None)))
        self.limit.refused.connect(pusher.refuse)
        self.limit.setSingleStep(50)
        self.limit.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.limit.setKeyboardTracking(False)
        self.notes = NotesEdit()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.form = QFormLayout(self)
        self.labels = [QLabel() for _ in range(4)]
        for label, field in zip(self.labels, (self.name_edit, self.edition, self.limit,
                                              self.notes), strict=True):
            label.setBuddy(field)
            self.form.addRow(label, field)
        self.form.addRow(self.summary)
        self.name_edit.editingFinished.connect(self._commit_name)
        self.limit.editingFinished.connect(self._commit_limit)
        self.notes.committed.connect(
            lambda text: self.pusher.attempt(lambda: edits.set_roster_notes(self.pusher.document,
                                                                            text)))

    def retranslate_ui(self) -> None:
        for label, text in zip(self.labels, (self.tr("&Name:"), self.tr("Edition:"),
                                             self.tr("&Points limit:"), self.tr("N&otes:")),
                               strict=True):
            label.setText(text)
        self.limit.setSpecialValueText(self.tr("No limit"))
        self.refresh()

    def refresh(self) -> None:
        roster = self.pusher.document.roster
        if not self.name_edit.hasFocus():
            self.name_edit.setText(roster.name)
        edition = arg(self.tr("%1 (imported)"), roster.game_system) \
            if roster.edition is None else translate("Edition", EDITION_NAMES[roster.edition])
        self.edition.setText(" · ".join(p for p in (edition, roster.faction) if p))
        if not self.limit.hasFocus():
            self.limit.setValue(roster.points_limit or 0)
        self.notes.load(roster.notes)
        units = len(roster.units)
        models = roster_totals(roster)[1]
        self.summary.setText(self.tr("%n unit(s)", "", units) + " · "
                             + self.tr("%n model(s)", "", models))

    def _commit_name(self) -> None:
        text = self.name_edit.text()
        if text != self.pusher.document.roster.name:
            if not self.pusher.attempt(lambda: edits.rename_roster(self.pusher.document, text)):
                self.name_edit.setText(self.pusher.document.roster.name)

    def _commit_limit(self) -> None:
        value = self.limit.value() or None
        if value != self.pusher.document.roster.points_limit:
            self.pusher.attempt(lambda: edits.set_points_limit(self.pusher.document, value))


class UnitPage(QWidget):
    def __init__(self, pusher: Pusher, groups: GroupTableModel, weapons: WeaponTableModel,
                 group_delegate: ValueDelegate, weapon_delegate: ValueDelegate,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pusher = pusher
        self.unit_id: str | None = None
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)  # a long unit name wraps instead of widening the page
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.group_view = make_table(groups, group_delegate, stretch_last=True)  # keywords
        self.group_view.setObjectName("GroupTable")
        self.weapon_view = make_table(weapons, weapon_delegate, stretch_last=True)
        self.weapon_view.setObjectName("WeaponTable")
        self.groups_label, self.weapons_label = QLabel(), QLabel()
        self.weapons_label.setWordWrap(True)
        self.show_all = QCheckBox()
        self.show_all.toggled.connect(groups.set_show_all)
        self.groups_label.setBuddy(self.group_view)
        self.weapons_label.setBuddy(self.weapon_view)
        self.points = ValueSpinBox(None, -100_000, 1_000_000, check=self._points_problem)
        self.points.refused.connect(pusher.refuse)
        self.points.setKeyboardTracking(False)
        self.points_label, self.notes_label = QLabel(), QLabel()
        self.points_label.setBuddy(self.points)
        self.raw = QLabel()  # profiles imported from another tool that Auspex cannot map
        self.raw.setWordWrap(True)
        self.raw.setTextFormat(Qt.TextFormat.PlainText)
        self.notes = NotesEdit()
        line = self.notes.fontMetrics().lineSpacing()
        self.notes.setMinimumHeight(line * 2 + 12)  # squeezed before anything is clipped
        self.notes.setMaximumHeight(line * 4 + 12)
        self.notes_label.setBuddy(self.notes)
        points_row = QHBoxLayout()
        points_row.addWidget(self.points_label)
        points_row.addWidget(self.points)
        points_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        groups_row = QHBoxLayout()
        groups_row.addWidget(self.groups_label)
        groups_row.addStretch(1)
        groups_row.addWidget(self.show_all)
        layout.addLayout(groups_row)
        layout.addWidget(self.group_view, 1)
        layout.addWidget(self.weapons_label)
        layout.addWidget(self.weapon_view, 1)
        layout.addWidget(self.raw)
        layout.addLayout(points_row)
        layout.addWidget(self.notes_label)
        layout.addWidget(self.notes)
        self.points.editingFinished.connect(self._commit_points)
        self.notes.committed.connect(self._commit_notes)

    def retranslate_ui(self) -> None:
        self.groups_label.setText(self.tr("&Models:"))
        self.show_all.setText(self.tr("&All characteristics"))
        self.show_all.setToolTip(self.tr("Also show the optional columns no model of this "
                                         "unit uses yet (invulnerable save, armour values)"))
        self.points_label.setText(self.tr("E&xtra points (upgrades):"))
        self.notes_label.setText(self.tr("Unit n&otes:"))
        self.refresh()

    def unit(self) -> Unit | None:
        if self.unit_id is None:
            return None
        try:
            return self.pusher.document.roster.unit(self.unit_id)
        except KeyError:
            return None

    def show_unit(self, unit_id: str | None) -> None:
        if unit_id != self.unit_id:
            self.notes.commit()
        self.unit_id = unit_id
        self.refresh()

    def refresh(self) -> None:
        unit = self.unit()
        if unit is None:
            self.title.setText("")
            return
        models = self.tr("%n model(s)", "", unit.model_count)
        points = arg(self.tr("%1 pts"), str(unit.total_points))
        self.title.setText(f"{unit.name} — {models}, {points}")
        if not self.points.hasFocus():
            self.points.setValue(unit.points)
        self.notes.load(unit.notes)
        self.refresh_weapons_label()
        lines = [f"{raw.name} ({raw.type_name}): "
                 + ", ".join(f"{k} {v}" for k, v in raw.characteristics.items())
                 for raw in unit.raw_profiles]
        self.raw.setText("\n".join([self.tr("Imported profiles, shown as they are:"), *lines])
                         if lines else "")
        self.raw.setVisible(bool(lines))

    def refresh_weapons_label(self) -> None:
        model = self.weapon_view.model()
        group = model.group() if isinstance(model, WeaponTableModel) else None
        self.weapons_label.setText(arg(self.tr("&Weapons of %1"), group.name)
                                   if group is not None else self.tr("&Weapons"))

    def _points_problem(self, value: object) -> str | None:
        unit = self.unit()
        if unit is None or not isinstance(value, int):
            return None
        return problem_of(lambda: edits.set_unit_points(self.pusher.document, unit.id, value))

    def _commit_points(self) -> None:
        unit, value = self.unit(), self.points.value()
        if unit is not None and value != unit.points:
            self.pusher.attempt(lambda: edits.set_unit_points(self.pusher.document, unit.id,
                                                              value))

    def _commit_notes(self, text: str) -> None:
        unit = self.unit()
        if unit is not None:
            self.pusher.attempt(lambda: edits.set_unit_notes(self.pusher.document, unit.id,
                                                             text))


class FocusWatcher(QObject):
    """Remembers which of the editor's views the player used last (Del, F2... act there).

    Signals:
        focused(QObject): a watched view got the keyboard focus.
    """

    focused = Signal(QObject)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            self.focused.emit(watched)
        return False
