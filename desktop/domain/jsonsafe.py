"""Strict JSON reading shared by every file Auspex loads (catalogues, rosters, New Recruit).

Each reader keeps its own guards and messages (size, nesting, what the document must hold);
the two checks below are the same everywhere, so they live once:

* ``NaN``, ``Infinity`` and ``-Infinity`` are not JSON, although Python's parser accepts
  them; :func:`loads_strict` refuses them with ``ValueError`` like any other bad JSON;
* a ``"\\ud800"`` escape gives a lone surrogate, which UTF-8 cannot hold: pydantic raises
  ``UnicodeEncodeError`` on it, or keeps it and every later save fails.  :func:`utf8_only`
  finds one before validation.

Formats Auspex defines itself (rosters, scenarios) also refuse a key given twice in one
object (``unique_keys=True``: :class:`DuplicateKey`), where Python's parser would silently
keep the last; other programs' files are read as they come.
"""

from __future__ import annotations

import json
from typing import Any


class DuplicateKey(ValueError):
    """The same key twice in one JSON object (``key`` says which)."""

    def __init__(self, key: str) -> None:
        super().__init__(f"the key {key!r} appears twice in one object")
        self.key = key


def loads_strict(text: str, *, unique_keys: bool = False) -> Any:
    """``json.loads`` without the non-standard constants (``ValueError`` on them), and with
    ``unique_keys`` without duplicate keys (:class:`DuplicateKey`)."""
    if unique_keys:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_unique)
    return json.loads(text, parse_constant=_reject_constant)


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise DuplicateKey(key)
            seen.add(key)
    return found


def utf8_only(value: object) -> bool:
    """No lone surrogate in any string or key of a parsed JSON document."""
    pending = [value]  # a loop, not recursion: any depth json.loads accepted is fine here
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return False
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return True


def _reject_constant(name: str) -> object:
    raise ValueError(name)
