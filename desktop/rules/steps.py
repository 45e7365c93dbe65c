"""The steps of the shooting sequence: one :class:`StepInfo` per step (light: no engine).

Why one table: a step's name in the wizard, the odds chart it shows and the rules topic it
opens were three tables keyed by the step string; a step added to :class:`StepId` now gets
all of them in one row, and a test checks that every step of every edition has them.
Labels are marked for translation in the "ShootingWizard" context (the wizard shows them).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from desktop.domain.text import QT_TRANSLATE_NOOP


class StepId(StrEnum):
    """Step ids of every edition's shooting sequence."""

    TARGET = "target"
    RANGE = "range"
    SHOTS = "shots"
    HIT = "hit"
    SECOND_ROLL = "second_roll"
    SUSTAINED = "sustained"
    TEMPLATE = "template"
    WOUND = "wound"
    ARMOUR_PENETRATION = "armour_penetration"
    SAVE = "save"
    MITIGATION = "mitigation"
    DAMAGE = "damage"
    INJURY = "injury"
    CASUALTIES = "casualties"
    MORALE = "morale"
    FIRE_GROUPS = "fire_groups"
    REACTIONS = "reactions"


Quantity = Literal["shots", "hits", "wounds", "unsaved", "casualties"]


@dataclass(frozen=True)
class StepInfo:
    """``label``: the step's name; ``quantity``: the odds quantity the step decides (its
    chart beside the casualties chart); ``topics``: the rules-reference topics the step opens,
    best first (the first one the edition has wins)."""

    id: StepId
    label: str
    quantity: Quantity
    topics: tuple[str, ...]


STEPS: dict[StepId, StepInfo] = {info.id: info for info in (
    StepInfo(StepId.TARGET, QT_TRANSLATE_NOOP("ShootingWizard", "Target"), "shots",
             ("target",)),
    StepInfo(StepId.RANGE, QT_TRANSLATE_NOOP("ShootingWizard", "Range"), "shots", ("range",)),
    StepInfo(StepId.SHOTS, QT_TRANSLATE_NOOP("ShootingWizard", "Shots"), "shots", ("shots",)),
    StepInfo(StepId.HIT, QT_TRANSLATE_NOOP("ShootingWizard", "Hit"), "hits", ("hit",)),
    StepInfo(StepId.SECOND_ROLL, QT_TRANSLATE_NOOP("ShootingWizard", "Second roll"), "hits",
             ("seven-plus", "critical-hits", "hit")),
    StepInfo(StepId.SUSTAINED, QT_TRANSLATE_NOOP("ShootingWizard", "Sustained fire"), "hits",
             ("sustained-fire", "shots")),
    StepInfo(StepId.TEMPLATE, QT_TRANSLATE_NOOP("ShootingWizard", "Templates and blasts"),
             "hits", ("templates", "hit")),
    StepInfo(StepId.WOUND, QT_TRANSLATE_NOOP("ShootingWizard", "Wound"), "wounds", ("wound",)),
    StepInfo(StepId.ARMOUR_PENETRATION, QT_TRANSLATE_NOOP("ShootingWizard",
                                                          "Armour penetration"), "wounds",
             ("armour-penetration", "save")),
    StepInfo(StepId.SAVE, QT_TRANSLATE_NOOP("ShootingWizard", "Save"), "unsaved", ("save",)),
    StepInfo(StepId.MITIGATION, QT_TRANSLATE_NOOP("ShootingWizard", "Damage mitigation"),
             "unsaved", ("mitigation", "save")),
    StepInfo(StepId.DAMAGE, QT_TRANSLATE_NOOP("ShootingWizard", "Damage"), "casualties",
             ("damage",)),
    StepInfo(StepId.INJURY, QT_TRANSLATE_NOOP("ShootingWizard", "Injury"), "casualties",
             ("injury", "damage")),
    StepInfo(StepId.CASUALTIES, QT_TRANSLATE_NOOP("ShootingWizard", "Casualties"),
             "casualties", ("casualties", "damage")),
    StepInfo(StepId.MORALE, QT_TRANSLATE_NOOP("ShootingWizard", "Morale"), "casualties",
             ("morale",)),
    StepInfo(StepId.FIRE_GROUPS, QT_TRANSLATE_NOOP("ShootingWizard", "Fire groups"), "shots",
             ("fire-groups", "shots")),
    StepInfo(StepId.REACTIONS, QT_TRANSLATE_NOOP("ShootingWizard", "Reactions"), "shots",
             ("reactions", "target")),
)}
