"""Horus Heresy (3rd ed.): special rules (T-HH-SPECIAL) as read from profiles and as they act
on one die."""

from __future__ import annotations

import pytest

from desktop.domain.text import DomainError
from desktop.rules.editions.horus_heresy.effects import Rule
from desktop.rules.editions.horus_heresy.laws import (
    GLANCE,
    Defence,
    HitKind,
    Wound,
    damage_law,
    damage_value,
    eternal_warrior,
    hit_law,
    precision_hit,
    resolve_hit,
    resolve_second,
    save_target,
    unsaved_chance,
    wound_law,
)
from desktop.rules.editions.horus_heresy.special_rules import (
    Amount,
    Gun,
    effective_gun,
    improve_ap,
    parse_model_rules,
    parse_weapon_rules,
)
from desktop.rules.editions.horus_heresy.tables import hit_entry


def gun(*rules: str, strength: int = 4, ap: int | None = 5, damage: str = "1",
        fp: str = "1") -> Gun:
    return effective_gun("gun", 24, fp, strength, ap, damage, parse_weapon_rules(rules), False)


def infantry(**kw: object) -> Defence:
    base: dict[str, object] = dict(toughness=4, save=3, invulnerable=None, cover=None,
                                   mitigation=None, glance_mitigation=None, eternal_warrior=0,
                                   armour=None, wounds=1)
    base.update(kw)
    return Defence(**base)  # type: ignore[arg-type]


def test_parse_weapon_rules_values() -> None:
    rules = parse_weapon_rules(["Rending (5+)", "Breaching (4+)", "Critical Hit (6+)",
                                "Pinning (1)", "Panic (2)", "Suppressive (1)", "Stun (0)",
                                "Heavy (FP)", "Ordnance (D)", "Armourbane", "Pistol",
                                "Shred (6+)", "Poisoned (3+)", "Precision (4+)", "Blast (3\")"])
    assert rules.roll(Rule.RENDING) == 5 and rules.roll(Rule.BREACHING) == 4
    assert rules.roll(Rule.CRITICAL_HIT) == 6 and rules.roll(Rule.SHRED) == 6
    assert rules.roll(Rule.POISONED) == 3 and rules.roll(Rule.PRECISION) == 4
    assert rules.check(Rule.PINNING) == 1 and rules.check(Rule.PANIC) == 2
    assert rules.check(Rule.SUPPRESSIVE) == 1 and rules.check(Rule.STUN) == 0
    assert rules.heavy == "fp" and rules.ordnance == "d"
    assert rules.armourbane and rules.pistol and rules.area
    assert rules.roll(Rule.FEEL_NO_PAIN) is None


def test_parse_weapon_rules_keeps_the_best_variant() -> None:
    rules = parse_weapon_rules(["Rending (6+)", "Rending (4+)", "Pinning (1)", "Pinning (3)"])
    assert rules.roll(Rule.RENDING) == 4 and rules.check(Rule.PINNING) == 3


@pytest.mark.parametrize("text", ["Rending", "Rending (9+)", "Heavy (WS)", "Frobnicate (2)",
                                  "Feel No Pain (5+)", "Pinning (x)"])
def test_parse_weapon_rules_refuses_bad_rules(text: str) -> None:
    with pytest.raises(DomainError):
        parse_weapon_rules([text])
    assert parse_weapon_rules([text], strict=False).others == (text,)


def test_parse_model_rules() -> None:
    rules = parse_model_rules(["Feel No Pain (5+)", "Shrouded (4+)", "Eternal Warrior (1)",
                               "Medic (4+)", "Shield", "Smokescreen", "Light", "Vehicle",
                               "Super-heavy", "Bolt", "Loyalist", "((("])
    assert (rules.feel_no_pain, rules.shrouded, rules.eternal_warrior, rules.medic) == (
        5, 4, 1, 4)
    assert rules.shield and rules.smokescreen and rules.light and rules.vehicle
    assert rules.super_heavy


def test_amount_values() -> None:
    a = Amount.parse("D3")
    assert a.dist().probs == pytest.approx((0, 1 / 3, 1 / 3, 1 / 3))
    assert a.value([3]) == 3 and a.dice == 1 and a.sides == 3
    doubled = Amount(a.expr, times=2, plus=1)
    assert doubled.dist().probs[3] == pytest.approx(1 / 3)
    assert doubled.value([2]) == 5
    assert str(doubled) == "(D3)x2+1"
    assert Amount.parse("2").value() == 2


def test_heavy_and_ordnance_only_when_stationary() -> None:
    heavy = parse_weapon_rules(["Heavy (RS)"])
    assert effective_gun("g", 24, "1", 5, 4, "1", heavy, True).strength == 6
    assert effective_gun("g", 24, "1", 5, 4, "1", heavy, False).strength == 5
    ap = parse_weapon_rules(["Heavy (AP)"])
    assert effective_gun("g", 24, "1", 5, 4, "1", ap, True).ap == 3
    assert effective_gun("g", 24, "1", 5, None, "1", ap, True).ap == 6
    ord_fp = parse_weapon_rules(["Ordnance (FP)"])
    assert effective_gun("g", 24, "2", 5, 4, "1", ord_fp, True).firepower.value() == 4
    ord_ap = parse_weapon_rules(["Ordnance (AP)"])
    assert effective_gun("g", 24, "1", 5, 4, "1", ord_ap, True).ap == 2
    ord_d = parse_weapon_rules(["Ordnance (D)"])
    assert effective_gun("g", 24, "1", 5, 4, "2", ord_d, True).damage.value() == 4
    assert improve_ap(2) == 2


def test_hit_kinds_per_face() -> None:
    entry = hit_entry(7)  # 2+, Critical Hit on 5+
    g = gun("Rending (4+)")
    kinds = [resolve_hit(entry, g, f, vehicle=False) for f in range(1, 7)]
    assert kinds == [None, HitKind.NORMAL, HitKind.NORMAL, HitKind.RENDING,
                     HitKind.CRITICAL, HitKind.CRITICAL]
    vehicle = [resolve_hit(entry, g, f, vehicle=True) for f in range(1, 7)]
    assert vehicle[3] is HitKind.NORMAL  # Rending has no effect against vehicles
    crit_rule = gun("Critical Hit (4+)")
    assert resolve_hit(hit_entry(4), crit_rule, 4, False) is HitKind.CRITICAL
    assert resolve_hit(hit_entry(10), g, 1, False) is HitKind.CRITICAL
    assert resolve_hit(hit_entry(1, True), g, 6, False) is None
    assert hit_law(hit_entry(4), gun(), False) == {HitKind.NORMAL: pytest.approx(4 / 6)}


def test_precision_never_on_snap_shots_or_area_weapons() -> None:
    entry = hit_entry(4)
    assert precision_hit(entry, gun("Precision (5+)"), 5, snap_shots=False)
    assert not precision_hit(entry, gun("Precision (5+)"), 4, snap_shots=False)
    assert not precision_hit(entry, gun("Precision (5+)"), 6, snap_shots=True)
    assert not precision_hit(entry, gun("Precision (5+)", "Template"), 6, snap_shots=False)


def test_wound_special_rules() -> None:
    d = infantry(toughness=4)
    g = gun("Breaching (5+)", "Shred (6+)", strength=4, ap=5)
    faces = [resolve_second(HitKind.NORMAL, g, d, f) for f in range(1, 7)]
    assert faces[:3] == [None, None, None]
    assert faces[3] == Wound(5, 0)
    assert faces[4] == Wound(2, 0)
    assert faces[5] == Wound(2, 1)
    crit = resolve_second(HitKind.CRITICAL, g, d, 1)
    assert crit == Wound(2, 2)  # counts as a 6: Breaching and Shred, +1 Damage
    rend = resolve_second(HitKind.RENDING, gun(ap=4), infantry(toughness=10), 1)
    assert rend == Wound(4, 0)
    poisoned = gun("Poisoned (4+)", strength=1)
    assert [resolve_second(HitKind.NORMAL, poisoned, infantry(toughness=8), f) is not None
            for f in range(1, 7)] == [False, False, False, True, True, True]
    assert sum(wound_law(HitKind.NORMAL, gun(strength=1), infantry(toughness=8)).values()) == 0


def test_armour_penetration_records() -> None:
    d = infantry(toughness=None, armour=11, save=None)
    g = gun(strength=7, ap=3)
    faces = [resolve_second(HitKind.NORMAL, g, d, f) for f in range(1, 7)]
    assert faces == [None, None, None, GLANCE, Wound(3, 0, penetrating=True),
                     Wound(3, 0, penetrating=True)]
    assert resolve_second(HitKind.CRITICAL, g, d, 5) == Wound(3, 1, penetrating=True)


def test_saves_mitigation_and_damage() -> None:
    d = infantry(save=3, invulnerable=5, cover=6, mitigation=5, eternal_warrior=1)
    assert save_target(Wound(4), d) == 3
    assert save_target(Wound(2), d) == 5
    assert save_target(Wound(2, penetrating=True), d) == 5
    assert save_target(GLANCE, d) is None
    assert unsaved_chance(Wound(None), d) == pytest.approx(2 / 6 * 4 / 6)
    assert eternal_warrior(3, 1) == 2 and eternal_warrior(1, 2) == 1 and eternal_warrior(0, 1) == 0
    assert damage_law(Wound(None, 1), gun(damage="2"), d).probs == pytest.approx((0, 0, 1))
    assert damage_value(Wound(None, 0), gun(damage="D3"), d, (3,)) == 2
