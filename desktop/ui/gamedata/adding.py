"""Adding game data off the GUI thread: folders, archives and files, game systems first."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from desktop.domain.text import Message
from desktop.formats import gamedata
from desktop.formats.battlescribe.safe import read_file
from desktop.formats.errors import FormatError
from desktop.ui.background import ThreadJob
from desktop.ui.gamedata.loading import events, forget

SYSTEM_SUFFIXES = (".gst", ".gstz")


@dataclass
class Added:
    """What adding several paths did: one report per game system, one refusal per path."""

    reports: list[gamedata.AddReport] = field(default_factory=list)
    refused: list[tuple[Path, Message]] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return any(r.status in ("installed", "updated") for r in self.reports)


def _order(path: Path) -> int:
    """Folders and archives first (they bring their game system), then game systems, then
    catalogues (which need their game system installed)."""
    name = path.name.lower()
    if path.is_dir() or name.endswith(".zip"):
        return 0
    return 1 if name.endswith(SYSTEM_SUFFIXES) else 2


def add_all(paths: list[Path]) -> Added:
    """Add each path (see :func:`gamedata.add`); a refused path does not stop the others.

    Loose files (a ``.gst`` and its ``.cat`` files dropped together) are added as one
    folder, so a game system and its catalogues install in one go with one report."""
    added = Added()
    gamedata.cleanup()
    loose = [p for p in paths if _order(p) > 0]
    for path in sorted((p for p in paths if _order(p) == 0), key=_order):
        _add(added, path)
    if len(loose) == 1:
        _add(added, loose[0])
    elif loose:
        with tempfile.TemporaryDirectory(prefix="auspex-add-") as folder:
            for index, path in enumerate(loose):
                try:
                    data = read_file(path)  # bounded, never blocks on a FIFO
                except FormatError as exc:
                    added.refused.append((path, exc.message))
                    continue
                (Path(folder) / f"{index:03d}-{path.name}").write_bytes(data)
            if any(Path(folder).iterdir()):
                _add(added, Path(folder), loose[0])
    return added


def _add(added: Added, path: Path, shown: Path | None = None) -> None:
    try:
        added.reports.extend(gamedata.add(path))
    except FormatError as exc:
        added.refused.append((shown or path, exc.message))


def start(paths: list[Path]) -> ThreadJob[Added]:
    """:func:`add_all` in a worker thread (wait for it with ``run_with_progress``)."""
    return ThreadJob(lambda: add_all(paths))


def finished(added: Added | None) -> None:
    """After an add: open rosters waiting for their data look again."""
    if added is not None and added.changed:
        forget()
        events().installed_changed.emit()
