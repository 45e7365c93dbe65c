"""Shared fuzzing kit: campaign size, input tallies, disk snapshots and document mutators.

Why structure-aware mutators: random bytes almost never get past a JSON or XML parser, so
they only test the first line of each loader.  Mutating a *valid* document (delete, duplicate
or rename a field, give it a wrong type, a huge number, a deep nest) reaches the validators,
the converters and the engines behind them, where the interesting failures hide.

The campaign size is bounded for the normal suite; ``AUSPEX_FUZZ_EXAMPLES=20000`` raises
every target's ``max_examples`` for a long run on demand.
"""

from __future__ import annotations

import copy
import json
import math
import os
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

ENV = "AUSPEX_FUZZ_EXAMPLES"

# inputs tried per target in this run (printed in the terminal summary by conftest.py)
TALLY: Counter[str] = Counter()


def campaign(default: int) -> settings:
    """Hypothesis settings for one fuzz target: ``default`` examples, or the env's figure.

    No deadline (timing is never asserted); the database stays on so a failure found once
    replays first next time.
    """
    wanted = os.environ.get(ENV, "").strip()
    examples = int(wanted) if wanted.isdigit() and int(wanted) > 0 else default
    return settings(max_examples=examples, deadline=None, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much,
                                           HealthCheck.large_base_example])


def tried(target: str) -> None:
    TALLY[target] += 1


def report(target: str) -> str:  # pragma: no cover - manual use
    line = f"fuzz {target}: {TALLY[target]} inputs tried"
    print(line)
    return line


# --- disk snapshots ------------------------------------------------------------------------

def listing(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``folder`` with its size and mtime (ns): any write shows up."""
    found: dict[str, tuple[int, int]] = {}
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        found[str(path.relative_to(folder))] = (info.st_size, info.st_mtime_ns)
    return found


# --- JSON documents --------------------------------------------------------------------------

@dataclass(frozen=True)
class Raw:
    """JSON text spliced in verbatim: what ``json.dumps`` cannot produce (deep nests,
    NaN, 5000-digit numbers, lone surrogates, truncated values)."""

    text: str


RAW_VALUES = (
    Raw("[" * 100 + "]" * 100),
    Raw("[" * 5000 + "]" * 5000),
    Raw("[" * 200_000),
    Raw('{"a":' * 3000 + "1" + "}" * 3000),
    Raw("9" * 5000),
    Raw("1e999"), Raw("-1e999"), Raw("NaN"), Raw("Infinity"), Raw("-0"), Raw("1.5e-400"),
    Raw('"\\ud800"'), Raw('"\\u0000"'), Raw('"' + "x" * 100_000 + '"'),
)

SPECIAL_NUMBERS = (0, -1, 1, 2**31, -(2**31), 2**63, -(2**63), 10**30, 7, 99, 100, 1000,
                   10**6, 0.5, -0.0, 1e308, float("inf"), float("nan"))

PLAUSIBLE_TEXT = ("", " ", "-", "1", "D3", "D6", "2D6", "D6+1", "2D6+1", "D0", "0D6", "D",
                  "999D999", "-1", "classic", "second", "kill-team-2018", "horus-heresy",
                  "auspex-roster", "auspex-catalogue", "rapid-fire", "heavy", "assault",
                  "pistol", "grenade", "bs", "ws", "sv", "w", "t", "ld", "\x00", "é" * 300)

leaves = st.one_of(
    st.none(), st.booleans(), st.integers(), st.sampled_from(SPECIAL_NUMBERS),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=30),
    st.sampled_from(PLAUSIBLE_TEXT), st.sampled_from(PLAUSIBLE_TEXT),
)
json_values = st.recursive(
    leaves, lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=8)


def dump(value: Any) -> str:
    """JSON text of ``value`` where :class:`Raw` parts go in as they are."""
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(str(k))}:{dump(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ",".join(dump(v) for v in value) + "]"
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    return json.dumps(value)


def _slots(doc: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Paths of every value inside ``doc`` (dict keys and list indexes)."""
    found: list[tuple[Any, ...]] = []
    if isinstance(doc, dict):
        for key, value in doc.items():
            found.append((*path, key))
            found.extend(_slots(value, (*path, key)))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            found.append((*path, index))
            found.extend(_slots(value, (*path, index)))
    return found


def _at(doc: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        doc = doc[part]
    return doc


def _mutate_once(draw: Callable[..., Any], doc: Any) -> Any:
    slots = _slots(doc)
    if not slots:
        return draw(json_values)
    path = draw(st.sampled_from(slots))
    parent, key = _at(doc, path[:-1]), path[-1]
    operation = draw(st.sampled_from(["tweak", "tweak", "tweak", "replace", "replace", "raw",
                                      "delete", "duplicate", "rename", "wrap", "nest",
                                      "type-swap", "add", "splice"]))
    value = parent[key]
    if operation == "tweak":
        parent[key] = _tweak(draw, value)
    elif operation == "replace":
        parent[key] = draw(json_values)
    elif operation == "raw":
        parent[key] = draw(st.sampled_from(RAW_VALUES))
    elif operation == "splice":
        source = _at(doc, draw(st.sampled_from(slots)))
        parent[key] = copy.deepcopy(source) if not isinstance(source, Raw) else source
    elif operation == "delete":
        del parent[key]
    elif operation == "duplicate":
        if isinstance(parent, list):
            parent.insert(key, copy.deepcopy(value))
        else:
            parent[draw(st.sampled_from([f"{key}_", key.upper(), key + " "]))] = \
                copy.deepcopy(value)
    elif operation == "rename" and isinstance(parent, dict):
        parent[draw(st.text(max_size=8))] = parent.pop(key)
    elif operation == "wrap":
        parent[key] = draw(st.sampled_from([[value], {"value": value}]))
    elif operation == "nest":
        depth = draw(st.sampled_from([50, 500, 5000]))
        parent[key] = Raw("[" * depth + dump(value) + "]" * depth)
    elif operation == "type-swap":
        parent[key] = _swap_type(value)
    elif operation == "add" and isinstance(value, dict):
        value[draw(st.text(max_size=10))] = draw(json_values)
    elif operation == "add" and isinstance(value, list):
        value.extend(copy.deepcopy(value[:1]) * draw(st.sampled_from([1, 2, 200])))
    else:
        parent[key] = draw(json_values)
    return doc


def _tweak(draw: Callable[..., Any], value: Any) -> Any:
    """A near miss of the same type: off by one, a limit, x1000, another plausible text."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return draw(st.sampled_from([value + 1, value - 1, 0, -1, value * 1000, -value,
                                     2**31, 100, 99, 1000, 1_000_001]))
    if isinstance(value, float):
        return draw(st.sampled_from([value + 0.5, -value, 0.0, 1e9, 0.001]))
    if isinstance(value, str):
        return draw(st.sampled_from([*PLAUSIBLE_TEXT, value * 2, value.upper(), value[:-1]]))
    if value is None:
        return draw(st.sampled_from([0, 1, 6, "", "x"]))
    if isinstance(value, list):
        return value[::-1] if draw(st.booleans()) else value[:-1]
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if draw(st.booleans())}
    return value


def _swap_type(value: Any) -> Any:
    """The same content with the wrong type ("4" for 4, 4 for "4", [x] for x...)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        try:
            return int(value)
        except ValueError:
            return [value]
    if value is None:
        return "null"
    if isinstance(value, list):
        return {str(i): v for i, v in enumerate(value)}
    if isinstance(value, dict):
        return list(value.values())
    return None


@st.composite
def mutated_json(draw: Callable[..., Any], base: Any, most: int = 4) -> Any:
    """``base`` after 1..``most`` structural mutations (``base`` itself untouched)."""
    doc = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, most))):
        doc = _mutate_once(draw, doc)
    return doc


@st.composite
def byte_mutations(draw: Callable[..., Any], data: bytes) -> bytes:
    """``data`` truncated, with bytes flipped, deleted, inserted or a slice repeated."""
    out = bytearray(data)
    for _ in range(draw(st.integers(1, 4))):
        if not out:
            out.extend(draw(st.binary(max_size=20)))
            continue
        at = draw(st.integers(0, len(out) - 1))
        operation = draw(st.sampled_from(["truncate", "flip", "delete", "insert", "repeat"]))
        if operation == "truncate":
            del out[at:]
        elif operation == "flip":
            out[at] ^= 1 << draw(st.integers(0, 7))
        elif operation == "delete":
            del out[at:at + draw(st.integers(1, 64))]
        elif operation == "insert":
            out[at:at] = draw(st.binary(min_size=1, max_size=16)
                              | st.sampled_from([b"\x00", b"\xff\xfe", b'"', b"{", b"<", b"]]>",
                                                 b"&amp;", b"<!DOCTYPE x>", b"\xef\xbb\xbf"]))
        else:
            end = min(len(out), at + draw(st.integers(1, 32)))
            out[at:at] = out[at:end] * draw(st.integers(2, 50))
    return bytes(out)


def json_document(base: Any, most: int = 3) -> st.SearchStrategy[bytes]:
    """Bytes of a mutated ``base``: structure first, sometimes bytes on top, or pure noise."""
    structured = mutated_json(base, most).map(lambda doc: dump(doc).encode("utf-8",
                                                                           "surrogatepass"))
    return st.one_of(
        structured, structured, structured, structured, structured, structured,
        structured.flatmap(byte_mutations),
        st.binary(max_size=200),
        st.sampled_from([raw.text.encode("utf-8", "surrogatepass") for raw in RAW_VALUES]),
    )


# --- XML documents ---------------------------------------------------------------------------

XML_VALUES = ("", "-1", "0", "1e999", "nan", "inf", "-inf", "99999999999999999999", "abc",
              "true", "false", "1.5", " ", "x" * 5000, "&", "<", "::", "a::b::c", "\u202e",
              "0.0001", "-0")


@st.composite
def mutated_xml(draw: Callable[..., Any], root: ET.Element, most: int = 4) -> bytes:
    """XML bytes of a copy of ``root`` after structural mutations: attributes changed to odd
    values or removed, elements deleted, duplicated, moved, renamed or nested deep."""
    tree = copy.deepcopy(root)
    for _ in range(draw(st.integers(1, most))):
        elements = list(tree.iter())
        parents = {child: parent for parent in elements for child in parent}
        element = draw(st.sampled_from(elements))
        parent = parents.get(element)
        operation = draw(st.sampled_from(["attr", "attr", "attr", "drop-attr", "delete",
                                          "duplicate", "rename", "nest", "text", "swap-id"]))
        if operation == "attr" or (operation == "drop-attr" and not element.attrib):
            names = [*element.attrib, "value", "number", "id", "type", "name"]
            element.set(draw(st.sampled_from(names)),
                        draw(st.sampled_from(XML_VALUES) | st.text(max_size=12)))
        elif operation == "drop-attr":
            del element.attrib[draw(st.sampled_from(sorted(element.attrib)))]
        elif operation == "delete" and parent is not None:
            parent.remove(element)
        elif operation == "duplicate" and parent is not None:
            for _ in range(draw(st.sampled_from([1, 2, 100]))):
                parent.append(copy.deepcopy(element))
        elif operation == "rename":
            tags = sorted({e.tag for e in elements})
            element.tag = draw(st.sampled_from(tags))
        elif operation == "nest":
            holder = element
            for _ in range(draw(st.sampled_from([10, 150, 400]))):
                child = ET.SubElement(holder, element.tag, dict(element.attrib))
                holder = child
        elif operation == "text":
            element.text = draw(st.sampled_from(XML_VALUES) | st.text(max_size=12))
        elif operation == "swap-id":
            ids = [e.get("id") for e in elements if e.get("id")]
            if ids:
                element.set(draw(st.sampled_from(["id", "targetId", "entryId", "childId"])),
                            draw(st.sampled_from(ids)))
    return ET.tostring(tree, encoding="utf-8", xml_declaration=True)
