"""The demo rosters shipped in resources/demo: valid, legal, under their limits, paired."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from desktop.domain.editions import MODEL_CHARACTERISTICS, Edition
from desktop.domain.findings import Severity, check_roster
from desktop.domain.roster import ModelGroup, Roster, Unit, Weapon
from desktop.formats import native
from desktop.resources import resource_path

EDITION_ORDER = ["second", "classic", "kill-team-2018", "horus-heresy"]


def _index() -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads(resource_path("demo", "index.json")
                                            .read_text("utf-8"))
    return data


def _demo_files() -> list[tuple[str, Path]]:
    return [(item["edition"], resource_path("demo", name))
            for item in _index() for name in item["files"]]


def test_index_lists_two_files_for_each_edition_in_order() -> None:
    index = _index()
    assert [item["edition"] for item in index] == EDITION_ORDER
    for item in index:
        assert set(item) <= {"edition", "files", "first"}
        assert len(item["files"]) == 2
        assert len(set(item["files"])) == 2
    assert [item["edition"] for item in index if item.get("first")] == ["classic"]
    listed = {name for item in index for name in item["files"]}
    on_disk = {path.name for path in resource_path("demo").glob("*.json")} - {"index.json"}
    assert listed == on_disk


@pytest.mark.parametrize(("edition", "path"), _demo_files(), ids=lambda v: getattr(v, "name", v))
def test_demo_roster_is_valid_and_legal(edition: str, path: Path) -> None:
    roster = native.load(path)
    assert roster.edition is Edition(edition)
    assert roster.points_limit is not None
    assert 0 < roster.total_points <= roster.points_limit
    assert 3 <= len(roster.units) <= 6
    errors = [f.message.render() for f in check_roster(roster) if f.severity is Severity.ERROR]
    assert errors == []
    for unit in roster.units:
        assert unit.total_points > 0, unit.name
        assert any(w.range > 0 for g in unit.models for w in g.weapons), unit.name
        for group in unit.models:
            vehicle = group.value("av_front") is not None
            for spec in MODEL_CHARACTERISTICS[roster.edition]:
                value = group.value(spec.key)
                if value is None:
                    assert vehicle or spec.dash or spec.optional, (unit.name, spec.key)
                else:
                    assert spec.minimum <= value <= spec.maximum, (unit.name, spec.key)


@pytest.mark.parametrize(("edition", "path"), _demo_files(), ids=lambda v: getattr(v, "name", v))
def test_demo_file_is_in_the_form_the_app_saves(edition: str, path: Path) -> None:
    assert native.dumps(native.load(path)) == path.read_bytes()


@pytest.mark.parametrize("item", _index(), ids=lambda item: item["edition"])
def test_pairs_oppose_two_different_forces(item: dict[str, Any]) -> None:
    first, second = (native.load(resource_path("demo", name)) for name in item["files"])
    assert first.faction and second.faction
    assert first.faction != second.faction
    assert first.name != second.name


def test_kill_team_units_are_single_models_with_one_leader() -> None:
    item = next(i for i in _index() if i["edition"] == "kill-team-2018")
    for name in item["files"]:
        roster = native.load(resource_path("demo", name))
        assert all(unit.model_count == 1 for unit in roster.units)
        leaders = [unit for unit in roster.units if "Specialist: Leader" in unit.notes]
        assert len(leaders) == 1
        assert roster.points_limit == 100


def test_horus_heresy_pair_fields_a_vehicle() -> None:
    item = next(i for i in _index() if i["edition"] == "horus-heresy")
    rosters = [native.load(resource_path("demo", name)) for name in item["files"]]
    vehicles = [group for roster in rosters for unit in roster.units for group in unit.models
                if group.value("av_front") is not None]
    assert vehicles
    for group in vehicles:
        assert all(group.value(key) is not None for key in ("av_side", "av_rear", "hp", "bs"))
    assert any("Legiones Astartes" in roster.faction for roster in rosters)


def _hh_group(characteristics: dict[str, int | None]) -> Roster:
    group = ModelGroup(name="Test", characteristics=characteristics,
                       weapons=[Weapon(name="Bolter", range=24, shots="2", strength=4, ap=5)])
    return Roster(name="r", edition=Edition.HORUS_HERESY,
                  units=[Unit(name="U", models=[group])])


@pytest.mark.parametrize(
    ("characteristics", "expected"),
    [
        ({"m": 14, "bs": 4, "av_front": 11, "av_side": 11, "av_rear": 10, "hp": 3}, []),
        ({"m": 14, "bs": 4, "av_front": 11, "av_side": 11, "av_rear": 10}, ["HP needs a value"]),
        ({"bs": 4, "av_front": 11, "av_side": 11, "av_rear": 10, "hp": 3}, ["M needs a value"]),
        ({"m": 14, "bs": 4, "av_front": 15, "av_side": 11, "av_rear": 10, "hp": 3},
         ["Front must be between 9 and 14"]),
        ({"m": 7, "bs": 4}, ["WS needs a value"]),
    ],
)
def test_vehicle_profiles_need_only_vehicle_characteristics(
        characteristics: dict[str, int | None], expected: list[str]) -> None:
    """Vehicles (editions.md 5.9) print M, BS, armour and HP; infantry need the full line."""
    problems = [f.message.render() for f in check_roster(_hh_group(characteristics))
                if f.severity is Severity.ERROR]
    for text in expected:
        assert any(text in problem for problem in problems), problems
    if not expected:
        assert problems == []
