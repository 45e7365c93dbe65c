"""Input checks shared by the factories: values validated by the roster model itself, names,
positions, catalogue units that fit the roster's edition."""

from __future__ import annotations

from typing import TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from desktop.domain.document import RosterDocument
from desktop.domain.editions import MODEL_CHARACTERISTICS
from desktop.domain.edits.fields import CTX, FIELD_CTX, NAME_FIELD
from desktop.domain.edits.operations import find_unit
from desktop.domain.roster import ModelGroup, Name, Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message, error

_M = TypeVar("_M", bound=BaseModel)


def msg(template: str, *args: object) -> Message:
    return Message(CTX, template, args)


def checked(obj: _M, key: str, value: object, title: Message | str) -> object:
    """``value`` as the model would store it in ``obj.key`` (validated and normalised)."""
    if isinstance(value, str) and key in ("name",) and not value.strip():
        raise DomainError(msg(QT_TRANSLATE_NOOP("Edits", "A name cannot be empty")))
    probe = obj.model_copy()
    try:
        setattr(probe, key, value)
    except ValidationError as exc:
        cause = (exc.errors(include_url=False)[0].get("ctx") or {}).get("error")
        if isinstance(cause, DomainError):
            raise DomainError(cause.message) from None
        raise DomainError(msg(QT_TRANSLATE_NOOP("Edits", "%1 cannot be '%2'"), title,
                               value)) from None
    return getattr(probe, key)


_NAME_ADAPTER: TypeAdapter[str] = TypeAdapter(Name)


def valid_name(text: str) -> str:
    """A valid name for a new unit, model or weapon (stripped, 1 to 200 characters)."""
    if not text.strip():
        raise DomainError(msg(QT_TRANSLATE_NOOP("Edits", "A name cannot be empty")))
    try:
        return _NAME_ADAPTER.validate_python(text)
    except ValidationError:
        raise DomainError(msg(QT_TRANSLATE_NOOP("Edits", "%1 cannot be '%2'"),
                               Message(FIELD_CTX, NAME_FIELD.title), text)) from None


def group_at(document: RosterDocument, unit_id: str, group: int) -> tuple[Unit, ModelGroup]:
    unit = find_unit(document, unit_id)[1]
    if not 0 <= group < len(unit.models):
        raise IndexError(group)
    return unit, unit.models[group]


def weapon_at(document: RosterDocument, unit_id: str, group: int,
            weapon: int) -> tuple[Unit, ModelGroup, Weapon]:
    unit, model_group = group_at(document, unit_id, group)
    if not 0 <= weapon < len(model_group.weapons):
        raise IndexError(weapon)
    return unit, model_group, model_group.weapons[weapon]



def check_edition(document: RosterDocument, unit: Unit) -> None:
    edition = document.roster.edition
    if edition is None:
        return
    known = {spec.key for spec in MODEL_CHARACTERISTICS[edition]}
    for group in unit.models:
        unknown = sorted(set(group.characteristics) - known)
        if unknown:
            raise error(CTX, QT_TRANSLATE_NOOP("Edits", "%1 does not fit this edition ('%2' is "
                                                        "not one of its characteristics)"),
                        unit.name, unknown[0])
