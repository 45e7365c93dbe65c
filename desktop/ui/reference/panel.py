"""The "Rules" dock: edition selector, topics tree, reader, search and glossary.

Everything it shows comes from :mod:`desktop.reference` (pure Python): topics render to
HTML there, the search runs there, links resolve there.  This widget keeps the history,
lays things out and follows the app language: ``window.i18n.language_changed`` re-renders
the page on show, the tree titles and the glossary; Qt's LanguageChange retranslates the
widget texts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLineEdit,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.editions import EDITION_NAMES, Edition
from desktop.domain.text import DomainError
from desktop.reference import (
    Language,
    RulesReference,
    Term,
    Topic,
    default_reference,
    parse_edition,
)
from desktop.ui.i18n import Retranslating, arg, render, translate
from desktop.ui.reference.browser import TopicBrowser
from desktop.ui.reference.glossary_view import GlossaryView
from desktop.ui.reference.history import History, Place
from desktop.ui.reference.search_view import HIT_ROLE, SearchResultsModel, SearchResultsView
from desktop.ui.reference.term_card import TermCard, WrappedLabel
from desktop.ui.reference.topic_tree import TopicTree

if TYPE_CHECKING:
    from PySide6.QtCore import QModelIndex

    from desktop.ui.main_window import MainWindow

WIDE = 760  # from this width on, the tree sits beside the reader instead of above it
HELP_KEY = QKeySequence(Qt.Key.Key_F1)


class RulesPanel(Retranslating, QWidget):
    """The content of the "RulesDock" dock (``dock`` is set by :func:`install`)."""

    def __init__(self, window: MainWindow, reference: RulesReference | None = None) -> None:
        super().__init__()
        self.setObjectName("RulesPanel")
        self.main_window = window
        self.reference = reference or default_reference()
        self.history = History()
        self.dock: QDockWidget | None = None
        self._build_actions()
        self._build_reader_page()
        self.glossary_view = GlossaryView(self.reference.glossary)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("RulesTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.reader_page, "")
        self.tabs.addTab(self.glossary_view, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        window.i18n.language_changed.connect(self._on_language_changed)
        self._apply_language()
        self.retranslate_ui()
        self._update_actions()

    # --- construction -------------------------------------------------------------------

    def _build_actions(self) -> None:
        icons = self.style()
        self.back_action = QAction(icons.standardIcon(QStyle.StandardPixmap.SP_ArrowBack), "",
                                   self)
        self.forward_action = QAction(
            icons.standardIcon(QStyle.StandardPixmap.SP_ArrowForward), "", self)
        for action, key, standard in (
                (self.back_action, "Alt+Left", QKeySequence.StandardKey.Back),
                (self.forward_action, "Alt+Right", QKeySequence.StandardKey.Forward)):
            keys = [QKeySequence(key)]
            keys += [k for k in QKeySequence.keyBindings(standard) if k not in keys]
            action.setShortcuts(keys)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)
        self.back_action.triggered.connect(self.go_back)
        self.forward_action.triggered.connect(self.go_forward)
        # The Help menu entry.  F1 itself is not a shortcut of this action: a second F1
        # shortcut (the shooting wizard's "rule of this step") would make both ambiguous
        # and neither would fire; see HelpKeyFilter.
        self.help_action = QAction(self)
        self.help_action.triggered.connect(self.show_reference)

    def _tool_button(self, action: QAction, name: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setDefaultAction(action)
        button.setAutoRaise(True)
        return button

    def _build_reader_page(self) -> None:
        self.back_button = self._tool_button(self.back_action, "RulesBack")
        self.forward_button = self._tool_button(self.forward_action, "RulesForward")
        self.edition_combo = QComboBox()
        self.edition_combo.setObjectName("RulesEdition")
        self.edition_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.edition_combo.setSizePolicy(QSizePolicy.Policy.Expanding,
                                         QSizePolicy.Policy.Fixed)
        for edition in self.reference.editions():
            self.edition_combo.addItem("", edition.value)  # Qt keeps a StrEnum as str
        self.edition_combo.activated.connect(self._on_edition_chosen)
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("RulesSearch")
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setMinimumWidth(self.fontMetrics().averageCharWidth() * 16)
        self.search_edit.textChanged.connect(self.search)
        self.search_edit.returnPressed.connect(self._open_first_result)
        self.edition_only = QCheckBox()
        self.edition_only.setObjectName("RulesSearchEditionOnly")
        self.edition_only.toggled.connect(lambda _on: self.search(self.search_edit.text()))

        top = QHBoxLayout()
        top.setSpacing(2)
        top.addWidget(self.back_button)
        top.addWidget(self.forward_button)
        top.addSpacing(4)
        top.addWidget(self.edition_combo, 1)
        search_row = QHBoxLayout()
        search_row.addWidget(self.search_edit, 1)
        search_row.addWidget(self.edition_only)

        self.tree = TopicTree(self.reference)
        self.tree.topic_chosen.connect(lambda edition, topic_id: self.show_topic(edition,
                                                                                 topic_id))
        self.results_model = SearchResultsModel(self)
        self.results_view = SearchResultsView()
        self.results_view.setModel(self.results_model)
        self.results_view.clicked.connect(self._open_result)
        self.results_view.activated.connect(self._open_result)
        self.results_label = WrappedLabel()
        self.results_label.setObjectName("RulesResultsCount")
        results_page = QWidget()
        results_layout = QVBoxLayout(results_page)
        results_layout.setContentsMargins(0, 0, 0, 0)
        results_layout.addWidget(self.results_label)
        results_layout.addWidget(self.results_view, 1)
        self.nav_stack = QStackedWidget()
        self.nav_stack.addWidget(self.tree)
        self.nav_stack.addWidget(results_page)

        self.browser = TopicBrowser(self.reference)
        self.browser.setMinimumHeight(self.fontMetrics().height() * 8)
        self.browser.topic_link.connect(self._follow_topic_link)
        self.browser.term_link.connect(self.show_term)
        reader = QWidget()
        reader_layout = QVBoxLayout(reader)
        reader_layout.setContentsMargins(0, 0, 0, 0)
        reader_layout.setSpacing(4)
        reader_layout.addWidget(self.browser, 1)
        self.card = TermCard()
        self.card.glossary_requested.connect(self._show_in_glossary)
        reader_layout.addWidget(self.card)

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setObjectName("RulesSplitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.nav_stack)
        self.splitter.addWidget(reader)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 3)

        self.reader_page = QWidget()
        page = QVBoxLayout(self.reader_page)
        page.setContentsMargins(4, 4, 4, 4)
        page.addLayout(top)
        page.addLayout(search_row)
        page.addWidget(self.splitter, 1)

    # --- language -----------------------------------------------------------------------

    @property
    def language(self) -> Language:
        """The reference language: the app's (English for anything it does not write)."""
        return Language.RU if self.main_window.i18n.language == "ru" else Language.EN

    def retranslate_ui(self) -> None:
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Rules"))
        key = HELP_KEY.toString(QKeySequence.SequenceFormat.NativeText)
        self.help_action.setText(self.tr("&Rules reference") + "\t" + key)
        self.help_action.setToolTip(self.tr("Open the rules reference"))
        self.back_action.setText(self.tr("Back"))
        self.back_action.setToolTip(self.tr("Back (Alt+Left)"))
        self.forward_action.setText(self.tr("Forward"))
        self.forward_action.setToolTip(self.tr("Forward (Alt+Right)"))
        self.tabs.setTabText(0, self.tr("Rules"))
        self.tabs.setTabText(1, self.tr("Glossary"))
        self.edition_combo.setToolTip(self.tr("Edition"))
        for row in range(self.edition_combo.count()):
            edition = self.combo_edition(row)
            self.edition_combo.setItemText(row, translate("Edition", EDITION_NAMES[edition]))
        self.search_edit.setPlaceholderText(self.tr("Search the rules (English or Russian)"))
        self.edition_only.setText(self.tr("This edition only"))
        self.edition_only.setToolTip(self.tr("Search only the edition chosen above"))
        self._update_results_label()

    def _apply_language(self) -> None:
        lang = self.language
        self.browser.lang = lang
        self.tree.set_language(lang)
        self.glossary_view.set_language(lang)
        self.results_model.retranslate()

    def _on_language_changed(self, _code: str) -> None:
        self._apply_language()
        place = self.history.current
        if place is not None:
            self._render(place, self.browser.verticalScrollBar().value())
        if self.results_model.query:  # the results follow the reader's language
            self.search(self.search_edit.text())
        self.card.set_language(self.browser.topic.lang if self.browser.topic else self.language)

    # --- navigation ---------------------------------------------------------------------

    def show_topic(self, edition: Edition | str, topic_id: str, lang: Language | None = None,
                   highlight: str | None = None) -> bool:
        """Open a topic (``lang`` None = the app language) and raise the dock.

        False, with a status-bar message, when the edition or topic is unknown.
        """
        try:
            chosen = edition if isinstance(edition, Edition) else parse_edition(edition)
            self.reference.topic(chosen, lang or self.language, topic_id)
        except DomainError as exc:
            self.main_window.statusBar().showMessage(render(exc.message), 8000)
            return False
        self._visit(Place(chosen, topic_id, lang, highlight or None))
        self.raise_dock()
        return True

    def show_step(self, edition: Edition | str, step_id: str) -> bool:
        """Open the topic a shooting-wizard step maps to (e.g. ``save``) and raise the dock."""
        try:
            chosen = edition if isinstance(edition, Edition) else parse_edition(edition)
            topic_id = self.reference.step_topic_id(chosen, step_id)
        except DomainError as exc:
            self.main_window.statusBar().showMessage(render(exc.message), 8000)
            return False
        return self.show_topic(chosen, topic_id)

    def show_reference(self) -> None:
        """F1: raise the dock; on first use open the overview of the roster's edition."""
        if self.history.current is None:
            self.show_topic(self._default_edition(), "overview")
        self.raise_dock()
        self.search_edit.setFocus()

    def on_dock_visibility(self, visible: bool) -> None:
        if visible and self.history.current is None:  # opened from the View menu
            self.show_topic(self._default_edition(), "overview")

    def raise_dock(self) -> None:
        if self.dock is not None:
            self.dock.show()
            self.dock.raise_()
        self.tabs.setCurrentWidget(self.reader_page)

    def go_back(self) -> None:
        place = self.history.back(self.browser.verticalScrollBar().value())
        if place is not None:
            self._render(place, place.scroll)

    def go_forward(self) -> None:
        place = self.history.forward(self.browser.verticalScrollBar().value())
        if place is not None:
            self._render(place, place.scroll)

    def current_topic(self) -> Topic | None:
        return self.browser.topic

    def combo_edition(self, row: int) -> Edition:
        return Edition(self.edition_combo.itemData(row))

    def _default_edition(self) -> Edition:
        current = self.main_window.current
        edition = current.roster.edition if current is not None else None
        if edition is not None and edition in self.reference.editions():
            return edition
        return Edition.CLASSIC

    def _visit(self, place: Place) -> None:
        if self.history.visit(place, self.browser.verticalScrollBar().value()):
            self._render(place)

    def _render(self, place: Place, scroll: int = 0) -> None:
        topic = self.reference.topic(place.edition, place.lang or self.language, place.topic_id)
        self.browser.show_topic(topic, place.highlight, scroll)
        self.tree.select(place.edition, place.topic_id)
        row = self.edition_combo.findData(place.edition.value)
        if row >= 0:
            self.edition_combo.setCurrentIndex(row)
        self._update_actions()

    def _update_actions(self) -> None:
        self.back_action.setEnabled(self.history.can_go_back())
        self.forward_action.setEnabled(self.history.can_go_forward())

    def _follow_topic_link(self, topic: Topic) -> None:
        current = self.history.current
        self._visit(Place(topic.edition, topic.id, current.lang if current else None))

    def _on_edition_chosen(self, row: int) -> None:
        """Another edition: the same topic there if it has one (to compare), else its overview."""
        edition = self.combo_edition(row)
        current = self.history.current
        topic_id = current.topic_id if current else "overview"
        if not self.reference.has_topic(edition, topic_id):
            topic_id = "overview"
        self.tree.expand_only(edition)
        self.show_topic(edition, topic_id, current.lang if current else None)

    # --- search -------------------------------------------------------------------------

    def search(self, text: str) -> None:
        """Find topics in the reader's language, the words typed in English or Russian
        (the current edition only if the box is ticked).

        A search that finds nothing, or an emptied box, takes an earlier search's marks off
        the page on show.
        """
        if self.search_edit.text() != text:
            self.search_edit.setText(text)  # calls back here through textChanged
            return
        query = text.strip()
        edition = (self.combo_edition(self.edition_combo.currentIndex())
                   if self.edition_only.isChecked() else None)
        hits = self.reference.search(query, edition, self.language) if query else []
        self.results_model.set_hits(query, hits)
        self.nav_stack.setCurrentIndex(1 if query else 0)
        self._update_results_label()
        if not hits:
            self._clear_highlights()

    def _clear_highlights(self) -> None:
        place = self.history.clear_highlight()
        if place is not None:
            self._render(place, self.browser.verticalScrollBar().value())

    def _update_results_label(self) -> None:
        query = self.results_model.query
        count = len(self.results_model.hits)
        if not query:
            self.results_label.clear()
        elif count:
            self.results_label.setText(self.tr("%n topic(s) found", "", count))
        else:
            self.results_label.setText(arg(self.tr("Nothing found for “%1”."), query))

    def _open_result(self, index: QModelIndex) -> None:
        hit = index.data(HIT_ROLE)
        if hit is not None:  # mark what was found, in the page's language
            self.show_topic(hit.edition, hit.topic_id, hit.lang,
                            " ".join(hit.words) or self.results_model.query)

    def _open_first_result(self) -> None:
        if self.results_model.hits:
            self._open_result(self.results_model.index(0))

    # --- glossary card ------------------------------------------------------------------

    def show_term(self, term: Term) -> None:
        """Show a glossary term's card under the page (in the page's language)."""
        topic = self.browser.topic
        self.card.show_term(term, topic.lang if topic else self.language,
                            topic.edition.value if topic else None)

    def hide_term(self) -> None:
        self.card.close_card()

    def _show_in_glossary(self, term: Term) -> None:
        self.tabs.setCurrentWidget(self.glossary_view)
        self.glossary_view.show_term(term)

    # --- layout -------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wanted = (Qt.Orientation.Horizontal if event.size().width() >= WIDE
                  else Qt.Orientation.Vertical)
        if self.splitter.orientation() != wanted:
            self.splitter.setOrientation(wanted)
            total = (event.size().width() if wanted == Qt.Orientation.Horizontal
                     else event.size().height())
            self.splitter.setSizes([total * 3 // 10, total * 7 // 10])
