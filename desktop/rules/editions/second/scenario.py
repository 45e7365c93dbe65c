"""The ``second`` scenario file of ``python -m desktop odds`` (design.md section 4).

Contract fields: ``attacker.models, bs, moved, weapon{name, shots, range, strength,
damage, short_range, hit_modifier_short, hit_modifier_long, save_modifier}``,
``attacker.fire_groups``, ``target.models, toughness, wounds, save, cover ("soft"/"hard"/
null), leadership``, ``target.groups``, ``situation.distance``.  ``weapon.range`` is the long
range; ``ap`` and ``type`` are not 2nd-edition fields and are refused.  Options added by
Auspex (defaults = not applicable):

- ``attacker.fire_groups`` — the rest of the firing squad, one attack: ``[{"models", "bs",
  "weapon", "firing_models", "distances", "under", "partly_under"}]``, each a group of models
  firing one weapon with one BS (``firing_models`` and ``distances`` as the main weapon's).
  Every group rolls its own shots, to-hit (with its own range bands), wound and save numbers;
  the wounds are resolved group after group in the order given (the main ``weapon`` first);
  one Break test covers the whole attack.
- ``weapon.template`` — a template weapon (flamer): no to-hit roll; each firing model lays a
  template, ``under`` models wholly under it are hit and ``partly_under`` models partly under
  it are hit on a 4+.  Cover does not matter: it only changes the to-hit roll, which a
  template does not make.
- ``weapon.blast`` — a blast marker (e.g. a frag missile): each shot rolls to hit as usual
  (cover and range modifiers included); each one that hits covers ``under`` models (hit) and
  ``partly_under`` models (hit on a 4+).  UNCONFIRMED: a marker that misses scatters; the
  scatter is not modelled (it hits nothing).
- ``attacker.under`` / ``attacker.partly_under`` (and the same in each fire group) — models
  wholly / partly under each template or marker (default 1 and 0; only for templates and
  blasts).
- ``target.cover`` and ``target.groups[].cover`` — ``"soft"`` / ``"hard"``: those models
  stand in cover; the models in the open are removed first.  A squad partly in cover: the
  firing models spread their fire one model in turn over the target's models, models in the
  open first (the firers of each fire group in order, short range first), and a firer aiming
  at a model in cover has that cover's to-hit modifier.  UNCONFIRMED: the seeds give the cover
  modifiers and let a firer prefer targets in the open, but say nothing of squads partly in
  cover; this even spread is Auspex's reading.

- ``weapon.short_range`` omitted — half the long range.
- ``weapon.sustained_fire`` — number of sustained fire dice (0-3): a shot that hits rolls
  them and scores their total (faces 1,1,2,2,3,Jam); the jams are reported as ``jams``.
- ``weapon.move_or_fire`` — the weapon cannot fire if the model moved.
- ``weapon.rapid_fire`` — Space Marine rapid fire: fires twice if the model did not move
  (seed 003: a marine not in close combat, with a boltgun, storm bolter or bolt pistol).
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
  save_dice, field_save, invulnerable, wounds_lost, cover``).  Every model of one Toughness:
  the owner removes casualties in the removal order, each wound going to the first model
  standing, with that model's saves, so no unsaved wound is lost while a model it could kill
  remains.  Toughness differs: the hits are dealt one per model in turn (models in the open
  first) before rolling to wound, and the models of each profile (groups with the same
  profile together) take the hits dealt to them, losing models in the removal order
  (UNCONFIRMED reading).
- ``situation.removal_order`` — the order in which the owner removes casualties, as indices
  into ``[target, *target.groups]`` (0 = the main profile); groups left out follow in the
  order listed; models in cover still come after the models in the open.
- ``situation.not_applied`` — names of special rules the units carry that this engine does
  not apply; they are shown on every step and printed as notes ("not applied: NAME").
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

from desktop.rules.schema import (
    Count,
    DiceText,
    Distance,
    Stat,
    StrictModel,
    WholeUnitFireGroup,
    WholeUnitFirers,
    WholeUnitSituation,
)

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
    template: bool = False
    blast: bool = False
    type: None = Field(default=None, description="not a 2nd-edition field: null only")
    ap: None = Field(default=None, description="2nd edition uses save_modifier: null only")

    @model_validator(mode="after")
    def _bands(self) -> Self:
        if self.short_range is not None and self.short_range > self.range:
            raise ValueError("short_range: longer than the weapon's range")
        if self.template and self.blast:
            raise ValueError("template: a weapon uses a template or a blast marker, not both")
        if (self.template or self.blast) and (self.sustained_fire or self.rapid_fire):
            raise ValueError("sustained_fire: a template or blast weapon has no sustained "
                             "fire dice and no rapid fire")
        return self


class SecondFireGroup(WholeUnitFireGroup):
    weapon: SecondWeapon


class SecondAttacker(WholeUnitFirers):
    weapon: SecondWeapon
    moved: bool = False
    targeter: bool = False
    moving_vehicle: bool = False
    fire_groups: Annotated[list[SecondFireGroup], Field(max_length=20)] = Field(
        default_factory=list)


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
    cover: Literal["soft", "hard"] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.wounds_lost >= self.wounds:
            raise ValueError("wounds_lost: must be less than wounds")
        if self.save is not None and self.save_dice == 1 and self.save > 6:
            raise ValueError("save: a D6 save is 2 to 6 (use save_dice 2 for 2D6 saves)")
        return self


class SecondTarget(SecondGroup):
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


class SecondSituation(WholeUnitSituation):
    in_arc: bool = True
    closest: bool = True
    closest_exception: Literal["hero", "vehicle", "building", "close_combat", "broken",
                               "in_cover"] | None = None


class SecondScenario(StrictModel):
    edition: Literal["second"]
    attacker: SecondAttacker
    target: SecondTarget
    situation: SecondSituation = Field(default_factory=SecondSituation)

    @model_validator(mode="after")
    def _legal(self) -> Self:
        situation = self.situation
        if not situation.in_arc:
            raise ValueError("situation.in_arc: models fire only at targets in their 90° arc")
        if not situation.closest and situation.closest_exception is None:
            raise ValueError("situation.closest: a model must shoot the closest target unless "
                             "closest_exception says why not")
        covered = any(g.cover is not None for g in (self.target, *self.target.groups))
        if situation.closest_exception == "in_cover" and not situation.closest and covered:
            raise ValueError("situation.closest_exception: passing over a target in cover is "
                             "allowed only for a target in the open")
        target = self.target
        situation.check_against(
            self.attacker.sighted, len(target.groups),
            target.models + sum(g.models for g in target.groups),
            [(who.under or 0) + (who.partly_under or 0)
             for who in (self.attacker, *self.attacker.fire_groups)])
        return self
