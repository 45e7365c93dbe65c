"""The end of an attack: what happened, what it does to the target unit, and "Apply".

The preview and the casualty pick come from :mod:`desktop.rules.apply_result`; where the rules
let the owner choose which models go (a unit-level result over several model groups), each
group gets a spin box and the pure-Python plan accepts or refuses the pick.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Unit
from desktop.domain.text import DomainError
from desktop.rules.apply_result import Outcome, plan
from desktop.rules.meta import meta_of
from desktop.rules.sequence import AttackResult
from desktop.ui.i18n import Retranslating, arg, render
from desktop.ui.wizard.labels import status_name
from desktop.ui.wizard.step_page import ERROR_STYLE, _big
from desktop.ui.wizard.widgets import ButtonRow


class ResultPage(Retranslating, QWidget):
    """Signals: apply_requested(), new_attack()."""

    apply_requested = Signal()
    new_attack = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: AttackResult | None = None
        self.unit: Unit | None = None
        self.edition: Edition | None = None
        self.parts: list[tuple[Unit, AttackResult]] | None = None
        self.spins: dict[int, QSpinBox] = {}
        self.headline = QLabel()
        self.headline.setObjectName("resultHeadline")
        self.headline.setWordWrap(True)
        _big(self.headline, 1.5)
        self.tiles = QWidget()
        tiles = QGridLayout(self.tiles)
        tiles.setContentsMargins(0, 0, 0, 0)
        self.tile_values: dict[str, QLabel] = {}
        self.tile_names: dict[str, QLabel] = {}
        for column, key in enumerate(("shots", "hits", "wounds", "unsaved", "casualties")):
            value, name = QLabel(), QLabel()
            value.setObjectName(f"tile_{key}")
            _big(value, 1.6)
            value.setStyleSheet("color: #1c7ed6;" if key == "casualties" else "")
            name.setWordWrap(True)  # "моделей удалено" wraps instead of widening the page
            name.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            tiles.addWidget(value, 0, column)
            tiles.addWidget(name, 1, column)
            self.tile_values[key], self.tile_names[key] = value, name
        self.morale = QLabel()
        self.morale.setObjectName("resultMorale")
        self.morale.setWordWrap(True)
        _big(self.morale, 1.1)
        self.notice = QLabel()
        self.notice.setObjectName("resultNotice")
        self.notice.setWordWrap(True)
        self.table_box = QGroupBox()
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("resultTable")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 4):
            self.table.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.ResizeToContents)
        self.choice_hint = QLabel()
        self.choice_hint.setWordWrap(True)
        box = QVBoxLayout(self.table_box)
        box.addWidget(self.choice_hint)
        box.addWidget(self.table)
        self.error = QLabel()
        self.error.setObjectName("resultError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.hide()
        self.applied = QLabel()
        self.applied.setObjectName("resultApplied")
        self.applied.setWordWrap(True)
        self.applied.setStyleSheet("color: #2b8a3e; font-weight: bold;")
        self.apply_button = QPushButton()
        self.apply_button.setObjectName("applyResult")
        self.apply_button.setMinimumHeight(38)
        self.apply_button.clicked.connect(lambda _c=False: self.apply_requested.emit())
        self.new_button = QPushButton()
        self.new_button.setObjectName("newAttack")
        self.new_button.setMinimumHeight(38)
        self.new_button.clicked.connect(lambda _c=False: self.new_attack.emit())
        buttons = ButtonRow([(self.apply_button, 2), (self.new_button, 1)])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.headline, self.tiles, self.morale, self.notice, self.table_box,
                       self.error, self.applied):
            layout.addWidget(widget)
        layout.addWidget(buttons)
        layout.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self._name_tiles()
        self.table.setHorizontalHeaderLabels([self.tr("Model group"), self.tr("Models"),
                                              self.tr("Wounds lost"), self.tr("Flesh wounds")])
        self.new_button.setText(self.tr("New attack"))
        if self.result is not None and self.unit is not None and self.edition is not None:
            self.show_result(self.result, self.unit, self.edition, keep_picks=True,
                             parts=self.parts)

    def _name_tiles(self) -> None:
        """The word under each count agrees with it (Russian has three forms)."""
        result = self.result

        def count(key: str) -> int:
            return int(getattr(result, key)) if result is not None else 0

        names = {"shots": self.tr("shot(s)", "", count("shots")),
                 "hits": self.tr("hit(s)", "", count("hits")),
                 "wounds": self.tr("wound(s)", "", count("wounds")),
                 "unsaved": self.tr("unsaved", "", count("unsaved")),
                 "casualties": self.tr("model(s) removed", "", count("casualties"))}
        for key, label in self.tile_names.items():
            label.setText(names[key])

    # -- showing ---------------------------------------------------------------------------------
    def show_result(self, result: AttackResult, unit: Unit, edition: Edition,
                    keep_picks: bool = False,
                    parts: list[tuple[Unit, AttackResult]] | None = None) -> None:
        """``unit`` is the target as it was when the attack started; ``parts``: each unit
        the attack could reach with its share of the result, where there are several (a
        Kill Team attack reaches every model of the target kill team)."""
        picks = self.picks() if keep_picks else None
        self.result, self.unit, self.edition = result, unit, edition
        self.parts = parts if parts is not None and len(parts) > 1 else None
        removed = self.tr("%n model(s) removed", "", result.casualties)
        self.headline.setText(f"{self._hit_names(unit)}: {removed}")
        for key, label in self.tile_values.items():
            label.setText(str(getattr(result, key)))
        self._name_tiles()
        self.morale.setText(self._morale_text(result))
        self.morale.setVisible(bool(self.morale.text()))
        notices = []
        if "broken-test-due" in result.statuses:
            notices.append(self.tr("The target kill team must take a Broken test in the next "
                                   "Morale phase."))
        if "jammed" in result.statuses:
            notices.append(self.tr("The firing weapon jammed."))
        self.notice.setText("\n".join(notices))
        self.notice.setVisible(bool(notices))
        if self.parts is not None:
            self._fill_parts(self.parts, edition)
        else:
            try:
                outcome = plan(unit, result, edition, picks)
            except DomainError:
                outcome = plan(unit, result, edition)
            self._fill_table(unit, outcome)
        self.table_box.setTitle(self.tr("Target models after the attack") if self.parts
                                else self.tr("Target unit after the attack"))
        self.table.setColumnHidden(3, not meta_of(edition).flesh_wounds)
        self.show_error("")

    def _hit_names(self, unit: Unit) -> str:
        """The units that lost models or wounds (the target where none did)."""
        if self.parts is None or self.edition is None:
            return unit.name
        hit = []
        for part, result in self.parts:
            outcome = plan(part, result, self.edition)
            if any(outcome.removed) or _marked(part, outcome):
                hit.append(part.name)
        return ", ".join(hit) if hit else unit.name

    def _fill_parts(self, parts: list[tuple[Unit, AttackResult]], edition: Edition) -> None:
        """One row per model group of every unit the attack could reach (the rules decide
        every casualty: nobody picks)."""
        rows: list[tuple[str, ModelGroup, int, int, int]] = []
        for unit, result in parts:
            outcome = plan(unit, result, edition)
            for i, group in enumerate(unit.models):
                if group.count <= 0:
                    continue
                name = unit.name if len(unit.models) == 1 else f"{unit.name} — {group.name}"
                rows.append((name, group, outcome.removed[i], outcome.wounds_lost[i],
                             outcome.flesh_wounds[i]))
        self._drop_spins()
        self.table.setRowCount(len(rows))
        for row, (name, group, removed, lost, flesh) in enumerate(rows):
            self.table.removeCellWidget(row, 1)
            self.table.setItem(row, 0, QTableWidgetItem(name))
            after = group.count - removed
            self.table.setItem(row, 1, _number_item(
                f"{group.count} → {after}" if removed else str(group.count)))
            for column, before, now in ((2, group.wounds_lost, lost),
                                        (3, group.flesh_wounds, flesh)):
                text = f"{before} → {now}" if before != now else str(now)
                self.table.setItem(row, column, _number_item(text))
        self.choice_hint.setVisible(False)
        self._fit_table()

    def _morale_text(self, result: AttackResult) -> str:
        statuses = [status_name(s) for s in result.statuses
                    if s not in ("jammed", "broken-test-due")]
        parts = []
        if result.morale_passed is True:
            parts.append(self.tr("Morale test passed."))
        elif result.morale_passed is False:
            parts.append(self.tr("Morale test failed."))
        elif result.morale_tested:
            parts.append(self.tr("A morale test is due."))
        if statuses:
            parts.append(arg(self.tr("New status: %1"), ", ".join(statuses)))
        return " ".join(parts)

    def _drop_spins(self) -> None:
        """The last result's pick boxes go at once (a removed cell widget is only deleted
        later, and would stay drawn over the new table until then)."""
        for row, spin in self.spins.items():
            self.table.removeCellWidget(row, 1)
            spin.hide()
            spin.deleteLater()
        self.spins = {}

    def _fill_table(self, unit: Unit, outcome: Outcome) -> None:
        self._drop_spins()
        self.table.setRowCount(len(unit.models))
        for row, group in enumerate(unit.models):
            self.table.setItem(row, 0, QTableWidgetItem(group.name))
            after = group.count - outcome.removed[row]
            if outcome.free_choice and row in outcome.eligible:
                spin = QSpinBox()
                spin.setObjectName(f"remove_{row}")
                spin.setRange(0, group.count)
                spin.setValue(outcome.removed[row])
                spin.setPrefix("−")
                spin.setSuffix(arg(self.tr(" of %1"), str(group.count)))
                spin.valueChanged.connect(self._picked)
                self.table.setCellWidget(row, 1, spin)
                self.spins[row] = spin
            else:
                self.table.removeCellWidget(row, 1)
                text = f"{group.count} → {after}" if outcome.removed[row] else str(group.count)
                self.table.setItem(row, 1, _number_item(text))
            for column, before, now in ((2, group.wounds_lost, outcome.wounds_lost[row]),
                                        (3, group.flesh_wounds, outcome.flesh_wounds[row])):
                text = f"{before} → {now}" if before != now else str(now)
                self.table.setItem(row, column, _number_item(text))
        self.choice_hint.setText(self.tr("You choose which models are removed: set how many "
                                         "each group loses.") if outcome.free_choice else "")
        self.choice_hint.setVisible(outcome.free_choice)
        self._fit_table()

    def _fit_table(self) -> None:
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().height() + 4 + sum(
            self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(min(height, 260))

    def picks(self) -> list[int] | None:
        """The owner's removals per model group, or None where the rules decide."""
        if not self.spins or self.unit is None:
            return None
        return [self.spins[i].value() if i in self.spins else 0
                for i in range(len(self.unit.models))]

    def _picked(self) -> None:
        if self.result is None or self.unit is None or self.edition is None:
            return
        try:
            plan(self.unit, self.result, self.edition, self.picks())
        except DomainError as exc:
            self.show_error(render(exc.message))
        else:
            self.show_error("")

    def set_apply_state(self, target_name: str, can_apply: bool, applied_text: str,
                        good: bool = True) -> None:
        self.apply_button.setText(arg(self.tr("Apply to %1"), target_name))
        self.apply_button.setEnabled(can_apply)
        self.applied.setStyleSheet("color: %s; font-weight: bold;"
                                   % ("#2b8a3e" if good else "#e8590c"))
        self.applied.setText(applied_text)
        self.applied.setVisible(bool(applied_text))

    def show_error(self, text: str) -> None:
        self.error.setText("⚠ " + text if text else "")
        self.error.setVisible(bool(text))


def _marked(unit: Unit, outcome: Outcome) -> bool:
    """The attack left wounds or flesh wounds on a group of ``unit``."""
    return any((g.wounds_lost, g.flesh_wounds) != (lost, flesh) for g, lost, flesh in
               zip(unit.models, outcome.wounds_lost, outcome.flesh_wounds, strict=True))


def _number_item(text: str) -> QTableWidgetItem:
    """Numbers right-aligned, as in the editor's tables."""
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item
