"""Which :class:`Ruleset` plays which edition; edition packages are imported on first use.

Each edition is a package ``desktop/rules/editions/<edition>/`` with the same modules
(``meta``, ``tables``, ``scenario``, ``adapter``, ``play``, ``odds``); its ``RULESET`` is the
:class:`EditionRuleset` its ``play`` module assembles, imported the first time it is asked
for.  Lazy imports keep the GUI start and ``python -m desktop odds`` cheap: only the edition
asked for is loaded, and its ``meta`` (what the set-up page asks) without its engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from importlib import import_module
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel

from desktop.domain.editions import Edition
from desktop.domain.roster import Unit, Weapon
from desktop.rules.meta import PACKAGES
from desktop.rules.sequence import Attack, OddsReport
from desktop.rules.steps import StepId

Adapter = Callable[[Unit, Weapon, Unit, Mapping[str, Any]], BaseModel]


@runtime_checkable
class Ruleset(Protocol):
    """One edition's shooting rules: the scenario schema, exact odds, the guided attack and
    the roster adapter (what the command line and the wizard use)."""

    edition: Edition
    steps: tuple[StepId, ...]
    scenario_type: type[BaseModel]

    def odds(self, scenario: Any) -> OddsReport: ...

    def start(self, scenario: Any) -> Attack[Any]: ...

    def scenario_from_units(self, attacker: Unit, weapon: Weapon, target: Unit,
                            situation: Mapping[str, Any]) -> BaseModel: ...


class EditionRuleset:
    """A :class:`Ruleset` made of an edition package's parts.

    ``start(scenario)`` plays the attack (``play``); the odds of a scenario are the odds of a
    fresh attack unless the edition gives ``odds`` of its own (e.g. to add notes).  A scenario
    given as a plain mapping is validated with ``scenario_type`` first.
    """

    def __init__(self, edition: Edition, scenario_type: type[BaseModel],
                 attack_type: type[Attack[Any]], start: Callable[[Any], Attack[Any]],
                 adapter: Adapter, odds: Callable[[Any], OddsReport] | None = None) -> None:
        self.edition = edition
        self.steps: tuple[StepId, ...] = tuple(step.id for step in attack_type.step_table)
        self.scenario_type = scenario_type
        self._start, self._adapter, self._odds = start, adapter, odds

    def validated(self, scenario: Any) -> Any:
        if isinstance(scenario, self.scenario_type):
            return scenario
        return self.scenario_type.model_validate(scenario)

    def odds(self, scenario: Any) -> OddsReport:
        if self._odds is not None:
            return self._odds(self.validated(scenario))
        return self.start(scenario).odds()

    def start(self, scenario: Any) -> Attack[Any]:
        return self._start(self.validated(scenario))

    def scenario_from_units(self, attacker: Unit, weapon: Weapon, target: Unit,
                            situation: Mapping[str, Any]) -> BaseModel:
        return self._adapter(attacker, weapon, target, situation)


def get_ruleset(edition: Edition | str) -> Ruleset:
    """The ruleset of ``edition`` (ValueError for an unknown edition name)."""
    key = Edition(edition)
    module = import_module(PACKAGES[key])
    ruleset: Ruleset = module.RULESET
    return ruleset


class _LazyRulesets(Mapping[Edition, Ruleset]):
    """``RULESETS[edition]`` imports the edition package the first time it is asked for."""

    def __getitem__(self, key: Edition) -> Ruleset:
        return get_ruleset(key)

    def __iter__(self) -> Iterator[Edition]:
        return iter(PACKAGES)

    def __len__(self) -> int:
        return len(PACKAGES)


RULESETS: Mapping[Edition, Ruleset] = _LazyRulesets()
