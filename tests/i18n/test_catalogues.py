"""Guards for the Qt Linguist pipeline: complete, consistent and freshly built catalogues."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from desktop.devtools import i18n as tool

LANGS = ("en", "ru")
PLACEHOLDER = re.compile(r"%(?:\d|n)")


def messages(ts_path: Path) -> list[tuple[str, ET.Element]]:
    tree = ET.parse(ts_path)
    found = []
    for context in tree.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found.append((name, message))
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_no_unfinished_or_vanished_entries(lang: str) -> None:
    left = tool.unfinished(tool.ts_file(lang))
    assert left == [], f"{len(left)} entries to translate in auspex_{lang}.ts: {left[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_match(lang: str) -> None:
    expected_forms = {"en": 2, "ru": 3}[lang]
    for context, message in messages(tool.ts_file(lang)):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        if message.get("numerus") == "yes":
            forms = [form.text or "" for form in translation.iter("numerusform")]
            assert len(forms) == expected_forms, (context, source)
            texts = forms
        else:
            texts = [translation.text or ""]
        for text in texts:
            assert sorted(set(PLACEHOLDER.findall(text))) == wanted, (context, source, text)


def test_russian_plurals_use_three_distinct_forms() -> None:
    for context, message in messages(tool.ts_file("ru")):
        if message.get("numerus") == "yes":
            forms = [form.text for form in message.iter("numerusform")]
            assert len(set(forms)) >= 2, (context, message.findtext("source"))


@pytest.mark.parametrize("lang", LANGS)
def test_qm_is_a_fresh_lrelease_of_the_ts(lang: str, tmp_path: Path) -> None:
    fresh = tmp_path / f"auspex_{lang}.qm"
    tool.lrelease(tool.ts_file(lang), fresh)
    committed = tool.ts_file(lang).with_suffix(".qm")
    assert committed.read_bytes() == fresh.read_bytes(), (
        "run: python -m desktop.devtools.i18n update")


def test_ts_matches_a_fresh_lupdate(tmp_path: Path) -> None:
    copies = []
    for lang in LANGS:
        copy = tmp_path / f"auspex_{lang}.ts"
        shutil.copy(tool.ts_file(lang), copy)
        copies.append(copy)
    tool.lupdate(copies)

    def keys(path: Path) -> set[tuple[str, str]]:
        return {(ctx, m.findtext("source") or "") for ctx, m in messages(path)}

    for lang, copy in zip(LANGS, copies, strict=True):
        assert keys(copy) == keys(tool.ts_file(lang)), (
            "strings in the code differ from the catalogue: run "
            "python -m desktop.devtools.i18n update")
    assert tool.unfinished(copies[1]) == []


def test_no_translate_aliases_that_lupdate_misreads() -> None:
    alias = re.compile(r"^\s*\w+\s*=\s*(QCoreApplication\.translate|QObject\.tr)\s*$", re.M)
    for path in tool.source_files():
        assert not alias.search(path.read_text(encoding="utf-8")), path


def test_source_strings_exist() -> None:
    assert len(messages(tool.ts_file("ru"))) > 50


def test_every_percent_n_string_is_a_plural_entry() -> None:
    """lupdate only marks ``self.tr(text, "", n)`` calls as numerus; a ``%n`` string that
    is not numerus would show the raw number rule in every language."""
    for context, message in messages(tool.ts_file("ru")):
        source = message.findtext("source") or ""
        if "%n" in source:
            assert message.get("numerus") == "yes", (context, source)


def test_english_numerus_forms_from_the_source() -> None:
    from desktop.devtools.i18n import english_forms

    assert english_forms("%n roster(s)") == ("%n roster", "%n rosters")
    assert english_forms("%n match(es)") == ("%n match", "%n matches")
    assert english_forms("%n entry(ies)") == ("%n entry", "%n entries")
    assert english_forms("Roll %n dice for me") == ("Roll %n die for me", "Roll %n dice for me")
