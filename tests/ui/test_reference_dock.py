"""The "Rules" dock driven through its real widgets: tree, links, history, search, wizard
steps, language switch, glossary tab and its models."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDockWidget, QLineEdit, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from desktop.domain import Edition, Roster
from desktop.reference import Language, default_reference
from desktop.rules.steps import StepId
from desktop.ui.main_window import MainWindow
from desktop.ui.reference import (
    GlossaryFilter,
    GlossaryModel,
    RulesPanel,
    SearchResultsModel,
    install,
)
from desktop.ui.reference.browser import TopicBrowser
from desktop.ui.reference.glossary_view import TERM_ROLE
from desktop.ui.reference.search_view import HIT_ROLE

Make = Callable[..., MainWindow]
COMMON_STEPS = ("target", "range", "hit", "wound", "save", "morale")
REFERENCE = default_reference()


def rules_panel(window: MainWindow) -> RulesPanel:
    """The window's Rules panel (installed here unless the window already has it)."""
    for dock in window.docks:
        if dock.objectName() == "RulesDock" and isinstance(dock.widget(), RulesPanel):
            return dock.widget()  # type: ignore[return-value]
    return install(window)


def dock_of(panel: RulesPanel) -> QDockWidget:
    assert panel.dock is not None
    return panel.dock


def title_of(edition: Edition, lang: Language, topic_id: str) -> str:
    return REFERENCE.topic(edition, lang, topic_id).title


def shown_title(panel: RulesPanel) -> str:
    return panel.browser.document().firstBlock().text()


def click_tree_topic(qtbot: QtBot, panel: RulesPanel, edition: Edition, topic_id: str) -> None:
    item = panel.tree.item_for(edition, topic_id)
    assert item is not None
    panel.tree.scrollToItem(item)
    rect = panel.tree.visualItemRect(item)
    assert rect.isValid(), "the topic's edition is not expanded"
    qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def click_link(qtbot: QtBot, browser: TopicBrowser, href: str) -> None:
    """Click the first anchor with ``href`` in the page, where it is drawn."""
    block = browser.document().begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(browser.document())
                cursor.setPosition(fragment.position() + fragment.length() // 2)
                browser.setTextCursor(cursor)
                browser.ensureCursorVisible()
                point = browser.cursorRect(cursor).center()
                qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton,
                                 pos=QPoint(point.x(), point.y()))
                return
            iterator += 1
        block = block.next()
    raise AssertionError(f"no link {href} on the page")


def type_text(widget: QWidget, text: str) -> None:
    """Type like a keyboard would (qtbot.keyClicks only knows ASCII keys)."""
    for char in text:
        QTest.sendKeyEvent(QTest.KeyAction.Click, widget, Qt.Key.Key_unknown, char,
                           Qt.KeyboardModifier.NoModifier)


def click_result(qtbot: QtBot, panel: RulesPanel, row: int) -> None:
    view = panel.results_view
    index = panel.results_model.index(row)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(index).center())


@pytest.fixture
def window(make_window: Make, qtbot: QtBot) -> MainWindow:
    # Docked, as a player who placed it once has it (the first-time floating placement is
    # tested in test_main_window; keys then go to the floating window once it is active).
    window = make_window("en", rules_dock_placed=True)
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def test_install_adds_hidden_dock_that_f1_opens_on_the_roster_edition(
        window: MainWindow, qtbot: QtBot) -> None:
    panel = rules_panel(window)
    dock = dock_of(panel)
    assert dock.objectName() == "RulesDock" and dock.windowTitle() == "Rules"
    assert not dock.isVisible()
    assert dock.toggleViewAction() in window.view_menu.actions()
    assert panel.help_action in window.help_menu.actions()
    assert panel.help_action.text() == "&Rules reference\tF1"
    window.add_roster(Roster(name="Orks", edition=Edition.KILL_TEAM_2018))
    roster_view = window.tabs.currentWidget()
    roster_view.setFocus()
    qtbot.keyClick(roster_view, Qt.Key.Key_F1)
    qtbot.waitUntil(dock.isVisible)
    topic = panel.current_topic()
    assert topic is not None and (topic.edition, topic.id) == (Edition.KILL_TEAM_2018,
                                                               "overview")
    assert shown_title(panel) == title_of(Edition.KILL_TEAM_2018, Language.EN, "overview")
    assert not panel.back_button.isEnabled() and not panel.forward_button.isEnabled()


def test_f1_stays_with_a_dock_that_has_its_own(window: MainWindow, qtbot: QtBot) -> None:
    """The shooting wizard binds F1 to "rule of this step": inside it, F1 is its own (two
    F1 shortcuts would cancel each other out); elsewhere F1 opens the reference."""
    panel = rules_panel(window)
    own = QWidget()
    field = QLineEdit(own)
    QVBoxLayout(own).addWidget(field)
    asked: list[str] = []
    shortcut = QShortcut(QKeySequence(Qt.Key.Key_F1), own)
    shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    shortcut.activated.connect(lambda: asked.append("step rule"))
    window.add_dock("OwnHelpDock", own, Qt.DockWidgetArea.LeftDockWidgetArea)
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_F1)
    assert asked == ["step rule"] and not dock_of(panel).isVisible()
    window.tabs.setFocus()
    qtbot.keyClick(window.tabs, Qt.Key.Key_F1)
    assert asked == ["step rule"] and dock_of(panel).isVisible()


def test_tree_link_back_and_forward(window: MainWindow, qtbot: QtBot) -> None:
    panel = rules_panel(window)
    panel.show_topic("classic", "overview")
    click_tree_topic(qtbot, panel, Edition.CLASSIC, "wound")
    assert shown_title(panel) == title_of(Edition.CLASSIC, Language.EN, "wound")
    assert "<table" in panel.browser.toHtml()  # the wound chart is a real table
    assert panel.tree.currentItem() is panel.tree.item_for(Edition.CLASSIC, "wound")

    click_link(qtbot, panel.browser, "topic:classic/save")
    qtbot.waitUntil(lambda: shown_title(panel) == title_of(Edition.CLASSIC, Language.EN,
                                                           "save"))
    assert panel.tree.currentItem() is panel.tree.item_for(Edition.CLASSIC, "save")
    assert panel.back_button.isEnabled() and not panel.forward_button.isEnabled()

    panel.browser.setFocus()
    qtbot.keyClick(panel.browser, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert shown_title(panel) == title_of(Edition.CLASSIC, Language.EN, "wound")
    assert panel.forward_button.isEnabled()
    qtbot.keyClick(panel.browser, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert shown_title(panel) == title_of(Edition.CLASSIC, Language.EN, "overview")
    assert not panel.back_button.isEnabled()
    qtbot.keyClick(panel.browser, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert shown_title(panel) == title_of(Edition.CLASSIC, Language.EN, "wound")
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)
    assert shown_title(panel) == title_of(Edition.CLASSIC, Language.EN, "save")
    assert not panel.forward_button.isEnabled()

    # A new page after going back drops the pages ahead.
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    click_tree_topic(qtbot, panel, Edition.CLASSIC, "morale")
    assert not panel.forward_button.isEnabled()


def test_edition_selector_keeps_the_topic_when_the_edition_has_it(window: MainWindow,
                                                                   qtbot: QtBot) -> None:
    panel = rules_panel(window)
    panel.show_topic(Edition.SECOND, "wound")
    combo = panel.edition_combo
    assert panel.combo_edition(combo.currentIndex()) is Edition.SECOND
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # the next edition: 3rd
    assert panel.combo_edition(combo.currentIndex()) is Edition.CLASSIC
    topic = panel.current_topic()
    assert topic is not None and (topic.edition, topic.id) == (Edition.CLASSIC, "wound")
    panel.show_topic(Edition.CLASSIC, "instant-death")  # 3rd only
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    topic = panel.current_topic()
    assert topic is not None and (topic.edition, topic.id) == (Edition.KILL_TEAM_2018,
                                                               "overview")


@pytest.mark.parametrize(("ui", "query", "lang"), [("en", "toughness", Language.EN),
                                                   ("en", "стойкость", Language.EN),
                                                   ("ru", "стойкость", Language.RU),
                                                   ("ru", "toughness", Language.RU)])
def test_search_finds_the_readers_language_and_opens_a_result(
        window: MainWindow, qtbot: QtBot, ui: str, query: str, lang: Language) -> None:
    """Words typed in either language find topics in the language of the app."""
    window.set_language(ui)
    panel = rules_panel(window)
    panel.show_reference()
    type_text(panel.search_edit, query)
    model = panel.results_model
    assert panel.nav_stack.currentIndex() == 1 and model.rowCount() > 0
    hits = [model.index(row).data(HIT_ROLE) for row in range(model.rowCount())]
    assert {hit.lang for hit in hits} == {lang}
    assert (Edition.CLASSIC, "wound") in {(hit.edition, hit.topic_id) for hit in hits}
    if ui == "en":
        assert f"{len(hits)} topics found" == panel.results_label.text()
    card = str(model.index(0).data(Qt.ItemDataRole.UserRole + 2))
    assert "background-color:#ffe58a" in card and hits[0].title in card

    row = next(i for i, hit in enumerate(hits)
               if (hit.edition, hit.topic_id) == (Edition.CLASSIC, "wound"))
    click_result(qtbot, panel, row)
    topic = panel.current_topic()
    assert topic is not None and (topic.edition, topic.id, topic.lang) == (
        Edition.CLASSIC, "wound", lang)
    assert shown_title(panel) == title_of(Edition.CLASSIC, lang, "wound")
    assert "#ffe58a" in panel.browser.toHtml()  # the match is highlighted on the page

    # The search folds case and Russian endings; clearing it brings the tree back.
    panel.search_edit.clear()
    assert panel.nav_stack.currentIndex() == 0
    type_text(panel.search_edit, "СТОЙКОСТИ")
    assert {model.index(r).data(HIT_ROLE).key for r in range(model.rowCount())} == {
        hit.key for hit in REFERENCE.search("стойкость", lang=lang)}
    window.set_language("en")


def test_a_search_that_finds_nothing_clears_the_pages_marks(window: MainWindow,
                                                           qtbot: QtBot) -> None:
    panel = rules_panel(window)
    panel.show_reference()
    type_text(panel.search_edit, "укрытие")  # Russian words, English reader
    hits = [panel.results_model.index(r).data(HIT_ROLE)
            for r in range(panel.results_model.rowCount())]
    assert hits[0].title == "Cover saves"
    click_result(qtbot, panel, 0)
    assert "#ffe58a" in panel.browser.toHtml()  # "cover" is marked on the English page
    history_length = len(panel.history._back)
    panel.search_edit.clear()
    type_text(panel.search_edit, "zzyzx")
    assert panel.results_model.rowCount() == 0
    assert "#ffe58a" not in panel.browser.toHtml()
    assert shown_title(panel) == "Cover saves"  # the same page, not a new history entry
    assert len(panel.history._back) == history_length
    panel.go_back()
    panel.go_forward()
    assert "#ffe58a" not in panel.browser.toHtml()


def test_search_scope_and_nothing_found(window: MainWindow, qtbot: QtBot) -> None:
    panel = rules_panel(window)
    panel.show_topic(Edition.HORUS_HERESY, "overview")
    type_text(panel.search_edit, "save")
    everywhere = panel.results_model.rowCount()
    qtbot.mouseClick(panel.edition_only, Qt.MouseButton.LeftButton,
                     pos=panel.edition_only.rect().center())
    assert panel.edition_only.isChecked()
    model = panel.results_model
    editions = {model.index(r).data(HIT_ROLE).edition for r in range(model.rowCount())}
    assert editions == {Edition.HORUS_HERESY} and model.rowCount() < everywhere
    panel.search_edit.clear()
    type_text(panel.search_edit, "zzyzx")
    assert model.rowCount() == 0 and "zzyzx" in panel.results_label.text()


def test_show_step_opens_the_mapped_topic_for_every_edition(window: MainWindow) -> None:
    panel = rules_panel(window)
    dock = dock_of(panel)
    every_step = (*COMMON_STEPS, *(s.value for s in StepId if s.value not in COMMON_STEPS))
    for edition in REFERENCE.editions():
        for step in every_step:
            dock.hide()
            assert panel.show_step(edition.value, step)
            assert dock.isVisible()
            expected = REFERENCE.step_topic_id(edition, step)
            topic = panel.current_topic()
            assert topic is not None and (topic.edition, topic.id) == (edition, expected)
            assert shown_title(panel) == title_of(edition, Language.EN, expected)
            assert panel.combo_edition(panel.edition_combo.currentIndex()) is edition
    before = panel.current_topic()
    assert not panel.show_step("classic", "no-such-step")
    assert not panel.show_step("fifth", "hit")
    assert panel.current_topic() is before
    assert "no-such-step" in window.statusBar().currentMessage() or \
        "fifth" in window.statusBar().currentMessage()


def test_language_switch_re_renders_the_page(window: MainWindow, qtbot: QtBot) -> None:
    panel = rules_panel(window)
    panel.show_topic(Edition.KILL_TEAM_2018, "injury")
    panel.show_term(REFERENCE.glossary.term("toughness"))
    window.set_language("ru")
    qtbot.waitUntil(lambda: shown_title(panel) == title_of(Edition.KILL_TEAM_2018,
                                                           Language.RU, "injury"))
    qtbot.waitUntil(lambda: dock_of(panel).windowTitle() == "Правила")
    item = panel.tree.item_for(Edition.KILL_TEAM_2018, "wound")
    assert item is not None
    assert item.text(0) == title_of(Edition.KILL_TEAM_2018, Language.RU, "wound")
    assert "Стойкость (T)" in panel.card.label.text()
    assert panel.glossary_view.model.headerData(2, Qt.Orientation.Horizontal) == "Определение"
    for count, text in ((1, "Найдена 1 тема"), (3, "Найдены 3 темы"), (5, "Найдено 5 тем"),
                        (21, "Найдена 21 тема")):
        assert panel.tr("%n topic(s) found", "", count) == text
    window.set_language("en")
    qtbot.waitUntil(lambda: shown_title(panel) == title_of(Edition.KILL_TEAM_2018,
                                                           Language.EN, "injury"))


def test_term_link_shows_card_and_glossary(window: MainWindow, qtbot: QtBot) -> None:
    panel = rules_panel(window)
    panel.show_topic(Edition.CLASSIC, "wound")
    assert not panel.card.isVisible()
    click_link(qtbot, panel.browser, "term:toughness")
    qtbot.waitUntil(panel.card.isVisible)
    assert "Toughness" in panel.card.label.text() and "стойкость" in panel.card.label.text()
    panel.card.label.linkActivated.emit("glossary:toughness")
    assert panel.tabs.currentWidget() is panel.glossary_view
    table = panel.glossary_view.table
    selected = table.selectionModel().selectedRows()
    assert [index.data(TERM_ROLE).id for index in selected] == ["toughness"]
    panel.tabs.setCurrentIndex(0)
    qtbot.mouseClick(panel.card.close_button, Qt.MouseButton.LeftButton)
    assert not panel.card.isVisible()


def test_glossary_filter_in_both_languages(window: MainWindow, qtbot: QtBot) -> None:
    panel = rules_panel(window)
    panel.show_reference()
    panel.tabs.setCurrentWidget(panel.glossary_view)
    view = panel.glossary_view
    total = view.model.rowCount()
    assert total == len(REFERENCE.glossary) and view.proxy.rowCount() == total

    def shown_ids() -> set[str]:
        return {view.proxy.index(r, 0).data(TERM_ROLE).id for r in range(view.proxy.rowCount())}

    type_text(view.filter_edit, "СТОЙКОСТЬ")
    assert "toughness" in shown_ids() and view.proxy.rowCount() < total
    assert view.count_label.text() == f"{view.proxy.rowCount()} of {total} terms"
    view.filter_edit.clear()
    type_text(view.filter_edit, "toughness")
    assert "toughness" in shown_ids()
    view.filter_edit.clear()
    type_text(view.filter_edit, "BS")
    assert "ballistic-skill" in shown_ids()
    view.filter_edit.clear()
    assert view.proxy.rowCount() == total


def test_glossary_sorts_each_column_in_its_own_script_first(window: MainWindow) -> None:
    view = rules_panel(window).glossary_view
    view.set_language(Language.RU)
    column = [view.proxy.index(r, 1).data() for r in range(view.proxy.rowCount())]
    cyrillic = [("а" <= name[0].lower() <= "я") or name[0].lower() == "ё" for name in column
                if name[0].isalpha()]
    assert cyrillic[0] and not cyrillic[-1]
    assert cyrillic == sorted(cyrillic, reverse=True)  # every Cyrillic name before Latin ones


def test_models_pass_qt_model_tester(qtmodeltester: object) -> None:
    glossary = GlossaryModel(REFERENCE.glossary)
    qtmodeltester.check(glossary)  # type: ignore[attr-defined]
    proxy = GlossaryFilter()
    proxy.setSourceModel(glossary)
    proxy.set_text("save")
    qtmodeltester.check(proxy)  # type: ignore[attr-defined]
    results = SearchResultsModel()
    results.set_hits("save", REFERENCE.search("save"))
    qtmodeltester.check(results)  # type: ignore[attr-defined]
    assert results.rowCount() > 0
