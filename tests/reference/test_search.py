"""Full-text search: both languages, case and ё/е folding, Russian endings, highlights."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.domain.editions import Edition
from desktop.reference import Language, RulesReference, SearchHit
from desktop.reference.search import find_spans, query_words, topic_search_text
from desktop.reference.textnorm import fold, search_stem


def keys(hits: list[SearchHit]) -> set[tuple[str, str, str]]:
    return {(h.edition.value, h.lang.value, h.topic_id) for h in hits}


@pytest.mark.parametrize(("query", "lang", "expected"), [
    ("Toughness", Language.EN, ("classic", "en", "wound")),
    ("стойкость", Language.RU, ("classic", "ru", "wound")),
    ("СТОЙКОСТИ", Language.RU, ("horus-heresy", "ru", "wound")),   # case + ending
    ("injury roll", Language.EN, ("kill-team-2018", "en", "injury")),
    ("бросок последствий", Language.RU, ("kill-team-2018", "ru", "injury")),
    ("оглушен", Language.RU, ("horus-heresy", "ru", "statuses")),  # е finds ё
    ("огневые группы", Language.RU, ("horus-heresy", "ru", "fire-groups")),
    ("Fire Groups", Language.EN, ("horus-heresy", "en", "fire-groups")),
])
def test_finds_terms(ref: RulesReference, query: str, lang: Language,
                     expected: tuple[str, str, str]) -> None:
    hits = ref.search(query)
    assert expected in keys(hits)
    assert all(h.lang is lang for h in hits if h.topic_id == expected[2]
               and h.edition.value == expected[0] and h.lang.value == expected[1])


def test_one_search_covers_both_languages(ref: RulesReference) -> None:
    hits = ref.search("BS")  # kept in Latin in both languages
    assert {h.lang for h in hits} == {Language.EN, Language.RU}
    assert ref.search("BS", lang=Language.RU) and all(
        h.lang is Language.RU for h in ref.search("BS", lang=Language.RU))
    only = ref.search("BS", edition=Edition.SECOND)
    assert only and {h.edition for h in only} == {Edition.SECOND}


def test_every_word_must_match(ref: RulesReference) -> None:
    assert keys(ref.search("flesh wound nerve")) <= keys(ref.search("flesh wound"))
    assert ref.search("стойкость зеленоглазый") == []
    assert ref.search("   ") == [] and ref.search("!!") == []


def test_title_hits_rank_first(ref: RulesReference) -> None:
    hits = ref.search("Instant Death")
    assert (hits[0].edition, hits[0].topic_id) == (Edition.CLASSIC, "instant-death")


def test_highlights_point_at_the_query(ref: RulesReference) -> None:
    for query in ("стойкость", "Snap Shots", "ёлка спасброски", "спасброски"):
        stems = query_words(query)
        for hit in ref.search(query):
            assert hit.highlights, hit
            for start, end in hit.highlights:
                word = fold(hit.snippet[start:end])
                assert any(word.startswith(s) for s in stems), (word, stems)
            assert "\n" not in hit.snippet and len(hit.snippet) <= 150


def test_words_match_at_word_starts_only(ref: RulesReference) -> None:
    # Matches start a word and run to its end; one- and two-letter words match whole words.
    assert find_spans(fold("happen, apply, AP 5"), "app") == [(8, 13)]
    assert find_spans(fold("happen, apply, AP 5"), "ap") == [(15, 17)]
    assert find_spans(fold("броне, бронёй"), fold("броней")) == [(7, 13)]
    assert find_spans(fold("броне, бронёй"), fold("бронё")) == [(0, 5), (7, 13)]


def test_query_words() -> None:
    assert query_words("Стойкости, СТОЙКОСТЬ!") == ("стойкост",)
    assert query_words("2D6 ёж") == ("2d6", "еж")
    assert search_stem("ранениями") == "ранени"
    assert search_stem("бег") == "бег"  # short words stay


@given(st.text(max_size=40))
def test_fold_keeps_positions(text: str) -> None:
    assert len(fold(text)) == len(text)


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_any_word_of_a_topic_finds_that_topic(ref: RulesReference, data: st.DataObject) -> None:
    topics = list(ref.all_topics())
    topic = data.draw(st.sampled_from(topics))
    words = re.findall(r"[A-Za-zА-Яа-яЁё]{4,}", topic_search_text(topic))
    word = data.draw(st.sampled_from(words))
    hits = ref.search(word, edition=topic.edition, lang=topic.lang)
    assert topic.id in {h.topic_id for h in hits}, word
