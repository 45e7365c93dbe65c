"""The editor's item models: qtmodeltester while edits, undo and redo run; roles; drag and drop."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QModelIndex, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from desktop.domain import edits as E
from desktop.domain.catalogue import load_catalogue
from desktop.domain.document import ReplaceUnit
from desktop.domain.editions import Edition
from desktop.domain.findings import Severity, check_roster
from desktop.domain.text import Message
from desktop.ui.demo import load_demo_rosters
from desktop.ui.document import OpenRoster
from desktop.ui.editor.catalogue_dialog import CatalogueModel
from desktop.ui.editor.common import ItemRef, Kind, Pusher, Role
from desktop.ui.editor.findings import FindingsModel, FindingsTracker
from desktop.ui.editor.profile_models import GroupTableModel, split_rules
from desktop.ui.editor.tree_model import MIME, Col, RosterTreeModel
from desktop.ui.editor.weapon_model import WeaponTableModel

DEMOS = {r.edition: r for r in reversed(load_demo_rosters())}


@pytest.fixture
def pusher(qapp: object) -> Iterator[Pusher]:
    open_roster = OpenRoster(DEMOS[Edition.CLASSIC])
    yield Pusher(open_roster, open_roster)
    open_roster.deleteLater()


def some_edits(pusher: Pusher) -> list[object]:
    doc = pusher.document
    first, second = doc.roster.units[0], doc.roster.units[1]
    entry = next(iter(load_catalogue(Edition.CLASSIC).entries))
    return [
        lambda: E.duplicate_unit(doc, first.id),
        lambda: E.move_unit(doc, first.id, 2),
        lambda: E.move_unit(doc, second.id, 0),
        lambda: E.add_model_group(doc, first.id, index=0),
        lambda: E.add_weapon(doc, first.id, 1),
        lambda: E.set_weapon_field(doc, first.id, 1, 0, "range", 30),
        lambda: E.remove_weapon(doc, first.id, 1, 0),
        lambda: E.set_characteristic(doc, first.id, 0, "bs", 5),
        lambda: E.remove_model_group(doc, first.id, 0),
        lambda: E.add_from_catalogue(doc, [entry, entry], 1),
        lambda: E.set_points_limit(doc, 400),
        lambda: E.rename_unit(doc, first.id, "Veterans"),
        lambda: ReplaceUnit(first.id, first.model_copy(update={"models": first.models[:1]}),
                            Message("Test", "shooting result")),
        lambda: E.remove_unit(doc, first.id),
    ]


def recheck(model: object, request: pytest.FixtureRequest) -> None:
    """A full check of the model as it is now (a second tester: one must not connect twice)."""
    ModelTester(request.config).check(model, force_py=True)  # type: ignore[arg-type]


def drive(pusher: Pusher) -> None:
    stack = pusher.open_roster.undo_stack
    for build in some_edits(pusher):
        pusher.push(build())  # type: ignore[operator]
    while stack.canUndo():
        stack.undo()
    while stack.canRedo():
        stack.redo()


def test_tree_model_passes_the_model_tester_through_edits(
        pusher: Pusher, qtmodeltester: ModelTester, request: pytest.FixtureRequest) -> None:
    model = RosterTreeModel(pusher)
    qtmodeltester.check(model, force_py=True)
    drive(pusher)
    recheck(model, request)
    assert model.rowCount(model.roster_index()) == len(pusher.document.roster.units)


def test_group_table_passes_the_model_tester_through_edits(
        pusher: Pusher, qtmodeltester: ModelTester, request: pytest.FixtureRequest) -> None:
    groups = GroupTableModel(pusher)
    groups.set_unit(pusher.document.roster.units[0].id)
    assert groups.columnCount() == 3 + 9 + 1  # no optional column (Inv, armour); keywords
    groups.set_show_all(True)
    assert groups.columnCount() == 3 + 13 + 1
    qtmodeltester.check(groups, force_py=True)
    drive(pusher)
    assert groups.unit_id is None and groups.rowCount() == 0  # the last redo removed it
    recheck(groups, request)


def test_weapon_table_passes_the_model_tester_through_edits(
        pusher: Pusher, qtmodeltester: ModelTester, request: pytest.FixtureRequest) -> None:
    weapons = WeaponTableModel(pusher)
    weapons.set_group(pusher.document.roster.units[0].id, 1)
    qtmodeltester.check(weapons, force_py=True)
    drive(pusher)
    recheck(weapons, request)


def test_findings_model_passes_the_model_tester(
        pusher: Pusher, qtmodeltester: ModelTester, request: pytest.FixtureRequest) -> None:
    findings = FindingsModel()
    findings.set_tracker(FindingsTracker.of(pusher.open_roster))
    qtmodeltester.check(findings, force_py=True)
    drive(pusher)
    assert findings.rowCount() == 1  # over the limit of 400 points
    recheck(findings, request)


def test_findings_tracker_matches_a_full_check_after_every_edit(pusher: Pusher) -> None:
    tracker = FindingsTracker.of(pusher.open_roster)
    stack = pusher.open_roster.undo_stack

    def full() -> list[object]:
        found = check_roster(pusher.document.roster)
        return sorted(found, key=lambda f: f.severity is not Severity.ERROR)

    for build in some_edits(pusher):
        pusher.push(build())  # type: ignore[operator]
        assert tracker.findings == full()
    pusher.push(E.set_characteristic(pusher.document, pusher.document.roster.units[0].id, 0,
                                     "sv", None))
    pusher.push(E.set_points_limit(pusher.document, 10))
    assert tracker.findings == full() and tracker.counts() == (1, 0)
    while stack.canUndo():
        stack.undo()
        assert tracker.findings == full()


def test_catalogue_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    qtmodeltester.check(CatalogueModel(load_catalogue(Edition.KILL_TEAM_2018)), force_py=True)


def test_tree_shows_named_columns_and_roles(pusher: Pusher) -> None:
    model = RosterTreeModel(pusher)
    roster = pusher.document.roster
    top = model.roster_index()
    assert model.headerData(Col.POINTS, Qt.Orientation.Horizontal) == "Points"
    assert model.index(0, Col.POINTS, QModelIndex()).data() == f"{roster.total_points} / 750"
    unit = model.index(0, Col.NAME, top)
    assert unit.data() == roster.units[0].name
    assert unit.data(Role.KIND) == Kind.UNIT and unit.data(Role.UNIT_ID) == roster.units[0].id
    group = model.index(1, Col.MODELS, unit.siblingAtColumn(0))
    assert group.data() == str(roster.units[0].models[1].count)
    assert group.data(Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    weapon = model.index(0, Col.DETAILS, model.index(0, 0, unit))
    assert weapon.data() == '24", Rapid Fire, Shots 1, S 4, AP 5'
    ref = ItemRef(Kind.WEAPON, roster.units[0].id, 0, 0)
    assert model.ref(model.index_for(ref)) == ref


def test_tree_columns_come_from_one_table(pusher: Pusher) -> None:
    """Each column's header, alignment, texts and editability are its COLUMNS entry."""
    from desktop.ui.editor.tree_columns import COLUMNS

    model = RosterTreeModel(pusher)
    assert model.columnCount() == len(COLUMNS) == len(Col)
    unit = model.index(0, 0, model.roster_index())
    group = model.index(0, 0, unit)
    weapon = model.index(0, 0, group)
    first = pusher.document.roster.units[0]
    for number, column in enumerate(COLUMNS):
        assert model.headerData(number, Qt.Orientation.Horizontal) == column.header
        assert unit.siblingAtColumn(number).data() == column.unit(first)
        assert group.siblingAtColumn(number).data() == column.group(model.roster,
                                                                    first.models[0])
        assert weapon.siblingAtColumn(number).data() == column.weapon(
            model.roster, first.models[0].weapons[0])
        for index in (model.roster_index(number), unit.siblingAtColumn(number),
                      group.siblingAtColumn(number), weapon.siblingAtColumn(number)):
            editable = bool(model.flags(index) & Qt.ItemFlag.ItemIsEditable)
            assert editable == (Kind(index.data(Role.KIND)) in column.editable)
            right = bool(index.data(Qt.ItemDataRole.TextAlignmentRole)
                         & Qt.AlignmentFlag.AlignRight)
            assert right == column.numeric

def test_tree_edits_push_undoable_commands_and_refuse_bad_names(pusher: Pusher,
                                                               qtbot: QtBot) -> None:
    model = RosterTreeModel(pusher)
    unit = model.index(0, Col.NAME, model.roster_index())
    assert model.setData(unit, "Veterans")
    assert pusher.document.roster.units[0].name == "Veterans"
    assert pusher.open_roster.undo_stack.undoText() == "Rename Tactical Squad to Veterans"
    with qtbot.waitSignal(pusher.refused) as refused:
        assert not model.setData(unit, "   ")
    assert refused.args == ["A name cannot be empty"]
    count = model.index(1, Col.MODELS, unit)
    assert model.problem(count, 20_000) == "Number of models cannot be '20000'"
    assert model.setData(count, 9)
    pusher.open_roster.undo_stack.undo()
    pusher.open_roster.undo_stack.undo()
    assert pusher.document.roster == DEMOS[Edition.CLASSIC]


def test_drag_and_drop_reorders_units(pusher: Pusher) -> None:
    model = RosterTreeModel(pusher)
    top = model.roster_index()
    names = [u.name for u in pusher.document.roster.units]
    data = model.mimeData([model.index(0, 0, top)])
    assert data.hasFormat(MIME)
    assert not model.canDropMimeData(data, Qt.DropAction.MoveAction, -1, 0,
                                     model.index(0, 0, model.index(1, 0, top)))
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, 3, 0, top)
    assert [u.name for u in pusher.document.roster.units] == [names[1], names[2], names[0],
                                                              *names[3:]]
    assert model.index(2, 0, top).data() == names[0]
    data = model.mimeData([model.index(2, 0, top)])
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, model.index(0, 0, top))
    assert [u.name for u in pusher.document.roster.units] == names


def test_weapon_cells_describe_their_editor(pusher: Pusher) -> None:
    first = pusher.document.roster.units[0].id
    weapons = WeaponTableModel(pusher)
    weapons.set_group(first, 0)
    headers = [weapons.headerData(c, Qt.Orientation.Horizontal) for c in range(7)]
    assert headers == ["Weapon", "Range", "Type", "Shots", "S", "AP", "Special rules"]
    ap = weapons.index(0, 5)
    assert (ap.data(Role.EDITOR), ap.data(Role.MINIMUM), ap.data(Role.MAXIMUM),
            ap.data(Role.DASH)) == ("int", 1, 6, True)
    assert weapons.index(0, 2).data(Role.CHOICES)[:2] == [("", "-"), ("rapid-fire", "Rapid Fire")]
    assert weapons.problem(weapons.index(0, 3), "D7") == "There is no D7 (use D3, D6, D4...)"
    assert weapons.setData(weapons.index(0, 6), 'Blast (3", 5"), Pinning')
    assert pusher.document.roster.units[0].models[0].weapons[0].special_rules == [
        'Blast (3", 5")', "Pinning"]


@pytest.mark.parametrize(("text", "rules"), [
    ("", []), ("Pistol", ["Pistol"]), ("Shred (6+), Blast (3\")", ["Shred (6+)", 'Blast (3")']),
    ("a; b,, c", ["a", "b", "c"]), ("Deflagrate (5, 6)", ["Deflagrate (5, 6)"]),
])
def test_split_rules(text: str, rules: list[str]) -> None:
    assert split_rules(text) == rules
