from __future__ import annotations

import pytest
from pydantic import ValidationError

from desktop.domain import Edition, ModelGroup, Roster, Unit, Weapon, characteristic_problem
from desktop.domain.findings import Severity, check_roster
from desktop.domain.text import Message


def marine_group(count: int = 5, bs: int = 4) -> ModelGroup:
    return ModelGroup(
        name="Space Marine", count=count, points_each=15,
        characteristics={"ws": 4, "bs": bs, "s": 4, "t": 4, "w": 1, "i": 4, "a": 1, "ld": 8,
                         "sv": 3},
        weapons=[Weapon(name="Boltgun", type="rapid-fire", range=24, strength=4, ap=5)])


def test_points_totals() -> None:
    roster = Roster(name="Strike force", edition=Edition.CLASSIC, points_limit=200,
                    units=[Unit(name="Tactical Squad", points=10, models=[marine_group()])])
    assert roster.units[0].total_points == 85
    assert roster.total_points == 85
    assert check_roster(roster) == []


@pytest.mark.parametrize(
    ("edition", "key", "value", "expected"),
    [
        (Edition.CLASSIC, "bs", 11, "BS must be between 0 and 10"),
        (Edition.CLASSIC, "bs", 10, None),
        (Edition.CLASSIC, "sv", 1, "Sv must be between 2+ and 6+"),
        (Edition.CLASSIC, "sv", None, None),
        (Edition.CLASSIC, "t", None, "T needs a value"),
        (Edition.KILL_TEAM_2018, "bs", 7, "BS must be between 2+ and 6+"),
        (Edition.KILL_TEAM_2018, "bs", 3, None),
        (Edition.HORUS_HERESY, "cl", 7, None),
        (Edition.SECOND, "m", 21, "M must be between 0 and 20"),
    ],
)
def test_characteristic_ranges(edition: Edition, key: str, value: int | None,
                               expected: str | None) -> None:
    problem = characteristic_problem(edition, key, value)
    assert (problem.render() if problem else None) == expected


def test_findings_errors_and_warnings() -> None:
    roster = Roster(name="R", edition=Edition.CLASSIC, points_limit=50,
                    units=[Unit(name="Tactical", models=[marine_group(bs=12)]),
                           Unit(name="Empty")])
    findings = check_roster(roster)
    by_code = {f.code: f for f in findings}
    assert by_code["over-limit"].severity is Severity.ERROR
    assert by_code["characteristic"].severity is Severity.ERROR
    assert by_code["characteristic"].unit_id == roster.units[0].id
    assert by_code["empty-unit"].severity is Severity.WARNING
    assert "BS must be between 0 and 10" in by_code["characteristic"].message.render()


def test_negative_extra_points_are_an_error_not_a_way_under_the_limit() -> None:
    """75 points of marines and -50 extra: 25 fits a limit of 50, but the roster is not
    clean: the negative cost is an error finding (issue #15, item 4)."""
    roster = Roster(name="R", edition=Edition.CLASSIC, points_limit=50,
                    units=[Unit(name="Tactical", points=-50, models=[marine_group()])])
    assert roster.total_points == 25
    findings = check_roster(roster)
    assert [(f.code, f.severity, f.unit_id) for f in findings] == [
        ("negative-points", Severity.ERROR, roster.units[0].id)]
    assert findings[0].message.render() == ("Tactical: its extra points are negative (-50): "
                                            "a cost cannot be below zero")
    fixed = roster.model_copy(update={"units": [roster.units[0].model_copy(
        update={"points": 0})]})
    assert [f.code for f in check_roster(fixed)] == ["over-limit"]

def test_unknown_characteristic_for_edition_is_refused() -> None:
    with pytest.raises(ValidationError, match="not a characteristic"):
        Roster(name="R", edition=Edition.CLASSIC,
               units=[Unit(name="U", models=[ModelGroup(name="M", characteristics={"cl": 7})])])


@pytest.mark.parametrize("field,value", [("shots", "D7"), ("damage", "x"), ("type", "laser")])
def test_weapon_fields_are_validated(field: str, value: str) -> None:
    with pytest.raises(ValidationError):
        Weapon(name="W", **{field: value})


def test_duplicate_unit_ids_refused() -> None:
    with pytest.raises(ValidationError, match="share the id"):
        Roster(name="R", units=[Unit(id="a", name="A"), Unit(id="a", name="B")])


def test_message_translation_hook_and_nested_messages() -> None:
    inner = Message("Profile", "%1 needs a value", ("T",))
    outer = Message("Findings", "%1: %2", ("Marine", inner))
    shout = outer.render(lambda _ctx, text: text.upper())
    assert shout == "Marine: T NEEDS A VALUE"


def test_classic_vehicle_needs_only_bs_and_armour() -> None:
    rhino = ModelGroup(name="Rhino", characteristics={"bs": 4, "av_front": 11, "av_side": 11,
                                                      "av_rear": 10})
    roster = Roster(name="R", edition=Edition.CLASSIC, units=[Unit(name="Rhino", models=[rhino])])
    assert check_roster(roster) == []
    broken = rhino.model_copy(update={"characteristics": {"bs": 4, "av_front": 11}})
    roster = Roster(name="R", edition=Edition.CLASSIC, units=[Unit(name="Rhino", models=[broken])])
    assert {f.message.render() for f in check_roster(roster)} == {
        "Rhino, Rhino: Side needs a value", "Rhino, Rhino: Rear needs a value"}
