"""The Qt side of the rules reference: the "Rules" dock (reader, topics tree, search,
glossary tab).  ``install_lazy(window)`` adds the dock, F1 and the Help entry at start and
builds the panel on first use; ``install(window)`` builds it at once and returns the panel,
whose ``show_step(edition, step_id)`` / ``show_topic(edition, topic_id)`` other features call.

The names below are imported on first access, so that adding the dock at start-up does not
load the reader, the glossary and the reference texts' modules.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_WHERE = {
    "GlossaryFilter": "glossary_view",
    "GlossaryModel": "glossary_view",
    "GlossaryView": "glossary_view",
    "LazyRules": "wiring",
    "RulesPanel": "panel",
    "SearchResultsModel": "search_view",
    "install": "wiring",
    "install_lazy": "wiring",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    where = _WHERE[name]
    module = import_module(f"{__name__}.{where}")
    # Cache every name the submodule provides on the package.
    for other, home in _WHERE.items():
        if home == where:
            globals()[other] = getattr(module, other)
    return globals()[name]
