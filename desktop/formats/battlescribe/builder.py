"""Building a roster from catalogues: forces (and child forces), units, models and options
with their profiles, rules, categories and costs, as the resolved snapshot BattleScribe
writes (so it exports as ``.rosz`` and BattleScribe / New Recruit can edit it further).

Adding an entry also adds what the data makes compulsory, as BattleScribe does: children
whose ``min`` constraint (after modifiers) is above what is there, a link's or entry's
``defaultAmount``, and a choice group's default entry until the group's minimum is met.
After every edit the names, categories, profiles (with their characteristic modifiers),
rules and costs (every cost type, modifiers applied) of every selection are recomputed.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from xml.etree.ElementTree import Element

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.formats.battlescribe.catalogue import GameData
from desktop.formats.battlescribe.engine import Container, Ctx, State
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
from desktop.formats.battlescribe.options import (
    Group,
    Option,
    entry_options,
    flag,
    kids,
    number_of,
    root_options,
)
from desktop.formats.battlescribe.safe import fail, local

MAX_AUTO_DEPTH = 12
MAX_NUMBER = 10_000


def new_id() -> str:
    raw = uuid.uuid4().hex
    return f"{raw[0:4]}-{raw[4:8]}-{raw[8:12]}-{raw[12:16]}"


def prefix_of(container: Container) -> list[str]:
    """The link ids a container's children inherit ("linkId::" prefixes)."""
    return [] if isinstance(container, Force) else container.entry_id.split("::")[:-1]


def relative_path(container: Container, selection: Selection) -> str:
    """A child's entry path without the prefix it inherits from ``container``."""
    path = selection.entry_id.split("::")
    return "::".join(path[len(prefix_of(container)):])


def per_model(container: Container) -> int:
    return container.number if isinstance(container, Selection) and container.number > 1 else 1


def options_for(data: GameData, state: State, container: Container) -> list[Option]:
    """Every option of ``container`` (hidden ones included)."""
    if isinstance(container, Force):
        return root_options(data, container)
    option = state.option(container)
    return [] if option is None else entry_options(data, option)


def count_option(state: State, container: Container, option: Option, shared: bool = True,
                 scale: bool = True) -> float:
    """How many of ``option`` ``container`` holds directly (per model of a multi-model
    selection when ``scale``).  Shared counting matches the entry however it was reached;
    unshared counting only through the same link."""
    key = option.entry_id if shared or option.link is None else option.key
    total = 0.0
    for child in container.selections:
        path = child.entry_id.split("::")
        if (path[-1] == key) if shared or option.link is None else (key in path):
            total += child.number
    return total / per_model(container) if scale else total


def group_paths(container: Container, options: list[Option], group: Group) -> set[str]:
    """The ``entryGroupId`` of ``group`` and of the groups nested in it, under ``container``."""
    prefix = prefix_of(container)
    found = {"::".join((*prefix, *group.path))}
    for option in options:
        chain = option.groups
        if any(g is group for g in chain):
            below = chain[[g is group for g in chain].index(True):]
            found.update("::".join((*prefix, *g.path)) for g in below)
    return found


def count_group(data: GameData, container: Container, options: list[Option], group: Group,
                scale: bool = True) -> float:
    """How many selections ``container`` holds from ``group`` (and the groups inside it).

    Selections are matched by their ``entryGroupId`` path, so two groups that link one shared
    group count apart.  A selection whose group is not in the data (a roster made with an
    older revision, or a file without group ids) is matched by its entry.
    """
    key = ("group-count", id(group), tuple(prefix_of(container)))
    found = data.cache.get(key)
    if found is None or found[0] is not group:  # (the group kept too: its id stays its own)
        found = (group, group_paths(container, options, group),
                 {o.entry_id for o in options if any(g is group for g in o.groups)})
        data.cache[key] = found
    _group, paths, members = found
    total = 0.0
    for child in container.selections:
        group_id = (child.entry_group_id or "").split("::")[-1]
        if group_id and group_id in data.index:
            if child.entry_group_id in paths:
                total += child.number
        elif child.entry_id.split("::")[-1] in members:
            total += child.number
    return total / per_model(container) if scale else total


def force_category_ids(data: GameData, state: State, force: Force) -> set[str]:
    """The categories a force has now (its entry's category links that are not hidden)."""
    entry = data.index.get(force.entry_id.split("::")[-1])
    if entry is None:
        return set()
    ctx = Ctx(state.parent_of(force), force)
    return {link.get("targetId", "") for link in kids(entry, "categoryLinks")
            if not state.hidden(ctx, [link])}


def visible_options(data: GameData, state: State, container: Container) -> list[Option]:
    """What may be selected under ``container`` now: hidden entries, entries in hidden groups
    and (in a force) entries whose primary category the force does not have are left out;
    entries with no category at all stay (BattleScribe lists them as uncategorised)."""
    visible = [o for o in options_for(data, state, container)
               if not state.option_hidden(Ctx(container, None, o), o)]
    if isinstance(container, Force):
        allowed = force_category_ids(data, state, container)
        visible = [o for o in visible
                   if state.primary_category(Ctx(container, None, o), o) in (None, *allowed)]
    return visible


@dataclass(frozen=True)
class ForceChoice:
    """A force that may be added: its entry, the catalogue it is built from, and whether a
    parent force holds it (a child force, such as a Horus Heresy detachment)."""

    entry: Element
    catalogue_id: str
    catalogue_name: str

    @property
    def id(self) -> str:
        return self.entry.get("id", "")

    @property
    def name(self) -> str:
        return self.entry.get("name", "")


class RosterBuilder:
    """Edits a :class:`RosterDocument` against loaded :class:`GameData`."""

    def __init__(self, data: GameData, name: str, points_limit: float | None = None,
                 document: RosterDocument | None = None, refresh: bool = True) -> None:
        """A builder of a new roster, or of ``document``: its names and costs are
        recomputed from the data now unless ``refresh`` is False (to look at a roster as
        it is; every edit recomputes them)."""
        self.data = data
        system = data.system
        if document is None:
            document = RosterDocument(id=new_id(), name=name, battle_scribe_version="2.03",
                                      game_system_id=system.id, game_system_name=system.name,
                                      game_system_revision=system.revision,
                                      generated_by="Auspex")
            costs = data.cost_types()
            hidden = data.hidden_cost_types()
            self.points_type = next((c for c in costs if c not in hidden), next(iter(costs), ""))
            for type_id, cost_name in costs.items():
                limit = -1.0
                if type_id == self.points_type and points_limit is not None:
                    limit = float(points_limit)
                if type_id not in hidden or limit >= 0:
                    document.cost_limits.append(Cost(cost_name, type_id, limit))
        else:
            hidden = data.hidden_cost_types()
            self.points_type = next((c for c in data.cost_types() if c not in hidden), "")
        self.document = document
        self._state: State | None = None
        if refresh:
            self.refresh()

    @property
    def state(self) -> State:
        if self._state is None:
            self._state = State(self.data, self.document)
        return self._state

    def _changed(self) -> None:
        self._state = None

    # forces -----------------------------------------------------------------------------
    def force_entries(self, parent: Force | None = None,
                      catalogue: str | None = None) -> list[ForceChoice]:
        """The forces that may be added now: top-level ones (of ``catalogue``, a name or id),
        or the child forces of ``parent``; hidden ones left out."""
        if parent is not None:
            entry = self.data.index.get(parent.entry_id.split("::")[-1])
            elements = kids(entry, "forceEntries") if entry is not None else []
            owner_id, owner_name = parent.catalogue_id, parent.catalogue_name
        else:
            source = self.data.catalogue(catalogue) if catalogue else None
            elements = list(self.data.system.section("forceEntries"))
            if source is not None:
                elements.extend(source.section("forceEntries"))
            owner_id = source.id if source is not None else ""
            owner_name = source.name if source is not None else ""
        ctx = Ctx(parent)
        return [ForceChoice(e, owner_id, owner_name) for e in elements
                if not self.state.hidden(ctx, [e])]

    def add_force(self, force_entry: str, catalogue: str | None = None,
                  parent: Force | None = None) -> Force:
        """Add a force (``force_entry``: an id or name) of ``catalogue`` — for a child force,
        ``parent``'s catalogue unless another is given — and select what it must hold."""
        if parent is not None:
            entry_holder = self.data.index.get(parent.entry_id.split("::")[-1])
            candidates = kids(entry_holder, "forceEntries") if entry_holder is not None else []
        else:
            candidates = [e for c in self.data.files() for e in c.section("forceEntries")]
        entry = next((e for e in candidates if force_entry in (e.get("id"), e.get("name"))),
                     None)
        if entry is None:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "There is no force '%1'"), force_entry)
        if catalogue is None and parent is not None:
            source_id, source_name = parent.catalogue_id, parent.catalogue_name
            revision = parent.catalogue_revision
        else:
            if catalogue is None:
                raise fail(QT_TRANSLATE_NOOP("BattleScribe", "Choose a catalogue for the "
                                                             "force '%1'"), force_entry)
            source = self.data.catalogue(catalogue)
            source_id, source_name, revision = source.id, source.name, source.revision
        force = Force(id=new_id(), name=entry.get("name", ""), entry_id=entry.get("id", ""),
                      catalogue_id=source_id, catalogue_revision=revision,
                      catalogue_name=source_name)
        (parent.forces if parent is not None else self.document.forces).append(force)
        self._changed()
        self._force_categories(force, entry)
        self._fill(force, 0)
        self.refresh()
        return force

    def _force_categories(self, force: Force, entry: Element) -> None:
        ctx = Ctx(self.state.parent_of(force), force)
        for link in kids(entry, "categoryLinks"):
            target_id = link.get("targetId", "")
            target = self.data.index.get(target_id)
            label = (target.get("name", "") if target is not None else "") or \
                link.get("name", "")
            force.categories.append(Category(id=new_id(), name=self.state.text(
                ctx, [link], "name", label), entry_id=target_id, primary=False))

    def remove_force(self, force: Force) -> None:
        parent = self.state.parent_of(force)
        holder = parent.forces if isinstance(parent, Force) else self.document.forces
        if force in holder:
            holder.remove(force)
        self._changed()
        self.refresh()

    # selections -------------------------------------------------------------------------
    def force_category_ids(self, force: Force) -> set[str]:
        return force_category_ids(self.data, self.state, force)

    def options(self, parent: Container) -> list[Option]:
        """What may be added under ``parent`` now: hidden entries, entries in hidden groups and
        (in a force) entries of categories the force does not have are left out."""
        return visible_options(self.data, self.state, parent)

    def categories(self, force: Force) -> list[tuple[Category | None, list[Option]]]:
        """The force's categories shown now (not hidden) with the options whose primary
        category each is (None: the options without a category)."""
        by_id: dict[str | None, list[Option]] = {}
        for option in self.options(force):
            primary = self.state.primary_category(Ctx(force, None, option), option)
            by_id.setdefault(primary, []).append(option)
        shown = self.force_category_ids(force)  # hidden categories are not offered
        listed: list[tuple[Category | None, list[Option]]] = [
            (c, by_id.get(c.entry_id, [])) for c in force.categories if c.entry_id in shown]
        if None in by_id:
            listed.append((None, by_id[None]))
        return listed

    def find_option(self, parent: Container, name_or_id: str) -> Option:
        listed = options_for(self.data, self.state, parent)
        matches = [o for o in listed if name_or_id == o.id]
        if not matches:
            matches = [o for o in listed if name_or_id in (o.entry_id, o.name, o.key)]
        if not matches:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "'%1' cannot be selected here"),
                       name_or_id)
        visible = {id(o) for o in self.options(parent)}
        return next((o for o in matches if id(o) in visible), matches[0])

    def add(self, parent: Container, name_or_id: str, number: int = 1,
            replace: bool = True) -> Selection:
        """Select ``name_or_id`` (an option's id or path, its entry id, or its name) under
        ``parent``, ``number`` of it (per model of a multi-model parent).  In a group that
        allows one choice, the new choice replaces the old one unless ``replace`` is False."""
        option = self.find_option(parent, name_or_id)
        if replace:
            # a choice of one (BattleScribe's radio buttons): the new pick replaces the old
            # one in every group around it that allows one selection
            listed = options_for(self.data, self.state, parent)
            for group in option.groups:
                if self._limit_of(Ctx(parent), group.parts(), "max") == 1:
                    paths = group_paths(parent, listed, group)
                    parent.selections[:] = [c for c in parent.selections
                                            if c.entry_group_id not in paths]
                    self._changed()
        selection = self._create(parent, option, number, 0)
        self.refresh()
        return selection

    def set_number(self, selection: Selection, number: int) -> None:
        """Change how many models/items a selection stands for; its children scale with it."""
        number = max(1, min(int(number), MAX_NUMBER))
        old = selection.number
        if number == old:
            return
        for child in selection.walk():
            if child is selection:
                continue
            each = child.number / old
            child.number = max(1, min(MAX_NUMBER, round(each * number)))
        selection.number = number
        self._changed()
        self.refresh()

    def remove(self, selection: Selection) -> None:
        parent = self.state.parent_of(selection)
        if parent is not None and selection in parent.selections:
            parent.selections.remove(selection)
        self._changed()
        self.refresh()

    def _create(self, parent: Container, option: Option, number: int,
                depth: int) -> Selection:
        entry = option.entry
        prefix = prefix_of(parent)
        group_path = option.group_path()
        selection = Selection(
            id=new_id(), name=entry.get("name", ""),
            entry_id="::".join((*prefix, option.id)),
            type=entry.get("type", "upgrade"),
            number=max(1, min(MAX_NUMBER, number * per_model(parent))),
            entry_group_id="::".join((*prefix, *group_path)) if group_path else None,
            publication_id=entry.get("publicationId"), page=entry.get("page"))
        parent.selections.append(selection)
        self._changed()
        self._update_categories(selection, option)
        if depth < MAX_AUTO_DEPTH:
            self._fill(selection, depth + 1)
        return selection

    def _min_of(self, ctx: Ctx, parts: list[Element]) -> int:
        """The largest parent-scope minimum of ``parts`` here (modifiers applied)."""
        return max(0, int(self._limit_of(ctx, parts, "min") or 0))

    def limit(self, container: Container, parts: list[Element], kind: str,
              option: Option | None = None) -> float | None:
        """The tightest ``kind`` ("min"/"max") limit on how many of ``parts`` (an option's or
        a group's) ``container`` may hold itself (scope parent, modifiers applied); None when
        there is none.  What the options editor shows beside a choice."""
        return self._limit_of(Ctx(container, None, option), parts, kind, ("parent",))

    def _limit_of(self, ctx: Ctx, parts: list[Element], kind: str,
                  scopes: tuple[str, ...] = ("parent", "force")) -> float | None:
        """The tightest parent-scope ``kind`` ("min"/"max") limit on how many of ``parts``
        may be selected here (modifiers applied); None when there is none."""
        found: float | None = None
        for part in parts:
            for constraint in kids(part, "constraints"):
                if constraint.get("type") != kind or flag(constraint, "percentValue") or \
                        (constraint.get("field") or "selections") != "selections" or \
                        constraint.get("scope", "parent") not in scopes:
                    continue
                value = self.state.numeric(ctx, parts, constraint.get("id", ""),
                                           number_of(constraint.get("value")))
                if kind == "max" and value < 0:
                    continue
                if found is None or (value > found if kind == "min" else value < found):
                    found = value
        return found

    def _fill(self, container: Container, depth: int) -> None:
        """Add what ``container`` must hold: options below their minimum or with a default
        amount, then each group's default (or only) entry until the group's minimum is met."""
        for _ in range(4):
            changed = False
            state = self.state
            listed = options_for(self.data, state, container)
            ctx = Ctx(container)
            visible = self.options(container)
            for option in visible:
                option_ctx = Ctx(container, None, option)
                need = self._min_of(option_ctx, option.parts())
                default = max(int(state.numeric(option_ctx, [p], "defaultAmount",
                                                number_of(p.get("defaultAmount"))))
                              for p in option.parts())
                have = count_option(state, container, option)
                wanted = max(need, default if depth > 0 and not have else 0)
                if wanted > have and (isinstance(container, Selection) or need > 0):
                    self._create(container, option, int(wanted - have), depth)
                    changed = True
            groups: dict[int, Group] = {}
            for option in visible:
                for group in option.groups:
                    groups.setdefault(id(group), group)
            for group in sorted(groups.values(), key=lambda g: -len(g.chain())):
                if state is not self.state:
                    state = self.state
                need = self._min_of(ctx, group.parts())
                have = count_group(self.data, container, listed, group)
                if need <= have or state.hidden(ctx, group.parts()):
                    continue
                pick = self._default(ctx, group, visible)
                if pick is not None:
                    self._create(container, pick, int(need - have), depth)
                    changed = True
            if not changed:
                return

    def _default(self, ctx: Ctx, group: Group, visible: list[Option]) -> Option | None:
        members = [o for o in visible if o.group is group]
        wanted = ""
        for part in group.parts():
            base = part.get("defaultSelectionEntryId") or ""
            wanted = self.state.text(ctx, [part], "defaultSelectionEntryId", base) or wanted
        inner = [o for o in visible if any(g is group for g in o.groups)]
        if wanted:
            for option in [*members, *inner]:
                if wanted in (option.entry_id, option.key):
                    return option
            if wanted not in self.data.index and inner:
                # the data names a default that no longer exists (seen in real data): take
                # the cheapest choice, so the roster is legal and the choice can be changed
                return min(inner, key=lambda o: self._base_cost(o))
        if len(members) == 1 and len(inner) == 1:
            return members[0]
        return None

    def _base_cost(self, option: Option) -> float:
        base = 0.0
        for part in option.parts():
            for cost in kids(part, "costs"):
                if cost.get("typeId") == self.points_type:
                    base = number_of(cost.get("value"))
        return base

    # resolved content -------------------------------------------------------------------
    def refresh(self) -> None:
        """Recompute every selection's name, categories, profiles, rules and costs
        (modifiers applied), then the roster totals."""
        self._changed()
        for force in self.document.all_forces():
            for top in force.selections:
                for selection in top.walk():
                    option = self.state.option(selection)
                    if option is not None:
                        self._update_categories(selection, option, keep_state=True)
        self._changed()
        state = self.state
        types = self.data.cost_types()
        for force in self.document.all_forces():
            for top in force.selections:
                for selection in top.walk():
                    option = state.option(selection)
                    if option is None:
                        continue
                    ctx = Ctx(state.parent_of(selection), selection, option)
                    selection.name = state.text(ctx, option.parts(), "name",
                                                option.entry.get("name", ""))
                    selection.costs = self._costs(ctx, option, selection, types)
                    selection.profiles, selection.rules = self._info(ctx, option)
        self.document.costs = [Cost(name, type_id, self.document.recomputed(type_id))
                               for type_id, name in types.items()]
        self._changed()

    def _update_categories(self, selection: Selection, option: Option,
                           keep_state: bool = False) -> None:
        state = self.state
        ctx = Ctx(state.parent_of(selection), selection, option)
        old = {c.entry_id: c.id for c in selection.categories}
        selection.categories = [
            Category(id=old.get(element.get("id", ""), new_id()),
                     name=element.get("name", ""), entry_id=element.get("id", ""),
                     primary=primary)
            for element, primary in state.categories(ctx, option)]
        if not keep_state:
            self._changed()

    def _costs(self, ctx: Ctx, option: Option, selection: Selection,
               types: dict[str, str]) -> list[Cost]:
        costs: list[Cost] = []
        for type_id, name in types.items():
            base = 0.0
            for part in option.parts():  # the link's own cost wins over the entry's
                for cost in kids(part, "costs"):
                    if cost.get("typeId") == type_id:
                        base = number_of(cost.get("value"))
            value = self.state.numeric(ctx, option.parts(), type_id, base) * selection.number
            costs.append(Cost(name, type_id, value))
        return costs

    def _info(self, ctx: Ctx, option: Option) -> tuple[list[Profile], list[Rule]]:
        profiles: list[Profile] = []
        rules: list[Rule] = []
        for part in option.parts():
            self._collect(ctx, part, [], profiles, rules, 0)
        return profiles, rules

    def _collect(self, ctx: Ctx, holder: Element, via: list[Element], profiles: list[Profile],
                 rules: list[Rule], depth: int) -> None:
        """Profiles and rules of ``holder`` (an entry, link or info group), its info groups
        and info links; ``via`` are the info links followed to get here."""
        if depth > 8:
            return
        state = self.state
        for profile in kids(holder, "profiles"):
            self._profile(ctx, profile, via, profiles)
        for rule in kids(holder, "rules"):
            self._rule(ctx, rule, via, rules)
        for group in kids(holder, "infoGroups"):
            if not state.hidden(ctx, [group, *via]):
                self._collect(ctx, group, via, profiles, rules, depth + 1)
        for link in kids(holder, "infoLinks"):
            target = self.data.index.get(link.get("targetId", ""))
            if target is None:
                continue
            kind = local(target.tag)
            if kind == "profile":
                self._profile(ctx, target, [*via, link], profiles)
            elif kind == "rule":
                self._rule(ctx, target, [*via, link], rules)
            elif kind == "infoGroup" and not state.hidden(ctx, [target, link, *via]):
                self._collect(ctx, target, [*via, link], profiles, rules, depth + 1)

    def _profile(self, ctx: Ctx, element: Element, via: list[Element],
                 out: list[Profile]) -> None:
        state = self.state
        parts = [element, *via]
        if state.hidden(ctx, parts):
            return
        characteristics = [Characteristic(c.get("name", ""), c.get("typeId", ""),
                                          state.text(ctx, parts, c.get("typeId", ""),
                                                     (c.text or "").strip()))
                           for c in kids(element, "characteristics")]
        out.append(Profile(id=element.get("id", ""),
                           name=state.text(ctx, parts, "name", element.get("name", "")),
                           type_id=element.get("typeId", ""),
                           type_name=element.get("typeName", ""), hidden=False,
                           characteristics=characteristics,
                           publication_id=element.get("publicationId"),
                           page=element.get("page")))

    def _rule(self, ctx: Ctx, element: Element, via: list[Element], out: list[Rule]) -> None:
        state = self.state
        parts = [element, *via]
        if state.hidden(ctx, parts) or any(r.id == element.get("id", "") for r in out):
            return
        description = next((child.text or "" for child in element
                            if local(child.tag) == "description"), "")
        out.append(Rule(id=element.get("id", ""),
                        name=state.text(ctx, parts, "name", element.get("name", "")),
                        hidden=False,
                        description=state.text(ctx, parts, "description",
                                               description.strip()),
                        publication_id=element.get("publicationId"),
                        page=element.get("page")))
