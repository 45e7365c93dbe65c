"""The declarations a step offers (``ModifierSpec``) as check boxes, spin boxes and lists.

The form only relays what the player sets (``declared(key, value)``); the page calls
``attack.declare`` and refreshes the form from the engine, so a refused value snaps back.
Widgets are updated in place while the step's specs stay the same, so typing in a spin box
keeps the focus.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from desktop.rules.sequence import ModifierSpec
from desktop.ui.i18n import render
from desktop.ui.wizard.widgets import WRAP_LABELS_OVER, WrapCheckBox


class ModifierForm(QWidget):
    """Signals: declared(str, object) — the player changed the modifier ``key``."""

    declared = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QFormLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.layout_.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.widgets: dict[str, QWidget] = {}
        self.specs: tuple[ModifierSpec, ...] = ()

    def show_specs(self, specs: tuple[ModifierSpec, ...], values: dict[str, Any]) -> None:
        same = [s.key for s in specs] == [s.key for s in self.specs]
        if not same:
            self._rebuild(specs)
        self.specs = specs
        for spec in specs:
            self._update(spec, values.get(spec.key))

    def _rebuild(self, specs: tuple[ModifierSpec, ...]) -> None:
        while self.layout_.rowCount():
            self.layout_.removeRow(0)
        self.widgets = {}
        for spec in specs:
            widget: QWidget
            if spec.kind == "bool":
                box = WrapCheckBox()
                box.toggled.connect(lambda on, k=spec.key: self.declared.emit(k, bool(on)))
                widget = box
                self.layout_.addRow(box)
            elif spec.kind == "int":
                spin = QSpinBox()
                spin.setAccelerated(True)
                spin.valueChanged.connect(lambda v, k=spec.key, s=spin: self._spun(k, s, v))
                widget = spin
                self.layout_.addRow(QLabel(), spin)
            else:
                combo = QComboBox()
                combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                combo.activated.connect(
                    lambda i, k=spec.key, c=combo: self.declared.emit(k, c.itemData(i)))
                widget = combo
                self.layout_.addRow(QLabel(), combo)
            widget.setObjectName(f"modifier_{spec.key}")
            self.widgets[spec.key] = widget

    def _spun(self, key: str, spin: QSpinBox, value: int) -> None:
        if value >= spin.minimum() + (1 if spin.specialValueText() else 0):
            self.declared.emit(key, value)

    def _update(self, spec: ModifierSpec, value: Any) -> None:
        widget = self.widgets[spec.key]
        label_text = render(spec.label)
        help_text = render(spec.help) if spec.help else ""
        widget.setToolTip(help_text)
        with QSignalBlocker(widget):
            if isinstance(widget, QCheckBox):
                widget.setText(label_text + (" *" if help_text else ""))
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                self._label_for(widget, label_text, help_text)
                if value is None:
                    # Not declared yet: one step below the minimum shows a dash.
                    widget.setRange(spec.minimum - 1, spec.maximum)
                    widget.setSpecialValueText("—")
                    widget.setValue(spec.minimum - 1)
                else:
                    widget.setSpecialValueText("")
                    widget.setRange(spec.minimum, max(spec.maximum, spec.minimum))
                    widget.setValue(int(value))
            elif isinstance(widget, QComboBox):
                self._label_for(widget, label_text, help_text)
                widget.clear()
                for option in spec.choices:
                    widget.addItem(render(option.label), option.key)
                index = widget.findData(value) if value is not None else -1
                widget.setCurrentIndex(max(index, 0) if value is not None else -1)

    def _label_for(self, widget: QWidget, text: str, help_text: str) -> None:
        label = self.layout_.labelForField(widget)
        if isinstance(label, QLabel):
            label.setText(text + (" (?)" if help_text else ""))  # (?): hover for help
            label.setToolTip(help_text)
            label.setWordWrap(len(text) > WRAP_LABELS_OVER)
            label.setBuddy(widget)
