"""A real start paints the window before it loads pydantic and the roster model, and the
complete first window (with its demo battle) loads none of what only later actions need.

Start-up time is a benchmark (tests/benchmarks/bench_startup.py); this test keeps the
laziness that benchmark measures from being undone by an innocent top-level import.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.benchmarks.bench_startup import BEFORE_PAINT, LIGHT, NOT_NEEDED  # one list for both

# Only our own modules and Qt's are checked: what the standard library or pydantic load for
# themselves differs between environments (pydantic's plugin lookup, through
# importlib.metadata, loads zipfile in a clean venv), while the benchmark prints them all.
LATER = tuple(m for m in NOT_NEEDED if m.startswith(("desktop.", "PySide6.")))

REPO = Path(__file__).resolve().parents[2]


# The child runs desktop.app.Startup as run_gui does, with its settings and data in a
# throw-away home (platformdirs follows XDG_CONFIG_HOME / XDG_DATA_HOME).
CODE = r"""
import json, os, sys
from desktop.app import Startup
seen = {}
startup = Startup([])
startup.painted.connect(lambda: seen.update(painted=sorted(sys.modules)))

def ready():
    window = startup.window
    print(json.dumps({"painted": seen.get("painted"), "rosters": len(window.rosters),
                      "hint": window.first_steps.isVisible(), "modules": sorted(sys.modules)}),
          flush=True)
    os._exit(0)

startup.ready.connect(ready)
startup.failed.connect(lambda: os._exit(3))
startup.app.exec()
"""


def _family(modules: list[str], families: tuple[str, ...]) -> list[str]:
    return [m for m in modules
            if any(m == family or m.startswith(family + ".") for family in families)]


def test_a_start_paints_first_and_loads_nothing_it_does_not_show(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120, check=True)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["painted"] is not None  # the first paint came before the window was done
    assert "desktop.ui.main_window" in report["painted"]  # the check sees the first window
    assert _family(report["painted"], BEFORE_PAINT) == []
    assert report["rosters"] == 2 and report["hint"]  # the first start: a demo battle
    # the edition's light meta (set-up fields, capabilities) may load; its engine may not
    assert [m for m in _family(report["modules"], LATER) if m not in LIGHT] == []
    assert "desktop.ui.editor" in report["modules"]  # the check sees what the window built
    assert (tmp_path / "config" / "Auspex" / "settings.json").is_file()  # the home was used


FAILING = r"""
import json
from PySide6.QtWidgets import QMessageBox
import desktop.app as app_module
shown = []
QMessageBox.critical = staticmethod(lambda _parent, title, text, *_a: shown.append(text))

def broken(window, settings):
    raise RuntimeError("no settings for you")

app_module.complete_window = broken
status = app_module.run_gui([])
print(json.dumps({"status": status, "shown": shown}), flush=True)
"""


def test_a_start_that_fails_after_the_first_paint_says_so_and_exits(tmp_path: Path) -> None:
    """A half-built window must not stay open looking fine: the player is told, the log has
    the cause, and the process exits non-zero."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", FAILING], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120, check=True)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["status"] == 1
    assert report["shown"] == ["Auspex could not start. The details are in the terminal "
                               "output."]
    assert "RuntimeError: no settings for you" in done.stderr
