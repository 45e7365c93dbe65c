from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QToolButton
from pytestqt.exceptions import TimeoutError
from pytestqt.qtbot import QtBot

from desktop import storage
from desktop.domain import Edition, Roster, Unit
from desktop.formats import native
from desktop.ui.main_window import MainWindow

Make = Callable[..., MainWindow]


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_menus_and_docks(make_window: Make) -> None:
    window = make_window()
    assert menu_titles(window) == ["&File", "&Edit", "&View", "&Language", "&Help"]
    file_texts = [a.text() for a in window.file_menu.actions() if a.text()]
    for wanted in ("&New roster…", "&Open…", "Open &recent", "&Save", "Save &as…", "&Quit"):
        assert wanted in file_texts
    assert [a.text() for a in window.view_menu.actions()] == [d.toggleViewAction().text()
                                                              for d in window.docks]
    assert all(d.objectName() for d in window.docks)


def test_language_switch_at_run_time(make_window: Make, qtbot: QtBot) -> None:
    window = make_window("en")
    window.set_language("ru")
    qtbot.waitUntil(lambda: menu_titles(window)[0] == "&Файл")
    assert window.undo_dock.windowTitle() == "История правок"
    assert window.settings.language == "ru"
    assert storage.load_settings().language == "ru"
    window.set_language("en")
    qtbot.waitUntil(lambda: menu_titles(window)[0] == "&File")


def test_open_save_recent_and_title(make_window: Make, tmp_path: Path) -> None:
    path = tmp_path / "army.json"
    native.save(Roster(name="Army", edition=Edition.CLASSIC, units=[Unit(name="Squad")]), path)
    window = make_window()
    opened = window.files.open_path(path)
    assert opened is not None and window.windowTitle() == "Army[*] — Auspex"
    assert not window.isWindowModified()
    assert window.settings.recent_files[0] == str(path.resolve())
    window.files.fill_recent_menu()
    assert window.recent_menu.actions()[0].text().endswith("army.json")
    assert window.files.open_path(path) is opened  # no second tab for the same file
    assert window.tabs.count() == 1


def test_broken_file_gives_message_and_nothing_changes(make_window: Make, tmp_path: Path,
                                                       no_blocking_warnings: list[str]) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{oops")
    window = make_window()
    assert window.files.open_path(path) is None
    assert window.tabs.count() == 0
    assert "damaged" in no_blocking_warnings[0]
    assert path.read_text() == "{oops"


def test_save_failure_keeps_roster_open_and_explains(make_window: Make, tmp_path: Path,
                                                     no_blocking_warnings: list[str]) -> None:
    window = make_window()
    open_roster = window.add_roster(Roster(name="Unsaved"), modified=True)
    assert not window.files.save_to(open_roster, tmp_path / "missing-folder" / "x.json")
    assert open_roster.modified and window.tabs.count() == 1
    assert "Could not save" in no_blocking_warnings[0]


def test_autosave_and_restore_after_crash(make_window: Make, answer: Callable[..., list[str]],
                                          tmp_path: Path) -> None:
    window = make_window()
    window.add_roster(Roster(name="Work in progress", edition=Edition.SECOND), modified=True)
    assert window.files.autosave_now() == 1
    asked = answer(QMessageBox.StandardButton.Yes)
    assert make_window().files.offer_restore() == 0  # the first window is still running
    assert asked == []
    # The app "crashes": its lock goes, no closeEvent, so the autosave stays.
    assert window.files.session is not None
    window.files.session.crash()
    second = make_window()
    assert second.files.offer_restore() == 1
    assert "1 roster with unsaved changes" in asked[0]
    assert second.rosters[0].roster.name == "Work in progress"
    assert second.rosters[0].modified
    assert storage.find_autosaves() == []  # restored: they are the second window's now
    assert second.files.session is not None and len(second.files.session.keys()) == 1


def test_declining_restore_discards_autosaves(make_window: Make,
                                              answer: Callable[..., list[str]]) -> None:
    window = make_window()
    window.add_roster(Roster(name="A"), modified=True)
    window.add_roster(Roster(name="B"), modified=True)
    window.files.autosave_now()
    assert window.files.session is not None
    window.files.session.crash()
    asked = answer(QMessageBox.StandardButton.No)
    assert make_window().files.offer_restore() == 0
    assert "2 rosters" in asked[0]
    assert storage.find_autosaves() == []


def test_closing_or_declining_in_a_second_window_keeps_the_first_ones_autosaves(
        make_window: Make, answer: Callable[..., list[str]]) -> None:
    first = make_window()
    first.add_roster(Roster(name="First's work"), modified=True)
    assert first.files.autosave_now() == 1
    assert first.files.session is not None
    mine = first.files.session.keys()
    answer(QMessageBox.StandardButton.No)
    second = make_window()
    assert second.files.offer_restore() == 0
    second.close()
    assert first.files.session.keys() == mine  # still there after the second one closed
    first.files.session.crash()
    assert [e.roster.name for e in storage.find_autosaves()] == ["First's work"]


def test_layout_and_language_remembered(make_window: Make, qtbot: QtBot) -> None:
    window = make_window("ru")
    window.undo_dock.show()
    window.save_settings()
    settings = storage.load_settings()
    assert settings.language == "ru" and settings.window_state
    again = make_window(**{k: v for k, v in settings.model_dump().items() if k != "version"})
    qtbot.waitUntil(lambda: again.undo_dock.isVisible())
    assert menu_titles(again)[0] == "&Файл"


def test_welcome_page_until_a_roster_opens(make_window: Make) -> None:
    window = make_window()
    assert window.central.currentWidget() is window.welcome
    window.add_roster(Roster(name="A"))
    assert window.central.currentWidget() is window.tabs
    window.close_current()
    assert window.central.currentWidget() is window.welcome


def _write_ros(path: Path) -> None:
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<roster id="r1" name="Imported Army" battleScribeVersion="2.03" '
        'gameSystemId="g" gameSystemName="Warhammer 40,000: Kill Team (2018)" '
        'gameSystemRevision="1" xmlns="http://www.battlescribe.net/schema/rosterSchema">'
        '<costs><cost name="pts" typeId="points" value="0.0"/></costs>'
        '<costLimits><costLimit name="pts" typeId="points" value="100.0"/></costLimits>'
        '<forces/></roster>', encoding="utf-8")


def test_import_battlescribe_by_open_and_drop(make_window: Make, tmp_path: Path) -> None:
    from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
    from PySide6.QtGui import QDropEvent

    ros = tmp_path / "army.ros"
    _write_ros(ros)
    window = make_window()
    imported = window.files.open_path(ros)
    assert imported is not None and imported.roster.name == "Imported Army"
    assert imported.path is None and imported.modified  # saving asks for a native file name
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(ros))])
    event = QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, mime,
                       Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    assert window.tabs.count() == 2


def test_hostile_import_is_refused_with_a_message(make_window: Make, tmp_path: Path,
                                                  no_blocking_warnings: list[str]) -> None:
    bomb = tmp_path / "laughs.ros"
    bomb.write_text('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><roster>&a;</roster>')
    window = make_window()
    assert window.files.open_path(bomb) is None
    assert window.tabs.count() == 0
    assert no_blocking_warnings and "Could not import" in no_blocking_warnings[0]


def test_export_rosz_round_trip(make_window: Make, tmp_path: Path) -> None:
    from desktop.formats.battlescribe import import_roster

    window = make_window()
    window.open_demo()
    first = window.rosters[0]
    out = tmp_path / "out.rosz"
    assert window.files.export_rosz(first, out)
    again = import_roster(out).roster
    assert [u.name for u in again.units] == [u.name for u in first.roster.units]


def test_editor_actions_reach_the_menus(make_window: Make) -> None:
    window = make_window()
    edit_names = {a.objectName() for a in window.edit_menu.actions()}
    assert {"duplicate_action", "rename_action", "remove_action"} <= edit_names
    file_names = {a.objectName() for a in window.file_menu.actions()}
    assert {"print_roster_action", "export_pdf_action"} <= file_names


def test_wizard_shoots_with_the_roster_on_screen(make_window: Make) -> None:
    window = make_window()
    window.open_demo()
    wizard = window.features["shooting"]
    for index in (3, 0, 6):
        window.tabs.setCurrentIndex(index)
        assert wizard.setup_page.attacker_open() is window.rosters[index]  # type: ignore[attr-defined]
        target = wizard.setup_page.target_open()  # type: ignore[attr-defined]
        assert target is not None and target.roster.edition == window.rosters[index].roster.edition


def test_rules_dock_is_built_only_when_first_needed(make_window: Make, qtbot: QtBot) -> None:
    window = make_window()
    rules = window.features["rules"]
    assert not rules.built  # type: ignore[attr-defined]
    assert any(a is rules.help_action for a in window.help_menu.actions())  # type: ignore[attr-defined]
    window.features["shooting"].rule_requested.emit("classic", "wound")  # type: ignore[attr-defined]
    assert rules.built  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: rules.dock.isVisible())  # type: ignore[attr-defined]
    topic = rules.panel().current_topic()  # type: ignore[attr-defined]
    assert topic is not None and topic.id == "wound"


def test_demo_builds_only_the_tab_on_screen(make_window: Make) -> None:
    from desktop.ui.editor import RosterEditor, current_editor
    from desktop.ui.main_window import RosterTab

    window = make_window()
    assert window.open_demo() == 8
    tabs = [window.tabs.widget(i) for i in range(window.tabs.count())]
    assert all(isinstance(tab, RosterTab) for tab in tabs)
    assert [tab.built for tab in tabs] == [True] + [False] * 7  # type: ignore[attr-defined]
    editor = current_editor(window)
    assert editor is not None and editor.open_roster is window.rosters[0]
    window.tabs.setCurrentIndex(3)  # choosing a tab builds its editor, for that roster
    assert tabs[3].built  # type: ignore[attr-defined]
    third = current_editor(window)
    assert isinstance(third, RosterEditor) and third.open_roster is window.rosters[3]
    assert window.current is window.rosters[3]


def test_dragged_tabs_keep_their_rosters(make_window: Make) -> None:
    window = make_window()
    first, second, third = (window.add_roster(Roster(name=n)) for n in ("A", "B", "C"))
    window.tabs.tabBar().moveTab(0, 2)  # what dragging tab A to the end does
    assert [o.roster.name for o in window.rosters] == ["B", "C", "A"]
    window.tabs.setCurrentIndex(2)
    assert window.current is first
    assert window.windowTitle().startswith("A")
    window.tabs.setCurrentIndex(0)
    assert window.current is second
    window.close_current()
    assert window.rosters == [third, first]
    assert [window.tabs.tabText(i) for i in range(2)] == ["C", "A"]


def test_demo_reports_its_rosters_once(make_window: Make) -> None:
    window = make_window()
    seen: list[int] = []
    window.rosters_changed.connect(lambda: seen.append(len(window.rosters)))
    window.open_demo()
    assert seen == [8]
    window.tabs.tabBar().moveTab(0, 1)
    assert seen == [8, 8]


def test_rules_open_floating_the_first_time_then_where_the_player_left_them(
        make_window: Make, qtbot: QtBot) -> None:
    window = make_window()
    rules = window.features["rules"]
    rules.show_step("classic", "wound")  # type: ignore[attr-defined]
    dock = rules.dock  # type: ignore[attr-defined]
    qtbot.waitUntil(dock.isVisible)
    assert dock.isFloating() and dock.width() >= 480 and dock.height() >= 360
    assert window.settings.rules_dock_placed
    dock.setFloating(False)  # the player docks it: that is kept
    dock.hide()
    rules.show_step("classic", "hit")  # type: ignore[attr-defined]
    qtbot.waitUntil(dock.isVisible)
    assert not dock.isFloating()
    later = make_window(rules_dock_placed=True)  # a later start: no first-time placement
    later.features["rules"].show_step("second", "hit")  # type: ignore[attr-defined]
    assert not later.features["rules"].dock.isFloating()  # type: ignore[attr-defined]


def _mnemonic(text: str) -> str | None:
    cleaned = text.replace("&&", "")
    index = cleaned.find("&")
    return cleaned[index + 1].lower() if 0 <= index < len(cleaned) - 1 else None


def test_menu_mnemonics_are_unique_in_each_language(make_window: Make, qtbot: QtBot) -> None:
    """Alt+letter must reach one entry: two entries sharing a letter only cycle focus."""
    window = make_window()
    for language in ("en", "ru"):
        window.set_language(language)
        qtbot.waitUntil(lambda lang=language: (menu_titles(window)[0] == "&File") == (
            lang == "en"))
        menus = [a.menu() for a in window.menuBar().actions()]
        for menu in menus:
            keys = [_mnemonic(a.text()) for a in menu.actions() if a.text() and a.isVisible()]
            keys = [k for k in keys if k]
            assert len(keys) == len(set(keys)), (language, menu.title(), keys)
        bar = [_mnemonic(t) for t in menu_titles(window)]
        assert len(bar) == len(set(bar)), (language, bar)
    assert window.quit_action.shortcuts()  # Ctrl+Q where the platform binds no Quit key


# --- the first minute (#16) ---------------------------------------------------------------


def _first_start(make_window: Make, qtbot: QtBot, language: str = "en",
                 size: tuple[int, int] = (1200, 800)) -> MainWindow:
    """A first start at ``size``: the window at its saved size before its docks are sized
    (as desktop.app does), then recovery and the demo battle."""
    from desktop.app import start

    window = make_window(language)
    window.resize(*size)
    window.arrange_docks()
    start(window)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    return window


def test_first_start_opens_one_demo_battle_with_the_first_steps(make_window: Make,
                                                               qtbot: QtBot) -> None:
    window = _first_start(make_window, qtbot)
    assert [o.roster.edition for o in window.rosters] == [Edition.CLASSIC] * 2
    assert window.current is window.rosters[0]
    assert window.first_steps.isVisible() and window.settings.demo_opened
    assert "shoot in this demo battle" in window.first_steps.text.text()
    bar = window.tabs.tabBar()
    qtbot.waitUntil(lambda: bar.sizeHint().width() <= bar.width())  # both tabs, in full
    wizard = window.features["shooting"]
    assert wizard.setup_page.attacker_open() is window.rosters[0]  # type: ignore[attr-defined]
    assert wizard.setup_page.target_open() is window.rosters[1]  # type: ignore[attr-defined]


def _readable(window: MainWindow) -> list[str]:
    """What makes the first start hard to read: sideways scrolling, a hidden toolbar button,
    a page squeezed below its minimum, a window grown past its size."""
    from desktop.ui.editor import current_editor

    editor = current_editor(window)
    assert editor is not None
    problems = []
    tree, header = editor.tree, editor.tree.header()
    if tree.horizontalScrollBar().isVisible() or header.length() > tree.viewport().width():
        problems.append(f"tree scrolls sideways: {header.length()} > {tree.viewport().width()}")
    for view in (editor.group_view, editor.weapon_view):
        if view.horizontalScrollBar().isVisible():
            problems.append(f"{view.objectName()} scrolls sideways")
    extension = editor.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    if extension is not None and extension.isVisible():
        problems.append("toolbar commands hidden behind »")
    if editor.pages.height() < editor.pages.minimumSizeHint().height():
        problems.append("unit page squeezed below its minimum")
    shooting = next(d for d in window.docks if d.objectName() == "ShootingDock")
    if editor.width() < 760 or not 400 <= shooting.width() <= 820:
        problems.append(f"editor {editor.width()} px beside a {shooting.width()} px dock")
    return problems


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1200, 800), (1920, 1080)], ids=["1200x800", "1920x1080"])
def test_first_start_is_readable(make_window: Make, qtbot: QtBot, language: str,
                                 size: tuple[int, int]) -> None:
    from desktop.ui.editor import current_editor
    from tests.ui.test_pseudo_localisation import cut_off

    window = _first_start(make_window, qtbot, language, size)
    editor = current_editor(window)
    assert editor is not None
    editor.tree.setCurrentIndex(  # the first unit: its profile and weapon tables
        editor.tree_model.index(0, 0, editor.tree_model.roster_index()))
    with contextlib.suppress(TimeoutError):  # reported below
        qtbot.waitUntil(lambda: not _readable(window), timeout=2000)
    assert _readable(window) == []
    assert (window.width(), window.height()) == size  # nothing forced the window larger
    assert cut_off(qtbot, window.first_steps) == []


def _odds_out_of_sight(window: MainWindow, chart: bool = True) -> list[str]:
    """The odds a player should read at a glance (the four cards, and unless ``chart`` is
    False the models-removed chart) that are hidden, or lie outside the visible part of the
    odds tab (a scroll away)."""
    from PySide6.QtCore import QPoint, QRect

    wizard = window.features["shooting"]
    odds, area = wizard.odds, wizard.odds_area  # type: ignore[attr-defined]
    viewport = area.viewport()
    problems = []
    if wizard.side.currentWidget() is not area:  # type: ignore[attr-defined]
        problems.append("the odds tab is not the one shown")
    for widget in [*(value.parentWidget() for _name, value in odds.rows.values()),
                   *([odds.casualties_chart] if chart else [])]:
        box = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
        if not widget.isVisible() or not viewport.rect().contains(box):
            problems.append(f"{type(widget).__name__} at {box.getRect()} outside "
                            f"{viewport.rect().getRect()}")
    return problems


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1200, 800), (1920, 1080)], ids=["1200x800", "1920x1080"])
def test_first_start_shows_the_odds_without_scrolling(make_window: Make, qtbot: QtBot,
                                                      language: str,
                                                      size: tuple[int, int]) -> None:
    """Before an attack the Shooting dock gives its room to the odds: the cards and the
    chart of models removed are in sight at once; the log is a tab beside them, empty (and
    disabled) until an attack starts.  During the attack the cards stay in sight."""
    window = _first_start(make_window, qtbot, language, size)
    wizard = window.features["shooting"]
    odds = wizard.odds  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: odds.report is not None)
    with contextlib.suppress(TimeoutError):  # reported below
        qtbot.waitUntil(lambda: not _odds_out_of_sight(window), timeout=2000)
    assert _odds_out_of_sight(window) == []
    side = wizard.side  # type: ignore[attr-defined]
    assert [side.tabText(i) for i in range(side.count())] == (
        ["Odds from here (exact)", "Log"] if language == "en"
        else ["Шансы с этого шага (точно)", "Журнал"])
    assert not side.isTabEnabled(1)
    assert wizard.start_attack()  # type: ignore[attr-defined]
    assert side.isTabEnabled(1) and wizard.log_view.toPlainText()  # type: ignore[attr-defined]
    assert side.currentIndex() == 0  # the odds stay in sight through the attack
    qtbot.waitUntil(lambda: not odds.pending)
    with contextlib.suppress(TimeoutError):  # reported below
        qtbot.waitUntil(lambda: not _odds_out_of_sight(window, chart=False), timeout=2000)
    assert _odds_out_of_sight(window, chart=False) == []


def _toolbar_reach(window: MainWindow) -> set[str]:
    """The editor commands a player can reach from the toolbar without its overflow menu:
    a visible button, or an entry in a visible button's menu."""
    from desktop.ui.editor import actions_for, current_editor

    editor, actions = current_editor(window), actions_for(window)
    assert editor is not None and actions is not None
    reach: set[str] = set()
    for button in editor.toolbar.findChildren(QToolButton):
        if not button.isVisible() or button.objectName() == "qt_toolbar_ext_button":
            continue
        shown = [button.defaultAction(), *(button.menu().actions() if button.menu() else [])]
        reach |= {name for name, action in actions.actions.items() if action in shown}
    return reach


@pytest.mark.parametrize("width", [1200, 1600])
def test_every_toolbar_command_is_in_sight_in_russian(make_window: Make, qtbot: QtBot,
                                                      width: int) -> None:
    window = _first_start(make_window, qtbot, "ru", (width, 900))
    wanted = {"add_unit", "new_unit", "duplicate", "remove", "move_up", "move_down",
              "add_model", "add_weapon", "copy_text", "print_roster", "export_pdf"}
    qtbot.waitUntil(lambda: _toolbar_reach(window) == wanted)


def test_add_unit_button_makes_a_blank_unit_when_no_catalogue_applies(
        make_window: Make) -> None:
    from desktop.ui.editor import actions_for, current_editor

    window = make_window()
    window.add_roster(Roster(name="No edition"))
    editor, actions = current_editor(window), actions_for(window)
    assert editor is not None and actions is not None
    assert not actions.add_unit_action.isEnabled()
    assert editor.add_button.defaultAction() is actions.new_unit_action
    assert editor.add_button.isEnabled()
    window.add_roster(Roster(name="Classic", edition=Edition.CLASSIC))
    editor = current_editor(window)
    assert editor is not None and editor.add_button.defaultAction() is actions.add_unit_action


def test_first_steps_buttons_do_what_they_say(make_window: Make, qtbot: QtBot,
                                              monkeypatch: pytest.MonkeyPatch,
                                              no_blocking_warnings: list[str]) -> None:
    from PySide6.QtWidgets import QFileDialog

    window = _first_start(make_window, qtbot)
    bar = window.first_steps
    menu = bar.demo_button.menu()
    assert menu is window.demo_menu
    menu.aboutToShow.emit()
    entries = [a for a in menu.actions() if not a.isSeparator()]
    assert [a.text() for a in entries] == [
        "Warhammer 40,000 2nd edition: Ultramarines Strike Force vs Goff Waaagh!",
        "Warhammer 40,000 3rd edition (classic): Ultramarines 2nd Company Detachment vs "
        "Goff Warband",
        "Kill Team (2018): Strike Team Vigilant vs Alaitoc Pathfinders",
        "The Horus Heresy (3rd edition): Ultramarines Vanguard vs Taghmata Ryza Cohort",
        "All demo rosters"]
    entries[2].trigger()  # Kill Team: its two rosters, the first one shown
    assert [o.roster.name for o in window.rosters[2:]] == ["Strike Team Vigilant",
                                                           "Alaitoc Pathfinders"]
    assert window.current is window.rosters[2]
    entries[1].trigger()  # the battle already open: shown again, not opened twice
    assert len(window.rosters) == 4 and window.current is window.rosters[0]
    entries[-1].trigger()  # the rest of them
    assert len(window.rosters) == 8
    assert len({o.roster.name for o in window.rosters}) == 8

    from desktop.ui.gamedata.dialog import GameDataDialog

    opened: list[str] = []
    monkeypatch.setattr(GameDataDialog, "exec",
                        lambda dialog: (opened.append(dialog.windowTitle()), 0)[1])
    qtbot.mouseClick(bar.game_data_button, Qt.MouseButton.LeftButton)
    assert opened == ["Game data"]

    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda _parent, title, *_a: (asked.append(title), ("", ""))[1])
    qtbot.mouseClick(bar.import_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and len(window.rosters) == 8

    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible()
    window.first_steps_action.trigger()
    assert bar.isVisible()
    window.close_current()  # a roster of your own (no demo) on screen: the hint says so
    window.add_roster(Roster(name="Mine"))
    assert "open a demo battle" in bar.text.text()


def test_welcome_page_offers_the_first_steps(make_window: Make, qtbot: QtBot,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.ui.test_pseudo_localisation import cut_off

    window = make_window("ru")
    welcome = window.welcome
    assert window.central.currentWidget() is welcome
    assert cut_off(qtbot, welcome) == []  # wrapped texts get their height, buttons their width
    assert welcome.demo_button.menu() is window.demo_menu
    assert welcome.steps.text().startswith("<b>С чего начать:</b>")
    from desktop.ui.gamedata.dialog import GameDataDialog

    opened: list[str] = []
    monkeypatch.setattr(GameDataDialog, "exec",
                        lambda dialog: (opened.append(dialog.windowTitle()), 0)[1])
    qtbot.mouseClick(welcome.game_data_button, Qt.MouseButton.LeftButton)
    assert opened == ["Игровые данные"]
    assert window.open_demo_battle() == 2
    assert window.central.currentWidget() is window.tabs


def test_demo_battle_is_not_opened_twice_and_the_rest_opens_after_it(make_window: Make) -> None:
    window = make_window()
    assert window.open_demo_battle() == 2
    assert window.open_demo_battle() == 0
    assert window.open_demo() == 6 and len(window.rosters) == 8
    window.close_current()  # a demo roster closed can be opened again
    assert window.open_demo() == 1 and len(window.rosters) == 8


def test_window_before_its_second_stage(qtbot: QtBot) -> None:
    """What the first paint shows: menus and a blank centre, file actions off until the
    settings and files are attached; closing it then loses nothing and asks nothing."""
    from desktop.app import complete_window, create_application, open_window

    create_application([])
    window = open_window("ru")
    qtbot.addWidget(window)
    assert menu_titles(window)[0] == "&Файл"
    assert not window.attached and window.central.currentIndex() == 0
    assert not any(a.isEnabled() for a in (window.open_action, window.import_action,
                                          window.save_action, window.demo_action))
    complete_window(window, storage.Settings(language="ru"))
    assert window.attached and window.open_action.isEnabled()
    assert window.central.currentWidget() is window.welcome
    early = open_window("en")
    assert early.close()


def test_saved_language_and_geometry_are_read_before_the_settings_model(
        tmp_path: Path) -> None:
    from desktop.app import default_settings_file, peek_settings

    path = tmp_path / "settings.json"
    path.write_text('{"language": "ru", "window_geometry": "AdnQywAD", "recent_files": 3}')
    assert peek_settings(path) == ("ru", "AdnQywAD")
    for damaged in ('{"language": "de", "window_geometry": 5}', "[1, 2]", "{oops", ""):
        path.write_text(damaged)
        assert peek_settings(path) == (None, "")
    assert peek_settings(tmp_path / "missing.json") == (None, "")
    assert default_settings_file() == storage.default_locations().settings_file
