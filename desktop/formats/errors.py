"""The one error every loader raises: a clear, translatable reason, never a traceback."""

from __future__ import annotations

from desktop.domain.text import DomainError, Message


class FormatError(DomainError):
    """A file that cannot be read; ``message`` says why in the user's language."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
