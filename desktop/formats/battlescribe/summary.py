"""What ``roster show`` prints (design.md section 4), for a BattleScribe file or a native one.

For a BattleScribe file the figures come from the file's own selections: ``points`` is the
total of the points cost type recomputed from every selection (nested ones included), the
units are the top-level unit/model selections of every force.  Over-limit totals are errors;
import warnings and a file whose stored totals disagree with its selections are warnings.
"""

from __future__ import annotations

from typing import Any

from desktop.domain.editions import EDITION_NAMES
from desktop.domain.findings import Finding, Severity, check_roster
from desktop.domain.roster import Roster
from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats.battlescribe.convert import number, points_type
from desktop.formats.battlescribe.model import Profile, RosterDocument, Selection

CTX = "RosterImport"


def cost_problems(document: RosterDocument) -> list[Finding]:
    """Cost-limit errors (every cost type with a limit) and stored-total mismatches."""
    found: list[Finding] = []
    points_id, _ = points_type(document)
    for limit in document.cost_limits:
        if limit.value <= 0:
            continue  # BattleScribe writes -1 (and sometimes 0) for "no limit"
        total = document.recomputed(limit.type_id)
        if total <= limit.value:
            continue
        if limit.type_id == points_id:
            message = Message("Findings", QT_TRANSLATE_NOOP(
                "Findings", "The roster costs %1 points, over its limit of %2"),
                (number(total), number(limit.value)))
        else:
            message = Message(CTX, QT_TRANSLATE_NOOP(
                "RosterImport", "The roster costs %1 %2, over its limit of %3"),
                (number(total), limit.name.strip(), number(limit.value)))
        found.append(Finding(Severity.ERROR, "over-limit", message))
    for stored in document.costs:
        total = document.recomputed(stored.type_id)
        if abs(total - stored.value) > 1e-6:
            found.append(Finding(Severity.WARNING, "cost-mismatch", Message(
                CTX, QT_TRANSLATE_NOOP("RosterImport", "The file says the roster costs %1 %2, "
                                                       "but its selections add up to %3"),
                (number(stored.value), stored.name.strip(), number(total)))))
    return found


def _profile_json(profile: Profile) -> dict[str, Any]:
    return {"name": profile.name, "type": profile.type_name.strip(),
            "characteristics": {c.name.strip(): c.value for c in profile.characteristics}}


def _models(selection: Selection) -> int:
    stack = list(selection.selections)
    count = 0
    found = False
    while stack:
        current = stack.pop()
        if current.type == "model":
            found = True
            count += current.number
        else:
            stack.extend(current.selections)
    if found:
        return count
    return selection.number if selection.type == "model" else 1


def document_summary(document: RosterDocument, warnings: list[Message]) -> dict[str, Any]:
    points_id, _ = points_type(document)
    units = []
    for selection in document.top_level_units():
        profiles: list[dict[str, Any]] = []
        for item in selection.walk():
            for profile in item.profiles:
                entry = _profile_json(profile)
                if entry not in profiles:
                    profiles.append(entry)
        units.append({"name": selection.display_name, "models": _models(selection),
                      "points": number(selection.total(points_id) if points_id else 0),
                      "profiles": profiles})
    limit = next((c.value for c in document.cost_limits
                  if c.type_id == points_id and c.value > 0), None)
    findings = cost_problems(document)
    findings.extend(Finding(Severity.WARNING, "import", w) for w in warnings)
    checked = _check(document, findings)
    return {"name": document.name,
            "game_system": document.game_system_name,
            "points": number(document.recomputed(points_id) if points_id else 0),
            "points_limit": None if limit is None else number(limit),
            "units": units,
            "problems": [_problem(f) for f in findings],
            "checked_against": checked}


def _check(item: RosterDocument | Roster,
           findings: list[Finding]) -> dict[str, int | str] | None:
    """Add the installed game data's findings (each message once, errors first) and say
    which data was used (design.md 4: ``checked_against``)."""
    from desktop.formats.errors import FormatError
    from desktop.formats.gamedata import check_against_installed

    try:
        extra, checked = check_against_installed(item)
    except FormatError as exc:
        findings.append(Finding(Severity.WARNING, "data-problem", exc.message))
        return None
    seen = {f.message.render() for f in findings}
    for finding in extra:
        if finding.message.render() not in seen:
            seen.add(finding.message.render())
            findings.append(finding)
    findings.sort(key=lambda f: f.severity is not Severity.ERROR)
    return checked


def _problem(finding: Finding) -> dict[str, str]:
    return {"severity": finding.severity.value, "message": finding.message.render()}


def roster_summary(roster: Roster) -> dict[str, Any]:
    """The same summary for a native Auspex roster (problems from desktop.domain.findings)."""
    game_system = roster.game_system or (EDITION_NAMES[roster.edition] if roster.edition
                                         else "")
    units = []
    for unit in roster.units:
        if not unit.listed_as_unit:  # imported from a selection its file did not list as a unit
            continue
        profiles: list[dict[str, Any]] = []
        for group in unit.models:
            if group.characteristics:
                profiles.append({"name": group.name, "type": "model", "characteristics": {
                    key: value for key, value in group.characteristics.items()}})
            for weapon in group.weapons:
                entry = {"name": weapon.name, "type": "weapon",
                         "characteristics": weapon.model_dump(mode="json", exclude={"name"})}
                if entry not in profiles:
                    profiles.append(entry)
        for raw in unit.raw_profiles:
            profiles.append({"name": raw.name, "type": raw.type_name,
                             "characteristics": dict(raw.characteristics)})
        units.append({"name": unit.name, "models": unit.model_count,
                      "points": unit.total_points, "profiles": profiles})
    findings = check_roster(roster)
    checked = _check(roster, findings) if roster.battlescribe else None
    return {"name": roster.name, "game_system": game_system, "points": roster.total_points,
            "points_limit": roster.points_limit, "units": units,
            "problems": [_problem(f) for f in findings], "checked_against": checked}


def summary_text(summary: dict[str, Any]) -> str:
    """The human-readable form of a summary (English; the CLI is not translated)."""
    limit = summary["points_limit"]
    lines = [f"Roster: {summary['name']}",
             f"Game system: {summary['game_system'] or '-'}",
             f"Points: {summary['points']}" + (f" / {limit}" if limit is not None else ""),
             f"Units ({len(summary['units'])}):"]
    for unit in summary["units"]:
        lines.append(f"  {unit['name']}: {unit['models']} model(s), {unit['points']} pts")
    checked = summary.get("checked_against")
    if checked:
        lines.append(f"Checked against: {checked['game_system']} "
                     f"(revision {checked['revision']})")
    problems = summary["problems"]
    lines.append(f"Problems ({len(problems)}):" if problems else "Problems: none")
    lines.extend(f"  {p['severity']}: {p['message']}" for p in problems)
    return "\n".join(lines)
