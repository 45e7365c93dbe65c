"""The pure-Python rules engine: exact odds and the guided shooting sequence (no Qt).

Public entry points: :func:`desktop.rules.registry.get_ruleset` (one :class:`Ruleset` per
edition package under ``editions/``), :class:`~.sequence.Attack`, :class:`~.dice.Dist`,
:class:`~.dice.Roller`; :mod:`.meta` is what the UI may read before the engine loads.
"""
