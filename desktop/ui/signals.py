"""Quit cleanly when the system asks: SIGTERM, SIGHUP, SIGINT, or the desktop session ending.

Python runs a signal handler only between bytecodes of the main thread, and the Qt event loop
runs in C++: a signal would wait for the next Python call (an event filter, a slot), where the
default SIGINT handler raises KeyboardInterrupt in the middle of unrelated code, while SIGTERM
and SIGHUP kill the process at once.  :class:`SignalWatcher` installs a Python handler for
each of them and ``signal.set_wakeup_fd`` on a socket pair: the C-level handler writes the
signal number to the socket, a ``QSocketNotifier`` wakes the event loop, and ``received`` is
emitted on the GUI thread, where the window autosaves and closes without questions.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Signal

log = logging.getLogger(__name__)

QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT")
                     if hasattr(signal, name))


class SignalWatcher(QObject):
    """Signals:
        received(int): one of ``QUIT_SIGNALS`` arrived (its number).
    """

    received = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(),
                                                 warn_on_full_buffer=False)
        self._previous = {number: signal.signal(number, self._handler)
                          for number in QUIT_SIGNALS}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read,
                                         self)
        self._notifier.activated.connect(self._drain)

    @staticmethod
    def _handler(_number: int, _frame: FrameType | None) -> None:
        """Nothing to do here: the wakeup socket carries the number to :meth:`_drain`."""

    def _drain(self) -> None:
        try:
            data = self._reader.recv(256)
        except BlockingIOError:
            return
        for number in data:
            log.info("Received signal %d: autosaving and quitting", number)
            self.received.emit(number)

    def uninstall(self) -> None:
        """Put back the handlers that were there before (tests; the app keeps its watcher)."""
        for number, previous in self._previous.items():
            signal.signal(number, previous)
        self._previous = {}
        signal.set_wakeup_fd(self._previous_fd)
        self._notifier.setEnabled(False)
        for sock in (self._reader, self._writer):
            with contextlib.suppress(OSError):
                sock.close()
