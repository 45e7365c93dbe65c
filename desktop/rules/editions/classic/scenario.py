"""The ``classic`` scenario file of ``python -m desktop odds`` (design.md section 4).

Contract fields (design.md): ``attacker.models, bs, moved, weapon{name, type, shots, range,
strength, ap, damage}``, ``attacker.fire_groups``, ``target.models, toughness, wounds, save,
invulnerable, cover, leadership``, ``target.groups``, ``situation.distance``.  Options added
by Auspex (all optional; each default means "not applicable"):

- ``attacker.fire_groups`` — the rest of the firing unit, one attack (seed 000: every model
  fires one weapon, all at one target): ``[{"models", "bs", "weapon", "firing_models",
  "distances", "under", "partly_under"}]``, each a group of models firing one weapon with one
  BS.  Every group rolls its own shots, to-hit, wound and save numbers; the wounds are
  resolved group after group in the order given (the main ``weapon`` first); one morale test
  covers the whole attack.
- ``attacker.firing_models`` — models that can see the target (the others do not fire;
  default: all ``models``); ``fire_groups[].firing_models`` the same per group.
- ``situation.distances`` — one distance per firing model of the main weapon instead of
  ``distance`` (range is checked per model: models beyond range do not fire; rapid fire /
  pistol per model); ``fire_groups[].distances`` the same per group.
- ``situation.distance`` omitted — every firer is in range but beyond half range.
- ``weapon.template`` — a Template weapon (every flamer): no to-hit roll and no range band;
  each firing model lays one template, and ``under`` models under each template are hit
  (0: the template reaches no model).  ``partly_under`` models partly under it are hit on a
  4+ (UNCONFIRMED for 3rd edition; 0 by default).
- ``weapon.blast`` — a Blast weapon: each shot rolls to hit as usual, and each shot that hits
  places the blast marker over ``under`` models (hit) and ``partly_under`` models (hit on a
  4+).  UNCONFIRMED: a blast that misses does nothing (no scatter).
- ``attacker.under`` / ``attacker.partly_under`` (and the same in each fire group) — models
  wholly / partly under each template or blast marker of that weapon (default 1 and 0; only
  for template and blast weapons).  Cover saves apply to hits from templates and blasts as
  to any other (UNCONFIRMED).
- ``target.wounds_lost`` — wounds already carried over on the unit (0 .. wounds-1).
- ``target.groups`` — further model groups of the target unit: ``[{name, models, toughness,
  wounds, save, invulnerable, cover, wounds_lost}]``.  A group with a ``cover`` value stands in
  cover (its models get the cover save) and is removed only after the models in the open
  (seed 001); a group may be a part of a roster group (the same ``name`` next to it).
  When every model has the same Toughness the owner removes casualties in the removal order
  and no unsaved wound is lost while a model it could kill remains: each wound goes to the
  first model standing, with that model's save.  When the Toughness differs, the hits are
  dealt one per model in turn (models in the open first) before rolling to wound (seed 000),
  and the models of each profile (groups with the same profile together) take the hits
  dealt to them, losing models in the removal order (UNCONFIRMED reading).
- ``situation.removal_order`` — the order in which the owner removes casualties, as indices
  into ``[target, *target.groups]`` (0 = the main profile); groups left out follow in the
  order listed; models in cover still come after the models in the open.  Default: the order
  listed (the roster adapter puts ordinary models first and leaders last).
- ``target.models_at_phase_start`` — unit size at the start of the shooting phase (the 25%
  morale threshold is counted from it; earlier losses this phase count towards it).
- ``situation.double_one_passes`` — a double 1 always passes the morale test (UNCONFIRMED
  for 3rd edition, off by default).
- ``situation.not_applied`` — names of special rules the units carry that this engine does
  not apply; they are shown on every step and printed as notes ("not applied: NAME").
- ``attacker.weapon.damage`` must be "1": 3rd edition has no Damage characteristic.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from desktop.rules.schema import (
    Count,
    DiceText,
    Stat,
    StrictModel,
    WholeUnitFireGroup,
    WholeUnitFirers,
    WholeUnitSituation,
)

SaveRoll = Annotated[int, Field(ge=2, le=6)]


class ClassicWeapon(StrictModel):
    name: Annotated[str, Field(max_length=200)] = ""
    type: Literal["rapid-fire", "assault", "heavy", "pistol"] | None = None
    shots: DiceText = "1"
    range: Annotated[float, Field(ge=1, le=1000)]
    strength: Stat
    ap: Annotated[int, Field(ge=1, le=6)] | None = None
    damage: DiceText = "1"
    template: bool = False
    blast: bool = False

    @model_validator(mode="after")
    def _one_damage(self) -> Self:
        if self.damage != "1":
            raise ValueError("damage: 3rd edition has no Damage characteristic; each unsaved "
                             "wound costs one wound (use \"1\")")
        if self.template and self.blast:
            raise ValueError("template: a weapon uses a template or a blast marker, not both")
        return self


class ClassicFireGroup(WholeUnitFireGroup):
    weapon: ClassicWeapon


class ClassicAttacker(WholeUnitFirers):
    weapon: ClassicWeapon
    moved: bool = False
    fire_groups: Annotated[list[ClassicFireGroup], Field(max_length=20)] = Field(
        default_factory=list)


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


class ClassicSituation(WholeUnitSituation):
    double_one_passes: bool = False


class ClassicScenario(StrictModel):
    edition: Literal["classic"]
    attacker: ClassicAttacker
    target: ClassicTarget
    situation: ClassicSituation = Field(default_factory=ClassicSituation)

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        target = self.target
        self.situation.check_against(
            self.attacker.sighted, len(target.groups),
            target.models + sum(g.models for g in target.groups),
            [(who.under or 0) + (who.partly_under or 0)
             for who in (self.attacker, *self.attacker.fire_groups)])
        return self
