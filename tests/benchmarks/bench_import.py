"""Import speed: the largest fixture roster, full import versus a bare XML parse.

Run: ``python -m pytest tests/benchmarks/bench_import.py -s``.  Target: the full import
(unzip, hardened parse, roster document, Auspex roster with mapped profiles) under 2x the
bare stdlib parse of the same bytes.  Figures are printed, not asserted (no timed asserts).
"""

from __future__ import annotations

import io
import statistics
import time
import zipfile
from collections.abc import Callable
from xml.etree import ElementTree as ET

import pytest

from desktop.formats.battlescribe import import_bytes
from tests.formats.bsdata_helpers import FIXTURES, shared_params

pytestmark = pytest.mark.shared


def _interleaved(first: Callable[[], object], second: Callable[[], object],
                 rounds: int = 60) -> tuple[list[float], list[float]]:
    """Time both actions alternately, so load on a shared machine hits both alike."""
    a: list[float] = []
    b: list[float] = []
    for _ in range(rounds):
        for action, times in ((first, a), (second, b)):
            start = time.perf_counter()
            action()
            times.append((time.perf_counter() - start) * 1000)
    return a, b


def _largest() -> tuple[str, bytes]:
    rosters = [p.values[0] for p in shared_params("expected")]
    if rosters[0] is None:
        pytest.skip("../shared/fixtures/bsdata is not beside the checkout")
    entry = max(rosters, key=lambda e: e.get("unzipped_bytes", e["bytes"]))
    return entry["file"], (FIXTURES / entry["file"]).read_bytes()


def test_bench_import_versus_bare_parse() -> None:
    name, data = _largest()

    def unzip() -> bytes:
        if not data.startswith(b"PK"):
            return data
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return archive.read(archive.infolist()[0])

    xml = unzip()
    result = import_bytes(data)  # warm up, and check it is the real thing
    assert result.roster.units

    bare, full = _interleaved(lambda: ET.fromstring(unzip()), lambda: import_bytes(data))
    parse, _ = _interleaved(lambda: ET.fromstring(xml), lambda: None, rounds=20)
    ratios = [f / b for f, b in zip(full, bare, strict=True)]
    print(f"\n{name}: {len(data)} bytes, {len(xml)} bytes of XML")
    print(f"  bare parse (unzip + ElementTree): best {min(bare):.2f} ms, "
          f"median {statistics.median(bare):.2f} ms   (parse alone {min(parse):.2f} ms)")
    print(f"  full import (Roster + warnings):  best {min(full):.2f} ms, "
          f"median {statistics.median(full):.2f} ms")
    print(f"  ratio full/bare: {min(full) / min(bare):.2f}x best to best, "
          f"{statistics.median(ratios):.2f}x median of paired runs (target < 2x)")
