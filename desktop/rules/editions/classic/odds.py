"""``classic`` exact odds from any point of the sequence.

Pipeline (editions.md 2): shots by weapon type and range band per firing model -> to hit
(T-3E-BS) -> hits allocated one per model in turn over the target's groups -> to wound per
group (T-3E-WOUND) -> best save per group (T-3E-AP/COVER) -> wounds on each group's pool
(carried-over wounds, instant death T-3E-ID) -> morale read-off (T-3E-MORALE).

``Known`` holds the dice already rolled; each unknown stage is a binomial thinning and the
casualties come from the allocation chain of :mod:`desktop.rules.odds`, so the wizard's
forecast after every step is exact and uses the same functions as play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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
from desktop.rules.groups import allocation, mixed_stage
from desktop.rules.odds import (
    CasualtyTable,
    Pool,
    Transitions,
    allocate,
    capped_damage,
    morale_odds,
    p_success,
    remove_fresh_model,
    thin,
    two_d6_at_most,
)
from desktop.rules.sequence import OddsReport


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
    """Everything fixed about the attack (profiles and options)."""

    models: int
    bs: int
    weapon_type: WeaponType | None
    shots: DiceExpr
    weapon_range: float
    strength: int
    ap: int | None
    groups: tuple[Group, ...]
    leadership: int | None
    models_at_phase_start: int
    double_one_passes: bool = False

    @property
    def target_models(self) -> int:
        return sum(g.models for g in self.groups)


@dataclass(frozen=True)
class Declarations:
    """What the player declares: sight, movement, range bands of the firing models, cover."""

    visible: bool
    moved: bool
    half: int
    full: int
    cover: tuple[int | None, ...]

    @property
    def firing(self) -> int:
        return self.half + self.full


@dataclass(frozen=True)
class Known:
    """Dice results entered so far (None = not rolled yet)."""

    shots: int | None = None
    hits: int | None = None
    wounds: tuple[int | None, ...] = ()
    unsaved: tuple[int | None, ...] = ()
    morale_passed: bool | None = None


def rolls(setup: Setup, decl: Declarations) -> int:
    """How many times the weapon's shots value is rolled/counted for the whole unit."""
    if not decl.visible:
        return 0
    return (decl.half * shot_rolls(setup.weapon_type, decl.moved, Band.HALF)
            + decl.full * shot_rolls(setup.weapon_type, decl.moved, Band.FULL))


def shots_law(setup: Setup, decl: Declarations) -> Dist:
    return Dist.from_expr(setup.shots).sum_of(rolls(setup, decl))


def p_hit(setup: Setup) -> float:
    return p_success(to_hit(setup.bs))


def save_of(setup: Setup, group: Group, cover: int | None) -> int | None:
    return best_save(group.save, setup.ap, group.invulnerable, cover)


def group_move(setup: Setup, group: Group) -> Callable[[int], Transitions]:
    """What one unsaved wound does to the group's wound pool (instant death or one wound)."""
    pool = group.pool
    if instant_death(setup.strength, group.toughness, group.wounds):
        return remove_fresh_model(pool)
    return capped_damage(pool, Dist.point(1))


@dataclass(frozen=True)
class Stage:
    wounds: Dist
    unsaved: Dist
    casualties: Dist


def group_stage(setup: Setup, index: int, cover: int | None, hits: Dist, wounds: int | None,
                unsaved: int | None, table: CasualtyTable | None = None) -> Stage:
    """Wounds, unsaved wounds and models removed in one group given its hits."""
    group = setup.groups[index]
    wound_dist = Dist.point(wounds) if wounds is not None else thin(
        hits, p_success(to_wound(setup.strength, group.toughness)))
    p_fail_save = 1.0 - p_success(save_of(setup, group, cover))
    if unsaved is not None:
        unsaved_dist = Dist.point(unsaved)
    elif wounds is not None:
        unsaved_dist = thin(wound_dist, p_fail_save)
    else:  # two thinnings in a row are one: avoids a second mixture
        unsaved_dist = thin(hits, p_success(to_wound(setup.strength, group.toughness))
                            * p_fail_save)
    pool = group.pool
    if table is not None:
        return Stage(wound_dist, unsaved_dist, table.casualties(unsaved_dist))
    left = allocate(pool.total, unsaved_dist, group_move(setup, group))
    casualties = left.map(lambda t: pool.models - pool.models_left(t))
    return Stage(wound_dist, unsaved_dist, casualties)


def forecast(setup: Setup, decl: Declarations, known: Known) -> OddsReport:
    """Exact odds of the whole attack given the declarations and the dice so far."""
    shots = Dist.point(known.shots) if known.shots is not None else shots_law(setup, decl)
    hits = Dist.point(known.hits) if known.hits is not None else thin(shots, p_hit(setup))
    n = len(setup.groups)
    wounds_known = known.wounds or (None,) * n
    unsaved_known = known.unsaved or (None,) * n
    if n == 1:
        stage = group_stage(setup, 0, decl.cover[0], hits, wounds_known[0], unsaved_known[0])
    else:
        stage = _mixed_stage(setup, decl, hits, wounds_known, unsaved_known)
    test, fail, unknown = _morale(setup, stage.casualties, known)
    top = support_max(setup, decl, known)
    return OddsReport(shots=shots.padded(top[0]), hits=hits.padded(top[1]),
                      wounds=stage.wounds.padded(top[2]), unsaved=stage.unsaved.padded(top[3]),
                      casualties=stage.casualties.padded(top[4]), morale_test=test,
                      morale_fail=fail, morale_fail_unknown=unknown)


def left_after(setup: Setup, group: Group, unsaved: int) -> int:
    """Wounds left in a group after ``unsaved`` unsaved wounds (one wound each, or one whole
    model each under instant death; carried-over wounds stay on the unit)."""
    total = group.pool.total
    killer = instant_death(setup.strength, group.toughness, group.wounds)
    for _ in range(unsaved):
        total = max(0, total - (group.wounds if killer else 1))
    return total


def support_max(setup: Setup, decl: Declarations, known: Known,
                ) -> tuple[int, int, int, int, int]:
    """The largest possible shots, hits, wounds, unsaved wounds and casualties: the reports
    list every count up to these even where the chance is below float precision."""
    shots = known.shots if known.shots is not None else rolls(setup, decl) * setup.shots.maximum
    hits = known.hits if known.hits is not None else (shots if p_hit(setup) > 0 else 0)
    split = allocation(hits, setup.groups)
    n = len(setup.groups)
    wounds_known = known.wounds or (None,) * n
    unsaved_known = known.unsaved or (None,) * n
    wounds = unsaved = casualties = 0
    for index, group in enumerate(setup.groups):
        w = wounds_known[index]
        if w is None:
            w = split[index] if to_wound(setup.strength, group.toughness) else 0
        u = unsaved_known[index]
        if u is None:
            u = w if p_success(save_of(setup, group, decl.cover[index])) < 1 else 0
        wounds, unsaved = wounds + w, unsaved + u
        casualties += group.models - group.pool.models_left(left_after(setup, group, u))
    return shots, hits, wounds, unsaved, casualties


def _mixed_stage(setup: Setup, decl: Declarations, hits: Dist,
                 wounds_known: tuple[int | None, ...],
                 unsaved_known: tuple[int | None, ...]) -> Stage:
    def part(index: int, share: Dist, table: CasualtyTable) -> tuple[Dist, Dist, Dist]:
        got = group_stage(setup, index, decl.cover[index], share, wounds_known[index],
                          unsaved_known[index], table)
        return got.wounds, got.unsaved, got.casualties

    return Stage(*mixed_stage(hits, setup.groups, lambda g: group_move(setup, g), part))


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

