"""The generic Attack state machine, exercised through a two-step toy edition."""

from dataclasses import dataclass, replace

import pytest

from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message
from desktop.rules.dice import Dist, Roller
from desktop.rules.odds import thin
from desktop.rules.sequence import (
    Attack,
    AttackResult,
    ChoiceOption,
    ChoiceRequest,
    DiceRequest,
    GroupResult,
    ModifierSpec,
    OddsReport,
    Step,
    Transition,
)
from desktop.rules.steps import StepId

CTX = "Toy"


@dataclass(frozen=True)
class ToyState:
    step: StepId | None
    shots: int
    bonus: bool = False
    hits: int | None = None
    target: str | None = None


def _msg(text: str, *args: object) -> Message:
    return Message(CTX, text, args)


def _target_request(state: ToyState) -> ChoiceRequest:
    return ChoiceRequest(_msg(QT_TRANSLATE_NOOP("Toy", "Pick a target")),
                         (ChoiceOption("a", _msg("A")), ChoiceOption("b", _msg("B"))))


def _choose_target(state: ToyState, keys: tuple[str, ...]) -> Transition[ToyState]:
    return Transition(replace(state, step=StepId.HIT, target=keys[0]),
                      (_msg(QT_TRANSLATE_NOOP("Toy", "Target %1"), keys[0]),))


def _need(state: ToyState) -> int:
    return 3 if state.bonus else 4


def _hit_request(state: ToyState) -> DiceRequest:
    return DiceRequest(state.shots, _msg("to hit"), _msg("%1+", _need(state)),
                       target=_need(state))


def _hit_submit(state: ToyState, dice: tuple[int, ...]) -> Transition[ToyState]:
    if state.target == "b" and 6 in dice:
        raise DomainError(_msg(QT_TRANSLATE_NOOP("Toy", "B forbids sixes")))
    hits = sum(1 for d in dice if d >= _need(state))
    return Transition(replace(state, step=None, hits=hits), (_msg("%1 hits", hits),))


def _modifiers(state: ToyState) -> tuple[ModifierSpec, ...]:
    return (ModifierSpec("bonus", _msg("Bonus")),)


def _declare(state: ToyState, key: str, value: object) -> ToyState:
    if not isinstance(value, bool):
        raise DomainError(_msg("bool please"))
    return replace(state, bonus=value)


class ToyAttack(Attack[ToyState]):
    step_table = (
        Step(StepId.TARGET, _target_request, choose=_choose_target),
        Step(StepId.HIT, _hit_request, submit=_hit_submit, modifiers=_modifiers,
             declare=_declare),
    )

    def odds_from(self, state: ToyState) -> OddsReport:
        shots = Dist.point(state.shots)
        hits = Dist.point(state.hits) if state.hits is not None else thin(
            shots, (7 - _need(state)) / 6)
        return OddsReport(shots, hits, hits, hits, hits, 0.0, None)

    def result_of(self, state: ToyState) -> AttackResult:
        assert state.hits is not None
        return AttackResult(state.shots, state.hits, 0, 0, 0, (GroupResult("toy"),))


def make() -> ToyAttack:
    return ToyAttack(ToyState(step=StepId.TARGET, shots=3))


def test_walk_through_and_log() -> None:
    attack = make()
    assert attack.steps == (StepId.TARGET, StepId.HIT)
    assert isinstance(attack.request(), ChoiceRequest)
    attack.choose(["a"])
    assert attack.step is StepId.HIT
    attack.declare("bonus", True)
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.target == 3
    assert attack.odds().hits.mean == pytest.approx(3 * 4 / 6)
    attack.submit([1, 3, 6])
    assert attack.finished
    assert attack.result().hits == 2
    assert [str(e.message) for e in attack.log] == ["Target a", "2 hits"]


@pytest.mark.parametrize("dice", [[1, 2], [1, 2, 3, 4], [0, 2, 3], [1, 7, 2], [1.0, 2, 3],
                                  [True, 2, 3]])
def test_wrong_dice_refused_state_unchanged(dice: list[int]) -> None:
    attack = make()
    attack.choose(["a"])
    before, log = attack.state, attack.log
    with pytest.raises(DomainError):
        attack.submit(dice)
    assert attack.state == before and attack.log == log


def test_rules_refusal_leaves_state() -> None:
    attack = make()
    attack.choose(["b"])
    before = attack.state
    with pytest.raises(DomainError, match="sixes"):
        attack.submit([6, 1, 1])
    assert attack.state == before


def test_wrong_kind_of_input() -> None:
    attack = make()
    with pytest.raises(DomainError):
        attack.submit([1, 2, 3])
    with pytest.raises(DomainError):
        attack.choose(["c"])
    with pytest.raises(DomainError):
        attack.choose(["a", "b"])
    with pytest.raises(DomainError):
        attack.declare("bonus", True)  # not a modifier of the target step
    attack.choose(["a"])
    with pytest.raises(DomainError):
        attack.choose(["a"])
    with pytest.raises(DomainError):
        attack.declare("bonus", 3)
    with pytest.raises(DomainError):
        attack.result()


def test_back_and_restart_restore_exactly() -> None:
    attack = make()
    with pytest.raises(DomainError):
        attack.back()
    attack.choose(["b"])
    attack.declare("bonus", True)
    at_hit = attack.state
    attack.submit([1, 2, 3])
    attack.back()
    assert attack.state == at_hit and len(attack.log) == 1
    attack.back()
    assert attack.state == ToyState(step=StepId.TARGET, shots=3) and attack.log == []
    attack.choose(["a"])
    attack.submit([5, 5, 5])
    attack.restart()
    assert attack.state == ToyState(step=StepId.TARGET, shots=3)
    assert not attack.can_go_back and attack.log == []


def test_run_with_virtual_dice_is_repeatable() -> None:
    a, b = make(), make()
    assert a.run(Roller(5)) == b.run(Roller(5))
    assert a.finished and a.request() is None and a.modifiers() == ()
