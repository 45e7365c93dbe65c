"""What the set-up page asks for a ``horus-heresy`` attack, and what the edition offers
(light: imported at start-up, no engine here)."""

from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.meta import DISTANCE, EditionMeta, Field

META = EditionMeta(
    fields=(
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
    # A unit fires all its weapons in one Shooting Attack, each model one (edition facts 5.3).
    fire_groups=True,
    # T-HH-SPECIAL as the odds file and the roster spell them (a test checks the engine reads
    # every one of them).
    weapon_rules=("Armourbane", "Barrage (1)", "Blast (3\")", "Breaching (5+)",
                  "Critical Hit (6+)", "Deflagrate (5)", "Heavy (FP)", "Ordnance (D)",
                  "Panic (1)", "Pinning (1)", "Pistol", "Poisoned (4+)", "Precision (5+)",
                  "Rending (5+)", "Shred (6+)", "Stun (1)", "Suppressive (1)", "Template"),
    model_rules=("Automata", "Eternal Warrior (1)", "Feel No Pain (5+)", "Light",
                 "Medic (4+)", "Shield", "Shrouded (5+)", "Smokescreen", "Super-heavy",
                 "Vehicle", "Walker"),
)
