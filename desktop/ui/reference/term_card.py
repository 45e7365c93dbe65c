"""The glossary card shown under the reader when a term link is clicked.

It shows ``term_html`` (name in the page's language, the other language's name, the
definition) and a "Show in the glossary" link; the card follows the language of the page
it was opened from, so a Russian page gives a Russian card even in an English UI.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QStyle, QToolButton

from desktop.reference import Language, Term, term_html
from desktop.ui.i18n import Retranslating


class WrappedLabel(QLabel):
    """A word-wrapped label that asks its layout for the height its text needs at its
    current width (QSplitter and QMainWindow docks ignore height-for-width otherwise,
    and the last lines of a long text would be cut off)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def _fit(self) -> None:
        needed = self.heightForWidth(self.width()) if self.text() else 0
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


class TermCard(Retranslating, QFrame):
    """Signals:
        glossary_requested(object): "Show in the glossary" was clicked (the :class:`Term`).
    """

    glossary_requested = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("RulesTermCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#RulesTermCard { background-color: #f6f1fb; "
                           "border: 1px solid #c9b8de; border-radius: 4px; }"
                           "#RulesTermCard QLabel { color: #1d2430; }")
        self.term: Term | None = None
        self.lang = Language.EN
        self.edition: str | None = None
        self.label = WrappedLabel()
        self.label.setObjectName("RulesTermCardText")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.label.linkActivated.connect(self._on_link)
        self.close_button = QToolButton()
        self.close_button.setObjectName("RulesTermCardClose")
        self.close_button.setAutoRaise(True)
        self.close_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_TitleBarCloseButton))
        self.close_button.clicked.connect(self.close_card)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 2, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()
        self.retranslate_ui()

    def show_term(self, term: Term, lang: Language, edition: str | None) -> None:
        self.term, self.lang, self.edition = term, lang, edition
        self._fill()
        self.show()

    def set_language(self, lang: Language) -> None:
        self.lang = lang
        self._fill()

    def close_card(self) -> None:
        self.term = None
        self.hide()

    def retranslate_ui(self) -> None:
        self.close_button.setToolTip(self.tr("Close the term card"))
        self._fill()

    def _fill(self) -> None:
        if self.term is None:
            return
        link = escape(self.tr("Show in the glossary"))
        card = term_html(self.term, self.lang, self.edition)
        # The glossary writes Russian names in lower case (as they stand in a sentence);
        # as the card's heading the name starts with a capital.
        card = re.sub(r"^<h3>(\w)", lambda m: "<h3>" + m.group(1).upper(), card)
        self.label.setText(f'{card}<p><a href="glossary:{escape(self.term.id)}">{link}</a></p>')

    def _on_link(self, href: str) -> None:
        if self.term is not None and href.startswith("glossary:"):
            self.glossary_requested.emit(self.term)
