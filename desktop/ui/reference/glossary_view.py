"""The glossary tab: every term as EN | RU | definition, with a filter field.

The model is a plain table over :meth:`Glossary.terms`; the definition column follows the
reference language (the app language).  Filtering folds case and ё/е like the search, and
looks only at what the row shows, so a row never matches on hidden text.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHeaderView, QLabel, QLineEdit, QTableView, QVBoxLayout, QWidget

from desktop.reference import Glossary, Language, Term
from desktop.reference.textnorm import fold
from desktop.ui.i18n import Retranslating, arg

AnyIndex = QModelIndex | QPersistentModelIndex
TERM_ROLE = Qt.ItemDataRole.UserRole + 1
EN, RU, DEFINITION = range(3)


def english_name(term: Term) -> str:
    return f"{term.en} ({term.abbr})" if term.abbr else term.en


class GlossaryModel(QAbstractTableModel):
    """Rows are glossary terms in file order; ``TERM_ROLE`` gives the :class:`Term`."""

    def __init__(self, glossary: Glossary, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.terms = glossary.terms()
        self.lang = Language.EN

    def set_language(self, lang: Language) -> None:
        self.lang = lang
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 2)
        if self.terms:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.terms) - 1, 2))

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.terms)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.terms):
            return None
        term = self.terms[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (english_name(term), term.ru, term.definition(self.lang))[column]
        if role == Qt.ItemDataRole.ToolTipRole and column == RU:
            forms = [term.ru, *term.ru_alt, *dict.fromkeys(term.ru_editions.values())]
            text = " / ".join(dict.fromkeys(forms))
            if term.status == "proposed":
                text += "\n" + self.tr("Our proposal: no Russian source uses this term yet.")
            return text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        if role == TERM_ROLE:
            return term
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < 3:
            return None
        return (self.tr("English"), self.tr("Russian"), self.tr("Definition"))[section]


def sort_key(index: AnyIndex) -> tuple[int, str]:
    text = fold(str(index.data() or ""))
    first = next((ch for ch in text if ch.isalpha()), "")
    cyrillic = "а" <= first <= "я"
    own_script = cyrillic if index.column() == RU else not cyrillic
    return (0 if own_script else 1, text)


class GlossaryTable(QTableView):
    """Name columns take a share of the width, the definition the rest; rows grow to fit
    their wrapped definitions whenever the width changes."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width = self.viewport().width()
        name_width = max(110, min(230, width * 27 // 100))
        self.setColumnWidth(EN, name_width)
        self.setColumnWidth(RU, name_width)
        QTimer.singleShot(0, self.resizeRowsToContents)


class GlossaryFilter(QSortFilterProxyModel):
    """Keeps the rows whose visible text contains every word of the filter (folded)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.words: tuple[str, ...] = ()
        self.setSortLocaleAware(True)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self.words = tuple(fold(text).split())
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def lessThan(self, left: AnyIndex, right: AnyIndex) -> bool:
        """Alphabetical in the column's own script first: in the Russian column the terms
        Russian players keep in English come after the Cyrillic ones, not before them."""
        return sort_key(left) < sort_key(right)

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        if not self.words:
            return True
        model = self.sourceModel()
        term = model.index(source_row, 0, source_parent).data(TERM_ROLE)
        if not isinstance(term, Term):
            return False
        shown = " ".join(str(model.index(source_row, c, source_parent).data() or "")
                         for c in range(3))
        haystack = fold(" ".join((shown, *term.ru_alt)))
        return all(word in haystack for word in self.words)


class GlossaryView(Retranslating, QWidget):
    """Filter field, count and the table."""

    def __init__(self, glossary: Glossary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GlossaryView")
        self.model = GlossaryModel(glossary, self)
        self.proxy = GlossaryFilter(self)
        self.proxy.setSourceModel(self.model)
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("GlossaryFilter")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._on_filter)
        self.count_label = QLabel()
        self.count_label.setObjectName("GlossaryCount")
        self.table = GlossaryTable()
        self.table.setObjectName("GlossaryTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setWordWrap(True)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(EN, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(RU, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(DEFINITION, QHeaderView.ResizeMode.Stretch)
        self.table.sortByColumn(EN, Qt.SortOrder.AscendingOrder)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.table)
        layout.addWidget(self.count_label)
        self.retranslate_ui()

    def set_language(self, lang: Language) -> None:
        self.model.set_language(lang)
        self.table.sortByColumn(RU if lang is Language.RU else EN, Qt.SortOrder.AscendingOrder)
        self.table.resizeRowsToContents()

    def show_term(self, term: Term) -> None:
        """Filter to ``term`` and select it (used from a term card's "show in glossary")."""
        self.filter_edit.setText(term.en)
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(TERM_ROLE) == term:
                self.table.selectRow(row)
                self.table.scrollTo(self.proxy.index(row, 0))
                break

    def _on_filter(self, text: str) -> None:
        self.proxy.set_text(text)
        self.table.resizeRowsToContents()
        self._update_count()

    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.count_label.setText(arg(self.tr("%1 of %2 terms"), str(shown), str(total)))

    def retranslate_ui(self) -> None:
        self.filter_edit.setPlaceholderText(self.tr("Filter terms (English or Russian)"))
        self.filter_edit.setToolTip(self.tr("Type part of a term or definition, e.g. "
                                            "toughness or стойкость"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 2)
        self._update_count()
