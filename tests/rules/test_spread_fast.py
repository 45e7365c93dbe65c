"""The models-removed, wound and unsaved-wound laws of hits dealt one per model in turn
(mixed Toughness, issue #13) equal, on random small cases, those of the plain first version
kept in :mod:`tests.rules.reference_spread` — the fast version follows one hit at a time,
merges offsets the later hits cannot tell apart and folds classes they cannot reach."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.rules.dice import Dist
from desktop.rules.odds import Pool
from desktop.rules.unit import ONE_WOUND, SLAIN, BlockLaw, Deal, Effect, Line, spread_odds
from tests.rules import reference_spread

EFFECTS = (ONE_WOUND, SLAIN, Effect(Dist((0.0, 0.5, 0.5))), Effect(Dist.from_expr("D3")),
           Effect(Dist.from_expr("D6")))
CHANCES = (0.0, 1 / 6, 1 / 3, 0.5, 2 / 3, 5 / 6, 1.0)


@st.composite
def pools(draw: st.DrawFn) -> Pool:
    wounds = draw(st.integers(1, 3))
    models = draw(st.integers(1, 4))
    return Pool(models, wounds, draw(st.integers(0, wounds - 1)))


@st.composite
def cases(draw: st.DrawFn) -> tuple[list[Line], list[Dist], list[list[BlockLaw]], Deal]:
    lines = [Line(tuple(draw(st.lists(pools(), min_size=1, max_size=2))))
             for _ in range(draw(st.integers(1, 3)))]
    # each class stands in one or two places of the removal order, interleaved at random
    parts: list[tuple[int, int]] = []
    for c, line in enumerate(lines):
        cut = draw(st.integers(0, line.models))
        parts.extend(part for part in ((c, cut), (c, line.models - cut)) if part[1])
    order = draw(st.permutations(parts))
    deal = Deal(tuple(order), len(lines))
    weapons = draw(st.integers(1, 4))
    hits = []
    for _ in range(weapons):
        weights = draw(st.lists(st.integers(0, 5), min_size=1, max_size=9))
        if not any(weights):
            weights[-1] = 1
        hits.append(Dist.of(w / sum(weights) for w in weights))
    laws = [[BlockLaw(draw(st.sampled_from(CHANCES)), draw(st.sampled_from(CHANCES)),
                      draw(st.sampled_from(EFFECTS))) for _ in lines] for _ in range(weapons)]
    return lines, hits, laws, deal


def _close(a: Dist, b: Dist) -> None:
    width = max(a.max, b.max)
    for x, y in zip(a.padded(width).probs, b.padded(width).probs, strict=True):
        assert abs(x - y) < 1e-12


@given(case=cases())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_dealt_hits_fast_path_equals_the_plain_one(
        case: tuple[list[Line], list[Dist], list[list[BlockLaw]], Deal]) -> None:
    lines, hits, laws, deal = case
    fast = spread_odds(lines, hits, laws, deal)
    plain = reference_spread.spread_odds(lines, hits, laws, deal)
    for got, want in zip(fast, plain, strict=True):
        _close(got, want)
        assert abs(got.total - 1.0) < 1e-12


def test_bench_case_fast_path_equals_the_plain_one() -> None:
    """The benchmark's shape: 15 + 10 W1 models of one profile around a W3 model, four
    weapons, up to 28 hits (offsets merged, classes folded)."""
    lines = [Line((Pool(15),)), Line((Pool(1, 3),)), Line((Pool(10),))]
    deal = Deal(((0, 15), (1, 1), (2, 10)), 3)
    hits = [Dist.binomial(28, 0.5), Dist.binomial(6, 0.5), Dist.binomial(4, 2 / 3),
            Dist.of((0.25, 0.5, 0.25))]
    laws = [[BlockLaw(0.5, 1.0, ONE_WOUND), BlockLaw(1 / 3, 0.5, ONE_WOUND),
             BlockLaw(0.5, 2 / 3, ONE_WOUND)],
            [BlockLaw(2 / 3, 1.0, ONE_WOUND), BlockLaw(0.5, 1.0, Effect(Dist.from_expr("D3"))),
             BlockLaw(2 / 3, 2 / 3, ONE_WOUND)],
            [BlockLaw(5 / 6, 1.0, SLAIN), BlockLaw(5 / 6, 1.0, SLAIN),
             BlockLaw(5 / 6, 2 / 3, SLAIN)],
            [BlockLaw(0.5, 1.0, ONE_WOUND), BlockLaw(1 / 3, 0.5, ONE_WOUND),
             BlockLaw(0.5, 2 / 3, ONE_WOUND)]]
    fast = spread_odds(lines, hits, laws, deal)
    plain = reference_spread.spread_odds(lines, hits, laws, deal)
    for got, want in zip(fast, plain, strict=True):
        _close(got, want)


def test_last_weapon_going_round_the_unit_equals_the_plain_one() -> None:
    """A last weapon with more hits than the unit has models takes the convolution path
    (no joint state after it); a first one the hit-by-hit path: both equal the plain one."""
    lines = [Line((Pool(3, 2, 1),)), Line((Pool(2, 3),)), Line((Pool(4),))]
    deal = Deal(((0, 2), (1, 2), (2, 4), (0, 1)), 3)
    hits = [Dist.binomial(12, 0.5), Dist.binomial(30, 2 / 3)]
    laws = [[BlockLaw(0.5, 2 / 3, ONE_WOUND), BlockLaw(1 / 3, 0.5, Effect(Dist.from_expr("D3"))),
             BlockLaw(2 / 3, 1.0, ONE_WOUND)],
            [BlockLaw(1 / 3, 5 / 6, SLAIN), BlockLaw(1 / 6, 1.0, Effect(Dist((0.0, 0.5, 0.5)))),
             BlockLaw(0.5, 0.5, ONE_WOUND)]]
    assert hits[-1].max > deal.models
    fast = spread_odds(lines, hits, laws, deal)
    plain = reference_spread.spread_odds(lines, hits, laws, deal)
    for got, want in zip(fast, plain, strict=True):
        _close(got, want)
