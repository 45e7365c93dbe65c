"""Applying a finished attack to the target roster as one undoable command.

The wizard plays the attack; :class:`ResultApplier` keeps what applying its result needs:
the open roster that holds the target, the undo command once pushed (so an Undo on that
roster is noticed) and whether applying would change nothing.  No rule is decided here:
:func:`desktop.rules.apply_result.apply_result` computes the target unit after the attack.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from desktop.ui.i18n import arg

if TYPE_CHECKING:  # the engine loads with the first attack, not with the window
    from desktop.domain.roster import Unit
    from desktop.ui.document import OpenRoster
    from desktop.ui.main_window import MainWindow
    from desktop.ui.wizard.session import AttackSession


class Applied(Enum):
    REFUSED = "refused"  # nothing tried: no result, already applied, or the target changed
    NOTHING = "nothing"  # the result changes nothing on the target unit
    DONE = "done"  # one undoable command is on the target roster's stack


@dataclass(frozen=True)
class ApplyState:
    """What the result page shows: whether Apply is possible, and a line saying why not
    (``good``: a success or a neutral line rather than a warning)."""

    can_apply: bool
    text: str = ""
    good: bool = True


def _tr(text: str) -> str:
    return QCoreApplication.translate("ShootingWizard", text)


class ResultApplier:
    """The apply state of the attack started with :meth:`start`."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.roster: OpenRoster | None = None
        self.command: Any = None  # the undo command of the applied result
        self.nothing_to_apply = False

    def start(self, roster: OpenRoster | None) -> None:
        """A new attack at a unit of ``roster``: nothing applied yet."""
        self.roster, self.command, self.nothing_to_apply = roster, None, False

    def target_now(self, session: AttackSession) -> Unit | None:
        """The target unit as it is now in its roster (None once either is closed)."""
        return self._now(session.target)

    def _now(self, unit: Unit) -> Unit | None:
        roster = self.roster
        if roster is None or roster not in self.window.rosters:
            return None
        try:
            return roster.roster.unit(unit.id)
        except KeyError:
            return None

    def applied(self) -> bool:
        """The result's command is on the target's undo stack and not undone."""
        if self.command is None or self.roster is None:
            return False
        stack = self.roster.undo_stack
        return any(stack.command(i) is self.command for i in range(stack.index()))

    def _edited(self, session: AttackSession) -> bool:
        """A unit the attack may reach changed (or went) since the attack began."""
        return any(self._now(unit) != unit for unit in session.targets)

    def state(self, session: AttackSession) -> ApplyState:
        unit = self.target_now(session)
        if self.applied():
            return ApplyState(False, "✓ " + arg(_tr("Applied to %1. Edit > Undo takes it back."),
                                                 hit_names(session)))
        if unit is None:
            return ApplyState(False, _tr("The target roster or unit is no longer open."), False)
        if self._edited(session):
            return ApplyState(False, _tr("The target unit was edited since the attack began: "
                                         "start a new attack to apply a result to it."), False)
        if self.nothing_to_apply:
            return ApplyState(False, _tr("Nothing changes on the target unit."))
        return ApplyState(True)

    def apply(self, session: AttackSession, picks: list[int] | None) -> Applied:
        """Apply the finished attack (``picks``: the owner's removals per model group, where
        the owner chooses); DomainError when the rules refuse the picks.  Where the attack
        reached several units (a kill team), each gets its part, in one undoable command."""
        roster = self.roster
        unit = self.target_now(session)
        if not session.finished or roster is None or self.applied() or unit is None \
                or self._edited(session):
            return Applied.REFUSED
        from desktop.domain.edits.operations import Batch
        from desktop.domain.text import QT_TRANSLATE_NOOP, Message
        from desktop.rules.apply_result import apply_result, shooting_edit
        from desktop.ui.undo import push_edit

        parts = session.unit_results()
        edits = []
        for target, result in parts:
            after = apply_result(target, result, session.edition,
                                 picks if len(parts) == 1 else None)
            if after != target:
                edits.append(shooting_edit(target, after))
        if not edits:
            self.nothing_to_apply = True
            return Applied.NOTHING
        if len(edits) == 1:
            edit: Any = edits[0]
        else:
            edit = Batch(tuple(edits), Message("ApplyResult", QT_TRANSLATE_NOOP(
                "ApplyResult", "Shooting result on %1"), (hit_names(session),)))
        self.command = push_edit(roster.undo_stack, roster.document, edit)
        self.window.statusBar().showMessage(
            arg(_tr("Shooting result applied to %1"), hit_names(session)), 5000)
        return Applied.DONE


def hit_names(session: AttackSession) -> str:
    """The units hit (the target alone unless the attack reached others)."""
    if len(session.targets) == 1 or not session.finished:
        return session.target.name
    from desktop.rules.apply_result import apply_result

    hit = [unit.name for unit, result in session.unit_results()
           if apply_result(unit, result, session.edition) != unit]
    return ", ".join(hit) if hit else session.target.name
