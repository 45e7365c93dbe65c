"""Warhammer 40,000 3rd edition (``classic``): rules in editions.md section 2, tables T-3E-*.

Modules: ``tables`` (the numbers), ``scenario`` (the odds file; its docstring lists every
option), ``odds`` (exact odds), ``play`` (the guided sequence), ``adapter`` (roster units to a
scenario).
"""

from desktop.rules.editions.classic.adapter import RULESET

__all__ = ["RULESET"]
