"""Reading untrusted BattleScribe / New Recruit files without trusting them.

Rosters and catalogues come from the internet, so every read is bounded:

* a file (or a zip member, counted while it is decompressed) larger than ``MAX_BYTES`` is
  refused, so a zip bomb stops after ``MAX_BYTES`` of output;
* XML with a DOCTYPE is refused before any entity can be declared (BattleScribe never writes
  one), so there is no entity expansion ("billion laughs") and no external entity;
* the number of elements (``MAX_ELEMENTS``) and the nesting of JSON are bounded, and the
  readers bound the selection depth they walk;
* every failure becomes one :class:`FormatError` with a translatable message.

The stdlib parser is enough here (no ``defusedxml``): refusing the DOCTYPE removes every
entity attack, and expat itself only ever reads the bytes it is given.

New Recruit's JSON encoding of the same data is turned into the same element tree the XML
gives (wrapper arrays become wrapper elements, ``$text`` becomes element text), so one set of
readers serves both encodings.
"""

from __future__ import annotations

import io
import os
import re
import zipfile
import zlib
from typing import Any
from xml.etree import ElementTree as ET

from desktop.domain.jsonsafe import loads_strict
from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats.errors import FormatError
from desktop.formats.safe_read import decode_text, decoded_head, foreign_encoding, read_user_file

CTX = "BattleScribe"
MAX_BYTES = 64 * 1024 * 1024  # the largest real catalogue is ~5 MB, rosters < 1 MB
MAX_ELEMENTS = 2_000_000
MAX_DEPTH = 200
MAX_ZIP_MEMBERS = 1_000
ZIP_MAGIC = b"PK\x03\x04"

# Wrapper arrays of the JSON encoding -> the tag of their items in the XML encoding.
_IRREGULAR_ITEMS = {
    "categories": "category", "entries": "entry", "sharedSelectionEntries": "selectionEntry",
    "sharedSelectionEntryGroups": "selectionEntryGroup", "sharedProfiles": "profile",
    "sharedRules": "rule", "sharedInfoGroups": "infoGroup", "repeats": "repeat",
}
# Keys whose JSON value is a plain string but an element (not an attribute) in XML.
TEXT_ELEMENTS = frozenset({"description", "customNotes", "readme", "comment"})


def fail(template: str, *args: object) -> FormatError:
    return FormatError(Message(CTX, template, args))


def read_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of ``path`` (bounded), with clear messages for the usual OS failures."""
    return read_user_file(path, MAX_BYTES)


def _too_large() -> FormatError:
    return fail(QT_TRANSLATE_NOOP("BattleScribe", "The file is too large (over %1 MB)"),
                MAX_BYTES // (1024 * 1024))


def unzip_single(data: bytes, suffixes: tuple[str, ...]) -> bytes:
    """The one member of a zip (``.rosz``/``.catz``/``.gstz``) whose name ends in ``suffixes``.

    The member's name need not match the archive's.  Decompression stops at ``MAX_BYTES``
    whatever the header claims, so a zip bomb costs at most that much memory.
    """
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = archive.infolist()
            if len(members) > MAX_ZIP_MEMBERS:
                raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The zip archive has too many "
                                                             "files"))
            wanted = [m for m in members if not m.is_dir()
                      and m.filename.lower().endswith(suffixes)]
            if not wanted:
                wanted = [m for m in members if not m.is_dir()]
            if len(wanted) != 1:
                raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The zip archive should hold "
                                                             "exactly one data file, it holds "
                                                             "%1"), len(wanted))
            member = wanted[0]
            if member.file_size > MAX_BYTES:
                raise _too_large()
            with archive.open(member) as handle:
                content = handle.read(MAX_BYTES + 1)
    except FormatError:
        raise
    except (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError,
            NotImplementedError, RuntimeError):
        # RuntimeError: encrypted member; NotImplementedError: unknown compression.
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The zip archive is damaged or "
                                                     "unreadable")) from None
    if len(content) > MAX_BYTES:
        raise _too_large()
    return content


class _Builder(ET.TreeBuilder):
    """The C tree builder, refusing any DOCTYPE (hence any entity declaration)."""

    def doctype(self, name: str, pubid: str | None, system: str | None) -> None:
        raise _DoctypeRefused


class _DoctypeRefused(Exception):
    pass


def _doctype_refused() -> FormatError:
    return fail(QT_TRANSLATE_NOOP("BattleScribe", "The file declares a DOCTYPE or entities, "
                                                  "which BattleScribe files never do; it was "
                                                  "not read"))


_ASCII_ENCODINGS = frozenset({b"utf-8", b"utf8", b"us-ascii", b"ascii", b"iso-8859-1",
                              b"latin-1", b"latin1"})
_ENCODING = re.compile(rb"""encoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']""")


def _doctype_in_prolog(data: bytes) -> bool | None:
    """Whether the prolog (all that may precede the root element) declares a DOCTYPE.

    None when the bytes are not in an ASCII-compatible encoding this scan can read; the
    caller then uses the slower parser that refuses a DOCTYPE itself.
    """
    position = 3 if data.startswith(b"\xef\xbb\xbf") else 0
    if data[position:position + 5] == b"<?xml":
        end = data.find(b"?>", position)
        match = _ENCODING.search(data, position, end if end > 0 else position + 200)
        if end < 0 or (match is not None and match.group(1).lower() not in _ASCII_ENCODINGS):
            return None
    elif data[position:position + 1] not in (b"<", b" ", b"\t", b"\r", b"\n"):
        return None
    length = len(data)
    while position < length:
        byte = data[position]
        if byte in b" \t\r\n":
            position += 1
        elif data.startswith(b"<?", position):
            end = data.find(b"?>", position)
            position = length if end < 0 else end + 2
        elif data.startswith(b"<!--", position):
            end = data.find(b"-->", position)
            position = length if end < 0 else end + 3
        else:
            return data.startswith(b"<!", position)
    return False


def parse_xml(data: bytes) -> ET.Element:
    if data.count(b"<") > MAX_ELEMENTS:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file has too many elements"))
    doctype = _doctype_in_prolog(data)
    if doctype:
        raise _doctype_refused()
    # The plain C builder is ~20% faster; the refusing builder covers other encodings.
    parser = ET.XMLParser(target=ET.TreeBuilder() if doctype is False else _Builder())
    try:
        parser.feed(data)
        root: ET.Element = parser.close()
    except _DoctypeRefused:
        raise _doctype_refused() from None
    except ET.ParseError as exc:
        line = exc.position[0] if exc.position else 0
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file is damaged (XML error near "
                                                     "line %1)"), line) from None
    except (RecursionError, MemoryError, ValueError, LookupError):
        # LookupError: an unknown encoding in the XML declaration.
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file is damaged or not a "
                                                     "BattleScribe file")) from None
    return root


def parse_json(data: bytes) -> ET.Element:
    """New Recruit's JSON encoding as the element tree the XML encoding would give."""
    try:
        document = loads_strict(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file is damaged (invalid JSON)")) \
            from None
    if not isinstance(document, dict) or len(document) != 1:
        raise not_battlescribe()
    (root_tag, body), = document.items()
    if not isinstance(body, dict):
        raise not_battlescribe()
    counter = [0]
    return _json_element(root_tag, body, 0, counter)


def not_battlescribe() -> FormatError:
    return fail(QT_TRANSLATE_NOOP("BattleScribe", "This is not a BattleScribe or New Recruit "
                                                  "file"))


# Characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/FFFF).  The XML encoding
# can never contain them; JSON can, and a roster holding one could be neither exported nor
# re-read, so they become U+FFFD like any undecodable character.
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return repr(value)
    return _NOT_XML.sub("\ufffd", str(value))


def item_tag(wrapper: str) -> str:
    if wrapper in _IRREGULAR_ITEMS:
        return _IRREGULAR_ITEMS[wrapper]
    if wrapper.endswith("ies"):
        return wrapper[:-3] + "y"
    return wrapper[:-1] if wrapper.endswith("s") else wrapper


def _json_element(tag: str, body: dict[str, Any], depth: int, counter: list[int]) -> ET.Element:
    counter[0] += 1
    if depth > MAX_DEPTH:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file is nested too deeply"))
    if counter[0] > MAX_ELEMENTS:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file has too many elements"))
    element = ET.Element(tag)
    for key, value in body.items():
        if key == "$text":
            element.text = _scalar(value)
        elif isinstance(value, list):
            wrapper = ET.SubElement(element, key)
            child_tag = item_tag(key)
            for item in value:
                if isinstance(item, dict):
                    wrapper.append(_json_element(child_tag, item, depth + 1, counter))
                else:
                    ET.SubElement(wrapper, child_tag).text = _scalar(item)
        elif isinstance(value, dict):
            element.append(_json_element(key, value, depth + 1, counter))
        elif value is None:
            continue
        elif key in TEXT_ELEMENTS:
            ET.SubElement(element, key).text = _scalar(value)
        else:
            element.set(key, _scalar(value))
    return element


def parse_document(data: bytes, zip_suffixes: tuple[str, ...]) -> ET.Element:
    """Sniff the bytes (zip, JSON or XML, whatever the file is called) and parse them."""
    if data.startswith(ZIP_MAGIC):
        data = unzip_single(data, zip_suffixes)
        if data.startswith(ZIP_MAGIC):
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The zip archive holds another zip "
                                                         "archive, not a data file"))
    if foreign_encoding(data) is not None and not decoded_head(data).startswith("<"):
        decode_text(data)  # JSON in UTF-16/32: say so (expat reads UTF-16 XML itself)
    head = data[:64].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith((b"{", b"[")):
        return parse_json(data)
    if not head.startswith(b"<") and not head.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise not_battlescribe()
    return parse_xml(data)


def local(tag: str) -> str:
    """``{namespace}name`` -> ``name``."""
    return tag.rsplit("}", 1)[-1]


def namespace(element: ET.Element) -> str:
    """The ``{namespace}`` prefix of ``element``'s tag ('' for the JSON encoding)."""
    tag = element.tag
    return tag[: tag.index("}") + 1] if tag.startswith("{") else ""
