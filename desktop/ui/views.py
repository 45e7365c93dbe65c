"""Small view factories the dialogs and panels share (one look, one place to change it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTreeWidget


def name_tree(name: str, *, multiple: bool = False) -> QTreeWidget:
    """A three-column list of named things (name, then two figures sized to their contents):
    game systems, forces, entries to add."""
    tree = QTreeWidget()
    tree.setObjectName(name)
    tree.setColumnCount(3)
    tree.setUniformRowHeights(True)
    tree.setAlternatingRowColors(True)
    tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection if multiple
                          else QAbstractItemView.SelectionMode.SingleSelection)
    header = tree.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
    return tree


def details_label(name: str = "", minimum_height: int = 72) -> QLabel:
    """The plain-text details under a list: wraps, top-left, never shorter than a few lines."""
    label = QLabel()
    if name:
        label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setMinimumHeight(minimum_height)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    return label
