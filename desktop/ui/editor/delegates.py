"""Editors that fit each value: spin boxes in the edition's legal range, a weapon type list, a
validated dice-expression field, "-" where the edition allows it.

Bad input never reaches the domain, and a number is never changed behind the player's back: a
number out of range stays on screen as typed (never cut to the digits that fit, "99" to "9"
or "-5" to "5") with the reason shown, Return keeps the editor open, and leaving it stores
nothing.  A character that cannot belong to the value at all is refused on the spot.  Either
way the delegate emits ``refused`` with the domain's own reason (the model's ``problem``),
which the editor shows in its message bar.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QLineEdit,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from desktop.ui.editor.common import Role
from desktop.ui.i18n import arg

Index = QModelIndex | QPersistentModelIndex
Check = Callable[[object], "str | None"]
State = QValidator.State
# Every prefix of something DiceExpr.parse accepts ("2", "2D", "D6+", "3d6-1"...).
_DICE_PREFIX = re.compile(r"^\s*\d{0,3}\s*(?:[dDдД]\s*\d{0,2})?\s*(?:[+-]\s*\d{0,3})?\s*$")


class ValueSpinBox(QSpinBox):
    """An integer in [minimum, maximum]; with ``dash`` one step below shows "-" (None).

    Signals:
        refused(str): typed text was refused; the argument says why.
    """

    refused = Signal(str)

    def __init__(self, parent: QWidget | None, minimum: int, maximum: int, dash: bool = False,
                 suffix: str = "", signed: bool = False, check: Check | None = None) -> None:
        super().__init__(parent)
        self._dash, self._suffix, self._signed = dash, suffix, signed
        self._legal = (minimum, maximum)
        self._check = check
        self.setRange(minimum - 1 if dash else minimum, maximum)
        if dash:
            self.setSpecialValueText("-")
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setAccelerated(True)

    def value_or_none(self) -> int | None:
        return None if self._dash and self.value() == self.minimum() else self.value()

    def set_value_or_none(self, value: int | None) -> None:
        self.setValue(self.minimum() if value is None else value)

    def textFromValue(self, value: int) -> str:
        if self._dash and value == self.minimum():
            return "-"
        text = f"{value:+d}" if self._signed and value else str(value)
        return text + self._suffix

    def _number(self, text: str) -> int | None:
        core = text.strip()
        if self._suffix and core.endswith(self._suffix):
            core = core[: -len(self._suffix)].strip()
        try:
            return int(core)
        except ValueError:
            return None

    def _special(self, text: str) -> bool:
        """The text shown for the lowest value ("-", "No limit"), typed or left as it is."""
        special = self.specialValueText()
        return bool(special) and text.strip() == special

    def valueFromText(self, text: str) -> int:
        if (self._dash and text.strip() == "-") or self._special(text):
            return self.minimum()
        number = self._number(text)
        return self.value() if number is None else number

    def reason(self, text: str) -> str | None:
        """Why ``text`` cannot be committed (None when it can)."""
        if (self._dash and text.strip() in ("-", "")) or self._special(text):
            return None
        number = self._number(text)
        if number is None:
            return self.tr("Type a number")
        low, high = self._legal
        problem = self._check(number) if self._check else None
        if problem is None and not low <= number <= high:
            problem = arg(self.tr("Type a number from %1 to %2"), str(low), str(high))
        return problem

    def validate(self, text: str, pos: int) -> tuple[State, str, int]:
        if self._special(text):
            return State.Acceptable, text, pos
        core = text.strip()
        if self._suffix and core.endswith(self._suffix):
            core = core[: -len(self._suffix)].strip()
        if core in ("", "+", "-"):
            state = State.Acceptable if core == "-" and self._dash else State.Intermediate
            return state, text, pos
        number = self._number(core)
        low, high = self._legal
        if number is not None and low <= number <= high:
            return State.Acceptable, text, pos
        if number is not None and len(core) <= 12:
            # Out of range: kept as typed (never cut to the digits that fit), never stored.
            if not self._could_grow(core):
                self.refused.emit(self.reason(core) or "")
            return State.Intermediate, text, pos
        self.refused.emit(self.reason(core) or "")
        return State.Invalid, text, pos

    def _refuse_unfinished(self) -> None:
        """Say why the text on screen is not stored (Qt puts the stored value back)."""
        reason = self.reason(self.lineEdit().text())
        if reason:
            self.refused.emit(reason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._refuse_unfinished()
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._refuse_unfinished()
        super().focusOutEvent(event)

    def _could_grow(self, core: str) -> bool:
        """More digits could still make it legal (e.g. "1" while the range is 9-14)."""
        low, high = self._legal
        negative = core.startswith("-")
        digits = core.lstrip("+-")
        if not digits.isdigit():
            return False
        base = int(digits)
        for extra in range(1, 7):
            least, most = base * 10**extra, (base + 1) * 10**extra - 1
            if negative:
                least, most = -most, -least
            if most >= low and least <= high:
                return True
        return False

    def fixup(self, text: str) -> str:
        reason = self.reason(text)
        if reason:
            self.refused.emit(reason)
        return text


class DiceValidator(QValidator):
    """Accepts dice expressions (1, D3, 2D6, D6+1); prefixes are Intermediate.

    Signals:
        refused(str): the text cannot become a dice expression; the argument says why.
    """

    refused = Signal(str)

    def __init__(self, dash: bool, check: Check, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dash = dash
        self.check = check

    def reason(self, text: str) -> str | None:
        core = text.strip()
        if self.dash and core in ("", "-"):
            return None
        if not core:
            return self.tr("Type a dice expression such as 1, D3, 2D6 or D6+1")
        return self.check(core)

    def validate(self, text: str, pos: int) -> object:
        core = text.strip()
        if self.dash and core in ("", "-"):
            return State.Acceptable
        if core and self.check(core) is None:
            return State.Acceptable
        if _DICE_PREFIX.match(core):
            return State.Intermediate
        self.refused.emit(self.reason(core) or "")
        return State.Invalid

    def fixup(self, text: str) -> str:
        reason = self.reason(text)
        if reason:
            self.refused.emit(reason)
        return text


class RuleCompleter(QCompleter):
    """Completes the rule being typed in a comma-separated list ("Infantry, Fee" offers
    "Feel No Pain (5+)"), keeping the rules before it."""

    def __init__(self, names: list[str], parent: QObject | None = None) -> None:
        super().__init__(names, parent)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterMode(Qt.MatchFlag.MatchContains)
        self.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)

    def splitPath(self, path: str) -> list[str]:
        return [path.rsplit(",", 1)[-1].strip()]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:
        widget = self.widget()
        text = widget.text() if isinstance(widget, QLineEdit) else ""
        head = text.rsplit(",", 1)[0] + ", " if "," in text else ""
        return head + str(index.data())


class ValueDelegate(QStyledItemDelegate):
    """Picks the editor from ``Role.EDITOR``; commits only what the model's ``problem``
    accepts.

    Signals:
        refused(str): input was refused; the argument says why.
    """

    refused = Signal(str)

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: Index) -> QWidget:
        kind = index.data(Role.EDITOR)
        persistent = QPersistentModelIndex(index)
        model = index.model()

        def check(value: object) -> str | None:
            problem = getattr(model, "problem", None)
            return problem(persistent, value) if problem and persistent.isValid() else None

        if kind == "int":
            spin = ValueSpinBox(parent, int(index.data(Role.MINIMUM) or 0),
                                int(index.data(Role.MAXIMUM) or 0),
                                bool(index.data(Role.DASH)), str(index.data(Role.SUFFIX) or ""),
                                bool(index.data(Role.SIGNED)), check)
            spin.refused.connect(self.refused)
            return spin
        if kind == "dice":
            edit = QLineEdit(parent)
            validator = DiceValidator(bool(index.data(Role.DASH)), check, edit)
            validator.refused.connect(self.refused)
            edit.setValidator(validator)
            edit.setAlignment(Qt.AlignmentFlag.AlignRight)
            return edit
        if kind == "type":
            combo = QComboBox(parent)
            for key, text in index.data(Role.CHOICES) or []:
                combo.addItem(text, key)
            return combo
        if kind in ("name", "rules"):
            line = QLineEdit(parent)
            line.setMaxLength(200 if kind == "name" else 2000)
            names = index.data(Role.COMPLETIONS) if kind == "rules" else None
            if names:
                line.setCompleter(RuleCompleter(list(names), line))
            return line
        return super().createEditor(parent, option, index)

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, ValueSpinBox):
            editor.set_value_or_none(value if isinstance(value, int) else None)
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value or "")))
        elif isinstance(editor, QLineEdit):
            editor.setText("-" if value is None else str(value))
        else:
            super().setEditorData(editor, index)

    def value_of(self, editor: QWidget) -> tuple[object, str | None]:
        """The editor's value and, if it cannot be committed, why."""
        if isinstance(editor, ValueSpinBox):
            text = editor.lineEdit().text()
            reason = editor.reason(text)
            if reason is None:
                editor.interpretText()
            return editor.value_or_none(), reason
        if isinstance(editor, QComboBox):
            return editor.currentData() or "", None
        if isinstance(editor, QLineEdit):
            validator = editor.validator()
            if isinstance(validator, DiceValidator):
                return editor.text().strip(), validator.reason(editor.text())
            return editor.text(), None
        return None, None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Return on a number out of range keeps the editor open with the reason (as for a
        bad dice expression), instead of closing it on the old value."""
        if isinstance(watched, ValueSpinBox) and event.type() == QEvent.Type.KeyPress \
                and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            reason = watched.reason(watched.lineEdit().text())
            if reason:
                self.refused.emit(reason)
                return True
        return super().eventFilter(watched, event)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        if not isinstance(editor, (ValueSpinBox, QComboBox, QLineEdit)):
            super().setModelData(editor, model, index)
            return
        value, reason = self.value_of(editor)
        if reason is None and value != index.data(Qt.ItemDataRole.EditRole):
            problem = getattr(model, "problem", None)
            reason = problem(index, value) if problem else None
        if reason:
            self.refused.emit(reason)
            return
        model.setData(index, value, Qt.ItemDataRole.EditRole)
