"""No test may wait for ever in a modal loop: nobody is there to close a dialog the test did
not mean to open, so the run would hang.

``QDialog.exec`` still runs (tests that drive a dialog close it from a timer), but a dialog
still open after :data:`PATIENCE_MS` is rejected and the test fails, naming the dialog.  Qt's
static file and input dialogs cannot be answered that way: they raise at once, so a test
that means to open one patches it and answers for the player.
"""

from __future__ import annotations

from typing import Any

import pytest

PATIENCE_MS = 20_000


def forbid_modal_loops(monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog

    original = QDialog.exec

    def exec_with_patience(dialog: QDialog) -> int:
        stuck: list[bool] = []
        timer = QTimer(dialog)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: (stuck.append(True), dialog.reject()))
        timer.start(PATIENCE_MS)
        try:
            result = original(dialog)
        finally:
            timer.stop()
        if stuck:
            raise AssertionError(f"{type(dialog).__name__} ({dialog.windowTitle()!r}) waited "
                                 "for a player in a modal loop: answer it in the test")
        return int(result)

    def refuse(what: str) -> Any:
        def blocked(*_args: Any, **_kwargs: Any) -> Any:
            raise AssertionError(f"{what} would wait for a player in a modal loop: patch it "
                                 "in the test")
        return blocked

    monkeypatch.setattr(QDialog, "exec", exec_with_patience)
    for name in ("getOpenFileName", "getOpenFileNames", "getSaveFileName",
                 "getExistingDirectory"):
        monkeypatch.setattr(QFileDialog, name, staticmethod(refuse(f"QFileDialog.{name}")))
    for name in ("getText", "getInt", "getDouble", "getItem", "getMultiLineText"):
        monkeypatch.setattr(QInputDialog, name, staticmethod(refuse(f"QInputDialog.{name}")))
