from __future__ import annotations

from desktop.devtools import docs


def test_scenario_options_doc_is_current() -> None:
    assert docs.TARGET.read_text(encoding="utf-8") == docs.render(), (
        "run: python -m desktop.devtools.docs")
