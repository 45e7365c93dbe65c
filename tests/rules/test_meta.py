"""Each edition's ``meta`` (what the set-up page asks and what the edition offers) is light
and true: importing it loads no engine, and every field it asks reaches the scenario."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.domain.editions import Edition
from desktop.domain.roster import Unit, Weapon
from desktop.rules.meta import PACKAGES, EditionMeta, Field, meta_of
from desktop.rules.registry import get_ruleset
from desktop.ui.demo import load_demo_rosters
from tests.benchmarks.bench_startup import LIGHT

REPO = Path(__file__).resolve().parents[2]
# (firing roster, unit, weapon, target roster, target unit) in the demo rosters
ATTACKS: dict[Edition, tuple[str, str, str, str, str]] = {
    Edition.SECOND: ("Ultramarines Strike Force", "Tactical Squad", "Boltgun", "Goff Waaagh!",
                     "Goff Boyz Mob"),
    Edition.CLASSIC: ("Ultramarines 2nd Company Detachment", "Tactical Squad", "Boltgun",
                      "Goff Warband", "Shoota Boyz"),
    Edition.KILL_TEAM_2018: ("Strike Team Vigilant", "Sergeant Varro", "Bolt rifle",
                             "Alaitoc Pathfinders", "Exarch Aethon"),
    Edition.HORUS_HERESY: ("Taghmata Ryza Cohort", "Thallax Cohort", "Lightning gun",
                           "Ultramarines Vanguard", "Legion Tactical Squad"),
}


def test_every_edition_has_a_package_and_a_meta() -> None:
    assert set(PACKAGES) == set(Edition)
    for edition in Edition:
        meta = meta_of(edition)
        assert isinstance(meta, EditionMeta)
        keys = [f.key for f in meta.fields]
        assert keys[0] == "distance" and len(keys) == len(set(keys)), edition


def test_meta_loads_no_engine() -> None:
    code = ("import json, sys\nfrom desktop.domain.editions import Edition\n"
            "from desktop.rules.meta import meta_of\n"
            "for edition in Edition:\n    meta_of(edition)\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('desktop.rules'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=REPO, timeout=60, check=True)
    loaded = set(json.loads(done.stdout))
    assert loaded - set(LIGHT) == set()
    assert {f"{PACKAGES[e]}.meta" for e in Edition} <= loaded


def _units(edition: Edition, vehicle: bool = False) -> tuple[Unit, Weapon, Unit]:
    rosters = {r.name: r for r in load_demo_rosters()}
    roster, unit, weapon, target_roster, target = ATTACKS[edition]
    if vehicle:  # the demo's only vehicle target
        target = "Legion Rhino"
    attacker = next(u for u in rosters[roster].units if u.name == unit)
    gun = next(w for g in attacker.models for w in g.weapons if w.name == weapon)
    return attacker, gun, next(u for u in rosters[target_roster].units if u.name == target)


def _sample(field: Field, edition: Edition) -> Any:
    """A value the player could set that differs from the engine default."""
    if field.kind == "distance":
        return 9.0
    if field.kind == "bool":
        return True
    if field.kind == "int":
        return 30 if edition is not Edition.KILL_TEAM_2018 or field.key != "kill_team_down" \
            else 1
    return field.choices[-1][0]


CASES = [(e, f) for e in Edition for f in meta_of(e).fields]


@pytest.mark.parametrize(("edition", "field"), CASES,
                         ids=[f"{e.value}-{f.key}" for e, f in CASES])
def test_every_field_reaches_the_scenario(edition: Edition, field: Field) -> None:
    """The adapter takes the key and the scenario changes with it (no field is ignored)."""
    ruleset = get_ruleset(edition)
    attacker, weapon, target = _units(edition, vehicle=field.vehicles_only)
    base = {"kill_team_models": 30} if field.key == "kill_team_down" else {}
    plain = ruleset.scenario_from_units(attacker, weapon, target, base)
    chosen = ruleset.scenario_from_units(attacker, weapon, target,
                                         {**base, field.key: _sample(field, edition)})
    assert chosen != plain
