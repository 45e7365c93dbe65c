"""What the UI may know about an edition before its engine loads (no engine import here).

Each edition package ``desktop/rules/editions/<edition>/`` has a ``meta`` module whose
``META`` says what the set-up page asks before an attack starts and what the edition can do;
the package's ``RULESET`` (the engine) is built only when first asked for.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from desktop.domain.editions import Edition

PACKAGES: dict[Edition, str] = {
    Edition.CLASSIC: "desktop.rules.editions.classic",
    Edition.SECOND: "desktop.rules.editions.second",
    Edition.KILL_TEAM_2018: "desktop.rules.editions.kill_team_2018",
    Edition.HORUS_HERESY: "desktop.rules.editions.horus_heresy",
}


def lazy_ruleset(module: str, name: str, build: Callable[[], object]) -> object:
    """An edition package's ``__getattr__``: ``RULESET`` is built by ``build`` on first use
    (and kept), so importing the package or its ``meta`` loads no engine."""
    if name != "RULESET":
        raise AttributeError(f"module {module!r} has no attribute {name!r}")
    ruleset = build()
    setattr(sys.modules[module], name, ruleset)
    return ruleset
