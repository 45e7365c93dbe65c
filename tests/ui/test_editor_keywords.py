"""A model group's keywords and special rules are edited in the editor's model table, with
completion from the rules the shooting engine knows, as undoable edits."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from desktop.domain import edits
from desktop.domain.document import RosterDocument
from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Roster, Unit
from desktop.domain.text import DomainError
from desktop.rules.editions.horus_heresy.special_rules import (
    parse_model_rules,
    parse_weapon_rules,
)
from desktop.rules.meta import meta_of
from desktop.ui.editor.delegates import RuleCompleter
from tests.ui.test_editor_delegates import DEMOS, Make, open_editor, start_editing


def document() -> RosterDocument:
    unit = Unit(id="u", name="Squad", models=[ModelGroup(name="Legionary", count=5)])
    return RosterDocument(Roster(name="R", edition=Edition.HORUS_HERESY, units=[unit]))


def test_set_keywords_cleans_refuses_and_undoes() -> None:
    doc = document()
    edit = edits.set_keywords(doc, "u", 0, [" Infantry ", "Shield", "shield", "",
                                            "Feel  No Pain (5+)"])
    edit.apply(doc)
    assert doc.roster.units[0].models[0].keywords == ["Infantry", "Shield",
                                                      "Feel No Pain (5+)"]
    assert edit.name.render() == ("Set the keywords of Legionary to Infantry, Shield, "
                                  "Feel No Pain (5+)")
    edit.revert(doc)
    assert doc.roster.units[0].models[0].keywords == []
    with pytest.raises(DomainError):
        edits.set_keywords(doc, "u", 0, ["x" * 101])
    with pytest.raises(DomainError):
        edits.set_keywords(doc, "u", 0, [f"k{i}" for i in range(51)])


def test_every_rule_offered_is_one_the_engine_reads() -> None:
    meta = meta_of(Edition.HORUS_HERESY)
    rules = parse_model_rules(meta.model_rules)
    assert rules.feel_no_pain == 5 and rules.shrouded == 5 and rules.medic == 4
    assert rules.shield and rules.smokescreen and rules.eternal_warrior == 1
    for name in meta.weapon_rules:
        assert not parse_weapon_rules([name]).others, name  # strict: raises when unknown
    assert meta_of(Edition.KILL_TEAM_2018).weapon_rules == ("Bladestorm",)


def test_keywords_are_typed_in_the_model_table_with_completion(make_window: Make,
                                                                qtbot: QtBot) -> None:
    editor = open_editor(make_window, qtbot, Edition.HORUS_HERESY)
    model = editor.group_model
    column = model.keywords_column
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Keywords and rules"
    unit = editor.document.roster.units[0]
    assert model.data(model.index(0, column)) == ", ".join(unit.models[0].keywords)
    line = start_editing(qtbot, editor, editor.group_view, 0, column)
    assert isinstance(line, QLineEdit)
    completer = line.completer()
    assert isinstance(completer, RuleCompleter)
    qtbot.keyClicks(line, "Infantry, Command, shie")
    assert completer.currentCompletion() == "Infantry, Command, Shield"
    completer.popup().setCurrentIndex(completer.completionModel().index(0, 0))
    qtbot.keyClick(completer.popup(), Qt.Key.Key_Return)
    assert line.text() == "Infantry, Command, Shield"
    qtbot.keyClick(line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.document.roster.units[0].models[0].keywords
                    == ["Infantry", "Command", "Shield"])
    stack = editor.open_roster.undo_stack
    assert stack.undoText().startswith("Set the keywords of")
    stack.undo()
    assert editor.document.roster.units[0].models[0].keywords == unit.models[0].keywords


def test_weapon_rules_are_offered_too(make_window: Make, qtbot: QtBot) -> None:
    editor = open_editor(make_window, qtbot, Edition.KILL_TEAM_2018)
    editor.weapon_model.set_group(editor.document.roster.units[0].id, 0)
    fields = [f.key for f in edits.weapon_fields(Edition.KILL_TEAM_2018)]
    index = editor.weapon_model.index(0, fields.index("special_rules"))
    assert editor.weapon_model.data(index, 0x0100 + 17) == ["Bladestorm"]
    assert DEMOS[Edition.KILL_TEAM_2018].edition is Edition.KILL_TEAM_2018
