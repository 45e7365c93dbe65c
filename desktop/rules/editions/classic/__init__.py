"""Warhammer 40,000 3rd edition (``classic``): rules in editions.md section 2, tables T-3E-*.

Modules: ``meta`` (what the set-up page asks), ``tables`` (the numbers), ``scenario`` (the
odds file; its docstring lists every option), ``odds`` (exact odds from any point), ``play``
(the guided sequence), ``adapter`` (roster units to a scenario).  ``RULESET`` is built on
first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.rules.meta import lazy_ruleset

if TYPE_CHECKING:
    from desktop.rules.registry import EditionRuleset

    RULESET: EditionRuleset


def __getattr__(name: str) -> object:
    return lazy_ruleset(__name__, name, _ruleset)


def _ruleset() -> EditionRuleset:
    from desktop.domain.editions import Edition
    from desktop.rules.editions.classic import adapter, play, scenario
    from desktop.rules.registry import EditionRuleset

    return EditionRuleset(Edition.CLASSIC, scenario.ClassicScenario, play.ClassicAttack,
                          play.start, adapter.scenario_from_units)
