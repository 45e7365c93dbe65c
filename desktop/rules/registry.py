"""Which :class:`Ruleset` plays which edition; edition modules are imported on first use.

Each edition module exposes a module-level ``RULESET`` object.  Lazy imports keep the GUI
start and ``python -m desktop odds`` cheap: only the edition asked for is loaded.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel

from desktop.domain.editions import Edition
from desktop.domain.roster import Unit, Weapon
from desktop.rules.sequence import Attack, OddsReport, StepId

MODULES: dict[Edition, str] = {
    Edition.CLASSIC: "desktop.rules.editions.classic",
    Edition.SECOND: "desktop.rules.editions.second",
    Edition.KILL_TEAM_2018: "desktop.rules.editions.kill_team_2018",
    Edition.HORUS_HERESY: "desktop.rules.editions.horus_heresy",
}


@runtime_checkable
class Ruleset(Protocol):
    """One edition's shooting rules (see notes/ENGINE_API.md)."""

    edition: Edition
    steps: tuple[StepId, ...]
    scenario_type: type[BaseModel]

    def odds(self, scenario: Any) -> OddsReport: ...

    def start(self, scenario: Any) -> Attack[Any]: ...

    def scenario_from_units(self, attacker: Unit, weapon: Weapon, target: Unit,
                            situation: Mapping[str, Any]) -> BaseModel: ...


def get_ruleset(edition: Edition | str) -> Ruleset:
    """The ruleset of ``edition`` (ValueError for an unknown edition name)."""
    key = Edition(edition)
    module = import_module(MODULES[key])
    ruleset: Ruleset = module.RULESET
    return ruleset


class _LazyRulesets(Mapping[Edition, Ruleset]):
    """``RULESETS[edition]`` imports the edition module the first time it is asked for."""

    def __getitem__(self, key: Edition) -> Ruleset:
        return get_ruleset(key)

    def __iter__(self) -> Iterator[Edition]:
        return iter(MODULES)

    def __len__(self) -> int:
        return len(MODULES)


RULESETS: Mapping[Edition, Ruleset] = _LazyRulesets()
