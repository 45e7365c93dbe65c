"""Building a roster from catalogues: forces, units, models and options with their profiles
and costs, as the resolved snapshot BattleScribe writes (so it exports as ``.rosz``).

Adding an entry also adds what the data makes compulsory: children whose ``min`` constraint
is above zero, a link's ``defaultAmount``, and a choice group's default entry when the group
needs a pick.  Costs are recomputed after every edit, with cost modifiers applied.
"""

from __future__ import annotations

import uuid
from xml.etree.ElementTree import Element

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.formats.battlescribe.catalogue import GameData
from desktop.formats.battlescribe.engine import (
    Container,
    Context,
    Option,
    Tree,
    child_options,
    is_hidden,
    kids,
    modified,
    number_of,
    root_options,
)
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
from desktop.formats.battlescribe.safe import fail, local

MAX_AUTO_DEPTH = 12


def _id() -> str:
    raw = uuid.uuid4().hex
    return f"{raw[0:4]}-{raw[4:8]}-{raw[8:12]}-{raw[12:16]}"


class RosterBuilder:
    """Edits a :class:`RosterDocument` against loaded :class:`GameData`."""

    def __init__(self, data: GameData, name: str, points_limit: float | None = None) -> None:
        self.data = data
        system = data.system
        self.document = RosterDocument(id=_id(), name=name, battle_scribe_version="2.03",
                                       game_system_id=system.id, game_system_name=system.name,
                                       game_system_revision=system.revision,
                                       generated_by="Auspex")
        costs = data.cost_types()
        self.points_type = next(iter(costs), "")
        if points_limit is not None and self.points_type:
            self.document.cost_limits.append(Cost(costs[self.points_type], self.points_type,
                                                  float(points_limit)))
        self.refresh()

    # forces -----------------------------------------------------------------------------
    def force_entries(self) -> list[Element]:
        found: list[Element] = []
        for source in self.data.files():
            stack = list(source.section("forceEntries"))
            while stack:
                entry = stack.pop(0)
                found.append(entry)
                stack.extend(kids(entry, "forceEntries"))
        return found

    def add_force(self, force_entry: str, catalogue: str) -> Force:
        entry = next((e for e in self.force_entries()
                      if force_entry in (e.get("id"), e.get("name"))), None)
        if entry is None:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "There is no force '%1'"), force_entry)
        source = self.data.catalogue(catalogue)
        force = Force(id=_id(), name=entry.get("name", ""), entry_id=entry.get("id", ""),
                      catalogue_id=source.id, catalogue_revision=source.revision,
                      catalogue_name=source.name)
        for link in kids(entry, "categoryLinks"):
            target = self.data.index.get(link.get("targetId", ""))
            label = target.get("name", "") if target is not None else ""
            force.categories.append(Category(
                id=_id(), name=label or link.get("name", ""), entry_id=link.get("targetId", ""),
                primary=False))
        self.document.forces.append(force)
        self.refresh()
        return force

    # selections -------------------------------------------------------------------------
    def options(self, parent: Container) -> list[Option]:
        """What may be added under ``parent`` now (hidden entries left out)."""
        tree = Tree(self.data, self.document)
        listed = root_options(self.data, parent) if isinstance(parent, Force) else \
            child_options(self.data, parent)
        ctx = Context(tree, parent)
        return [o for o in listed if not is_hidden(ctx, self._visibility(o))]

    @staticmethod
    def _visibility(option: Option) -> list[Element]:
        return [*(g for group in option.groups for g in group if g is not None),
                *option.parts()]

    def add(self, parent: Container, name_or_id: str, number: int = 1) -> Selection:
        """Select ``name_or_id`` (an entry's name or id) under ``parent``."""
        tree = Tree(self.data, self.document)
        listed = root_options(self.data, parent) if isinstance(parent, Force) else \
            child_options(self.data, parent)
        matches = [o for o in listed if name_or_id in (o.id, o.name)]
        ctx = Context(tree, parent)
        visible = [o for o in matches if not is_hidden(ctx, self._visibility(o))]
        if not matches:
            raise fail(QT_TRANSLATE_NOOP("BattleScribe", "'%1' cannot be selected here"),
                       name_or_id)
        selection = self._create(parent, (visible or matches)[0], number, 0)
        self.refresh()
        return selection

    def remove(self, selection: Selection) -> None:
        tree = Tree(self.data, self.document)
        parent = tree.parent.get(id(selection))
        if parent is not None:
            parent.selections.remove(selection)
        self.refresh()

    @staticmethod
    def _path(parent: Container, crossed: list[str], leaf: str) -> str:
        """BattleScribe's id path: the parent's link ids, the link ids crossed to reach the
        entry (or group), then its own id ("5c5e-...::57bf-...")."""
        prefix = [] if isinstance(parent, Force) else parent.entry_id.split("::")[:-1]
        return "::".join([*prefix, *crossed, leaf])

    def _create(self, parent: Container, option: Option, number: int, depth: int) -> Selection:
        entry = option.entry
        group_id = None
        if option.groups:
            group, _ = option.groups[-1]
            to_group = option.crossed[:-1] if option.link is not None else option.crossed
            group_id = self._path(parent, to_group, group.get("id", ""))
        selection = Selection(
            id=_id(), name=entry.get("name", ""),
            entry_id=self._path(parent, option.crossed, entry.get("id", "")),
            type=entry.get("type", "upgrade"), number=number, entry_group_id=group_id,
            publication_id=entry.get("publicationId"), page=entry.get("page"),
            profiles=self._profiles(option), rules=self._rules(option),
            categories=self._categories(option))
        parent.selections.append(selection)
        if depth < MAX_AUTO_DEPTH:
            self._compulsory(selection, depth + 1)
        return selection

    def _compulsory(self, selection: Selection, depth: int) -> None:
        """Add the children the data requires or selects by default."""
        chosen_groups: set[int] = set()
        for option in child_options(self.data, selection):
            ctx = Context(Tree(self.data, self.document), selection)
            if is_hidden(ctx, self._visibility(option)):
                continue
            need = 0
            for part in option.parts():
                for constraint in kids(part, "constraints"):
                    if constraint.get("type") == "min" and constraint.get("scope") == "parent" \
                            and constraint.get("field") == "selections":
                        value = modified(ctx, option.parts(), constraint.get("id", ""),
                                         number_of(constraint.get("value")))
                        need = max(need, int(value))
            default = int(number_of((option.link if option.link is not None
                                     else option.entry).get("defaultAmount")))
            if option.groups:
                group, link = option.groups[-1]
                pick = group.get("defaultSelectionEntryId") or (
                    link.get("defaultSelectionEntryId") if link is not None else None)
                if pick in (option.id, option.link.get("id") if option.link is not None
                            else None) and self._group_min(ctx, group, link) > 0 \
                        and id(group) not in chosen_groups:
                    chosen_groups.add(id(group))
                    need = max(need, 1)
            amount = max(need, default)
            if amount > 0:  # per model: "4x Space Marine" carry 4 bolters
                self._create(selection, option, amount * max(1, selection.number), depth)

    @staticmethod
    def _group_min(ctx: Context, group: Element, link: Element | None) -> int:
        parts = [link, group] if link is not None else [group]
        best = 0
        for part in parts:
            for constraint in kids(part, "constraints"):
                if constraint.get("type") == "min":
                    value = modified(ctx, parts, constraint.get("id", ""),
                                     number_of(constraint.get("value")))
                    best = max(best, int(value))
        return best

    # resolved content -------------------------------------------------------------------
    def _profiles(self, option: Option) -> list[Profile]:
        out: list[Profile] = []
        for part in option.parts():
            elements = list(kids(part, "profiles"))
            for info in kids(part, "infoLinks"):
                target = self.data.index.get(info.get("targetId", ""))
                if info.get("type") == "profile" and target is not None:
                    elements.append(target)
            for element in elements:
                if local(element.tag) != "profile":
                    continue
                characteristics = [Characteristic(c.get("name", ""), c.get("typeId", ""),
                                                  (c.text or "").strip())
                                   for c in kids(element, "characteristics")]
                out.append(Profile(id=element.get("id", ""), name=element.get("name", ""),
                                   type_id=element.get("typeId", ""),
                                   type_name=element.get("typeName", ""),
                                   hidden=(element.get("hidden") or "") == "true",
                                   characteristics=characteristics,
                                   publication_id=element.get("publicationId"),
                                   page=element.get("page")))
        return out

    def _rules(self, option: Option) -> list[Rule]:
        out: list[Rule] = []
        for part in option.parts():
            elements = list(kids(part, "rules"))
            for info in kids(part, "infoLinks"):
                target = self.data.index.get(info.get("targetId", ""))
                if info.get("type") == "rule" and target is not None:
                    elements.append(target)
            for element in elements:
                description = element.find(element.tag[: element.tag.index("}") + 1]
                                           + "description") if element.tag.startswith("{") \
                    else element.find("description")
                out.append(Rule(id=element.get("id", ""), name=element.get("name", ""),
                                hidden=(element.get("hidden") or "") == "true",
                                description=((description.text if description is not None
                                              else "") or "").strip(),
                                publication_id=element.get("publicationId"),
                                page=element.get("page")))
        return out

    def _categories(self, option: Option) -> list[Category]:
        out: list[Category] = []
        for part in option.parts():
            for link in kids(part, "categoryLinks"):
                target_id = link.get("targetId", "")
                if any(c.entry_id == target_id for c in out):
                    continue
                target = self.data.index.get(target_id)
                label = target.get("name", "") if target is not None else ""
                out.append(Category(id=_id(), name=label or link.get("name", ""),
                                    entry_id=target_id,
                                    primary=(link.get("primary") or "") == "true"))
        return out

    # costs ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Recompute every selection's costs (modifiers applied) and the roster totals."""
        tree = Tree(self.data, self.document)
        types = self.data.cost_types()
        for force in self.document.all_forces():
            for top in force.selections:
                for selection in top.walk():
                    self._cost(tree, selection, types)
        self.document.costs = [Cost(name, type_id, self.document.recomputed(type_id))
                               for type_id, name in types.items()]

    def _cost(self, tree: Tree, selection: Selection, types: dict[str, str]) -> None:
        parts = self._parts(selection)
        if not parts:
            return
        parent = tree.parent[id(selection)]
        ctx = Context(tree, parent, selection)
        costs: list[Cost] = []
        for type_id, name in types.items():
            base = 0.0
            for part in reversed(parts):  # the link's own cost wins over the entry's
                for cost in kids(part, "costs"):
                    if cost.get("typeId") == type_id:
                        base = number_of(cost.get("value"))
            value = modified(ctx, parts, type_id, base) * selection.number
            costs.append(Cost(name, type_id, value))
        selection.costs = costs

    def _parts(self, selection: Selection) -> list[Element]:
        path = selection.entry_id.split("::")
        entry = self.data.index.get(path[-1])
        if entry is None:
            return []
        if len(path) > 1:
            link = self.data.index.get(path[-2])
            if link is not None and link.get("targetId") == entry.get("id"):
                return [link, entry]
        return [entry]
