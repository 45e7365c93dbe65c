"""The engine, import and editor figures of their issues, re-measured together: one process,
the whole app up (main window with its docks, ten rosters open, the rules reference opened),
so caches, memory and Qt event processing are those of a real session.

Run: ``python -m pytest tests/benchmarks/bench_all.py -s``.  The cases and targets are the
other benchmarks' own (their helpers are imported); the figures are printed, not asserted.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from desktop import storage
from desktop.app import create_application, create_main_window, start
from desktop.domain import edits as E
from desktop.domain.catalogue import load_catalogue
from desktop.domain.editions import Edition
from desktop.domain.roster import Roster
from desktop.formats.battlescribe import import_bytes
from desktop.reference import Language
from desktop.rules.editions.horus_heresy import RULESET as HORUS_HERESY
from desktop.rules.editions.second import RULESET as SECOND
from desktop.rules.registry import get_ruleset
from desktop.ui import editor as editor_ui
from desktop.ui.main_window import MainWindow
from desktop.ui.wizard.selfcheck import ATTACKS
from tests.benchmarks.bench_engine import big_second
from tests.benchmarks.bench_horus_heresy import BIG_200, WIZARD
from tests.benchmarks.bench_import import FIXTURES
from tests.benchmarks.bench_wizard import per_step

REPO = Path(__file__).resolve().parents[2]
ROWS: list[tuple[str, str, str]] = []


def _times(action: Callable[[], object], rounds: int) -> list[float]:
    action()  # warm, as in a running session
    out = []
    for _ in range(rounds):
        began = time.perf_counter()
        action()
        out.append((time.perf_counter() - began) * 1000)
    return out


def _row(label: str, times: list[float], target: str) -> None:
    ROWS.append((label, f"best {min(times):7.2f}  median {statistics.median(times):7.2f} ms",
                 target))


def _session(qtbot: QtBot) -> MainWindow:
    create_application([])
    window = create_main_window(storage.Settings(language="en"))
    qtbot.addWidget(window)
    window.show()
    start(window)  # the first start's demo battle
    window.open_demo()  # and the other demo rosters
    for name in ("classic-3rd-2.01.ros", "kt2018-over-limit.ros"):
        window.files.import_path(REPO / "tests" / "data" / "bsdata" / name)
    rules = getattr(window, "features", {}).get("rules")
    if rules is None:
        from desktop.ui.reference import install

        rules = install(window)
    rules.show_reference()
    if hasattr(rules, "built"):  # the lazy dock: its panel exists once the dock was shown
        rules = rules.panel()
    for edition in Edition:
        rules.show_topic(edition, "wound", Language.RU)
    editor_ui.install(window)
    QApplication.processEvents()
    assert len(window.rosters) == 10
    return window


def _largest_roster() -> tuple[str, bytes]:
    candidates = [*FIXTURES.glob("*/*.ros*"), *(REPO / "tests" / "data" / "bsdata").glob("*.ros")]
    path = max(candidates, key=lambda p: p.stat().st_size)
    return path.name, path.read_bytes()


def _wizard_attack(edition: Edition, window: MainWindow) -> Any:
    firing, unit, weapon_name, target_roster, target = ATTACKS[edition]
    rosters = {o.roster.name: o.roster for o in window.rosters}
    attacker = next(u for u in rosters[firing].units if u.name == unit)
    victim = next(u for u in rosters[target_roster].units if u.name == target)
    weapon = next(w for g in attacker.models for w in g.weapons if w.name == weapon_name)
    ruleset = get_ruleset(edition)
    return ruleset.start(ruleset.scenario_from_units(attacker, weapon, victim,
                                                     {"distance": 10}))


def test_bench_all_together(qtbot: QtBot, monkeypatch: Any) -> None:
    monkeypatch.setattr(QMessageBox, "information", lambda *_a: None)  # import warnings
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a: QMessageBox.StandardButton.Discard)
    began = time.perf_counter()
    window = _session(qtbot)
    ROWS.clear()
    ROWS.append(("session: window, 10 rosters, reference, editor",
                 f"{(time.perf_counter() - began) * 1000:.0f} ms to set up", ""))

    # engine (bench_engine, bench_horus_heresy)
    scenario = big_second()
    _row("engine: 2nd ed. 200 shots D6 dmg vs 30 x W10", _times(lambda: SECOND.odds(scenario), 5),
         "< 20 ms")
    _row("engine: HH 200 shots D6 vs 30 x W10", _times(lambda: HORUS_HERESY.odds(BIG_200), 5),
         "")
    _row("engine: HH 5 fire groups (wizard case)", _times(lambda: HORUS_HERESY.odds(WIZARD), 5),
         "")
    # the wizard's live odds (bench_wizard): the slowest refresh of each demo attack
    for edition in Edition:
        worst = max(ms for _step, ms in per_step(_wizard_attack(edition, window)))
        ROWS.append((f"wizard: slowest odds refresh, {edition.value} demo",
                     f"{worst:7.2f} ms", "< 50 ms"))

    # import (bench_import): the largest roster there is, the whole import
    name, data = _largest_roster()
    _row(f"import: {name} ({len(data) // 1024} KiB)", _times(lambda: import_bytes(data), 10), "")

    # editor (bench_editor's case): a 500-unit roster opened and edited in the live window
    entries = list(load_catalogue(Edition.SECOND).entries)
    big = Roster(name="Big second", edition=Edition.SECOND, points_limit=100_000,
                 units=[entries[i % len(entries)].instantiate() for i in range(500)])
    opened_at = time.perf_counter()
    window.add_roster(big)
    QApplication.processEvents()
    window.repaint()
    ROWS.append(("editor: open a 500-unit roster and paint",
                 f"{(time.perf_counter() - opened_at) * 1000:7.1f} ms", ""))
    editor = editor_ui.current_editor(window)
    assert editor is not None
    middle = big.units[250]
    counter = iter(range(10_000))

    def rename_and_paint() -> None:
        editor.pusher.push(E.rename_unit(editor.document, middle.id, f"Squad {next(counter)}"))
        QApplication.processEvents()
        editor.repaint()

    _row("editor: rename a unit + repaint (500 units)", _times(rename_and_paint, 30), "< 16 ms")
    _row("editor: undo + repaint", _times(lambda: (editor.open_roster.undo_stack.undo(),
                                                   QApplication.processEvents(),
                                                   editor.repaint()), 30), "< 16 ms")

    print("\nmeasured together, in one live session:")
    for label, figure, target in ROWS:
        print(f"  {label:<48} {figure:<36} {target}")
    for open_roster in window.rosters:
        open_roster.undo_stack.setClean()
        open_roster._forced_dirty = False
