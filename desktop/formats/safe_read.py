"""Reading a file the user named, safely: a regular file only, and never more than a limit.

Every file Auspex reads because a player (or a settings file) named it goes through
:func:`read_user_file`:

* it is opened with ``O_NONBLOCK``, so opening a FIFO that no one writes returns at once
  instead of hanging, then ``fstat``-ed: anything but a regular file (a FIFO, ``/dev/zero``,
  a terminal, a socket) is refused before a byte is read;
* the read stops at ``limit + 1`` bytes, so a file larger than the limit (or one that grows
  while it is read) is refused without holding it in memory;
* every failure is one :class:`FormatError` with a translatable message naming the file.

Pure Python, no Qt.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats.errors import FormatError

CTX = "UserFile"
_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
          | getattr(os, "O_BINARY", 0))


def _fail(template: str, *args: object) -> FormatError:
    return FormatError(Message(CTX, template, args))


def display_name(path: str | os.PathLike[str]) -> str:
    """The file's name for a message: its last part, undecodable bytes shown as ``\\xff``."""
    name = Path(path).name or str(path)
    return os.fsencode(name).decode("utf-8", "backslashreplace")


def size_text(limit: int) -> str:
    """``limit`` bytes for a message: whole MB, or KB below 1 MB."""
    if limit >= 1024 * 1024:
        return f"{limit // (1024 * 1024)} MB"
    return f"{max(1, limit // 1024)} KB"


def too_large(path: str | os.PathLike[str], limit: int) -> FormatError:
    return _fail(QT_TRANSLATE_NOOP("UserFile", "%1 is too large to read (over %2)"),
                 display_name(path), size_text(limit))


def read_user_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them (else FormatError)."""
    name = display_name(path)
    try:
        fd = os.open(path, _FLAGS)
    except FileNotFoundError:
        raise _fail(QT_TRANSLATE_NOOP("UserFile", "The file %1 does not exist"), name) from None
    except IsADirectoryError:
        raise _folder(name) from None
    except PermissionError:
        raise _fail(QT_TRANSLATE_NOOP("UserFile", "You have no permission to read %1"),
                    name) from None
    except OSError as exc:
        if exc.errno in (errno.ENXIO, errno.EOPNOTSUPP):  # a socket, a device without driver
            raise _special(name) from None
        raise _could_not_read(name, exc) from None
    except ValueError:  # a NUL byte in the name
        raise _fail(QT_TRANSLATE_NOOP("UserFile", "The file %1 does not exist"), name) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise _folder(name)
        if not stat.S_ISREG(info.st_mode):
            raise _special(name)
        if info.st_size > limit:
            raise too_large(path, limit)
        os.set_blocking(fd, True)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1024 * 1024))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise _could_not_read(name, exc) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise too_large(path, limit)
    return data


def _folder(name: str) -> FormatError:
    return _fail(QT_TRANSLATE_NOOP("UserFile", "%1 is a folder, not a file"), name)


def _special(name: str) -> FormatError:
    return _fail(QT_TRANSLATE_NOOP("UserFile", "%1 is not a regular file (it is a pipe, a "
                                               "device or a socket), so it was not read"), name)


def _could_not_read(name: str, exc: OSError) -> FormatError:
    return _fail(QT_TRANSLATE_NOOP("UserFile", "Could not read %1: %2"), name,
                 exc.strerror or exc)
