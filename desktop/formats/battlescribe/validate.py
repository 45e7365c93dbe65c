"""Checking a roster against its catalogues: force-organisation limits, option counts,
choice groups, cost limits and hidden entries, as :class:`desktop.domain.findings.Finding`.

Errors are what BattleScribe shows in red (a min/max limit or a cost limit broken);
a selected entry that the data hides in this roster is a warning, because hidden-ness
depends on modifiers this engine evaluates only in their common forms (engine.py).
"""

from __future__ import annotations

from xml.etree.ElementTree import Element

from desktop.domain.findings import Finding, Severity
from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats.battlescribe.catalogue import GameData
from desktop.formats.battlescribe.convert import number
from desktop.formats.battlescribe.engine import (
    Container,
    Context,
    Option,
    Tree,
    amount,
    child_options,
    is_hidden,
    kids,
    modified,
    number_of,
    root_options,
)
from desktop.formats.battlescribe.model import Force, RosterDocument, Selection
from desktop.formats.battlescribe.summary import cost_problems

CTX = "RosterCheck"


def _name(container: Container) -> str:
    return container.display_name if isinstance(container, Selection) else \
        (container.custom_name or container.name)


def _limit(ctx: Context, constraint: Element, parts: list[Element], counted: float,
           where: str, what: str, code: str) -> Finding | None:
    value = modified(ctx, parts, constraint.get("id", ""), number_of(constraint.get("value")))
    kind = constraint.get("type")
    if kind == "min" and counted < value:
        template = QT_TRANSLATE_NOOP("RosterCheck", "%1 needs at least %2 × %3 (it has %4)")
    elif kind == "max" and 0 <= value < counted:
        template = QT_TRANSLATE_NOOP("RosterCheck", "%1 may have at most %2 × %3 (it has %4)")
    else:
        return None
    return Finding(Severity.ERROR, code, Message(CTX, template,
                                                 (where, number(value), what, number(counted))))


def _option_counts(tree: Tree, ctx: Context, option: Option, constraint: Element) -> float | None:
    scope = constraint.get("scope", "parent")
    deep = (constraint.get("includeChildSelections") or "") == "true"
    field = constraint.get("field", "selections")
    # "shared" constraints (nearly all) count the entry however it was reached
    shared = (constraint.get("shared") or "true") == "true"
    key = option.link.get("id", "") if option.link is not None and not shared else option.id
    counted = amount(ctx, scope, field, key, deep)
    parent = ctx.parent
    if counted is not None and scope == "parent" and isinstance(parent, Selection) \
            and parent.number > 1:
        counted /= parent.number  # "3x Medicae" with 3 laspistols: one each
    return counted


def _check_options(tree: Tree, container: Container, options: list[Option]) -> list[Finding]:
    ctx = Context(tree, container)
    found: list[Finding] = []
    groups: dict[int, tuple[Element, Element | None]] = {}
    for option in options:
        for pair in option.groups:
            groups.setdefault(id(pair[0]), pair)
        if is_hidden(ctx, [g for pair in option.groups for g in pair if g is not None]
                     + option.parts()):
            continue
        for part in option.parts():
            for constraint in kids(part, "constraints"):
                counted = _option_counts(tree, ctx, option, constraint)
                if counted is None:
                    continue
                finding = _limit(ctx, constraint, option.parts(), counted, _name(container),
                                 option.name, "option-limit")
                if finding is not None:
                    found.append(finding)
    for group, link in groups.values():
        parts = [link, group] if link is not None else [group]
        if is_hidden(ctx, parts):
            continue
        members = {o.link.get("id", "") if o.link is not None else o.id
                   for o in options if any(g is group for g, _ in o.groups)}
        counted = float(sum(s.number for s in container.selections
                            if s.entry_id.split("::")[-1] in members
                            or set(s.entry_id.split("::")) & members))
        if isinstance(container, Selection) and container.number > 1:
            counted /= container.number  # counted per model of a multi-model selection
        for part in parts:
            for constraint in kids(part, "constraints"):
                if constraint.get("field", "selections") != "selections":
                    continue
                finding = _limit(ctx, constraint, parts, counted, _name(container),
                                 group.get("name", ""), "group-limit")
                if finding is not None:
                    found.append(finding)
    return found


def _check_categories(data: GameData, tree: Tree, force: Force) -> list[Finding]:
    entry = data.index.get(force.entry_id.split("::")[-1])
    if entry is None:
        return []
    ctx = Context(tree, force)
    found: list[Finding] = []
    for link in kids(entry, "categoryLinks"):
        target = link.get("targetId", "")
        category = data.index.get(target)
        label = (category.get("name", "") if category is not None else "") or \
            link.get("name", "")
        for constraint in kids(link, "constraints"):
            if constraint.get("field", "selections") != "selections":
                continue
            deep = (constraint.get("includeChildSelections") or "") == "true"
            scope = constraint.get("scope", "parent")
            # scope "parent" is the force's category node: the selections whose *primary*
            # category it is; wider scopes count every selection carrying the category
            primary_only = scope == "parent"
            pool = tree.below(None if scope == "roster" else force, deep)
            counted = float(sum(s.number for s in pool
                                if any(c.entry_id == target and (c.primary or not primary_only)
                                       for c in s.categories)))
            finding = _limit(ctx, constraint, [link], counted, _name(force), label,
                             "force-organisation")
            if finding is not None:
                found.append(finding)
    return found


def _check_hidden(data: GameData, tree: Tree, selection: Selection) -> Finding | None:
    path = selection.entry_id.split("::")
    entry = data.index.get(path[-1])
    if entry is None:
        return Finding(Severity.WARNING, "unknown-entry", Message(CTX, QT_TRANSLATE_NOOP(
            "RosterCheck", "%1 is not in the loaded catalogues"), (selection.display_name,)))
    parts = [entry]
    link = data.index.get(path[-2]) if len(path) > 1 else None
    if link is not None and link.get("targetId") == entry.get("id"):
        parts.insert(0, link)
    ctx = Context(tree, tree.parent[id(selection)], selection)
    if is_hidden(ctx, parts):
        return Finding(Severity.WARNING, "hidden-entry", Message(CTX, QT_TRANSLATE_NOOP(
            "RosterCheck", "%1 is not available in this roster"), (selection.display_name,)))
    return None


def validate(data: GameData, document: RosterDocument) -> list[Finding]:
    """Every problem found, errors first."""
    tree = Tree(data, document)
    found: list[Finding] = [f for f in cost_problems(document) if f.severity is Severity.ERROR]
    for force in document.all_forces():
        found.extend(_check_categories(data, tree, force))
        found.extend(_check_options(tree, force, root_options(data, force)))
        for top in force.selections:
            for selection in top.walk():
                hidden = _check_hidden(data, tree, selection)
                if hidden is not None:
                    found.append(hidden)
                found.extend(_check_options(tree, selection, child_options(data, selection)))
    found.sort(key=lambda f: f.severity is not Severity.ERROR)
    return found
