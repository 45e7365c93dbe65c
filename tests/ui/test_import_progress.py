"""A long import shows progress, keeps the window live and can be cancelled (issue #15,
item 12): a 100,000-selection .ros is read for seconds before it is refused."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from desktop.ui.background import Progress
from desktop.ui.main_window import MainWindow

Make = Callable[..., MainWindow]
NS = 'xmlns="http://www.battlescribe.net/schema/rosterSchema"'


def huge_ros(path: Path, selections: int = 100_000) -> Path:
    cost = '<costs><cost name="pts" typeId="points" value="5.0"/></costs>'
    body = "".join(f'<selection id="s{i}" name="Trooper {i}" entryId="e{i}" number="1" '
                   f'type="model">{cost}</selection>' for i in range(selections))
    path.write_text(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<roster id="r1" name="Huge" '
        f'battleScribeVersion="2.03" gameSystemId="g" gameSystemName="Warhammer 40,000: '
        f'Kill Team (2018)" gameSystemRevision="1" {NS}><costs><cost name="pts" '
        f'typeId="points" value="0.0"/></costs><forces><force id="f1" name="F" entryId="fe" '
        f'catalogueId="c" catalogueRevision="1" catalogueName="C"><selections>{body}'
        f'</selections></force></forces></roster>', encoding="utf-8")
    return path


class Watch:
    """Ticks of a 20 ms timer on the GUI thread while an import runs: proof that the event
    loop kept running, and the longest gap between two ticks (the figure printed)."""

    def __init__(self) -> None:
        self.ticks: list[float] = []
        self.dialog_seen = False
        self.labels: set[str] = set()
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        self.ticks.append(time.monotonic())
        progress = Progress.current
        if progress is not None and progress.dialog.isVisible():
            self.dialog_seen = True
            self.labels.add(progress.dialog.labelText())

    def longest_gap_ms(self) -> float:
        return max((b - a for a, b in zip(self.ticks, self.ticks[1:], strict=False)),
                   default=0.0) * 1000


@pytest.fixture(scope="module")
def huge(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return huge_ros(tmp_path_factory.mktemp("huge") / "huge.ros")


def test_a_huge_import_shows_progress_and_keeps_the_window_live(
        make_window: Make, huge: Path, no_blocking_warnings: list[str]) -> None:
    window = make_window()
    watch = Watch()
    assert window.files.import_path(huge) is None  # refused at the end, as before
    watch.timer.stop()
    assert no_blocking_warnings == [
        "Could not import huge.ros: The roster has too many units (100000)"]
    assert watch.dialog_seen
    assert any(label.startswith("Importing huge.ros…\n") for label in watch.labels)
    assert len(watch.ticks) >= 10  # the event loop ran all along
    print(f"\n100,000-selection import: {window.files.last_import_seconds:.1f} s, "
          f"{len(watch.ticks)} GUI ticks, longest GUI pause {watch.longest_gap_ms():.0f} ms "
          "(the whole import, before)")


def test_a_huge_import_can_be_cancelled(make_window: Make, huge: Path, qtbot: QtBot,
                                        no_blocking_warnings: list[str]) -> None:
    window = make_window()

    def press_cancel() -> None:
        progress = Progress.current
        if progress is None or not progress.dialog.isVisible():
            QTimer.singleShot(20, press_cancel)
            return
        [button] = progress.dialog.findChildren(QPushButton)
        assert button.text() == "Cancel"
        button.click()

    QTimer.singleShot(50, press_cancel)
    began = time.monotonic()
    assert window.files.import_path(huge) is None
    waited = time.monotonic() - began
    assert window.rosters == [] and no_blocking_warnings == []
    assert window.statusBar().currentMessage() == "Import of huge.ros cancelled"
    print(f"\ncancelled after {waited:.2f} s (the import alone takes seconds)")
    window.files.import_path(Path(__file__).parents[1] / "data" / "bsdata"
                             / "kt2018-over-limit.ros")
    assert len(window.rosters) == 1  # the next import works as usual
