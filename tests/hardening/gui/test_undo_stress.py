"""Undo/redo stress: random edits, undos, redos and jumps through a real ``QUndoStack``.

The invariant: after any sequence, the open roster equals the starting roster with the
edits still on the stack below its index replayed in order (copies of them, on a fresh
document) — the ones undone and then pushed over are gone for good, as in any editor.  The
fine-grained change events stay in step (a mirror of unit ids kept only from the events
matches the roster), every state is a valid roster that saves and reloads, and a refused
edit changes nothing.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication

from desktop.domain import edits as E
from desktop.domain.catalogue import load_catalogue
from desktop.domain.document import (
    Change,
    Reset,
    RosterDocument,
    UnitChanged,
    UnitInserted,
    UnitMoved,
    UnitRemoved,
)
from desktop.domain.editions import MODEL_CHARACTERISTICS
from desktop.domain.roster import Roster
from desktop.domain.text import DomainError
from desktop.formats import native
from desktop.ui.demo import load_demo_rosters
from desktop.ui.undo import EditCommand, push_edit
from tests.hardening.fuzzing import campaign, tried

DEMOS = load_demo_rosters()
REFUSALS = (DomainError, IndexError, KeyError, ValueError)  # DomainError is a ValueError
TEXT = st.text(alphabet="ab Zé-\t", max_size=8) | st.sampled_from(["", "  ", "x" * 201])
DICE = st.sampled_from(["1", "D3", "2D6+1", "D", "0", "-", "", "D6-9", None, 3])


class UndoStress(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.stack = QUndoStack()
        self.document = RosterDocument(DEMOS[0])
        self.start = DEMOS[0]
        self.mirror: list[str] = []

    @initialize(start=st.sampled_from(DEMOS))
    def open_roster(self, start: Roster) -> None:
        self.start = start
        self.document = RosterDocument(start)
        self.mirror = [u.id for u in start.units]
        self.document.subscribe(self.on_change)

    def on_change(self, change: Change) -> None:
        """Keep the unit order from the events alone, as the Qt tree model must."""
        ids = [u.id for u in self.document.roster.units]
        match change:
            case UnitInserted(index=index):
                self.mirror.insert(index, ids[index])
            case UnitRemoved(unit_id=unit_id, index=index):
                assert self.mirror.pop(index) == unit_id
            case UnitMoved(source=source, target=target):
                self.mirror.insert(target, self.mirror.pop(source))
            case UnitChanged(unit_id=unit_id, index=index):
                assert self.mirror[index] == unit_id
            case Reset():
                self.mirror = ids

    # --- edits (from the factories, as the editor makes them) --------------------------------
    def _push(self, make: Any, *args: Any) -> None:
        tried("undo stress: edits tried")
        before = self.document.roster
        try:
            edit = make(self.document, *args)
        except REFUSALS:
            assert self.document.roster is before  # a refusal touches nothing
            return
        push_edit(self.stack, self.document, edit)

    def _unit(self, data: st.DataObject) -> str:
        ids = [u.id for u in self.document.roster.units]
        return data.draw(st.sampled_from([*ids, *ids, "no-such-unit"]) if ids
                         else st.just("no-such-unit"))

    def _group(self, data: st.DataObject, uid: str) -> int:
        units = {u.id: u for u in self.document.roster.units}
        size = len(units[uid].models) if uid in units else 0
        return data.draw(st.integers(-1, size))

    @rule(data=st.data())
    def unit_edit(self, data: st.DataObject) -> None:
        uid = self._unit(data)
        kind = data.draw(st.sampled_from(["rename", "notes", "points", "remove", "duplicate",
                                          "move", "add-group"]))
        units = len(self.document.roster.units)
        match kind:
            case "rename":
                self._push(E.rename_unit, uid, data.draw(TEXT))
            case "notes":
                self._push(E.set_unit_notes, uid, data.draw(TEXT))
            case "points":
                self._push(E.set_unit_points, uid, data.draw(st.integers(-10, 2_000_000)))
            case "remove":
                self._push(E.remove_unit, uid)
            case "duplicate":
                self._push(E.duplicate_unit, uid)
            case "move":
                self._push(E.move_unit, uid, data.draw(st.integers(-1, units)))
            case "add-group":
                self._push(E.add_model_group, uid, None, data.draw(st.none()
                                                                   | st.integers(-1, 9)))

    @rule(data=st.data())
    def group_edit(self, data: st.DataObject) -> None:
        uid = self._unit(data)
        group = self._group(data, uid)
        edition = self.document.roster.edition
        keys = [c.key for c in MODEL_CHARACTERISTICS[edition]] if edition else ["bs"]
        kind = data.draw(st.sampled_from(["rename", "count", "each", "char", "remove",
                                          "duplicate", "add-weapon"]))
        match kind:
            case "rename":
                self._push(E.rename_model_group, uid, group, data.draw(TEXT))
            case "count":
                self._push(E.set_model_count, uid, group, data.draw(st.integers(-1, 10_001)))
            case "each":
                self._push(E.set_points_each, uid, group, data.draw(st.integers(-1, 100_001)))
            case "char":
                key = data.draw(st.sampled_from([*keys, "nope"]))
                self._push(E.set_characteristic, uid, group, key,
                           data.draw(st.none() | st.integers(-21, 100)))
            case "remove":
                self._push(E.remove_model_group, uid, group)
            case "duplicate":
                self._push(E.duplicate_model_group, uid, group)
            case "add-weapon":
                self._push(E.add_weapon, uid, group)

    @rule(data=st.data())
    def weapon_edit(self, data: st.DataObject) -> None:
        uid = self._unit(data)
        group = self._group(data, uid)
        weapon = data.draw(st.integers(-1, 4))
        kind = data.draw(st.sampled_from(["field", "field", "remove", "duplicate"]))
        if kind == "remove":
            self._push(E.remove_weapon, uid, group, weapon)
        elif kind == "duplicate":
            self._push(E.duplicate_weapon, uid, group, weapon)
        else:
            spec = data.draw(st.sampled_from(E.weapon_fields(self.document.roster.edition)))
            value = data.draw({"int": st.none() | st.integers(-12, 1002), "dice": DICE,
                               "type": st.sampled_from(["", None, "heavy", "grenade", "bogus"]),
                               "rules": st.lists(TEXT, max_size=3)}.get(spec.kind, TEXT))
            self._push(E.set_weapon_field, uid, group, weapon, spec.key, value)

    @rule(data=st.data())
    def roster_edit(self, data: st.DataObject) -> None:
        kind = data.draw(st.sampled_from(["name", "limit", "notes", "new", "catalogue"]))
        units = len(self.document.roster.units)
        match kind:
            case "name":
                self._push(E.rename_roster, data.draw(TEXT))
            case "limit":
                self._push(E.set_points_limit, data.draw(st.none() | st.integers(-1, 10**7)))
            case "notes":
                self._push(E.set_roster_notes, data.draw(TEXT))
            case "new":
                self._push(E.new_unit, data.draw(TEXT), data.draw(TEXT),
                           data.draw(st.none() | st.integers(0, units)))
            case "catalogue":
                edition = self.document.roster.edition
                assert edition is not None
                entries = data.draw(st.lists(st.sampled_from(list(load_catalogue(edition)
                                                                  .entries)), max_size=3))
                self._push(E.add_from_catalogue, entries, data.draw(st.none()
                                                                    | st.integers(0, units)))

    # --- undo / redo -------------------------------------------------------------------------
    @rule()
    def undo(self) -> None:
        tried("undo stress: undo/redo/jumps")
        self.stack.undo()

    @rule()
    def redo(self) -> None:
        tried("undo stress: undo/redo/jumps")
        self.stack.redo()

    @rule(data=st.data())
    def jump(self, data: st.DataObject) -> None:
        """Click a line of the undo history view: several steps at once."""
        tried("undo stress: undo/redo/jumps")
        self.stack.setIndex(data.draw(st.integers(0, self.stack.count())))

    # --- invariants ----------------------------------------------------------------------------
    @invariant()
    def equals_replaying_the_surviving_edits(self) -> None:
        replay = RosterDocument(self.start)
        for index in range(self.stack.index()):
            command = self.stack.command(index)
            assert isinstance(command, EditCommand)
            copy.deepcopy(command.edit).apply(replay)
        assert self.document.roster == replay.roster

    @invariant()
    def valid_saveable_and_in_step_with_events(self) -> None:
        roster = self.document.roster
        assert Roster.model_validate(roster.model_dump()) == roster
        assert native.loads(native.dumps(roster)) == roster
        assert self.mirror == [u.id for u in roster.units]

    def teardown(self) -> None:
        tried("undo stress: sequences")
        self.stack.setIndex(0)  # undo everything: back to the roster as opened
        assert self.document.roster == self.start
        self.stack.deleteLater()


def test_undo_redo_stress(qapp: QApplication) -> None:
    assert isinstance(qapp, QApplication)
    run_state_machine_as_test(UndoStress, settings=campaign(40))


@pytest.mark.parametrize("demo", range(len(DEMOS)))
def test_whole_history_undone_and_redone(qapp: QApplication, demo: int) -> None:
    """A long fixed walk: every unit renamed and duplicated, then all undone and redone."""
    document = RosterDocument(DEMOS[demo])
    stack = QUndoStack()
    for unit in list(document.roster.units):
        push_edit(stack, document, E.rename_unit(document, unit.id, unit.name + " II"))
        push_edit(stack, document, E.duplicate_unit(document, unit.id))
    final = document.roster
    stack.setIndex(0)
    assert document.roster == DEMOS[demo]
    stack.setIndex(stack.count())
    assert document.roster == final
    assert len(final.units) == 2 * len(DEMOS[demo].units)
