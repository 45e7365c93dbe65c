"""Horus Heresy (3rd edition): an odds/play scenario from two roster units (the wizard).

The firing models are those of the attacker's model groups that carry the chosen weapon;
different Ballistic Skills become separate Fire Groups [P1].  The target unit is described by
its majority Toughness (ties: the highest) [P1] and the profile of the model group holding
it; Checks use the unit's lowest Leadership / Cool [P1].  Keywords give the special rules
("Feel No Pain (5+)", "Shield", "Light"...); a vehicle is a unit whose models have armour
values (``av_front`` / ``av_side`` / ``av_rear``) and Hull Points.

``situation`` keys (all optional): ``distance``, ``facing`` ("front" | "side" | "rear"),
``cover`` (save value), ``moved``, ``rushed``, ``snap_shots``, ``locked_in_combat``,
``embarked``, ``attack``, ``coherency_broken``, ``reaction``, and ``declared_weapons``: the
weapon each model group fires in one Shooting Attack (``{group index: weapon name}``, a
group left out does not fire).  Declared weapons give one Fire Group per weapon name and
Ballistic Skill (edition facts 5.3: one weapon per model; groups by name, split by BS) in
the order declared; ``weapon`` is then the first of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, error
from desktop.rules.editions.horus_heresy.scenario import HHScenario
from desktop.rules.editions.horus_heresy.special_rules import parse_model_rules, parse_weapon_rules
from desktop.rules.editions.horus_heresy.tables import majority_toughness
from desktop.rules.helpers import carriers

CTX = "HorusHeresy"
STATUSES = ("pinned", "suppressed", "stunned", "routed")


# Unit types and sub-types: what a model is, not a rule of the shooting sequence (one that
# matters there - Light, Vehicle, Automata, Walker, Super-heavy - is read as a rule).
TYPES = frozenset({
    "infantry", "cavalry", "dreadnought", "vehicle", "walker", "automata", "paragon",
    "primarch", "command", "sergeant", "heavy", "light", "antigrav", "transport", "rapid",
    "skirmish", "unique", "artillery", "super-heavy", "super heavy", "knight", "titan",
    "character", "champion", "flyer", "hover", "monstrous", "bulky", "psyker", "corrupted",
    "daemon", "stubborn", "fast", "assault", "legiones astartes",
})
# What a model keyword may give the shooting sequence (parse_model_rules reads these).
MODEL_RULES = frozenset({"feel no pain", "shrouded", "medic", "eternal warrior", "shield",
                         "smokescreen", "light", "vehicle", "super heavy", "automata",
                         "walker"})


def _rule_name(text: str) -> str:
    return text.split(":", 1)[0].strip()[:200]


def _known_rules(texts: list[str], ignored: list[str]) -> list[str]:
    """The weapon's rules the engine applies; the others' names go to ``ignored``."""
    out = []
    for text in texts:
        try:
            parse_weapon_rules([text])
        except DomainError:
            if _rule_name(text):
                ignored.append(_rule_name(text))
            continue
        out.append(text)
    return out


def _keyword_kind(text: str) -> str:
    """"rule" (read by parse_model_rules), "type" (Infantry, Command...) or "other"."""
    name = text.split("(")[0].strip().lower().replace("-", " ")
    if name in MODEL_RULES:
        return "rule"
    if name in TYPES or text.strip().lower() in TYPES:
        return "type"
    return "other"


def _weapon(weapon: Weapon, ignored: list[str]) -> dict[str, Any]:
    ap = weapon.ap if weapon.ap is not None and 1 <= weapon.ap <= 6 else None
    return {"name": weapon.name[:200], "shots": weapon.shots, "range": float(weapon.range),
            "strength": max(0, min(10, weapon.strength or 0)), "ap": ap,
            "damage": weapon.damage,
            "special_rules": _known_rules(weapon.special_rules, ignored)}


def _stat(group: ModelGroup, key: str, default: int | None) -> int | None:
    value = group.value(key)
    return default if value is None else value


def _clamp(value: int | None, lo: int, hi: int) -> int | None:
    return None if value is None else max(lo, min(hi, value))


def _statuses(unit: Unit) -> list[str]:
    return [s.lower() for s in unit.statuses if s.lower() in STATUSES]


def _target(unit: Unit, situation: Mapping[str, Any]) -> dict[str, Any]:
    groups = [g for g in unit.models if g.count > 0]
    if not groups:
        raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "%1 has no models left"), unit.name)
    rules = parse_model_rules(k for g in groups for k in g.keywords)
    # Shieldwall! and Smokescreen need the trait on most of the unit's models [S:004, P1].
    total = sum(g.count for g in groups)
    majority = {trait: 2 * sum(g.count for g in groups
                               if getattr(parse_model_rules(g.keywords), trait)) > total
                for trait in ("shield", "smokescreen")}
    rules = replace(rules, **majority)
    facing = str(situation.get("facing", "front"))
    armour = groups[0].value(f"av_{facing}")
    out: dict[str, Any] = {"models": unit.model_count, "name": unit.name[:200]}
    if armour is not None:
        main = groups[0]
        out["vehicle"] = {"armour": armour, "hull_points": _stat(main, "hp", 1) or 1,
                          "super_heavy": rules.super_heavy}
    else:
        counts: dict[int, int] = {}
        for g in groups:
            t = _stat(g, "t", 4) or 1
            counts[t] = counts.get(t, 0) + g.count
        toughness = majority_toughness(counts)
        main = next(g for g in groups if (_stat(g, "t", 4) or 1) == toughness)
        out.update(toughness=_clamp(toughness, 1, 10),
                   wounds=_clamp(_stat(main, "w", 1), 1, 10),
                   save=_clamp(main.value("sv"), 2, 6),
                   invulnerable=_clamp(main.value("inv"), 2, 6))
    lds = [v for g in groups if (v := g.value("ld")) is not None]
    cls = [v for g in groups if (v := g.value("cl")) is not None]
    out.update(leadership=_clamp(min(lds), 0, 12) if lds else None,
               cool=_clamp(min(cls), 0, 12) if cls else None,
               feel_no_pain=rules.feel_no_pain, shrouded=rules.shrouded,
               eternal_warrior=rules.eternal_warrior, medic=rules.medic, shield=rules.shield,
               smokescreen=rules.smokescreen, automata=rules.automata, walker=rules.walker,
               statuses=_statuses(unit))
    per_model = out["vehicle"]["hull_points"] if "vehicle" in out else out["wounds"]
    lost = max((g.wounds_lost for g in groups), default=0)
    out["wounds_lost"] = min(lost, per_model - 1)
    for key in ("cover", "reaction"):
        if situation.get(key) is not None:
            out[key] = situation[key]
    return out


def _bs(group: ModelGroup) -> int:
    return _clamp(_stat(group, "bs", 4), 1, 10) or 1


def _declared_groups(attacker: Unit, declared: Mapping[Any, Any]
                     ) -> list[tuple[Weapon, int, int]]:
    """(weapon, BS, models) per Fire Group of the declared weapons, in declaration order."""
    groups: dict[tuple[str, int], tuple[Weapon, int, int]] = {}
    for key, name in declared.items():
        try:
            index = int(key)
        except (TypeError, ValueError):
            index = -1
        if not 0 <= index < len(attacker.models):
            raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "%1 has no model group %2"),
                        attacker.name, key)
        group = attacker.models[index]
        weapon = next((w for w in group.weapons if w.name == name), None)
        if weapon is None:
            raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "Model group %1 does not carry %2"),
                        group.name, name)
        if group.count <= 0:
            continue
        bs = _bs(group)
        first, _, models = groups.get((weapon.name, bs), (weapon, bs, 0))
        groups[(weapon.name, bs)] = (first, bs, models + group.count)
    if not groups:
        raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "No model of %1 fires a weapon"),
                    attacker.name)
    return list(groups.values())


def scenario_from_units(attacker: Unit, weapon: Weapon, target: Unit,
                        situation: Mapping[str, Any]) -> HHScenario:
    """The scenario of ``attacker`` shooting ``weapon`` (or its declared weapons) at
    ``target``."""
    declared = situation.get("declared_weapons")
    if isinstance(declared, Mapping):
        fire_groups = _declared_groups(attacker, declared)
    else:
        firing = carriers(attacker, weapon)
        if not firing:
            raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "No model of %1 carries %2"),
                        attacker.name, weapon.name)
        by_bs: dict[int, int] = {}
        for g in firing:
            by_bs[_bs(g)] = by_bs.get(_bs(g), 0) + g.count
        fire_groups = [(weapon, bs, n) for bs, n in
                       sorted(by_bs.items(), key=lambda kv: -kv[1])]
    if len(fire_groups) > 21:
        raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy", "%1 would fire in %2 Fire Groups; "
                                                          "Auspex resolves at most 21"),
                    attacker.name, len(fire_groups))
    (weapon0, bs0, n0), *more = fire_groups
    light = bool(attacker.models) and all(
        parse_model_rules(g.keywords).light for g in attacker.models if g.count > 0)
    ignored: list[str] = []
    first = _weapon(weapon0, ignored)
    others = [{"models": min(n, 100), "bs": bs, "weapon": _weapon(w, ignored)}
              for w, bs, n in more]
    # the target's rules the engine does not read, and the firers' that are no type
    ignored += [k for g in target.models if g.count > 0 for k in g.keywords
                if _keyword_kind(k) == "other"]
    ignored += [k for g in attacker.models if g.count > 0 for k in g.keywords
                if _keyword_kind(k) == "other"]
    data = {
        "edition": "horus-heresy",
        "not_applied": list(dict.fromkeys(k[:200] for k in ignored if k.strip()))[:50],
        "attacker": {
            "models": min(n0, 100), "bs": bs0, "weapon": first,
            "fire_groups": others,
            "moved": bool(situation.get("moved", False)),
            "rushed": bool(situation.get("rushed", False)), "light": light,
            "snap_shots": bool(situation.get("snap_shots", False)),
            "locked_in_combat": bool(situation.get("locked_in_combat", False)),
            "embarked": bool(situation.get("embarked", False)),
            "statuses": _statuses(attacker)},
        "target": _target(target, situation),
        "situation": {"distance": situation.get("distance"),
                      "attack": situation.get("attack", "normal"),
                      "coherency_broken": bool(situation.get("coherency_broken", False))},
    }
    return HHScenario.model_validate(data)
