"""Auspex's own notes in the built-in catalogues, marked for translation.

The catalogue files (``resources/catalogues/*.json``) keep the English text; it is shown,
and copied into a roster, in the reader's language.  Data names (units, weapons, factions)
stay as they are.  A test checks that every note of the catalogue files is listed here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.domain.text import QT_TRANSLATE_NOOP

CTX = "CatalogueNote"

NOTES = (
    QT_TRANSLATE_NOOP("CatalogueNote", "Profiles only: every stat line and weapon here is "
                                       "checked against community game data (a test compares "
                                       "them). No points and no options: those come from "
                                       "your own game data (File > Game data…), which Auspex "
                                       "builds and checks rosters from."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Slugga and choppa."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Mesh armour (5+)."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Aspect armour (4+)."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Power armour (3+)."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Half a tactical squad."),
    QT_TRANSLATE_NOOP("CatalogueNote", "No armour."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Bolt rifle by default."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Carries an auxiliary grenade launcher (grenades reach "
                                       "30\")."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Two avenger shuriken catapults."),
    QT_TRANSLATE_NOOP("CatalogueNote", "A rokkit launcha is the other option."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Cataphractii pattern (the Tartaros pattern has M7 and "
                                       "a 5+ INV)."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Volkite serpenta taken from the Mechanicum pistols "
                                       "list."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Each Castellax carries a mauler bolt cannon and two "
                                       "bolters (or flamers)."),
    QT_TRANSLATE_NOOP("CatalogueNote", "10 to 40 Tech-Thralls."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Centreline lightning cannon (an irradiation blaster is "
                                       "the alternative)."),
    QT_TRANSLATE_NOOP("CatalogueNote", "Transport capacity 22."),
    QT_TRANSLATE_NOOP("CatalogueNote", "6 to 12 Custodian Guard."),
    QT_TRANSLATE_NOOP("CatalogueNote", "6 to 12 Sentinel Guard."),
)


def note_text(text: str) -> str:
    """A note of a built-in catalogue in the reader's language (as it is when not listed)."""
    return QCoreApplication.translate(CTX, text) if text else ""
