"""Memory: peak resident set of the app with ten open rosters and the rules reference opened,
against a bare PySide6 ``QMainWindow``.

Run: ``python -m pytest tests/benchmarks/bench_memory.py -s``.  Each figure comes from a fresh
``python -c`` process (offscreen Qt, throw-away settings) reading its own peak resident set
(``VmHWM`` in ``/proc/self/status``) after each phase (a peak, so it never goes down).
Not ``ru_maxrss``: Linux carries the parent's peak into it across exec, so under pytest
every child reported pytest's own peak.  The ten rosters: the eight demo rosters plus two
BattleScribe rosters imported from the test data.  "Reference opened": the Rules dock
shown, one topic of every edition read in both languages, the glossary and the search index
built.  Figures are printed, not asserted.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

APP = r"""
import json, os, resource, sys, tempfile
from pathlib import Path
def peak():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024  # KiB -> MiB
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
phases = []
from desktop import storage
home = Path(tempfile.mkdtemp(prefix="auspex-bench-"))
storage.set_locations(storage.Locations(config=home / "config", data=home / "data"))
from desktop.app import create_application, create_main_window, start
from PySide6.QtWidgets import QMessageBox
for box in ("information", "warning", "critical", "question"):  # nothing modal may block
    setattr(QMessageBox, box, staticmethod(lambda *args, **kwargs: None))
phases.append(("imports", peak()))
app = create_application([])
window = create_main_window(storage.Settings(language="en"))
window.show()
app.processEvents()
phases.append(("empty window shown", peak()))
start(window)  # the first start's demo battle
window.open_demo()  # and the other demo rosters
for name in ("classic-3rd-2.01.ros", "kt2018-over-limit.ros"):
    assert window.files.import_path(Path("tests/data/bsdata") / name) is not None
app.processEvents()
assert len(window.rosters) == 10, len(window.rosters)
phases.append(("10 rosters open", peak()))
from desktop.domain.editions import Edition
from desktop.reference import Language, default_reference
rules = window.features.get("rules") if hasattr(window, "features") else None
if rules is None:
    from desktop.ui.reference import install
    rules = install(window)
rules.show_reference()
if hasattr(rules, "built"):  # the lazy dock: its panel exists once the dock was shown
    rules = rules.panel()
for edition in Edition:
    for lang in (Language.EN, Language.RU):
        rules.show_topic(edition, "hit", lang)
reference = default_reference()
for topic in reference.all_topics():
    topic.html()
reference.search("Toughness")
app.processEvents()
phases.append(("rules reference opened", peak()))
for open_roster in window.rosters:
    window.tabs.setCurrentIndex(window.rosters.index(open_roster))
    app.processEvents()
phases.append(("every roster tab shown once", peak()))
print(json.dumps(phases), flush=True)
os._exit(0)
"""

BARE = r"""
import json, os, resource
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(["bare"])
window = QMainWindow()
window.resize(1200, 800)
window.show()
app.processEvents()
status = open("/proc/self/status").read()
hwm = next(int(l.split()[1]) for l in status.splitlines() if l.startswith("VmHWM:"))
print(json.dumps([["bare QMainWindow shown", hwm / 1024]]), flush=True)
os._exit(0)
"""


def _phases(code: str) -> list[tuple[str, float]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=REPO, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return [(name, value) for name, value in json.loads(done.stdout.splitlines()[-1])]


def test_bench_peak_memory_ten_rosters_and_reference() -> None:
    bare = _phases(BARE)
    app = _phases(APP)
    print("\npeak resident memory (VmHWM):")
    for name, mib in bare + app:
        print(f"  {name:<32} {mib:7.1f} MiB")
    final = app[-1][1]
    print(f"  the app with 10 rosters and the reference: {final:.0f} MiB, "
          f"{final - bare[0][1]:.0f} MiB above a bare window "
          f"({final / bare[0][1]:.1f}x)")
