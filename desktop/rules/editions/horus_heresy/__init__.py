"""Warhammer: The Horus Heresy, 3rd edition (2025) (``horus-heresy``).

Modules: ``tables`` and ``effects`` (the numbers and the tables as data: statuses,
reactions, special rules), ``special_rules`` (special rules read from profiles), ``laws`` (one
die at a time), ``chain`` and ``odds`` (the exact allocation chain and odds), ``setup``,
``scenario`` and ``build`` (the attack set-up and the odds-file schema), ``state``, ``flow``,
``steps`` and ``saves`` (the play sequence), ``play`` (the attack), ``adapter`` (roster units
to a scenario).  ``scenario``'s docstring lists the odds file's fields.
"""

from desktop.rules.editions.horus_heresy.play import RULESET

__all__ = ["RULESET"]
