"""Print how many inputs each fuzz target tried (the figure for the closing note)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.hardening.fuzzing import ENV, TALLY


@pytest.fixture(autouse=True, scope="module")
def print_tally() -> Iterator[None]:
    """After each module, its targets' counts (visible with ``-s``)."""
    before = dict(TALLY)
    yield
    for target, count in sorted(TALLY.items()):
        if count != before.get(target, 0):
            print(f"\nfuzz {target}: {count - before.get(target, 0)} inputs tried")


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not TALLY:
        return
    terminalreporter.section("fuzzing: inputs tried per target")
    for target, count in sorted(TALLY.items()):
        terminalreporter.write_line(f"{target:<44} {count:>8}")
    terminalreporter.write_line(f"(a longer campaign: {ENV}=20000 python -m pytest "
                                "tests/hardening)")
