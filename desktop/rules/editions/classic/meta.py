"""What the set-up page asks for a ``classic`` attack, and what the edition offers (light:
imported at start-up, no engine here)."""

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.meta import DISTANCE, EditionMeta, Field

# Earlier losses count towards the 25% morale threshold: a unit shot by several weapons or
# units in one phase is checked against its size when the phase began.
META = EditionMeta(
    fields=(
        DISTANCE,
        Field("models_at_phase_start", "int", QT_TRANSLATE_NOOP(
            "ShootingWizard", "Target unit's models when this shooting phase began"),
            maximum=2000, none_label=QT_TRANSLATE_NOOP("ShootingWizard", "as many as now")),
    ),
    double_one_passes=True,
)
