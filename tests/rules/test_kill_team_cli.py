"""kill-team-2018 through ``python -m desktop odds`` (design.md section 4) and the roster
adapter ``scenario_from_units``."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import DomainError
from desktop.rules.editions.kill_team_2018 import RULESET
from desktop.rules.editions.kill_team_2018.adapter import scenario_from_units
from desktop.rules.scenario import main

KT: dict[str, Any] = {
    "edition": "kill-team-2018",
    "attacker": {"models": 2, "bs": 3, "moved": False,
                 "weapon": {"name": "Boltgun", "type": "rapid-fire", "shots": "1",
                            "range": 24, "strength": 4, "ap": 0, "damage": "1"}},
    "target": {"models": 3, "toughness": 3, "wounds": 1, "save": 5, "invulnerable": None,
               "cover": None, "leadership": 6},
    "situation": {"distance": 10},
}
DELETE = object()


def changed(path: str, value: Any, base: dict[str, Any] = KT) -> dict[str, Any]:
    data = copy.deepcopy(base)
    *parents, last = path.split(".")
    node = data
    for part in parents:
        node = node[part]
    if value is DELETE:
        del node[last]
    else:
        node[last] = value
    return data


def run(tmp_path: Path, data: Any, *args: str) -> int:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return main([str(path), *args])


def test_json_output_shape(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, KT, "--json") == 0
    out = json.loads(capsys.readouterr().out)
    assert out["edition"] == "kill-team-2018"
    for name in ("shots", "hits", "wounds", "unsaved", "casualties"):
        dist = out[name]["distribution"]
        assert sum(dist) == pytest.approx(1.0, abs=1e-12)
        assert out[name]["mean"] == pytest.approx(sum(k * p for k, p in enumerate(dist)))
    assert out["shots"]["distribution"] == [0.0, 0.0, 0.0, 0.0, 1.0]  # 2 x rapid fire 2
    assert out["hits"]["mean"] == pytest.approx(4 * 4 / 6)
    assert out["wounds"]["mean"] == pytest.approx(4 * 4 / 6 * 4 / 6)  # S4 vs T3: 3+
    assert out["unsaved"]["mean"] == pytest.approx(4 * 4 / 6 * 4 / 6 * 4 / 6)
    assert len(out["casualties"]["distribution"]) <= 3  # each firer drops at most one model
    morale = out["morale"]
    assert 0 <= morale["fail_probability"] <= morale["test_probability"] <= 1


def test_table_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, KT) == 0
    text = capsys.readouterr().out
    assert "kill-team-2018" in text and "casualties" in text


def test_no_leadership_keeps_test_odds(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, changed("target.leadership", None), "--json") == 0
    morale = json.loads(capsys.readouterr().out)["morale"]
    assert morale["fail_probability"] is None and 0 < morale["test_probability"] < 1


def test_minimal_scenario_uses_defaults(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    data = {"edition": "kill-team-2018",
            "attacker": {"models": 1, "bs": 4,
                         "weapon": {"range": 24, "strength": 4, "shots": "D3"}},
            "target": {"models": 1, "toughness": 4}}
    assert run(tmp_path, data, "--json") == 0
    out = json.loads(capsys.readouterr().out)
    assert out["shots"]["mean"] == pytest.approx(2.0)
    assert out["hits"]["mean"] == pytest.approx(1.0)       # 4+, no range penalty
    assert out["unsaved"]["mean"] == pytest.approx(0.5)    # 4+ to wound, no save
    assert "morale" not in out or out["morale"]["fail_probability"] is None


@pytest.mark.parametrize(("path", "value"), [
    ("target.cover", 5),                     # Kill Team has no cover save
    ("target.cover", "soft"),
    ("attacker.weapon.ap", 5),               # classic-style AP number
    ("attacker.weapon.ap", 1),
    ("attacker.bs", 7),
    ("attacker.bs", 1),
    ("attacker.bs", "3"),
    ("attacker.bs", 3.0),
    ("attacker.models", 0),
    ("attacker.models", 51),
    ("attacker.weapon.shots", "4D6"),        # more than 20 shots per model
    ("attacker.weapon.damage", "3D6"),       # more than 12 injury dice
    ("target.save", 1),
    ("target.invulnerable", 7),
    ("target.toughness", 11),
    ("target.wounds", 0),
    ("attacker.weapon.type", "ordnance"),
    ("attacker.weapon.shots", "D7"),
    ("attacker.weapon.damage", "0"),
    ("attacker.weapon.range", 0),
    ("attacker.moved", "yes"),
    ("attacker.advanced", 1),
    ("attacker.flesh_wounds", 3),
    ("target.obscured", "true"),
    ("target.flesh_wounds", 3),
    ("target.wounds_lost", 1),               # W1 model cannot have lost a wound
    ("target.kill_team_models", 2),          # fewer than the 3 target models
    ("situation.distance", -1),
    ("attacker.snap_shots", True),           # another edition's field
    ("attacker.weapon.save_modifier", -1),
    ("target.banana", 1),
    ("edition", "kill-team"),
])
def test_invalid_fields_exit_2(path: str, value: Any, tmp_path: Path,
                               capsys: pytest.CaptureFixture[str]) -> None:
    code = run(tmp_path, changed(path, value))
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("error:") and "Traceback" not in err


@pytest.mark.parametrize(("changes", "reason"), [
    ({"attacker.advanced": True}, "Assault"),
    ({"attacker.weapon.type": "grenade", "attacker.weapon.range": 6}, "grenade"),
    ({"attacker.weapon.type": "heavy", "situation.distance": 1}, "Pistol"),
    ({"attacker.engaged": True}, "Pistol"),
    ({"attacker.shaken": True}, "shaken"),
    ({"target.within_1_of_friendly": True}, "friendly"),
])
def test_rules_refusals_exit_2(changes: dict[str, Any], reason: str, tmp_path: Path,
                               capsys: pytest.CaptureFixture[str]) -> None:
    data = KT
    for path, value in changes.items():
        data = changed(path, value, data)
    assert run(tmp_path, data) == 2
    err = capsys.readouterr().err
    assert reason in err and err.count("\n") == 1


def test_cover_error_points_to_obscured(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, changed("target.cover", 4)) == 2
    assert "obscured" in capsys.readouterr().err


def test_assault_after_advancing_and_pistol_in_contact_are_allowed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = changed("attacker.weapon.type", "assault", changed("attacker.advanced", True))
    assert run(tmp_path, data, "--json") == 0
    assert json.loads(capsys.readouterr().out)["hits"]["mean"] == pytest.approx(2 * 3 / 6)
    data = changed("attacker.weapon.type", "pistol", changed("situation.distance", 0.5))
    assert run(tmp_path, data, "--json") == 0


def test_subprocess_contract(tmp_path: Path) -> None:
    good = tmp_path / "kt.json"
    good.write_text(json.dumps(KT), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "desktop", "odds", str(good), "--json"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["edition"] == "kill-team-2018"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(changed("target.cover", 4)), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "desktop", "odds", str(bad)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


# -- roster adapter -------------------------------------------------------------------------------
BOLTGUN = Weapon(name="Boltgun", range=24, type="rapid-fire", shots="1", strength=4, ap=0,
                 damage="1")
PLASMA = Weapon(name="Plasma gun", range=24, type="rapid-fire", shots="1", strength=8, ap=-3,
                damage="2")


def marines() -> Unit:
    return Unit(name="Scouts", models=[
        ModelGroup(name="Scout", count=3, weapons=[BOLTGUN], flesh_wounds=1,
                   characteristics={"bs": 3, "s": 4, "t": 4, "w": 1, "ld": 7, "sv": 4}),
        ModelGroup(name="Gunner", count=1, weapons=[PLASMA],
                   characteristics={"bs": 3, "s": 4, "t": 4, "w": 1, "ld": 7, "sv": 4}),
    ])


def orks() -> Unit:
    return Unit(name="Boyz", models=[
        ModelGroup(name="Boy", count=4, flesh_wounds=1, wounds_lost=0,
                   characteristics={"bs": 5, "s": 4, "t": 4, "w": 1, "ld": 6, "sv": 6,
                                    "inv": None}),
    ])


def test_scenario_from_units_maps_profiles() -> None:
    s = scenario_from_units(marines(), PLASMA, orks(), {"distance": 10, "obscured": True})
    assert s.attacker.models == 1 and s.attacker.bs == 3
    assert s.attacker.weapon.strength == 8 and s.attacker.weapon.ap == -3
    assert s.attacker.weapon.damage == "2"
    assert s.target.models == 4 and s.target.toughness == 4 and s.target.save == 6
    assert s.target.leadership == 6 and s.target.flesh_wounds == 1
    assert s.target.obscured and s.situation.distance == 10
    odds = RULESET.odds(s)
    assert odds.shots.mean == 2


def test_scenario_from_units_firer_state_and_count() -> None:
    s = scenario_from_units(marines(), BOLTGUN, orks(), {"models": 2, "moved": True})
    # a group records a flesh wound on its front model only: not every firer has it
    assert s.attacker.models == 2 and s.attacker.flesh_wounds == 0 and s.attacker.moved
    s = scenario_from_units(marines(), BOLTGUN, orks(), {"flesh_wounds": 1})
    assert s.attacker.models == 3 and s.attacker.flesh_wounds == 1
    lone = Unit(name="Sergeant", models=[
        ModelGroup(name="Sergeant", count=1, weapons=[Weapon(name="Pistol", range=12,
                                                             type="pistol", strength=None)],
                   flesh_wounds=2, characteristics={"bs": 3, "s": 4, "t": 4, "w": 2})])
    s = scenario_from_units(lone, lone.models[0].weapons[0], orks(), {"engaged": True})
    assert s.attacker.flesh_wounds == 2 and s.attacker.weapon.strength == 4
    assert s.target.name == "Boyz"
    attack = RULESET.start(s)
    attack.proceed()
    assert "at Boyz" in str(attack.log[0].message)


@pytest.mark.parametrize("situation", [{"cover": 4}, {"distance": -3}, {"advanced": True}])
def test_scenario_from_units_refusals(situation: dict[str, Any]) -> None:
    with pytest.raises((DomainError, ValueError)):
        s = scenario_from_units(marines(), BOLTGUN, orks(), situation)
        RULESET.start(s)


def test_scenario_from_units_needs_profiles() -> None:
    empty = Unit(name="Nobody")
    with pytest.raises(DomainError):
        scenario_from_units(marines(), BOLTGUN, empty, {})
    with pytest.raises(DomainError):
        scenario_from_units(orks(), BOLTGUN, marines(), {})  # nobody carries it
    no_bs = Unit(name="Blind", models=[ModelGroup(name="x", weapons=[BOLTGUN],
                                                  characteristics={"t": 3})])
    with pytest.raises(DomainError):
        scenario_from_units(no_bs, BOLTGUN, orks(), {})
