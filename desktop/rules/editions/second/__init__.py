"""40K 2nd edition (``second``; editions.md 3, tables T-2E-*): its ``meta``, ``tables``, the
odds file (``scenario``), exact ``odds``, the guided ``play`` and the roster ``adapter``."""

from desktop.rules.meta import lazy_ruleset


def __getattr__(name: str) -> object:  # ``RULESET``, built by ``play`` on first use
    return lazy_ruleset(__name__, name)
