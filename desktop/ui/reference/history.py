"""Back/forward history of the rules reader.

A place is an edition, a topic id, an optional language (``None`` = follow the app
language, so a language switch re-renders the same page) and an optional search query to
highlight.  The reader records the scroll position of the page it leaves, so going back
returns to where the player was reading.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from desktop.domain.editions import Edition
from desktop.reference import Language


@dataclass(frozen=True)
class Place:
    edition: Edition
    topic_id: str
    lang: Language | None = None
    highlight: str | None = None
    scroll: int = 0

    def same_page(self, other: Place | None) -> bool:
        return other is not None and (self.edition, self.topic_id, self.lang, self.highlight) == (
            other.edition, other.topic_id, other.lang, other.highlight)


class History:
    """The current place plus the places behind and ahead of it."""

    def __init__(self) -> None:
        self.current: Place | None = None
        self._back: list[Place] = []
        self._forward: list[Place] = []

    def can_go_back(self) -> bool:
        return bool(self._back)

    def can_go_forward(self) -> bool:
        return bool(self._forward)

    def visit(self, place: Place, scroll_of_current: int = 0) -> bool:
        """Go to ``place``; False (and nothing recorded) when it is the page already shown."""
        if place.same_page(self.current):
            return False
        if self.current is not None:
            self._back.append(replace(self.current, scroll=scroll_of_current))
        self._forward.clear()
        self.current = place
        return True

    def clear_highlight(self) -> Place | None:
        """Drop the search marks of the current place; the place, or None if it had none."""
        if self.current is None or self.current.highlight is None:
            return None
        self.current = replace(self.current, highlight=None)
        return self.current

    def back(self, scroll_of_current: int = 0) -> Place | None:
        if not self._back or self.current is None:
            return None
        self._forward.append(replace(self.current, scroll=scroll_of_current))
        self.current = self._back.pop()
        return self.current

    def forward(self, scroll_of_current: int = 0) -> Place | None:
        if not self._forward or self.current is None:
            return None
        self._back.append(replace(self.current, scroll=scroll_of_current))
        self.current = self._forward.pop()
        return self.current
