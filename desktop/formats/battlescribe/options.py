"""What may be selected where: entries, links and choice groups of the catalogues.

Links are followed (an ``entryLink`` to a shared entry or group) and merged with their
target the way BattleScribe expands them: the link's own constraints, modifiers, costs,
categories, profiles, rules *and child entries* come with the target's.  Groups are
flattened, so each :class:`Option` knows the link ids crossed to reach it (they form the
``entryId`` path BattleScribe writes) and the chain of choice groups around it (whose
min/max, defaults and ``hidden`` apply to it).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from xml.etree.ElementTree import Element

from desktop.formats.battlescribe.catalogue import Catalogue, GameData
from desktop.formats.battlescribe.model import Force, Selection
from desktop.formats.battlescribe.safe import local

MAX_GROUP_DEPTH = 30


def ns_of(element: Element) -> str:
    tag = element.tag
    return tag[: tag.index("}") + 1] if tag.startswith("{") else ""


def kids(element: Element, wrapper: str) -> list[Element]:
    holder = element.find(ns_of(element) + wrapper)
    return [] if holder is None else list(holder)


def number_of(text: str | None) -> float:
    try:
        value = float(text or 0)
    except ValueError:
        return 0.0
    return value if math.isfinite(value) else 0.0


def flag(element: Element | None, name: str) -> bool:
    return element is not None and (element.get(name) or "") == "true"


@dataclass(frozen=True, eq=False)
class Group:
    """A choice group reached under a container: the group, the link that reached it (if any),
    its ``entryGroupId`` path relative to the container, and the group around it."""

    element: Element
    link: Element | None
    path: tuple[str, ...]
    parent: Group | None = None

    @property
    def id(self) -> str:
        return self.element.get("id", "")

    @property
    def name(self) -> str:
        return self.element.get("name", "")

    @property
    def key(self) -> str:
        return "::".join(self.path)

    def parts(self) -> list[Element]:
        """The group, then its link (the link's constraints and modifiers come with it)."""
        return [self.element, self.link] if self.link is not None else [self.element]

    def chain(self) -> list[Group]:
        """This group and the groups around it, outermost first."""
        found: list[Group] = []
        current: Group | None = self
        while current is not None:
            found.append(current)
            current = current.parent
        return found[::-1]


@dataclass(eq=False)
class Option:
    """Something that may be selected under a container: an entry reached through the
    ``crossed`` link ids, inside ``group`` (with the groups around it)."""

    entry: Element
    link: Element | None = None
    group: Group | None = None
    crossed: tuple[str, ...] = ()

    @property
    def entry_id(self) -> str:
        return self.entry.get("id", "")

    @property
    def id(self) -> str:
        """The entry's path relative to its container: unique among a container's options."""
        return "::".join((*self.crossed, self.entry_id))

    @property
    def name(self) -> str:
        return self.entry.get("name", "")

    @property
    def type(self) -> str:
        return self.entry.get("type", "upgrade")

    @property
    def key(self) -> str:
        """The id a non-shared constraint counts by: the link's, else the entry's."""
        return self.link.get("id", "") if self.link is not None else self.entry_id

    @property
    def groups(self) -> list[Group]:
        return self.group.chain() if self.group is not None else []

    def parts(self) -> list[Element]:
        """The entry, then its link (modifiers apply in that order; the link's costs win)."""
        return [self.entry, self.link] if self.link is not None else [self.entry]

    def group_path(self) -> tuple[str, ...] | None:
        return self.group.path if self.group is not None else None


@dataclass
class Resolved:
    """A selection's place in the catalogues: its option (entry, link, groups)."""

    option: Option | None
    groups: list[Group] = field(default_factory=list)


def options_in(data: GameData, parts: list[Element], group: Group | None = None,
               crossed: tuple[str, ...] = (), depth: int = 0,
               seen: frozenset[str] = frozenset()) -> Iterator[Option]:
    """Every selectable entry below ``parts`` (an entry and its link, or a group and its
    link), groups flattened, links followed once per chain (no cycles)."""
    if depth > MAX_GROUP_DEPTH:
        return
    for part in parts:
        for child in kids(part, "selectionEntries"):
            yield Option(child, None, group, crossed)
        for child in kids(part, "selectionEntryGroups"):
            inner = Group(child, None, (*crossed, child.get("id", "")), group)
            yield from options_in(data, [child], inner, crossed, depth + 1, seen)
        for link in kids(part, "entryLinks"):
            target_id = link.get("targetId", "")
            target = data.index.get(target_id)
            if target is None or target_id in seen:
                continue
            link_id = link.get("id", "")
            kind = local(target.tag)
            if kind == "selectionEntry":
                yield Option(target, link, group, (*crossed, link_id))
            elif kind == "selectionEntryGroup":
                inner = Group(target, link, (*crossed, link_id, target.get("id", "")), group)
                yield from options_in(data, [target, link], inner, (*crossed, link_id),
                                      depth + 1, seen | {target_id})


def root_sources(data: GameData, force: Force) -> list[Catalogue]:
    """The files whose root entries a force of ``force.catalogue_id`` may select: the game
    system, its catalogue, and the catalogues that catalogue imports with their root entries
    (transitively)."""
    sources = [data.system]
    main = data.catalogues.get(force.catalogue_id)
    if main is None:
        return sources
    sources.append(main)
    stack = [main]
    seen = {main.id}
    while stack:
        current = stack.pop()
        for target, imports in current.links():
            if imports and target in data.catalogues and target not in seen:
                seen.add(target)
                sources.append(data.catalogues[target])
                stack.append(data.catalogues[target])
    return sources


def root_options(data: GameData, force: Force) -> list[Option]:
    """What a force of ``force.catalogue_id`` may select at its top level (before hidden
    entries and categories are looked at)."""
    key = "root:" + force.catalogue_id
    cached = data.cache.get(key)
    if cached is None:
        cached = []
        for index, source in enumerate(root_sources(data, force)):
            for option in options_in(data, [source.root]):
                # an imported catalogue's root entries come along unless marked import="false"
                if index >= 2 and any((p.get("import") or "true") == "false"
                                      for p in option.parts()):
                    continue
                cached.append(option)
        data.cache[key] = cached
    return list(cached)


def entry_options(data: GameData, option: Option) -> list[Option]:
    """What may be selected under a selection of ``option`` (its entry's and its link's
    children), paths relative to that selection."""
    key = ("children", id(option.entry), id(option.link))
    cached: list[Option] | None = data.cache.get(key)
    if cached is None:
        seen = frozenset({option.entry_id})
        cached = list(options_in(data, option.parts(), None, (), 0, seen))
        data.cache[key] = cached
    return cached


def resolve(data: GameData, selection: Selection) -> Option | None:
    """The option a selection was made from, from its ``entryId`` and ``entryGroupId`` paths
    (None when its entry is not in the loaded catalogues)."""
    path = selection.entry_id.split("::")
    entry = data.index.get(path[-1])
    if entry is None or local(entry.tag) != "selectionEntry":
        return None
    link = None
    if len(path) > 1:
        candidate = data.index.get(path[-2])
        if candidate is not None and candidate.get("targetId") == path[-1]:
            link = candidate
    group = None
    if selection.entry_group_id:
        group_path = selection.entry_group_id.split("::")
        element = data.index.get(group_path[-1])
        if element is not None and local(element.tag) == "selectionEntryGroup":
            group_link = None
            if len(group_path) > 1:
                candidate = data.index.get(group_path[-2])
                if candidate is not None and candidate.get("targetId") == group_path[-1]:
                    group_link = candidate
            group = Group(element, group_link, tuple(group_path),
                          _outer_group(data, element))
    return Option(entry, link, group, tuple(path[:-1]))


def _outer_group(data: GameData, group: Element) -> Group | None:
    """The group directly around ``group`` in the data, if it is nested (no link known)."""
    outer = group_parents(data).get(group.get("id", ""))
    if outer is None:
        return None
    return Group(outer, None, (outer.get("id", ""),), None)


def group_parents(data: GameData) -> dict[str, Element]:
    """group id -> the group element directly around it (nested groups only)."""
    found: dict[str, Element] | None = data.cache.get("group-parents")
    if found is None:
        found = {}
        for catalogue in data.files():
            for element in catalogue.root.iter():
                if local(element.tag) != "selectionEntryGroup":
                    continue
                for child in kids(element, "selectionEntryGroups"):
                    found.setdefault(child.get("id", ""), element)
        data.cache["group-parents"] = found
    return found


def outer_group_ids(data: GameData, group_id: str) -> list[str]:
    """``group_id`` and the ids of the groups it is nested in (innermost first)."""
    parents = group_parents(data)
    found = [group_id]
    current = parents.get(group_id)
    while current is not None and len(found) < MAX_GROUP_DEPTH:
        found.append(current.get("id", ""))
        current = parents.get(found[-1])
    return found
