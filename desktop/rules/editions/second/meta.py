"""The set-up fields of a 2nd-edition (``second``) attack; read at start-up, so no engine."""

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.meta import DISTANCE, EditionMeta, size_at_start

META = EditionMeta(
    fields=(DISTANCE, size_at_start("models_at_turn_start", QT_TRANSLATE_NOOP(
        "ShootingWizard", "Target squad's models when this turn began"))),
    # One attack is the whole squad, every model group with its own weapon.
    fire_groups=True,
    # Cover changes the roll to hit (T-2E-HIT-MODS); models in cover are removed last.
    cover_choices=(("soft", QT_TRANSLATE_NOOP("ShootingWizard", "Soft cover (-1 to hit)")),
                   ("hard", QT_TRANSLATE_NOOP("ShootingWizard", "Hard cover (-2 to hit)"))),
    removal_order=True,
    template_counts="under_and_partly",
)
