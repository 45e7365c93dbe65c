"""Game systems (``.gst``) and catalogues (``.cat``), XML or New Recruit JSON.

A catalogue is kept as its (untrusted, size-limited) element tree, because the builder and
the validator need almost every part of it (entries, links, groups, constraints, modifiers,
conditions) and a second object model would only copy it.  Its id index is built on first
use, so loading a file costs little more than parsing it.

:class:`GameData` is a game system plus the catalogues a roster needs: the chosen ones and
the closure of their ``catalogueLink`` imports, with one id index over all of them.  Which
files a catalogue needs is read from each file's header (:func:`scan_header`: the root's
attributes and its catalogue links, found without parsing the file), so choosing one faction
parses only the files its links name.
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.formats.battlescribe.safe import (
    MAX_DEPTH,
    ZIP_MAGIC,
    fail,
    local,
    namespace,
    parse_document,
    read_file,
    unzip_single,
)
from desktop.formats.errors import FormatError

CATALOGUE_SUFFIXES = (".cat", ".gst", ".json")
DATA_SUFFIXES = (".cat", ".catz", ".gst", ".gstz", ".json")
MAX_CATALOGUES = 500


@dataclass(frozen=True)
class CatalogueLinkInfo:
    """One ``catalogueLink``: the catalogue it imports (with the name the data gives it, so a
    missing file can be named) and whether its root entries come along."""

    target_id: str
    name: str
    import_root: bool


@dataclass(frozen=True)
class Header:
    """What a data file is, without its contents."""

    kind: str  # "gameSystem" | "catalogue"
    id: str
    name: str
    revision: str
    game_system_id: str
    game_system_revision: str = ""
    library: bool = False
    links: tuple[CatalogueLinkInfo, ...] = ()

    @property
    def revision_number(self) -> int:
        return revision_number(self.revision)


def revision_number(text: str) -> int:
    try:
        return int(float(text or 0))
    except ValueError:
        return 0


class Catalogue:
    """One data file: a game system or a catalogue."""

    def __init__(self, root: Element, header: Header, source: str = "") -> None:
        self.root = root
        self.header = header
        self.source = source
        self._index: dict[str, Element] | None = None

    @property
    def kind(self) -> str:
        return self.header.kind

    @property
    def id(self) -> str:
        return self.header.id

    @property
    def name(self) -> str:
        return self.header.name

    @property
    def revision(self) -> str:
        return self.header.revision

    @property
    def game_system_id(self) -> str:
        return self.header.game_system_id

    @property
    def library(self) -> bool:
        return self.header.library

    @property
    def ns(self) -> str:
        return namespace(self.root)

    def section(self, wrapper: str) -> list[Element]:
        """The items of a top-level wrapper ("selectionEntries", "forceEntries"...)."""
        holder = self.root.find(self.ns + wrapper)
        return [] if holder is None else list(holder)

    def links(self) -> list[tuple[str, bool]]:
        """(target catalogue id, importRootEntries) for every catalogueLink."""
        return [(link.target_id, link.import_root) for link in self.header.links]

    @property
    def index(self) -> dict[str, Element]:
        """id -> element for every element of the file that has an id (first one wins)."""
        if self._index is None:
            found: dict[str, Element] = {}
            for element in self.root.iter():
                identifier = element.get("id")
                if identifier and identifier not in found:
                    found[identifier] = element
            self._index = found
        return self._index

    def canonical(self) -> tuple[object, ...]:
        """An encoding-independent form: equal for the XML and JSON forms of one catalogue."""
        return _canonical(self.root)


def _canonical_value(value: str) -> str:
    try:
        number = float(value)
    except ValueError:
        return value
    return repr(number) if number == number else value


def _canonical(element: Element) -> tuple[object, ...]:
    attributes = tuple(sorted((k, _canonical_value(v)) for k, v in element.attrib.items()
                              if k != "xmlns"))
    text = (element.text or "").strip()
    children = [_canonical(child) for child in element]
    if not _is_wrapper(element):
        children.sort(key=lambda item: str(item[0]))
    return (local(element.tag), attributes, text, tuple(children))


def _is_wrapper(element: Element) -> bool:
    """Wrapper elements ("profiles") keep their items' order; other elements' children are
    wrappers whose order differs between the XML and JSON encodings."""
    return local(element.tag).endswith("s") and not element.attrib


def check_depth(root: Element) -> None:
    """Refuse a tree nested deeper than ``MAX_DEPTH`` (one pass, level by level)."""
    level = [root]
    depth = 0
    while level:
        depth += 1
        if depth > MAX_DEPTH:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file is nested too deeply"))
        level = [child for element in level for child in element]


def header_of(root: Element) -> Header:
    kind = local(root.tag)
    if kind not in ("catalogue", "gameSystem"):
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "This is not a BattleScribe catalogue or "
                                                     "game system (its root is '%1')"),
                   kind[:40])
    get = root.get
    identifier = get("id", "")
    holder = root.find(namespace(root) + "catalogueLinks")
    links = tuple(CatalogueLinkInfo(e.get("targetId", ""), e.get("name", ""),
                                    (e.get("importRootEntries") or "") == "true")
                  for e in (holder if holder is not None else ()))
    return Header(kind=kind, id=identifier, name=get("name", ""),
                  revision=get("revision", ""),
                  game_system_id=get("gameSystemId", identifier if kind == "gameSystem"
                                     else ""),
                  game_system_revision=get("gameSystemRevision", ""),
                  library=(get("library") or "") == "true", links=links)


def catalogue_from_element(root: Element, source: str = "") -> Catalogue:
    check_depth(root)
    return Catalogue(root, header_of(root), source)


def catalogue_from_bytes(data: bytes, source: str = "") -> Catalogue:
    return catalogue_from_element(parse_document(data, CATALOGUE_SUFFIXES), source)


def load_catalogue(path: str | os.PathLike[str]) -> Catalogue:
    return catalogue_from_bytes(read_file(path), str(path))


# --- headers without a parse -----------------------------------------------------------------

_ROOT_TAG = re.compile(rb"<(?:[\w.-]+:)?(catalogue|gameSystem)\b([^>]*)>")
_LINK_TAG = re.compile(rb"<(?:[\w.-]+:)?catalogueLink\b([^>]*)>")
_ATTRIBUTE = re.compile(rb"""([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")


def _attributes(raw: bytes) -> dict[str, str]:
    found: dict[str, str] = {}
    for match in _ATTRIBUTE.finditer(raw):
        value = match.group(2) if match.group(2) is not None else match.group(3) or b""
        found[match.group(1).decode("utf-8", "replace")] = html.unescape(
            value.decode("utf-8", "replace"))
    return found


def scan_header(data: bytes) -> Header:
    """The header of a data file, read without building its tree when it is plain XML.

    The bytes are only searched, never parsed, so hostile content does no harm here; a file
    chosen for loading is parsed afterwards by the hardened parser.  JSON and zipped files
    are parsed (their headers cannot be found otherwise).
    """
    if data.startswith(ZIP_MAGIC):
        data = unzip_single(data, CATALOGUE_SUFFIXES)
    head = data[:64].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith((b"{", b"[")) or not head.startswith(b"<"):
        return header_of(parse_document(data, CATALOGUE_SUFFIXES))
    match = _ROOT_TAG.search(data, 0, 1 << 16)
    if match is None:
        return header_of(parse_document(data, CATALOGUE_SUFFIXES))
    kind = match.group(1).decode("ascii")
    get = _attributes(match.group(2)).get
    identifier = get("id", "")
    links = tuple(CatalogueLinkInfo(attrs.get("targetId", ""), attrs.get("name", ""),
                                    attrs.get("importRootEntries", "") == "true")
                  for attrs in (_attributes(m.group(1)) for m in _LINK_TAG.finditer(data)))
    return Header(kind=kind, id=identifier, name=get("name", ""), revision=get("revision", ""),
                  game_system_id=get("gameSystemId", identifier if kind == "gameSystem"
                                     else ""),
                  game_system_revision=get("gameSystemRevision", ""),
                  library=get("library", "") == "true", links=links)


def header_to_json(header: Header) -> dict[str, Any]:
    return {"kind": header.kind, "id": header.id, "name": header.name,
            "revision": header.revision, "game_system_id": header.game_system_id,
            "game_system_revision": header.game_system_revision, "library": header.library,
            "links": [{"target_id": link.target_id, "name": link.name,
                       "import_root": link.import_root} for link in header.links]}


def header_from_json(value: object) -> Header:
    """A header written by :func:`header_to_json` (a broken one raises ValueError)."""
    if not isinstance(value, dict):
        raise ValueError("header")
    links = value.get("links", [])
    if not isinstance(links, list):
        raise ValueError("links")

    def text(key: str, source: dict[str, Any] | None = None) -> str:
        item = (value if source is None else source).get(key, "")
        if not isinstance(item, str):
            raise ValueError(key)
        return item

    kind = text("kind")
    if kind not in ("gameSystem", "catalogue"):
        raise ValueError("kind")
    parsed = []
    for link in links:
        if not isinstance(link, dict):
            raise ValueError("link")
        parsed.append(CatalogueLinkInfo(text("target_id", link), text("name", link),
                                        link.get("import_root") is True))
    return Header(kind=kind, id=text("id"), name=text("name"), revision=text("revision"),
                  game_system_id=text("game_system_id"),
                  game_system_revision=text("game_system_revision"),
                  library=value.get("library") is True, links=tuple(parsed))


# --- game data --------------------------------------------------------------------------------

@dataclass
class GameData:
    """A game system, the chosen catalogues and everything they import."""

    system: Catalogue
    catalogues: dict[str, Catalogue] = field(default_factory=dict)
    index: dict[str, Element] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # catalogue id -> name (all known)
    cache: dict[object, Any] = field(default_factory=dict)  # derived data (options.py)

    def files(self) -> Iterator[Catalogue]:
        yield self.system
        yield from self.catalogues.values()

    def build_index(self) -> None:
        self.index.clear()
        self.cache.clear()
        for catalogue in self.files():
            catalogue._index = None
            for identifier, element in catalogue.index.items():
                self.index.setdefault(identifier, element)

    def catalogue(self, name_or_id: str) -> Catalogue:
        for catalogue in self.catalogues.values():
            if name_or_id in (catalogue.id, catalogue.name, catalogue.name.strip()):
                return catalogue
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The catalogue '%1' is not loaded"),
                   name_or_id)

    def catalogue_name(self, identifier: str) -> str:
        if identifier == self.system.id:
            return self.system.name
        if identifier in self.catalogues:
            return self.catalogues[identifier].name
        return self.names.get(identifier, "")

    def cost_types(self) -> dict[str, str]:
        return {e.get("id", ""): e.get("name", "") for e in self.system.section("costTypes")}

    def hidden_cost_types(self) -> set[str]:
        return {e.get("id", "") for e in self.system.section("costTypes")
                if (e.get("hidden") or "") == "true"}

    def closure(self, catalogue: Catalogue) -> list[Catalogue]:
        """``catalogue`` and every loaded catalogue it links to, transitively (each once)."""
        seen: dict[str, Catalogue] = {}
        stack = [catalogue]
        while stack:
            current = stack.pop()
            if current.id in seen:
                continue
            seen[current.id] = current
            for target, _ in current.links():
                if target in self.catalogues and target not in seen:
                    stack.append(self.catalogues[target])
        return list(seen.values())


@dataclass(frozen=True)
class DataFile:
    """A data file known by its header only (not parsed yet)."""

    path: Path
    header: Header


def closure_of(files: dict[str, DataFile], start: Iterable[str]) -> tuple[list[str],
                                                                         list[tuple[str, str,
                                                                                    str]]]:
    """The ids of ``start`` and everything they link to, and every link whose target is not in
    ``files`` as (linking catalogue name, target id, target name)."""
    needed: list[str] = []
    missing: list[tuple[str, str, str]] = []
    stack = list(start)
    while stack:
        current = stack.pop()
        if current in needed:
            continue
        needed.append(current)
        for link in files[current].header.links:
            if link.target_id in files:
                stack.append(link.target_id)
            elif (files[current].header.name, link.target_id, link.name) not in missing:
                missing.append((files[current].header.name, link.target_id, link.name))
    return needed, missing


def missing_catalogue(needed_by: str, target_id: str, target_name: str) -> FormatError:
    if target_name:
        return fail(QT_TRANSLATE_NOOP("BattleScribe", "%1 needs the catalogue '%2', which is "
                                                      "missing (add the game data that "
                                                      "holds it)"), needed_by, target_name)
    return fail(QT_TRANSLATE_NOOP("BattleScribe", "%1 needs the catalogue %2, which is "
                                                  "missing"), needed_by, target_id)


def scan_folder(folder: str | os.PathLike[str]) -> list[DataFile]:
    """Every data file directly in ``folder`` with its header (no file is parsed as XML)."""
    base = Path(folder)
    try:
        paths = sorted(p for p in base.iterdir()
                       if p.suffix.lower() in DATA_SUFFIXES and p.is_file())
    except OSError as exc:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "Could not read %1: %2"), base.name,
                   exc.strerror or exc) from None
    if len(paths) > MAX_CATALOGUES:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The folder has too many data files"))
    return [DataFile(p, scan_header(read_file(p))) for p in paths]


def game_data_from_files(files: list[DataFile], catalogue: str | list[str] | None = None,
                         system_id: str | None = None) -> GameData:
    """The game system and ``catalogue`` (a name, id or file stem, or a list of them) with the
    closure of their catalogue links, parsing only those files; every catalogue when
    ``catalogue`` is None.

    A linked catalogue that is missing is an error naming it (by the name the link gives),
    so a user knows which file to add.
    """
    systems = [f for f in files if f.header.kind == "gameSystem"
               and (system_id is None or f.header.id == system_id)]
    if not systems:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "There is no game system (.gst) here"))
    by_id: dict[str, DataFile] = {}
    for item in files:
        if item.header.kind == "catalogue":
            by_id.setdefault(item.header.id, item)
    if catalogue is None:
        chosen = list(by_id)
    else:
        chosen = []
        for wanted in [catalogue] if isinstance(catalogue, str) else catalogue:
            matches = [i for i, f in by_id.items()
                       if wanted in (i, f.header.name, f.header.name.strip())
                       or f.path.stem == wanted]
            if not matches:
                raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The catalogue '%1' is not "
                                                             "here"), wanted)
            chosen.append(matches[0])
    wanted = by_id[chosen[0]].header.game_system_id if chosen else systems[0].header.id
    system_file = next((s for s in systems if s.header.id == wanted), systems[0])
    needed, missing = closure_of(by_id, chosen)
    if missing:
        raise missing_catalogue(*missing[0])
    system = load_catalogue(system_file.path)
    loaded = {identifier: load_catalogue(by_id[identifier].path) for identifier in needed}
    data = GameData(system=system, catalogues=loaded,
                    names={i: f.header.name for i, f in by_id.items()})
    for loaded_file in loaded.values():
        if loaded_file.game_system_id and loaded_file.game_system_id != system.id:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "%1 belongs to another game system"),
                       loaded_file.name)
    data.build_index()
    return data


def load_game_data(folder: str | os.PathLike[str], catalogue: str | None = None) -> GameData:
    """The game system in ``folder`` and ``catalogue`` (see :func:`game_data_from_files`)."""
    return game_data_from_files(scan_folder(folder), catalogue)

