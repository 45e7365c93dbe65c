"""Warhammer 40,000 2nd edition (``second``): rules in editions.md section 3, tables T-2E-*.

Modules: ``tables`` (the numbers), ``scenario`` (the odds file; its docstring lists every
option), ``odds`` (exact odds), ``play`` (the guided sequence), ``adapter`` (roster units to a
scenario).
"""

from desktop.rules.editions.second.adapter import RULESET

__all__ = ["RULESET"]
