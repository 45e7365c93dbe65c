"""Horus Heresy (3rd ed.): every cell of the T-HH-* tables (shared/rules/tables.md)."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product
from math import ceil
from pathlib import Path

import pytest

from desktop.rules.editions.horus_heresy import effects as fx
from desktop.rules.editions.horus_heresy import tables as tb
from desktop.rules.editions.horus_heresy.effects import Penetration, Reaction, Rule, Status
from desktop.rules.editions.horus_heresy.tables import SaveKind, Terrain

# T-HH-HIT as printed (BS 1..10), cell grammar of tables.md.
HIT_NORMAL = ["6+", "5+", "4+", "3+", "2+", "2+;CRIT>=6", "2+;CRIT>=5", "2+;CRIT>=4",
              "2+;CRIT>=3", "AUTO;CRIT"]
HIT_SNAP = ["FAIL", "6+", "6+", "5+", "5+", "4+", "4+", "3+", "3+", "2+"]

# T-HH-WOUND as printed: rows S 1..10, columns T 1..10 (0 = IMP).
WOUND_MATRIX = """
4 5 6 6 0 0 0 0 0 0
3 4 5 6 6 0 0 0 0 0
2 3 4 5 6 6 0 0 0 0
2 2 3 4 5 6 6 0 0 0
2 2 2 3 4 5 6 6 0 0
2 2 2 2 3 4 5 6 6 0
2 2 2 2 2 3 4 5 6 6
2 2 2 2 2 2 3 4 5 6
2 2 2 2 2 2 2 3 4 5
2 2 2 2 2 2 2 2 3 4
"""
WOUND = {(s + 1, t + 1): (int(cell) or None)
         for s, row in enumerate(WOUND_MATRIX.strip().splitlines())
         for t, cell in enumerate(row.split())}

# T-HH-CHECK panic threshold row, N = 1..20.
PANIC_ROW = [str(k) for k in (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5)]


def cell(entry: tb.HitEntry) -> str:
    if entry.automatic:
        return "AUTO;CRIT"
    if entry.target is None:
        return "FAIL"
    if entry.critical is not None:
        return f"{entry.target}+;CRIT>={entry.critical}"
    return f"{entry.target}+"


@pytest.mark.parametrize("bs", range(1, 11))
def test_hit_table_every_cell(bs: int) -> None:
    assert cell(tb.hit_entry(bs)) == HIT_NORMAL[bs - 1]
    assert cell(tb.hit_entry(bs, snap_shots=True)) == HIT_SNAP[bs - 1]


@pytest.mark.parametrize("bs", [11, 12, 15])
def test_hit_table_above_ten_uses_the_ten_plus_column(bs: int) -> None:
    assert tb.hit_entry(bs) == tb.hit_entry(10)
    assert tb.hit_entry(bs, True) == tb.hit_entry(10, True)


def test_hit_table_refuses_bs_zero() -> None:
    with pytest.raises(ValueError):
        tb.hit_entry(0)


def test_hit_labels_match_the_printed_source() -> None:
    assert [tb.hit_entry(b).label() for b in range(1, 11)] == [
        "6+", "5+", "4+", "3+", "2+", "C6+", "C5+", "C4+", "C3+", "A"]
    assert tb.hit_entry(1, True).label() == "F"
    assert tb.hit_entry(1, True).fails and not tb.hit_entry(10).fails


@pytest.mark.parametrize(("strength", "toughness"), sorted(WOUND))
def test_wound_table_every_cell(strength: int, toughness: int) -> None:
    assert tb.wound_target(strength, toughness) == WOUND[(strength, toughness)]


@pytest.mark.parametrize(("strength", "toughness"), list(product(range(11, 21), range(1, 12))))
def test_wound_table_extends_beyond_ten(strength: int, toughness: int) -> None:
    diff = strength - toughness
    expected = {1: 3, 0: 4, -1: 5, -2: 6, -3: 6}.get(diff, 2 if diff >= 2 else None)
    assert tb.wound_target(strength, toughness) == expected


def test_wound_table_zero_values() -> None:
    assert tb.wound_target(0, 1) is None
    assert tb.wound_target(3, 0) == 2


def test_majority_toughness_ties_take_the_highest() -> None:
    assert tb.majority_toughness({4: 5, 5: 1}) == 4
    assert tb.majority_toughness({4: 2, 5: 2}) == 5
    assert tb.majority_toughness({6: 1}) == 6


@pytest.mark.parametrize(("ap", "save"),
                         list(product([None, 1, 2, 3, 4, 5, 6], [None, 2, 3, 4, 5, 6])))
def test_saves_armour_matrix(ap: int | None, save: int | None) -> None:
    """T-HH-SAVES: armour allowed iff AP > Sv numerically; Sv '-' never; AP '-' never blocks."""
    expected = save is not None and (ap is None or ap > save)
    assert tb.armour_allowed(save, ap) is expected


def test_saves_options_and_choice() -> None:
    opts = tb.save_options(3, 5, 4, ap=3)
    assert opts == {SaveKind.COVER: 4, SaveKind.INVULNERABLE: 5}
    assert tb.best_save(opts) == (SaveKind.COVER, 4)
    assert tb.save_options(3, None, 4, ap=4) == {SaveKind.ARMOUR: 3, SaveKind.COVER: 4}
    assert tb.save_options(3, None, None, ap=None, penetrating=True) == {}
    assert tb.save_options(3, 4, 5, ap=None, penetrating=True) == {
        SaveKind.COVER: 5, SaveKind.INVULNERABLE: 4}
    assert SaveKind.COVER not in tb.save_options(None, None, 5, ap=None, melee=True)
    assert SaveKind.COVER not in tb.save_options(None, None, 5, ap=None, overwatch=True)
    assert tb.best_save({}) is None
    assert tb.best_save({SaveKind.ARMOUR: 4, SaveKind.INVULNERABLE: 4})[0] is SaveKind.ARMOUR


def test_saves_damage_mitigation_rows() -> None:
    assert tb.mitigation_target(5, 4) == 4
    assert tb.mitigation_target(5, None) == 5
    assert tb.mitigation_target(None, 4) == 4
    assert tb.mitigation_target(None, 4, melee=True) is None
    assert tb.mitigation_target(6, 4, overwatch=True) == 6
    assert tb.mitigation_target(None, None) is None


@pytest.mark.parametrize(("terrain", "cover", "at_2", "at_4"), [
    (Terrain.LIGHT, 6, False, False), (Terrain.MEDIUM, 5, False, True),
    (Terrain.HEAVY, 4, True, True)])
def test_terrain_table(terrain: Terrain, cover: int, at_2: bool, at_4: bool) -> None:
    assert tb.TERRAIN_COVER[terrain] == cover
    assert tb.terrain_blocks_sight(terrain, 2) is at_2
    assert tb.terrain_blocks_sight(terrain, 4) is at_4
    assert tb.terrain_blocks_sight(Terrain.MEDIUM, 3) is False


@pytest.mark.parametrize(("a", "b", "target"),
                         list(product(range(1, 7), range(1, 7), range(0, 14))))
def test_check_every_roll(a: int, b: int, target: int) -> None:
    if target <= 0:
        expected = False
    elif a == b == 1:
        expected = True
    elif a == b == 6:
        expected = False
    else:
        expected = a + b <= target
    assert tb.check_passes(a, b, target) is expected


def test_check_probabilities() -> None:
    assert tb.check_pass_probability(0) == 0
    assert tb.check_pass_probability(1) == Fraction(1, 36)
    assert tb.check_pass_probability(2) == Fraction(1, 36)
    assert tb.check_pass_probability(7) == Fraction(21, 36)
    assert tb.check_pass_probability(12) == Fraction(35, 36)
    assert tb.check_pass_probability(20) == Fraction(35, 36)
    assert tb.check_target(7, 2) == 5 and tb.check_target(1, 3) == 0


@pytest.mark.parametrize("n", range(1, 21))
def test_panic_threshold_row(n: int) -> None:
    assert tb.panic_threshold(n) == int(PANIC_ROW[n - 1]) == ceil(n / 4)


def test_status_table() -> None:
    rows = fx.STATUS_TABLE
    assert {s: rows[s].check for s in Status} == {
        Status.PINNED: fx.Characteristic.COOL, Status.SUPPRESSED: fx.Characteristic.COOL,
        Status.STUNNED: fx.Characteristic.COOL, Status.ROUTED: fx.Characteristic.LEADERSHIP}
    assert fx.shoots_snap_shots({Status.SUPPRESSED}) and fx.shoots_snap_shots({Status.ROUTED})
    assert not fx.shoots_snap_shots({Status.PINNED, Status.STUNNED})
    assert not fx.may_react({Status.STUNNED}) and not fx.may_react({Status.ROUTED})
    assert fx.may_react({Status.PINNED, Status.SUPPRESSED})
    assert fx.MORALE_CHECKS[0].status is Status.ROUTED  # a failed Routed check ends the rest


def test_morale_checks_are_one_table() -> None:
    """Every morale rule is one row: its status, what fires it, and the special rules table,
    the weapon parser and the odds all read that row."""
    rows = {c.rule: c for c in fx.MORALE_CHECKS}
    assert {r: (c.status, c.fires_on, c.also) for r, c in rows.items()} == {
        Rule.PANIC: (Status.ROUTED, "wound", "quarter"),
        Rule.PINNING: (Status.PINNED, "wound", None),
        Rule.SUPPRESSIVE: (Status.SUPPRESSED, "hit", "coherency"),
        Rule.STUN: (Status.STUNNED, "hit", None)}
    assert [c.status for c in fx.MORALE_CHECKS] == [Status.ROUTED, Status.PINNED,
                                                    Status.SUPPRESSED, Status.STUNNED]
    special = {row.rule: row for row in fx.SPECIAL_TABLE if row.step == "morale"}
    assert set(special) == set(rows)
    assert all(fx.WEAPON_VALUES[rule] == "modifier" for rule in rows)  # "Pinning (1)"
    assert special[Rule.PANIC].effect == "Leadership check -X or Routed"
    assert special[Rule.STUN].trigger == ">= 1 hit"
    assert fx.fired_by(frozenset({Rule.PANIC, Rule.STUN, Rule.RENDING}), "hit") == {Rule.STUN}


@pytest.mark.parametrize(("roll", "strength", "armour"),
                         list(product(range(1, 7), range(1, 11), range(9, 15))))
def test_vehicle_penetration_every_cell(roll: int, strength: int, armour: int) -> None:
    total = roll + strength
    if roll == 1:
        expected = Penetration.NONE
    elif total > armour:
        expected = Penetration.PENETRATING
    elif total == armour:
        expected = Penetration.GLANCING
    else:
        expected = Penetration.NONE
    assert fx.armour_penetration(roll, strength, armour) is expected
    bane = fx.armour_penetration(roll, strength, armour, armourbane=True)
    assert bane is (Penetration.PENETRATING if expected is not Penetration.NONE else expected)


def test_vehicle_zero_armour_is_always_penetrated() -> None:
    assert fx.armour_penetration(1, 1, 0) is Penetration.PENETRATING


@pytest.mark.parametrize(("roll", "status"), [
    (1, Status.STUNNED), (2, Status.STUNNED), (3, Status.PINNED), (4, Status.PINNED),
    (5, Status.SUPPRESSED), (6, Status.SUPPRESSED)])
def test_vehicle_damage_table(roll: int, status: Status) -> None:
    assert fx.vehicle_damage(roll) is status


def test_la_reactions_table() -> None:
    rows = fx.REACTIONS
    assert {r: rows[r].declared_at_step for r in Reaction} == {
        Reaction.RETURN_FIRE: 3, Reaction.SHIELDWALL: 3, Reaction.SMOKESCREEN: 3,
        Reaction.MEDIC: 9}
    assert rows[Reaction.SHIELDWALL].needs == "shield"
    assert rows[Reaction.SMOKESCREEN].needs == "smokescreen"
    assert rows[Reaction.MEDIC].needs == "medic"
    assert fx.SHIELDWALL_TOUGHNESS == 1 and fx.SMOKESCREEN_SHROUDED == 5


@pytest.mark.parametrize(("limit", "points"), [
    (None, 1), (500, 1), (1500, 1), (1501, 2), (3000, 2), (3500, 2), (3501, 3), (5000, 3),
    (5001, 4), (10000, 4)])
def test_reaction_allotment(limit: int | None, points: int) -> None:
    assert fx.reaction_allotment(limit) == points


def test_special_rules_table_lists_every_rule_of_the_source() -> None:
    steps = {row.rule: row.step for row in fx.SPECIAL_TABLE}
    assert steps[Rule.CRITICAL_HIT] == steps[Rule.RENDING] == steps[Rule.PRECISION] == "hit"
    assert steps[Rule.BREACHING] == steps[Rule.POISONED] == "wound"
    assert steps[Rule.SHROUDED] == steps[Rule.FEEL_NO_PAIN] == "mitigation"
    assert steps[Rule.ETERNAL_WARRIOR] == "damage"
    assert {steps[r] for r in (Rule.PINNING, Rule.PANIC, Rule.SUPPRESSIVE, Rule.STUN)} == {
        "morale"}
    assert steps[Rule.PISTOL] == steps[Rule.FIRING_PROTOCOLS] == "declare weapons"


@pytest.mark.shared
def test_tables_match_shared_tables_md(shared_dir: Path) -> None:
    text = (shared_dir / "rules" / "tables.md").read_text(encoding="utf-8")
    hit = text.split("### T-HH-HIT", 1)[1].split("###", 1)[0]
    rows = {line.split("|")[1].strip(): [c.strip() for c in line.split("|")[2:12]]
            for line in hit.splitlines() if line.startswith("| normal") or
            line.startswith("| snap")}
    assert rows["normal"] == HIT_NORMAL and rows["snap shots"] == HIT_SNAP
    wound = text.split("### T-HH-WOUND", 1)[1].split("###", 1)[0]
    lines = [ln for ln in wound.splitlines() if re.match(r"^\| \d+ \|", ln)]
    assert len(lines) == 10
    for line in lines:
        cells = [c.strip() for c in line.strip("|").split("|")]
        s = int(cells[0])
        for t, value in enumerate(cells[1:], start=1):
            assert WOUND[(s, t)] == (None if value == "IMP" else int(value.rstrip("+")))
    check = text.split("### T-HH-CHECK", 1)[1].split("###", 1)[0]
    row = next(ln for ln in check.splitlines() if ln.startswith("| casualties"))
    assert [c.strip() for c in row.strip("|").split("|")[1:]] == PANIC_ROW
