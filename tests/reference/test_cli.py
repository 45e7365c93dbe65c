"""``python -m desktop rules`` — the design.md section 4 contract, exit codes included."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from desktop.domain.editions import Edition
from desktop.reference import Language, RulesReference
from desktop.reference.cli import main
from tests.conftest import REPO

REQUIRED = ("target", "range", "hit", "wound", "save", "morale")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("edition", [e.value for e in Edition])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_list_json(capsys: pytest.CaptureFixture[str], ref: RulesReference, edition: str,
                   lang: str) -> None:
    code, out, err = run(capsys, "--edition", edition, "--lang", lang, "--json")
    assert code == 0 and err == ""
    listing = json.loads(out)
    assert all(set(item) == {"id", "title"} for item in listing)
    ids = [item["id"] for item in listing]
    assert set(REQUIRED) <= set(ids)
    assert ids == list(ref.topic_ids(Edition(edition)))
    titles = [t.title for t in ref.topics(Edition(edition), Language(lang))]
    assert [item["title"] for item in listing] == titles


def test_same_ids_in_both_languages(capsys: pytest.CaptureFixture[str]) -> None:
    for edition in Edition:
        _, en, _ = run(capsys, "--edition", edition.value, "--lang", "en", "--json")
        _, ru, _ = run(capsys, "--edition", edition.value, "--lang", "ru", "--json")
        assert [i["id"] for i in json.loads(en)] == [i["id"] for i in json.loads(ru)]


def test_plain_list_and_topic(capsys: pytest.CaptureFixture[str], ref: RulesReference) -> None:
    code, out, _ = run(capsys, "--edition", "classic", "--lang", "ru")
    assert code == 0 and "wound" in out and "Бросок на ранение" in out
    code, out, _ = run(capsys, "--edition=classic", "--lang=ru", "wound")
    assert code == 0
    assert out == ref.topic(Edition.CLASSIC, Language.RU, "wound").text()
    assert "стойкост" in out and "4+" in out  # the engine's chart is printed


def test_topic_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--json", "--edition", "kill-team-2018", "--lang", "en",
                       "injury")
    data = json.loads(out)
    assert code == 0
    assert {"id", "title", "text"} <= set(data) and data["id"] == "injury"
    assert data["edition"] == "kill-team-2018" and data["lang"] == "en"
    assert "kill-team-2018/flesh-wounds" in data["links"]


def test_step_id_is_accepted_as_topic(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--edition", "horus-heresy", "--lang", "en", "--json",
                       "fire_groups")
    assert code == 0 and json.loads(out)["id"] == "fire-groups"


def test_search_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--search", "стойкость", "--json")
    hits = json.loads(out)
    assert code == 0 and hits and all(h["lang"] == "ru" for h in hits)
    first = hits[0]
    start, end = first["highlights"][0]
    assert first["snippet"][start:end].lower().startswith("стойкост")


@pytest.mark.parametrize("argv", [
    ["--edition", "fourth", "--lang", "en"],
    ["--edition", "classic", "--lang", "de"],
    ["--edition", "classic", "--lang", "en", "no-such-topic"],
    ["--edition", "classic", "--lang", "en", "injury_roll"],
    ["--edition", "classic", "--lang", "en", "wound", "save"],
    ["--edition", "classic", "--lang"],
    ["--lang", "en"],
    ["--edition", "classic", "--bogus"],
])
def test_bad_input_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str],
                                          argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_help(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "--edition" in out


def test_real_command_line_is_utf8() -> None:
    """Through ``python -m desktop`` with a non-UTF-8 console encoding."""
    env = {"PYTHONIOENCODING": "latin-1", "PATH": "/usr/bin:/bin"}
    ok = subprocess.run([sys.executable, "-m", "desktop", "rules", "--edition", "second",
                         "--lang", "ru", "--json"], cwd=REPO, capture_output=True, env=env,
                        timeout=60)
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout.decode("utf-8"))[0]["title"] == "Стрельба вкратце"
    bad = subprocess.run([sys.executable, "-m", "desktop", "rules", "--edition", "x",
                          "--lang", "ru"], cwd=REPO, capture_output=True, env=env, timeout=60)
    assert bad.returncode == 2 and bad.stdout == b""
    assert len(bad.stderr.decode().strip().splitlines()) == 1


def test_search_words_may_be_one_argument_or_several(capsys: pytest.CaptureFixture[str]) -> None:
    code, quoted, _ = run(capsys, "--search", "hard cover", "--json", "--lang", "en")
    assert code == 0 and json.loads(quoted)
    code, split, _ = run(capsys, "--lang", "en", "--search", "hard", "cover", "--json")
    assert code == 0 and split == quoted


def test_edition_and_language_ignore_case(capsys: pytest.CaptureFixture[str],
                                          ref: RulesReference) -> None:
    code, out, _ = run(capsys, "--edition", "Classic", "--lang", "RU", "wound")
    assert code == 0 and out == ref.topic(Edition.CLASSIC, Language.RU, "wound").text()


def test_search_and_topic_together_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--edition", "classic", "wound", "--search", "cover")
    assert (code, out) == (2, "") and err == "error: Give either --search or a TOPIC, not both\n"
