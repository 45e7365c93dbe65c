"""Long work off the GUI thread, with a progress dialog and Cancel.

:func:`run_with_progress` waits for a job in a local event loop, so the window keeps
repainting and answering; after a moment a window-modal progress dialog (a busy bar, the time
so far, Cancel) shows that something is happening.  A job runs in a thread (cheap to start,
but a long C call such as the XML parser holds the GIL and pauses the GUI) or, for big work,
in a child process (the GUI never pauses, and Cancel ends the child).  Cancel stops the
waiting at once: the window is the player's again; a thread's late result is dropped.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)

SHOW_AFTER_MS = 300  # quick work finishes without a dialog flashing up
POLL_MS = 25


@dataclass
class Outcome(Generic[T]):
    """What became of the work: ``cancelled``, or its ``value`` (or the ``error`` it raised,
    re-raised by :meth:`result`)."""

    cancelled: bool = False
    value: T | None = None
    error: BaseException | None = None
    seconds: float = 0.0

    def result(self) -> T | None:
        if self.error is not None:
            raise self.error
        return self.value


class Job(Protocol[T_co]):
    """Work running elsewhere: a thread (:class:`ThreadJob`) or a process
    (:class:`ProcessJob`)."""

    def done(self) -> bool: ...

    def outcome(self) -> tuple[T_co | None, BaseException | None]: ...

    def cancel(self) -> None: ...


class ThreadJob(Generic[T]):
    """``work()`` in a daemon thread: cheap to start, shares the GIL with the GUI."""

    def __init__(self, work: Callable[[], T]) -> None:
        self._work = work
        self._done = threading.Event()
        self._value: T | None = None
        self._error: BaseException | None = None
        threading.Thread(target=self._run, name="auspex-background", daemon=True).start()

    def _run(self) -> None:
        try:
            self._value = self._work()
        except BaseException as exc:  # handed to the GUI thread (Outcome.result)
            self._error = exc
        finally:
            self._done.set()

    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, seconds: float) -> bool:
        return self._done.wait(seconds)

    def outcome(self) -> tuple[T | None, BaseException | None]:
        return self._value, self._error

    def cancel(self) -> None:
        """Nothing to stop: the thread finishes on its own and its result is dropped."""


class ProcessJob(Generic[T]):
    """``python -m MODULE ARGS...`` as a child process, which writes one pickled
    ``(value, error)`` pair to its stdout: the GUI keeps the whole of its own interpreter, and
    Cancel ends the child at once.  (A plain child process, not multiprocessing, which would
    import the parent's main module again.)"""

    def __init__(self, module: str, *args: str) -> None:
        self._process = subprocess.Popen([sys.executable, "-m", module, *args],
                                         stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE)
        assert self._process.stdout is not None
        self._fd = self._process.stdout.fileno()
        os.set_blocking(self._fd, False)
        self._data = bytearray()
        self._result: tuple[T | None, BaseException | None] | None = None

    def done(self) -> bool:
        if self._result is not None:
            return True
        try:
            while chunk := os.read(self._fd, 1 << 20):
                self._data += chunk
        except BlockingIOError:
            return False  # more to come
        self._process.wait()  # end of its output: it has finished
        try:
            result = pickle.loads(self._data)  # our own child's output
            if not (isinstance(result, tuple) and len(result) == 2):
                raise ValueError("not a (value, error) pair")
            self._result = result
        except Exception as exc:  # killed, crashed or printed something else
            problem = self._stderr().strip().splitlines()[-1:] or [str(exc)]
            self._result = (None, RuntimeError(
                f"the worker process ended ({self._process.returncode}): {problem[0]}"))
        return True

    def _stderr(self) -> str:
        stream = self._process.stderr
        return stream.read().decode(errors="replace") if stream is not None else ""

    def outcome(self) -> tuple[T | None, BaseException | None]:
        assert self._result is not None
        self._close()
        return self._result

    def cancel(self) -> None:
        if self._process.poll() is None:
            self._process.kill()
        self._process.wait()
        self._close()

    def _close(self) -> None:
        for stream in (self._process.stdout, self._process.stderr):
            if stream is not None:
                stream.close()


class Progress:
    """The dialog of one :func:`run_with_progress` call (tests reach it as
    ``Progress.current``)."""

    current: Progress | None = None

    def __init__(self, parent: QWidget, label: str, cancel_text: str,
                 elapsed: Callable[[int], str]) -> None:
        self.dialog = QProgressDialog(label, cancel_text, 0, 0, parent)
        self.dialog.setObjectName("BackgroundProgress")
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.setMinimumDuration(0)
        self.dialog.hide()  # shown only if the work takes a while
        self._label, self._elapsed = label, elapsed
        self._started = time.monotonic()

    def tick(self) -> None:
        seconds = time.monotonic() - self._started
        if not self.dialog.isVisible() and seconds * 1000 >= SHOW_AFTER_MS:
            self.dialog.show()
        if self.dialog.isVisible():
            self.dialog.setLabelText(f"{self._label}\n{self._elapsed(int(seconds))}")


def run_with_progress(parent: QWidget, job: Job[T], label: str, cancel_text: str,
                      elapsed: Callable[[int], str]) -> Outcome[T]:
    """Wait for ``job`` while the GUI stays live; Cancel gives up waiting (and stops the job
    when it can).  ``elapsed(seconds)`` is the dialog's second line ("3 seconds so far")."""
    started = time.monotonic()
    if isinstance(job, ThreadJob) and job.wait(0.02):  # small files: no loop, no dialog
        value, error = job.outcome()
        return Outcome(value=value, error=error, seconds=time.monotonic() - started)
    progress = Progress(parent, label, cancel_text, elapsed)
    Progress.current = progress
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(POLL_MS)
    cancelled = False

    def poll() -> None:
        progress.tick()
        if progress.dialog.wasCanceled():  # (cancel() itself does not emit canceled)
            cancel()
        elif job.done():
            loop.quit()

    def cancel() -> None:
        nonlocal cancelled
        cancelled = True
        loop.quit()

    timer.timeout.connect(poll)
    progress.dialog.canceled.connect(cancel)
    timer.start()
    try:
        if not job.done():
            loop.exec()
    finally:
        timer.stop()
        progress.dialog.hide()
        progress.dialog.deleteLater()
        Progress.current = None
    seconds = time.monotonic() - started
    if cancelled or not job.done():  # Cancel, or the app is quitting
        job.cancel()
        return Outcome(cancelled=True, seconds=seconds)
    value, error = job.outcome()
    return Outcome(value=value, error=error, seconds=seconds)
