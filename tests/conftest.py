"""Test set-up: offscreen Qt, a pinned language, and every file location in a temp folder."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LANG", "en_US.UTF-8")
os.environ.pop("AUSPEX_PSEUDO_SCALE", None)

from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop import storage

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


@pytest.fixture(autouse=True)
def isolated_locations(tmp_path_factory: pytest.TempPathFactory) -> Iterator[storage.Locations]:
    """No test ever reads or writes the user's real settings, rosters or autosaves."""
    base = tmp_path_factory.mktemp("auspex-home")
    where = storage.Locations(config=base / "config", data=base / "data")
    storage.set_locations(where)
    yield where
    storage.set_locations(None)


NO_SHARED = "../shared (the research team's rules and fixtures) is not beside the checkout"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``shared`` skip, saying why, in a player's clone that has no ../shared."""
    if SHARED.is_dir():
        return
    skip = pytest.mark.skip(reason=NO_SHARED)
    for item in items:
        if item.get_closest_marker("shared") is not None:
            item.add_marker(skip)


@pytest.fixture
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip(NO_SHARED)
    return SHARED
