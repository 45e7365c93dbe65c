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
class TargetGroup:
    """Models of the target kill team sharing one profile (a roster model group).

    ``near_friendly``: its models are within 1" of a model of the firing side, so none of
    them may be targeted (seed 002).
    """

    name: str
    models: int
    toughness: int
    wounds: int
    save: int | None = None
    invulnerable: int | None = None
    near_friendly: bool = False


@dataclass(frozen=True)
class Profile:
    """What does not change during the attack: the firers, their weapon, the target models
    (``groups``: the first target's profile first, then the rest of the kill team)."""

    firers: int
    bs: int
    weapon_name: str
    weapon_type: WeaponType | None
    shots: DiceExpr
    weapon_range: float
    strength: int
    ap: int
    damage: DiceExpr
    groups: tuple[TargetGroup, ...]
    leadership: int | None
    team_size: int
    team_down: int = 0
    bladestorm: bool = False

    @property
    def target_name(self) -> str:
        return self.groups[0].name

    def group_of(self, model: int) -> int:
        """The group of target model ``model`` (models are numbered group after group)."""
        for index, group in enumerate(self.groups):
            if model < group.models:
                return index
            model -= group.models
        raise IndexError(model)

    def first_of(self, group: int) -> int:
        return sum(g.models for g in self.groups[:group])

    def members(self, group: int) -> range:
        first = self.first_of(group)
        return range(first, first + self.groups[group].models)

    def model_name(self, model: int) -> str:
        """"Guardian" for a model alone in its group, "Guardian 2" for the second of several
        (a number when the group has no name)."""
        group = self.group_of(model)
        g = self.groups[group]
        if g.models == 1 and g.name:
            return g.name
        number = model - self.first_of(group) + 1
        return f"{g.name} {number}" if g.name else str(model + 1)


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
    action.  ``target`` is the current firer's (first) target model.  ``portions`` split the
    current firer's shots between target models (model index, shots); ``portion`` is the one
    being resolved.  ``totals`` are the dice results of every firer so far: shots, hits,
    wounds, unsaved.
    """

    step: StepId | None
    profile: Profile
    situation: Situation
    models: tuple[Model, ...]
    firer: int = 0
    target: int = 0
    shots: int | None = None
    portions: tuple[tuple[int, int], ...] = ()
    portion: int = 0
    hits: int | None = None
    wounds: int | None = None
    # saving throws still to roll, batch by batch (AP, wounds), and wounds unsaved so far
    saves: tuple[tuple[int, int], ...] = ()
    failed: int = 0
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


def wound_needed(profile: Profile, group: int = 0) -> int:
    return kt.wound_needed(profile.strength, profile.groups[group].toughness)


def save_needed(profile: Profile, group: int = 0, ap: int | None = None) -> int | None:
    g = profile.groups[group]
    return kt.save_needed(g.save, profile.ap if ap is None else ap, g.invulnerable)


BLADESTORM_AP = -3


def bladestorm_ap(profile: Profile) -> int:
    """Bladestorm: a wound roll of 6 is resolved at AP -3 (the weapon's own AP if better).

    # UNCONFIRMED: read from the demo roster's rule text ("a wound roll of 6+ is resolved at
    # AP -3", the 8th-edition Bladestorm); "6+" is taken as the natural roll (Kill Team has
    # no wound-roll modifiers here).
    """
    return min(profile.ap, BLADESTORM_AP)


def wound_batches(profile: Profile, dice: tuple[int, ...], group: int,
                  ) -> tuple[tuple[int, int], ...]:
    """The wounds a wound roll makes, as save batches (AP, wounds): Bladestorm 6s apart,
    saved with their own roll after the others (fast dice rolling needs one AP)."""
    needed = wound_needed(profile, group)
    wounds = [d for d in dice if d >= needed]
    keen = sum(1 for d in wounds if d >= 6) if profile.bladestorm else 0
    batches = [(profile.ap, len(wounds) - keen), (bladestorm_ap(profile), keen)]
    return tuple(b for b in batches if b[1])


def unsaved_chance(profile: Profile, group: int) -> float:
    """Chance that one wound of ``group`` is not saved (Bladestorm 6s at their own AP)."""
    plain = float(1 - kt.chance(save_needed(profile, group)))
    if not profile.bladestorm:
        return plain
    wound = float(kt.chance(wound_needed(profile, group)))
    six = 1 / 6  # a natural 6 always wounds
    keen = float(1 - kt.chance(save_needed(profile, group, bladestorm_ap(profile))))
    return (six * keen + (wound - six) * plain) / wound


def chances(profile: Profile, situation: Situation, group: int = 0,
            ) -> tuple[float, float, float]:
    """(hit, wound, unsaved) chance of one die against a model of ``group``."""
    return (float(kt.chance(hit_needed(profile, situation))),
            float(kt.chance(wound_needed(profile, group))),
            unsaved_chance(profile, group))


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


def _hurt(model: Model) -> tuple[int, int]:
    """How hurt a model in action is: most flesh wounds, then fewest wounds left."""
    return (model[1], -model[0])


def focus_in(models: tuple[Model, ...], indices: range) -> int | None:
    """The most hurt model in action among ``indices`` (the first of equals), else None."""
    best: int | None = None
    for i in indices:
        if models[i][0] > 0 and (best is None or _hurt(models[i]) > _hurt(models[best])):
            best = i
    return best


def default_target(profile: Profile, models: tuple[Model, ...], group: int) -> int | None:
    """Whom a firing model shoots unless the player picks another: the most hurt model in
    action of ``group`` (the profile the previous firer shot at), else of the groups after
    it in turn; never a group within 1" of a friendly model.  None: nobody is left."""
    count = len(profile.groups)
    for step in range(count):
        g = (group + step) % count
        if profile.groups[g].near_friendly:
            continue
        found = focus_in(models, profile.members(g))
        if found is not None:
            return found
    return None
