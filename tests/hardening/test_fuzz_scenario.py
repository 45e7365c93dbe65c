"""Fuzzing ``python -m desktop odds SCENARIO.json`` (design.md 4: exit 0, or exit 2 with one
stderr line — never a traceback) on mutated scenarios of every edition."""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from desktop.domain.editions import Edition
from desktop.rules.registry import get_ruleset
from desktop.rules.scenario import main
from desktop.ui.demo import load_demo_rosters
from tests.hardening.fuzzing import campaign, json_document, listing, tried

KEYS = {"edition", "shots", "hits", "wounds", "unsaved", "casualties"}


def _scenarios() -> list[dict[str, Any]]:
    """Valid scenarios of every edition, from the demo rosters through each ruleset's own
    adapter (the first weapon of a few units against a few targets)."""
    rosters = load_demo_rosters()
    found: list[dict[str, Any]] = []
    for attacker, target in zip(rosters[::2], rosters[1::2], strict=True):
        ruleset = get_ruleset(attacker.edition or Edition.CLASSIC)
        for unit, enemy in zip(attacker.units[:3], target.units[:3], strict=False):
            weapon = unit.models[-1].weapons[0]
            scenario = ruleset.scenario_from_units(unit, weapon, enemy, {"distance": 11})
            found.append(scenario.model_dump(mode="json"))
    return found


SCENARIOS = _scenarios()


def _run(data: bytes, *options: str) -> tuple[int, str, str]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "scenario.json"
        path.write_bytes(data)
        before = listing(Path(folder))
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main([str(path), *options])
        assert listing(Path(folder)) == before
    return code, out.getvalue(), err.getvalue()


def test_every_edition_has_valid_starting_points() -> None:
    assert {s["edition"] for s in SCENARIOS} == {e.value for e in Edition}
    for scenario in SCENARIOS:
        code, out, err = _run(json.dumps(scenario).encode("utf-8"), "--json")
        assert (code, err) == (0, ""), err
        assert set(json.loads(out)) >= KEYS


@campaign(250)
@given(st.sampled_from(SCENARIOS).flatmap(json_document), st.booleans())
def test_odds_cli_exits_0_or_2_with_one_line(data: bytes, as_json: bool) -> None:
    tried("odds scenario file")
    code, out, err = _run(data, *(["--json"] if as_json else []))
    assert "Traceback" not in out + err
    if code == 2:
        assert out == ""
        assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1, err
        return
    assert (code, err) == (0, "")
    if as_json:
        assert set(json.loads(out)) >= KEYS
    else:
        assert out.startswith("Edition: ")
