"""Keyboard shortcuts without ambiguity.

A standard key (Delete, Save...) means several key sequences, and which ones depends on the
platform: with the X11 key bindings (Linux desktops) Delete is Del *and* Ctrl+D.  Two actions
with the same sequence make Qt's shortcut ambiguous, and then neither fires: Ctrl+D
(Duplicate) did nothing on Linux.  Actions given a standard key through :func:`set_standard`
give up any sequence another action binds on purpose (:func:`remove_ambiguous`).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QAction, QKeySequence

STANDARD = "auspexStandardKey"  # dynamic property of actions whose keys are a standard key


def standard_keys(key: QKeySequence.StandardKey) -> list[QKeySequence]:
    """The platform's sequences for ``key`` (tests put the X11 ones here)."""
    return list(QKeySequence.keyBindings(key))


def set_standard(action: QAction, key: QKeySequence.StandardKey) -> None:
    action.setShortcuts(standard_keys(key))
    action.setProperty(STANDARD, True)


def set_shortcut(action: QAction, shortcut: QKeySequence.StandardKey | str | None) -> None:
    """A standard key (see :func:`set_standard`) or one sequence given on purpose."""
    if isinstance(shortcut, QKeySequence.StandardKey):
        set_standard(action, shortcut)
    elif shortcut:
        # setShortcuts: PySide6's setShortcut overloads load the whole Qt namespace (~20 ms
        # before the window's first paint).
        action.setShortcuts([QKeySequence(shortcut)])


def remove_ambiguous(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """Drop from standard-key actions every sequence another action binds on purpose; the
    ``(action text, sequence)`` pairs removed."""
    actions = list(actions)
    chosen = {sequence.toString() for action in actions if not action.property(STANDARD)
              for sequence in action.shortcuts()}
    removed: list[tuple[str, str]] = []
    for action in actions:
        if not action.property(STANDARD):
            continue
        keep = [s for s in action.shortcuts() if s.toString() not in chosen]
        if len(keep) != len(action.shortcuts()):
            removed += [(action.objectName() or action.text(), s.toString())
                        for s in action.shortcuts() if s.toString() in chosen]
            action.setShortcuts(keep)
    return removed
