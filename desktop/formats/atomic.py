"""Atomic file writes: temporary file in the target's folder, fsync, rename, fsync the folder.

A crash or a full disk part-way through leaves the previous file untouched.  What is written
is what the player asked for, and nothing else is replaced:

* a symlink stays a symlink: its target is written (the temporary file goes beside the
  target, so the rename stays on one file system);
* a folder, a FIFO, a device or a socket is refused, and so is a read-only file
  (:class:`WriteRefused`, an ``OSError`` carrying a translatable message);
* an existing file keeps its permission bits (and its owner where the system allows); a new
  file gets ``0666`` less the umask, as any program's would.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import threading
from pathlib import Path

from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats.safe_read import display_name

CTX = "UserFile"
_UMASK_LOCK = threading.Lock()


class WriteRefused(OSError):
    """The target is not a file Auspex may replace; ``message`` says why (translatable),
    ``strerror`` the same in English."""

    def __init__(self, message: Message) -> None:
        super().__init__(None, message.render())
        self.message = message


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    target, mode, owner = _destination(Path(path))
    folder = target.parent
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            os.fchmod(handle.fileno(), mode)
            if owner is not None:
                with contextlib.suppress(OSError):  # only root may give a file away
                    os.fchown(handle.fileno(), *owner)
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_folder(folder)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def _destination(path: Path) -> tuple[Path, int, tuple[int, int] | None]:
    """The file to replace (symlinks followed), the mode to give it and its owner."""
    target = Path(os.path.realpath(path))
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        return target, 0o666 & ~current_umask(), None
    if stat.S_ISLNK(info.st_mode):  # realpath stopped on a symlink loop
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path))
    name = display_name(path)
    if stat.S_ISDIR(info.st_mode):
        raise WriteRefused(Message(CTX, QT_TRANSLATE_NOOP("UserFile", "%1 is a folder, not a "
                                                                      "file"), (name,)))
    if not stat.S_ISREG(info.st_mode):
        raise WriteRefused(Message(CTX, QT_TRANSLATE_NOOP(
            "UserFile", "%1 is not a regular file (it is a pipe, a device or a socket), so it "
                        "was not replaced"), (name,)))
    # A file no one may write, or that this user may not write although the folder takes
    # writes (on a read-only disk the folder's own error says more).
    if not info.st_mode & 0o222 or (not os.access(target, os.W_OK)
                                    and os.access(target.parent, os.W_OK)):
        raise WriteRefused(Message(CTX, QT_TRANSLATE_NOOP(
            "UserFile", "%1 is read-only, so it was not replaced (make it writable, or save "
                        "under another name)"), (name,)))
    return target, stat.S_IMODE(info.st_mode), (info.st_uid, info.st_gid)


def current_umask() -> int:
    """The process umask, read without changing it where the system says it (Linux), else
    by setting and restoring it under a lock."""
    with contextlib.suppress(OSError, ValueError), \
            open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    with _UMASK_LOCK:
        mask = os.umask(0o077)
        os.umask(mask)
    return mask


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
