"""Text that JSON can carry but UTF-8 cannot: a lone surrogate ("\\ud800") in every string
and every key of a valid document, systematically (the fuzzers only meet it by chance).

JSON's escapes can smuggle one into any string; pydantic then either raises a
``UnicodeEncodeError`` (not a validation error) or accepts a value that makes every later
save of the roster fail.  Each loader must refuse such a file with its usual one-sentence
error, or load something that saves and reloads.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop.domain.catalogue import loads_catalogue
from desktop.domain.text import DomainError
from desktop.formats import native
from desktop.formats.battlescribe import import_bytes
from desktop.resources import resource_path
from desktop.rules.scenario import main
from tests.formats.bsdata_helpers import DATA

BAD = "\ud800"


def _variants(doc: Any) -> Iterator[Any]:
    """``doc`` with one string value, or one key, spoiled by a lone surrogate."""
    def walk(node: Any, path: tuple[Any, ...]) -> Iterator[tuple[tuple[Any, ...], str]]:
        if isinstance(node, dict):
            for key, value in node.items():
                yield (*path, key), "key"
                yield from walk(value, (*path, key))
        elif isinstance(node, list):
            for index, value in enumerate(node):
                yield from walk(value, (*path, index))
        elif isinstance(node, str):
            yield path, "value"

    for path, kind in walk(doc, ()):
        spoiled = copy.deepcopy(doc)
        parent = spoiled
        for part in path[:-1]:
            parent = parent[part]
        last = path[-1]
        if kind == "key":
            parent[last + BAD] = parent.pop(last)
        else:
            parent[last] = parent[last] + BAD
        yield spoiled


def _encoded(doc: Any) -> bytes:
    return json.dumps(doc).encode("ascii")  # escapes: "\ud800" stays a JSON escape


def _check(load: Callable[[bytes], Any], keep: Callable[[Any], None], doc: Any) -> int:
    checked = 0
    for spoiled in _variants(doc):
        checked += 1
        try:
            loaded = load(_encoded(spoiled))
        except DomainError as exc:  # FormatError included
            assert exc.message.render().strip()
            continue
        keep(loaded)
    return checked


def _roster_keeps(roster: Any) -> None:
    assert native.loads(native.dumps(roster)) == roster


@pytest.mark.parametrize("name", ["classic-goffs.json", "horus-heresy-mechanicum.json",
                                  "kill-team-asuryani.json", "second-ultramarines.json"])
def test_native_roster(name: str) -> None:
    doc = json.loads(resource_path("demo", name).read_text(encoding="utf-8"))
    print(f"\n{name}: {_check(native.loads, _roster_keeps, doc)} spoiled documents")


@pytest.mark.parametrize("name", ["classic.json", "kill-team-2018.json"])
def test_built_in_catalogue(name: str) -> None:
    from desktop.domain.roster import Roster

    def keeps(catalogue: Any) -> None:
        roster = Roster(name="x", edition=catalogue.edition,
                        units=[entry.instantiate() for entry in catalogue.entries])
        _roster_keeps(roster)

    doc = json.loads(resource_path("catalogues", name).read_text(encoding="utf-8"))
    doc["factions"] = doc["factions"][:1]  # one faction holds every kind of field
    print(f"\n{name}: {_check(loads_catalogue, keeps, doc)} spoiled documents")


def test_new_recruit_roster() -> None:
    doc = json.loads((DATA / "hh3-newrecruit.json").read_text(encoding="utf-8"))
    count = _check(import_bytes, lambda result: _roster_keeps(result.roster), doc)
    print(f"\nNew Recruit roster: {count} spoiled documents")


def test_odds_scenario_files(tmp_path: Path) -> None:
    """``python -m desktop odds``: exit 0 or 2 with one line, never a traceback."""
    from tests.hardening.test_fuzz_scenario import SCENARIOS

    checked = 0
    for scenario in SCENARIOS[::3]:
        for spoiled in _variants(scenario):
            checked += 1
            path = tmp_path / "scenario.json"
            path.write_bytes(_encoded(spoiled))
            for options in ([], ["--json"]):
                out, err = io.StringIO(), io.StringIO()
                with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                    code = main([str(path), *options])
                assert code in (0, 2)
                if code == 2:
                    assert err.getvalue().count("\n") == 1 and out.getvalue() == ""
                else:  # what was printed must reach a UTF-8 terminal
                    out.getvalue().encode("utf-8")
    print(f"\nodds scenarios: {checked} spoiled documents")
