"""What a ``classic`` attack asks at set-up, and the edition's options (light: no engine)."""

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.meta import DISTANCE, EditionMeta, size_at_start

META = EditionMeta(
    fields=(DISTANCE, size_at_start("models_at_phase_start", QT_TRANSLATE_NOOP(
        "ShootingWizard", "Target unit's models when this shooting phase began"))),
    double_one_passes=True,
    # One attack is the whole unit: every model group fires its own weapon (seed 000).
    fire_groups=True,
    # Cover gives a save (T-3E-COVER); models in cover are removed last (seed 001).
    cover_choices=(("5", QT_TRANSLATE_NOOP("ShootingWizard", "In or behind cover (5+)")),
                   ("6", QT_TRANSLATE_NOOP("ShootingWizard", "Light cover (6+)")),
                   ("4", QT_TRANSLATE_NOOP("ShootingWizard", "Fortified position (4+)"))),
    removal_order=True,
    template_counts="under_and_partly",
)
