"""Small layout helpers of the wizard pages."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QSizePolicy, QStyle, QWidget

# Form labels up to this many characters stay on one line (a word-wrapped QLabel in a form
# breaks even short texts such as "Distance to the target").
WRAP_LABELS_OVER = 44

class ButtonRow(QWidget):
    """Buttons side by side while they fit, stacked when the dock is narrow or the language
    long, so a page never grows wider than the dock (no sideways scrolling).

    The buttons are placed by hand (no inner layout: a layout would answer the parent's
    height-for-width questions instead of this widget).
    """

    SPACING = 6

    def __init__(self, buttons: list[tuple[QPushButton, int]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = [b for b, _ in buttons]
        self.stretches = [max(1, s) for _, s in buttons]
        for button in self.buttons:
            button.setParent(self)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _hint(self, index: int) -> QSize:
        button = self.buttons[index]
        return button.sizeHint().expandedTo(button.minimumSize())

    def _shown(self) -> list[int]:
        return [i for i, b in enumerate(self.buttons) if not b.isHidden()]

    def _fits(self, width: int) -> bool:
        shown = self._shown()
        need = sum(self._hint(i).width() for i in shown)
        return need + self.SPACING * (len(shown) - 1) <= width

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        heights = [self._hint(i).height() for i in self._shown()]
        if not heights:
            return 0
        if self._fits(width):
            return max(heights)
        return sum(heights) + self.SPACING * (len(heights) - 1)

    def minimumSizeHint(self) -> QSize:
        widths = [self.buttons[i].minimumSizeHint().width() for i in self._shown()]
        return QSize(max(widths, default=0), self.heightForWidth(self.width()))

    def sizeHint(self) -> QSize:
        widths = [self._hint(i).width() for i in self._shown()]
        width = sum(widths) + self.SPACING * max(len(widths) - 1, 0)
        return QSize(width, self.heightForWidth(max(width, self.width())))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place(event.size().width())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        # A button's text changed (a unit's name, another language): its size hint did too,
        # and Qt asks the parent to lay out again.
        if event.type() == QEvent.Type.LayoutRequest:
            self._place(self.width())
        return super().event(event)

    def _place(self, width: int) -> None:
        shown = self._shown()
        if not shown:
            return
        if self._fits(width):
            height = max(self._hint(i).height() for i in shown)
            # Each button gets its full text, then the room left is shared by stretch (an
            # even split would clip the longer label while the row still "fits").
            spare = width - self.SPACING * (len(shown) - 1) - sum(
                self._hint(i).width() for i in shown)
            total = sum(self.stretches[i] for i in shown)
            x = 0
            for n, i in enumerate(shown):
                last = n == len(shown) - 1
                w = width - x if last else \
                    self._hint(i).width() + spare * self.stretches[i] // total
                self.buttons[i].setGeometry(QRect(x, 0, w, height))
                x += w + self.SPACING
        else:
            y = 0
            for i in shown:
                height = self._hint(i).height()
                self.buttons[i].setGeometry(QRect(0, y, width, height))
                y += height + self.SPACING
        self.updateGeometry()


class WrapCheckBox(QCheckBox):
    """A check box whose text wraps onto more lines when the dock is narrow, where a plain
    QCheckBox keeps one line and widens the page (sideways scrolling, clipped banners).

    The text is drawn by a word-wrapped child label; ``text()`` and ``setText()`` work as on
    a QCheckBox, and a click anywhere on the text toggles the box.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self.label = QLabel(self)
        self.label.setObjectName("wrapCheckText")
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # Not Fixed in height: a layout caps a Fixed widget at its one-line size hint and
        # would not give the wrapped lines their room.
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setText(text)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        self._text = text
        self.label.setText(text)
        self.setAccessibleName(text)
        self._place()
        self.updateGeometry()

    def _indent(self) -> int:
        style = self.style()
        return style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, self) \
            + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, self) + 2

    def _indicator_height(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight, None, self)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        text = max(1, width - self._indent())
        return max(self._indicator_height() + 4, self.label.heightForWidth(text))

    def sizeHint(self) -> QSize:
        # One line when there is room (a wrapped QLabel's own hint breaks even short texts;
        # +2: the advance is rounded down, and a hair less wraps the last word).
        line = self.label.fontMetrics().horizontalAdvance(self._text) + 2 * self.label.margin() + 2
        width = self._indent() + max(line, self.label.minimumSizeHint().width())
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        # As narrow as the longest word; the height follows the width (height for width).
        width = self._indent() + self.label.minimumSizeHint().width()
        return QSize(width, self.heightForWidth(max(width, self.width())))

    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._place()
            self.updateGeometry()

    def _place(self) -> None:
        indent = self._indent()
        width = max(1, self.width() - indent)
        height = self.label.heightForWidth(width)
        # Centred like the indicator the style draws.
        top = max(0, (self.height() - height) // 2)
        self.label.setGeometry(QRect(indent, top, width, max(height, 1)))
