"""Closing the window right after it opens leaves no odds job behind: a job still running
when the application ends reports through an object Python has already deleted, and PySide
prints "Signal source has been deleted" (the odds panel is shut down with the window)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.ui.test_main_window import Make, _first_start

REPO = Path(__file__).resolve().parents[2]

# The child starts as run_gui does (a first start: the demo battle, whose odds preview is
# due 150 ms later), closes the window as soon as it is complete, runs the event loop a
# little longer (as an application does until it has left) and ends normally.  Odds take
# a second and a half here, as a large Horus Heresy attack may: a job started after the close
# would still be running when the process ends.
CLOSE_AT_ONCE = r"""
import sys, time
from PySide6.QtCore import QTimer
from desktop.ui.wizard import odds

real_request = odds.OddsPanel.request

def slow_request(self, compute, quantity):
    def slow():
        time.sleep(1.5)
        return compute()
    real_request(self, slow, quantity)

odds.OddsPanel.request = slow_request
from desktop.app import Startup
startup = Startup([])
startup.app.setQuitOnLastWindowClosed(False)

def ready():
    startup.window.close()
    QTimer.singleShot(600, startup.app.quit)

startup.ready.connect(ready)
startup.failed.connect(lambda: sys.exit(3))
sys.exit(startup.app.exec())
"""


def test_closing_the_window_at_once_leaves_no_odds_job_behind(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", CLOSE_AT_ONCE], capture_output=True,
                          text=True, cwd=tmp_path, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Signal source has been deleted" not in done.stderr, done.stderr
    assert "Error calling Python override" not in done.stderr, done.stderr


def test_a_closed_window_computes_no_more_odds(make_window: Make, qtbot: QtBot) -> None:
    window = _first_start(make_window, qtbot)
    wizard = window.features["shooting"]
    odds = wizard.odds  # type: ignore[attr-defined]
    wizard.preview_timer.start()  # type: ignore[attr-defined]  # a preview due, as at start
    window.close()
    assert odds.closed and not wizard.preview_timer.isActive()  # type: ignore[attr-defined]
    generation = odds.generation
    wizard.setup_page.selection_changed.emit()  # type: ignore[attr-defined]
    qtbot.wait(300)  # the preview delay is 150 ms
    assert odds.generation == generation and not odds.pending
    assert odds.pool.activeThreadCount() == 0
