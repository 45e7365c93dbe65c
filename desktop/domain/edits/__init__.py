"""Every change the roster editor makes, as small undoable edits (pure Python, no Qt).

Factories (``rename_unit(document, unit_id, name)``...) check the input first and raise
:class:`~desktop.domain.text.DomainError` with a reason a player understands, so an edit that
exists can always be applied: nothing bad ever reaches the undo stack.  ``apply``/``revert``
swap in new objects (the old ones stay untouched for undo) through
:class:`~desktop.domain.document.RosterDocument`, which emits one typed change event
(``UnitInserted``, ``UnitChanged``...) per step.  Units are found by id, model groups and
weapons by position: undo and redo restore exact states, so positions stay valid.

Modules: ``fields`` (weapon columns per edition, blank templates), ``operations`` (the edit
classes), ``checks`` and ``factories``.
"""

from desktop.domain.edits.factories import (
    add_from_catalogue,
    add_model_group,
    add_unit,
    add_weapon,
    duplicate_model_group,
    duplicate_unit,
    duplicate_weapon,
    move_unit,
    new_unit,
    remove_model_group,
    remove_unit,
    remove_weapon,
    rename_model_group,
    rename_roster,
    rename_unit,
    set_characteristic,
    set_keywords,
    set_model_count,
    set_points_each,
    set_points_limit,
    set_roster_notes,
    set_unit_notes,
    set_unit_points,
    set_weapon_field,
)
from desktop.domain.edits.fields import (
    CTX,
    FIELD_CTX,
    WEAPON_FIELDS,
    WeaponField,
    allows_dash,
    blank_group,
    blank_weapon,
    weapon_field,
    weapon_fields,
)
from desktop.domain.edits.operations import (
    AddUnit,
    Batch,
    ChangeGroups,
    ChangeWeapons,
    Edit,
    MoveUnit,
    RemoveUnit,
    SetRosterField,
    SetUnitField,
)

__all__ = [
    "CTX", "FIELD_CTX", "WEAPON_FIELDS", "AddUnit", "Batch", "ChangeGroups", "ChangeWeapons",
    "Edit", "MoveUnit", "RemoveUnit", "SetRosterField", "SetUnitField", "WeaponField",
    "add_from_catalogue", "add_model_group", "add_unit", "add_weapon", "allows_dash",
    "blank_group", "blank_weapon", "duplicate_model_group", "duplicate_unit",
    "duplicate_weapon", "move_unit", "new_unit", "remove_model_group", "remove_unit",
    "remove_weapon", "rename_model_group", "rename_roster", "rename_unit",
    "set_characteristic", "set_keywords", "set_model_count", "set_points_each", "set_points_limit",
    "set_roster_notes", "set_unit_notes", "set_unit_points", "set_weapon_field",
    "weapon_field", "weapon_fields",
]
