"""``second`` exact odds of a whole squad's attack from any point of the sequence.

Pipeline (editions.md 3): per fire group, the firers spread over the target's models
(models in the open first) in *volleys* of one range band and one cover; shots per firing
model -> hit roll with the volley's modifiers, the 6-then-second-roll rule for scores of 7-9
-> sustained fire dice per hitting shot (templates hit the models under them, blast markers
that hit the models under the marker, partly covered models on a 4+) -> the target's models
in the removal order (:mod:`desktop.rules.unit`) -> to wound -> each model's force-field save,
then its modified armour save (1D6 or 2D6) -> damage dice per unsaved wound on the front
model, surplus lost -> Break test read-off.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

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
from desktop.rules.groups import deal, kinds, line
from desktop.rules.odds import Pool, morale_odds, p_success, thin, two_d6_at_most
from desktop.rules.sequence import OddsReport, not_applied
from desktop.rules.unit import (
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

SHORT, LONG = 0, 1


@dataclass(frozen=True)
class Gun:
    """One fire group: ``models`` with one BS firing one weapon."""

    name: str
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
    sustained_fire: int = 0
    move_or_fire: bool = False
    rapid_fire: bool = False
    template: bool = False
    blast: bool = False

    @property
    def marker(self) -> bool:
        return self.template or self.blast


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
    cover: Cover | None = None

    @property
    def pool(self) -> Pool:
        return Pool(self.models, self.wounds, self.wounds_lost)


@dataclass(frozen=True)
class Setup:
    guns: tuple[Gun, ...]
    groups: tuple[Group, ...]
    priority: tuple[int, ...]
    leadership: int | None
    models_at_turn_start: int
    not_applied: tuple[str, ...] = ()

    @property
    def target_models(self) -> int:
        return sum(g.models for g in self.groups)


@dataclass(frozen=True)
class Declarations:
    """Player declarations: movement, range bands per fire group, hit modifiers, templates,
    and the cover of each target group."""

    moved: bool
    sighted: tuple[int, ...]
    short: tuple[int, ...]
    long: tuple[int, ...]
    under: tuple[int, ...]
    partly: tuple[int, ...]
    cover: tuple[Cover | None, ...]
    speed: Speed | None = None
    large: bool = False
    targeter: bool = False
    moving_vehicle: bool = False

    @property
    def firing(self) -> int:
        return sum(self.short) + sum(self.long)

    def fires(self, gun: int) -> int:
        return self.short[gun] + self.long[gun]


@dataclass(frozen=True)
class Volley:
    """Firers of one fire group in one range band aiming at models of one cover (templates:
    one volley of all the group's firers, no band)."""

    gun: int
    band: int
    cover: Cover | None
    firers: int


@dataclass(frozen=True)
class Known:
    """Dice results so far (None / empty = not rolled yet)."""

    shots: tuple[int | None, ...] = ()    # per volley
    first: tuple[int | None, ...] = ()    # per volley: shots passing the first roll
    landed: tuple[int | None, ...] = ()   # per volley: shots that hit
    hits: tuple[int | None, ...] = ()     # per fire group: after sustained fire / markers
    jams: tuple[int, ...] = ()            # per fire group
    wounds: tuple[tuple[int, ...], ...] | None = None   # [gun][class]
    saving: Saving | None = None
    morale_passed: bool | None = None


# -- the firing side -----------------------------------------------------------------------------
def order(setup: Setup, decl: Declarations) -> tuple[int, ...]:
    """Target groups in the order casualties are taken: the owner's order, models in the open
    before models in cover."""
    return tuple(sorted(setup.priority, key=lambda i: decl.cover[i] is not None))


@lru_cache(maxsize=256)
def volleys(setup: Setup, decl: Declarations) -> tuple[Volley, ...]:
    """The firers spread one per target model in turn, models in the open first (each fire
    group's short-range firers, then its long-range ones): a firer aiming at a model in cover
    suffers that cover's modifier.  UNCONFIRMED: Auspex's reading of a squad partly in cover
    (editions.md 3.1 lets a firer prefer models in the open; the seeds say no more)."""
    aims: list[Cover | None] = []
    for i in order(setup, decl):
        aims.extend([decl.cover[i]] * setup.groups[i].models)
    out: list[Volley] = []
    at = 0
    for j, gun in enumerate(setup.guns):
        if gun.template:
            out.append(Volley(j, SHORT, None, decl.fires(j)))
            continue
        for band, count in ((SHORT, decl.short[j]), (LONG, decl.long[j])):
            per: dict[Cover | None, int] = {}
            for _ in range(count):
                cover = aims[at % len(aims)]
                per[cover] = per.get(cover, 0) + 1
                at += 1
            for cover in (None, Cover.SOFT, Cover.HARD):
                if per.get(cover):
                    out.append(Volley(j, band, cover, per[cover]))
    return tuple(out)


def rolls_per_model(gun: Gun, decl: Declarations) -> int:
    if gun.move_or_fire and decl.moved:
        return 0
    return 2 if gun.rapid_fire and not decl.moved else 1


def volley_rolls(setup: Setup, decl: Declarations, volley: Volley) -> int:
    return volley.firers * rolls_per_model(setup.guns[volley.gun], decl)


def hit_modifier(setup: Setup, decl: Declarations, volley: Volley) -> int:
    """Sum of every modifier of T-2E-HIT-MODS for one volley."""
    gun = setup.guns[volley.gun]
    total = gun.modifier_short if volley.band == SHORT else gun.modifier_long
    if volley.cover is not None:
        total += COVER_MODIFIER[volley.cover]
    if decl.speed is not None:
        total += SPEED_MODIFIER[decl.speed]
    if decl.large:
        total += LARGE_TARGET_MODIFIER
    if decl.targeter:
        total += TARGETER_MODIFIER
    if decl.moving_vehicle:
        total += MOVING_VEHICLE_MODIFIER
    return total


def roll_for(setup: Setup, decl: Declarations, volley: Volley) -> HitRoll:
    if setup.guns[volley.gun].template:
        return HitRoll(1)  # no roll: every template lands
    return hit_roll(base_score(setup.guns[volley.gun].bs) - hit_modifier(setup, decl, volley))


def sustained_law(dice: int) -> Dist:
    """Hits scored by one hitting shot with ``dice`` sustained fire dice (1 hit if none)."""
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


def firing_laws(setup: Setup, decl: Declarations, known: Known, gun: int,
                ) -> tuple[Dist, Dist, Dist]:
    """(shots, hits, jams) of one fire group given the dice so far."""
    g = setup.guns[gun]
    shots = landed = Dist.point(0)
    for v, volley in enumerate(volleys(setup, decl)):
        if volley.gun != gun:
            continue
        roll = roll_for(setup, decl, volley)
        s = known_at(known.shots, v)
        if s is not None:
            shots_v = Dist.point(s)
        elif g.template:
            shots_v = Dist.point(volley_rolls(setup, decl, volley))
        else:
            shots_v = Dist.from_expr(g.shots).sum_of(volley_rolls(setup, decl, volley))
        shots = shots.convolve(shots_v)
        land = known_at(known.landed, v)
        if land is not None:
            landed_v = Dist.point(land)
        else:
            first = known_at(known.first, v)
            first_d = Dist.point(first) if first is not None else thin(
                shots_v, p_success(roll.first))
            landed_v = thin(first_d, p_success(roll.second) if roll.second else 1.0)
        landed = landed.convolve(landed_v)
    hits = known_at(known.hits, gun)
    if hits is not None:
        jams = known.jams[gun] if known.jams else 0
        return shots, Dist.point(hits), Dist.point(jams)
    if g.marker:
        under, partly = decl.under[gun], decl.partly[gun]
        return shots, marker_hits(landed, under, partly), Dist.point(0)
    if g.sustained_fire:
        per = sustained_law(g.sustained_fire)
        return (shots, Dist.compound(landed, per.sum_of),
                thin(landed, jam_chance(g.sustained_fire)))
    return shots, landed, Dist.point(0)


# -- the target side -----------------------------------------------------------------------------
@lru_cache(maxsize=256)
def classes(setup: Setup, decl: Declarations) -> tuple[tuple[int, ...], ...]:
    """The lines the wounds fall on (:func:`desktop.rules.groups.kinds`)."""
    return kinds(setup.groups, order(setup, decl), lambda i: _profile(setup, decl, i))


def deal_of(setup: Setup, decl: Declarations) -> Deal:
    """The order the hits are dealt in: the groups in removal order, each in its class."""
    return deal(setup.groups, order(setup, decl), classes(setup, decl))


def _profile(setup: Setup, decl: Declarations, i: int) -> tuple[object, ...]:
    """What a hit does to a model of group ``i`` (cover only changes the roll to hit)."""
    g = setup.groups[i]
    return (g.toughness, g.wounds, g.save, g.save_dice, g.field_save, g.invulnerable)


def line_of(setup: Setup, members: tuple[int, ...]) -> Line:
    return line(setup.groups, members)


def armour_roll(gun: Gun, group: Group) -> tuple[int, int] | None:
    """(dice, score needed) of the save taken after any field save: the armour save with the
    weapon's modifier, or the unmodifiable invulnerable save if that is better (one save per
    wound).  ``None``: no save possible, nothing is rolled."""
    options: list[tuple[int, int]] = []
    # UNCONFIRMED: the weapon's save modifier also applies to 2D6 (Terminator) saves ([K]).
    need = save_needed(group.save, gun.save_modifier)
    if need is not None and save_chance(need, group.save_dice) > 0:
        options.append((group.save_dice, need))
    if group.invulnerable is not None:
        options.append((1, group.invulnerable))
    if not options:
        return None
    return max(options, key=lambda o: (save_chance(o[1], o[0]), -o[0]))


def p_armour(gun: Gun, group: Group) -> float:
    roll = armour_roll(gun, group)
    return 0.0 if roll is None else float(save_chance(roll[1], roll[0]))


def p_field(group: Group) -> float:
    return p_success(group.field_save)


def effect_of(gun: Gun) -> Effect:
    return Effect(Dist.from_expr(gun.damage))


def plan_of(setup: Setup, decl: Declarations) -> Plan:
    cls = classes(setup, decl)
    guns = range(len(setup.guns))
    return Plan(
        deal=deal_of(setup, decl),
        lines=tuple(line_of(setup, c) for c in cls),
        wound=tuple(tuple(p_success(to_wound(setup.guns[j].strength,
                                              setup.groups[c[0]].toughness)) for c in cls)
                    for j in guns),
        unsaved=tuple(tuple(tuple((1.0 - p_field(setup.groups[i]))
                                  * (1.0 - p_armour(setup.guns[j], setup.groups[i]))
                                  for i in c) for c in cls) for j in guns),
        effects=tuple(tuple((effect_of(setup.guns[j]),) * len(c) for c in cls) for j in guns))


def forecast(setup: Setup, decl: Declarations, known: Known) -> OddsReport:
    n = len(setup.guns)
    laws = [firing_laws(setup, decl, known, j) for j in range(n)]
    shots = total_of([law[0] for law in laws])
    hits = total_of([law[1] for law in laws])
    jams = total_of([law[2] for law in laws])
    hits_known = (tuple(h or 0 for h in known.hits)
                  if known.hits and all(h is not None for h in known.hits) else None)
    wounds, unsaved, casualties = target_odds(plan_of(setup, decl), [law[1] for law in laws],
                                              hits_known, known.wounds, known.saving)
    test, fail, unknown = _morale(setup, casualties, known)
    top = support_max(setup, decl, known)
    extras: dict[str, Dist] = {}
    if any(g.sustained_fire for g in setup.guns):
        extras["jams"] = jams.padded(top[5])
    most = casualties.max if top[4] is None else top[4]
    return OddsReport(shots=shots.padded(top[0]), hits=hits.padded(top[1]),
                      wounds=wounds.padded(top[2]), unsaved=unsaved.padded(top[3]),
                      casualties=casualties.padded(most), morale_test=test,
                      morale_fail=fail, extras=extras, morale_fail_unknown=unknown,
                      notes=not_applied(setup.not_applied))


def support_max(setup: Setup, decl: Declarations, known: Known,
                ) -> tuple[int, int, int, int, int | None, int]:
    """Largest possible shots, hits, wounds, unsaved, casualties and jams (see classic)."""
    shots = [0] * len(setup.guns)
    landed = [0] * len(setup.guns)
    for v, volley in enumerate(volleys(setup, decl)):
        gun = setup.guns[volley.gun]
        roll = roll_for(setup, decl, volley)
        s = known_at(known.shots, v)
        if s is None:
            rolls = volley_rolls(setup, decl, volley)
            s = rolls if gun.template else rolls * gun.shots.maximum
        first = known_at(known.first, v)
        first = (s if roll.first is not None else 0) if first is None else first
        land = known_at(known.landed, v)
        shots[volley.gun] += s
        landed[volley.gun] += first if land is None else land
    hits_max, jams = [], 0
    for j, gun in enumerate(setup.guns):
        h = known_at(known.hits, j)
        if h is None:
            if gun.marker:
                h = landed[j] * (decl.under[j] + decl.partly[j])
            else:
                h = landed[j] * (3 * gun.sustained_fire if gun.sustained_fire else 1)
            jams += landed[j] if gun.sustained_fire else 0
        else:
            jams += known.jams[j] if known.jams else 0
        hits_max.append(h)
    hits_known = bool(known.hits) and all(h is not None for h in known.hits)
    wounds, unsaved, removed = target_most(plan_of(setup, decl), hits_max, hits_known,
                                           known.wounds, known.saving)
    return sum(shots), sum(hits_max), wounds, unsaved, removed, jams


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
