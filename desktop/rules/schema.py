"""Building blocks for the editions' scenario schemas (``python -m desktop odds``).

Every scenario model is strict and closed: an unknown field, a wrong type (``"bs": "4"``,
``"moved": 1``) or an out-of-range value is an error, never silently ignored (design.md 4).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, ValidationError

from desktop.domain.dice import DiceExpr
from desktop.domain.text import shorten


class StrictModel(BaseModel):
    """Closed, strict, immutable scenario part."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


def _dice_text(value: Any) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise ValueError("expected a dice expression such as \"1\", \"D3\", \"2D6\" or \"D6+1\"")
    return str(DiceExpr.parse(value))


DiceText = Annotated[str, BeforeValidator(_dice_text)]
"""A dice expression ("1", "D3", "2D6", "D6+1"; a plain integer is accepted too)."""


def expr(text: str) -> DiceExpr:
    return DiceExpr.parse(text)


def describe_validation_error(exc: ValidationError) -> str:
    """The first problem of a validation error as one line (``where: what``)."""
    first = exc.errors(include_url=False)[0]
    where = ".".join(shorten(part) for part in first["loc"]) or "scenario"
    kind = first["type"]
    if kind == "extra_forbidden":
        return f"unknown field '{where}'"
    if kind == "missing":
        return f"missing field '{where}'"
    message = str(first["msg"]).removeprefix("Value error, ")
    value = first.get("input")
    if isinstance(value, dict | list):
        return f"{where}: {message}"
    return f"{where}: {message} (got {shorten(repr(value))})"
