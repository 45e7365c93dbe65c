"""What the set-up page asks for a ``kill-team-2018`` attack, and what the edition offers
(light: imported at start-up, no engine here)."""

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.meta import DISTANCE, EditionMeta, Field

# The Broken test counts the whole target kill team, not only the model shot at.
META = EditionMeta(
    fields=(
        DISTANCE,
        Field("kill_team_models", "int", QT_TRANSLATE_NOOP(
            "ShootingWizard", "Models the target kill team started with"), maximum=100,
            none_label=QT_TRANSLATE_NOOP("ShootingWizard", "as many as it has now")),
        Field("kill_team_down", "int", QT_TRANSLATE_NOOP(
            "ShootingWizard", "Of them, already flesh-wounded, shaken or out of action"),
            maximum=100, none_label=QT_TRANSLATE_NOOP("ShootingWizard", "none")),
    ),
    flesh_wounds=True,
    # Each firer picks its target model among the whole target kill team (seed 002).
    model_targets=True,
    weapon_rules=("Bladestorm",),
)
