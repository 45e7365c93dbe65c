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
    storage.write_autosave(key, None, roster)
    found = storage.find_autosaves()
    assert [(e.key, e.roster) for e in found] == [(key, roster)]
    storage.discard_autosave(key)
    assert storage.find_autosaves() == []


def test_broken_autosave_is_ignored(isolated_locations: storage.Locations) -> None:
    isolated_locations.autosave_dir.mkdir(parents=True)
    (isolated_locations.autosave_dir / "x.json").write_text("garbage")
    assert storage.find_autosaves() == []


def test_stale_temp_files_of_killed_autosaves_are_removed(
        isolated_locations: storage.Locations) -> None:
    import os
    import time

    folder = isolated_locations.autosave_dir
    folder.mkdir(parents=True)
    stale = folder / ".abc.json.x1.tmp"
    fresh = folder / ".abc.json.x2.tmp"
    stale.write_text("half")
    fresh.write_text("being written")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    assert storage.find_autosaves() == []
    assert not stale.exists() and fresh.exists()
