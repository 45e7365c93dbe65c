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
