"""Editions -> topics tree of the rules reference.

Top-level items are the editions (their names are translated UI text); children are the
topics in reading order, titled in the reference language.  Each topic item carries
``(edition, topic_id)`` so the tree survives a language switch by just renaming items.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from desktop.domain.editions import EDITION_NAMES, Edition
from desktop.reference import Language, RulesReference
from desktop.ui.i18n import translate

KEY_ROLE = Qt.ItemDataRole.UserRole + 1


class TopicTree(QTreeWidget):
    """Signals:
        topic_chosen(object, str): the user picked a topic (edition, topic id).
    """

    topic_chosen = Signal(object, str)

    def __init__(self, reference: RulesReference, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesTopicTree")
        self.reference = reference
        self.setHeaderHidden(True)
        self.setUniformRowHeights(True)
        self._items: dict[tuple[Edition, str], QTreeWidgetItem] = {}
        self._editions: dict[Edition, QTreeWidgetItem] = {}
        for edition in reference.editions():
            parent_item = QTreeWidgetItem(self)
            font = QFont(parent_item.font(0))
            font.setBold(True)
            parent_item.setFont(0, font)
            parent_item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self._editions[edition] = parent_item
            for topic_id in reference.topic_ids(edition):
                item = QTreeWidgetItem(parent_item)
                item.setData(0, KEY_ROLE, (edition, topic_id))
                self._items[(edition, topic_id)] = item
        self.itemActivated.connect(self._on_activated)
        self.itemClicked.connect(self._on_clicked)

    def item_for(self, edition: Edition, topic_id: str) -> QTreeWidgetItem | None:
        return self._items.get((edition, topic_id))

    def set_language(self, lang: Language) -> None:
        for edition, parent_item in self._editions.items():
            parent_item.setText(0, translate("Edition", EDITION_NAMES[edition]))
        for (edition, topic_id), item in self._items.items():
            item.setText(0, self.reference.topic(edition, lang, topic_id).title)

    def select(self, edition: Edition, topic_id: str) -> None:
        """Mark the topic on show (without emitting ``topic_chosen``)."""
        item = self.item_for(edition, topic_id)
        if item is None:
            return
        with QSignalBlocker(self):
            self._editions[edition].setExpanded(True)
            self.setCurrentItem(item)
            self.scrollToItem(item)

    def expand_only(self, edition: Edition) -> None:
        for other, parent_item in self._editions.items():
            parent_item.setExpanded(other is edition)

    def _on_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        key = item.data(0, KEY_ROLE)
        if key is None:  # an edition: one click opens or closes it
            item.setExpanded(not item.isExpanded())
        else:
            self.topic_chosen.emit(*key)

    def _on_activated(self, item: QTreeWidgetItem, _column: int) -> None:
        key = item.data(0, KEY_ROLE)
        if key is not None:
            self.topic_chosen.emit(*key)
