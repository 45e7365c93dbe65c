"""Game data speed: loading the largest catalogue versus a bare parse, loading one faction
from installed data, and one option change plus validation of a 2,000-point roster.

Run: ``python -m pytest tests/benchmarks/bench_gamedata.py -s``.  Targets (issue #14): the
largest catalogue (Legiones Astartes, ~4.2 MB) loads within 1.3x a bare
``ElementTree.parse``; picking a faction parses only its link closure.  Figures are printed,
never asserted (no timed asserts); what is asserted is that the work is the real thing.
"""

from __future__ import annotations

import statistics
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from desktop.formats import gamedata
from desktop.formats.battlescribe import catalogue as catalogue_module
from desktop.formats.battlescribe.builder import RosterBuilder
from desktop.formats.battlescribe.catalogue import GameData, load_catalogue, load_game_data
from desktop.formats.battlescribe.model import Selection
from desktop.formats.battlescribe.validate import validate

pytestmark = pytest.mark.shared

GAMES = Path(__file__).resolve().parents[2] / ".." / "shared" / "fixtures" / "bsdata-games"


def _interleaved(first: Callable[[], object], second: Callable[[], object],
                 rounds: int) -> tuple[list[float], list[float]]:
    """Time both actions alternately, so load on a shared machine hits both alike."""
    a: list[float] = []
    b: list[float] = []
    for _ in range(rounds):
        for action, times in ((first, a), (second, b)):
            start = time.perf_counter()
            action()
            times.append((time.perf_counter() - start) * 1000)
    return a, b


def _extracted(tmp_path_factory: pytest.TempPathFactory, name: str) -> Path:
    archive = GAMES / f"{name}.zip"
    if not archive.is_file():
        pytest.skip("../shared/fixtures/bsdata-games is not beside the checkout")
    target = tmp_path_factory.mktemp(name)
    with zipfile.ZipFile(archive) as opened:
        opened.extractall(target)
    (top,) = target.iterdir()
    return top


def test_bench_largest_catalogue_versus_bare_parse(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = _extracted(tmp_path_factory, "horus-heresy-3rd")
    path = max(folder.glob("*.cat"), key=lambda p: p.stat().st_size)
    loaded = load_catalogue(path)  # warm up, and check it is the real thing
    assert loaded.kind == "catalogue" and loaded.section("sharedSelectionEntries")
    bare, full = _interleaved(lambda: ET.parse(path), lambda: load_catalogue(path), 30)
    ratios = [f / b for f, b in zip(full, bare, strict=True)]
    print(f"\n{path.name}: {path.stat().st_size / 1e6:.1f} MB")
    print(f"  bare ElementTree.parse: best {min(bare):.1f} ms, median "
          f"{statistics.median(bare):.1f} ms")
    print(f"  load_catalogue (bounded read, DOCTYPE refused, depth checked, header): best "
          f"{min(full):.1f} ms, median {statistics.median(full):.1f} ms")
    print(f"  ratio: {min(full) / min(bare):.2f}x best to best, "
          f"{statistics.median(ratios):.2f}x median of paired runs (target < 1.3x)")


def test_bench_a_faction_reads_only_its_closure(tmp_path_factory: pytest.TempPathFactory,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    gamedata.add(GAMES / "horus-heresy-3rd.zip")
    read: list[str] = []
    original = catalogue_module.read_file

    def spy(path: Path) -> bytes:
        read.append(Path(path).name)
        return original(path)

    monkeypatch.setattr(catalogue_module, "read_file", spy)
    (installed,) = gamedata.installed()
    total = 1 + len(installed.catalogues)
    for faction in ("Legio Custodes", "XIII - Ultramarines"):
        read.clear()
        start = time.perf_counter()
        data = gamedata.load(installed.id, faction)
        elapsed = (time.perf_counter() - start) * 1000
        assert len(read) == 1 + len(data.catalogues) < total
        print(f"\n{faction.strip()}: {len(read)} of {total} files parsed "
              f"({', '.join(sorted(c.name.strip() for c in data.catalogues.values()))}) "
              f"in {elapsed:.0f} ms")


def _heresy_2000(data: GameData) -> tuple[RosterBuilder, Selection]:
    builder = RosterBuilder(data, "Crusade", points_limit=2000)
    chart = builder.add_force("Crusade Force Organization Chart", "XIII - Ultramarines")
    primary = builder.add_force("Crusade Primary Detachment", parent=chart)
    builder.add(primary, "Praetor")
    for _ in range(4):
        squad = builder.add(primary, "Tactical Squad")
        legionaries = next(s for s in squad.selections if s.name == "Legionary")
        builder.set_number(legionaries, 19)
    while builder.document.costs[0].value < 2000:
        builder.add(primary, "Assault Squad")
    return builder, legionaries


def _classic_2000(data: GameData) -> tuple[RosterBuilder, Selection]:
    builder = RosterBuilder(data, "Strike force", points_limit=2000)
    force = builder.add_force("1-Standard Missions", "Space Marines (1999)")
    builder.add(force, "Commander")
    for _ in range(6):
        squad = builder.add(force, "Space Marine Tactical Squad")
        builder.add(squad, "Missile Launcher")
        marines = next(s for s in squad.selections if s.name == "Space Marine")
        builder.set_number(marines, 9)
    while builder.document.costs[0].value < 2000:
        builder.add(force, "Devastator Squad")
    return builder, marines


@pytest.mark.parametrize(("game", "catalogue", "build"), [
    ("horus-heresy-3rd", "XIII - Ultramarines", _heresy_2000),
    ("wh40k-3rd", "Space Marines (1999)", _classic_2000),
], ids=["horus-heresy", "classic"])
def test_bench_option_change_and_validation(tmp_path_factory: pytest.TempPathFactory,
                                            game: str, catalogue: str,
                                            build: Callable[[GameData],
                                                            tuple[RosterBuilder, Selection]]
                                            ) -> None:
    data = load_game_data(_extracted(tmp_path_factory, game), catalogue)
    builder, models = build(data)
    points = builder.document.costs[0].value
    selections = sum(1 for _ in builder.document.all_selections())
    assert points >= 2000
    changes: list[float] = []
    checks: list[float] = []
    for step in range(12):
        start = time.perf_counter()
        builder.set_number(models, models.number + (1 if step % 2 == 0 else -1))
        middle = time.perf_counter()
        findings = validate(data, builder.document)
        end = time.perf_counter()
        changes.append((middle - start) * 1000)
        checks.append((end - middle) * 1000)
    assert isinstance(findings, list)
    print(f"\n{game}: {points:.0f} points, {selections} selections")
    print(f"  option change (costs, names, profiles recomputed): median "
          f"{statistics.median(changes):.0f} ms, best {min(changes):.0f} ms")
    print(f"  validation: median {statistics.median(checks):.0f} ms, best {min(checks):.0f} ms")
    together = [c + v for c, v in zip(changes, checks, strict=True)]
    print(f"  together: median {statistics.median(together):.0f} ms")
