"""``classic`` exact odds of a whole unit's attack from any point of the sequence.

Pipeline (editions.md 2): per fire group, shots by weapon type and range band per firing model
-> to hit (T-3E-BS; templates hit the models under them, blast markers that hit the models
under the marker, partly covered models on a 4+) -> the target's models in the removal order
(:mod:`desktop.rules.unit`: one line when the Toughness is the same, else the hits dealt one
per model in turn) -> to wound (T-3E-WOUND) -> each model's best save (T-3E-AP/COVER) ->
one wound, or a whole model under instant death (T-3E-ID) -> morale read-off (T-3E-MORALE).

``Known`` holds the dice already rolled, so the wizard's forecast after every step is exact
and comes from the same numbers as play (:mod:`.play`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from desktop.domain.dice import DiceExpr
from desktop.rules.dice import Dist
from desktop.rules.editions.classic.tables import (
    Band,
    WeaponType,
    best_save,
    instant_death,
    morale_threshold,
    shot_rolls,
    to_hit,
    to_wound,
)
from desktop.rules.groups import deal, kinds, line
from desktop.rules.odds import Pool, morale_odds, p_success, thin, two_d6_at_most
from desktop.rules.sequence import OddsReport, not_applied
from desktop.rules.unit import (
    ONE_WOUND,
    SLAIN,
    Deal,
    Effect,
    Line,
    Plan,
    Saving,
    known_at,
    marker_hits,
    target_most,
    target_odds,
    total_of,
)


@dataclass(frozen=True)
class Gun:
    """One fire group: ``models`` with one BS firing one weapon."""

    name: str
    models: int
    bs: int
    weapon_type: WeaponType | None
    shots: DiceExpr
    weapon_range: float
    strength: int
    ap: int | None
    template: bool = False
    blast: bool = False

    @property
    def marker(self) -> bool:
        return self.template or self.blast


@dataclass(frozen=True)
class Group:
    """One block of identical target models."""

    name: str
    models: int
    toughness: int
    wounds: int = 1
    save: int | None = None
    invulnerable: int | None = None
    cover: int | None = None
    wounds_lost: int = 0

    @property
    def pool(self) -> Pool:
        return Pool(self.models, self.wounds, self.wounds_lost)


@dataclass(frozen=True)
class Setup:
    """Everything fixed about the attack (profiles and options).  ``groups`` are in the order
    given (results follow it); ``priority`` is the owner's removal order of them."""

    guns: tuple[Gun, ...]
    groups: tuple[Group, ...]
    priority: tuple[int, ...]
    leadership: int | None
    models_at_phase_start: int
    double_one_passes: bool = False
    not_applied: tuple[str, ...] = ()

    @property
    def target_models(self) -> int:
        return sum(g.models for g in self.groups)


@dataclass(frozen=True)
class Declarations:
    """What the player declares: sight, movement and range bands per fire group, what each
    template or marker covers, and the cover of each target group."""

    visible: bool
    moved: bool
    sighted: tuple[int, ...]
    half: tuple[int, ...]
    full: tuple[int, ...]
    under: tuple[int, ...]
    partly: tuple[int, ...]
    cover: tuple[int | None, ...]

    @property
    def firing(self) -> int:
        return sum(self.half) + sum(self.full)

    def fires(self, gun: int) -> int:
        return self.half[gun] + self.full[gun]


@dataclass(frozen=True)
class Known:
    """Dice results entered so far (None / empty = not rolled yet); per fire group."""

    shots: tuple[int | None, ...] = ()
    landed: tuple[int | None, ...] = ()
    hits: tuple[int | None, ...] = ()
    wounds: tuple[tuple[int, ...], ...] | None = None   # [gun][class]
    saving: Saving | None = None
    morale_passed: bool | None = None


# -- the firing side ---------------------------------------------------------------------------
def rolls(setup: Setup, decl: Declarations, gun: int) -> int:
    """How many times the group fires its weapon's shots value (templates: how many
    templates it lays)."""
    if not decl.visible:
        return 0
    g = setup.guns[gun]
    if g.template:  # one template per model, no range band (it covers 0 if out of reach)
        # UNCONFIRMED: a heavy template weapon, like any heavy weapon, not after moving ([K]).
        still = not (decl.moved and g.weapon_type is WeaponType.HEAVY)
        return decl.fires(gun) if still else 0
    return (decl.half[gun] * shot_rolls(g.weapon_type, decl.moved, Band.HALF)
            + decl.full[gun] * shot_rolls(g.weapon_type, decl.moved, Band.FULL))


def shots_law(setup: Setup, decl: Declarations, gun: int) -> Dist:
    n = rolls(setup, decl, gun)
    if setup.guns[gun].template:
        return Dist.point(n)
    return Dist.from_expr(setup.guns[gun].shots).sum_of(n)


def p_hit(gun: Gun) -> float:
    return 1.0 if gun.template else p_success(to_hit(gun.bs))


def covered(decl: Declarations, gun: int, markers: Dist) -> Dist:
    """Hits from ``markers`` templates / blast markers of fire group ``gun``."""
    return marker_hits(markers, decl.under[gun], decl.partly[gun])


def firing_laws(setup: Setup, decl: Declarations, known: Known, gun: int) -> tuple[Dist, Dist]:
    """(shots, hits) of one fire group given the dice so far."""
    g = setup.guns[gun]
    shots = known_at(known.shots, gun)
    shots_d = Dist.point(shots) if shots is not None else shots_law(setup, decl, gun)
    hits = known_at(known.hits, gun)
    if hits is not None:
        return shots_d, Dist.point(hits)
    landed = known_at(known.landed, gun)
    landed_d = Dist.point(landed) if landed is not None else thin(shots_d, p_hit(g))
    return shots_d, covered(decl, gun, landed_d) if g.marker else landed_d


# -- the target side ---------------------------------------------------------------------------
def order(setup: Setup, decl: Declarations) -> tuple[int, ...]:
    """Target groups in the order casualties are taken: the owner's order, models in the open
    before models in cover (seed 001)."""
    return tuple(sorted(setup.priority, key=lambda i: decl.cover[i] is not None))


@lru_cache(maxsize=256)
def classes(setup: Setup, decl: Declarations) -> tuple[tuple[int, ...], ...]:
    """The lines the wounds fall on (:func:`desktop.rules.groups.kinds`)."""
    return kinds(setup.groups, order(setup, decl), lambda i: _profile(setup, decl, i))


def deal_of(setup: Setup, decl: Declarations) -> Deal:
    """The order the hits are dealt in: the groups in removal order, each in its class."""
    return deal(setup.groups, order(setup, decl), classes(setup, decl))


def _profile(setup: Setup, decl: Declarations, i: int) -> tuple[object, ...]:
    g = setup.groups[i]
    return (g.toughness, g.wounds, g.save, g.invulnerable, decl.cover[i])


def line_of(setup: Setup, members: tuple[int, ...]) -> Line:
    return line(setup.groups, members)


def save_of(setup: Setup, gun: int, group: int, decl: Declarations) -> int | None:
    g = setup.groups[group]
    return best_save(g.save, setup.guns[gun].ap, g.invulnerable, decl.cover[group])


def effect_of(setup: Setup, gun: int, group: int) -> Effect:
    g = setup.groups[group]
    if instant_death(setup.guns[gun].strength, g.toughness, g.wounds):
        return SLAIN
    return ONE_WOUND


def wound_chance(setup: Setup, gun: int, members: tuple[int, ...]) -> float:
    toughness = setup.groups[members[0]].toughness
    return p_success(to_wound(setup.guns[gun].strength, toughness))


def unsaved_chances(setup: Setup, decl: Declarations, gun: int,
                    members: tuple[int, ...]) -> tuple[float, ...]:
    return tuple(1.0 - p_success(save_of(setup, gun, i, decl)) for i in members)


def plan_of(setup: Setup, decl: Declarations) -> Plan:
    """How the hits of every fire group fall on the target's classes."""
    cls = classes(setup, decl)
    guns = range(len(setup.guns))
    return Plan(
        deal=deal_of(setup, decl),
        lines=tuple(line_of(setup, c) for c in cls),
        wound=tuple(tuple(wound_chance(setup, j, c) for c in cls) for j in guns),
        unsaved=tuple(tuple(unsaved_chances(setup, decl, j, c) for c in cls) for j in guns),
        effects=tuple(tuple(tuple(effect_of(setup, j, i) for i in c) for c in cls)
                      for j in guns))


def forecast(setup: Setup, decl: Declarations, known: Known) -> OddsReport:
    """Exact odds of the whole attack given the declarations and the dice so far."""
    n = len(setup.guns)
    laws = [firing_laws(setup, decl, known, j) for j in range(n)]
    shots = total_of([law[0] for law in laws])
    hits = total_of([law[1] for law in laws])
    plan = plan_of(setup, decl)
    wounds, unsaved, casualties = target_odds(
        plan, [law[1] for law in laws], _all_hits(known), known.wounds, known.saving)
    test, fail, unknown = _morale(setup, casualties, known)
    top = support_max(setup, decl, known)
    most = casualties.max if top[4] is None else top[4]
    return OddsReport(shots=shots.padded(top[0]), hits=hits.padded(top[1]),
                      wounds=wounds.padded(top[2]), unsaved=unsaved.padded(top[3]),
                      casualties=casualties.padded(most), morale_test=test,
                      morale_fail=fail, morale_fail_unknown=unknown,
                      notes=not_applied(setup.not_applied))


def _all_hits(known: Known) -> tuple[int, ...] | None:
    if known.hits and all(h is not None for h in known.hits):
        return tuple(h or 0 for h in known.hits)
    return None


def support_max(setup: Setup, decl: Declarations, known: Known,
                ) -> tuple[int, int, int, int, int | None]:
    """The largest possible shots, hits, wounds, unsaved wounds and casualties: the reports
    list every count up to these even where the chance is below float precision (casualties
    None: read them off the exact law, see :func:`desktop.rules.unit.target_most`)."""
    shots, hits_max = [], []
    for j, gun in enumerate(setup.guns):
        s = known_at(known.shots, j)
        s = rolls(setup, decl, j) * (1 if gun.template else gun.shots.maximum) if s is None \
            else s
        h = known_at(known.hits, j)
        if h is None:
            landed = known_at(known.landed, j)
            landed = (s if p_hit(gun) > 0 else 0) if landed is None else landed
            h = landed * (decl.under[j] + decl.partly[j]) if gun.marker else landed
        shots.append(s)
        hits_max.append(h)
    wounds, unsaved, removed = target_most(plan_of(setup, decl), hits_max,
                                           _all_hits(known) is not None, known.wounds,
                                           known.saving)
    return sum(shots), sum(hits_max), wounds, unsaved, removed


# -- morale ------------------------------------------------------------------------------------
def pass_chance(leadership: int, double_one_passes: bool) -> float:
    """P(2D6 <= Ld); a double 1 always passes if the option is on (UNCONFIRMED in 3rd)."""
    # UNCONFIRMED: 2D6 <= Ld is [K] for 3rd edition (documented for later editions, P31);
    # the double-1 automatic pass is off by default for the same reason (editions.md 2.8).
    passed = float(two_d6_at_most(leadership))
    if double_one_passes and leadership < 2:
        passed += 1 / 36
    return passed


def still_needed(setup: Setup) -> int:
    """Casualties this attack must cause to reach the 25% threshold of the phase."""
    already_lost = setup.models_at_phase_start - setup.target_models
    return morale_threshold(setup.models_at_phase_start) - already_lost


def _morale(setup: Setup, casualties: Dist, known: Known) -> tuple[float, float | None, bool]:
    if known.morale_passed is not None:
        return 1.0, 0.0 if known.morale_passed else 1.0, False
    fail_given = (None if setup.leadership is None
                  else 1.0 - pass_chance(setup.leadership, setup.double_one_passes))
    test, fail = morale_odds(casualties, setup.target_models, still_needed(setup),
                             fail_given or 0.0)
    if fail_given is None:
        return test, None, True
    return test, fail, False
