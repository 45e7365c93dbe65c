"""The catalogue engine on small self-written data: each test isolates one BattleScribe /
New Recruit behaviour (links, groups, defaults, modifiers, conditions, repeats, categories,
child forces, validation messages)."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.domain.findings import Severity
from desktop.formats.battlescribe.builder import RosterBuilder
from desktop.formats.battlescribe.catalogue import GameData, load_game_data
from desktop.formats.battlescribe.model import Force, Selection
from desktop.formats.battlescribe.validate import validate

SYSTEM = """<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="gs" name="Engine Test" revision="1" battleScribeVersion="2.03"
    xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes>
    <costType id="pts" name="pts" defaultCostLimit="-1"/>
    <costType id="slots" name="Slots" defaultCostLimit="-1" hidden="true"/>
  </costTypes>
  <profileTypes>
    <profileType id="pt-unit" name="Unit">
      <characteristicTypes><characteristicType id="ld" name="Ld"/></characteristicTypes>
    </profileType>
  </profileTypes>
  <categoryEntries>
    <categoryEntry id="c-hq" name="HQ"/>
    <categoryEntry id="c-troops" name="Troops"/>
    <categoryEntry id="c-elite" name="Elite"/>
    <categoryEntry id="c-secret" name="Secret"/>
  </categoryEntries>
  <forceEntries>
    <forceEntry id="fe-army" name="Army">
      <categoryLinks>
        <categoryLink id="cl-hq" name="HQ" targetId="c-hq">
          <constraints>
            <constraint id="hq-min" type="min" value="1" field="selections" scope="parent"/>
            <constraint id="hq-max" type="max" value="1" field="selections" scope="parent"/>
          </constraints>
        </categoryLink>
        <categoryLink id="cl-troops" name="Troops" targetId="c-troops">
          <constraints>
            <constraint id="troops-pts" type="max" value="60" field="pts" scope="parent"
                        percentValue="true"/>
          </constraints>
        </categoryLink>
        <categoryLink id="cl-elite" name="Elite" targetId="c-elite"/>
        <categoryLink id="cl-secret" name="Secret" targetId="c-secret" hidden="true"/>
      </categoryLinks>
      <forceEntries>
        <forceEntry id="fe-wing" name="Wing" hidden="true">
          <constraints>
            <constraint id="wing-max" type="max" value="1" field="forces" scope="parent"/>
          </constraints>
          <modifiers>
            <modifier type="set" field="hidden" value="false">
              <conditions>
                <condition type="atLeast" value="1" field="selections" scope="parent"
                           childId="e-banner" includeChildSelections="true"/>
              </conditions>
            </modifier>
          </modifiers>
          <categoryLinks>
            <categoryLink id="cl-wing-elite" name="Elite" targetId="c-elite"/>
          </categoryLinks>
        </forceEntry>
      </forceEntries>
    </forceEntry>
  </forceEntries>
</gameSystem>"""

CATALOGUE = """<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="cat" name="Engine Army" revision="1" gameSystemId="gs" library="false"
    battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <sharedSelectionEntries>
    <selectionEntry id="e-rifle" name="Rifle" type="upgrade">
      <costs><cost name="pts" typeId="pts" value="5"/></costs>
    </selectionEntry>
    <selectionEntry id="e-axe" name="Axe" type="upgrade">
      <costs><cost name="pts" typeId="pts" value="3"/></costs>
    </selectionEntry>
    <selectionEntry id="e-blade" name="Blade" type="upgrade">
      <costs><cost name="pts" typeId="pts" value="1"/></costs>
    </selectionEntry>
    <selectionEntry id="e-banner" name="Banner" type="upgrade">
      <constraints>
        <constraint id="banner-roster" type="max" value="1" field="selections" scope="roster"
                    includeChildSelections="true" includeChildForces="true"/>
      </constraints>
    </selectionEntry>
    <selectionEntry id="e-boss" name="Boss" type="model">
      <categoryLinks><categoryLink id="cl-b" name="HQ" targetId="c-hq" primary="true"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="pts" value="50"/></costs>
      <profiles>
        <profile id="p-boss" name="Boss" typeId="pt-unit" typeName="Unit">
          <characteristics><characteristic name="Ld" typeId="ld">9</characteristic>
          </characteristics>
          <modifiers>
            <modifier type="increment" field="ld" value="2">
              <conditions>
                <condition type="atLeast" value="1" field="selections" scope="model"
                           childId="e-banner"/>
              </conditions>
            </modifier>
            <modifier type="ceil" field="ld" value="10"/>
          </modifiers>
        </profile>
      </profiles>
      <entryLinks>
        <entryLink id="l-banner" name="Banner" targetId="e-banner" type="selectionEntry"/>
      </entryLinks>
      <modifiers>
        <modifier type="append" field="name" value="(Veteran)">
          <conditions>
            <condition type="atLeast" value="1" field="selections" scope="self"
                       childId="e-banner"/>
          </conditions>
        </modifier>
        <modifier type="add" field="error" value="A boss with a banner needs a squad">
          <conditions>
            <condition type="atLeast" value="1" field="selections" scope="self"
                       childId="e-banner"/>
            <condition type="equalTo" value="0" field="selections" scope="force"
                       childId="e-squad"/>
          </conditions>
        </modifier>
      </modifiers>
    </selectionEntry>
    <selectionEntry id="e-squad" name="Squad" type="unit">
      <categoryLinks><categoryLink id="cl-s" name="Troops" targetId="c-troops" primary="true"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="pts" value="10"/></costs>
      <selectionEntries>
        <selectionEntry id="e-trooper" name="Trooper" type="model">
          <constraints>
            <constraint id="troopers-min" type="min" value="4" field="selections"
                        scope="parent"/>
            <constraint id="troopers-max" type="max" value="9" field="selections"
                        scope="parent"/>
          </constraints>
          <costs><cost name="pts" typeId="pts" value="8"/></costs>
          <entryLinks>
            <!-- the link's own cost wins over the entry's 5 -->
            <entryLink id="l-rifle" name="Rifle" targetId="e-rifle" type="selectionEntry"
                       defaultAmount="1">
              <costs><cost name="pts" typeId="pts" value="0"/></costs>
            </entryLink>
          </entryLinks>
        </selectionEntry>
      </selectionEntries>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-leader" name="Leader" defaultSelectionEntryId="e-sgt">
          <constraints>
            <constraint id="leader-min" type="min" value="1" field="selections"
                        scope="parent"/>
            <constraint id="leader-max" type="max" value="1" field="selections"
                        scope="parent"/>
          </constraints>
          <selectionEntries>
            <selectionEntry id="e-sgt" name="Sergeant" type="model">
              <costs><cost name="pts" typeId="pts" value="12"/></costs>
              <entryLinks>
                <entryLink id="l-melee-1" name="First weapon" targetId="g-melee"
                           type="selectionEntryGroup"/>
                <entryLink id="l-melee-2" name="Second weapon" targetId="g-melee"
                           type="selectionEntryGroup"/>
              </entryLinks>
            </selectionEntry>
            <selectionEntry id="e-champ" name="Champion" type="model">
              <costs><cost name="pts" typeId="pts" value="20"/></costs>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
        <selectionEntryGroup id="g-secret" name="Secret gear" hidden="true">
          <selectionEntries>
            <selectionEntry id="e-relic" name="Relic" type="upgrade"/>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
      <modifiers>
        <!-- 1 pt more for every 2 troopers beyond, rounded up -->
        <modifier type="increment" field="pts" value="1">
          <repeats>
            <repeat value="2" repeats="1" field="selections" scope="self" childId="e-trooper"
                    roundUp="true"/>
          </repeats>
        </modifier>
      </modifiers>
    </selectionEntry>
  </sharedSelectionEntries>
  <sharedSelectionEntryGroups>
    <selectionEntryGroup id="g-melee" name="Melee" defaultSelectionEntryId="l-axe-in-melee">
      <constraints>
        <constraint id="melee-min" type="min" value="1" field="selections" scope="parent"/>
        <constraint id="melee-max" type="max" value="1" field="selections" scope="parent"/>
      </constraints>
      <entryLinks>
        <entryLink id="l-axe-in-melee" name="Axe" targetId="e-axe" type="selectionEntry"/>
        <entryLink id="l-blade-in-melee" name="Blade" targetId="e-blade"
                   type="selectionEntry"/>
      </entryLinks>
    </selectionEntryGroup>
  </sharedSelectionEntryGroups>
  <entryLinks>
    <entryLink id="l-boss" name="Boss" targetId="e-boss" type="selectionEntry"/>
    <entryLink id="l-squad" name="Squad" targetId="e-squad" type="selectionEntry"/>
    <entryLink id="l-vets" name="Veterans" targetId="e-squad" type="selectionEntry">
      <categoryLinks>
        <categoryLink id="cl-v" name="Elite" targetId="c-elite" primary="true"/>
      </categoryLinks>
      <modifiers>
        <modifier type="set" field="name" value="Veteran Squad"/>
        <modifier type="set-primary" field="category" value="c-elite"/>
      </modifiers>
      <constraints>
        <constraint id="vets-max" type="max" value="1" field="selections" scope="force"
                    shared="false"/>
      </constraints>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-vet-gear" name="Veteran gear">
          <constraints>
            <constraint id="vet-gear-min" type="min" value="1" field="selections"
                        scope="parent"/>
          </constraints>
          <entryLinks>
            <entryLink id="l-vet-rifle" name="Rifle" targetId="e-rifle" type="selectionEntry"/>
          </entryLinks>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </entryLink>
  </entryLinks>
</catalogue>"""


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> GameData:
    folder = tmp_path_factory.mktemp("engine")
    (folder / "system.gst").write_text(SYSTEM, encoding="utf-8")
    (folder / "army.cat").write_text(CATALOGUE, encoding="utf-8")
    return load_game_data(folder, "Engine Army")


def _army(data: GameData, limit: float = 1000) -> tuple[RosterBuilder, Force]:
    builder = RosterBuilder(data, "Test", points_limit=limit)
    return builder, builder.add_force("Army", "Engine Army")


def _errors(data: GameData, builder: RosterBuilder) -> list[str]:
    return [f.message.render() for f in validate(data, builder.document)
            if f.severity is Severity.ERROR]


def _child(parent: Force | Selection, name: str) -> Selection:
    return next(s for s in parent.selections if s.name == name)


def test_defaults_minimums_and_link_costs(data: GameData) -> None:
    builder, force = _army(data)
    squad = builder.add(force, "Squad")
    # Trooper min 4; Leader group min 1 with its default; each trooper's rifle comes with
    # the link's defaultAmount, per model, at the link's cost (0, not the entry's 5)
    assert [(s.name, s.number) for s in squad.selections] == [("Trooper", 4), ("Sergeant", 1)]
    trooper = _child(squad, "Trooper")
    assert [(s.name, s.number, s.costs[0].value) for s in trooper.selections] == [
        ("Rifle", 4, 0.0)]
    # the sergeant's two weapon groups link one shared group; each takes its default
    sergeant = _child(squad, "Sergeant")
    assert sorted(s.name for s in sergeant.selections) == ["Axe", "Axe"]
    # 10 + 4 x 8 + 12 + 2 axes at 3, and the repeat: +1 per 2 troopers, rounded up
    assert squad.total("pts") == 10 + 32 + 12 + 6 + 2


def test_one_pick_per_link_of_a_shared_group_is_legal(data: GameData) -> None:
    builder, force = _army(data)
    builder.add(force, "Boss")
    squad = builder.add(force, "Squad")
    sergeant = _child(squad, "Sergeant")
    second_blade = next(o for o in builder.options(sergeant)
                        if o.name == "Blade" and o.groups[0].link is not None
                        and o.groups[0].link.get("id") == "l-melee-2")
    builder.add(sergeant, second_blade.id)  # replaces the second axe only
    assert sorted(s.name for s in sergeant.selections) == ["Axe", "Blade"]
    assert _errors(data, builder) == []


def test_hidden_group_hides_its_entries(data: GameData) -> None:
    builder, force = _army(data)
    squad = builder.add(force, "Squad")
    assert "Relic" not in [o.name for o in builder.options(squad)]
    builder.add(squad, "Relic")  # as another tool might have written it
    assert "Squad cannot have Relic: it is not available in this roster" in \
        _errors(data, builder)


def test_link_level_options_names_categories_and_constraints(data: GameData) -> None:
    builder, force = _army(data)
    listed = {(c.name if c else None): [o.name for o in options]
              for c, options in builder.categories(force)}
    assert listed["Troops"] == ["Squad"] and listed["Elite"] == ["Squad"]
    assert "Secret" not in listed  # a hidden category offers nothing
    vets = builder.add(force, "l-vets")
    assert vets.name == "Veteran Squad"  # the link's own name modifier
    assert [(c.name, c.primary) for c in vets.categories] == [
        ("Troops", False), ("Elite", True)]
    # the link's own group (min 1, no default, one choice) is filled, the entry's kept
    assert "Rifle" in [s.name for s in vets.selections]
    builder.add(force, "l-vets")
    assert "Army may have at most 1 × Squad (it has 2)" in _errors(data, builder)


def test_profile_modifiers_scopes_and_messages(data: GameData) -> None:
    builder, force = _army(data)
    boss = builder.add(force, "Boss")
    assert [c.value for c in boss.profiles[0].characteristics] == ["9"]
    builder.add(boss, "Banner")
    assert boss.name == "Boss (Veteran)"  # append, when self holds a banner
    # Ld 9 + 2, at most 10 (New Recruit's ceil)
    assert [c.value for c in boss.profiles[0].characteristics] == ["10"]
    assert "Boss (Veteran): A boss with a banner needs a squad" in _errors(data, builder)
    builder.add(force, "Squad")
    assert _errors(data, builder) == []


def test_percent_cost_limit_on_a_category(data: GameData) -> None:
    builder, force = _army(data)
    builder.add(force, "Boss")
    squad = builder.add(force, "Squad")
    builder.set_number(_child(squad, "Trooper"), 9)
    # Troops may cost at most 60% of the force: 10 + 72 + 12 + 6 + 5 = 105 of 155
    assert _errors(data, builder) == [
        "Army may have at most 93 pts of Troops (it has 105)"]


def test_child_force_revealed_by_a_modifier(data: GameData) -> None:
    builder, force = _army(data)
    assert builder.force_entries(parent=force) == []
    boss = builder.add(force, "Boss")
    builder.add(boss, "Banner")
    assert [c.name for c in builder.force_entries(parent=force)] == ["Wing"]
    wing = builder.add_force("Wing", parent=force)
    assert wing.catalogue_id == force.catalogue_id
    assert [c.name for c, _ in builder.categories(wing)] == ["Elite"]
    builder.add(wing, "l-vets")
    builder.add_force("Wing", parent=force)
    assert "Army may have at most 1 × Wing (it has 2)" in _errors(data, builder)


def test_each_message_once(data: GameData) -> None:
    builder, force = _army(data)
    for _ in range(2):
        boss = builder.add(force, "Boss")
        builder.add(boss, "Banner")
    builder.add(force, "Squad")
    errors = _errors(data, builder)
    assert len(errors) == len(set(errors))
    # the roster-wide banner limit is checked in both bosses, reported once
    assert errors.count("Test may have at most 1 × Banner (it has 2)") == 1
    assert "Army may have at most 1 × HQ (it has 2)" in errors


def test_force_minimums(data: GameData, tmp_path: Path) -> None:
    builder, _ = _army(data)
    assert _errors(data, builder) == ["Army needs at least 1 × HQ (it has 0)"]
