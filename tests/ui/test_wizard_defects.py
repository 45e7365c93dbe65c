"""Wizard defects found by playing it as a new user would (issue 13), one test each; every
test failed before its fix."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from desktop.domain.roster import Roster
from desktop.domain.text import Message
from desktop.rules.dice import Dist
from desktop.rules.sequence import DiceRequest
from desktop.rules.steps import StepId
from desktop.ui.wizard.odds import DistChart
from desktop.ui.wizard.step_page import StepPage
from tests.ui.test_wizard import CASES, Make, button, open_wizard, pick, set_up, settle

SECOND, CLASSIC, KILL_TEAM, HORUS = CASES


def test_set_up_odds_follow_a_change_of_the_firing_unit(make_window: Make, qtbot: QtBot) -> None:
    """The weapons are refilled with signals blocked: the change must still reach the odds."""
    _window, wizard = open_wizard(make_window, qtbot)
    set_up(wizard, HORUS)
    qtbot.waitUntil(lambda: wizard.odds.report is not None, timeout=10_000)
    before = wizard.odds.report
    page = wizard.setup_page
    with qtbot.waitSignal(page.selection_changed, timeout=2_000):
        pick(page.attacker_unit, "Castellax")
    qtbot.waitUntil(lambda: wizard.odds.report is not before and not wizard.odds.pending,
                    timeout=10_000)
    preview = wizard._make_session()
    expected = preview.attack.odds()
    assert wizard.odds.report is not None
    assert wizard.odds.report.casualties.probs == expected.casualties.probs
    assert wizard.odds.report.shots.probs != before.shots.probs  # type: ignore[union-attr]


def test_the_dice_field_is_cleared_for_each_new_request(make_window: Make, qtbot: QtBot) -> None:
    """Text typed for one request never stays for the next one (Enter would submit it)."""
    _window, wizard = open_wizard(make_window, qtbot)
    set_up(wizard, HORUS)
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session is not None
    edit = wizard.step_page.pad.edit
    while not session.finished:
        request = session.attack.request()
        assert edit.text() == "", session.step  # nothing left over from the last request
        if isinstance(request, DiceRequest):
            qtbot.keyClicks(edit, "6 " * request.count)
            qtbot.keyClick(edit, Qt.Key.Key_Return)
        elif request is None:
            qtbot.mouseClick(button(wizard, "continueStep"), Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(button(wizard, "confirmChoice"), Qt.MouseButton.LeftButton)
        settle(qtbot, wizard)


def test_a_new_request_clears_typed_dice_even_when_input_is_kept(qtbot: QtBot) -> None:
    page = StepPage()
    qtbot.addWidget(page)
    first = DiceRequest(2, Message("X", "Wound rolls"), Message("X", "4+"), target=4)
    second = DiceRequest(2, Message("X", "Saving throws"), Message("X", "3+"), target=3)
    page.show_step(str(StepId.WOUND), first, (), {}, None, reset_input=True)
    page.pad.edit.setText("6 6")
    page.show_step(str(StepId.WOUND), first, (), {}, None, reset_input=False)
    assert page.pad.edit.text() == "6 6"  # the same request (e.g. a language switch): kept
    page.show_step(str(StepId.SAVE), second, (), {}, None, reset_input=False)
    assert page.pad.edit.text() == ""


def test_totals_are_shown_only_where_a_sum_matters(qtbot: QtBot) -> None:
    page = StepPage()
    qtbot.addWidget(page)
    faces = DiceRequest(3, Message("X", "Armour Penetration Tests"), Message("X", "D6 + S"),
                        total=False)
    shots = DiceRequest(2, Message("X", "Shots"), Message("X", "2D6"), total=True)
    page.show_step(str(StepId.ARMOUR_PENETRATION), faces, (), {}, None, reset_input=True)
    page.pad.edit.setText("3 5 6")
    assert "14" not in page.pad.counter.text()
    page.show_step(str(StepId.SHOTS), shots, (), {}, None, reset_input=True)
    page.pad.edit.setText("3 5")
    assert "8" in page.pad.counter.text()


def test_horus_heresy_armour_penetration_shows_no_total(make_window: Make, qtbot: QtBot) -> None:
    from desktop.rules.editions.horus_heresy import RULESET

    attack = RULESET.start({
        "edition": "horus-heresy",
        "attacker": {"models": 3, "bs": 4, "weapon": {"name": "Lascannon", "shots": "1",
                                                      "range": 48, "strength": 9, "ap": 2,
                                                      "damage": "1"}},
        "target": {"models": 1, "vehicle": {"armour": 11, "hull_points": 3}}})
    from desktop.rules.dice import Roller

    roller = Roller(3)
    while attack.step is not StepId.ARMOUR_PENETRATION and not attack.finished:
        attack.roll(roller)
    if attack.finished:
        return
    request = attack.request()
    assert isinstance(request, DiceRequest) and request.total is False


def test_new_attack_follows_the_roster_on_screen(make_window: Make, qtbot: QtBot) -> None:
    window, wizard = open_wizard(make_window, qtbot)
    set_up(wizard, HORUS)
    qtbot.mouseClick(button(wizard, "startAttack"), Qt.MouseButton.LeftButton)
    assert wizard.session is not None
    # a roster created (and so shown) while the attack goes on
    made = window.add_roster(Roster(name="Fresh Kill Team", edition=KILL_TEAM.edition))
    assert window.current is made
    wizard.new_attack()
    assert wizard.setup_page.attacker_open() is made
    # shown while on the set-up page: followed at once
    other = next(o for o in window.rosters if o.roster.name == HORUS.attacker_roster)
    window.tabs.setCurrentIndex(window.rosters.index(other))
    assert wizard.setup_page.attacker_open() is other
    # opened while on the set-up page
    opened = window.add_roster(Roster(name="Opened", edition=CLASSIC.edition))
    assert wizard.setup_page.attacker_open() is opened


def test_hit_chart_axis_labels_have_room_past_nine(qtbot: QtBot) -> None:
    chart = DistChart(140)
    qtbot.addWidget(chart)
    chart.resize(220, 160)
    chart.show()
    chart.show_dist(Dist.binomial(14, 0.5), "Hits", "exactly N", "at least N")
    qtbot.wait(10)
    assert chart.chart is not None
    axis = chart.chart.axes(Qt.Orientation.Horizontal)[0]
    span = axis.max() - axis.min()  # type: ignore[attr-defined]
    per_unit = chart.chart.plotArea().width() / span
    label = QFontMetrics(axis.labelsFont()).horizontalAdvance("14")
    assert axis.tickInterval() * per_unit >= label + 4  # type: ignore[attr-defined]


def test_set_up_asks_cover_and_removal_order_where_the_edition_does(
        make_window: Make, qtbot: QtBot, monkeypatch: object) -> None:
    """Classic and 2nd edition whole units: models in cover per target group (and which
    cover), and the removal order; an edition that asks neither shows neither."""
    from dataclasses import replace

    from desktop.rules import meta as meta_module
    from desktop.ui.wizard import setup_page

    real = meta_module.meta_of
    assert real(CLASSIC.edition).cover_choices and real(CLASSIC.edition).removal_order
    _window, wizard = open_wizard(make_window, qtbot)
    set_up(wizard, CLASSIC)  # the Shoota Boyz: a Nob and the Boyz
    page = wizard.setup_page
    assert page.groups_box.isVisibleTo(page)
    unit = page.target_unit_now()
    assert unit is not None
    names = [page.order_list.item(i).text().rsplit(" (", 1)[0]
             for i in range(page.order_list.count())]
    standing = [g.name for g in unit.models if g.count > 0]
    assert sorted(names) == sorted(standing) and names[-1] == "Nob"  # leaders go last
    assert "cover_models" not in page.situation()
    index, spin = max(page.cover_spins, key=lambda pair: unit.models[pair[0]].count)
    assert spin.maximum() == unit.models[index].count
    with qtbot.waitSignal(page.selection_changed):
        spin.setValue(2)
    assert page.situation()["cover_models"] == {index: 2}
    assert page.situation()["cover_values"] == {index: real(CLASSIC.edition).cover_choices[0][0]}
    kind = dict(page.cover_combos)[index]
    with qtbot.waitSignal(page.selection_changed):
        kind.setCurrentIndex(1)
    assert page.situation()["cover_values"] == {index: real(CLASSIC.edition).cover_choices[1][0]}
    page.order_list.setCurrentRow(len(names) - 1)
    with qtbot.waitSignal(page.selection_changed):
        qtbot.mouseClick(page.order_up, Qt.MouseButton.LeftButton)
    order = page.situation()["removal_order"]
    assert [unit.models[i].name for i in order][-2] == "Nob"
    monkeypatch.setattr(setup_page, "meta_of",  # type: ignore[attr-defined]
                        lambda edition: replace(real(edition), cover_choices=(),
                                                removal_order=False))
    page.refresh()
    assert not page.groups_box.isVisibleTo(page) and "removal_order" not in page.situation()


def test_pick_boxes_of_an_earlier_result_do_not_stay_drawn(qtbot: QtBot) -> None:
    """A result where the owner picks casualties, then one where the rules decide: the pick
    boxes of the first go at once (found while taking the screenshots)."""
    from PySide6.QtWidgets import QSpinBox

    from desktop.domain.editions import Edition
    from desktop.domain.roster import ModelGroup, Unit
    from desktop.rules.sequence import AttackResult, GroupResult
    from desktop.ui.wizard.result_page import ResultPage

    page = ResultPage()
    qtbot.addWidget(page)
    page.show()
    squad = Unit(name="Squad", models=[ModelGroup(name="Sergeant", count=1),
                                       ModelGroup(name="Legionary", count=4)])
    hit = AttackResult(1, 1, 1, 1, 1, (GroupResult("Squad", models_removed=1),))
    page.show_result(hit, squad, Edition.HORUS_HERESY)
    assert sum(s.isVisibleTo(page) for s in page.table.findChildren(QSpinBox)) == 2
    solo = Unit(name="Solo", models=[ModelGroup(name="Solo", count=1)])
    page.show_result(hit, solo, Edition.HORUS_HERESY)
    assert not any(s.isVisibleTo(page) for s in page.table.findChildren(QSpinBox))
    assert page.table.item(0, 1).text() == "1 → 0"

