"""Dice faces and the dice pad: the player sees every die, successes highlighted, and types
or clicks their own results.

``DiceView`` paints dice (pips on a D6, the number on other dice) in rows that wrap with the
width.  ``DicePad`` takes typed dice ("3 5 6 1", or "3561" for dice under ten sides), face
buttons and Backspace; it only parses — the engine checks the count and the faces.

A request of several parts (``DiceRequest.parts``: the dice of different weapons or BS rolled
together, seed 000) colours each part's dice (a bar under every die, in the order typed) and
lists the parts with the same colour, each die scored against its own part's number.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.i18n import Retranslating, arg, render

if TYPE_CHECKING:
    from desktop.rules.sequence import DicePart

SUCCESS = QColor("#2f9e44")
FAIL_FILL = QColor("#e9ecef")
FAIL_INK = QColor("#868e96")
NEUTRAL_FILL = QColor("#ffffff")
INK = QColor("#212529")
EMPTY = QColor("#adb5bd")

# One colour per part of a request (no green: green marks a success).
PART_COLOURS = ("#1c7ed6", "#f76707", "#ae3ec9", "#e03131", "#1098ad", "#f59f00", "#495057",
                "#d6336c")


def part_colour(index: int) -> QColor:
    return QColor(PART_COLOURS[index % len(PART_COLOURS)])


def part_of_each_die(parts: Sequence[tuple[int, int | None]],
                     ) -> list[tuple[int | None, int | None]]:
    """(part index, target) for each die slot, in order (empty without parts)."""
    out: list[tuple[int | None, int | None]] = []
    for index, (count, target) in enumerate(parts):
        out += [(index, target)] * count
    return out


def parts_legend(parts: Sequence[DicePart], faces: Sequence[int], scores: bool = True) -> str:
    """Rich text: each part's colour, label and dice (which ones and, with ``scores``, how
    many succeed once all are typed), one line each."""
    lines, first = [], 1
    for index, part in enumerate(parts):
        if part.count <= 0:
            continue
        last = first + part.count - 1
        which = (arg(QCoreApplication.translate("DicePad", "die %1"), first) if last == first
                 else arg(QCoreApplication.translate("DicePad", "dice %1–%2"), first, last))
        text = f"{html.escape(render(part.label), quote=False)} — {which}"
        typed = list(faces[first - 1:last])
        if scores and part.target is not None and len(typed) == part.count:
            good = sum(1 for face in typed if face >= part.target)
            text += " · " + arg(QCoreApplication.translate("DicePad", "successes: %1"), good)
        colour = PART_COLOURS[index % len(PART_COLOURS)]
        lines.append(f'<span style="color:{colour}; font-size:large">■</span> {text}')
        first = last + 1
    return "<br>".join(lines)


PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (0, 2), (2, 0), (2, 2)], 5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)],
        6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)]}


def paint_die(painter: QPainter, rect: QRectF, face: int | None, sides: int,
              state: str, mark: QColor | None = None) -> None:
    """One die in ``rect``: ``state`` is "success", "fail", "neutral" or "empty"; ``mark``
    (the die's part colour) draws a bar under it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if mark is not None:
        painter.fillRect(QRectF(rect.left() + 2, rect.bottom() + 1, rect.width() - 4,
                                max(3.0, rect.height() / 12)), mark)
    radius = rect.width() * 0.18
    if state == "empty" or face is None:
        pen = QPen(EMPTY, max(1.0, rect.width() / 22), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        painter.restore()
        return
    fill, ink, edge = {
        "success": (SUCCESS, QColor("#ffffff"), SUCCESS.darker(130)),
        "fail": (FAIL_FILL, FAIL_INK, FAIL_INK),
    }.get(state, (NEUTRAL_FILL, INK, INK))
    painter.setPen(QPen(edge, max(1.0, rect.width() / 20)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    if sides == 6 and 1 <= face <= 6:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        cell = rect.width() / 4
        pip = rect.width() * 0.095
        for row, col in PIPS[face]:
            centre = QPointF(rect.left() + cell * (col + 1), rect.top() + cell * (row + 1))
            painter.drawEllipse(centre, pip, pip)
    else:
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(rect.height() * 0.5)))
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(face))
    painter.restore()


def die_icon(face: int, sides: int, size: int = 32) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_die(painter, QRectF(0, 0, size, size), face, sides, "neutral")
    painter.end()
    return QIcon(pixmap)


def die_state(face: int, sides: int, target: int | None) -> str:
    if not 1 <= face <= sides:
        return "empty"
    if target is None:
        return "neutral"
    return "success" if face >= target else "fail"


class DiceView(QWidget):
    """Dice faces in wrapping rows; ``slots`` more than the faces are drawn as empty dice."""

    GAP = 6

    def __init__(self, die_size: int = 44, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.die_size = die_size
        self.faces: list[int] = []
        self.sides = 6
        self.target: int | None = None
        self.slots = 0
        self.parts: list[tuple[int, int | None]] = []  # (dice, target) of each part
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def show_dice(self, faces: list[int], sides: int = 6, target: int | None = None,
                  slots: int = 0, parts: Sequence[tuple[int, int | None]] = ()) -> None:
        """``parts``: (dice, target) of each part of the request, in order (coloured)."""
        self.faces, self.sides, self.target = list(faces), sides, target
        self.parts = list(parts)
        self.slots = max(slots, len(faces))
        self.updateGeometry()
        self.update()

    def _size(self) -> int:
        return self.die_size if self.slots <= 30 else max(26, int(self.die_size * 0.7))

    def _columns(self, width: int) -> int:
        return max(1, (width + self.GAP) // (self._size() + self.GAP))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if self.slots == 0:
            return 0
        rows = math.ceil(self.slots / self._columns(width))
        return rows * (self._size() + self.GAP)

    def sizeHint(self) -> QSize:
        columns = min(max(self.slots, 1), 10)
        width = columns * (self._size() + self.GAP)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(self._size(), self._size() + self.GAP if self.slots else 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        size, columns = self._size(), self._columns(self.width())
        owners = part_of_each_die(self.parts)
        for index in range(self.slots):
            row, col = divmod(index, columns)
            rect = QRectF(col * (size + self.GAP), row * (size + self.GAP), size, size)
            part, target = owners[index] if index < len(owners) else (None, self.target)
            mark = part_colour(part) if part is not None and len(self.parts) > 1 else None
            if index < len(self.faces):
                face = self.faces[index]
                paint_die(painter, rect, face, self.sides,
                          die_state(face, self.sides, target), mark)
            else:
                paint_die(painter, rect, None, self.sides, "empty", mark)
        painter.end()


class ParseError(ValueError):
    """Typed text that is not a list of numbers (``token`` is the first bad piece)."""

    def __init__(self, token: str) -> None:
        super().__init__(token)
        self.token = token


def parse_dice(text: str, sides: int) -> list[int]:
    """"3 5 6 1", "3,5,6,1" or (dice under ten sides) "3561" -> [3, 5, 6, 1]."""
    text = text.strip()
    if not text:
        return []
    tokens = [t for t in re.split(r"[\s,;]+", text) if t]
    if len(tokens) == 1 and sides < 10 and tokens[0].isascii() and tokens[0].isdigit():
        tokens = list(tokens[0])
    out = []
    for token in tokens:
        if not (token.isascii() and token.isdigit()):  # not "٣", "６" or "²"
            raise ParseError(token)
        out.append(int(token))
    return out


class DicePad(Retranslating, QWidget):
    """Typed dice with live faces.  Signals: submitted(str): Enter pressed (the raw text)."""

    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count, self.sides = 0, 6
        self.target: int | None = None
        self.sums = False
        self.edit = QLineEdit()
        self.edit.setObjectName("diceInput")
        self.edit.setClearButtonEnabled(True)
        font = self.edit.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.edit.setFont(font)
        self.edit.textChanged.connect(self._preview)
        self.edit.returnPressed.connect(self._submit)
        self.view = DiceView()
        self.counter = QLabel()
        self.counter.setObjectName("diceCounter")
        self.parts: tuple[DicePart, ...] = ()
        self.legend = QLabel()
        self.legend.setObjectName("diceParts")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.hide()
        self.buttons_box = QWidget()
        self.buttons = QGridLayout(self.buttons_box)
        self.buttons.setContentsMargins(0, 0, 0, 0)
        self.buttons.setSpacing(4)
        self.face_buttons: list[QToolButton] = []
        self.backspace = QToolButton()
        self.backspace.setText("⌫")
        self.backspace.clicked.connect(self.remove_last)
        top = QHBoxLayout()
        top.addWidget(self.edit, 1)
        top.addWidget(self.backspace)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.buttons_box)
        layout.addWidget(self.counter)
        layout.addWidget(self.legend)
        layout.addWidget(self.view)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.edit.setPlaceholderText(self.tr("Type your dice, e.g. 3 5 6 1, then Enter"))
        self.backspace.setToolTip(self.tr("Remove the last die"))
        for face, button in enumerate(self.face_buttons, start=1):
            button.setToolTip(arg(self.tr("Add a %1"), str(face)))
        self._preview()

    def set_request(self, count: int, sides: int, target: int | None,
                    sums: bool | None = None, parts: Sequence[DicePart] = ()) -> None:
        """Start entering ``count`` dice of ``sides`` faces (success on >= target; ``sums``:
        their total means something, by default when there is no target; ``parts``: which
        dice are which, in order)."""
        self.count, self.sides, self.target = count, sides, target
        self.parts = tuple(parts)
        self.sums = target is None if sums is None else sums
        self.edit.clear()
        self._make_buttons()
        self.retranslate_ui()

    def _make_buttons(self) -> None:
        for button in self.face_buttons:  # hidden now: deleted when the event loop runs
            button.hide()
            button.deleteLater()
        self.face_buttons = []
        columns = 6 if self.sides <= 12 else 10
        for face in range(1, min(self.sides, 20) + 1):
            button = QToolButton()
            button.setObjectName(f"face{face}")
            button.setIcon(die_icon(face, self.sides, 64))
            button.setIconSize(QSize(38, 38))
            button.setAutoRaise(True)
            button.clicked.connect(lambda _c=False, f=face: self.add_face(f))
            self.buttons.addWidget(button, (face - 1) // columns, (face - 1) % columns)
            self.face_buttons.append(button)
        self.buttons.setColumnStretch(columns, 1)

    def add_face(self, face: int) -> None:
        text = self.edit.text().rstrip()
        self.edit.setText(f"{text} {face}".strip() + " ")
        self.edit.setFocus()

    def remove_last(self) -> None:
        try:
            dice = parse_dice(self.edit.text(), self.sides)
        except ParseError:
            self.edit.clear()
            return
        self.edit.setText(" ".join(str(d) for d in dice[:-1]) + (" " if len(dice) > 1 else ""))

    def dice(self) -> list[int]:
        """The dice typed so far (ParseError for text that is not numbers)."""
        return parse_dice(self.edit.text(), self.sides)

    def _preview(self) -> None:
        try:
            dice = self.dice()
        except ParseError:
            dice = []
        shown = len(self.parts) > 1
        self.view.show_dice(dice, self.sides, self.target, self.count,
                            [(p.count, p.target) for p in self.parts] if shown else ())
        self.legend.setText(parts_legend(self.parts, dice) if shown else "")
        self.legend.setVisible(shown)
        text = arg(self.tr("Dice entered: %1 of %2"), str(len(dice)), str(self.count))
        if self.sums and len(dice) > 1:
            text += " · " + arg(self.tr("total %1"), str(sum(dice)))
        self.counter.setText(text)

    def _submit(self) -> None:
        self.submitted.emit(self.edit.text())
