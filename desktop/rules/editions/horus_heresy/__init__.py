"""Warhammer: The Horus Heresy, 3rd edition (2025) (``horus-heresy``).

Beside the modules every edition has: ``effects`` (statuses, reactions, special rules and
morale checks as data), ``special_rules`` (read from profiles), ``laws`` (one die at a time),
``chain`` (the exact allocation chain), ``setup`` and ``build`` (the attack set up from the
odds file), ``state``, ``flow``, ``steps`` and ``saves`` (the play sequence).
"""

from desktop.rules.meta import lazy_ruleset


def __getattr__(name: str) -> object:  # ``RULESET``, built by ``play`` on first use
    return lazy_ruleset(__name__, name)
