"""Kill Team (2018): the state of one shooting attack and the rules derived from it.

Why a module of its own: the play steps (:mod:`.play`) and the exact odds
(:mod:`.odds`) must read the same numbers (target scores, shots, modifiers), so
both get them from the functions here, which only combine the tables of
:mod:`.tables`.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.domain.dice import DiceExpr
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message
from desktop.rules.dice import Dist
from desktop.rules.editions.kill_team_2018 import tables as kt
from desktop.rules.editions.kill_team_2018.chain import Model
from desktop.rules.editions.kill_team_2018.tables import Refusal, WeaponType
from desktop.rules.steps import StepId

CTX = "KillTeam"


def msg(template: str, *args: object) -> Message:
    return Message(CTX, template, args)


@dataclass(frozen=True)
class Profile:
    """What does not change during the attack: the firers, their weapon, the target."""

    firers: int
    bs: int
    weapon_name: str
    weapon_type: WeaponType | None
    shots: DiceExpr
    weapon_range: float
    strength: int
    ap: int
    damage: DiceExpr
    target_name: str
    toughness: int
    wounds: int
    save: int | None
    invulnerable: int | None
    leadership: int | None
    team_size: int
    team_down: int = 0


@dataclass(frozen=True)
class Situation:
    """What the players declare (and may change from one firing model to the next)."""

    distance: float | None = None
    obscured: bool = False
    moved: bool = False
    advanced: bool = False
    flesh_wounds: int = 0
    broken: bool = False
    engaged: bool = False
    shaken: bool = False
    near_friendly: bool = False
    split: bool = False

    @property
    def is_engaged(self) -> bool:
        """Within 1" of an enemy model (a target 1" away or closer is such a model)."""
        return self.engaged or (self.distance is not None and self.distance <= 1)


@dataclass(frozen=True)
class KTState:
    """One snapshot of the attack (immutable, so ``back()`` restores it exactly).

    ``models`` are the target models as (wounds left, flesh wounds); 0 wounds = out of
    action.  ``portions`` split the current firer's shots between target models
    (model index, shots); ``portion`` is the one being resolved.  ``totals`` are the dice
    results of every firer so far: shots, hits, wounds, unsaved.
    """

    step: StepId | None
    profile: Profile
    situation: Situation
    models: tuple[Model, ...]
    firer: int = 0
    shots: int | None = None
    portions: tuple[tuple[int, int], ...] = ()
    portion: int = 0
    hits: int | None = None
    wounds: int | None = None
    unsaved: int | None = None
    injury_dice: int | None = None
    totals: tuple[int, int, int, int] = (0, 0, 0, 0)

    @property
    def alive(self) -> tuple[int, ...]:
        return tuple(i for i, (w, _) in enumerate(self.models) if w > 0)

    @property
    def current(self) -> tuple[int, int]:
        return self.portions[self.portion]


# -- numbers every step needs -----------------------------------------------------------------
def multiplier(profile: Profile, situation: Situation) -> int:
    """Times the shots value is fired (0 out of range); no distance: in range, no doubling."""
    if situation.distance is None:
        return 1
    return kt.shots_multiplier(profile.weapon_type, situation.distance, profile.weapon_range)


def shots_law(profile: Profile, situation: Situation) -> Dist:
    factor = multiplier(profile, situation)
    return Dist.from_expr(profile.shots).map(lambda k: k * factor)


def hit_flags(profile: Profile, situation: Situation) -> dict[str, bool]:
    flags = kt.type_hit_modifiers(
        profile.weapon_type, distance=situation.distance or 0.0,
        weapon_range=profile.weapon_range, moved=situation.moved,
        advanced=situation.advanced)
    if situation.distance is None:
        flags["long_range"] = False
    return flags


def hit_modifier(profile: Profile, situation: Situation) -> int:
    return kt.hit_modifier(obscured=situation.obscured, flesh_wounds=situation.flesh_wounds,
                           broken=situation.broken, **hit_flags(profile, situation))


def hit_needed(profile: Profile, situation: Situation) -> int:
    return kt.hit_needed(profile.bs, hit_modifier(profile, situation))


def wound_needed(profile: Profile) -> int:
    return kt.wound_needed(profile.strength, profile.toughness)


def save_needed(profile: Profile) -> int | None:
    return kt.save_needed(profile.save, profile.ap, profile.invulnerable)


def chances(profile: Profile, situation: Situation) -> tuple[float, float, float]:
    """(hit, wound, unsaved) chance of one die."""
    return (float(kt.chance(hit_needed(profile, situation))),
            float(kt.chance(wound_needed(profile))),
            float(1 - kt.chance(save_needed(profile))))


REFUSALS: dict[Refusal, str] = {
    Refusal.ADVANCED: QT_TRANSLATE_NOOP(
        "KillTeam", "After Advancing a model can shoot only Assault weapons"),
    Refusal.ENGAGED: QT_TRANSLATE_NOOP(
        "KillTeam", "A model within 1\" of an enemy model can shoot only a Pistol"),
    Refusal.GRENADE_LIMIT: QT_TRANSLATE_NOOP(
        "KillTeam", "Only one model of a kill team can use a grenade in a phase"),
    Refusal.SHAKEN: QT_TRANSLATE_NOOP("KillTeam", "A shaken model cannot shoot"),
    Refusal.FRIENDLY_NEARBY: QT_TRANSLATE_NOOP(
        "KillTeam", "A model within 1\" of a friendly model cannot be targeted"),
}


def check(profile: Profile, situation: Situation) -> None:
    """Refuse (DomainError) an attack the rules do not allow."""
    reason = kt.refusal(profile.weapon_type, advanced=situation.advanced,
                        engaged=situation.is_engaged, shaken=situation.shaken,
                        firers=profile.firers, target_near_friendly=situation.near_friendly)
    if reason is not None:
        raise DomainError(msg(REFUSALS[reason]))


def focus_index(models: tuple[Model, ...]) -> int | None:
    """The model the next firer aims at: the most hurt one in action (most flesh wounds,
    then fewest wounds left, then the first), else ``None``."""
    best: int | None = None
    for i, (w, f) in enumerate(models):
        if w <= 0:
            continue
        if best is None or (f, -w) > (models[best][1], -models[best][0]):
            best = i
    return best
