"""Kill Team (2018) (``kill-team-2018``): rules in editions.md section 4, tables T-KT-*.

Modules: ``meta`` (what the set-up page asks), ``tables`` (the numbers), ``scenario`` (the
odds file schema), ``model`` (state and derived numbers), ``play``, ``resolve`` and ``flow``
(the steps), ``odds`` with ``chain`` and ``counters`` (exact odds), ``adapter`` (roster units
to a scenario).  ``RULESET`` is built on first use.
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
    from desktop.rules.editions.kill_team_2018 import adapter, play, scenario
    from desktop.rules.registry import EditionRuleset

    return EditionRuleset(Edition.KILL_TEAM_2018, scenario.KTScenario, play.KillTeamAttack,
                          play.start, adapter.scenario_from_units)
