"""Real Auspex processes for tests: the app as ``run_gui`` builds it, offscreen, driven through
a small command hook on stdin.

Each :class:`Instance` is a child process running ``desktop.app.prepare_gui`` (the window,
its files, its signal handling) and then the Qt event loop, with its settings and data under a
home folder given by ``XDG_CONFIG_HOME`` / ``XDG_DATA_HOME`` (platformdirs follows them), so
several instances share one home exactly as a player's would.  Message boxes are answered from
a queue the test fills (``answer``); every question asked is reported back.  Commands are JSON
lines; the child answers each with one ``{"reply": ...}`` line.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop import storage

REPO = Path(__file__).resolve().parents[3]

CHILD = r'''
import json
import os
import sys
from pathlib import Path

from PySide6.QtCore import QSocketNotifier
from PySide6.QtWidgets import QFileDialog, QMessageBox

from desktop import app as app_module
from desktop.domain import edits
from desktop.domain.roster import Roster
from desktop.ui.undo import push_edit

answers = []
Button = QMessageBox.StandardButton


def say(**message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def question(_parent, _title, text, *_args):
    say(asked=text)
    return getattr(Button, answers.pop(0)) if answers else Button.Cancel


def shown(_parent, title, text, *_args):
    say(shown=f"{title}: {text}")
    return Button.Ok


QMessageBox.question = staticmethod(question)
for name in ("warning", "information", "critical"):
    setattr(QMessageBox, name, staticmethod(shown))
save_as = []
QFileDialog.getSaveFileName = staticmethod(lambda *_a, **_k: (save_as.pop(0), ""))

app, window = app_module.prepare_gui([])
files = window.files


def state():
    session = files.session
    return {"rosters": [{"name": o.roster.name, "modified": o.modified,
                         "path": str(o.path) if o.path else None} for o in window.rosters],
            "autosaves": session.keys() if session is not None and session.active else None,
            "session": session.id if session is not None else None}


def run(command, *args):
    if command == "answer":
        answers.extend(args)
        return True
    if command == "start":
        app_module.start(window)
        return state()
    if command == "open":
        return files.open_path(Path(args[0])) is not None
    if command == "new":
        window.add_roster(Roster(name=args[0]), modified=True)
        return state()
    if command == "rename":
        current = window.current
        push_edit(current.undo_stack, current.document,
                  edits.rename_roster(current.document, args[0]))
        return state()
    if command == "autosave":
        return files.autosave_now()
    if command == "save":
        return files.save_current()
    if command == "save-as":
        save_as.append(args[0])
        return files.save_current_as()
    if command == "state":
        return state()
    if command == "close":
        return window.close()
    raise ValueError(command)


def on_input():
    line = sys.stdin.readline()
    if not line:
        notifier.setEnabled(False)
        return
    try:
        say(reply=run(*json.loads(line)))
    except Exception as exc:  # the test sees what went wrong
        say(reply=None, error=f"{type(exc).__name__}: {exc}")


notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
notifier.activated.connect(on_input)
say(ready=os.getpid())
sys.exit(app.exec())
'''


@dataclass
class Instance:
    """One running Auspex (see the module docstring)."""

    home: Path
    process: subprocess.Popen[bytes]
    log: Path  # its stderr
    asked: list[str] = field(default_factory=list)
    shown: list[str] = field(default_factory=list)
    _buffer: bytes = b""

    @classmethod
    def start(cls, home: Path, timeout: float = 60) -> Instance:
        env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen",
                   XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
                   HOME=str(home))
        log = home / f"stderr-{time.monotonic_ns()}.log"
        with log.open("wb") as stderr:
            process = subprocess.Popen([sys.executable, "-c", CHILD], stdin=subprocess.PIPE,
                                       stdout=subprocess.PIPE, stderr=stderr, cwd=REPO,
                                       env=env)
        instance = cls(home, process, log)
        instance._until("ready", timeout)
        return instance

    @property
    def pid(self) -> int:
        return self.process.pid

    def stderr(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def _line(self, timeout: float) -> dict[str, Any] | None:
        """The next message, or None when the process closed its output; TimeoutError when
        nothing came for ``timeout`` seconds."""
        assert self.process.stdout is not None
        fd = self.process.stdout.fileno()
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise TimeoutError(f"no answer from Auspex in {timeout} s")
            chunk = os.read(fd, 65536)
            if not chunk:
                return None
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        message: dict[str, Any] = json.loads(line)
        if "asked" in message:
            self.asked.append(message["asked"])
        if "shown" in message:
            self.shown.append(message["shown"])
        return message

    def _until(self, key: str, timeout: float) -> Any:
        while True:
            message = self._line(timeout)
            if message is None:
                raise AssertionError(f"Auspex ended: {self.stderr()}")
            if "error" in message:
                raise AssertionError(message["error"])
            if key in message:
                return message[key]

    def run(self, *command: object, timeout: float = 60) -> Any:
        """Send one command; what it returned."""
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(command).encode() + b"\n")
        self.process.stdin.flush()
        return self._until("reply", timeout)

    def wait(self, timeout: float = 60) -> int:
        """Wait for the process to end, reading what it still says; its exit code."""
        deadline = time.monotonic() + timeout
        while self._line(max(0.0, deadline - time.monotonic())) is not None:
            pass
        return self.process.wait(timeout=max(1.0, deadline - time.monotonic()))

    def kill(self, sig: int) -> None:
        os.kill(self.process.pid, sig)

    def stop(self) -> None:
        """End it whatever state it is in (test clean-up)."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=30)
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                stream.close()


def home_locations(home: Path) -> storage.Locations:
    """The folders an instance started with ``home`` uses (platformdirs on Linux)."""
    return storage.Locations(config=home / "config" / storage.APP_NAME,
                             data=home / "data" / storage.APP_NAME)


def prepare_home(home: Path) -> storage.Locations:
    """A player's home after the first start (no demo to open, English)."""
    where = home_locations(home)
    where.config.mkdir(parents=True, exist_ok=True)
    storage.save_settings(storage.Settings(language="en", demo_opened=True), where)
    return where
