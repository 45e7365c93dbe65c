"""Kill Team (2018) (``kill-team-2018``): rules in editions.md section 4, tables T-KT-*.

Modules: ``tables`` (the numbers), ``scenario`` (the odds file schema), ``model`` (state and
derived numbers), ``play``, ``resolve`` and ``flow`` (the steps), ``odds`` with ``chain`` and
``counters`` (exact odds), ``adapter`` (roster units to a scenario).
"""

from desktop.rules.editions.kill_team_2018.adapter import RULESET

__all__ = ["RULESET"]
