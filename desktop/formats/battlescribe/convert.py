"""A :class:`RosterDocument` as an Auspex :class:`Roster`.

Units: every top-level unit/model selection of every force (design.md 4).  A top-level
*upgrade* that wraps units (HH 2022's "Clade Assassins" holding a Callidus) gives those units;
one that costs points or carries a stat line itself (9th-edition data types some vehicles as
upgrades) becomes a unit too, so the native roster keeps the file's full points total.
Free configuration entries ("Battle Size", "Allegiance") are not units and are left out.
The units the file itself does not list as units keep ``listed_as_unit = False`` (so ``roster
show`` lists the same units for the file and for its conversion).

Models: each model selection under a unit is a ModelGroup of ``number`` models; a unit with
no model selections is one group.  Stat lines are mapped for the editions Auspex plays
(:mod:`systems`); everything else stays visible as raw profiles.
"""

from __future__ import annotations

import re

from pydantic import ValidationError

from desktop.domain.editions import EDITION_NAMES
from desktop.domain.roster import (
    MAX_UNITS,
    ModelGroup,
    RawProfile,
    Roster,
    Unit,
    Weapon,
)
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message
from desktop.formats.battlescribe.mapping import map_model, map_weapon, save_from
from desktop.formats.battlescribe.model import Cost, Profile, RosterDocument, Selection
from desktop.formats.battlescribe.systems import GameSystem, identify, norm
from desktop.formats.errors import FormatError
from desktop.formats.native import describe_validation_error

CTX = "RosterImport"
_POINTS_NAMES = re.compile(r"^(pts|pt|points?|point\(s\)|pts\.)$")
_UNIT_TYPES = ("unit", "model")


def _warn(template: str, *args: object) -> Message:
    return Message(CTX, template, args)


def points_type(document: RosterDocument) -> tuple[str | None, str]:
    """The (type id, name) of the roster's points cost type (``pts``/``Pts``/``Points``)."""
    types = document.cost_types()
    for type_id, name in types.items():
        if _POINTS_NAMES.match(name.strip().lower()):
            return type_id, name
    if len(types) == 1:
        ((type_id, name),) = types.items()
        return type_id, name
    return None, ""


def limit_of(limits: list[Cost], type_id: str | None) -> float | None:
    for limit in limits:
        if limit.type_id == type_id and limit.value >= 0:
            return limit.value
    return None


def number(value: float) -> int | float:
    """100.0 -> 100 (JSON shows whole points as integers), 2.5 stays."""
    return int(value) if float(value).is_integer() else value


def native_units(document: RosterDocument, pts: str | None) -> list[Selection]:
    """The selections that become Auspex units (see the module docstring)."""
    found: list[Selection] = []
    for force in document.all_forces():
        for top in force.selections:
            if top.type in _UNIT_TYPES:
                found.append(top)
                continue
            nested = _first(top, _UNIT_TYPES)
            found.extend(nested)
            inside = {id(s) for unit in nested for s in unit.walk()}
            own = [s for s in top.walk() if id(s) not in inside]
            costs = pts is not None and any(
                c.type_id == pts and c.value for s in own for c in s.costs)
            if costs or (not nested and _has_stat_line(top)):
                found.append(top)
    return found


def _first(selection: Selection, types: tuple[str, ...]) -> list[Selection]:
    """The outermost selections of ``types`` below ``selection`` (not below each other)."""
    out: list[Selection] = []
    stack = list(reversed(selection.selections))
    while stack:
        current = stack.pop()
        if current.type in types:
            out.append(current)
        else:
            stack.extend(reversed(current.selections))
    return out


def _has_stat_line(selection: Selection) -> bool:
    return any(p.type_name.strip().lower() in ("unit", "model", "profile", "vehicle")
               for p in selection.profiles)


class _Converter:
    def __init__(self, document: RosterDocument, system: GameSystem | None) -> None:
        self.document = document
        self.system = system
        self.edition = system.edition if system else None
        self.points_id, _ = points_type(document)
        self.warnings: list[Message] = []
        self.fraction_warned = False
        self.seen_raw: set[tuple[object, ...]] = set()

    def points(self, selections: list[Selection]) -> int:
        total = sum(c.value for s in selections for c in s.costs if c.type_id == self.points_id)
        if not float(total).is_integer() and not self.fraction_warned:
            self.fraction_warned = True
            self.warnings.append(_warn(QT_TRANSLATE_NOOP(
                "RosterImport", "Some costs have fractions of a point; Auspex rounds them")))
        return round(total)

    def unit(self, index: int, selection: Selection) -> Unit:
        models = _first(selection, ("model",))
        if not models and self.system is not None and \
                not any(self.is_model(p) for p in selection.profiles):
            # 2nd-edition data types a squad's models as upgrades ("9x Tactical Marines"
            # beside "Space Marine Sergeant"): each selection with its own stat line is a group
            models = self._stat_lines_below(selection)
        stop = {id(m) for m in models}
        unit_profiles = self.own_profiles(selection, stop)
        raw: list[RawProfile] = []
        groups: list[ModelGroup] = []
        shared_weapons = [p for p in unit_profiles if self.is_weapon(p)]
        unplayed = self.system is not None and not any(self.is_model(p) for p in unit_profiles) \
            and any(self.system.is_unplayed(p.type_name) for p in unit_profiles)
        if unplayed:
            for profile in unit_profiles:
                self.add_raw(raw, profile)
            self.warnings.append(_warn(QT_TRANSLATE_NOOP(
                "RosterImport", "%1: Auspex cannot shoot with or at this kind of model (%2) "
                                "in this edition yet; its profiles are kept as they are"),
                selection.display_name, next(p.type_name.strip() for p in unit_profiles
                                             if self.system is not None
                                             and self.system.is_unplayed(p.type_name))))
        elif not models:
            groups.append(self.group(selection, selection.number if selection.type == "model"
                                     else 1, unit_profiles, [], raw, is_unit=True))
        else:
            fallback = [p for p in unit_profiles if self.is_model(p)]
            for model in models:  # a model with no stat line borrows a sibling's
                fallback.extend(p for p in model.profiles if self.is_model(p))
            for model in models:
                profiles = self.own_profiles(model, set())
                groups.append(self.group(model, model.number, profiles, fallback, raw,
                                         shared_weapons, saves=unit_profiles))
        for profile in unit_profiles:
            if unplayed:
                break
            if (not self.is_model(profile) and not self.is_weapon(profile)) or self.edition is None:
                self.add_raw(raw, profile)
        total = self.points(list(selection.walk()))
        groups = groups[:500]
        models_total = sum(g.points_each * g.count for g in groups)
        notes = (selection.custom_notes or "").strip()
        name = selection.display_name.strip() or selection.name.strip() or "?"
        return Unit(id=f"u{index}", name=name[:200], models=groups, points=total - models_total,
                    notes=notes[:20_000], raw_profiles=raw[:500])

    def _stat_lines_below(self, selection: Selection) -> list[Selection]:
        """The outermost selections under ``selection`` that carry their own stat line."""
        found: list[Selection] = []
        stack = list(reversed(selection.selections))
        while stack:
            current = stack.pop()
            if any(self.is_model(p) for p in current.profiles):
                found.append(current)
            else:
                stack.extend(reversed(current.selections))
        return found

    def own_profiles(self, selection: Selection, stop: set[int]) -> list[Profile]:
        """The profiles of ``selection`` and what it holds, not entering the model
        selections in ``stop`` (groups of their own)."""
        out: list[Profile] = []
        stack = [selection]
        while stack:
            current = stack.pop()
            out.extend(current.profiles)
            for child in reversed(current.selections):
                if id(child) in stop:
                    continue
                stack.append(child)
        return out

    def is_model(self, profile: Profile) -> bool:
        if self.system is None or self.edition is None:
            return False
        return self.system.model_map(profile.type_name) is not None

    def is_weapon(self, profile: Profile) -> bool:
        if self.system is None or self.edition is None:
            return False
        return self.system.weapon_map(profile.type_name) is not None

    def add_raw(self, raw: list[RawProfile], profile: Profile) -> None:
        characteristics = {c.name.strip() or "?": c.value for c in profile.characteristics}
        name, type_name = profile.name[:500], profile.type_name.strip()[:200]
        key = (id(raw), name, type_name, tuple(characteristics.items()))
        if key in self.seen_raw:
            return
        self.seen_raw.add(key)
        raw.append(RawProfile(name=name, type_name=type_name,
                              characteristics=characteristics))

    def group(self, selection: Selection, count: int, profiles: list[Profile],
              fallback: list[Profile], raw: list[RawProfile],
              extra_weapons: list[Profile] | None = None, is_unit: bool = False,
              saves: list[Profile] | None = None) -> ModelGroup:
        label = selection.name if selection.type != "model" or is_unit \
            else selection.display_name
        name = (label.strip() or "?")[:200]
        characteristics: dict[str, int | None] = {}
        keywords: list[str] = []
        own = [p for p in profiles if self.is_model(p)]
        chosen = own[0] if own else _closest(selection.name, fallback)
        if chosen is not None and self.system is not None and self.edition is not None:
            spec = self.system.model_map(chosen.type_name)
            assert spec is not None
            mapped = map_model(self.edition, spec, chosen, self.warnings)
            characteristics, keywords = mapped.characteristics, mapped.keywords
            if not mapped.complete:
                self.add_raw(raw, chosen)
            if "sv" not in characteristics:
                for profile in [*profiles, *(saves or [])]:
                    column = self.system.saves.get(norm(profile.type_name))
                    if column:
                        characteristics["sv"] = save_from(profile, column)
        for profile in own[1:]:
            self.add_raw(raw, profile)  # a second stat line (e.g. a mount) stays visible
        if self.edition is None:
            for profile in profiles:
                self.add_raw(raw, profile)
        weapons = self.weapons([*profiles, *(extra_weapons or [])], characteristics.get("s"),
                               raw)
        total = self.points(list(selection.walk())) if selection.type == "model" else 0
        each = total // count if count and total % count == 0 and total >= 0 else 0
        return ModelGroup(name=name, count=count, characteristics=characteristics,
                          weapons=weapons, points_each=each, keywords=keywords[:50])

    def weapons(self, profiles: list[Profile], user: int | None,
                raw: list[RawProfile]) -> list[Weapon]:
        out: list[Weapon] = []
        seen: set[str] = set()
        for profile in profiles:
            if not self.is_weapon(profile) or self.system is None:
                continue
            spec = self.system.weapon_map(profile.type_name)
            assert spec is not None
            mapped = map_weapon(self.system, spec, profile, user)
            if mapped.melee:
                self.add_raw(raw, profile)
                continue
            if mapped.problem is not None:
                self.warnings.append(mapped.problem)
                self.add_raw(raw, profile)
                continue
            try:
                weapon = Weapon.model_validate(mapped.fields)
            except ValidationError:
                self.warnings.append(_warn(QT_TRANSLATE_NOOP(
                    "RosterImport", "%1: the weapon profile could not be used; it is kept as "
                                    "it is"), profile.name))
                self.add_raw(raw, profile)
                continue
            key = weapon.model_dump_json()
            if key not in seen and len(out) < 100:
                seen.add(key)
                out.append(weapon)
        return out


def _closest(name: str, profiles: list[Profile]) -> Profile | None:
    """The stat line a model without one most likely uses: same name, else the longest
    profile name inside the model's name ("Space Marine" for "Space Marine with Missile
    Launcher"), else the first one."""
    wanted = name.strip().lower()
    for profile in profiles:
        if profile.name.strip().lower() == wanted:
            return profile
    inside = [p for p in profiles if p.name.strip() and p.name.strip().lower() in wanted]
    if inside:
        return max(inside, key=lambda p: len(p.name.strip()))
    return profiles[0] if profiles else None


def to_roster(document: RosterDocument) -> tuple[Roster, list[Message]]:
    """The Auspex roster for ``document`` and the warnings about what could not be mapped."""
    system = identify(document.game_system_id, document.game_system_name)
    converter = _Converter(document, system)
    if system is None:
        converter.warnings.append(_warn(QT_TRANSLATE_NOOP(
            "RosterImport", "Auspex does not know the game system '%1'; its profiles are shown "
                            "as they are"), document.game_system_name or document.game_system_id))
    selections = native_units(document, converter.points_id)
    if len(selections) > MAX_UNITS:
        raise FormatError(_warn(QT_TRANSLATE_NOOP("RosterImport", "The roster has too many "
                                                                  "units (%1)"), len(selections)))
    limit = limit_of(document.cost_limits, converter.points_id)
    notes = [(document.custom_notes or "").strip()]
    for force in document.all_forces():
        if force.custom_notes and force.custom_notes.strip():
            notes.append(f"{force.custom_name or force.name}: {force.custom_notes.strip()}")
    factions = list(dict.fromkeys(f.catalogue_name for f in document.all_forces()
                                  if f.catalogue_name))
    game_system = document.game_system_name.strip()
    if not game_system and system is not None and system.edition is not None:
        game_system = EDITION_NAMES[system.edition]
    try:
        listed = {id(s) for s in document.top_level_units()}
        units = [converter.unit(i + 1, s).model_copy(update={"listed_as_unit": id(s) in listed})
                 for i, s in enumerate(selections)]
        roster = Roster(
            name=(document.name.strip() or "?")[:200], edition=converter.edition,
            game_system=game_system[:200], faction=", ".join(factions)[:200],
            points_limit=None if limit is None else min(round(limit), 1_000_000),
            units=units, notes="\n\n".join(n for n in notes if n)[:20_000])
    except (ValidationError, DomainError) as exc:
        message = describe_validation_error(exc) if isinstance(exc, ValidationError) \
            else exc.message
        raise FormatError(message) from None
    return roster, converter.warnings
