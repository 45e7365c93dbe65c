"""Print/PDF as unit cards, plain text to the clipboard, install(), the catalogue dialog."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.domain.catalogue import load_catalogue
from desktop.domain.editions import Edition
from desktop.ui.demo import load_demo_rosters
from desktop.ui.editor import actions_for, current_editor, install
from desktop.ui.editor.catalogue_dialog import CatalogueDialog
from desktop.ui.editor.editor import RosterEditor
from desktop.ui.editor.printing import CardWriter, roster_html
from desktop.ui.editor.text_export import roster_text
from desktop.ui.main_window import MainWindow

Make = Callable[..., MainWindow]
DEMOS = {r.edition: r for r in reversed(load_demo_rosters())}


def test_pdf_export_writes_a_pdf(make_window: Make, tmp_path: Path) -> None:
    window = make_window()
    install(window)
    window.add_roster(DEMOS[Edition.HORUS_HERESY])
    editor = current_editor(window)
    assert editor is not None
    path = editor.export_pdf(tmp_path / "cards.pdf")
    assert path == tmp_path / "cards.pdf"
    data = path.read_bytes()
    assert data.startswith(b"%PDF-") and len(data) > 5_000
    assert b"/Type /Page" in data
    assert editor.message.text() == "Saved cards.pdf"


def test_a_card_is_never_split_over_two_pages(qapp: object) -> None:
    from PySide6.QtGui import QTextTable

    from desktop.domain.roster import Roster
    from desktop.ui.editor.printing import _printer, roster_document

    entries = list(load_catalogue(Edition.SECOND).entries)
    roster = Roster(name="Big", edition=Edition.SECOND, units=[e.instantiate() for e in entries])
    document = roster_document(roster, _printer().pageLayout())
    height = document.pageSize().height()
    cards = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]
    assert len(cards) == len(entries) and document.pageCount() > 1
    for card in cards:
        box = document.documentLayout().frameBoundingRect(card)
        assert int(box.top() // height) == int(box.bottom() // height)


def test_cards_show_profiles_weapons_and_notes(qapp: object) -> None:
    roster = DEMOS[Edition.CLASSIC]
    html = roster_html(roster)
    assert html.count('class="card"') == len(roster.units)
    assert "Tactical Squad — 10 models, 175 pts" in html
    tactical = CardWriter().unit_card(roster, roster.units[0])
    terminators = CardWriter().unit_card(roster, roster.units[-1])
    assert ">WS</th>" in tactical  # only the columns the unit uses
    assert ">Inv</th>" not in tactical and ">Inv</th>" in terminators
    assert "Rapid Fire" in html and "Special rules" in html
    assert "550 / 750 pts" in html
    assert tactical.count(">Boltgun<") == 1  # each distinct weapon profile once per card


def test_text_export_in_the_usual_list_style(qapp: object) -> None:
    text = roster_text(DEMOS[Edition.CLASSIC])
    lines = text.splitlines()
    assert lines[0] == "Ultramarines 2nd Company Detachment"
    assert lines[1] == "Warhammer 40,000 3rd edition (classic) · Space Marines · 550 / 750 pts"
    assert "Tactical Squad [10 models, 175 pts]" in lines
    assert "  • 1× Veteran Sergeant: Boltgun, Bolt pistol" in lines
    assert lines[-3:] == ["Total: 550 / 750 pts", "",
                          "Demo army. Profiles as published; points in unit notes."]


def test_copy_text_action_fills_the_clipboard(make_window: Make, qtbot: QtBot) -> None:
    window = make_window()
    install(window)
    window.add_roster(DEMOS[Edition.KILL_TEAM_2018])
    actions = actions_for(window)
    assert actions is not None
    QApplication.clipboard().clear()
    actions.copy_text_action.trigger()
    copied = QApplication.clipboard().text()
    assert copied == roster_text(DEMOS[Edition.KILL_TEAM_2018])
    assert "Sergeant Varro [1 model, 16 pts]" in copied


def test_install_converts_open_tabs_and_exposes_actions(make_window: Make) -> None:
    window = make_window()
    window.add_roster(DEMOS[Edition.SECOND])
    title = window.tabs.tabText(0)
    install(window)
    install(window)  # a second call changes nothing
    assert isinstance(window.view_at(0), RosterEditor)
    assert window.tabs.tabText(0) == title
    window.add_roster(DEMOS[Edition.CLASSIC])
    assert isinstance(window.view_at(1), RosterEditor)
    assert [d.objectName() for d in window.docks].count("FindingsDock") == 1
    actions = actions_for(window)
    assert actions is not None
    names = sorted(a.objectName() for a in actions.actions.values())
    assert names == sorted(["add_unit_action", "new_unit_action", "duplicate_action",
                            "rename_action", "remove_action", "move_up_action",
                            "move_down_action", "add_model_action", "add_weapon_action",
                            "copy_text_action", "print_roster_action", "export_pdf_action"])
    assert actions.duplicate_action.shortcut().toString() == "Ctrl+D"
    assert actions.add_unit_action.shortcut().toString() == "Ctrl+Shift+N"
    window.close_current()
    window.close_current()
    assert not actions.copy_text_action.isEnabled()


def test_catalogue_dialog_searches_and_filters(qtbot: QtBot) -> None:
    catalogue = load_catalogue(Edition.KILL_TEAM_2018)
    dialog = CatalogueDialog(catalogue)
    qtbot.addWidget(dialog)
    total = sum(1 for _ in catalogue.entries)
    assert dialog.proxy.rowCount() == total
    qtbot.keyClicks(dialog.search, "Intercessor")
    assert 0 < dialog.proxy.rowCount() < total
    assert all("Intercessor" in dialog.proxy.index(r, 0).data()
               for r in range(dialog.proxy.rowCount()))
    assert "Intercessor" in dialog.details.text()
    dialog.search.clear()
    dialog.faction.setCurrentIndex(dialog.faction.findText("Orks"))
    factions = {dialog.proxy.index(r, 1).data() for r in range(dialog.proxy.rowCount())}
    assert factions == {"Orks"}
    dialog.view.selectAll()
    assert len(dialog.selected_entries()) == dialog.proxy.rowCount()
    assert dialog.details.text().endswith("units selected")
    qtbot.keyClicks(dialog.search, "zzzz")
    assert dialog.details.text() == "No unit matches the search."
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    dialog.view.sortByColumn(3, Qt.SortOrder.DescendingOrder)


def test_imported_profiles_are_shown_as_they_are(make_window: Make) -> None:
    from desktop.domain.roster import RawProfile, Roster, Unit

    raw = RawProfile(name="Rhino", type_name="Transport",
                     characteristics={"Capacity": "10", "Fire points": "2"})
    roster = Roster(name="Imported", game_system="Some other game",
                    units=[Unit(id="rhino", name="Rhino", raw_profiles=[raw])])
    assert "<b>Rhino</b> (Transport): Capacity 10, Fire points 2" in roster_html(roster)
    window = make_window()
    install(window)
    window.add_roster(roster)
    editor = current_editor(window)
    assert editor is not None
    from desktop.ui.editor.common import ItemRef, Kind

    editor.select_item(ItemRef(Kind.UNIT, "rhino"))
    assert editor.unit_page.raw.isVisible()
    assert editor.unit_page.raw.text().endswith("Rhino (Transport): Capacity 10, Fire points 2")
    assert not editor.commands.add_unit_action.isEnabled()  # no catalogue without an edition
