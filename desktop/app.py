"""Application start, in two stages: the window is on screen first, then filled.

Stage one, before the first paint, loads Qt and the light window module only: the saved
language and window geometry are read from the settings file as plain JSON, and the window is
shown with its menus.  Stage two runs right after that first paint: the settings model
(pydantic), the file handling, the editor, the Shooting and Rules docks, then crash recovery
and, at the first start, a demo battle.  ``create_main_window`` runs both stages at once for
tests and the self-test; :class:`Startup` runs them as a real start does.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from desktop import __version__
from desktop.resources import resource_path
from desktop.ui.i18n import LANGUAGES, I18n, system_language
from desktop.ui.main_window import MainWindow
from desktop.ui.shortcuts import remove_ambiguous

if TYPE_CHECKING:
    from desktop import storage

log = logging.getLogger(__name__)
APP_NAME = "Auspex"  # as desktop.storage names its folders
NO_PAINT_MS = 500  # a window that is never painted (started minimised) is filled after this


def create_application(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        QCoreApplication.setOrganizationName(APP_NAME)
        QCoreApplication.setApplicationName(APP_NAME)
        QCoreApplication.setApplicationVersion(__version__)
        app = QApplication(["auspex", *argv])
        QGuiApplication.setDesktopFileName("auspex")
    icon = resource_path("icons", "auspex.svg")
    if icon.exists():
        from PySide6.QtGui import QIcon

        app.setWindowIcon(QIcon(str(icon)))
    return app


# --- stage one: the window on screen ---------------------------------------------------------

def default_settings_file() -> Path:
    """The settings file :func:`desktop.storage.default_locations` names, found without
    importing storage (which loads pydantic)."""
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)) / "settings.json"


def settings_file() -> Path:
    """Where the settings are: storage's locations when it is loaded already (tests and the
    self-test point them elsewhere), else the default."""
    storage_module = sys.modules.get("desktop.storage")
    if storage_module is not None:
        where: Path = storage_module.locations().settings_file
        return where
    return default_settings_file()


def peek_settings(path: Path | None = None) -> tuple[str | None, str]:
    """The saved language (None: not chosen yet, or unknown) and window geometry, read as
    plain JSON for the first paint.  Anything odd is ignored here: stage two reads the file
    properly (``storage.load_settings`` repairs it and says what it dropped)."""
    try:
        raw = json.loads((path or settings_file()).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None, ""
    if not isinstance(raw, dict):
        return None, ""
    language, geometry = raw.get("language"), raw.get("window_geometry")
    return (language if isinstance(language, str) and language in LANGUAGES else None,
            geometry if isinstance(geometry, str) else "")


def open_window(language: str | None, geometry: str = "") -> MainWindow:
    """Stage one: the window with its menus, in ``language`` (None: the system's), at the
    saved size and place; not shown yet."""
    i18n = I18n()
    i18n.set_language(language or system_language())
    window = MainWindow(i18n)
    i18n.setParent(window)
    window.restore_geometry(geometry)
    return window


# --- stage two: the window at work -----------------------------------------------------------

def complete_window(window: MainWindow, settings: storage.Settings) -> None:
    """Stage two: settings and files, every feature's docks and views, the saved dock layout
    (or default dock sizes for the window's width)."""
    if settings.language and settings.language != window.i18n.language:
        window.i18n.set_language(settings.language)
    settings.language = window.i18n.language  # type: ignore[assignment]
    window.attach(settings)
    install_features(window)
    window.restore_docks()  # after every dock exists, so their saved places apply


def create_main_window(settings: storage.Settings | None = None) -> MainWindow:
    """Build the window as a user sees it at start, both stages at once (tests, the
    self-test)."""
    if settings is None:
        from desktop import storage

        settings = storage.load_settings()
    window = open_window(settings.language, settings.window_geometry)
    complete_window(window, settings)
    return window


def install_features(window: MainWindow) -> None:
    """The docks and views each feature brings (each feature's ``install``)."""
    from PySide6.QtGui import QAction

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
    """After the window is complete: offer crash recovery, then at the first start a demo
    battle with the first-steps hint above it."""
    restored = window.files.offer_restore()
    window.files.remove_leftovers()
    if not restored and not window.settings.demo_opened:
        window.show_first_steps()  # first: the editor is laid out with the hint above it
        window.open_demo_battle()
        window.settings.demo_opened = True
        window.save_settings()


class Startup(QObject):
    """A real start: stage one now (the window shown), stage two right after its first paint,
    then :func:`start` (unless ``start_demo`` is False).

    Signals:
        painted(): the window's first paint is done (stage two begins).
        ready(): stage two and the start are done: the window is complete and working.
        failed(): stage two failed (logged, the player told, the application left).
    """

    painted = Signal()
    ready = Signal()
    failed = Signal()

    def __init__(self, argv: list[str], start_demo: bool = True) -> None:
        logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
        app = create_application(argv)
        super().__init__(app)
        self.app = app
        self.start_demo = start_demo
        self.done = False
        self._began = False
        self.window = open_window(*peek_settings())
        self.window.installEventFilter(self)
        self.window.show()
        QTimer.singleShot(NO_PAINT_MS, self._stage_two)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Paint:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self._stage_two)  # once this paint is on screen
        return False

    def _stage_two(self) -> None:
        if self._began:
            return
        self._began = True
        self.window.removeEventFilter(self)
        self.painted.emit()
        try:
            from desktop import storage
            from desktop.ui.signals import SignalWatcher

            complete_window(self.window, storage.load_settings())
            # SIGTERM, SIGHUP, SIGINT: autosave, then quit (before this, nothing to lose)
            self.watcher = SignalWatcher(self.window)
            self.watcher.received.connect(self.window.quit_on_signal)
            self.app.commitDataRequest.connect(self.window.files.commit_data)  # logout
            if self.start_demo:
                start(self.window)
        except Exception:  # a half-built window must not stay open looking fine
            from PySide6.QtWidgets import QMessageBox

            log.exception("Auspex could not start")
            QMessageBox.critical(self.window, "Auspex", QCoreApplication.translate(
                "Startup", "Auspex could not start. The details are in the terminal output."))
            QApplication.exit(1)
            self.failed.emit()
            return
        self.done = True
        self.ready.emit()

    def wait(self) -> None:
        """Run the event loop until the window is complete (tests drive a real start)."""
        if not self.done:
            from PySide6.QtCore import QEventLoop

            loop = QEventLoop()
            self.ready.connect(loop.quit)
            self.failed.connect(loop.quit)
            loop.exec()
        if not self.done:
            raise RuntimeError("Auspex could not start (see the log)")


def prepare_gui(argv: list[str]) -> tuple[QApplication, MainWindow]:
    """The application and its complete window, shown, as ``run_gui`` starts them but without
    :func:`start` (tests drive this in a child process of their own)."""
    startup = Startup(argv, start_demo=False)
    startup.wait()
    return startup.app, startup.window


def run_gui(argv: list[str]) -> int:
    startup = Startup(argv)
    return startup.app.exec()


if __name__ == "__main__":
    sys.exit(run_gui(sys.argv[1:]))
