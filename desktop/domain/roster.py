"""The roster domain: Roster -> Unit -> ModelGroup -> Weapon (pydantic v2, no Qt).

Absolute limits (types, lengths, sane numbers) are enforced when an object is built, so a
file that loads is always safe to show and compute with.  The edition's own legal ranges
("BS must be between 1 and 10") are reported by :mod:`desktop.domain.findings` and refused by
the editor's delegates, so a player can still keep an unfinished or house-ruled roster.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    field_validator,
    model_validator,
)

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import MODEL_CHARACTERISTICS, Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, error

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]
Notes = Annotated[str, StringConstraints(max_length=20_000)]
Characteristic = Annotated[int, Field(ge=-20, le=99)]

MAX_UNITS = 5_000
MAX_MODELS_PER_GROUP = 10_000
MAX_DOCUMENT_CHARS = 16_000_000


def new_id() -> str:
    return uuid.uuid4().hex


class _Base(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True, frozen=False)


class Weapon(_Base):
    """A ranged weapon profile.  ``shots`` and ``damage`` are dice expressions.

    Conventions follow design.md section 4: ``ap`` is the AP number (classic, Horus Heresy;
    None is "-") or the 0/-1/-2 modifier (Kill Team).  2nd edition uses ``save_modifier``,
    ``short_range`` and the two to-hit modifiers.  Horus Heresy's FP is ``shots`` and its RS
    is ``strength``.
    """

    name: Name
    range: Annotated[int, Field(ge=0, le=1000)] = 24
    type: str | None = None
    shots: str = "1"
    strength: Annotated[int, Field(ge=0, le=20)] | None = 4
    ap: Annotated[int, Field(ge=-10, le=10)] | None = None
    damage: str = "1"
    short_range: Annotated[int, Field(ge=0, le=1000)] | None = None
    hit_modifier_short: Annotated[int, Field(ge=-6, le=6)] = 0
    hit_modifier_long: Annotated[int, Field(ge=-6, le=6)] = 0
    save_modifier: Annotated[int, Field(ge=-10, le=0)] = 0
    armour_penetration: str | None = None
    special_rules: list[Annotated[str, StringConstraints(max_length=200)]] = Field(
        default_factory=list, max_length=50)

    @field_validator("shots", "damage", "armour_penetration")
    @classmethod
    def _dice(cls, value: str | None) -> str | None:
        if value is None:
            return None
        return str(DiceExpr.parse(value))

    @field_validator("type")
    @classmethod
    def _type(cls, value: str | None) -> str | None:
        from desktop.domain.editions import WEAPON_TYPE_NAMES

        if value is None or value == "":
            return None
        if value not in WEAPON_TYPE_NAMES:
            raise error("Profile", QT_TRANSLATE_NOOP("Profile", "Unknown weapon type '%1'"), value)
        return value


class ModelGroup(_Base):
    """``count`` identical models sharing one profile and wargear.

    ``wounds_lost`` is the damage carried by the front model (carried-over wounds);
    ``flesh_wounds`` counts Kill Team flesh wounds on that model.
    """

    name: Name
    count: Annotated[int, Field(ge=0, le=MAX_MODELS_PER_GROUP)] = 1
    characteristics: dict[str, Characteristic | None] = Field(default_factory=dict)
    weapons: list[Weapon] = Field(default_factory=list, max_length=100)
    points_each: Annotated[int, Field(ge=0, le=100_000)] = 0
    wounds_lost: Annotated[int, Field(ge=0, le=99)] = 0
    flesh_wounds: Annotated[int, Field(ge=0, le=3)] = 0
    keywords: list[Annotated[str, StringConstraints(max_length=100)]] = Field(
        default_factory=list, max_length=50)

    def value(self, key: str) -> int | None:
        return self.characteristics.get(key)


class RawProfile(_Base):
    """A profile imported from another tool that Auspex cannot map (shown as is)."""

    name: str = Field(max_length=500)
    type_name: str = Field(max_length=200)
    characteristics: dict[str, str] = Field(default_factory=dict)


class Unit(_Base):
    id: str = Field(default_factory=new_id, pattern=r"^[A-Za-z0-9_.:-]{1,64}$")
    name: Name
    models: list[ModelGroup] = Field(default_factory=list, max_length=500)
    points: Annotated[int, Field(ge=-100_000, le=1_000_000)] = 0
    notes: Notes = ""
    statuses: list[str] = Field(default_factory=list, max_length=20)
    raw_profiles: list[RawProfile] = Field(default_factory=list, max_length=500)
    # False for a unit imported from a BattleScribe selection the file does not list as a
    # unit: a top-level *upgrade* that costs points or carries a stat line (9th-edition data
    # types some vehicles so), or a unit inside such an upgrade.  Auspex edits, shoots and
    # counts it like any unit; only ``roster show`` leaves it out of its unit list, as it does
    # for the file itself (design.md 4), so a converted roster shows what its file shows.
    # Written only when False: files of units made in Auspex do not change.
    listed_as_unit: bool = Field(default=True, exclude_if=lambda listed: listed)

    @property
    def model_count(self) -> int:
        return sum(group.count for group in self.models)

    @property
    def total_points(self) -> int:
        return self.points + sum(group.points_each * group.count for group in self.models)


class Roster(_Base):
    name: Name
    edition: Edition | None = None
    game_system: str = Field(default="", max_length=200)
    faction: str = Field(default="", max_length=200)
    points_limit: Annotated[int, Field(ge=0, le=1_000_000)] | None = None
    units: list[Unit] = Field(default_factory=list, max_length=MAX_UNITS)
    notes: Notes = ""
    # The BattleScribe roster this one was imported from or built as (New Recruit's JSON
    # encoding, as text), so a .rosz export gives back its entry ids, categories, rules and
    # forces (desktop.formats.battlescribe.roster_document).  Written only when present.
    battlescribe: str | None = Field(default=None, max_length=MAX_DOCUMENT_CHARS,
                                     exclude_if=lambda kept: kept is None)

    @property
    def total_points(self) -> int:
        return sum(unit.total_points for unit in self.units)

    def unit(self, unit_id: str) -> Unit:
        for unit in self.units:
            if unit.id == unit_id:
                return unit
        raise KeyError(unit_id)

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        seen: set[str] = set()
        for unit in self.units:
            if unit.id in seen:
                raise error("Roster", QT_TRANSLATE_NOOP("Roster", "Two units share the id %1"),
                            unit.id)
            seen.add(unit.id)
        if self.edition is not None:
            known = {spec.key for spec in MODEL_CHARACTERISTICS[self.edition]}
            for unit in self.units:
                for group in unit.models:
                    unknown = sorted(set(group.characteristics) - known)
                    if unknown:
                        raise error(
                            "Roster",
                            QT_TRANSLATE_NOOP("Roster", "%1: '%2' is not a characteristic of "
                                                        "this edition"),
                            group.name, unknown[0])
        return self
