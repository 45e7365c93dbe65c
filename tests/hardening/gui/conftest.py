"""The GUI fixtures of tests/ui (real windows offscreen, no modal box ever blocks)."""

from tests.ui.conftest import answer, make_window, no_blocking_warnings, no_modal_loops

__all__ = ["answer", "make_window", "no_blocking_warnings", "no_modal_loops"]
