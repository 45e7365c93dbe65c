"""Kill Team (2018) (``kill-team-2018``), editions.md section 4 and tables T-KT-*.

Beside the modules every edition has, ``model`` holds the state and derived numbers,
``resolve`` and ``flow`` the dice steps, ``chain`` and ``counters`` the exact odds' chains.
"""

from desktop.rules.meta import lazy_ruleset


def __getattr__(name: str) -> object:  # ``RULESET``, built by ``play`` on first use
    return lazy_ruleset(__name__, name)
