"""The "Shooting" dock: the guided attack, the live odds and the log, side by side.

Pages (a QStackedWidget): set-up -> one page per engine step -> result.  The engine's
``Attack`` drives everything; this widget shows what it asks, relays the player's input and
refusals, computes odds off the GUI thread and applies the result to the target roster as
one undoable command.  Signal ``rule_requested(edition, step_id)`` (the "Rule" button / F1)
asks the main window to open the rules reference at that step.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError
from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.editions import EDITION_SHORT_NAMES
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message
from desktop.rules.meta import meta_of
from desktop.rules.steps import STEPS
from desktop.ui.document import OpenRoster
from desktop.ui.i18n import Retranslating, arg, render, translate
from desktop.ui.wizard.apply import Applied, ResultApplier, hit_names
from desktop.ui.wizard.labels import step_name
from desktop.ui.wizard.odds import OddsPanel
from desktop.ui.wizard.setup_page import SetupPage
from desktop.ui.wizard.trail import StepTrail

# The step and result pages, the attack session and applying a result are imported when the
# first attack starts: the window at start-up shows only the set-up page and the odds.
if TYPE_CHECKING:
    from desktop.ui.main_window import MainWindow
    from desktop.ui.wizard.result_page import ResultPage
    from desktop.ui.wizard.session import AttackSession
    from desktop.ui.wizard.step_page import StepPage

log = logging.getLogger(__name__)
SETUP, STEP, RESULT = range(3)
ODDS_TAB, LOG_TAB = range(2)
WIDE = 760  # wider than this, the odds sit beside the steps; narrower, below them


def _scrolled(widget: QWidget | None = None) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    if widget is not None:
        area.setWidget(widget)
    return area


class ShootingWizard(Retranslating, QWidget):
    """Signals:
        rule_requested(str, str): edition value and step id whose rules the player asked for.
        attack_changed(): the attack advanced, went back, restarted, started or ended.
    """

    rule_requested = Signal(str, str)
    attack_changed = Signal()

    def __init__(self, window: MainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ShootingWizard")
        self.window_ = window
        self.dock: QDockWidget | None = None
        self.session: AttackSession | None = None
        self._followed: OpenRoster | None = None  # the roster on screen last followed
        self._sized = False
        self._split_for_setup = True  # the share set last was the set-up's (see _split)
        self.applier = ResultApplier(window)
        self.trail_widget = StepTrail()
        self.setup_page = SetupPage()
        self.setup_page.start_requested.connect(self.start_attack)
        self.preview_timer = QTimer(self)
        self.preview_timer.setSingleShot(True)
        self.preview_timer.setInterval(150)
        self.preview_timer.timeout.connect(self.preview_odds)
        self.setup_page.selection_changed.connect(self.preview_timer.start)
        self._step_page: StepPage | None = None  # built when first needed (see step_page)
        self._result_page: ResultPage | None = None
        self.pages = QStackedWidget()
        setup = QWidget()  # the set-up scrolls; its Start button stays in sight below it
        setup_layout = QVBoxLayout(setup)
        setup_layout.setContentsMargins(0, 0, 0, 0)
        setup_layout.addWidget(_scrolled(self.setup_page), 1)
        setup_layout.addWidget(self.setup_page.start)
        self.pages.addWidget(setup)
        for _page in (STEP, RESULT):  # built when first needed
            self.pages.addWidget(_scrolled())
        self.back_button = QPushButton()
        self.back_button.setObjectName("wizardBack")
        self.back_button.clicked.connect(self.back)
        self.restart_button = QPushButton()
        self.restart_button.setObjectName("wizardRestart")
        self.restart_button.clicked.connect(self.restart)
        self.rule_button = QPushButton()
        self.rule_button.setObjectName("wizardRule")
        self.rule_button.clicked.connect(self.request_rule)
        self.rule_shortcut = QShortcut(QKeySequence(Qt.Key.Key_F1), self)
        self.rule_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.rule_shortcut.activated.connect(self.request_rule)
        style = self.style()
        pixmap = QStyle.StandardPixmap
        self.back_button.setIcon(style.standardIcon(pixmap.SP_ArrowBack))
        self.restart_button.setIcon(style.standardIcon(pixmap.SP_BrowserReload))
        nav = QHBoxLayout()
        nav.addWidget(self.back_button)
        nav.addWidget(self.restart_button)
        nav.addStretch(1)
        nav.addWidget(self.rule_button)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(6, 6, 6, 6)
        left_layout.addWidget(self.trail_widget)
        left_layout.addWidget(self.pages, 1)
        left_layout.addLayout(nav)
        self.odds = OddsPanel()
        self.log_box = QWidget()  # the log: a tab beside the odds, which get the room
        self.log_box.setObjectName("attackLogPage")
        self.log_view = QPlainTextEdit()
        self.log_view.setObjectName("attackLog")
        self.log_view.setReadOnly(True)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyLog")
        self.copy_button.clicked.connect(self.copy_log)
        log_layout = QVBoxLayout(self.log_box)
        log_layout.addWidget(self.log_view)
        log_layout.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignRight)
        self.odds.title.hide()  # the tab names the odds
        self.odds_area = _scrolled(self.odds)
        self.side = QTabWidget()
        self.side.setObjectName("shootingSide")
        self.side.setDocumentMode(True)
        self.side.addTab(self.odds_area, "")
        self.side.addTab(self.log_box, "")
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        window.rosters_changed.connect(self.rosters_changed)
        window.current_roster_changed.connect(self._current_roster_changed)
        self.rosters_changed()
        self.retranslate_ui()
        self.show_page()

    # -- pages built on first use ------------------------------------------------------------------
    @property
    def step_page(self) -> StepPage:
        if self._step_page is None:
            from desktop.ui.wizard.step_page import StepPage

            page = StepPage()
            page.roll.connect(self.roll_for_me)
            page.dice_entered.connect(self.enter_dice)
            page.chosen.connect(self.choose)
            page.proceed.connect(self.proceed)
            page.declared.connect(self.declare)
            self._area(STEP).setWidget(page)
            self._step_page = page
        return self._step_page

    @property
    def result_page(self) -> ResultPage:
        if self._result_page is None:
            from desktop.ui.wizard.result_page import ResultPage

            page = ResultPage()
            page.apply_requested.connect(self.apply_to_target)
            page.new_attack.connect(self.new_attack)
            self._area(RESULT).setWidget(page)
            self._result_page = page
        return self._result_page

    def _area(self, index: int) -> QScrollArea:
        area = self.pages.widget(index)
        assert isinstance(area, QScrollArea)
        return area

    # -- translation -----------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Shooting"))
        self.back_button.setText(self.tr("Back"))
        self.back_button.setToolTip(self.tr("Undo the last step (the roster is not touched)"))
        self.restart_button.setText(self.tr("Restart"))
        self.restart_button.setToolTip(self.tr("Start this attack again from the first step"))
        self.rule_button.setText(self.tr("Rule (F1)"))
        self.rule_button.setToolTip(self.tr("Open the rules of this step (F1)"))
        self.side.setTabText(ODDS_TAB, self.odds.heading())
        self.side.setTabText(LOG_TAB, self.tr("Log"))
        self.copy_button.setText(self.tr("Copy log"))
        self.show_page(keep_input=True)

    # -- rosters ---------------------------------------------------------------------------------
    def rosters_changed(self) -> None:
        rosters = list(self.window_.rosters)
        for open_roster in rosters:
            if not getattr(open_roster, "_wizard_connected", False):
                open_roster.changed.connect(self._roster_changed)
                open_roster._wizard_connected = True  # type: ignore[attr-defined]
        self.setup_page.set_rosters(rosters)
        # A roster created, opened or imported is made current before the window says the
        # roster list changed: follow it now that the set-up page lists it.
        self._follow_current()
        self._update_apply()

    def _current_roster_changed(self, open_roster: object) -> None:
        self._follow_current()

    def _follow_current(self) -> None:
        """Fire with the roster on screen (the window's current tab) once it changes: at once
        on the set-up page, else at the next New attack.  A firing roster the player picked
        on the set-up page stays while the tab shown is the same."""
        current = self.window_.current
        if not isinstance(current, OpenRoster) or current is self._followed:
            return
        if self.pages.currentIndex() == SETUP and self.setup_page.prefer_attacker(current):
            self._followed = current

    def _roster_changed(self) -> None:
        if self.pages.currentIndex() == SETUP:
            self.setup_page.refresh()
        self._update_apply()

    # -- starting --------------------------------------------------------------------------------
    def _make_session(self) -> AttackSession:
        """The attack the set-up page describes (DomainError / ValidationError if refused)."""
        from desktop.ui.wizard.session import AttackSession

        page = self.setup_page
        attacker, weapon, target = (page.attacker_unit_now(), page.weapon_now(),
                                    page.target_unit_now())
        edition = page.edition()
        if attacker is None or weapon is None or target is None or edition is None:
            raise DomainError(Message("ShootingWizard", QT_TRANSLATE_NOOP(
                "ShootingWizard", "Pick a firing unit, a weapon and a target first.")))
        situation = page.situation()
        declared = page.declared_weapons()
        if declared is not None:  # every model's weapon, in Fire Groups
            situation["declared_weapons"] = declared
        meta = meta_of(edition)
        if meta.double_one_passes and self.window_.settings.classic_double_one_passes:
            situation["double_one_passes"] = True
        target_roster = page.target_open()
        if meta.model_targets and target_roster is not None:  # every model may be shot
            situation["kill_team"] = list(target_roster.roster.units)
        return AttackSession(edition, attacker, weapon, target, situation,
                             seed=self.window_.settings.dice_seed)

    def _refusal(self, exc: Exception) -> str:
        if isinstance(exc, DomainError):
            return render(exc.message)
        assert isinstance(exc, ValidationError)
        from desktop.rules.schema import describe_validation_error

        return arg(self.tr("These units cannot be used here: %1"), describe_validation_error(exc))

    def preview_odds(self) -> None:
        """Before the attack starts: the odds of the attack as set up, or why it cannot be."""
        if self.session is not None:
            return
        try:
            preview = self._make_session()
        except (DomainError, ValidationError) as exc:
            self.odds.clear()
            ready = self.setup_page.start.isEnabled()
            self.setup_page.show_error(self._refusal(exc) if ready else "")
            self.setup_page.show_notes([])
            return
        self.setup_page.show_error("")
        attack = preview.attack
        self.setup_page.show_notes([render(n) for n in attack.notices()])
        self.odds.request(partial(attack.odds_from, attack.state), "shots")

    def start_attack(self) -> bool:
        try:
            session = self._make_session()
        except (DomainError, ValidationError) as exc:
            self.setup_page.show_error(self._refusal(exc))
            return False
        self.setup_page.show_error("")
        self.session = session
        self.applier.start(self.setup_page.target_open())
        self._changed(reset_input=True)
        return True

    def new_attack(self) -> None:
        self.session = None
        self.odds.clear()
        self.setup_page.refresh()
        self._changed(reset_input=True)
        self._follow_current()  # the roster on screen may have changed during the attack
        self.preview_odds()

    # -- driving the engine ------------------------------------------------------------------------
    def _run(self, action: Any) -> bool:
        """Run an engine call; a refusal is shown and changes nothing."""
        try:
            action()
        except DomainError as exc:
            self._show_error(render(exc.message))
            return False
        self._changed(reset_input=True)
        return True

    def roll_for_me(self) -> bool:
        return self.session is not None and self._run(self.session.roll)

    def enter_dice(self, text: str) -> bool:
        if self.session is None:
            return False
        from desktop.ui.wizard.dice import ParseError, parse_dice

        try:
            dice = parse_dice(text, self.step_page.pad.sides)
        except ParseError as exc:
            self._show_error(arg(self.tr("'%1' is not a number: type the dice as numbers, e.g. "
                                         "3 5 6 1"), exc.token))
            return False
        return self._run(partial(self.session.submit, dice))

    def choose(self, keys: list[str]) -> bool:
        return self.session is not None and self._run(partial(self.session.choose, keys))

    def proceed(self) -> bool:
        return self.session is not None and self._run(partial(self.session.submit, []))

    def declare(self, key: str, value: object) -> bool:
        if self.session is None:
            return False
        try:
            self.session.declare(key, value)
        except DomainError as exc:
            self.show_page(keep_input=True)
            self._show_error(render(exc.message))
            return False
        self.step_page.show_error("")
        self._changed(reset_input=False)
        return True

    def back(self) -> None:
        session = self.session
        if session is None:
            return
        if not session.attack.can_go_back:
            self.new_attack()  # back from the first step: change the set-up
            return
        self._run(session.back)

    def restart(self) -> None:
        if self.session is not None:
            self._run(self.session.restart)

    def _show_error(self, text: str) -> None:
        if self.pages.currentIndex() == RESULT:
            self.result_page.show_error(text)
        else:
            self.step_page.show_error(text)

    def _changed(self, reset_input: bool) -> None:
        if self.session is None or not self.session.finished:
            self.applier.nothing_to_apply = False
        self.show_page(keep_input=not reset_input)
        self._refresh_odds()
        self.attack_changed.emit()

    # -- showing ---------------------------------------------------------------------------------
    def show_page(self, keep_input: bool = False) -> None:
        session = self.session
        if session is None:
            self.pages.setCurrentIndex(SETUP)
        elif session.finished:
            self.pages.setCurrentIndex(RESULT)
            self.result_page.show_result(session.attack.result(), session.target,
                                         session.edition, keep_picks=keep_input,
                                         parts=session.unit_results())
            self._update_apply()
        else:
            from desktop.ui.wizard.values import current_value

            self.pages.setCurrentIndex(STEP)
            attack = session.attack
            specs = attack.modifiers()
            values = {spec.key: current_value(attack, spec) for spec in specs}
            request = attack.request()
            preview = tuple(render(m) for m in session.preview()) if request is None else ()
            self.step_page.show_step(str(session.step), request, specs, values,
                                     session.last, reset_input=not keep_input,
                                     preview=preview,
                                     notes=tuple(render(n) for n in attack.notices()))
        if self._sized and (self.pages.currentIndex() == SETUP) != self._split_for_setup:
            self._split()  # set-up <-> attack: the other share (a player's drag stays till then)
        self.back_button.setEnabled(session is not None)
        self.restart_button.setEnabled(session is not None and bool(session.records))
        self._show_trail()
        self._show_log()

    def _show_trail(self) -> None:
        session = self.session
        if session is None:
            names = [step_name("setup")]
            self.trail_widget.show_steps(names, 0, set())
            return
        steps = [str(s) for s in session.attack.steps]
        names = [step_name("setup"), *(step_name(s) for s in steps), step_name("result")]
        visited = {str(s) for s in session.visited()}
        done = {0} | {i + 1 for i, s in enumerate(steps) if s in visited}
        if session.finished:
            current = len(names) - 1
        else:
            current = steps.index(str(session.step)) + 1
        self.trail_widget.show_steps(names, current, done)

    def log_text(self) -> str:
        session = self.session
        if session is None:
            return ""
        edition = translate("Edition", EDITION_SHORT_NAMES[session.edition])
        declared = session.situation.get("declared_weapons")
        weapons = ", ".join(dict.fromkeys(declared.values())) if declared \
            else session.weapon.name
        lines = [f"{session.attacker.name} — {weapons} → {session.target.name} ({edition})"]
        lines += session.log_lines(render, step_name, self.tr("dice"))
        if session.finished:
            result = session.attack.result()
            lines.append(step_name("result") + ": " + arg(self.tr(
                "shots %1, hits %2, wounds %3, unsaved %4, models removed %5"), result.shots,
                result.hits, result.wounds, result.unsaved, result.casualties))
        return "\n".join(lines)

    def _show_log(self) -> None:
        text = self.log_text()
        self.log_view.setPlainText(text)
        if not text and self.side.currentIndex() == LOG_TAB:
            self.side.setCurrentIndex(ODDS_TAB)
        self.side.setTabEnabled(LOG_TAB, bool(text))  # nothing to read before an attack
        self.log_view.verticalScrollBar().setValue(self.log_view.verticalScrollBar().maximum())
        self.copy_button.setEnabled(self.session is not None)

    def copy_log(self) -> None:
        QGuiApplication.clipboard().setText(self.log_text())

    def _refresh_odds(self) -> None:
        session = self.session
        if session is None:
            return
        attack = session.attack
        quantity = STEPS[session.step].quantity if session.step else "casualties"
        self.odds.request(partial(attack.odds_from, attack.state), quantity)

    def request_rule(self) -> None:
        session = self.session
        edition = session.edition if session else self.setup_page.edition()
        if edition is None:
            return
        if session is None:
            step = "target"
        elif session.finished:
            step = str(session.last.step) if session.last else "morale"
        else:
            step = str(session.step)
        self.rule_requested.emit(edition.value, step)

    # -- applying --------------------------------------------------------------------------------
    def _update_apply(self) -> None:
        session = self.session
        if session is None or not session.finished:
            return
        state = self.applier.state(session)
        self.result_page.set_apply_state(hit_names(session), state.can_apply, state.text,
                                         state.good)

    def apply_to_target(self) -> bool:
        """Apply the result to the target roster as one undoable command."""
        session = self.session
        if session is None:
            return False
        try:
            applied = self.applier.apply(session, self.result_page.picks())
        except DomainError as exc:
            self.result_page.show_error(render(exc.message))
            return False
        if applied is not Applied.REFUSED:
            self.result_page.show_error("")
        self._update_apply()
        return applied is Applied.DONE

    # -- layout ----------------------------------------------------------------------------------
    def resizeEvent(self, event: Any) -> None:
        wide = self.width() >= WIDE
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self.splitter.orientation() != orientation or not self._sized:
            self.splitter.setOrientation(orientation)
            self._split()
            self._sized = True
        super().resizeEvent(event)

    def _split(self) -> None:
        """Share the dock between the pages and the odds.  Side by side (a wide dock) the
        pages get 3/5.  One above the other, the set-up leaves the odds more than half, so
        that their cards and chart are in sight before an attack; during an attack its steps
        get 2/3 (their dice pad and choices), the odds the rest (their cards in sight)."""
        wide = self.splitter.orientation() == Qt.Orientation.Horizontal
        self._split_for_setup = self.pages.currentIndex() == SETUP
        total = self.width() if wide else self.height()
        if wide:
            first = total * 3 // 5
        else:
            first = total * 9 // 20 if self._split_for_setup else total * 2 // 3
        self.splitter.setSizes([first, total - first])

    def sizeHint(self) -> QSize:
        return QSize(820, 760)  # wide enough for the odds beside the steps

    def shutdown(self) -> None:
        """The window is closing: no preview is due any more, and no odds are computed."""
        self.preview_timer.stop()
        self.odds.shutdown()


def install(window: MainWindow, visible: bool = True) -> ShootingWizard:
    """Add the "Shooting" dock (objectName "ShootingDock") to ``window``; returns the wizard
    (``wizard.dock`` is the dock, ``wizard.rule_requested`` the signal to connect)."""
    existing = window.features.get("shooting")
    if isinstance(existing, ShootingWizard):
        return existing
    wizard = ShootingWizard(window)
    window.features["shooting"] = wizard
    window.shutdown_hooks.append(wizard.shutdown)
    dock = window.add_dock("ShootingDock", wizard, Qt.DockWidgetArea.RightDockWidgetArea,
                           visible=visible)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                     | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                     | QDockWidget.DockWidgetFeature.DockWidgetClosable)
    wizard.dock = dock
    wizard.retranslate_ui()
    return wizard
