"""Horus Heresy (3rd ed.): the exact odds against a brute-force enumeration of every die.

The brute force below walks all outcomes of every die of small attacks (each face of each
Hit / Wound / Armour Penetration / save / mitigation / Damage / Recovery / Vehicle Damage
Table die, every 2D6 check) and applies the rules directly: wounds one at a time to the
wounded model first, unmodified wounds of a Fire Group first, surplus Damage lost.  It shares
only the one-die resolvers with the engine (tested cell by cell elsewhere), none of the chain,
Horner scheme or inclusion-exclusion.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import product
from math import ceil

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.rules.dice import Dist
from desktop.rules.editions.horus_heresy.build import plan_for
from desktop.rules.editions.horus_heresy.effects import Reaction, Rule, Status
from desktop.rules.editions.horus_heresy.laws import (
    HitKind,
    Wound,
    damage_value,
    mitigation_for,
    resolve_hit,
    resolve_second,
    save_target,
    wound_rolled,
)
from desktop.rules.editions.horus_heresy.odds import odds
from desktop.rules.editions.horus_heresy.setup import (
    FireGroup,
    Setup,
    Target,
    defence,
    deflagrate_gun,
)
from desktop.rules.editions.horus_heresy.special_rules import (
    ModelRules,
    effective_gun,
    parse_weapon_rules,
)
from desktop.rules.sequence import OddsReport

SIXTH = Fraction(1, 6)
MORALE = {Rule.PANIC, Rule.PINNING, Rule.SUPPRESSIVE, Rule.STUN}


def faces_ok(target: int | None) -> Iterator[tuple[Fraction, bool]]:
    for face in range(1, 7):
        yield SIXTH, target is not None and face >= max(2, target)


def shot_outcomes(group: FireGroup, setup: Setup, auto: bool = False,
                  ) -> dict[tuple, Fraction]:
    """Every way one shot can end: (hit?, wound record or None, survives saves?).  Area
    weapons (and ``auto``: Deflagrate hits) hit with no Hit Test, as plain hits."""
    d = defence(setup, setup.reaction)
    entry, gun = group.entry, group.gun
    out: dict[tuple, Fraction] = {}

    def add(key: tuple, p: Fraction) -> None:
        out[key] = out.get(key, Fraction(0)) + p

    if auto or gun.rules.area:
        hit_faces = [(Fraction(1), HitKind.NORMAL)]
    elif entry.automatic:
        hit_faces = [(Fraction(1), HitKind.CRITICAL)]
    elif entry.target is None:
        hit_faces = [(Fraction(1), None)]
    else:
        hit_faces = [(SIXTH, resolve_hit(entry, gun, f, d.vehicle)) for f in range(1, 7)]
    for p_hit, kind in hit_faces:
        if kind is None:
            add((False, None, False), p_hit)
            continue
        rolls = range(1, 7) if wound_rolled(kind, d) else [6]
        p_each = SIXTH if wound_rolled(kind, d) else Fraction(1)
        for face in rolls:
            record = resolve_second(kind, gun, d, face)
            if record is None:
                add((True, None, False), p_hit * p_each)
                continue
            for p_s, saved in faces_ok(save_target(record, d)):
                if saved:
                    add((True, record, False), p_hit * p_each * p_s)
                    continue
                for p_m, mitigated in faces_ok(mitigation_for(record, d)):
                    add((True, record, not mitigated), p_hit * p_each * p_s * p_m)
    return out


def model_shots(group: FireGroup) -> dict[int, Fraction]:
    if group.area:  # each model under the marker or template is one shot that hits
        return {group.under: Fraction(1)}
    per = group.gun.firepower
    one: dict[int, Fraction] = {}
    for value, p in per.expr.outcomes().items():
        v = max(0, value * per.times + per.plus)
        one[v] = one.get(v, Fraction(0)) + p
    total: dict[int, Fraction] = {0: Fraction(1)}
    for _ in range(group.models):
        nxt: dict[int, Fraction] = {}
        for a, pa in total.items():
            for b, pb in one.items():
                nxt[a + b] = nxt.get(a + b, Fraction(0)) + pa * pb
        total = nxt
    return total


def group_outcomes(group: FireGroup, setup: Setup) -> list[tuple[Fraction, tuple]]:
    """(probability, ordered per-shot outcomes) for one Fire Group."""
    shot = list(shot_outcomes(group, setup).items())
    out = []
    for k, pk in model_shots(group).items():
        for combo in product(shot, repeat=k):
            p = pk
            for _, q in combo:
                p *= q
            out.append((p, tuple(key for key, _ in combo)))
    return out


def damage_outcomes(record: Wound, group: FireGroup, setup: Setup) -> dict[int, Fraction]:
    d = defence(setup, setup.reaction)
    expr = group.gun.damage.expr
    out: dict[int, Fraction] = {}
    for dice in product(range(1, expr.sides + 1), repeat=expr.count):
        v = damage_value(record, group.gun, d, dice)
        out[v] = out.get(v, Fraction(0)) + Fraction(1, expr.sides ** expr.count)
    return out


Counts = tuple[int, int, int, int, int]  # shots, hits, wounds, unsaved, glancing


def allocate(models: tuple[int, ...], took: tuple[bool, ...], wounds: list[Wound],
             group: FireGroup, setup: Setup,
             ) -> Iterator[tuple[Fraction, tuple[int, ...], tuple[bool, ...], int, int]]:
    """One Fire Group's unsaved wounds (and glancing hits) one at a time, in order: each
    goes to the wounded model first; once no model is left the rest are lost (not counted).
    Yields (chance, models, took, unsaved counted, glancing counted)."""
    if not wounds or not any(x > 0 for x in models):
        yield Fraction(1), models, took, 0, 0
        return
    record, rest = wounds[0], wounds[1:]
    if record.glancing:
        for q, mm, tt, u, g in allocate(models, took, rest, group, setup):
            yield q, mm, tt, u, g + 1
        return
    w = setup.target.wounds
    alive = [i for i, x in enumerate(models) if x > 0]
    wounded = [i for i in alive if models[i] < w]
    i = wounded[0] if wounded else alive[0]
    for dmg, p in damage_outcomes(record, group, setup).items():
        m2 = list(models)
        t2 = list(took)
        m2[i] -= dmg
        t2[i] = True
        for q, mm, tt, u, g in allocate(tuple(m2), tuple(t2), rest, group, setup):
            yield p * q, mm, tt, u + 1, g


def resolve(models: tuple[int, ...], took: tuple[bool, ...], combo: tuple, setup: Setup,
            index: int = 0) -> Iterator[tuple[Fraction, tuple[int, ...], tuple[bool, ...],
                                              Counts, frozenset[Rule]]]:
    """The Fire Groups in order; a group that finds no model left is not resolved (design.md
    section 4): its dice are not counted and its rules do not fire."""
    if index == len(setup.groups) or not any(x > 0 for x in models):
        yield Fraction(1), models, took, (0, 0, 0, 0, 0), frozenset()
        return
    (_, shots), group = combo[index], setup.groups[index]
    g_hits = sum(1 for h, _, _ in shots if h)
    g_wounds = sum(1 for _, r, _ in shots if r is not None and not r.glancing)
    fired: set[Rule] = set()
    if g_hits:
        fired |= group.tags & {Rule.SUPPRESSIVE, Rule.STUN}
    if g_wounds:
        fired |= group.tags & {Rule.PANIC, Rule.PINNING}
    unsaved = [r for _, r, u in shots if u and r is not None]
    ordered = sorted(unsaved, key=lambda r: (r.bonus, r.glancing))
    for q, mm, tt, u, g in allocate(models, took, ordered, group, setup):
        for q1, m2, t2, extra in deflagrate(mm, tt, u, group, setup):
            for q2, m3, t3, later, more in resolve(m2, t2, combo, setup, index + 1):
                counts = (len(shots) + later[0], g_hits + extra[1] + later[1],
                          g_wounds + extra[2] + later[2], u + extra[3] + later[3],
                          g + extra[4] + later[4])
                yield q * q1 * q2, m3, t3, counts, frozenset(fired) | more


def deflagrate(models: tuple[int, ...], took: tuple[bool, ...], unsaved: int,
               group: FireGroup, setup: Setup) -> Iterator[tuple[Fraction, tuple[int, ...],
                                                                 tuple[bool, ...], Counts]]:
    """Deflagrate (X): once the group's own wounds are resolved, one more hit per unsaved
    wound (if a model is left), Strength X, AP -, Damage 1; these hits do not deflagrate."""
    gun = deflagrate_gun(group.gun)
    if gun is None or not unsaved or not any(x > 0 for x in models):
        yield Fraction(1), models, took, (0, 0, 0, 0, 0)
        return
    extra = FireGroup(gun, group.bs, 1)
    outcomes = list(shot_outcomes(extra, setup, auto=True).items())
    for combo in product(outcomes, repeat=unsaved):
        p = Fraction(1)
        for _, q in combo:
            p *= q
        wounds = sum(1 for (_, r, _), _ in combo if r is not None and not r.glancing)
        failed = sorted((r for (_, r, u), _ in combo if u and r is not None),
                        key=lambda r: (r.bonus, r.glancing))
        for q, mm, tt, u, g in allocate(models, took, failed, extra, setup):
            yield p * q, mm, tt, (0, unsaved, wounds, u, g)


def check_fail(target: int) -> Fraction:
    if target <= 0:
        return Fraction(1)
    fails = sum(1 for a, b in product(range(1, 7), repeat=2)
                if not ((a == b == 1) or (a + b <= target and not a == b == 6)))
    return Fraction(fails, 36)


def brute(setup: Setup) -> dict[str, object]:
    target = setup.target
    n = target.models
    res: dict[str, dict] = {k: {} for k in ("shots", "hits", "wounds", "unsaved",
                                            "casualties", "glancing")}
    morale = {"test": Fraction(0), "fail": Fraction(0)}
    statuses: dict[Status, Fraction] = {}
    mods: dict[Rule, int] = {}
    for g in setup.groups:
        for rule, x in g.gun.rules.checks:
            mods[rule] = max(mods.get(rule, 0), x)
    per_group = [group_outcomes(g, setup) for g in setup.groups]
    start = [target.wounds] * n
    if target.wounds_lost:
        start[0] -= target.wounds_lost
    for combo in product(*per_group):
        p = Fraction(1)
        for q, _ in combo:
            p *= q
        for q, models, took, counts, fired in resolve(tuple(start), (False,) * n, combo, setup):
            for key, value in zip(("shots", "hits", "wounds", "unsaved", "glancing"), counts,
                                  strict=True):
                res[key][value] = res[key].get(value, Fraction(0)) + p * q
            for r, final, gained in step_eleven(models, took, counts[4], setup):
                weight = p * q * r
                cas = sum(1 for x in final if x <= 0)
                res["casualties"][cas] = res["casualties"].get(cas, Fraction(0)) + weight
                for s in gained:
                    if cas < n:
                        statuses[s] = statuses.get(s, Fraction(0)) + weight
                if setup.attack != "normal" or target.vehicle or cas >= n:
                    continue
                routed_test = cas >= ceil(n / 4) or Rule.PANIC in fired
                p_rout = Fraction(0)
                immune = target.rules.automata
                if routed_test:
                    morale["test"] += weight
                    if target.leadership is not None and not immune:
                        x = mods.get(Rule.PANIC, 0) if Rule.PANIC in fired else 0
                        p_rout = check_fail(max(0, target.leadership - x))
                        morale["fail"] += weight * p_rout
                if target.cool is None or immune:
                    continue
                for rule, status in ((Rule.PINNING, Status.PINNED),
                                     (Rule.SUPPRESSIVE, Status.SUPPRESSED),
                                     (Rule.STUN, Status.STUNNED)):
                    trig = rule in fired
                    coh = status is Status.SUPPRESSED and setup.coherency_broken and cas >= 1
                    if trig or coh:
                        x = mods.get(rule, 0) if trig else 0
                        add = weight * (1 - p_rout) * check_fail(max(0, target.cool - x))
                        statuses[status] = statuses.get(status, Fraction(0)) + add
    return {"dists": res, "morale": morale, "statuses": statuses}


def step_eleven(models: tuple[int, ...], took: tuple[bool, ...], glancing: int, setup: Setup,
                ) -> Iterator[tuple[Fraction, tuple[int, ...], frozenset[Status]]]:
    target = setup.target
    if setup.reaction is Reaction.MEDIC and target.rules.medic is not None:
        idx = [i for i, t in enumerate(took) if t]
        for dice in product(range(1, 7), repeat=len(idx)):
            m = list(models)
            for i, die in zip(idx, dice, strict=True):
                if die >= target.rules.medic and m[i] < target.wounds:
                    m[i] += 1
            yield Fraction(1, 6 ** len(idx)), tuple(m), frozenset()
        return
    if not target.vehicle or not glancing:
        yield Fraction(1), models, frozenset()
        return
    if target.rules.super_heavy:
        m = list(models)
        for _ in range(glancing):
            lose_one(m, target.wounds)
        yield Fraction(1), tuple(m), frozenset()
        return
    table = {1: Status.STUNNED, 2: Status.STUNNED, 3: Status.PINNED, 4: Status.PINNED,
             5: Status.SUPPRESSED, 6: Status.SUPPRESSED}
    for dice in product(range(1, 7), repeat=glancing):
        m = list(models)
        gained: set[Status] = set()
        for die in dice:
            s = table[die]
            if s in gained or s in target.statuses:
                lose_one(m, target.wounds)
            else:
                gained.add(s)
        yield Fraction(1, 6 ** glancing), tuple(m), frozenset(gained)


def lose_one(models: list[int], w: int) -> None:
    alive = [i for i, x in enumerate(models) if x > 0]
    if alive:
        wounded = [i for i in alive if models[i] < w]
        models[(wounded or alive)[0]] -= 1


def assert_matches(report: OddsReport, expected: dict[str, object]) -> None:
    dists = expected["dists"]
    assert isinstance(dists, dict)
    for name in ("shots", "hits", "wounds", "unsaved", "casualties"):
        got: Dist = getattr(report, name)
        want = dists[name]
        for k in range(max(got.max, max(want)) + 1):
            assert got.p(k) == pytest.approx(float(want.get(k, 0)), abs=1e-9), (name, k)
        assert got.total == pytest.approx(1.0, abs=1e-12)
    morale = expected["morale"]
    assert isinstance(morale, dict)
    assert report.morale_test == pytest.approx(float(morale["test"]), abs=1e-9)
    if report.morale_fail is not None:
        assert report.morale_fail == pytest.approx(float(morale["fail"]), abs=1e-9)
    statuses = expected["statuses"]
    assert isinstance(statuses, dict)
    for status in (Status.PINNED, Status.SUPPRESSED, Status.STUNNED):
        got_p = report.extras[status.value].mean if status.value in report.extras else 0.0
        assert got_p == pytest.approx(float(statuses.get(status, 0)), abs=1e-9), status
    if "glancing" in report.extras:
        want = dists["glancing"]
        for k, p in want.items():
            assert report.extras["glancing"].p(k) == pytest.approx(float(p), abs=1e-9)


# -- generated small attacks ---------------------------------------------------------------------
WEAPON_RULES = ["Rending (4+)", "Rending (6+)", "Breaching (5+)", "Critical Hit (5+)",
                "Shred (5+)", "Poisoned (4+)", "Pinning (1)", "Panic (2)", "Suppressive (0)",
                "Stun (1)", "Armourbane", "Precision (5+)", "Deflagrate (4)", "Blast (3\")",
                "Template"]


@st.composite
def fire_groups(draw: st.DrawFn, budget: int) -> FireGroup:
    fp = draw(st.sampled_from(["1", "2", "D3"] if budget >= 3 else ["1", "2"][:budget]))
    cap = 3 if fp == "D3" else int(fp)
    models = draw(st.integers(1, max(1, budget // cap)))
    rules = parse_weapon_rules(draw(st.lists(st.sampled_from(WEAPON_RULES), max_size=3)))
    gun = effective_gun("w", 24, fp, draw(st.integers(1, 10)),
                        draw(st.sampled_from([None, 2, 3, 4, 5, 6])),
                        draw(st.sampled_from(["1", "2", "D3"])), rules, True)
    return FireGroup(gun, draw(st.integers(1, 10)), models, draw(st.booleans()))


@st.composite
def setups(draw: st.DrawFn) -> Setup:
    first = draw(fire_groups(3))
    used = first.models * (3 if first.gun.firepower.dice else first.gun.firepower.value())
    groups = [first]
    if used <= 1 and draw(st.booleans()):
        groups.append(draw(fire_groups(3 - used if used else 2)))
    vehicle = draw(st.booleans())
    models = draw(st.integers(1, 3))
    wounds = draw(st.integers(1, 3))
    medic = draw(st.sampled_from([None, 3, 5]))
    rules = ModelRules(
        feel_no_pain=draw(st.sampled_from([None, 5, 6])),
        shrouded=draw(st.sampled_from([None, 4])),
        eternal_warrior=draw(st.sampled_from([None, 1])), medic=medic,
        shield=True, smokescreen=True, vehicle=vehicle,
        automata=not vehicle and draw(st.booleans()), walker=draw(st.booleans()),
        super_heavy=vehicle and draw(st.booleans()))
    target = Target(
        models=models, toughness=None if vehicle else draw(st.integers(3, 6)), wounds=wounds,
        save=None if vehicle else draw(st.sampled_from([None, 2, 3, 4])),
        invulnerable=draw(st.sampled_from([None, 4, 5])),
        cover=draw(st.sampled_from([None, 5])),
        leadership=draw(st.sampled_from([None, 2, 7, 9])),
        cool=draw(st.sampled_from([None, 3, 8])),
        wounds_lost=draw(st.integers(0, wounds - 1)), rules=rules,
        armour=draw(st.integers(9, 12)) if vehicle else None,
        statuses=frozenset(draw(st.sets(st.sampled_from(
            [Status.STUNNED, Status.PINNED, Status.SUPPRESSED]), max_size=2)))
        if vehicle else frozenset())
    choices: list[Reaction | None] = [None, Reaction.SHIELDWALL, Reaction.SMOKESCREEN]
    if medic is not None and not vehicle:
        choices.append(Reaction.MEDIC)
    if rules.automata:
        choices = [None]
    return Setup(groups=tuple(groups), target=target,
                 attack=draw(st.sampled_from(["normal", "normal", "overwatch",
                                              "return-fire"])),
                 coherency_broken=draw(st.booleans()), reaction=draw(st.sampled_from(choices)))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups())
def test_exact_odds_equal_brute_force(setup: Setup) -> None:
    assert_matches(odds(plan_for(setup)), brute(setup))


# -- hand-picked cases that exercise one rule each ----------------------------------------------
def group(*rules: str, bs: int = 4, fp: str = "1", models: int = 2, strength: int = 4,
          ap: int | None = 5, damage: str = "1", snap: bool = False) -> FireGroup:
    gun = effective_gun("w", 24, fp, strength, ap, damage, parse_weapon_rules(rules), True)
    return FireGroup(gun, bs, models, snap)


def target(**kw: object) -> Target:
    base: dict[str, object] = dict(models=3, toughness=4, wounds=2, save=3, leadership=7,
                                   cool=7)
    base.update(kw)
    return Target(**base)  # type: ignore[arg-type]


CASES = {
    "crit ordering multi-wound": Setup((group(bs=8, fp="2", damage="1"),), target()),
    "shred and breaching": Setup((group("Shred (5+)", "Breaching (5+)", fp="2"),),
                                 target(wounds_lost=1)),
    "medic recovers exact kills": Setup((group(damage="2", fp="2", ap=2),),
                                        target(rules=ModelRules(medic=4)),
                                        reaction=Reaction.MEDIC),
    "panic and pinning": Setup((group("Panic (1)", "Pinning (2)", fp="2"),),
                               target(models=4, wounds=1)),
    "two groups with different rules": Setup(
        (group("Suppressive (1)", models=1, fp="2"), group("Stun (2)", models=1, damage="2")),
        target(models=2), coherency_broken=True),
    "vehicle glancing duplicates": Setup(
        (group(strength=7, fp="2", damage="1"),),
        target(models=1, toughness=None, wounds=2, save=None, armour=10,
               statuses=frozenset({Status.PINNED}), rules=ModelRules(vehicle=True))),
    "snap shots bs 1": Setup((group(bs=1, snap=True, fp="2"),), target()),
    "auto hits bs 10": Setup((group(bs=10, fp="2", damage="D3"),), target(models=2, wounds=3)),
    "wiped out before the second group": Setup(
        (group(bs=6, fp="2", models=1, ap=2), group("Panic (1)", bs=5, fp="2", models=1)),
        target(models=1, wounds=1, save=None)),
    "wiped out mid-group, wounds lost": Setup(
        (group("Critical Hit (5+)", bs=5, fp="2", models=2, ap=2, damage="D3"),),
        target(models=1, wounds=2, save=4)),
    "medic brings back a unit wiped before a group with rules": Setup(
        (group(bs=6, fp="2", models=1, ap=2),
         group("Pinning (1)", "Suppressive (1)", bs=4, fp="1", models=1)),
        target(models=2, wounds=1, save=None, rules=ModelRules(medic=3)),
        reaction=Reaction.MEDIC, coherency_broken=True),
    "deflagrate after the group's own wounds": Setup(
        (group("Deflagrate (5)", "Critical Hit (6+)", bs=6, fp="2", models=1, damage="2",
               ap=3),),
        target(models=2, wounds=2, save=4)),
    "deflagrate on a vehicle, then a second group": Setup(
        (group("Deflagrate (6)", strength=7, fp="2", models=1, damage="1"),
         group(strength=6, fp="1", models=1)),
        target(models=1, toughness=None, wounds=2, save=None, armour=10,
               rules=ModelRules(vehicle=True))),
    "blast: each model under the marker is hit": Setup(
        (FireGroup(effective_gun("Frag", 12, "1", 3, 6, "1",
                                 parse_weapon_rules(['Blast (3")']), True), 4, 1,
                   models_hit=3),),
        target(models=3, wounds=1, save=5)),
    "template wipes the unit before a second group": Setup(
        (FireGroup(effective_gun("Flamer", 8, "1", 5, 4, "1",
                                 parse_weapon_rules(["Template", "Panic (1)"]), True), 4, 1,
                   models_hit=2),
         group("Pinning (1)", fp="1", models=1)),
        target(models=2, wounds=1, save=None)),
    "vehicle wrecked before a glancing group": Setup(
        (group(strength=8, fp="2", models=1, damage="1"), group(strength=6, fp="2", models=1)),
        target(models=1, toughness=None, wounds=1, save=None, armour=10,
               rules=ModelRules(vehicle=True))),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_hand_picked_cases_equal_brute_force(name: str) -> None:
    setup = CASES[name]
    assert_matches(odds(plan_for(setup)), brute(setup))


def test_simple_binomial_case() -> None:
    """10 BS 4 boltguns (S4 AP5) into 10 T4 3+ legionaries: 1/9 unsaved per shot."""
    setup = Setup((group(models=10),), target(models=10, wounds=1))
    report = odds(plan_for(setup))
    expected = Dist.binomial(10, 1 / 9)
    assert report.casualties.probs == pytest.approx(expected.probs, abs=1e-12)
    assert report.morale_test == pytest.approx(expected.at_least(3) - expected.p(10))
    fail = 1 - 21 / 36
    assert report.morale_fail == pytest.approx(report.morale_test * fail)
