"""Problems that stay on screen until they are dealt with: an autosave that failed, settings
that could not be saved.  A status-bar message vanishes after a few seconds and a log line is
never seen; a notice stays in the status bar (warning colours, a Retry button) until the same
operation succeeds, by itself or through Retry.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop.ui.i18n import Retranslating


@dataclass
class _Notice:
    frame: QFrame
    label: QLabel
    button: QPushButton
    text: Callable[[], str]  # the text in the current language


class Notices(Retranslating, QWidget):
    """One line per open problem, keyed by what failed ("autosave", "settings")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Notices")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._notices: dict[str, _Notice] = {}
        self.hide()

    def report(self, key: str, text: Callable[[], str], retry: Callable[[], object]) -> None:
        """Show (or update) the problem ``key`` until :meth:`clear`; ``text()`` gives its
        words in the current language, ``retry()`` tries the operation again."""
        notice = self._notices.get(key)
        if notice is None:
            frame = QFrame(self)
            frame.setObjectName(f"{key}Notice")
            frame.setStyleSheet("QFrame { background: #fff3cd; color: #5c4400;"
                                " border: 1px solid #e0a000; border-radius: 3px; }"
                                " QLabel { border: none; }")
            row = QHBoxLayout(frame)
            row.setContentsMargins(6, 1, 2, 1)
            label = QLabel(frame)
            button = QPushButton(frame)
            button.setAutoDefault(False)
            row.addWidget(label)
            row.addWidget(button)
            self._layout.addWidget(frame)
            notice = _Notice(frame, label, button, text)
            self._notices[key] = notice
        else:
            notice.button.clicked.disconnect()
        notice.text = text
        notice.button.clicked.connect(lambda _checked=False: retry())
        self._render(notice)
        self.show()

    def clear(self, key: str) -> None:
        notice = self._notices.pop(key, None)
        if notice is not None:
            notice.frame.hide()
            notice.frame.deleteLater()
        self.setVisible(bool(self._notices))

    def keys(self) -> list[str]:
        return list(self._notices)

    def text(self, key: str) -> str:
        return self._notices[key].label.text()

    def retry_button(self, key: str) -> QPushButton:
        return self._notices[key].button

    def _render(self, notice: _Notice) -> None:
        text = notice.text()
        notice.label.setText(text)
        notice.label.setToolTip(text)
        notice.button.setText(self.tr("Retry"))

    def retranslate_ui(self) -> None:
        for notice in self._notices.values():
            self._render(notice)
