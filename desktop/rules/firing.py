"""Which models of a 2nd or 3rd edition unit fire together and which of a target unit fall
first, light enough for the set-up page to read at start-up (domain types only; no engine).

A *fire group* is the standing model groups firing one weapon with one BS: their dice are
rolled together.  The engines (:func:`desktop.rules.squads.fire_groups`) and the set-up page
(the template and blast marker questions) form them here, so they cannot disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from desktop.domain.roster import ModelGroup, Unit, Weapon

MarkerKind = Literal["template", "blast"]
LEADER_WORDS = ("sergeant", "nob", "boss", "leader", "champion", "exarch", "captain",
                "сержант", "ноб", "босс", "командир")
PROFILE_KEYS = ("ws", "bs", "s", "w", "i", "a", "ld")


def marker_kind(weapon: Weapon) -> MarkerKind | None:
    """"template" or "blast" from a weapon's special rules (a template wins), else None."""
    rules = " ".join(weapon.special_rules).lower()
    if "template" in rules:
        return "template"
    return "blast" if "blast" in rules else None


def carriers(unit: Unit, weapon: Weapon) -> list[int]:
    """Indices of the unit's standing model groups that carry ``weapon`` (by name)."""
    return [i for i, g in enumerate(unit.models)
            if g.count > 0 and any(w.name == weapon.name for w in g.weapons)]


def clamped_bs(unit: Unit, index: int) -> int:
    """The group's BS for grouping dice (1 to 10; 1 where the profile has none)."""
    bs = unit.models[index].value("bs")
    return max(1, min(10, 1 if bs is None else bs))


def firing_members(unit: Unit, weapon: Weapon | None,
                   declared: Mapping[int, str] | None,
                   ) -> list[tuple[tuple[int, ...], Weapon, int]]:
    """The fire groups as (model group indices, weapon, BS), in the order their first group
    is listed: the declared weapon of each group (groups with no models, or not carrying the
    weapon named, are left out), else every carrier of ``weapon``."""
    firing: list[tuple[int, Weapon]] = []
    if declared is not None:
        for index, name in sorted(declared.items()):
            group = unit.models[index] if 0 <= index < len(unit.models) else None
            found = next((w for w in group.weapons if w.name == name), None) \
                if group is not None and group.count > 0 else None
            if found is not None:
                firing.append((index, found))
    elif weapon is not None:
        firing = [(i, weapon) for i in carriers(unit, weapon)]
    out: dict[tuple[str, int], tuple[list[int], Weapon, int]] = {}
    for index, chosen in firing:
        bs = clamped_bs(unit, index)
        out.setdefault((chosen.name, bs), ([], chosen, bs))[0].append(index)
    return [(tuple(members), chosen, bs) for members, chosen, bs in out.values()]


def default_removal(groups: list[ModelGroup]) -> list[int]:
    """Positions of ``groups`` in the default removal order: ordinary models first, then the
    models with a special weapon, then leaders; more models before fewer."""
    if not groups:
        return []
    common = max(groups, key=lambda g: g.count)
    common_weapons = {w.name for w in common.weapons}

    def leader(g: ModelGroup) -> bool:
        if any(k.lower() == "character" for k in g.keywords):
            return True
        if any(word in g.name.lower() for word in LEADER_WORDS):
            return True
        return g is not common and g.count == 1 and any(
            (g.value(k) or 0) > (common.value(k) or 0) for k in PROFILE_KEYS)

    def special(g: ModelGroup) -> bool:
        return bool(g.weapons) and {w.name for w in g.weapons} != common_weapons

    ranked = sorted(range(len(groups)), key=lambda k: (leader(groups[k]), special(groups[k]),
                                                       -groups[k].count))
    return ranked
