"""The game data store: add (folder, zip, single file), list, replace by revision, remove,
load a faction's closure only, and hostile input refused with one clear message."""

from __future__ import annotations

import io
import json
import os
import stat
import struct
import zipfile
from pathlib import Path

import pytest

from desktop import cli
from desktop.formats import gamedata
from desktop.formats.battlescribe import catalogue as catalogue_module
from desktop.formats.errors import FormatError
from desktop.storage import Locations

GAMES = Path(__file__).resolve().parents[2] / ".." / "shared" / "fixtures" / "bsdata-games"

SYSTEM = """<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="gs-1" name="Test Game" revision="{rev}" battleScribeVersion="2.03"
    xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>
  <forceEntries><forceEntry id="fe-1" name="Army" hidden="false"/></forceEntries>
</gameSystem>"""

CATALOGUE = """<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="{id}" name="{name}" revision="{rev}" gameSystemId="gs-1" library="false"
    battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <catalogueLinks>{links}</catalogueLinks>
  <selectionEntries>
    <selectionEntry id="{id}-unit" name="Unit of {name}" type="unit" hidden="false"/>
  </selectionEntries>
</catalogue>"""


def _catalogue(identifier: str, name: str, rev: int = 1, links: str = "") -> bytes:
    return CATALOGUE.format(id=identifier, name=name, rev=rev, links=links).encode()


def _link(target: str, name: str) -> str:
    return (f'<catalogueLink id="l-{target}" name="{name}" targetId="{target}" '
            f'type="catalogue" importRootEntries="true"/>')


def _game(folder: Path, system_rev: int = 1, rev: int = 1) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Test Game.gst").write_text(SYSTEM.format(rev=system_rev))
    (folder / "Faction.cat").write_bytes(_catalogue("cat-a", "Faction", rev,
                                                    _link("cat-lib", "Library")))
    (folder / "Library.cat").write_bytes(_catalogue("cat-lib", "Library", rev))
    (folder / "Other.cat").write_bytes(_catalogue("cat-b", "Other", rev))
    return folder


def _zip(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def _data_files(where: Locations) -> list[str]:
    return sorted(p.name for p in where.gamedata_dir.rglob("*") if p.is_file())


def test_add_a_folder_list_and_remove(tmp_path: Path, isolated_locations: Locations) -> None:
    reports = gamedata.add(_game(tmp_path / "game"))
    assert [(r.game_system, r.status, r.revision, r.added) for r in reports] == [
        ("Test Game", "installed", "1", 3)]
    assert reports[0].message.render() == "Test Game, revision 1: installed with 3 catalogues"
    assert gamedata.installed_json() == [{
        "game_system": "Test Game", "id": "gs-1", "revision": 1,
        "catalogues": [{"name": "Faction", "id": "cat-a", "revision": 1},
                       {"name": "Library", "id": "cat-lib", "revision": 1},
                       {"name": "Other", "id": "cat-b", "revision": 1}]}]
    # the files live in the user data folder, under names Auspex chose, with a manifest
    folder = isolated_locations.gamedata_dir / "gs-1"
    assert (folder / "manifest.json").is_file()
    assert len([p for p in folder.iterdir() if p.suffix in (".gst", ".cat")]) == 4
    assert gamedata.remove("gs-1") == "Test Game"
    assert gamedata.installed() == []
    with pytest.raises(FormatError, match="is not installed"):
        gamedata.remove("gs-1")


def test_newer_replaces_older_and_older_never_replaces_newer(tmp_path: Path) -> None:
    gamedata.add(_game(tmp_path / "v2", system_rev=2, rev=2))
    older = gamedata.add(_game(tmp_path / "v1", system_rev=1, rev=1))
    assert [(r.status, r.revision, r.kept) for r in older] == [("kept-newer", "2", 3)]
    assert "newer than this copy" in older[0].message.render()
    assert {c["revision"] for c in gamedata.installed_json()[0]["catalogues"]} == {2}
    same = gamedata.add(_game(tmp_path / "v2b", system_rev=2, rev=2))
    assert same[0].status == "unchanged"
    newer = gamedata.add(_game(tmp_path / "v3", system_rev=3, rev=3))
    assert [(r.status, r.previous, r.revision, r.updated) for r in newer] == [
        ("updated", "2", "3", 3)]
    assert newer[0].message.render().startswith("Test Game: updated from revision 2 to 3")
    listed = gamedata.installed_json()
    assert listed[0]["revision"] == 3
    assert {c["revision"] for c in listed[0]["catalogues"]} == {3}


def test_catalogues_without_their_game_system(tmp_path: Path) -> None:
    folder = tmp_path / "cats"
    folder.mkdir()
    (folder / "Faction.cat").write_bytes(_catalogue("cat-a", "Faction", 5))
    with pytest.raises(FormatError, match="neither installed nor included"):
        gamedata.add(folder)
    gamedata.add(_game(tmp_path / "game"))  # once the game system is there, they are added
    reports = gamedata.add(folder)
    assert [(r.status, r.updated) for r in reports] == [("updated", 1)]


def test_loading_a_faction_reads_only_its_link_closure(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    gamedata.add(_game(tmp_path / "game"))
    read: list[str] = []
    original = catalogue_module.read_file

    def spy(path: str | os.PathLike[str]) -> bytes:
        read.append(Path(path).name)
        return original(path)

    monkeypatch.setattr(catalogue_module, "read_file", spy)
    data = gamedata.load("gs-1", "Faction")
    assert sorted(c.name for c in data.catalogues.values()) == ["Faction", "Library"]
    assert len(read) == 3  # the game system, the faction and its one linked catalogue
    assert not any("cat-b" in name for name in read)


def test_a_missing_linked_catalogue_is_named(tmp_path: Path) -> None:
    folder = _game(tmp_path / "game")
    (folder / "Library.cat").unlink()
    gamedata.add(folder)
    with pytest.raises(FormatError, match="Faction needs the catalogue 'Library'"):
        gamedata.load("gs-1", "Faction")


def test_a_zip_with_one_top_folder_and_other_files(tmp_path: Path) -> None:
    members = {f"repo-main/{p.name}": p.read_bytes() for p in _game(tmp_path / "g").iterdir()}
    members["repo-main/README.md"] = b"# data"
    members["repo-main/package.json"] = b'{"name": "x", "version": "1"}'
    archive = tmp_path / "repo-main.zip"
    archive.write_bytes(_zip(members))
    reports = gamedata.add(archive)
    assert [(r.status, r.added) for r in reports] == [("installed", 3)]


def test_cli_add_and_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = _game(tmp_path / "game")
    assert cli.main(["data", "add", str(folder)]) == 0
    assert capsys.readouterr().out == "Test Game, revision 1: installed with 3 catalogues\n"
    assert cli.main(["data", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed == gamedata.installed_json()
    assert set(listed[0]) == {"game_system", "id", "revision", "catalogues"}
    assert cli.main(["data", "list"]) == 0
    assert "Test Game (revision 1, id gs-1): 3 catalogue(s)" in capsys.readouterr().out
    assert cli.main(["data", "remove", "gs-1"]) == 0
    assert capsys.readouterr().out == "Removed Test Game\n"
    assert cli.main(["data", "list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_cli_installs_into_xdg_data_home_and_works_offline_afterwards(tmp_path: Path) -> None:
    """The real command in a child process: the data lands under XDG_DATA_HOME, a newer copy
    replaces it, and the source can go away (design.md 4)."""
    import subprocess
    import sys

    repo = Path(__file__).resolve().parents[2]
    home = tmp_path / "xdg"
    env = dict(os.environ, XDG_DATA_HOME=str(home), XDG_CONFIG_HOME=str(tmp_path / "cfg"),
               PYTHONPATH=str(repo))

    def run(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "desktop", *argv], capture_output=True,
                              text=True, cwd=repo, env=env, timeout=120, check=False)

    archive = tmp_path / "game-main.zip"
    archive.write_bytes(_zip({f"game-main/{p.name}": p.read_bytes()
                              for p in _game(tmp_path / "v1").iterdir()}))
    added = run("data", "add", str(archive))
    assert (added.returncode, added.stderr) == (0, "")
    assert added.stdout == "Test Game, revision 1: installed with 3 catalogues\n"
    archive.unlink()
    assert any(p.suffix == ".gst" for p in home.rglob("*"))
    newer = run("data", "add", str(_game(tmp_path / "v2", system_rev=2, rev=2)))
    assert newer.returncode == 0 and "from revision 1 to 2" in newer.stdout
    listed = run("data", "list", "--json")
    assert listed.returncode == 0
    assert json.loads(listed.stdout)[0]["revision"] == 2
    older = run("data", "add", str(_game(tmp_path / "v0", system_rev=1, rev=1)))
    assert older.returncode == 0
    assert json.loads(run("data", "list", "--json").stdout)[0]["revision"] == 2


def test_cli_refusals_are_one_line_and_exit_2(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes.txt").write_text("hello", encoding="utf-8")
    for argv in (["data"], ["data", "add"], ["data", "add", str(tmp_path / "missing")],
                 ["data", "add", str(tmp_path / "notes.txt")], ["data", "remove", "nope"]):
        assert cli.main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err, (argv, err)


# --- hostile input ------------------------------------------------------------------------------

def _refused(path: Path, match: str, where: Locations) -> None:
    with pytest.raises(FormatError, match=match) as caught:
        gamedata.add(path)
    assert "\n" not in caught.value.message.render()
    assert _data_files(where) == []  # nothing installed, nothing left behind


def test_hostile_archives_are_refused(tmp_path: Path, isolated_locations: Locations) -> None:
    system = SYSTEM.format(rev=1).encode()
    cases = {
        "traversal.zip": (_zip({"../../evil/Test.gst": system}), "points outside"),
        "absolute.zip": (_zip({"/etc/Test.gst": system}), "points outside"),
        "damaged.zip": (b"PK\x03\x04" + b"\0" * 100, "damaged or unreadable"),
        "nothing.zip": (_zip({"README.md": b"hello"}), "holds no game data"),
    }
    for name, (data, match) in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        _refused(path, match, isolated_locations)


def test_a_symlink_member_is_refused(tmp_path: Path, isolated_locations: Locations) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        info = zipfile.ZipInfo("game/Test.gst")
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        archive.writestr(info, "/etc/passwd")
    path = tmp_path / "link.zip"
    path.write_bytes(buffer.getvalue())
    _refused(path, "holds a link", isolated_locations)


def test_a_zip_bomb_stops_at_the_bound(tmp_path: Path, isolated_locations: Locations) -> None:
    """70 MB of zeros in a member whose headers claim 1000 bytes: reading stops at the bound."""
    data = bytearray(_zip({"game/Bomb.cat": b"<" * (70 << 20)}))
    struct.pack_into("<I", data, 22, 1000)
    central = data.rindex(b"PK\x01\x02")
    struct.pack_into("<I", data, central + 24, 1000)
    path = tmp_path / "bomb.zip"
    path.write_bytes(bytes(data))
    _refused(path, "too large|damaged", isolated_locations)


def test_hostile_files_are_refused(tmp_path: Path, isolated_locations: Locations) -> None:
    entity = (b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]>'
              b'<gameSystem id="g" name="&a;" xmlns="x"/>')
    deep = b'<gameSystem id="g" name="n">' + b"<a>" * 300 + b"</a>" * 300 + b"</gameSystem>"
    cases = {
        "entity.gst": (entity, "DOCTYPE"),
        "deep.gst": (deep, "nested too deeply"),
        "broken.cat": (b"<catalogue id='c' name='", "damaged"),
    }
    for name, (data, match) in cases.items():
        folder = tmp_path / name.replace(".", "-")
        folder.mkdir()
        (folder / name).write_bytes(data)
        _refused(folder, match, isolated_locations)


def test_links_and_special_files_are_never_followed(tmp_path: Path,
                                                    isolated_locations: Locations) -> None:
    folder = _game(tmp_path / "game")
    outside = tmp_path / "secret.cat"
    outside.write_bytes(_catalogue("cat-z", "Secret"))
    (folder / "Secret.cat").symlink_to(outside)
    _refused(folder, "is a link", isolated_locations)
    fifo = tmp_path / "pipe.zip"
    os.mkfifo(fifo)
    _refused(fifo, "not a file or a folder", isolated_locations)  # and it did not block


def test_a_damaged_manifest_is_skipped(tmp_path: Path, isolated_locations: Locations) -> None:
    gamedata.add(_game(tmp_path / "game"))
    (isolated_locations.gamedata_dir / "gs-1" / "manifest.json").write_text("{broken")
    assert gamedata.installed() == []


# --- the real data of the four editions ----------------------------------------------------------

def _manifest() -> list[dict[str, object]]:
    path = GAMES / "MANIFEST.json"
    if not path.is_file():
        pytest.skip("../shared/fixtures/bsdata-games is not beside the checkout")
    sets: list[dict[str, object]] = json.loads(path.read_text(encoding="utf-8"))["sets"]
    return sets


@pytest.mark.shared
def test_every_game_zip_installs_with_its_manifest_counts() -> None:
    sets = _manifest()
    for entry in sets:
        if not entry["game_systems"]:
            continue
        reports = gamedata.add(GAMES / str(entry["file"]))
        assert [r.status for r in reports] == ["installed"], entry["file"]
        assert reports[0].added == entry["catalogues"]
    listed = gamedata.installed_json()
    assert sorted(item["game_system"] for item in listed) == [
        "Horus Heresy 3rd Edition", "Warhammer 40,000: Kill Team (2018)",
        "Warhammer 40k 2nd Edition", "Warhammer 40k 3rd Edition"]
    # New Recruit's JSON encoding of the same data, newer: catalogues are updated in place
    json_set = next(e for e in sets if not e["game_systems"])
    reports = gamedata.add(GAMES / str(json_set["file"]))
    assert [r.status for r in reports] == ["updated"]
    counts = reports[0]
    assert counts.added + counts.updated + counts.kept + counts.same == json_set["catalogues"]
    again = gamedata.add(GAMES / "horus-heresy-3rd.zip")  # the older XML copy is not used
    assert [r.status for r in again] == ["kept-newer"]
    custodes = gamedata.load("sys-9fe4-1dc3-b7c2-73cf", "Legio Custodes")
    assert custodes.catalogue("Legio Custodes").root.tag == "catalogue"  # the JSON file


@pytest.mark.shared
def test_roster_show_checks_against_the_installed_data(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    from desktop.formats.battlescribe import import_roster, read_document
    from desktop.formats.cli import main

    _manifest()
    roster_path = GAMES.parent / "bsdata" / "kt2018" / "huans-asuryani.ros"
    document = read_document(roster_path)
    assert gamedata.check_against_installed(document) == ([], None)  # nothing installed
    gamedata.add(GAMES / "killteam-2018.zip")
    findings, checked = gamedata.check_against_installed(document)
    assert checked == {"game_system": "Warhammer 40,000: Kill Team (2018)", "revision": 43}
    assert [(f.severity.value, f.message.render()) for f in findings] == [
        ("warning", "Asuryani was built with revision 25 of its catalogue; the installed one "
                    "is revision 30")]
    # the same for the roster imported into Auspex (it keeps its document)
    assert gamedata.check_against_installed(import_roster(roster_path).roster) == (
        findings, checked)
    assert main(["show", str(roster_path), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["checked_against"] == checked
    assert shown["problems"] == [{"severity": "warning", "message": findings[0].message.render()}]
    # a roster of another game system is not checked
    other = GAMES.parent / "bsdata" / "hh2" / "OgrynChainaxeFix.rosz"
    assert gamedata.check_against_installed(read_document(other)) == ([], None)
