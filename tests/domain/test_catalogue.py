"""The built-in unit catalogues: every shipped file loads, is legal, and hands out copies."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.domain import catalogue as catalogue_module
from desktop.domain.catalogue import (
    Catalogue,
    CatalogueEntry,
    catalogue_path,
    clear_cache,
    load_catalogue,
    load_catalogue_file,
    loads_catalogue,
)
from desktop.domain.editions import MODEL_CHARACTERISTICS, WEAPON_TYPES, Edition
from desktop.domain.findings import Severity, check_roster
from desktop.domain.roster import Roster
from desktop.domain.text import DomainError

EDITIONS = list(Edition)


@pytest.fixture(autouse=True)
def _fresh_cache() -> Iterator[None]:
    clear_cache()
    yield
    clear_cache()


def _entries(edition: Edition) -> list[CatalogueEntry]:
    return list(load_catalogue(edition).entries)


@pytest.mark.parametrize("edition", EDITIONS)
def test_shipped_catalogue_loads_with_enough_content(edition: Edition) -> None:
    catalogue = load_catalogue(edition)
    assert catalogue.edition is edition
    assert catalogue.format == "auspex-catalogue" and catalogue.version == 1
    assert len(catalogue.factions) >= 3
    assert all(faction.units for faction in catalogue.factions)
    assert len(list(catalogue.entries)) >= 4  # only what the real data confirms (#14)


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_template_is_legal_for_its_edition(edition: Edition) -> None:
    entries = _entries(edition)
    roster = Roster(name="All templates", edition=edition,
                    units=[entry.instantiate() for entry in entries])
    errors = [f.message.render() for f in check_roster(roster) if f.severity is Severity.ERROR]
    assert errors == []
    for entry in entries:
        assert entry.unit.models, entry.id
        assert entry.points == 0, entry.id  # points come from the player's game data (#14)
        for group in entry.unit.models:
            assert group.count >= 1
            ranged = [weapon for weapon in group.weapons if weapon.range > 0]
            assert ranged, f"{entry.id}: {group.name} has no ranged weapon"
            _assert_characteristics_legal(edition, group.characteristics)
            for weapon in group.weapons:
                _assert_weapon_convention(edition, weapon.model_dump())


def _assert_characteristics_legal(edition: Edition, values: dict[str, int | None]) -> None:
    vehicle = values.get("av_front") is not None
    for spec in MODEL_CHARACTERISTICS[edition]:
        value = values.get(spec.key)
        if value is None and (vehicle or spec.optional or spec.dash):
            continue
        assert value is not None, spec.key
        assert spec.minimum <= value <= spec.maximum, (spec.key, value)


def _assert_weapon_convention(edition: Edition, weapon: dict[str, Any]) -> None:
    """design.md section 4: how each edition writes AP, types and ranges."""
    assert weapon["strength"] is not None and 1 <= weapon["strength"] <= 10, weapon["name"]
    allowed = WEAPON_TYPES[edition]
    if allowed:
        assert weapon["type"] in allowed, weapon["name"]
    else:
        assert weapon["type"] is None, weapon["name"]
    if edition is Edition.KILL_TEAM_2018:
        assert weapon["ap"] is not None and -6 <= weapon["ap"] <= 0, weapon["name"]
    elif edition is Edition.SECOND:
        assert weapon["ap"] is None, weapon["name"]
        assert weapon["short_range"] is not None, weapon["name"]
        assert weapon["short_range"] <= weapon["range"], weapon["name"]
    else:
        assert weapon["ap"] is None or 1 <= weapon["ap"] <= 6, weapon["name"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_entries_know_their_faction(edition: Edition) -> None:
    catalogue = load_catalogue(edition)
    for faction in catalogue.factions:
        for entry in faction.units:
            assert entry.faction_id == faction.id
            assert entry.faction_name == faction.name
            assert catalogue.entry(entry.id) is entry
        assert catalogue.faction(faction.id) is faction


@pytest.mark.parametrize("edition", EDITIONS)
def test_instantiate_gives_independent_units_with_new_ids(edition: Edition) -> None:
    entry = _entries(edition)[0]
    template_before = entry.unit.model_dump()
    first, second = entry.instantiate(), entry.instantiate()
    assert first.id != second.id
    assert entry.unit.id not in (first.id, second.id)
    assert first.model_dump(exclude={"id"}) == _without_id(template_before)
    first.name = "Renamed"
    first.models[0].count += 3
    first.models[0].weapons[0].name = "Changed"
    first.models[0].characteristics["zz"] = 1
    assert second.name == entry.unit.name
    assert second.models[0].count == entry.unit.models[0].count
    assert second.models[0].weapons[0].name == entry.unit.models[0].weapons[0].name
    assert entry.unit.model_dump() == template_before


def _without_id(data: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in data.items() if key != "id"}


def test_find_by_name_and_faction() -> None:
    catalogue = load_catalogue(Edition.KILL_TEAM_2018)
    names = [entry.name for entry in catalogue.find("INTERCESSOR")]
    assert names == ["Intercessor", "Intercessor Gunner", "Intercessor Sergeant"]
    gunners = catalogue.find("gunner")
    assert {entry.faction_id for entry in gunners} == {"adeptus-astartes", "asuryani", "orks"}
    assert [entry.name for entry in catalogue.find("gunner", faction="orks")] == \
        ["Ork Boy Gunner"]
    assert len(catalogue.find()) == len(list(catalogue.entries))
    assert catalogue.find("no such unit") == []
    assert catalogue.find("", faction="no-such-faction") == []
    with pytest.raises(KeyError):
        catalogue.entry("no-such-unit")
    with pytest.raises(KeyError):
        catalogue.faction("no-such-faction")


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_every_entry_is_found_by_part_of_its_name(data: st.DataObject) -> None:
    edition = data.draw(st.sampled_from(EDITIONS))
    entry = data.draw(st.sampled_from(_entries(edition)))
    start = data.draw(st.integers(0, len(entry.name) - 1))
    end = data.draw(st.integers(start + 1, len(entry.name)))
    needle = entry.name[start:end]
    found = load_catalogue(edition).find(needle.swapcase())
    assert entry in found
    assert all(needle.strip().casefold() in e.name.casefold() or
               needle.strip().casefold() in e.id for e in found)


def test_catalogue_is_read_once_and_cached() -> None:
    first = load_catalogue("classic")
    assert load_catalogue(Edition.CLASSIC) is first
    clear_cache()
    assert load_catalogue(Edition.CLASSIC) is not first


def test_file_for_the_wrong_edition_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    real = catalogue_path(Edition.SECOND)
    monkeypatch.setattr(catalogue_module, "catalogue_path", lambda edition: real)
    with pytest.raises(DomainError, match="is for the edition 'second'"):
        load_catalogue(Edition.CLASSIC)


def _valid_document() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(catalogue_path(Edition.CLASSIC).read_text("utf-8"))
    return doc


def _mutate(change: str) -> bytes:
    doc = _valid_document()
    first = doc["factions"][0]["units"][0]
    if change == "format":
        doc["format"] = "auspex-roster"
    elif change == "newer":
        doc["version"] = 2
    elif change == "no-version":
        doc["version"] = "1"
    elif change == "characteristic":
        first["unit"]["models"][0]["characteristics"]["cl"] = 7
    elif change == "duplicate-entry":
        doc["factions"][0]["units"].append(first)
    elif change == "duplicate-faction":
        doc["factions"].append(doc["factions"][0])
    elif change == "bad-count":
        first["unit"]["models"][0]["count"] = -1
    elif change == "bad-dice":
        first["unit"]["models"][0]["weapons"][0]["shots"] = "D7"
    elif change == "unknown-field":
        first["colour"] = "blue"
    elif change == "bad-slug":
        first["id"] = "Tactical Squad"
    return json.dumps(doc).encode("utf-8")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("format", "This is not an Auspex catalogue"),
        ("newer", "written for a newer Auspex (version 2, this app reads up to 1)"),
        ("no-version", "has no valid version number"),
        ("characteristic", "'cl' is not a characteristic of this edition"),
        ("duplicate-entry", "Two units share the id tactical-squad"),
        ("duplicate-faction", "Two factions share the id space-marines"),
        ("bad-count", "invalid at factions > 0 > units > 0 > unit > models > 0 > count"),
        ("bad-dice", "invalid at factions > 0 > units > 0 > unit > models > 0 > weapons > 0"),
        ("unknown-field", "invalid at factions > 0 > units > 0 > colour"),
        ("bad-slug", "invalid at factions > 0 > units > 0 > id"),
    ],
)
def test_broken_documents_are_refused_clearly(change: str, message: str) -> None:
    with pytest.raises(DomainError) as caught:
        loads_catalogue(_mutate(change))
    assert message in str(caught.value)
    assert caught.value.message.context == "Catalogue"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{not json", "damaged (invalid JSON near line 1)"),
        (b"\xff\xfe\x00garbage", "not UTF-8 text"),
        (b"[1, 2, 3]", "This is not an Auspex catalogue"),
        (b'{"format": "auspex-catalogue", "version": 1, "x": NaN}', "damaged"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    ],
)
def test_unreadable_bytes_are_refused(content: bytes, message: str) -> None:
    with pytest.raises(DomainError, match=re.escape(message)):
        loads_catalogue(content)


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DomainError, match=re.escape("The catalogue nothing.json is missing")):
        load_catalogue_file(tmp_path / "nothing.json")


def test_a_valid_copy_loads_from_any_path(tmp_path: Path) -> None:
    target = tmp_path / "copy.json"
    target.write_bytes(catalogue_path(Edition.HORUS_HERESY).read_bytes())
    loaded = load_catalogue_file(target)
    assert isinstance(loaded, Catalogue)
    shipped = load_catalogue(Edition.HORUS_HERESY)
    assert [e.id for e in loaded.entries] == [e.id for e in shipped.entries]
    assert [e.unit.model_dump(exclude={"id"}) for e in loaded.entries] == \
        [e.unit.model_dump(exclude={"id"}) for e in shipped.entries]
