"""Catalogues: loading with link closure, building legal rosters, validation, .rosz export."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from desktop.domain.editions import Edition
from desktop.domain.findings import Severity
from desktop.formats.battlescribe import import_bytes, read_document
from desktop.formats.battlescribe.builder import RosterBuilder
from desktop.formats.battlescribe.catalogue import GameData, load_catalogue, load_game_data
from desktop.formats.battlescribe.validate import validate
from desktop.formats.battlescribe.writer import save_rosz, to_rosz
from desktop.formats.cli import main
from desktop.formats.errors import FormatError
from tests.formats.bsdata_helpers import FIXTURES, fixture, shared_params

pytestmark = pytest.mark.shared

FOLDERS = {  # folder -> (catalogue to build from, expected closure size)
    "catalogue-only/hh3": ("Legio Custodes", 10),
    "catalogue-only/wh40k-4e": ("Space Marines (4E)", 1),
    "hh2/catalogues": ("2022 - Imperialis Militia", 4),
    "kt2018/catalogues": ("Asuryani", 1),
}


@pytest.fixture(scope="module")
def marines() -> GameData:
    return load_game_data(fixture("catalogue-only/wh40k-4e"))


@pytest.fixture(scope="module")
def custodes() -> GameData:
    return load_game_data(fixture("catalogue-only/hh3"), "Legio Custodes")


@pytest.mark.parametrize("entry", shared_params("catalogue") + shared_params("gameSystem"))
def test_every_data_file_loads(entry: dict[str, Any]) -> None:
    catalogue = load_catalogue(FIXTURES / entry["file"])
    assert (catalogue.kind, catalogue.id, catalogue.name, catalogue.revision) == (
        entry["root"], entry["id"], entry["name"], entry.get("revision", catalogue.revision))
    assert catalogue.game_system_id == entry["gameSystemId"]


@pytest.mark.parametrize("folder", sorted(FOLDERS))
def test_catalogue_link_closure(folder: str) -> None:
    name, size = FOLDERS[folder]
    data = load_game_data(fixture(folder), name)
    assert len(data.catalogues) == size
    assert all(c.game_system_id == data.system.id for c in data.catalogues.values())
    for catalogue in data.catalogues.values():  # closed: every link target is loaded
        assert all(target in data.catalogues for target, _ in catalogue.links())


def test_missing_linked_catalogue_is_named(tmp_path: Path) -> None:
    source = fixture("hh2/catalogues")
    for name in ("2022 - Horus Heresy.gst", "2022 - Imperialis Militia.cat"):
        shutil.copy(source / name, tmp_path / name)
    with pytest.raises(FormatError, match="needs the catalogue"):
        load_game_data(tmp_path, "2022 - Imperialis Militia")


def test_traits_xml_and_json_encodings_are_equal() -> None:
    xml = load_catalogue(fixture("catalogue-only/hh3/Traits.cat"))
    encoded = load_catalogue(fixture("catalogue-only/hh3/json-encoding-sample/Traits.json"))
    assert xml.canonical() == encoded.canonical()
    assert (encoded.kind, encoded.id, encoded.library) == ("catalogue", xml.id, True)


@pytest.mark.parametrize(("roster", "folder"), [
    ("kt2018/huans-asuryani.ros", "kt2018/catalogues"),
    ("hh2/OgrynChainaxeFix.rosz", "hh2/catalogues"),
])
def test_real_rosters_validate_cleanly_against_their_catalogues(roster: str, folder: str) -> None:
    data = load_game_data(fixture(folder), FOLDERS[folder][0])
    assert validate(data, read_document(fixture(roster))) == []


def _legal_marines(data: GameData) -> RosterBuilder:
    builder = RosterBuilder(data, "Strike Force Tautus", points_limit=1000)
    force = builder.add_force("Standard Mission", "Space Marines (4E)")
    # compulsory root entries (min 1) come with the force, as in BattleScribe
    assert [s.name for s in force.selections] == ["Chapter Traits"]
    builder.add(force, "Commander")
    for _ in range(2):
        squad = builder.add(force, "Tactical Squad")
        sergeant = next(s for s in squad.selections if s.name == "Space Marine Sergeant")
        builder.add(sergeant, "Bolter")
    return builder


def test_building_a_legal_4th_edition_marine_roster(marines: GameData) -> None:
    builder = _legal_marines(marines)
    assert validate(marines, builder.document) == []
    force = builder.document.forces[0]
    squad = force.selections[2]
    marines_group = next(s for s in squad.selections if s.name == "Space Marine")
    assert marines_group.number == 4  # the data's minimum, added automatically
    assert [c.number for c in marines_group.selections if c.name == "Bolter"] == [4]
    assert {c.name: c.value for c in builder.document.costs} == {"Points": 210.0}


def test_validation_reports_broken_limits(marines: GameData) -> None:
    builder = RosterBuilder(marines, "Too small", points_limit=50)
    force = builder.add_force("Standard Mission", "Space Marines (4E)")
    for _ in range(3):
        builder.add(force, "Commander")
    squad = builder.add(force, "Tactical Squad")
    builder.add(squad, "Frag Grenades")
    builder.add(squad, "Frag Grenades")
    findings = validate(marines, builder.document)
    assert all(f.severity is Severity.ERROR for f in findings)
    texts = [f.message.render() for f in findings]
    assert any(t.startswith("The roster costs") and "limit of 50" in t for t in texts)
    assert "Standard Mission may have at most 2 × HQ (it has 3)" in texts
    assert "Standard Mission needs at least 2 × Troops (it has 1)" in texts
    assert "Tactical Squad may have at most 1 × Frag Grenades (it has 2)" in texts
    assert "Space Marine Sergeant needs at least 1 × Weapon (it has 0)" in texts
    builder.remove(force.selections[-2])  # one Commander fewer
    texts = [f.message.render() for f in validate(marines, builder.document)]
    assert not any("× HQ" in t for t in texts)


def test_building_a_legal_horus_heresy_custodes_roster(custodes: GameData) -> None:
    builder = RosterBuilder(custodes, "Vanguard", points_limit=1000)
    force = builder.add_force("Unrestricted/Collection", "Legio Custodes")
    # this force has no Allegiance category: army-wide choices are not offered in it
    assert "Allegiance" not in [o.name for o in builder.options(force)]
    builder.add(force, "Custodian Guard Sodality")
    assert validate(custodes, builder.document) == []
    result = import_bytes(to_rosz(builder.document))
    assert result.document == builder.document
    roster = result.roster
    assert roster.edition is Edition.HORUS_HERESY
    guard = roster.units[0].models[0]
    assert guard.count >= 4 and guard.value("sv") == 2
    assert [w.name for w in guard.weapons] == ["Guardian spear"]
    assert roster.total_points == result.document.recomputed("9893-c379-920b-8982") > 0


def test_exported_rosz_reimports_and_shows(marines: GameData, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    builder = _legal_marines(marines)
    target = tmp_path / "strike force.rosz"
    save_rosz(builder.document, target)
    assert read_document(target) == builder.document
    assert main(["show", str(target), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert (shown["points"], shown["points_limit"], shown["problems"]) == (210, 1000, [])
    assert [u["name"] for u in shown["units"]] == ["Commander", "Tactical Squad",
                                                   "Tactical Squad"]
    assert [u["models"] for u in shown["units"]] == [1, 5, 5]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["strike force.rosz"]
