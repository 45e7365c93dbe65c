"""The current value of a step's modifier, for showing it in the wizard (no Qt here).

Why: the wizard must show the truth (e.g. "9 models in range" set from the measured
distance).  A :class:`~desktop.rules.sequence.ModifierSpec` whose ``value`` the engine filled
(a declaration kept in another shape, such as one cover per target group) wins; otherwise the
value is read from the attack's immutable state, where every edition keeps its declarations
under the modifier's own name (or the alias below).  ``None`` means unknown:
the wizard then shows a neutral default.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from desktop.rules.sequence import Attack, ModifierSpec

# Modifier key -> the state attribute that holds it, where the two names differ.
ALIASES = {"in_range": "firing", "within_half": "half", "within_short": "short",
           "closest_exception": "exception"}


def _plain(value: object) -> object:
    return value.value if isinstance(value, Enum) else value


def _lookup(state: Any, name: str) -> tuple[bool, object]:
    places = [state]
    for attr in ("decl", "situation", "setup"):
        part = getattr(state, attr, None)
        if part is not None:
            places.append(part)
    setup = getattr(state, "setup", None)
    if setup is not None and getattr(setup, "target", None) is not None:
        places.append(setup.target)
    for place in places:
        if hasattr(place, name):
            return True, getattr(place, name)
    return False, None


def current_value(attack: Attack[Any], spec: ModifierSpec) -> object | None:
    """The value declared now for ``spec`` (bool, int or a choice key), None if unknown."""
    now = next((m for m in attack.modifiers() if m.key == spec.key), spec)  # not a stale copy
    if now.value is not None:
        return now.value
    found, raw = _lookup(attack.state, ALIASES.get(spec.key, spec.key))
    if not found:
        return None
    raw = _plain(raw)
    if spec.kind == "bool":
        return raw if isinstance(raw, bool) else None
    if spec.kind == "int":
        if isinstance(raw, bool) or not isinstance(raw, int | float):
            return None
        return round(raw)
    keys = [option.key for option in spec.choices]
    text = "none" if raw is None else str(raw)
    return text if text in keys else None


__all__ = ["current_value"]
