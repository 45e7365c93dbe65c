"""``python -m desktop rules`` — the rules reference on the command line (design.md §4).

    rules --edition E --lang en|ru [--json] [TOPIC]
    rules --search WORDS [--edition E] [--lang en|ru] [--json]      (extra: full-text search)

No TOPIC lists the topics (``--json``: ``[{"id", "title"}]``); a TOPIC prints its text
(``--json``: ``{"id", "title", "edition", "lang", "text", "links"}``).  A wizard step id
(``fire_groups``) is accepted in place of its topic id.  :mod:`desktop.cli` parses the
arguments and writes the output; bad input here is a ``DomainError`` (one line on stderr,
exit status 2).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any

from desktop.domain.editions import Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, error
from desktop.reference.language import Language
from desktop.reference.search import SearchHit
from desktop.reference.topics import STEP_TOPICS, RulesReference, default_reference, parse_edition

CTX = "RulesReference"


@dataclass
class Options:
    edition: Edition | None = None
    lang: Language | None = None  # None: English for topics, both languages for --search
    json: bool = False
    topic: str | None = None
    search: str | None = None


def options(args: argparse.Namespace) -> Options:
    """The parsed command line, checked: the edition and language known, and either
    ``--edition`` (for topics) or ``--search``."""
    found = Options(json=args.json, topic=args.topic,
                    search=" ".join(args.search) if args.search is not None else None)
    if args.edition is not None:
        found.edition = parse_edition(args.edition)
    if args.lang is not None:
        found.lang = Language.parse(args.lang)
    if found.search is None and found.edition is None:
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "--edition is required (one of: %1)"),
                    ", ".join(e.value for e in Edition))
    if found.search is not None and found.topic is not None:
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Give either --search or a TOPIC, not both"))
    return found


def resolve_topic_id(reference: RulesReference, edition: Edition, name: str) -> str:
    """The topic id for ``name``: a topic id, or a wizard step id such as ``fire_groups``."""
    if reference.has_topic(edition, name):
        return name
    if name in STEP_TOPICS:
        return reference.step_topic_id(edition, name)
    raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Unknown topic '%1' for %2 (known: %3)"),
                name, edition.value, ", ".join(reference.topic_ids(edition)))


def run(args: argparse.Namespace) -> Any:
    """``rules ...``: text, or the JSON value with ``--json``."""
    return answer(options(args), default_reference())


def answer(options: Options, reference: RulesReference) -> Any:
    if options.search is not None:
        return _hits(options, reference.search(options.search, options.edition, options.lang))
    assert options.edition is not None
    edition, lang = options.edition, options.lang or Language.EN
    if options.topic is None:
        topics = reference.topics(edition, lang)
        if options.json:
            return [{"id": t.id, "title": t.title} for t in topics]
        width = max(len(t.id) for t in topics)
        return "".join(f"{t.id.ljust(width)}  {t.title}\n" for t in topics)
    topic = reference.topic(edition, lang, resolve_topic_id(reference, edition, options.topic))
    if options.json:
        links = sorted({f"{link.edition or edition.value}/{link.topic}" for link in topic.links()})
        return {"id": topic.id, "title": topic.title, "edition": edition.value,
                "lang": lang.value, "text": topic.text(), "links": links}
    return topic.text()


def _hits(options: Options, hits: list[SearchHit]) -> Any:
    if options.json:
        return [{"edition": h.edition.value, "lang": h.lang.value, "id": h.topic_id,
                 "title": h.title, "snippet": h.snippet,
                 "highlights": [list(span) for span in h.highlights]} for h in hits]
    return "".join(f"{h.key} [{h.lang.value}] {h.title}: {h.snippet}\n" for h in hits)


def main(argv: list[str]) -> int:
    """``python -m desktop rules *argv``, for callers holding this module."""
    from desktop.cli import main as cli_main

    return cli_main(["rules", *argv])
