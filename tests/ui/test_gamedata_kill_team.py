"""Kill Team (2018) from the real community data (BSData/wh40k-killteam), built through the
GUI.

Hand-checked against the data (see also tests/formats/test_bs_games.py): the list needs a
Leader (the category's min is set to 1); a specialist picks one specialism (a group on the
entry link itself: min 1, max 1); an Intercessor Gunner may be taken twice per force,
counted across both of its entry links; matched play allows 3 specialists; a Primaris
Librarian knows up to 3 psychic powers (group "Psychic Powers": max 3); chapter options are
hidden until a chapter is chosen.  Intercessor Sergeant 16, Intercessors 15, Intercessor
Gunner 16 points.
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
)

pytestmark = pytest.mark.shared

Make = Callable[..., MainWindow]


def test_kill_team_through_the_gui(make_window: Make, qtbot: QtBot,
                                   monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    window = make_window()
    assert add_game_data(qtbot, window, monkeypatch, game_zip("killteam-2018")) == [
        "Warhammer 40,000: Kill Team (2018), revision 43: installed with 26 catalogues"]
    new_roster(qtbot, window, "Adeptus Astartes", "Kill Team List", "Strike team", 100)
    editor = ready_editor(qtbot, window)
    assert errors(window) == ["Kill Team List needs at least 1 × Leader (it has 0)"]
    add_units(qtbot, editor, ["Intercessor Sergeant"], category="Leader")
    add_units(qtbot, editor, ["Intercessor"], category="Specialists")
    assert errors(window) == ["Intercessor needs at least 1 × Specialism (it has 0)"]
    select_unit(editor, "Intercessor")
    assert "Hand flamer" not in offered(editor)  # chapter wargear, no chapter chosen
    click(qtbot, editor, "Sniper")  # the specialism: a choice of one
    add_units(qtbot, editor, ["Intercessor Gunner"], category="Specialists")
    select_unit(editor, "Intercessor Gunner")
    click(qtbot, editor, "Comms")
    add_units(qtbot, editor, ["Intercessor"], category="Non-specialists")
    assert errors(window) == []
    assert editor.document.roster.total_points == 62
    gunner = next(u for u in editor.document.roster.units if u.name == "Intercessor Gunner")
    assert [(g.count, g.value("bs"), g.value("sv")) for g in gunner.models] == [(1, 3, 3)]

    # too many models: a third Intercessor Gunner (max 2 per force, across both links)
    add_units(qtbot, editor, ["Intercessor Gunner"], category="Non-specialists")
    add_units(qtbot, editor, ["Intercessor Gunner"], category="Non-specialists")
    assert errors(window) == [
        "Kill Team List may have at most 2 × Intercessor Gunner (it has 3)"]
    select_unit(editor, "Intercessor Gunner", 2)
    editor.commands.actions["remove"].trigger()
    select_unit(editor, "Intercessor Gunner", 1)
    editor.commands.actions["remove"].trigger()
    assert errors(window) == []

    # a category maximum: a fourth specialist (matched play allows 3)
    add_units(qtbot, editor, ["Intercessor"], category="Specialists")
    select_unit(editor, "Intercessor", 2)
    click(qtbot, editor, "Medic")
    add_units(qtbot, editor, ["Intercessor"], category="Specialists")
    select_unit(editor, "Intercessor", 3)
    click(qtbot, editor, "Veteran")
    assert errors(window) == ["Kill Team List may have at most 3 × Specialist (it has 4)"]

    # a points limit: 107 points in a 100-point list
    add_units(qtbot, editor, ["Intercessor"], category="Non-specialists")
    assert errors(window) == ["The roster costs 107 points, over its limit of 100",
                              "Kill Team List may have at most 3 × Specialist (it has 4)"]
    assert round_trip(qtbot, window, monkeypatch, tmp_path) == [
        "E: The roster costs 107 points, over its limit of 100",
        "E: Kill Team List may have at most 3 × Specialist (it has 4)"]


def test_kill_team_group_maximum(make_window: Make, qtbot: QtBot,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    add_game_data(qtbot, window, monkeypatch, game_zip("killteam-2018"))
    new_roster(qtbot, window, "Adeptus Astartes", "Kill Team List", "Librarian", 200)
    editor = ready_editor(qtbot, window)
    add_units(qtbot, editor, ["Primaris Librarian"], category="Commander")
    select_unit(editor, "Primaris Librarian")
    for power in ("1. Iron Arm", "2. Forewarning", "3. Fire Shield"):
        click(qtbot, editor, power)
    assert not [e for e in errors(window) if "Psychic Powers" in e]
    click(qtbot, editor, "4. Psychic Shriek")
    assert [e for e in errors(window) if "Psychic Powers" in e] == [
        "Primaris Librarian may have at most 3 × Psychic Powers (it has 4)"]
