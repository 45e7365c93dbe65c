"""Strict JSON reading shared by every file Auspex loads (catalogues, rosters, New Recruit).

Each reader keeps its own guards and messages (size, nesting, what the document must hold);
the two checks below are the same everywhere, so they live once:

* ``NaN``, ``Infinity`` and ``-Infinity`` are not JSON, although Python's parser accepts
  them; :func:`loads_strict` refuses them with ``ValueError`` like any other bad JSON;
* a ``"\\ud800"`` escape gives a lone surrogate, which UTF-8 cannot hold: pydantic raises
  ``UnicodeEncodeError`` on it, or keeps it and every later save fails.  :func:`utf8_only`
  finds one before validation.
"""

from __future__ import annotations

import json
from typing import Any


def loads_strict(text: str) -> Any:
    """``json.loads`` without the non-standard constants (``ValueError`` on them)."""
    return json.loads(text, parse_constant=_reject_constant)


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
