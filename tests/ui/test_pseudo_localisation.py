"""Pseudo-localisation: with every translated string doubled in length, no visible label,
button, check box, group-box title or combo box may be cut off.

Russian texts run about a third longer than English; doubling is a margin on top of that.
The check covers the main window with the demo rosters open and every dock it has shown
(the Rules dock is installed if the window does not have it yet), in English and Russian.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QToolButton,
    QWidget,
)
from pytestqt.exceptions import TimeoutError
from pytestqt.qtbot import QtBot

from desktop.domain import Edition
from desktop.reference import default_reference
from desktop.resources import translations_path
from desktop.ui.i18n import PseudoTranslator
from desktop.ui.main_window import MainWindow
from desktop.ui.reference import RulesPanel, install

Make = Callable[..., MainWindow]
SCALE = "2"


# Combo boxes elide a long entry by design (their minimum is a few characters) but must not
# hang out of their parent.
TEXT_WIDGETS = (QLabel, QAbstractButton, QGroupBox, QComboBox)


def rules_panel(window: MainWindow) -> RulesPanel:
    for dock in window.docks:
        if dock.objectName() == "RulesDock" and isinstance(dock.widget(), RulesPanel):
            return dock.widget()  # type: ignore[return-value]
    return install(window)


def shown_text(widget: QWidget) -> str | None:
    """The text a widget shows, or None when it shows none (icon-only buttons)."""
    if isinstance(widget, QLabel):
        return widget.text() or None
    if isinstance(widget, QGroupBox):
        return widget.title() or None
    if isinstance(widget, QToolButton) and widget.toolButtonStyle() == \
            widget.toolButtonStyle().ToolButtonIconOnly and not widget.icon().isNull():
        return None
    if isinstance(widget, QAbstractButton):
        return widget.text() or None
    if isinstance(widget, QComboBox):
        return widget.currentText() or None
    return None


def describe(widget: QWidget) -> str:
    names: list[str] = []
    current: QWidget | None = widget
    while current is not None and len(names) < 4:
        names.append(current.objectName() or type(current).__name__)
        current = current.parentWidget()
    return " < ".join(names)


def clipped_by_ancestor(widget: QWidget) -> QWidget | None:
    """The first ancestor that does not fully contain the widget (scrolled views excepted)."""
    rect = widget.rect()
    child: QWidget = widget
    parent = widget.parentWidget()
    while parent is not None:
        rect = rect.translated(child.pos())
        scroller = parent.parentWidget()
        if isinstance(scroller, QAbstractScrollArea) and scroller.viewport() is parent:
            return None  # the user scrolls to see it
        if not parent.rect().contains(rect):
            return parent
        rect = rect.intersected(parent.rect())
        child, parent = parent, parent.parentWidget()
    return None


def truncated(window: QWidget) -> list[str]:
    """Every visible text widget narrower (or, when wrapped, shorter) than its text needs."""
    problems: list[str] = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, TEXT_WIDGETS):
            continue
        text = shown_text(widget)
        if text is None:
            continue
        needed = widget.minimumSizeHint()
        reasons = []
        if widget.width() < needed.width():
            reasons.append(f"width {widget.width()} < {needed.width()}")
        if isinstance(widget, QLabel) and widget.wordWrap():
            height = widget.heightForWidth(widget.width())
            if widget.height() < height:
                reasons.append(f"height {widget.height()} < {height} for its wrapped text")
        ancestor = clipped_by_ancestor(widget)
        if ancestor is not None:
            reasons.append(f"cut by {describe(ancestor)}")
        if reasons:
            problems.append(f"{describe(widget)} {text!r}: {'; '.join(reasons)}")
    return problems


def cut_off(qtbot: QtBot, window: QWidget) -> list[str]:
    """The truncated texts once the layouts have settled.

    A wrapped label that grows asks its parents for room one deferred layout pass at a
    time (the dock area relayouts on a timer), so give the event loop a chance first."""
    with contextlib.suppress(TimeoutError):  # still cut off: reported below
        qtbot.waitUntil(lambda: not truncated(window), timeout=2000)
    return truncated(window)


class LengthenedRussian(PseudoTranslator):
    """The Russian catalogue, each text repeated ``scale`` times.

    I18n's own pseudo translator is installed last, so it answers first and lengthens the
    English source even in Russian; this one lengthens what a Russian user actually reads.
    """

    def __init__(self, scale: int) -> None:
        super().__init__(scale)
        self.russian = QTranslator(self)
        assert self.russian.load("auspex_ru", str(translations_path()))

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        text = self.russian.translate(context, source, disambiguation, n) or source
        return " ".join([text] * self.scale) if text else text


@pytest.fixture
def pseudo_window(make_window: Make, monkeypatch: pytest.MonkeyPatch,
                  request: pytest.FixtureRequest) -> Iterator[MainWindow]:
    """A window whose every translated text is lengthened, in the language of the test:
    English through I18n's PseudoTranslator (AUSPEX_PSEUDO_SCALE), Russian through
    :class:`LengthenedRussian` on top of the Russian catalogue."""
    language = getattr(request, "param", "en")
    extra: list[QTranslator] = []
    if language == "en":
        monkeypatch.setenv("AUSPEX_PSEUDO_SCALE", SCALE)
        window = make_window("en")
    else:
        window = make_window(language)
        extra.append(LengthenedRussian(int(SCALE)))
        QCoreApplication.installTranslator(extra[0])
    yield window
    for translator in extra:
        QCoreApplication.removeTranslator(translator)
    monkeypatch.delenv("AUSPEX_PSEUDO_SCALE", raising=False)
    window.i18n.set_language("en")  # uninstall the lengthening translators for later tests


def test_pseudo_translator_is_active(pseudo_window: MainWindow) -> None:
    assert pseudo_window.tr("&File") == "&File &File"
    assert pseudo_window.menuBar().actions()[0].text() == "&File &File"


def test_russian_is_lengthened_too(make_window: Make, qtbot: QtBot) -> None:
    window = make_window("ru")
    translator = LengthenedRussian(2)
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Файл &Файл")
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Файл")


@pytest.mark.parametrize("pseudo_window", ["en", "ru"], indirect=True)
def test_no_text_is_cut_off_with_lengthened_strings(pseudo_window: MainWindow,
                                                   qtbot: QtBot) -> None:
    window = pseudo_window
    panel = rules_panel(window)
    doubled = panel.tr("Glossary")
    qtbot.waitUntil(lambda: panel.tabs.tabText(1) == doubled)
    assert len(doubled.split()) >= 2  # really lengthened
    assert window.open_demo() > 0
    for dock in window.docks:
        dock.show()
    panel.show_topic(Edition.CLASSIC, "wound")
    panel.show_term(default_reference().glossary.term("toughness"))
    panel.search("toughness")
    problems = cut_off(qtbot, window)

    panel.search("zzyzx-nothing")  # the longest results line: "Nothing found for …"
    problems += cut_off(qtbot, window)

    panel.tabs.setCurrentWidget(panel.glossary_view)
    problems += cut_off(qtbot, window)
    assert not problems, "cut-off texts:\n" + "\n".join(problems)


def test_the_check_finds_cut_texts(qtbot: QtBot) -> None:
    """The detector itself: a squeezed check box, a wrapped label too short for its text,
    and a label pushed out of its parent are all reported; fitting ones are not."""
    root = QWidget()
    qtbot.addWidget(root)
    root.resize(400, 300)
    fits = QLabel("Fits easily", root)
    fits.setObjectName("Fits")
    fits.setGeometry(0, 0, 200, 30)
    squeezed = QCheckBox("A check box with a long text", root)
    squeezed.setObjectName("Squeezed")
    squeezed.setGeometry(0, 40, 40, 30)
    wrapped = QLabel("A long wrapped text " * 8, root)
    wrapped.setObjectName("Wrapped")
    wrapped.setWordWrap(True)
    wrapped.setGeometry(0, 80, 200, 20)
    outside = QPushButton("Off the edge", root)
    outside.setObjectName("Outside")
    outside.setGeometry(350, 200, 200, 30)
    root.show()
    qtbot.waitExposed(root)
    found = truncated(root)
    assert [line.split(" ")[0] for line in found] == ["Squeezed", "Wrapped", "Outside"]
    assert "width 40 <" in found[0] and "height 20 <" in found[1] and "cut by" in found[2]
