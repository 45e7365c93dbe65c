"""Application start: QApplication, translators, settings, the main window, first-run demo."""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from desktop import __version__, storage
from desktop.resources import resource_path
from desktop.ui.i18n import I18n, system_language
from desktop.ui.main_window import MainWindow
from desktop.ui.shortcuts import remove_ambiguous
from desktop.ui.signals import SignalWatcher


def create_application(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        QCoreApplication.setOrganizationName("Auspex")
        QCoreApplication.setApplicationName("Auspex")
        QCoreApplication.setApplicationVersion(__version__)
        app = QApplication(["auspex", *argv])
        QGuiApplication.setDesktopFileName("auspex")
    icon = resource_path("icons", "auspex.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def create_main_window(settings: storage.Settings | None = None) -> MainWindow:
    """Build the window as a user sees it at start (used by run_gui, the self-test and tests)."""
    settings = settings or storage.load_settings()
    i18n = I18n()
    i18n.set_language(settings.language or system_language())
    settings.language = i18n.language  # type: ignore[assignment]
    window = MainWindow(i18n, settings)
    i18n.setParent(window)
    install_features(window)
    window.restore_layout()  # after every dock exists, so their saved places apply
    return window


def install_features(window: MainWindow) -> None:
    """The docks and views each feature brings (each feature's ``install``)."""
    from desktop.ui import editor, reference, wizard

    editor.install(window)
    actions = editor.actions_for(window)
    if actions is not None:
        window.edit_menu.addSeparator()
        for name in ("add_unit", "new_unit", "duplicate", "rename", "remove", "move_up",
                     "move_down", "add_model", "add_weapon"):
            window.edit_menu.addAction(getattr(actions, f"{name}_action"))
        first_of_tail = window.import_action
        for name in ("copy_text", "print_roster", "export_pdf"):
            window.file_menu.insertAction(first_of_tail, getattr(actions, f"{name}_action"))
        window.file_menu.insertSeparator(first_of_tail)
    rules = reference.install_lazy(window)
    shooting = wizard.install(window, visible=True)
    shooting.rule_requested.connect(rules.show_step)
    remove_ambiguous(window.findChildren(QAction))  # one action per key sequence


def start(window: MainWindow) -> None:
    """After the window is shown: offer crash recovery, then the demo on first start."""
    restored = window.files.offer_restore()
    window.files.remove_leftovers()
    if not restored and not window.settings.demo_opened:
        window.open_demo()
        window.settings.demo_opened = True
        window.save_settings()


def prepare_gui(argv: list[str]) -> tuple[QApplication, MainWindow]:
    """The application and its window, shown, as ``run_gui`` runs them (tests drive this in a
    child process of their own)."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = create_application(argv)
    window = create_main_window()
    watcher = SignalWatcher(window)  # SIGTERM, SIGHUP, SIGINT: autosave, then quit
    watcher.received.connect(window.quit_on_signal)
    app.commitDataRequest.connect(window.files.commit_data)  # logout: autosave everything
    window.show()
    return app, window


def run_gui(argv: list[str]) -> int:
    app, window = prepare_gui(argv)
    QTimer.singleShot(0, lambda: start(window))
    return app.exec()


if __name__ == "__main__":
    sys.exit(run_gui(sys.argv[1:]))
