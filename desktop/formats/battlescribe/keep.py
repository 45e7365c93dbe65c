"""Keeping a roster's BattleScribe document through Auspex, so the round trip is faithful.

An imported or data-built roster carries its document (New Recruit's JSON encoding, as text)
in :attr:`Roster.battlescribe`; native saves keep it like any field.  Exporting ``.rosz``
then writes that document — entry ids, categories, rules, forces, costs as BattleScribe wrote
them — merged with what was changed in Auspex:

* units left as they were keep their selection exactly (a new name becomes the selection's
  custom name, new notes its custom notes; battle state such as wounds lost is not written);
* units removed in Auspex are removed from their force;
* units added or edited in Auspex (a changed profile, weapon or model count) are written as
  :mod:`export` writes any Auspex unit, in place of the old selection (or in the first force);
* the roster's name, points limit and notes follow the Auspex roster.

Unit ids link the two: conversion numbers units "u1", "u2"... in the order
:func:`convert.native_units` lists the document's selections, and Auspex keeps a unit's id
while it is edited.
"""

from __future__ import annotations

import json
from typing import Any

from desktop.domain.roster import MAX_DOCUMENT_CHARS, Roster, Unit
from desktop.domain.text import Message
from desktop.formats.battlescribe.convert import native_units, points_type, to_roster
from desktop.formats.battlescribe.model import Cost, Force, RosterDocument, Selection
from desktop.formats.battlescribe.reader import read_roster
from desktop.formats.battlescribe.safe import parse_document
from desktop.formats.battlescribe.writer import to_element, to_json_value
from desktop.formats.errors import FormatError

_BATTLE_STATE = {"wounds_lost", "flesh_wounds"}


def document_text(document: RosterDocument) -> str | None:
    """The compact text kept in a roster (None if it is too large to keep)."""
    text = json.dumps({"roster": to_json_value(to_element(document))}, ensure_ascii=False,
                      separators=(",", ":"))
    return text if len(text) <= MAX_DOCUMENT_CHARS else None


def kept_document(roster: Roster) -> RosterDocument | None:
    """The document a roster keeps (a fresh copy, read by the hardened parser), or None
    (none kept, or it is damaged)."""
    if not roster.battlescribe:
        return None
    try:
        return read_roster(parse_document(roster.battlescribe.encode("utf-8"),
                                          (".ros", ".json")))
    except FormatError:
        return None


def to_native(document: RosterDocument, source: bytes | None = None
              ) -> tuple[Roster, list[Message]]:
    """``document`` as an Auspex roster that keeps it (see the module docstring).

    ``source`` is the (unzipped) file the document was read from: kept as it is when it is
    UTF-8 text, which is both faithful and cheaper than writing the document out again.
    """
    roster, warnings = to_roster(document)
    text = None
    if source is not None and len(source) <= MAX_DOCUMENT_CHARS:
        try:
            text = source.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = None
    if text is None:
        text = document_text(document)
    if text is not None:
        roster = roster.model_copy(update={"battlescribe": text})
    return roster, warnings


def _content(unit: Unit) -> dict[str, Any]:
    dumped = unit.model_dump(mode="json", exclude={"id", "name", "notes", "statuses"})
    for group in dumped["models"]:
        for key in _BATTLE_STATE:
            group.pop(key, None)
    return dumped


def _holder(document: RosterDocument, target: Selection) -> list[Selection] | None:
    """The list that holds ``target`` (a force's or a selection's selections)."""
    for force in document.all_forces():
        if any(s is target for s in force.selections):
            return force.selections
        for top in force.selections:
            for item in top.walk():
                if any(s is target for s in item.selections):
                    return item.selections
    return None


def merged_document(roster: Roster) -> RosterDocument | None:
    """The roster's kept document with the changes made in Auspex (None: none kept)."""
    merged = merged_with_units(roster)
    return merged[0] if merged is not None else None


def merged_with_units(roster: Roster) -> tuple[RosterDocument, dict[str, Selection]] | None:
    """:func:`merged_document`, and the selection that stands for each of the roster's
    units in it (by unit id), so an edit made on the document can find the unit the player
    chose (None: no document kept)."""
    from desktop.formats.battlescribe.export import roster_to_document

    document = kept_document(roster)
    if document is None:
        return None
    where: dict[str, Selection] = {}
    points_id, points_name = points_type(document)
    original, _ = to_roster(document)
    selections = native_units(document, points_id)
    by_id = {unit.id: (unit, selection)
             for unit, selection in zip(original.units, selections, strict=False)}
    generated = roster_to_document(roster.model_copy(update={"battlescribe": None}))
    fresh = {unit.id: selection for unit, selection in
             zip(roster.units, generated.forces[0].selections, strict=False)}
    changed = False
    placed: set[int] = set()
    for unit in roster.units:
        pair = by_id.get(unit.id)
        if pair is None:
            if not document.forces:
                model = generated.forces[0]
                document.forces.append(Force(id=model.id, name=model.name,
                                             entry_id=model.entry_id))
            where[unit.id] = _costed(fresh[unit.id], points_id, points_name)
            document.forces[0].selections.append(where[unit.id])
            changed = True
            continue
        old, selection = pair
        placed.add(id(selection))
        where[unit.id] = selection
        if _content(unit) != _content(old):
            holder = _holder(document, selection)
            if holder is not None:
                index = next(i for i, s in enumerate(holder) if s is selection)
                where[unit.id] = holder[index] = _costed(fresh[unit.id], points_id,
                                                         points_name)
                changed = True
            continue
        if unit.name != old.name:
            selection.custom_name = unit.name
        if unit.notes != old.notes:
            selection.custom_notes = unit.notes or None
    for _, selection in by_id.values():
        if id(selection) not in placed:
            holder = _holder(document, selection)
            if holder is not None:
                holder[:] = [s for s in holder if s is not selection]
                changed = True
    document.name = roster.name
    if roster.notes != original.notes:
        document.custom_notes = roster.notes or None
    if roster.points_limit != original.points_limit and points_id is not None:
        document.cost_limits = [c for c in document.cost_limits if c.type_id != points_id]
        if roster.points_limit is not None:
            document.cost_limits.append(Cost(points_name, points_id,
                                             float(roster.points_limit)))
    if changed:
        document.costs = [Cost(c.name, c.type_id, document.recomputed(c.type_id))
                          for c in document.costs]
    return document, where


def _costed(selection: Selection, points_id: str | None, points_name: str) -> Selection:
    """A generated selection with its costs in the document's points type."""
    if points_id is None:
        return selection
    for item in selection.walk():
        item.costs = [Cost(points_name, points_id, c.value) for c in item.costs]
    return selection


def roster_document(roster: Roster) -> RosterDocument:
    """What a ``.rosz`` export writes for ``roster``: its kept document merged with the
    changes made in Auspex, or the roster converted by :mod:`export` when none is kept."""
    from desktop.formats.battlescribe.export import roster_to_document

    merged = merged_document(roster)
    return merged if merged is not None else roster_to_document(roster)


__all__ = ["document_text", "kept_document", "merged_document", "merged_with_units",
           "roster_document", "to_native"]

