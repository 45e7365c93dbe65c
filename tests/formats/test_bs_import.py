"""Importing our own small rosters (tests/data/bsdata): every edition mapping and quirk."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from desktop.domain.editions import Edition
from desktop.domain.findings import Severity, check_roster
from desktop.formats.battlescribe import document_from_bytes, import_bytes, import_roster
from desktop.formats.battlescribe.writer import to_json, to_rosz, to_xml
from desktop.formats.errors import FormatError
from tests.formats.bsdata_helpers import DATA


def _zip(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def test_kill_team_over_limit_roster_is_an_error_after_conversion() -> None:
    result = import_roster(DATA / "kt2018-over-limit.ros")
    roster = result.roster
    assert (roster.total_points, roster.points_limit) == (104, 100)
    errors = [f for f in check_roster(roster) if f.severity is Severity.ERROR]
    assert [f.code for f in errors] == ["over-limit"]
    sergeant, gunners = roster.units
    assert sergeant.name == "Brother Tautus"
    assert sergeant.notes == "Carries the banner & the auspex."
    assert sergeant.models[0].name == "Intercessor Sergeant"
    assert gunners.model_count == 4 and gunners.models[0].points_each == 20
    rifle = sergeant.models[0].weapons[0]
    assert (rifle.type, rifle.shots, rifle.ap, rifle.range) == ("rapid-fire", "1", -1, 30)
    # the melee weapon is not a shooting profile: it stays visible as a raw profile
    assert [p.name for p in sergeant.raw_profiles] == ["Power sword"]
    assert [p.type_name for p in gunners.raw_profiles] == ["Ability"]


def test_schema_2_01_spellings_and_classic_mapping() -> None:
    result = import_roster(DATA / "classic-3rd-2.01.ros")
    document, roster = result.document, result.roster
    assert document is not None and document.battle_scribe_version == "2.01"
    assert document.costs[0].type_id == "4ed5-2f92-9abc-2870"
    assert roster.edition is Edition.CLASSIC
    assert (roster.total_points, roster.points_limit) == (245, 500)
    squad = roster.units[0]
    assert [(g.name, g.count) for g in squad.models] == [
        ("Space Marine Sergeant", 1), ("Space Marine", 8),
        ("Space Marine with Missile Launcher", 1)]
    marine = squad.models[1]
    assert marine.characteristics == {"ws": 4, "bs": 4, "s": 4, "t": 4, "w": 1, "i": 4, "a": 1,
                                      "ld": 8, "sv": 3}
    boltgun = marine.weapons[0]
    assert (boltgun.type, boltgun.shots, boltgun.range, boltgun.strength, boltgun.ap) \
        == ("rapid-fire", "1", 24, 4, 5)
    # a model without its own stat line borrows the closest sibling's
    assert squad.models[2].value("a") == 1
    assert squad.models[2].weapons[0].type == "heavy"
    rhino = roster.units[1]  # a classic vehicle: its BS and armour values
    assert [g.characteristics for g in rhino.models] == [
        {"bs": 4, "av_front": 11, "av_side": 11, "av_rear": 10}]
    assert result.warnings == []


def test_second_edition_mapping() -> None:
    roster = import_roster(DATA / "second-2nd.ros").roster
    assert roster.edition is Edition.SECOND
    group = roster.units[0].models[0]
    assert group.count == 5 and group.points_each == 30
    assert group.value("sv") == 3  # from the separate Armour profile
    assert group.keywords == ["Infantry"]
    bolter = group.weapons[0]
    assert (bolter.short_range, bolter.range, bolter.hit_modifier_short,
            bolter.hit_modifier_long, bolter.save_modifier, bolter.armour_penetration) \
        == (12, 24, 1, 0, -1, "D6+4")
    assert roster.units[0].raw_profiles[0].name == "Chainsword"
    assert roster.notes == "Third Company: Painted in 1995."


def test_new_recruit_json_child_forces_and_point_s() -> None:
    result = import_roster(DATA / "hh3-newrecruit.json")
    roster = result.roster
    assert roster.edition is Edition.HORUS_HERESY
    assert (roster.total_points, roster.points_limit) == (445, 1000)
    assert [u.name for u in roster.units] == ["Custodian Guard Squad", "Coronus Grav-carrier"]
    guard = roster.units[0].models[0]
    assert guard.name == "Shield-Captain's Guard" and guard.count == 3
    assert (guard.value("int"), guard.value("sv"), guard.value("inv")) == (8, 2, 4)
    spear = guard.weapons[0]
    assert (spear.range, spear.shots, spear.strength, spear.ap, spear.damage) \
        == (24, "2", 4, 5, "1")
    assert spear.special_rules == ["Breaching (6+)", "Bolt"]
    carrier = roster.units[1].models[0]
    assert (carrier.value("av_front"), carrier.value("av_side"), carrier.value("av_rear"),
            carrier.value("hp")) == (14, 13, 12, 6)
    assert roster.notes.startswith("Written for the Auspex tests")


def test_new_recruit_json_equals_its_xml_form() -> None:
    from_json = document_from_bytes((DATA / "hh3-newrecruit.json").read_bytes())
    assert document_from_bytes(to_xml(from_json)) == from_json
    assert document_from_bytes(to_json(from_json)) == from_json
    assert from_json.generated_by == "https://newrecruit.eu"


def test_unknown_system_is_raw_with_a_warning() -> None:
    result = import_roster(DATA / "unknown-system.ros")
    assert result.roster.edition is None
    assert result.roster.game_system == "Some Other Game"
    assert result.roster.total_points == 35
    assert result.roster.units[0].raw_profiles[0].characteristics == {"Move": "6",
                                                                     "Fight": "+3"}
    assert [m.template for m in result.warnings] == [
        "Auspex does not know the game system '%1'; its profiles are shown as they are"]


def test_rosz_member_name_may_differ_and_content_beats_extension(tmp_path: Path) -> None:
    data = (DATA / "second-2nd.ros").read_bytes()
    packed = tmp_path / "patrol.rosz"
    packed.write_bytes(_zip({"something else.ros": data}))
    assert import_roster(packed).roster == import_roster(DATA / "second-2nd.ros").roster
    renamed = tmp_path / "patrol.ros"  # a zipped roster saved under the wrong extension
    renamed.write_bytes(packed.read_bytes())
    assert import_roster(renamed).roster.name == "Ultramarines Patrol"


def test_zip_with_two_rosters_is_refused() -> None:
    data = (DATA / "second-2nd.ros").read_bytes()
    with pytest.raises(FormatError, match="exactly one"):
        import_bytes(_zip({"a.ros": data, "b.ros": data}))


@pytest.mark.parametrize("name", ["kt2018-over-limit.ros", "classic-3rd-2.01.ros",
                                  "second-2nd.ros", "hh3-newrecruit.json", "unknown-system.ros"])
def test_rosz_export_reimports_identically(name: str) -> None:
    original = import_roster(DATA / name)
    assert original.document is not None
    again = import_bytes(to_rosz(original.document))
    assert again.document == original.document
    # the kept text is each file's own (the original's layout, the export's); same document
    assert again.roster.model_copy(update={"battlescribe": None}) == \
        original.roster.model_copy(update={"battlescribe": None})
    assert again.warnings == original.warnings


def test_stored_total_that_disagrees_is_a_warning(tmp_path: Path) -> None:
    from desktop.formats.battlescribe.summary import document_summary

    text = (DATA / "second-2nd.ros").read_text(encoding="utf-8")
    edited = text.replace('<cost name="pts" typeId="points" value="150.0"/>\n  </costs>',
                          '<cost name="pts" typeId="points" value="999.0"/>\n  </costs>', 1)
    assert edited != text
    result = import_bytes(edited.encode("utf-8"))
    assert result.document is not None
    summary = document_summary(result.document, result.warnings)
    assert summary["points"] == 150
    assert [p["severity"] for p in summary["problems"]] == ["warning"]
    assert "999" in summary["problems"][0]["message"]


def test_a_catalogue_is_not_a_roster() -> None:
    catalogue = (b'<?xml version="1.0"?><catalogue id="x" name="y" '
                 b'xmlns="http://www.battlescribe.net/schema/catalogueSchema"/>')
    with pytest.raises(FormatError, match="catalogue, not a roster"):
        import_bytes(catalogue)


def test_roster_without_any_costs() -> None:
    import re

    text = (DATA / "second-2nd.ros").read_text(encoding="utf-8")
    bare = re.sub(r"\s*<costs>.*?</costs>", "", text, flags=re.S)
    bare = re.sub(r"\s*<costLimits>.*?</costLimits>", "", bare, flags=re.S)
    assert "<cost " not in bare
    result = import_bytes(bare.encode("utf-8"))
    assert result.roster.total_points == 0 and result.roster.points_limit is None
    assert result.roster.units[0].models[0].count == 5


_UPGRADE_UNITS = """<?xml version="1.0" encoding="UTF-8"?>
<roster id="r" name="Mixed" battleScribeVersion="2.03" gameSystemId="g" gameSystemName="Other"
        gameSystemRevision="1" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <costs><cost name="pts" typeId="p" value="60.0"/></costs>
  <forces><force id="f" name="F" entryId="fe" catalogueId="c" catalogueRevision="1"
                 catalogueName="C"><selections>
    <selection id="s1" name="Battle Size" entryId="e1" number="1" type="upgrade">
      <costs><cost name="pts" typeId="p" value="0.0"/></costs></selection>
    <selection id="s2" name="Captain" entryId="e2" number="1" type="model">
      <costs><cost name="pts" typeId="p" value="10.0"/></costs></selection>
    <selection id="s3" name="Walker" entryId="e3" number="1" type="upgrade">
      <costs><cost name="pts" typeId="p" value="30.0"/></costs></selection>
    <selection id="s4" name="Hired Guns" entryId="e4" number="1" type="upgrade">
      <selections><selection id="s5" name="Gunslinger" entryId="e5" number="1" type="unit">
        <costs><cost name="pts" typeId="p" value="20.0"/></costs></selection></selections>
      <costs><cost name="pts" typeId="p" value="0.0"/></costs></selection>
  </selections></force></forces>
</roster>"""


def test_units_the_file_does_not_list_are_kept_but_not_shown(tmp_path: Path) -> None:
    from desktop.formats import native
    from desktop.formats.battlescribe.summary import document_summary, roster_summary

    result = import_bytes(_UPGRADE_UNITS.encode("utf-8"))
    roster = result.roster
    assert [(u.name, u.listed_as_unit) for u in roster.units] == [
        ("Captain", True), ("Walker", False), ("Gunslinger", False)]
    assert roster.total_points == 60  # nothing a player paid for is lost
    assert result.document is not None
    shown = document_summary(result.document, result.warnings)
    assert [u["name"] for u in shown["units"]] == ["Captain"]
    saved = tmp_path / "mixed.json"
    native.save(roster, saved)
    again = roster_summary(native.load(saved))
    assert [u["name"] for u in again["units"]] == ["Captain"]
    assert again["points"] == shown["points"] == 60
