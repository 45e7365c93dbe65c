"""The set-up fields of a 2nd-edition (``second``) attack; read at start-up, so no engine."""

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.meta import DISTANCE, EditionMeta, size_at_start

META = EditionMeta(fields=(DISTANCE, size_at_start("models_at_turn_start", QT_TRANSLATE_NOOP(
    "ShootingWizard", "Target squad's models when this turn began"))))
