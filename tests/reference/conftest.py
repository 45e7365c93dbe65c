"""Shared fixtures for the rules-reference tests: the shipped reference and glossary."""

from __future__ import annotations

import pytest

from desktop.reference import Glossary, RulesReference, default_glossary, default_reference


@pytest.fixture(scope="session")
def ref() -> RulesReference:
    return default_reference()


@pytest.fixture(scope="session")
def glossary() -> Glossary:
    return default_glossary()
