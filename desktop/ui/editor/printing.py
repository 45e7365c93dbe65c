"""Print or save as PDF: the roster as compact unit cards (profile, weapons, notes).

The cards are HTML laid out by QTextDocument and printed through QPrinter, in the language the
app is showing; characteristic abbreviations stay as printed in the rulebooks.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QObject, QSizeF
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QTextDocument,
    QTextFormat,
    QTextTable,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QWidget

from desktop.domain.editions import EDITION_NAMES
from desktop.domain.edits import weapon_fields
from desktop.domain.roster import Roster, Unit, Weapon
from desktop.ui.editor.summaries import characteristic_specs, field_label, field_text
from desktop.ui.i18n import arg

CSS = """
h1 { font-size: 13pt; margin: 0; }
p.sub { color: #444; margin-top: 2px; margin-bottom: 6px; }
table.card { border-color: #888; border-style: solid; margin-bottom: 6px; }
p.title { font-size: 10pt; font-weight: bold; margin: 0 0 2px 0; }
th { background-color: #ececec; font-weight: bold; }
p.extra { margin: 2px 0 0 0; color: #222; }
p.notes { color: #333; }
"""


def _cell(text: object, number: bool = False, header: bool = False, width: str = "",
          wrap: bool = True) -> str:
    """A table cell; headers and short values never break inside a word (nowrap)."""
    tag = "th" if header else "td"
    align = "right" if number else "left"
    size = f' width="{width}"' if width else ""
    style = "" if wrap and not header and not number else ' style="white-space: nowrap"'
    return f'<{tag} align="{align}"{size}{style}>{escape(str(text))}</{tag}>'


def _table(rows: list[str]) -> str:
    return ('<table class="inner" width="100%" border="0" cellspacing="0" cellpadding="3">'
            + "".join(rows) + "</table>")




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
            return arg(self.tr("%1 pts"), str(total))
        return arg(self.tr("%1 / %2 pts"), str(total), str(limit))

    def unit_card(self, roster: Roster, unit: Unit) -> str:
        """One bordered card: title, a profile table, a weapon table, keywords and notes.

        Separate tables let each choose its columns; the name columns get a fixed share of
        the width so names wrap between words, never inside them."""
        specs = [s for s in characteristic_specs(roster.edition, list(unit.models))
                 if any(s.key in g.characteristics for g in unit.models)]
        fields = [f for f in weapon_fields(roster.edition) if f.kind != "rules"]
        models = self.tr("%n model(s)", "", unit.model_count)
        title = f"{unit.name} — {models}, {self.points(unit.total_points)}"
        profile = [("<tr>" + _cell(self.tr("Model"), header=True, width="34%")
                    + _cell("#", True, True) + "".join(_cell(s.label, True, True) for s in specs)
                    + "</tr>")]
        for group in unit.models:
            values = [s.display(group.characteristics[s.key])
                      if s.key in group.characteristics else "" for s in specs]
            profile.append("<tr>" + _cell(group.name) + _cell(group.count, True)
                           + "".join(_cell(v, True) for v in values) + "</tr>")
        parts = [f'<p class="title">{escape(title)}</p>', _table(profile)]
        weapons = _weapons(unit)
        if weapons:
            # Names and values never wrap; the special rules take the rest of the width.
            rows = ["<tr>" + "".join(_cell(field_label(f), f.kind in ("int", "dice"), True)
                                     for f in fields)
                    + _cell(self.tr("Special rules"), header=True, width="100%") + "</tr>"]
            for weapon in weapons:
                rows.append("<tr>" + "".join(_cell(field_text(f, weapon),
                                                   f.kind in ("int", "dice"),
                                                   wrap=False) for f in fields)
                            + _cell(", ".join(weapon.special_rules)) + "</tr>")
            parts.append(_table(rows))
        for raw in unit.raw_profiles:
            shown = ", ".join(f"{k} {v}" for k, v in raw.characteristics.items())
            parts.append(f'<p class="extra"><b>{escape(raw.name)}</b> ({escape(raw.type_name)})'
                         f": {escape(shown)}</p>")
        keywords = sorted({k for g in unit.models for k in g.keywords})
        keywords_label, notes_label = self.tr("Keywords:"), self.tr("Notes:")
        if keywords:
            parts.append(f'<p class="extra"><b>{escape(keywords_label)}</b> '
                         f"{escape(', '.join(keywords))}</p>")
        if unit.notes.strip():
            parts.append(f'<p class="extra"><b>{escape(notes_label)}</b> '
                         f"{escape(unit.notes.strip())}</p>")
        return ('<table class="card" width="100%" border="1" cellspacing="0" cellpadding="4">'
                f"<tr><td>{''.join(parts)}</td></tr></table>")

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


def roster_document(roster: Roster, page: QPageLayout | None = None) -> QTextDocument:
    """The cards laid out on ``page``'s printable area, a card never split over two pages
    (unless it is taller than a page)."""
    document = QTextDocument()
    font = QFont(document.defaultFont())
    font.setPointSizeF(8.5)
    document.setDefaultFont(font)
    document.setHtml(roster_html(roster))
    if page is not None:
        screen = QGuiApplication.primaryScreen()
        dpi = round(screen.logicalDotsPerInchY()) if screen is not None else 96
        document.setPageSize(QSizeF(page.paintRectPixels(dpi).size()))
        _keep_cards_whole(document)
    return document


def _keep_cards_whole(document: QTextDocument) -> None:
    height = document.pageSize().height()
    layout = document.documentLayout()
    for frame in document.rootFrame().childFrames():
        if not isinstance(frame, QTextTable):
            continue
        box = layout.frameBoundingRect(frame)
        if box.height() < height and int(box.top() // height) != int(box.bottom() // height):
            fmt = frame.format()
            fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            frame.setFormat(fmt)


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
    roster_document(roster, printer.pageLayout()).print_(printer)


def print_roster(roster: Roster, parent: QWidget | None = None) -> bool:
    printer = _printer()
    printer.setDocName(roster.name)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    roster_document(roster, printer.pageLayout()).print_(printer)
    return True
