"""Horus Heresy (3rd edition): special rules read from profiles, and the effective numbers.

Weapons and models carry their special rules as text ("Rending (5+)", "Pinning (1)",
"Heavy (FP)", "Feel No Pain (5+)").  :func:`parse_weapon_rules` and :func:`parse_model_rules`
turn them into typed values once, so the sequence and the odds never parse strings.
:class:`Amount` is a Firepower or Damage value (a dice expression, possibly doubled by
Ordnance or raised by Heavy / a Critical Hit).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from desktop.domain.dice import DiceExpr
from desktop.domain.text import QT_TRANSLATE_NOOP, error
from desktop.rules.dice import Dist
from desktop.rules.editions.horus_heresy.effects import WEAPON_VALUES, Rule

CTX = "HorusHeresy"

_RULE = re.compile(r"^\s*([A-Za-z][A-Za-z' !-]*?)\s*(?:[(\[]\s*([^)\]]*?)\s*[)\]])?\s*$")
_CHARACTERISTICS = {"fp": "fp", "firepower": "fp", "rs": "rs", "s": "rs", "strength": "rs",
                    "ranged strength": "rs", "ap": "ap", "d": "d", "damage": "d"}
# Weapon rules that never allow Precision (area weapons).
_AREA = {"blast", "barrage", "template"}


@dataclass(frozen=True)
class WeaponRules:
    """The special rules of one weapon profile that change the shooting sequence."""

    rolls: tuple[tuple[Rule, int], ...] = ()
    checks: tuple[tuple[Rule, int], ...] = ()
    armourbane: bool = False
    heavy: str | None = None
    ordnance: str | None = None
    pistol: bool = False
    area: bool = False
    area_kind: str | None = None  # "blast", "barrage" or "template"
    deflagrate: int | None = None  # the Strength of the extra hits
    others: tuple[str, ...] = field(default=(), compare=False)

    def roll(self, rule: Rule) -> int | None:
        """The X of a roll-triggered rule (Rending (5+) -> 5), or None."""
        return dict(self.rolls).get(rule)

    def check(self, rule: Rule) -> int | None:
        """The X of a morale rule (Pinning (1) -> 1), or None."""
        return dict(self.checks).get(rule)


def _split(text: str) -> tuple[str, str | None]:
    match = _RULE.match(text)
    if match is None:
        raise ValueError(text)
    return match.group(1).strip().lower(), match.group(2)


def _roll_value(raw: str | None) -> int:
    if raw is None:
        raise ValueError("missing X")
    value = int(raw.strip().rstrip("+"))
    if not 1 <= value <= 6:
        raise ValueError("X must be 1+ to 6+")
    return value


def _check_value(raw: str | None) -> int:
    value = 0 if raw is None else int(raw.strip().lstrip("-"))
    if not 0 <= value <= 12:
        raise ValueError("X must be 0 to 12")
    return value


def parse_weapon_rules(texts: Iterable[str], *, strict: bool = True) -> WeaponRules:
    """Typed weapon rules; unknown rules raise DomainError when ``strict`` (the odds file),
    or are kept aside as ``others`` (roster traits such as "Bolt" or "Assault")."""
    rolls: dict[Rule, int] = {}
    checks: dict[Rule, int] = {}
    values: dict[str, object] = {}
    others: list[str] = []
    for text in texts:
        try:
            name, raw = _split(text)
            rule = Rule(name)
        except ValueError:
            name = text.strip().lower().split("(")[0].strip()
            if name in _AREA:
                values["area"] = True
                values["area_kind"] = "template" if "template" in (
                    name, values.get("area_kind")) else name
                continue
            if strict:
                raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy",
                                                   "Unknown weapon special rule '%1'"),
                            text) from None
            others.append(text)
            continue
        kind = WEAPON_VALUES.get(rule)  # how a weapon gives the rule (T-HH-SPECIAL)
        try:
            if kind == "roll":
                rolls[rule] = min(rolls.get(rule, 7), _roll_value(raw))
            elif kind == "modifier":
                checks[rule] = max(checks.get(rule, 0), _check_value(raw))
            elif kind == "characteristic":
                values[rule.value] = _CHARACTERISTICS[(raw or "").strip().lower()]
            elif kind == "flag":
                values[rule.value] = True
            elif kind == "strength":
                strength = int((raw or "").strip())
                if not 1 <= strength <= 10:
                    raise ValueError("X must be a Strength of 1 to 10")
                values[rule.value] = strength
            else:
                raise KeyError(text)
        except (ValueError, KeyError):
            if strict:
                raise error(CTX, QT_TRANSLATE_NOOP("HorusHeresy",
                                                   "'%1' is not a valid weapon special rule"),
                            text) from None
            others.append(text)
    return WeaponRules(
        rolls=tuple(sorted(rolls.items())), checks=tuple(sorted(checks.items())),
        armourbane=bool(values.get("armourbane")), heavy=_opt_str(values.get("heavy")),
        ordnance=_opt_str(values.get("ordnance")), pistol=bool(values.get("pistol")),
        area=bool(values.get("area")), area_kind=_opt_str(values.get("area_kind")),
        deflagrate=_opt_int(values.get("deflagrate")), others=tuple(others))


def _opt_str(value: object) -> str | None:
    return value if isinstance(value, str) else None


@dataclass(frozen=True)
class ModelRules:
    """Defensive rules and traits of the target's models (from keywords / the odds file)."""

    feel_no_pain: int | None = None
    shrouded: int | None = None
    eternal_warrior: int | None = None
    medic: int | None = None
    shield: bool = False
    smokescreen: bool = False
    light: bool = False
    vehicle: bool = False
    super_heavy: bool = False
    automata: bool = False
    walker: bool = False


def parse_model_rules(texts: Iterable[str]) -> ModelRules:
    """Read target keywords leniently (a roster lists many unrelated traits)."""
    found: dict[str, object] = {}
    for text in texts:
        try:
            name, raw = _split(text)
        except ValueError:
            continue
        name = name.replace("-", " ")
        try:
            if name in ("feel no pain", "shrouded", "medic"):
                found[name] = _roll_value(raw)
            elif name == "eternal warrior":
                found[name] = _check_value(raw)
        except ValueError:
            continue
        if name in ("shield", "smokescreen", "light", "vehicle", "super heavy", "automata",
                    "walker"):
            found[name] = True
    return ModelRules(
        feel_no_pain=_opt_int(found.get("feel no pain")), shrouded=_opt_int(found.get("shrouded")),
        eternal_warrior=_opt_int(found.get("eternal warrior")),
        medic=_opt_int(found.get("medic")), shield=bool(found.get("shield")),
        smokescreen=bool(found.get("smokescreen")), light=bool(found.get("light")),
        vehicle=bool(found.get("vehicle")), super_heavy=bool(found.get("super heavy")),
        automata=bool(found.get("automata")), walker=bool(found.get("walker")))


def _opt_int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True)
class Amount:
    """A Firepower or Damage value: ``expr`` rolled, then x ``times``, then + ``plus``."""

    expr: DiceExpr
    times: int = 1
    plus: int = 0

    @staticmethod
    def parse(text: str) -> Amount:
        return Amount(DiceExpr.parse(text))

    @property
    def dice(self) -> int:
        return self.expr.count

    @property
    def sides(self) -> int:
        return self.expr.sides

    def value(self, rolled: Sequence[int] = ()) -> int:
        """The amount for the rolled dice (none for a constant)."""
        base = max(0, sum(rolled) + self.expr.modifier)
        return max(0, base * self.times + self.plus)

    def dist(self) -> Dist:
        return Dist.from_expr(self.expr).map(lambda v: max(0, v * self.times + self.plus))

    def bonus(self, extra: int) -> Amount:
        return replace(self, plus=self.plus + extra)

    def __str__(self) -> str:
        text = str(self.expr)
        if self.times != 1:
            text = f"({text})x{self.times}"
        return f"{text}+{self.plus}" if self.plus else text


@dataclass(frozen=True)
class Gun:
    """The ranged weapon as it fires in this Shooting Attack (Heavy / Ordnance applied)."""

    name: str
    range: float
    firepower: Amount
    strength: int
    ap: int | None
    damage: Amount
    rules: WeaponRules


def improve_ap(ap: int | None) -> int:
    """One step better: '-' becomes 6, never better than 2."""
    return 6 if ap is None else max(2, ap - 1)


def effective_gun(name: str, range_: float, firepower: str, strength: int, ap: int | None,
                  damage: str, rules: WeaponRules, stationary: bool) -> Gun:
    """Apply Heavy (X) (+1 / AP one step better) and Ordnance (X) (x2 / AP 2) when the unit
    stayed stationary."""
    fp, dmg = Amount.parse(firepower), Amount.parse(damage)
    s, a = strength, ap
    if stationary and rules.ordnance is not None:
        kind = rules.ordnance
        fp = replace(fp, times=2) if kind == "fp" else fp
        dmg = replace(dmg, times=2) if kind == "d" else dmg
        s = s * 2 if kind == "rs" else s
        a = 2 if kind == "ap" else a
    if stationary and rules.heavy is not None:
        kind = rules.heavy
        fp = fp.bonus(1) if kind == "fp" else fp
        dmg = dmg.bonus(1) if kind == "d" else dmg
        s = s + 1 if kind == "rs" else s
        a = improve_ap(a) if kind == "ap" else a
    return Gun(name, range_, fp, s, a, dmg, rules)
