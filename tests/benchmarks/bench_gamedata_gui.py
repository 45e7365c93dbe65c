"""One option change of a 2,000-point roster through the GUI: the Options tab's spin box
changed, the change made on the BattleScribe document and pushed as one undo step, the units
made again, the catalogue checks run into the Findings dock, the Options tab rebuilt, and the
window repainted.

Run: ``python -m pytest tests/benchmarks/bench_gamedata_gui.py -s``.  Figures are printed,
never asserted (no timed asserts); what is asserted is that the real work happened (the
model count changed, the findings were recomputed).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QSpinBox
from pytestqt.qtbot import QtBot

from desktop import storage
from desktop.app import create_application, create_main_window
from desktop.formats import gamedata
from desktop.formats.battlescribe.builder import RosterBuilder
from desktop.formats.battlescribe.catalogue import GameData
from desktop.formats.battlescribe.model import Selection
from desktop.formats.battlescribe.validate import validate
from desktop.ui.editor import current_editor
from desktop.ui.editor.common import ItemRef, Kind
from desktop.ui.gamedata import loading
from tests.benchmarks.bench_gamedata import GAMES, _classic_2000, _heresy_2000

pytestmark = pytest.mark.shared


def _report(label: str, times: list[float]) -> None:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    print(f"  {label:<58} median {statistics.median(times):6.0f} ms   p95 {p95:6.0f} ms")


@pytest.mark.parametrize(("game", "faction", "build", "model"), [
    ("horus-heresy-3rd", "XIII - Ultramarines", _heresy_2000, "Legionary"),
    ("wh40k-3rd", "Space Marines (1999)", _classic_2000, "Space Marine"),
], ids=["horus-heresy", "classic"])
def test_bench_option_change_through_the_gui(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: str, faction: str,
        build: Callable[[GameData], tuple[RosterBuilder, Selection]], model: str) -> None:
    archive = GAMES / f"{game}.zip"
    if not archive.is_file():
        pytest.skip("../shared/fixtures/bsdata-games is not beside the checkout")
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a: QMessageBox.StandardButton.Discard)  # closing at the end
    gamedata.add(archive)
    (installed,) = gamedata.installed()
    catalogue = next(c.header.id for c in installed.catalogues
                     if c.header.name.strip() == faction)
    data = gamedata.load(installed.id, [catalogue])
    builder, _models = build(data)
    create_application([])
    window = create_main_window(storage.Settings(language="en"))
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    window.files.open_built(builder, loading.key_of(installed, [catalogue]))
    editor = current_editor(window)
    assert editor is not None and editor.data_session is not None
    session = editor.data_session
    qtbot.waitUntil(lambda: session.ready)
    roster = editor.document.roster
    unit = next(u for u in roster.units if any(g.name == model and g.count > 1
                                               for g in u.models))
    editor.select_item(ItemRef(Kind.UNIT, unit.id))
    editor.right.setCurrentWidget(editor.data_pages)
    QApplication.processEvents()
    panel = editor.options_panel
    assert panel is not None
    print(f"\n{game}: {roster.total_points} points, {len(roster.units)} units, "
          f"{sum(1 for _ in session.kept().document.all_selections())} selections")

    def spin() -> QSpinBox:
        found = [w for w in panel.body.findChildren(QSpinBox) if w.accessibleName() == model]
        assert found
        return found[0]

    whole: list[float] = []
    findings_times: list[float] = []
    tracker = editor.tracker
    for step in range(10):
        box = spin()
        before = box.value()
        checked = tracker.findings
        start = time.perf_counter()
        box.setValue(before + (1 if step % 2 == 0 else -1))  # the edit, findings, rebuild
        QApplication.processEvents()
        window.repaint()
        whole.append((time.perf_counter() - start) * 1000)
        assert spin().value() == before + (1 if step % 2 == 0 else -1)
        assert tracker.findings is not checked  # recomputed
    assert session.data is not None
    for _ in range(10):
        start = time.perf_counter()
        validate(session.data, session.kept().document)
        findings_times.append((time.perf_counter() - start) * 1000)
    _report("option change + catalogue checks + Options tab + repaint", whole)
    _report("of which the catalogue checks alone", findings_times)
