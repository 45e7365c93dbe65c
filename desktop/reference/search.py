"""Full-text search over the reference, both languages at once.

Matching is case-insensitive and folds ё to е; a Russian query word loses its case ending
("стойкости" finds "стойкость"), and every word must start a word in the text.  All words
of the query must occur in a topic for it to be a hit.  Each hit carries a snippet and the
highlight spans inside that snippet, so a view only has to paint them.

The index is the visible text of each topic without the engine tables (their numbers would
match every numeric query).
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.domain.editions import Edition
from desktop.reference import markup
from desktop.reference.language import Language
from desktop.reference.render import inline_plain
from desktop.reference.textnorm import WORD, find_spans, fold, search_stem
from desktop.reference.topics import RulesReference, Topic, iter_blocks

SNIPPET_RADIUS = 70
TITLE_WEIGHT = 10


@dataclass(frozen=True)
class SearchHit:
    edition: Edition
    lang: Language
    topic_id: str
    title: str
    snippet: str
    highlights: tuple[tuple[int, int], ...]  # [start, end) offsets in ``snippet``
    score: int

    @property
    def key(self) -> str:
        return f"{self.edition.value}/{self.topic_id}"


@dataclass(frozen=True)
class _Entry:
    topic: Topic
    text: str
    folded: str
    title_length: int


def topic_search_text(topic: Topic) -> str:
    """Title, then every heading, paragraph, list item and written table cell, one per line."""
    lines = [topic.title]
    for block in iter_blocks(topic.blocks):
        if isinstance(block, markup.Heading | markup.Paragraph):
            lines.append(inline_plain(topic, block.content))
        elif isinstance(block, markup.ListBlock):
            lines += [inline_plain(topic, item) for item in block.items]
        elif isinstance(block, markup.TableBlock):
            for row in (block.header, *block.rows):
                lines.append(" | ".join(inline_plain(topic, cell) for cell in row))
    return "\n".join(lines)


class SearchIndex:
    """Folded texts of every topic, built once per reference."""

    def __init__(self, reference: RulesReference) -> None:
        self._entries: list[_Entry] = []
        for topic in reference.all_topics():
            text = topic_search_text(topic)
            self._entries.append(_Entry(topic, text, fold(text), len(topic.title)))

    def search(self, query: str, edition: Edition | None = None,
               lang: Language | None = None, limit: int | None = None) -> list[SearchHit]:
        words = query_words(query)
        if not words:
            return []
        hits: list[SearchHit] = []
        for entry in self._entries:
            if edition is not None and entry.topic.edition is not edition:
                continue
            if lang is not None and entry.topic.lang is not lang:
                continue
            hit = _match(entry, words)
            if hit is not None:
                hits.append(hit)
        hits.sort(key=lambda h: (-h.score, h.edition.value, h.lang.value, h.topic_id))
        return hits[:limit] if limit is not None else hits


def query_words(query: str) -> tuple[str, ...]:
    """The folded, stemmed words of a query (punctuation dropped, duplicates removed)."""
    seen: dict[str, None] = {}
    for match in WORD.finditer(fold(query)):
        seen.setdefault(search_stem(match.group(0)), None)
    return tuple(seen)


def _match(entry: _Entry, words: tuple[str, ...]) -> SearchHit | None:
    per_word = [find_spans(entry.folded, word) for word in words]
    if any(not spans for spans in per_word):
        return None
    spans = sorted({span for spans in per_word for span in spans})
    score = sum(TITLE_WEIGHT if start < entry.title_length else 1 for start, _ in spans)
    anchor = min(per_word, key=len)[0][0]  # first place of the rarest word
    snippet, offset = _snippet(entry.text, anchor)
    local = tuple((s - offset, e - offset) for s, e in spans
                  if s >= offset and e <= offset + len(snippet))
    topic = entry.topic
    return SearchHit(topic.edition, topic.lang, topic.id, topic.title, snippet, local, score)


def _snippet(text: str, anchor: int) -> tuple[str, int]:
    """About two radii of text around ``anchor`` on one line, cut at word boundaries."""
    line_start = text.rfind("\n", 0, anchor) + 1
    line_end = text.find("\n", anchor)
    line_end = len(text) if line_end < 0 else line_end
    start = max(line_start, anchor - SNIPPET_RADIUS)
    end = min(line_end, anchor + SNIPPET_RADIUS)
    if start > line_start:
        space = text.find(" ", start, anchor)
        start = space + 1 if space >= 0 else start
    if end < line_end:
        space = text.rfind(" ", anchor, end)
        end = space if space > anchor else end
    return text[start:end], start


def search(reference: RulesReference, query: str, edition: Edition | None = None,
           lang: Language | None = None, limit: int | None = None) -> list[SearchHit]:
    """Search ``reference``; same as :meth:`RulesReference.search`."""
    return reference.search(query, edition, lang, limit)
