"""What a selection's options look like to a player, and the changes the options editor makes.

:func:`options_of` lays out everything a container (a unit, a model, a piece of wargear) may
hold now, as BattleScribe's option tree shows it: choice groups (nested as the data nests
them) with their limits, and in them each option with how many are chosen (per model of a
multi-model selection), its own limits and its cost in every visible cost type.  Hidden
entries and entries of hidden groups are not offered; what the container holds that the data
does not offer here (any more) is listed apart, so it can be taken away.

:func:`set_count`, :func:`choose` and :func:`clear_group` change a container through the
:class:`RosterBuilder`, which adds what becomes compulsory and recomputes costs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.formats.battlescribe.builder import (
    MAX_NUMBER,
    RosterBuilder,
    count_group,
    group_paths,
    options_for,
    per_model,
    relative_path,
)
from desktop.formats.battlescribe.engine import Container, Ctx
from desktop.formats.battlescribe.model import Force, Selection
from desktop.formats.battlescribe.options import Group, Option, kids, number_of


@dataclass
class Choice:
    """One option of a container: how many are chosen (per model), its limits and costs."""

    option: Option
    name: str
    count: float
    minimum: int
    maximum: int | None
    costs: list[tuple[str, float]]  # (cost type name, value of one), non-zero only
    selections: list[Selection] = field(default_factory=list)

    @property
    def checkable(self) -> bool:
        """At most one may be chosen: a check box rather than a number."""
        return self.maximum == 1


@dataclass
class ChoiceGroup:
    """A choice group (None: the container itself) with its limits and contents, in the
    order the data lists them."""

    group: Group | None
    name: str
    minimum: int = 0
    maximum: int | None = None
    count: float = 0.0
    items: list[Choice | ChoiceGroup] = field(default_factory=list)

    @property
    def exclusive(self) -> bool:
        """A choice of one (radio buttons)."""
        return self.group is not None and self.maximum == 1

    def choices(self) -> list[Choice]:
        """Every option in the group and the groups inside it."""
        found: list[Choice] = []
        for item in self.items:
            found.extend(item.choices() if isinstance(item, ChoiceGroup) else [item])
        return found


@dataclass
class Options:
    root: ChoiceGroup
    unavailable: list[Selection]  # held, but not offered here now (hidden or unknown)

    def find(self, name: str) -> Choice:
        """The option called ``name`` (tests and scripts)."""
        for choice in self.root.choices():
            if choice.name == name or choice.option.name == name:
                return choice
        raise KeyError(name)

    def group(self, name: str) -> ChoiceGroup:
        stack: list[ChoiceGroup] = [self.root]
        while stack:
            current = stack.pop()
            if current.group is not None and current.name == name:
                return current
            stack.extend(i for i in current.items if isinstance(i, ChoiceGroup))
        raise KeyError(name)


def _whole(value: float | None) -> int | None:
    return None if value is None else int(value)


def option_costs(builder: RosterBuilder, container: Container, option: Option,
                 selection: Selection | None = None) -> list[tuple[str, float]]:
    """The cost of one ``option`` under ``container`` in every cost type that is not hidden,
    modifiers applied (zero costs left out)."""
    data = builder.data
    hidden = data.hidden_cost_types()
    ctx = Ctx(container, selection, option)
    found: list[tuple[str, float]] = []
    for type_id, name in data.cost_types().items():
        if type_id in hidden:
            continue
        base = 0.0
        for part in option.parts():  # the link's own cost wins over the entry's
            for cost in kids(part, "costs"):
                if cost.get("typeId") == type_id:
                    base = number_of(cost.get("value"))
        value = builder.state.numeric(ctx, option.parts(), type_id, base)
        if value:
            found.append((name.strip(), value))
    return found


def options_of(builder: RosterBuilder, container: Container) -> Options:
    """Everything ``container`` may hold now, laid out for the options editor."""
    state = builder.state
    data = builder.data
    listed = options_for(data, state, container)
    visible = builder.options(container)
    each = per_model(container)
    root = ChoiceGroup(None, container.name)
    made: dict[int, ChoiceGroup] = {}
    offered: set[str] = set()
    for option in visible:
        holder = root
        for group in option.groups:
            found = made.get(id(group))
            if found is None:
                ctx = Ctx(container)
                found = ChoiceGroup(
                    group, state.text(ctx, group.parts(), "name", group.name),
                    int(builder.limit(container, group.parts(), "min") or 0),
                    _whole(builder.limit(container, group.parts(), "max")),
                    count_group(data, container, listed, group))
                made[id(group)] = found
                holder.items.append(found)
            holder = found
        chosen = [c for c in container.selections if relative_path(container, c) == option.id]
        offered.add(option.id)
        ctx = Ctx(container, chosen[0] if chosen else None, option)
        holder.items.append(Choice(
            option, state.text(ctx, option.parts(), "name", option.name),
            sum(c.number for c in chosen) / each,
            int(builder.limit(container, option.parts(), "min", option) or 0),
            _whole(builder.limit(container, option.parts(), "max", option)),
            option_costs(builder, container, option, chosen[0] if chosen else None), chosen))
    unavailable = [c for c in container.selections
                   if relative_path(container, c) not in offered]
    return Options(root, unavailable)


def set_count(builder: RosterBuilder, container: Container, choice: Choice,
              count: int) -> None:
    """Hold ``count`` of ``choice`` (per model of a multi-model container); 0 removes it."""
    each = per_model(container)
    wanted = max(0, min(int(count), MAX_NUMBER)) * each
    chosen = [c for c in choice.selections if c in container.selections]
    have = sum(c.number for c in chosen)
    if wanted == have:
        return
    if wanted > have:
        if chosen:
            builder.set_number(chosen[-1], chosen[-1].number + wanted - have)
        else:
            builder.add(container, choice.option.id, max(1, wanted // each), replace=False)
        return
    surplus = have - wanted
    for selection in reversed(chosen):
        if surplus <= 0:
            break
        if selection.number <= surplus:
            surplus -= selection.number
            builder.remove(selection)
        else:
            builder.set_number(selection, selection.number - surplus)
            surplus = 0


def choose(builder: RosterBuilder, container: Container, choice: Choice) -> Selection:
    """Pick ``choice`` in its choice of one: it replaces what the group held."""
    return builder.add(container, choice.option.id, 1, replace=True)


def clear_group(builder: RosterBuilder, container: Container, group: ChoiceGroup) -> None:
    """Take away everything chosen in ``group`` (and the groups inside it)."""
    if group.group is None:
        return
    paths = group_paths(container, options_for(builder.data, builder.state, container),
                        group.group)
    for selection in [c for c in container.selections if c.entry_group_id in paths]:
        builder.remove(selection)
    ids = {id(c) for choice in group.choices() for c in choice.selections}
    for selection in [c for c in container.selections if id(c) in ids]:
        builder.remove(selection)


@dataclass(frozen=True)
class CategoryCount:
    """One of a force's categories: how many selections it holds and its limits."""

    name: str
    count: float
    minimum: int
    maximum: int | None


def force_categories(builder: RosterBuilder, force: Force) -> list[CategoryCount]:
    """The force's categories shown now with their counts and (scope parent) limits."""
    state = builder.state
    entry = builder.data.index.get(force.entry_id.split("::")[-1])
    if entry is None:
        return []
    shown = builder.force_category_ids(force)
    ctx = Ctx(state.parent_of(force), force)
    found: list[CategoryCount] = []
    for link in kids(entry, "categoryLinks"):
        target_id = link.get("targetId", "")
        if target_id not in shown:
            continue
        category = builder.data.index.get(target_id)
        parts = [link] if category is None else [category, link]
        name = (category.get("name", "") if category is not None else "") or \
            link.get("name", "")
        limits: dict[str, float | None] = {"min": None, "max": None}
        for part in parts:
            for constraint in kids(part, "constraints"):
                kind = constraint.get("type", "")
                if kind not in limits or (constraint.get("field") or "selections") != \
                        "selections" or constraint.get("scope", "parent") not in ("parent",
                                                                                  "self"):
                    continue
                value = state.numeric(ctx, parts, constraint.get("id", ""),
                                      number_of(constraint.get("value")))
                if kind == "max" and value < 0:
                    continue
                old = limits[kind]
                if old is None or (value > old if kind == "min" else value < old):
                    limits[kind] = value
        count = float(sum(s.number for s in force.selections
                          if any(c.entry_id == target_id and c.primary for c in s.categories)))
        found.append(CategoryCount(state.text(ctx, parts, "name", name), count,
                                   int(limits["min"] or 0), _whole(limits["max"])))
    return found


__all__ = ["CategoryCount", "Choice", "ChoiceGroup", "Options", "choose", "clear_group",
           "force_categories", "option_costs", "options_of", "set_count"]
