"""The catalogue logic shared by the builder and the validator: scopes, counts, conditions and
modifiers, evaluated on a roster document as BattleScribe (and New Recruit) evaluate them.

* **Scopes**: ``self``, ``parent``, ``force``, ``roster``, ``ancestor``, ``root-entry``,
  ``primary-catalogue``, ``primary-category``, New Recruit's ``unit``/``model``/
  ``model-or-unit``, and an entry, group, force-entry or catalogue id (the nearest container
  on the way up that is one).
* **Counts**: ``selections`` (summing ``number``), ``forces``, or a cost type (the costs of
  the matching selections with what they hold, and New Recruit's force-entry costs), with
  ``includeChildSelections``/``includeChildForces`` and ``percentValue``; ``childId`` matches
  an entry, link, group (nested groups included), category, force entry or catalogue id, a
  selection type, or ``any``.
* **Conditions**: the eight comparison and instance types, in nested ``and``/``or`` groups.
* **Modifiers** and modifier groups, in document order (entry first, then its link), with
  ``repeats``: ``set``, ``increment``, ``decrement``, ``multiply``, ``divide``, ``ceil`` and
  ``floor`` (New Recruit: at most / at least), ``append``, ``prepend``, ``replace``;
  category ``add``/``remove``/``set-primary``/``unset-primary``; ``add`` error, warning or
  info (validation messages).

A :class:`State` indexes one state of a roster and caches its counts, so one validation
pass counts each (scope, what) pair once; build a new one after every edit.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from xml.etree.ElementTree import Element

from desktop.formats.battlescribe.catalogue import GameData
from desktop.formats.battlescribe.model import Category, Force, RosterDocument, Selection
from desktop.formats.battlescribe.options import (
    Option,
    entry_options,
    flag,
    kids,
    number_of,
    outer_group_ids,
    resolve,
    root_options,
)
from desktop.formats.battlescribe.safe import local

Container = Force | Selection
MAX_REPEATS = 10_000


class _Roster:
    """The roster as a scope (a singleton)."""

    def __repr__(self) -> str:
        return "ROSTER"


ROSTER = _Roster()
Target = Force | Selection | _Roster

COMPARE = {
    "atLeast": lambda amount, value: amount >= value,
    "atMost": lambda amount, value: amount <= value,
    "greaterThan": lambda amount, value: amount > value,
    "lessThan": lambda amount, value: amount < value,
    "equalTo": lambda amount, value: amount == value,
    "notEqualTo": lambda amount, value: amount != value,
}
NUMERIC = ("set", "increment", "decrement", "multiply", "divide", "ceil", "floor")
TEXT = ("set", "append", "prepend", "replace")
MESSAGES = ("error", "warning", "info")


@dataclass(frozen=True)
class Ctx:
    """Where something is evaluated: the container that holds (or would hold) it, the
    selection or force itself when it exists, and the option it comes from."""

    parent: Force | Selection | None  # None: the roster (for a top-level force)
    self_: Force | Selection | None = None
    option: Option | None = None


def modifiers_of(data: GameData, element: Element) -> list[tuple[Element, tuple[Element, ...]]]:
    """(modifier, the modifier groups around it) of one element, in document order."""
    key = ("modifiers", id(element))
    found: list[tuple[Element, tuple[Element, ...]]] | None = data.cache.get(key)
    if found is None:
        found = []

        def walk(holder: Element, outer: tuple[Element, ...]) -> None:
            for child in holder:
                tag = local(child.tag)
                if tag == "modifiers":
                    found.extend((m, outer) for m in child)
                elif tag == "modifierGroups":
                    for group in child:
                        if len(outer) < 20:
                            walk(group, (*outer, group))

        walk(element, ())
        data.cache[key] = found
    return found


class State:
    """Parent links, resolved entries and cached counts over one state of a roster."""

    def __init__(self, data: GameData, document: RosterDocument) -> None:
        self.data = data
        self.document = document
        self.parent: dict[int, Container] = {}
        self.force_of: dict[int, Force] = {}
        self.forces: list[Force] = []
        self._options: dict[int, Option | None] = {}
        self._keys: dict[int, frozenset[str]] = {}
        self._counts: dict[tuple[object, ...], float] = {}
        self._categories: dict[int, list[Category]] = {}
        for force in document.forces:
            self._index_force(force, None)

    def _index_force(self, force: Force, parent: Force | None) -> None:
        self.forces.append(force)
        if parent is not None:
            self.parent[id(force)] = parent
        for top in force.selections:
            self._index(force, force, top)
        for child in force.forces:
            self._index_force(child, force)

    def _index(self, force: Force, parent: Container, selection: Selection) -> None:
        stack: list[tuple[Container, Selection]] = [(parent, selection)]
        while stack:
            holder, current = stack.pop()
            self.parent[id(current)] = holder
            self.force_of[id(current)] = force
            stack.extend((current, child) for child in current.selections)

    # --- the roster -------------------------------------------------------------------------
    def option(self, selection: Selection) -> Option | None:
        """The option a selection was made from: found among its parent's options by its
        entry and group paths (so the whole chain of groups and links around it is known),
        else rebuilt from the paths alone (a roster made with other revisions of the data)."""
        key = id(selection)
        if key not in self._options:
            self._options[key] = self._find_option(selection) or resolve(self.data, selection)
        return self._options[key]

    def _find_option(self, selection: Selection) -> Option | None:
        parent = self.parent.get(id(selection))
        if isinstance(parent, Force):
            listed = root_options(self.data, parent)
            prefix: list[str] = []
        elif isinstance(parent, Selection):
            holder = self.option(parent)
            if holder is None:
                return None
            listed = entry_options(self.data, holder)
            prefix = parent.entry_id.split("::")[:-1]
        else:
            return None
        path = selection.entry_id.split("::")
        if path[:len(prefix)] != prefix:
            return None
        relative = "::".join(path[len(prefix):])
        group_path = selection.entry_group_id.split("::") if selection.entry_group_id else None
        found = None
        for option in listed:
            if option.id != relative:
                continue
            option_group = option.group_path()
            if group_path is None or option_group is None:
                if group_path is None and option_group is None:
                    return option
                found = found or option
            elif [*prefix, *option_group] == group_path:
                return option
        return found

    def parent_of(self, item: Container) -> Container | None:
        return self.parent.get(id(item))

    def force(self, item: Container) -> Force:
        return item if isinstance(item, Force) else self.force_of[id(item)]

    def top_forces(self) -> list[Force]:
        return list(self.document.forces)

    def all_forces(self, forces: list[Force]) -> list[Force]:
        found: list[Force] = []
        for force in forces:
            found.extend(force.walk_forces())
        return found

    def key_set(self, selection: Selection) -> frozenset[str]:
        """Every id a ``childId`` may name to match ``selection``: its entry path (entries and
        links), its group path and the groups around them, its categories, its type."""
        found = self._keys.get(id(selection))
        if found is None:
            keys = set(selection.entry_id.split("::"))
            if selection.entry_group_id:
                path = selection.entry_group_id.split("::")
                keys.update(path)
                keys.update(outer_group_ids(self.data, path[-1]))
            keys.update(c.entry_id for c in selection.categories)
            keys.add(selection.type)
            keys.discard("")
            found = self._keys[id(selection)] = frozenset(keys)
        return found

    def matches(self, selection: Selection, child_id: str) -> bool:
        return child_id in ("", "any") or child_id in self.key_set(selection)

    def force_matches(self, force: Force, child_id: str) -> bool:
        return child_id in ("", "any") or child_id in (force.entry_id.split("::")[-1],
                                                       force.catalogue_id)

    def container_matches(self, container: Container | None, child_id: str,
                          option: Option | None = None) -> bool:
        """Whether ``container`` is an instance of ``child_id`` (``option`` stands for a
        selection not made yet)."""
        if isinstance(container, Force):
            return self.force_matches(container, child_id)
        if isinstance(container, Selection):
            return self.matches(container, child_id)
        if option is not None:
            ids = {p.get("id", "") for p in option.parts()}
            ids.update(g.id for g in option.groups)
            ids.update(link.get("targetId", "") for link in self._category_links(option))
            ids.add(option.type)
            return child_id in ids
        return False

    def _category_links(self, option: Option) -> list[Element]:
        return [link for part in option.parts() for link in kids(part, "categoryLinks")]

    # --- scopes -------------------------------------------------------------------------------
    def chain(self, ctx: Ctx) -> list[Container]:
        """The context's own selection or force (if any), then everything around it."""
        found: list[Container] = []
        current: Container | None = ctx.self_ if ctx.self_ is not None else ctx.parent
        while current is not None and len(found) < 400:
            found.append(current)
            current = self.parent.get(id(current))
        return found

    def scope(self, ctx: Ctx, scope: str) -> Target | None:
        """The container a scope names (None: nothing there)."""
        if scope == "self":
            return ctx.self_
        if scope == "parent":
            return ctx.parent if ctx.parent is not None else ROSTER
        if scope == "roster":
            return ROSTER
        chain = self.chain(ctx)
        if scope in ("force", "primary-catalogue", "primary-category"):
            return next((c for c in chain if isinstance(c, Force)), None)
        if scope in ("unit", "model", "model-or-unit"):
            wanted = ("unit", "model") if scope == "model-or-unit" else (scope,)
            return next((c for c in chain if isinstance(c, Selection) and c.type in wanted),
                        None)
        if scope == "root-entry":
            selections = [c for c in chain if isinstance(c, Selection)]
            return selections[-1] if selections else None
        if scope == "ancestor":
            return None
        return next((c for c in chain if self.container_matches(c, scope)), None)

    # --- counting -----------------------------------------------------------------------------
    def selections_in(self, target: Target, deep: bool, child_forces: bool) -> list[Selection]:
        if isinstance(target, Selection):
            tops = list(target.selections)
        else:
            forces = self.top_forces() if isinstance(target, _Roster) else [target]
            if child_forces or isinstance(target, _Roster):  # the roster holds every force
                forces = self.all_forces(forces)
            tops = [s for f in forces for s in f.selections]
        if not deep:
            return tops
        return [item for top in tops for item in top.walk()]

    def count(self, target: Target, field: str, child_id: str, deep: bool,
              child_forces: bool) -> float:
        key = (id(target), field, child_id, deep, child_forces)
        cached = self._counts.get(key)
        if cached is not None:
            return cached
        if field == "forces":
            if isinstance(target, Selection):
                value = 0.0
            else:
                forces = self.top_forces() if isinstance(target, _Roster) else \
                    list(target.forces)
                if child_forces or isinstance(target, _Roster):
                    forces = self.all_forces(forces)
                value = float(sum(1 for f in forces if self.force_matches(f, child_id)))
        elif field == "selections":
            value = float(sum(s.number for s in self.selections_in(target, deep, child_forces)
                              if self.matches(s, child_id)))
        else:
            value = self._cost_count(target, field, child_id, deep, child_forces)
        self._counts[key] = value
        return value

    def _cost_count(self, target: Target, field: str, child_id: str, deep: bool,
                    child_forces: bool) -> float:
        """The cost (type ``field``) of what matches: each matching selection with what it
        holds (counted once), plus the forces' own costs (New Recruit force entries)."""
        total = 0.0
        counted: set[int] = set()
        for selection in self.selections_in(target, deep, child_forces):
            if not self.matches(selection, child_id):
                continue
            holder = self.parent.get(id(selection))
            if isinstance(holder, Selection) and id(holder) in counted:
                counted.add(id(selection))
                continue
            counted.add(id(selection))
            total += selection.total(field)
        if not isinstance(target, Selection):
            forces = self.top_forces() if isinstance(target, _Roster) else [target]
            everything = self.all_forces(forces) if child_forces or isinstance(target, Force) \
                else forces
            for force in everything:
                if self.force_matches(force, child_id) or child_id == "":
                    total += self.force_cost(force, field)
        return total

    def force_cost(self, force: Force, type_id: str) -> float:
        entry = self.data.index.get(force.entry_id.split("::")[-1])
        if entry is None:
            return 0.0
        base = 0.0
        found = False
        for cost in kids(entry, "costs"):
            if cost.get("typeId") == type_id:
                base = number_of(cost.get("value"))
                found = True
        if not found:
            return 0.0
        ctx = Ctx(self.parent.get(id(force)), force)
        return float(self.numeric(ctx, [entry], type_id, base))

    def amount(self, ctx: Ctx, holder: Element) -> float | None:
        """What a condition, repeat or constraint counts (None when its scope is empty)."""
        scope = holder.get("scope", "parent")
        field = holder.get("field") or "selections"
        child_id = holder.get("childId", "")
        deep = flag(holder, "includeChildSelections")
        child_forces = flag(holder, "includeChildForces")
        if scope == "ancestor":
            return float(sum(1 for c in self.chain(ctx)[1 if ctx.self_ is not None else 0:]
                             if isinstance(c, Selection) and self.matches(c, child_id)))
        if scope == "self" and ctx.self_ is None:
            return 0.0  # an option not selected yet holds nothing
        target = self.scope(ctx, scope)
        if target is None:
            return None
        return self.count(target, field, child_id, deep, child_forces)

    def percent_base(self, ctx: Ctx, holder: Element) -> float | None:
        """The 100% of a ``percentValue`` condition or constraint: everything in its scope."""
        target = self.scope(ctx, holder.get("scope", "parent"))
        if target is None:
            return None
        return self.count(target, holder.get("field") or "selections", "any",
                          flag(holder, "includeChildSelections"),
                          flag(holder, "includeChildForces"))

    # --- conditions ---------------------------------------------------------------------------
    def condition(self, ctx: Ctx, condition: Element) -> bool:
        kind = condition.get("type", "")
        child_id = condition.get("childId", "")
        scope = condition.get("scope", "parent")
        if kind in ("instanceOf", "notInstanceOf"):
            return self.instance_of(ctx, scope, child_id) == (kind == "instanceOf")
        compare = COMPARE.get(kind)
        if compare is None:
            return False
        counted = self.amount(ctx, condition)
        if counted is None:
            return False
        value = number_of(condition.get("value"))
        if flag(condition, "percentValue"):
            base = self.percent_base(ctx, condition)
            if base is None:
                return False
            value = base * value / 100.0
        return bool(compare(counted, value))

    def instance_of(self, ctx: Ctx, scope: str, child_id: str) -> bool:
        if scope == "primary-catalogue":
            force = next((c for c in self.chain(ctx) if isinstance(c, Force)), None)
            return force is not None and child_id in (force.catalogue_id,
                                                      force.entry_id.split("::")[-1])
        if scope == "primary-category":
            return child_id in self.primary_category_ids(ctx)
        if scope == "ancestor":
            chain = self.chain(ctx)
            return any(self.container_matches(c, child_id)
                       for c in chain[1 if ctx.self_ is not None else 0:])
        if scope == "roster":
            return child_id in (self.document.game_system_id,) or any(
                self.force_matches(f, child_id) for f in self.all_forces(self.top_forces()))
        if scope == "self" and ctx.self_ is None:
            return self.container_matches(None, child_id, ctx.option)
        target = self.scope(ctx, scope)
        if isinstance(target, _Roster) or target is None:
            return False
        return self.container_matches(target, child_id)

    def primary_category_ids(self, ctx: Ctx) -> set[str]:
        if isinstance(ctx.self_, Selection):
            return {c.entry_id for c in ctx.self_.categories if c.primary}
        if ctx.option is not None:
            return {link.get("targetId", "") for link in self._category_links(ctx.option)
                    if flag(link, "primary")}
        return set()

    def holds(self, ctx: Ctx, holder: Element) -> bool:
        """All conditions and condition groups of a modifier, modifier group or condition
        group (whose own ``type`` may make it an ``or``)."""
        results: Iterator[bool] = (
            self.condition(ctx, c) if local(c.tag) == "condition" else self.holds(ctx, c)
            for wrapper in holder if local(wrapper.tag) in ("conditions", "conditionGroups")
            for c in wrapper)
        if local(holder.tag) == "conditionGroup" and holder.get("type") == "or":
            items = list(results)
            return any(items) if items else True
        return all(results)

    def times(self, ctx: Ctx, holder: Element) -> int | None:
        """How many times a modifier with ``repeats`` applies (None: it has no repeats)."""
        repeats = kids(holder, "repeats")
        if not repeats:
            return None
        total = 0
        for repeat in repeats:
            counted = self.amount(ctx, repeat)
            step = number_of(repeat.get("value"))
            if flag(repeat, "percentValue"):
                base = self.percent_base(ctx, repeat)
                step = (base or 0.0) * step / 100.0
            if counted is None or step <= 0:
                continue
            ratio = counted / step
            whole = math.ceil(ratio - 1e-9) if flag(repeat, "roundUp") \
                else math.floor(ratio + 1e-9)
            total += int(whole) * max(1, int(number_of(repeat.get("repeats")) or 1))
        return min(total, MAX_REPEATS)

    def applicable(self, ctx: Ctx, modifier: Element,
                   groups: tuple[Element, ...]) -> int:
        """How many times a modifier applies here (0: its conditions do not hold)."""
        times = 1
        for holder in (*groups, modifier):
            if not self.holds(ctx, holder):
                return 0
            repeat = self.times(ctx, holder)
            if repeat is not None:
                times *= repeat
                if times == 0:
                    return 0
        return times

    # --- modifiers ----------------------------------------------------------------------------
    def modifiers(self, ctx: Ctx, elements: list[Element], field: str,
                  types: tuple[str, ...]) -> Iterator[tuple[Element, int]]:
        """(modifier, times) for every applicable modifier of ``elements`` on ``field``."""
        for element in elements:
            for modifier, groups in modifiers_of(self.data, element):
                if modifier.get("field") != field or modifier.get("type") not in types:
                    continue
                times = self.applicable(ctx, modifier, groups)
                if times:
                    yield modifier, times

    def numeric(self, ctx: Ctx, elements: list[Element], field: str, base: float) -> float:
        """``base`` after every applicable numeric modifier of ``elements`` on ``field``."""
        value = base
        for modifier, times in self.modifiers(ctx, elements, field, NUMERIC):
            value = apply_number(modifier.get("type", ""), value,
                                 number_of(modifier.get("value")), times)
        return value

    def text(self, ctx: Ctx, elements: list[Element], field: str, base: str) -> str:
        """``base`` (a name, a characteristic...) after every applicable modifier; numeric
        modifiers change the number printed in it ("3+" + 1 -> "4+")."""
        value = base
        for modifier, times in self.modifiers(ctx, elements, field, TEXT + NUMERIC[1:]):
            value = apply_text(modifier.get("type", ""), value, modifier.get("value", ""),
                               modifier.get("arg", ""), times)
        return value

    def hidden(self, ctx: Ctx, elements: list[Element]) -> bool:
        """Whether merged ``elements`` (an entry and its link) are hidden here."""
        hidden = any(flag(e, "hidden") for e in elements)
        for modifier, _ in self.modifiers(ctx, elements, "hidden", ("set",)):
            hidden = (modifier.get("value") or "").strip().lower() == "true"
        return hidden

    def option_hidden(self, ctx: Ctx, option: Option) -> bool:
        """An option is hidden when it, or any group around it, is hidden."""
        if self.hidden(ctx, option.parts()):
            return True
        return any(self.hidden(ctx, group.parts()) for group in option.groups)

    def messages(self, ctx: Ctx, elements: list[Element]) -> list[tuple[str, str]]:
        """(error|warning|info, text) of New Recruit's ``add`` message modifiers."""
        found: list[tuple[str, str]] = []
        for field in MESSAGES:
            for modifier, _ in self.modifiers(ctx, elements, field, ("add",)):
                found.append((field, (modifier.get("value") or "").strip()))
        return found

    def categories(self, ctx: Ctx, option: Option) -> list[tuple[Element, bool]]:
        """(category entry or link, primary) of an option after category modifiers."""
        links: dict[str, tuple[Element, bool]] = {}
        for link in self._category_links(option):
            target = link.get("targetId", "")
            element = self.data.index.get(target, link)
            primary = flag(link, "primary") or (target in links and links[target][1])
            links[target] = (element, primary)
        for modifier, _ in self.modifiers(ctx, option.parts(), "category",
                                          ("add", "remove", "set-primary", "unset-primary")):
            kind = modifier.get("type")
            target = modifier.get("value", "")
            found = self.data.index.get(target)
            if kind == "add" and found is not None:
                links.setdefault(target, (found, False))
            elif kind == "remove":
                links.pop(target, None)
            elif kind == "set-primary" and found is not None:
                links = {k: (e, False) for k, (e, _) in links.items()}
                links[target] = (found, True)
            elif kind == "unset-primary" and target in links:
                links[target] = (links[target][0], False)
        return list(links.values())

    def primary_category(self, ctx: Ctx, option: Option) -> str | None:
        return next((e.get("id", "") for e, primary in self.categories(ctx, option)
                     if primary), None)


def apply_number(kind: str, value: float, amount: float, times: int) -> float:
    if kind == "set":
        return amount
    if kind == "increment":
        return value + amount * times
    if kind == "decrement":
        return value - amount * times
    if kind == "multiply":
        return value * amount ** min(times, 50)
    if kind == "divide":
        return value / amount ** min(times, 50) if amount else value
    if kind == "ceil":  # New Recruit: at most
        return min(value, amount)
    if kind == "floor":  # New Recruit: at least
        return max(value, amount)
    return value


def apply_text(kind: str, value: str, amount: str, arg: str, times: int) -> str:
    if kind == "set":
        return amount
    if kind == "append":
        return f"{value} {amount}" if value else amount
    if kind == "prepend":
        return f"{amount} {value}" if value else amount
    if kind == "replace":
        return value.replace(arg, amount) if arg else value
    if kind in NUMERIC:
        return on_number(value, lambda number: apply_number(kind, number, number_of(amount),
                                                            times))
    return value


def on_number(text: str, change: Callable[[float], float]) -> str:
    """``change`` applied to the number a printed value starts with ("3+" -> "4+",
    '6"' -> '5"'); text with no number is left as it is."""
    stripped = text.strip()
    digits = ""
    index = 0
    while index < len(stripped) and (stripped[index].isdigit() or
                                     (index == 0 and stripped[index] in "+-")):
        digits += stripped[index]
        index += 1
    try:
        value = float(digits)
    except ValueError:
        return text
    result = change(value)
    shown = str(int(result)) if float(result).is_integer() else f"{result:g}"
    return shown + stripped[index:]
