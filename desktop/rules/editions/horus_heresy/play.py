"""Horus Heresy (3rd edition): the Shooting Attack played step by step (steps in
:mod:`.steps` and :mod:`.saves`, moves between them in :mod:`.flow`).
"""

from __future__ import annotations

from desktop.domain.editions import Edition
from desktop.rules.dice import Dist
from desktop.rules.editions.horus_heresy.adapter import scenario_from_units
from desktop.rules.editions.horus_heresy.build import scenario_odds, setup_from_scenario
from desktop.rules.editions.horus_heresy.effects import Status
from desktop.rules.editions.horus_heresy.odds import fail_at, odds
from desktop.rules.editions.horus_heresy.saves import last_steps
from desktop.rules.editions.horus_heresy.scenario import HHScenario
from desktop.rules.editions.horus_heresy.state import HHState, plan_from, start_state
from desktop.rules.editions.horus_heresy.steps import first_steps
from desktop.rules.registry import EditionRuleset
from desktop.rules.sequence import Attack, AttackResult, GroupResult, OddsReport, not_applied
from desktop.rules.steps import StepId

CTX = "HorusHeresy"
STEP_TABLE = first_steps() + last_steps()


class HorusHeresyAttack(Attack[HHState]):
    """One Shooting Attack played step by step (see :mod:`.flow`)."""

    context = CTX
    step_table = STEP_TABLE

    def odds_from(self, state: HHState) -> OddsReport:
        if state.step is None or state.step is StepId.MORALE:
            return settled_odds(state)
        return odds(plan_from(state))

    def result_of(self, state: HHState) -> AttackResult:
        target = state.setup.target
        alive = [w for w in state.models if w > 0]
        carried = next((target.wounds - w for w in alive if w < target.wounds), 0)
        routed = [passed for status, passed in state.results if status is Status.ROUTED]
        statuses = tuple(sorted(s.value for s in state.gained))
        k = state.known
        return AttackResult(
            shots=k.shots, hits=k.hits, wounds=k.wounds, unsaved=k.unsaved,
            casualties=state.casualties,
            groups=(GroupResult(group=target.name, models_removed=state.casualties,
                                wounds_carried=carried, statuses=statuses),),
            morale_tested=bool(routed), morale_passed=routed[0] if routed else None,
            statuses=statuses, log=tuple(self.log))


def settled_odds(state: HHState) -> OddsReport:
    """Odds once the casualties are removed: only the morale checks may be left."""
    test = fail = 0.0
    gained: dict[str, float] = {s.value: 1.0 for s in state.gained if s is not Status.ROUTED}
    for status, passed in state.results:
        if status is Status.ROUTED:
            test, fail = 1.0, 0.0 if passed else 1.0
    for status, number in state.checks:
        p = fail_at(number)
        if status is Status.ROUTED:
            test, fail = 1.0, p
        else:
            gained[status.value] = gained.get(status.value, 0.0) + (1.0 - fail) * p
    target = state.setup.target
    morale_fail = None if target.leadership is None and not target.vehicle else fail
    k = state.known
    extras = {name: Dist((1.0 - p, p)) for name, p in gained.items() if state.alive}
    if target.vehicle:
        extras["glancing"] = Dist.point(k.glancing)
    return OddsReport(Dist.point(k.shots), Dist.point(k.hits), Dist.point(k.wounds),
                      Dist.point(k.unsaved), Dist.point(state.casualties), test, morale_fail,
                      extras)


def start(scenario: HHScenario) -> HorusHeresyAttack:
    """A fresh attack (DomainError when the rules forbid it)."""
    setup, _ = setup_from_scenario(scenario)
    attack = HorusHeresyAttack(start_state(setup, StepId.TARGET))
    attack.notes = not_applied(scenario.not_applied)
    return attack


RULESET = EditionRuleset(Edition.HORUS_HERESY, HHScenario, HorusHeresyAttack,
                         start, scenario_from_units, odds=scenario_odds)
