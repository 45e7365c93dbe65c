"""Run-time language switching with Qt Linguist catalogues.

Loads Qt's own ``qtbase_<lang>.qm`` and then ``translations/auspex_<lang>.qm``.  Installing a
translator posts ``QEvent.LanguageChange`` to every widget; objects that are not widgets
(item models, actions held elsewhere, undo texts) listen to :attr:`I18n.language_changed`.
"""

from __future__ import annotations

import logging
import os
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

from desktop.resources import translations_path

if TYPE_CHECKING:
    from desktop.domain.text import Message

log = logging.getLogger(__name__)

LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский"}


def system_language() -> str:
    return "ru" if QLocale.system().language() == QLocale.Language.Russian else "en"


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def arg(template: str, *args: object) -> str:
    """:func:`desktop.domain.text.arg` (``%1``..``%99`` in one pass), imported when first
    used: the window's first paint comes before the domain package (and pydantic) loads."""
    from desktop.domain.text import arg as fill

    return fill(template, *args)


def render(message: Message) -> str:
    """A pure-Python :class:`Message` in the current language."""
    return message.render(translate)


class Retranslating:
    """Mixin for widgets: ``retranslate_ui()`` runs on every ``QEvent.LanguageChange``.

    Put it first among the bases (``class Panel(Retranslating, QWidget)``) and define
    ``retranslate_ui``; the widget calls it itself once its children exist.
    """

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)  # type: ignore[misc]


class PseudoTranslator(QTranslator):
    """Lengthens every string (for truncation tests); ``scale`` 2 doubles each text."""

    def __init__(self, scale: int = 2, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scale = scale

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if not source:
            return source
        return " ".join([source] * self.scale)

    def isEmpty(self) -> bool:
        return False


__all__ = ["LANGUAGES", "I18n", "PseudoTranslator", "Retranslating", "arg", "render",
           "system_language", "translate"]


class I18n(QObject):
    """Owns the installed translators (keeps them referenced, or Qt drops them).

    Signals:
        language_changed(str): after a switch, with the new language code.
    """

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self.language = "en"

    def uninstall(self) -> None:
        """Take this object's translators out of the application."""
        for translator in self._translators:
            QCoreApplication.removeTranslator(translator)
        self._translators.clear()

    def set_language(self, language: str) -> bool:
        """Switch every window to ``language`` ("en" or "ru"); False if it is unknown."""
        if language not in LANGUAGES:
            return False
        app = QCoreApplication.instance()
        if app is None:
            return False
        self.uninstall()
        if language != "en":
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            qt = QTranslator(self)
            if qt.load(f"qtbase_{language}", qt_dir):
                self._translators.append(qt)
        ours = QTranslator(self)
        if ours.load(f"auspex_{language}", os.fspath(translations_path())):
            self._translators.append(ours)
        else:
            log.warning("No compiled translation for %s in %s", language, translations_path())
        scale = os.environ.get("AUSPEX_PSEUDO_SCALE")
        if scale and scale.isdigit() and int(scale) > 1:
            self._translators.append(PseudoTranslator(int(scale), self))
        for translator in self._translators:
            app.installTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.Russian if language == "ru"
                                   else QLocale.Language.English))
        self.language = language
        self.language_changed.emit(language)
        return True
