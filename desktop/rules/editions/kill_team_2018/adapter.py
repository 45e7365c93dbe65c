"""Kill Team (2018) (``kill-team-2018``): a scenario from two roster units (the wizard)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError
from desktop.rules.editions.kill_team_2018.model import msg
from desktop.rules.editions.kill_team_2018.scenario import KNOWN_RULES, KTScenario, rule_name
from desktop.rules.editions.kill_team_2018.tables import WeaponType
from desktop.rules.helpers import carriers

SITUATION_KEYS = {
    "distance": ("situation", "distance"), "obscured": ("target", "obscured"),
    "within_1_of_friendly": ("target", "within_1_of_friendly"),
    "moved": ("attacker", "moved"), "advanced": ("attacker", "advanced"),
    "broken": ("attacker", "broken"), "engaged": ("attacker", "engaged"),
    "shaken": ("attacker", "shaken"), "models": ("attacker", "models"),
    "flesh_wounds": ("attacker", "flesh_wounds"),
    "kill_team_models": ("target", "kill_team_models"),
    "kill_team_down": ("target", "kill_team_down"),
}


def _need(group: ModelGroup, key: str, label: str) -> int:
    value = group.value(key)
    if value is None:
        raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "%1 has no %2 value"), group.name,
                              label))
    return value


def kill_team_units(target: Unit, kill_team: Sequence[Unit]) -> list[Unit]:
    """The units whose models the attack may reach, in the order the target profiles are
    numbered: the first target, then the rest of the kill team in roster order (units with
    models left and a Toughness to wound against)."""
    rest = [u for u in kill_team if u.id != target.id and u.model_count > 0
            and all(g.value("t") is not None for g in u.models if g.count > 0)]
    return [target, *rest]


def _group(unit: Unit, group: ModelGroup) -> dict[str, Any]:
    name = group.name if unit.name == group.name or len(unit.models) > 1 else unit.name
    return {"name": name[:200], "models": group.count, "toughness": _need(group, "t", "T"),
            "wounds": group.value("w") or 1, "save": group.value("sv"),
            "invulnerable": group.value("inv"), "flesh_wounds": group.flesh_wounds,
            "wounds_lost": group.wounds_lost if group.wounds_lost else None}


def scenario_from_units(attacker: Unit, weapon: Weapon, target: Unit,
                        situation: Mapping[str, Any]) -> KTScenario:
    """The odds scenario for ``attacker``'s models firing ``weapon`` at ``target``.

    The firing models are the attacker's models carrying the weapon (by name); BS comes from
    the first of them, and a weapon without Strength uses the firer's S.  A flesh wound
    recorded on the firing group counts only when a single model fires (a group records it
    on its front model); ``situation["flesh_wounds"]`` sets it explicitly.  The target
    profile is the target unit's first model group still standing, whose flesh wounds and
    lost wounds describe its first model; the Broken test uses the highest Ld of the unit (of the
    kill team when it is given).

    ``situation["kill_team"]`` (the target roster's units) makes every other model of the
    kill team a further target (``target.groups``, see :func:`kill_team_units`), which the
    firing models may pick, split their shots onto, or shoot once the first target is out of
    action.

    The weapon's special rules the engine applies (Bladestorm) go into the scenario, the
    others into ``not_applied`` (the steps show them).

    Other ``situation`` keys: distance, obscured, within_1_of_friendly, moved, advanced,
    broken, engaged, shaken, models (fewer firers), kill_team_models, kill_team_down.
    Raises DomainError (missing profile values, unknown situation) or pydantic's
    ValidationError (values out of range).
    """
    firers = carriers(attacker, weapon)
    if not firers:
        raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "No model of %1 carries %2"),
                              attacker.name, weapon.name))
    count = sum(g.count for g in firers)
    standing = [g for g in target.models if g.count > 0]
    if not standing:
        raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "%1 has no models left"),
                              target.name))
    front = standing[0]
    strength = weapon.strength if weapon.strength else _need(firers[0], "s", "S")
    applied = [r for r in weapon.special_rules if rule_name(r).casefold() in KNOWN_RULES]
    ignored = [rule_name(r)[:200] for r in weapon.special_rules if r not in applied]
    kinds = {t.value for t in WeaponType}
    team = situation.get("kill_team")
    units = kill_team_units(target, list(team)) if team is not None else [target]
    leaderships = [ld for u in units for g in u.models
                   if g.count > 0 and (ld := g.value("ld")) is not None]
    data: dict[str, Any] = {
        "edition": Edition.KILL_TEAM_2018.value,
        "attacker": {
            "models": count, "bs": _need(firers[0], "bs", "BS"),
            "flesh_wounds": firers[0].flesh_wounds if count == 1 else 0,
            "weapon": {"name": weapon.name,
                       "type": weapon.type if weapon.type in kinds else None,
                       "shots": weapon.shots, "range": float(weapon.range),
                       "strength": strength, "ap": weapon.ap or 0, "damage": weapon.damage,
                       "special_rules": applied},
        },
        "target": {
            "name": _group(target, front)["name"], "models": front.count,
            "toughness": _need(front, "t", "T"),
            "wounds": front.value("w") or 1, "save": front.value("sv"),
            "invulnerable": front.value("inv"),
            "leadership": max(leaderships) if leaderships else None,
            "flesh_wounds": front.flesh_wounds,
            "wounds_lost": front.wounds_lost if front.wounds_lost else None,
        },
        "situation": {},
        "not_applied": list(dict.fromkeys(r for r in ignored if r)),
    }
    if team is not None:
        more = [_group(target, g) for g in standing[1:]]
        more += [_group(u, g) for u in units[1:] for g in u.models if g.count > 0]
        if sum(g.count for g in standing) + sum(g["models"] for g in more) > 50:
            raise DomainError(msg(QT_TRANSLATE_NOOP(
                "KillTeam", "The target kill team has more than 50 models: too many for exact "
                            "odds")))
        data["target"]["groups"] = more
    for key, value in situation.items():
        if key == "kill_team":
            continue
        if key not in SITUATION_KEYS:
            raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "Unknown situation '%1'"),
                                  key))
        part, field = SITUATION_KEYS[key]
        data[part][field] = value
    return KTScenario.model_validate(data)
