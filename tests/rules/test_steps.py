"""One row per step (desktop.rules.steps): every step of every edition has a name (translated
into Russian), the odds quantity it decides and a rules topic it opens."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import get_args

import pytest

from desktop.domain.editions import Edition
from desktop.reference import RulesReference
from desktop.rules.registry import get_ruleset
from desktop.rules.steps import STEPS, Quantity, StepId

REPO = Path(__file__).resolve().parents[2]


def russian(context: str) -> dict[str, str]:
    """Finished Russian translations of one context (source -> translation)."""
    tree = ET.parse(REPO / "translations" / "auspex_ru.ts")
    out: dict[str, str] = {}
    for ctx in tree.getroot().iter("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None and translation.text:
                out[message.findtext("source") or ""] = translation.text
    return out


def test_every_step_id_has_one_row() -> None:
    assert list(STEPS) == list(StepId)
    for step, info in STEPS.items():
        assert info.id is step
        assert info.label and info.topics
        assert info.quantity in get_args(Quantity)


@pytest.mark.parametrize("edition", list(Edition), ids=[e.value for e in Edition])
def test_every_step_of_every_edition_has_a_name_a_quantity_and_a_topic(edition: Edition) -> None:
    reference = RulesReference()
    translated = russian("ShootingWizard")
    steps = get_ruleset(edition).steps
    assert steps and set(steps) <= set(STEPS)
    for step in steps:
        info = STEPS[step]
        assert translated.get(info.label), f"{step}: '{info.label}' has no Russian name"
        topic = reference.step_topic_id(edition, step)  # raises if the edition has none
        assert topic in info.topics, (edition, step, topic)
