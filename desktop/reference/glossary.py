"""The EN/RU glossary of game terms (``resources/glossary.json``).

The glossary is the single authority for how a game term is written in Russian: the rules
texts link terms with ``[[term:ID|inflected form]]`` and the tests check every such label,
and every Latin word left in a Russian text, against this file.  Definitions are short and
written in our own words; ``source``/``status`` keep the research provenance of the Russian
form (``attested`` = seen in a Russian source, ``proposed`` = our suggestion, ``kept`` = the
English name is kept on purpose, as Russian players and articles do).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from desktop.domain.editions import Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, error
from desktop.reference.language import Language
from desktop.reference.textnorm import fold, stem_prefix
from desktop.resources import resource_path

CTX = "RulesReference"
GLOSSARY_FORMAT = "auspex-glossary"
GLOSSARY_VERSION = 1


@dataclass(frozen=True)
class Term:
    """One term: names in both languages, the printed abbreviation and two definitions."""

    id: str
    en: str
    ru: str
    definition_en: str
    definition_ru: str
    abbr: str | None = None
    scope: tuple[str, ...] = ("all",)
    status: str = "attested"
    source: str = ""
    ru_editions: Mapping[str, str] = field(default_factory=dict)
    en_editions: Mapping[str, str] = field(default_factory=dict)
    ru_alt: tuple[str, ...] = ()
    avoid_ru: tuple[str, ...] = ()
    ru_stems: tuple[str, ...] = ()  # per word of ``ru`` when the automatic stem is wrong
    en_kept: bool = False  # the English name may stand in Russian text (usually in brackets)
    proper: bool = False  # a rule name that keeps its capitals inside a sentence

    def __post_init__(self) -> None:
        if self.en_kept or self.abbr or any(w[:1].isupper() for w in self.en.split()[1:]):
            object.__setattr__(self, "proper", True)

    def name(self, lang: Language, edition: Edition | str | None = None) -> str:
        """The term as our texts write it in ``lang`` (an edition may prefer its own form)."""
        forms = self.en_editions if lang is Language.EN else self.ru_editions
        if edition is not None and str(edition) in forms:
            return forms[str(edition)]
        return self.en if lang is Language.EN else self.ru

    def definition(self, lang: Language) -> str:
        return self.definition_en if lang is Language.EN else self.definition_ru

    def applies_to(self, edition: Edition | str) -> bool:
        return "all" in self.scope or str(edition) in self.scope

    def accepts_label(self, label: str, lang: Language, edition: Edition | str | None) -> bool:
        """Is ``label`` an inflected form of this term's name (for the Russian case endings)?

        Each word of the label must start with the stem of the matching word of the
        glossary form; a trailing "(BS)"-style bracket is allowed.  English labels must
        contain the English name or its abbreviation (plural "s" allowed).
        """
        text = _bare(label)
        if lang is Language.EN:
            folded = fold(text)
            if self.abbr is not None and re.search(rf"\b{re.escape(fold(self.abbr))}\b", folded):
                return True
            return fold(_bare(self.name(lang, edition))) in folded
        form = self.name(lang, edition)
        stems = self.ru_stems if form == self.ru else ()
        return _matches_form(text, form, stems)


def _bare(text: str) -> str:
    """Drop quotes and a trailing bracket such as "(BS)" or "(X)"."""
    text = re.sub(r"[«»\"„“”]", "", text)
    return re.sub(r"\s*\([^)]*\)\s*$", "", text).strip()


def _matches_form(label: str, form: str, stems: tuple[str, ...] = ()) -> bool:
    label_words = fold(label).split()
    form_words = fold(_bare(form)).split()
    if len(label_words) != len(form_words):
        return False
    prefixes = [fold(s) for s in stems] if len(stems) == len(form_words) else [
        stem_prefix(word) for word in form_words]
    return all(word.startswith(prefix) for word, prefix in zip(label_words, prefixes,
                                                                strict=True))


class Glossary:
    """All terms, looked up by id, by name in either language, or by a search string."""

    def __init__(self, terms: Iterable[Term], latin_allowed: Iterable[str] = ()) -> None:
        self._terms: dict[str, Term] = {}
        for term in terms:
            if term.id in self._terms:
                raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Glossary term '%1' is defined twice"),
                            term.id)
            self._terms[term.id] = term
        self.latin_allowed: frozenset[str] = frozenset(latin_allowed)

    def __len__(self) -> int:
        return len(self._terms)

    def __contains__(self, term_id: object) -> bool:
        return term_id in self._terms

    def latin_words(self) -> frozenset[str]:
        """Latin-script words a Russian text may contain: abbreviations (BS, AP…), names
        the glossary keeps in English, and the extra symbols of ``latin_allowed`` (X, N…)."""
        words = set(self.latin_allowed)
        for term in self._terms.values():
            if term.abbr:
                words.add(term.abbr)
            texts = [term.ru, *term.ru_editions.values()]
            if term.en_kept:
                texts.append(term.en)
            for text in texts:
                words.update(re.findall(r"[A-Za-z][A-Za-z0-9]*", text))
        return frozenset(words)

    def terms(self, edition: Edition | str | None = None) -> tuple[Term, ...]:
        """All terms (in file order), or those that apply to ``edition``."""
        return tuple(t for t in self._terms.values() if edition is None or t.applies_to(edition))

    def term(self, term_id: str) -> Term:
        try:
            return self._terms[term_id]
        except KeyError:
            raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Unknown glossary term '%1'"),
                        term_id) from None

    def lookup(self, name: str, lang: Language | None = None) -> Term | None:
        """The term whose name (or abbreviation) is exactly ``name``, ignoring case and ё/е."""
        wanted = fold(name.strip())
        for term in self._terms.values():
            names = _names(term, lang)
            if wanted in names:
                return term
        return None

    def translate(self, name: str, to: Language,
                  edition: Edition | str | None = None) -> str | None:
        """EN -> RU or RU -> EN for a term name; None when the glossary does not know it."""
        source = Language.RU if to is Language.EN else Language.EN
        term = self.lookup(name, source)
        return term.name(to, edition) if term else None

    def find(self, query: str) -> tuple[Term, ...]:
        """Terms whose names, abbreviation or definitions contain every word of ``query``."""
        words = fold(query).split()
        if not words:
            return ()
        scored: list[tuple[int, int, Term]] = []
        for index, term in enumerate(self._terms.values()):
            names = " ".join(_names(term, None))
            body = fold(" ".join((term.definition_en, term.definition_ru)))
            if all(w in names or w in body for w in words):
                rank = 0 if all(w in names for w in words) else 1
                scored.append((rank, index, term))
        return tuple(term for _, _, term in sorted(scored, key=lambda item: item[:2]))


def _names(term: Term, lang: Language | None) -> set[str]:
    names: set[str] = set()
    if lang in (None, Language.EN):
        names.add(fold(term.en))
        if term.abbr:
            names.add(fold(term.abbr))
    if lang in (None, Language.RU):
        names.update(fold(n) for n in (term.ru, *term.ru_editions.values(), *term.ru_alt))
    return names


def parse_glossary(data: object) -> Glossary:
    """Build a :class:`Glossary` from the decoded JSON, refusing unknown formats."""
    if not isinstance(data, dict) or data.get("format") != GLOSSARY_FORMAT:
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Not an Auspex glossary file"))
    if data.get("version") != GLOSSARY_VERSION:
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Unsupported glossary version %1"),
                    data.get("version"))
    terms = [_term(raw) for raw in data["terms"]]
    return Glossary(terms, data.get("latin_allowed", ()))


def _term(raw: dict[str, object]) -> Term:
    def text(key: str) -> str:
        value = raw.get(key)
        if not isinstance(value, str) or not value:
            raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Glossary term %1 lacks '%2'"),
                        raw.get("id"), key)
        return value

    def strings(key: str) -> tuple[str, ...]:
        value = raw.get(key, [])
        return tuple(str(v) for v in value) if isinstance(value, list) else ()

    editions = raw.get("ru_editions", {})
    en_editions = raw.get("en_editions", {})
    abbr = raw.get("abbr")
    return Term(
        id=text("id"), en=text("en"), ru=text("ru"),
        definition_en=text("def_en"), definition_ru=text("def_ru"),
        abbr=abbr if isinstance(abbr, str) else None,
        scope=strings("scope") or ("all",),
        status=str(raw.get("status", "attested")), source=str(raw.get("source", "")),
        ru_editions=dict(editions) if isinstance(editions, dict) else {},
        en_editions=dict(en_editions) if isinstance(en_editions, dict) else {},
        ru_alt=strings("ru_alt"), avoid_ru=strings("avoid_ru"),
        ru_stems=strings("ru_stems"), en_kept=raw.get("en_kept") is True,
        proper=raw.get("proper") is True,
    )


def load_glossary(path: Path | None = None) -> Glossary:
    file = path or resource_path("glossary.json")
    with file.open(encoding="utf-8") as handle:
        return parse_glossary(json.load(handle))


@cache
def default_glossary() -> Glossary:
    """The shipped glossary, read once."""
    return load_glossary()
