"""second (40K 2nd): every cell of the T-2E-* tables of shared/rules/tables.md."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from typing import Any

import pytest

from desktop.rules.editions.classic.tables import to_wound as classic_wound
from desktop.rules.editions.second import RULESET
from desktop.rules.editions.second.odds import jam_chance, sustained_law
from desktop.rules.editions.second.scenario import SecondScenario
from desktop.rules.editions.second.tables import (
    COVER_MODIFIER,
    LARGE_TARGET_MODIFIER,
    MOVING_VEHICLE_MODIFIER,
    SPEED_MODIFIER,
    TARGETER_MODIFIER,
    Cover,
    HitRoll,
    Speed,
    base_score,
    break_threshold,
    hit_roll,
    is_jam,
    save_chance,
    save_needed,
    strength_save_modifier,
    sustained_hits,
    to_wound,
)

BS_ROW = "| base score | 6 | 5 | 4 | 3 | 2 | 1 | 0 | -1 | -2 | -3 |"
WOUND_TABLE = """
| 1 | 4+ | 5+ | 6+ | 6+ | IMP | IMP | IMP | IMP | IMP | IMP |
| 2 | 3+ | 4+ | 5+ | 6+ | 6+ | IMP | IMP | IMP | IMP | IMP |
| 3 | 2+ | 3+ | 4+ | 5+ | 6+ | 6+ | IMP | IMP | IMP | IMP |
| 4 | 2+ | 2+ | 3+ | 4+ | 5+ | 6+ | 6+ | IMP | IMP | IMP |
| 5 | 2+ | 2+ | 2+ | 3+ | 4+ | 5+ | 6+ | 6+ | IMP | IMP |
| 6 | 2+ | 2+ | 2+ | 2+ | 3+ | 4+ | 5+ | 6+ | 6+ | IMP |
| 7 | 2+ | 2+ | 2+ | 2+ | 2+ | 3+ | 4+ | 5+ | 6+ | 6+ |
| 8 | 2+ | 2+ | 2+ | 2+ | 2+ | 2+ | 3+ | 4+ | 5+ | 6+ |
| 9 | 2+ | 2+ | 2+ | 2+ | 2+ | 2+ | 2+ | 3+ | 4+ | 5+ |
| 10 | 2+ | 2+ | 2+ | 2+ | 2+ | 2+ | 2+ | 2+ | 3+ | 4+ |
"""
SAVEMOD_ROW = "| save mod | 0 | 0 | 0 | -1 | -2 | -3 | -4 | -5 | -6 | -7 |"
SUSTAINED_ROW = "| hits | 1 | 1 | 2 | 2 | 3 | JAM |"
BREAK_ROW = ("| casualties ≥ | 1 | 1 | 1 | 1 | 2 | 2 | 2 | 2 | 3 | 3 | 3 | 3 | 4 | 4 | 4 | 4 "
             "| 5 | 5 | 5 | 5 |")


def cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")][1:]


@pytest.mark.parametrize(("bs", "cell"), list(enumerate(cells(BS_ROW), start=1)))
def test_base_score_every_cell(bs: int, cell: str) -> None:
    assert base_score(bs) == int(cell)


# T-2E-BS procedure and T-2E-7PLUS: needed score -> (first roll, second roll, chance)
SEVEN_PLUS = [(7, 6, 4, Fraction(1, 12)), (8, 6, 5, Fraction(1, 18)), (9, 6, 6, Fraction(1, 36))]


@pytest.mark.parametrize(("needed", "first", "second", "chance"), SEVEN_PLUS)
def test_seven_plus_every_row(needed: int, first: int, second: int, chance: Fraction) -> None:
    assert hit_roll(needed) == HitRoll(first, second)
    assert hit_roll(needed).chance == chance


@pytest.mark.parametrize("needed", range(-5, 15))
def test_needed_score_procedure(needed: int) -> None:
    roll = hit_roll(needed)
    if needed <= 2:
        assert roll == HitRoll(2) and roll.chance == Fraction(5, 6)  # a 1 always misses
    elif needed <= 6:
        assert roll == HitRoll(needed) and roll.chance == Fraction(7 - needed, 6)
    elif needed <= 9:
        assert roll.first == 6 and roll.second == needed - 3
    else:
        assert roll == HitRoll(None) and roll.chance == 0


HIT_MODS = [
    ("soft cover", COVER_MODIFIER[Cover.SOFT], -1),
    ("hard cover", COVER_MODIFIER[Cover.HARD], -2),
    ("fast target", SPEED_MODIFIER[Speed.FAST], -1),
    ("very fast target", SPEED_MODIFIER[Speed.VERY_FAST], -2),
    ("moving vehicle", MOVING_VEHICLE_MODIFIER, -1),
    ("large target", LARGE_TARGET_MODIFIER, 1),
    ("targeter", TARGETER_MODIFIER, 1),
]


@pytest.mark.parametrize(("name", "value", "expected"), HIT_MODS, ids=[m[0] for m in HIT_MODS])
def test_hit_modifier_every_row(name: str, value: int, expected: int) -> None:
    assert value == expected


def boltgun(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "edition": "second",
        "attacker": {"models": 1, "bs": 4,
                     "weapon": {"name": "Boltgun", "short_range": 12, "range": 24,
                                "hit_modifier_short": 1, "strength": 4, "save_modifier": -1}},
        "target": {"models": 5, "toughness": 3, "leadership": 7},
        "situation": {"distance": 18},
    }
    for key, value in changes.items():
        section, name = key.split("__")
        data[section][name] = value
    return data


@pytest.mark.parametrize(("changes", "total"), [
    ({}, 0), ({"target__cover": "soft"}, -1), ({"target__cover": "hard"}, -2),
    ({"target__speed": "fast"}, -1), ({"target__speed": "very_fast"}, -2),
    ({"target__large": True}, 1), ({"attacker__targeter": True}, 1),
    ({"attacker__moving_vehicle": True}, -1), ({"situation__distance": 12}, 1),
    ({"target__cover": "hard", "target__speed": "very_fast", "attacker__moving_vehicle": True},
     -5),
])
def test_each_modifier_reaches_the_hit_roll(changes: dict[str, Any], total: int) -> None:
    odds = RULESET.odds(SecondScenario.model_validate(boltgun(**changes)))
    assert odds.hits.mean == pytest.approx(float(hit_roll(3 - total).chance))


WOUND = {(int(r[0]), t + 1): (None if c == "IMP" else int(c.rstrip("+")))
         for r in ([c.strip() for c in line.strip().strip("|").split("|")]
                   for line in WOUND_TABLE.strip().splitlines())
         for t, c in enumerate(r[1:])}


@pytest.mark.parametrize(("strength", "toughness"), sorted(WOUND))
def test_wound_every_cell(strength: int, toughness: int) -> None:
    assert to_wound(strength, toughness) == WOUND[(strength, toughness)]
    assert to_wound(strength, toughness) == classic_wound(strength, toughness)


@pytest.mark.parametrize(("strength", "cell"), list(enumerate(cells(SAVEMOD_ROW), start=1)))
def test_strength_save_modifier_every_cell(strength: int, cell: str) -> None:
    assert strength_save_modifier(strength) == int(cell)


@pytest.mark.parametrize(("save", "modifier"), list(product(range(2, 7), range(-7, 1))))
def test_modified_save(save: int, modifier: int) -> None:
    needed = save_needed(save, modifier)
    assert needed == save - modifier
    expected = Fraction(max(0, 7 - save + modifier), 6)
    assert save_chance(needed) == expected  # 7+ -> no save at all


@pytest.mark.parametrize(("face", "cell"), list(enumerate(cells(SUSTAINED_ROW), start=1)))
def test_sustained_die_every_face(face: int, cell: str) -> None:
    assert is_jam(face) is (cell == "JAM")
    assert sustained_hits(face) == (0 if cell == "JAM" else int(cell))


def test_sustained_law_of_one_and_two_dice() -> None:
    assert sustained_law(1).as_list() == pytest.approx([1 / 6, 2 / 6, 2 / 6, 1 / 6])
    two = sustained_law(2)
    assert two.mean == pytest.approx(2 * 9 / 6) and two.total == pytest.approx(1.0)
    assert jam_chance(2) == pytest.approx(11 / 36) and jam_chance(0) == 0.0


# T-2E-SPECIAL-SAVES: (dice, needed) -> chance
@pytest.mark.parametrize(("name", "dice", "needed", "chance"), [
    ("Terminator armour 3+ on 2D6", 2, 3, Fraction(35, 36)),
    ("exo-suit 4+ on 2D6", 2, 4, Fraction(33, 36)),
    ("refractor field 5+", 1, 5, Fraction(2, 6)),
    ("conversion field 4+", 1, 4, Fraction(3, 6)),
    ("dodge 4+", 1, 4, Fraction(3, 6)),
])
def test_special_saves_every_row(name: str, dice: int, needed: int, chance: Fraction) -> None:
    assert save_chance(needed, dice) == chance


def test_field_save_is_unmodifiable_and_rolled_before_armour() -> None:
    data = boltgun(attacker__bs=10, situation__distance=5)
    data["attacker"]["weapon"].update(strength=10, save_modifier=-6)
    data["target"].update(save=3, field_save=5)
    odds = RULESET.odds(SecondScenario.model_validate(data))
    hit = float(hit_roll(base_score(10) - 1).chance)
    # S10 wounds T3 on 2+, armour 3+ at -6 is gone, the 5+ field still saves a third
    assert odds.unsaved.mean == pytest.approx(hit * 5 / 6 * 4 / 6)


@pytest.mark.parametrize(("models", "cell"), list(enumerate(cells(BREAK_ROW), start=1)))
def test_break_threshold_every_cell(models: int, cell: str) -> None:
    assert break_threshold(models) == int(cell)


# T-2E-WEAPONS sample profiles (as printed; "-" = 0): short, long, short mod, long mod, S,
# damage, save modifier, special
WEAPONS = [
    ("Bolt pistol", 8, 16, 2, 0, 4, "1", -1, ""),
    ("Laspistol", 8, 16, 2, -1, 3, "1", 0, ""),
    ("Boltgun", 12, 24, 1, 0, 4, "1", -1, ""),
    ("Lasgun", 12, 24, 1, 0, 3, "1", -1, ""),
    ("Storm bolter", 12, 24, 1, 0, 4, "1", -1, "sustained 1"),
    ("Meltagun", 6, 12, 1, 0, 8, "D6", -4, ""),
    ("Plasma gun", 6, 24, 1, 0, 7, "1", -2, "sustained 1"),
    ("Heavy bolter", 20, 40, 0, 0, 5, "D4", -2, "move or fire; sustained 2"),
    ("Autocannon", 20, 72, 0, 0, 8, "D6", -3, "sustained 1"),
    ("Lascannon", 20, 60, 0, 0, 9, "2D6", -6, "move or fire"),
]


@pytest.mark.parametrize(("name", "short", "long", "mod_s", "mod_l", "strength", "damage",
                          "save_mod", "special"), WEAPONS, ids=[w[0] for w in WEAPONS])
def test_sample_weapon_profiles(name: str, short: int, long: int, mod_s: int, mod_l: int,
                                strength: int, damage: str, save_mod: int, special: str) -> None:
    """Every sample profile loads and gives the expected per-shot numbers at both ranges
    against a 3+ save, T4 W3 target (BS4, not moved)."""
    sustained = int(special.split("sustained ")[1][0]) if "sustained" in special else 0
    for distance, modifier in ((short, mod_s), (long, mod_l)):
        data = boltgun(situation__distance=distance)
        data["attacker"]["weapon"] = {
            "name": name, "short_range": short, "range": long, "hit_modifier_short": mod_s,
            "hit_modifier_long": mod_l, "strength": strength, "save_modifier": save_mod,
            "damage": damage, "sustained_fire": sustained,
            "move_or_fire": "move or fire" in special}
        data["target"].update(toughness=4, wounds=3, save=3)
        odds = RULESET.odds(SecondScenario.model_validate(data))
        p_hit = float(hit_roll(3 - modifier).chance)
        per_hit = 1.5 * sustained if sustained else 1.0
        assert odds.hits.mean == pytest.approx(p_hit * per_hit)
        p_wound = float(Fraction(7 - (to_wound(strength, 4) or 7), 6))
        p_save = float(save_chance(save_needed(3, save_mod)))
        assert odds.unsaved.mean == pytest.approx(p_hit * per_hit * p_wound * (1 - p_save))
        moved = RULESET.odds(SecondScenario.model_validate(
            {**data, "attacker": {**data["attacker"], "moved": True}}))
        assert moved.shots.mean == (0.0 if "move or fire" in special else 1.0)
