"""The breadcrumb of the edition's steps: done steps ticked, the current one highlighted,
steps the attack passed over (nothing to do there) struck out.

Painted chips in rows that wrap with the dock's width (a long Horus Heresy sequence stays
readable in a narrow dock).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

ACCENT = QColor("#1c7ed6")
DONE = QColor("#d0ebff")


class StepTrail(QWidget):
    PAD_X, PAD_Y, GAP, ARROW = 9, 4, 4, 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.current = -1
        self.done: set[int] = set()
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def show_steps(self, names: list[str], current: int, done: set[int]) -> None:
        self.names, self.current, self.done = names, current, done
        self.setAccessibleDescription(" › ".join(names))
        self.setFixedHeight(self.heightForWidth(self.width() or 400))
        self.updateGeometry()
        self.update()

    def _chip_width(self, metrics: QFontMetrics, index: int) -> int:
        if index == self.current:
            bold = self.font()
            bold.setBold(True)
            metrics = QFontMetrics(bold)
        return metrics.horizontalAdvance(self._text(index)) + 2 * self.PAD_X

    def _text(self, index: int) -> str:
        return ("✓ " if index in self.done and index != self.current else "") + self.names[index]

    def _layout(self, width: int) -> list[QRectF]:
        metrics = QFontMetrics(self.font())
        height = metrics.height() + 2 * self.PAD_Y
        rects: list[QRectF] = []
        x = y = 0.0
        for index in range(len(self.names)):
            w = self._chip_width(metrics, index)
            if x > 0 and x + w > width:
                x, y = 0.0, y + height + self.GAP
            rects.append(QRectF(x, y, w, height))
            x += w + self.ARROW
        return rects

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rects = self._layout(max(width, 50))
        return int(rects[-1].bottom()) + 2 if rects else 0

    def sizeHint(self) -> QSize:
        return QSize(400, self.heightForWidth(400))

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self.heightForWidth(self.width() or 400))

    def resizeEvent(self, event: object) -> None:
        self.setFixedHeight(self.heightForWidth(self.width()))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_colour = self.palette().color(QPalette.ColorRole.WindowText)
        muted = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
        rects = self._layout(self.width())
        for index, rect in enumerate(rects):
            radius = rect.height() / 2
            font = self.font()
            if index == self.current:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(ACCENT)
                font.setBold(True)
                colour = QColor("#ffffff")
            elif index in self.done:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(DONE)
                colour = QColor("#1864ab")
            elif index < self.current:  # passed over: the rules had nothing to do there
                painter.setPen(QPen(muted, 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                font.setStrikeOut(True)
                colour = muted
            else:
                painter.setPen(QPen(muted, 1))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                colour = muted
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text(index))
            following = rects[index + 1] if index + 1 < len(rects) else None
            if following is not None and following.top() == rect.top():
                painter.setPen(text_colour)
                arrow = QRectF(rect.right(), rect.top(), self.ARROW, rect.height())
                painter.drawText(arrow, Qt.AlignmentFlag.AlignCenter, "›")
        painter.end()
