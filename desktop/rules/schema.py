"""Building blocks for the editions' scenario schemas (``python -m desktop odds``).

Every scenario model is strict and closed: an unknown field, a wrong type (``"bs": "4"``,
``"moved": 1``) or an out-of-range value is an error, never silently ignored (design.md 4).
"""

from __future__ import annotations

from typing import Annotated, Any, Self

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, model_validator

from desktop.domain.dice import DiceExpr
from desktop.domain.text import shorten


class StrictModel(BaseModel):
    """Closed, strict, immutable scenario part."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


Stat = Annotated[int, Field(ge=1, le=10)]
Distance = Annotated[float, Field(ge=0, le=1000)]
RuleName = Annotated[str, Field(min_length=1, max_length=200)]
Count = Annotated[int, Field(ge=1, le=500)]
Models = Annotated[int, Field(ge=0, le=500)]


class WholeUnitFirers(StrictModel):
    """What a 2nd or 3rd edition attacker's main weapon and every fire group share: who fires
    (``firing_models`` of ``models`` in range and sight), at what BS, and what each template
    or blast marker covers.  Each edition narrows ``weapon`` to its weapon model (with
    ``template`` and ``blast`` flags)."""

    models: Count
    bs: Stat
    weapon: Any
    firing_models: Models | None = None
    under: Models | None = None
    partly_under: Models | None = None

    @model_validator(mode="after")
    def _firers(self) -> Self:
        if self.firing_models is not None and self.firing_models > self.models:
            raise ValueError("firing_models: more than the unit's models")
        for key in ("under", "partly_under"):
            if getattr(self, key) is not None and not (self.weapon.template
                                                       or self.weapon.blast):
                raise ValueError(f"{key}: only for template or blast weapons")
        return self

    @property
    def sighted(self) -> int:
        return self.models if self.firing_models is None else self.firing_models


class WholeUnitFireGroup(WholeUnitFirers):
    """A further fire group: its own distances, one per firing model, if given."""

    distances: Annotated[list[Distance], Field(min_length=1, max_length=500)] | None = None

    @model_validator(mode="after")
    def _distances(self) -> Self:
        if self.distances is not None and len(self.distances) != self.sighted:
            raise ValueError(f"distances: give one distance per firing model ({self.sighted})")
        return self


class WholeUnitSituation(StrictModel):
    """The situation keys 2nd and 3rd edition share for a whole unit firing at a whole unit:
    one distance or one per firing model, the owner's removal order (target group indices,
    0 the target's own profile), the special rules the engine leaves out."""

    distance: Distance | None = None
    distances: Annotated[list[Distance], Field(min_length=1, max_length=500)] | None = None
    removal_order: Annotated[list[Annotated[int, Field(ge=0, le=20)]],
                             Field(max_length=21)] | None = None
    not_applied: Annotated[list[RuleName], Field(max_length=50)] = Field(default_factory=list)

    @model_validator(mode="after")
    def _one_kind(self) -> Self:
        if self.distance is not None and self.distances is not None:
            raise ValueError("give either distance or distances, not both")
        if self.removal_order is not None and len(set(self.removal_order)) != len(
                self.removal_order):
            raise ValueError("removal_order: a group is listed twice")
        return self

    def check_against(self, firers: int, target_groups: int, target_models: int,
                      covered: list[int]) -> None:
        """The checks that need the rest of the scenario: one distance per firing model, the
        removal order within the target's groups, no template or marker over more models
        than the target has (``covered``: models under or partly under, per firer)."""
        if self.distances is not None and len(self.distances) != firers:
            raise ValueError(f"situation.distances: give one distance per firing model "
                             f"({firers})")
        if any(i > target_groups for i in self.removal_order or []):
            raise ValueError(f"situation.removal_order: the target has groups 0 to "
                             f"{target_groups}")
        if any(count > target_models for count in covered):
            raise ValueError(f"under: a template or marker covers at most the target's "
                             f"{target_models} models")


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
