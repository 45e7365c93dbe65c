"""Crash safety: SIGKILL in the middle of saving or autosaving never costs a saved roster.

After each kill the roster file (or the autosave) must load, and hold the last version the
process saw saved, or the one it was writing when it died — never a torn mix, never an
older one.  What the next start would offer (``find_autosaves``) is checked too; the GUI
side of the restore is in ``gui/test_recovery.py``.
"""

from __future__ import annotations

import random
from pathlib import Path

from desktop import storage
from desktop.formats import native
from tests.hardening.crash import KEY, kill_all

KILLS = 4  # per mode


def _version(name: str) -> int:
    assert name.startswith("version ")
    return int(name.removeprefix("version "))


def test_sigkill_while_saving_and_autosaving(tmp_path: Path) -> None:
    rng = random.Random()
    jobs = [(mode, tmp_path / f"{mode}-{n}", "slow-disk" if n % 2 else "normal")
            for mode in ("save", "autosave") for n in range(KILLS)]
    for _mode, folder, _disk in jobs:
        folder.mkdir()
    inside = 0
    for killed in kill_all(jobs, rng):
        last = killed.last_reported
        # killed inside the write: exactly the previous save; otherwise it or the next one
        newest = last if killed.inside_write else last + 1
        where = storage.Locations(config=killed.folder / "config",
                                  data=killed.folder / "data")
        if killed.mode == "save":
            roster = native.load(killed.folder / "army.json")
            assert last <= _version(roster.name) <= newest, (killed, roster.name)
            assert not where.data.exists()
            temporary = list(killed.folder.glob(".army.json.*.tmp"))
        else:
            [entry] = storage.find_autosaves(where)  # the next start offers exactly this
            assert entry.key == KEY
            assert entry.original_path == str(killed.folder / "army.json")
            assert last <= _version(entry.roster.name) <= newest, (killed, entry.roster.name)
            assert len(entry.roster.units) == 300
            temporary = list(where.autosave_dir.rglob(".*.tmp"))
        if killed.inside_write:
            assert len(temporary) == 1  # proof the kill hit the write (the file is left over)
            inside += 1
    print(f"\ncrash safety: {2 * KILLS} processes killed with SIGKILL while saving or "
          f"autosaving, {inside} of them between writing the temporary file and the rename; "
          "every roster file and autosave loaded with the last saved version")
