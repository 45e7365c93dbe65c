"""Warhammer: The Horus Heresy, 3rd edition (2025) (``horus-heresy``).

Modules: ``meta`` (what the set-up page asks), ``tables`` and ``effects`` (the numbers, and
statuses, reactions and special rules as data), ``special_rules`` (special rules read from
profiles), ``laws`` (one die at a time), ``chain`` and ``odds`` (the exact allocation chain
and odds), ``setup``, ``scenario`` and ``build`` (the attack set-up and the odds-file schema),
``state``, ``flow``, ``steps`` and ``saves`` (the play sequence), ``play`` (the attack),
``adapter`` (roster units to a scenario).  ``scenario``'s docstring lists the odds file's
fields.  ``RULESET`` is built on first use.
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
    from desktop.rules.editions.horus_heresy import adapter, build, play, scenario
    from desktop.rules.registry import EditionRuleset

    return EditionRuleset(Edition.HORUS_HERESY, scenario.HHScenario, play.HorusHeresyAttack,
                          play.start, adapter.scenario_from_units, odds=build.scenario_odds)
