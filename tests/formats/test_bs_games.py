"""Building rosters from the real game data of the four editions (../shared/fixtures/
bsdata-games), through the library as the GUI will: a legal roster, then hand-checked broken
limits (too few / too many models, a group maximum, a points limit, a hidden option), each
exported as .rosz, re-imported and validated again with the same result.

Every expected message was checked by hand against the data (the constraint, its scope and
the modifiers on it are quoted in the comments).
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from desktop.domain.editions import Edition
from desktop.formats.battlescribe import import_bytes, import_roster, save_roster_rosz
from desktop.formats.battlescribe.builder import RosterBuilder
from desktop.formats.battlescribe.catalogue import GameData, load_game_data
from desktop.formats.battlescribe.keep import to_native
from desktop.formats.battlescribe.model import Force, Selection
from desktop.formats.battlescribe.validate import validate
from desktop.formats.battlescribe.writer import to_rosz

pytestmark = pytest.mark.shared

GAMES = Path(__file__).resolve().parents[2] / ".." / "shared" / "fixtures" / "bsdata-games"


def _folder(tmp_path_factory: pytest.TempPathFactory, name: str) -> Path:
    archive = GAMES / f"{name}.zip"
    if not archive.is_file():
        pytest.skip("../shared/fixtures/bsdata-games is not beside the checkout")
    target = tmp_path_factory.mktemp(name)
    with zipfile.ZipFile(archive) as opened:
        opened.extractall(target)
    (top,) = target.iterdir()
    return top


@pytest.fixture(scope="module")
def second(tmp_path_factory: pytest.TempPathFactory) -> GameData:
    return load_game_data(_folder(tmp_path_factory, "wh40k-2nd"), "Codex - Ultramarines")


@pytest.fixture(scope="module")
def classic(tmp_path_factory: pytest.TempPathFactory) -> GameData:
    return load_game_data(_folder(tmp_path_factory, "wh40k-3rd"), "Space Marines (1999)")


@pytest.fixture(scope="module")
def kill_team(tmp_path_factory: pytest.TempPathFactory) -> GameData:
    return load_game_data(_folder(tmp_path_factory, "killteam-2018"), "Adeptus Astartes")


@pytest.fixture(scope="module")
def heresy(tmp_path_factory: pytest.TempPathFactory) -> GameData:
    return load_game_data(_folder(tmp_path_factory, "horus-heresy-3rd"),
                          "XIII - Ultramarines")


def messages(data: GameData, builder: RosterBuilder) -> list[str]:
    return [f.message.render() for f in validate(data, builder.document)]


def child(parent: Force | Selection, name: str) -> Selection:
    return next(s for s in parent.selections if s.name == name)


def pick(builder: RosterBuilder, force: Force, category: str, name: str) -> Selection:
    """Add ``name`` from one category of the force (the same model may be offered in two)."""
    for found, options in builder.categories(force):
        if found is not None and found.name == category:
            return builder.add(force, next(o.id for o in options if o.name == name))
    raise KeyError(category)


def round_trip(data: GameData, builder: RosterBuilder, tmp_path: Path) -> None:
    """Export .rosz through the native roster, re-import: same document, same findings."""
    before = validate(data, builder.document)
    roster, _ = to_native(builder.document)
    target = tmp_path / "built.rosz"
    save_roster_rosz(roster, target)
    again = import_roster(target)
    assert again.document == builder.document
    assert validate(data, again.document) == before
    assert import_bytes(to_rosz(builder.document)).document == builder.document


def check(data: GameData, builder: RosterBuilder, tmp_path: Path, expected: list[str]) -> None:
    assert messages(data, builder) == expected
    round_trip(data, builder, tmp_path)


# --- 40K 2nd edition ---

def test_second_edition(second: GameData, tmp_path: Path) -> None:
    builder = RosterBuilder(second, "Ultramarines patrol", points_limit=1500)
    force = builder.add_force("Ultramarines", "Codex - Ultramarines")
    captain = builder.add(force, "Space Marine Captain")
    squad = builder.add(force, "Tactical Squad")
    # the squad comes with its compulsory parts: 9 Tactical Marines (min 9, max 9), power
    # armour (group "Armour": min 1) and a sergeant (group "Sergeant Type": min 1, default)
    assert [(s.name, s.number) for s in squad.selections] == [
        ("Tactical Marines", 9), ("Power Armour", 1), ("Space Marine Sergeant", 1)]
    check(second, builder, tmp_path, [])
    assert {c.name: c.value for c in builder.document.costs} == {"pts": 396.0}
    # a squad keeps its models for the shooting wizard
    roster, _ = to_native(builder.document)
    tactical = next(u for u in roster.units if u.name == "Tactical Squad")
    assert [(g.name, g.count, g.value("bs"), g.value("sv")) for g in tactical.models] == [
        ("Tactical Marines", 9, 4, 3), ("Space Marine Sergeant", 1, 4, 3)]
    marines = child(squad, "Tactical Marines")
    builder.set_number(marines, 5)  # "Tactical Marines": min 9 (scope parent)
    check(second, builder, tmp_path,
          ["Tactical Squad needs at least 9 × Tactical Marines (it has 5)"])
    builder.set_number(marines, 12)  # ... max 9
    check(second, builder, tmp_path,
          ["Tactical Squad may have at most 9 × Tactical Marines (it has 12)"])
    builder.set_number(marines, 9)
    builder.add(squad, "Lascannon")  # group "Heavy Weapons": max 1
    builder.add(squad, "Heavy Bolter", replace=False)
    check(second, builder, tmp_path,
          ["Tactical Squad may have at most 1 × Heavy Weapons (it has 2)"])
    builder.remove(child(squad, "Heavy Bolter"))
    # wargear cards: the group "Cards" is hidden unless "Show Wargear Cards" is selected
    assert "Banner of Macragge" not in [o.name for o in builder.options(captain)]
    builder.add(captain, "Show Wargear Cards")
    assert "Banner of Macragge" in [o.name for o in builder.options(captain)]
    builder.add(captain, "Banner of Macragge")
    check(second, builder, tmp_path, [])
    builder.remove(child(captain, "Show Wargear Cards"))
    check(second, builder, tmp_path, [
        "Space Marine Captain cannot have Banner of Macragge: it is not available in this "
        "roster"])
    small = RosterBuilder(second, "Too dear", points_limit=100)
    builder_force = small.add_force("Ultramarines", "Codex - Ultramarines")
    small.add(builder_force, "Tactical Squad")
    check(second, small, tmp_path, ["The roster costs 300 points, over its limit of 100"])


def test_second_edition_vehicles_are_not_made_up(second: GameData) -> None:
    builder = RosterBuilder(second, "Armour", points_limit=1500)
    force = builder.add_force("Ultramarines", "Codex - Ultramarines")
    builder.add(force, "Space Marine Rhino")
    roster, warnings = to_native(builder.document)
    (rhino,) = roster.units
    assert rhino.models == []  # no stat line with made-up characteristics
    assert "Vehicle" in [p.type_name for p in rhino.raw_profiles]
    assert [w.render() for w in warnings] == [
        "Space Marine Rhino: Auspex cannot shoot with or at this kind of model (Vehicle) in "
        "this edition yet; its profiles are kept as they are"]
    assert roster.edition is Edition.SECOND


# --- 40K 3rd edition (classic) ---

def test_classic(classic: GameData, tmp_path: Path) -> None:
    builder = RosterBuilder(classic, "Strike force", points_limit=1000)
    force = builder.add_force("1-Standard Missions", "Space Marines (1999)")
    # an empty force: the force organisation chart's minimums (HQ min 1, Troops min 2)
    assert messages(classic, builder) == [
        "1-Standard Missions needs at least 1 × HQ (it has 0)",
        "1-Standard Missions needs at least 2 × Troops (it has 0)"]
    builder.add(force, "Commander")
    squad = builder.add(force, "Space Marine Tactical Squad")
    other = builder.add(force, "Space Marine Tactical Squad")
    # group "Space Marines" (min 5, max 10, default Space Marine): a sergeant (his min is set
    # to 1 while no veteran sergeant is chosen) and 4 Space Marines fill the minimum
    assert [(s.name, s.number) for s in squad.selections] == [
        ("Space Marine Sergeant", 1), ("Space Marine", 4)]
    check(classic, builder, tmp_path, [])
    marines = child(squad, "Space Marine")
    builder.set_number(marines, 1)
    check(classic, builder, tmp_path,
          ["Space Marine Tactical Squad needs at least 5 × Space Marines (it has 2)"])
    builder.set_number(marines, 12)
    check(classic, builder, tmp_path,
          ["Space Marine Tactical Squad may have at most 10 × Space Marines (it has 13)"])
    builder.set_number(marines, 4)
    builder.add(other, "Missile Launcher")  # group "Heavy Weapons": max 1
    builder.add(other, "Heavy Bolter", replace=False)
    check(classic, builder, tmp_path,
          ["Space Marine Tactical Squad may have at most 1 × Heavy Weapons (it has 2)"])
    builder.add(other, "Heavy Bolter")  # a choice of one: it replaces the missile launcher
    assert [s.name for s in other.selections if s.name in ("Missile Launcher",
                                                            "Heavy Bolter")] == ["Heavy Bolter"]
    # the multi-melta is hidden unless the squad is of the Star Phantoms
    assert "Multi-Melta" not in [o.name for o in builder.options(squad)]
    builder.add(squad, "Multi-Melta")  # as a file made elsewhere might hold it
    check(classic, builder, tmp_path, [
        "Space Marine Tactical Squad cannot have Multi-Melta: it is not available in this "
        "roster"])
    builder.remove(child(squad, "Multi-Melta"))
    # Commander 45, two squads of 5 at 15 each, a heavy bolter (5 in "Heavy Weapons")
    assert builder.document.costs[0].value == 200.0
    builder.document.cost_limits[0].value = 150
    check(classic, builder, tmp_path, ["The roster costs 200 points, over its limit of 150"])


def test_classic_units_for_the_wizard(classic: GameData) -> None:
    builder = RosterBuilder(classic, "Armour", points_limit=1000)
    force = builder.add_force("1-Standard Missions", "Space Marines (1999)")
    squad = builder.add(force, "Space Marine Tactical Squad")
    builder.add(squad, "Flamer")
    builder.add(force, "Land Raider")
    roster, warnings = to_native(builder.document)
    assert warnings == []
    tactical, raider = roster.units
    assert [(g.name, g.count, g.value("bs"), g.value("t")) for g in tactical.models] == [
        ("Space Marine Sergeant", 1, 4, 4), ("Space Marine", 4, 4, 4)]
    flamer = next(w for g in tactical.models for w in g.weapons if w.name == "Flamer")
    assert (flamer.type, flamer.strength, flamer.ap, flamer.special_rules[0]) == (
        "assault", 4, 5, "Template")
    # a vehicle gets its vehicle stat line (BS and armour), not a made-up infantry profile
    assert [g.characteristics for g in raider.models] == [
        {"av_front": 14, "av_side": 14, "av_rear": 14, "bs": 4}]


# --- Kill Team (2018) ---

def test_kill_team(kill_team: GameData, tmp_path: Path) -> None:
    builder = RosterBuilder(kill_team, "Strike team", points_limit=100)
    force = builder.add_force("Kill Team List", "Adeptus Astartes")
    # "List Configuration" (min 1) comes with the force, with its default "Matched Play"
    assert [s.name for s in force.selections] == ["List Configuration"]
    assert messages(kill_team, builder) == [
        "Kill Team List needs at least 1 × Leader (it has 0)"]  # Leader: min set to 1
    pick(builder, force, "Leader", "Intercessor Sergeant")
    sniper = pick(builder, force, "Specialists", "Intercessor")
    # a specialist chooses a specialism: a group on the entry link itself (min 1, max 1)
    assert messages(kill_team, builder) == [
        "Intercessor needs at least 1 × Specialism (it has 0)"]
    builder.add(sniper, "Sniper")
    gunner = pick(builder, force, "Specialists", "Intercessor Gunner")
    builder.add(gunner, "Comms")
    pick(builder, force, "Non-specialists", "Intercessor")
    check(kill_team, builder, tmp_path, [])
    # Intercessor Sergeant 16, Intercessors 15 each, Intercessor Gunner 16
    assert {c.name: c.value for c in builder.document.costs} == {"pts": 62.0}
    builder.add(sniper, "Veteran", replace=False)  # group "Specialism": max 1
    check(kill_team, builder, tmp_path, ["Intercessor may have at most 1 × Specialism (it has 2)"])
    builder.remove(child(sniper, "Veteran"))
    # Intercessor Gunner: max 2 per force, counted across both of its entry links
    pick(builder, force, "Non-specialists", "Intercessor Gunner")
    pick(builder, force, "Non-specialists", "Intercessor Gunner")
    check(kill_team, builder, tmp_path, [
        "Kill Team List may have at most 2 × Intercessor Gunner (it has 3)"])
    builder.remove(force.selections[-1])
    builder.remove(force.selections[-1])
    # Specialist category: max set to 3 when matched play is chosen
    medic = pick(builder, force, "Specialists", "Intercessor")
    builder.add(medic, "Medic")
    veteran = pick(builder, force, "Specialists", "Intercessor")
    builder.add(veteran, "Veteran")
    check(kill_team, builder, tmp_path, [
        "Kill Team List may have at most 3 × Specialist (it has 4)"])
    pick(builder, force, "Non-specialists", "Intercessor")
    check(kill_team, builder, tmp_path, [
        "The roster costs 107 points, over its limit of 100",
        "Kill Team List may have at most 3 × Specialist (it has 4)"])
    # chapter-specific options are hidden until the chapter is chosen
    assert "Hand flamer" not in [o.name for o in builder.options(medic)]


# --- The Horus Heresy (3rd edition) ---

def test_horus_heresy(heresy: GameData, tmp_path: Path) -> None:
    builder = RosterBuilder(heresy, "Crusade", points_limit=3000)
    chart = builder.add_force("Crusade Force Organization Chart", "XIII - Ultramarines")
    assert [s.name for s in chart.selections] == ["Allegiance", "Rite of War"]
    # child forces: the detachments are hidden force entries the chart reveals
    offered = [c.name for c in builder.force_entries(parent=chart)]
    assert offered[:2] == ["Crusade Primary Detachment", "Warlord Detachment"]
    assert messages(heresy, builder) == [
        "Crusade needs at least 1 × Crusade Primary Detachment (it has 0)",
        "Crusade Force Organization Chart needs at least 1 × Crusade Primary Detachment "
        "(it has 0)"]
    primary = builder.add_force("Crusade Primary Detachment", parent=chart)
    praetor = builder.add(primary, "Praetor")
    squad = builder.add(primary, "Tactical Squad")
    builder.add(primary, "Tactical Squad")
    assert [(s.name, s.number) for s in squad.selections][:2] == [("Legionary", 9),
                                                                  ("Sergeant", 1)]
    check(heresy, builder, tmp_path, [])
    assert builder.document.costs[0].value == 320.0
    legionaries = child(squad, "Legionary")
    builder.set_number(legionaries, 4)
    check(heresy, builder, tmp_path, ["Tactical Squad needs at least 9 × Legionary (it has 4)"])
    builder.set_number(legionaries, 25)
    check(heresy, builder, tmp_path,
          ["Tactical Squad may have at most 19 × Legionary (it has 25)"])
    builder.set_number(legionaries, 9)
    sergeant = child(squad, "Sergeant")
    builder.add(sergeant, "Chainsword", replace=False)  # "May exchange bolter for:": max 1
    check(heresy, builder, tmp_path,
          ["Sergeant may have at most 1 × May exchange bolter for: (it has 2)"])
    builder.remove(child(sergeant, "Chainsword"))
    # one shared group ("Legion Sergeant Melee Weapons", max 1) linked from two groups:
    # one pick through each link is legal
    options = builder.options(sergeant)
    by_bolter = next(o for o in options if o.name == "Chainsword"
                     and o.groups[1].name == "May exchange bolter for:")
    by_pistol = next(o for o in options if o.name == "Power fist"
                     and o.groups[1].name == "May exchange bolt pistol for:")
    builder.add(sergeant, by_bolter.id)
    builder.add(sergeant, by_pistol.id)
    assert sorted(s.name for s in sergeant.selections) == ["Chainsword", "Power fist"]
    check(heresy, builder, tmp_path, [])
    # the power fist costs 15 (the chainsword nothing): 335 points
    builder.document.cost_limits[0].value = 300
    check(heresy, builder, tmp_path, [
        "The roster costs 335 points, over its limit of 300"])
    builder.document.cost_limits[0].value = 3000
    # other Legions' wargear is hidden for the Ultramarines, theirs is offered
    model = child(praetor, "Praetor")
    offered_wargear = [o.name for o in builder.options(model)]
    assert "Argyrum pattern boarding shield" in offered_wargear
    assert "Blade of Perdition" not in offered_wargear  # Sons of Horus
    builder.add(model, "Blade of Perdition")  # in place of the bolter
    check(heresy, builder, tmp_path, [
        "Praetor cannot have Blade of Perdition: it is not available in this roster"])


def test_horus_heresy_units_for_the_wizard(heresy: GameData) -> None:
    builder = RosterBuilder(heresy, "Crusade", points_limit=3000)
    chart = builder.add_force("Crusade Force Organization Chart", "XIII - Ultramarines")
    primary = builder.add_force("Crusade Primary Detachment", parent=chart)
    builder.add(primary, "Tactical Squad")
    roster, warnings = to_native(builder.document)
    assert warnings == []
    (squad,) = roster.units
    assert [(g.name, g.count, g.value("bs"), g.value("sv")) for g in squad.models] == [
        ("Legionary", 9, 4, 3), ("Sergeant", 1, 4, 3)]
    bolter = squad.models[0].weapons[0]
    assert (bolter.name, bolter.range, bolter.shots, bolter.strength, bolter.ap) == (
        "Bolter", 24, "2", 4, 5)

