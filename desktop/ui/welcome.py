"""What the window shows when no roster is open: the ways to start."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.ui.i18n import Retranslating


class WelcomePage(Retranslating, QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WelcomePage")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.new_button = QPushButton()
        self.data_button = QPushButton()  # a new roster from the player's game data
        self.open_button = QPushButton()
        self.import_button = QPushButton()
        self.demo_button = QPushButton()
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(16)
        for button in (self.new_button, self.data_button, self.open_button, self.import_button,
                       self.demo_button):
            button.setMinimumWidth(320)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText("<h1>Auspex</h1>")
        self.hint.setText(self.tr("Rosters, guided shooting with exact odds and the rules "
                                  "of four editions — offline, in English and Russian."))
        self.new_button.setText(self.tr("Create a new roster"))
        self.data_button.setText(self.tr("New roster from game data…"))
        self.open_button.setText(self.tr("Open a roster…"))
        self.import_button.setText(self.tr("Import a BattleScribe roster…"))
        self.demo_button.setText(self.tr("Open the demo rosters"))
