"""What the set-up page asks before an attack starts: the situation keys each edition's roster
adapter takes (``scenario_from_units(..., situation)``) that no later step offers.

Declarations the steps offer themselves (cover, moved, models in range, reactions...) are
left to those steps, so the player sets each thing once and where the rules ask for it.
Labels are marked for translation in the "ShootingWizard" context; no rule is decided here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from desktop.domain.editions import Edition
from desktop.domain.text import QT_TRANSLATE_NOOP

Kind = Literal["distance", "bool", "int", "choice"]


@dataclass(frozen=True)
class Field:
    """``int`` fields show ``none_label`` at 0 and then leave the key out (engine default)."""

    key: str
    kind: Kind
    label: str
    choices: tuple[tuple[str, str], ...] = ()
    maximum: int = 0
    none_label: str = ""
    vehicles_only: bool = False


DISTANCE = Field("distance", "distance", QT_TRANSLATE_NOOP("ShootingWizard",
                                                            "Distance to the target"))

# Earlier losses count towards the 25% morale / break threshold: a unit shot by several
# weapons or units in one phase (turn) is checked against its size when the phase began.
FIELDS: dict[Edition, tuple[Field, ...]] = {
    Edition.CLASSIC: (
        DISTANCE,
        Field("models_at_phase_start", "int", QT_TRANSLATE_NOOP(
            "ShootingWizard", "Target unit's models when this shooting phase began"),
            maximum=2000, none_label=QT_TRANSLATE_NOOP("ShootingWizard", "as many as now")),
    ),
    Edition.SECOND: (
        DISTANCE,
        Field("models_at_turn_start", "int", QT_TRANSLATE_NOOP(
            "ShootingWizard", "Target squad's models when this turn began"),
            maximum=2000, none_label=QT_TRANSLATE_NOOP("ShootingWizard", "as many as now")),
    ),
    Edition.KILL_TEAM_2018: (
        DISTANCE,
        Field("kill_team_models", "int", QT_TRANSLATE_NOOP(
            "ShootingWizard", "Models the target kill team started with"), maximum=100,
            none_label=QT_TRANSLATE_NOOP("ShootingWizard", "only the target")),
        Field("kill_team_down", "int", QT_TRANSLATE_NOOP(
            "ShootingWizard", "Of them, already flesh-wounded, shaken or out of action"),
            maximum=100, none_label=QT_TRANSLATE_NOOP("ShootingWizard", "none")),
    ),
    Edition.HORUS_HERESY: (
        DISTANCE,
        Field("attack", "choice", QT_TRANSLATE_NOOP("ShootingWizard", "Kind of attack"),
              choices=(("normal", QT_TRANSLATE_NOOP("ShootingWizard", "Shooting Attack")),
                       ("return-fire", QT_TRANSLATE_NOOP("ShootingWizard", "Return Fire")),
                       ("overwatch", QT_TRANSLATE_NOOP("ShootingWizard", "Overwatch")),
                       ("intercept", QT_TRANSLATE_NOOP("ShootingWizard", "Intercept")))),
        Field("facing", "choice", QT_TRANSLATE_NOOP("ShootingWizard", "Facing hit (vehicles)"),
              choices=(("front", QT_TRANSLATE_NOOP("ShootingWizard", "Front")),
                       ("side", QT_TRANSLATE_NOOP("ShootingWizard", "Side")),
                       ("rear", QT_TRANSLATE_NOOP("ShootingWizard", "Rear"))),
              vehicles_only=True),
        Field("moved", "bool", QT_TRANSLATE_NOOP("ShootingWizard", "The firing unit moved")),
        Field("rushed", "bool", QT_TRANSLATE_NOOP("ShootingWizard", "The firing unit Rushed")),
        Field("snap_shots", "bool", QT_TRANSLATE_NOOP("ShootingWizard", "Snap Shots")),
        Field("locked_in_combat", "bool", QT_TRANSLATE_NOOP(
            "ShootingWizard", "The firing unit is locked in combat")),
        Field("embarked", "bool", QT_TRANSLATE_NOOP(
            "ShootingWizard", "The firing unit is embarked")),
    ),
}


def fields_for(edition: Edition) -> tuple[Field, ...]:
    return FIELDS.get(edition, (DISTANCE,))


__all__ = ["FIELDS", "Field", "fields_for"]
