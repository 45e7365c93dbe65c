"""The demo rosters shipped in ``resources/demo`` (a pair of opposing rosters per edition)."""

from __future__ import annotations

import json
import logging

from desktop.domain.roster import Roster
from desktop.formats import native
from desktop.formats.errors import FormatError
from desktop.resources import resource_path

log = logging.getLogger(__name__)


def load_demo_rosters() -> list[Roster]:
    index_path = resource_path("demo", "index.json")
    try:
        index = json.loads(index_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.error("Demo index unreadable: %s", exc)
        return []
    rosters: list[Roster] = []
    for pair in index:
        for name in pair.get("files", []):
            try:
                rosters.append(native.load(resource_path("demo", name)))
            except FormatError as exc:
                log.error("Demo roster %s unreadable: %s", name, exc)
    return rosters
