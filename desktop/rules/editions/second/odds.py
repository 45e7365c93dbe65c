"""``second`` exact odds from any point of the sequence.

Pipeline (editions.md 3): shots per firing model (short or long band, each with its own
to-hit modifier) -> hit roll, with the 6-then-second-roll rule for scores of 7-9 -> sustained
fire dice per hitting shot -> hits allocated one per model in turn over the target's groups
-> to wound -> force-field save, then the modified armour save (1D6 or 2D6) -> damage dice per
unsaved wound on the front model, surplus lost -> Break test read-off.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from desktop.domain.dice import DiceExpr
from desktop.rules.dice import Dist
from desktop.rules.editions.second.tables import (
    COVER_MODIFIER,
    LARGE_TARGET_MODIFIER,
    MOVING_VEHICLE_MODIFIER,
    SPEED_MODIFIER,
    TARGETER_MODIFIER,
    Cover,
    HitRoll,
    Speed,
    base_score,
    break_threshold,
    hit_roll,
    is_jam,
    save_chance,
    save_needed,
    sustained_hits,
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
    thin,
    two_d6_at_most,
)
from desktop.rules.sequence import OddsReport

SHORT, LONG = 0, 1


@dataclass(frozen=True)
class Group:
    name: str
    models: int
    toughness: int
    wounds: int = 1
    save: int | None = None
    save_dice: int = 1
    field_save: int | None = None
    wounds_lost: int = 0
    invulnerable: int | None = None

    @property
    def pool(self) -> Pool:
        return Pool(self.models, self.wounds, self.wounds_lost)


@dataclass(frozen=True)
class Setup:
    models: int
    bs: int
    shots: DiceExpr
    weapon_range: float
    short_range: float
    modifier_short: int
    modifier_long: int
    strength: int
    save_modifier: int
    damage: DiceExpr
    sustained_fire: int
    move_or_fire: bool
    rapid_fire: bool
    groups: tuple[Group, ...]
    leadership: int | None
    models_at_turn_start: int

    @property
    def target_models(self) -> int:
        return sum(g.models for g in self.groups)


@dataclass(frozen=True)
class Declarations:
    """Player declarations: movement, range bands of the firers, hit modifiers."""

    moved: bool
    short: int
    long: int
    cover: Cover | None = None
    speed: Speed | None = None
    large: bool = False
    targeter: bool = False
    moving_vehicle: bool = False

    @property
    def firing(self) -> int:
        return self.short + self.long


@dataclass(frozen=True)
class Known:
    """Dice results so far (None = not rolled yet)."""

    shots: tuple[int | None, int | None] = (None, None)   # per band (short, long)
    first: tuple[int | None, int | None] = (None, None)   # shots passing the first roll
    landed: tuple[int | None, int | None] = (None, None)  # shots that hit
    hits: int | None = None                                # after sustained fire dice
    jams: int | None = None
    wounds: tuple[int | None, ...] = ()
    field_failed: tuple[int | None, ...] = ()              # wounds left after field saves
    unsaved: tuple[int | None, ...] = ()
    left: tuple[int | None, ...] = ()                      # wounds left in each group
    morale_passed: bool | None = None


def rolls_per_model(setup: Setup, decl: Declarations) -> int:
    if setup.move_or_fire and decl.moved:
        return 0
    return 2 if setup.rapid_fire and not decl.moved else 1


def band_rolls(setup: Setup, decl: Declarations) -> tuple[int, int]:
    per = rolls_per_model(setup, decl)
    return decl.short * per, decl.long * per


def hit_modifier(setup: Setup, decl: Declarations, band: int) -> int:
    """Sum of every modifier of T-2E-HIT-MODS for one range band."""
    total = setup.modifier_short if band == SHORT else setup.modifier_long
    if decl.cover is not None:
        total += COVER_MODIFIER[decl.cover]
    if decl.speed is not None:
        total += SPEED_MODIFIER[decl.speed]
    if decl.large:
        total += LARGE_TARGET_MODIFIER
    if decl.targeter:
        total += TARGETER_MODIFIER
    if decl.moving_vehicle:
        total += MOVING_VEHICLE_MODIFIER
    return total


def roll_for(setup: Setup, decl: Declarations, band: int) -> HitRoll:
    return hit_roll(base_score(setup.bs) - hit_modifier(setup, decl, band))


def sustained_law(dice: int) -> Dist:
    """Hits scored by one hitting shot with ``dice`` sustained fire dice (1 die if none)."""
    if dice == 0:
        return Dist.point(1)
    face = [0.0] * 4
    for f in range(1, 7):
        face[sustained_hits(f)] += 1 / 6
    return Dist(tuple(face)).sum_of(dice)


def jam_chance(dice: int) -> float:
    """Chance that a hitting shot's sustained fire dice show at least one Jammed face."""
    clean = sum(1 for f in range(1, 7) if not is_jam(f)) / 6
    return 1.0 - clean ** dice if dice else 0.0


def p_field(group: Group) -> float:
    return p_success(group.field_save)


def armour_roll(setup: Setup, group: Group) -> tuple[int, int] | None:
    """(dice, score needed) of the save taken after any field save: the armour save with the
    weapon's modifier, or the unmodifiable invulnerable save if that is better (one save per
    wound).  ``None``: no save possible, nothing is rolled."""
    options: list[tuple[int, int]] = []
    # UNCONFIRMED: the weapon's save modifier also applies to 2D6 (Terminator) saves ([K]).
    need = save_needed(group.save, setup.save_modifier)
    if need is not None and save_chance(need, group.save_dice) > 0:
        options.append((group.save_dice, need))
    if group.invulnerable is not None:
        options.append((1, group.invulnerable))
    if not options:
        return None
    return max(options, key=lambda o: (save_chance(o[1], o[0]), -o[0]))


def p_armour(setup: Setup, group: Group) -> float:
    roll = armour_roll(setup, group)
    return 0.0 if roll is None else float(save_chance(roll[1], roll[0]))


@dataclass(frozen=True)
class Stage:
    wounds: Dist
    unsaved: Dist
    casualties: Dist


def group_stage(setup: Setup, index: int, hits: Dist, known: Known,
                table: CasualtyTable | None = None) -> Stage:
    group = setup.groups[index]
    pool = group.pool
    wounds = _pick(known.wounds, index)
    unsaved = _pick(known.unsaved, index)
    left = _pick(known.left, index)
    field_failed = _pick(known.field_failed, index)
    wound_dist = Dist.point(wounds) if wounds is not None else thin(
        hits, p_success(to_wound(setup.strength, group.toughness)))
    fail_field, fail_armour = 1.0 - p_field(group), 1.0 - p_armour(setup, group)
    if unsaved is not None:
        unsaved_dist = Dist.point(unsaved)
    elif field_failed is not None:
        unsaved_dist = thin(Dist.point(field_failed), fail_armour)
    elif wounds is not None:
        unsaved_dist = thin(wound_dist, fail_field * fail_armour)
    else:  # successive thinnings compose: one mixture instead of three
        unsaved_dist = thin(hits, p_success(to_wound(setup.strength, group.toughness))
                            * fail_field * fail_armour)
    if left is not None:
        casualties = Dist.point(pool.models - pool.models_left(left))
    elif table is not None:
        casualties = table.casualties(unsaved_dist)
    else:
        left_dist = allocate(pool.total, unsaved_dist, group_move(setup, group))
        casualties = left_dist.map(lambda t: pool.models - pool.models_left(t))
    return Stage(wound_dist, unsaved_dist, casualties)


def group_move(setup: Setup, group: Group) -> Callable[[int], Transitions]:
    return capped_damage(group.pool, Dist.from_expr(setup.damage))


def _pick(values: tuple[int | None, ...], index: int) -> int | None:
    return values[index] if values else None


def landed_law(setup: Setup, decl: Declarations, known: Known) -> Dist:
    """Shots that hit, over both range bands."""
    total = Dist.point(0)
    rolls = band_rolls(setup, decl)
    for band in (SHORT, LONG):
        roll = roll_for(setup, decl, band)
        if known.landed[band] is not None:
            landed = Dist.point(known.landed[band] or 0)
        else:
            if known.first[band] is not None:
                first = Dist.point(known.first[band] or 0)
            else:
                shots = (Dist.point(known.shots[band] or 0) if known.shots[band] is not None
                         else Dist.from_expr(setup.shots).sum_of(rolls[band]))
                first = thin(shots, p_success(roll.first))
            landed = thin(first, p_success(roll.second) if roll.second else 1.0)
        total = total.convolve(landed)
    return total


def shots_law(setup: Setup, decl: Declarations, known: Known) -> Dist:
    rolls = band_rolls(setup, decl)
    total = Dist.point(0)
    for band in (SHORT, LONG):
        shots = known.shots[band]
        total = total.convolve(Dist.point(shots) if shots is not None
                               else Dist.from_expr(setup.shots).sum_of(rolls[band]))
    return total


def forecast(setup: Setup, decl: Declarations, known: Known) -> OddsReport:
    shots = shots_law(setup, decl, known)
    extras: dict[str, Dist] = {}
    if known.hits is not None:
        hits = Dist.point(known.hits)
        jams = Dist.point(known.jams or 0)
    else:
        landed = landed_law(setup, decl, known)
        per = sustained_law(setup.sustained_fire)
        hits = Dist.compound(landed, per.sum_of) if setup.sustained_fire else landed
        jams = thin(landed, jam_chance(setup.sustained_fire))
    n = len(setup.groups)
    if n == 1:
        stage = group_stage(setup, 0, hits, known)
    else:
        stage = _mixed(setup, hits, known)
    test, fail, unknown = _morale(setup, stage.casualties, known)
    top = support_max(setup, decl, known)
    if setup.sustained_fire:
        extras["jams"] = jams.padded(top[5])
    return OddsReport(shots=shots.padded(top[0]), hits=hits.padded(top[1]),
                      wounds=stage.wounds.padded(top[2]), unsaved=stage.unsaved.padded(top[3]),
                      casualties=stage.casualties.padded(top[4]), morale_test=test,
                      morale_fail=fail, extras=extras, morale_fail_unknown=unknown)


def left_after(total: int, wounds: int, damages: list[int]) -> int:
    """Each unsaved wound's damage goes on the front model; surplus is lost (UNCONFIRMED:
    editions.md 3.7 found no 2nd-edition text on carrying surplus over)."""
    for damage in damages:
        if total <= 0:
            break
        front = (total - 1) % wounds + 1
        total -= min(damage, front)
    return total


def support_max(setup: Setup, decl: Declarations, known: Known,
                ) -> tuple[int, int, int, int, int, int]:
    """Largest possible shots, hits, wounds, unsaved, casualties and jams (see classic)."""
    rolls = band_rolls(setup, decl)
    shots = landed = 0
    for band in (SHORT, LONG):
        roll = roll_for(setup, decl, band)
        s = known.shots[band]
        s = rolls[band] * setup.shots.maximum if s is None else s
        first = known.first[band]
        first = (s if roll.first is not None else 0) if first is None else first
        land = known.landed[band]
        shots, landed = shots + s, landed + (first if land is None else land)
    per = 3 * setup.sustained_fire if setup.sustained_fire else 1
    hits = known.hits if known.hits is not None else landed * per
    jams = known.jams if known.jams is not None else (landed if setup.sustained_fire else 0)
    split = allocation(hits, setup.groups)
    wounds = unsaved = casualties = 0
    for index, group in enumerate(setup.groups):
        w = _pick(known.wounds, index)
        if w is None:
            w = split[index] if to_wound(setup.strength, group.toughness) else 0
        u = _pick(known.unsaved, index)
        if u is None:
            after_field = _pick(known.field_failed, index)
            if after_field is None:
                after_field = w if p_field(group) < 1 else 0
            u = after_field if p_armour(setup, group) < 1 else 0
        left = _pick(known.left, index)
        if left is None:
            left = left_after(group.pool.total, group.wounds, [setup.damage.maximum] * u)
        wounds, unsaved = wounds + w, unsaved + u
        casualties += group.models - group.pool.models_left(left)
    return shots, hits, wounds, unsaved, casualties, jams


def _mixed(setup: Setup, hits: Dist, known: Known) -> Stage:
    def part(index: int, share: Dist, table: CasualtyTable) -> tuple[Dist, Dist, Dist]:
        got = group_stage(setup, index, share, known, table)
        return got.wounds, got.unsaved, got.casualties

    return Stage(*mixed_stage(hits, setup.groups, lambda g: group_move(setup, g), part))


def still_needed(setup: Setup) -> int:
    already_lost = setup.models_at_turn_start - setup.target_models
    return break_threshold(setup.models_at_turn_start) - already_lost


def _morale(setup: Setup, casualties: Dist, known: Known) -> tuple[float, float | None, bool]:
    if known.morale_passed is not None:
        return 1.0, 0.0 if known.morale_passed else 1.0, False
    if setup.leadership is None:
        test, _ = morale_odds(casualties, setup.target_models, still_needed(setup), 0.0)
        return test, None, True
    fail_given = 1.0 - float(two_d6_at_most(setup.leadership))
    test, fail = morale_odds(casualties, setup.target_models, still_needed(setup), fail_given)
    return test, fail, False
