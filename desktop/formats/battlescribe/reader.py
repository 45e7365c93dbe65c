"""Element tree (XML or New Recruit JSON) -> :class:`RosterDocument`.

Reads schema 2.03 and the older 2.01/2.02 spellings seen in real files: ``cost/@costTypeId``,
``profile/@profileTypeId`` + ``@profileTypeName``, ``characteristic/@characteristicTypeId``
with the value in ``@value`` instead of the element text.
"""

from __future__ import annotations

import math
from xml.etree.ElementTree import Element

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.formats.battlescribe.model import (
    Category,
    Characteristic,
    Cost,
    Force,
    Profile,
    RosterDocument,
    Rule,
    Selection,
)
from desktop.formats.battlescribe.safe import MAX_DEPTH, fail, local, namespace

MAX_NUMBER = 1_000_000
MAX_COST = 1e9
ROOT_KINDS = {
    "catalogue": QT_TRANSLATE_NOOP("BattleScribe", "This is a BattleScribe catalogue, not a "
                                                   "roster"),
    "gameSystem": QT_TRANSLATE_NOOP("BattleScribe", "This is a BattleScribe game system, not "
                                                    "a roster"),
}


def parse_float(text: str | None, what: str) -> float:
    try:
        value = float(text) if text is not None and text.strip() else 0.0
    except ValueError:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file has a bad number '%1' in %2"),
                   (text or "")[:40], what) from None
    if not math.isfinite(value) or abs(value) > MAX_COST:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file has an impossible number '%1' "
                                                     "in %2"), (text or "")[:40], what)
    return value


def _int(text: str | None, what: str) -> int:
    value = parse_float(text, what) if text not in (None, "") else 1.0
    if not value.is_integer() or not 0 <= value <= MAX_NUMBER:
        raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file has an impossible number '%1' "
                                                     "in %2"), (text or "")[:40], what)
    return int(value)


def _bool(text: str | None) -> bool:
    return (text or "").strip().lower() == "true"


class _Reader:
    def __init__(self, ns: str) -> None:
        self.ns = ns

    def items(self, element: Element, wrapper: str, item: str) -> list[Element]:
        holder = element.find(self.ns + wrapper)
        return [] if holder is None else holder.findall(self.ns + item)

    def text(self, element: Element, child: str) -> str | None:
        found = element.find(self.ns + child)
        return None if found is None else (found.text or "")

    def cost(self, element: Element) -> Cost:
        get = element.get
        return Cost(name=get("name", ""), type_id=get("typeId") or get("costTypeId") or "",
                    value=parse_float(get("value"), "cost"))

    def costs(self, element: Element, wrapper: str = "costs", item: str = "cost") -> list[Cost]:
        return [self.cost(e) for e in self.items(element, wrapper, item)]

    def profile(self, element: Element) -> Profile:
        get = element.get
        characteristics = []
        for c in self.items(element, "characteristics", "characteristic"):
            value = c.text if c.text is not None else c.get("value", "")
            characteristics.append(Characteristic(
                name=c.get("name", ""),
                type_id=c.get("typeId") or c.get("characteristicTypeId") or "",
                value=(value or "").strip()))
        return Profile(id=get("id", ""), name=get("name", ""),
                       type_id=get("typeId") or get("profileTypeId") or "",
                       type_name=get("typeName") or get("profileTypeName") or "",
                       hidden=_bool(get("hidden")), characteristics=characteristics,
                       publication_id=get("publicationId"), page=get("page"))

    def rules(self, element: Element) -> list[Rule]:
        return [Rule(id=r.get("id", ""), name=r.get("name", ""), hidden=_bool(r.get("hidden")),
                     description=(self.text(r, "description") or "").strip(),
                     publication_id=r.get("publicationId"), page=r.get("page"))
                for r in self.items(element, "rules", "rule")]

    def categories(self, element: Element) -> list[Category]:
        return [Category(id=c.get("id", ""), name=c.get("name", ""),
                         entry_id=c.get("entryId", ""), primary=_bool(c.get("primary")),
                         rules=self.rules(c), publication_id=c.get("publicationId"),
                         page=c.get("page"))
                for c in self.items(element, "categories", "category")]

    def selection(self, element: Element, depth: int) -> Selection:
        if depth > MAX_DEPTH:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file is nested too deeply"))
        get = element.get
        return Selection(
            id=get("id", ""), name=get("name", ""), entry_id=get("entryId", ""),
            type=get("type", "upgrade"), number=_int(get("number"), "number"),
            entry_group_id=get("entryGroupId"), custom_name=get("customName"),
            custom_notes=self.text(element, "customNotes"),
            publication_id=get("publicationId"), page=get("page"),
            profiles=[self.profile(p) for p in self.items(element, "profiles", "profile")],
            rules=self.rules(element),
            selections=[self.selection(s, depth + 1)
                        for s in self.items(element, "selections", "selection")],
            costs=self.costs(element), categories=self.categories(element))

    def force(self, element: Element, depth: int) -> Force:
        if depth > MAX_DEPTH:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file is nested too deeply"))
        get = element.get
        return Force(
            id=get("id", ""), name=get("name", ""), entry_id=get("entryId", ""),
            catalogue_id=get("catalogueId", ""), catalogue_revision=get("catalogueRevision", ""),
            catalogue_name=get("catalogueName", ""), custom_name=get("customName"),
            custom_notes=self.text(element, "customNotes"), rules=self.rules(element),
            selections=[self.selection(s, 1)
                        for s in self.items(element, "selections", "selection")],
            categories=self.categories(element),
            forces=[self.force(f, depth + 1) for f in self.items(element, "forces", "force")])


def read_roster(root: Element) -> RosterDocument:
    kind = local(root.tag)
    if kind != "roster":
        raise fail(ROOT_KINDS.get(kind, QT_TRANSLATE_NOOP("BattleScribe", "This is not a "
                                                                          "BattleScribe roster "
                                                                          "(its root is '%1')")),
                   kind[:40])
    reader = _Reader(namespace(root))
    get = root.get
    return RosterDocument(
        id=get("id", ""), name=get("name", ""),
        battle_scribe_version=get("battleScribeVersion", ""),
        game_system_id=get("gameSystemId", ""), game_system_name=get("gameSystemName", ""),
        game_system_revision=get("gameSystemRevision", ""), generated_by=get("generatedBy"),
        costs=reader.costs(root),
        cost_limits=reader.costs(root, "costLimits", "costLimit"),
        forces=[reader.force(f, 1) for f in reader.items(root, "forces", "force")],
        custom_notes=reader.text(root, "customNotes"))
