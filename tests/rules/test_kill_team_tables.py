"""Kill Team (2018): every cell of the T-KT-* tables (shared/rules/tables.md)."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from desktop.rules.editions.kill_team_2018 import tables as kt
from desktop.rules.editions.kill_team_2018.tables import Refusal, WeaponType

# T-KT-WOUND as printed in tables.md (rows S 1..10, columns T 1..10).
WOUND_MATRIX = """
4 6 6 6 6 6 6 6 6 6
2 4 5 6 6 6 6 6 6 6
2 3 4 5 5 6 6 6 6 6
2 2 3 4 5 5 5 6 6 6
2 2 3 3 4 5 5 5 5 6
2 2 2 3 3 4 5 5 5 5
2 2 2 3 3 3 4 5 5 5
2 2 2 2 3 3 3 4 5 5
2 2 2 2 3 3 3 3 4 5
2 2 2 2 2 3 3 3 3 4
"""
WOUND = {(s + 1, t + 1): int(cell)
         for s, row in enumerate(WOUND_MATRIX.strip().splitlines())
         for t, cell in enumerate(row.split())}


@pytest.mark.parametrize(("strength", "toughness"), sorted(WOUND))
def test_wound_matrix_every_cell(strength: int, toughness: int) -> None:
    assert kt.wound_needed(strength, toughness) == WOUND[(strength, toughness)]


@pytest.mark.parametrize(("strength", "toughness"), list(product(range(1, 21), range(1, 11))))
def test_wound_rows_first_match_wins(strength: int, toughness: int) -> None:
    """The rule rows of T-KT-WOUND, also beyond S10 (weapons up to S20 are accepted)."""
    if strength >= 2 * toughness:
        expected = 2
    elif strength > toughness:
        expected = 3
    elif strength == toughness:
        expected = 4
    elif strength <= toughness / 2:
        expected = 6
    else:
        expected = 5
    assert kt.wound_needed(strength, toughness) == expected


@pytest.mark.shared
def test_wound_matrix_matches_shared_tables(shared_dir: Path) -> None:
    text = (shared_dir / "rules" / "tables.md").read_text(encoding="utf-8")
    section = text.split("### T-KT-WOUND", 1)[1].split("###", 1)[0]
    rows = [line for line in section.splitlines() if re.match(r"^\| \d+ \|", line)]
    assert len(rows) == 10
    for line in rows:
        cells = [c.strip() for c in line.strip("|").split("|")]
        s = int(cells[0])
        for t, cell in enumerate(cells[1:], start=1):
            assert kt.wound_needed(s, t) == int(cell.rstrip("+")), (s, t)


# T-KT-HIT: natural score needed per BS and total modifier; 1 always misses, 6 always hits.
@pytest.mark.parametrize(("bs", "modifier", "needed"), [
    (2, 0, 2), (3, 0, 3), (4, 0, 4), (5, 0, 5), (6, 0, 6),
    (2, -1, 3), (3, -1, 4), (4, -1, 5), (5, -1, 6), (6, -1, 6),
    (2, -2, 4), (3, -2, 5), (4, -2, 6), (5, -2, 6), (6, -2, 6),
    (3, -4, 6), (2, -6, 6),
    (2, 1, 2), (3, 1, 2), (4, 1, 3),
])
def test_hit_needed(bs: int, modifier: int, needed: int) -> None:
    assert kt.hit_needed(bs, modifier) == needed


@pytest.mark.parametrize(("bs", "modifier"), list(product(range(2, 7), range(-6, 2))))
def test_hit_needed_matches_natural_roll_rule(bs: int, modifier: int) -> None:
    """Enumerate the six faces with the rule as written: D6 + mod >= BS, 1 fails, 6 hits."""
    hits = {face for face in range(1, 7)
            if face == 6 or (face != 1 and face + modifier >= bs)}
    assert hits == set(range(kt.hit_needed(bs, modifier), 7))


# T-KT-HIT-MODS: one row each.
@pytest.mark.parametrize(("kwargs", "value"), [
    ({"long_range": True}, -1),
    ({"obscured": True}, -1),
    ({"flesh_wounds": 1}, -1),
    ({"flesh_wounds": 2}, -2),
    ({"broken": True}, -1),
    ({"heavy_moved": True}, -1),
    ({"assault_advanced": True}, -1),
    ({}, 0),
    ({"long_range": True, "obscured": True, "flesh_wounds": 2, "broken": True,
      "heavy_moved": True}, -6),
])
def test_hit_modifiers(kwargs: dict[str, bool | int], value: int) -> None:
    assert kt.hit_modifier(**kwargs) == value  # type: ignore[arg-type]


# T-KT-WEAPON-TYPES: shots multiplier by type and range band (range 24, half range 12).
@pytest.mark.parametrize(("weapon_type", "distance", "multiplier"), [
    (WeaponType.RAPID_FIRE, 6, 2), (WeaponType.RAPID_FIRE, 12, 2),
    (WeaponType.RAPID_FIRE, 12.5, 1), (WeaponType.RAPID_FIRE, 24, 1),
    (WeaponType.RAPID_FIRE, 24.5, 0),
    (WeaponType.ASSAULT, 6, 1), (WeaponType.ASSAULT, 20, 1),
    (WeaponType.HEAVY, 6, 1), (WeaponType.HEAVY, 20, 1),
    (WeaponType.PISTOL, 1, 1), (WeaponType.PISTOL, 20, 1),
    (WeaponType.GRENADE, 6, 1), (WeaponType.GRENADE, 20, 1),
    (None, 6, 1), (None, 25, 0),
])
def test_shots_multiplier(weapon_type: WeaponType | None, distance: float,
                          multiplier: int) -> None:
    assert kt.shots_multiplier(weapon_type, distance, 24) == multiplier


@pytest.mark.parametrize(("weapon_type", "distance", "moved", "advanced", "expected"), [
    (WeaponType.HEAVY, 6, True, False, {"heavy_moved"}),
    (WeaponType.HEAVY, 6, False, False, set()),
    (WeaponType.HEAVY, 20, True, False, {"heavy_moved", "long_range"}),
    (WeaponType.ASSAULT, 6, True, True, {"assault_advanced"}),
    (WeaponType.ASSAULT, 6, True, False, set()),
    (WeaponType.RAPID_FIRE, 13, True, False, {"long_range"}),
    (WeaponType.PISTOL, 7, False, False, {"long_range"}),
    (WeaponType.GRENADE, 6, False, False, set()),  # range 6 fixed below: no penalty ever
    (None, 13, True, True, {"long_range"}),
])
def test_type_hit_modifiers(weapon_type: WeaponType | None, distance: float, moved: bool,
                            advanced: bool, expected: set[str]) -> None:
    weapon_range = 6 if weapon_type is WeaponType.GRENADE else 24
    if weapon_type is WeaponType.PISTOL:
        weapon_range = 12
    flags = kt.type_hit_modifiers(weapon_type, distance=distance, weapon_range=weapon_range,
                                  moved=moved, advanced=advanced)
    assert {k for k, v in flags.items() if v} == expected


def test_grenade_has_no_long_range_penalty() -> None:
    flags = kt.type_hit_modifiers(WeaponType.GRENADE, distance=5, weapon_range=6, moved=False,
                                  advanced=False)
    assert flags["long_range"] is False
    assert kt.long_range(5, 6)


@pytest.mark.parametrize(("weapon_type", "kwargs", "expected"), [
    (WeaponType.ASSAULT, {"advanced": True, "engaged": False}, None),
    (WeaponType.HEAVY, {"advanced": True, "engaged": False}, Refusal.ADVANCED),
    (WeaponType.RAPID_FIRE, {"advanced": True, "engaged": False}, Refusal.ADVANCED),
    (WeaponType.PISTOL, {"advanced": True, "engaged": False}, Refusal.ADVANCED),
    (WeaponType.GRENADE, {"advanced": True, "engaged": False}, Refusal.ADVANCED),
    (None, {"advanced": True, "engaged": False}, Refusal.ADVANCED),
    (WeaponType.PISTOL, {"advanced": False, "engaged": True}, None),
    (WeaponType.ASSAULT, {"advanced": False, "engaged": True}, Refusal.ENGAGED),
    (WeaponType.GRENADE, {"advanced": False, "engaged": True}, Refusal.ENGAGED),
    (WeaponType.GRENADE, {"advanced": False, "engaged": False, "firers": 2},
     Refusal.GRENADE_LIMIT),
    (WeaponType.GRENADE, {"advanced": False, "engaged": False, "firers": 1}, None),
    (WeaponType.HEAVY, {"advanced": False, "engaged": False, "firers": 5}, None),
    (WeaponType.HEAVY, {"advanced": False, "engaged": False, "shaken": True}, Refusal.SHAKEN),
    (WeaponType.HEAVY, {"advanced": False, "engaged": False, "target_near_friendly": True},
     Refusal.FRIENDLY_NEARBY),
    (WeaponType.PISTOL, {"advanced": False, "engaged": False, "target_near_friendly": True},
     Refusal.FRIENDLY_NEARBY),
    (WeaponType.PISTOL, {"advanced": False, "engaged": True, "target_near_friendly": True},
     None),
])
def test_refusals(weapon_type: WeaponType | None, kwargs: dict[str, bool | int],
                  expected: Refusal | None) -> None:
    assert kt.refusal(weapon_type, **kwargs) == expected  # type: ignore[arg-type]


# T-KT-SAVE: natural score needed for save 2..6 / none, AP 0..-4, invulnerable none/3..6.
@pytest.mark.parametrize(("save", "ap", "inv"),
                         list(product([None, 2, 3, 4, 5, 6], [0, -1, -2, -3, -4],
                                 [None, 2, 3, 4, 5, 6])))
def test_save_needed_matches_rule(save: int | None, ap: int, inv: int | None) -> None:
    armour = {f for f in range(2, 7) if save is not None and f + ap >= save}
    invulnerable = {f for f in range(2, 7) if inv is not None and f >= inv}
    best = max((armour, invulnerable), key=len)
    needed = kt.save_needed(save, ap, inv)
    assert (set() if needed is None else set(range(needed, 7))) == best


@pytest.mark.parametrize(("save", "ap", "inv", "needed"), [
    (3, 0, None, 3), (3, -1, None, 4), (3, -2, None, 5), (3, -3, None, 6), (3, -4, None, None),
    (2, 0, None, 2), (6, 0, None, 6), (6, -1, None, None), (None, 0, None, None),
    (3, -3, 4, 4), (2, -1, 4, 3), (None, -2, 5, 5), (5, -4, 6, 6),
])
def test_save_needed_examples(save: int | None, ap: int, inv: int | None,
                              needed: int | None) -> None:
    assert kt.save_needed(save, ap, inv) == needed


@pytest.mark.parametrize(("needed", "p"), [(2, Fraction(5, 6)), (3, Fraction(4, 6)),
                                          (4, Fraction(3, 6)), (5, Fraction(2, 6)),
                                          (6, Fraction(1, 6)), (7, Fraction(0)),
                                          (None, Fraction(0))])
def test_chance(needed: int | None, p: Fraction) -> None:
    assert kt.chance(needed) == p


# T-KT-INJURY: dice = damage, highest counts, +1 per flesh wound, -1 obscured, 4+ out.
@pytest.mark.parametrize(("dice", "flesh", "obscured", "out"), [
    ((3,), 0, False, False), ((4,), 0, False, True), ((1, 2, 3), 0, False, False),
    ((1, 6), 0, False, True), ((4,), 0, True, False), ((5,), 0, True, True),
    ((3,), 1, False, True), ((2,), 1, False, False), ((3,), 1, True, False),
    ((4,), 1, True, True),
    ((1,), 2, False, True), ((1,), 2, True, True),  # third flesh wound: out of action
])
def test_injury_result(dice: tuple[int, ...], flesh: int, obscured: bool, out: bool) -> None:
    assert kt.injury_result(dice, flesh, obscured) is out


@pytest.mark.parametrize(("dice", "flesh", "obscured"),
                         list(product(range(1, 5), range(0, 3), [False, True])))
def test_out_of_action_chance_by_enumeration(dice: int, flesh: int, obscured: bool) -> None:
    rolls = list(product(range(1, 7), repeat=dice))
    outs = sum(1 for r in rolls if kt.injury_result(r, flesh, obscured))
    assert kt.out_of_action_chance(dice, flesh, obscured) == Fraction(outs, len(rolls))


@pytest.mark.parametrize(("dice", "flesh", "obscured", "p"), [
    (1, 0, False, Fraction(1, 2)), (2, 0, False, Fraction(3, 4)), (1, 0, True, Fraction(1, 3)),
    (1, 1, False, Fraction(2, 3)), (1, 1, True, Fraction(1, 2)), (1, 2, False, Fraction(1)),
])
def test_out_of_action_chance_examples(dice: int, flesh: int, obscured: bool,
                                       p: Fraction) -> None:
    assert kt.out_of_action_chance(dice, flesh, obscured) == p


# T-KT-BROKEN
BROKEN_ROW = [1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11]


@pytest.mark.parametrize(("starting", "threshold"), list(enumerate(BROKEN_ROW, start=1)))
def test_broken_threshold_row(starting: int, threshold: int) -> None:
    assert kt.broken_threshold(starting) == threshold
    assert kt.broken_test_due(starting, threshold)
    assert not kt.broken_test_due(starting, threshold - 1)
    assert 2 * threshold > starting >= 2 * (threshold - 1)


@pytest.mark.shared
def test_broken_row_matches_shared_tables(shared_dir: Path) -> None:
    text = (shared_dir / "rules" / "tables.md").read_text(encoding="utf-8")
    section = text.split("### T-KT-BROKEN", 1)[1].split("\n---\n", 1)[0]
    row = next(line for line in section.splitlines() if line.startswith("| models"))
    cells = [int(c) for c in row.strip("|").split("|")[1:]]
    assert cells == [kt.broken_threshold(n) for n in range(1, len(cells) + 1)]


@pytest.mark.parametrize(("ld", "p"), [(7, Fraction(15, 36)), (8, Fraction(10, 36)),
                                       (12, Fraction(0)), (2, Fraction(35, 36))])
def test_broken_fail_chance(ld: int, p: Fraction) -> None:
    assert kt.broken_fail_chance(ld) == p
