"""``rules --edition E --lang en|ru --search WORDS`` (design.md section 4): topics in the
``--lang`` language, whichever of the two languages the words are in.

Checked for every edition in both directions, in-process through ``main`` and through a
real ``python -m desktop`` subprocess.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from desktop.domain.editions import Edition
from desktop.reference.cli import main
from tests.conftest import REPO

# Per edition: a term in each language, and a topic it must find.
CASES = {
    Edition.CLASSIC: ("cover", "укрытие", "cover"),
    Edition.SECOND: ("Toughness", "стойкость", "wound"),
    Edition.KILL_TEAM_2018: ("injury roll", "бросок последствий", "injury"),
    Edition.HORUS_HERESY: ("Fire Groups", "огневые группы", "fire-groups"),
}
DIRECTIONS = [(edition, lang) for edition in Edition for lang in ("en", "ru")]


def words_for(edition: Edition, lang: str) -> str:
    """The words in the *other* language than ``lang``."""
    english, russian, _ = CASES[edition]
    return russian if lang == "en" else english


def check(hits: list[dict[str, object]], edition: Edition, lang: str) -> None:
    assert hits, (edition, lang)
    assert {h["lang"] for h in hits} == {lang}
    assert {h["edition"] for h in hits} == {edition.value}
    assert CASES[edition][2] in [h["id"] for h in hits]
    for hit in hits:
        snippet = str(hit["snippet"])
        spans = hit["highlights"]
        assert isinstance(spans, list) and spans, hit["id"]
        for start, end in spans:
            assert snippet[start:end].strip(), hit["id"]


@pytest.mark.parametrize(("edition", "lang"), DIRECTIONS)
def test_search_in_the_other_language(capsys: pytest.CaptureFixture[str], edition: Edition,
                                      lang: str) -> None:
    code = main(["--edition", edition.value, "--lang", lang, "--json",
                 "--search", words_for(edition, lang)])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    check(json.loads(out), edition, lang)


def test_the_design_example(capsys: pytest.CaptureFixture[str]) -> None:
    """``--lang en --search укрытие`` finds the English cover topic (plain output)."""
    code = main(["--edition", "classic", "--lang", "en", "--search", "укрытие"])
    out, _ = capsys.readouterr()
    assert code == 0
    assert out.splitlines()[0].startswith("classic/cover [en] Cover saves: ")


def test_nothing_found_is_not_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--edition", "classic", "--lang", "ru", "--json", "--search", "zzyzx"])
    out, err = capsys.readouterr()
    assert code == 0 and json.loads(out) == [] and err == ""


@pytest.mark.parametrize(("edition", "lang"), DIRECTIONS)
def test_search_through_the_real_command_line(edition: Edition, lang: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "rules", "--edition", edition.value, "--lang", lang,
         "--search", words_for(edition, lang), "--json"],
        cwd=REPO, capture_output=True, timeout=120,
        env={"PATH": "/usr/bin:/bin", "PYTHONIOENCODING": "utf-8"})
    assert result.returncode == 0, result.stderr.decode()
    check(json.loads(result.stdout.decode("utf-8")), edition, lang)
