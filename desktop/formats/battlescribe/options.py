"""What may be selected where: entries, links and choice groups of the catalogues.

Links are followed (``entryLink`` to a shared entry or group) and groups are flattened, so
each :class:`Option` knows the link ids crossed to reach it (they form the ``entryId`` path
BattleScribe writes) and the choice groups around it (whose min/max apply to it).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from xml.etree.ElementTree import Element

from desktop.formats.battlescribe.catalogue import GameData
from desktop.formats.battlescribe.model import Force, Selection
from desktop.formats.battlescribe.safe import local


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


@dataclass
class Option:
    """Something that may be selected under a container: an entry reached through the
    ``crossed`` link ids, inside ``groups`` (outermost first, each with its link)."""

    entry: Element
    link: Element | None = None
    groups: list[tuple[Element, Element | None]] = field(default_factory=list)
    crossed: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return self.entry.get("id", "")

    @property
    def name(self) -> str:
        return self.entry.get("name", "")

    @property
    def type(self) -> str:
        return self.entry.get("type", "upgrade")

    def parts(self) -> list[Element]:
        """The link (its constraints and modifiers come first) and the entry."""
        return [self.link, self.entry] if self.link is not None else [self.entry]


def options_in(data: GameData, element: Element, groups: list[tuple[Element, Element | None]],
               crossed: list[str], depth: int = 0) -> Iterator[Option]:
    """Every selectable entry below an entry or group element (groups flattened)."""
    if depth > 30:
        return
    for child in kids(element, "selectionEntries"):
        yield Option(child, None, groups, crossed)
    for child in kids(element, "selectionEntryGroups"):
        yield from options_in(data, child, [*groups, (child, None)], crossed, depth + 1)
    for link in kids(element, "entryLinks"):
        target = data.index.get(link.get("targetId", ""))
        if target is None:
            continue
        kind = local(target.tag)
        if kind == "selectionEntry":
            yield Option(target, link, groups, [*crossed, link.get("id", "")])
        elif kind == "selectionEntryGroup":
            yield from options_in(data, target, [*groups, (target, link)],
                                  [*crossed, link.get("id", "")], depth + 1)


def root_options(data: GameData, force: Force) -> list[Option]:
    """What a force of ``force.catalogue_id`` may select at its top level."""
    out = list(options_in(data, data.system.root, [], []))
    if force.catalogue_id in data.catalogues:
        main = data.catalogues[force.catalogue_id]
        out.extend(options_in(data, main.root, [], []))
        for target, imports in main.links():
            if imports and target in data.catalogues:
                # a linked catalogue's root entries come along unless marked import="false"
                out.extend(o for o in options_in(data, data.catalogues[target].root, [], [])
                           if all((p.get("import") or "true") != "false" for p in o.parts()))
    return out


def child_options(data: GameData, selection: Selection) -> list[Option]:
    entry = data.index.get(selection.entry_id.split("::")[-1])
    if entry is None:
        return []
    out = list(options_in(data, entry, [], []))
    return out
