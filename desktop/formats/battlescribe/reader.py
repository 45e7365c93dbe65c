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
    """One pass over each element's children (the readers are on the import's hot path)."""

    def __init__(self, ns: str) -> None:
        self.ns = ns
        self.t_profiles, self.t_profile = ns + "profiles", ns + "profile"
        self.t_rules, self.t_rule = ns + "rules", ns + "rule"
        self.t_selections, self.t_selection = ns + "selections", ns + "selection"
        self.t_costs, self.t_cost = ns + "costs", ns + "cost"
        self.t_categories, self.t_category = ns + "categories", ns + "category"
        self.t_characteristics = ns + "characteristics"
        self.t_characteristic = ns + "characteristic"
        self.t_notes, self.t_description = ns + "customNotes", ns + "description"

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
        item = self.t_characteristic
        for holder in element:
            if holder.tag != self.t_characteristics:
                continue
            for c in holder:
                if c.tag != item:
                    continue
                value = c.text if c.text is not None else c.get("value", "")
                characteristics.append(Characteristic(
                    c.get("name", ""), c.get("typeId") or c.get("characteristicTypeId") or "",
                    value.strip() if value else ""))
        return Profile(get("id", ""), get("name", ""),
                       get("typeId") or get("profileTypeId") or "",
                       get("typeName") or get("profileTypeName") or "",
                       get("hidden") == "true" or _bool(get("hidden")), characteristics,
                       get("publicationId"), get("page"))

    def rule(self, element: Element) -> Rule:
        get = element.get
        description = ""
        for child in element:
            if child.tag == self.t_description:
                description = (child.text or "").strip()
        return Rule(get("id", ""), get("name", ""), _bool(get("hidden")), description,
                    get("publicationId"), get("page"))

    def rules(self, element: Element) -> list[Rule]:
        return [self.rule(r) for r in self.items(element, "rules", "rule")]

    def category(self, element: Element) -> Category:
        get = element.get
        rules = [self.rule(r) for holder in element if holder.tag == self.t_rules
                 for r in holder if r.tag == self.t_rule]
        return Category(get("id", ""), get("name", ""), get("entryId", ""),
                        get("primary") == "true" or _bool(get("primary")), rules,
                        get("publicationId"), get("page"))

    def categories(self, element: Element) -> list[Category]:
        return [self.category(c) for c in self.items(element, "categories", "category")]

    def selection(self, element: Element, depth: int) -> Selection:
        if depth > MAX_DEPTH:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "The file is nested too deeply"))
        get = element.get
        profiles: list[Profile] = []
        rules: list[Rule] = []
        selections: list[Selection] = []
        costs: list[Cost] = []
        categories: list[Category] = []
        notes = None
        for holder in element:
            tag = holder.tag
            if tag == self.t_selections:
                selections = [self.selection(s, depth + 1) for s in holder
                              if s.tag == self.t_selection]
            elif tag == self.t_profiles:
                profiles = [self.profile(p) for p in holder if p.tag == self.t_profile]
            elif tag == self.t_costs:
                costs = [self.cost(c) for c in holder if c.tag == self.t_cost]
            elif tag == self.t_rules:
                rules = [self.rule(r) for r in holder if r.tag == self.t_rule]
            elif tag == self.t_categories:
                categories = [self.category(c) for c in holder if c.tag == self.t_category]
            elif tag == self.t_notes:
                notes = holder.text or ""
        number = get("number")
        return Selection(
            get("id", ""), get("name", ""), get("entryId", ""), get("type", "upgrade"),
            1 if number in ("1", None) else _int(number, "number"), get("entryGroupId"),
            get("customName"), notes, get("publicationId"), get("page"),
            profiles, rules, selections, costs, categories)

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
