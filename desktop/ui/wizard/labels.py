"""Names shown by the wizard for engine ids (steps, statuses, odds extras), translated.

Step names come from the step table (:mod:`desktop.rules.steps`, marked for translation in
the "ShootingWizard" context there); the other texts are literal
``QCoreApplication.translate("ShootingWizard", ...)`` calls so pyside6-lupdate extracts them.
Unknown ids are shown as they are (readable English ids).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.rules.steps import STEPS, StepId


def step_name(step: StepId | str) -> str:
    """The step's name; ``setup`` and ``result`` are the wizard's own first and last pages."""
    key = str(step)
    if key == "setup":
        return QCoreApplication.translate("ShootingWizard", "Set-up")
    if key == "result":
        return QCoreApplication.translate("ShootingWizard", "Result")
    try:
        return QCoreApplication.translate("ShootingWizard", STEPS[StepId(key)].label)
    except ValueError:
        return key.replace("_", " ").capitalize()


STATUS_EXTRAS = ("pinned", "suppressed", "stunned", "routed")  # odds extras named as statuses


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
    """An odds extra: a count, or the chance of a status (its name as a heading)."""
    if key in STATUS_EXTRAS:
        name = status_name(key)
        return name[:1].upper() + name[1:]
    names = {
        "flesh_wounded": QCoreApplication.translate("ShootingWizard", "Models left with a flesh "
                                                                      "wound"),
        "jams": QCoreApplication.translate("ShootingWizard", "Sustained fire jams"),
        "glancing": QCoreApplication.translate("ShootingWizard", "Glancing hits"),
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
