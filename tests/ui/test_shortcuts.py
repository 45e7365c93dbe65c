"""Every key sequence reaches one action, on every platform's key bindings (issue #15, item
13): with the X11 bindings of Linux desktops, Delete is Del *and* Ctrl+D, which made Ctrl+D
(Duplicate) ambiguous, so neither fired."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot

from desktop.domain.editions import Edition
from desktop.ui import shortcuts
from desktop.ui.demo import load_demo_rosters
from desktop.ui.editor import current_editor
from desktop.ui.main_window import MainWindow

Make = Callable[..., MainWindow]
REAL = shortcuts.standard_keys


def x11(key: QKeySequence.StandardKey) -> list[QKeySequence]:
    """Qt's X11 key bindings where they differ from the offscreen platform's."""
    if key == QKeySequence.StandardKey.Delete:
        return [QKeySequence("Del"), QKeySequence("Ctrl+D")]
    return REAL(key)


@pytest.fixture(params=["platform", "x11"])
def bindings(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    if request.param == "x11":
        monkeypatch.setattr(shortcuts, "standard_keys", x11)
    return str(request.param)


def test_no_key_sequence_belongs_to_two_actions(make_window: Make, bindings: str) -> None:
    window = make_window()
    keys = Counter(sequence.toString() for action in window.findChildren(QAction)
                   for sequence in action.shortcuts())
    assert [key for key, count in keys.items() if count > 1] == []
    remove = next(a for a in window.findChildren(QAction) if a.objectName() == "remove_action")
    assert "Del" in [s.toString() for s in remove.shortcuts()]


def test_ctrl_d_duplicates_and_del_removes(make_window: Make, qtbot: QtBot,
                                           bindings: str) -> None:
    window = make_window()
    roster = next(r for r in load_demo_rosters() if r.edition is Edition.CLASSIC)
    window.add_roster(roster)
    with qtbot.waitActive(window):
        window.activateWindow()
    editor = current_editor(window)
    assert editor is not None
    editor.tree.setFocus()
    editor.tree.setCurrentIndex(editor.tree_model.index(0, 0, editor.tree_model.roster_index()))
    count = len(roster.units)
    qtbot.keyClick(editor.tree, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert len(editor.document.roster.units) == count + 1
    assert editor.open_roster.undo_stack.undoText().startswith("Duplicate")
    qtbot.keyClick(editor.tree, Qt.Key.Key_Delete)
    assert len(editor.document.roster.units) == count
