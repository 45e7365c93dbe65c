"""Rules reference topics: loading by (edition, language, id), listing, links, wizard steps.

Layout on disk: ``resources/rules/index.json`` lists each edition's topic ids in reading
order; ``resources/rules/<edition>/<lang>/<id>.md`` holds one topic in the markup of
:mod:`desktop.reference.markup`.  Both languages have exactly the same ids (a test checks
it), so switching the language keeps the reader on the same page.

Files are parsed on first use and cached; the whole reference is about 100 small files.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.domain.editions import Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, error
from desktop.reference import markup
from desktop.reference.glossary import Glossary, Term, load_glossary
from desktop.reference.language import Language
from desktop.resources import resource_path
from desktop.rules.steps import STEPS

if TYPE_CHECKING:
    from desktop.reference.search import SearchHit, SearchIndex

CTX = "RulesReference"
INDEX_FORMAT = "auspex-rules-index"

# Wizard step id -> topics to open, best first; the first one the edition has wins (each
# step's row of the step table).
STEP_TOPICS: dict[str, tuple[str, ...]] = {str(step): info.topics for step, info in STEPS.items()}


def parse_edition(value: str) -> Edition:
    try:
        return Edition(value.strip().lower())
    except ValueError:
        names = ", ".join(e.value for e in Edition)
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Unknown edition '%1' (use one of: %2)"),
                    value, names) from None


@dataclass(frozen=True)
class Topic:
    """One page of the reference in one language.

    ``text()`` and ``html()`` render it; both resolve links, glossary terms and engine
    tables through the :class:`RulesReference` that loaded it.
    """

    edition: Edition
    lang: Language
    id: str
    title: str
    blocks: tuple[markup.Block, ...]
    reference: RulesReference = field(compare=False, repr=False)

    @property
    def key(self) -> str:
        """``edition/id`` — the form used in links and in ``topic:`` hrefs."""
        return f"{self.edition.value}/{self.id}"

    def text(self, width: int = 78) -> str:
        from desktop.reference.render import render_plain

        return render_plain(self, width)

    def html(self, highlight: str | None = None) -> str:
        from desktop.reference.render import render_html

        return render_html(self, highlight)

    def links(self) -> tuple[markup.TopicLink, ...]:
        return tuple(n for n in iter_inlines(self.blocks) if isinstance(n, markup.TopicLink))

    def term_links(self) -> tuple[markup.TermLink, ...]:
        return tuple(n for n in iter_inlines(self.blocks) if isinstance(n, markup.TermLink))

    def engine_tables(self) -> tuple[str, ...]:
        return tuple(b.name for b in iter_blocks(self.blocks) if isinstance(b, markup.EngineTable))


def iter_blocks(blocks: tuple[markup.Block, ...]) -> Iterator[markup.Block]:
    """Every block, note-box contents included."""
    for block in blocks:
        yield block
        if isinstance(block, markup.Note):
            yield from iter_blocks(block.blocks)


def iter_inlines(blocks: tuple[markup.Block, ...]) -> Iterator[markup.Inline]:
    for block in iter_blocks(blocks):
        if isinstance(block, markup.Heading | markup.Paragraph):
            yield from block.content
        elif isinstance(block, markup.ListBlock):
            for item in block.items:
                yield from item
        elif isinstance(block, markup.TableBlock):
            for row in (block.header, *block.rows):
                for cell in row:
                    yield from cell


class RulesReference:
    """The whole reference: topics of every edition in both languages, plus the glossary."""

    def __init__(self, root: Path | None = None, glossary: Glossary | None = None) -> None:
        self.root = root or resource_path("rules")
        self._glossary = glossary
        self._topics: dict[tuple[Edition, Language, str], Topic] = {}
        self._index: SearchIndex | None = None
        with (self.root / "index.json").open(encoding="utf-8") as handle:
            index = json.load(handle)
        if index.get("format") != INDEX_FORMAT:
            raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Not an Auspex rules index"))
        self._order: dict[Edition, tuple[str, ...]] = {
            Edition(name): tuple(entry["topics"]) for name, entry in index["editions"].items()
        }

    @property
    def glossary(self) -> Glossary:
        if self._glossary is None:
            self._glossary = load_glossary()
        return self._glossary

    def editions(self) -> tuple[Edition, ...]:
        return tuple(e for e in Edition if e in self._order)

    def topic_ids(self, edition: Edition) -> tuple[str, ...]:
        return self._order.get(edition, ())

    def topics(self, edition: Edition, lang: Language) -> tuple[Topic, ...]:
        return tuple(self.topic(edition, lang, topic_id) for topic_id in self.topic_ids(edition))

    def has_topic(self, edition: Edition, topic_id: str) -> bool:
        return topic_id in self.topic_ids(edition)

    def topic(self, edition: Edition, lang: Language, topic_id: str) -> Topic:
        """The topic, parsed on first use; an unknown id raises a DomainError."""
        key = (edition, lang, topic_id)
        cached = self._topics.get(key)
        if cached is not None:
            return cached
        if not self.has_topic(edition, topic_id):
            raise error(CTX, QT_TRANSLATE_NOOP(CTX, "No topic '%1' for %2 (try listing topics)"),
                        topic_id, edition.value)
        path = self.root / edition.value / lang.value / f"{topic_id}.md"
        try:
            document = markup.parse_document(path.read_text(encoding="utf-8"))
        except DomainError as exc:
            raise error(CTX, QT_TRANSLATE_NOOP(CTX, "%1: %2"), path.name, exc.message) from None
        except OSError as exc:
            raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Cannot read topic %1: %2"),
                        path.name, exc.strerror or str(exc)) from None
        topic = Topic(edition, lang, topic_id, document.title, document.blocks, self)
        self._topics[key] = topic
        return topic

    def all_topics(self) -> Iterator[Topic]:
        for edition in self.editions():
            for lang in Language:
                yield from self.topics(edition, lang)

    def topics_of_language(self, lang: Language) -> Iterator[Topic]:
        for edition in self.editions():
            yield from self.topics(edition, lang)

    def resolve(self, link: markup.TopicLink, edition: Edition, lang: Language) -> Topic | None:
        """The topic a link points to (same edition when the link names none)."""
        try:
            target_edition = Edition(link.edition) if link.edition else edition
        except ValueError:
            return None
        if not self.has_topic(target_edition, link.topic):
            return None
        return self.topic(target_edition, lang, link.topic)

    def resolve_href(self, href: str, lang: Language) -> Topic | Term | None:
        """Follow an ``topic:edition/id`` or ``term:id`` href from :meth:`Topic.html`."""
        scheme, _, rest = href.partition(":")
        if scheme == "term":
            return self.glossary.term(rest) if rest in self.glossary else None
        if scheme == "topic" and "/" in rest:
            edition, _, topic_id = rest.partition("/")
            return self.resolve(markup.TopicLink(edition, topic_id, None), Edition.CLASSIC, lang)
        return None

    def search(self, query: str, edition: Edition | None = None,
               lang: Language | None = None, limit: int | None = None) -> list[SearchHit]:
        """Full-text search (see :mod:`desktop.reference.search`): with ``lang``, the topics
        of that language, found by words typed in either language (the glossary bridges
        them); without it, both languages, by the words as typed."""
        if self._index is None:
            from desktop.reference.search import SearchIndex

            self._index = SearchIndex(self)
        return self._index.search(query, edition, lang, limit)

    def step_topic_id(self, edition: Edition, step: str) -> str:
        """The topic id the wizard opens for a step (e.g. ``injury`` -> ``damage`` in 3rd)."""
        for candidate in STEP_TOPICS.get(step, (step,)):
            if self.has_topic(edition, candidate):
                return candidate
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "No topic for step '%1' in %2"),
                    step, edition.value)

    def step_topic(self, edition: Edition, lang: Language, step: str) -> Topic:
        return self.topic(edition, lang, self.step_topic_id(edition, step))


@cache
def default_reference() -> RulesReference:
    """The shipped reference (``resources/rules``), created once per process."""
    return RulesReference()
