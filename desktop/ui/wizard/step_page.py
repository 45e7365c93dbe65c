"""One step of the attack: what it needs and why, the declarations it offers, and the dice
(rolled for the player or typed) or the choice it takes.

Everything shown comes from the engine: ``DiceRequest.purpose / explanation / note``,
``ChoiceRequest``, ``ModifierSpec`` and the log lines the last step produced.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.sequence import ChoiceRequest, DiceRequest, ModifierSpec
from desktop.ui.i18n import Retranslating, arg, render
from desktop.ui.wizard.choice import ChoicePanel
from desktop.ui.wizard.dice import DicePad, DiceView, die_icon, parts_legend
from desktop.ui.wizard.labels import step_name
from desktop.ui.wizard.modifiers import ModifierForm
from desktop.ui.wizard.session import Record
from desktop.ui.wizard.widgets import ButtonRow

ERROR_STYLE = ("color: #c92a2a; background: #fff5f5; border: 1px solid #ffc9c9; "
               "border-radius: 4px; padding: 6px; font-weight: bold;")
CALLOUT_STYLE = ("QFrame#callout { background: #e7f5ff; border-left: 4px solid #1c7ed6; "
                 "border-radius: 3px; }")


def _big(label: QLabel, scale: float, bold: bool = True) -> None:
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    label.setFont(font)


class StepPage(Retranslating, QWidget):
    """Signals: roll(), dice_entered(str), chosen(list), proceed(), declared(str, object)."""

    roll = Signal()
    dice_entered = Signal(str)
    chosen = Signal(list)
    proceed = Signal()
    declared = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request: DiceRequest | ChoiceRequest | None = None
        self.shown: tuple[str, DiceRequest | ChoiceRequest | None] = ("", None)
        self.title = QLabel()
        self.title.setObjectName("stepTitle")
        _big(self.title, 1.5)
        self.not_applied = QLabel()
        self.not_applied.setObjectName("stepNotApplied")
        self.not_applied.setWordWrap(True)
        self.not_applied.setStyleSheet("color: #e8590c;")
        self.purpose = QLabel()
        self.purpose.setObjectName("stepPurpose")
        self.purpose.setWordWrap(True)
        _big(self.purpose, 1.1)
        self.callout = QFrame()
        self.callout.setObjectName("callout")
        self.callout.setStyleSheet(CALLOUT_STYLE)
        self.explanation = QLabel()
        self.explanation.setObjectName("stepExplanation")
        self.explanation.setWordWrap(True)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        _big(self.explanation, 1.35)
        self.note = QLabel()
        self.note.setObjectName("stepNote")
        self.note.setWordWrap(True)
        callout = QVBoxLayout(self.callout)
        callout.addWidget(self.explanation)
        callout.addWidget(self.note)
        # the previous step's dice and what the engine made of them
        self.last_box = QGroupBox()
        self.last_box.setObjectName("lastStep")
        self.last_dice = DiceView(die_size=30)
        self.last_text = QLabel()
        self.last_text.setObjectName("lastStepText")
        self.last_text.setWordWrap(True)
        last = QVBoxLayout(self.last_box)
        last.addWidget(self.last_dice)
        last.addWidget(self.last_text)
        self.modifiers_box = QGroupBox()
        self.modifiers = ModifierForm()
        self.modifiers.declared.connect(self.declared.emit)
        QVBoxLayout(self.modifiers_box).addWidget(self.modifiers)
        # input: dice, choice or confirmation (only one shown; hidden ones take no room)
        self.pad = DicePad()
        self.pad.submitted.connect(self.dice_entered.emit)
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollForMe")
        self.enter_button = QPushButton()
        self.enter_button.setObjectName("enterDice")
        for button in (self.roll_button, self.enter_button):
            button.setMinimumHeight(36)
            _big_button(button)
        self.roll_button.setIcon(die_icon(5, 6, 40))
        self.roll_button.setIconSize(QSize(22, 22))
        self.roll_button.clicked.connect(lambda _c=False: self.roll.emit())
        self.enter_button.clicked.connect(lambda: self.dice_entered.emit(self.pad.edit.text()))
        self.dice_input = dice_page = QWidget()
        dice_layout = QVBoxLayout(dice_page)
        dice_layout.setContentsMargins(0, 0, 0, 0)
        dice_layout.addWidget(ButtonRow([(self.roll_button, 1), (self.enter_button, 1)]))
        self.or_label = QLabel()
        self.or_label.setObjectName("orType")
        self.or_label.setWordWrap(True)
        dice_layout.addWidget(self.or_label)
        dice_layout.addWidget(self.pad)
        self.choice = ChoicePanel()
        self.choice.prompt.hide()  # the step headline shows the prompt
        self.confirm_choice = QPushButton()
        self.confirm_choice.setObjectName("confirmChoice")
        self.confirm_choice.setMinimumHeight(36)
        self.confirm_choice.clicked.connect(lambda: self.chosen.emit(self.choice.keys()))
        self.choice_input = choice_page = QWidget()
        choice_layout = QVBoxLayout(choice_page)
        choice_layout.setContentsMargins(0, 0, 0, 0)
        choice_layout.addWidget(self.choice)
        choice_layout.addWidget(self.confirm_choice)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continueStep")
        self.continue_button.setMinimumHeight(36)
        self.continue_button.clicked.connect(lambda _c=False: self.proceed.emit())
        self.inputs = (dice_page, choice_page, self.continue_button)
        self.error = QLabel()
        self.error.setObjectName("stepError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.title, self.not_applied, self.purpose, self.callout, self.last_box,
                       self.modifiers_box, self.error, *self.inputs):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        if isinstance(self.request, DiceRequest):
            self.roll_button.setText(self.tr("Roll %n dice for me", "", self.request.count))
        else:
            self.roll_button.setText(self.tr("Roll for me"))
        self.roll_button.setToolTip(self.tr("Roll these dice with virtual dice and go on"))
        self.enter_button.setText(self.tr("Enter my dice"))
        self.or_label.setText(self.tr("…or type the dice you rolled at the table (or click "
                                      "the faces):"))
        self.confirm_choice.setText(self.tr("Confirm"))
        self.continue_button.setText(self.tr("Continue") + "  ▶")
        self.modifiers_box.setTitle(self.tr("Declare"))
        self.last_box.setTitle(self.tr("Last step"))

    # -- showing -----------------------------------------------------------------------------
    def show_step(self, step: str, request: DiceRequest | ChoiceRequest | None,
                  specs: tuple[ModifierSpec, ...], values: dict[str, Any],
                  last: Record | None, reset_input: bool,
                  preview: tuple[str, ...] = (), notes: tuple[str, ...] = ()) -> None:
        """Show the current step (``reset_input`` False keeps typed dice / picks);
        ``preview``: what continuing a step without dice will do, in words; ``notes``: what
        every step says, e.g. the special rules the engine does not apply."""
        self.request = request
        self.not_applied.setText("\n".join(notes))
        self.not_applied.setVisible(bool(notes))
        before, self.shown = self.shown, (step, request)
        self.title.setText(step_name(step))
        if isinstance(request, DiceRequest):
            self.purpose.setText(render(request.purpose))
            self.explanation.setText(render(request.explanation))
            self.note.setText(render(request.note) if request.note else "")
            self._show_input(0)
            if reset_input or not _same_dice(before, (step, request)):
                self.pad.set_request(request.count, request.sides, request.target,
                                     request.sums, request.parts)
            else:  # the same dice asked again (a language switch, a declaration)
                self.pad.target, self.pad.sums = request.target, request.sums
                self.pad.parts = request.parts
                self.pad.retranslate_ui()
            self.roll_button.setText(self.tr("Roll %n dice for me", "", request.count))
        else:
            self.pad.edit.clear()  # typed dice never outlive the request they were for
        if isinstance(request, ChoiceRequest):
            self.purpose.setText("")
            self.explanation.setText(render(request.prompt))  # once: the panel's is hidden
            self.note.setText("")
            self._show_input(1)
            if reset_input or self.choice.request != request:
                self.choice.show_request(request)
            else:
                self.choice.retranslate_ui()
        elif not isinstance(request, DiceRequest):
            self.purpose.setText("")
            self.explanation.setText(
                self.tr("No dice at this step: check the declarations, then continue.")
                if specs else self.tr("No dice at this step: continue."))
            self.note.setText("\n".join(preview))
            self._show_input(2)
        self.purpose.setVisible(bool(self.purpose.text()))
        self.note.setVisible(bool(self.note.text()))
        self.modifiers.show_specs(specs, values)
        self.modifiers_box.setVisible(bool(specs))
        self._show_last(last)
        if reset_input:
            self.show_error("")

    def _show_input(self, index: int) -> None:
        for i, widget in enumerate(self.inputs):
            widget.setVisible(i == index)

    def _show_last(self, last: Record | None) -> None:
        if last is None or not (last.dice or last.messages):
            self.last_box.hide()
            return
        self.last_box.show()
        request = last.request
        parted = isinstance(request, DiceRequest) and len(request.parts) > 1
        if last.dice and isinstance(request, DiceRequest):
            self.last_dice.show_dice(list(last.dice), request.sides, request.target,
                                     parts=[(p.count, p.target) for p in request.parts]
                                     if parted else ())
            self.last_dice.show()
        else:
            self.last_dice.show_dice([])
            self.last_dice.hide()
        lines = [render(m) for m in last.messages]
        head = step_name(last.step)
        if last.dice and isinstance(request, DiceRequest) and request.target is not None:
            hits = sum(1 for d in last.dice if d >= request.target)
            head += " — " + arg(self.tr("dice at %3+: %1 of %2"), hits, len(last.dice),
                                request.target)
        elif len(last.dice) > 1 and isinstance(request, DiceRequest) and request.sums:
            head += " — " + arg(self.tr("total %1"), str(sum(last.dice)))
        legend = ""
        if parted and last.dice and isinstance(request, DiceRequest):
            legend = parts_legend(request.parts, last.dice, scores=False) + "<br>"
        self.last_text.setText("<b>" + html.escape(head, quote=False) + "</b><br>" + legend
                               + "<br>".join(html.escape(line, quote=False) for line in lines))

    def show_error(self, text: str) -> None:
        self.error.setText("⚠ " + text if text else "")
        self.error.setVisible(bool(text))


def _same_dice(before: tuple[str, DiceRequest | ChoiceRequest | None],
               now: tuple[str, DiceRequest]) -> bool:
    """The dice already on the pad are asked again: the same step and the same roll (only
    the score needed or the wording may have changed, e.g. after a declaration)."""
    (step, old), (new_step, new) = before, now
    return (step == new_step and isinstance(old, DiceRequest)
            and (old.count, old.sides, old.purpose) == (new.count, new.sides, new.purpose))


def _big_button(button: QPushButton) -> None:
    font = button.font()
    font.setPointSizeF(font.pointSizeF() * 1.1)
    font.setBold(True)
    button.setFont(font)
