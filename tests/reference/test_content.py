"""The reference texts: complete, the same in both languages, linked, and in glossary terms."""

from __future__ import annotations

import re

import pytest

from desktop.domain.editions import Edition
from desktop.reference import Glossary, Language, RulesReference, Topic
from desktop.reference.markup import Note, Paragraph, Strong
from desktop.reference.search import topic_search_text
from desktop.reference.textnorm import fold, stem_prefix
from desktop.reference.topics import iter_blocks
from desktop.resources import resource_path

COMMON = ("target", "range", "shots", "hit", "wound", "save", "damage", "morale")
OWN = {
    Edition.CLASSIC: ("cover", "instant-death"),
    Edition.SECOND: ("modifiers", "seven-plus", "sustained-fire", "break-test"),
    Edition.KILL_TEAM_2018: ("injury", "nerve", "flesh-wounds", "broken"),
    Edition.HORUS_HERESY: ("fire-groups", "critical-hits", "statuses", "reactions",
                           "armour-penetration", "mitigation"),
}
EDITIONS = tuple(Edition)
PAIRS = [(e, t) for e in EDITIONS for t in ("overview", *COMMON, *OWN[e])]


def both(ref: RulesReference, edition: Edition, topic_id: str) -> tuple[Topic, Topic]:
    return ref.topic(edition, Language.EN, topic_id), ref.topic(edition, Language.RU, topic_id)


@pytest.mark.parametrize("edition", EDITIONS)
def test_required_topics_in_both_languages(ref: RulesReference, edition: Edition) -> None:
    ids = ref.topic_ids(edition)
    assert set(COMMON) | set(OWN[edition]) <= set(ids)
    for lang in Language:
        on_disk = {p.stem for p in resource_path("rules", edition.value, lang.value).glob("*.md")}
        assert on_disk == set(ids), f"{edition}/{lang}: files and index.json disagree"
        assert [t.id for t in ref.topics(edition, lang)] == list(ids)


@pytest.mark.parametrize(("edition", "topic_id"), PAIRS)
def test_titles_are_in_their_language(ref: RulesReference, edition: Edition,
                                      topic_id: str) -> None:
    en, ru = both(ref, edition, topic_id)
    assert en.title and ru.title and en.title != ru.title
    assert not re.search("[А-Яа-яЁё]", en.text()), "Cyrillic in an English text"
    assert re.search("[А-Яа-яЁё]", ru.title)


@pytest.mark.parametrize(("edition", "topic_id"), PAIRS)
def test_languages_link_the_same_topics_and_terms(ref: RulesReference, edition: Edition,
                                                  topic_id: str) -> None:
    en, ru = both(ref, edition, topic_id)
    assert {(x.edition, x.topic) for x in en.links()} == {(x.edition, x.topic) for x in ru.links()}
    assert {x.term for x in en.term_links()} == {x.term for x in ru.term_links()}
    assert en.engine_tables() == ru.engine_tables()


def test_every_link_resolves(ref: RulesReference, glossary: Glossary) -> None:
    for topic in ref.all_topics():
        for link in topic.links():
            assert ref.resolve(link, topic.edition, topic.lang) is not None, (topic.key, link)
        for term in topic.term_links():
            assert term.term in glossary, (topic.key, term.term)
            assert glossary.term(term.term).applies_to(topic.edition), (topic.key, term.term)


def test_every_topic_is_reachable_from_the_overview(ref: RulesReference) -> None:
    for edition in EDITIONS:
        seen, todo = set(), ["overview"]
        while todo:
            current = todo.pop()
            if current in seen:
                continue
            seen.add(current)
            topic = ref.topic(edition, Language.EN, current)
            todo += [x.topic for x in topic.links() if x.edition in (None, edition.value)]
        assert seen == set(ref.topic_ids(edition)), edition


def test_term_labels_are_glossary_forms(ref: RulesReference, glossary: Glossary) -> None:
    """Every [[term:ID|label]] is the glossary's word (Russian: any case ending of it)."""
    wrong = []
    for topic in ref.all_topics():
        for link in topic.term_links():
            term = glossary.term(link.term)
            if link.label and not term.accepts_label(link.label, topic.lang, topic.edition):
                wrong.append(f"{topic.key}/{topic.lang}: {link.term} = {link.label!r}")
    assert not wrong, "\n".join(wrong)


def test_avoided_russian_forms_never_appear(ref: RulesReference, glossary: Glossary) -> None:
    avoided = [(t.id, fold(a)) for t in glossary.terms() for a in t.avoid_ru]
    assert ("saving-throw", "спас-брос") in avoided  # the glossary asks for one spelling
    for topic in ref.topics_of_language(Language.RU):
        text = fold(topic.text())
        for term_id, form in avoided:
            assert form not in text, f"{topic.key}: '{form}' instead of {term_id}"


def ru_pattern(glossary: Glossary, term_id: str, edition: Edition) -> re.Pattern[str]:
    """Words starting with the stems of the glossary form, in order (any case ending)."""
    term = glossary.term(term_id)
    form = fold(re.sub(r"\s*\(.*\)$", "", term.name(Language.RU, edition)))
    words = form.split()
    stems = [fold(s) for s in term.ru_stems] if len(term.ru_stems) == len(words) and \
        form == fold(term.ru) else [stem_prefix(w) for w in words]
    return re.compile(r"\s+".join(re.escape(s) + r"\w*" for s in stems))


# English name as written in the texts -> glossary id.  When the English page uses the
# term, the Russian page must use the glossary's Russian form (per edition for BS).
KEY_TERMS = {
    "Ballistic Skill": "ballistic-skill", "Toughness": "toughness", "Strength": "strength",
    "saving throw": "saving-throw", "injury roll": "injury-roll", "flesh wound": "flesh-wound",
    "Fire Group": "fire-group", "Snap Shots": "snap-shots", "Critical Hit": "critical-hit",
    "Nerve test": "nerve-test", "Break test": "break-test", "Leadership": "leadership",
    "invulnerable save": "invulnerable-save", "cover save": "cover-save",
    "line of sight": "line-of-sight", "Hull Points": "hull-points",
    "unsaved wound": "unsaved-wound", "out of action": "out-of-action",
}


@pytest.mark.parametrize(("edition", "topic_id"), PAIRS)
def test_key_terms_use_the_glossary_russian_form(ref: RulesReference, glossary: Glossary,
                                                 edition: Edition, topic_id: str) -> None:
    en, ru = both(ref, edition, topic_id)
    en_text, ru_text = topic_search_text(en), fold(topic_search_text(ru))
    for english, term_id in KEY_TERMS.items():
        first = english[0]
        if re.search(rf"\b[{first.upper()}{first.lower()}]{re.escape(english[1:])}", en_text):
            pattern = ru_pattern(glossary, term_id, edition)
            assert pattern.search(ru_text), f"{en.key}: '{english}' has no {pattern.pattern}"


def test_ballistic_skill_follows_each_editions_seed_form(ref: RulesReference) -> None:
    forms = {Edition.SECOND: "стрелков", Edition.KILL_TEAM_2018: "характеристик",
             Edition.CLASSIC: "навык", Edition.HORUS_HERESY: "навык"}
    for edition, stem in forms.items():
        hit = fold(ref.topic(edition, Language.RU, "hit").text())
        assert re.search(stem + r"\w* (?:навык|баллистики|стрельбы)", hit), edition


LATIN = re.compile(r"[A-Za-z][A-Za-z]*")  # "S4", "T5": the letters are checked
DICE = re.compile(r"^D\d+$")


def test_russian_texts_keep_only_glossary_latin(ref: RulesReference, glossary: Glossary) -> None:
    allowed = glossary.latin_words()
    assert {"BS", "AP", "D6"} <= allowed | {"D6"}
    strays = set()
    for topic in ref.topics_of_language(Language.RU):
        for word in LATIN.findall(topic.text()):
            if word not in allowed and not DICE.match(word):
                strays.add(f"{topic.key}: {word}")
    assert not strays, sorted(strays)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("topic_id", ["hit", "wound", "save", "damage"])
def test_core_topics_carry_a_worked_example(ref: RulesReference, edition: Edition,
                                            topic_id: str) -> None:
    for lang, word in ((Language.EN, "Example"), (Language.RU, "Пример")):
        topic = ref.topic(edition, lang, topic_id)
        notes = [b for b in iter_blocks(topic.blocks) if isinstance(b, Note)]
        examples = [n for n in notes if isinstance(n.blocks[0], Paragraph)
                    and n.blocks[0].content[0] == Strong(f"{word}.")]
        assert examples, f"{topic.key}/{lang}"
        assert re.search(r"\d", Topic.text(topic)), "an example needs numbers"


def test_rendered_text_has_no_markup_left(ref: RulesReference) -> None:
    for topic in ref.all_topics():
        text = topic.text()
        for token in ("[[", "]]", "{{", "}}", "**"):
            assert token not in text, (topic.key, topic.lang, token)
