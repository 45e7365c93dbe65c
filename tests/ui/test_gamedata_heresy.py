"""The Horus Heresy (3rd edition) from the real community data (BSData/horus-heresy-3rd-
edition, the last all-XML commit), built through the GUI, detachments included.

Hand-checked against the data (see also tests/formats/test_bs_games.py): the Crusade Force
Organization Chart needs a Crusade Primary Detachment (a child force); a Tactical Squad has
9 to 19 Legionaries; a Praetor and a sergeant exchange their bolter for one weapon (group
"May exchange bolter for:", exactly 1: ticking a new pick replaces the bolter); the Sons of
Horus' Blade of Perdition is hidden from the Ultramarines; Praetor and two Tactical Squads
cost 320 points.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.ui.main_window import MainWindow
from tests.ui.gamedata_gui import (
    add_game_data,
    add_units,
    click,
    errors,
    findings,
    game_zip,
    new_roster,
    offered,
    ready_editor,
    round_trip,
    select_unit,
    set_number,
    set_points_limit,
)

pytestmark = pytest.mark.shared

Make = Callable[..., MainWindow]


def test_horus_heresy_through_the_gui(make_window: Make, qtbot: QtBot,
                                      monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    window = make_window()
    assert add_game_data(qtbot, window, monkeypatch, game_zip("horus-heresy-3rd")) == [
        "Horus Heresy 3rd Edition, revision 54: installed with 40 catalogues"]
    new_roster(qtbot, window, "XIII - Ultramarines", "Crusade Force Organization Chart",
               "Crusade", 3000, children={"Crusade Primary Detachment": False})
    editor = ready_editor(qtbot, window)
    assert errors(window) == [
        "Crusade needs at least 1 × Crusade Primary Detachment (it has 0)",
        "Crusade Force Organization Chart needs at least 1 × Crusade Primary Detachment "
        "(it has 0)"]
    forces = editor.forces_panel
    assert forces is not None
    editor.right.setCurrentWidget(editor.data_pages)
    forces.detachment_menu.aboutToShow.emit()
    action = next(a for a in forces.detachment_menu.actions()
                  if a.text() == "Crusade Primary Detachment")
    action.trigger()
    assert errors(window) == []
    add_units(qtbot, editor, ["Praetor", "Tactical Squad"], force="Crusade Primary Detachment")
    add_units(qtbot, editor, ["Tactical Squad"], force="Crusade Primary Detachment")
    assert findings(window) == []
    assert editor.document.roster.total_points == 320
    squad = next(u for u in editor.document.roster.units if u.name == "Tactical Squad")
    assert [(g.name, g.count, g.value("bs"), g.value("sv")) for g in squad.models] == [
        ("Legionary", 9, 4, 3), ("Sergeant", 1, 4, 3)]

    select_unit(editor, "Tactical Squad")
    set_number(editor, "Legionary", 4)
    assert errors(window) == ["Tactical Squad needs at least 9 × Legionary (it has 4)"]
    set_number(editor, "Legionary", 25)
    assert errors(window) == ["Tactical Squad may have at most 19 × Legionary (it has 25)"]
    set_number(editor, "Legionary", 9)
    assert errors(window) == []

    select_unit(editor, "Praetor")
    assert "Argyrum pattern boarding shield" in offered(editor)
    assert "Blade of Perdition" not in offered(editor)  # Sons of Horus only
    # "May exchange bolter for:" (exactly 1): ticking a chainsword exchanges the bolter
    click(qtbot, editor, "Chainsword")
    praetor = next(u for u in editor.document.roster.units if u.name == "Praetor")
    weapons = [w.name for g in praetor.models for w in g.weapons]
    assert "Bolter" not in weapons and errors(window) == []
    select_unit(editor, "Tactical Squad")
    set_number(editor, "Chainsword", 2)  # two picks in "May exchange bolter for:"
    assert errors(window) == [
        "Sergeant may have at most 1 × May exchange bolter for: (it has 2)"]
    set_number(editor, "Chainsword", 1)
    assert errors(window) == []

    set_points_limit(editor, 300)
    assert errors(window) == ["The roster costs 320 points, over its limit of 300"]
    assert round_trip(qtbot, window, monkeypatch, tmp_path) == [
        "E: The roster costs 320 points, over its limit of 300"]
