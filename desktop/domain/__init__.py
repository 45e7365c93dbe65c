"""Pure-Python domain: rosters, units, models, weapons. Never imports Qt."""

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import (
    EDITION_NAMES,
    MODEL_CHARACTERISTICS,
    WEAPON_TYPES,
    Characteristic,
    Edition,
    characteristic_problem,
)
from desktop.domain.roster import ModelGroup, RawProfile, Roster, Unit, Weapon, new_id
from desktop.domain.text import DomainError, Message

__all__ = [
    "EDITION_NAMES",
    "MODEL_CHARACTERISTICS",
    "WEAPON_TYPES",
    "Characteristic",
    "DiceExpr",
    "DomainError",
    "Edition",
    "Message",
    "ModelGroup",
    "RawProfile",
    "Roster",
    "Unit",
    "Weapon",
    "characteristic_problem",
    "new_id",
]
