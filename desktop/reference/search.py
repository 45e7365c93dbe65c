"""Full-text search over the reference, in either language, bridged by the glossary.

Matching is case-insensitive and folds ё to е; a Russian query word loses its case ending
("стойкости" finds "стойкость"), and every word must start a word in the text, so a word's
beginning is enough ("непробиваем", "invuln").  All parts of the query must occur in a
topic for it to be a hit.  Each hit carries a snippet and the highlight spans inside that
snippet, so a view only has to paint them.

**Both languages** (design.md section 4): a search for one language (``lang``) finds its
topics whichever language the words are typed in.  The query is read against the glossary
first: a run of words that names a term, in English or Russian ("cover", «укрытия», "cover
saves", «непробиваемый»), may also be found as that term's name in ``lang`` («укрытие»,
"Cover save", "Invulnerable save"); every other word is looked for as it is typed.  A
search without ``lang`` looks at both languages for the words as typed.

The index is the visible text of each topic without the engine tables (their numbers would
match every numeric query).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from desktop.domain.editions import Edition
from desktop.reference import markup
from desktop.reference.glossary import Glossary, Term
from desktop.reference.language import Language
from desktop.reference.render import inline_plain
from desktop.reference.textnorm import CYRILLIC, WORD, find_spans, fold, search_stem, stem_prefix
from desktop.reference.topics import RulesReference, Topic, iter_blocks

SNIPPET_RADIUS = 70
TITLE_WEIGHT = 10
LONGEST_TERM = 4  # words; the longest glossary name a run of query words is compared with
PARTIAL_MINIMUM = 4  # letters a word needs before it may stand for a longer term name
MAX_ENDING = 3  # letters a typed word may have past a name word's stem ("стойкос|тью")
# Between two words of a term name in a text: spaces, quotes, a hyphen, or one short word
# («спасбросок за укрытие», «подтипа «лёгкий»») — not the end of a sentence or table cell.
PHRASE_GAP = re.compile(r"[^\w.;:!?|\n]+(?:\w{1,3}[^\w.;:!?|\n]+)?")
# Words a term name may have that a text can put elsewhere ("спасбросок за укрытие").
NAME_STOP_WORDS = frozenset({"a", "an", "the", "of", "to", "in", "on", "at", "for", "and",
                             "or", "в", "во", "на", "за", "с", "со", "к", "от", "по", "и",
                             "или", "для"})


@dataclass(frozen=True)
class SearchHit:
    edition: Edition
    lang: Language
    topic_id: str
    title: str
    snippet: str
    highlights: tuple[tuple[int, int], ...]  # [start, end) offsets in ``snippet``
    score: int
    words: tuple[str, ...] = ()  # the folded word beginnings found, to mark on the page

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
        self._reference = reference
        self._entries: list[_Entry] = []
        for topic in reference.all_topics():
            text = topic_search_text(topic)
            self._entries.append(_Entry(topic, text, fold(text), len(topic.title)))

    def search(self, query: str, edition: Edition | None = None,
               lang: Language | None = None, limit: int | None = None) -> list[SearchHit]:
        if lang is None:
            parts = tuple(QueryPart((w,), (Alternative((Needle.typed(w),)),))
                          for w in query_words(query))
        else:
            parts = plan_query(query, self._reference.glossary, lang, edition)
        if not parts:
            return []
        hits: list[SearchHit] = []
        for entry in self._entries:
            if edition is not None and entry.topic.edition is not edition:
                continue
            if lang is not None and entry.topic.lang is not lang:
                continue
            hit = _match(entry, parts)
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


@dataclass(frozen=True)
class Needle:
    """A folded word beginning to find; ``whole``: only as a whole word ("AP", not "apply")."""

    text: str
    whole: bool

    @classmethod
    def typed(cls, word: str) -> Needle:
        return cls(word, len(word) <= 2)


@dataclass(frozen=True)
class Alternative:
    """One way a text may say a query part: word beginnings that must all occur — as
    typed, anywhere in the topic; as a term's name, next to each other (a phrase)."""

    needles: tuple[Needle, ...]
    phrase: bool = False

    def spans(self, folded: str) -> list[tuple[int, int]]:
        """Where the words occur (empty when the alternative is not in the text)."""
        per_word = [find_spans(folded, n.text, n.whole) for n in self.needles]
        if not all(per_word):
            return []
        if not self.phrase or len(per_word) == 1:
            return [span for spans in per_word for span in spans]
        found: list[tuple[int, int]] = []
        for first in per_word[0]:
            chain = [first]
            for spans in per_word[1:]:
                following = next((s for s in spans if s[0] > chain[-1][1]
                                  and PHRASE_GAP.fullmatch(folded[chain[-1][1]:s[0]])), None)
                if following is None:
                    break
                chain.append(following)
            else:
                found += chain
        return found


@dataclass(frozen=True)
class QueryPart:
    """One word of the query, or a run of words naming a glossary term, with the ways a
    text may say it: the words as typed and the term's names."""

    typed: tuple[str, ...]
    alternatives: tuple[Alternative, ...]


def plan_query(query: str, glossary: Glossary, lang: Language,
               edition: Edition | None = None) -> tuple[QueryPart, ...]:
    """Split a query into parts, reading runs of words as glossary terms (longest first)."""
    words = query_words(query)
    named = [(term, _all_names(term)) for term in glossary.terms(edition)]
    if any(w not in NAME_STOP_WORDS for w in words):
        words = _without_lone_stop_words(named, words)
    parts: list[QueryPart] = []
    start = 0
    while start < len(words):
        for end in range(min(len(words), start + LONGEST_TERM), start, -1):
            terms = _terms_named(named, words[start:end])
            if terms:
                break
        else:
            end = start + 1
            terms = _terms_partly_named(named, words[start])
        typed = words[start:end]
        alternatives = {Alternative(tuple(map(Needle.typed, typed))): None}
        for term in terms:
            for name in _names_in(term, lang, edition):
                alternatives.setdefault(Alternative(name, phrase=True), None)
        parts.append(QueryPart(typed, tuple(alternatives)))
        start = end
    return tuple(parts)


Named = list[tuple[Term, list[tuple[str, ...]]]]  # terms with the folded words of each name


def _without_lone_stop_words(named: Named, words: tuple[str, ...]) -> tuple[str, ...]:
    """Drop "of", «за»… unless they belong to a term name ("number of attacks")."""
    keep = [w not in NAME_STOP_WORDS for w in words]
    for start in range(len(words)):
        for end in range(start + 2, min(len(words), start + LONGEST_TERM) + 1):
            if _terms_named(named, words[start:end]):
                keep[start:end] = [True] * (end - start)
    return tuple(w for w, k in zip(words, keep, strict=True) if k)


def _name_words(name: str) -> tuple[str, ...]:
    """The folded words of a term name, without quotes and a trailing "(BS)" or "(X)"."""
    bare = re.sub(r"\s*\([^)]*\)\s*$", "", re.sub(r"[«»\"„“”]", "", name))
    return tuple(m.group(0) for m in WORD.finditer(fold(bare)))


def _all_names(term: Term) -> list[tuple[str, ...]]:
    names = [term.en, *term.en_editions.values(), term.ru, *term.ru_editions.values(),
             *term.ru_alt]
    if term.abbr:
        names.append(term.abbr)
    return [words for words in map(_name_words, names) if words]


def _same_word(typed: str, word: str) -> bool:
    """Does a typed (stemmed) word stand for this word of a term name?

    The typed word may be the name word's beginning, or the name word with a short ending
    ("saves" for "save", «укрытиям» for «укрытие») — not a longer word ("shieldwall").
    """
    if len(typed) <= 2 or len(word) <= 2:
        return typed == word
    if word.startswith(typed):
        return True
    stem = _stem(word)
    return typed.startswith(stem) and len(typed) - len(stem) <= MAX_ENDING


def _stem(word: str) -> str:
    """The beginning all forms of a folded name word share (short words stay whole)."""
    return stem_prefix(word) if CYRILLIC.search(word) and len(word) > 3 else word


def _terms_named(named: Named, typed: tuple[str, ...]) -> list[Term]:
    """Terms with a name (either language) of exactly these words, in any case ending."""
    return [term for term, names in named
            if any(len(name) == len(typed) and all(map(_same_word, typed, name))
                   for name in names)]


def _terms_partly_named(named: Named, typed: str) -> list[Term]:
    """The one term with a longer name a word of which starts with ``typed``
    («непробиваем» -> «непробиваемый спасбросок»); none when several terms have one."""
    if len(typed) < PARTIAL_MINIMUM:
        return []
    terms = [term for term, names in named
             if any(len(name) > 1 and any(word.startswith(typed) for word in name)
                    for name in names)]
    return terms if len(terms) == 1 else []


def _names_in(term: Term, lang: Language, edition: Edition | None) -> list[tuple[Needle, ...]]:
    """The word beginnings to look for when a text in ``lang`` names ``term``."""
    if edition is not None:
        names = [term.name(lang, edition)]
    elif lang is Language.EN:
        names = [term.en, *term.en_editions.values()]
    else:
        names = [term.ru, *term.ru_editions.values()]
    if lang is Language.RU:
        names += term.ru_alt
    if term.abbr:
        names.append(term.abbr)
    out: list[tuple[Needle, ...]] = []
    for name in names:
        words = _name_words(name)
        stems = (tuple(fold(s) for s in term.ru_stems)
                 if name == term.ru and len(term.ru_stems) == len(words) else
                 tuple(_stem(w) for w in words))
        kept = tuple(Needle(s, len(w) <= 2) for s, w in zip(stems, words, strict=True)
                     if len(words) == 1 or w not in NAME_STOP_WORDS)
        if kept and kept not in out:
            out.append(kept)
    return out


def _match(entry: _Entry, parts: tuple[QueryPart, ...]) -> SearchHit | None:
    """A hit when every part is found in one of its ways; the spans of all ways found."""
    per_part: list[list[tuple[int, int]]] = []
    found: dict[str, None] = {}
    for part in parts:
        spans: set[tuple[int, int]] = set()
        for alternative in part.alternatives:
            where = alternative.spans(entry.folded)
            if where:
                spans.update(where)
                found.update(dict.fromkeys(n.text for n in alternative.needles))
        if not spans:
            return None
        per_part.append(sorted(spans))
    spans_all = sorted({span for spans in per_part for span in spans})
    score = sum(TITLE_WEIGHT if start < entry.title_length else 1 for start, _ in spans_all)
    anchor = min(per_part, key=len)[0][0]  # first place of the rarest part
    snippet, offset = _snippet(entry.text, anchor)
    local = tuple((s - offset, e - offset) for s, e in spans_all
                  if s >= offset and e <= offset + len(snippet))
    topic = entry.topic
    return SearchHit(topic.edition, topic.lang, topic.id, topic.title, snippet, local, score,
                     tuple(found))


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
    """Search ``reference``; same as :meth:`RulesReference.search`.

    With ``lang``, the topics of that language are searched with the query in either
    language; without it, both languages are searched for the words as typed.
    """
    return reference.search(query, edition, lang, limit)
