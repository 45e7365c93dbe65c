"""The bilingual rules reference (pure Python, no Qt).

Typical use::

    from desktop.reference import default_reference, Language
    ref = default_reference()
    topic = ref.topic(Edition.CLASSIC, Language.RU, "wound")
    topic.title, topic.text(), topic.html()
    ref.search("стойкость")                       # both languages, words as typed
    ref.search("cover", lang=Language.RU)         # Russian topics, either language typed
    ref.step_topic(Edition.HORUS_HERESY, Language.EN, "fire_groups")
    ref.glossary.translate("Toughness", Language.RU)
"""

from desktop.reference.glossary import Glossary, Term, default_glossary
from desktop.reference.language import Language
from desktop.reference.render import term_html
from desktop.reference.search import SearchHit
from desktop.reference.tables import Table, engine_table
from desktop.reference.topics import (
    STEP_TOPICS,
    RulesReference,
    Topic,
    default_reference,
    parse_edition,
)

__all__ = [
    "STEP_TOPICS",
    "Glossary",
    "Language",
    "RulesReference",
    "SearchHit",
    "Table",
    "Term",
    "Topic",
    "default_glossary",
    "default_reference",
    "engine_table",
    "parse_edition",
    "term_html",
]
