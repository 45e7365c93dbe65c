"""``python -m desktop odds SCENARIO.json [--json]`` (design.md section 4 contract)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.rules.scenario import main

CLASSIC: dict[str, Any] = {
    "edition": "classic",
    "attacker": {"models": 10, "bs": 4, "moved": False,
                 "weapon": {"name": "Boltgun", "type": "rapid-fire", "shots": "1",
                            "range": 24, "strength": 4, "ap": 5, "damage": "1"}},
    "target": {"models": 10, "toughness": 4, "wounds": 1, "save": 6, "invulnerable": None,
               "cover": None, "leadership": 7},
    "situation": {"distance": 10},
}

SECOND: dict[str, Any] = {
    "edition": "second",
    "attacker": {"models": 5, "bs": 4, "moved": False,
                 "weapon": {"name": "Boltgun", "shots": "1", "short_range": 12, "range": 24,
                            "hit_modifier_short": 1, "hit_modifier_long": 0,
                            "strength": 4, "save_modifier": -1, "damage": "1"}},
    "target": {"models": 10, "toughness": 3, "wounds": 1, "save": 5, "cover": None,
               "leadership": 7},
    "situation": {"distance": 10},
}

KEYS = {"edition", "shots", "hits", "wounds", "unsaved", "casualties", "morale"}


def run(tmp_path: Path, data: Any, *args: str, raw: str | None = None) -> int:
    path = tmp_path / "scenario.json"
    path.write_text(raw if raw is not None else json.dumps(data), encoding="utf-8")
    return main([str(path), *args])


def changed(base: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
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


DELETE = object()


@pytest.mark.parametrize("base", [CLASSIC, SECOND], ids=["classic", "second"])
def test_json_output_shape(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                           base: dict[str, Any]) -> None:
    assert run(tmp_path, base, "--json") == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) >= KEYS
    assert out["edition"] == base["edition"]
    for name in ("shots", "hits", "wounds", "unsaved", "casualties"):
        block = out[name]
        assert sum(block["distribution"]) == pytest.approx(1.0, abs=1e-9)
        mean = sum(k * p for k, p in enumerate(block["distribution"]))
        assert block["mean"] == pytest.approx(mean, abs=1e-9)
    assert 0.0 <= out["morale"]["fail_probability"] <= out["morale"]["test_probability"] <= 1


def test_classic_design_example_values(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, CLASSIC, "--json") == 0
    out = json.loads(capsys.readouterr().out)
    assert out["shots"]["mean"] == 20.0 and out["shots"]["distribution"][20] == 1.0
    assert out["hits"]["mean"] == pytest.approx(40 / 3, abs=1e-9)
    assert out["wounds"]["mean"] == pytest.approx(20 / 3, abs=1e-9)


def test_table_output_is_readable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, CLASSIC) == 0
    out = capsys.readouterr().out
    for word in ("shots", "hits", "wounds", "unsaved", "casualties", "morale", "mean"):
        assert word in out


BAD_CLASSIC = [
    ("unknown top field", "extra", 1),
    ("unknown attacker field", "attacker.colour", "red"),
    ("unknown weapon field", "attacker.weapon.save_modifier", -1),
    ("bs too high", "attacker.bs", 11),
    ("bs zero", "attacker.bs", 0),
    ("bs as text", "attacker.bs", "4"),
    ("moved as number", "attacker.moved", 1),
    ("save 1+", "target.save", 1),
    ("save 7+", "target.save", 7),
    ("invulnerable 7+", "target.invulnerable", 7),
    ("cover 3", "target.cover", 3),
    ("cover soft", "target.cover", "soft"),
    ("ap 0", "attacker.weapon.ap", 0),
    ("ap 7", "attacker.weapon.ap", 7),
    ("strength 11", "attacker.weapon.strength", 11),
    ("toughness 0", "target.toughness", 0),
    ("models 0", "target.models", 0),
    ("negative distance", "situation.distance", -1),
    ("bad dice", "attacker.weapon.shots", "D7"),
    ("bad type", "attacker.weapon.type", "ordnance"),
    ("damage in classic", "attacker.weapon.damage", "D3"),
    ("leadership 11", "target.leadership", 11),
    ("missing toughness", "target.toughness", DELETE),
    ("missing weapon", "attacker.weapon", DELETE),
    ("wounds lost too many", "target.wounds_lost", 1),
    ("unknown edition", "edition", "fourth"),
    ("missing edition", "edition", DELETE),
    ("edition not a string", "edition", 3),
]


@pytest.mark.parametrize(("why", "path", "value"), BAD_CLASSIC,
                         ids=[case[0] for case in BAD_CLASSIC])
def test_bad_classic_input_exits_2_with_one_line(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str],
                                                  why: str, path: str, value: Any) -> None:
    assert run(tmp_path, changed(CLASSIC, path, value), "--json") == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert "Traceback" not in captured.err


BAD_SECOND = [
    ("classic ap in second", "attacker.weapon.ap", 5),
    ("classic type in second", "attacker.weapon.type", "rapid-fire"),
    ("numeric cover", "target.cover", 5),
    ("positive save modifier", "attacker.weapon.save_modifier", 1),
    ("bs 11", "attacker.bs", 11),
    ("short beyond long", "attacker.weapon.short_range", 30),
    ("hit modifier 9", "attacker.weapon.hit_modifier_short", 9),
    ("unknown", "target.obscured", True),
]


@pytest.mark.parametrize(("why", "path", "value"), BAD_SECOND,
                         ids=[case[0] for case in BAD_SECOND])
def test_bad_second_input_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                  why: str, path: str, value: Any) -> None:
    assert run(tmp_path, changed(SECOND, path, value)) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


@pytest.mark.parametrize("raw", ["{", "", "[1, 2]", "\"classic\"", "{\"edition\": NaN}",
                                 "\xff\xfe"])
def test_bad_json_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                          raw: str) -> None:
    assert run(tmp_path, None, raw=raw) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_missing_file_and_bad_arguments(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(tmp_path / "nope.json")]) == 2
    assert main([]) == 2
    assert main([str(tmp_path), "--json"]) == 2
    assert main(["a.json", "b.json"]) == 2
    assert main(["a.json", "--fast"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 5 and all(line.startswith("error: ") for line in err)


def test_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "odds" in capsys.readouterr().out


def test_through_python_m_desktop(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(CLASSIC), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "desktop", "odds", str(path), "--json"],
                          capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 0, done.stderr
    assert set(json.loads(done.stdout)) >= KEYS
    path.write_text(json.dumps(changed(CLASSIC, "attacker.bs", 12)), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "desktop", "odds", str(path)],
                          capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1


def test_control_characters_in_field_names_stay_on_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = changed(CLASSIC, "attacker.bad\nname\r", 1)
    assert run(tmp_path, data) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\\n" in err
