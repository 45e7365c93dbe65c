"""A ``ChoiceRequest`` as buttons: one pick (radio buttons), several (check boxes) or a count
per option where options repeat (e.g. "which model takes each shot").

The panel collects keys; the engine decides whether the pick is legal (the page shows its
refusal), so the Qt layer never second-guesses the rules.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.sequence import ChoiceRequest, default_choice
from desktop.ui.i18n import Retranslating, arg, render


class ChoicePanel(Retranslating, QWidget):
    """Signals: changed() — the pick changed (the page refreshes its Confirm button)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request: ChoiceRequest | None = None
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("choicePrompt")
        self.box = QWidget()
        self.grid = QGridLayout(self.box)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.tally = QLabel()
        self.tally.setObjectName("choiceTally")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.prompt)
        layout.addWidget(self.box)
        layout.addWidget(self.tally)
        self.buttons: list[QAbstractButton] = []
        self.spins: list[QSpinBox] = []
        self.group: QButtonGroup | None = None

    def show_request(self, request: ChoiceRequest) -> None:
        self.request = request
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # hidden now: deleted only when the event loop runs
                widget.hide()
                widget.deleteLater()
        self.buttons, self.spins = [], []
        self.group = None
        picked = default_choice(request)
        if request.repeat:
            for row, option in enumerate(request.options):
                label = QLabel()
                spin = QSpinBox()
                spin.setObjectName(f"pick_{option.key}")
                spin.setRange(0, request.max_picks)
                spin.setValue(picked.count(option.key))
                spin.valueChanged.connect(self._changed)
                label.setBuddy(spin)
                self.grid.addWidget(label, row, 0)
                self.grid.addWidget(spin, row, 1)
                self.spins.append(spin)
        else:
            single = request.max_picks == 1
            if single:
                self.group = QButtonGroup(self)
            for row, option in enumerate(request.options):
                button: QAbstractButton = QRadioButton() if single else QCheckBox()
                button.setObjectName(f"pick_{option.key}")
                button.setChecked(option.key in picked)
                button.toggled.connect(self._changed)
                if self.group is not None:
                    self.group.addButton(button)
                self.grid.addWidget(button, row, 0)
                self.buttons.append(button)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        request = self.request
        if request is None:
            return
        self.prompt.setText(render(request.prompt))
        for row, option in enumerate(request.options):
            if request.repeat:
                item = self.grid.itemAtPosition(row, 0)
                label = item.widget() if item is not None else None
                if isinstance(label, QLabel):
                    label.setText(render(option.label))
            elif row < len(self.buttons):
                self.buttons[row].setText(render(option.label))
        self._changed()

    def keys(self) -> list[str]:
        """The picked option keys (repeated keys for counted options)."""
        if self.request is None:
            return []
        if self.request.repeat:
            return [o.key for o, spin in zip(self.request.options, self.spins, strict=True)
                    for _ in range(spin.value())]
        return [o.key for o, b in zip(self.request.options, self.buttons, strict=True)
                if b.isChecked()]

    def _changed(self, *_args: object) -> None:
        request = self.request
        if request is None:
            return
        picked = len(self.keys())
        if request.min_picks == request.max_picks:
            text = arg(self.tr("%1 of %2 picked"), str(picked), str(request.max_picks))
        else:
            text = arg(self.tr("%1 picked (between %2 and %3)"), picked, request.min_picks,
                       request.max_picks)
        self.tally.setText(text)
        self.changed.emit()
