"""Fuzzing BattleScribe / New Recruit roster import: ``.ros`` XML, ``.rosz`` zips and New
Recruit JSON, mutated from our own fixture rosters.

An import either succeeds — and then the roster saves natively and reads back identically,
and the ``.rosz`` export of it imports to the same roster — or fails with one
:class:`FormatError`.  Nothing is written while reading.
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
import zipfile
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

from hypothesis import given
from hypothesis import strategies as st

from desktop.formats import native
from desktop.formats.battlescribe import import_bytes, import_roster, save_roster_rosz
from desktop.formats.errors import FormatError
from tests.formats.bsdata_helpers import DATA
from tests.hardening.fuzzing import (
    byte_mutations,
    campaign,
    json_document,
    listing,
    mutated_xml,
    tried,
)

ROSTERS = [ET.fromstring(p.read_bytes()) for p in sorted(DATA.glob("*.ros"))]
NEW_RECRUIT: Any = json.loads((DATA / "hh3-newrecruit.json").read_text(encoding="utf-8"))


def _zipped(xml: bytes, name: str = "roster.ros") -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, xml)
    return buffer.getvalue()


ros_inputs = st.sampled_from(ROSTERS).flatmap(mutated_xml)
ros_bytes = st.one_of(ros_inputs, ros_inputs, ros_inputs, ros_inputs.flatmap(byte_mutations))
rosz_inputs = st.one_of(
    st.tuples(ros_inputs, st.sampled_from(["roster.ros", "x.ros", "a/b.ros", "roster.txt"]))
    .map(lambda pair: _zipped(*pair)),
    st.sampled_from(ROSTERS).map(lambda root: _zipped(ET.tostring(root)))
    .flatmap(byte_mutations),
)


def _check_import(data: bytes) -> None:
    try:
        result = import_bytes(data)
    except FormatError as exc:
        assert exc.message.render().strip()
        return
    roster = result.roster
    assert native.loads(native.dumps(roster)) == roster
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "export.rosz"
        save_roster_rosz(roster, target, result.document)  # File > Export of the import
        assert sorted(p.name for p in Path(folder).iterdir()) == ["export.rosz"]
        again = import_roster(target)  # the kept text is each file's own: compare the rest
        skip = {"battlescribe": True, "units": {"__all__": {"id"}}}
        assert again.roster.model_dump(exclude=skip) == roster.model_dump(exclude=skip)


def test_fixture_rosters_are_valid_starting_points() -> None:
    assert len(ROSTERS) == 4
    for root in ROSTERS:
        xml = ET.tostring(root, encoding="utf-8", xml_declaration=True)
        assert import_bytes(xml).roster.units
        assert import_bytes(_zipped(xml)).roster.units
    assert import_bytes(json.dumps(NEW_RECRUIT).encode("utf-8")).roster.units


@campaign(200)
@given(ros_bytes)
def test_ros_import(data: bytes) -> None:
    tried("BattleScribe .ros")
    _check_import(data)


@campaign(120)
@given(rosz_inputs)
def test_rosz_import(data: bytes) -> None:
    tried("BattleScribe .rosz")
    _check_import(data)


@campaign(150)
@given(json_document(NEW_RECRUIT))
def test_new_recruit_json_import(data: bytes) -> None:
    tried("New Recruit .json")
    _check_import(data)


@campaign(60)
@given(st.one_of(ros_bytes, rosz_inputs), st.sampled_from(["army.ros", "army.rosz", "army"]))
def test_import_from_a_file_writes_nothing(data: bytes, name: str) -> None:
    tried("import_roster (file)")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        before = listing(Path(folder))
        with contextlib.suppress(FormatError):
            import_roster(path)
        assert listing(Path(folder)) == before
