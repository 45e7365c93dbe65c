"""Writing a :class:`RosterDocument` back out: BattleScribe 2.03 XML, ``.rosz``, NR JSON.

The output re-imports to an equal document (tested), and uses the element and attribute
names of schema 2.03 so BattleScribe and New Recruit open it.  ``.rosz`` is a zip holding a
single ``.ros`` member, written atomically.
"""

from __future__ import annotations

import io
import json
import os
import re
import zipfile
from typing import Any
from xml.etree import ElementTree as ET

from desktop.formats.atomic import atomic_write_bytes
from desktop.formats.battlescribe.model import (
    Category,
    Cost,
    Force,
    Profile,
    RosterDocument,
    Rule,
    Selection,
)

ROSTER_NS = "http://www.battlescribe.net/schema/rosterSchema"


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _attrs(**values: str | None) -> dict[str, str]:
    return {key: value for key, value in values.items() if value is not None}


def _wrap(parent: ET.Element, tag: str, items: list[ET.Element]) -> None:
    if items:
        ET.SubElement(parent, tag).extend(items)


def _cost(tag: str, cost: Cost) -> ET.Element:
    return ET.Element(tag, {"name": cost.name, "typeId": cost.type_id, "value": repr(cost.value)})


def _profile(profile: Profile) -> ET.Element:
    element = ET.Element("profile", _attrs(
        id=profile.id, name=profile.name, publicationId=profile.publication_id,
        page=profile.page, hidden=_bool(profile.hidden), typeId=profile.type_id,
        typeName=profile.type_name))
    items = []
    for item in profile.characteristics:
        characteristic = ET.Element("characteristic", {"name": item.name, "typeId": item.type_id})
        characteristic.text = item.value
        items.append(characteristic)
    _wrap(element, "characteristics", items)
    return element


def _rule(rule: Rule) -> ET.Element:
    element = ET.Element("rule", _attrs(id=rule.id, name=rule.name,
                                        publicationId=rule.publication_id, page=rule.page,
                                        hidden=_bool(rule.hidden)))
    ET.SubElement(element, "description").text = rule.description
    return element


def _category(category: Category) -> ET.Element:
    element = ET.Element("category", _attrs(
        id=category.id, name=category.name, entryId=category.entry_id,
        publicationId=category.publication_id, page=category.page,
        primary=_bool(category.primary)))
    _wrap(element, "rules", [_rule(r) for r in category.rules])
    return element


def _notes(parent: ET.Element, notes: str | None) -> None:
    if notes is not None:
        ET.SubElement(parent, "customNotes").text = notes


def _selection(selection: Selection) -> ET.Element:
    element = ET.Element("selection", _attrs(
        id=selection.id, name=selection.name, entryId=selection.entry_id,
        entryGroupId=selection.entry_group_id, customName=selection.custom_name,
        publicationId=selection.publication_id, page=selection.page,
        number=str(selection.number), type=selection.type))
    _notes(element, selection.custom_notes)
    _wrap(element, "rules", [_rule(r) for r in selection.rules])
    _wrap(element, "profiles", [_profile(p) for p in selection.profiles])
    _wrap(element, "selections", [_selection(s) for s in selection.selections])
    _wrap(element, "costs", [_cost("cost", c) for c in selection.costs])
    _wrap(element, "categories", [_category(c) for c in selection.categories])
    return element


def _force(force: Force) -> ET.Element:
    element = ET.Element("force", _attrs(
        id=force.id, name=force.name, entryId=force.entry_id, catalogueId=force.catalogue_id,
        catalogueRevision=force.catalogue_revision, catalogueName=force.catalogue_name,
        customName=force.custom_name))
    _notes(element, force.custom_notes)
    _wrap(element, "rules", [_rule(r) for r in force.rules])
    _wrap(element, "selections", [_selection(s) for s in force.selections])
    _wrap(element, "categories", [_category(c) for c in force.categories])
    _wrap(element, "forces", [_force(f) for f in force.forces])
    return element


def to_element(document: RosterDocument) -> ET.Element:
    root = ET.Element("roster", _attrs(
        id=document.id, name=document.name,
        battleScribeVersion=document.battle_scribe_version or "2.03",
        gameSystemId=document.game_system_id, gameSystemName=document.game_system_name,
        gameSystemRevision=document.game_system_revision, generatedBy=document.generated_by,
        xmlns=ROSTER_NS))
    _wrap(root, "costs", [_cost("cost", c) for c in document.costs])
    _wrap(root, "costLimits", [_cost("costLimit", c) for c in document.cost_limits])
    _wrap(root, "forces", [_force(f) for f in document.forces])
    _notes(root, document.custom_notes)
    return root


def to_xml(document: RosterDocument) -> bytes:
    root = to_element(document)
    ET.indent(root, space="  ")
    body = ET.tostring(root, encoding="unicode")
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' + body + "\n") \
        .encode("utf-8")


def member_name(document: RosterDocument) -> str:
    stem = re.sub(r"[^\w\- ]+", "", document.name).strip() or "roster"
    return f"{stem[:100]}.ros"


def to_rosz(document: RosterDocument) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(member_name(document), to_xml(document))
    return buffer.getvalue()


def save_rosz(document: RosterDocument, path: str | os.PathLike[str]) -> None:
    """Write ``document`` as a ``.rosz`` atomically (the old file survives any failure)."""
    atomic_write_bytes(path, to_rosz(document))


def to_json_value(element: ET.Element) -> dict[str, Any]:
    """The New Recruit JSON encoding of one element (wrapper elements become arrays)."""
    body: dict[str, Any] = {}
    for key, value in element.attrib.items():
        if key == "xmlns":
            continue
        if key in ("hidden", "primary"):
            body[key] = value == "true"
        elif key in ("value", "number") and re.fullmatch(r"-?\d+(\.\d+)?", value):
            body[key] = float(value) if "." in value else int(value)
        else:
            body[key] = value
    for child in element:
        if child.tag in ("description", "customNotes"):
            body[child.tag] = child.text or ""
        else:
            body[child.tag] = [to_json_value(item) for item in child]
    if element.tag == "characteristic":
        body["$text"] = element.text or ""
    return body


def to_json(document: RosterDocument) -> bytes:
    """New Recruit's JSON encoding of the roster (``{"roster": {...}}``)."""
    return json.dumps({"roster": to_json_value(to_element(document))}, ensure_ascii=False,
                      indent=2).encode("utf-8")
