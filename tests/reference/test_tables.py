"""Tables in the reference come from the engine and agree with the research tables.

Two independent checks: every rendered cell is compared with ``shared/rules/tables.md``
(the research team's numbers, parsed here), and patching an engine function changes the
rendered table (so the reference cannot hold a private copy of the numbers).
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest

from desktop.domain.editions import Edition
from desktop.reference import Language, RulesReference, engine_table
from desktop.reference.tables import Table, table_names

TABLES_MD = Path(__file__).resolve().parents[3] / "shared" / "rules" / "tables.md"
DASH = "–"


def md_table(table_id: str, index: int = 0) -> list[list[str]]:
    """Rows (header first) of the ``index``-th Markdown table under ``### table_id``."""
    text = TABLES_MD.read_text(encoding="utf-8")
    section = text.split(f"### {table_id} ")[1].split("\n### ")[0]
    tables, current = [], []
    for line in section.splitlines():
        if line.startswith("|"):
            current.append([c.strip() for c in line.strip().strip("|").split("|")])
        elif current:
            tables.append(current)
            current = []
    if current:
        tables.append(current)
    rows = tables[index]
    return [rows[0], *rows[2:]]


def cell(value: str) -> str:
    """tables.md cell grammar -> our rendering (IMP/N/- -> dash)."""
    return DASH if value in ("IMP", "N", "-") else value


def per_size(table: Table) -> dict[int, str]:
    """Expand "1–4 | 1" threshold rows into {1: "1", 2: "1", ...}."""
    out = {}
    for span, value in table.rows:
        low, _, high = span.partition("–")
        for n in range(int(low), int(high or low) + 1):
            out[n] = value
    return out


def number(text: str) -> int:
    """A header such as "−1" (minus sign, as in the texts)."""
    return int(text.replace("−", "-"))


def en(edition: Edition, name: str) -> Table:
    return engine_table(edition, Language.EN, name)


def test_every_placeholder_is_built_in_both_languages(ref: RulesReference) -> None:
    used: dict[Edition, set[str]] = {e: set() for e in Edition}
    for topic in ref.all_topics():
        for name in topic.engine_tables():
            table = engine_table(topic.edition, topic.lang, name)
            assert table.rows and all(len(r) == len(table.header) for r in table.rows)
            used[topic.edition].add(name)
    for edition, names in used.items():
        assert set(table_names(edition)) == names, f"{edition}: builders nobody uses"


def test_languages_share_the_numbers(ref: RulesReference) -> None:
    """Only words differ between the English and Russian table (decimal comma aside)."""
    for edition in Edition:
        for name in table_names(edition):
            a, b = en(edition, name), engine_table(edition, Language.RU, name)
            digits_a = [re.sub(r"\D", "", c) for r in a.rows for c in r]
            digits_b = [re.sub(r"\D", "", c) for r in b.rows for c in r]
            assert digits_a == digits_b, (edition, name)


@pytest.mark.shared
@pytest.mark.parametrize(("edition", "table_id"), [
    (Edition.CLASSIC, "T-3E-WOUND"), (Edition.SECOND, "T-2E-WOUND"),
    (Edition.KILL_TEAM_2018, "T-KT-WOUND"), (Edition.HORUS_HERESY, "T-HH-WOUND"),
])
def test_wound_charts_match_research(edition: Edition, table_id: str) -> None:
    index = 1 if edition is Edition.KILL_TEAM_2018 else 0  # KT lists its rules first
    expected = [[cell(c) for c in row[1:]] for row in md_table(table_id, index)[1:]]
    assert [list(row[1:]) for row in en(edition, "wound").rows] == expected


@pytest.mark.shared
def test_classic_tables_match_research() -> None:
    bs = md_table("T-3E-BS")
    assert list(en(Edition.CLASSIC, "to-hit").rows[0][1:]) == bs[1][1:]
    ap = md_table("T-3E-AP")
    rendered = en(Edition.CLASSIC, "armour-save")
    assert [[r[0], *r[1:]] for r in rendered.rows] == [[cell(r[0]), *r[1:]] for r in ap[1:]]
    death = md_table("T-3E-ID")
    assert list(en(Edition.CLASSIC, "instant-death").rows[0][1:]) == \
        [cell(c) for c in death[1][1:]]
    morale = md_table("T-3E-MORALE")
    assert per_size(en(Edition.CLASSIC, "morale-threshold")) == {
        int(n): v for n, v in zip(morale[0][1:], morale[1][1:], strict=True)}


@pytest.mark.shared
def test_second_tables_match_research() -> None:
    base = md_table("T-2E-BS")
    shown = [cell.replace("−", "-") for cell in en(Edition.SECOND, "to-hit").rows[0][1:]]
    assert shown == base[1][1:]  # the research writes a hyphen, we print a minus sign
    seven = {row[0]: row for row in md_table("T-2E-7PLUS")[1:]}
    for row in en(Edition.SECOND, "seven-plus").rows[:3]:
        _, first, second, chance = seven[row[0]]
        assert (row[1], row[2], row[3]) == (first, second, chance)
    assert en(Edition.SECOND, "seven-plus").rows[3][3] == "cannot hit"
    faces = md_table("T-2E-SUSTAINED")
    assert [c.upper() for c in en(Edition.SECOND, "sustained-fire").rows[0][1:]] == faces[1][1:]
    brk = md_table("T-2E-BREAK")
    assert per_size(en(Edition.SECOND, "morale-threshold")) == {
        int(n): v for n, v in zip(brk[0][1:], brk[1][1:], strict=True)}


@pytest.mark.shared
def test_kill_team_tables_match_research() -> None:
    broken = md_table("T-KT-BROKEN")
    assert per_size(en(Edition.KILL_TEAM_2018, "broken-threshold")) == {
        int(n): v for n, v in zip(broken[0][1:], broken[1][1:], strict=True)}
    hit = en(Edition.KILL_TEAM_2018, "to-hit")
    for row in hit.rows:  # D6 + modifier >= BS, natural 1 misses, natural 6 hits
        bs = int(row[0].rstrip("+"))
        for modifier, value in zip(hit.header[1:], row[1:], strict=True):
            assert value == f"{min(6, max(2, bs - number(modifier)))}+"
    save = en(Edition.KILL_TEAM_2018, "save")
    for row in save.rows:
        sv = int(row[0].rstrip("+"))
        for ap, value in zip(save.header[1:], row[1:], strict=True):
            needed = sv - number(ap)
            assert value == (f"{max(2, needed)}+" if needed <= 6 else DASH)


@pytest.mark.parametrize(("row", "flesh", "obscured"), [(0, 0, False), (1, 1, False),
                                                        (3, 0, True)])
def test_injury_chances(row: int, flesh: int, obscured: bool) -> None:
    """Highest of D dice, +1 per flesh wound, -1 obscured, 4+ = out of action."""
    table = en(Edition.KILL_TEAM_2018, "injury")
    for damage, shown in zip(table.header[1:], table.rows[row][1:], strict=True):
        below = 3 - flesh + int(obscured)  # faces that still leave a flesh wound
        chance = 1 - Fraction(below, 6) ** int(damage)
        assert shown == f"{float(chance) * 100:.1f}".removesuffix(".0") + "%"


def test_third_flesh_wound_row_follows_the_engine_rule() -> None:
    """UNCONFIRMED rule in the engine: a model with two flesh wounds cannot get a third."""
    assert set(en(Edition.KILL_TEAM_2018, "injury").rows[2][1:]) == {"100%"}


@pytest.mark.shared
def test_horus_heresy_tables_match_research() -> None:
    hit = md_table("T-HH-HIT")
    normal, snap = hit[1][1:], hit[2][1:]

    def ours(value: str) -> str:
        crit = re.fullmatch(r"2\+;CRIT>=(\d)", value)
        if crit:
            return f"2+, crit {crit.group(1)}+"
        return {"AUTO;CRIT": "Auto", "FAIL": "Fail"}.get(value, value)

    rows = en(Edition.HORUS_HERESY, "to-hit").rows
    assert [r[1] for r in rows] == [ours(v) for v in normal]
    assert [r[2] for r in rows] == [ours(v) for v in snap]
    panic = md_table("T-HH-CHECK", 1)
    assert per_size(en(Edition.HORUS_HERESY, "morale-threshold")) == {
        int(n): v for n, v in zip(panic[0][1:], panic[1][1:], strict=True)}
    ap = md_table("T-3E-AP")  # tables.md: the HH matrix is the same as 3rd edition's
    assert [list(r[1:]) for r in en(Edition.HORUS_HERESY, "armour-save").rows] == \
        [r[1:] for r in ap[1:]]


def test_tables_are_read_from_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Changing an engine function changes the reference: nothing is copied."""
    from desktop.rules.editions.classic import tables as classic_rules
    from desktop.rules.editions.horus_heresy import tables as horus_heresy_tables
    from desktop.rules.editions.kill_team_2018 import tables as kill_team_tables

    monkeypatch.setattr(classic_rules, "to_wound", lambda s, t: 3)
    assert {c for r in en(Edition.CLASSIC, "wound").rows for c in r[1:]} == {"3+"}
    monkeypatch.setattr(kill_team_tables, "broken_threshold", lambda n: 7)
    assert per_size(en(Edition.KILL_TEAM_2018, "broken-threshold")) == dict.fromkeys(
        range(1, 21), "7")
    monkeypatch.setattr(horus_heresy_tables, "hit_entry",
                        lambda bs, snap_shots=False: horus_heresy_tables.HitEntry(None))
    assert {r[1] for r in en(Edition.HORUS_HERESY, "to-hit").rows} == {"Fail"}


def test_missing_engine_table_is_reported_not_raised(ref: RulesReference,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.rules.editions.classic import tables as classic_rules

    monkeypatch.delattr(classic_rules, "to_hit")
    topic = ref.topic(Edition.CLASSIC, Language.EN, "hit")
    assert "(table 'to-hit' is not available)" in topic.text()
    ru = ref.topic(Edition.CLASSIC, Language.RU, "hit")
    assert "недоступна" in ru.html()


def test_second_save_table_follows_the_modifier() -> None:
    save = en(Edition.SECOND, "save")
    assert save.header[1:3] == ("0", "−1")
    for row in save.rows:
        sv = int(row[0].rstrip("+"))
        for modifier, value in zip(save.header[1:], row[1:], strict=True):
            needed = sv - number(modifier)
            assert value == (f"{needed}+" if needed <= 6 else DASH)


@pytest.mark.shared
def test_horus_heresy_reactions_and_vehicle_damage_match_research() -> None:
    allotment = md_table("T-HH-REACTIONS")
    rendered = en(Edition.HORUS_HERESY, "reaction-allotment").rows
    assert [r[1] for r in rendered] == [row[1] for row in allotment[1:]]
    assert [r[0] for r in rendered] == ["up to 1,500", "1,501–3,500", "3,501–5,000",
                                        "more than 5,000"]
    damage = md_table("T-HH-VEHICLE-AP", 1)
    table = en(Edition.HORUS_HERESY, "vehicle-damage")
    assert list(table.header[1:]) == damage[0][1:]
    assert list(table.rows[0][1:]) == damage[1][1:]
    ru = engine_table(Edition.HORUS_HERESY, Language.RU, "vehicle-damage")
    assert list(ru.rows[0][1:]) == ["оглушён", "прижат", "подавлен"]  # glossary forms
