"""The ``horus-heresy`` scenario file of ``python -m desktop odds`` (design.md section 4).

Contract fields (as classic): ``attacker.models, bs`` (BS 1-10), ``attacker.snap_shots``,
``attacker.weapon{name, shots, range, strength, ap, damage}`` (``shots`` is the Firepower of
each firing model, a dice expression; ``ap`` the AP number or null for "-"),
``target.models, toughness, wounds, save, invulnerable, cover, leadership`` (saves and cover
as the "n+" number, null when absent), ``situation.distance``.  There is no ``weapon.type``.
``attacker.moved`` is accepted: it only matters for Heavy (X) / Ordnance (X).

Options added by Auspex (all optional; every default means "not applicable"):

- ``attacker.weapon.special_rules`` - e.g. ``["Rending (5+)", "Breaching (4+)",
  "Critical Hit (6+)", "Precision (5+)", "Poisoned (4+)", "Shred (6+)", "Pinning (1)",
  "Panic (1)", "Suppressive (1)", "Stun (1)", "Armourbane", "Heavy (FP|RS|AP|D)",
  "Ordnance (FP|RS|AP|D)", "Pistol", "Blast (3\\")", "Template", "Barrage (1)",
  "Deflagrate (5)"]``; an unknown rule is an error.  Blast, Barrage and Template weapons
  make no Hit Test: each target model under the marker or template is hit (and counts as one
  shot); give their number as ``models_hit`` (default: one per firing model).  Deflagrate
  (X): each unsaved wound of the Fire Group gives one more hit at Strength X, AP -, Damage 1,
  resolved after the group's own wounds.
- ``attacker.models_hit``, ``attacker.fire_groups[].models_hit`` - target models under the
  markers or template of a Blast, Barrage or Template weapon.
- ``attacker.fire_groups`` - further Fire Groups of the same attack, resolved after the main
  weapon in the order given: ``[{"models", "bs", "weapon"}]``.
- ``attacker.rushed``, ``attacker.light`` (the unit is all Light sub-type), ``attacker.
  locked_in_combat``, ``attacker.embarked`` - eligibility; a unit that may not shoot is an
  error (exit 2) with the reason.  A Light unit that Rushed shoots Snap Shots.
- ``attacker.statuses`` - ``"pinned" | "suppressed" | "stunned" | "routed"``; Suppressed and
  Routed units shoot Snap Shots.
- ``target.name`` - shown in the play log and the result.
- ``target.cool`` - the unit's Cool, for Pinned / Suppressed / Stunned checks.
- ``target.wounds_lost`` - Wounds (Hull Points) already lost by the wounded model.
- ``target.feel_no_pain``, ``target.shrouded`` (X of the damage mitigation test),
  ``target.eternal_warrior`` (X), ``target.medic`` (X of the Recovery Test),
  ``target.shield``, ``target.smokescreen`` (most models have that trait),
  ``target.automata`` (pass every status check, make no Reactions; Poisoned works on 6s
  only), ``target.walker`` (Poisoned works on 6s only).
- ``target.statuses`` - statuses the target already has (a Stunned or Routed unit cannot
  react; a vehicle loses a Hull Point when the Vehicle Damage Table repeats one).
- ``target.vehicle`` - ``{"armour": Armour of the targeted facing, "hull_points": HP,
  "super_heavy": bool}``; then ``toughness`` is left out and ``wounds`` is ignored.
- ``target.reaction`` - ``"return-fire" | "shieldwall" | "smokescreen" | "medic"`` (one per
  unit and turn); refused with the reason when the unit may not make it.
- ``situation.attack`` - ``"normal"`` (default), ``"return-fire"``, ``"overwatch"`` (no cover
  saves, no Shrouded) or ``"intercept"`` (Snap Shots); attacks made as Reactions cause no
  Panic checks and no statuses.
- ``situation.coherency_broken`` - removing any casualty breaks the target's coherency
  (Cool check or Suppressed).
- ``not_applied`` - special rules the roster carries that the engine does not apply; the
  guided attack shows them ("Not applied: ...") at every step.

Counts: Fire Groups are resolved in the order given; once the target unit has no model left
the attack goes to step 11, so the groups still to resolve do not fire (their shots, hits
and wounds are not counted) and an unsaved wound (or glancing hit) that finds no model is
lost (not counted in ``unsaved`` / ``glancing``).
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, field_validator, model_validator

from desktop.domain.text import DomainError
from desktop.rules.editions.horus_heresy.special_rules import parse_weapon_rules
from desktop.rules.schema import DiceText, StrictModel

Stat = Annotated[int, Field(ge=1, le=10)]
Check = Annotated[int, Field(ge=0, le=12)]
Roll = Annotated[int, Field(ge=2, le=6)]
Count = Annotated[int, Field(ge=1, le=100)]
StatusName = Literal["pinned", "suppressed", "stunned", "routed"]


class HHWeapon(StrictModel):
    name: Annotated[str, Field(max_length=200)] = ""
    shots: DiceText = "1"
    range: Annotated[float, Field(ge=0, le=1000)] | None = None
    strength: Annotated[int, Field(ge=0, le=10)]
    ap: Annotated[int, Field(ge=1, le=6)] | None = None
    damage: DiceText = "1"
    special_rules: Annotated[list[Annotated[str, Field(max_length=100)]],
                             Field(max_length=30)] = Field(default_factory=list)

    @field_validator("special_rules")
    @classmethod
    def _rules(cls, value: list[str]) -> list[str]:
        try:
            parse_weapon_rules(value)
        except DomainError as exc:
            raise ValueError(str(exc)) from None
        return value


Hit = Annotated[int, Field(ge=0, le=100)]


class HHFireGroup(StrictModel):
    models: Count
    bs: Stat
    weapon: HHWeapon
    models_hit: Hit | None = None


class HHAttacker(StrictModel):
    models: Count
    bs: Stat
    moved: bool = False
    snap_shots: bool = False
    rushed: bool = False
    light: bool = False
    locked_in_combat: bool = False
    embarked: bool = False
    statuses: Annotated[list[StatusName], Field(max_length=4)] = Field(default_factory=list)
    weapon: HHWeapon
    models_hit: Hit | None = None
    fire_groups: Annotated[list[HHFireGroup], Field(max_length=20)] = Field(
        default_factory=list)


class HHVehicle(StrictModel):
    armour: Annotated[int, Field(ge=0, le=20)]
    hull_points: Annotated[int, Field(ge=1, le=20)]
    super_heavy: bool = False


class HHTarget(StrictModel):
    name: Annotated[str, Field(max_length=200)] = ""
    models: Count
    toughness: Stat | None = None
    wounds: Stat = 1
    save: Roll | None = None
    invulnerable: Roll | None = None
    cover: Roll | None = None
    leadership: Check | None = None
    cool: Check | None = None
    wounds_lost: Annotated[int, Field(ge=0, le=19)] = 0
    feel_no_pain: Roll | None = None
    shrouded: Roll | None = None
    eternal_warrior: Annotated[int, Field(ge=1, le=5)] | None = None
    medic: Roll | None = None
    shield: bool = False
    smokescreen: bool = False
    automata: bool = False
    walker: bool = False
    statuses: Annotated[list[StatusName], Field(max_length=4)] = Field(default_factory=list)
    vehicle: HHVehicle | None = None
    reaction: Literal["return-fire", "shieldwall", "smokescreen", "medic"] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.vehicle is None and self.toughness is None:
            raise ValueError("toughness: required (leave it out only for a vehicle)")
        if self.vehicle is not None and self.toughness is not None:
            raise ValueError("toughness: a vehicle has Armour, not Toughness")
        per_model = self.vehicle.hull_points if self.vehicle is not None else self.wounds
        if self.wounds_lost >= per_model:
            raise ValueError("wounds_lost: must be less than the wounds (hull points) of "
                             "one model")
        return self


class HHSituation(StrictModel):
    distance: Annotated[float, Field(ge=0, le=1000)] | None = None
    attack: Literal["normal", "return-fire", "overwatch", "intercept"] = "normal"
    coherency_broken: bool = False


class HHScenario(StrictModel):
    edition: Literal["horus-heresy"]
    attacker: HHAttacker
    target: HHTarget
    situation: HHSituation = Field(default_factory=HHSituation)
    not_applied: Annotated[list[Annotated[str, Field(max_length=200)]],
                           Field(max_length=50)] = Field(default_factory=list)
