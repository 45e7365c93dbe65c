"""The ``second`` scenario file of ``python -m desktop odds`` (design.md section 4).

Contract fields: ``attacker.models, bs, moved, weapon{name, shots, range, strength,
damage, short_range, hit_modifier_short, hit_modifier_long, save_modifier}``,
``target.models, toughness, wounds, save, cover ("soft"/"hard"/null), leadership``,
``situation.distance``.  ``weapon.range`` is the long range; ``ap`` and ``type`` are not
2nd-edition fields and are refused.  Options added by Auspex (defaults = not applicable):

- ``weapon.short_range`` omitted — half the long range.
- ``weapon.sustained_fire`` — number of sustained fire dice (0-3): a shot that hits rolls
  them and scores their total (faces 1,1,2,2,3,Jam); the jams are reported as ``jams``.
- ``weapon.move_or_fire`` — the weapon cannot fire if the model moved.
- ``weapon.rapid_fire`` — Space Marine rapid fire: fires twice if the model did not move.
- ``attacker.firing_models`` — models with the target in their 90° arc and in sight.
- ``attacker.targeter`` (+1 to hit), ``attacker.moving_vehicle`` (firing from a moving
  vehicle, -1 to hit).
- ``target.speed`` — ``"fast"`` (-1) or ``"very_fast"`` (-2) (UNCONFIRMED 10"/20" moved).
- ``target.large`` — large target (+1 to hit).
- ``target.save_dice`` — 2 for Terminator-style armour saved on 2D6 (``save`` 2..12).
- ``target.invulnerable`` — an unmodifiable save taken instead of the armour save when it
  is better (one save per wound; design.md: same convention as classic).
- ``target.field_save`` — unmodifiable force-field save (e.g. refractor 5, conversion 4),
  rolled before the armour save.
- ``target.wounds_lost`` — wounds already lost by the front model.
- ``target.groups`` — further model groups (``name, models, toughness, wounds, save,
  save_dice, field_save, invulnerable, wounds_lost``), hits allocated one per model in turn.
- ``weapon.type`` and ``weapon.ap`` belong to other editions: only ``null`` is accepted.
- ``target.models_at_turn_start`` — squad size at the start of the turn (Break test 25%).
- ``situation.distances`` — one distance per firing model (short/long band per model).
- ``situation.distance`` omitted — every firer at long range.
- ``situation.closest`` (default true) — the target is the closest one; when false,
  ``situation.closest_exception`` must name the reason: ``hero``, ``vehicle``, ``building``,
  ``close_combat``, ``broken`` or ``in_cover`` (the closer target is in cover and this one
  is in the open).
- ``situation.in_arc`` (default true) — the target is in the firers' 90° arc.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from desktop.rules.schema import DiceText, StrictModel

Stat = Annotated[int, Field(ge=1, le=10)]
Distance = Annotated[float, Field(ge=0, le=1000)]
Count = Annotated[int, Field(ge=1, le=500)]
HitMod = Annotated[int, Field(ge=-6, le=6)]


class SecondWeapon(StrictModel):
    name: Annotated[str, Field(max_length=200)] = ""
    shots: DiceText = "1"
    range: Annotated[float, Field(ge=1, le=1000)]
    short_range: Distance | None = None
    hit_modifier_short: HitMod = 0
    hit_modifier_long: HitMod = 0
    strength: Stat
    save_modifier: Annotated[int, Field(ge=-10, le=0)] = 0
    damage: DiceText = "1"
    sustained_fire: Annotated[int, Field(ge=0, le=3)] = 0
    move_or_fire: bool = False
    rapid_fire: bool = False
    type: None = Field(default=None, description="not a 2nd-edition field: null only")
    ap: None = Field(default=None, description="2nd edition uses save_modifier: null only")

    @model_validator(mode="after")
    def _bands(self) -> Self:
        if self.short_range is not None and self.short_range > self.range:
            raise ValueError("short_range: longer than the weapon's range")
        return self


class SecondAttacker(StrictModel):
    models: Count
    bs: Stat
    moved: bool = False
    weapon: SecondWeapon
    firing_models: Annotated[int, Field(ge=0, le=500)] | None = None
    targeter: bool = False
    moving_vehicle: bool = False

    @model_validator(mode="after")
    def _firers(self) -> Self:
        if self.firing_models is not None and self.firing_models > self.models:
            raise ValueError("firing_models: more than the unit's models")
        return self


class SecondGroup(StrictModel):
    name: Annotated[str, Field(max_length=200)] = ""
    models: Count
    toughness: Stat
    wounds: Stat = 1
    save: Annotated[int, Field(ge=2, le=12)] | None = None
    save_dice: Literal[1, 2] = 1
    field_save: Annotated[int, Field(ge=2, le=6)] | None = None
    invulnerable: Annotated[int, Field(ge=2, le=6)] | None = None
    wounds_lost: Annotated[int, Field(ge=0, le=9)] = 0

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.wounds_lost >= self.wounds:
            raise ValueError("wounds_lost: must be less than wounds")
        if self.save is not None and self.save_dice == 1 and self.save > 6:
            raise ValueError("save: a D6 save is 2 to 6 (use save_dice 2 for 2D6 saves)")
        return self


class SecondTarget(SecondGroup):
    cover: Literal["soft", "hard"] | None = None
    leadership: Stat | None = None
    speed: Literal["fast", "very_fast"] | None = None
    large: bool = False
    groups: Annotated[list[SecondGroup], Field(max_length=20)] = Field(default_factory=list)
    models_at_turn_start: Annotated[int, Field(ge=1, le=2000)] | None = None

    @model_validator(mode="after")
    def _start(self) -> Self:
        total = self.models + sum(g.models for g in self.groups)
        if self.models_at_turn_start is not None and self.models_at_turn_start < total:
            raise ValueError("models_at_turn_start: fewer than the squad's models now")
        return self


class SecondSituation(StrictModel):
    distance: Distance | None = None
    distances: Annotated[list[Distance], Field(min_length=1, max_length=500)] | None = None
    in_arc: bool = True
    closest: bool = True
    closest_exception: Literal["hero", "vehicle", "building", "close_combat", "broken",
                               "in_cover"] | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> Self:
        if self.distance is not None and self.distances is not None:
            raise ValueError("give either distance or distances, not both")
        return self


class SecondScenario(StrictModel):
    edition: Literal["second"]
    attacker: SecondAttacker
    target: SecondTarget
    situation: SecondSituation = Field(default_factory=SecondSituation)

    @model_validator(mode="after")
    def _legal(self) -> Self:
        situation = self.situation
        firers = self.attacker.firing_models
        if firers is None:
            firers = self.attacker.models
        if situation.distances is not None and len(situation.distances) != firers:
            raise ValueError(f"situation.distances: give one distance per firing model "
                             f"({firers})")
        if not situation.in_arc:
            raise ValueError("situation.in_arc: models fire only at targets in their 90° arc")
        if not situation.closest and situation.closest_exception is None:
            raise ValueError("situation.closest: a model must shoot the closest target unless "
                             "closest_exception says why not")
        if (situation.closest_exception == "in_cover" and not situation.closest
                and self.target.cover is not None):
            raise ValueError("situation.closest_exception: passing over a target in cover is "
                             "allowed only for a target in the open")
        return self
