"""``python -m desktop --self-test``: drive the real GUI end to end and report timings.

Runs offscreen when there is no display, in a throw-away settings folder, so it never
touches the user's files.  Exits 0 only if every check passed.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path


class SelfTest:
    def __init__(self) -> None:
        self.failures = 0
        self.started = time.perf_counter()

    def check(self, name: str, action: Callable[[], str | None]) -> None:
        began = time.perf_counter()
        try:
            detail = action() or ""
        except Exception:
            self.failures += 1
            print(f"FAIL  {name}")
            traceback.print_exc(limit=6)
            return
        elapsed = (time.perf_counter() - began) * 1000
        print(f"ok    {name:<48} {elapsed:8.1f} ms  {detail}")


def run_self_test(argv: list[str]) -> int:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from desktop import storage

    home = Path(tempfile.mkdtemp(prefix="auspex-selftest-"))
    storage.set_locations(storage.Locations(config=home / "config", data=home / "data"))
    test = SelfTest()
    print("Auspex self-test")

    from desktop.app import create_application, create_main_window, start

    state: dict[str, object] = {}

    def boot() -> str:
        app = create_application([])
        window = create_main_window(storage.Settings(language="en"))
        window.show()
        app.processEvents()
        state["app"], state["window"] = app, window
        return "main window shown"

    test.check("start the GUI", boot)
    window = state.get("window")
    if window is None:
        return 1
    from desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    app = state["app"]

    def demo() -> str:
        start(window)  # the first start opens one demo battle: a pair of opposing rosters
        battle = len(window.rosters)
        if battle != 2 or not window.first_steps.isVisible():
            raise AssertionError(f"expected a demo battle and its hint, got {battle} rosters")
        window.open_demo()  # the other battles too, for the checks below
        if len(window.rosters) < 8:
            raise AssertionError(f"expected 8 demo rosters, got {len(window.rosters)}")
        editions = sorted({str(o.roster.edition) for o in window.rosters})
        return (f"first start: a battle of {battle}; all: {len(window.rosters)} rosters, "
                f"editions: {', '.join(editions)}")

    test.check("open the demo rosters", demo)

    from desktop.selftest_steps import extra_checks

    for name, action in extra_checks(window):
        test.check(name, action)

    def language() -> str:
        window.set_language("ru")
        app.processEvents()  # type: ignore[attr-defined]
        title_ru = window.menuBar().actions()[0].text()
        if title_ru != "&Файл":
            raise AssertionError(f"menu not translated: {title_ru!r}")
        window.set_language("en")
        app.processEvents()  # type: ignore[attr-defined]
        title_en = window.menuBar().actions()[0].text()
        if title_en != "&File":
            raise AssertionError(f"menu not back in English: {title_en!r}")
        return f"{title_ru} -> {title_en}"

    test.check("switch the language to Russian and back", language)

    def close() -> str:
        for open_roster in window.rosters:
            open_roster.undo_stack.setClean()
            open_roster._forced_dirty = False
        window.close()
        return "closed cleanly"

    test.check("close the window", close)
    total = (time.perf_counter() - test.started) * 1000
    verdict = "PASSED" if test.failures == 0 else f"FAILED ({test.failures})"
    print(f"self-test {verdict} in {total:.0f} ms")
    sys.stdout.flush()
    return 0 if test.failures == 0 else 1
