"""File > Game data…: the game systems and catalogues installed, adding and removing them.

Game data is added from a folder, a zip archive (as a code host's "Download ZIP" gives: one
top folder is fine) or single ``.gst``/``.cat``/``.catz``/New Recruit ``.json`` files, also by
dropping them on the dialog.  Auspex copies it into the user data folder, so it works
offline; a newer revision replaces an older one and the dialog says what happened (the
library's own reports).  Hostile archives and files are refused with the library's message.
Adding runs in a worker thread with a progress dialog; the window never freezes.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.formats import gamedata
from desktop.formats.errors import FormatError
from desktop.ui.background import ThreadJob, run_with_progress
from desktop.ui.gamedata import adding
from desktop.ui.gamedata.loading import events, forget
from desktop.ui.i18n import Retranslating, arg, render
from desktop.ui.views import name_tree

SYSTEM_ROLE = Qt.ItemDataRole.UserRole + 50
DATA_FILTER_SUFFIXES = "*.zip *.gst *.gstz *.cat *.catz *.json"


def droppable(path: Path) -> bool:
    """Whether a dropped path may be game data (a folder, an archive or a data file)."""
    return path.is_dir() or path.suffix.lower() in (".zip", ".gst", ".gstz", ".cat", ".catz",
                                                    ".json")


class GameDataDialog(Retranslating, QDialog):
    """See the module docstring.  ``wants_new_roster`` is True when the player asked for a
    new roster from the data (the caller opens that dialog next)."""

    def __init__(self, start_folder: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameDataDialog")
        self.start_folder = start_folder
        self.wants_new_roster = False
        self.last_added: adding.Added | None = None
        self._pending: ThreadJob[adding.Added] | None = None
        self.about = QLabel()
        self.about.setObjectName("GameDataAbout")
        self.about.setWordWrap(True)
        self.about.setOpenExternalLinks(True)
        self.about.setTextFormat(Qt.TextFormat.RichText)
        self.tree = name_tree("GameDataTree")
        self.report = QLabel()
        self.report.setObjectName("GameDataReport")
        self.report.setWordWrap(True)
        self.report.setTextFormat(Qt.TextFormat.PlainText)
        self.report.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.add_folder_button = QPushButton()
        self.add_folder_button.setObjectName("AddFolderButton")
        self.add_file_button = QPushButton()
        self.add_file_button.setObjectName("AddFileButton")
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("RemoveDataButton")
        self.new_roster_button = QPushButton()
        self.new_roster_button.setObjectName("NewRosterFromDataButton")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        row = QHBoxLayout()
        for button in (self.add_folder_button, self.add_file_button, self.remove_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.new_roster_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.about)
        layout.addLayout(row)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.report)
        layout.addWidget(self.buttons)
        self.add_folder_button.clicked.connect(self.add_folder)
        self.add_file_button.clicked.connect(self.add_files)
        self.remove_button.clicked.connect(self.remove_selected)
        self.new_roster_button.clicked.connect(self._new_roster)
        self.buttons.rejected.connect(self.reject)
        self.tree.currentItemChanged.connect(lambda *_a: self._update_buttons())
        self.setAcceptDrops(True)
        self._poll = QTimer(self)
        self._poll.setInterval(100)
        self._poll.timeout.connect(self._check_pending)
        events().installed_changed.connect(self.refresh)
        self.retranslate_ui()
        self.resize(760, 560)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Game data"))
        self.about.setText(self.tr(
            "Rosters are built from community game data: a game system (.gst) and its "
            "faction catalogues (.cat, or New Recruit's .json). Get them from the BattleScribe "
            "data repositories (<a href=\"https://github.com/BSData\">github.com/BSData</a>: "
            "“Code > Download ZIP”) or New Recruit, then add the zip or the folder here, or "
            "drop it on this window. Auspex keeps a copy, so it works offline."))
        self.tree.setHeaderLabels([self.tr("Game system / catalogue"), self.tr("Revision"),
                                   self.tr("Kind")])
        self.add_folder_button.setText(self.tr("Add &folder…"))
        self.add_file_button.setText(self.tr("Add &zip or files…"))
        self.remove_button.setText(self.tr("&Remove…"))
        self.new_roster_button.setText(self.tr("&New roster from game data…"))
        self.refresh()
        self._show_report()

    # --- the list ---------------------------------------------------------------------

    def refresh(self) -> None:
        chosen = self.selected_system()
        self.tree.clear()
        try:
            systems = gamedata.installed()
        except FormatError as exc:
            self.report.setText(render(exc.message))
            systems = []
        for system in systems:
            catalogues = sum(1 for c in system.catalogues if not c.header.library)
            item = QTreeWidgetItem([system.name, system.revision,
                                    self.tr("%n faction(s)", "", catalogues)])
            font = item.font(0)
            font.setBold(True)
            item.setFont(0, font)
            item.setData(0, SYSTEM_ROLE, system.id)
            item.setToolTip(0, system.id)
            for catalogue in sorted(system.catalogues,
                                    key=lambda c: (c.header.library,
                                                   c.header.name.strip().lower())):
                header = catalogue.header
                kind = self.tr("Library") if header.library else self.tr("Faction")
                child = QTreeWidgetItem([header.name.strip(), header.revision, kind])
                child.setData(0, SYSTEM_ROLE, system.id)
                item.addChild(child)
            self.tree.addTopLevelItem(item)
            if system.id == chosen or self.tree.currentItem() is None:
                self.tree.setCurrentItem(item)
                self.tree.scrollToItem(item)
        if not systems:
            empty = QTreeWidgetItem([self.tr("No game data yet: add a folder or a zip.")])
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.tree.addTopLevelItem(empty)
        self._update_buttons()

    def select_system(self, system_id: str) -> None:
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item is not None and item.data(0, SYSTEM_ROLE) == system_id:
                self.tree.setCurrentItem(item)
                item.setExpanded(True)
                self.tree.scrollToItem(item)

    def selected_system(self) -> str | None:
        item = self.tree.currentItem()
        value = item.data(0, SYSTEM_ROLE) if item is not None else None
        return value if isinstance(value, str) else None

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(self.selected_system() is not None)
        self.new_roster_button.setEnabled(self.tree.topLevelItemCount() > 0
                                          and self.selected_system() is not None)

    # --- adding -----------------------------------------------------------------------

    def add_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Add game data from a folder"),
                                                  self.start_folder)
        if folder:
            self.add_paths([Path(folder)])

    def add_files(self) -> None:
        paths, _filter = QFileDialog.getOpenFileNames(
            self, self.tr("Add game data"), self.start_folder,
            arg(self.tr("Game data (%1);;All files (*)"), DATA_FILTER_SUFFIXES))
        if paths:
            self.add_paths([Path(p) for p in paths])

    @property
    def pending(self) -> bool:
        """Still adding what the player stopped waiting for."""
        return self._pending is not None

    def add_paths(self, paths: list[Path], progress_over: QWidget | None = None
                  ) -> adding.Added | None:
        """Add ``paths`` in a worker thread (a progress dialog over ``progress_over``, this
        dialog by default, after a moment) and say what happened; None when the player
        stopped waiting (the list updates when it is done)."""
        if self._pending is not None:
            self.report.setText(self.tr("Still adding the game data from before…"))
            return None
        if paths:
            self.start_folder = str(paths[0].parent)
        job = adding.start(paths)
        names = ", ".join(p.name for p in paths[:3]) + ("…" if len(paths) > 3 else "")
        outcome = run_with_progress(
            progress_over or self, job, arg(self.tr("Adding game data: %1"), names),
            self.tr("Stop waiting"),
            lambda seconds: self.tr("%n second(s) so far", "", seconds))
        if outcome.cancelled:
            self._pending = job
            self._poll.start()
            self.report.setText(self.tr("The game data is still being added; the list "
                                        "updates when it is done."))
            return None
        return self._done(outcome.result())

    def _check_pending(self) -> None:
        job = self._pending
        if job is None or not job.done():
            return
        self._poll.stop()
        self._pending = None
        value, error = job.outcome()
        if error is None:
            self._done(value)

    def _done(self, added: adding.Added | None) -> adding.Added | None:
        self.last_added = added
        adding.finished(added)
        self.refresh()
        if added is not None and added.reports:  # show what was just added
            self.select_system(added.reports[-1].id)
        self._show_report()
        return added

    def report_lines(self) -> list[str]:
        """What the last add did, one line per game system or refused path."""
        added = self.last_added
        if added is None:
            return []
        lines = [render(report.message) for report in added.reports]
        lines += [arg(self.tr("%1 was not added: %2"), path.name, render(message))
                  for path, message in added.refused]
        return lines

    def _show_report(self) -> None:
        lines = self.report_lines()
        self.report.setText("\n".join(f"• {line}" for line in lines))
        added = self.last_added
        failed = added is not None and bool(added.refused) and not added.reports
        self.report.setStyleSheet("color: #b00020;" if failed else "")
        self.report.setVisible(bool(lines))

    # --- removing ---------------------------------------------------------------------

    def remove_selected(self) -> bool:
        system_id = self.selected_system()
        if system_id is None:
            return False
        item = gamedata.find(system_id)
        if item is None:
            self.refresh()
            return False
        answer = QMessageBox.question(
            self, self.tr("Remove game data"),
            arg(self.tr("Remove %1 (revision %2) and its catalogues from Auspex? Rosters "
                        "built from it keep their units, but can no longer be checked or "
                        "changed through the data until you add it again."),
                item.name, item.revision),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            name = gamedata.remove(system_id)
        except FormatError as exc:
            self.report.setText(render(exc.message))
            self.report.show()
            return False
        forget()
        self.last_added = None
        self.report.setText(arg(self.tr("%1 was removed."), name))
        self.report.setStyleSheet("")
        self.report.show()
        self.refresh()
        events().installed_changed.emit()
        return True

    def _new_roster(self) -> None:
        self.wants_new_roster = True
        self.accept()

    # --- drag and drop ----------------------------------------------------------------

    @staticmethod
    def _paths(event: QDragEnterEvent | QDropEvent) -> list[Path]:
        mime = event.mimeData()
        if not mime.hasUrls():
            return []
        return [Path(url.toLocalFile()) for url in mime.urls()
                if url.isLocalFile() and droppable(Path(url.toLocalFile()))]

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._paths(event):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = self._paths(event)
        if paths:
            event.acceptProposedAction()
            QTimer.singleShot(0, lambda: self.add_paths(paths))
