"""The ``kill-team-2018`` scenario file of ``python -m desktop odds`` (design.md section 4).

Contract fields: ``attacker.models, bs, moved, weapon{name, type, shots, range, strength, ap,
damage}``, ``target.models, toughness, wounds, save, invulnerable, cover, leadership``,
``situation.distance``, with the Kill Team conventions: ``bs``, ``save`` and
``invulnerable`` are the "n+" numbers printed on the profile (BS 3 means 3+); ``ap`` is 0, -1,
-2 ... (``null`` = "-" = 0); ``weapon.type`` is ``rapid-fire``, ``assault``, ``heavy``,
``pistol`` or ``grenade``; ``target.obscured`` (bool) replaces cover; ``attacker.advanced``.

``target.cover`` is not used by Kill Team (there is no cover save; being obscured is the
cover rule): ``null`` is accepted, since it means "not applicable", any other value is an
error that points to ``target.obscured``.

Limits: ``attacker.models`` and ``target.models`` 1-50, ``shots`` at most 20 per model (before
Rapid Fire doubles it), ``damage`` 1-12, ``strength`` 1-20, ``wounds`` 1-20, ``range`` 1-1000,
``distance`` 0-1000.

Options added by Auspex (all optional; each default means "not applicable"):

- ``attacker.flesh_wounds`` (0-2): flesh wounds on each firing model (-1 to hit each).
- ``attacker.broken``: the firing kill team is broken (-1 to hit).
- ``attacker.engaged``: the firing models are within 1" of an enemy model (only Pistols
  may shoot then); a ``situation.distance`` of 1 or less implies it.
- ``attacker.shaken``: shaken models cannot shoot (``true`` is refused).
- ``target.within_1_of_friendly``: the target is within 1" of a model of the firer's side:
  it cannot be targeted (refused), except by a Pistol of an engaged model.
- ``target.name``: shown in the log of the guided attack.
- ``target.flesh_wounds`` (0-2) and ``target.wounds_lost``: the state of the first target
  model (the one already hurt; with flesh wounds and no ``wounds_lost`` it has 1 wound left).
- ``target.groups``: further models of the target kill team, ``[{"name", "models",
  "toughness", "wounds", "save", "invulnerable", "flesh_wounds", "wounds_lost",
  "within_1_of_friendly"}]`` (at most 50 target models in all).  Firing models shoot the
  first target profile; once its models are out of action, the next group's (a group whose
  models are within 1" of a friendly model is never shot).
- ``target.kill_team_models`` and ``target.kill_team_down``: the target kill team's
  starting size and how many of its other models are already flesh-wounded, shaken or out of
  action, for the Broken-test read-off (default: the target models are the whole kill team).
- ``attacker.weapon.special_rules``: ``["Bladestorm"]`` (a wound roll of 6 is resolved at
  AP -3, its saves rolled apart); any other rule is an error.
- ``not_applied``: special rules the roster carries that the engine does not apply; the
  guided attack shows them ("Not applied: ...") at every step.
- ``situation.distance`` omitted: every firer is in range, beyond half range for Rapid Fire,
  and no long-range penalty applies.  Beyond the weapon's range nobody shoots (all zeros).

How the attack is played (the odds follow the same steps): the firing models shoot one after
another, each at the most hurt model still in action (most flesh wounds, then fewest wounds
left) of the profile the previous one shot at, then of the next profile.  In the guided
attack each firing model may pick another target model, and split its shots between that
model and models within 2" of it (declared once the number of shots is known, before any hit
roll; resolved one target model at a time); the odds follow the declared choice.  A firing model's
hits, wounds and saves are rolled together (fast dice rolling) and counted as rolled; unsaved
wounds are then applied one by one and those left after the model drops to 0 wounds are
discarded (one injury roll per attack sequence).  ``casualties`` counts models out of action;
the extra ``flesh_wounded`` block counts target models left in action with a flesh wound.  A
firing model that finds no target model left does not shoot (its shots are not counted).
``target.obscured`` means obscured by terrain or a model it is within 1" of: -1 to hit and
-1 to the injury roll.

Morale: the JSON ``morale`` block gives the Broken test the target kill team will have to take
in the next Morale phase (test = more than half of its starting models flesh-wounded, shaken
or out of action after the attack; fail = 2D6 above ``target.leadership``).  Nerve tests are
left out (which models take them is not settled by the sources).
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, field_validator, model_validator

from desktop.domain.dice import DiceExpr
from desktop.rules.schema import DiceText, StrictModel

Stat = Annotated[int, Field(ge=1, le=10)]
Roll = Annotated[int, Field(ge=2, le=6)]
# A kill team has at most about 20 models; 50 leaves room for house games and keeps every
# scenario's exact odds well under a second.
Count = Annotated[int, Field(ge=1, le=50)]
MAX_SHOTS = 20    # per model, before Rapid Fire doubles it (profiles top out at 2D6)
MAX_DAMAGE = 12   # injury dice are one per point of Damage
Distance = Annotated[float, Field(ge=0, le=1000)]
FleshWounds = Annotated[int, Field(ge=0, le=2)]


KNOWN_RULES = frozenset({"bladestorm"})


def rule_name(text: str) -> str:
    """A rule's name: "Bladestorm: a wound roll of 6+..." -> "Bladestorm"."""
    return text.split(":", 1)[0].strip()


class KTWeapon(StrictModel):
    name: Annotated[str, Field(max_length=200)] = ""
    type: Literal["rapid-fire", "assault", "heavy", "pistol", "grenade"] | None = None
    shots: DiceText = "1"
    range: Annotated[float, Field(ge=1, le=1000)]
    strength: Annotated[int, Field(ge=1, le=20)]
    ap: Annotated[int, Field(ge=-6, le=0)] | None = 0
    damage: DiceText = "1"
    special_rules: list[Annotated[str, Field(max_length=200)]] = Field(default_factory=list,
                                                                       max_length=20)

    @field_validator("special_rules")
    @classmethod
    def _known_rules(cls, value: list[str]) -> list[str]:
        for rule in value:
            if rule_name(rule).casefold() not in KNOWN_RULES:
                raise ValueError(f"unknown special rule {rule!r} (known: "
                                 f"{', '.join(sorted(KNOWN_RULES))})")
        return value

    @property
    def bladestorm(self) -> bool:
        return any(rule_name(r).casefold() == "bladestorm" for r in self.special_rules)

    @field_validator("damage")
    @classmethod
    def _some_damage(cls, value: str) -> str:
        expr = DiceExpr.parse(value)
        if expr.maximum < 1:
            raise ValueError("damage must be able to reach 1")
        if expr.maximum > MAX_DAMAGE:
            raise ValueError(f"damage can be at most {MAX_DAMAGE}")
        return value

    @field_validator("shots")
    @classmethod
    def _few_shots(cls, value: str) -> str:
        if DiceExpr.parse(value).maximum > MAX_SHOTS:
            raise ValueError(f"shots can be at most {MAX_SHOTS} per model")
        return value

    @property
    def armour_penetration(self) -> int:
        return self.ap or 0


class KTAttacker(StrictModel):
    models: Count
    bs: Roll
    moved: bool = False
    advanced: bool = False
    flesh_wounds: FleshWounds = 0
    broken: bool = False
    engaged: bool = False
    shaken: bool = False
    weapon: KTWeapon


class KTTargetGroup(StrictModel):
    """Further models of the target kill team (one profile each), which the firing models
    may shoot when the first target is out of action, and split shots onto."""

    name: Annotated[str, Field(max_length=200)] = ""
    models: Count = 1
    toughness: Stat
    wounds: Annotated[int, Field(ge=1, le=20)] = 1
    save: Roll | None = None
    invulnerable: Roll | None = None
    flesh_wounds: FleshWounds = 0
    wounds_lost: Annotated[int, Field(ge=0, le=19)] | None = None
    within_1_of_friendly: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.wounds_lost is not None and self.wounds_lost >= self.wounds:
            raise ValueError("wounds_lost: must be less than wounds")
        return self


class KTTarget(StrictModel):
    name: Annotated[str, Field(max_length=200)] = ""
    models: Count
    toughness: Stat
    wounds: Annotated[int, Field(ge=1, le=20)] = 1
    save: Roll | None = None
    invulnerable: Roll | None = None
    cover: None = None
    leadership: Stat | None = None
    obscured: bool = False
    within_1_of_friendly: bool = False
    flesh_wounds: FleshWounds = 0
    wounds_lost: Annotated[int, Field(ge=0, le=19)] | None = None
    kill_team_models: Annotated[int, Field(ge=1, le=100)] | None = None
    kill_team_down: Annotated[int, Field(ge=0, le=100)] = 0
    groups: list[KTTargetGroup] = Field(default_factory=list, max_length=50)

    @model_validator(mode="before")
    @classmethod
    def _no_cover(cls, data: object) -> object:
        if isinstance(data, dict) and data.get("cover") is not None:
            raise ValueError("Kill Team has no cover save: leave cover null and set "
                             "\"obscured\": true instead")
        return data

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.wounds_lost is not None and self.wounds_lost >= self.wounds:
            raise ValueError("wounds_lost: must be less than wounds")
        team, models = self.team_size, self.all_models
        if models > 50:
            raise ValueError("groups: at most 50 target models in all")
        if team < models:
            raise ValueError("kill_team_models: fewer than the target models")
        if self.kill_team_down > team - models:
            raise ValueError("kill_team_down: more than the kill team's other models")
        return self

    @property
    def all_models(self) -> int:
        """The target models of every group (the first profile's and ``groups``)."""
        return self.models + sum(g.models for g in self.groups)

    @property
    def front_wounds(self) -> int:
        """Wounds left on the first target model (a flesh wound leaves 1 wound)."""
        if self.wounds_lost is not None:
            return self.wounds - self.wounds_lost
        return 1 if self.flesh_wounds else self.wounds

    @property
    def team_size(self) -> int:
        return self.all_models if self.kill_team_models is None else self.kill_team_models


class KTSituation(StrictModel):
    distance: Distance | None = None


class KTScenario(StrictModel):
    edition: Literal["kill-team-2018"]
    attacker: KTAttacker
    target: KTTarget
    situation: KTSituation = Field(default_factory=KTSituation)
    not_applied: list[Annotated[str, Field(max_length=200)]] = Field(default_factory=list,
                                                                     max_length=50)
