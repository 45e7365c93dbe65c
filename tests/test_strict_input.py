"""Input read strictly and shown safely (issue 15, item 11): terminal escapes from a file are
shown escaped, a huge value is not repeated whole, a key given twice, ``true`` for a number,
non-ASCII digits and UTF-16 files are refused with a clear reason, and a native roster is
recognised by its top-level "format" wherever it stands."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Roster, Unit
from desktop.domain.text import DomainError
from desktop.formats import native
from desktop.ui.wizard.dice import ParseError, parse_dice
from tests.conftest import REPO
from tests.formats.bsdata_helpers import DATA

SCENARIO: dict[str, Any] = {
    "edition": "classic",
    "attacker": {"models": 10, "bs": 4, "moved": False,
                 "weapon": {"name": "Boltgun", "type": "rapid-fire", "shots": "1",
                            "range": 24, "strength": 4, "ap": 5, "damage": "1"}},
    "target": {"models": 10, "toughness": 4, "wounds": 1, "save": 6, "leadership": 7},
    "situation": {"distance": 10},
}
ESCAPES = "\x1b]0;owned\x07\x1b[2J\x9b31m\u202eevil\n\rerror: fake"


def desktop(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "desktop", *args], cwd=REPO,
                          capture_output=True, timeout=120, check=False)


def failure(done: subprocess.CompletedProcess[bytes]) -> str:
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2 and done.stdout == b"", err
    assert err.startswith("error: ") and len(err.splitlines()) == 1 and "Traceback" not in err
    return err


def scenario_file(tmp_path: Path, text: str | bytes) -> str:
    path = tmp_path / "scenario.json"
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return str(path)


def with_value(path: str, value: Any) -> dict[str, Any]:
    data = copy.deepcopy(SCENARIO)
    *parents, last = path.split(".")
    node = data
    for part in parents:
        node = node[part]
    node[last] = value
    return data


# --- terminal escapes ----------------------------------------------------------------------------

def _hostile_roster(tmp_path: Path) -> Path:
    roster = Roster(name=f"Team {ESCAPES}", edition=Edition.CLASSIC, units=[
        Unit(name=f"Unit {ESCAPES}", models=[ModelGroup(name="m")])])
    path = tmp_path / "hostile.json"
    native.save(roster, path)
    return path


def test_roster_show_text_escapes_control_characters(tmp_path: Path) -> None:
    done = desktop("roster", "show", str(_hostile_roster(tmp_path)))
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("utf-8")
    for raw in ("\x1b", "\x07", "\x9b", "\u202e", "\r"):
        assert raw not in out
    assert "Team \\x1b]0;owned\\x07\\x1b[2J\\x9b31m\\u202eevil\\n\\rerror: fake" in out
    assert not any(line.startswith("error: fake") for line in out.splitlines())


def test_roster_show_json_keeps_the_values_but_escapes_them(tmp_path: Path) -> None:
    done = desktop("roster", "show", str(_hostile_roster(tmp_path)), "--json")
    assert done.returncode == 0, done.stderr
    for raw in (b"\x1b", b"\x07", "\x9b".encode(), "\u202e".encode(), b"\r"):
        assert raw not in done.stdout
    shown = json.loads(done.stdout)
    assert shown["name"] == f"Team {ESCAPES}"  # the same JSON value, escaped
    assert shown["units"][0]["name"] == f"Unit {ESCAPES}"


def test_odds_text_output_escapes_a_weapon_name(tmp_path: Path) -> None:
    data = with_value("attacker.weapon.name", f"Bolter {ESCAPES}")
    done = desktop("odds", scenario_file(tmp_path, json.dumps(data)))
    assert done.returncode == 0, done.stderr
    assert b"\x1b" not in done.stdout and "\x9b".encode() not in done.stdout


# --- huge values are not repeated whole ----------------------------------------------------------

BIG = "x" * 5_000_000  # under the 8 MB a scenario may have


@pytest.mark.parametrize("where", ["edition", "attacker.weapon.shots", "attacker.bs",
                                   "target.cover", "attacker.weapon.type"])
def test_a_5_mb_value_is_cut_short_in_the_message(tmp_path: Path, where: str) -> None:
    err = failure(desktop("odds", scenario_file(tmp_path, json.dumps(with_value(where, BIG)))))
    assert len(err) < 1500 and "characters)" in err
    assert where.split(".")[-1] in err  # the message still says where


def test_a_10_mb_scenario_is_too_large_to_read(tmp_path: Path) -> None:
    data = with_value("edition", BIG * 2)
    err = failure(desktop("odds", scenario_file(tmp_path, json.dumps(data))))
    assert err == "error: scenario.json is too large to read (over 8 MB)\n"


def test_a_5_mb_field_name_is_cut_short(tmp_path: Path) -> None:
    data = with_value(f"attacker.{BIG}", 1)
    err = failure(desktop("odds", scenario_file(tmp_path, json.dumps(data))))
    assert len(err) < 1500 and err.startswith("error: unknown field 'attacker.xxx")


def test_a_10_mb_topic_name_is_cut_short() -> None:
    err = failure(desktop("rules", "--edition", "classic", "--lang", "en", "y" * 100_000))
    assert len(err) < 1500


# --- keys given twice ----------------------------------------------------------------------------

def test_odds_refuses_a_key_given_twice(tmp_path: Path) -> None:
    text = json.dumps(SCENARIO).replace('"bs": 4', '"bs": 4, "bs": 11')
    err = failure(desktop("odds", scenario_file(tmp_path, text)))
    assert "the key 'bs' appears twice in one object" in err


def test_roster_show_refuses_a_native_key_given_twice(tmp_path: Path) -> None:
    path = tmp_path / "twice.json"
    path.write_text('{"format": "auspex-roster", "version": 1, "roster": '
                    '{"name": "a", "edition": "classic", "points_limit": 1, '
                    '"points_limit": 900}}', encoding="utf-8")
    err = failure(desktop("roster", "show", str(path)))
    assert "'points_limit' appears twice" in err


# --- strict numbers ------------------------------------------------------------------------------

@pytest.mark.parametrize("value", [True, "500", 500.0])
def test_roster_show_refuses_a_points_limit_that_is_not_an_integer(tmp_path: Path,
                                                                   value: object) -> None:
    path = tmp_path / "limit.json"
    path.write_text(json.dumps({"format": "auspex-roster", "version": 1, "roster": {
        "name": "a", "edition": "classic", "points_limit": value}}), encoding="utf-8")
    assert "invalid at points_limit" in failure(desktop("roster", "show", str(path)))


@pytest.mark.parametrize(("where", "value"), [("attacker.bs", True), ("target.models", 1.0),
                                              ("situation.distance", "10")])
def test_odds_numbers_are_strict(tmp_path: Path, where: str, value: object) -> None:
    failure(desktop("odds", scenario_file(tmp_path, json.dumps(with_value(where, value)))))


# --- ASCII digits only in dice -------------------------------------------------------------------

@pytest.mark.parametrize("text", ["٣", "D６", "２D6", "D6+１", "d٣", "³", "D6+²"])
def test_dice_take_ascii_digits_only(text: str) -> None:
    with pytest.raises(DomainError, match="is not a dice expression"):
        DiceExpr.parse(text)


@pytest.mark.parametrize("text", ["٣", "3 ５", "３５６", "²", "3 ²"])
def test_typed_dice_take_ascii_digits_only(text: str) -> None:
    with pytest.raises(ParseError):
        parse_dice(text, 6)


def test_odds_refuses_unicode_digits_in_dice(tmp_path: Path) -> None:
    data = with_value("attacker.weapon.shots", "D６")
    assert "is not a dice expression" in failure(
        desktop("odds", scenario_file(tmp_path, json.dumps(data, ensure_ascii=False))))


# --- encodings -----------------------------------------------------------------------------------

@pytest.mark.parametrize("codec", ["utf-16", "utf-16-be", "utf-32"])
def test_odds_names_a_utf16_or_utf32_scenario(tmp_path: Path, codec: str) -> None:
    err = failure(desktop("odds", scenario_file(tmp_path, json.dumps(SCENARIO).encode(codec))))
    assert f"is {codec[:6].upper()} text, not UTF-8; save it as UTF-8" in err


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-32"])
def test_roster_show_names_a_utf16_roster(tmp_path: Path, codec: str) -> None:
    """A native roster and a New Recruit roster in UTF-16: the encoding is named (no "XML
    error", no "near line 0")."""
    native_text = native.dumps(Roster(name="Wide", edition=Edition.CLASSIC)).decode("utf-8")
    new_recruit = (DATA / "hh3-newrecruit.json").read_text(encoding="utf-8")
    for text in (native_text, new_recruit):
        path = tmp_path / "wide.json"
        path.write_bytes(text.encode(codec))
        err = failure(desktop("roster", "show", str(path)))
        assert f"The file is {codec[:6].upper()} text, not UTF-8" in err
        assert "XML" not in err and "line 0" not in err


def test_a_utf16_battlescribe_roster_still_reads(tmp_path: Path) -> None:
    """XML may be UTF-16 when it says so: expat reads it."""
    text = (DATA / "second-2nd.ros").read_text(encoding="utf-8")
    path = tmp_path / "wide.ros"
    path.write_bytes(text.replace('encoding="UTF-8"', 'encoding="UTF-16"').encode("utf-16"))
    done = desktop("roster", "show", str(path))
    assert done.returncode == 0 and b"Ultramarines Patrol" in done.stdout


# --- one rule for what a native roster is --------------------------------------------------------

def test_roster_show_and_convert_read_a_native_roster_whose_format_comes_late(
        tmp_path: Path) -> None:
    roster = Roster(name="Late", edition=Edition.CLASSIC, notes="n" * 10_000,
                    units=[Unit(name=f"Unit {i}") for i in range(30)])
    document = json.loads(native.dumps(roster))
    path = tmp_path / "late.json"
    path.write_text(json.dumps({"roster": document["roster"], "version": 1,
                                "format": "auspex-roster"}, indent=2), encoding="utf-8")
    assert path.read_text(encoding="utf-8").index('"format"') > 4096
    assert native.load(path) == roster  # what the window's Open does
    done = desktop("roster", "show", str(path), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["name"] == "Late"
    done = desktop("roster", "convert", str(path), str(tmp_path / "out.json"))
    assert done.returncode == 0, done.stderr
    assert native.load(tmp_path / "out.json") == roster


def test_a_huge_key_in_a_native_roster_is_cut_short(tmp_path: Path) -> None:
    path = tmp_path / "key.json"
    path.write_text(json.dumps({"format": "auspex-roster", "version": 1, "roster": {
        "name": "a", "edition": "classic", "z" * 1_000_000: 1}}), encoding="utf-8")
    err = failure(desktop("roster", "show", str(path)))
    assert len(err) < 400 and "characters)" in err
