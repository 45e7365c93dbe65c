"""Start-up: process start to the window's first paint, and to the first start's demo battle
ready, against a bare PySide6 ``QMainWindow``'s first paint in the same run; and what the
first window imports without needing it.

Run: ``python -m pytest tests/benchmarks/bench_startup.py -s``.  Targets: first paint within
1.5x the bare window's, the demo battle ready within 2.5x.  Each measurement is a fresh
``python -c`` process (offscreen Qt, a throw-away home through ``XDG_CONFIG_HOME`` /
``XDG_DATA_HOME``, so every run is a first start), timed from just before it is spawned to the
lines it prints: at its first paint (the window's first ``Paint`` event has been handled) and,
for Auspex, once :class:`desktop.app.Startup` reports the window complete with its demo
battle.  The kinds alternate so machine load hits them alike.  Figures are printed, never
asserted.

Like an installed app (pip compiles ``.pyc`` files when it installs a wheel), the children run
with bytecode caches: ``PYTHONDONTWRITEBYTECODE`` is dropped for them and the caches go to a
throw-away ``PYTHONPYCACHEPREFIX``, filled by a warm-up run of each kind.  A third kind, the
"floor", is the bare window with pydantic and Auspex's roster model imported before it: what a
window that waited for the required stack would pay.  Auspex paints before loading them.

The import report runs the app once more under ``python -X importtime`` with a spy on the
import system, and lists every module family the first window does not need (charts, the
rules reference content, catalogues, the BattleScribe reader, the edition engines...) with its
cumulative import time and the chain of Auspex code lines that pulled it in.
"""

from __future__ import annotations

import functools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
ROUNDS = 7

APP = r"""
import json, os, sys, time
began = time.perf_counter()
from desktop.app import Startup
imported = time.perf_counter()
marks = {}
startup = Startup([])

def painted():
    marks["painted"] = time.perf_counter()
    print(json.dumps({"painted_modules": len(sys.modules)}), flush=True)

def ready():
    startup.app.processEvents()  # the demo battle's first events, as a player sees it
    done = time.perf_counter()
    print(json.dumps({"rosters": len(startup.window.rosters),
                      "import_ms": (imported - began) * 1000,
                      "paint_ms": (marks["painted"] - imported) * 1000,
                      "fill_ms": (done - marks["painted"]) * 1000,
                      "modules": len(sys.modules)}), flush=True)
    if os.environ.get("AUSPEX_BENCH_SPY"):
        print(json.dumps(SPY), flush=True)
    os._exit(0)

startup.painted.connect(painted)
startup.ready.connect(ready)
startup.failed.connect(lambda: os._exit(3))
startup.app.exec()
"""

BARE = r"""
import json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print(json.dumps({"modules": len(sys.modules)}),
                                                flush=True), os._exit(0)))
        return False

app = QApplication(["bare"])
window = QMainWindow()
window.resize(1200, 800)
spy = FirstPaint()
window.installEventFilter(spy)
window.show()
app.exec()
"""

FLOOR = BARE.replace("app = QApplication", "import desktop.domain.roster\napp = QApplication", 1)

# Must not be loaded when the window is first painted: the settings model, the roster model and
# every feature come right after it (desktop.app.Startup).
BEFORE_PAINT = (
    "pydantic", "desktop.domain", "desktop.storage", "desktop.formats", "desktop.ui.document",
    "desktop.ui.files", "desktop.ui.editor", "desktop.ui.wizard", "desktop.ui.reference",
    "desktop.rules", "desktop.reference",
)

# What the first window does not need: loaded on first use instead (the shooting dock's odds
# chart when the first odds are shown, its step and result pages when an attack starts).
NOT_NEEDED = (
    "PySide6.QtCharts", "PySide6.QtPrintSupport", "PySide6.QtSvg", "PySide6.QtWebEngineCore",
    "desktop.rules", "desktop.reference", "desktop.domain.catalogue",
    "desktop.formats.battlescribe", "desktop.ui.wizard.step_page",
    "desktop.ui.wizard.result_page", "desktop.ui.wizard.session",
    "desktop.ui.editor.catalogue_dialog", "desktop.ui.editor.printing",
    "xml.etree", "zipfile", "sqlite3", "numpy", "hypothesis",
)
# The light part of desktop.rules the first window reads: what each edition asks and offers
# (its ``meta``; an edition package builds its engine, ``RULESET``, on first use) and the
# step table (the wizard's step names), and which models fire together (the set-up's
# template questions).
LIGHT = ("desktop.rules", "desktop.rules.meta", "desktop.rules.steps", "desktop.rules.firing",
         "desktop.rules.editions",
         *(f"desktop.rules.editions.{edition}{part}" for part in ("", ".meta")
           for edition in ("classic", "second", "kill_team_2018", "horus_heresy")))

SPY = r"""
import sys, traceback
SPY = {}
_ROOT = os.path.join(os.environ["AUSPEX_REPO"], "desktop")
_WATCH, _LIGHT = (tuple(names) for names in json.loads(os.environ["AUSPEX_BENCH_SPY"]))

class _Spy:
    def find_spec(self, name, path=None, target=None):
        family = next((w for w in _WATCH if name == w or name.startswith(w + ".")), None)
        if name in _LIGHT:
            family = None
        if family and family not in SPY:
            SPY[family] = [f"{os.path.relpath(f.filename, os.environ['AUSPEX_REPO'])}:{f.lineno}"
                           f" {f.name}" for f in traceback.extract_stack()
                           if f.filename.startswith(_ROOT)]
        return None

sys.meta_path.insert(0, _Spy())
"""


@functools.cache
def _pycache() -> str:
    """One throw-away bytecode cache per benchmark run (made when first needed)."""
    return tempfile.mkdtemp(prefix="auspex-bench-pycache-")


def _env(**extra: str) -> dict[str, str]:
    """A child's environment: offscreen, this checkout, a fresh home (a first start)."""
    home = Path(tempfile.mkdtemp(prefix="auspex-bench-home-"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO),
               AUSPEX_REPO=str(REPO), PYTHONPYCACHEPREFIX=_pycache(),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))
    env.pop("AUSPEX_BENCH_SPY", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(extra)
    return env


def _timed(code: str, lines: int = 1) -> tuple[list[float], dict[str, Any]]:
    """Wall times from spawning ``python -c code`` to each of its first ``lines`` printed
    lines, and the last of them (JSON)."""
    began = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, cwd=REPO, env=_env())
    assert child.stdout is not None
    times: list[float] = []
    line = ""
    for _ in range(lines):
        line = child.stdout.readline()
        times.append((time.perf_counter() - began) * 1000)
        if not line.strip():
            break
    _out, err = child.communicate(timeout=60)
    assert line.strip(), err
    return times, json.loads(line)


def _row(label: str, runs: list[float], bare: list[float], target: str = "") -> str:
    ratio = statistics.median(runs) / statistics.median(bare)
    return (f"  {label:<44} best {min(runs):7.1f} ms  median {statistics.median(runs):7.1f} ms"
            f"  = {ratio:.2f}x bare{target}")


def test_bench_startup_versus_bare_window() -> None:
    _timed(APP, 2), _timed(BARE), _timed(FLOOR)  # warm the disk cache, write the .pyc files
    painted: list[float] = []
    ready: list[float] = []
    bare: list[float] = []
    floor: list[float] = []
    phases: list[dict[str, Any]] = []
    for _ in range(ROUNDS):
        (first, done), detail = _timed(APP, 2)
        painted.append(first)
        ready.append(done)
        phases.append(detail)
        bare.append(_timed(BARE)[0][0])
        floor.append(_timed(FLOOR)[0][0])
    assert all(p["rosters"] == 2 for p in phases)
    median = {key: statistics.median(p[key] for p in phases)
              for key in ("import_ms", "paint_ms", "fill_ms")}
    print(f"\nstart-up, from process spawn ({ROUNDS} runs each, alternating):")
    print(_row("bare PySide6 QMainWindow, first paint", bare, bare))
    print(_row("bare + pydantic + roster model (the floor)", floor, bare))
    print(_row("Auspex, first paint", painted, bare, " (target 1.5x)"))
    print(_row("Auspex, demo battle ready", ready, bare, " (target 2.5x)"))
    print(f"  inside the app (median): imports {median['import_ms']:.0f} ms, window to first "
          f"paint {median['paint_ms']:.0f} ms, filling it (settings, docks, demo battle) "
          f"{median['fill_ms']:.0f} ms; {phases[0]['modules']} modules loaded")


def _importtime(stderr: str) -> list[tuple[int, int, str]]:
    """(level, cumulative us, module) per ``-X importtime`` line, in printed order."""
    rows = []
    for line in stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        _self, cumulative, name = line.split("|")
        raw = name[1:]
        level = (len(raw) - len(raw.lstrip(" "))) // 2
        rows.append((level, int(cumulative), raw.strip()))
    return rows


def test_bench_startup_imports_not_needed() -> None:
    code = APP.replace("import json, os, sys, time\n", "import json, os, sys, time\n" + SPY, 1)
    env = _env(AUSPEX_BENCH_SPY=json.dumps([NOT_NEEDED, LIGHT]))
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", code], capture_output=True,
                          text=True, cwd=REPO, env=env, timeout=120, check=True)
    lines = done.stdout.splitlines()
    chains: dict[str, list[str]] = json.loads(lines[2])
    rows = _importtime(done.stderr)
    cumulative = {name: us for _level, us, name in rows}
    bare = subprocess.run([sys.executable, "-X", "importtime", "-c", BARE], capture_output=True,
                          text=True, cwd=REPO, env=_env(), timeout=60, check=True)
    bare_modules = {name for _l, _us, name in _importtime(bare.stderr)}
    ours = [(us, name) for level, us, name in rows if name.startswith("desktop")]
    extra = {name for _l, _us, name in rows} - bare_modules
    print(f"\nthe app imports {len(extra)} modules a bare QMainWindow does not; "
          "the heaviest of Auspex's own (cumulative):")
    for us, name in sorted(ours, reverse=True)[:10]:
        print(f"  {us / 1000:7.1f} ms  {name}")
    print("imported by the first window without being needed there (make these lazy):")
    if not chains:
        print("  none")
    for family, chain in sorted(chains.items(), key=lambda item: -cumulative.get(item[0], 0)):
        print(f"  {family:<34} {cumulative.get(family, 0) / 1000:7.1f} ms")
        for frame in chain:
            print(f"      <- {frame}")


PROFILE = r"""
import cProfile, io, json, os, pstats, tempfile
from pathlib import Path
from desktop import storage
home = Path(tempfile.mkdtemp(prefix="auspex-bench-"))
storage.set_locations(storage.Locations(config=home / "config", data=home / "data"))
from desktop.app import create_application, create_main_window, start
app = create_application([])
profile = cProfile.Profile()
profile.enable()
window = create_main_window(storage.Settings(language="en"))
window.show()
start(window)
app.processEvents()
profile.disable()
stats = pstats.Stats(profile)
rows = []
for (filename, line, name), (_cc, _nc, _tt, cumulative, _callers) in stats.stats.items():
    if "/desktop/" in filename:
        rows.append((cumulative * 1000, f"{os.path.relpath(filename)}:{line} {name}"))
print(json.dumps(sorted(rows, reverse=True)[:14]), flush=True)
os._exit(0)
"""


def test_bench_startup_where_the_window_time_goes() -> None:
    """cProfile of building the window and opening the demo battle (imports done): the
    Auspex functions with the largest cumulative time, to see which feature to defer."""
    done = subprocess.run([sys.executable, "-c", PROFILE], capture_output=True, text=True,
                          cwd=REPO, env=_env(), timeout=120, check=True)
    rows = json.loads(done.stdout.splitlines()[0])
    print("\nbuilding the window + opening the demo, by cumulative time (profiled, so slower "
          "than real):")
    for ms, where in rows:
        print(f"  {ms:7.1f} ms  {where}")
