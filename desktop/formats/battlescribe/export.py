"""A native Auspex roster as a BattleScribe roster document (then ``writer.to_rosz``).

For a roster that came from BattleScribe, export the kept :class:`RosterDocument` instead
(``ImportResult.document``): it is the file itself.  This module writes rosters made in
Auspex, in the stat-line vocabulary of each edition's community data (the same names
:mod:`systems` reads), so importing the export gives back the same units, models, stat
lines, weapons, points, notes and raw profiles.  Not carried: unit ids (import numbers
them), battle state (wounds lost, statuses), and keywords beyond the first where the
data has a single "Type" column.
"""

from __future__ import annotations

import uuid

from desktop.domain.editions import EDITION_NAMES, WEAPON_TYPE_NAMES, Edition
from desktop.domain.roster import ModelGroup, Roster, Unit, Weapon
from desktop.formats.battlescribe.model import (
    Characteristic,
    Cost,
    Force,
    Profile,
    RosterDocument,
    Selection,
)

# edition -> (system id, system name, cost type id, cost name)
SYSTEM = {
    Edition.KILL_TEAM_2018: ("a467-5f42-d24c-6e5b", "Warhammer 40,000: Kill Team (2018)",
                             "5291-dc2c-cfa5-a77f", "pts"),
    Edition.HORUS_HERESY: ("sys-9fe4-1dc3-b7c2-73cf", "Horus Heresy 3rd Edition",
                           "9893-c379-920b-8982", "Point(s)"),
    Edition.SECOND: ("9ea8-c89d-9104-ed03", "Warhammer 40k 2nd Edition", "points", "pts"),
    Edition.CLASSIC: ("96e2-b781-50d7-3d18", "Warhammer 40k 3rd Edition",
                      "4ed5-2f92-9abc-2870", "pts"),
}
# edition -> (profile type id, type name, [(column, key, suffix)]); "*keyword" = first keyword
MODEL = {
    Edition.KILL_TEAM_2018: ("bb0a-aba1-abd0-beb3", "Model", [
        ("M", "m", '"'), ("WS", "ws", "+"), ("BS", "bs", "+"), ("S", "s", ""), ("T", "t", ""),
        ("W", "w", ""), ("A", "a", ""), ("Ld", "ld", ""), ("Sv", "sv", "+"),
        ("Inv", "inv", "+")]),
    Edition.HORUS_HERESY: ("a76f-8e23-8c3e-166d", "Profile", [
        ("Type", "*keyword", ""), ("M", "m", ""), ("WS", "ws", ""), ("BS", "bs", ""),
        ("S", "s", ""), ("T", "t", ""), ("W", "w", ""), ("I", "i", ""), ("A", "a", ""),
        ("LD", "ld", ""), ("CL", "cl", ""), ("WP", "wp", ""), ("IN", "int", ""),
        ("SAV", "sv", "+"), ("INV", "inv", "+")]),
    Edition.SECOND: ("219f-0faa-a2d8-f766", "Unit", [
        ("Unit Type", "*keyword", ""), ("M", "m", ""), ("WS", "ws", ""), ("BS", "bs", ""),
        ("S", "s", ""), ("T", "t", ""), ("W", "w", ""), ("I", "i", ""), ("A", "a", ""),
        ("LD", "ld", "")]),
    Edition.CLASSIC: ("1e16-2bd8-7cad-379b", "Unit", [
        ("WS", "ws", ""), ("BS", "bs", ""), ("S", "s", ""), ("T", "t", ""), ("W", "w", ""),
        ("I", "i", ""), ("A", "a", ""), ("Ld", "ld", ""), ("Sv", "sv", "+"),
        ("Inv", "inv", "+")]),
}
HH_VEHICLE = ("2a80-eec8-a736-2fe3", "Vehicle", [
    ("Type", "*keyword", ""), ("M", "m", ""), ("BS", "bs", ""), ("Front Armour", "av_front", ""),
    ("Side Armour", "av_side", ""), ("Rear Armour", "av_rear", ""), ("HP", "hp", "")])
SECOND_ARMOUR = ("4657-2671-1065-d493", "Armour")
WEAPON = {
    Edition.KILL_TEAM_2018: ("c067-7929-f4dc-7825", "Weapon"),
    Edition.HORUS_HERESY: ("c591-09ed-3e6f-eb2b", "Ranged Weapon"),
    Edition.SECOND: ("d8e8-6c66-f558-30ee", "Weapon"),
    Edition.CLASSIC: ("b399-8a1b-bf0b-c5b7", "Weapon"),
}


def _id() -> str:
    raw = uuid.uuid4().hex
    return f"{raw[0:4]}-{raw[4:8]}-{raw[8:12]}-{raw[12:16]}"


def _text(value: int | None, suffix: str = "") -> str:
    return "-" if value is None else f"{value}{suffix}"


def _signed(value: int) -> str:
    return "-" if value == 0 else f"{value:+d}"


def _profile(type_id: str, type_name: str, name: str,
             columns: list[tuple[str, str]]) -> Profile:
    return Profile(id=_id(), name=name, type_id=type_id, type_name=type_name,
                   characteristics=[Characteristic(label, f"{type_id}:{label}", value)
                                    for label, value in columns])


def _model_profiles(edition: Edition, group: ModelGroup) -> list[Profile]:
    type_id, type_name, columns = MODEL[edition]
    if edition is Edition.HORUS_HERESY and "av_front" in group.characteristics:
        type_id, type_name, columns = HH_VEHICLE
    values: list[tuple[str, str]] = []
    for label, key, suffix in columns:
        if key == "*keyword":
            values.append((label, group.keywords[0] if group.keywords else ""))
        elif key in group.characteristics:
            values.append((label, _text(group.characteristics[key], suffix)))
    profiles = [_profile(type_id, type_name, group.name, values)]
    if edition is Edition.SECOND and "sv" in group.characteristics:
        profiles.append(_profile(*SECOND_ARMOUR, "Armour", [
            ("Saving Throw", _text(group.characteristics["sv"], "+")), ("Special", "")]))
    return profiles


def _weapon_profile(edition: Edition, weapon: Weapon) -> Profile:
    special = ", ".join(weapon.special_rules)
    kind = WEAPON_TYPE_NAMES.get(weapon.type or "", "")
    if edition is Edition.KILL_TEAM_2018:
        columns = [("Range", f'{weapon.range}"'), ("Type", f"{kind} {weapon.shots}".strip()),
                   ("S", _text(weapon.strength)), ("AP", _text(weapon.ap)),
                   ("D", weapon.damage), ("Abilities", special or "-")]
    elif edition is Edition.CLASSIC:
        columns = [("Range", f'{weapon.range}"'), ("S", _text(weapon.strength)),
                   ("AP", _text(weapon.ap)), ("Type", f"{kind} {weapon.shots}".strip()),
                   ("Abilities", special)]
    elif edition is Edition.HORUS_HERESY:
        columns = [("R", str(weapon.range)), ("FP", weapon.shots), ("RS", _text(weapon.strength)),
                   ("AP", _text(weapon.ap)), ("D", weapon.damage), ("Special Rules", special),
                   ("Traits", "")]
    else:
        columns = [("Short range", _text(weapon.short_range)),
                   ("Long Range", str(weapon.range)),
                   ("Short 'To Hit’", _signed(weapon.hit_modifier_short)),
                   ("Long 'To Hit’", _signed(weapon.hit_modifier_long)),
                   ("Strength", _text(weapon.strength)), ("Damage", weapon.damage),
                   ("Save Modifier", _signed(weapon.save_modifier)),
                   ("Armour Penetration", weapon.armour_penetration or "-"),
                   ("Special", special)]
    type_id, type_name = WEAPON[edition]
    return _profile(type_id, type_name, weapon.name, columns)


def _cost(cost: tuple[str, str], value: float) -> list[Cost]:
    return [Cost(cost[1], cost[0], float(value))]


def _unit(edition: Edition | None, unit: Unit, cost: tuple[str, str]) -> Selection:
    models = []
    for group in unit.models:
        weapons = [Selection(id=_id(), name=w.name, entry_id=_id(), number=group.count,
                             profiles=[_weapon_profile(edition, w)], costs=_cost(cost, 0))
                   for w in group.weapons] if edition is not None else []
        models.append(Selection(
            id=_id(), name=group.name, entry_id=_id(), type="model", number=group.count,
            profiles=_model_profiles(edition, group) if edition is not None else [],
            selections=weapons, costs=_cost(cost, group.points_each * group.count)))
    raw = [Profile(id=_id(), name=p.name, type_id=_id(), type_name=p.type_name,
                   characteristics=[Characteristic(k, _id(), v)
                                    for k, v in p.characteristics.items()])
           for p in unit.raw_profiles]
    return Selection(id=_id(), name=unit.name, entry_id=_id(), type="unit",
                     custom_notes=unit.notes or None, profiles=raw, selections=models,
                     costs=_cost(cost, unit.points))


def roster_to_document(roster: Roster) -> RosterDocument:
    """``roster`` as a BattleScribe roster document (see the module docstring)."""
    edition = roster.edition
    if edition is not None:
        system_id, system_name, cost_id, cost_name = SYSTEM[edition]
        system_name = roster.game_system or system_name or EDITION_NAMES[edition]
    else:
        system_id, system_name, cost_id, cost_name = "", roster.game_system, "points", "pts"
    cost = (cost_id, cost_name)
    force = Force(id=_id(), name=roster.faction or "Army", entry_id=_id(),
                  catalogue_id=_id(), catalogue_revision="1", catalogue_name=roster.faction,
                  selections=[_unit(edition, unit, cost) for unit in roster.units])
    document = RosterDocument(
        id=_id(), name=roster.name, game_system_id=system_id, game_system_name=system_name,
        game_system_revision="1", generated_by="Auspex", forces=[force],
        custom_notes=roster.notes or None,
        cost_limits=[] if roster.points_limit is None else _cost(cost, roster.points_limit))
    document.costs = _cost(cost, document.recomputed(cost_id))
    return document
