"""The built-in unit catalogues show no invented numbers: every stat line and every weapon
in them is the one the real community game data prints for that model or weapon, and they
carry no points (points and options come from the player's own game data)."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path
from typing import Any

import pytest

from desktop.domain.catalogue import load_catalogue
from desktop.domain.editions import Edition
from desktop.domain.roster import Weapon
from desktop.formats.battlescribe.catalogue import GameData, load_game_data
from desktop.formats.battlescribe.mapping import map_model, map_weapon
from desktop.formats.battlescribe.model import Characteristic, Profile
from desktop.formats.battlescribe.options import kids
from desktop.formats.battlescribe.safe import local
from desktop.formats.battlescribe.systems import GameSystem, norm, system_for_edition

GAMES = Path(__file__).resolve().parents[2] / ".." / "shared" / "fixtures" / "bsdata-games"

# built-in faction -> the real catalogue it was checked against
SOURCES: dict[Edition, tuple[str, dict[str, str]]] = {
    Edition.KILL_TEAM_2018: ("killteam-2018", {"Adeptus Astartes": "Adeptus Astartes",
                                               "Asuryani": "Asuryani", "Orks": "Orks"}),
    Edition.CLASSIC: ("wh40k-3rd", {"Space Marines": "Space Marines (1999)",
                                    "Orks": "Orks (1999)", "Eldar": "Eldar (2000)"}),
    Edition.SECOND: ("wh40k-2nd", {"Space Marines": "Codex - Ultramarines",
                                   "Orks": "Codex - Orks", "Eldar": "Codex - Eldar"}),
    Edition.HORUS_HERESY: ("horus-heresy-3rd", {
        "Legiones Astartes": "Legiones Astartes", "Mechanicum": "Mechanicum",
        "Legio Custodes": "Legio Custodes", "Divisio Assassinorum": "Divisio Assassinorum"}),
}


def test_built_in_catalogues_carry_no_points() -> None:
    for edition in Edition:
        catalogue = load_catalogue(edition)
        assert "checked against community game data" in catalogue.notes
        for entry in catalogue.entries:
            assert entry.points == 0, entry.name
            assert all(g.points_each == 0 for g in entry.unit.models), entry.name
            assert "UNCONFIRMED" not in entry.unit.notes + entry.source


def _base(name: str) -> str:
    return norm(re.sub(r"\(.*?\)", "", name))


def _profiles(data: GameData, system: GameSystem, edition: Edition
              ) -> tuple[dict[str, list[dict[str, int | None]]], dict[str, list[Profile]]]:
    models: dict[str, list[dict[str, int | None]]] = {}
    weapons: dict[str, list[Profile]] = {}
    for source in data.files():
        for element in source.root.iter():
            if local(element.tag) != "profile":
                continue
            profile = Profile(element.get("id", ""), element.get("name", ""),
                              element.get("typeId", ""), element.get("typeName", ""), False,
                              [Characteristic(c.get("name", ""), c.get("typeId", ""),
                                              (c.text or "").strip())
                               for c in kids(element, "characteristics")])
            spec = system.model_map(profile.type_name)
            if spec is not None:
                models.setdefault(norm(profile.name), []).append(
                    map_model(edition, spec, profile, []).characteristics)
            if system.weapon_map(profile.type_name) is not None:
                weapons.setdefault(norm(profile.name), []).append(profile)
    return models, weapons


def _weapon_fields(system: GameSystem, profile: Profile, strength: int | None
                   ) -> dict[str, Any] | None:
    spec = system.weapon_map(profile.type_name)
    assert spec is not None
    mapped = map_weapon(system, spec, profile, strength)
    if mapped.problem is not None or mapped.melee:
        return None
    return Weapon.model_validate(mapped.fields).model_dump(exclude={"name"})


@pytest.mark.shared
@pytest.mark.parametrize("edition", list(SOURCES), ids=[e.value for e in SOURCES])
def test_every_built_in_profile_is_the_real_data(edition: Edition,
                                                 tmp_path_factory: pytest.TempPathFactory
                                                 ) -> None:
    game, factions = SOURCES[edition]
    archive = GAMES / f"{game}.zip"
    if not archive.is_file():
        pytest.skip("../shared/fixtures/bsdata-games is not beside the checkout")
    folder = tmp_path_factory.mktemp(game)
    with zipfile.ZipFile(archive) as opened:
        opened.extractall(folder)
    (top,) = folder.iterdir()
    system = system_for_edition(edition)
    catalogue = load_catalogue(edition)
    assert {f.name for f in catalogue.factions} <= set(factions)
    for faction in catalogue.factions:
        data = load_game_data(top, factions[faction.name])
        models, weapons = _profiles(data, system, edition)
        for entry in faction.units:
            for group in entry.unit.models:
                found = models.get(norm(group.name)) or models.get(_base(group.name)) or []
                assert any(all(candidate.get(k) == v for k, v in group.characteristics.items())
                           and {k for k, v in candidate.items() if v is not None}
                           <= set(group.characteristics)
                           for candidate in found), (entry.name, group.name)
                for weapon in group.weapons:
                    profiles = weapons.get(norm(weapon.name)) or \
                        weapons.get(_base(weapon.name)) or []
                    mine = weapon.model_dump(exclude={"name"})
                    assert any(_weapon_fields(system, p, group.value("s")) == mine
                               for p in profiles), (entry.name, weapon.name)
