"""classic: exact odds == brute-force play of every dice outcome; Monte Carlo parity;
reference numbers; state machine behaviour."""

from __future__ import annotations

from math import sqrt
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.domain.text import DomainError
from desktop.rules.dice import Dist, Roller
from desktop.rules.editions.classic import RULESET
from desktop.rules.editions.classic.scenario import ClassicScenario
from desktop.rules.sequence import DiceRequest
from desktop.rules.steps import StepId
from tests.rules.brute import enumerate_outcomes, marginal, morale_probabilities


def scenario(**parts: Any) -> ClassicScenario:
    data: dict[str, Any] = {
        "edition": "classic",
        "attacker": {"models": 10, "bs": 4, "moved": False,
                     "weapon": {"name": "Boltgun", "type": "rapid-fire", "shots": "1",
                                "range": 24, "strength": 4, "ap": 5}},
        "target": {"models": 10, "toughness": 4, "wounds": 1, "save": 6, "leadership": 7},
        "situation": {"distance": 10},
    }
    for key, value in parts.items():
        section, _, field = key.partition("__")
        if field.startswith("weapon_"):
            data[section]["weapon"][field.removeprefix("weapon_")] = value
        elif field:
            data[section][field] = value
        else:
            data[section] = value
    return ClassicScenario.model_validate(data)


def assert_matches_brute_force(s: ClassicScenario, steps: int = 0, seed: int = 0) -> None:
    attack = RULESET.start(s)
    roller = Roller(seed)
    for _ in range(steps):
        if attack.finished:
            break
        attack.roll(roller)
    law = enumerate_outcomes(attack, attack.state)
    odds = attack.odds()
    for index, name in enumerate(("shots", "hits", "wounds", "unsaved", "casualties")):
        expected = marginal(law, index)
        got: Dist = getattr(odds, name)
        assert got.max == expected.max, f"{name}: listed up to {got.max}, not {expected.max}"
        width = max(expected.max, got.max) + 1
        assert [got.p(k) for k in range(width)] == pytest.approx(
            [expected.p(k) for k in range(width)], abs=1e-12), name
        assert got.total == pytest.approx(1.0, abs=1e-12)
    test, fail = morale_probabilities(law)
    assert odds.morale_test == pytest.approx(test, abs=1e-12)
    assert odds.morale_fail == pytest.approx(fail, abs=1e-12)


small_groups = st.lists(st.fixed_dictionaries({
    "models": st.integers(1, 2), "toughness": st.integers(2, 6), "wounds": st.integers(1, 3),
    "save": st.sampled_from([None, 3, 4, 6]), "invulnerable": st.sampled_from([None, 5]),
    "cover": st.sampled_from([None, 4, 6]), "wounds_lost": st.just(0),
}), min_size=1, max_size=2)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(models=st.integers(1, 2), bs=st.integers(1, 6), moved=st.booleans(),
       kind=st.sampled_from([None, "rapid-fire", "assault", "heavy", "pistol"]),
       shots=st.sampled_from(["1", "D3", "2"]), strength=st.integers(2, 8),
       ap=st.sampled_from([None, 2, 4, 5]), distance=st.sampled_from([3, 10, 20]),
       groups=small_groups, leadership=st.integers(2, 10), double_one=st.booleans(),
       steps=st.integers(0, 4), seed=st.integers(0, 1000))
def test_exact_odds_equal_brute_force(models: int, bs: int, moved: bool, kind: str | None,
                                      shots: str, strength: int, ap: int | None,
                                      distance: int, groups: list[dict[str, Any]],
                                      leadership: int, double_one: bool, steps: int,
                                      seed: int) -> None:
    if shots != "1" and models * (2 if kind in ("rapid-fire", "pistol") else 1) > 1:
        shots = "1"  # keep the brute force within 4 dice per step
    target = {**groups[0], "leadership": leadership, "groups": groups[1:]}
    s = scenario(attacker__models=models, attacker__bs=bs, attacker__moved=moved,
                 attacker__weapon_type=kind, attacker__weapon_shots=shots,
                 attacker__weapon_strength=strength, attacker__weapon_ap=ap,
                 attacker__weapon_range=12, target=target, situation__distance=distance,
                 situation__double_one_passes=double_one)
    assert_matches_brute_force(s, steps, seed)


@pytest.mark.parametrize("lost", [0, 1, 2])
def test_brute_force_carried_wounds_and_instant_death(lost: int) -> None:
    for strength in (4, 6):  # S6 vs T3: instant death on W3 models
        s = scenario(attacker__models=2, attacker__weapon_strength=strength,
                     attacker__weapon_type="assault", attacker__weapon_shots="2",
                     target={"models": 2, "toughness": 3, "wounds": 3, "wounds_lost": lost,
                             "save": 5, "leadership": 8, "models_at_phase_start": 3})
        assert_matches_brute_force(s)


def test_o12_reference_binomial_one_ninth() -> None:
    """10 shots, BS4 (3+), S4 vs T4 (4+), 3+ save: unsaved ~ Binomial(10, 1/9)."""
    s = scenario(attacker__weapon_type="assault", target={"models": 20, "toughness": 4,
                                                          "save": 3, "leadership": 8})
    odds = RULESET.odds(s)
    assert odds.shots.as_list() == [0.0] * 10 + [1.0]
    expected = [0.307946, 0.384933, 0.216525, 0.072175, 0.015788, 0.002368, 0.000247,
                0.000018]
    assert odds.unsaved.as_list()[:8] == pytest.approx(expected, abs=5e-7)
    assert odds.unsaved.p(0) == pytest.approx(2**30 / 3**20, rel=1e-12)
    assert odds.casualties.mean == pytest.approx(10 / 9)


def test_design_example_rapid_fire_doubles_within_half_range() -> None:
    odds = RULESET.odds(scenario())
    assert odds.shots.p(20) == 1.0
    assert odds.hits.mean == pytest.approx(20 * 4 / 6)
    assert odds.wounds.mean == pytest.approx(20 * 4 / 6 / 2)
    assert odds.unsaved.mean == pytest.approx(20 * 4 / 6 / 2)  # AP5 denies the 6+ save
    p = 4 / 6 * 1 / 2
    unsaved = Dist.binomial(20, p)
    assert odds.casualties.p(10) == pytest.approx(unsaved.at_least(10), abs=1e-12)
    test = sum(unsaved.p(k) for k in range(3, 10))
    assert odds.morale_test == pytest.approx(test, abs=1e-12)
    assert odds.morale_fail == pytest.approx(test * 15 / 36, abs=1e-12)


@pytest.mark.parametrize(("moved", "distance", "shots"), [
    (False, 10, 20), (False, 12, 20), (False, 13, 10), (False, 24, 10), (False, 25, 0),
    (True, 10, 10), (True, 13, 0)])
def test_rapid_fire_shot_counts(moved: bool, distance: float, shots: int) -> None:
    odds = RULESET.odds(scenario(attacker__moved=moved, situation__distance=distance))
    assert odds.shots.p(shots) == 1.0


def test_range_checked_per_firing_model() -> None:
    s = scenario(attacker__models=4, attacker__weapon_type="heavy",
                 attacker__weapon_shots="D3", situation={"distances": [5, 20, 30, 24]})
    assert RULESET.odds(s).shots.as_list() == pytest.approx(
        Dist.from_expr("D3").sum_of(3).as_list())


def test_heavy_weapon_cannot_fire_after_moving() -> None:
    s = scenario(attacker__moved=True, attacker__weapon_type="heavy")
    odds = RULESET.odds(s)
    assert odds.shots.as_list() == [1.0] and odds.casualties.as_list() == [1.0]
    assert odds.morale_test == 0.0


def test_impossible_wound_gives_no_wounds() -> None:
    s = scenario(attacker__weapon_strength=3, target={"models": 5, "toughness": 7,
                                                      "leadership": 7})
    odds = RULESET.odds(s)
    assert odds.hits.mean > 0 and odds.wounds.as_list() == [1.0]


def test_wiped_out_unit_takes_no_test() -> None:
    s = scenario(attacker__models=1, attacker__weapon_type="assault",
                 attacker__weapon_strength=10, attacker__bs=10,
                 target={"models": 1, "toughness": 1, "leadership": 2})
    odds = RULESET.odds(s)
    assert odds.casualties.p(1) == pytest.approx(25 / 36)
    assert odds.morale_test == 0.0


def test_earlier_losses_this_phase_count_towards_the_threshold() -> None:
    base = {"models": 8, "toughness": 4, "leadership": 7}
    fresh = RULESET.odds(scenario(target=base))
    hurt = RULESET.odds(scenario(target={**base, "models_at_phase_start": 10}))
    crossed = RULESET.odds(scenario(target={**base, "models_at_phase_start": 12}))
    assert hurt.morale_test > fresh.morale_test  # threshold 3 of 10, two already lost
    assert crossed.morale_test == 0.0            # 4 of 12 lost already: tested before


def test_double_one_option_only_matters_below_ld_2() -> None:
    plain = RULESET.odds(scenario(target__leadership=1))
    house = RULESET.odds(scenario(target__leadership=1, situation__double_one_passes=True))
    assert plain.morale_fail == pytest.approx(plain.morale_test)
    assert house.morale_fail == pytest.approx(plain.morale_test * 35 / 36)


def test_mixed_toughness_allocates_one_hit_per_model_in_turn() -> None:
    """3 hits on a unit of 1 T4 + 2 T3 models: each model takes one hit."""
    s = scenario(attacker__models=3, attacker__bs=10, attacker__weapon_type="assault",
                 target={"models": 1, "toughness": 4, "leadership": 7,
                         "groups": [{"models": 2, "toughness": 3}]})
    odds = RULESET.odds(s)
    hit = 5 / 6
    # the wound law is the mixture over hits of (T4 hits) x (T3 hits) binomials
    assert odds.wounds.mean == pytest.approx(
        sum(Dist.binomial(3, hit).p(h) * (min(h, 1) * 0.5 + max(h - 1, 0) * 4 / 6)
            for h in range(4)))


def test_monte_carlo_agrees_with_exact_odds_within_4_sigma() -> None:
    s = scenario(attacker__models=6, attacker__weapon_type="assault", attacker__weapon_shots="D3",
                 attacker__weapon_strength=6,
                 target={"models": 6, "toughness": 3, "wounds": 2, "save": 4, "cover": 5,
                         "leadership": 7})
    odds = RULESET.odds(s)
    runs = 3000
    roller = Roller(2024)
    casualties = []
    fails = 0
    for _ in range(runs):
        attack = RULESET.start(s)
        result = attack.run(roller)
        casualties.append(result.casualties)
        fails += result.morale_passed is False
    mean = sum(casualties) / runs
    sigma = sqrt(odds.casualties.variance / runs)
    assert abs(mean - odds.casualties.mean) < 4 * sigma
    assert odds.morale_fail is not None
    p = odds.morale_fail
    assert abs(fails / runs - p) < 4 * sqrt(p * (1 - p) / runs)
    for k in range(odds.casualties.max + 1):  # every value, Bonferroni-free 5 sigma bound
        pk = odds.casualties.p(k)
        freq = casualties.count(k) / runs
        assert abs(freq - pk) < 5 * sqrt(pk * (1 - pk) / runs) + 1e-9


def test_walkthrough_with_typed_dice_and_log() -> None:
    s = scenario(attacker__models=2, attacker__weapon_type="assault",
                 target={"models": 4, "toughness": 4, "save": 4, "leadership": 7})
    attack = RULESET.start(s)
    assert attack.steps == (StepId.TARGET, StepId.RANGE, StepId.SHOTS, StepId.HIT,
                            StepId.TEMPLATE, StepId.WOUND, StepId.SAVE, StepId.MORALE)
    assert attack.step is StepId.TARGET and attack.request() is None
    attack.proceed()
    attack.proceed()  # range: 2 in range
    assert attack.step is StepId.HIT
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 2 and request.target == 3
    attack.submit([3, 2])
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 1 and request.target == 4
    before = attack.state
    with pytest.raises(DomainError):
        attack.submit([7])
    assert attack.state == before
    attack.submit([4])
    assert attack.step is StepId.SAVE
    attack.submit([3])
    assert attack.step is StepId.MORALE  # 1 of 4 models: 25%
    assert attack.odds().casualties.p(1) == 1.0
    assert attack.odds().morale_fail == pytest.approx(15 / 36)
    attack.submit([6, 2])
    assert attack.finished
    result = attack.result()
    assert (result.shots, result.hits, result.wounds, result.unsaved, result.casualties) == (
        2, 1, 1, 1, 1)
    assert result.morale_tested and result.morale_passed is False
    assert result.statuses == ("falling_back",)
    assert result.groups[0].models_removed == 1
    assert attack.odds().morale_fail == 1.0
    assert len(attack.log) >= 6


def test_target_must_be_visible() -> None:
    attack = RULESET.start(scenario())
    attack.declare("visible", False)
    before = attack.state
    with pytest.raises(DomainError):
        attack.proceed()
    assert attack.state == before
    with pytest.raises(DomainError):
        attack.declare("sighted", 11)
    attack.declare("sighted", 4)
    attack.declare("visible", True)
    attack.proceed()
    attack.declare("within_half", 1)  # 1 model within half range, 3 beyond
    attack.proceed()
    assert attack.state.known.shots == (2 + 3,)


def test_declared_cover_changes_the_save_and_the_odds() -> None:
    s = scenario(attacker__models=1, attacker__bs=10, attacker__weapon_strength=10,
                 attacker__weapon_ap=2, target={"models": 2, "toughness": 3, "save": 3,
                                                "leadership": 7})
    attack = RULESET.start(s)
    attack.proceed()
    attack.proceed()
    attack.submit([6, 6])
    attack.submit([6, 6])
    assert attack.request() is None  # AP2 denies the 3+ save, no cover
    assert attack.odds().unsaved.p(2) == 1.0
    attack.restart()
    attack.declare("cover", "4")  # the target's cover is declared with the target
    attack.proceed()
    attack.proceed()
    attack.submit([6, 6])
    attack.submit([6, 6])
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.target == 4
    assert attack.odds().unsaved.as_list() == pytest.approx([0.25, 0.5, 0.25])
    attack.submit([1, 5])
    assert attack.step is StepId.MORALE and attack.odds().casualties.p(1) == 1.0
    attack.back()
    assert attack.step is StepId.SAVE and attack.state.decl.cover == (4,)


def test_mixed_groups_list_every_count_up_to_the_maximum() -> None:
    s = scenario(attacker__models=20, attacker__weapon_type="assault",
                 target={"models": 6, "toughness": 4, "save": 4, "leadership": 7,
                         "groups": [{"models": 4, "toughness": 5, "wounds": 2, "save": 3}]})
    odds = RULESET.odds(s)
    assert odds.hits.max == 20 and odds.wounds.max == 20 and odds.unsaved.max == 20
    assert odds.casualties.max == 10
    for dist in (odds.wounds, odds.unsaved, odds.casualties):
        assert dist.total == pytest.approx(1.0, abs=1e-12)


def test_every_possible_count_is_listed_even_below_float_precision() -> None:
    s = scenario(attacker__models=15, attacker__bs=1, attacker__weapon_strength=1,
                 target={"models": 30, "toughness": 4, "save": 2, "leadership": 7})
    odds = RULESET.odds(s)  # 30 shots, each kills with chance 1/6 * 1/6 * 1/6
    assert [d.max for d in (odds.shots, odds.hits, odds.wounds, odds.unsaved,
                            odds.casualties)] == [30] * 5
    assert odds.casualties.p(30) < 1e-60  # listed, with its (negligible) chance


def test_very_large_attack_stays_exact_in_mean() -> None:
    """1,050 shots on average (50 models rapid-firing 3D6): binomials beyond the float
    range of exact coefficients, long chains."""
    s = scenario(attacker__models=50, attacker__weapon_shots="3D6",
                 target={"models": 100, "toughness": 4, "wounds": 10, "save": 6,
                         "leadership": 7})
    odds = RULESET.odds(s)
    assert odds.shots.mean == pytest.approx(1050, rel=1e-12)
    assert odds.hits.mean == pytest.approx(700, rel=1e-12)
    assert odds.unsaved.mean == pytest.approx(350, rel=1e-12)
    assert odds.casualties.max == 100 and odds.shots.max == 1800
    for dist in (odds.shots, odds.hits, odds.unsaved, odds.casualties):
        assert dist.total == pytest.approx(1.0, abs=1e-9)


def test_attacks_too_large_to_compute_are_refused() -> None:
    s = scenario(attacker__models=100, attacker__weapon_shots="3D6")
    with pytest.raises(DomainError, match="Too many dice"):
        RULESET.odds(s)
    with pytest.raises(DomainError, match="Too many dice"):
        RULESET.start(s)
