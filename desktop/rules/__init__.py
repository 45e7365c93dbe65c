"""The pure-Python rules engine: exact odds and the guided shooting sequence (no Qt).

Public entry points: :func:`desktop.rules.registry.get_ruleset`, :class:`~.sequence.Attack`,
:class:`~.dice.Dist`, :class:`~.dice.Roller`; see notes/ENGINE_API.md.
"""
