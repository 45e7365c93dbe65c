"""The current value of a step's modifier, for showing it in the wizard (no Qt here).

Why: :class:`~desktop.rules.sequence.ModifierSpec` says which declarations a step offers but
not what is declared now, and the wizard must show the truth (e.g. "9 models in range" set
from the measured distance).  An engine that fills a ``value`` attribute on its specs wins;
otherwise the value is read from the attack's immutable state, where every edition keeps its
declarations under the modifier's own name (or the alias below).  ``None`` means unknown:
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


def _special(state: Any, key: str) -> tuple[bool, object]:
    """Declarations stored in another shape than the spec's value."""
    decl = getattr(state, "decl", None)
    if key == "cover" and decl is not None and isinstance(getattr(decl, "cover", None), tuple):
        covers = decl.cover  # classic: one cover per target group, the current group's shown
        index = getattr(state, "group", 0) or 0
        return True, covers[index] if 0 <= index < len(covers) else None
    if key == "cover" and decl is None and hasattr(state, "setup"):
        from desktop.rules.editions.horus_heresy.tables import TERRAIN_COVER

        cover = getattr(state.setup.target, "cover", None)
        names = {v: k.value for k, v in TERRAIN_COVER.items()}
        return True, names.get(cover, "none") if cover is not None else None
    if key == "reaction" and hasattr(state, "reaction"):
        reaction = state.reaction
        return True, None if reaction is None or _plain(reaction) == "medic" else reaction
    if key == "medic" and hasattr(state, "reaction"):
        return True, _plain(state.reaction) == "medic"
    return False, None


def current_value(attack: Attack[Any], spec: ModifierSpec) -> object | None:
    """The value declared now for ``spec`` (bool, int or a choice key), None if unknown."""
    explicit = getattr(spec, "value", None)
    if explicit is not None:
        return explicit
    state = attack.state
    found, raw = _special(state, spec.key)
    if not found:
        found, raw = _lookup(state, ALIASES.get(spec.key, spec.key))
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
