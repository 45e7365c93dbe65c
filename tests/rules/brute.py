"""A deliberately naive oracle: walk an Attack's own step handlers through EVERY possible
dice outcome (and every choice) and add up the exact probabilities of the final results.

Independent of the odds code: it only uses ``request`` / ``submit`` / ``choose`` and the
final ``result_of``, so it checks that the exact odds describe what play really does.
Usable by every edition's tests (states must be hashable frozen dataclasses).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from itertools import product
from typing import Any

from desktop.rules.dice import Dist
from desktop.rules.sequence import Attack, ChoiceRequest, DiceRequest, default_choice

Outcome = tuple[int, int, int, int, int, bool, bool | None]


def outcome_of(attack: Attack[Any], state: Any) -> Outcome:
    result = attack.result_of(state)
    return (result.shots, result.hits, result.wounds, result.unsaved, result.casualties,
            result.morale_tested, result.morale_passed)


def enumerate_outcomes(attack: Attack[Any], state: Any, max_dice: int = 6,
                       outcome: Callable[[Attack[Any], Any], Any] = outcome_of,
                       ) -> dict[Any, Fraction]:
    """Exact law of ``outcome`` at the end, starting from ``state``."""
    handlers = {step.id: step for step in attack.step_table}
    memo: dict[Any, dict[Any, Fraction]] = {}

    def walk(current: Any) -> dict[Any, Fraction]:
        if current in memo:
            return memo[current]
        if current.step is None:
            law = {outcome(attack, current): Fraction(1)}
            memo[current] = law
            return law
        handler = handlers[current.step]
        request = handler.request(current)
        law = {}
        if isinstance(request, ChoiceRequest):
            assert handler.choose is not None
            nxt = handler.choose(current, default_choice(request)).state
            law = walk(nxt)
        elif request is None:
            assert handler.submit is not None
            law = walk(handler.submit(current, ()).state)
        else:
            assert isinstance(request, DiceRequest)
            assert request.count <= max_dice, "scenario too large for brute force"
            weight = Fraction(1, request.sides ** request.count)
            assert handler.submit is not None
            for faces in product(range(1, request.sides + 1), repeat=request.count):
                sub = walk(handler.submit(current, faces).state)
                for key, p in sub.items():
                    law[key] = law.get(key, Fraction(0)) + weight * p
        memo[current] = law
        return law

    return walk(state)


def marginal(law: dict[Outcome, Fraction], index: int) -> Dist:
    values: dict[int, Fraction] = {}
    for key, p in law.items():
        values[int(key[index])] = values.get(int(key[index]), Fraction(0)) + p
    probs = [0.0] * (max(values) + 1)
    for k, p in values.items():
        probs[k] = float(p)
    return Dist.of(probs)


def morale_probabilities(law: dict[Outcome, Fraction]) -> tuple[float, float]:
    test = sum((p for key, p in law.items() if key[5]), Fraction(0))
    fail = sum((p for key, p in law.items() if key[5] and key[6] is False), Fraction(0))
    return float(test), float(fail)
