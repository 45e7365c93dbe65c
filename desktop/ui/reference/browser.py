"""The topic reader: a QTextBrowser showing ``Topic.html()`` with a reading stylesheet.

Links use the reference's private schemes (``topic:edition/id``, ``term:id``); the browser
never follows them itself (``setOpenLinks(False)``) but asks
:meth:`RulesReference.resolve_href` and emits what the link means, so the panel can keep
its own history.  Hovering a glossary term shows its card as a tooltip.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QTextBrowser, QToolTip, QWidget

from desktop.reference import Language, RulesReference, Term, Topic, term_html

# Qt's rich text knows a CSS subset: element and class selectors, colours, margins,
# padding, border-collapse on tables.  The page is always dark text on white paper (the
# example boxes and highlights in the HTML are light colours), whatever the desktop theme.
STYLESHEET = """
body { color: #1d2430; }
h1 { font-size: x-large; color: #1f3a5f; margin-top: 2px; margin-bottom: 8px; }
h2 { font-size: large; color: #1f3a5f; margin-top: 16px; margin-bottom: 4px; }
h3 { font-size: medium; color: #2d4d75; margin-top: 12px; margin-bottom: 2px; }
p { margin-top: 4px; margin-bottom: 6px; line-height: 125%; }
li { margin-bottom: 3px; }
a { color: #1a5fb4; text-decoration: none; }
a.term { color: #6b3fa0; text-decoration: underline; }
table { border-collapse: collapse; border-color: #aab6c4; margin-top: 6px;
        margin-bottom: 10px; }
caption { font-weight: bold; color: #1f3a5f; }
th { background-color: #e2e9f2; color: #1f3a5f; padding: 3px 7px; }
td { padding: 3px 7px; }
"""


SHORT_CELL = re.compile(r"<td>([^<]{1,7})</td>")


def decorate(html: str) -> str:
    """Mark glossary links with a class, so terms and cross-references look different, and
    centre short cells ("4+", "-1", "2D6") so chart columns line up under their headings."""
    html = html.replace('<a href="term:', '<a class="term" href="term:')
    return SHORT_CELL.sub(r'<td align="center">\1</td>', html)


class TopicBrowser(QTextBrowser):
    """Signals:
        topic_link(object): a link to another topic was clicked (the :class:`Topic`).
        term_link(object): a glossary term was clicked (the :class:`Term`).
    """

    topic_link = Signal(object)
    term_link = Signal(object)

    def __init__(self, reference: RulesReference, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesTopicBrowser")
        self.reference = reference
        self.topic: Topic | None = None
        self.lang = Language.EN
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.document().setDefaultStyleSheet(STYLESHEET)
        self.document().setDocumentMargin(12)
        paper = self.palette()
        paper.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
        paper.setColor(QPalette.ColorRole.Text, QColor("#1d2430"))
        self.setPalette(paper)
        self.anchorClicked.connect(self._on_anchor)
        self.highlighted.connect(self._on_hover)

    def show_topic(self, topic: Topic, highlight: str | None = None, scroll: int = 0) -> None:
        self.topic = topic
        self.setHtml(decorate(topic.html(highlight)))
        self.verticalScrollBar().setValue(scroll)

    def resolve(self, href: str) -> Topic | Term | None:
        lang = self.topic.lang if self.topic is not None else self.lang
        return self.reference.resolve_href(href, lang)

    def _on_anchor(self, url: QUrl) -> None:
        target = self.resolve(url.toString())
        if isinstance(target, Topic):
            self.topic_link.emit(target)
        elif isinstance(target, Term):
            self.term_link.emit(target)

    def _on_hover(self, url: QUrl) -> None:
        target = self.resolve(url.toString()) if url.isValid() and url.toString() else None
        if isinstance(target, Term) and self.topic is not None:
            self.setToolTip(term_html(target, self.topic.lang, self.topic.edition.value))
        else:
            self.setToolTip("")
            QToolTip.hideText()
