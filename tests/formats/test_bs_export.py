"""Native rosters exported as .rosz come back the same (ids aside) for every edition."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, RawProfile, Roster, Unit, Weapon
from desktop.formats.battlescribe import import_bytes, import_roster, save_roster_rosz
from desktop.formats.battlescribe.export import SYSTEM, roster_to_document
from desktop.formats.battlescribe.writer import to_rosz


def _same(roster: Roster) -> dict[str, Any]:
    """Everything but unit ids (import numbers them) and an empty game system name (export
    writes the edition's data name, checked separately)."""
    return roster.model_dump(exclude={"game_system": True, "battlescribe": True,
                                      "units": {"__all__": {"id"}}})


RAW = [RawProfile(name="Stubborn", type_name="Ability",
                  characteristics={"Description": "Re-roll failed Nerve tests."})]

ROSTERS = {
    Edition.KILL_TEAM_2018: Roster(
        name="Kill Team Alpha", edition=Edition.KILL_TEAM_2018, points_limit=100,
        faction="Adeptus Astartes", notes="Campaign week 3", units=[Unit(
            name="Brother Cassius", points=1, notes="Veteran", raw_profiles=RAW, models=[
                ModelGroup(name="Intercessor Sergeant", count=1, points_each=16,
                           characteristics={"m": 6, "ws": 3, "bs": 3, "s": 4, "t": 4, "w": 2,
                                            "a": 3, "ld": 8, "sv": 3, "inv": None},
                           weapons=[Weapon(name="Bolt rifle", range=30, type="rapid-fire",
                                           shots="1", strength=4, ap=-1, damage="1"),
                                    Weapon(name="Frag grenade", range=6, type="grenade",
                                           shots="D6", strength=3, ap=0, damage="1",
                                           special_rules=["Blast"])])])]),
    Edition.CLASSIC: Roster(
        name="Demi-company", edition=Edition.CLASSIC, points_limit=1500, units=[Unit(
            name="Tactical Squad", points=0, models=[
                ModelGroup(name="Sergeant", count=1, points_each=15,
                           characteristics={"ws": 4, "bs": 4, "s": 4, "t": 4, "w": 1, "i": 4,
                                            "a": 2, "ld": 9, "sv": 3},
                           weapons=[Weapon(name="Bolt pistol", range=12, type="pistol",
                                           shots="1", strength=4, ap=5)]),
                ModelGroup(name="Space Marine", count=9, points_each=15,
                           characteristics={"ws": 4, "bs": 4, "s": 4, "t": 4, "w": 1, "i": 4,
                                            "a": 1, "ld": 8, "sv": 3},
                           weapons=[Weapon(name="Boltgun", range=24, type="rapid-fire",
                                           shots="1", strength=4, ap=5),
                                    Weapon(name="Missile launcher", range=48, type="heavy",
                                           shots="1", strength=8, ap=3,
                                           special_rules=["Blast"])])])]),
    Edition.SECOND: Roster(
        name="Patrol", edition=Edition.SECOND, units=[Unit(
            name="Tactical Squad", points=5, models=[ModelGroup(
                name="Space Marine", count=5, points_each=30, keywords=["Infantry"],
                characteristics={"m": 4, "ws": 4, "bs": 4, "s": 4, "t": 4, "w": 1, "i": 4,
                                 "a": 1, "ld": 8, "sv": 3},
                weapons=[Weapon(name="Bolter", range=24, short_range=12, hit_modifier_short=1,
                                strength=4, damage="1", save_modifier=-1,
                                armour_penetration="D6+4")])])]),
    Edition.HORUS_HERESY: Roster(
        name="Vanguard", edition=Edition.HORUS_HERESY, points_limit=3000, units=[
            Unit(name="Custodian Guard", points=10, models=[ModelGroup(
                name="Custodian", count=5, points_each=45, keywords=["Infantry (Heavy)"],
                characteristics={"m": 7, "ws": 5, "bs": 5, "s": 5, "t": 5, "w": 2, "i": 5,
                                 "a": 3, "ld": 10, "cl": 9, "wp": 9, "int": 8, "sv": 2,
                                 "inv": 4},
                weapons=[Weapon(name="Guardian spear", range=24, shots="2", strength=4, ap=5,
                                damage="1", special_rules=["Breaching (6+)", "Bolt"])])]),
            Unit(name="Grav-carrier", points=0, models=[ModelGroup(
                name="Coronus", count=1, points_each=220, keywords=["Vehicle (Transport)"],
                characteristics={"m": 14, "bs": 5, "av_front": 14, "av_side": 13,
                                 "av_rear": 12, "hp": 6})])]),
}


@pytest.mark.parametrize("edition", list(ROSTERS), ids=[e.value for e in ROSTERS])
def test_native_roster_round_trips_through_rosz(edition: Edition) -> None:
    roster = ROSTERS[edition]
    result = import_bytes(to_rosz(roster_to_document(roster)))
    assert result.warnings == []
    assert _same(result.roster) == _same(roster)
    assert result.roster.game_system == SYSTEM[edition][1]


def test_roster_without_edition_round_trips(tmp_path: Path) -> None:
    roster = Roster(name="Old list", game_system="(HH V2) Horus Heresy (2022)", units=[
        Unit(name="Militia", points=60, raw_profiles=RAW, models=[
            ModelGroup(name="Trooper", count=10, points_each=5)])])
    target = tmp_path / "old.rosz"
    save_roster_rosz(roster, target)
    result = import_roster(target)
    assert result.warnings == []
    assert _same(result.roster) == _same(roster)
    assert result.roster.game_system == roster.game_system


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 20), st.integers(0, 50), st.integers(0, 300),
                          st.integers(2, 6)), min_size=1, max_size=6))
def test_points_and_models_survive_export(groups: list[tuple[int, int, int, int]]) -> None:
    units = [Unit(name=f"Unit {i}", points=extra, models=[ModelGroup(
        name=f"Model {i}", count=count, points_each=each,
        characteristics={"ws": 3, "bs": bs, "s": 4, "t": 4, "w": 1, "i": 4, "a": 1, "ld": 8,
                         "sv": 4})])
        for i, (count, each, extra, bs) in enumerate(groups)]
    roster = Roster(name="Generated", edition=Edition.CLASSIC, units=units)
    again = import_bytes(to_rosz(roster_to_document(roster))).roster
    assert _same(again) == _same(roster)
    assert again.total_points == roster.total_points
