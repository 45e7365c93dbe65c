"""One module per edition, each exposing ``RULESET`` (see :mod:`desktop.rules.registry`)."""
