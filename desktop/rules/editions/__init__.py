"""One package per edition, each with the same modules (see :mod:`desktop.rules.registry`):
``meta`` (light: what the set-up page asks), ``tables``, ``scenario``, ``adapter`` (roster ->
scenario), ``play``, ``odds``; its ``RULESET`` is built on first use."""
