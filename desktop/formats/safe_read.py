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
        # O_NONBLOCK does nothing to a regular file: the reads below are ordinary ones.
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


# Byte-order marks, longest first (the UTF-32 LE mark starts like the UTF-16 LE one).
_BOMS = ((b"\xff\xfe\x00\x00", "utf-32-le"), (b"\x00\x00\xfe\xff", "utf-32-be"),
         (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be"))


def foreign_encoding(data: bytes) -> str | None:
    """The Python codec of the Unicode encoding other than UTF-8 that ``data`` is in: told by
    its byte-order mark, or by the zero bytes UTF-16 and UTF-32 put beside the ASCII
    characters every JSON or XML document starts with.  None for UTF-8 (and for bytes that
    are no text at all)."""
    for bom, codec in _BOMS:
        if data.startswith(bom):
            return codec
    head = data[:4]
    if len(head) < 4 or b"\x00" not in head:
        return None
    zero = [byte == 0 for byte in head]
    patterns = {(True, True, True, False): "utf-32-be", (False, True, True, True): "utf-32-le",
                (True, False, True, False): "utf-16-be", (False, True, False, True): "utf-16-le"}
    return patterns.get((zero[0], zero[1], zero[2], zero[3]))


def decoded_head(data: bytes, size: int = 256) -> str:
    """The first characters of ``data`` in whichever Unicode encoding it is in (undecodable
    bytes replaced, leading byte-order mark and white space dropped): enough to tell JSON
    from XML."""
    codec = foreign_encoding(data) or "utf-8"
    width = 4 if "32" in codec else 2 if "16" in codec else 1
    text = data[:size * width].decode(codec, "replace")
    return text.lstrip("\ufeff \t\r\n")


def decode_text(data: bytes) -> str:
    """``data`` as UTF-8 text (a UTF-8 byte-order mark dropped); a FormatError that says what
    the bytes are instead (UTF-16, UTF-32, or where the first byte that is not UTF-8 is)."""
    codec = foreign_encoding(data)
    if codec is not None:
        raise _fail(QT_TRANSLATE_NOOP("UserFile", "The file is %1 text, not UTF-8; save it as "
                                                  "UTF-8 and try again"),
                    codec[:6].upper())
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise _fail(QT_TRANSLATE_NOOP("UserFile", "The file is not UTF-8 text (a byte on line "
                                                  "%1 is not valid UTF-8)"), line) from None


def _folder(name: str) -> FormatError:
    return _fail(QT_TRANSLATE_NOOP("UserFile", "%1 is a folder, not a file"), name)


def _special(name: str) -> FormatError:
    return _fail(QT_TRANSLATE_NOOP("UserFile", "%1 is not a regular file (it is a pipe, a "
                                               "device or a socket), so it was not read"), name)


def _could_not_read(name: str, exc: OSError) -> FormatError:
    return _fail(QT_TRANSLATE_NOOP("UserFile", "Could not read %1: %2"), name,
                 exc.strerror or exc)
