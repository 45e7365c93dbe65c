"""Reading installed game data off the GUI thread, and keeping what was read.

Reading a faction parses its catalogue and everything it links to (about a second for the
Horus Heresy's Legiones Astartes), so it runs in a worker thread while the window stays live.
What was read is kept (a few game data sets, keyed by the installed files), so a second
roster of the same faction, or a roster reopened, is ready at once.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats import gamedata
from desktop.formats.battlescribe.catalogue import GameData
from desktop.formats.errors import FormatError
from desktop.ui.background import ThreadJob

log = logging.getLogger(__name__)

KEEP = 4  # game data sets kept in memory
_kept: OrderedDict[tuple[object, ...], GameData] = OrderedDict()

Key = tuple[object, ...]


def key_of(item: gamedata.Installed, catalogues: list[str]) -> Key:
    """What identifies one read of installed data: the folder as installed now (a newer copy
    rewrites its manifest) and the catalogues asked for."""
    try:
        stamp = (item.folder / gamedata.MANIFEST).stat().st_mtime_ns
    except OSError:
        stamp = 0
    return (str(item.folder), stamp, item.revision, tuple(sorted(set(catalogues))))


def kept(key: Key) -> GameData | None:
    found = _kept.get(key)
    if found is not None:
        _kept.move_to_end(key)
    return found


def keep(key: Key, data: GameData) -> None:
    _kept[key] = data
    _kept.move_to_end(key)
    while len(_kept) > KEEP:
        _kept.popitem(last=False)


def forget() -> None:
    """Drop every kept data set (after game data was removed, and in tests)."""
    _kept.clear()


def read(item: gamedata.Installed, catalogues: list[str]) -> GameData:
    """The game system of ``item`` with ``catalogues`` (ids) and what they link to."""
    return gamedata.load(item.id, catalogues)


class DataLoader(QObject):
    """Reads game data in a worker thread, or at once when it was read before.

    Signals:
        finished(object, object): the GameData (or None) and the FormatError (or None).
    """

    finished = Signal(object, object)
    POLL_MS = 20

    def __init__(self, item: gamedata.Installed, catalogues: list[str],
                 parent: QObject | None = None,
                 work: Callable[[], GameData] | None = None) -> None:
        super().__init__(parent)
        self.key = key_of(item, catalogues)
        self._job: ThreadJob[GameData] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(self.POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._work = work or (lambda: read(item, catalogues))

    @property
    def running(self) -> bool:
        return self._job is not None

    def start(self) -> None:
        """Begin; a data set read before is reported at once (before this returns)."""
        found = kept(self.key)
        if found is not None:
            self.finished.emit(found, None)
            return
        self._job = ThreadJob(self._work)
        self._timer.start()

    def wait(self, seconds: float = 30.0) -> None:
        """Block until the read ends and report it (tests, the self-test)."""
        if self._job is not None:
            self._job.wait(seconds)
            self._poll()

    def _poll(self) -> None:
        job = self._job
        if job is None or not job.done():
            return
        self._timer.stop()
        self._job = None
        value, error = job.outcome()
        if error is not None and not isinstance(error, FormatError):
            log.error("Reading game data failed", exc_info=error)
            error = _unexpected()  # a bug in reading: say so plainly, do not hang
        if value is not None:
            keep(self.key, value)
        self.finished.emit(value, error)


def _unexpected() -> FormatError:
    return FormatError(Message("GameData", QT_TRANSLATE_NOOP(
        "GameData", "The game data could not be read (an unexpected problem; try adding it "
                    "again)")))


class DataEvents(QObject):
    """Signals:
        installed_changed(): game data was added or removed (open rosters look again).
    """

    installed_changed = Signal()


_events: list[DataEvents] = []


def events() -> DataEvents:
    """The one hub that tells open rosters the installed game data changed."""
    if not _events:
        _events.append(DataEvents())
    return _events[0]


def installed_for(system_id: str) -> gamedata.Installed | None:
    try:
        return gamedata.find(system_id)
    except FormatError:
        return None


__all__ = ["DataEvents", "DataLoader", "Key", "events", "forget", "installed_for", "keep",
           "kept", "key_of", "read"]
