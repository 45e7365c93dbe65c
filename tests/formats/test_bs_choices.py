"""What the options editor shows and changes (desktop.formats.battlescribe.choices), on the
engine's small self-written data: groups with limits, choices of one, counts per model,
link costs, hidden groups, what is held but not offered, a force's categories."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.domain.findings import Severity
from desktop.formats.battlescribe.builder import RosterBuilder
from desktop.formats.battlescribe.catalogue import GameData, load_game_data
from desktop.formats.battlescribe.choices import (
    CategoryCount,
    ChoiceGroup,
    choose,
    clear_group,
    force_categories,
    options_of,
    set_count,
)
from desktop.formats.battlescribe.model import Force, Selection
from desktop.formats.battlescribe.validate import validate
from tests.formats.test_bs_engine import CATALOGUE, SYSTEM


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> GameData:
    folder = tmp_path_factory.mktemp("choices")
    (folder / "system.gst").write_text(SYSTEM, encoding="utf-8")
    (folder / "army.cat").write_text(CATALOGUE, encoding="utf-8")
    return load_game_data(folder, "Engine Army")


def _squad(data: GameData) -> tuple[RosterBuilder, Force, Selection]:
    builder = RosterBuilder(data, "Test", points_limit=1000)
    force = builder.add_force("Army", "Engine Army")
    return builder, force, builder.add(force, "Squad")


def _errors(data: GameData, builder: RosterBuilder) -> list[str]:
    """The errors about the squad and what it holds (not the force's own limits)."""
    return [f.message.render() for f in validate(data, builder.document)
            if f.severity is Severity.ERROR
            and f.message.render().startswith(("Squad", "Sergeant"))]


def test_a_squad_lays_out_its_groups_limits_and_costs(data: GameData) -> None:
    builder, _force, squad = _squad(data)
    options = options_of(builder, squad)
    trooper = options.find("Trooper")
    assert (trooper.count, trooper.minimum, trooper.maximum, trooper.costs) == (
        4.0, 4, 9, [("pts", 8.0)])
    assert not trooper.checkable
    leader = options.group("Leader")
    assert (leader.minimum, leader.maximum, leader.count, leader.exclusive) == (1, 1, 1.0, True)
    assert [(c.name, c.count) for c in leader.choices()] == [("Sergeant", 1.0),
                                                             ("Champion", 0.0)]
    # the hidden group "Secret gear" and its relic are not offered
    assert "Relic" not in [c.name for c in options.root.choices()]
    with pytest.raises(KeyError):
        options.group("Secret gear")
    assert options.unavailable == []


def test_counts_are_per_model_and_link_costs_win(data: GameData) -> None:
    builder, _force, squad = _squad(data)
    trooper = next(s for s in squad.selections if s.name == "Trooper")
    rifle = options_of(builder, trooper).find("Rifle")
    # 4 troopers hold 4 rifles: one each; the link's cost (0) wins over the entry's 5
    assert (rifle.count, rifle.costs, rifle.selections[0].number) == (1.0, [], 4)


def test_changing_counts_and_choices(data: GameData) -> None:
    builder, _force, squad = _squad(data)
    set_count(builder, squad, options_of(builder, squad).find("Trooper"), 10)
    assert _errors(data, builder) == ["Squad may have at most 9 × Trooper (it has 10)"]
    set_count(builder, squad, options_of(builder, squad).find("Trooper"), 2)
    assert _errors(data, builder) == ["Squad needs at least 4 × Trooper (it has 2)"]
    set_count(builder, squad, options_of(builder, squad).find("Trooper"), 5)
    assert _errors(data, builder) == []
    trooper = next(s for s in squad.selections if s.name == "Trooper")
    assert trooper.number == 5 and trooper.selections[0].number == 5  # rifles scale
    choose(builder, squad, options_of(builder, squad).find("Champion"))
    assert sorted(s.name for s in squad.selections) == ["Champion", "Trooper"]
    clear_group(builder, squad, options_of(builder, squad).group("Leader"))
    assert _errors(data, builder) == ["Squad needs at least 1 × Leader (it has 0)"]
    set_count(builder, squad, options_of(builder, squad).find("Trooper"), 0)
    assert [s.name for s in squad.selections] == []


def test_one_shared_group_through_two_links_counts_apart(data: GameData) -> None:
    builder, _force, squad = _squad(data)
    sergeant = next(s for s in squad.selections if s.name == "Sergeant")
    options = options_of(builder, sergeant)
    groups = [i for i in options.root.items if isinstance(i, ChoiceGroup)]
    assert [(g.name, g.count, g.exclusive) for g in groups] == [("Melee", 1.0, True),
                                                                ("Melee", 1.0, True)]
    blade = next(c for c in groups[0].choices() if c.name == "Blade")
    choose(builder, sergeant, blade)
    options = options_of(builder, sergeant)
    first, second = (i for i in options.root.items if isinstance(i, ChoiceGroup))
    assert [(c.name, c.count) for c in first.choices()] == [("Axe", 0.0), ("Blade", 1.0)]
    assert [(c.name, c.count) for c in second.choices()] == [("Axe", 1.0), ("Blade", 0.0)]
    assert _errors(data, builder) == []


def test_what_is_held_but_not_offered_is_listed(data: GameData) -> None:
    builder, _force, squad = _squad(data)
    builder.add(squad, "Relic")  # as a file made elsewhere might hold it
    options = options_of(builder, squad)
    assert [s.name for s in options.unavailable] == ["Relic"]


def test_force_categories_with_counts_and_limits(data: GameData) -> None:
    builder, force, _squad_selection = _squad(data)
    builder.add(force, "Boss")
    assert force_categories(builder, force) == [
        CategoryCount("HQ", 1.0, 1, 1), CategoryCount("Troops", 1.0, 0, None),
        CategoryCount("Elite", 0.0, 0, None)]  # "Secret" is hidden


def test_a_builder_can_look_without_recomputing(data: GameData, tmp_path: Path) -> None:
    builder, _force, squad = _squad(data)
    squad.costs[0].value = 999.0  # as a roster made with other data might say
    RosterBuilder(data, "Look", document=builder.document, refresh=False)
    assert squad.costs[0].value == 999.0
    RosterBuilder(data, "Edit", document=builder.document)
    assert squad.costs[0].value != 999.0
