"""Turning printed stat-line text into Auspex numbers for one game system.

Each function returns the value and, when the text cannot be read, a warning; the caller
then keeps the whole profile as a raw profile so nothing the file says is lost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import MODEL_CHARACTERISTICS, WEAPON_TYPES, Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message
from desktop.formats.battlescribe.model import Profile
from desktop.formats.battlescribe.systems import GameSystem, ProfileMap, norm

CTX = "RosterImport"
_STAT = re.compile(r"^\s*([+-]?\d{1,3})\s*(?:\+|\"|”|''|in\.?|inches)?\s*$")
_DASHES = {"", "-", "–", "—", "*", "n/a", "na", "none"}
_WEAPON_TYPES = (("rapid fire", "rapid-fire"), ("rapid-fire", "rapid-fire"),
                 ("assault", "assault"), ("heavy", "heavy"), ("pistol", "pistol"),
                 ("grenade", "grenade"), ("ordnance", "ordnance"))
_MELEE = {"melee", "cconly", "closecombat", "cc"}
_USER = {"user", "asuser", "u", "s"}
_MAX_SPECIAL = 200
WEAPON_TEMPLATE = "Template"  # the special rule a template weapon carries


def _warn(template: str, *args: object) -> Message:
    return Message(CTX, template, args)


def stat(text: str) -> tuple[bool, int | None]:
    """("3+" -> 3, '7"' -> 7, "-" -> None); (False, None) when the text is not a number."""
    cleaned = text.strip()
    if cleaned.lower() in _DASHES:
        return True, None
    match = _STAT.match(cleaned)
    if match is None:
        return False, None
    return True, int(match.group(1))


@dataclass
class MappedModel:
    characteristics: dict[str, int | None] = field(default_factory=dict)
    keywords: list[str] = field(default_factory=list)
    complete: bool = True  # False: something could not be mapped, keep the raw profile too


def map_model(edition: Edition, spec: ProfileMap, profile: Profile,
              warnings: list[Message]) -> MappedModel:
    legal = {c.key: c for c in MODEL_CHARACTERISTICS[edition]}
    out = MappedModel()
    for item in profile.characteristics:
        column = norm(item.name)
        if column in spec.keyword:
            if item.value and item.value not in out.keywords:
                out.keywords.append(item.value[:100])
            continue
        if column in spec.dropped:
            continue
        if column in spec.ignored:
            out.complete = out.complete and item.value.strip().lower() in _DASHES
            continue
        key = spec.columns.get(column)
        if key is None or key not in legal:
            warnings.append(_warn(QT_TRANSLATE_NOOP(
                "RosterImport", "%1: the characteristic '%2' is not known; the profile is "
                                "kept as it is"), profile.name, item.name))
            out.complete = False
            continue
        ok, value = stat(item.value)
        if not ok or (value is not None and not -20 <= value <= 99):
            warnings.append(_warn(QT_TRANSLATE_NOOP(
                "RosterImport", "%1: %2 '%3' is not a number Auspex can use; the profile is "
                                "kept as it is"), profile.name, item.name, item.value))
            out.complete = False
            value = None
        out.characteristics[key] = value
    return out


def save_from(profile: Profile, column: str) -> int | None:
    for item in profile.characteristics:
        if norm(item.name) == column:
            ok, value = stat(item.value)
            return value if ok else None
    return None


@dataclass
class MappedWeapon:
    fields: dict[str, object]
    melee: bool = False
    problem: Message | None = None


def _strength(text: str, user: int | None) -> tuple[bool, int | None]:
    value = norm(text)
    if value in _USER:
        return user is not None, user
    match = re.fullmatch(r"(?:user)?\s*([+x×*])\s*(\d{1,2})", text.strip().lower())
    if match:
        if user is None:
            return False, None
        amount = int(match.group(2))
        result = user + amount if match.group(1) == "+" else user * amount
        return True, min(result, 20)
    ok, number = stat(text)
    if ok and number is not None and not 0 <= number <= 20:
        return False, None
    return ok, number


def _dice(text: str, default: str = "1") -> str | None:
    cleaned = text.strip()
    if cleaned.lower() in _DASHES:
        return default
    try:
        return str(DiceExpr.parse(cleaned))
    except DomainError:
        return None


def _range(text: str) -> tuple[bool, int]:
    numbers = re.findall(r"\d{1,4}", text)
    if not numbers:
        return False, 0
    return True, min(int(numbers[-1]), 1000)


def _weapon_type(text: str) -> tuple[str | None, str, str]:
    """("Rapid Fire 1" -> rapid-fire, "1", ""), ("Heavy 1 Blast" -> heavy, "1", "Blast")."""
    lowered = text.strip().lower()
    for prefix, key in _WEAPON_TYPES:
        if lowered.startswith(prefix):
            rest = text.strip()[len(prefix):].strip()
            parts = re.split(r"[\s,/]+", rest, maxsplit=1) if rest else [""]
            shots = parts[0] or "1"
            extra = parts[1] if len(parts) > 1 else ""
            if _dice(shots, "1") is None:
                return key, "1", rest
            return key, shots, extra
    return None, "1", text.strip()


def _specials(text: str) -> list[str]:
    """A list of rule names ("Breaching (6+), Shred") or sentences of prose."""
    cleaned = text.strip()
    if cleaned.lower() in _DASHES:
        return []
    parts = [p.strip() for p in re.split(r",\s*(?![^()]*\))", cleaned) if p.strip()]
    if all(len(p) <= 40 and not p.endswith(".") for p in parts):
        return parts
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", cleaned) if s.strip()]
    return [s[:_MAX_SPECIAL] for s in sentences]


def map_weapon(system: GameSystem, spec: ProfileMap, profile: Profile,
               user_strength: int | None) -> MappedWeapon:
    """The Weapon fields of a ranged weapon profile (design.md 4 conventions per edition)."""
    edition = system.edition
    values: dict[str, str] = {}
    special_text: list[str] = []
    for item in profile.characteristics:
        key = spec.columns.get(norm(item.name))
        if key == "special":
            special_text.append(item.value)
        elif key:
            values[key] = item.value
    fields: dict[str, object] = {"name": profile.name.strip()[:200] or "?"}
    specials: list[str] = []

    def bad(column: str) -> MappedWeapon:
        return MappedWeapon(fields, problem=_warn(QT_TRANSLATE_NOOP(
            "RosterImport", "%1: %2 '%3' is not something Auspex can use; the weapon is kept "
                            "as a raw profile"), profile.name, column, values.get(column, "")))

    range_text = values.get("range", "")
    if norm(range_text) in _MELEE or norm(values.get("type", "")) in _MELEE:
        return MappedWeapon(fields, melee=True)
    ok, fields["range"] = _range(range_text)
    template = "template" in range_text.lower()
    if template:
        # a Template weapon (every flamer): no range to roll against; the shooting rules
        # take the models under the template (WEAPON_TEMPLATE marks it for them)
        specials.append(WEAPON_TEMPLATE)
        if range_text.strip().lower() != WEAPON_TEMPLATE.lower():
            specials.append(range_text.strip()[:_MAX_SPECIAL])  # "Flame Template"
    elif not ok:
        if range_text.strip().lower() in _DASHES:
            return bad("range")
        specials.append(range_text.strip()[:_MAX_SPECIAL])  # "Hellstorm"...
    if "type" in values and edition in (Edition.KILL_TEAM_2018, Edition.CLASSIC):
        kind, shots, extra = _weapon_type(values["type"])
        if kind is None and edition is Edition.KILL_TEAM_2018:
            return bad("type")
        fields["type"] = kind
        fields["shots"] = _dice(shots) or "1"
        if template and edition is not None and "template" in WEAPON_TYPES[edition]:
            fields["type"] = "template"
        if kind is None and values["type"].strip():
            specials.append(values["type"].strip()[:_MAX_SPECIAL])
        elif extra:
            specials.append(extra[:_MAX_SPECIAL])
    if "shots" in values:
        shots_expr = _dice(values["shots"])
        if shots_expr is None:
            return bad("shots")
        fields["shots"] = shots_expr
    if "strength" in values:
        ok, strength = _strength(values["strength"], user_strength)
        if not ok:
            return bad("strength")
        fields["strength"] = strength
    if "ap" in values:
        ok, ap = stat(values["ap"])
        if not ok or (ap is not None and not -10 <= ap <= 10):
            return bad("ap")
        if edition is Edition.KILL_TEAM_2018 and ap is None:
            ap = 0
        fields["ap"] = ap
    if "damage" in values:
        damage = _dice(values["damage"])
        if damage is None:
            return bad("damage")
        fields["damage"] = damage
    if edition is Edition.SECOND:
        mapped = _second_edition(values, fields, specials)
        if mapped is not None:
            return bad(mapped)
    for text in special_text:
        specials.extend(_specials(text))
    fields["special_rules"] = list(dict.fromkeys(specials))[:50]
    return MappedWeapon(fields)


def _second_edition(values: dict[str, str], fields: dict[str, object],
                    specials: list[str]) -> str | None:
    """2nd edition columns; returns the name of a column that could not be read."""
    if "short_range" in values:
        ok, short = _range(values["short_range"])
        fields["short_range"] = short if ok else None
    for column, key in (("hit_short", "hit_modifier_short"), ("hit_long", "hit_modifier_long")):
        ok, modifier = stat(values.get(column, ""))
        if not ok or (modifier is not None and not -6 <= modifier <= 6):
            return column
        fields[key] = modifier or 0
    save_text = values.get("save_modifier", "")
    ok, modifier = stat(save_text)
    if not ok:
        if norm(save_text) not in _USER:
            return "save_modifier"
        specials.append(f"Save modifier: {save_text.strip()}"[:_MAX_SPECIAL])
        modifier = None
    if modifier is not None and not -10 <= modifier <= 0:
        return "save_modifier"
    fields["save_modifier"] = modifier or 0
    penetration = values.get("armour_penetration", "")
    expression = _dice(penetration, "") if penetration.strip() else ""
    if expression:
        fields["armour_penetration"] = expression
    elif penetration.strip() and penetration.strip().lower() not in _DASHES:
        specials.append(f"Armour penetration: {penetration.strip()}"[:_MAX_SPECIAL])
    return None
