"""40K 2nd edition from the real community data (BSData/wh40k-2nd-edition), built through
the GUI.

Hand-checked against the data (see also tests/formats/test_bs_games.py): a Tactical Squad
comes with 9 Tactical Marines (min 9, max 9), power armour and a sergeant; a Devastator
Squad may take up to 4 heavy weapons (group "Heavy Weapons", max 4); the captain's wargear
cards are hidden unless "Show Wargear Cards" is chosen; the captain and the squad cost 396
points together.
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


def test_second_edition_roster_through_the_gui(make_window: Make, qtbot: QtBot,
                                               monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    window = make_window()
    assert add_game_data(qtbot, window, monkeypatch, game_zip("wh40k-2nd")) == [
        "Warhammer 40k 2nd Edition, revision 25: installed with 15 catalogues"]
    new_roster(qtbot, window, "Codex - Ultramarines", "Ultramarines", "Ultramarines patrol",
               1500)
    editor = ready_editor(qtbot, window)
    add_units(qtbot, editor, ["Space Marine Captain", "Tactical Squad"])
    assert findings(window) == []
    assert editor.document.roster.total_points == 396
    squad = next(u for u in editor.document.roster.units if u.name == "Tactical Squad")
    # a squad keeps its models for the shooting wizard
    assert [(g.name, g.count, g.value("bs"), g.value("sv")) for g in squad.models] == [
        ("Tactical Marines", 9, 4, 3), ("Space Marine Sergeant", 1, 4, 3)]

    select_unit(editor, "Tactical Squad")
    set_number(editor, "Tactical Marines", 5)
    assert errors(window) == ["Tactical Squad needs at least 9 × Tactical Marines (it has 5)"]
    set_number(editor, "Tactical Marines", 12)
    assert errors(window) == [
        "Tactical Squad may have at most 9 × Tactical Marines (it has 12)"]
    set_number(editor, "Tactical Marines", 9)
    assert errors(window) == []

    add_units(qtbot, editor, ["Devastator Squad"])
    select_unit(editor, "Devastator Squad")
    set_number(editor, "Heavy Bolter", 3)
    set_number(editor, "Lascannon", 2)
    assert errors(window) == [
        "Devastator Squad may have at most 4 × Heavy Weapons (it has 5)"]
    set_number(editor, "Lascannon", 1)
    assert errors(window) == []

    select_unit(editor, "Space Marine Captain")
    assert "Banner of Macragge" not in offered(editor)  # a hidden wargear card
    click(qtbot, editor, "Show Wargear Cards")
    assert "Banner of Macragge" in offered(editor)
    click(qtbot, editor, "Banner of Macragge")
    assert errors(window) == []
    click(qtbot, editor, "Show Wargear Cards")  # the card is hidden again, still held
    assert errors(window) == [
        "Space Marine Captain cannot have Banner of Macragge: it is not available in this "
        "roster"]
    assert "Banner of Macragge (not available here)" in offered(editor)

    total = editor.document.roster.total_points
    set_points_limit(editor, 500)
    assert errors(window) == [
        f"The roster costs {total} points, over its limit of 500",
        "Space Marine Captain cannot have Banner of Macragge: it is not available in this "
        "roster"]
    assert round_trip(qtbot, window, monkeypatch, tmp_path) == [
        f"E: {message}" for message in errors(window)]
