"""What the window shows when no roster is open: the ways to start, first steps first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.ui.i18n import Retranslating


class WelcomePage(Retranslating, QWidget):
    """``demo_button`` (its menu of demo battles is set by the window), ``game_data_button``,
    ``import_button``, ``open_button``, ``new_button``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WelcomePage")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.steps = QLabel()
        self.steps.setObjectName("WelcomeSteps")
        self.steps.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.steps.setWordWrap(True)
        self.demo_button = QPushButton()
        self.demo_button.setObjectName("WelcomeDemo")
        self.game_data_button = QPushButton()
        self.game_data_button.setObjectName("WelcomeGameData")
        self.import_button = QPushButton()
        self.import_button.setObjectName("WelcomeImport")
        self.open_button = QPushButton()
        self.open_button.setObjectName("WelcomeOpen")
        self.new_button = QPushButton()
        self.new_button.setObjectName("WelcomeNew")
        self.data_button = QPushButton()  # a new roster from the player's game data
        self.data_button.setObjectName("WelcomeNewFromData")
        column = QWidget()  # one width for the texts and the buttons, centred in the page
        column.setMinimumWidth(420)
        column.setMaximumWidth(520)
        inner = QVBoxLayout(column)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.title)
        inner.addWidget(self.hint)
        inner.addSpacing(18)
        inner.addWidget(self.steps)
        inner.addSpacing(6)
        for button in (self.demo_button, self.game_data_button, self.import_button):
            inner.addWidget(button)
        inner.addSpacing(12)
        for button in (self.open_button, self.new_button, self.data_button):
            inner.addWidget(button)
        row = QHBoxLayout()  # stretches, not an alignment: the wrapped texts get their height
        row.addStretch(1)
        row.addWidget(column)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addStretch(2)
        layout.addLayout(row)
        layout.addStretch(3)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText("<h1>Auspex</h1>")
        self.hint.setText(self.tr("Rosters, guided shooting with exact odds and the rules "
                                  "of four editions — offline, in English and Russian."))
        self.steps.setText(self.tr("<b>First steps:</b> play a demo battle, add your game "
                                   "data, or import a roster of your own."))
        self.demo_button.setText(self.tr("Open a demo battle"))
        self.game_data_button.setText(self.tr("Add your game data…"))
        self.data_button.setText(self.tr("New roster from game data…"))
        self.import_button.setText(self.tr("Import a BattleScribe roster…"))
        self.open_button.setText(self.tr("Open a roster…"))
        self.new_button.setText(self.tr("Create a new roster"))
