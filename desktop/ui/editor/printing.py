"""Print or save as PDF: the roster as compact unit cards (profile, weapons, notes).

The cards are HTML laid out by QTextDocument and printed through QPrinter, in the language the
app is showing; characteristic abbreviations stay as printed in the rulebooks.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QObject
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QWidget

from desktop.domain.editions import EDITION_NAMES
from desktop.domain.edits import weapon_fields
from desktop.domain.roster import Roster, Unit, Weapon
from desktop.ui.editor.summaries import characteristic_specs, field_label, field_text

CSS = """
h1 { font-size: 14pt; margin: 0; }
p.sub { color: #444; margin-top: 2px; margin-bottom: 8px; }
table.card { border-color: #777; margin-bottom: 10px; }
td.head { background-color: #e4e4e4; font-weight: bold; font-size: 10pt; }
th { background-color: #f2f2f2; font-weight: bold; }
p.notes { color: #333; }
"""


def _cell(text: object, number: bool = False, header: bool = False) -> str:
    tag = "th" if header else "td"
    align = "right" if number else "left"
    return f'<{tag} align="{align}">{escape(str(text))}</{tag}>'


def _filler(count: int, header: bool = False) -> str:
    tag = "th" if header else "td"
    return f"<{tag}></{tag}>" * max(0, count)


def _weapons(unit: Unit) -> list[Weapon]:
    """Each distinct weapon profile once (a squad's twenty boltguns print as one row)."""
    seen: list[Weapon] = []
    for group in unit.models:
        for weapon in group.weapons:
            if weapon not in seen:
                seen.append(weapon)
    return seen


class CardWriter(QObject):
    """Writes the HTML of the cards in the current language."""

    def points(self, total: int, limit: int | None = None) -> str:
        if limit is None:
            return self.tr("%1 pts").replace("%1", str(total))
        return self.tr("%1 / %2 pts").replace("%1", str(total)).replace("%2", str(limit))

    def unit_card(self, roster: Roster, unit: Unit) -> str:
        specs = [s for s in characteristic_specs(roster.edition, list(unit.models))
                 if any(s.key in g.characteristics for g in unit.models)]
        fields = [f for f in weapon_fields(roster.edition) if f.kind != "rules"]
        width = max(2 + len(specs), len(fields) + 1)
        models = self.tr("%n model(s)", "", unit.model_count)
        title = f"{unit.name} — {models}, {self.points(unit.total_points)}"
        rows = [f'<tr><td class="head" colspan="{width}">{escape(title)}</td></tr>',
                "<tr>" + _cell(self.tr("Model"), header=True) + _cell("#", True, True)
                + "".join(_cell(s.label, True, True) for s in specs)
                + _filler(width - 2 - len(specs), True) + "</tr>"]
        for group in unit.models:
            values = [s.display(group.characteristics[s.key])
                      if s.key in group.characteristics else "" for s in specs]
            rows.append("<tr>" + _cell(group.name) + _cell(group.count, True)
                        + "".join(_cell(v, True) for v in values)
                        + _filler(width - 2 - len(specs)) + "</tr>")
        weapons = _weapons(unit)
        if weapons:
            rows.append("<tr>" + "".join(_cell(field_label(f), f.kind in ("int", "dice"), True)
                                         for f in fields)
                        + _cell(self.tr("Special rules"), header=True)
                        + _filler(width - len(fields) - 1, True) + "</tr>")
            for weapon in weapons:
                rows.append("<tr>" + "".join(_cell(field_text(f, weapon),
                                                   f.kind in ("int", "dice")) for f in fields)
                            + _cell(", ".join(weapon.special_rules))
                            + _filler(width - len(fields) - 1) + "</tr>")
        extra = []
        keywords = sorted({k for g in unit.models for k in g.keywords})
        keywords_label, notes_label = self.tr("Keywords:"), self.tr("Notes:")
        if keywords:
            extra.append(f"<b>{escape(keywords_label)}</b> {escape(', '.join(keywords))}")
        if unit.notes.strip():
            extra.append(f"<b>{escape(notes_label)}</b> {escape(unit.notes.strip())}")
        if extra:
            rows.append(f'<tr><td colspan="{width}">{"<br>".join(extra)}</td></tr>')
        return ('<table class="card" width="100%" border="1" cellspacing="0" cellpadding="2">'
                + "".join(rows) + "</table>")

    def roster_html(self, roster: Roster) -> str:
        edition = (QCoreApplication.translate("Edition", EDITION_NAMES[roster.edition])
                   if roster.edition else roster.game_system)
        models = self.tr("%n model(s)", "", sum(u.model_count for u in roster.units))
        sub = " · ".join(p for p in (edition, roster.faction,
                                     self.points(roster.total_points, roster.points_limit),
                                     models) if p)
        body = [f"<h1>{escape(roster.name)}</h1>", f'<p class="sub">{escape(sub)}</p>']
        body += [self.unit_card(roster, unit) for unit in roster.units]
        if roster.notes.strip():
            notes_label = self.tr("Notes:")
            body.append(f'<p class="notes"><b>{escape(notes_label)}</b> '
                        f"{escape(roster.notes.strip())}</p>")
        return f"<html><head><style>{CSS}</style></head><body>{''.join(body)}</body></html>"


def roster_html(roster: Roster) -> str:
    return CardWriter().roster_html(roster)


def roster_document(roster: Roster) -> QTextDocument:
    document = QTextDocument()
    font = QFont(document.defaultFont())
    font.setPointSizeF(8.5)
    document.setDefaultFont(font)
    document.setHtml(roster_html(roster))
    return document


def _printer() -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                      QPageLayout.Orientation.Portrait,
                                      QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
    return printer


def export_pdf(roster: Roster, path: Path) -> None:
    printer = _printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setDocName(roster.name)
    roster_document(roster).print_(printer)


def print_roster(roster: Roster, parent: QWidget | None = None) -> bool:
    printer = _printer()
    printer.setDocName(roster.name)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    roster_document(roster).print_(printer)
    return True
