"""Fuzzing the shooting engine's input, as the wizard (or a player typing dice) feeds it.

Attacks of every edition are built from the demo rosters through each ruleset's roster
adapter; random sequences of dice (right and wrong counts and faces), choices, modifier
declarations, back/restart and odds requests are thrown at them.  Every refusal must be a
:class:`DomainError` that leaves the attack exactly as it was (state, log, history); nothing
else may ever be raised, and the odds from any reachable point are a proper distribution.
"""

from __future__ import annotations

import math
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from desktop.domain.editions import Edition
from desktop.domain.text import DomainError
from desktop.rules.registry import get_ruleset
from desktop.rules.sequence import Attack, ChoiceRequest, DiceRequest, OddsReport
from desktop.ui.demo import load_demo_rosters
from tests.hardening.fuzzing import campaign, tried


def _pairs() -> dict[Edition, list[tuple[Any, Any]]]:
    """(ruleset, scenario) per edition: every weapon of the first units against a few
    targets, from the demo rosters."""
    rosters = load_demo_rosters()
    found: dict[Edition, list[tuple[Any, Any]]] = {}
    for attacker, target in zip(rosters[::2], rosters[1::2], strict=True):
        assert attacker.edition is not None
        ruleset = get_ruleset(attacker.edition)
        cases = found.setdefault(attacker.edition, [])
        for unit in attacker.units[:4]:
            for group in unit.models:
                for weapon in group.weapons[:2]:
                    for enemy in target.units[:3]:
                        cases.append((ruleset, ruleset.scenario_from_units(
                            unit, weapon, enemy, {"distance": 9})))
    return found


CASES = _pairs()
GARBAGE_KEYS = ("", "x", "none", "cover", "0", "__class__", "soft", "hard", "sighted", "ü")
VALUES = st.one_of(st.booleans(), st.integers(-3, 12), st.integers(),
                   st.sampled_from([None, "", "none", "soft", "hard", "light", "heavy", 0.5,
                                    float("nan"), [], {}, "1", 10**9]))


def _snapshot(attack: Attack[Any]) -> tuple[object, ...]:
    return (attack.state, tuple(attack.log), attack.can_go_back, attack.finished)


def _check_odds(report: OddsReport) -> None:
    for dist in (report.shots, report.hits, report.wounds, report.unsaved, report.casualties,
                 *report.extras.values()):
        assert all(p >= -1e-12 and math.isfinite(p) for p in dist.probs)
        assert abs(sum(dist.probs) - 1) < 1e-6
    assert 0 <= report.morale_test <= 1 + 1e-9
    assert report.morale_fail is None or 0 <= report.morale_fail <= report.morale_test + 1e-9


def _valid_input(data: st.DataObject, request: DiceRequest | ChoiceRequest | None,
                 ) -> tuple[str, tuple[Any, ...]]:
    if request is None:
        return "submit", ()
    if isinstance(request, DiceRequest):
        faces = st.integers(1, request.sides)
        return "submit", tuple(data.draw(st.lists(faces, min_size=request.count,
                                                  max_size=request.count)))
    keys = [o.key for o in request.options]
    count = data.draw(st.integers(request.min_picks, max(request.min_picks, request.max_picks)))
    if request.repeat:
        return "choose", tuple(data.draw(st.lists(st.sampled_from(keys), min_size=count,
                                                  max_size=count)))
    count = min(count, len(keys))
    return "choose", tuple(data.draw(st.permutations(keys))[:count])


def _random_input(data: st.DataObject, attack: Attack[Any],
                  request: DiceRequest | ChoiceRequest | None) -> tuple[str, tuple[Any, ...]]:
    kind = data.draw(st.sampled_from(["valid", "valid", "valid", "valid", "dice", "choose",
                                      "declare", "declare", "back", "odds", "restart"]))
    if kind == "valid":
        return _valid_input(data, request)
    if kind == "dice":
        wanted = request.count if isinstance(request, DiceRequest) else 1
        faces = st.one_of(st.integers(-1, 8), st.sampled_from([True, 10**12, 3.0, "4"]))
        return "submit", tuple(data.draw(st.lists(faces, max_size=wanted + 2)))
    if kind == "choose":
        keys = [o.key for o in request.options] if isinstance(request, ChoiceRequest) else []
        return "choose", tuple(data.draw(st.lists(st.sampled_from([*keys, *GARBAGE_KEYS]),
                                                  max_size=4)))
    if kind == "declare":
        specs = attack.modifiers() if not attack.finished else ()
        keys = [m.key for m in specs] + list(GARBAGE_KEYS[:3])
        key = data.draw(st.sampled_from(keys))
        choices = [c.key for m in specs if m.key == key for c in m.choices]
        value = data.draw(st.sampled_from(choices) | VALUES if choices else VALUES)
        return "declare", (key, value)
    return kind, ()


def _apply(attack: Attack[Any], kind: str, args: tuple[Any, ...]) -> None:
    if kind == "submit":
        attack.submit(args)  # type: ignore[arg-type]
    elif kind == "choose":
        attack.choose(args)  # type: ignore[arg-type]
    elif kind == "declare":
        attack.declare(*args)
    elif kind == "back":
        attack.back()
    elif kind == "restart":
        attack.restart()
    elif kind == "odds":
        _check_odds(attack.odds())


def _drive(edition: Edition, data: st.DataObject) -> None:
    ruleset, scenario = data.draw(st.sampled_from(CASES[edition]), label="case")
    attack = ruleset.start(scenario)
    for _ in range(data.draw(st.integers(1, 40), label="actions")):
        request = None if attack.finished else attack.request()
        kind, args = _random_input(data, attack, request)
        tried(f"engine input {edition.value}")
        before = _snapshot(attack)
        try:
            _apply(attack, kind, args)
        except DomainError as exc:
            assert exc.message.render().strip()
            assert _snapshot(attack) == before, f"{kind}{args} was refused but changed state"
        if attack.finished:
            attack.result()
    if attack.finished:
        tried(f"engine attacks finished {edition.value}")
    if not attack.finished:
        _check_odds(attack.odds())


@campaign(100)
@given(st.data())
def test_engine_input_classic(data: st.DataObject) -> None:
    _drive(Edition.CLASSIC, data)


@campaign(100)
@given(st.data())
def test_engine_input_second(data: st.DataObject) -> None:
    _drive(Edition.SECOND, data)


@campaign(100)
@given(st.data())
def test_engine_input_kill_team(data: st.DataObject) -> None:
    _drive(Edition.KILL_TEAM_2018, data)


@campaign(100)
@given(st.data())
def test_engine_input_horus_heresy(data: st.DataObject) -> None:
    _drive(Edition.HORUS_HERESY, data)
