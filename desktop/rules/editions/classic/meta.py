"""What a ``classic`` attack asks at set-up, and the edition's options (light: no engine)."""

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.meta import DISTANCE, EditionMeta, size_at_start

META = EditionMeta(
    fields=(DISTANCE, size_at_start("models_at_phase_start", QT_TRANSLATE_NOOP(
        "ShootingWizard", "Target unit's models when this shooting phase began"))),
    double_one_passes=True,
)
