"""Tables in the rules reference, computed by the rules engine itself.

A topic writes ``{{table:wound}}``; when it is shown, :func:`engine_table` asks the
edition's engine module for every cell (``to_wound(s, t)`` and friends), so the reference
and the odds can never disagree.  Captions and headers are content, not code: they live in
``resources/rules/tables.json`` in both languages.

Builders import the engine lazily: the reference loads without it, and a table whose engine
function is missing renders as "not available" (a test lists every placeholder and fails
until each one resolves).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache

from desktop.domain.editions import Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, error
from desktop.reference.language import Language
from desktop.resources import resource_path

CTX = "RulesReference"


@dataclass(frozen=True)
class Table:
    """A rendered table: strings only, first column is a row header when ``row_headers``."""

    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    row_headers: bool = True


Labels = Mapping[str, str]  # words of tables.json for one language, plus "lang"
Builder = Callable[[Labels], Table]

_BUILDERS: dict[tuple[Edition, str], Builder] = {}


def table_builder(edition: Edition, name: str) -> Callable[[Builder], Builder]:
    """Register the builder of ``{{table:name}}`` for ``edition``."""
    def register(builder: Builder) -> Builder:
        _BUILDERS[(edition, name)] = builder
        return builder

    return register


@cache
def _labels() -> dict[str, dict[str, dict[str, str]]]:
    with resource_path("rules", "tables.json").open(encoding="utf-8") as handle:
        data: dict[str, dict[str, dict[str, str]]] = json.load(handle)["tables"]
    return data


def labels(name: str, lang: Language) -> Labels:
    """Caption and header words of table ``name`` in ``lang``."""
    try:
        return _labels()[name][lang.value]
    except KeyError:
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "No labels for table '%1'"), name) from None


def table_names(edition: Edition) -> tuple[str, ...]:
    _load_builders()
    return tuple(name for (ed, name) in _BUILDERS if ed is edition)


def engine_table(edition: Edition, lang: Language, name: str) -> Table:
    """The table ``name`` of ``edition``, every cell taken from the engine."""
    _load_builders()
    builder = _BUILDERS.get((edition, name))
    if builder is None:
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "No table '%1' for %2"), name, edition.value)
    try:
        return builder({**labels(name, lang), "lang": lang.value})
    except (ImportError, AttributeError) as exc:
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "The engine cannot build table '%1': %2"),
                    name, str(exc)) from None


@cache
def _load_builders() -> None:
    """Import the per-edition builder modules (they register themselves)."""
    from desktop.reference import engine_tables  # noqa: F401
