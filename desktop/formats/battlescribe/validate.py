"""Checking a roster against its catalogues as BattleScribe does, as
:class:`desktop.domain.findings.Finding` (errors first, no message twice).

Errors are what BattleScribe shows in red: a min/max limit broken (selections, forces or a
cost, in any scope, ``percentValue`` included, after modifiers), a cost limit exceeded, a
selection of an entry (or category) the data hides in this roster, and New Recruit's
``add error`` messages.  Warnings: ``add warning`` messages and selections whose entry is not
in the loaded catalogues.  Constraints of hidden entries and groups are not checked, as in
BattleScribe.  Findings about a selection name the roster unit that holds it (``unit_id``
"u1", "u2"... in the order :func:`convert.native_units` lists them), so a double-click can
select it.
"""

from __future__ import annotations

from xml.etree.ElementTree import Element

from desktop.domain.findings import Finding, Severity
from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats.battlescribe.builder import (
    count_group,
    count_option,
    options_for,
    per_model,
    visible_options,
)
from desktop.formats.battlescribe.catalogue import GameData
from desktop.formats.battlescribe.convert import native_units, number, points_type
from desktop.formats.battlescribe.engine import ROSTER, Container, Ctx, State, Target
from desktop.formats.battlescribe.model import Force, RosterDocument, Selection
from desktop.formats.battlescribe.options import Group, Option, flag, kids, number_of
from desktop.formats.battlescribe.summary import cost_problems

CTX = "RosterCheck"

AT_LEAST = QT_TRANSLATE_NOOP("RosterCheck", "%1 needs at least %2 × %3 (it has %4)")
AT_MOST = QT_TRANSLATE_NOOP("RosterCheck", "%1 may have at most %2 × %3 (it has %4)")
COST_AT_LEAST = QT_TRANSLATE_NOOP("RosterCheck", "%1 needs at least %2 %3 of %4 (it has %5)")
COST_AT_MOST = QT_TRANSLATE_NOOP("RosterCheck", "%1 may have at most %2 %3 of %4 (it has %5)")


class _Checker:
    def __init__(self, data: GameData, document: RosterDocument) -> None:
        self.data = data
        self.document = document
        self.state = State(data, document)
        self.found: list[Finding] = []
        self.seen: set[tuple[str, str]] = set()
        self.cost_names = data.cost_types()
        points, _ = points_type(document)
        self.unit_of: dict[int, str] = {}
        for index, unit in enumerate(native_units(document, points)):
            for item in unit.walk():
                self.unit_of.setdefault(id(item), f"u{index + 1}")

    def add(self, severity: Severity, code: str, message: Message,
            where: Container | None = None) -> None:
        key = (severity.value, message.render())
        if key in self.seen:
            return
        self.seen.add(key)
        unit = self.unit_of.get(id(where)) if isinstance(where, Selection) else None
        self.found.append(Finding(severity, code, message, unit))

    def name(self, target: Target | None) -> str:
        if isinstance(target, Selection):
            return target.display_name
        if isinstance(target, Force):
            return target.custom_name or target.name
        return self.document.name

    # --- constraints ------------------------------------------------------------------------
    def limit(self, ctx: Ctx, constraint: Element, parts: list[Element], counted: float,
              target: Target | None, what: str, code: str, where: Container | None) -> None:
        value = self.state.numeric(ctx, parts, constraint.get("id", ""),
                                   number_of(constraint.get("value")))
        if flag(constraint, "percentValue"):
            base = self.state.percent_base(ctx, constraint)
            if base is None:
                return
            value = base * value / 100.0
        kind = constraint.get("type")
        field = constraint.get("field") or "selections"
        counted = round(counted, 6)
        if kind == "min" and counted < value - 1e-9:
            template = AT_LEAST
        elif kind == "max" and 0 <= value < counted - 1e-9:
            template = AT_MOST
        else:
            return
        if field in ("selections", "forces"):
            message = Message(CTX, template, (self.name(target), number(value), what,
                                              number(counted)))
        else:
            template = COST_AT_LEAST if template is AT_LEAST else COST_AT_MOST
            cost = self.cost_names.get(field, field).strip()
            message = Message(CTX, template, (self.name(target), number(value), cost, what,
                                              number(counted)))
        self.add(Severity.ERROR, code, message, where)

    def option_constraints(self, container: Container, option: Option) -> None:
        state = self.state
        ctx = Ctx(container, None, option)
        parts = option.parts()
        for part in parts:
            for constraint in kids(part, "constraints"):
                scope = constraint.get("scope", "parent")
                field = constraint.get("field") or "selections"
                shared = (constraint.get("shared") or "true") == "true"
                if scope in ("parent", "self") and field == "selections":
                    target: Target | None = container
                    counted = count_option(state, container, option, shared)
                elif field == "forces":
                    continue  # a forces limit on a selection entry counts nothing
                else:
                    target = state.scope(ctx, scope) if scope != "self" else container
                    if target is None:
                        continue
                    counted = self.count_entry(target, option, constraint, field)
                    if scope == "parent":
                        counted /= per_model(container)
                self.limit(ctx, constraint, parts, counted, target, option.name,
                           "option-limit", container)

    def count_entry(self, target: Target, option: Option, constraint: Element,
                    field: str) -> float:
        shared = (constraint.get("shared") or "true") == "true"
        key = option.entry_id if shared or option.link is None else option.key
        return self.state.count(target, field, key, flag(constraint, "includeChildSelections"),
                                flag(constraint, "includeChildForces"))

    def group_constraints(self, container: Container, listed: list[Option],
                          visible: list[Option]) -> None:
        groups: dict[int, Group] = {}
        for option in visible:
            for group in option.groups:
                groups.setdefault(id(group), group)
        ctx = Ctx(container)
        for group in groups.values():
            parts = group.parts()
            if self.state.hidden(ctx, parts):
                continue
            counted = count_group(self.data, container, listed, group)
            for part in parts:
                for constraint in kids(part, "constraints"):
                    if (constraint.get("field") or "selections") != "selections":
                        continue
                    self.limit(ctx, constraint, parts, counted, container, group.name,
                               "group-limit", container)

    def container(self, container: Container) -> None:
        """Limits of everything ``container`` may hold, and hidden selections in it."""
        state = self.state
        listed = options_for(self.data, state, container)
        visible = visible_options(self.data, state, container)
        for option in visible:
            self.option_constraints(container, option)
        self.group_constraints(container, listed, visible)
        for child in container.selections:
            resolved = state.option(child)
            if resolved is None:
                self.add(Severity.WARNING, "unknown-entry", Message(CTX, QT_TRANSLATE_NOOP(
                    "RosterCheck", "%1 is not in the loaded catalogues"),
                    (child.display_name,)), child)
                continue
            ctx = Ctx(container, child, resolved)
            if state.option_hidden(ctx, resolved):
                self.add(Severity.ERROR, "hidden-entry", Message(CTX, QT_TRANSLATE_NOOP(
                    "RosterCheck", "%1 cannot have %2: it is not available in this roster"),
                    (self.name(container), child.display_name)), child)
            for severity, text in state.messages(ctx, resolved.parts()):
                if text and severity != "info":
                    self.add(Severity.ERROR if severity == "error" else Severity.WARNING,
                             "data-message", Message(CTX, QT_TRANSLATE_NOOP(
                                 "RosterCheck", "%1: %2"), (child.display_name, text)), child)
            self.container(child)

    # --- forces and categories --------------------------------------------------------------
    def force(self, force: Force) -> None:
        state = self.state
        entry = self.data.index.get(force.entry_id.split("::")[-1])
        if entry is None:
            self.add(Severity.WARNING, "unknown-force", Message(CTX, QT_TRANSLATE_NOOP(
                "RosterCheck", "The force %1 is not in the loaded game data"),
                (self.name(force),)))
        else:
            parent = state.parent_of(force)
            ctx = Ctx(parent, force)
            hidden = state.hidden(ctx, [entry])
            if not hidden or force.forces:
                self.force_constraints(ctx, force, entry)
            for child_entry in kids(entry, "forceEntries"):
                child_ctx = Ctx(force)
                if any(c.entry_id.split("::")[-1] == child_entry.get("id") for c in force.forces):
                    continue  # checked with that child force
                if not state.hidden(child_ctx, [child_entry]):
                    self.absent_force(force, child_entry)
            self.categories(force, entry)
            for severity, text in state.messages(ctx, [entry]):
                if text and severity != "info":
                    self.add(Severity.ERROR if severity == "error" else Severity.WARNING,
                             "data-message", Message(CTX, QT_TRANSLATE_NOOP(
                                 "RosterCheck", "%1: %2"), (self.name(force), text)))
        self.container(force)
        for child in force.forces:
            self.force(child)

    def force_constraints(self, ctx: Ctx, force: Force, entry: Element) -> None:
        """Constraints a force entry puts on forces of itself (how many) or on what its force
        holds (costs)."""
        state = self.state
        for constraint in kids(entry, "constraints"):
            field = constraint.get("field") or "selections"
            scope = constraint.get("scope", "parent")
            deep = flag(constraint, "includeChildSelections")
            child_forces = flag(constraint, "includeChildForces")
            target: Target | None
            if field == "forces":
                if scope == "roster" or (scope == "parent" and ctx.parent is None):
                    target = ROSTER
                elif scope == "parent":
                    target = ctx.parent
                else:
                    target = state.scope(ctx, scope)
                if target is None:
                    continue
                counted = state.count(target, "forces", entry.get("id", ""), False,
                                      child_forces)
                what = entry.get("name", "")
            else:
                target = force if scope in ("self", "parent") else state.scope(ctx, scope)
                if target is None:
                    continue
                counted = state.count(target, field, "any", deep, child_forces)
                what = self.name(force)
            self.limit(ctx, constraint, [entry], counted, target, what, "force-limit", None)

    def absent_force(self, parent: Force, entry: Element) -> None:
        """A child force entry with none of its forces: only its minimums can be broken."""
        ctx = Ctx(parent)
        for constraint in kids(entry, "constraints"):
            if constraint.get("type") != "min" or (constraint.get("field") or "") != "forces":
                continue
            scope = constraint.get("scope", "parent")
            target = parent if scope == "parent" else self.state.scope(ctx, scope)
            if target is None:
                continue
            counted = self.state.count(target, "forces", entry.get("id", ""), False,
                                       flag(constraint, "includeChildForces"))
            self.limit(ctx, constraint, [entry], counted, target, entry.get("name", ""),
                       "force-limit", None)

    def categories(self, force: Force, entry: Element) -> None:
        state = self.state
        ctx = Ctx(state.parent_of(force), force)
        for link in kids(entry, "categoryLinks"):
            target_id = link.get("targetId", "")
            category = self.data.index.get(target_id)
            label = (category.get("name", "") if category is not None else "") or \
                link.get("name", "")
            parts = [link] if category is None else [category, link]
            holders = [s for s in force.selections
                       if any(c.entry_id == target_id and c.primary for c in s.categories)]
            if state.hidden(ctx, parts):
                for selection in holders:
                    self.add(Severity.ERROR, "hidden-entry", Message(
                        CTX, QT_TRANSLATE_NOOP("RosterCheck", "%1 cannot have %2: it is not "
                                                              "available in this roster"),
                        (self.name(force), selection.display_name)), selection)
                continue
            for part in parts:
                for constraint in kids(part, "constraints"):
                    counted = self.count_category(force, target_id, constraint)
                    if counted is None:
                        continue
                    self.limit(ctx, constraint, parts, counted, force, label,
                               "force-organisation", None)

    def count_category(self, force: Force, category_id: str,
                       constraint: Element) -> float | None:
        """How many selections of a category a category constraint counts.  Scope "parent" is
        the force's category node: the selections whose *primary* category it is; wider
        scopes count every selection carrying the category."""
        scope = constraint.get("scope", "parent")
        field = constraint.get("field") or "selections"
        deep = flag(constraint, "includeChildSelections")
        child_forces = flag(constraint, "includeChildForces")
        state = self.state
        if scope in ("parent", "self"):
            pool = state.selections_in(force, deep, child_forces)
            chosen = [s for s in pool if any(c.entry_id == category_id and c.primary
                                             for c in s.categories)]
            if field == "selections":
                return float(sum(s.number for s in chosen))
            return sum(s.total(field) for s in chosen)
        target = state.scope(Ctx(state.parent_of(force), force), scope)
        if target is None:
            return None
        return state.count(target, field, category_id, deep, child_forces)


def validate(data: GameData, document: RosterDocument) -> list[Finding]:
    """Every problem found, errors first, each message once."""
    checker = _Checker(data, document)
    for finding in cost_problems(document):
        if finding.severity is Severity.ERROR:
            checker.add(finding.severity, finding.code, finding.message)
    for force in document.forces:
        checker.force(force)
    checker.found.sort(key=lambda f: f.severity is not Severity.ERROR)
    return checker.found
