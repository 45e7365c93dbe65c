"""Search results: a list model over :class:`SearchHit` and a delegate that paints each hit
as a small rich-text card (title, edition, language, snippet with the matches marked).

The search itself is :meth:`RulesReference.search` (both languages, case- and ё-folding,
Russian endings); this module only shows its answer.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from desktop.domain.editions import EDITION_NAMES, EDITION_SHORT_NAMES
from desktop.reference import SearchHit
from desktop.ui.i18n import translate

HIT_ROLE = Qt.ItemDataRole.UserRole + 1
HTML_ROLE = Qt.ItemDataRole.UserRole + 2
MARK = "background-color:#ffe58a; color:#1d2430;"
AnyIndex = QModelIndex | QPersistentModelIndex


def snippet_html(hit: SearchHit) -> str:
    """The snippet, escaped, with every highlight span wrapped in a marker."""
    out, position = [], 0
    for start, end in hit.highlights:
        if start < position:
            continue
        out.append(escape(hit.snippet[position:start]))
        out.append(f'<span style="{MARK}">{escape(hit.snippet[start:end])}</span>')
        position = end
    out.append(escape(hit.snippet[position:]))
    return "…" + "".join(out).strip() + "…"


class SearchResultsModel(QAbstractListModel):
    """One row per hit; ``HIT_ROLE`` gives the :class:`SearchHit`, ``HTML_ROLE`` its card."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hits: list[SearchHit] = []
        self.query = ""

    def set_hits(self, query: str, hits: list[SearchHit]) -> None:
        self.beginResetModel()
        self.query = query
        self.hits = list(hits)
        self.endResetModel()

    def retranslate(self) -> None:
        """Edition names are translated text: repaint after a language switch."""
        if self.hits:
            self.dataChanged.emit(self.index(0), self.index(len(self.hits) - 1))

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.hits)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.hits):
            return None
        hit = self.hits[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{hit.title} — {hit.snippet}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{translate('Edition', EDITION_NAMES[hit.edition])} · {hit.lang.upper()}"
        if role == HIT_ROLE:
            return hit
        if role == HTML_ROLE:
            edition = translate("Edition", EDITION_SHORT_NAMES[hit.edition])
            return (f"<b>{escape(hit.title)}</b>&nbsp;&nbsp;<span style=\"color:#5a6b80;\">"
                    f"{escape(edition)} · {hit.lang.upper()}</span><br>"
                    f"{snippet_html(hit)}")
        return None


class HitDelegate(QStyledItemDelegate):
    """Paints the ``HTML_ROLE`` card, wrapped to the width of the list."""

    PADDING = 6

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view

    def _document(self, index: AnyIndex, width: int) -> QTextDocument:
        document = QTextDocument()
        document.setDefaultFont(self.view.font())
        document.setDocumentMargin(0)
        document.setHtml(str(index.data(HTML_ROLE) or ""))
        document.setTextWidth(max(80, width - 2 * self.PADDING))
        return document

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = ""
        style = item.widget.style() if item.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, item.widget)
        document = self._document(index, item.rect.width())
        painter.save()
        painter.translate(item.rect.left() + self.PADDING, item.rect.top() + self.PADDING)
        context = QAbstractTextDocumentLayout.PaintContext()
        if item.state & QStyle.StateFlag.State_Selected:
            context.palette.setColor(QPalette.ColorRole.Text,
                                     item.palette.color(QPalette.ColorRole.HighlightedText))
        document.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: AnyIndex) -> QSize:
        width = self.view.viewport().width() - 2 * self.view.spacing()
        document = self._document(index, width)
        return QSize(width, int(document.size().height()) + 2 * self.PADDING)


class SearchResultsView(QListView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesSearchResults")
        self.setItemDelegate(HitDelegate(self))
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setWordWrap(True)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setSpacing(1)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
