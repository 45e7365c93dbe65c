"""SwapRoster: one undoable step from one state of a roster to another (edits made through
the game data), exact on undo and redo, with as few change events as changed."""

from __future__ import annotations

from desktop.domain.document import Change, Reset, RosterChanged, RosterDocument, UnitChanged
from desktop.domain.edits.swap import SwapRoster, changes_between
from desktop.domain.roster import ModelGroup, Roster, Unit
from desktop.domain.text import Message

LABEL = Message("DataEdits", "Add %1", ("x",))


def _roster(*counts: int, text: str = "{}") -> Roster:
    units = [Unit(id=f"u{i + 1}", name=f"Squad {i + 1}",
                  models=[ModelGroup(name="Marine", count=count)])
             for i, count in enumerate(counts)]
    return Roster(name="Army", units=units, battlescribe=text)


def _listen(document: RosterDocument) -> list[Change]:
    heard: list[Change] = []
    document.subscribe(heard.append)
    return heard


def test_one_unit_changed_is_one_unit_change_and_the_document_text() -> None:
    before = _roster(5, 10, text='{"a": 1}')
    after = before.model_copy(update={
        "units": [before.units[0], _roster(5, 12).units[1]], "battlescribe": '{"a": 2}'})
    document = RosterDocument(before)
    heard = _listen(document)
    edit = SwapRoster(before, after, LABEL)
    edit.apply(document)
    assert document.roster is after
    assert heard == [UnitChanged("u2", 1), RosterChanged(("battlescribe",))]
    edit.revert(document)
    assert document.roster is before  # exactly the roster (and text) that was there
    edit.apply(document)
    assert document.roster is after


def test_units_added_or_several_changed_reset() -> None:
    assert changes_between(_roster(5), _roster(5, 10)) == [Reset()]
    assert changes_between(_roster(5, 10), _roster(6, 11)) == [Reset()]
    same = _roster(5, 10)
    assert changes_between(same, same.model_copy()) == []
