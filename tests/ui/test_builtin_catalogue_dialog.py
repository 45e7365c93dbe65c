"""The built-in catalogues in the "Add unit" dialog: checked profiles only, so no points
column and no "0 pts"; the catalogue's note and the way to the player's own game data; a
preview entirely in the reader's language (data names excepted), with true minus signs."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.domain.catalogue import load_catalogue
from desktop.domain.editions import Edition
from desktop.domain.roster import Roster
from desktop.resources import resource_path
from desktop.ui.editor import current_editor
from desktop.ui.editor.catalogue_dialog import CatalogueDialog, CatalogueModel, describe
from desktop.ui.editor.catalogue_notes import NOTES
from desktop.ui.main_window import MainWindow

Make = Callable[..., MainWindow]


def test_every_note_of_the_catalogue_files_is_translatable() -> None:
    for edition in Edition:
        raw = json.loads(resource_path("catalogues", f"{edition.value}.json").read_text(
            encoding="utf-8"))
        notes = [raw["notes"], *(f["notes"] for f in raw["factions"]),
                 *(u["unit"]["notes"] for f in raw["factions"] for u in f["units"])]
        assert [n for n in notes if n and n not in NOTES] == []


def test_no_points_the_note_and_the_way_to_game_data(make_window: Make, qtbot: QtBot) -> None:
    make_window()
    dialog = CatalogueDialog(load_catalogue(Edition.CLASSIC))
    qtbot.addWidget(dialog)
    assert dialog.view.isColumnHidden(CatalogueModel.POINTS)
    shown = [dialog.proxy.data(dialog.proxy.index(row, column))
             for row in range(dialog.proxy.rowCount())
             for column in range(CatalogueModel.POINTS)]
    assert "0" not in shown  # model counts only: no "0" points anywhere visible
    assert "without points or options" in dialog.note.text()
    qtbot.mouseClick(dialog.data_button, Qt.MouseButton.LeftButton)
    assert dialog.requested == "game-data"
    assert dialog.result() == CatalogueDialog.DialogCode.Rejected


def test_the_add_unit_dialog_leads_to_game_data(make_window: Make, qtbot: QtBot,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    opened: list[str] = []
    monkeypatch.setattr(window.files, "new_roster_from_data",
                        lambda *_a: opened.append("new roster from data"))
    window.add_roster(Roster(name="Built in", edition=Edition.SECOND))
    editor = current_editor(window)
    assert editor is not None

    def pick() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, CatalogueDialog):
            QTimer.singleShot(10, pick)
            return
        dialog.new_data_button.click()

    QTimer.singleShot(0, pick)
    editor.commands.actions["add_unit"].trigger()
    assert opened == ["new roster from data"]


RUSSIAN_ABBREVIATIONS = ("Выстр.", "Кор.", "Длин.", "Спас.", "Поп.", "Проб.")


def test_the_preview_speaks_the_readers_language(make_window: Make) -> None:
    make_window(language="ru")
    seen_minus = False
    for edition in Edition:
        catalogue = load_catalogue(edition)
        for entry in catalogue.entries:
            text = describe(edition, entry)
            weapons = [line for line in text.splitlines() if line.startswith("    ")]
            for line in weapons:
                values = line.split(": ", 1)[1]
                assert not any(a in values for a in RUSSIAN_ABBREVIATIONS), line
                # every weapon value is named in Russian, none by a Latin column label
                assert not re.search(r"\b(S|AP|D|FP|RS|Shots|Range)\s", values), line
                assert not re.search(r"(?<![\w)])-\d", values), line  # "−1", never "-1"
                seen_minus = seen_minus or "\u2212" in values
            if entry.unit.notes:
                assert entry.unit.notes not in text  # the Russian note instead
    assert seen_minus
    entry = load_catalogue(Edition.SECOND).find("Tactical Squad")[0]
    text = describe(Edition.SECOND, entry)
    assert "модификатор спасброска \u22121" in text
    assert "Силовая броня" not in text and "Power armour (спасбросок 3+)." in text
