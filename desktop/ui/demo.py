"""The demo battles shipped in ``resources/demo``: for each edition, a pair of opposing rosters.

``resources/demo/index.json`` lists the battles in menu order; the one marked ``"first"`` opens
at the first start.  Reading the index needs neither pydantic nor the roster model, so the
window can list the battles before those are loaded; the rosters are read when opened.
"""

from __future__ import annotations

import functools
import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.resources import resource_path

if TYPE_CHECKING:
    from desktop.domain.roster import Roster

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class DemoBattle:
    edition: str  # an Edition value
    files: tuple[str, ...]  # the firing side first, then its opponent
    first: bool = False  # the battle opened at the first start


@functools.cache
def demo_battles() -> tuple[DemoBattle, ...]:
    """Every battle in the index, in its order (none, with a log line, if it is unreadable)."""
    path = resource_path("demo", "index.json")
    try:
        index = json.loads(path.read_text(encoding="utf-8"))
        return tuple(DemoBattle(str(entry["edition"]),
                                tuple(str(name) for name in entry.get("files", [])),
                                bool(entry.get("first", False)))
                     for entry in index)
    except (OSError, ValueError, TypeError, KeyError) as exc:
        log.error("Demo index %s unreadable: %s", path, exc)
        return ()


def first_battle() -> DemoBattle | None:
    """The battle the first start opens: the one marked ``first``, else the first listed."""
    battles = demo_battles()
    return next((b for b in battles if b.first), battles[0] if battles else None)


def load_demo_roster(name: str) -> Roster | None:
    """One demo roster file (None, with a log line, if it cannot be read)."""
    from desktop.formats import native
    from desktop.formats.errors import FormatError

    try:
        return native.load(resource_path("demo", name))
    except FormatError as exc:
        log.error("Demo roster %s unreadable: %s", name, exc)
        return None


@functools.cache
def roster_name(name: str) -> str:
    """The roster name in demo file ``name`` (for menus; the file name if it is unreadable)."""
    roster = load_demo_roster(name)
    return roster.name if roster is not None else name


def load_demo_rosters() -> list[Roster]:
    """Every demo roster, battle by battle, in index order."""
    rosters = (load_demo_roster(name) for battle in demo_battles() for name in battle.files)
    return [roster for roster in rosters if roster is not None]
