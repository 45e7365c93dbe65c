"""Kill a saving or autosaving Auspex process with SIGKILL at a random moment.

The child saves a large roster over and over (``native.save`` or an autosave session's ``write``,
the very calls the app makes), renaming it "version N" each time and printing N once that
save has returned.  A SIGKILL can therefore land before, inside or after any step of the
atomic write (temporary file, write, fsync, rename, folder fsync).
"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
KEY = "army-key"

CHILD = """
import os
import sys
import time
from pathlib import Path

if sys.argv[4] == "slow-disk":  # a file's fsync takes 200 ms and says so on stdout: the
    import stat                   # parent kills it there, between the temporary file and
    real_fsync = os.fsync         # the rename, the riskiest moment of a save
    def slow_fsync(fd):
        real_fsync(fd)
        if stat.S_ISREG(os.fstat(fd).st_mode):
            print("fsync", flush=True)
            time.sleep(0.2)
    os.fsync = slow_fsync

from desktop import storage
from desktop.formats import native
from desktop.ui.demo import load_demo_rosters

mode, folder = sys.argv[1], Path(sys.argv[2])
base = load_demo_rosters()[0]
units = [base.units[i % len(base.units)].model_copy(update={"id": f"u{i}"})
         for i in range(300)]
base = base.model_copy(update={"units": units})
config = Path(sys.argv[5]) if len(sys.argv) > 5 else folder / "config"
where = storage.Locations(config=config, data=folder / "data")
target = folder / "army.json"
session = storage.AutosaveSession.start(where) if mode == "autosave" else None
number = 0
while True:
    number += 1
    roster = base.model_copy(update={"name": f"version {number}"})
    if mode == "save":
        native.save(roster, target)
    elif mode == "settings":
        storage.save_settings(storage.Settings(last_folder=f"version {number}"), where)
    else:
        session.write(sys.argv[3], str(target), roster)
    print(number, flush=True)
"""


@dataclass
class Killed:
    folder: Path
    mode: str
    last_reported: int  # the last save the child saw return before it died
    after_seconds: float
    inside_write: bool  # killed while the temporary file was written and not yet renamed


def start(mode: str, folder: Path, disk: str,
          config: Path | None = None) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    extra = [str(config)] if config is not None else []
    return subprocess.Popen([sys.executable, "-c", CHILD, mode, str(folder), KEY, disk, *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
                            cwd=REPO, env=env)


def _read(child: subprocess.Popen[bytes], wait: float) -> bytes:
    """What the child printed so far (waiting up to ``wait`` seconds for the first bytes)."""
    assert child.stdout is not None
    fd = child.stdout.fileno()
    data = b""
    timeout = wait
    while select.select([fd], [], [], timeout)[0]:
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        data += chunk
        timeout = 0
    return data


def _wait_for(child: subprocess.Popen[bytes], token: bytes, seen: bytearray) -> None:
    fresh = b""
    while token not in fresh:
        chunk = _read(child, 30)
        if not chunk:
            problem = child.stderr.read() if child.stderr else b""
            raise AssertionError(f"child stopped: {problem.decode(errors='replace')}")
        fresh += chunk
        seen += chunk


def kill_all(jobs: list[tuple[str, Path, str]], rng: random.Random,
             config: Path | None = None) -> list[Killed]:
    """Start every (mode, folder, disk) child and, once it has completed a save, SIGKILL it:
    a "normal" one at a random moment 0-400 ms later, a "slow-disk" one while a save sits
    in its fsync.  Children run in parallel to keep the suite fast.  Modes: "save" (a roster
    to ``folder/army.json``), "autosave", "settings" (to ``config``, by default
    ``folder/config``)."""
    children = [(mode, folder, disk, start(mode, folder, disk, config))
                for mode, folder, disk in jobs]
    killed: list[Killed] = []
    for mode, folder, disk, child in children:
        seen = bytearray()
        _wait_for(child, b"1\n", seen)  # one save completed
        seen += _read(child, 0)  # skip what was printed while other children were handled
        inside = disk == "slow-disk"
        if inside:
            _wait_for(child, b"fsync\n", seen)  # a save is in its fsync right now
            delay = rng.uniform(0.0, 0.1)
        else:
            delay = rng.uniform(0.0, 0.4)
        time.sleep(delay)
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
        rest = _read(child, 0)
        for stream in (child.stdout, child.stderr):
            if stream is not None:
                stream.close()
        assert child.returncode == -signal.SIGKILL
        if inside:
            assert rest == b"", "the slow save finished before the kill"
        numbers = [int(word) for word in bytes(seen + rest).split() if word.isdigit()]
        killed.append(Killed(folder, mode, numbers[-1], delay, inside))
    return killed
