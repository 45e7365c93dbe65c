"""From roster units to a whole-unit attack, the parts 2nd and 3rd edition share.

The wizard's set-up page passes, in the adapter's ``situation``:

- ``declared_weapons``: ``{firing model group index: weapon name}`` — the weapon each group
  fires (a group left out does not fire).  Groups of one weapon and one BS become one fire
  group.  Without it the models carrying the chosen weapon fire.
- ``cover_models``: ``{target model group index: models of that group in cover}`` (a group
  may be split: its other models stand in the open); ``cover_values``: ``{index: cover}``
  (default ``situation["cover"]``, else the edition's usual cover).  Without
  ``cover_models``, ``situation["cover"]`` puts every target model in that cover.
- ``removal_order``: target model group indices in the order the owner removes casualties
  (groups left out follow in the default order).  Default: more models and no special
  weapon first, leaders (a character, a lone model with a better profile than the unit's
  ordinary models) last.
- ``under`` / ``partly_under``: ``{firing model group index: models}`` each template or
  blast marker of that group covers wholly / partly.

Indices may be given as numbers or as numeric strings (as JSON keys are).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, error
from desktop.rules.firing import default_removal, firing_members
from desktop.rules.helpers import stat

CTX = "Engine"

# Unit types the 2nd and 3rd edition engines read (leaders go last) or that change nothing in
# shooting: not reported as "not applied".
TYPE_KEYWORDS = frozenset({"infantry", "character"})


@dataclass(frozen=True)
class Firing:
    """One fire group: the weapon, the BS and the roster model groups firing it."""

    weapon: Weapon
    bs: int
    members: tuple[int, ...]
    models: int


@dataclass(frozen=True)
class Part:
    """A block of target models: all or part of roster group ``index`` (``cover`` None: in
    the open)."""

    index: int
    group: ModelGroup
    models: int
    cover: Any
    wounds_lost: int


def index_map(value: object, what: str) -> dict[int, Any]:
    """``{int index: value}`` from a mapping keyed by numbers or numeric strings."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise error(CTX, QT_TRANSLATE_NOOP("Engine", "%1: expected one value per model "
                                                         "group"), what)
    out: dict[int, Any] = {}
    for key, item in value.items():
        try:
            index = int(key)
        except (TypeError, ValueError):
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "%1: '%2' is not a model group"),
                        what, key) from None
        out[index] = item
    return out


def _count(value: object) -> int:
    """A number of models as the set-up gives it (refused clearly otherwise)."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise error(CTX, QT_TRANSLATE_NOOP("Engine", "%1 is not a number of models"), value)
    try:
        return int(value)
    except ValueError:
        raise error(CTX, QT_TRANSLATE_NOOP("Engine", "%1 is not a number of models"),
                    value) from None


def fire_groups(attacker: Unit, weapon: Weapon, situation: Mapping[str, Any],
                ) -> list[Firing]:
    """The fire groups of the attack (:func:`desktop.rules.firing.firing_members`), in the
    order the model groups are listed (declared weapons) or largest first (the carriers of
    ``weapon``)."""
    declared = situation.get("declared_weapons")
    named: dict[int, str] | None = None
    if isinstance(declared, Mapping):
        named = {}
        for index, name in sorted(index_map(declared, "declared_weapons").items()):
            if not 0 <= index < len(attacker.models):
                raise error(CTX, QT_TRANSLATE_NOOP("Engine", "%1 has no model group %2"),
                            attacker.name, index)
            group = attacker.models[index]
            if not any(w.name == name for w in group.weapons):
                raise error(CTX, QT_TRANSLATE_NOOP("Engine",
                                                       "Model group %1 does not carry %2"),
                            group.name, name)
            named[index] = str(name)
    out = [Firing(chosen, bs, members, sum(attacker.models[i].count for i in members))
           for members, chosen, bs in firing_members(attacker, weapon, named)]
    if not out:
        raise error(CTX, QT_TRANSLATE_NOOP("Engine", "No model of %1 fires %2"),
                    attacker.name, weapon.name)
    if named is None:
        out.sort(key=lambda f: -f.models)
    return out[:21]


def firer_entries(firing: list[Firing], situation: Mapping[str, Any],
                  weapon_of: Callable[[Firing], dict[str, Any]]) -> list[dict[str, Any]]:
    """The scenario's firers, one per fire group: models, BS, the weapon as the edition's
    schema has it (``weapon_of``; with ``template`` / ``blast`` flags) and, for a template or
    blast weapon, the models each template or marker covers (if given)."""
    out = []
    for f in firing:
        entry: dict[str, Any] = {"models": min(f.models, 500), "bs": f.bs,
                                 "weapon": weapon_of(f)}
        if entry["weapon"]["template"] or entry["weapon"]["blast"]:
            under, partly = marker_counts(f, situation)
            if under is not None:
                entry["under"] = under
            if partly is not None:
                entry["partly_under"] = partly
        out.append(entry)
    return out


def marker_counts(firing: Firing, situation: Mapping[str, Any],
                  ) -> tuple[int | None, int | None]:
    """(under, partly under) each template or marker of a fire group covers, if given."""
    found = []
    for key in ("under", "partly_under"):
        per = index_map(situation.get(key), key)
        values = [per[i] for i in firing.members if i in per]
        found.append(values[0] if values else None)
    return found[0], found[1]


def target_parts(target: Unit, situation: Mapping[str, Any], usual_cover: Any,
                 ) -> tuple[list[Part], list[int]]:
    """The target's blocks (roster order; a group partly in cover gives its models in the open,
    then those in cover) and the removal order (indices into the blocks)."""
    standing = [i for i, g in enumerate(target.models) if g.count > 0]
    if not standing:
        raise error(CTX, QT_TRANSLATE_NOOP("Engine", "%1 has no models left"), target.name)
    in_cover = index_map(situation.get("cover_models"), "cover_models")
    values = index_map(situation.get("cover_values"), "cover_values")
    everyone = situation.get("cover") if "cover_models" not in situation else None
    default = situation.get("cover") if situation.get("cover") is not None else usual_cover
    parts: list[Part] = []
    for i in standing:
        group = target.models[i]
        lost = min(group.wounds_lost, max(stat(group, "w", 1) - 1, 0))
        covered = max(0, min(_count(in_cover.get(i) or 0), group.count))
        if everyone is not None:
            parts.append(Part(i, group, group.count, everyone, lost))
            continue
        cover = values.get(i, default)
        if covered < group.count:
            parts.append(Part(i, group, group.count - covered, None, lost))
            lost = 0
        if covered:
            parts.append(Part(i, group, covered, cover, lost))
    order = removal_order([target.models[i] for i in standing],
                          situation.get("removal_order"), standing)
    ranked = [k for i in order for k, p in enumerate(parts) if p.index == i]
    return parts, ranked


def removal_order(groups: list[ModelGroup], given: object, indices: list[int]) -> list[int]:
    """Roster group indices (of ``indices``, the standing groups) in the order casualties are
    taken: the player's, then the default for the rest."""
    first: list[int] = []
    if isinstance(given, list | tuple):
        for value in given:
            try:
                index = int(value)
            except (TypeError, ValueError):
                continue
            if index in indices and index not in first:
                first.append(index)
    default = [indices[k] for k in default_removal(groups)]
    return first + [i for i in default if i not in first]




def leadership(target: Unit) -> int | None:
    """The unit's Leadership for morale (UNCONFIRMED: the highest in the unit, [K])."""
    values = [g.value("ld") or 0 for g in target.models if g.count > 0]
    return max(values, default=0) or None


def unapplied(weapons: list[Weapon], models: list[ModelGroup],
              applied: Callable[[str], bool]) -> list[str]:
    """Names of the special rules (weapon rules, model keywords) the engine does not apply,
    each once, in the order met; ``applied(name)`` says which it does."""
    out: list[str] = []
    for text in [r for w in weapons for r in w.special_rules] + [
            k for g in models for k in g.keywords]:
        name = text.strip()
        if not name or name.upper().startswith("UNCONFIRMED") or name.lower() in TYPE_KEYWORDS:
            continue
        if not applied(name) and name not in out:
            out.append(name[:200])
    return out[:50]
