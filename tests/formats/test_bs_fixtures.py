"""Every real roster in ../shared/fixtures/bsdata reproduces MANIFEST.json's expected values."""

from __future__ import annotations

import json
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from desktop.domain.editions import Edition
from desktop.formats import native
from desktop.formats.battlescribe import import_roster, read_document
from desktop.formats.battlescribe.convert import points_type
from desktop.formats.battlescribe.model import RosterDocument
from desktop.formats.cli import main
from tests.formats.bsdata_helpers import FIXTURES, fixture, shared_params

pytestmark = pytest.mark.shared


def _by_name(document: RosterDocument) -> dict[str, float]:
    return {c.name: document.recomputed(c.type_id) for c in document.costs}


@pytest.mark.parametrize("entry", shared_params("expected"))
def test_costs_recomputed_from_selections(entry: dict[str, Any]) -> None:
    document = read_document(FIXTURES / entry["file"])
    expected = entry["expected"]
    assert _by_name(document) == expected["roster_costs"]
    assert {c.name: c.value for c in document.costs} == expected["roster_costs"]
    assert {c.name: c.value for c in document.cost_limits if c.value >= 0} \
        == expected["cost_limits"]
    matches = all(abs(document.recomputed(c.type_id) - c.value) < 1e-9 for c in document.costs)
    assert matches is expected["sum_of_selection_costs_matches_roster_costs"]


@pytest.mark.parametrize("entry", shared_params("expected"))
def test_structure_matches_manifest(entry: dict[str, Any]) -> None:
    document = read_document(FIXTURES / entry["file"])
    expected, features = entry["expected"], entry["expected"]["features"]
    selections = list(document.all_selections())
    forces = list(document.all_forces())
    assert dict(Counter(s.type for s in selections)) == expected["selection_types"]
    assert len(forces) == expected["forces"]
    assert any(f.forces for f in forces) is features["nested_forces"]
    assert len(document.top_level_units()) == expected["top_level_units_or_models"]
    profiles = [p for s in selections for p in s.profiles]
    assert dict(Counter(p.type_name for p in profiles)) == expected["profile_typeNames"]
    assert len(profiles) == features["profiles"]
    assert sum(s.custom_name is not None for s in selections) == features["customName"]
    notes = [s.custom_notes for s in selections] + [f.custom_notes for f in forces]
    notes.append(document.custom_notes)
    assert sum(n is not None for n in notes) == features["customNotes"]
    assert sum("::" in s.entry_id for s in selections) == features["entryId_paths_with_::"]
    assert sum(s.number > 1 for s in selections) == features["selections_number_gt_1"]
    rules = [r for s in selections for r in s.rules] + [r for f in forces for r in f.rules]
    categories = [c for s in selections for c in s.categories]
    categories += [c for f in forces for c in f.categories]
    rules += [r for c in categories for r in c.rules]
    assert len(rules) == features["rules"]
    published = [*selections, *rules, *profiles, *categories]
    assert sum(x.publication_id is not None for x in published) == features["publications_attr"]


@pytest.mark.parametrize("entry", shared_params("expected"))
def test_roster_show_json_matches_manifest(entry: dict[str, Any],
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", str(FIXTURES / entry["file"]), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    expected = entry["expected"]
    points_name = next(n for n in expected["roster_costs"] if n.strip().lower() == "pts")
    assert shown["name"] == entry["name"]
    assert shown["game_system"] == entry["gameSystemName"]
    assert shown["points"] == expected["roster_costs"][points_name]
    assert shown["points_limit"] == expected["cost_limits"].get(points_name)
    assert len(shown["units"]) == expected["top_level_units_or_models"]
    assert sum(u["points"] for u in shown["units"]) <= shown["points"]
    assert [p for p in shown["problems"] if p["severity"] == "error"] == []


@pytest.mark.parametrize("entry", shared_params("expected"))
def test_converted_roster_shows_what_its_file_shows(entry: dict[str, Any], tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """``roster convert`` then ``roster show`` gives the file's own summary: same name, system,
    points, limit and units (the upgrade-typed units the native roster keeps for their
    points are not listed, as they are not for the file), and no new errors."""
    source = FIXTURES / entry["file"]
    converted = tmp_path / "converted.json"
    assert main(["show", str(source), "--json"]) == 0
    original = json.loads(capsys.readouterr().out)
    assert main(["convert", str(source), str(converted)]) == 0
    capsys.readouterr()
    assert main(["show", str(converted), "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    for key in ("name", "game_system", "points", "points_limit"):
        assert again[key] == original[key], key
    assert [(u["name"], u["models"], u["points"]) for u in again["units"]] == [
        (u["name"], u["models"], u["points"]) for u in original["units"]]
    assert len(again["units"]) == entry["expected"]["top_level_units_or_models"]
    assert [p for p in again["problems"] if p["severity"] == "error"] == []
    roster = native.load(converted)
    assert roster.total_points == original["points"]
    hidden = [u for u in roster.units if not u.listed_as_unit]
    assert len(roster.units) == len(again["units"]) + len(hidden)


@pytest.mark.parametrize("entry", shared_params("expected"))
def test_native_roster_keeps_the_full_total(entry: dict[str, Any]) -> None:
    result = import_roster(FIXTURES / entry["file"])
    assert result.document is not None
    type_id, _ = points_type(result.document)
    assert type_id is not None
    assert result.roster.total_points == result.document.recomputed(type_id)
    assert result.roster.name == entry["name"]
    assert result.roster.game_system == entry["gameSystemName"]


def test_kill_team_2018_profiles_are_mapped() -> None:
    result = import_roster(fixture("kt2018/huans-asuryani.ros"))
    roster = result.roster
    assert roster.edition is Edition.KILL_TEAM_2018
    assert roster.points_limit == 100
    assert len(roster.units) == 10
    assert sum(u.name != u.models[0].name for u in roster.units) == 9  # custom names kept
    exarch = roster.units[0]
    assert exarch.name == "Eldos the Unyielding Fire"
    group = exarch.models[0]
    assert group.name == "Dire Avenger Exarch"
    assert (group.value("bs"), group.value("sv"), group.value("w"), group.value("m")) \
        == (3, 4, 2, 7)
    catapult = next(w for w in group.weapons if w.name == "Avenger shuriken catapult")
    assert (catapult.range, catapult.type, catapult.shots, catapult.ap) == (18, "assault", "2", 0)
    names = [unicodedata.normalize("NFC", u.name) for u in roster.units]
    assert "Rhidhal Undro\u00edl" in names  # non-ASCII kept (the file spells it decomposed)
    assert result.warnings == []


@pytest.mark.parametrize("relative", ["hh2/OgrynChainaxeFix.rosz", "wh40k-9e/sample-army.rosz"])
def test_editions_auspex_does_not_play_are_shown_raw(relative: str) -> None:
    result = import_roster(fixture(relative))
    roster = result.roster
    assert roster.edition is None
    assert roster.game_system
    assert all(not g.characteristics for u in roster.units for g in u.models)
    assert sum(len(u.raw_profiles) for u in roster.units) > len(roster.units)
    assert result.warnings == []  # known systems: no "unknown system" warning


def test_nine_edition_notes_and_cost_types() -> None:
    document = read_document(fixture("wh40k-9e/sample-army.rosz"))
    assert document.custom_notes
    names = {c.name for c in document.costs}
    assert names == {"pts", " PL", "CP"}
    assert points_type(document)[1] == "pts"
    cp = next(c.type_id for c in document.costs if c.name == "CP")
    assert any(c.value < 0 for s in document.all_selections() for c in s.costs
               if c.type_id == cp)
    roster = import_roster(fixture("wh40k-9e/sample-army.rosz")).roster
    assert roster.notes.startswith(document.custom_notes.strip())
