"""Full-text search: both languages, case and ё/е folding, Russian endings, highlights."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.domain.editions import Edition
from desktop.reference import Glossary, Language, RulesReference, SearchHit
from desktop.reference.search import (
    Needle,
    find_spans,
    plan_query,
    query_words,
    topic_search_text,
)
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


# --- both languages: the reader's language, whichever language the words are typed in ------

def titles(hits: list[SearchHit]) -> list[str]:
    return [h.title for h in hits]


@pytest.mark.parametrize(("query", "lang", "first"), [
    ("cover", Language.RU, "Спасброски за укрытие"),       # English word, Russian reader
    ("укрытие", Language.EN, "Cover saves"),               # design.md section 4 example
    ("укрытиями", Language.EN, "Cover saves"),             # a Russian ending
    ("cover saves", Language.RU, "Спасброски за укрытие"),  # a two-word term
    ("спасброски за укрытие", Language.EN, "Cover saves"),
    ("injury roll", Language.RU, "Бросок последствий"),
    ("бросок последствий", Language.EN, "Injury roll"),
    ("огневые группы", Language.EN, "Fire Groups"),
    ("Fire Groups", Language.RU, "Огневые группы"),
])
def test_a_term_in_either_language_finds_the_readers_topic(
        ref: RulesReference, query: str, lang: Language, first: str) -> None:
    hits = ref.search(query, lang=lang)
    assert hits and all(h.lang is lang for h in hits)
    assert hits[0].title == first, titles(hits)[:3]


@pytest.mark.parametrize("lang", list(Language))
@pytest.mark.parametrize("query", ["непробиваем", "неуязвим", "invuln", "Invulnerable"])
def test_partial_words_find_the_invulnerable_save(ref: RulesReference, query: str,
                                                  lang: Language) -> None:
    hits = ref.search(query, lang=lang)
    keys_found = {(h.edition, h.topic_id) for h in hits}
    for edition in (Edition.CLASSIC, Edition.KILL_TEAM_2018, Edition.HORUS_HERESY):
        assert (edition, "save") in keys_found, (query, lang)
    name = "неуязвим" if lang is Language.RU else "invulnerable"
    for hit in hits:  # the snippet marks the save's name in the reader's language
        marked = {fold(hit.snippet[s:e]) for s, e in hit.highlights}
        assert any(word.startswith(name) for word in marked), (hit.key, marked)


@pytest.mark.parametrize("edition", list(Edition))
@pytest.mark.parametrize("lang", list(Language))
def test_every_linked_term_finds_its_topic_from_the_other_language(
        ref: RulesReference, glossary: Glossary, edition: Edition, lang: Language) -> None:
    """Every glossary term a page links, typed in the other language, finds that page."""
    other = Language.RU if lang is Language.EN else Language.EN
    missed = []
    for topic in ref.topics(edition, lang):
        for term_id in sorted({link.term for link in topic.term_links()}):
            name = re.sub(r"\s*\(.*\)$", "", glossary.term(term_id).name(other, edition))
            hits = ref.search(name, edition=edition, lang=lang)
            assert all(h.lang is lang and h.edition is edition for h in hits)
            if topic.id not in {h.topic_id for h in hits}:
                missed.append(f"{topic.key}: {name!r}")
    assert not missed, missed


@pytest.mark.parametrize(("edition", "english", "russian"), [
    (Edition.CLASSIC, "Toughness", "стойкость"),
    (Edition.SECOND, "Toughness", "стойкостью"),
    (Edition.KILL_TEAM_2018, "Toughness", "стойкости"),
    (Edition.HORUS_HERESY, "Toughness", "СТОЙКОСТЬ"),
])
def test_both_directions_find_the_same_topics(ref: RulesReference, edition: Edition,
                                              english: str, russian: str) -> None:
    for lang in Language:
        by_english = {h.topic_id for h in ref.search(english, edition, lang)}
        by_russian = {h.topic_id for h in ref.search(russian, edition, lang)}
        assert "wound" in by_english and by_english == by_russian, lang


def test_words_no_glossary_term_bridges_stay_in_their_language(ref: RulesReference) -> None:
    assert ref.search("зеленоглазый", lang=Language.EN) == []
    assert ref.search("Space Marines zzyzx", lang=Language.RU) == []
    assert {h.lang for h in ref.search("cover")} == {Language.EN}  # no lang: words as typed
    assert ref.search("of", lang=Language.RU) == []


def test_plan_query_reads_runs_of_words_as_terms(glossary: Glossary) -> None:
    parts = plan_query("number of shots", glossary, Language.RU)
    assert [p.typed for p in parts] == [("number",), ("shots",)]  # "of" is dropped
    assert ("количест", "ата") in [tuple(n.text for n in a.needles) for a in parts[0].alternatives]
    line = plan_query("line of sight", glossary, Language.RU)  # "of" belongs to the term
    assert [p.typed for p in line] == [("line", "of", "sight")]
    shield = plan_query("Shieldwall", glossary, Language.RU)[0]
    assert ("щит",) not in [tuple(n.text for n in a.needles) for a in shield.alternatives]
    fire = plan_query("sustained fire", glossary, Language.RU)[0]
    assert Needle("ог", False) in [n for a in fire.alternatives for n in a.needles]  # «огня»


def test_hits_name_the_words_to_mark_on_the_page(ref: RulesReference) -> None:
    hit = ref.search("cover", lang=Language.RU)[0]
    assert hit.words and all(w in fold(topic_search_text(
        ref.topic(hit.edition, hit.lang, hit.topic_id))) for w in hit.words)
    page = ref.topic(hit.edition, hit.lang, hit.topic_id).html(" ".join(hit.words))
    assert "#ffe58a" in page
