from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop import storage
from desktop.app import create_application, create_main_window
from desktop.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def english(qapp: object) -> Iterator[None]:
    """English plurals ("10 models", not "10 model(s)") whatever ran before: the app always
    installs a translator at start, so a test that builds a widget alone gets one too."""
    from desktop.ui.i18n import I18n

    i18n = I18n()
    i18n.set_language("en")
    yield
    i18n.uninstall()


@pytest.fixture
def make_window(qtbot: object) -> Iterator[Callable[..., MainWindow]]:
    """Build real main windows (offscreen) the way the app does; closed after the test."""
    windows: list[MainWindow] = []

    def factory(language: str = "en", **settings: object) -> MainWindow:
        create_application([])
        window = create_main_window(storage.Settings(language=language, **settings))
        qtbot.addWidget(window)  # type: ignore[attr-defined]
        window.show()
        windows.append(window)
        return window

    yield factory


@pytest.fixture
def answer(monkeypatch: pytest.MonkeyPatch) -> Callable[[QMessageBox.StandardButton], list[str]]:
    """Answer the next QMessageBox.question with ``button``; returns the texts asked."""
    asked: list[str] = []

    def set_answer(button: QMessageBox.StandardButton) -> list[str]:
        def fake(_parent: object, _title: str, text: str, *_args: object) -> object:
            asked.append(text)
            return button

        monkeypatch.setattr(QMessageBox, "question", fake)
        return asked

    return set_answer


@pytest.fixture(autouse=True)
def no_blocking_warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """No modal box may block a test: warnings are recorded, questions answer Discard/No
    (pytest-qt closes the windows before fixtures are torn down)."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _p, title, text, *_a: shown.append(f"{title}: {text}"))
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _p, title, text, *_a: shown.append(f"{title}: {text}"))
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda _p, title, text, *_a: shown.append(f"{title}: {text}"))
    monkeypatch.setattr(
        QMessageBox, "question",
        lambda *_a: QMessageBox.StandardButton.Discard)
    return shown


@pytest.fixture(autouse=True)
def no_modal_loops(monkeypatch: pytest.MonkeyPatch) -> None:
    """A dialog no test answers fails the test instead of hanging the run."""
    from tests.modal_guard import forbid_modal_loops

    forbid_modal_loops(monkeypatch)
