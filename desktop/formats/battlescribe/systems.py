"""Which game system a BattleScribe file belongs to, and how its stat lines map to Auspex.

A system is recognised by ``gameSystemId`` first (Kill Team 2018 and 2021 share a name
stem but not an id), by its exact name as a fallback.  Characteristics are matched by
normalised name ("Ld"/"LD", "Sv"/"Save"/"SAV", curly quotes) inside profile types that are
themselves matched by normalised name, because the data authors' typeIds differ between
revisions of the same data while the printed names do not.

Systems whose edition Auspex does not play (Horus Heresy 2022, 40K 4th, 8th/9th) are known
so that they are shown faithfully as raw profiles without a warning.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from desktop.domain.editions import Edition


def norm(text: str) -> str:
    """Lower case, no quotes/punctuation/spaces: "Short 'To Hit’" -> "shorttohit"."""
    return re.sub(r"[^0-9a-zа-я]+", "", text.lower())


@dataclass(frozen=True)
class ProfileMap:
    """One profile type: normalised characteristic name -> Auspex key.

    ``keyword`` columns (unit type) become ModelGroup keywords; ``ignored`` columns are known
    and deliberately not mapped (they stay visible in the raw profile when present);
    ``dropped`` columns are list-building data (Kill Team's "Max") and are left out.
    """

    columns: dict[str, str]
    keyword: frozenset[str] = frozenset()
    ignored: frozenset[str] = frozenset()
    dropped: frozenset[str] = frozenset()  # list-building columns with no use in play


@dataclass(frozen=True)
class GameSystem:
    key: str
    edition: Edition | None
    ids: frozenset[str]
    names: frozenset[str]
    models: dict[str, ProfileMap] = field(default_factory=dict)
    weapons: dict[str, ProfileMap] = field(default_factory=dict)
    saves: dict[str, str] = field(default_factory=dict)  # profile type -> column with "n+"
    # stat lines Auspex cannot shoot with or at in this edition yet (2nd-edition vehicles,
    # titans...): a unit whose only stat line is one of these keeps it as a raw profile and
    # the import says so, instead of becoming a model with made-up characteristics
    unplayed: frozenset[str] = frozenset()

    def model_map(self, type_name: str) -> ProfileMap | None:
        return self.models.get(norm(type_name))

    def weapon_map(self, type_name: str) -> ProfileMap | None:
        return self.weapons.get(norm(type_name))

    def is_unplayed(self, type_name: str) -> bool:
        return norm(type_name) in self.unplayed


def _cols(**columns: str) -> dict[str, str]:
    return {norm(name): key for name, key in columns.items()}


def _names(*names: str) -> frozenset[str]:
    return frozenset(norm(n) for n in names)


_KT_MODEL = ProfileMap(_cols(M="m", WS="ws", BS="bs", S="s", T="t", W="w", A="a", Ld="ld",
                             Sv="sv", Inv="inv"), dropped=_names("Max"))
_KT_WEAPON = ProfileMap(_cols(Range="range", Type="type", S="strength", AP="ap", D="damage",
                              Abilities="special"))

_CLASSIC_MODEL = ProfileMap(_cols(WS="ws", BS="bs", S="s", T="t", W="w", I="i", A="a",
                                  Ld="ld", Sv="sv", Inv="inv"))
_CLASSIC_ARMOUR = {"Front Armor": "av_front", "Side Armor": "av_side",
                   "Rear Armor": "av_rear", "Front Armour": "av_front",
                   "Side Armour": "av_side", "Rear Armour": "av_rear"}
_CLASSIC_VEHICLE = ProfileMap(_cols(BS="bs", **_CLASSIC_ARMOUR),
                              ignored=_names("Capacity", "Structure Points"))
_CLASSIC_WALKER = ProfileMap(_cols(WS="ws", BS="bs", S="s", I="i", A="a", **_CLASSIC_ARMOUR),
                             ignored=_names("Structure Points"))
_CLASSIC_WEAPON = ProfileMap(_cols(Range="range", S="strength", AP="ap", Type="type",
                                   Abilities="special"))

_SECOND_MODEL = ProfileMap(_cols(M="m", WS="ws", BS="bs", S="s", T="t", W="w", I="i", A="a",
                                 LD="ld", Sv="sv"), keyword=_names("Unit Type"))
_SECOND_WEAPON = ProfileMap(
    {**_cols(**{"Short range": "short_range", "Long Range": "range", "Strength": "strength",
                "Damage": "damage", "Save Modifier": "save_modifier",
                "Armour Penetration": "armour_penetration", "Special": "special"}),
     norm("Short 'To Hit'"): "hit_short", norm("Long 'To Hit'"): "hit_long"})

_HH_MODEL = ProfileMap(_cols(M="m", WS="ws", BS="bs", S="s", T="t", W="w", I="i", A="a",
                             LD="ld", CL="cl", WP="wp", IN="int", SAV="sv", INV="inv"),
                       keyword=_names("Type"))
_HH_VEHICLE = ProfileMap(_cols(M="m", BS="bs", **{"Front Armour": "av_front",
                                                   "Side Armour": "av_side",
                                                   "Rear Armour": "av_rear"}, HP="hp"),
                         keyword=_names("Type"),
                         ignored=_names("Transport Capacity", "Access Points"))
_HH_KNIGHT = ProfileMap(_cols(M="m", WS="ws", BS="bs", S="s", I="i", A="a", HP="hp",
                              Front="av_front", Rear="av_rear"), keyword=_names("Type"))
_HH_WEAPON = ProfileMap(_cols(R="range", FP="shots", RS="strength", AP="ap", D="damage",
                              **{"Special Rules": "special", "Traits": "special"}))

SYSTEMS: tuple[GameSystem, ...] = (
    GameSystem("kill-team-2018", Edition.KILL_TEAM_2018, frozenset({"a467-5f42-d24c-6e5b"}),
               _names("Warhammer 40,000: Kill Team (2018)"),
               models={norm("Model"): _KT_MODEL}, weapons={norm("Weapon"): _KT_WEAPON}),
    GameSystem("horus-heresy-3", Edition.HORUS_HERESY, frozenset({"sys-9fe4-1dc3-b7c2-73cf"}),
               _names("Horus Heresy 3rd Edition"),
               models={norm("Profile"): _HH_MODEL, norm("Vehicle"): _HH_VEHICLE,
                       norm("Knight"): _HH_KNIGHT},
               weapons={norm("Ranged Weapon"): _HH_WEAPON},
               unplayed=_names("Titan Head", "Titan Carapace", "Titan Legs", "Titan Arms",
                               "Battlefield fortification", "Ordinatus Carriage",
                               "Ordinatus Gun")),
    GameSystem("40k-2nd", Edition.SECOND, frozenset({"9ea8-c89d-9104-ed03"}),
               _names("Warhammer 40k 2nd Edition"),
               models={norm("Unit"): _SECOND_MODEL}, weapons={norm("Weapon"): _SECOND_WEAPON},
               saves={norm("Armour"): norm("Saving Throw")},
               unplayed=_names("Vehicle", "Walker / Dread")),
    GameSystem("40k-3rd", Edition.CLASSIC, frozenset({"96e2-b781-50d7-3d18"}),
               _names("Warhammer 40k 3rd Edition"),
               models={norm("Unit"): _CLASSIC_MODEL, norm("Vehicle"): _CLASSIC_VEHICLE,
                       norm("Transport"): _CLASSIC_VEHICLE, norm("Walker"): _CLASSIC_WALKER,
                       norm("Super Heavy Vehicle"): _CLASSIC_VEHICLE,
                       norm("Super Heavy Walker"): _CLASSIC_WALKER},
               weapons={norm("Weapon"): _CLASSIC_WEAPON}),
    # Shown as raw profiles: editions Auspex does not play.
    GameSystem("horus-heresy-2022", None, frozenset({"28d4-bd2e-4858-ece6"}),
               _names("(HH V2) Horus Heresy (2022)")),
    GameSystem("40k-4th", None, frozenset({"sys-b41a-8226-286b-0dea"}),
               _names("Warhammer 40,000 4th Edition")),
    GameSystem("40k-8th-9th", None, frozenset({"28ec-711c-d87f-3aeb"}),
               _names("Warhammer 40,000 9th Edition", "Warhammer 40,000 8th Edition")),
)

# Profile types that carry a model's stat line in raw-only systems (so models are counted).
UNKNOWN = GameSystem("unknown", None, frozenset(), frozenset())


def identify(game_system_id: str, game_system_name: str) -> GameSystem | None:
    """The known system of a file, or None (then everything is shown raw, with a warning)."""
    for system in SYSTEMS:
        if game_system_id in system.ids:
            return system
    name = norm(game_system_name)
    for system in SYSTEMS:
        if name and name in system.names:
            return system
    return None


def system_for_edition(edition: Edition) -> GameSystem:
    for system in SYSTEMS:
        if system.edition is edition:
            return system
    raise KeyError(edition)  # pragma: no cover - every edition has a system above
