"""What the set-up page asks for a ``second`` attack, and what the edition offers (light:
imported at start-up, no engine here)."""

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.meta import DISTANCE, EditionMeta, Field

# Earlier losses count towards the 25% Break test: a squad shot by several weapons or units in
# one turn is checked against its size when the turn began.
META = EditionMeta(
    fields=(
        DISTANCE,
        Field("models_at_turn_start", "int", QT_TRANSLATE_NOOP(
            "ShootingWizard", "Target squad's models when this turn began"),
            maximum=2000, none_label=QT_TRANSLATE_NOOP("ShootingWizard", "as many as now")),
    ),
)
