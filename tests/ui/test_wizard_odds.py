"""Odds jobs (desktop.ui.wizard.odds): each reports back once, superseded ones are dropped
without computing, and failures reach the panel as messages in the player's language."""

from __future__ import annotations

import re
import threading

from pytestqt.qtbot import QtBot

from desktop.rules.dice import Dist
from desktop.rules.odds import MAX_HITS, check_size
from desktop.rules.sequence import OddsReport
from desktop.ui.wizard.odds import OddsPanel
from tests.ui.test_wizard import Make

CYRILLIC = re.compile("[а-яА-Я]")


def report(casualties: int) -> OddsReport:
    point = Dist.point(casualties)
    return OddsReport(point, point, point, point, point, 0.0, None)


def test_superseded_jobs_are_dropped_without_computing(qtbot: QtBot) -> None:
    panel = OddsPanel()
    qtbot.addWidget(panel)
    started, gate = threading.Event(), threading.Event()
    computed: list[int] = []

    def job(n: int) -> OddsReport:
        if n == 0:
            started.set()
            assert gate.wait(10)  # holds the one worker thread while newer requests queue
        computed.append(n)
        return report(n)

    panel.request(lambda: job(0), "hits")
    assert started.wait(10)
    for n in (1, 2, 3):
        panel.request(lambda n=n: job(n), "hits")
    with qtbot.waitSignal(panel.ready, timeout=10_000):
        gate.set()
    qtbot.waitUntil(lambda: not panel._jobs)  # every job reported back, none is kept
    assert computed == [0, 3]  # 1 and 2 were superseded before they started
    assert panel.report is not None and panel.report.casualties.mean == 3
    assert not panel.pending and panel.error is None
    panel.shutdown()


def test_errors_are_messages_in_the_players_language(make_window: Make, qtbot: QtBot) -> None:
    window = make_window("ru")
    panel = OddsPanel()
    qtbot.addWidget(panel)

    def broken() -> OddsReport:
        raise RuntimeError("internal English text")

    with qtbot.waitSignal(panel.ready, timeout=10_000):
        panel.request(broken, "hits")
    shown = panel.busy.text()
    assert not panel.pending and panel.error is not None and not panel._jobs
    assert "English" not in shown and CYRILLIC.search(shown), shown
    window.set_language("en")
    qtbot.waitUntil(lambda: panel.busy.text() == "⚠ The odds could not be computed.")

    with qtbot.waitSignal(panel.ready, timeout=10_000):  # the engine's own refusal
        panel.request(lambda: (check_size(MAX_HITS + 1), report(0))[1], "hits")
    assert panel.busy.text().startswith("⚠ Too many dice to compute exactly")
    window.set_language("ru")
    qtbot.waitUntil(lambda: CYRILLIC.search(panel.busy.text()) is not None)
    assert str(MAX_HITS + 1) in panel.busy.text()

    with qtbot.waitSignal(panel.ready, timeout=10_000):  # a good answer clears the error
        panel.request(lambda: report(1), "hits")
    assert panel.error is None and panel.report is not None
    panel.shutdown()
