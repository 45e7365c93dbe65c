"""Warhammer 40,000 3rd edition (``classic``), editions.md section 2 and tables T-3E-*: ``meta``,
``tables``, ``scenario`` (every odds-file option), ``odds``, ``play``, ``adapter``."""

from desktop.rules.meta import lazy_ruleset


def __getattr__(name: str) -> object:  # ``RULESET``, built by ``play`` on first use
    return lazy_ruleset(__name__, name)
