"""``python -m desktop odds SCENARIO.json [--json]``: exact odds of one shooting attack.

Contract: design.md section 4.  The file names its ``edition``; the edition's ruleset
validates the rest with its strict schema.  Any bad input (missing file, bad JSON, unknown
edition, unknown field, out-of-range value) is a :class:`UsageError`, which :mod:`desktop.cli`
prints as one line on stderr with exit status 2.  The arguments are parsed there.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from pydantic import ValidationError

from desktop.domain.editions import Edition
from desktop.domain.jsonsafe import DuplicateKey, loads_strict, utf8_only
from desktop.domain.text import DomainError, Message, shorten
from desktop.formats.errors import FormatError
from desktop.formats.safe_read import decode_text, read_user_file
from desktop.rules.dice import Dist
from desktop.rules.registry import get_ruleset
from desktop.rules.schema import describe_validation_error
from desktop.rules.sequence import OddsReport

EDITIONS = ", ".join(e.value for e in Edition)
MAX_FILE_BYTES = 8 * 1024 * 1024  # a scenario is a few kilobytes


class UsageError(DomainError):
    """Bad input in a scenario file (English: the command line is not translated)."""

    def __init__(self, text: str) -> None:
        super().__init__(Message("Odds", "%1", (text,)))


def load(path: str) -> dict[str, Any]:
    """Read and parse the scenario file (UsageError with a clear reason otherwise)."""
    raw = read_user_file(path, MAX_FILE_BYTES)  # a FormatError says what is wrong
    try:
        text = decode_text(raw)
    except FormatError as exc:  # UTF-16, or where the bytes stop being UTF-8
        raise UsageError(f"{path}: {exc.message.render()}") from None
    try:
        data = loads_strict(text, unique_keys=True)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path}: invalid JSON ({exc.msg} at line {exc.lineno}, "
                         f"column {exc.colno})") from None
    except DuplicateKey as exc:
        raise UsageError(f"{path}: invalid JSON (the key {shorten(repr(exc.key))} appears "
                         f"twice in one object)") from None
    except ValueError as exc:  # NaN, Infinity
        raise UsageError(f"{path}: invalid JSON ({exc} is not allowed)") from None
    except RecursionError:
        raise UsageError(f"{path}: invalid JSON (nested too deeply)") from None
    if not isinstance(data, dict):
        raise UsageError(f"{path}: the scenario must be a JSON object")
    if not utf8_only(data):  # a "\ud800" escape: pydantic would raise UnicodeEncodeError
        raise UsageError(f"{path}: not UTF-8 text (it holds an escaped lone surrogate)")
    return data


def compute(data: dict[str, Any]) -> tuple[Edition, OddsReport]:
    edition_name = data.get("edition")
    if edition_name is None:
        raise UsageError(f"missing field 'edition' (one of {EDITIONS})")
    if not isinstance(edition_name, str) or edition_name not in {e.value for e in Edition}:
        raise UsageError(f"edition: unknown edition {shorten(repr(edition_name))} "
                         f"(one of {EDITIONS})")
    edition = Edition(edition_name)
    try:
        ruleset = get_ruleset(edition)
    except ModuleNotFoundError:
        raise UsageError(f"edition '{edition.value}' is not available yet") from None
    try:
        scenario = ruleset.scenario_type.model_validate(data)
    except ValidationError as exc:
        raise UsageError(describe_validation_error(exc)) from None
    try:
        report = ruleset.odds(scenario)
    except DomainError as exc:
        raise UsageError(str(exc)) from None
    return edition, report


def render_table(edition: Edition, report: OddsReport) -> str:
    """A readable summary: mean, spread and likely range of every count, then the chance of
    each value for the short distributions, then morale."""
    rows: list[tuple[str, Dist]] = [
        ("shots", report.shots), ("hits", report.hits), ("wounds", report.wounds),
        ("unsaved", report.unsaved), ("casualties", report.casualties),
        *report.extras.items()]
    lines = [f"Edition: {edition.value}", "",
             f"{'':<11}{'mean':>9}{'sd':>8}{'5%':>7}{'median':>8}{'95%':>7}{'P(0)':>9}"]
    for name, dist in rows:
        lines.append(f"{name:<11}{dist.mean:>9.3f}{dist.variance ** 0.5:>8.3f}"
                     f"{_quantile(dist, 0.05):>7}{_quantile(dist, 0.5):>8}"
                     f"{_quantile(dist, 0.95):>7}{dist.p(0):>9.2%}")
    for name, dist in rows:
        shown = [(k, p) for k, p in enumerate(dist.probs) if p >= 5e-5]
        if 1 < len(shown) <= 25:
            lines.append("")
            lines.append(f"{name}: " + "  ".join(f"{k}: {p:.2%}" for k, p in shown))
    lines.append("")
    if report.morale_fail is None and not report.morale_fail_unknown:
        lines.append("morale: not part of this shooting attack")
    elif report.morale_fail is None:
        lines.append(f"morale: test {report.morale_test:.2%}, failure unknown "
                     f"(no leadership given)")
    else:
        lines.append(f"morale: test {report.morale_test:.2%}, test failed "
                     f"{report.morale_fail:.2%}")
    lines.extend(f"note: {note}" for note in report.notes)
    return "\n".join(lines)


def _quantile(dist: Dist, q: float) -> int:
    """Smallest value whose cumulative chance reaches ``q``."""
    total = 0.0
    for k, p in enumerate(dist.probs):
        total += p
        if total >= q - 1e-12:
            return k
    return dist.max


def run(args: argparse.Namespace) -> str | dict[str, Any]:
    """``odds SCENARIO.json [--json]``: the JSON document, or the table as text."""
    edition, report = compute(load(args.scenario))
    if args.json:
        return report.to_json(edition.value)
    return render_table(edition, report) + "\n"


def main(argv: list[str]) -> int:
    """``python -m desktop odds *argv``, for callers holding this module."""
    from desktop.cli import main as cli_main

    return cli_main(["odds", *argv])
