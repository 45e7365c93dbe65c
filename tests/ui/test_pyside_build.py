"""The pinned PySide6 must not drop references to None (6.12.0 did; Python 3.11 aborts)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject


def test_void_qt_calls_keep_none_references(qapp: object) -> None:
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(2000):
        probe.setObjectName("probe")
    assert sys.getrefcount(None) >= before - 10
