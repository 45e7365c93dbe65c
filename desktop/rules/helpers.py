"""Small helpers the editions' step handlers share (declaration checks, per-group tuples)."""

from __future__ import annotations

from desktop.domain.text import QT_TRANSLATE_NOOP, error


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
