"""Topic model: rendering, hrefs for the future Qt browser, and wizard step mapping."""

from __future__ import annotations

import pytest

from desktop.domain.editions import Edition
from desktop.reference import STEP_TOPICS, Language, RulesReference, Term, Topic
from desktop.rules.steps import StepId

EDITION_STEPS = {
    (Edition.HORUS_HERESY, "fire_groups"): "fire-groups",
    (Edition.HORUS_HERESY, "armour_penetration"): "armour-penetration",
    (Edition.HORUS_HERESY, "mitigation"): "mitigation",
    (Edition.HORUS_HERESY, "reactions"): "reactions",
    (Edition.HORUS_HERESY, "second_roll"): "critical-hits",
    (Edition.HORUS_HERESY, "casualties"): "damage",
    (Edition.KILL_TEAM_2018, "injury"): "injury",
    (Edition.SECOND, "second_roll"): "seven-plus",
    (Edition.SECOND, "sustained"): "sustained-fire",
    (Edition.CLASSIC, "injury"): "damage",
    (Edition.CLASSIC, "fire_groups"): "shots",
    (Edition.CLASSIC, "mitigation"): "save",
}


def test_every_engine_step_opens_a_topic(ref: RulesReference) -> None:
    for step in StepId:
        assert step.value in STEP_TOPICS, f"no mapping for step {step.value}"
        for edition in Edition:
            topic = ref.step_topic(edition, Language.RU, step.value)
            assert topic.id in ref.topic_ids(edition)


@pytest.mark.parametrize(("edition", "step"), list(EDITION_STEPS))
def test_edition_steps_open_their_own_topic(ref: RulesReference, edition: Edition,
                                            step: str) -> None:
    assert ref.step_topic_id(edition, step) == EDITION_STEPS[(edition, step)]


def test_html_links_and_hrefs(ref: RulesReference) -> None:
    topic = ref.topic(Edition.CLASSIC, Language.EN, "hit")
    html = topic.html()
    assert html.startswith("<h1>Rolling to hit</h1>")
    assert '<a href="term:ballistic-skill">' in html and '<a href="topic:classic/wound">' in html
    assert "<table" in html and "<th>BS</th>" in html
    target = ref.resolve_href("topic:classic/wound", Language.RU)
    assert isinstance(target, Topic) and target.lang is Language.RU and target.id == "wound"
    term = ref.resolve_href("term:toughness", Language.EN)
    assert isinstance(term, Term) and term.name(Language.RU) == "стойкость"
    assert ref.resolve_href("topic:classic/none", Language.EN) is None
    assert ref.resolve_href("http://example.org", Language.EN) is None


def test_html_escapes_and_highlights(ref: RulesReference) -> None:
    topic = ref.topic(Edition.CLASSIC, Language.EN, "shots")
    assert "type&#x27;s" in topic.html()  # quotes escaped, nothing raw
    marked = ref.topic(Edition.CLASSIC, Language.RU, "wound").html(highlight="Стойкости")
    # the whole inflected word is marked, in text and inside links
    assert '<a href="term:toughness"><span style="background-color:#ffe58a;">стойкость</span>' \
        in marked
    assert 'разной <span style="background-color:#ffe58a;">стойкостью</span>' in marked


def test_term_names_follow_sentence_position(ref: RulesReference) -> None:
    text = ref.topic(Edition.CLASSIC, Language.EN, "shots").text()
    assert "the weapon type decides" in text  # mid-sentence: lower case
    assert "A unit counts" in text
    overview = ref.topic(Edition.HORUS_HERESY, Language.EN, "overview").text()
    assert "a Shooting Attack" in overview  # rule names keep their capitals


def test_unknown_topic_is_a_clear_refusal(ref: RulesReference) -> None:
    from desktop.domain.text import DomainError

    with pytest.raises(DomainError, match="No topic 'nope'"):
        ref.topic(Edition.SECOND, Language.EN, "nope")
    with pytest.raises(DomainError):
        ref.step_topic_id(Edition.SECOND, "unknown_step")


@pytest.mark.parametrize("edition", list(Edition))
def test_each_ruleset_step_opens_its_own_topic(ref: RulesReference, edition: Edition) -> None:
    """The wizard's steps (from the engine) open the edition's page for that step; only
    "casualties" shares the damage page in every edition."""
    from desktop.rules.registry import get_ruleset

    for step in get_ruleset(edition).steps:
        chosen = ref.step_topic_id(edition, step.value)
        wanted = STEP_TOPICS[step.value][0]
        assert chosen == wanted or (step.value, chosen) == ("casualties", "damage"), step


def test_term_card(ref: RulesReference) -> None:
    from desktop.reference import term_html

    card = term_html(ref.glossary.term("ballistic-skill"), Language.RU, "second")
    assert card.startswith("<h3>стрелковый навык (BS)</h3><p><i>Ballistic Skill</i></p>")
    assert "Меткость" in card
    proposed = term_html(ref.glossary.term("nerve-test"), Language.EN)
    assert "<i>проверка нервов</i>" in proposed and "our proposal" in proposed
    assert "proposal" not in term_html(ref.glossary.term("toughness"), Language.EN)
