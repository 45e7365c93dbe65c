"""Fuzzing catalogues: the built-in ``auspex-catalogue`` JSON files, BattleScribe data files
(``.gst``/``.cat`` XML, their JSON encoding, zipped) and — because a catalogue is data the
roster builder *executes* (constraints, modifiers, conditions, links) — building and
validating a roster against a mutated BattleScribe catalogue.

Every failure must be one :class:`DomainError` / :class:`FormatError`; reading writes nothing.
"""

from __future__ import annotations

import copy
import io
import json
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from functools import cache
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.domain.catalogue import load_catalogue_file, loads_catalogue
from desktop.domain.roster import Roster
from desktop.domain.text import DomainError
from desktop.formats import native
from desktop.formats.battlescribe import import_bytes
from desktop.formats.battlescribe.builder import RosterBuilder
from desktop.formats.battlescribe.catalogue import GameData, catalogue_from_bytes, load_game_data
from desktop.formats.battlescribe.safe import local
from desktop.formats.battlescribe.validate import validate
from desktop.formats.battlescribe.writer import to_rosz
from desktop.formats.errors import FormatError
from desktop.resources import resource_path
from tests.formats.bsdata_helpers import FIXTURES
from tests.hardening.fuzzing import (
    XML_VALUES,
    byte_mutations,
    campaign,
    json_document,
    listing,
    mutated_xml,
    tried,
)

# --- the built-in catalogues ---------------------------------------------------------------

BUILT_IN: list[Any] = [json.loads(p.read_text(encoding="utf-8"))
                       for p in sorted(resource_path("catalogues").glob("*.json"))]


def _usable(data: bytes) -> None:
    try:
        catalogue = loads_catalogue(data)
    except DomainError as exc:
        assert exc.message.render().strip()
        return
    units = [entry.instantiate() for entry in catalogue.entries]
    roster = Roster(name="From the catalogue", edition=catalogue.edition, units=units)
    assert native.loads(native.dumps(roster)) == roster


def test_built_in_catalogues_are_valid_starting_points() -> None:
    assert len(BUILT_IN) == 4
    for doc in BUILT_IN:
        _usable(json.dumps(doc).encode("utf-8"))
        assert loads_catalogue(json.dumps(doc).encode("utf-8")).factions


@campaign(100)
@given(st.sampled_from(BUILT_IN).flatmap(json_document))
def test_built_in_catalogue_loader(data: bytes) -> None:
    """A catalogue that loads gives units that always make a valid roster."""
    tried("auspex-catalogue JSON")
    _usable(data)


@campaign(25)
@given(st.sampled_from(BUILT_IN).flatmap(json_document))
def test_built_in_catalogue_file_loader_writes_nothing(data: bytes) -> None:
    tried("auspex-catalogue file")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "classic.json"
        path.write_bytes(data)
        before = listing(Path(folder))
        with suppress(DomainError):
            load_catalogue_file(path)
        assert listing(Path(folder)) == before


# --- BattleScribe data files ---------------------------------------------------------------

needs_fixtures = pytest.mark.skipif(not FIXTURES.is_dir(),
                                    reason="../shared/fixtures/bsdata is not beside the checkout")
SMALL = ("catalogue-only/hh3/Traits.cat", "catalogue-only/hh3/Cults Abominatio.cat")


@cache
def _small_roots() -> list[ET.Element]:
    return [ET.fromstring((FIXTURES / name).read_bytes()) for name in SMALL]


@cache
def _traits_json() -> Any:
    path = FIXTURES / "catalogue-only/hh3/json-encoding-sample/Traits.json"
    return json.loads(path.read_text(encoding="utf-8"))


def _zipped(data: bytes, name: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, data)
    return buffer.getvalue()


def _data_files() -> st.SearchStrategy[bytes]:
    xml = st.sampled_from(_small_roots()).flatmap(mutated_xml)
    return st.one_of(
        xml, xml, xml.flatmap(byte_mutations),
        json_document(_traits_json()),
        st.tuples(xml, st.sampled_from(["x.cat", "x.gst", "x.txt"]))
        .map(lambda pair: _zipped(*pair)),
    )


@needs_fixtures
@campaign(80)
@given(st.deferred(_data_files))
def test_battlescribe_data_file_loader(data: bytes) -> None:
    tried("BattleScribe .gst/.cat/.catz/.json")
    try:
        catalogue = catalogue_from_bytes(data, "fuzzed.cat")
    except FormatError as exc:
        assert exc.message.render().strip()
        return
    assert catalogue.kind in ("catalogue", "gameSystem")
    catalogue.links()
    catalogue.canonical()


# --- building rosters against a mutated catalogue -------------------------------------------

TOUCHED = {"constraint", "modifier", "condition", "conditionGroup", "entryLink",
           "selectionEntry", "selectionEntryGroup", "cost", "categoryLink", "infoLink",
           "repeat", "profile", "characteristic", "forceEntry", "modifierGroup"}
ATTRIBUTES = ("value", "field", "scope", "type", "childId", "targetId", "id", "percentValue",
              "shared", "includeChildSelections", "includeChildForces", "repeats",
              "roundUp", "defaultSelectionEntryId", "hidden", "collective", "import")


@cache
def _marines() -> tuple[GameData, list[ET.Element], list[str]]:
    data = load_game_data(FIXTURES / "catalogue-only/wh40k-4e", "Space Marines (4E)")
    elements = [e for c in data.files() for e in c.root.iter() if local(e.tag) in TOUCHED]
    ids = sorted({e.get("id", "") for e in elements if e.get("id")})
    return data, elements, ids


@contextmanager
def _mutated(data: GameData, changes: list[Callable[[], Callable[[], None]]]) -> Iterator[None]:
    """Apply ``changes`` (each returns its own undo) to the shared tree, then restore it."""
    undo: list[Callable[[], None]] = []
    try:
        for change in changes:
            undo.append(change())
        data.build_index()
        yield
    finally:
        for step in reversed(undo):
            step()
        data.build_index()


def _set(element: ET.Element, name: str, value: str) -> Callable[[], Callable[[], None]]:
    def change() -> Callable[[], None]:
        old = element.get(name)
        element.set(name, value)
        return lambda: element.attrib.pop(name) if old is None else element.set(name, old)
    return change


def _remove(parent: ET.Element, child: ET.Element) -> Callable[[], Callable[[], None]]:
    def change() -> Callable[[], None]:
        if child not in list(parent):  # already removed by an earlier change
            return lambda: None
        index = list(parent).index(child)
        parent.remove(child)
        return lambda: parent.insert(index, child)
    return change


def _append(parent: ET.Element, child: ET.Element) -> Callable[[], Callable[[], None]]:
    def change() -> Callable[[], None]:
        twin = copy.deepcopy(child)
        parent.append(twin)
        return lambda: parent.remove(twin)
    return change


@st.composite
def catalogue_changes(draw: Callable[..., Any]) -> list[Callable[[], Callable[[], None]]]:
    _, elements, ids = _marines()
    changes: list[Callable[[], Callable[[], None]]] = []
    for _ in range(draw(st.integers(1, 6))):
        element = draw(st.sampled_from(elements))
        kind = draw(st.sampled_from(["attr", "attr", "link", "remove", "duplicate"]))
        children = list(element)
        if kind == "attr":
            changes.append(_set(element, draw(st.sampled_from(ATTRIBUTES)),
                                draw(st.sampled_from(XML_VALUES) | st.sampled_from(ids))))
        elif kind == "link":  # point a link or condition at any id, its own ancestors included
            name = draw(st.sampled_from(["targetId", "childId", "field", "scope"]))
            changes.append(_set(element, name, draw(st.sampled_from(ids))))
        elif kind == "remove" and children:
            changes.append(_remove(element, draw(st.sampled_from(children))))
        elif kind == "duplicate" and children:
            changes.append(_append(element, draw(st.sampled_from(children))))
    return changes


def _build(data: GameData) -> None:
    builder = RosterBuilder(data, "Fuzzed", points_limit=1000)
    force = builder.add_force("Standard Mission", "Space Marines (4E)")
    for option in builder.options(force)[:5]:
        selection = builder.add(force, option.id)
        for child in builder.options(selection)[:2]:
            builder.add(selection, child.id)
    validate(data, builder.document)
    result = import_bytes(to_rosz(builder.document))
    assert native.loads(native.dumps(result.roster)) == result.roster


@needs_fixtures
def test_unmutated_catalogue_builds() -> None:
    data, _, _ = _marines()
    _build(data)


@needs_fixtures
@campaign(20)
@given(st.deferred(catalogue_changes))
def test_building_against_a_mutated_catalogue(changes: list[Any]) -> None:
    tried("roster building on a mutated .cat")
    data, _, _ = _marines()
    with _mutated(data, changes):
        try:
            _build(data)
        except FormatError as exc:
            assert exc.message.render().strip()


# --- installing game data ------------------------------------------------------------------

_GAME = {
    "game/Test.gst": (b'<?xml version="1.0"?><gameSystem id="gs-f" name="Fuzz Game" revision="1" '
                      b'xmlns="http://www.battlescribe.net/schema/gameSystemSchema"><costTypes>'
                      b'<costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>'
                      b'<forceEntries><forceEntry id="fe" name="Army"/></forceEntries>'
                      b"</gameSystem>"),
    "game/Army.cat": (b'<?xml version="1.0"?><catalogue id="cat-f" name="Army" revision="2" '
                      b'gameSystemId="gs-f" xmlns="http://www.battlescribe.net/schema/'
                      b'catalogueSchema"><selectionEntries><selectionEntry id="u" name="Unit"'
                      b' type="unit"/></selectionEntries></catalogue>'),
}


def _game_zip(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


@st.composite
def _game_archives(draw: Callable[..., Any]) -> bytes:
    members = dict(_GAME)
    name = draw(st.sampled_from(sorted(members)))
    kind = draw(st.sampled_from(["bytes", "name", "xml", "extra"]))
    if kind == "bytes":
        members[name] = draw(byte_mutations(members[name]))
    elif kind == "name":
        members[draw(st.sampled_from(["../x.cat", "/abs.gst", "a/../../b.cat", "ok/C.cat"]))] \
            = members.pop(name)
    elif kind == "xml":
        members[name] = draw(mutated_xml(ET.fromstring(members[name])))
    else:
        members[draw(st.sampled_from(["game/x.json", "game/y.catz", "game/z.gstz"]))] = \
            draw(st.sampled_from([b"{}", b'{"catalogue": 1}', b"PK\x03\x04", members[name]]))
    data = _game_zip(members)
    return draw(byte_mutations(data)) if draw(st.booleans()) else data


@campaign(60)
@given(_game_archives())
def test_installing_game_data_archives(data: bytes) -> None:
    """Whatever the archive, ``add`` installs it or refuses it with one message, and never
    leaves a half-written folder behind."""
    from desktop import storage
    from desktop.formats import gamedata

    tried("data add (zip)")
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        previous = storage.locations()
        storage.set_locations(storage.Locations(config=base / "config", data=base / "data"))
        try:
            source = base / "game.zip"
            source.write_bytes(data)
            try:
                reports = gamedata.add(source)
            except FormatError as exc:
                assert exc.message.render().strip()
                assert gamedata.installed() == []
            else:
                assert reports and all(r.message.render() for r in reports)
                for item in gamedata.installed():
                    gamedata.load(item.id)  # what was installed loads again
            root = base / "data" / "gamedata"
            if root.is_dir():
                assert not [p for p in root.iterdir() if p.name.startswith(".")]
        finally:
            storage.set_locations(previous)
