"""Where the shipped data lives (``resources/`` and ``translations/`` beside the package)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """A path under ``resources/``."""
    return ROOT.joinpath("resources", *parts)


def translations_path(*parts: str) -> Path:
    return ROOT.joinpath("translations", *parts)
