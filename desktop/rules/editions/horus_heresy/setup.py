"""Horus Heresy (3rd edition): one Shooting Attack, set up and turned into an odds plan.

:class:`Setup` is the attack as both the odds file and the roster wizard describe it (firing
Fire Groups, the target, the situation).  :func:`refusal` says why an attack may not be made
at all (Rushed, Locked in Combat, embarked...); :func:`defence` applies the target's
reaction and Overwatch; :func:`fresh_batch` is the exact law of one shot.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, error
from desktop.rules.dice import Dist
from desktop.rules.editions.horus_heresy.chain import Event, Space
from desktop.rules.editions.horus_heresy.effects import (
    SHIELDWALL_TOUGHNESS,
    SMOKESCREEN_SHROUDED,
    Reaction,
    Rule,
    Status,
    may_react,
    shoots_snap_shots,
)
from desktop.rules.editions.horus_heresy.laws import (
    Defence,
    HitKind,
    Wound,
    damage_law,
    hit_law,
    unsaved_chance,
    wound_law,
)
from desktop.rules.editions.horus_heresy.odds import Batch, FinalSpec, MoraleSpec, Spawn
from desktop.rules.editions.horus_heresy.special_rules import (
    Amount,
    Gun,
    ModelRules,
    WeaponRules,
)
from desktop.rules.editions.horus_heresy.tables import HitEntry, hit_entry, mitigation_target

CTX = "HorusHeresy"


@dataclass(frozen=True)
class FireGroup:
    """Attacks with one weapon profile at one Ballistic Skill.

    Blast, Barrage and Template weapons make no Hit Test: each target model under the
    marker or template is hit (``models_hit``, entered by the player; by default one per
    firing model).
    """

    gun: Gun
    bs: int
    models: int
    snap_shots: bool = False
    models_hit: int | None = None

    @property
    def entry(self) -> HitEntry:
        return hit_entry(self.bs, self.snap_shots)

    @property
    def tags(self) -> frozenset[Rule]:
        return frozenset(r for r, _ in self.gun.rules.checks)

    @property
    def area(self) -> bool:
        return self.gun.rules.area

    @property
    def under(self) -> int:
        """Target models under the markers or templates of an area weapon."""
        return self.models if self.models_hit is None else self.models_hit

    def shots(self) -> Dist:
        """The Hit Tests of the group; for an area weapon the models it hits (each counts as
        a shot that hits)."""
        if self.area:
            return Dist.point(self.under)
        return self.gun.firepower.dist().sum_of(self.models)


SPAWN_ORDER = 1000  # Deflagrate hits are resolved after the group's own wounds


def deflagrate_gun(gun: Gun) -> Gun | None:
    """The extra hits of a Deflagrate (X) weapon: Strength X, AP -, Damage 1, no rules."""
    x = gun.rules.deflagrate
    if x is None:
        return None
    return Gun(f"{gun.name} (Deflagrate)", gun.range, Amount.parse("1"), x, None,
               Amount.parse("1"), WeaponRules())


@dataclass(frozen=True)
class Target:
    models: int
    toughness: int | None
    wounds: int
    save: int | None = None
    invulnerable: int | None = None
    cover: int | None = None
    leadership: int | None = None
    cool: int | None = None
    wounds_lost: int = 0
    rules: ModelRules = field(default_factory=ModelRules)
    armour: int | None = None
    statuses: frozenset[Status] = frozenset()
    name: str = ""

    @property
    def vehicle(self) -> bool:
        return self.armour is not None


@dataclass(frozen=True)
class Setup:
    groups: tuple[FireGroup, ...]
    target: Target
    attack: str = "normal"
    coherency_broken: bool = False
    reaction: Reaction | None = None
    attacker_name: str = ""

    @property
    def overwatch(self) -> bool:
        return self.attack == "overwatch"


def attacker_refusal(rushed: bool, light: bool, locked: bool, embarked: bool,
                     ) -> DomainError | None:
    """Why a unit may not make a Shooting Attack (None: it may)."""
    if embarked:
        return error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "An embarked unit cannot make a "
                                                           "Shooting Attack"))
    if locked:
        return error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "A unit Locked in Combat cannot "
                                                           "make a Shooting Attack"))
    if rushed and not light:
        return error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "A unit that Rushed this turn "
                                                           "cannot shoot (only units of Light "
                                                           "models may, as Snap Shots)"))
    return None


def snap_shots(forced: bool, rushed: bool, statuses: frozenset[Status], attack: str) -> bool:
    """Snap Shots: declared, after a Light unit Rushed, Suppressed or Routed, Intercept."""
    return forced or rushed or shoots_snap_shots(set(statuses)) or attack == "intercept"


def reaction_refusal(setup: Setup, reaction: Reaction) -> DomainError | None:
    """Why the target may not declare ``reaction`` against this attack."""
    target = setup.target
    if setup.attack != "normal":
        return error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "No Reaction can answer a Shooting "
                                                           "Attack made as a Reaction"))
    if target.rules.automata:
        return error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "A unit with Automata models "
                                                           "cannot make Reactions"))
    if not may_react(set(target.statuses)):
        return error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "A Stunned or Routed unit cannot "
                                                           "declare Reactions"))
    needs = {Reaction.SHIELDWALL: target.rules.shield,
             Reaction.SMOKESCREEN: target.rules.smokescreen,
             Reaction.MEDIC: target.rules.medic is not None and not target.vehicle}
    if not needs.get(reaction, True):
        return error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "%1 needs a target unit that has "
                                                           "the matching trait (Shield, "
                                                           "Smokescreen or Medic (X))"),
                     reaction.value)
    return None


# Precision (X): the attacker picks the target model.  With one profile per target unit the
# best pick is the wounded model, which the defender must pick anyway, so Precision hits are
# resolved with the others (the rule matters for mixed units, which are described by their
# majority profile here).


def defence(setup: Setup, reaction: Reaction | None) -> Defence:
    """The target's numbers for this attack: Shieldwall! +1 T, Smokescreen Shrouded (5+),
    no cover save and no Shrouded against Overwatch."""
    t = setup.target
    toughness = t.toughness
    if reaction is Reaction.SHIELDWALL and toughness is not None:
        toughness += SHIELDWALL_TOUGHNESS
    shrouded = t.rules.shrouded
    smoke = reaction is Reaction.SMOKESCREEN and not setup.overwatch
    if smoke:
        shrouded = min(shrouded or 7, SMOKESCREEN_SHROUDED)
    mitigation = mitigation_target(t.rules.feel_no_pain, shrouded, overwatch=setup.overwatch)
    return Defence(
        toughness=toughness, save=t.save, invulnerable=t.invulnerable,
        cover=None if setup.overwatch else t.cover, mitigation=mitigation,
        glance_mitigation=SMOKESCREEN_SHROUDED if smoke else None,
        eternal_warrior=t.rules.eternal_warrior or 0, armour=t.armour, wounds=t.wounds,
        poisoned_on_six=t.rules.automata or t.rules.walker)


def space(setup: Setup, reaction: Reaction | None) -> Space:
    t = setup.target
    top = t.models * t.wounds
    if t.vehicle:
        return Space(t.models, t.wounds, aux=top + (0 if t.rules.super_heavy else 3))
    if reaction is Reaction.MEDIC:
        return Space(t.models, t.wounds, aux=t.models, medic=True)
    return Space(t.models, t.wounds)


def event_for(wound: Wound, gun: Gun, d: Defence) -> Event:
    if wound.glancing:
        return Event(0, None)
    return Event(wound.modified, damage_law(wound, gun, d).probs)


def wounds_batch(wounds: dict[Wound, float], dice: Dist, gun: Gun, d: Defence,
                 tags: frozenset[Rule], hit: float = 0.0, fresh: bool = False,
                 spawn: Spawn = ()) -> Batch:
    """A batch whose dice each give wound record ``w`` with chance ``wounds[w]``."""
    wound = glance = unsaved = 0.0
    events: dict[Event, float] = {}
    for record, p in wounds.items():
        u = p * unsaved_chance(record, d)
        if record.glancing:
            glance += u
        else:
            wound += p
            unsaved += u
        event = event_for(record, gun, d)
        events[event] = events.get(event, 0.0) + u
    return Batch(dice, hit=hit, wound=wound, unsaved=unsaved, glance=glance,
                 events=tuple(events.items()), tags=tags, fresh=fresh, spawn=spawn)


def shot_wounds(entry: HitEntry, gun: Gun, d: Defence) -> tuple[float, dict[Wound, float]]:
    """(P(hit), P(each wound record)) for one Hit Test die (an area weapon's model under
    the marker is hit for sure, as a plain hit)."""
    hits = {HitKind.NORMAL: 1.0} if gun.rules.area else hit_law(entry, gun, d.vehicle)
    out: dict[Wound, float] = {}
    for kind, ph in hits.items():
        for record, pw in wound_law(kind, gun, d).items():
            out[record] = out.get(record, 0.0) + ph * pw
    return sum(hits.values()), out


def hit_batch(kind: HitKind, count: int, gun: Gun, d: Defence, tags: frozenset[Rule],
              spawn: Spawn = ()) -> Batch:
    """Hits already rolled, waiting for their Wound / Armour Penetration Tests."""
    return wounds_batch(wound_law(kind, gun, d), Dist.point(count), gun, d, tags,
                        spawn=spawn)


def fresh_batch(group: FireGroup, d: Defence, shots: Dist | None = None) -> Batch:
    hit, wounds = shot_wounds(group.entry, group.gun, d)
    dice = group.shots() if shots is None else shots
    return wounds_batch(wounds, dice, group.gun, d, group.tags, hit=hit, fresh=True,
                        spawn=spawn_of(group.gun, d))


def spawn_of(gun: Gun, d: Defence) -> Spawn:
    """What one Deflagrate hit does (nothing for other weapons): (chain event or None,
    counted as a wound, chance) outcomes, the event after the group's own (SPAWN_ORDER)."""
    extra = deflagrate_gun(gun)
    if extra is None:
        return ()
    out: dict[tuple[Event | None, bool], float] = {}
    missed = 1.0
    for record, p in wound_law(HitKind.NORMAL, extra, d).items():
        missed -= p
        u = unsaved_chance(record, d)
        event = event_for(record, extra, d)
        late = Event(SPAWN_ORDER, event.damage)
        for key, q in (((late, not record.glancing), p * u),
                       ((None, not record.glancing), p * (1.0 - u))):
            if q > 0:
                out[key] = out.get(key, 0.0) + q
    if missed > 1e-15:
        out[(None, False)] = out.get((None, False), 0.0) + missed
    return tuple((event, wound, q) for (event, wound), q in out.items())


def morale_spec(setup: Setup, fired: frozenset[Rule] = frozenset()) -> MoraleSpec:
    mods: dict[Rule, int] = {}
    for group in setup.groups:
        for rule, x in group.gun.rules.checks:
            mods[rule] = max(mods.get(rule, 0), x)
    t = setup.target
    return MoraleSpec(leadership=t.leadership, cool=t.cool,
                      coherency_broken=setup.coherency_broken,
                      allowed=setup.attack == "normal" and not t.vehicle,
                      immune=t.rules.automata,
                      modifiers=tuple(sorted(mods.items())), fired=fired)


def final_spec(setup: Setup, reaction: Reaction | None) -> FinalSpec:
    t = setup.target
    return FinalSpec(medic=t.rules.medic if reaction is Reaction.MEDIC else None,
                     vehicle=t.vehicle, super_heavy=t.rules.super_heavy, statuses=t.statuses)
