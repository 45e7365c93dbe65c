"""The ``roster show`` / ``roster convert`` command-line contract (design.md section 4)."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Roster, Unit, Weapon
from desktop.formats import native
from desktop.formats.cli import main
from tests.formats.bsdata_helpers import DATA, REPO

OWN = ["kt2018-over-limit.ros", "classic-3rd-2.01.ros", "second-2nd.ros",
       "hh3-newrecruit.json", "unknown-system.ros"]
EXPECTED = {  # name, game system, points, limit, units, errors
    "kt2018-over-limit.ros": ("Over the Limit", "Warhammer 40,000: Kill Team (2018)", 104, 100,
                              [("Brother Tautus", 1, 24), ("Intercessor Gunner", 4, 80)], 1),
    "classic-3rd-2.01.ros": ("Tactical Demi-company", "Warhammer 40k 3rd Edition", 245, 500,
                             [("Tactical Squad", 10, 165), ("Rhino", 1, 80)], 0),
    "second-2nd.ros": ("Ultramarines Patrol", "Warhammer 40k 2nd Edition", 150, None,
                       [("Tactical Squad", 5, 150)], 0),
    "hh3-newrecruit.json": ("Custodian Vanguard", "Horus Heresy 3rd Edition", 445, 1000,
                            [("Custodian Guard Squad", 3, 225), ("Coronus Grav-carrier", 1, 220)],
                            0),
    "unknown-system.ros": ("Skirmish Band", "Some Other Game", 35, None,
                           [("Captain", 1, 35)], 0),
}


def _show(path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    assert main(["show", str(path), "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    shown: dict[str, Any] = json.loads(captured.out)
    return shown


def _shape(shown: dict[str, Any]) -> None:
    assert set(shown) == {"name", "game_system", "points", "points_limit", "units", "problems",
                          "checked_against"}
    assert shown["checked_against"] is None  # no game data is installed in these tests
    for unit in shown["units"]:
        assert set(unit) == {"name", "models", "points", "profiles"}
        assert isinstance(unit["models"], int) and isinstance(unit["profiles"], list)
    for problem in shown["problems"]:
        assert set(problem) == {"severity", "message"}
        assert problem["severity"] in ("error", "warning") and problem["message"]


@pytest.mark.parametrize("name", OWN)
def test_show_json(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    shown = _show(DATA / name, capsys)
    _shape(shown)
    title, system, points, limit, units, errors = EXPECTED[name]
    assert (shown["name"], shown["game_system"], shown["points"], shown["points_limit"]) \
        == (title, system, points, limit)
    assert [(u["name"], u["models"], u["points"]) for u in shown["units"]] == units
    assert sum(p["severity"] == "error" for p in shown["problems"]) == errors


def test_over_limit_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    shown = _show(DATA / "kt2018-over-limit.ros", capsys)
    assert shown["problems"] == [{"severity": "error",
                                  "message": "The roster costs 104 points, over its limit of 100"}]


def test_profiles_are_listed(capsys: pytest.CaptureFixture[str]) -> None:
    shown = _show(DATA / "kt2018-over-limit.ros", capsys)
    profiles = shown["units"][0]["profiles"]
    assert [p["name"] for p in profiles] == ["Intercessor Sergeant", "Bolt rifle", "Power sword"]
    assert profiles[0]["characteristics"]["BS"] == "3+"


@pytest.mark.parametrize("name", OWN)
def test_convert_then_show_native(name: str, tmp_path: Path,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    source = DATA / name
    before = source.read_bytes()
    target = tmp_path / "out.json"
    assert main(["convert", str(source), str(target)]) == 0
    assert capsys.readouterr().err == ""
    assert source.read_bytes() == before
    document = json.loads(target.read_text(encoding="utf-8"))
    assert (document["format"], document["version"]) == ("auspex-roster", 1)
    original, converted = _show(source, capsys), _show(target, capsys)
    _shape(converted)
    for key in ("name", "game_system", "points", "points_limit"):
        assert converted[key] == original[key]
    assert [u["name"] for u in converted["units"]] == [u["name"] for u in original["units"]]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json"]  # no temp file left


def test_convert_refuses_an_existing_file_without_force(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "out.json"
    target.write_text("old", encoding="utf-8")
    assert main(["convert", str(DATA / "second-2nd.ros"), str(target)]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"error: {target} already exists; add --force to replace it\n")
    assert target.read_text(encoding="utf-8") == "old"
    assert main(["convert", str(DATA / "second-2nd.ros"), str(target), "--force"]) == 0
    assert native.load(target).name == "Ultramarines Patrol"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json"]


def test_convert_through_a_symlink_writes_its_target(tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to("real.json")
    assert main(["convert", str(DATA / "second-2nd.ros"), str(link)]) == 2
    assert target.read_text(encoding="utf-8") == "old"
    assert main(["convert", "--force", str(DATA / "second-2nd.ros"), str(link)]) == 0
    assert link.is_symlink() and native.load(target).name == "Ultramarines Patrol"


def test_a_dangling_symlink_counts_as_an_existing_out(tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to("later.json")
    assert main(["convert", str(DATA / "second-2nd.ros"), str(link)]) == 2
    assert not (tmp_path / "later.json").exists()
    assert main(["convert", str(DATA / "second-2nd.ros"), str(link), "--force"]) == 0
    assert link.is_symlink() and native.load(tmp_path / "later.json").units


def test_convert_onto_its_own_input_is_refused_even_with_force(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "army.ros"
    source.write_bytes((DATA / "second-2nd.ros").read_bytes())
    os.link(source, tmp_path / "hard.json")
    for out in (source, tmp_path / "hard.json"):
        assert main(["convert", str(source), str(out), "--force"]) == 2
        assert "same file" in capsys.readouterr().err
    assert source.read_bytes() == (DATA / "second-2nd.ros").read_bytes()


def test_write_failures_say_writing_not_reading(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.formats import atomic

    def full_disk(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "fsync", full_disk)
    assert main(["convert", str(DATA / "second-2nd.ros"), str(tmp_path / "out.json")]) == 2
    err = capsys.readouterr().err
    assert err == f"error: Could not write {tmp_path / 'out.json'}: " \
                  f"{os.strerror(errno.ENOSPC)}\n"
    assert list(tmp_path.iterdir()) == []


def test_convert_onto_a_read_only_file_or_a_fifo_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    kept = tmp_path / "kept.json"
    kept.write_text("old", encoding="utf-8")
    kept.chmod(0o444)
    assert main(["convert", str(DATA / "second-2nd.ros"), str(kept), "--force"]) == 2
    assert "kept.json is read-only" in capsys.readouterr().err
    assert kept.read_text(encoding="utf-8") == "old"
    os.mkfifo(tmp_path / "pipe.json")
    assert main(["convert", str(DATA / "second-2nd.ros"), str(tmp_path / "pipe.json"),
                 "--force"]) == 2
    assert "pipe.json is not a regular file" in capsys.readouterr().err


def test_show_native_roster(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    roster = Roster(name="Kill Team Ωmega", edition=Edition.KILL_TEAM_2018, points_limit=20,
                    units=[Unit(name="Gunner", points=2, models=[ModelGroup(
                        name="Gunner", count=2, points_each=10,
                        characteristics={"m": 6, "ws": 3, "bs": 3, "s": 4, "t": 4, "w": 1,
                                         "a": 1, "ld": 7, "sv": 3},
                        weapons=[Weapon(name="Boltgun", type="rapid-fire", ap=0)])])])
    path = tmp_path / "team.json"
    native.save(roster, path)
    shown = _show(path, capsys)
    _shape(shown)
    assert (shown["name"], shown["game_system"], shown["points"], shown["points_limit"]) \
        == ("Kill Team Ωmega", "Kill Team (2018)", 22, 20)
    assert [(u["name"], u["models"], u["points"]) for u in shown["units"]] == [("Gunner", 2, 22)]
    assert [p["severity"] for p in shown["problems"]] == ["error"]
    assert "over its limit of 20" in shown["problems"][0]["message"]


def test_show_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", str(DATA / "kt2018-over-limit.ros")]) == 0
    out = capsys.readouterr().out
    assert "Over the Limit" in out and "104 / 100" in out
    assert "error: The roster costs 104 points, over its limit of 100" in out


@pytest.mark.parametrize("argv", [
    [], ["show"], ["show", "a.ros", "b.ros"], ["show", "--frob", "a.ros"], ["frob"],
    ["convert", "a.ros"], ["convert", "a.ros", "b.json", "c.json"],
])
def test_usage_errors(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""  # design.md 4: one clear line on stderr
    assert err.startswith("error: ") and err.count("\n") == 1


@pytest.mark.parametrize("make", [
    lambda p: p / "missing.ros",
    lambda p: p,
    lambda p: _write(p / "broken.json", b'{"format": "auspex-roster", "version": 1, "ros'),
    lambda p: _write(p / "newer.json", b'{"format": "auspex-roster", "version": 99, '
                                       b'"roster": {}}'),
    lambda p: _write(p / "invalid.json", b'{"format": "auspex-roster", "version": 1, '
                                         b'"roster": {"name": ""}}'),
], ids=["missing", "folder", "broken native", "newer native", "invalid native"])
def test_bad_files_exit_2_with_one_line(make: Any, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = make(tmp_path)
    assert main(["show", str(path), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1 and captured.err.startswith("error: ")


def test_convert_to_a_missing_folder_exits_2(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["convert", str(DATA / "second-2nd.ros"),
                 str(tmp_path / "nowhere" / "out.json")]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_python_m_desktop_roster_show_json_is_utf8() -> None:
    env = {**os.environ, "LC_ALL": "C", "LANG": "C", "PYTHONIOENCODING": "ascii"}
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "roster", "show", str(DATA / "hh3-newrecruit.json"),
         "--json"], capture_output=True, cwd=REPO, env=env, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.decode("utf-8"))
    assert shown["units"][0]["profiles"][0]["name"] == "Custodian"
    assert "Shield-Captain" not in done.stderr.decode()


def test_python_m_desktop_bad_file_exit_2(tmp_path: Path) -> None:
    bad = _write(tmp_path / "bad.rosz", b"PK\x03\x04 not really a zip")
    done = subprocess.run([sys.executable, "-m", "desktop", "roster", "show", str(bad)],
                          capture_output=True, cwd=REPO, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stdout == b""
    assert len(done.stderr.splitlines()) == 1 and b"Traceback" not in done.stderr


def test_show_a_roster_too_big_for_auspex_still_works(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    text = (DATA / "second-2nd.ros").read_text(encoding="utf-8")
    huge = text.replace('value="150.0"', 'value="5000000.0"')
    path = _write(tmp_path / "apocalypse.ros", huge.encode("utf-8"))
    shown = _show(path, capsys)
    assert shown["points"] == 5_000_000
    assert [p["severity"] for p in shown["problems"]] == ["warning"]
    assert main(["convert", str(path), str(tmp_path / "out.json")]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1
