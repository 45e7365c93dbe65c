"""The Russian texts say what the English says, in one word per concept.

These tests read every Russian text Auspex shows — the rules reference topics, the
glossary definitions and the Russian UI catalogue — and look for wordings that a Russian
reader would take for something else than the English means.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest

from desktop.domain.editions import Edition
from desktop.reference import Glossary, Language, RulesReference
from desktop.reference.search import topic_search_text
from desktop.reference.textnorm import fold
from tests.conftest import REPO

RU_TS = REPO / "translations" / "auspex_ru.ts"


def ui_translations() -> list[tuple[str, str, str]]:
    """(context, English source, Russian translation) of every entry; numerus forms joined."""
    entries = []
    for context in ET.parse(RU_TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.findall("numerusform")]
            text = " | ".join(forms) if forms else (translation.text or "")
            entries.append((name, message.findtext("source") or "", text))
    return entries


def russian_texts(ref: RulesReference, glossary: Glossary) -> Iterator[tuple[str, str]]:
    """(where, text) for every Russian text: topics (as rendered), definitions, UI."""
    for topic in ref.topics_of_language(Language.RU):
        yield f"{topic.key}/ru", topic.text()
    for term in glossary.terms():
        yield f"glossary {term.id}", term.definition_ru
    for context, source, text in ui_translations():
        yield f"ui {context} '{source}'", text


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?;:])\s+|\n\s*\n", text.replace("\n", " ")) if s]


TEST_WORD = re.compile(r"\b(?:тест|проверк)", re.IGNORECASE)
# "проходить тест" reads both "to take a test" and "to pass it"; "должен пройти тест" reads
# "must pass".  The texts take a test with «делать», pass it with «пройден» or «успех».
AMBIGUOUS_TAKE = re.compile(r"\bпроход\w*|\bпроходи\w*|\bдолж\w+ пройти\b", re.IGNORECASE)


def test_taking_a_test_is_never_said_with_prokhodit(ref: RulesReference,
                                                     glossary: Glossary) -> None:
    wrong = [f"{where}: {sentence}" for where, text in russian_texts(ref, glossary)
             for sentence in sentences(text)
             if TEST_WORD.search(sentence) and AMBIGUOUS_TAKE.search(sentence)]
    assert not wrong, "\n".join(wrong)


# Wordings that once said something else than the English, each with what it read as.
MISREADINGS = {
    r"ранени\w* может отменить": "a wound cancels a save (EN: a save stops a wound)",
    r"спасброс\w* (?:ещё )?может отменить тест": "a failed save cancels the mitigation test",
    r"отряд, который видит хотя бы": "the target sees the shooters (EN: the shooters see it)",
    r"может проверять": "a compulsory test made optional",
    r"тест\w* не проход|не проход\w* тест": "never passes (EN: never takes the test)",
    r"это 25%": "the morale line shown for 6 of 15 casualties says they are 25%",
}


@pytest.mark.parametrize(("pattern", "reading"), list(MISREADINGS.items()))
def test_old_misreadings_are_gone(ref: RulesReference, glossary: Glossary, pattern: str,
                                  reading: str) -> None:
    found = [where for where, text in russian_texts(ref, glossary)
             if re.search(pattern, text, re.IGNORECASE)]
    assert not found, f"{reading}: {found}"


def test_fixed_sentences_keep_their_english_meaning(ref: RulesReference) -> None:
    """The sentences the issue named, read again: who does what to whom."""
    def ru(edition: Edition, topic_id: str) -> str:
        return fold(topic_search_text(ref.topic(edition, Language.RU, topic_id)))

    assert "ранение можно остановить одним спасброском" in ru(Edition.CLASSIC, "save")
    assert "ранение еще можно отбросить тестом" in ru(Edition.HORUS_HERESY, "save")
    assert "который видят хотя бы некоторые модели стреляющего" in ru(Edition.CLASSIC,
                                                                      "overview")
    assert "обязан сделать тест на лидерство" in ru(Edition.CLASSIC, "overview")
    assert "тест не делается" in ru(Edition.CLASSIC, "morale")
    assert re.search(r"никогда не делают тест", ru(Edition.SECOND, "break-test"))
    morale = {(context, source): text for context, source, text in ui_translations()
              if "25%" in source and context in ("Classic", "Second")}
    assert morale and all("at least 25%" in source.lower() and "не меньше 25%" in text
                          for (_c, source), text in morale.items())


# --- one word per concept ------------------------------------------------------------------

def avoided_pattern(form: str) -> re.Pattern[str]:
    """A glossary ``avoid_ru`` form (a folded prefix; a trailing space means "whole word")."""
    tail = r"(?!\w)" if form.endswith(" ") else ""
    return re.compile(re.escape(fold(form.strip())) + tail)


def test_avoided_forms_appear_in_no_russian_text(ref: RulesReference,
                                                 glossary: Glossary) -> None:
    """Topics, definitions and the UI all use the glossary's one form of each term."""
    avoided = [(t.id, form, avoided_pattern(form)) for t in glossary.terms()
               for form in t.avoid_ru]
    assert {"break-test", "broken-test", "coherency", "cool", "long-range", "charge",
            "armour-penetration-test"} <= {term_id for term_id, _, _ in avoided}
    wrong = [f"{where}: «{form}» instead of {term_id}"
             for where, text in russian_texts(ref, glossary)
             for term_id, form, pattern in avoided if pattern.search(fold(text))]
    assert not wrong, "\n".join(wrong)


def edition_texts(ref: RulesReference, edition: Edition, contexts: tuple[str, ...]
                  ) -> Iterator[tuple[str, str]]:
    """The Russian topics of an edition and the UI strings of its engine contexts."""
    for topic in ref.topics(edition, Language.RU):
        yield f"{topic.key}/ru", fold(topic.text())
    for context, source, text in ui_translations():
        if context in contexts:
            yield f"ui {context} '{source}'", fold(text)


# Each edition names its morale rolls the way its own texts do: 3rd and 2nd edition have
# tests (тест на лидерство, тест на сломленную мораль), Kill Team has checks (проверка
# нервов, проверка на сломленную мораль); the Horus Heresy has both, as its English does:
# D6 Tests (снижения урона, пробития брони, восстановления, ремонта) and 2D6 Checks.
@pytest.mark.parametrize(("edition", "contexts", "banned"), [
    (Edition.CLASSIC, ("Classic",), r"\bпроверк\w*"),
    (Edition.SECOND, ("Second",), r"\bпроверк\w*"),
    (Edition.KILL_TEAM_2018, ("KillTeam",), r"\bтест\w*"),
    (Edition.HORUS_HERESY, ("HorusHeresy",),
     r"\bпроверк\w* (?:снижени|пробити|восстановлени|ремонт)"
     r"|\bтест\w* (?:лидерств|выдержк|на панику|морал|статус)"),
])
def test_test_or_check_one_word_per_edition(ref: RulesReference, edition: Edition,
                                            contexts: tuple[str, ...], banned: str) -> None:
    wrong = [f"{where}: {m.group(0)}" for where, text in edition_texts(ref, edition, contexts)
             for m in re.finditer(banned, text)]
    assert not wrong, "\n".join(wrong)


def test_armour_penetration_test_has_one_name_apart_from_ap(ref: RulesReference) -> None:
    """The Horus Heresy vehicle test is «пробитие брони»; AP keeps seed 002's «пробивание
    брони (AP)»; the 2nd-edition vehicle value «бронепробиваемость» is another concept."""
    for where, text in edition_texts(ref, Edition.HORUS_HERESY, ("HorusHeresy",)):
        assert "бронепробиваем" not in text, where
        for match in re.finditer(r"пробивани\w* брони", text):
            assert text[match.end():match.end() + 5] == " (ap)", (where, match.group(0))
    assert re.search(r"\bпробити\w* брони", fold(
        ref.topic(Edition.HORUS_HERESY, Language.RU, "armour-penetration").title))
    step = {(c, s): t for c, s, t in ui_translations()}[("ShootingWizard",
                                                          "Armour penetration")]
    assert step == "Пробитие брони"


HH_SPECIAL_RULES = ("breaching", "poisoned", "precision", "rending", "eternal-warrior",
                    "pinning", "panic-rule", "suppressive", "stun", "firing-protocols",
                    "shieldwall", "smokescreen", "medic", "shield-trait", "paragon",
                    "battlesmith", "shrouded", "feel-no-pain", "blast", "barrage")


def test_horus_heresy_special_rules_are_russian_with_the_english_on_first_use(
        ref: RulesReference, glossary: Glossary) -> None:
    for term_id in HH_SPECIAL_RULES:
        term = glossary.term(term_id)
        assert re.search("[А-Яа-яЁё]", term.ru) and not re.search("[A-Za-z]", term.ru), term_id
    missing = []
    for topic in ref.topics(Edition.HORUS_HERESY, Language.RU):
        text = topic.text(width=10_000)
        for term_id in {link.term for link in topic.term_links()} & set(HH_SPECIAL_RULES):
            term = glossary.term(term_id)
            first = re.search(re.escape(term.ru), text, re.IGNORECASE)
            assert first is not None, (topic.key, term.ru)
            after = text[first.end():first.end() + 12 + len(term.en)]
            if f"({term.en})" not in after:
                missing.append(f"{topic.key}: «{term.ru}» without ({term.en})")
    assert not missing, "\n".join(missing)


# --- calques, numbers, spelling --------------------------------------------------------------

CALQUES = {
    r"\b(?:взя\w*|взял\w*|бер[её]т|берут|брать|берите)\b[^.;:]{0,40}спасброс": "«взять спасбросок»",
    r"спасброс\w*[^.;:]{0,20}\b(?:бер[её]т|взял\w*)\b": "«спасбросок … берёт»",
    r"того времени": "«того времени» (period sources)",
    r"теря\w* \d+ урона": "«теряет 1 урона»",
    r"хотя бы одн\w* —": "«хотя бы одна — %»: the number agrees with no noun",
}


@pytest.mark.parametrize(("pattern", "calque"), list(CALQUES.items()))
def test_no_calques(ref: RulesReference, glossary: Glossary, pattern: str,
                    calque: str) -> None:
    found = [where for where, text in russian_texts(ref, glossary)
             if re.search(pattern, text, re.IGNORECASE)]
    assert not found, f"{calque}: {found}"


def test_numbers_are_written_the_russian_way(ref: RulesReference, glossary: Glossary) -> None:
    """A decimal comma, one minus sign (−) and an en dash in ranges ("1–2")."""
    wrong = []
    for where, text in russian_texts(ref, glossary):
        for pattern, what in ((r"\d\.\d", "decimal point"),
                              (r"(?<![\w%])-\d", "hyphen for a minus"),
                              (r"\d-\d", "hyphen in a range")):
            wrong += [f"{where}: {what} in '{m.group(0)}'" for m in re.finditer(pattern, text)]
    assert not wrong, "\n".join(wrong)


def test_english_topics_use_the_minus_sign_too(ref: RulesReference) -> None:
    wrong = [f"{topic.key}: '{m.group(0)}'" for topic in ref.topics_of_language(Language.EN)
             for m in re.finditer(r"(?<![\w%])-\d|\d-\d", topic.text())]
    assert not wrong, wrong


# Pairs that are two different words, not one word spelt two ways.
E_AND_YO_WORDS = {"все": "всё"}


def test_yo_is_used_consistently(ref: RulesReference, glossary: Glossary) -> None:
    """No word is written with «ё» in one place and with «е» in another."""
    words: dict[str, set[str]] = {}
    for where, text in russian_texts(ref, glossary):
        for word in re.findall(r"[а-яё]+", text.lower()):
            words.setdefault(word, set()).add(where)
    mixed = [f"{word.replace('ё', 'е')} / {word}: {sorted(words[word.replace('ё', 'е')])[:3]}"
             for word in words if "ё" in word and word.replace("ё", "е") in words
             and E_AND_YO_WORDS.get(word.replace("ё", "е")) != word]
    assert not mixed, "\n".join(mixed)
