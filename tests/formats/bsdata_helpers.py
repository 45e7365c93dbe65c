"""Shared locations for the BattleScribe tests (our own data and the team's real fixtures)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data" / "bsdata"
SHARED = Path(__file__).resolve().parents[2] / ".." / "shared"
FIXTURES = SHARED / "fixtures" / "bsdata"


def shared_params(kind: str) -> list[Any]:
    """One pytest param per MANIFEST entry with ``kind`` ("expected": rosters; "root").

    Without ../shared the list holds one skipped param saying why (the only skip allowed).
    """
    manifest = FIXTURES / "MANIFEST.json"
    if not manifest.is_file():
        return [pytest.param(None, marks=pytest.mark.skip(
            reason="../shared/fixtures/bsdata is not beside the checkout"))]
    files = json.loads(manifest.read_text(encoding="utf-8"))["files"]
    if kind == "expected":
        chosen = [f for f in files if "expected" in f]
    else:
        chosen = [f for f in files if f.get("root") == kind]
    return [pytest.param(f, id=f["file"]) for f in chosen]


def fixture(relative: str) -> Path:
    path = FIXTURES / relative
    if not FIXTURES.is_dir():
        pytest.skip("../shared/fixtures/bsdata is not beside the checkout")
    return path
