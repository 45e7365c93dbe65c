"""The first-steps hint: a dismissible bar above the rosters that says what to do first.

Shown at the first start, over the demo battle that start opens, and again from Help > First
steps.  Its buttons are the three ways in: a demo battle, your own game data, your own roster.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.i18n import Retranslating


class FirstStepsBar(Retranslating, QFrame):
    """``demo_button`` (its menu is set by the window), ``game_data_button``,
    ``import_button``; ``close_button`` hides the bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FirstStepsBar")
        self.icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) + 8
        self.icon.setPixmap(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MessageBoxInformation).pixmap(size, size))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text = QLabel()
        self.text.setObjectName("FirstStepsText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.demo_button = QPushButton()
        self.demo_button.setObjectName("FirstStepsDemo")
        self.game_data_button = QPushButton()
        self.game_data_button.setObjectName("FirstStepsGameData")
        self.import_button = QPushButton()
        self.import_button.setObjectName("FirstStepsImport")
        self.close_button = QToolButton()
        self.close_button.setObjectName("FirstStepsClose")
        self.close_button.setAutoRaise(True)
        self.close_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_TitleBarCloseButton))
        self.close_button.clicked.connect(self.hide)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        for button in (self.demo_button, self.game_data_button, self.import_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.text)
        column.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 8, 6, 8)
        layout.setSpacing(10)
        layout.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(column, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._demo_shown = False
        self._tint()
        self.hide()
        self.retranslate_ui()

    def _tint(self) -> None:
        """A light wash of the palette's highlight colour (readable in light and dark themes)."""
        accent = self.palette().color(QPalette.ColorRole.Highlight)
        r, g, b = accent.red(), accent.green(), accent.blue()
        self.setStyleSheet(f"QFrame#FirstStepsBar {{ background: rgba({r}, {g}, {b}, 28); "
                           f"border: 1px solid rgba({r}, {g}, {b}, 110); border-radius: 4px; }}")

    def set_demo_shown(self, shown: bool) -> None:
        """Whether a demo battle's roster is on screen (the hint speaks of it)."""
        if shown != self._demo_shown:
            self._demo_shown = shown
            self.retranslate_ui()

    def retranslate_ui(self) -> None:
        if self._demo_shown:
            self.text.setText(self.tr("<b>First steps:</b> shoot in this demo battle from the "
                                      "Shooting panel, then bring your own game data and "
                                      "rosters."))
        else:
            self.text.setText(self.tr("<b>First steps:</b> open a demo battle to look around, "
                                      "then bring your own game data and rosters."))
        self.demo_button.setText(self.tr("Demo battles"))
        self.demo_button.setToolTip(self.tr("Open a pair of opposing demo rosters"))
        self.game_data_button.setText(self.tr("Add game data…"))
        self.game_data_button.setToolTip(self.tr(
            "Install the catalogues of your game (BattleScribe data) for checking rosters"))
        self.import_button.setText(self.tr("Import a roster…"))
        self.import_button.setToolTip(self.tr(
            "Read a roster made with BattleScribe (.ros, .rosz) or New Recruit (.json)"))
        self.close_button.setToolTip(self.tr("Hide these hints (Help > First steps shows "
                                             "them again)"))
