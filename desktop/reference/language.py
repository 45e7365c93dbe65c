"""The two languages the rules reference is written in."""

from __future__ import annotations

from enum import StrEnum

from desktop.domain.text import QT_TRANSLATE_NOOP, error


class Language(StrEnum):
    EN = "en"
    RU = "ru"

    @classmethod
    def parse(cls, value: str) -> Language:
        try:
            return cls(value.strip().lower())
        except ValueError:
            raise error("RulesReference",
                        QT_TRANSLATE_NOOP("RulesReference",
                                          "Unknown language '%1' (use en or ru)"),
                        value) from None
