"""The first window (with the demo rosters) loads none of what only later actions need.

Start-up time is a benchmark (tests/benchmarks/bench_startup.py); this test keeps the
laziness that benchmark measures from being undone by an innocent top-level import.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.benchmarks.bench_startup import LIGHT, NOT_NEEDED  # one list for both

# Only our own modules and Qt's are checked: what the standard library or pydantic load for
# themselves differs between environments (pydantic's plugin lookup, through
# importlib.metadata, loads zipfile in a clean venv), while the benchmark prints them all.
LATER = tuple(m for m in NOT_NEEDED if m.startswith(("desktop.", "PySide6.")))

REPO = Path(__file__).resolve().parents[2]


CODE = r"""
import json, sys, tempfile
from pathlib import Path
from desktop import storage
home = Path(tempfile.mkdtemp(prefix="auspex-test-"))
storage.set_locations(storage.Locations(config=home / "config", data=home / "data"))
from desktop.app import create_application, create_main_window, start
app = create_application([])
window = create_main_window(storage.Settings(language="en"))
window.show()
start(window)
app.processEvents()
print(json.dumps({"rosters": len(window.rosters), "modules": sorted(sys.modules)}))
"""


def test_first_window_loads_nothing_it_does_not_show(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120, check=True)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["rosters"] == 8
    loaded = [m for m in report["modules"] if m not in LIGHT
              and any(m == family or m.startswith(family + ".") for family in LATER)]
    assert loaded == []
    assert "desktop.ui.editor" in report["modules"]  # the check sees what the window built
