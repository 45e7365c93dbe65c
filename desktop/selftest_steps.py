"""Feature checks the self-test runs after the demo is open (grows with every feature)."""

from __future__ import annotations

from collections.abc import Callable

from desktop.ui.main_window import MainWindow


def extra_checks(window: MainWindow) -> list[tuple[str, Callable[[], str | None]]]:
    checks: list[tuple[str, Callable[[], str | None]]] = []

    def totals() -> str:
        totals = [f"{o.roster.name}: {o.roster.total_points}" for o in window.rosters[:2]]
        return "; ".join(totals)

    checks.append(("read roster totals", totals))

    from desktop.ui.wizard.selfcheck import checks as shooting_checks

    checks.extend(shooting_checks(window))

    from desktop.ui.gamedata.selfcheck import checks as game_data_checks

    checks.extend(game_data_checks(window))
    return checks
