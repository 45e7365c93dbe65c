"""Small helpers the editions share (declaration checks, per-group tuples, roster reads)."""

from __future__ import annotations

from typing import TypeVar

from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, error

T = TypeVar("T")


def want_bool(value: object) -> bool:
    """A yes/no declaration (DomainError otherwise)."""
    if not isinstance(value, bool):
        raise error("Engine", QT_TRANSLATE_NOOP("Engine", "Answer yes or no"))
    return value


def want_int(value: object, low: int, high: int) -> int:
    """A whole-number declaration within ``low..high`` (DomainError otherwise)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise error("Engine", QT_TRANSLATE_NOOP("Engine", "Enter a number from %1 to %2"),
                    low, high)
    return value


def want_choice(value: object, keys: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in keys:
        raise error("Engine", QT_TRANSLATE_NOOP("Engine", "'%1' is not one of the options"),
                    value)
    return value


def counts(values: tuple[int | None, ...]) -> tuple[int, ...]:
    """Per-group values with 'not rolled' read as 0."""
    return tuple(v or 0 for v in values)


def next_index(values: tuple[int, ...], after: int) -> int | None:
    """The first index after ``after`` whose value is positive (None if none)."""
    for index in range(after + 1, len(values)):
        if values[index] > 0:
            return index
    return None


def set_at(values: tuple[int | None, ...], index: int, value: int | None,
           ) -> tuple[int | None, ...]:
    out = list(values)
    out[index] = value
    return tuple(out)


def carriers(unit: Unit, weapon: Weapon) -> list[ModelGroup]:
    """The unit's model groups still standing that carry ``weapon`` (matched by name)."""
    return [g for g in unit.models
            if g.count > 0 and any(w.name == weapon.name for w in g.weapons)]


def size_at_start(target: Unit, start: object, context: str, refusal: str) -> int | None:
    """The target's size when the phase (turn) began, as the player gave it (None: as now);
    ``refusal`` (``%1`` unit, ``%2`` size given, ``%3`` models now) when it is below now."""
    if start is None:
        return None
    now = sum(g.count for g in standing(target))
    if not isinstance(start, int) or isinstance(start, bool) or start < now:
        raise error(context, refusal, target.name, start, now)
    return start


def standing(unit: Unit) -> list[ModelGroup]:
    """The unit's model groups with models left."""
    return [g for g in unit.models if g.count > 0]


def stat(group: ModelGroup, key: str, default: int) -> int:
    """A whole-number characteristic of the group, ``default`` where the profile has none."""
    value = group.value(key)
    return default if value is None else value


def indexed(base: str, index: int) -> str:
    """The key of a declaration made once per fire group or target group: ``base`` for the
    first, ``base.N`` for the others (so a single group keeps the plain key)."""
    return base if index == 0 else f"{base}.{index}"


def parse_key(key: str) -> tuple[str, int]:
    """``("sighted", 2)`` from ``"sighted.2"``; ``(key, 0)`` for a plain key."""
    base, _, index = key.partition(".")
    return base, int(index) if index.isdigit() else 0


def set_item(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with ``values[index]`` replaced."""
    return (*values[:index], value, *values[index + 1:])


