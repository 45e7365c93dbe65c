"""kill-team-2018: exact odds == brute-force play of every die; Monte Carlo parity; the
state machine (dice checks, declarations, split, back/restart); hand-computed reference odds."""

from __future__ import annotations

from fractions import Fraction
from math import sqrt
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.domain.text import DomainError
from desktop.rules.dice import Dist, Roller
from desktop.rules.editions.kill_team_2018 import RULESET
from desktop.rules.editions.kill_team_2018 import odds as kill_team_odds
from desktop.rules.editions.kill_team_2018.model import KTState
from desktop.rules.editions.kill_team_2018.play import KillTeamAttack
from desktop.rules.editions.kill_team_2018.resolve import broken_test_due
from desktop.rules.editions.kill_team_2018.scenario import KTScenario
from desktop.rules.registry import Ruleset, get_ruleset
from desktop.rules.sequence import Attack, ChoiceRequest, DiceRequest
from desktop.rules.steps import StepId
from tests.rules.brute import enumerate_outcomes

NAMES = ("shots", "hits", "wounds", "unsaved", "casualties", "flesh_wounded")


def scenario(**parts: Any) -> KTScenario:
    """A Boltgun marine at a T3 W1 5+ model 10" away; ``section__field=value`` overrides."""
    data: dict[str, Any] = {
        "edition": "kill-team-2018",
        "attacker": {"models": 1, "bs": 3,
                     "weapon": {"name": "Boltgun", "type": "rapid-fire", "shots": "1",
                                "range": 24, "strength": 4, "ap": 0, "damage": "1"}},
        "target": {"models": 1, "toughness": 3, "wounds": 1, "save": 5, "leadership": 6},
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
    return KTScenario.model_validate(data)


def outcome(attack: Attack[Any], state: KTState) -> tuple[int, ...]:
    """Everything the odds report on, read off a finished play."""
    out = sum(1 for w, _ in state.models if w <= 0)
    flesh = sum(1 for w, f in state.models if w > 0 and f > 0)
    return (*state.totals, out, flesh, int(broken_test_due(state)))


def law_of(law: dict[tuple[int, ...], Fraction], index: int) -> Dist:
    values: dict[int, Fraction] = {}
    for key, p in law.items():
        values[key[index]] = values.get(key[index], Fraction(0)) + p
    probs = [0.0] * (max(values) + 1)
    for k, p in values.items():
        probs[k] = float(p)
    return Dist.of(probs)


def assert_odds_equal_brute_force(attack: KillTeamAttack) -> None:
    law = enumerate_outcomes(attack, attack.state, outcome=outcome)
    assert sum(law.values()) == 1
    odds = attack.odds()
    got = {"shots": odds.shots, "hits": odds.hits, "wounds": odds.wounds,
           "unsaved": odds.unsaved, "casualties": odds.casualties,
           "flesh_wounded": odds.extras["flesh_wounded"]}
    for index, name in enumerate(NAMES):
        expected = law_of(law, index)
        width = max(expected.max, got[name].max) + 1
        assert [got[name].p(k) for k in range(width)] == pytest.approx(
            [expected.p(k) for k in range(width)], abs=1e-12), name
        assert got[name].total == pytest.approx(1.0, abs=1e-12)
    test = float(sum((p for key, p in law.items() if key[6]), Fraction(0)))
    assert odds.morale_test == pytest.approx(test, abs=1e-12)
    if odds.morale_fail is not None:
        leadership = attack.state.profile.leadership
        assert leadership is not None
        over = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b > leadership) / 36
        assert odds.morale_fail == pytest.approx(test * over, abs=1e-12)


def play(attack: KillTeamAttack, steps: int, seed: int, split: bool = False,
         retarget: bool = False) -> None:
    """Play ``steps`` steps with seeded dice; at each firer's target step declare a split
    (``split``) and pick the last model offered as the target (``retarget``)."""
    roller = Roller(seed)
    for _ in range(steps):
        if attack.finished:
            return
        offered = {m.key: m for m in attack.modifiers()}
        if split and "split" in offered:
            attack.declare("split", True)
        if retarget and "target" in offered:
            attack.declare("target", offered["target"].choices[-1].key)
        request = attack.request()
        if isinstance(request, ChoiceRequest):
            keys = [o.key for o in request.options]
            attack.choose([keys[i % len(keys)] for i in range(request.min_picks)])
        else:
            attack.roll(roller)


weapons = st.sampled_from([
    ("rapid-fire", "1"), ("assault", "2"), ("assault", "D3"), ("heavy", "D3"),
    ("heavy", "2"), ("pistol", "1"), ("grenade", "D3"), (None, "2"),
])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(firers=st.integers(1, 3), bs=st.integers(2, 6), weapon=weapons,
       strength=st.integers(2, 8), ap=st.sampled_from([0, -1, -3]),
       damage=st.sampled_from(["1", "2", "D3"]), distance=st.sampled_from([None, 5, 10, 20]),
       moved=st.booleans(), advanced=st.booleans(), firer_flesh=st.integers(0, 2),
       broken=st.booleans(), models=st.integers(1, 3), toughness=st.integers(3, 5),
       wounds=st.integers(1, 3), save=st.sampled_from([None, 3, 5]),
       inv=st.sampled_from([None, 4]), obscured=st.booleans(), flesh=st.integers(0, 2),
       leadership=st.sampled_from([None, 7]), down=st.integers(0, 2),
       steps=st.integers(0, 12), seed=st.integers(0, 10_000), split=st.booleans(),
       others=st.lists(st.tuples(st.integers(3, 6), st.integers(1, 2),
                                 st.sampled_from([None, 2, 4]), st.integers(0, 1),
                                 st.booleans()), max_size=2),
       retarget=st.booleans(), bladestorm=st.booleans())
def test_exact_odds_equal_brute_force(firers: int, bs: int, weapon: tuple[str | None, str],
                                      strength: int, ap: int, damage: str,
                                      distance: int | None, moved: bool, advanced: bool,
                                      firer_flesh: int, broken: bool, models: int,
                                      toughness: int, wounds: int, save: int | None,
                                      inv: int | None, obscured: bool, flesh: int,
                                      leadership: int | None, down: int, steps: int,
                                      seed: int, split: bool,
                                      others: list[tuple[int, int, int | None, int, bool]],
                                      retarget: bool, bladestorm: bool) -> None:
    """Play a few steps (declaring splits and other target models on the way), then the
    exact odds from there equal the brute-force law of play.  ``others`` are further target
    models of other profiles (T, W, Sv, flesh wounds, within 1" of a friendly model)."""
    kind, shots = weapon
    weapon_range = 6 if kind == "grenade" else 24
    if shots != "1":  # keep the brute force small: 3 firers only with single shots
        firers = min(firers, 2)
    s = scenario(
        attacker={"models": 1 if kind == "grenade" else firers, "bs": bs, "moved": moved,
                  "advanced": advanced and kind == "assault", "flesh_wounds": firer_flesh,
                  "broken": broken,
                  "weapon": {"type": kind, "shots": shots, "range": weapon_range,
                             "strength": strength, "ap": ap, "damage": damage,
                             "special_rules": ["Bladestorm"] if bladestorm else []}},
        target={"models": models, "toughness": toughness, "wounds": wounds, "save": save,
                "invulnerable": inv, "leadership": leadership, "obscured": obscured,
                "flesh_wounds": flesh, "kill_team_models": models + len(others) + down,
                "kill_team_down": down,
                "groups": [{"name": f"G{i}", "toughness": t, "wounds": w, "save": sv,
                            "flesh_wounds": f, "within_1_of_friendly": near}
                           for i, (t, w, sv, f, near) in enumerate(others)]},
        situation={"distance": distance})
    attack = RULESET.start(s)
    play(attack, steps, seed, split, retarget)
    assert_odds_equal_brute_force(attack)


def test_wipe_path_equals_brute_force() -> None:
    """More firers than targets: later firers may find nobody left and do not shoot."""
    attack = RULESET.start(scenario(attacker__models=3, attacker__weapon_damage="D3",
                                    target__wounds=2, situation__distance=20))
    assert_odds_equal_brute_force(attack)
    assert 0 < attack.odds().shots.p(3) < 1.0  # not every firer always shoots


@pytest.mark.parametrize("firers", [1, 2, 4])
def test_fast_and_joint_counter_paths_agree(firers: int, monkeypatch: pytest.MonkeyPatch,
                                            ) -> None:
    s = scenario(attacker__models=firers, attacker__weapon_shots="D3",
                 attacker__weapon_type="assault", target__models=4, target__wounds=2,
                 attacker__weapon_damage="D3")
    fast = RULESET.odds(s)
    monkeypatch.setattr(kill_team_odds, "wipe_possible", lambda teams, firers: True)
    joint = RULESET.odds(s)
    for name in ("shots", "hits", "wounds", "unsaved", "casualties"):
        a, b = getattr(fast, name), getattr(joint, name)
        assert a.probs == pytest.approx(b.probs, abs=1e-13), name


def test_monte_carlo_of_the_state_machine_within_4_sigma() -> None:
    s = scenario(attacker={"models": 4, "bs": 3, "moved": True,
                           "weapon": {"type": "heavy", "shots": "D3", "range": 36,
                                      "strength": 5, "ap": -1, "damage": "D3"}},
                 target={"models": 3, "toughness": 4, "wounds": 2, "save": 4,
                         "invulnerable": 5, "leadership": 7, "obscured": True},
                 situation={"distance": 20})
    exact = RULESET.odds(s)
    runs = 2000
    samples: list[tuple[int, ...]] = []
    attack = RULESET.start(s)
    roller = Roller(20180)
    for _ in range(runs):
        attack.restart()
        result = attack.run(roller)
        flesh = sum(1 for w, f in attack.state.models if w > 0 and f > 0)
        samples.append((result.shots, result.hits, result.wounds, result.unsaved,
                        result.casualties, flesh))
    dists = [exact.shots, exact.hits, exact.wounds, exact.unsaved, exact.casualties,
             exact.extras["flesh_wounded"]]
    for index, dist in enumerate(dists):
        mean = sum(sample[index] for sample in samples) / runs
        assert abs(mean - dist.mean) <= 4 * sqrt(dist.variance / runs) + 1e-9, NAMES[index]
    for k in range(exact.casualties.max + 1):
        p = exact.casualties.p(k)
        seen = sum(1 for sample in samples if sample[4] == k) / runs
        assert abs(seen - p) <= 4 * sqrt(p * (1 - p) / runs) + 1e-9, k


# -- hand-computed reference odds -----------------------------------------------------------------
def p_out(odds_casualties: Dist) -> float:
    return odds_casualties.p(1)


@pytest.mark.parametrize(("parts", "expected"), [
    # one shot (rapid fire beyond half range) BS3+, S4 vs T4 (4+), Sv3+ (fails 2/6), injury 4+
    ({"situation__distance": 20, "target__toughness": 4, "target__save": 3},
     Fraction(3, 6) * Fraction(3, 6) * Fraction(2, 6) * Fraction(1, 2)),  # long range: 4+
    ({"situation__distance": None, "target__toughness": 4, "target__save": 3},
     Fraction(4, 6) * Fraction(3, 6) * Fraction(2, 6) * Fraction(1, 2)),
    # obscured: -1 to hit and -1 to the injury roll (out of action on 5+)
    ({"situation__distance": None, "target__toughness": 4, "target__save": 3,
      "target__obscured": True},
     Fraction(3, 6) * Fraction(3, 6) * Fraction(2, 6) * Fraction(1, 3)),
    # Damage 2: two injury dice, highest counts (1 - (1/2)^2)
    ({"situation__distance": None, "target__toughness": 4, "target__save": 3,
      "attacker__weapon_damage": "2", "target__wounds": 2},
     Fraction(4, 6) * Fraction(3, 6) * Fraction(2, 6) * Fraction(3, 4)),
    # a flesh wound already: +1 to the injury roll (3+)
    ({"situation__distance": None, "target__toughness": 4, "target__save": 3,
      "target__flesh_wounds": 1},
     Fraction(4, 6) * Fraction(3, 6) * Fraction(2, 6) * Fraction(2, 3)),
    # two flesh wounds: the next one would be the third, so any injury is out of action
    ({"situation__distance": None, "target__toughness": 4, "target__save": 3,
      "target__flesh_wounds": 2, "target__obscured": True},
     Fraction(3, 6) * Fraction(3, 6) * Fraction(2, 6)),
    # AP -1 against Sv3+: saves on 4+; invulnerable 4+ ignores AP -3
    ({"situation__distance": None, "target__toughness": 4, "target__save": 3,
      "attacker__weapon_ap": -1},
     Fraction(4, 6) * Fraction(3, 6) * Fraction(3, 6) * Fraction(1, 2)),
    ({"situation__distance": None, "target__toughness": 4, "target__save": 3,
      "attacker__weapon_ap": -3, "target__invulnerable": 4},
     Fraction(4, 6) * Fraction(3, 6) * Fraction(3, 6) * Fraction(1, 2)),
    # no save at all
    ({"situation__distance": None, "target__toughness": 4, "target__save": None},
     Fraction(4, 6) * Fraction(3, 6) * Fraction(1, 2)),
    # Bladestorm: a wound roll of 6 is saved at AP -3 (6+), a 4 or 5 at AP 0 (3+)
    ({"situation__distance": None, "target__toughness": 4, "target__save": 3,
      "attacker__weapon_special_rules": ["Bladestorm: a wound roll of 6+ is at AP -3"]},
     Fraction(4, 6) * (Fraction(1, 6) * Fraction(5, 6) + Fraction(2, 6) * Fraction(2, 6))
     * Fraction(1, 2)),
])
def test_single_shot_reference(parts: dict[str, Any], expected: Fraction) -> None:
    assert p_out(RULESET.odds(scenario(**parts)).casualties) == pytest.approx(float(expected),
                                                                              abs=1e-15)


@pytest.mark.parametrize(("parts", "shots", "p_hit"), [
    ({"situation__distance": 12}, 2, Fraction(4, 6)),          # half range: Rapid Fire x2
    ({"situation__distance": 12.5}, 1, Fraction(3, 6)),        # long range: x1, -1 to hit
    ({"situation__distance": None}, 1, Fraction(4, 6)),        # no distance: x1, no penalty
    ({"attacker__weapon_type": "heavy", "attacker__moved": True}, 1, Fraction(3, 6)),
    ({"attacker__weapon_type": "heavy"}, 1, Fraction(4, 6)),
    ({"attacker__weapon_type": "assault", "attacker__advanced": True}, 1, Fraction(3, 6)),
    ({"attacker__weapon_type": "assault", "attacker__moved": True}, 1, Fraction(4, 6)),
    ({"attacker__flesh_wounds": 2}, 2, Fraction(2, 6)),
    ({"attacker__broken": True, "target__obscured": True}, 2, Fraction(2, 6)),
    ({"attacker__bs": 5, "attacker__flesh_wounds": 2, "target__obscured": True,
      "situation__distance": 20}, 1, Fraction(1, 6)),            # a 6 always hits
    ({"attacker__weapon_type": "grenade", "attacker__weapon_range": 6,
      "situation__distance": 5}, 1, Fraction(4, 6)),           # grenades: no long range
    ({"attacker__weapon_type": "pistol", "attacker__weapon_range": 12,
      "situation__distance": 1}, 1, Fraction(4, 6)),           # pistol in base contact
    ({"attacker__weapon_shots": "D3", "attacker__weapon_type": "assault"}, 2, Fraction(4, 6)),
    ({"attacker__weapon_shots": "D3", "attacker__models": 3, "target__models": 3}, 12,
     Fraction(4, 6)),
    ({"situation__distance": 25}, 0, Fraction(0)),             # out of range: nobody shoots
])
def test_shots_and_hit_chance(parts: dict[str, Any], shots: int, p_hit: Fraction) -> None:
    odds = RULESET.odds(scenario(**parts))
    assert odds.shots.mean == pytest.approx(shots)
    assert odds.hits.mean == pytest.approx(shots * float(p_hit))


def test_random_rapid_fire_is_rolled_once_and_doubled() -> None:
    odds = RULESET.odds(scenario(attacker__weapon_shots="D3", situation__distance=6))
    assert odds.shots.probs == pytest.approx([0, 0, 1 / 3, 0, 1 / 3, 0, 1 / 3])


def test_out_of_range_gives_zero_and_a_note() -> None:
    odds = RULESET.odds(scenario(situation__distance=30))
    for dist in (odds.shots, odds.hits, odds.casualties):
        assert dist.probs == (1.0,)
    assert any("out of range" in str(note) for note in odds.notes)


def test_firers_focus_the_hurt_model_and_stop_when_nobody_is_left() -> None:
    """Two firers with sure hits/wounds vs one W1 model without save: firer 2 shoots only
    if firer 1 left a flesh wound (1/2)."""
    s = scenario(attacker__models=2, attacker__bs=2, attacker__weapon_strength=10,
                 target__toughness=1, target__save=None, situation__distance=None)
    odds = RULESET.odds(s)
    q = 5 / 6 * 5 / 6  # hit 2+, wound 2+
    out1 = q * 0.5
    assert odds.shots.p(1) == pytest.approx(out1)
    # second firer meets a flesh-wounded model (+1: out on 3+) or a fresh one
    out2 = (q * 0.5) * q * (2 / 3) + (1 - q) * q * 0.5
    assert odds.casualties.p(1) == pytest.approx(out1 + out2)


def test_broken_test_read_off() -> None:
    """A kill team of 2 (Ld 7): one more model down (flesh wound or out of action) than
    half forces the test; a wiped kill team takes none."""
    s = scenario(attacker__models=2, attacker__bs=2, attacker__weapon_strength=10,
                 target__models=2, target__toughness=1, target__save=None,
                 target__leadership=7)
    odds = RULESET.odds(s)
    assert 0 < odds.morale_test < 1
    assert odds.morale_fail == pytest.approx(odds.morale_test * 15 / 36)
    no_ld = RULESET.odds(scenario(target__leadership=None))
    assert no_ld.morale_fail is None and no_ld.morale_fail_unknown


# -- the state machine ----------------------------------------------------------------------------
def at_hit_step() -> KillTeamAttack:
    attack = RULESET.start(scenario(attacker__weapon_type="heavy", attacker__weapon_shots="3",
                                    target__models=3, target__wounds=2))
    attack.proceed()  # target
    attack.proceed()  # range
    assert attack.step is StepId.HIT
    return attack


@pytest.mark.parametrize("dice", [[1, 2], [1, 2, 3, 4], [0, 2, 3], [1, 7, 2], [1.0, 2, 3],
                                  [True, 2, 3], ["6", 2, 3]])
def test_wrong_dice_refused_state_unchanged(dice: list[Any]) -> None:
    attack = at_hit_step()
    before, log = attack.state, attack.log
    with pytest.raises(DomainError):
        attack.submit(dice)
    assert attack.state == before and attack.log == log


def test_random_shots_request_and_d3_faces() -> None:
    attack = RULESET.start(scenario(attacker__weapon_shots="D3",
                                    attacker__weapon_type="assault"))
    attack.proceed()
    attack.proceed()
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 1 and request.sides == 3
    before = attack.state
    with pytest.raises(DomainError):
        attack.submit([4])
    assert attack.state == before
    attack.submit([3])
    assert attack.state.totals[0] == 3 and attack.step is StepId.HIT


@pytest.mark.parametrize(("key", "value"), [
    ("advanced", True), ("engaged", True), ("shaken", True), ("near_friendly", True),
    ("flesh_wounds", 3), ("flesh_wounds", -1), ("flesh_wounds", True), ("obscured", 1),
    ("split", "yes"), ("no_such_thing", True),
])
def test_illegal_declarations_refused_state_unchanged(key: str, value: object) -> None:
    attack = RULESET.start(scenario(attacker__weapon_type="heavy"))
    before = attack.state
    with pytest.raises(DomainError):
        attack.declare(key, value)
    assert attack.state == before


def test_declarations_change_the_odds_and_the_request() -> None:
    attack = RULESET.start(scenario(situation__distance=None))
    plain = attack.odds().hits.mean
    attack.declare("obscured", True)
    assert attack.odds().hits.mean == pytest.approx(plain * 3 / 4)
    attack.proceed()
    attack.declare("distance", 20)
    attack.proceed()
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.target == 5  # BS3 -1 -1


def test_refused_scenarios() -> None:
    for parts in ({"attacker__advanced": True},
                  {"attacker__weapon_type": "heavy", "situation__distance": 0.5},
                  {"attacker__weapon_type": "grenade", "attacker__models": 2},
                  {"attacker__shaken": True}, {"target__within_1_of_friendly": True}):
        with pytest.raises(DomainError):
            RULESET.start(scenario(**parts))
    allowed = scenario(attacker__weapon_type="pistol", attacker__engaged=True,
                       target__within_1_of_friendly=True)
    assert RULESET.odds(allowed).shots.mean == 1


def test_split_between_models_within_2_inches() -> None:
    attack = RULESET.start(scenario(attacker__weapon_type="heavy", attacker__weapon_shots="3",
                                    target__models=3, target__wounds=2,
                                    target__flesh_wounds=1))
    attack.declare("split", True)
    attack.proceed()
    attack.proceed()
    request = attack.request()
    assert isinstance(request, ChoiceRequest)
    assert request.options[0].key == "m0"  # the hurt model is the default primary target
    assert request.min_picks == request.max_picks == 3 and request.repeat
    assert_odds_equal_brute_force(attack)
    with pytest.raises(DomainError):
        attack.submit([1, 2, 3])
    with pytest.raises(DomainError):
        attack.choose(["m0", "m1"])
    attack.choose(["m1", "m0", "m1"])
    assert attack.state.portions == ((1, 2), (0, 1))
    assert_odds_equal_brute_force(attack)
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 2
    attack.submit([1, 1])  # no hits on model 2: on to model 1
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 1
    assert attack.step is StepId.HIT


def test_bladestorm_wounds_are_saved_apart_at_ap_minus_3() -> None:
    attack = RULESET.start(scenario(attacker__weapon_type="heavy", attacker__weapon_shots="3",
                                    attacker__weapon_special_rules=["Bladestorm"],
                                    target__save=3, target__wounds=3, target__toughness=4,
                                    situation__distance=None))
    attack.proceed()
    attack.proceed()
    attack.submit([6, 6, 6])   # 3 hits
    attack.submit([6, 4, 1])   # a Bladestorm wound and a plain one
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 1 and request.target == 3
    assert_odds_equal_brute_force(attack)
    attack.submit([2])         # the plain wound is not saved
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 1 and request.target == 6
    assert "AP -3" in request.explanation.render()
    assert_odds_equal_brute_force(attack)
    attack.submit([5])         # the Bladestorm one is not saved either (6+ needed)
    assert attack.state.totals == (3, 3, 2, 2) and attack.state.models == ((1, 0),)
    with pytest.raises(ValueError):
        scenario(attacker__weapon_special_rules=["Supercharge"])


def test_rules_not_applied_are_noted_at_every_step() -> None:
    from desktop.domain.roster import ModelGroup, Unit, Weapon

    rifle = Weapon(name="Long rifle", type="heavy", range=36, strength=4, ap=0,
                   special_rules=["No long range penalty", "Bladestorm: 6s at AP -3"])
    ranger = Unit(name="Ranger", models=[ModelGroup(name="Ranger", characteristics={
        "bs": 3, "s": 3, "t": 3, "w": 1, "sv": 5}, weapons=[rifle])])
    sc = RULESET.scenario_from_units(ranger, rifle, ranger, {})
    assert sc.attacker.weapon.special_rules == ["Bladestorm: 6s at AP -3"]
    assert sc.not_applied == ["No long range penalty"]
    attack = RULESET.start(sc)
    assert [n.render() for n in attack.notes] == ["Not applied: No long range penalty"]


def test_discarded_attacks_after_the_model_drops() -> None:
    attack = RULESET.start(scenario(attacker__weapon_type="heavy", attacker__weapon_shots="3",
                                    target__save=None))
    attack.proceed()
    attack.proceed()
    attack.submit([6, 6, 6])   # 3 hits
    attack.submit([6, 6, 6])   # 3 wounds, no save: 3 unsaved, the first drops the model
    assert attack.step is StepId.INJURY
    assert "2 further unsaved wounds are discarded" in [str(e.message) for e in attack.log]
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 1 and request.target == 4
    attack.submit([3])
    assert attack.state.models == ((1, 1),)
    assert attack.step is StepId.MORALE
    attack.proceed()
    result = attack.result()
    assert (result.shots, result.hits, result.wounds, result.unsaved, result.casualties) == (
        3, 3, 3, 3, 0)
    assert result.groups[0].flesh_wounds == 1
    assert result.statuses == ("broken-test-due",)


def test_random_damage_applied_in_order() -> None:
    attack = RULESET.start(scenario(attacker__weapon_type="heavy", attacker__weapon_shots="2",
                                    attacker__weapon_damage="D3", target__wounds=3,
                                    target__save=None))
    attack.proceed()
    attack.proceed()
    attack.submit([6, 6])
    attack.submit([6, 6])
    request = attack.request()
    assert attack.step is StepId.DAMAGE and isinstance(request, DiceRequest)
    assert request.count == 2 and request.sides == 3
    attack.submit([1, 3])   # 1 then 3 >= 2 left: down, the injury roll has 3 dice
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.count == 3


def test_back_and_restart_restore_exactly() -> None:
    attack = at_hit_step()
    at_hit = attack.state
    attack.submit([6, 6, 1])
    attack.back()
    assert attack.state == at_hit
    attack.restart()
    assert attack.step is StepId.TARGET and attack.log == [] and not attack.can_go_back


def test_same_seed_same_play() -> None:
    s = scenario(attacker__models=3, target__models=2, target__wounds=2,
                 attacker__weapon_damage="D3")
    assert RULESET.start(s).run(Roller(9)) == RULESET.start(s).run(Roller(9))


def test_registered_in_the_registry() -> None:
    ruleset = get_ruleset("kill-team-2018")
    assert ruleset is RULESET and isinstance(ruleset, Ruleset)
    assert {StepId.TARGET, StepId.RANGE, StepId.HIT, StepId.WOUND, StepId.SAVE,
            StepId.INJURY, StepId.MORALE} <= set(ruleset.steps)


@pytest.mark.parametrize("groups", [1, 2])
@pytest.mark.parametrize("counter", ["shots", "hits", "wounds", "unsaved"])
def test_fast_counter_pass_equals_plain_joint_chain(counter: str, groups: int) -> None:
    """counter_law (windows, wiped and retired teams leave the pass) == the plain joint pass,
    with one target profile or two (a T3 W2 group and a T5 W1 3+ model)."""
    from desktop.rules.editions.kill_team_2018 import chain as chain
    from desktop.rules.editions.kill_team_2018 import counters as counters
    from desktop.rules.editions.kill_team_2018.model import chances, shots_law

    more = [{"name": "Veteran", "toughness": 5, "wounds": 1, "save": 3}] if groups == 2 else []
    s = scenario(attacker__models=6, attacker__weapon_shots="D6",
                 attacker__weapon_type="assault", attacker__weapon_damage="D3",
                 target__models=3, target__wounds=2, target__flesh_wounds=1,
                 target__groups=more)
    state = RULESET.start(s).state
    injury = chain.Injury(Dist.from_expr("D3"), False)
    sequences = []
    for g in range(groups):
        ph, pw, pu = chances(state.profile, state.situation, g)
        sequences.append(chain.pending(shots_law(state.profile, state.situation),
                                       [("hits", ph), ("wounds", pw), ("unsaved", pu)],
                                       "shots"))
    firers = chain.Firers(6, tuple(sequences), injury, (2, 1)[:groups])
    sizes = (3, 1)[:groups]
    start = {chain.teams_of(state.models, sizes, firers.fulls): (1.0,)}
    fast = counters.counter_law(start, firers, counter)
    plain = counters.marginal(counters.run_chain(start, firers, counter))
    width = max(fast.max, plain.max) + 1
    assert [fast.p(k) for k in range(width)] == pytest.approx(
        [plain.p(k) for k in range(width)], abs=1e-15)
    teams = chain.team_chain({team: 1.0 for team in start}, firers)
    joint = counters.team_law(counters.run_chain(start, firers, None))
    assert teams.keys() == joint.keys()
    assert all(teams[t] == pytest.approx(joint[t], abs=1e-15) for t in teams)


@pytest.mark.parametrize(("parts", "said"), [
    ({}, "Save 5+, AP 0: saved on 5+"),
    ({"target__invulnerable": 4}, "Save 5+, AP 0, invulnerable 4+: saved on 4+"),
    ({"target__save": None, "target__invulnerable": 5},
     "No armour save; invulnerable 5+: saved on 5+"),
])
def test_save_step_names_only_the_saves_the_model_has(parts: dict[str, Any], said: str) -> None:
    attack = RULESET.start(scenario(**parts))
    while attack.step is not StepId.SAVE:
        request = attack.request()
        assert not isinstance(request, ChoiceRequest), attack.step
        attack.submit([6] * request.count if request is not None else [])
    request = attack.request()
    assert isinstance(request, DiceRequest)
    assert request.explanation.render() == said
