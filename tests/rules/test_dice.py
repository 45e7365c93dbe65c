"""Dist and Roller: exact laws of counts and dice expressions."""

from fractions import Fraction
from itertools import product
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.domain.dice import DiceExpr
from desktop.rules.dice import Dist, Roller


def test_point_and_mean() -> None:
    d = Dist.point(3)
    assert d.as_list() == [0.0, 0.0, 0.0, 1.0]
    assert d.mean == 3.0
    assert d.max == 3


@pytest.mark.parametrize(("n", "p"), [(0, 0.5), (1, 0.25), (10, 1 / 9), (7, 1.0), (5, 0.0)])
def test_binomial_matches_formula(n: int, p: float) -> None:
    d = Dist.binomial(n, p)
    for k in range(n + 1):
        assert d.p(k) == pytest.approx(comb(n, k) * p**k * (1 - p) ** (n - k), abs=1e-15)
    assert d.total == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("text", ["1", "3", "D3", "D6", "2D6", "D6+1", "D4", "3D6-4"])
def test_from_expr_matches_enumeration(text: str) -> None:
    expr = DiceExpr.parse(text)
    counts: dict[int, int] = {}
    for faces in product(range(1, expr.sides + 1), repeat=expr.count):
        total = max(0, sum(faces) + expr.modifier)
        counts[total] = counts.get(total, 0) + 1
    n = expr.sides**expr.count
    d = Dist.from_expr(text)
    for value in range(d.max + 1):
        assert d.p(value) == pytest.approx(float(Fraction(counts.get(value, 0), n)), abs=1e-15)


def test_at_least_at_most_and_capped() -> None:
    d = Dist.from_expr("D6")
    assert d.at_least(5) == pytest.approx(2 / 6)
    assert d.at_most(2) == pytest.approx(2 / 6)
    assert d.capped(3).as_list() == pytest.approx([0.0, 1 / 6, 1 / 6, 4 / 6])


@given(st.lists(st.floats(0.01, 1.0), min_size=1, max_size=6),
       st.lists(st.floats(0.01, 1.0), min_size=1, max_size=6))
def test_convolve_is_law_of_sum(a: list[float], b: list[float]) -> None:
    sa, sb = sum(a), sum(b)
    da, db = Dist(tuple(x / sa for x in a)), Dist(tuple(x / sb for x in b))
    out = da.convolve(db)
    for total in range(len(a) + len(b) - 1):
        expected = sum(da.p(i) * db.p(total - i) for i in range(total + 1))
        assert out.p(total) == pytest.approx(expected, abs=1e-12)
    assert out.mean == pytest.approx(da.mean + db.mean, abs=1e-9)


@given(st.integers(0, 12))
def test_sum_of_equals_repeated_convolution(n: int) -> None:
    d6 = Dist.from_expr("D6")
    slow = Dist.point(0)
    for _ in range(n):
        slow = slow.convolve(d6)
    fast = d6.sum_of(n)
    assert fast.as_list() == pytest.approx(slow.as_list(), abs=1e-12)


def test_compound_of_binomial_thins() -> None:
    # shots D6, each hits on 4+: the mixture must equal the direct enumeration
    shots = Dist.from_expr("D6")
    hits = Dist.compound(shots, lambda k: Dist.binomial(k, 0.5))
    for h in range(7):
        expected = sum(Fraction(1, 6) * comb(k, h) * Fraction(1, 2**k) for k in range(1, 7))
        assert hits.p(h) == pytest.approx(float(expected), abs=1e-15)


def test_roller_is_repeatable_and_in_range() -> None:
    a, b = Roller(7), Roller(7)
    rolls = a.roll(200, 6)
    assert rolls == b.roll(200, 6)
    assert set(rolls) == {1, 2, 3, 4, 5, 6}
    assert all(1 <= r <= 4 for r in Roller(1).roll(50, 4))
    assert 2 <= Roller(3).roll_expr(DiceExpr.parse("D6+1")) <= 7


@pytest.mark.parametrize(("n", "p"), [(61, Fraction(1, 3)), (200, Fraction(2, 9)),
                                      (1500, Fraction(1, 36)), (1800, Fraction(35, 36))])
def test_large_binomials_match_exact_fractions(n: int, p: Fraction) -> None:
    d = Dist.binomial(n, float(p))
    for k in range(0, n + 1, max(1, n // 97)):
        exact = float(comb(n, k) * p**k * (1 - p) ** (n - k))
        assert d.p(k) == pytest.approx(exact, rel=1e-9, abs=1e-15)
    assert d.total == pytest.approx(1.0, abs=1e-10)
