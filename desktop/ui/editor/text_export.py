"""The roster as plain text in the usual list style (for the clipboard, forums, tournaments).

    Ultramarines 2nd Company Detachment
    Warhammer 40,000 3rd edition (classic) · Space Marines · 550 / 750 pts

    Tactical Squad [10 models, 170 pts]
      • 1× Veteran Sergeant: Boltgun, Bolt pistol
      • 9× Space Marine: Boltgun

    Total: 550 / 750 pts
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from desktop.domain.editions import EDITION_NAMES
from desktop.domain.roster import Roster, Unit
from desktop.ui.i18n import arg


class TextWriter(QObject):
    """Writes the list in the current language."""

    def points(self, total: int, limit: int | None = None) -> str:
        if limit is None:
            return arg(self.tr("%1 pts"), str(total))
        return arg(self.tr("%1 / %2 pts"), str(total), str(limit))

    def unit_lines(self, unit: Unit) -> list[str]:
        models = self.tr("%n model(s)", "", unit.model_count)
        lines = [f"{unit.name} [{models}, {self.points(unit.total_points)}]"]
        for group in unit.models:
            line = f"  • {group.count}× {group.name}"
            if group.weapons:
                line += ": " + ", ".join(weapon.name for weapon in group.weapons)
            lines.append(line)
        lines += [f"    {line.strip()}" for line in unit.notes.splitlines() if line.strip()]
        return lines

    def roster_text(self, roster: Roster) -> str:
        edition = (QCoreApplication.translate("Edition", EDITION_NAMES[roster.edition])
                   if roster.edition else roster.game_system)
        points = self.points(roster.total_points, roster.points_limit)
        header = " · ".join(part for part in (edition, roster.faction, points) if part)
        lines = [roster.name, header, ""]
        for unit in roster.units:
            lines += self.unit_lines(unit)
            lines.append("")
        lines.append(arg(self.tr("Total: %1"), points))
        if roster.notes.strip():
            lines += ["", roster.notes.strip()]
        return "\n".join(lines) + "\n"


def roster_text(roster: Roster) -> str:
    return TextWriter().roster_text(roster)
