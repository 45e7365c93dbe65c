"""The catalogue logic shared by the builder and the validator: options, conditions, modifiers.

BattleScribe data says what may be selected (entries, links, choice groups) and changes
names, costs, visibility and min/max limits with modifiers whose conditions count
selections in a scope (parent, ancestor, root entry, force, roster, an entry id...).
This module evaluates the common cases of that language on a :class:`RosterDocument`:

* modifiers ``set``, ``increment``, ``decrement`` (with ``repeats``) on constraint ids,
  cost types, ``hidden`` and ``name``; modifier groups;
* conditions ``atLeast``/``atMost``/``greaterThan``/``lessThan``/``equalTo``/``notEqualTo``
  on ``selections``, a cost type or ``forces``, and ``instanceOf``/``notInstanceOf``;
  condition groups (``and``/``or``).

Other modifier kinds (``append``, ``add`` category, ``ceil``...) change display text or
are rare, and are ignored.  Validation therefore reports the common violations, as the
brief asks; a roster that New Recruit accepts may still show a warning here in exotic cases.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from xml.etree.ElementTree import Element

from desktop.formats.battlescribe.catalogue import GameData
from desktop.formats.battlescribe.model import Force, RosterDocument, Selection
from desktop.formats.battlescribe.options import (
    Option,
    child_options,
    kids,
    number_of,
    options_in,
    root_options,
)
from desktop.formats.battlescribe.safe import local

__all__ = ["Container", "Context", "Option", "Tree", "amount", "child_options", "is_hidden",
           "kids", "modified", "number_of", "options_in", "root_options"]

Container = Force | Selection


class Tree:
    """Parent links and lookups over a roster document (rebuilt after every edit)."""

    def __init__(self, data: GameData, document: RosterDocument) -> None:
        self.data = data
        self.document = document
        self.parent: dict[int, Container] = {}
        self.force_of: dict[int, Force] = {}
        self.keys: dict[int, frozenset[str]] = {}
        for force in document.all_forces():
            for top in force.selections:
                self._walk(force, force, top)

    def _walk(self, force: Force, parent: Container, selection: Selection) -> None:
        self.parent[id(selection)] = parent
        self.force_of[id(selection)] = force
        for child in selection.selections:
            self._walk(force, selection, child)

    def key_set(self, selection: Selection) -> frozenset[str]:
        """Everything a condition's ``childId`` may name to match ``selection``: the ids on
        its entry path and group path, its categories, its type."""
        found = self.keys.get(id(selection))
        if found is None:
            keys = set(selection.entry_id.split("::"))
            keys.update((selection.entry_group_id or "").split("::"))
            keys.update(c.entry_id for c in selection.categories)
            keys.add(selection.type)
            keys.discard("")
            found = self.keys[id(selection)] = frozenset(keys)
        return found

    def ancestors(self, container: Container) -> list[Container]:
        """``container`` and its ancestors up to (and including) its force."""
        chain: list[Container] = [container]
        while isinstance(chain[-1], Selection) and id(chain[-1]) in self.parent:
            chain.append(self.parent[id(chain[-1])])
        return chain

    def force(self, container: Container) -> Force:
        return container if isinstance(container, Force) else self.force_of[id(container)]

    def matches(self, selection: Selection, child_id: str) -> bool:
        return child_id in ("", "any") or child_id in self.key_set(selection)

    def container_matches(self, container: Container, child_id: str) -> bool:
        if isinstance(container, Selection):
            return self.matches(container, child_id)
        return child_id in (container.entry_id.split("::")[-1], container.catalogue_id)

    def below(self, container: Container | None, deep: bool) -> list[Selection]:
        if container is None:  # the roster
            tops = [s for f in self.document.all_forces() for s in f.selections]
        else:
            tops = list(container.selections)
        if not deep:
            return tops
        return [item for top in tops for item in top.walk()]


@dataclass
class Context:
    """Where a modifier or constraint is evaluated: the container that holds (or would hold)
    the selection, and the selection itself when it exists."""

    tree: Tree
    parent: Container
    self_: Selection | None = None

    def chain(self) -> list[Container]:
        start: Container = self.self_ if self.self_ is not None else self.parent
        return self.tree.ancestors(start)

    def scope(self, scope: str) -> Container | str | None:
        """The container a scope names (None: the roster; "": cannot be resolved)."""
        chain = self.chain()
        if scope == "self":
            return self.self_ if self.self_ is not None else self.parent
        if scope == "parent":
            return self.parent
        if scope == "force":
            return self.tree.force(self.parent)
        if scope == "roster":
            return None
        if scope == "root-entry":
            selections = [c for c in chain if isinstance(c, Selection)]
            return selections[-1] if selections else self.parent
        if scope == "unit":
            return next((c for c in chain if isinstance(c, Selection) and c.type == "unit"),
                        "")
        if scope in ("ancestor", "primary-catalogue"):
            return ""
        return next((c for c in chain if self.tree.container_matches(c, scope)), "")


def _compare(kind: str, amount: float, value: float) -> bool | None:
    checks = {"atLeast": amount >= value, "atMost": amount <= value,
              "greaterThan": amount > value, "lessThan": amount < value,
              "equalTo": amount == value, "notEqualTo": amount != value}
    return checks.get(kind)


def amount(ctx: Context, scope: str, field_: str, child_id: str, deep: bool) -> float | None:
    """How many matching selections (or forces, or points) a scope holds; None if unknown."""
    container = ctx.scope(scope)
    if isinstance(container, str):
        return None
    tree = ctx.tree
    if field_ == "forces":
        forces = list(tree.document.all_forces()) if container is None else (
            container.forces if isinstance(container, Force) else [])
        return float(sum(1 for f in forces if tree.container_matches(f, child_id)))
    selections = tree.below(container, deep or field_ != "selections")
    chosen = [s for s in selections if tree.matches(s, child_id)]
    if field_ == "selections":
        return float(sum(s.number for s in chosen))
    return sum(c.value for s in chosen for c in s.costs if c.type_id == field_)


def condition_holds(ctx: Context, condition: Element) -> bool:
    kind = condition.get("type", "")
    child_id = condition.get("childId", "")
    scope = condition.get("scope", "")
    if kind in ("instanceOf", "notInstanceOf"):
        if scope == "primary-catalogue":
            force = ctx.tree.force(ctx.parent)
            found = child_id in (force.catalogue_id, force.entry_id.split("::")[-1])
        elif scope == "ancestor":
            found = any(ctx.tree.container_matches(c, child_id) for c in ctx.chain()[1:]
                        ) or (ctx.self_ is None and ctx.tree.container_matches(ctx.parent,
                                                                                 child_id))
        else:
            target = ctx.scope(scope)
            found = target is not None and not isinstance(target, str) and \
                ctx.tree.container_matches(target, child_id)
        return found == (kind == "instanceOf")
    deep = (condition.get("includeChildSelections") or "") == "true"
    counted = amount(ctx, scope, condition.get("field", "selections"), child_id, deep)
    if counted is None:
        return False
    result = _compare(kind, counted, number_of(condition.get("value")))
    return bool(result)


def group_holds(ctx: Context, holder: Element) -> bool:
    """All conditions and condition groups of ``holder`` (a modifier, group, or
    conditionGroup whose own ``type`` is and/or)."""
    conditions = [condition_holds(ctx, c) for c in kids(holder, "conditions")]
    conditions += [group_holds(ctx, g) for g in kids(holder, "conditionGroups")]
    if local(holder.tag) == "conditionGroup" and holder.get("type") == "or":
        return any(conditions) if conditions else True
    return all(conditions)


def repeat_times(ctx: Context, holder: Element) -> int:
    repeats = kids(holder, "repeats")
    if not repeats:
        return 1
    total = 0
    for repeat in repeats:
        counted = amount(ctx, repeat.get("scope", ""), repeat.get("field", "selections"),
                         repeat.get("childId", ""),
                         (repeat.get("includeChildSelections") or "") == "true")
        step = number_of(repeat.get("value"))
        if counted is None or step <= 0:
            continue
        ratio = counted / step
        whole = math.ceil(ratio) if (repeat.get("roundUp") or "") == "true" else math.floor(ratio)
        total += int(whole) * max(1, int(number_of(repeat.get("repeats")) or 1))
    return min(total, 10_000)


def modifiers_of(element: Element) -> Iterator[tuple[Element, list[Element]]]:
    """(modifier, the modifier groups around it) for an element's modifiers."""
    yield from ((m, []) for m in kids(element, "modifiers"))
    stack: list[tuple[Element, list[Element]]] = [(g, []) for g in kids(element,
                                                                            "modifierGroups")]
    while stack:
        group, outer = stack.pop()
        chain = [*outer, group]
        yield from ((m, chain) for m in kids(group, "modifiers"))
        stack.extend((g, chain) for g in kids(group, "modifierGroups"))


def modified(ctx: Context, elements: list[Element], field_: str, base: float) -> float:
    """``base`` after every applicable numeric modifier of ``elements`` on ``field_``."""
    value = base
    for element in elements:
        for modifier, groups in modifiers_of(element):
            if modifier.get("field") != field_:
                continue
            kind = modifier.get("type")
            if kind not in ("set", "increment", "decrement"):
                continue
            holders = [*groups, modifier]
            if not all(group_holds(ctx, h) for h in holders):
                continue
            times = 1
            for h in holders:
                times *= repeat_times(ctx, h)
            amount_ = number_of(modifier.get("value"))
            if kind == "set":
                value = amount_
            elif kind == "increment":
                value += amount_ * times
            else:
                value -= amount_ * times
    return value


def is_hidden(ctx: Context, elements: list[Element]) -> bool:
    hidden = any((e.get("hidden") or "") == "true" for e in elements)
    for element in elements:
        for modifier, groups in modifiers_of(element):
            if modifier.get("field") != "hidden" or modifier.get("type") != "set":
                continue
            if all(group_holds(ctx, h) for h in [*groups, modifier]):
                hidden = (modifier.get("value") or "").lower() == "true"
    return hidden
