"""Guard against a PySide6 build that drops a reference to ``None`` on every void call.

Why: with the PySide6 6.12.0 wheels installed here on CPython 3.11, each call of a Qt method
that returns nothing (``label.setText``, ``painter.drawEllipse``...) leaves ``None`` with one
reference fewer.  ``None`` starts with ~20,000 references in Auspex, and the wizard makes ~200
such calls per step, so after a few dozen attacks CPython aborts with "Fatal Python error:
none_dealloc".  CPython 3.12+ makes ``None`` immortal, so it is only a 3.11 problem.

The guard measures the leak once; if the build has it, it raises ``None``'s reference count
far out of reach (``None`` is a static singleton that is never freed, so a higher count has no
other effect).  Builds without the leak are left untouched.
"""

from __future__ import annotations

import ctypes
import logging
import platform
import sys

from PySide6.QtCore import QObject

log = logging.getLogger(__name__)
HEADROOM = 1 << 40
_checked = False


def leaks_none(calls: int = 50) -> bool:
    """True when void Qt calls lose references to ``None`` (measured, not assumed)."""
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(calls):
        probe.setObjectName("probe")
    return sys.getrefcount(None) <= before - calls // 2


def protect_none() -> bool:
    """Apply the guard once per process; True if this build needed it."""
    global _checked
    if _checked:
        return False
    _checked = True
    if platform.python_implementation() != "CPython" or sys.version_info >= (3, 12):
        return False
    if not leaks_none():
        return False
    refcount = ctypes.c_ssize_t.from_address(id(None))
    refcount.value += HEADROOM
    log.warning("This PySide6 build leaks references to None on void calls; applied a guard")
    return True
