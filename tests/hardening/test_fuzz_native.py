"""Fuzzing the native roster loader (``native.load``/``loads``) and the import entry point.

Every input either loads into a roster that saves and reloads identically, or is refused
with one :class:`FormatError`; the loader never writes to disk.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from desktop.domain.roster import Roster
from desktop.formats import native
from desktop.formats.battlescribe import import_bytes, import_roster
from desktop.formats.errors import FormatError
from desktop.resources import resource_path
from tests.hardening.fuzzing import campaign, json_document, listing, tried

DEMOS: list[Any] = [json.loads(path.read_text(encoding="utf-8"))
                    for path in sorted(resource_path("demo").glob("*-*.json"))]
native_inputs = st.sampled_from(DEMOS).flatmap(json_document)


def _round_trips(roster: Roster) -> None:
    """A roster that loaded is safe to keep: it saves and reads back the same."""
    assert native.loads(native.dumps(roster)) == roster


def test_demo_documents_are_the_valid_starting_points() -> None:
    assert len(DEMOS) == 8
    for doc in DEMOS:
        _round_trips(native.loads(json.dumps(doc).encode("utf-8")))


@campaign(300)
@given(native_inputs)
def test_native_loads_refuses_cleanly(data: bytes) -> None:
    tried("native.loads")
    try:
        roster = native.loads(data)
    except FormatError as exc:
        assert exc.message.render().strip()
        return
    _round_trips(roster)


@campaign(150)
@given(native_inputs, st.sampled_from(["roster.json", "roster.ros", "noext"]))
def test_native_load_and_import_from_file_write_nothing(data: bytes, name: str) -> None:
    tried("native.load + import_roster (file)")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        before = listing(Path(folder))
        for loader in (native.load, lambda p: import_roster(p).roster):
            try:
                roster = loader(path)
            except FormatError as exc:
                assert exc.message.render().strip()
            else:
                _round_trips(roster)
        assert listing(Path(folder)) == before


@campaign(200)
@given(native_inputs)
def test_import_bytes_on_native_like_input(data: bytes) -> None:
    """Whatever the sniffing decides (native or BattleScribe), one FormatError or a roster."""
    tried("import_bytes (native-like)")
    try:
        result = import_bytes(data)
    except FormatError:
        return
    _round_trips(result.roster)
