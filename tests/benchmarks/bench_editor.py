"""Roster editor speed on a 500-unit roster: opening it, and one edit with its refreshes.

Run: ``python -m pytest tests/benchmarks/bench_editor.py -s``.  Target: each edit (undo
command, tree/table updates, points totals, findings, window title) and its repaint within one
frame (16 ms) in-process.  Figures are printed, not asserted (no timed asserts).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from desktop import storage
from desktop.app import create_application, create_main_window
from desktop.domain import edits as E
from desktop.domain.catalogue import load_catalogue
from desktop.domain.editions import Edition
from desktop.domain.roster import Roster
from desktop.ui.editor import current_editor, install
from desktop.ui.editor.common import ItemRef, Kind

UNITS = 500


def big_roster(edition: Edition) -> Roster:
    entries = list(load_catalogue(edition).entries)
    units = [entries[i % len(entries)].instantiate() for i in range(UNITS)]
    return Roster(name=f"Big {edition.value}", edition=edition, points_limit=100_000,
                  units=units)


def timed(action: Callable[[], object], rounds: int) -> list[float]:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def report(label: str, times: list[float]) -> None:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    print(f"  {label:<44} median {statistics.median(times):6.2f} ms   p95 {p95:6.2f} ms   "
          f"max {max(times):6.2f} ms")


@pytest.mark.parametrize("edition", [Edition.SECOND, Edition.HORUS_HERESY])
def test_bench_editor_500_units(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                edition: Edition) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a: QMessageBox.StandardButton.Discard)  # closing at the end
    create_application([])
    window = create_main_window(storage.Settings(language="en"))
    qtbot.addWidget(window)
    window.show()
    install(window)
    roster = big_roster(edition)
    groups = sum(len(u.models) for u in roster.units)
    weapons = sum(len(g.weapons) for u in roster.units for g in u.models)
    print(f"\n{edition.value}: {UNITS} units, {groups} model groups, {weapons} weapons")

    def open_and_paint() -> None:
        window.add_roster(roster)
        QApplication.processEvents()
        window.repaint()

    def close() -> None:
        window.close_current()
        QApplication.processEvents()

    opening = []
    for _ in range(5):
        opening += timed(open_and_paint, 1)
        close()
    report("open in the editor and paint", opening)

    window.add_roster(roster)
    editor = current_editor(window)
    assert editor is not None
    document, pusher = editor.document, editor.pusher
    middle = roster.units[UNITS // 2]
    editor.select_item(ItemRef(Kind.GROUP, middle.id, 0))
    QApplication.processEvents()
    key = next(iter(middle.models[0].characteristics))
    values = iter(range(10_000))

    def set_characteristic() -> None:
        spec_value = 2 + next(values) % 4
        pusher.push(E.set_characteristic(document, middle.id, 0, key, spec_value))

    def rename() -> None:
        pusher.push(E.rename_unit(document, middle.id, f"Squad {next(values)}"))

    def add_then_remove() -> None:
        pusher.push(E.duplicate_unit(document, middle.id))

    def undo() -> None:
        editor.open_roster.undo_stack.undo()

    for label, action in (("set a characteristic (selected unit)", set_characteristic),
                          ("rename a unit", rename),
                          ("duplicate a unit (row inserted)", add_then_remove),
                          ("undo", undo)):
        report(label, timed(action, 40))

        def with_paint(run: Callable[[], None] = action) -> None:
            run()
            QApplication.processEvents()
            editor.repaint()

        report(label + " + repaint", timed(with_paint, 40))
    assert editor.tracker.findings is not None
