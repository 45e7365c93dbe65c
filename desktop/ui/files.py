"""Between the open rosters and the disk: open, import, save, save as, export, recent files,
autosave and the restore offered after a crash.

The window owns one :class:`Files` (``window.files``); its menus and the welcome page call
it, and it hands what it opened to the window's tabs (``window.add_roster``).  Storage and
formats do the reading and writing; this module asks the player and explains failures.
"""

from __future__ import annotations

import errno
import logging
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDir, QObject, QStandardPaths, QTimer
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from desktop import storage
from desktop.formats import native
from desktop.formats.errors import FormatError
from desktop.ui import dialogs
from desktop.ui.background import Job, ProcessJob, ThreadJob, run_with_progress
from desktop.ui.document import OpenRoster
from desktop.ui.i18n import arg, render
from desktop.ui.import_worker import Refused

if TYPE_CHECKING:
    from desktop.formats.battlescribe.builder import RosterBuilder
    from desktop.ui.gamedata.loading import Key
    from desktop.ui.main_window import MainWindow

log = logging.getLogger(__name__)

IMPORT_SUFFIXES = (".ros", ".rosz")
DATA_SUFFIXES = (".gst", ".gstz", ".cat", ".catz")  # game data, whatever the content
# Files bigger than this are imported in a child process (real rosters are well under 1 MB;
# a 15 MB one holds the GIL for over a second in the XML parser alone).
IMPORT_IN_PROCESS_ABOVE = 2 * 1024 * 1024
OPEN_SUFFIXES = (".json", *IMPORT_SUFFIXES)
DROP_SUFFIXES = (*OPEN_SUFFIXES, *DATA_SUFFIXES, ".zip")
_JSON_ROOT = re.compile(rb'^\s*\{\s*"(roster|catalogue|gameSystem)"')


class Files(QObject):
    """Every file the window reads or writes, and what the player is asked on the way."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("Files")
        self.window = window
        self.settings = window.settings
        self.session: storage.AutosaveSession | None = None
        self._start_session()
        self._kept: list[tuple[int, int, bool]] | None = None
        self._importing = False
        self.last_import_seconds = 0.0
        self._quitting = False
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(self.settings.autosave_minutes * 60_000)
        self.autosave_timer.timeout.connect(self.autosave_now)
        self.autosave_timer.start()

    def _start_session(self) -> None:
        """This instance's autosave folder (None while the data folder cannot be written:
        each autosave tries again)."""
        try:
            self.session = storage.AutosaveSession.start()
            self._session_error: OSError | None = None
        except OSError as exc:
            log.warning("Could not make an autosave folder: %s", exc)
            self._session_error = exc

    def start_folder(self) -> str:
        """Where file dialogs open: the folder used last (remembered across starts), else the
        player's documents folder, else home; never the working directory (a source
        checkout, or wherever the desktop started the app)."""
        last = self.settings.last_folder
        if last and _is_dir(last):
            return last
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        if documents and _is_dir(documents):
            return documents
        return QDir.homePath()

    def _status(self, text: str, timeout: int = 5000) -> None:
        self.window.statusBar().showMessage(text, timeout)

    # --- open and import --------------------------------------------------------------------

    def open_dialog(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self.window, self.tr("Open roster"), self.start_folder(),
            self.tr("Rosters (*.json *.ros *.rosz);;All files (*)"))
        if path:
            self.open_path(Path(path))

    def import_dialog(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self.window, self.tr("Import BattleScribe roster"), self.start_folder(),
            self.tr("BattleScribe rosters (*.ros *.rosz);;New Recruit JSON (*.json);;"
                    "All files (*)"))
        if path:
            self.import_path(Path(path))

    def open_path(self, path: Path) -> OpenRoster | None:
        """Open a native roster; BattleScribe files (and other JSON) are imported."""
        if path.suffix.lower() in IMPORT_SUFFIXES:
            return self.import_path(path)
        window = self.window
        for open_roster in window.rosters:
            if open_roster.path and same_file(open_roster.path, path):
                window.tabs.setCurrentIndex(window.rosters.index(open_roster))
                return open_roster
        try:
            roster = native.load(path)
        except FormatError as exc:
            if path.is_file() and not _looks_native(path):
                return self.import_path(path)
            self.show_error(arg(self.tr("Could not open %1"), path.name),
                            render(exc.message))
            return None
        self.remember(path)
        self._status(arg(self.tr("Opened %1"), path.name))
        open_roster = window.add_roster(roster, path)
        open_roster.disk = storage.file_stamp(path)
        return open_roster

    def import_path(self, path: Path) -> OpenRoster | None:
        """Read a BattleScribe / New Recruit roster into a new, unsaved Auspex roster: in a
        worker thread, with a progress dialog and Cancel when it takes a while (a
        100,000-selection file reads for seconds before it is refused)."""
        from desktop.formats.battlescribe import ImportResult, import_roster

        if self._importing:  # (a drop while the progress dialog is up)
            self._status(arg(self.tr("Still importing; %1 was not opened"), path.name))
            return None
        self._importing = True
        try:
            job: Job[ImportResult]
            if _size(path) > IMPORT_IN_PROCESS_ABOVE:  # the GUI never pauses; Cancel stops it
                job = ProcessJob("desktop.ui.import_worker", str(path))
            else:
                job = ThreadJob(lambda: import_roster(path))
            outcome = run_with_progress(
                self.window, job, arg(self.tr("Importing %1…"), path.name), self.tr("Cancel"),
                lambda seconds: self.tr("%n second(s) so far", "", seconds))
        finally:
            self._importing = False
        self.last_import_seconds = outcome.seconds
        if outcome.cancelled:
            self._status(arg(self.tr("Import of %1 cancelled"), path.name))
            return None
        try:
            try:
                result = outcome.result()
            except Refused as refused:  # from the child process
                raise FormatError(refused.message) from None
        except FormatError as exc:
            self.show_error(arg(self.tr("Could not import %1"), path.name),
                            render(exc.message))
            return None
        assert result is not None
        self.settings.last_folder = str(path.parent)
        self.window.save_settings()
        open_roster = self.window.add_roster(result.roster, modified=True)
        text = arg(self.tr("Imported %1"), path.name)
        if result.warnings:
            details = "\n".join(f"• {render(w)}" for w in result.warnings[:12])
            more = len(result.warnings) - 12
            if more > 0:
                details += "\n" + self.tr("…and %n more warning(s)", "", more)
            QMessageBox.information(self.window, text, details)
        self._status(text)
        return open_roster

    # --- game data --------------------------------------------------------------------------

    def open_game_data(self) -> None:
        """File > Game data…: what is installed; add or remove game data."""
        from desktop.ui.gamedata.dialog import GameDataDialog

        dialog = GameDataDialog(self.start_folder(), self.window)
        dialog.exec()
        wants, system = dialog.wants_new_roster, dialog.selected_system()
        if dialog.start_folder and dialog.start_folder != self.start_folder():
            self.settings.last_folder = dialog.start_folder
            self.window.save_settings()
        dialog.deleteLater()
        if wants:
            self.new_roster_from_data(system)

    def new_roster_from_data(self, system_id: str | None = None) -> OpenRoster | None:
        """File > New roster from game data…: pick game system, faction, force (and child
        forces), name and points limit; the roster opens with the data's compulsory parts."""
        from desktop.formats import gamedata
        from desktop.ui.gamedata.new_roster import NewDataRosterDialog

        try:
            installed = gamedata.installed()
        except FormatError as exc:
            self.show_error(self.tr("Game data"), render(exc.message))
            return None
        if not installed:
            answer = QMessageBox.question(
                self.window, self.tr("No game data yet"),
                self.tr("Rosters are built from game data (BattleScribe or New Recruit "
                        "files), and none is installed yet. Add some now?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Yes)
            if answer == QMessageBox.StandardButton.Yes:
                self.open_game_data()
            return None
        dialog = NewDataRosterDialog(self.window, system_id)
        accepted = dialog.exec() == NewDataRosterDialog.DialogCode.Accepted
        try:
            builder = dialog.build() if accepted else None
        except FormatError as exc:
            self.show_error(self.tr("Could not create the roster"), render(exc.message))
            builder = None
        key = dialog.key
        dialog.deleteLater()
        return self.open_built(builder, key) if builder is not None else None

    def open_built(self, builder: RosterBuilder, key: Key | None) -> OpenRoster | None:
        """Open a roster just built from game data in a new tab (its data is already read,
        so its editor is ready at once)."""
        from desktop.formats.battlescribe.keep import to_native
        from desktop.ui.gamedata import loading

        try:
            roster, _warnings = to_native(builder.document)
        except FormatError as exc:
            self.show_error(self.tr("Could not create the roster"), render(exc.message))
            return None
        if key is not None:
            loading.keep(key, builder.data)
        open_roster = self.window.add_roster(roster, modified=True)
        self._status(arg(self.tr("New roster %1"), roster.name))
        return open_roster

    def add_game_data(self, paths: list[Path]) -> None:
        """Game data dropped on the window: add it (a progress dialog after a moment) and
        say what happened."""
        from desktop.ui.gamedata.dialog import GameDataDialog

        dialog = GameDataDialog(self.start_folder(), self.window)  # (not shown)
        dialog.add_paths(paths, self.window)
        if dialog.pending:  # the player stopped waiting: it finishes on its own
            self._status(dialog.report.text(), 8000)
            return
        lines = dialog.report_lines()
        dialog.deleteLater()
        if lines:
            title = self.tr("Game data")
            self._status(lines[0], 8000)
            QMessageBox.information(self.window, title, "\n".join(f"• {line}"
                                                                   for line in lines))

    def open_dropped(self, paths: list[Path]) -> None:
        """Files dropped on the window: rosters open (or import), game data is added (all of
        it in one go, so a game system and its catalogues dropped together install)."""
        data = [path for path in paths if dropped_kind(path) == "data"]
        for path in paths:
            if path not in data:
                self.open_path(path)
        if data:
            self.add_game_data(data)

    # --- recent files -----------------------------------------------------------------------

    def remember(self, path: Path) -> None:
        self.settings.recent_files = storage.add_recent(self.settings.recent_files, path)
        self.settings.last_folder = str(path.parent)
        self.window.save_settings()

    def fill_recent_menu(self, menu: QMenu | None = None) -> None:
        menu = menu or self.window.recent_menu
        menu.clear()
        self.settings.recent_files = storage.prune_recent(self.settings.recent_files)
        if not self.settings.recent_files:
            empty = menu.addAction(self.tr("No recent files"))
            empty.setEnabled(False)
            return
        for number, item in enumerate(self.settings.recent_files, start=1):
            action = menu.addAction(f"&{number % 10} {Path(item).name}")
            action.setToolTip(item)
            action.triggered.connect(lambda _c=False, p=item: self.open_path(Path(p)))

    # --- save and export --------------------------------------------------------------------

    def save_current(self) -> bool:
        current = self.window.current
        return self.save(current) if current else False

    def save_current_as(self) -> bool:
        current = self.window.current
        return self.save(current, ask=True) if current else False

    def save(self, open_roster: OpenRoster, ask: bool = False) -> bool:
        path = open_roster.path
        if ask or path is None:
            start = str(path) if path else os.path.join(self.start_folder(),
                                                        f"{open_roster.roster.name}.json")
            chosen, _filter = QFileDialog.getSaveFileName(
                self.window, self.tr("Save roster"), start, self.tr("Auspex rosters (*.json)"))
            if not chosen:
                return False
            path = Path(chosen)
            if not path.suffix:
                path = path.with_suffix(".json")
        return self.save_to(open_roster, path)

    def save_to(self, open_roster: OpenRoster, path: Path) -> bool:
        """Write the roster to ``path``: refused onto a file another tab has open, and asked
        first when the file changed on disk since this roster last read or wrote it."""
        other = next((o for o in self.window.rosters if o is not open_roster and o.path
                      and same_file(o.path, path)), None)
        if other is not None:
            self.show_error(arg(self.tr("Could not save %1"), path.name),
                            arg(self.tr("%1 is open in another tab (%2). Close that tab "
                                        "first, or save under another name."),
                                path.name, other.roster.name))
            return False
        if not self._may_overwrite(open_roster, path):
            return False
        old_key = open_roster.autosave_key
        try:
            native.save(open_roster.roster, path)
        except OSError as exc:
            self.show_error(arg(self.tr("Could not save %1"), path.name),
                            self.os_error_text(exc))
            return False
        if self.session is not None:
            self.session.discard(old_key)
        open_roster.mark_saved(path, storage.file_stamp(path))
        self.remember(path)
        self._status(arg(self.tr("Saved %1"), path.name))
        return True

    def _may_overwrite(self, open_roster: OpenRoster, path: Path) -> bool:
        """False when ``path`` is the roster's own file, it changed on disk since the roster
        read or wrote it (another program, another Auspex), and the player keeps it."""
        known = open_roster.disk
        if known is None or open_roster.path is None or not same_file(open_roster.path, path):
            return True
        now = storage.file_stamp(path)
        if now is None or known.same_content(now):
            return True  # gone (saving makes it again), or only touched
        answer = QMessageBox.question(
            self.window, self.tr("File changed on disk"),
            arg(self.tr("%1 was changed by another program or another Auspex window since "
                        "you opened or last saved it.\n\nReplace it with your version? "
                        "Cancel leaves the file as it is (Save as… keeps your version under "
                        "another name)."), path.name),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Save

    def export_current_rosz(self) -> bool:
        current = self.window.current
        if current is None:
            return False
        chosen, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Export as BattleScribe roster"),
            os.path.join(self.start_folder(), f"{current.roster.name}.rosz"),
            self.tr("BattleScribe rosters (*.rosz)"))
        if not chosen:
            return False
        path = Path(chosen)
        if path.suffix.lower() != ".rosz":
            path = path.with_suffix(".rosz")
        return self.export_rosz(current, path)

    def export_rosz(self, open_roster: OpenRoster, path: Path) -> bool:
        from desktop.formats.battlescribe import save_roster_rosz

        try:
            save_roster_rosz(open_roster.roster, path)
        except OSError as exc:
            self.show_error(arg(self.tr("Could not save %1"), path.name),
                            self.os_error_text(exc))
            return False
        except FormatError as exc:
            self.show_error(arg(self.tr("Could not save %1"), path.name),
                            render(exc.message))
            return False
        self.settings.last_folder = str(path.parent)
        self.window.save_settings()
        self._status(arg(self.tr("Exported %1"), path.name))
        return True

    def os_error_text(self, exc: OSError) -> str:
        from desktop.formats.atomic import WriteRefused

        if isinstance(exc, WriteRefused):  # a read-only file, a FIFO, a device...: say which
            return render(exc.message)
        if exc.errno == errno.ENOSPC:
            return self.tr("The disk is full. Your roster is still open; free some space "
                           "or save it somewhere else.")
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return self.tr("This folder cannot be written to. Save the roster somewhere "
                           "else.")
        return arg(self.tr("The system said: %1"), exc.strerror or str(exc))

    def show_error(self, title: str, text: str) -> None:
        self._status(title, 8000)
        QMessageBox.warning(self.window, title, text)

    # --- closing ----------------------------------------------------------------------------

    def confirm_discard(self, open_roster: OpenRoster) -> bool:
        """Ask before a modified roster is closed: True when it was saved or may be dropped."""
        answer = QMessageBox.question(
            self.window, self.tr("Unsaved changes"),
            arg(self.tr("Save the changes to %1?"), open_roster.roster.name),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save(open_roster)
        return answer == QMessageBox.StandardButton.Discard

    def closed(self, open_roster: OpenRoster) -> None:
        """A roster's tab was closed: its autosave is no longer needed."""
        if self.session is not None:
            self.session.discard(open_roster.autosave_key)

    def keep_everything(self, quitting: bool = False) -> bool:
        """Autosave every modified roster now, for the next start to offer: the app is about
        to end without asking (a signal, the desktop session ending).  True when all were
        written; closing in the same state then asks nothing and keeps them (``quitting``:
        closing asks nothing whatever happens, e.g. on SIGTERM)."""
        done = self.autosave_now() == sum(o.modified for o in self.window.rosters)
        self._kept = self._state() if done else None
        self._quitting = self._quitting or quitting
        return done

    def commit_data(self, _manager: object = None) -> None:
        """QGuiApplication.commitDataRequest: the desktop session is ending (logout)."""
        self.keep_everything()

    def kept(self) -> bool:
        """Whether everything was autosaved by :meth:`keep_everything` and nothing changed
        since: closing need not ask about unsaved work."""
        return self._quitting or (self._kept is not None and self._kept == self._state())

    def _state(self) -> list[tuple[int, int, bool]]:
        return [(id(o), o.undo_stack.index(), o.modified) for o in self.window.rosters]

    def shutdown(self, keep_autosaves: bool = False) -> None:
        """The window closes: no more autosaves.  A clean close deletes this instance's
        autosaves; with ``keep_autosaves`` they stay for the next start to offer."""
        self.autosave_timer.stop()
        if self.session is not None:
            self.session.end(keep=keep_autosaves)

    def remove_leftovers(self) -> int:
        """Delete the temporary files saves of Auspex left when killed (see storage)."""
        try:
            return storage.remove_leftover_temp_files(storage.leftover_folders(self.settings))
        except OSError as exc:
            log.warning("Could not look for leftover temporary files: %s", exc)
            return 0

    # --- autosave and recovery --------------------------------------------------------------

    def autosave_now(self) -> int:
        """Write the autosave of every modified roster now; the number written.  A failure
        stays on screen (with Retry) until an autosave succeeds."""
        written, failure = 0, None
        for open_roster in self.window.rosters:
            if open_roster.modified:
                try:
                    if self.session is None:
                        self._start_session()
                    if self.session is None:
                        raise self._session_error or OSError(errno.EROFS, "no autosave folder")
                    if not self.session.active:
                        raise OSError(errno.EROFS, "the autosave session has ended")
                    self.session.write(open_roster.autosave_key,
                                       str(open_roster.path) if open_roster.path else None,
                                       open_roster.roster, open_roster.disk)
                    written += 1
                except OSError as exc:
                    log.warning("Autosave failed: %s", exc)
                    failure = exc
        if failure is None:
            self.window.notices.clear("autosave")
        else:
            error: OSError = failure

            def text() -> str:  # made again in a new language
                return arg(self.tr("Autosave failed: %1"), self.os_error_text(error))

            self.window.notices.report("autosave", text, self.autosave_now)
        return written

    def offer_restore(self) -> int:
        """Offer the autosaves of instances that crashed (never a running one's).  Restored
        rosters are autosaved again as this instance's; declined ones are deleted."""
        try:
            orphans = storage.claim_orphans(exclude=self.session)
        except OSError as exc:
            log.warning("Could not look for autosaves to restore: %s", exc)
            return 0
        entries = orphans.entries
        if not entries or not dialogs.ask_restore(self.window, len(entries)):
            orphans.discard()
            return 0
        window = self.window
        first = window.tabs.count()
        with window.opening_many():
            for entry in entries:
                path = Path(entry.original_path) if entry.original_path else None
                restored = window.add_roster(entry.roster, path, modified=True,
                                             activate=False)
                restored.disk = entry.original_stamp
            window.tabs.setCurrentIndex(first)
        if self.autosave_now() == len(entries):
            orphans.discard()  # they are this instance's autosaves now
        else:
            orphans.release()  # keep the old copies: ours could not all be written
        return len(entries)


def same_file(first: Path, second: Path) -> bool:
    """Whether two paths name one file (through symlinks, ``..`` or hard links)."""
    try:
        if first.resolve() == second.resolve():
            return True
        return first.exists() and second.exists() and os.path.samefile(first, second)
    except (OSError, ValueError):
        return False


def dropped_paths(urls: list[tuple[bool, str]]) -> list[Path]:
    """The files among dropped URLs (``(is_local, local_path)``) that Auspex can open or
    add (rosters, game data files, archives, folders of game data)."""
    return [Path(local) for is_local, local in urls
            if is_local and (Path(local).suffix.lower() in DROP_SUFFIXES or _is_dir(local))]


def dropped_kind(path: Path) -> str:
    """"roster" or "data", by content where the name does not say: a zip holding a
    ``.ros`` is a roster (a renamed ``.rosz``), one holding ``.gst``/``.cat`` files is game
    data; a ``.json`` is a roster unless it is New Recruit game data."""
    suffix = path.suffix.lower()
    if _is_dir(str(path)) or suffix in DATA_SUFFIXES:
        return "data"
    if suffix in IMPORT_SUFFIXES:
        return "roster"
    if suffix == ".zip":
        import zipfile

        try:
            with zipfile.ZipFile(path) as archive:
                names = [n.lower() for n in archive.namelist()[:50_000]]
        except (OSError, zipfile.BadZipFile, ValueError, RuntimeError):
            return "data"  # refused with the game data's own message
        if any(n.endswith(DATA_SUFFIXES) for n in names):
            return "data"
        return "roster" if any(n.endswith(".ros") for n in names) else "data"
    if suffix == ".json":
        try:
            with path.open("rb") as handle:
                head = handle.read(4096)
        except OSError:
            return "roster"
        found = _JSON_ROOT.match(head.lstrip(b"\xef\xbb\xbf"))
        if found is not None and found.group(1) != b"roster":
            return "data"
    return "roster"


def _is_dir(folder: str) -> bool:
    try:
        return Path(folder).is_dir()
    except (OSError, ValueError):
        return False


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _looks_native(path: Path) -> bool:
    from desktop.formats.battlescribe import is_native

    try:
        with path.open("rb") as handle:
            return is_native(handle.read(4096))
    except OSError:
        return True
