"""40K 3rd edition (classic) from the real community data, built through the GUI.

Every expected message was checked by hand against the data (as in
tests/formats/test_bs_games.py, which checks the same limits through the library): the
force organisation chart of "1-Standard Missions" (HQ min 1, Troops min 2), the Tactical
Squad's group "Space Marines" (min 5, max 10, a sergeant and 4 Space Marines by default),
its group "Heavy Weapons" (a choice of one), the Multi-Melta hidden unless the squad is of
the Star Phantoms, and the costs (Commander 45, two squads of 5 at 15 each, a heavy bolter 5).
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


def test_classic_roster_through_the_gui(make_window: Make, qtbot: QtBot,
                                        monkeypatch: pytest.MonkeyPatch,
                                        tmp_path: Path) -> None:
    window = make_window()
    archive = game_zip("wh40k-3rd")
    assert add_game_data(qtbot, window, monkeypatch, archive) == [
        "Warhammer 40k 3rd Edition, revision 12: installed with 62 catalogues"]
    assert add_game_data(qtbot, window, monkeypatch, archive) == [
        "Warhammer 40k 3rd Edition, revision 12: already installed, nothing changed"]
    new_roster(qtbot, window, "Space Marines (1999)", "1-Standard Missions", "Strike force",
               1000)
    editor = ready_editor(qtbot, window)
    assert errors(window) == ["1-Standard Missions needs at least 1 × HQ (it has 0)",
                              "1-Standard Missions needs at least 2 × Troops (it has 0)"]
    add_units(qtbot, editor, ["Commander"])
    add_units(qtbot, editor, ["Space Marine Tactical Squad"])
    add_units(qtbot, editor, ["Space Marine Tactical Squad"])
    assert errors(window) == []
    roster = editor.document.roster
    assert [(u.name, u.total_points) for u in roster.units] == [
        ("Commander", 45), ("Space Marine Tactical Squad", 75),
        ("Space Marine Tactical Squad", 75)]
    squad = next(u for u in roster.units if u.name == "Space Marine Tactical Squad")
    assert [(g.name, g.count, g.value("bs")) for g in squad.models] == [
        ("Space Marine Sergeant", 1, 4), ("Space Marine", 4, 4)]  # ready for the wizard

    select_unit(editor, "Space Marine Tactical Squad")
    assert "Multi-Melta" not in offered(editor)  # hidden: Star Phantoms only
    set_number(editor, "Space Marine", 1)  # group "Space Marines": min 5
    assert errors(window) == [
        "Space Marine Tactical Squad needs at least 5 × Space Marines (it has 2)"]
    set_number(editor, "Space Marine", 12)  # ... max 10
    assert errors(window) == [
        "Space Marine Tactical Squad may have at most 10 × Space Marines (it has 13)"]
    text = editor.open_roster.roster.battlescribe
    set_number(editor, "Space Marine", 4)
    assert errors(window) == []
    editor.open_roster.undo_stack.undo()  # back to 12 marines: the document exactly
    assert editor.open_roster.roster.battlescribe == text
    editor.open_roster.undo_stack.redo()
    assert errors(window) == []

    select_unit(editor, "Space Marine Tactical Squad", 1)
    click(qtbot, editor, "Missile Launcher")  # a choice of one...
    click(qtbot, editor, "Heavy Bolter")  # ...the heavy bolter replaces it
    squad = editor.document.roster.units[2]
    assert squad.total_points == 80
    assert {w.name for g in squad.models for w in g.weapons if w.name in (
        "Missile Launcher", "Heavy Bolter")} == {"Heavy Bolter"}
    set_points_limit(editor, 150)
    assert errors(window) == ["The roster costs 200 points, over its limit of 150"]
    assert round_trip(qtbot, window, monkeypatch, tmp_path) == [
        "E: The roster costs 200 points, over its limit of 150"]
