"""``python -m desktop rules`` — the rules reference on the command line (design.md §4).

    rules --edition E --lang en|ru [--json] [TOPIC]
    rules --search WORDS [--edition E] [--lang en|ru] [--json]      (extra: full-text search)

No TOPIC lists the topics (``--json``: ``[{"id", "title"}]``); a TOPIC prints its text
(``--json``: ``{"id", "title", "edition", "lang", "text", "links"}``).  A wizard step id
(``fire_groups``) is accepted in place of its topic id.  Bad input: one line on stderr,
exit status 2.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass

from desktop.domain.editions import Edition
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, error
from desktop.reference.language import Language
from desktop.reference.search import SearchHit
from desktop.reference.topics import STEP_TOPICS, RulesReference, default_reference, parse_edition

CTX = "RulesReference"

USAGE = """usage: python -m desktop rules --edition E --lang en|ru [--json] [TOPIC]
       python -m desktop rules --search WORDS [--edition E] [--lang en|ru] [--json]

editions: second, classic, kill-team-2018, horus-heresy
Without TOPIC the topics of the edition are listed.
"""


@dataclass
class Options:
    edition: Edition | None = None
    lang: Language | None = None  # None: English for topics, both languages for --search
    json: bool = False
    topic: str | None = None
    search: str | None = None
    help: bool = False


def parse_args(argv: list[str]) -> Options:
    """Parse by hand so every mistake is one line (argparse prints usage and more)."""
    options = Options()
    args = list(argv)
    while args:
        arg = args.pop(0)
        name, eq, inline = arg.partition("=")
        if name in ("--edition", "--lang", "--search"):
            if eq:
                value = inline
            elif args:
                value = args.pop(0)
            else:
                raise error(CTX, QT_TRANSLATE_NOOP(CTX, "%1 needs a value"), name)
            if name == "--edition":
                options.edition = parse_edition(value)
            elif name == "--lang":
                options.lang = Language.parse(value)
            else:
                options.search = value
        elif arg == "--json":
            options.json = True
        elif arg in ("-h", "--help"):
            options.help = True
        elif arg.startswith("-"):
            raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Unknown option '%1'"), arg)
        elif options.topic is None:
            options.topic = arg
        else:
            raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Only one TOPIC may be given ('%1')"), arg)
    if options.help:
        return options
    if options.search is None and options.edition is None:
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "--edition is required (one of: %1)"),
                    ", ".join(e.value for e in Edition))
    if options.search is not None and options.topic is not None:
        raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Give either --search or a TOPIC, not both"))
    return options


def resolve_topic_id(reference: RulesReference, edition: Edition, name: str) -> str:
    """The topic id for ``name``: a topic id, or a wizard step id such as ``fire_groups``."""
    if reference.has_topic(edition, name):
        return name
    if name in STEP_TOPICS:
        return reference.step_topic_id(edition, name)
    raise error(CTX, QT_TRANSLATE_NOOP(CTX, "Unknown topic '%1' for %2 (known: %3)"),
                name, edition.value, ", ".join(reference.topic_ids(edition)))


def write(text: str) -> None:
    """UTF-8 on stdout whatever the console encoding (the contract says UTF-8 JSON)."""
    sys.stdout.flush()
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is not None:
        buffer.write(text.encode("utf-8"))
        buffer.flush()
    else:
        sys.stdout.write(text)


def run(options: Options, reference: RulesReference) -> int:
    if options.search is not None:
        hits = reference.search(options.search, options.edition, options.lang)
        return _print_hits(options, hits)
    assert options.edition is not None
    edition, lang = options.edition, options.lang or Language.EN
    if options.topic is None:
        topics = reference.topics(edition, lang)
        if options.json:
            write(json.dumps([{"id": t.id, "title": t.title} for t in topics],
                             ensure_ascii=False, indent=2) + "\n")
        else:
            width = max(len(t.id) for t in topics)
            write("".join(f"{t.id.ljust(width)}  {t.title}\n" for t in topics))
        return 0
    topic = reference.topic(edition, lang, resolve_topic_id(reference, edition, options.topic))
    if options.json:
        links = sorted({f"{link.edition or edition.value}/{link.topic}" for link in topic.links()})
        write(json.dumps({"id": topic.id, "title": topic.title, "edition": edition.value,
                          "lang": lang.value, "text": topic.text(), "links": links},
                         ensure_ascii=False, indent=2) + "\n")
    else:
        write(topic.text())
    return 0


def _print_hits(options: Options, hits: list[SearchHit]) -> int:
    if options.json:
        write(json.dumps([{"edition": h.edition.value, "lang": h.lang.value, "id": h.topic_id,
                           "title": h.title, "snippet": h.snippet,
                           "highlights": [list(span) for span in h.highlights]}
                          for h in hits], ensure_ascii=False, indent=2) + "\n")
    else:
        write("".join(f"{h.key} [{h.lang.value}] {h.title}: {h.snippet}\n" for h in hits))
    return 0


def main(argv: list[str]) -> int:
    try:
        options = parse_args(argv)
        if options.help:
            write(USAGE)
            return 0
        return run(options, default_reference())
    except DomainError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
