"""Builders for the ``{{table:NAME}}`` placeholders: every cell comes from the engine.

Each builder reads the same pure table functions the shooting sequence and the exact odds
use (``desktop/rules/editions/<edition>/tables.py``, and the Horus Heresy's ``effects.py``),
so a change in the engine shows up here and nowhere else.
Engine modules are imported inside the builders: showing one table loads one edition.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from desktop.domain.editions import Edition
from desktop.domain.text import fill
from desktop.reference.tables import Labels, Table, table_builder

DASH = "–"
RANGE_1_10 = range(1, 11)


def plus(value: int | None) -> str:
    """``4`` -> ``4+``; ``None`` (impossible) or a score above 6 -> a dash."""
    return DASH if value is None or value > 6 else f"{value}+"


def chart(labels: Labels, cell: Callable[[int, int], int | None]) -> Table:
    """A Strength (rows) x Toughness (columns) chart, 1 to 10."""
    header = (labels["corner"], *(str(t) for t in RANGE_1_10))
    rows = tuple((str(s), *(plus(cell(s, t)) for t in RANGE_1_10)) for s in RANGE_1_10)
    return Table(labels["caption"], header, rows)


def thresholds(labels: Labels, first: str, second: str, function: Callable[[int], int],
               largest: int = 20) -> Table:
    """"Models 1-4 -> 1 casualty" rows: consecutive unit sizes that share a threshold."""
    rows: list[tuple[str, str]] = []
    start = 1
    for size in range(1, largest + 1):
        value = function(size)
        if size == largest or function(size + 1) != value:
            span = str(start) if start == size else f"{start}–{size}"
            rows.append((span, str(value)))
            start = size + 1
    return Table(labels["caption"], (labels[first], labels[second]), tuple(rows), False)


def signed(value: int) -> str:
    """Modifiers as printed in the texts: ``0``, ``−1`` (a minus sign, not a hyphen)."""
    return str(value).replace("-", "−")


def percent(chance: Fraction, decimal: str) -> str:
    text = f"{float(chance) * 100:.1f}".replace(".", decimal)
    return f"{text.removesuffix(decimal + '0')}%"


def yes_no(labels: Labels, value: bool) -> str:
    return labels["yes"] if value else labels["no"]


def save_matrix(labels: Labels, corner: str, allowed: Callable[[int, int | None], bool],
                ap_values: Sequence[int | None]) -> Table:
    header = (labels[corner], *(f"{sv}+" for sv in range(2, 7)))
    rows = tuple((DASH if ap is None else str(ap),
                  *(yes_no(labels, allowed(sv, ap)) for sv in range(2, 7))) for ap in ap_values)
    return Table(labels["caption"], header, rows)


# --- classic (40K 3rd) -------------------------------------------------------------------

@table_builder(Edition.CLASSIC, "to-hit")
def classic_to_hit(labels: Labels) -> Table:
    from desktop.rules.editions.classic import tables as rules

    return Table(labels["caption"], (labels["bs"], *(str(bs) for bs in RANGE_1_10)),
                 ((labels["needed"], *(plus(rules.to_hit(bs)) for bs in RANGE_1_10)),))


@table_builder(Edition.CLASSIC, "wound")
def classic_wound(labels: Labels) -> Table:
    from desktop.rules.editions.classic import tables as rules

    return chart(labels, rules.to_wound)


@table_builder(Edition.CLASSIC, "armour-save")
def classic_armour(labels: Labels) -> Table:
    from desktop.rules.editions.classic import tables as rules

    return save_matrix(labels, "corner", rules.armour_allowed, (*range(1, 7), None))


@table_builder(Edition.CLASSIC, "instant-death")
def classic_instant_death(labels: Labels) -> Table:
    from desktop.rules.editions.classic import tables as rules

    def lowest(toughness: int) -> str:
        killing = [s for s in RANGE_1_10 if rules.instant_death(s, toughness, wounds=2)]
        return str(min(killing)) if killing else DASH

    return Table(labels["caption"], (labels["toughness"], *(str(t) for t in RANGE_1_10)),
                 ((labels["strength"], *(lowest(t) for t in RANGE_1_10)),))


@table_builder(Edition.CLASSIC, "morale-threshold")
def classic_morale(labels: Labels) -> Table:
    from desktop.rules.editions.classic import tables as rules

    return thresholds(labels, "models", "casualties", rules.morale_threshold)


# --- second (40K 2nd) --------------------------------------------------------------------

@table_builder(Edition.SECOND, "to-hit")
def second_to_hit(labels: Labels) -> Table:
    from desktop.rules.editions.second import tables as rules

    return Table(labels["caption"], (labels["bs"], *(str(bs) for bs in RANGE_1_10)), (
        (labels["base"], *(signed(rules.base_score(bs)) for bs in RANGE_1_10)),
        (labels["unmodified"],
         *(plus(rules.hit_roll(rules.base_score(bs)).first) for bs in RANGE_1_10)),
    ))


@table_builder(Edition.SECOND, "seven-plus")
def second_seven_plus(labels: Labels) -> Table:
    from desktop.rules.editions.second import tables as rules

    rows = []
    for needed in (7, 8, 9, 10):
        roll = rules.hit_roll(needed)
        if roll.first is None:
            rows.append((f"{needed}+", DASH, DASH, labels["impossible"]))
        else:
            chance = roll.chance
            rows.append((str(needed), str(roll.first), plus(roll.second),
                         f"{chance.numerator}/{chance.denominator}"))
    return Table(labels["caption"],
                 (labels["score"], labels["first"], labels["second"], labels["chance"]),
                 tuple(rows))


@table_builder(Edition.SECOND, "wound")
def second_wound(labels: Labels) -> Table:
    from desktop.rules.editions.second import tables as rules

    return chart(labels, rules.to_wound)


@table_builder(Edition.SECOND, "sustained-fire")
def second_sustained(labels: Labels) -> Table:
    from desktop.rules.editions.second import tables as rules

    faces = sorted(rules.SUSTAINED_FACES)
    cells = (labels["jam"] if rules.is_jam(f) else str(rules.sustained_hits(f)) for f in faces)
    return Table(labels["caption"], (labels["face"], *(str(f) for f in faces)),
                 ((labels["hits"], *cells),))


@table_builder(Edition.SECOND, "save")
def second_save(labels: Labels) -> Table:
    from desktop.rules.editions.second import tables as rules

    modifiers = range(0, -7, -1)
    header = (labels["corner-second"], *(signed(m) for m in modifiers))
    rows = tuple((f"{sv}+", *(plus(rules.save_needed(sv, m)) for m in modifiers))
                 for sv in range(2, 7))
    return Table(labels["caption"], header, rows)


@table_builder(Edition.SECOND, "morale-threshold")
def second_morale(labels: Labels) -> Table:
    from desktop.rules.editions.second import tables as rules

    return thresholds(labels, "models", "casualties", rules.break_threshold)


# --- kill-team-2018 ----------------------------------------------------------------------

@table_builder(Edition.KILL_TEAM_2018, "to-hit")
def kt_to_hit(labels: Labels) -> Table:
    from desktop.rules.editions.kill_team_2018 import tables as rules

    modifiers = range(0, -4, -1)
    header = (labels["modifier"], *(signed(m) for m in modifiers))
    rows = tuple((f"{bs}+", *(plus(rules.hit_needed(bs, m)) for m in modifiers))
                 for bs in range(2, 7))
    return Table(labels["caption"], header, rows)


@table_builder(Edition.KILL_TEAM_2018, "wound")
def kt_wound(labels: Labels) -> Table:
    from desktop.rules.editions.kill_team_2018 import tables as rules

    return chart(labels, rules.wound_needed)


@table_builder(Edition.KILL_TEAM_2018, "save")
def kt_save(labels: Labels) -> Table:
    from desktop.rules.editions.kill_team_2018 import tables as rules

    aps = range(0, -5, -1)
    header = (labels["corner-kt"], *(signed(ap) for ap in aps))
    rows = tuple((f"{sv}+", *(plus(rules.save_needed(sv, ap, None)) for ap in aps))
                 for sv in range(2, 7))
    return Table(labels["caption"], header, rows)


@table_builder(Edition.KILL_TEAM_2018, "injury")
def kt_injury(labels: Labels) -> Table:
    from desktop.rules.editions.kill_team_2018 import tables as rules

    damage = range(1, 5)
    cases = (("fresh", 0, False), ("one", 1, False), ("two", 2, False), ("obscured", 0, True))
    rows = tuple((labels[key], *(percent(rules.out_of_action_chance(d, flesh, obscured),
                                         labels["decimal"]) for d in damage))
                 for key, flesh, obscured in cases)
    return Table(labels["caption"], (labels["corner"], *(str(d) for d in damage)), rows)


@table_builder(Edition.KILL_TEAM_2018, "broken-threshold")
def kt_broken(labels: Labels) -> Table:
    from desktop.rules.editions.kill_team_2018 import tables as rules

    return thresholds(labels, "models", "down", rules.broken_threshold)


# --- horus-heresy ------------------------------------------------------------------------

@table_builder(Edition.HORUS_HERESY, "to-hit")
def hh_to_hit(labels: Labels) -> Table:
    from desktop.rules.editions.horus_heresy import tables as rules

    def cell(bs: int, snap: bool) -> str:
        entry = rules.hit_entry(bs, snap_shots=snap)
        if entry.automatic:
            return labels["auto"]
        if entry.target is None:
            return labels["fail"]
        if entry.critical is not None:
            return fill(labels["crit"], (entry.critical,))
        return plus(entry.target)

    rows = tuple((str(bs), cell(bs, False), cell(bs, True)) for bs in RANGE_1_10)
    return Table(labels["caption"], (labels["bs"], labels["normal"], labels["snap"]), rows)


@table_builder(Edition.HORUS_HERESY, "wound")
def hh_wound(labels: Labels) -> Table:
    from desktop.rules.editions.horus_heresy import tables as rules

    return chart(labels, rules.wound_target)


@table_builder(Edition.HORUS_HERESY, "armour-save")
def hh_armour(labels: Labels) -> Table:
    from desktop.rules.editions.horus_heresy import tables as rules

    return save_matrix(labels, "corner-hh", rules.armour_allowed, (*range(1, 7), None))


@table_builder(Edition.HORUS_HERESY, "morale-threshold")
def hh_morale(labels: Labels) -> Table:
    from desktop.rules.editions.horus_heresy import tables as rules

    return thresholds(labels, "models", "casualties", rules.panic_threshold)


@table_builder(Edition.HORUS_HERESY, "reaction-allotment")
def hh_reactions(labels: Labels) -> Table:
    from desktop.rules.editions.horus_heresy import effects as rules

    def number(value: int) -> str:
        return f"{value:,}".replace(",", labels["thousands"])

    limits = range(1, 10_001)
    rows: list[tuple[str, str]] = []
    start = 0
    for points in limits:
        value = rules.reaction_allotment(points)
        if points == limits[-1] or rules.reaction_allotment(points + 1) != value:
            if start == 0:
                span = fill(labels["up-to"], (number(points),))
            elif points == limits[-1]:
                span = fill(labels["more"], (number(start - 1),))
            else:
                span = fill(labels["span"], (number(start), number(points)))
            rows.append((span, str(value)))
            start = points + 1
    return Table(labels["caption"], (labels["limit"], labels["points"]), tuple(rows), False)


@table_builder(Edition.HORUS_HERESY, "vehicle-damage")
def hh_vehicle_damage(labels: Labels) -> Table:
    from desktop.reference.glossary import default_glossary
    from desktop.reference.language import Language
    from desktop.rules.editions.horus_heresy import effects as rules

    lang = Language(labels["lang"])
    spans: list[tuple[int, int, str]] = []
    for face in range(1, 7):
        status = rules.vehicle_damage(face).value
        if spans and spans[-1][2] == status:
            spans[-1] = (spans[-1][0], face, status)
        else:
            spans.append((face, face, status))
    header = (labels["roll"], *(f"{a}–{b}" if a != b else str(a) for a, b, _ in spans))
    names = (default_glossary().term(status).name(lang) for _, _, status in spans)
    return Table(labels["caption"], header, ((labels["status"], *names),))
