"""The live odds panel: the engine's exact odds from the current step, as numbers and charts.

Odds are computed off the GUI thread (a one-thread pool, newest request wins) because a
Horus Heresy worst case takes about a second; "Calculating…" appears only when a result is
not back within a blink.  Every job reports back once, from a ``finally``: its report, an
error as a :class:`~desktop.domain.text.Message` (shown in the player's language, never an
English exception text) or that a newer request superseded it (then it is dropped).
Nothing here computes a rule: the panel shows ``attack.odds()`` (``odds_from`` of a state
snapshot, the same call) and formats it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QCursor, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message
from desktop.ui.i18n import Retranslating, arg, render
from desktop.ui.wizard.labels import extra_name, quantity_name

if TYPE_CHECKING:  # the engine and QtCharts load with the first odds shown
    from PySide6.QtCharts import QChart, QChartView, QValueAxis

    from desktop.rules.dice import Dist
    from desktop.rules.sequence import OddsReport

log = logging.getLogger(__name__)
CTX = "OddsPanel"
BAR = QColor("#4dabf7")
LINE = QColor("#e8590c")
TAIL = 0.001  # values whose "at least" chance is below 0.1% are left off the chart
SHOW_BUSY_AFTER_MS = 120
TILE_STYLE = ("QFrame#tile { background: palette(base); border: 1px solid #d0d7de; "
              "border-radius: 6px; }")
# The quantities in sequence order: a step's chart shows the first one still open.
QUANTITIES = ("shots", "hits", "wounds", "unsaved", "casualties")


def percent(p: float) -> str:
    """A probability for people: "23.4%", "<0.1%", ">99.9%", "0%", "100%"."""
    locale = QLocale()
    if p <= 0:
        return "0%"
    if p >= 1:
        return "100%"
    if p < 0.001:
        return "<" + locale.toString(0.1, "f", 1) + "%"
    if p > 0.999:
        return ">" + locale.toString(99.9, "f", 1) + "%"
    return locale.toString(p * 100, "f", 1) + "%"


def number(value: float) -> str:
    return QLocale().toString(value, "f", 2)


def open_quantity(report: OddsReport, start: str) -> str | None:
    """The first quantity from ``start`` on whose value is not settled yet."""
    from desktop.rules.dice import Dist

    names = QUANTITIES[QUANTITIES.index(start):] if start in QUANTITIES else QUANTITIES
    for name in names:
        dist = getattr(report, name)
        if isinstance(dist, Dist) and max(dist.probs) < 1.0 - 1e-12:
            return name
    return None


@dataclass(frozen=True)
class Outcome:
    """What one odds job reports back: a report (and its time), an error to show in the
    player's language, or that it was skipped (a newer request superseded it)."""

    report: OddsReport | None = None
    elapsed_ms: float = 0.0
    error: Message | None = None
    skipped: bool = False


FAILED = Message(CTX, QT_TRANSLATE_NOOP("OddsPanel", "The odds could not be computed."))


class _Signals(QObject):
    finished = Signal(int, object)  # generation, Outcome


class _Job(QRunnable):
    def __init__(self, generation: int, compute: Callable[[], OddsReport],
                 current: Callable[[int], bool]) -> None:
        super().__init__()
        # The panel keeps the job until its answer is back; the pool must not delete it.
        self.setAutoDelete(False)
        self.generation, self.compute, self.current = generation, compute, current
        self.signals = _Signals()

    def run(self) -> None:
        """Compute, unless a newer request came first; report back whatever happens."""
        outcome = Outcome(skipped=True)
        try:
            if not self.current(self.generation):
                return
            began = time.perf_counter()
            report = self.compute()
            outcome = Outcome(report, (time.perf_counter() - began) * 1000)
        except DomainError as exc:  # the engine's own words (e.g. an attack too large)
            outcome = Outcome(error=exc.message)
        except Exception:  # shown in the panel: the GUI never crashes on odds
            log.exception("odds computation failed")
            outcome = Outcome(error=FAILED)
        finally:
            self.signals.finished.emit(self.generation, outcome)


def shown_range(dist: Dist) -> tuple[int, int]:
    """The values worth a bar: both tails below 0.1% are left off (at least 0..1 shown)."""
    low = next((k for k in range(dist.max + 1) if dist.at_most(k) >= TAIL), 0)
    top = max((k for k in range(dist.max + 1) if dist.at_least(k) >= TAIL), default=0)
    low = min(low, max(top - 1, 0))
    return low, max(top, low + 1)


def tick_interval(count: int, room: int = 12) -> int:
    """1, 2, 5, 10, 20... so the axis carries at most ``room`` labels (and never more than
    about 12)."""
    room = max(1, min(room, 12))
    for step in (1, 2, 5, 10, 20, 50, 100, 200, 500):
        if count / step <= room:
            return step
    return 1000


def label_room(plot_width: float, widest_label: int) -> int:
    """How many axis labels of ``widest_label`` pixels fit side by side (Qt elides a label
    that has less room than that, "1…" for 10)."""
    return max(1, int(plot_width // (widest_label + 8)))


class DistChart(QWidget):
    """Bars: chance of exactly N; line: chance of at least N (both in percent)."""

    def __init__(self, height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.dist: Dist | None = None
        self.title = ""
        self.height_ = height
        self.setMinimumHeight(height)
        self.chart: QChart | None = None  # QtCharts is loaded for the first odds shown
        self.view: QChartView | None = None
        self.axis_x: QValueAxis | None = None
        self.span = (0, 1)

    def _build(self) -> bool:
        """The chart and its view (False on a PySide6 build without QtCharts: the odds are
        then shown as numbers only)."""
        if self.view is not None:
            return True
        try:
            from PySide6.QtCharts import QChart, QChartView
        except ImportError:  # pragma: no cover - QtCharts ships with PySide6
            return False
        self.chart = QChart()
        self.chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        self.chart.setBackgroundRoundness(0)
        self.chart.layout().setContentsMargins(0, 0, 0, 0)
        self.chart.setMargins(self.chart.margins() * 0)
        self.chart.plotAreaChanged.connect(lambda _area: self._fit_ticks())
        self.view = QChartView(self.chart)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setMinimumHeight(self.height_)
        self._layout.addWidget(self.view)
        return True

    def show_dist(self, dist: Dist, title: str, exactly: str, at_least: str) -> None:
        self.dist, self.title = dist, title
        if not self._build():
            return
        from PySide6.QtCharts import QBarSeries, QBarSet, QLineSeries, QValueAxis

        chart = self.chart
        assert chart is not None
        chart.setLocalizeNumbers(True)
        chart.setLocale(QLocale())
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        low, top = shown_range(dist)
        count = top - low + 1
        bars = QBarSet(exactly)
        bars.setColor(BAR)
        bars.setLabelColor(QColor("#212529"))
        bars.setBorderColor(BAR.darker(115))
        for k in range(top + 1):  # bars sit at x = k; those below ``low`` are off the axis
            bars.append(round(dist.p(k) * 100, 1))
        series = QBarSeries()
        series.append(bars)
        series.setBarWidth(0.7)
        if count <= (12 if self.height_ >= 170 else 7):  # a short chart: fewer, wider bars
            series.setLabelsVisible(True)
            series.setLabelsFormat("@value")
            series.setLabelsPosition(QBarSeries.LabelsPosition.LabelsOutsideEnd)
            series.setLabelsPrecision(3)
        bars.hovered.connect(lambda on, k: self._hover(on, k))
        line = QLineSeries()
        line.setName(at_least)
        line.setPen(QPen(LINE, 2.5))
        line.setPointsVisible(count <= 30)
        for k in range(low, top + 1):
            line.append(float(k), dist.at_least(k) * 100)
        chart.addSeries(line)  # first, so the bars' value labels are drawn over the line
        chart.addSeries(series)
        axis_x = QValueAxis()
        axis_x.setRange(low - 0.5, top + 0.5)
        axis_x.setTickType(QValueAxis.TickType.TicksDynamic)
        axis_x.setTickAnchor(0)
        self.axis_x, self.span = axis_x, (low, top)
        self._fit_ticks()
        axis_x.setLabelFormat("%.0f")
        axis_x.setGridLineVisible(False)
        axis_x.setTitleText(title)
        axis_y = QValueAxis()
        axis_y.setRange(0, 108)  # headroom: a 100% point or label is not cut by the top
        axis_y.setTickType(QValueAxis.TickType.TicksDynamic)
        axis_y.setTickAnchor(0)
        axis_y.setTickInterval(25 if self.height_ >= 170 else 50)  # a short chart: 0, 50, 100%
        axis_y.setLabelFormat("%.0f%")  # numbers localised: no printf escaping
        chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        for s in (series, line):
            s.attachAxis(axis_x)
            s.attachAxis(axis_y)
        chart.legend().setVisible(True)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)

    def _fit_ticks(self) -> None:
        """Label every 1, 2, 5... values so that each label has room for its digits."""
        axis, view = self.axis_x, self.view
        if axis is None or view is None or self.chart is None:
            return
        from PySide6.QtGui import QFontMetrics

        low, top = self.span
        metrics = QFontMetrics(axis.labelsFont())
        plot = self.chart.plotArea().width()
        if plot <= 0 or plot > self.width():  # not laid out yet: the width less the % axis
            plot = self.width() - metrics.horizontalAdvance("100%") - 24
        # the axis runs from low - 0.5 to top + 0.5: one value takes plot / (count) pixels
        count = top - low + 1
        widest = metrics.horizontalAdvance(QLocale().toString(top))
        per_value = plot / count
        room = label_room(per_value * count, widest)
        interval = tick_interval(count, room)
        if axis.tickInterval() != interval:
            axis.setTickInterval(interval)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_ticks()

    def _hover(self, on: bool, k: int) -> None:
        if not on or self.dist is None:
            QToolTip.hideText()
            return
        QToolTip.showText(QCursor.pos(), f"{self.title} = {k}: {percent(self.dist.p(k))}\n"
                                         f"{self.title} ≥ {k}: {percent(self.dist.at_least(k))}")


class OddsPanel(Retranslating, QWidget):
    """Signals: ready() — the pending computation ended: a new report is shown (``report``,
    ``timings`` in ms) or its failure is."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.generation = 0
        self.report: OddsReport | None = None
        self.quantity = "hits"
        self.timings: list[float] = []
        self.pending = False
        self.error: Message | None = None  # why the last odds could not be computed
        self.closed = False  # shut down: no new odds (see shutdown)
        self._jobs: dict[int, _Job] = {}
        self.title = QLabel()
        self.title.setObjectName("oddsTitle")
        self.busy = QLabel()
        self.busy.setObjectName("oddsBusy")
        self.busy_timer = QTimer(self)
        self.busy_timer.setSingleShot(True)
        self.busy_timer.setInterval(SHOW_BUSY_AFTER_MS)
        self.busy_timer.timeout.connect(self._show_busy)
        self.summary = QGridLayout()
        self.summary.setSpacing(6)
        self.rows: dict[str, tuple[QLabel, QLabel]] = {}
        for index, key in enumerate(("expected", "at_least_one", "morale_test",
                                     "morale_fail")):
            tile = QFrame()
            tile.setObjectName("tile")
            tile.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
            tile.setStyleSheet(TILE_STYLE)
            name, value = QLabel(), QLabel()
            value.setObjectName(f"odds_{key}")
            font = value.font()
            font.setPointSizeF(font.pointSizeF() * 1.5)
            font.setBold(True)
            value.setFont(font)
            value.setStyleSheet("color: #1864ab;")
            name.setWordWrap(True)
            inner = QVBoxLayout(tile)
            inner.setContentsMargins(8, 4, 8, 6)
            inner.setSpacing(0)
            inner.addWidget(value)
            inner.addWidget(name)
            self.summary.addWidget(tile, index // 2, index % 2)
            self.rows[key] = (name, value)
        self.casualties_chart = DistChart(190)
        self.step_chart = DistChart(140)
        self.settled = QLabel()
        self.settled.setObjectName("oddsSettled")
        self.settled.hide()
        self.extras = QLabel()
        self.extras.setObjectName("oddsExtras")
        self.extras.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.busy)
        layout.addLayout(self.summary)
        layout.addWidget(self.settled)
        layout.addWidget(self.casualties_chart, 3)
        layout.addWidget(self.step_chart, 2)
        layout.addWidget(self.extras)
        layout.addStretch(0)
        self.busy.hide()
        app = QCoreApplication.instance()
        if app is not None:  # the application ends without this window closing first
            app.aboutToQuit.connect(self.shutdown)
        self.retranslate_ui()

    def heading(self) -> str:
        """What the panel shows (its title; the Shooting dock's tab names it so)."""
        return self.tr("Odds from here (exact)")

    def retranslate_ui(self) -> None:
        self.title.setText("<b>" + self.heading() + "</b>")
        self.busy.setText(self.tr("Calculating…"))  # no emoji: many fonts lack the glyph
        self._show_error()
        self.rows["expected"][0].setText(self.tr("Expected models removed"))
        self.rows["at_least_one"][0].setText(self.tr("At least one model removed"))
        self.rows["morale_test"][0].setText(self.tr("Morale test forced"))
        self.rows["morale_fail"][0].setText(self.tr("Morale test failed"))
        self._show()

    # -- computing ------------------------------------------------------------------------------
    def request(self, compute: Callable[[], OddsReport], quantity: str) -> None:
        """Compute ``compute()`` off the GUI thread; older pending requests are dropped.
        Nothing is computed once the panel is shut down."""
        if self.closed:
            return
        self.generation += 1
        self.quantity = quantity
        self.pending = True
        self.error = None
        self.busy.setText(self.tr("Calculating…"))
        job = _Job(self.generation, compute, lambda g: g == self.generation)
        job.signals.finished.connect(self._finished)
        self._jobs[self.generation] = job
        self.busy_timer.start()
        self.pool.start(job)

    def clear(self) -> None:
        self.generation += 1
        self.pending = False
        self.report = None
        self.error = None
        self.busy_timer.stop()
        self.busy.hide()
        self._show()

    def _show_busy(self) -> None:
        if self.pending:
            self.busy.show()

    def _finished(self, generation: int, outcome: Outcome) -> None:
        self._jobs.pop(generation, None)  # every job reports back once: none is kept
        if generation != self.generation or outcome.skipped:
            return  # superseded: a newer request is on its way
        self.pending = False
        self.busy_timer.stop()
        self.error = outcome.error
        if outcome.error is not None:
            self._show_error()
        else:
            self.busy.hide()
            self.report = outcome.report
            self.timings.append(outcome.elapsed_ms)
            self._show()
        self.ready.emit()

    def _show_error(self) -> None:
        if self.error is not None:
            self.busy.setText("⚠ " + render(self.error))
            self.busy.show()

    def shutdown(self) -> None:
        """The window is closing: no odds from now on.  Jobs not started are dropped and the
        one running is waited for, so that no job outlives the window: one still running when
        the application ends would report through an object Python has already deleted
        ("Signal source has been deleted")."""
        self.closed = True
        self.generation += 1
        self.pending = False
        self.busy_timer.stop()
        self.pool.clear()
        self.pool.waitForDone(5000)

    # -- showing ----------------------------------------------------------------------------------
    def _show(self) -> None:
        report = self.report
        for _name, value in self.rows.values():
            value.setText("—")
        if report is None:
            self.extras.clear()
            self.settled.hide()
            self.casualties_chart.hide()
            self.step_chart.hide()
            return
        settled = max(report.casualties.probs) > 1.0 - 1e-12
        self.casualties_chart.setVisible(not settled)
        self.settled.setVisible(settled)
        most_likely = report.casualties.probs.index(max(report.casualties.probs))
        self.settled.setText(arg(self.tr("Models removed: settled at %1"), most_likely))
        casualties = report.casualties
        self.rows["expected"][1].setText(number(casualties.mean))
        self.rows["at_least_one"][1].setText(percent(casualties.at_least(1)))
        self.rows["morale_test"][1].setText(percent(report.morale_test))
        if report.morale_fail is not None:
            self.rows["morale_fail"][1].setText(percent(report.morale_fail))
        elif report.morale_fail_unknown:
            self.rows["morale_fail"][1].setText(self.tr("unknown (no Leadership)"))
        else:
            self.rows["morale_fail"][1].setText(self.tr("not rolled in this edition"))
        exactly, at_least = self.tr("exactly N"), self.tr("at least N")
        self.casualties_chart.show_dist(casualties, quantity_name("casualties"), exactly,
                                        at_least)
        quantity = open_quantity(report, self.quantity)
        if quantity is not None and quantity != "casualties":
            self.step_chart.show()
            self.step_chart.show_dist(getattr(report, quantity), quantity_name(quantity),
                                      exactly, at_least)
        else:
            self.step_chart.hide()
        lines = []
        for key, extra in report.extras.items():
            if extra.max <= 1:
                lines.append(f"{extra_name(key)}: {percent(extra.at_least(1))}")
            else:
                lines.append(arg(self.tr("%1: %2 on average, at least one %3"), extra_name(key),
                                 number(extra.mean), percent(extra.at_least(1))))
        lines.extend(render(note) for note in report.notes)
        self.extras.setText("\n".join(lines))
        self.extras.setVisible(bool(lines))
