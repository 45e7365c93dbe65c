"""classic (40K 3rd): every cell of the T-3E-* tables of shared/rules/tables.md."""

from __future__ import annotations

import re
from itertools import product
from pathlib import Path

import pytest

from desktop.rules.editions.classic.tables import (
    Band,
    WeaponType,
    armour_allowed,
    band_of,
    best_save,
    instant_death,
    morale_threshold,
    shot_rolls,
    to_hit,
    to_wound,
)

# The tables exactly as printed in tables.md (IMP = the chart's N).
BS_TABLE = "| to hit | 6+ | 5+ | 4+ | 3+ | 2+ | 2+ | 2+ | 2+ | 2+ | 2+ |"

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

AP_TABLE = """
| 1 | no | no | no | no | no |
| 2 | no | no | no | no | no |
| 3 | yes | no | no | no | no |
| 4 | yes | yes | no | no | no |
| 5 | yes | yes | yes | no | no |
| 6 | yes | yes | yes | yes | no |
| - | yes | yes | yes | yes | yes |
"""

ID_TABLE = "| kills outright at S ≥ | 2 | 4 | 6 | 8 | 10 | IMP | IMP | IMP | IMP | IMP |"

MORALE_TABLE = ("| casualties ≥ | 1 | 1 | 1 | 1 | 2 | 2 | 2 | 2 | 3 | 3 | 3 | 3 | 4 | 4 | 4 | 4 "
                "| 5 | 5 | 5 | 5 |")


def cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")]


def roll(cell: str) -> int | None:
    return None if cell == "IMP" else int(cell.rstrip("+"))


@pytest.mark.parametrize("bs", range(1, 11))
def test_bs_every_cell(bs: int) -> None:
    assert to_hit(bs) == roll(cells(BS_TABLE)[bs])


def test_bs_zero_cannot_hit() -> None:
    assert to_hit(0) is None


WOUND = {(int(r[0]), t + 1): roll(c)
         for r in (cells(line) for line in WOUND_TABLE.strip().splitlines())
         for t, c in enumerate(r[1:])}


@pytest.mark.parametrize(("strength", "toughness"), sorted(WOUND))
def test_wound_every_cell(strength: int, toughness: int) -> None:
    assert to_wound(strength, toughness) == WOUND[(strength, toughness)]


AP = {(None if r[0] == "-" else int(r[0]), sv): c == "yes"
      for r in (cells(line) for line in AP_TABLE.strip().splitlines())
      for sv, c in zip(range(2, 7), r[1:], strict=True)}


@pytest.mark.parametrize(("ap", "save"), sorted(AP, key=lambda k: (k[0] or 99, k[1])))
def test_ap_every_cell(ap: int | None, save: int) -> None:
    assert armour_allowed(save, ap) is AP[(ap, save)]
    # invulnerable and cover saves ignore AP; without them the armour save is all there is
    assert best_save(save, ap, None, None) == (save if AP[(ap, save)] else None)
    assert best_save(save, ap, 5, None) == (min(save, 5) if AP[(ap, save)] else 5)
    assert best_save(save, ap, None, 6) == (min(save, 6) if AP[(ap, save)] else 6)


def test_no_armour_save_at_all() -> None:
    assert armour_allowed(None, None) is False
    assert best_save(None, None, None, None) is None


@pytest.mark.parametrize(("cover", "value"), [("light cover", 6), ("normal cover", 5),
                                              ("heavily fortified position", 4)])
@pytest.mark.parametrize("armour", [None, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("ap", [None, 1, 2, 3, 4, 5, 6])
def test_cover_every_cell(cover: str, value: int, armour: int | None, ap: int | None) -> None:
    """T-3E-COVER: cover save regardless of AP; armour used instead when better."""
    allowed = armour is not None and (ap is None or armour < ap)
    expected = min(value, armour) if allowed and armour is not None else value
    assert best_save(armour, ap, None, value) == expected


@pytest.mark.parametrize("invulnerable", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("cover", [None, 4, 5, 6])
def test_one_save_the_best(invulnerable: int, cover: int | None) -> None:
    expected = min(s for s in (invulnerable, cover, 3) if s is not None)
    assert best_save(3, None, invulnerable, cover) == expected
    assert best_save(3, 2, invulnerable, cover) == min(
        s for s in (invulnerable, cover) if s is not None)


ID = {t + 1: roll(c) for t, c in enumerate(cells(ID_TABLE)[1:])}


@pytest.mark.parametrize(("strength", "toughness"), list(product(range(1, 11), range(1, 11))))
def test_instant_death_every_cell(strength: int, toughness: int) -> None:
    threshold = ID[toughness]
    expected = threshold is not None and strength >= threshold
    assert instant_death(strength, toughness, wounds=2) is expected
    assert instant_death(strength, toughness, wounds=1) is False  # multi-wound models only


MORALE = {n + 1: int(c) for n, c in enumerate(cells(MORALE_TABLE)[1:])}


@pytest.mark.parametrize("models", sorted(MORALE))
def test_morale_threshold_every_cell(models: int) -> None:
    assert morale_threshold(models) == MORALE[models]


# T-3E-WEAPON-TYPES: rolls of the weapon's shots value per model.
WEAPON_TYPES = [
    # type, moved, band, rolls
    (WeaponType.RAPID_FIRE, False, Band.HALF, 2), (WeaponType.RAPID_FIRE, False, Band.FULL, 1),
    (WeaponType.RAPID_FIRE, True, Band.HALF, 1), (WeaponType.RAPID_FIRE, True, Band.FULL, 0),
    (WeaponType.PISTOL, False, Band.HALF, 2), (WeaponType.PISTOL, False, Band.FULL, 1),
    (WeaponType.PISTOL, True, Band.HALF, 1), (WeaponType.PISTOL, True, Band.FULL, 0),
    (WeaponType.ASSAULT, False, Band.HALF, 1), (WeaponType.ASSAULT, False, Band.FULL, 1),
    (WeaponType.ASSAULT, True, Band.HALF, 1), (WeaponType.ASSAULT, True, Band.FULL, 1),
    (WeaponType.HEAVY, False, Band.HALF, 1), (WeaponType.HEAVY, False, Band.FULL, 1),
    (WeaponType.HEAVY, True, Band.HALF, 0), (WeaponType.HEAVY, True, Band.FULL, 0),
    (None, True, Band.FULL, 1), (None, False, Band.HALF, 1),
]


@pytest.mark.parametrize(("kind", "moved", "band", "expected"), WEAPON_TYPES)
def test_weapon_types_every_cell(kind: WeaponType | None, moved: bool, band: Band,
                                 expected: int) -> None:
    assert shot_rolls(kind, moved, band) == expected
    assert shot_rolls(kind, moved, Band.OUT) == 0  # out of range: the model does not fire


@pytest.mark.parametrize(("distance", "band"), [(0, Band.HALF), (12, Band.HALF),
                                                (12.01, Band.FULL), (24, Band.FULL),
                                                (24.5, Band.OUT)])
def test_range_bands_of_a_24_inch_weapon(distance: float, band: Band) -> None:
    assert band_of(distance, 24) is band


@pytest.mark.shared
def test_embedded_tables_match_shared_tables_md() -> None:
    """The literal tables above are the ones in shared/rules/tables.md (if present)."""
    path = Path(__file__).resolve().parents[3] / "shared" / "rules" / "tables.md"
    if not path.exists():
        pytest.skip("shared/rules/tables.md is not next to the repository")
    text = path.read_text(encoding="utf-8")
    section = text[text.index("## `classic`"):text.index("## `second`")]
    normalise = lambda s: re.sub(r"\s+", " ", s.strip())  # noqa: E731
    body = normalise(section)
    for table in (BS_TABLE, WOUND_TABLE, AP_TABLE, ID_TABLE, MORALE_TABLE):
        for line in table.strip().splitlines():
            assert normalise(line) in body, line
