"""The ``classic`` scenario file of ``python -m desktop odds`` (design.md section 4).

Contract fields (design.md): ``attacker.models, bs, moved, weapon{name, type, shots, range,
strength, ap, damage}``, ``target.models, toughness, wounds, save, invulnerable, cover,
leadership``, ``situation.distance``.  Options added by Auspex (all optional; each default
means "not applicable"):

- ``attacker.firing_models`` — models that can see the target (the others do not fire;
  default: all ``models``).
- ``situation.distances`` — one distance per firing model instead of ``distance`` (range is
  checked per model: models beyond range do not fire; rapid fire / pistol per model).
- ``situation.distance`` omitted — every firer is in range but beyond half range.
- ``target.wounds_lost`` — wounds already carried over on the unit (0 .. wounds-1).
- ``target.groups`` — further model groups of the target unit (mixed Toughness / saves, or the
  part of the unit in cover); each ``{name, models, toughness, wounds, save, invulnerable,
  cover, wounds_lost}``.  Hits are allocated one per model in turn, the main profile's models
  first, then each group in the order given (so put models in the open first).
- ``target.models_at_phase_start`` — unit size at the start of the shooting phase (the 25%
  morale threshold is counted from it; earlier losses this phase count towards it).
- ``situation.double_one_passes`` — a double 1 always passes the morale test (UNCONFIRMED
  for 3rd edition, off by default).
- ``attacker.weapon.damage`` must be "1": 3rd edition has no Damage characteristic.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from desktop.rules.schema import DiceText, StrictModel

Stat = Annotated[int, Field(ge=1, le=10)]
SaveRoll = Annotated[int, Field(ge=2, le=6)]
Distance = Annotated[float, Field(ge=0, le=1000)]
Count = Annotated[int, Field(ge=1, le=500)]


class ClassicWeapon(StrictModel):
    name: Annotated[str, Field(max_length=200)] = ""
    type: Literal["rapid-fire", "assault", "heavy", "pistol"] | None = None
    shots: DiceText = "1"
    range: Annotated[float, Field(ge=1, le=1000)]
    strength: Stat
    ap: Annotated[int, Field(ge=1, le=6)] | None = None
    damage: DiceText = "1"

    @model_validator(mode="after")
    def _one_damage(self) -> Self:
        if self.damage != "1":
            raise ValueError("damage: 3rd edition has no Damage characteristic; each unsaved "
                             "wound costs one wound (use \"1\")")
        return self


class ClassicAttacker(StrictModel):
    models: Count
    bs: Stat
    moved: bool = False
    weapon: ClassicWeapon
    firing_models: Annotated[int, Field(ge=0, le=500)] | None = None

    @model_validator(mode="after")
    def _firers(self) -> Self:
        if self.firing_models is not None and self.firing_models > self.models:
            raise ValueError("firing_models: more than the unit's models")
        return self


class ClassicGroup(StrictModel):
    name: Annotated[str, Field(max_length=200)] = ""
    models: Count
    toughness: Stat
    wounds: Stat = 1
    save: SaveRoll | None = None
    invulnerable: SaveRoll | None = None
    cover: Literal[4, 5, 6] | None = None
    wounds_lost: Annotated[int, Field(ge=0, le=9)] = 0

    @model_validator(mode="after")
    def _lost(self) -> Self:
        if self.wounds_lost >= self.wounds:
            raise ValueError("wounds_lost: must be less than wounds")
        return self


class ClassicTarget(ClassicGroup):
    leadership: Stat | None = None
    groups: Annotated[list[ClassicGroup], Field(max_length=20)] = Field(default_factory=list)
    models_at_phase_start: Annotated[int, Field(ge=1, le=2000)] | None = None

    @model_validator(mode="after")
    def _start(self) -> Self:
        total = self.models + sum(g.models for g in self.groups)
        if self.models_at_phase_start is not None and self.models_at_phase_start < total:
            raise ValueError("models_at_phase_start: fewer than the unit's models now")
        return self


class ClassicSituation(StrictModel):
    distance: Distance | None = None
    distances: Annotated[list[Distance], Field(min_length=1, max_length=500)] | None = None
    double_one_passes: bool = False

    @model_validator(mode="after")
    def _one_kind(self) -> Self:
        if self.distance is not None and self.distances is not None:
            raise ValueError("give either distance or distances, not both")
        return self


class ClassicScenario(StrictModel):
    edition: Literal["classic"]
    attacker: ClassicAttacker
    target: ClassicTarget
    situation: ClassicSituation = Field(default_factory=ClassicSituation)

    @model_validator(mode="after")
    def _distances_per_firer(self) -> Self:
        firers = self.attacker.firing_models
        if firers is None:
            firers = self.attacker.models
        if self.situation.distances is not None and len(self.situation.distances) != firers:
            raise ValueError(f"situation.distances: give one distance per firing model "
                             f"({firers})")
        return self
