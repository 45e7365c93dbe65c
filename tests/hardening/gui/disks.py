"""A folder that cannot take a save: a full disk or a read-only one.

As root (tests here run as root) chmod does not stop writes, so a real file system is used
when possible: a tiny tmpfs filled to the last byte, or one remounted read-only.  Where
mounting is not allowed the failure is simulated at the system call the atomic writer makes
(``fsync`` says ENOSPC; ``mkstemp`` says EROFS), which is what a full or read-only disk
reports there too.
"""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from desktop.formats import atomic


@dataclass
class BadDisk:
    folder: Path
    real: bool
    heal: Callable[[], None]  # make the folder writable again


def _mount(point: Path, options: str) -> bool:
    if os.geteuid() != 0:
        return False
    point.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(point)],
                          capture_output=True, check=False)
    return done.returncode == 0


def _umount(point: Path) -> None:
    subprocess.run(["umount", "-l", str(point)], capture_output=True, check=False)


def _fill(folder: Path) -> Path:
    filler = folder / "filler.bin"
    with filler.open("wb", buffering=0) as handle, contextlib.suppress(OSError):
        while True:  # unbuffered: closing has nothing left to flush
            handle.write(b"\0" * 4096)
    return filler


@contextlib.contextmanager
def bad_disk(kind: str, tmp_path: Path, prepare: Callable[[Path], None],
             real: bool = True) -> Iterator[BadDisk]:
    """``prepare(folder)`` writes what must already be there (the previous save) while the
    folder still takes writes; then the folder turns full ("full") or read-only.  ``real``:
    try a tmpfs first (the simulation is used when mounting is not possible)."""
    point = tmp_path / f"{kind}-disk"
    if real and _mount(point, "size=256k,mode=0755"):
        try:
            prepare(point)
            if kind == "full":
                filler = _fill(point)
                yield BadDisk(point, True, filler.unlink)
            else:
                subprocess.run(["mount", "-o", "remount,ro", str(point)], check=True)
                yield BadDisk(point, True, lambda: subprocess.run(
                    ["mount", "-o", "remount,rw", str(point)], check=True))
        finally:
            _umount(point)
        return
    point.mkdir(exist_ok=True)
    prepare(point)
    patch = pytest.MonkeyPatch()  # its own, so healing undoes nothing else
    if kind == "full":
        def no_space(_fd: int) -> None:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        patch.setattr(atomic.os, "fsync", no_space)
    else:
        def read_only(*_args: object, **_kwargs: object) -> tuple[int, str]:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS))
        patch.setattr(atomic.tempfile, "mkstemp", read_only)
    try:
        yield BadDisk(point, False, patch.undo)
    finally:
        patch.undo()
