"""The roster tree's columns, one entry each: what every kind of row shows in it.

Adding a column means adding a ``Col`` member and its :class:`TreeColumn` to ``COLUMNS`` (in
the same order) here; the model, its header and the editor's column widths read this table.
Editing stays in the model: names (every row) and model counts (model-group rows).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum

from desktop.domain.roster import ModelGroup, Roster, Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.ui.editor.common import Kind
from desktop.ui.editor.summaries import (
    edition_text,
    points_text,
    profile_text,
    roster_totals,
    weapon_text,
)

CONTEXT = "RosterTreeModel"  # the translation context of the headers


class Col(IntEnum):
    NAME = 0
    MODELS = 1
    POINTS = 2
    DETAILS = 3


def _blank(_roster: Roster, _item: object) -> str:
    return ""


def _no_tip(_unit: Unit) -> str | None:
    return None


@dataclass(frozen=True)
class TreeColumn:
    """One column: its header and the text each kind of row shows (also as its tooltip,
    except unit rows, which have ``unit_tip``)."""

    header: str  # English, marked with QT_TRANSLATE_NOOP(CONTEXT, ...)
    roster: Callable[[Roster], str]
    unit: Callable[[Unit], str]
    group: Callable[[Roster, ModelGroup], str]
    weapon: Callable[[Roster, Weapon], str] = _blank
    unit_sort: Callable[[Unit], object] | None = None  # Role.SORT of unit rows (None: text)
    unit_tip: Callable[[Unit], str | None] = _no_tip
    numeric: bool = False  # right-aligned
    faint_units: bool = False  # unit rows in the placeholder colour (secondary text)
    over_limit_alert: bool = False  # the roster row turns red when over the points limit
    editable: frozenset[Kind] = frozenset()  # rows whose cell in this column can be edited
    width: str | int | None = None  # initial width: pixels, or a sample text it must fit


def _first_line(text: str) -> str:
    return text.splitlines()[0] if text else ""


COLUMNS: tuple[TreeColumn, ...] = (
    TreeColumn(
        header=QT_TRANSLATE_NOOP("RosterTreeModel", "Name"),
        roster=lambda roster: roster.name,
        unit=lambda unit: unit.name,
        group=lambda _roster, group: group.name,
        weapon=lambda _roster, weapon: weapon.name,
        editable=frozenset(Kind),
        width=240,
    ),
    TreeColumn(
        header=QT_TRANSLATE_NOOP("RosterTreeModel", "Models"),
        roster=lambda roster: str(roster_totals(roster)[1]),
        unit=lambda unit: str(unit.model_count),
        unit_sort=lambda unit: unit.model_count,
        group=lambda _roster, group: str(group.count),
        numeric=True,
        editable=frozenset({Kind.GROUP}),
        width="000000",
    ),
    TreeColumn(
        header=QT_TRANSLATE_NOOP("RosterTreeModel", "Points"),
        roster=points_text,
        unit=lambda unit: str(unit.total_points),
        unit_sort=lambda unit: unit.total_points,
        group=lambda _roster, group: str(group.count * group.points_each),
        numeric=True,
        over_limit_alert=True,
        width="00000 / 00000",
    ),
    TreeColumn(
        header=QT_TRANSLATE_NOOP("RosterTreeModel", "Profile"),
        roster=edition_text,
        unit=lambda unit: _first_line(unit.notes),
        unit_sort=lambda unit: unit.notes,
        unit_tip=lambda unit: unit.notes or None,
        group=lambda roster, group: profile_text(roster.edition, group),
        weapon=lambda roster, weapon: _weapon_details(roster, weapon),
        faint_units=True,
    ),
)
assert len(COLUMNS) == len(Col), "one TreeColumn per Col member"


def _weapon_details(roster: Roster, weapon: Weapon) -> str:
    text = weapon_text(roster.edition, weapon)
    rules = ", ".join(weapon.special_rules)
    return f"{text}; {rules}" if rules else text
