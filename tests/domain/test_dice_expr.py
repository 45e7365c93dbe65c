from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.domain.dice import DiceExpr
from desktop.domain.text import DomainError


@pytest.mark.parametrize(
    ("text", "count", "sides", "modifier", "low", "high", "mean"),
    [
        ("1", 0, 6, 1, 1, 1, Fraction(1)),
        ("3", 0, 6, 3, 3, 3, Fraction(3)),
        ("D3", 1, 3, 0, 1, 3, Fraction(2)),
        ("d6", 1, 6, 0, 1, 6, Fraction(7, 2)),
        ("2D6", 2, 6, 0, 2, 12, Fraction(7)),
        ("D6+1", 1, 6, 1, 2, 7, Fraction(9, 2)),
        ("D3+3", 1, 3, 3, 4, 6, Fraction(5)),
        ("D4", 1, 4, 0, 1, 4, Fraction(5, 2)),
        ("2D3", 2, 3, 0, 2, 6, Fraction(4)),
        (" D6 - 1 ", 1, 6, -1, 0, 5, Fraction(5, 2)),
        ("Д6", 1, 6, 0, 1, 6, Fraction(7, 2)),
    ],
)
def test_parse(text: str, count: int, sides: int, modifier: int, low: int, high: int,
               mean: Fraction) -> None:
    expr = DiceExpr.parse(text)
    assert (expr.count, expr.sides, expr.modifier) == (count, sides, modifier)
    assert (expr.minimum, expr.maximum) == (low, high)
    assert expr.mean() == mean


@pytest.mark.parametrize("text", ["", "x", "D", "D7", "0D6", "21D6", "2D6+", "-1", "1.5",
                                  "D6++1", "101", "D6+101", "6D"])
def test_rejects_with_a_reason(text: str) -> None:
    with pytest.raises(DomainError) as info:
        DiceExpr.parse(text)
    assert str(info.value)


def test_d6_minus_one_floors_at_zero() -> None:
    outcomes = DiceExpr.parse("D6-1").outcomes()
    assert outcomes[0] == Fraction(1, 6)  # only a roll of 1 gives 0
    assert outcomes[5] == Fraction(1, 6)
    assert sum(outcomes.values()) == 1


@given(st.integers(1, 4), st.sampled_from([3, 4, 6]), st.integers(-3, 5))
def test_outcomes_are_a_distribution(count: int, sides: int, modifier: int) -> None:
    sign = "+" if modifier >= 0 else "-"
    expr = DiceExpr.parse(f"{count}D{sides}{sign}{abs(modifier)}")
    outcomes = expr.outcomes()
    assert sum(outcomes.values()) == 1
    assert min(outcomes) == expr.minimum and max(outcomes) == expr.maximum
    assert DiceExpr.parse(str(expr)) == expr
