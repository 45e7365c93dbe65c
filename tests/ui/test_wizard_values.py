"""The wizard shows the engine's current declaration for every modifier of every edition:
whatever is declared reads back the same (so the check boxes never lie)."""

from __future__ import annotations

import contextlib

import pytest

from desktop.domain.editions import Edition
from desktop.domain.text import DomainError
from desktop.rules.sequence import ChoiceRequest, ModifierSpec, default_choice
from desktop.ui.demo import load_demo_rosters
from desktop.ui.wizard.session import AttackSession
from desktop.ui.wizard.values import current_value
from tests.ui.test_wizard import CASES, Case


def session_for(case: Case) -> AttackSession:
    rosters = {r.name: r for r in load_demo_rosters()}
    attacker = next(u for u in rosters[case.attacker_roster].units if u.name == case.attacker)
    target = next(u for u in rosters[case.target_roster].units if u.name == case.target)
    weapon = next(w for g in attacker.models for w in g.weapons if w.name == case.weapon)
    return AttackSession(case.edition, attacker, weapon, target, {"distance": case.distance},
                         seed=3)


def candidates(spec: ModifierSpec, now: object) -> list[object]:
    if spec.kind == "bool":
        return [not now, now] if isinstance(now, bool) else [True, False]
    if spec.kind == "int":
        return [v for v in (spec.minimum, spec.maximum, (spec.minimum + spec.maximum) // 2)
                if v != now]
    return [o.key for o in spec.choices if o.key != now]


@pytest.mark.parametrize("case", CASES, ids=[c.edition.value for c in CASES])
def test_every_declaration_reads_back(case: Case) -> None:
    session = session_for(case)
    checked = 0
    while not session.finished:
        attack = session.attack
        for spec in attack.modifiers():
            now = current_value(attack, spec)
            if spec.kind != "int" or spec.key != "distance":
                assert now is not None, spec.key  # known from the start
            for value in candidates(spec, now):
                try:
                    attack.declare(spec.key, value)
                except DomainError:
                    continue  # the rules refuse this one here
                assert current_value(attack, spec) == value, spec.key
                checked += 1
            if now is not None:
                with contextlib.suppress(DomainError):
                    attack.declare(spec.key, now)  # leave the attack as it was set up
        request = attack.request()
        if isinstance(request, ChoiceRequest):
            session.choose(default_choice(request))
        else:
            session.roll()
    assert checked >= 1


def test_unknown_key_is_none() -> None:
    session = session_for(CASES[0])
    spec = ModifierSpec("no_such_thing", session.attack.modifiers()[0].label)
    assert current_value(session.attack, spec) is None


def test_engine_value_wins() -> None:
    session = session_for(next(c for c in CASES if c.edition is Edition.CLASSIC))

    spec = ModifierSpec("moved", session.attack.modifiers()[0].label, value=True)
    assert current_value(session.attack, spec) is True
