"""Every topic, rendered in both languages, reads as sentences around its links.

A link without a label shows the target's title or glossary name, which can clash with the
words around it ("number of number of shots", "the morale sub-phase sub-phase", "a
Advance").  These tests render the inline text exactly as the reader shows it (the same
``link_label`` the plain and HTML renderers use) and look at both sides of every link.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from desktop.domain.editions import Edition
from desktop.reference import Language, RulesReference, Topic, markup
from desktop.reference.render import inline_plain, link_label, starts_sentence
from desktop.reference.topics import iter_blocks

WORD = re.compile(r"[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё'-]*")
# One to three words repeated right after themselves ("sub-phase sub-phase").
DOUBLED = re.compile(r"\b([A-Za-zА-Яа-яЁё][\w'-]*(?:\s+[\w'-]+){0,2})\s+\1\b",
                     re.IGNORECASE)
# English words that start with a vowel letter but a consonant sound, and the reverse.
A_BEFORE_VOWEL_LETTER = re.compile(r"^(?:uni|use|usu|eu|one\b|once)", re.IGNORECASE)
AN_BEFORE_CONSONANT_LETTER = re.compile(r"^(?:hour|honou?r|heir)", re.IGNORECASE)
VOWEL_NAMED_LETTERS = set("AEFHILMNORSX")  # "an S", "an LD", "an FP"


def contents(topic: Topic) -> Iterator[markup.Inlines]:
    """Every piece of inline text of a topic: headings, paragraphs, list items, cells."""
    for block in iter_blocks(topic.blocks):
        if isinstance(block, markup.Heading | markup.Paragraph):
            yield block.content
        elif isinstance(block, markup.ListBlock):
            yield from block.items
        elif isinstance(block, markup.TableBlock):
            for row in (block.header, *block.rows):
                yield from row


def links_in_context(topic: Topic) -> Iterator[tuple[str, str, str, bool]]:
    """(text before, label shown, text after, shows a topic title) for every link."""
    for content in contents(topic):
        shown: list[str] = []
        for node in content:
            if isinstance(node, markup.TopicLink | markup.TermLink):
                shown.append(link_label(topic, node, starts_sentence("".join(shown))))
            else:
                shown.append(node.text)
        for index, node in enumerate(content):
            if isinstance(node, markup.TopicLink | markup.TermLink):
                yield ("".join(shown[:index]), shown[index], "".join(shown[index + 1:]),
                       isinstance(node, markup.TopicLink) and node.label is None)


def needs_an(word: str) -> bool:
    """Does the English word take "an" (by its first sound)?"""
    if re.match(r"^[A-Z]{1,4}\b", word) and (len(word) == 1 or not word[1:2].islower()):
        return word[0] in VOWEL_NAMED_LETTERS  # an initialism read letter by letter
    if AN_BEFORE_CONSONANT_LETTER.match(word):
        return True
    return word[:1].lower() in "aeiou" and not A_BEFORE_VOWEL_LETTER.match(word)


def article_errors(before: str, label: str) -> list[str]:
    article = re.search(r"\b(a|an)\s+$", before, re.IGNORECASE)
    first = WORD.match(label)
    if article is None or first is None:
        return []
    wanted = "an" if needs_an(first.group(0)) else "a"
    if article.group(1).lower() != wanted:
        return [f"'{article.group(1)} {label}'"]
    return []


def title_after_copula(before: str, label: str, title: bool) -> list[str]:
    """A topic title is a noun phrase: after "is" it reads "the kill team is broken test"."""
    if title and re.search(r"\b(?:is|are|be|becomes?)\s+$", before):
        return [f"'{before.split()[-1]} {label}' (a topic title after a verb)"]
    return []


def doubled_at_link(before: str, label: str, after: str) -> list[str]:
    """Words of the label that repeat the words just before or just after it."""
    found = []
    around = " ".join([*WORD.findall(before)[-3:], *WORD.findall(label),
                       *WORD.findall(after)[:3]])
    for match in DOUBLED.finditer(around):
        found.append(f"'{match.group(0)}' around [{label}]")
    return found


@pytest.mark.parametrize("edition", list(Edition))
@pytest.mark.parametrize("lang", list(Language))
def test_links_read_as_part_of_their_sentence(ref: RulesReference,
                                                         edition: Edition,
                                                         lang: Language) -> None:
    problems = []
    for topic in ref.topics(edition, lang):
        for before, label, after, title in links_in_context(topic):
            problems += [f"{topic.key}/{lang}: {p}" for p in doubled_at_link(before, label, after)]
            if lang is Language.EN:
                problems += [f"{topic.key}/en: {p}" for p in (*article_errors(before, label),
                             *title_after_copula(before, label, title))]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("edition", list(Edition))
@pytest.mark.parametrize("lang", list(Language))
def test_no_doubled_words_anywhere(ref: RulesReference, edition: Edition,
                                   lang: Language) -> None:
    """The whole rendered text, tables written in the topic included."""
    problems = []
    for topic in ref.topics(edition, lang):
        for content in contents(topic):
            text = inline_plain(topic, content)
            problems += [f"{topic.key}/{lang}: '{m.group(0)}'" for m in DOUBLED.finditer(text)
                         if not m.group(1)[0].isdigit()]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("text", "label", "after", "expected"), [
    ("the number of ", "number of shots", " with", ["'number of number of'"]),
    ("in the ", "morale sub-phase", " sub-phase gives", ["'sub-phase sub-phase'"]),
    ("made a ", "Advance", "", []),
])
def test_the_checks_catch_the_old_mistakes(text: str, label: str, after: str,
                                           expected: list[str]) -> None:
    found = doubled_at_link(text, label, after)
    assert [f.split(" around")[0] for f in found] == expected
    assert article_errors("made a ", "Advance") == ["'a Advance'"]
    assert article_errors("a ", "unit") == [] and article_errors("an ", "unit") == ["'an unit'"]
    assert article_errors("an ", "AP value") == [] and article_errors("a ", "BS") == []
    assert article_errors("an ", "Invulnerable save") == []
    assert title_after_copula("the firer's kill team is ", "broken test", True)
    assert not title_after_copula("the firer's kill team is ", "broken", False)
