"""second: exact odds == brute-force play of every dice outcome; Monte Carlo parity;
declarations (arc, closest target) and the walkthrough of the special steps."""

from __future__ import annotations

import json
from math import sqrt
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.domain.text import DomainError
from desktop.rules.dice import Dist, Roller
from desktop.rules.editions.second import RULESET
from desktop.rules.editions.second.scenario import SecondScenario
from desktop.rules.scenario import main
from desktop.rules.sequence import DiceRequest
from desktop.rules.steps import StepId
from tests.rules.brute import enumerate_outcomes, marginal, morale_probabilities


def scenario(weapon: dict[str, Any] | None = None, **parts: Any) -> SecondScenario:
    data: dict[str, Any] = {
        "edition": "second",
        "attacker": {"models": 2, "bs": 4, "moved": False,
                     "weapon": {"name": "Boltgun", "short_range": 12, "range": 24,
                                "hit_modifier_short": 1, "strength": 4, "save_modifier": -1,
                                **(weapon or {})}},
        "target": {"models": 4, "toughness": 4, "save": 4, "leadership": 7},
        "situation": {"distance": 10},
    }
    for key, value in parts.items():
        section, _, field = key.partition("__")
        if field:
            data[section][field] = value
        else:
            data[section] = value
    return SecondScenario.model_validate(data)


def assert_matches_brute_force(s: SecondScenario, steps: int = 0, seed: int = 0) -> None:
    attack = RULESET.start(s)
    roller = Roller(seed)
    for _ in range(steps):
        if attack.finished:
            break
        attack.roll(roller)
    law = enumerate_outcomes(attack, attack.state, max_dice=5)
    odds = attack.odds()
    for index, name in enumerate(("shots", "hits", "wounds", "unsaved", "casualties")):
        expected = marginal(law, index)
        got: Dist = getattr(odds, name)
        assert got.max == expected.max, f"{name}: listed up to {got.max}, not {expected.max}"
        width = max(expected.max, got.max) + 1
        assert [got.p(k) for k in range(width)] == pytest.approx(
            [expected.p(k) for k in range(width)], abs=1e-12), name
    test, fail = morale_probabilities(law)
    assert odds.morale_test == pytest.approx(test, abs=1e-12)
    assert odds.morale_fail == pytest.approx(fail, abs=1e-12)


groups = st.lists(st.fixed_dictionaries({
    "models": st.integers(1, 2), "toughness": st.integers(3, 5), "wounds": st.integers(1, 3),
    "save": st.sampled_from([None, 3, 5]), "field_save": st.sampled_from([None, 5]),
    "invulnerable": st.sampled_from([None, 4, 6]),
}), min_size=1, max_size=2)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(bs=st.integers(1, 7), distance=st.sampled_from([5, 15, 30]),
       cover=st.sampled_from([None, "soft", "hard"]), speed=st.sampled_from([None, "fast"]),
       sustained=st.integers(0, 1), damage=st.sampled_from(["1", "D3", "2"]),
       save_modifier=st.integers(-3, 0), strength=st.integers(3, 6),
       target_groups=groups, leadership=st.integers(2, 10), models=st.integers(1, 2),
       steps=st.integers(0, 5), seed=st.integers(0, 999))
def test_exact_odds_equal_brute_force(bs: int, distance: int, cover: str | None,
                                      speed: str | None, sustained: int, damage: str,
                                      save_modifier: int, strength: int,
                                      target_groups: list[dict[str, Any]], leadership: int,
                                      models: int, steps: int, seed: int) -> None:
    first, *rest = target_groups
    if sustained and models > 1:
        models = 1  # at most 3 hits: keeps every step within 5 dice
    s = scenario({"sustained_fire": sustained, "damage": damage,
                  "save_modifier": save_modifier, "strength": strength,
                  "hit_modifier_long": -1},
                 attacker__models=models, attacker__bs=bs,
                 target={**first, "cover": cover, "speed": speed, "leadership": leadership,
                         "groups": rest},
                 situation__distance=distance)
    assert_matches_brute_force(s, steps, seed)


@pytest.mark.parametrize("bs", [1, 2, 3])
def test_brute_force_seven_plus_scores(bs: int) -> None:
    """BS 1-3 behind hard cover at a very fast target: scores 7-10 (second roll, impossible)."""
    s = scenario(attacker__bs=bs, target={"models": 3, "toughness": 4, "cover": "hard",
                                          "speed": "very_fast", "leadership": 6},
                 situation__distance=20)
    assert_matches_brute_force(s)


def test_brute_force_terminator_2d6_save_and_damage() -> None:
    s = scenario({"damage": "D3", "strength": 8, "save_modifier": -2},
                 attacker__models=1, attacker__weapon={"name": "x", "range": 24,
                                                       "strength": 8, "damage": "D3",
                                                       "save_modifier": -2, "shots": "2"},
                 target={"models": 2, "toughness": 4, "wounds": 2, "save": 3, "save_dice": 2,
                         "wounds_lost": 1, "leadership": 9})
    assert_matches_brute_force(s)


def test_monte_carlo_agrees_within_4_sigma() -> None:
    s = scenario({"sustained_fire": 2, "damage": "D4", "strength": 5, "save_modifier": -2,
                  "range": 40, "short_range": 20, "hit_modifier_short": 0},
                 attacker__models=3,
                 target={"models": 5, "toughness": 4, "wounds": 2, "save": 4, "cover": "soft",
                         "leadership": 8})
    odds = RULESET.odds(s)
    runs = 3000
    roller = Roller(77)
    casualties, jams, fails = [], 0, 0
    for _ in range(runs):
        result = RULESET.start(s).run(roller)
        casualties.append(result.casualties)
        jams += "jammed" in result.statuses
        fails += result.morale_passed is False
    mean = sum(casualties) / runs
    assert abs(mean - odds.casualties.mean) < 4 * sqrt(odds.casualties.variance / runs)
    assert odds.morale_fail is not None
    p = odds.morale_fail
    assert abs(fails / runs - p) < 4 * sqrt(p * (1 - p) / runs)
    p_any_jam = 1 - odds.extras["jams"].p(0)
    assert abs(jams / runs - p_any_jam) < 4 * sqrt(p_any_jam * (1 - p_any_jam) / runs)


def test_walkthrough_second_roll_sustained_fire_field_save_and_damage() -> None:
    s = scenario({"sustained_fire": 1, "damage": "D3", "strength": 6, "save_modifier": -1},
                 attacker__models=2, attacker__bs=2,
                 target={"models": 2, "toughness": 3, "wounds": 3, "save": 4, "field_save": 5,
                         "cover": "hard", "leadership": 7},
                 situation__distance=20)
    attack = RULESET.start(s)
    attack.proceed()
    attack.proceed()
    request = attack.request()
    # BS2: base 5, hard cover -2 -> 7: a 6 then 4+
    assert attack.step is StepId.HIT and isinstance(request, DiceRequest)
    assert request.target == 6 and request.note is not None
    attack.submit([6, 5])
    assert attack.step is StepId.SECOND_ROLL
    attack.submit([4])
    assert attack.step is StepId.SUSTAINED
    assert attack.odds().hits.mean == pytest.approx(1.5)
    attack.submit([5])  # three hits
    assert attack.step is StepId.WOUND and attack.state.known.hits == (3,)
    attack.submit([2, 2, 1])  # S6 v T3 wounds on 2+
    assert attack.step is StepId.SAVE
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.target == 5  # field save first
    attack.submit([5, 1])
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.target == 5 and request.count == 1
    attack.submit([4])  # 4+ armour at -1 needs 5+: fails
    assert attack.step is StepId.DAMAGE
    before = attack.state
    with pytest.raises(DomainError):
        attack.submit([4])  # a D3 has no 4
    assert attack.state == before
    attack.submit([3])
    assert attack.step is StepId.MORALE  # one of two models: break test
    attack.submit([1, 1])
    result = attack.result()
    assert (result.hits, result.wounds, result.unsaved, result.casualties) == (3, 2, 1, 1)
    assert result.morale_passed is True and result.groups[0].models_removed == 1
    attack.back()
    attack.back()
    assert attack.step is StepId.DAMAGE


def test_terminator_save_uses_pairs_of_dice() -> None:
    s = scenario({"strength": 10, "save_modifier": -3}, attacker__bs=10, attacker__models=1,
                 target={"models": 3, "toughness": 4, "save": 3, "save_dice": 2,
                         "leadership": 9})
    attack = RULESET.start(s)
    attack.proceed()
    attack.proceed()
    attack.submit([6])
    attack.submit([6])
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 2 and request.target is None
    attack.submit([3, 2])  # 5 < 6 needed: unsaved
    assert attack.state.known.saving is not None and attack.state.known.saving.unsaved == 1


def test_closest_target_and_arc_declarations() -> None:
    attack = RULESET.start(scenario())
    attack.declare("closest", False)
    with pytest.raises(DomainError):
        attack.proceed()
    attack.declare("closest_exception", "in_cover")
    attack.declare("cover", "soft")
    with pytest.raises(DomainError):
        attack.proceed()  # passing over a covered target only for one in the open
    attack.declare("closest_exception", "hero")
    attack.declare("in_arc", False)
    with pytest.raises(DomainError):
        attack.proceed()
    attack.declare("in_arc", True)
    with pytest.raises(DomainError):
        attack.declare("speed", "ludicrous")
    attack.proceed()
    assert attack.step is StepId.RANGE


@pytest.mark.parametrize(("situation", "ok"), [
    ({"closest": False}, False), ({"closest": False, "closest_exception": "broken"}, True),
    ({"in_arc": False}, False),
    ({"closest": False, "closest_exception": "in_cover"}, True)])
def test_cli_refuses_illegal_targets(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                     situation: dict[str, Any], ok: bool) -> None:
    data = scenario().model_dump()
    data["situation"].update(situation)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main([str(path), "--json"]) == (0 if ok else 2)


def test_rapid_fire_and_move_or_fire() -> None:
    assert RULESET.odds(scenario({"rapid_fire": True})).shots.p(4) == 1.0
    assert RULESET.odds(scenario({"rapid_fire": True}, attacker__moved=True)).shots.p(2) == 1.0
    assert RULESET.odds(scenario({"move_or_fire": True}, attacker__moved=True)).shots.p(0) == 1
    out = RULESET.odds(scenario(situation={"distances": [5, 30]}))
    assert out.shots.p(1) == 1.0  # the second model is out of range


def test_surplus_damage_is_lost() -> None:
    s = scenario({"damage": "6", "strength": 10}, attacker__bs=10, attacker__models=1,
                 target={"models": 3, "toughness": 4, "wounds": 2, "leadership": 9})
    odds = RULESET.odds(s)
    assert odds.casualties.max == 1  # one unsaved wound can never kill two models


@pytest.mark.parametrize(("save", "save_dice", "invulnerable", "modifier", "expected"), [
    (3, 1, 5, -1, 3 / 6),     # 3+ at -1 = 4+ beats the 5+
    (3, 1, 5, -3, 2 / 6),     # 3+ at -3 = 6+: the unmodifiable 5+ is better
    (None, 1, 4, -6, 3 / 6),  # no armour: the invulnerable save alone
    (3, 2, 4, -2, 30 / 36),   # 3+ on 2D6 at -2 needs 5+ on 2D6 (30/36) beats 4+ on a D6
    (3, 2, 2, -2, 5 / 6),
])
def test_invulnerable_save_replaces_a_worse_armour_save(save: int | None, save_dice: int,
                                                         invulnerable: int, modifier: int,
                                                         expected: float) -> None:
    s = scenario({"strength": 10, "save_modifier": modifier}, attacker__bs=10,
                 attacker__models=1,
                 target={"models": 3, "toughness": 4, "save": save, "save_dice": save_dice,
                         "invulnerable": invulnerable, "leadership": 9})
    odds = RULESET.odds(s)
    hit = 5 / 6
    assert odds.unsaved.mean == pytest.approx(hit * 5 / 6 * (1 - expected))
    assert_matches_brute_force(s)


def test_other_editions_fields_accepted_only_as_null(tmp_path: Path) -> None:
    data = scenario().model_dump()
    data["attacker"]["weapon"].update(type=None, ap=None)
    data["target"]["invulnerable"] = 5
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main([str(path)]) == 0
