from __future__ import annotations

import json
from pathlib import Path

from desktop import storage
from desktop.domain import Edition, Roster


def test_settings_round_trip(isolated_locations: storage.Locations) -> None:
    settings = storage.Settings(language="ru", demo_opened=True)
    storage.save_settings(settings)
    assert storage.load_settings() == settings
    assert isolated_locations.settings_file.is_file()


def test_corrupt_settings_are_replaced_by_defaults(isolated_locations: storage.Locations) -> None:
    isolated_locations.config.mkdir(parents=True)
    isolated_locations.settings_file.write_text("{not json", encoding="utf-8")
    assert storage.load_settings() == storage.Settings()
    assert not isolated_locations.settings_file.exists()  # set aside, not deleted
    assert list(isolated_locations.config.glob("settings.corrupt-*.json"))


def test_wrong_types_in_settings_fall_back(isolated_locations: storage.Locations) -> None:
    isolated_locations.config.mkdir(parents=True)
    isolated_locations.settings_file.write_text(json.dumps({"language": "xx"}), encoding="utf-8")
    assert storage.load_settings().language is None


def test_recent_files_capped_pruned_most_recent_first(tmp_path: Path) -> None:
    files = []
    for index in range(storage.MAX_RECENT + 3):
        path = tmp_path / f"r{index}.json"
        path.write_text("{}")
        files.append(path)
    recent: list[str] = []
    for path in files:
        recent = storage.add_recent(recent, path)
    assert len(recent) == storage.MAX_RECENT
    assert recent[0] == str(files[-1].resolve())
    recent = storage.add_recent(recent, files[-3])
    assert recent[0] == str(files[-3].resolve()) and recent.count(recent[0]) == 1
    files[-1].unlink()
    assert str(files[-1].resolve()) not in storage.prune_recent(recent)


def test_missing_recent_files_pruned_on_load(isolated_locations: storage.Locations,
                                             tmp_path: Path) -> None:
    kept = tmp_path / "kept.json"
    kept.write_text("{}")
    storage.save_settings(storage.Settings(recent_files=[str(kept), str(tmp_path / "gone")]))
    assert storage.load_settings().recent_files == [str(kept)]


def test_autosave_write_find_discard(isolated_locations: storage.Locations) -> None:
    roster = Roster(name="Unsaved", edition=Edition.SECOND)
    key = storage.autosave_key(None, "1")
    session = storage.AutosaveSession.start()
    session.write(key, None, roster)
    assert session.keys() == [key]
    assert storage.find_autosaves() == []  # a running instance's autosaves are its own
    session.discard(key)
    assert session.keys() == []
    session.write(key, None, roster)
    session.crash()  # killed: the next start finds them
    found = storage.find_autosaves()
    assert [(e.key, e.roster) for e in found] == [(key, roster)]
    orphans = storage.claim_orphans()
    assert [e.key for e in orphans.entries] == [key]
    orphans.discard()
    assert storage.find_autosaves() == []
    assert list(isolated_locations.autosave_dir.iterdir()) == []


def test_a_clean_end_removes_the_session_and_keep_leaves_it_for_the_next_start(
        isolated_locations: storage.Locations) -> None:
    roster = Roster(name="Unsaved")
    clean = storage.AutosaveSession.start()
    clean.write("a", None, roster)
    clean.end()
    assert list(isolated_locations.autosave_dir.iterdir()) == []
    kept = storage.AutosaveSession.start()
    kept.write("b", None, roster)
    kept.end(keep=True)  # quitting on SIGTERM with unsaved work
    assert [e.key for e in storage.find_autosaves()] == ["b"]


def test_orphans_are_claimed_by_one_instance_only(isolated_locations: storage.Locations) -> None:
    """Two instances starting after a crash: only the first offers the crashed one's work;
    a live instance's autosaves are never claimed."""
    roster = Roster(name="Unsaved")
    dead = storage.AutosaveSession.start()
    dead.write("crashed", None, roster)
    dead.crash()
    live = storage.AutosaveSession.start()
    live.write("running", None, roster)
    first = storage.claim_orphans()
    second = storage.claim_orphans()
    assert [e.key for e in first.entries] == ["crashed"]
    assert second.entries == []
    first.release()  # let go without deleting: a later start offers them again
    third = storage.claim_orphans()
    assert [e.key for e in third.entries] == ["crashed"]
    third.discard()
    assert live.keys() == ["running"]
    assert storage.live_instances() == [live.started]
    live.end()


def test_broken_autosave_is_ignored(isolated_locations: storage.Locations) -> None:
    isolated_locations.autosave_dir.mkdir(parents=True)
    (isolated_locations.autosave_dir / "x.json").write_text("garbage")
    assert storage.find_autosaves() == []


def test_stale_temp_files_of_killed_autosaves_are_removed_with_their_folder(
        isolated_locations: storage.Locations) -> None:
    session = storage.AutosaveSession.start()
    session.write("k", None, Roster(name="x"))
    leftover = session.folder / ".k.json.x1y2z3ab.tmp"
    leftover.write_text("half")
    session.crash()
    orphans = storage.claim_orphans()
    assert [e.key for e in orphans.entries] == ["k"]
    orphans.discard()
    assert not leftover.exists() and not session.folder.exists()


def test_only_our_leftover_temp_files_older_than_every_running_instance_go(
        isolated_locations: storage.Locations, tmp_path: Path) -> None:
    """Issue #15, item 5: by name (``.NAME.xxxxxxxx.tmp``, the atomic writer's), regular
    files only, directly in the folder, and never one a running instance may still own."""
    import os
    import time

    folder = tmp_path / "rosters"
    (folder / "sub").mkdir(parents=True)
    running = storage.AutosaveSession.start()
    before, after = running.started - 3600, running.started + 1

    def make(name: str, when: float, where: Path = folder) -> Path:
        path = where / name
        path.write_text("half a roster")
        os.utime(path, (when, when))
        return path

    ours = make(".army.json.k3j_x9a2.tmp", before)
    isolated_locations.config.mkdir(parents=True)
    settings_tmp = make(".settings.json.abcdefgh.tmp", before, isolated_locations.config)
    kept = [make(".army.json.k3j_x9a3.tmp", after),  # a save of the running instance
            make("army.json.k3j_x9a2.tmp", before),  # not hidden: not ours
            make(".army.json.tmp", before),  # no random part: not ours
            make(".army.json.K3J_X9A2.tmp", before),  # mkstemp never uses capitals
            make(".army.json.k3j_x9a2.tmp", before, folder / "sub"),  # not looked into
            make("army.json", before)]
    (folder / ".dir.json.abcdefgh.tmp").mkdir()
    os.utime(folder / ".dir.json.abcdefgh.tmp", (before, before))
    (folder / ".link.json.abcdefgh.tmp").symlink_to(folder / "army.json")
    assert storage.remove_leftover_temp_files([folder, isolated_locations.config, folder]) == 2
    assert not ours.exists() and not settings_tmp.exists()
    assert all(path.exists() for path in kept)
    assert (folder / ".dir.json.abcdefgh.tmp").is_dir()
    assert (folder / ".link.json.abcdefgh.tmp").is_symlink()
    running.end()  # that instance quits; its save would be finished by now
    os.utime(kept[0], (time.time() - 10, time.time() - 10))
    assert storage.remove_leftover_temp_files([folder]) == 1


def test_leftover_folders_are_ours_and_the_players_recent_ones(
        isolated_locations: storage.Locations, tmp_path: Path) -> None:
    recent = tmp_path / "games" / "army.json"
    recent.parent.mkdir()
    recent.write_text("{}")
    settings = storage.Settings(recent_files=[str(recent)], last_folder=str(tmp_path / "last"))
    folders = storage.leftover_folders(settings)
    assert {isolated_locations.config, isolated_locations.data, recent.parent,
            tmp_path / "last"} <= set(folders)
