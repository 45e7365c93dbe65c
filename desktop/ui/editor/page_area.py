"""A scroll area for a page of tables and notes: the page fills the view while it fits, and
scrolls at its minimum size once the view is smaller (a short window, a tall hint above).

``QScrollArea.setWidgetResizable`` does not do this for a page with word-wrapped labels: once
the view is too small it lays the page out at its preferred height for the width (tables at
their full size hint), so it scrolls far more than it must.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class PageArea(QScrollArea):
    def __init__(self, page: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(False)
        self.setWidget(page)
        page.installEventFilter(self)  # its minimum changes with what it shows
        self.fit()

    def fit(self) -> None:
        page = self.widget()
        if page is not None:
            page.resize(self.viewport().size().expandedTo(page.minimumSizeHint()))

    def viewportEvent(self, event: QEvent) -> bool:
        handled = super().viewportEvent(event)
        if event.type() == QEvent.Type.Resize:  # the area's, or a scroll bar came or went
            self.fit()
        return handled

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.fit()
        return super().eventFilter(watched, event)
