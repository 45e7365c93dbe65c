"""A roster keeps its BattleScribe document through Auspex: native save and .rosz export give
back the entry ids, categories, rules and forces, merged with the edits made in Auspex."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.formats import native
from desktop.formats.battlescribe import import_roster, read_document, save_roster_rosz
from desktop.formats.battlescribe.catalogue import load_game_data
from desktop.formats.battlescribe.keep import kept_document
from desktop.formats.battlescribe.validate import validate
from tests.formats.bsdata_helpers import DATA, fixture

pytestmark = pytest.mark.shared

REAL = [("kt2018/huans-asuryani.ros", "kt2018/catalogues", "Asuryani"),
        ("hh2/OgrynChainaxeFix.rosz", "hh2/catalogues", "2022 - Imperialis Militia")]


def _through_native(path: Path, tmp_path: Path) -> Path:
    """Import, save natively, load the native file again, export .rosz."""
    roster = import_roster(path).roster
    saved = tmp_path / "roster.json"
    native.save(roster, saved)
    again = native.load(saved)
    assert again == roster
    target = tmp_path / "exported.rosz"
    save_roster_rosz(again, target)
    return target


@pytest.mark.parametrize(("roster", "folder", "catalogue"), REAL,
                         ids=[r[0] for r in REAL])
def test_real_roster_comes_back_as_it_was(roster: str, folder: str, catalogue: str,
                                          tmp_path: Path) -> None:
    original = read_document(fixture(roster))
    exported = read_document(_through_native(fixture(roster), tmp_path))
    assert exported == original  # ids, categories, rules, forces, costs: all of it
    data = load_game_data(fixture(folder), catalogue)
    assert validate(data, exported) == validate(data, original)


def test_edits_in_auspex_are_merged_into_the_kept_document(tmp_path: Path) -> None:
    path = fixture("kt2018/huans-asuryani.ros")
    original = read_document(path)
    roster = import_roster(path).roster
    units = list(roster.units)
    renamed = units[1].model_copy(update={"name": "Farseer's Chosen", "notes": "Painted"})
    group = units[2].models[0]
    grown = units[2].model_copy(update={"models": [group.model_copy(update={"count": 3})]})
    wounded = units[3].model_copy(update={"models": [
        g.model_copy(update={"wounds_lost": 1}) for g in units[3].models]})
    removed = units[4]
    edited = roster.model_copy(update={
        "name": "Renamed team", "points_limit": 125,
        "units": [units[0], renamed, grown, wounded, *units[5:]]})
    target = tmp_path / "edited.rosz"
    save_roster_rosz(edited, target)
    exported = read_document(target)
    assert exported.name == "Renamed team"
    assert [c.value for c in exported.cost_limits if c.name.strip() == "pts"] == [125.0]
    force, was = exported.forces[0], original.forces[0]
    by_id = {s.id: s for s in force.selections}
    old_tops = {s.id: s for s in was.selections}
    # renamed: the same selection, with a custom name and notes
    renamed_selection = next(s for s in force.selections if s.custom_name == "Farseer's Chosen")
    assert renamed_selection.id in old_tops and renamed_selection.custom_notes == "Painted"
    assert renamed_selection.entry_id == old_tops[renamed_selection.id].entry_id
    # battle state is not a change: the wounded unit's selection is kept as it was
    assert sum(1 for s in force.selections if s.id in old_tops) == len(was.selections) - 2
    assert not any(s.id == removed.id for s in force.selections)
    # the unit with a new model count is written anew, the others keep their entry ids
    changed = [s for s in force.selections if s.id not in old_tops]
    assert len(changed) == 1 and changed[0].name == units[2].name
    assert all(by_id[i].entry_id == old_tops[i].entry_id for i in by_id if i in old_tops)
    again = import_roster(target).roster
    assert [u.name for u in again.units] == [u.name for u in edited.units]
    assert again.units[2].models[0].count == 3


def test_a_roster_made_in_auspex_exports_as_before(tmp_path: Path) -> None:
    roster = import_roster(DATA / "second-2nd.ros").roster.model_copy(
        update={"battlescribe": None})
    target = tmp_path / "plain.rosz"
    save_roster_rosz(roster, target)
    assert [u.name for u in import_roster(target).roster.units] == \
        [u.name for u in roster.units]


def test_a_damaged_kept_document_is_ignored() -> None:
    roster = import_roster(DATA / "second-2nd.ros").roster
    assert kept_document(roster) is not None
    assert kept_document(roster.model_copy(update={"battlescribe": "{broken"})) is None
