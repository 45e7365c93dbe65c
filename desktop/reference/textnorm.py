"""Text folding for search and term checks: case, ё/е, and a light Russian stem.

``fold`` keeps the string length unchanged, so positions found in the folded text are
positions in the original text too (search highlights rely on that).
"""

from __future__ import annotations

import re

_RU_ENDINGS = tuple(sorted((
    "ами", "ями", "ого", "его", "ому", "ему", "ыми", "ими", "ых", "их", "ов", "ев", "ей", "ой",
    "ый", "ий", "ая", "яя", "ое", "ее", "ые", "ие", "ом", "ем", "ам", "ям", "ах", "ях", "ию",
    "ью", "ия", "ья", "ую", "юю", "а", "я", "о", "е", "ы", "и", "у", "ю", "ь", "й",
), key=len, reverse=True))
CYRILLIC = re.compile(r"[а-яё]")
WORD = re.compile(r"[0-9A-Za-zА-Яа-яЁё+]+(?:-[0-9A-Za-zА-Яа-яЁё]+)*")


def fold(text: str) -> str:
    """Lower-case (one character for one character) and fold ё to е."""
    out = []
    for char in text:
        low = char.lower()
        if len(low) != 1:
            low = char
        out.append("е" if low == "ё" else low)
    return "".join(out)


def stem_prefix(word: str) -> str:
    """A prefix shared by the inflected forms of a folded Russian word (rough, on purpose).

    Words of two letters stay whole; longer ones lose the last one or two letters, which
    covers the case endings used in the texts ("стойкость" -> "стойкос" matches
    "стойкости", "бой" -> "бо" matches "бою").  Words with a fleeting vowel ("огонь" ->
    "огня") need an explicit stem in the glossary.
    """
    if len(word) <= 2 or not CYRILLIC.search(word):
        return word
    return word[:-1] if len(word) <= 5 else word[:-2]


def search_stem(word: str) -> str:
    """The query form of a folded word: Russian words lose a known case ending."""
    if not CYRILLIC.search(word):
        return word
    for ending in _RU_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    return word


def find_spans(folded: str, word: str, whole: bool | None = None) -> list[tuple[int, int]]:
    """Where ``word`` starts a word of ``folded``; each span runs to the end of that word.

    With ``whole`` the word must be a whole word; by default words of one or two letters
    ("AP", "BS", "T") must, or "AP" would find every "apply" (a glossary stem such as «ог»
    of «огонь» passes ``whole=False``).
    """
    if whole is None:
        whole = len(word) <= 2
    spans = []
    for match in re.finditer(re.escape(word), folded):
        start, end = match.start(), match.end()
        if start > 0 and folded[start - 1].isalnum():
            continue
        if whole and end < len(folded) and folded[end].isalnum():
            continue
        while end < len(folded) and folded[end].isalnum():
            end += 1
        spans.append((start, end))
    return spans
