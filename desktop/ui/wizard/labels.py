"""Names shown by the wizard for engine ids (steps, statuses, odds extras), translated.

Each text is a literal ``QCoreApplication.translate("ShootingWizard", ...)`` call so
pyside6-lupdate extracts it; unknown ids are shown as they are (readable English ids).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:  # the engine loads with the first attack, not with the window
    from desktop.rules.sequence import StepId


def step_name(step: StepId | str) -> str:
    key = str(step)
    names = {
        "setup": QCoreApplication.translate("ShootingWizard", "Set-up"),
        "target": QCoreApplication.translate("ShootingWizard", "Target"),
        "range": QCoreApplication.translate("ShootingWizard", "Range"),
        "shots": QCoreApplication.translate("ShootingWizard", "Shots"),
        "hit": QCoreApplication.translate("ShootingWizard", "Hit"),
        "second_roll": QCoreApplication.translate("ShootingWizard", "Second roll"),
        "sustained": QCoreApplication.translate("ShootingWizard", "Sustained fire"),
        "wound": QCoreApplication.translate("ShootingWizard", "Wound"),
        "armour_penetration": QCoreApplication.translate("ShootingWizard",
                                                         "Armour penetration"),
        "save": QCoreApplication.translate("ShootingWizard", "Save"),
        "mitigation": QCoreApplication.translate("ShootingWizard", "Damage mitigation"),
        "damage": QCoreApplication.translate("ShootingWizard", "Damage"),
        "injury": QCoreApplication.translate("ShootingWizard", "Injury"),
        "casualties": QCoreApplication.translate("ShootingWizard", "Casualties"),
        "morale": QCoreApplication.translate("ShootingWizard", "Morale"),
        "fire_groups": QCoreApplication.translate("ShootingWizard", "Fire groups"),
        "reactions": QCoreApplication.translate("ShootingWizard", "Reactions"),
        "result": QCoreApplication.translate("ShootingWizard", "Result"),
    }
    return names.get(key, key.replace("_", " ").capitalize())


def status_name(status: str) -> str:
    names = {
        "broken": QCoreApplication.translate("ShootingWizard", "broken"),
        "falling_back": QCoreApplication.translate("ShootingWizard", "falling back"),
        "pinned": QCoreApplication.translate("ShootingWizard", "pinned"),
        "suppressed": QCoreApplication.translate("ShootingWizard", "suppressed"),
        "stunned": QCoreApplication.translate("ShootingWizard", "stunned"),
        "routed": QCoreApplication.translate("ShootingWizard", "routed"),
        "jammed": QCoreApplication.translate("ShootingWizard", "weapon jammed"),
        "broken-test-due": QCoreApplication.translate("ShootingWizard", "Broken test due"),
    }
    return names.get(status, status.replace("_", " ").replace("-", " "))


def extra_name(key: str) -> str:
    names = {
        "flesh_wounded": QCoreApplication.translate("ShootingWizard", "Models left with a flesh "
                                                                      "wound"),
        "jams": QCoreApplication.translate("ShootingWizard", "Sustained fire jams"),
        "glancing": QCoreApplication.translate("ShootingWizard", "Glancing hits"),
        "pinned": QCoreApplication.translate("ShootingWizard", "Pinned"),
        "suppressed": QCoreApplication.translate("ShootingWizard", "Suppressed"),
        "stunned": QCoreApplication.translate("ShootingWizard", "Stunned"),
        "routed": QCoreApplication.translate("ShootingWizard", "Routed"),
    }
    return names.get(key, key.replace("_", " ").capitalize())


def quantity_name(field: str) -> str:
    names = {
        "shots": QCoreApplication.translate("ShootingWizard", "Shots"),
        "hits": QCoreApplication.translate("ShootingWizard", "Hits"),
        "wounds": QCoreApplication.translate("ShootingWizard", "Wounds"),
        "unsaved": QCoreApplication.translate("ShootingWizard", "Unsaved wounds"),
        "casualties": QCoreApplication.translate("ShootingWizard", "Models removed"),
    }
    return names.get(field, field)


# Which odds quantity a step decides (its chart beside the casualties chart).
STEP_QUANTITY: dict[str, str] = {
    "target": "shots", "range": "shots", "shots": "shots", "fire_groups": "shots",
    "reactions": "shots", "hit": "hits", "second_roll": "hits", "sustained": "hits",
    "wound": "wounds", "armour_penetration": "wounds", "save": "unsaved",
    "mitigation": "unsaved", "damage": "casualties", "injury": "casualties",
    "casualties": "casualties",
}
