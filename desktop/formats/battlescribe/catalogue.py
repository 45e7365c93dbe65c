"""Game systems (``.gst``) and catalogues (``.cat``), XML or New Recruit JSON.

A catalogue is kept as its (untrusted, size-limited) element tree with an id index, because
the builder and the validator need almost every part of it (entries, links, groups,
constraints, modifiers, conditions) and a second object model would only copy it.
:class:`GameData` is a game system plus one catalogue and the closure of its
``catalogueLink`` imports, with one id index over all of them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree.ElementTree import Element

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.formats.battlescribe.safe import (
    MAX_DEPTH,
    fail,
    local,
    namespace,
    parse_document,
    read_file,
)

CATALOGUE_SUFFIXES = (".cat", ".gst")
DATA_SUFFIXES = (".cat", ".catz", ".gst", ".gstz", ".json")
MAX_CATALOGUES = 200


@dataclass
class Catalogue:
    """One data file: a game system or a catalogue."""

    root: Element
    kind: str  # "gameSystem" | "catalogue"
    id: str
    name: str
    revision: str
    game_system_id: str
    library: bool
    source: str = ""

    @property
    def ns(self) -> str:
        return namespace(self.root)

    def section(self, wrapper: str) -> list[Element]:
        """The items of a top-level wrapper ("selectionEntries", "forceEntries"...)."""
        holder = self.root.find(self.ns + wrapper)
        return [] if holder is None else list(holder)

    def links(self) -> list[tuple[str, bool]]:
        """(target catalogue id, importRootEntries) for every catalogueLink."""
        return [(e.get("targetId", ""), (e.get("importRootEntries") or "") == "true")
                for e in self.section("catalogueLinks")]

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


def _check_depth(root: Element) -> None:
    stack = [(root, 0)]
    while stack:
        element, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file is nested too deeply"))
        stack.extend((child, depth + 1) for child in element)


def catalogue_from_element(root: Element, source: str = "") -> Catalogue:
    _check_depth(root)
    kind = local(root.tag)
    if kind not in ("catalogue", "gameSystem"):
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "This is not a BattleScribe catalogue or "
                                                     "game system (its root is '%1')"),
                   kind[:40])
    get = root.get
    identifier = get("id", "")
    return Catalogue(root=root, kind=kind, id=identifier, name=get("name", ""),
                     revision=get("revision", ""),
                     game_system_id=get("gameSystemId", identifier if kind == "gameSystem"
                                        else ""),
                     library=(get("library") or "") == "true", source=source)


def catalogue_from_bytes(data: bytes, source: str = "") -> Catalogue:
    return catalogue_from_element(parse_document(data, CATALOGUE_SUFFIXES), source)


def load_catalogue(path: str | os.PathLike[str]) -> Catalogue:
    return catalogue_from_bytes(read_file(path), str(path))


@dataclass
class GameData:
    """A game system, the chosen catalogues and everything they import."""

    system: Catalogue
    catalogues: dict[str, Catalogue] = field(default_factory=dict)
    index: dict[str, Element] = field(default_factory=dict)

    def files(self) -> Iterator[Catalogue]:
        yield self.system
        yield from self.catalogues.values()

    def build_index(self) -> None:
        self.index.clear()
        for catalogue in self.files():
            for element in catalogue.root.iter():
                identifier = element.get("id")
                if identifier and identifier not in self.index:
                    self.index[identifier] = element

    def catalogue(self, name_or_id: str) -> Catalogue:
        for catalogue in self.catalogues.values():
            if name_or_id in (catalogue.id, catalogue.name):
                return catalogue
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The catalogue '%1' is not loaded"),
                   name_or_id)

    def cost_types(self) -> dict[str, str]:
        return {e.get("id", ""): e.get("name", "") for e in self.system.section("costTypes")}

    def closure(self, catalogue: Catalogue) -> list[Catalogue]:
        """``catalogue`` and every catalogue it links to, transitively (each once)."""
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


def load_game_data(folder: str | os.PathLike[str], catalogue: str | None = None) -> GameData:
    """The game system in ``folder`` and ``catalogue`` (a name, id or file name) with the
    closure of its catalogue links; every catalogue in the folder when ``catalogue`` is None.

    A linked catalogue missing from the folder is an error naming it, so a user knows which
    file to add.
    """
    base = Path(folder)
    try:
        paths = sorted(p for p in base.iterdir() if p.suffix.lower() in DATA_SUFFIXES)
    except OSError as exc:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "Could not read %1: %2"), base.name,
                   exc.strerror or exc) from None
    if len(paths) > MAX_CATALOGUES:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The folder has too many data files"))
    files = [load_catalogue(p) for p in paths]
    systems = [c for c in files if c.kind == "gameSystem"]
    if not systems:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "There is no game system (.gst) in %1"),
                   base.name)
    loaded = {c.id: c for c in files if c.kind == "catalogue"}
    chosen: list[Catalogue]
    if catalogue is None:
        chosen = list(loaded.values())
    else:
        matches = [c for c in loaded.values()
                   if catalogue in (c.id, c.name) or Path(c.source).stem == catalogue]
        if not matches:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The catalogue '%1' is not in %2"),
                       catalogue, base.name)
        chosen = matches[:1]
    system = next((s for s in systems if not chosen or s.id == chosen[0].game_system_id),
                  systems[0])
    data = GameData(system=system, catalogues=dict(loaded))
    needed: dict[str, Catalogue] = {}
    for start in chosen:
        for item in data.closure(start):
            needed[item.id] = item
        for item in data.closure(start):
            for target, _ in item.links():
                if target not in loaded:
                    raise fail(QT_TRANSLATE_NOOP(
                        "BattleScribe", "%1 needs the catalogue %2, which is not in the "
                                        "folder"), item.name, target)
    data.catalogues = needed
    data.build_index()
    return data
