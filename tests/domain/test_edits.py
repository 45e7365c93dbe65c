"""The roster editor's edits without Qt: each apply/revert, refusals, and change events."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.domain import edits as E
from desktop.domain.catalogue import load_catalogue
from desktop.domain.document import (
    Change,
    FieldPart,
    GroupPart,
    Reset,
    RosterChanged,
    RosterDocument,
    UnitChanged,
    UnitInserted,
    UnitMoved,
    UnitRemoved,
    WeaponPart,
)
from desktop.domain.editions import MODEL_CHARACTERISTICS, Edition
from desktop.domain.findings import check_roster
from desktop.domain.roster import ModelGroup, Roster, Unit, Weapon
from desktop.domain.text import DomainError
from desktop.ui.demo import load_demo_rosters

DEMOS = load_demo_rosters()


class Shadow:
    """Rebuilds the roster's shape from change events only, as the Qt tree model must."""

    def __init__(self, document: RosterDocument) -> None:
        self.document = document
        self.shape = self.read(document.roster)
        self.events: list[Change] = []
        document.subscribe(self.on_change)

    @staticmethod
    def read(roster: Roster) -> list[tuple[str, list[int]]]:
        return [(u.id, [len(g.weapons) for g in u.models]) for u in roster.units]

    def on_change(self, change: Change) -> None:
        self.events.append(change)
        roster = self.document.roster
        match change:
            case UnitInserted(index=index):
                unit = roster.units[index]
                self.shape.insert(index, (unit.id, [len(g.weapons) for g in unit.models]))
            case UnitRemoved(unit_id=unit_id, index=index):
                assert self.shape.pop(index)[0] == unit_id
            case UnitMoved(source=source, target=target):
                self.shape.insert(target, self.shape.pop(source))
            case UnitChanged(index=index, part=part):
                groups = self.shape[index][1]
                unit = roster.units[index]
                match part:
                    case GroupPart(group=group, op="inserted"):
                        groups.insert(group, len(unit.models[group].weapons))
                    case GroupPart(group=group, op="removed"):
                        groups.pop(group)
                    case WeaponPart(group=group, op="inserted"):
                        groups[group] += 1
                    case WeaponPart(group=group, op="removed"):
                        groups[group] -= 1
                    case None:
                        self.shape[index] = (unit.id, [len(g.weapons) for g in unit.models])


def classic() -> RosterDocument:
    return RosterDocument(next(r for r in DEMOS if r.edition is Edition.CLASSIC))


def test_every_factory_applies_reverts_and_reapplies() -> None:
    document = classic()
    original = document.roster
    shadow = Shadow(document)
    unit = original.units[0]
    entry = next(iter(load_catalogue(Edition.CLASSIC).entries))
    factories: list[Callable[[], object]] = [
        lambda: E.rename_unit(document, unit.id, "Veterans"),
        lambda: E.set_unit_notes(document, unit.id, "Holds the left flank"),
        lambda: E.set_unit_points(document, unit.id, 25),
        lambda: E.duplicate_unit(document, unit.id),
        lambda: E.move_unit(document, unit.id, 2),
        lambda: E.add_model_group(document, unit.id, model_name="Scout"),
        lambda: E.duplicate_model_group(document, unit.id, 0),
        lambda: E.rename_model_group(document, unit.id, 0, "Sergeant Tor"),
        lambda: E.set_model_count(document, unit.id, 1, 7),
        lambda: E.set_points_each(document, unit.id, 1, 16),
        lambda: E.set_characteristic(document, unit.id, 0, "bs", 5),
        lambda: E.set_characteristic(document, unit.id, 0, "inv", 5),
        lambda: E.add_weapon(document, unit.id, 0, weapon_name="Plasma pistol"),
        lambda: E.set_weapon_field(document, unit.id, 0, 0, "shots", "d3"),
        lambda: E.set_weapon_field(document, unit.id, 0, 0, "type", "heavy"),
        lambda: E.set_weapon_field(document, unit.id, 0, 0, "ap", None),
        lambda: E.set_weapon_field(document, unit.id, 0, 0, "special_rules", [" Blast ", ""]),
        lambda: E.duplicate_weapon(document, unit.id, 0, 0),
        lambda: E.remove_weapon(document, unit.id, 0, 1),
        lambda: E.remove_model_group(document, unit.id, 2),
        lambda: E.add_from_catalogue(document, [entry], 0),
        lambda: E.add_from_catalogue(document, [entry, entry]),
        lambda: E.new_unit(document, "Blank", "Trooper"),
        lambda: E.rename_roster(document, "Second Company"),
        lambda: E.set_points_limit(document, 1500),
        lambda: E.set_points_limit(document, None),
        lambda: E.set_roster_notes(document, "Painted by Ana"),
        lambda: E.remove_unit(document, unit.id),
    ]
    states = [original]
    applied = []
    for factory in factories:
        edit = factory()
        assert edit.name.render()  # type: ignore[attr-defined]
        before = document.roster
        edit.apply(document)  # type: ignore[attr-defined]
        assert document.roster != before, edit
        applied.append(edit)
        states.append(document.roster)
        assert shadow.shape == Shadow.read(document.roster)
    for edit, state in zip(reversed(applied), reversed(states[:-1]), strict=True):
        edit.revert(document)  # type: ignore[attr-defined]
        assert document.roster == state
        assert shadow.shape == Shadow.read(document.roster)
    assert document.roster.model_dump() == original.model_dump()
    for edit, state in zip(applied, states[1:], strict=True):
        edit.apply(document)  # type: ignore[attr-defined]
        assert document.roster == state


def test_values_are_normalised_and_named() -> None:
    document = classic()
    unit = document.roster.units[0]
    edit = E.set_weapon_field(document, unit.id, 0, 0, "shots", " 2d6+1 ")
    assert edit.name.render() == "Set Shots of Boltgun to 2D6+1"
    edit.apply(document)
    assert document.roster.units[0].models[0].weapons[0].shots == "2D6+1"
    rename = E.rename_unit(document, unit.id, "  Veterans  ")
    assert rename.name.render() == "Rename Tactical Squad to Veterans"
    count = E.set_model_count(document, unit.id, 1, 4)
    assert count.name.render() == "Set the number of Space Marine to 4"
    sv = E.set_characteristic(document, unit.id, 0, "sv", 2)
    assert sv.name.render() == "Set Sv of Veteran Sergeant to 2+"


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda d, u: E.set_characteristic(d, u, 0, "bs", 11), "BS must be between 0 and 10"),
        (lambda d, u: E.set_characteristic(d, u, 0, "sv", 1), "Sv must be between 2+ and 6+"),
        (lambda d, u: E.set_characteristic(d, u, 0, "t", None), "T needs a value"),
        (lambda d, u: E.set_characteristic(d, u, 0, "cl", 5), "has no characteristic 'cl'"),
        (lambda d, u: E.set_weapon_field(d, u, 0, 0, "shots", "2Q"), "not a dice expression"),
        (lambda d, u: E.set_weapon_field(d, u, 0, 0, "shots", "D7"), "There is no D7"),
        (lambda d, u: E.set_weapon_field(d, u, 0, 0, "ap", 7), "AP must be between 1 and 6"),
        (lambda d, u: E.set_weapon_field(d, u, 0, 0, "strength", 11),
         "Strength must be between 1 and 10"),
        (lambda d, u: E.set_weapon_field(d, u, 0, 0, "type", "grenade"),
         "no weapon type 'grenade'"),
        (lambda d, u: E.set_weapon_field(d, u, 0, 0, "damage", "2"), "no weapon column"),
        (lambda d, u: E.set_weapon_field(d, u, 0, 0, "name", " "), "A name cannot be empty"),
        (lambda d, u: E.rename_unit(d, u, ""), "A name cannot be empty"),
        (lambda d, u: E.rename_unit(d, u, "x" * 201), "Name cannot be"),
        (lambda d, u: E.set_model_count(d, u, 0, -1), "Number of models cannot be '-1'"),
        (lambda d, u: E.set_points_limit(d, -5), "Points limit cannot be '-5'"),
    ],
)
def test_refusals_explain_and_change_nothing(make: Callable[[RosterDocument, str], object],
                                             reason: str) -> None:
    document = classic()
    before = document.roster
    with pytest.raises(DomainError) as caught:
        make(document, before.units[0].id)
    assert reason in caught.value.message.render()
    assert document.roster is before


@pytest.mark.parametrize("edition", list(Edition))
def test_blank_templates_are_legal_in_every_edition(edition: Edition) -> None:
    document = RosterDocument(Roster(name="R", edition=edition))
    E.new_unit(document, "Unit", "Model").apply(document)
    unit = document.roster.units[0]
    E.add_weapon(document, unit.id, 0, weapon_name="Gun").apply(document)
    assert check_roster(document.roster) == []
    assert {f.key for f in E.weapon_fields(edition)} <= set(Weapon.model_fields)


def test_vehicle_may_leave_infantry_values_blank() -> None:
    group = ModelGroup(name="Rhino", characteristics={"m": 12, "bs": 4, "av_front": 11,
                                                      "av_side": 11, "av_rear": 10, "hp": 3})
    document = RosterDocument(Roster(name="R", edition=Edition.HORUS_HERESY,
                                     units=[Unit(id="rhino", name="Rhino", models=[group])]))
    assert E.allows_dash(Edition.HORUS_HERESY, group, "ws")
    assert not E.allows_dash(Edition.HORUS_HERESY, group, "hp")
    E.set_characteristic(document, "rhino", 0, "ws", None).apply(document)
    with pytest.raises(DomainError):
        E.set_characteristic(document, "rhino", 0, "bs", None)


def test_catalogue_units_of_another_edition_are_refused() -> None:
    document = classic()
    entry = next(iter(load_catalogue(Edition.HORUS_HERESY).entries))
    with pytest.raises(DomainError, match="does not fit this edition"):
        E.add_from_catalogue(document, [entry])


def test_batch_from_catalogue_is_one_step_with_fixed_ids() -> None:
    document = classic()
    entries = list(load_catalogue(Edition.CLASSIC).entries)[:3]
    edit = E.add_from_catalogue(document, entries, 1)
    assert edit.name.render() == "Add units from the catalogue: 3"
    edit.apply(document)
    added = [u.id for u in document.roster.units[1:4]]
    assert [u.name for u in document.roster.units[1:4]] == [e.name for e in entries]
    edit.revert(document)
    edit.apply(document)
    assert [u.id for u in document.roster.units[1:4]] == added


def test_each_edit_says_exactly_what_changed() -> None:
    """Listeners get one typed event per step, naming the unit, group, weapon and field."""
    document = classic()
    shadow = Shadow(document)
    first, second = document.roster.units[0], document.roster.units[1]
    steps: list[tuple[object, Change]] = [
        (E.rename_unit(document, first.id, "Veterans"),
         UnitChanged(first.id, 0, FieldPart("name"))),
        (E.set_model_count(document, first.id, 0, 3),
         UnitChanged(first.id, 0, GroupPart(0, "changed", "count"))),
        (E.add_model_group(document, first.id),
         UnitChanged(first.id, 0, GroupPart(len(first.models), "inserted"))),
        (E.add_weapon(document, first.id, 0),
         UnitChanged(first.id, 0, WeaponPart(0, len(first.models[0].weapons), "inserted"))),
        (E.set_weapon_field(document, first.id, 0, 0, "name", "Bolter"),
         UnitChanged(first.id, 0, WeaponPart(0, 0, "changed", "name"))),
        (E.move_unit(document, second.id, 0), UnitMoved(second.id, 1, 0)),
        (E.remove_unit(document, second.id), UnitRemoved(second.id, 0)),
        (E.set_points_limit(document, 1500), RosterChanged(("points_limit",))),
    ]
    for edit, expected in steps:
        edit.apply(document)  # type: ignore[attr-defined]
        assert shadow.events[-1] == expected
    steps[-2][0].revert(document)  # type: ignore[attr-defined]
    assert shadow.events[-1] == UnitInserted(second.id, 0)
    document.replace(DEMOS[0])
    assert shadow.events[-1] == Reset()
    assert len(shadow.events) == len(steps) + 2

# --- property: any sequence of edits, undone, gives the original roster back --------------

DICE = ["1", "2", "D3", "2D6", "D6+1", "3d6-1", "D7", "x", "", "21D6", "-"]


@st.composite
def an_edit(draw: st.DrawFn, document: RosterDocument) -> object:
    roster = document.roster
    edition = roster.edition
    units = roster.units
    kinds = ["new", "catalogue", "roster-name", "limit", "roster-notes"]
    if units:
        kinds += ["rename", "notes", "points", "remove", "duplicate", "move", "add-group"]
    unit = draw(st.sampled_from(units)) if units else None
    if unit is not None and unit.models:
        kinds += ["rename-group", "count", "each", "char", "remove-group", "dup-group",
                  "add-weapon"]
    group_index = draw(st.integers(0, len(unit.models) - 1)) if unit and unit.models else 0
    group = unit.models[group_index] if unit and unit.models else None
    if group is not None and group.weapons:
        kinds += ["weapon-field", "remove-weapon", "dup-weapon"]
    kind = draw(st.sampled_from(kinds))
    text = st.text(alphabet="ab Zé-", max_size=8)
    uid = unit.id if unit else ""
    match kind:
        case "new":
            return E.new_unit(document, draw(text), "Model", draw(
                st.none() | st.integers(0, len(units))))
        case "catalogue":
            assert edition is not None
            entries = list(load_catalogue(edition).entries)
            return E.add_from_catalogue(document, draw(st.lists(st.sampled_from(entries),
                                                                min_size=1, max_size=3)))
        case "roster-name":
            return E.rename_roster(document, draw(text))
        case "limit":
            return E.set_points_limit(document, draw(st.none() | st.integers(-10, 3000)))
        case "roster-notes":
            return E.set_roster_notes(document, draw(text))
        case "rename":
            return E.rename_unit(document, uid, draw(text))
        case "notes":
            return E.set_unit_notes(document, uid, draw(text))
        case "points":
            return E.set_unit_points(document, uid, draw(st.integers(-10, 500)))
        case "remove":
            return E.remove_unit(document, uid)
        case "duplicate":
            return E.duplicate_unit(document, uid)
        case "move":
            return E.move_unit(document, uid, draw(st.integers(0, len(units) - 1)))
        case "add-group":
            return E.add_model_group(document, uid, index=draw(
                st.none() | st.integers(0, len(unit.models) if unit else 0)))
        case "rename-group":
            return E.rename_model_group(document, uid, group_index, draw(text))
        case "count":
            return E.set_model_count(document, uid, group_index, draw(st.integers(-1, 30)))
        case "each":
            return E.set_points_each(document, uid, group_index, draw(st.integers(-1, 99)))
        case "char":
            assert edition is not None
            spec = draw(st.sampled_from(MODEL_CHARACTERISTICS[edition]))
            return E.set_characteristic(document, uid, group_index, spec.key,
                                        draw(st.none() | st.integers(-2, 14)))
        case "remove-group":
            return E.remove_model_group(document, uid, group_index)
        case "dup-group":
            return E.duplicate_model_group(document, uid, group_index)
        case "add-weapon":
            return E.add_weapon(document, uid, group_index)
    assert group is not None
    weapon_index = draw(st.integers(0, len(group.weapons) - 1))
    if kind == "remove-weapon":
        return E.remove_weapon(document, uid, group_index, weapon_index)
    if kind == "dup-weapon":
        return E.duplicate_weapon(document, uid, group_index, weapon_index)
    spec = draw(st.sampled_from(E.weapon_fields(edition)))
    value: object
    if spec.kind == "int":
        value = draw(st.none() | st.integers(spec.minimum - 2, spec.maximum + 2))
    elif spec.kind == "dice":
        value = draw(st.sampled_from(DICE))
    elif spec.kind == "type":
        value = draw(st.sampled_from(["", "heavy", "grenade", "assault", "bogus"]))
    elif spec.kind == "rules":
        value = draw(st.lists(text, max_size=3))
    else:
        value = draw(text)
    return E.set_weapon_field(document, uid, group_index, weapon_index, spec.key, value)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_edits_undone_give_the_original_and_redo_gives_the_result(
        data: st.DataObject) -> None:
    original = data.draw(st.sampled_from(DEMOS))
    document = RosterDocument(original)
    shadow = Shadow(document)
    applied = []
    for _ in range(data.draw(st.integers(1, 15))):
        before = document.roster
        try:
            edit = data.draw(an_edit(document))
        except DomainError as refused:
            assert refused.message.render()
            assert document.roster is before  # a refusal never touches the document
            continue
        edit.apply(document)  # type: ignore[attr-defined]
        applied.append(edit)
        assert shadow.shape == Shadow.read(document.roster)
        Roster.model_validate(document.roster.model_dump())  # still a valid roster
    result = document.roster
    for edit in reversed(applied):
        edit.revert(document)  # type: ignore[attr-defined]
    assert document.roster.model_dump() == original.model_dump()
    assert shadow.shape == Shadow.read(original)
    for edit in applied:
        edit.apply(document)  # type: ignore[attr-defined]
    assert document.roster.model_dump() == result.model_dump()
