"""Fuzzing what the app reads at start: the settings file and the autosave folder.

A broken settings file may never stop the app from starting: ``load_settings`` always returns
usable settings (repaired, with a log line) and, when it cannot use the file, sets it aside
with its content intact.  A broken autosave is skipped without hiding the good ones, and
looking for autosaves changes nothing on disk.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop import storage
from desktop.formats import native
from desktop.ui.demo import load_demo_rosters
from tests.hardening.fuzzing import campaign, json_document, listing, tried

# Files that exist for the whole run, so recent-file entries in the base document are valid.
_KEEP = tempfile.TemporaryDirectory(prefix="auspex-fuzz-recent-")
RECENT = [Path(_KEEP.name) / f"roster-{n}.json" for n in range(3)]
for _path in RECENT:
    _path.write_text("{}", encoding="utf-8")

SETTINGS_BASE: dict[str, Any] = json.loads(storage.Settings(
    language="ru", recent_files=[str(p) for p in RECENT], window_geometry="AdnQywADAAA=",
    window_state="AAAA/wAAAAD9", demo_opened=True, dice_seed=7, last_folder=_KEEP.name,
    autosave_minutes=5).model_dump_json())

ROSTER = load_demo_rosters()[0]
AUTOSAVE_BASE: dict[str, Any] = {
    "format": "auspex-autosave", "version": 1, "key": "abc", "original_path": "/x/y.json",
    "saved_at": 1700000000.5, "roster": json.loads(native.dumps(ROSTER))}


def _where(folder: str) -> storage.Locations:
    base = Path(folder)
    return storage.Locations(config=base / "config", data=base / "data")


def test_base_documents_are_valid() -> None:
    with tempfile.TemporaryDirectory() as folder:
        where = _where(folder)
        where.config.mkdir()
        where.settings_file.write_text(json.dumps(SETTINGS_BASE), encoding="utf-8")
        assert storage.load_settings(where).model_dump() == SETTINGS_BASE
        where.autosave_dir.mkdir(parents=True)
        (where.autosave_dir / "abc.json").write_text(json.dumps(AUTOSAVE_BASE))
        [entry] = storage.find_autosaves(where)
        assert entry.roster == ROSTER


@campaign(300)
@given(json_document(SETTINGS_BASE))
def test_load_settings_never_fails_and_loses_nothing(data: bytes) -> None:
    tried("storage.load_settings")
    with tempfile.TemporaryDirectory() as folder:
        where = _where(folder)
        where.config.mkdir()
        where.settings_file.write_bytes(data)
        settings = storage.load_settings(where)
        files = sorted(where.config.iterdir())
        if files == [where.settings_file]:
            assert where.settings_file.read_bytes() == data  # used as is, not rewritten
        else:  # set aside, content intact, nothing else written
            [aside] = files
            assert aside.name.startswith("settings.corrupt-") and aside.read_bytes() == data
        assert not where.data.exists()
        assert all(Path(item).is_file() for item in settings.recent_files)
        storage.save_settings(settings, where)  # what it returned is valid and savable
        assert storage.load_settings(where).model_dump() == settings.model_dump()


@campaign(250)
@given(st.lists(json_document(AUTOSAVE_BASE), min_size=1, max_size=3),
       st.sampled_from(["broken.json", "zz.json", "0.json", "broken.json.tmp"]))
def test_find_autosaves_skips_broken_files_and_writes_nothing(files: list[bytes],
                                                              name: str) -> None:
    tried("storage.find_autosaves")
    with tempfile.TemporaryDirectory() as folder:
        where = _where(folder)
        session = storage.AutosaveSession.start(where)
        good = session.write("good-key", None, ROSTER)
        session.crash()  # its instance died: the next start offers "good-key"
        for number, data in enumerate(files):
            (where.autosave_dir / f"{number}-{name}").write_bytes(data)
        before = listing(Path(folder))
        found = storage.find_autosaves(where)
        assert listing(Path(folder)) == before
        assert good.exists()
        assert [e.roster for e in found if e.key == "good-key"] == [ROSTER]
        for entry in found:
            assert native.loads(native.dumps(entry.roster)) == entry.roster
            # discarding it removes exactly its own file, never another one
            assert any(where.autosave_dir.rglob(f"{entry.key}.json"))
            if entry.original_path is not None:  # the path the restored roster saves to
                assert "\0" not in entry.original_path
                os.fsencode(entry.original_path)


@pytest.mark.parametrize("original", ["a\0b", "\ud800", "", "   ", 7, ["x"]])
def test_autosave_with_a_damaged_original_path_restores_as_untitled(original: object) -> None:
    with tempfile.TemporaryDirectory() as folder:
        where = _where(folder)
        where.autosave_dir.mkdir(parents=True)
        doc = dict(AUTOSAVE_BASE, original_path=original)
        (where.autosave_dir / "k1.json").write_bytes(
            json.dumps(doc).encode("utf-8", "surrogatepass"))
        [entry] = storage.find_autosaves(where)
        assert (entry.key, entry.original_path, entry.roster) == ("k1", None, ROSTER)


@pytest.mark.parametrize("key", ["../rosters/army", "../../config/settings", "a\0b", 5])
def test_autosave_key_cannot_point_at_another_file(key: object) -> None:
    """Discarding a restored autosave removes that autosave, never a roster elsewhere."""
    with tempfile.TemporaryDirectory() as folder:
        where = _where(folder)
        where.ensure()
        army = where.rosters_dir / "army.json"
        native.save(ROSTER, army)
        where.settings_file.write_text("{}", encoding="utf-8")
        (where.autosave_dir / "k1.json").write_text(json.dumps(dict(AUTOSAVE_BASE, key=key)))
        orphans = storage.claim_orphans(where)
        [entry] = orphans.entries
        assert entry.key == "k1"
        orphans.discard()
        assert army.is_file() and where.settings_file.is_file()
        assert list(where.autosave_dir.iterdir()) == []
