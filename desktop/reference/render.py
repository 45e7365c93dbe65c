"""Render a topic as plain text (command line) or as simple HTML (Qt's QTextBrowser).

The HTML keeps to the subset Qt's rich-text engine understands (h1-h3, p, ul/ol, table with
border attributes, blockquote, a, b, i, span style).  Links use two private schemes:
``topic:edition/id`` and ``term:id``; the browser view intercepts ``anchorClicked`` and asks
:meth:`RulesReference.resolve_href` what to show.
"""

from __future__ import annotations

import textwrap
from html import escape
from typing import TYPE_CHECKING

from desktop.domain.text import DomainError
from desktop.reference import markup
from desktop.reference.language import Language
from desktop.reference.tables import Table, engine_table
from desktop.reference.textnorm import find_spans, fold, search_stem

if TYPE_CHECKING:
    from desktop.reference.glossary import Term
    from desktop.reference.topics import Topic

HIGHLIGHT_STYLE = "background-color:#ffe58a;"


# --- shared helpers -----------------------------------------------------------------------

def link_label(topic: Topic, node: markup.TopicLink | markup.TermLink,
               sentence_start: bool = False) -> str:
    """The words a link shows: its own label, else the target's title or term name.

    A glossary name is a heading-style phrase ("Line of sight"); inside a sentence it is
    written in lower case unless the glossary marks it as a proper rule name.
    """
    if node.label is not None:
        return node.label
    if isinstance(node, markup.TermLink):
        glossary = topic.reference.glossary
        if node.term not in glossary:
            return node.term
        term = glossary.term(node.term)
        name = term.name(topic.lang, topic.edition)
        if sentence_start:
            return name[:1].upper() + name[1:]
        return name if term.proper else name[:1].lower() + name[1:]
    target = topic.reference.resolve(node, topic.edition, topic.lang)
    if target is None:
        return node.topic
    title = target.title
    if sentence_start or any(ch.isupper() for ch in title[1:]):
        return title
    return title[:1].lower() + title[1:]


def starts_sentence(previous: str) -> bool:
    """Is a link after ``previous`` (the text before it in the block) the first word?"""
    stripped = previous.rstrip()
    return not stripped or stripped[-1] in ".!?"


def href(topic: Topic, node: markup.TopicLink | markup.TermLink) -> str:
    if isinstance(node, markup.TermLink):
        return f"term:{node.term}"
    return f"topic:{node.edition or topic.edition.value}/{node.topic}"


def inline_plain(topic: Topic, content: markup.Inlines) -> str:
    parts: list[str] = []
    for node in content:
        if isinstance(node, markup.TopicLink | markup.TermLink):
            parts.append(link_label(topic, node, starts_sentence("".join(parts))))
        else:
            parts.append(node.text)
    return "".join(parts)


def resolve_table(topic: Topic, name: str) -> Table | None:
    try:
        return engine_table(topic.edition, topic.lang, name)
    except DomainError:
        return None


def unavailable(topic: Topic, name: str) -> str:
    if topic.lang is Language.RU:
        return f"(таблица «{name}» недоступна)"
    return f"(table '{name}' is not available)"


# --- plain text ---------------------------------------------------------------------------

def render_plain(topic: Topic, width: int = 78) -> str:
    lines = [topic.title, "=" * len(topic.title), ""]
    lines.extend(_plain_blocks(topic, topic.blocks, width))
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n"


def _plain_blocks(topic: Topic, blocks: tuple[markup.Block, ...], width: int) -> list[str]:
    out: list[str] = []
    for block in blocks:
        if isinstance(block, markup.Heading):
            text = inline_plain(topic, block.content)
            out += [text, ("-" if block.level == 2 else "~") * len(text)]
        elif isinstance(block, markup.Paragraph):
            out += textwrap.wrap(inline_plain(topic, block.content), width) or [""]
        elif isinstance(block, markup.ListBlock):
            for number, item in enumerate(block.items, 1):
                bullet = f"{number}. " if block.ordered else "- "
                out += textwrap.wrap(inline_plain(topic, item), width, initial_indent=bullet,
                                     subsequent_indent=" " * len(bullet))
        elif isinstance(block, markup.TableBlock):
            header = tuple(inline_plain(topic, c) for c in block.header)
            rows = tuple(tuple(inline_plain(topic, c) for c in row) for row in block.rows)
            out += _plain_table(Table("", header, rows), width)
        elif isinstance(block, markup.EngineTable):
            table = resolve_table(topic, block.name)
            out += _plain_table(table, width) if table else [unavailable(topic, block.name)]
        else:
            inner = _plain_blocks(topic, block.blocks, width - 2)
            while inner and not inner[-1]:
                inner.pop()
            out += ["| " + line if line else "|" for line in inner]
        out.append("")
    return out


def _plain_table(table: Table, width: int = 78) -> list[str]:
    """Columns padded to their widest cell; the widest columns wrap if the table is too wide."""
    grid = [table.header, *table.rows]
    widths = [max(len(row[i]) for row in grid) for i in range(len(table.header))]
    floor = [min(w, 10) for w in widths]
    while sum(widths) + 3 * (len(widths) - 1) > width:
        column = max(range(len(widths)), key=lambda i: widths[i] - floor[i])
        if widths[column] <= floor[column]:
            break
        widths[column] -= 1

    def lines(row: tuple[str, ...]) -> list[str]:
        cells = [textwrap.wrap(cell, widths[i]) or [""] for i, cell in enumerate(row)]
        height = max(len(c) for c in cells)
        return [" | ".join((c[k] if k < len(c) else "").ljust(widths[i])
                           for i, c in enumerate(cells)).rstrip() for k in range(height)]

    out = [table.caption] if table.caption else []
    out += [*lines(table.header), "-+-".join("-" * w for w in widths)]
    for row in table.rows:
        out += lines(row)
    return out


# --- HTML ---------------------------------------------------------------------------------

def render_html(topic: Topic, highlight: str | None = None) -> str:
    words = _highlight_words(highlight)
    body = [f"<h1>{_mark(topic.title, words)}</h1>"]
    body += _html_blocks(topic, topic.blocks, words)
    return "\n".join(body)


def _highlight_words(query: str | None) -> tuple[str, ...]:
    if not query:
        return ()
    return tuple(search_stem(w) for w in fold(query).split() if w)


def _mark(text: str, words: tuple[str, ...]) -> str:
    """Escape ``text`` and wrap every (folded) occurrence of the query words in a span."""
    if not words:
        return escape(text)
    folded = fold(text)
    spans = sorted({span for w in words for span in find_spans(folded, w)})
    out, position = [], 0
    for start, end in spans:
        if start < position:
            continue
        out.append(escape(text[position:start]))
        out.append(f'<span style="{HIGHLIGHT_STYLE}">{escape(text[start:end])}</span>')
        position = end
    out.append(escape(text[position:]))
    return "".join(out)


def _inline_html(topic: Topic, content: markup.Inlines, words: tuple[str, ...]) -> str:
    parts: list[str] = []
    plain: list[str] = []  # the visible text so far, to know where sentences start
    for node in content:
        if isinstance(node, markup.Strong):
            parts.append(f"<b>{_mark(node.text, words)}</b>")
            plain.append(node.text)
        elif isinstance(node, markup.Emphasis):
            parts.append(f"<i>{_mark(node.text, words)}</i>")
            plain.append(node.text)
        elif isinstance(node, markup.Text):
            parts.append(_mark(node.text, words))
            plain.append(node.text)
        else:
            text = link_label(topic, node, starts_sentence("".join(plain)))
            parts.append(f'<a href="{escape(href(topic, node))}">{_mark(text, words)}</a>')
            plain.append(text)
    return "".join(parts)


def _html_blocks(topic: Topic, blocks: tuple[markup.Block, ...],
                 words: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    for block in blocks:
        if isinstance(block, markup.Heading):
            tag = f"h{block.level}"
            out.append(f"<{tag}>{_inline_html(topic, block.content, words)}</{tag}>")
        elif isinstance(block, markup.Paragraph):
            out.append(f"<p>{_inline_html(topic, block.content, words)}</p>")
        elif isinstance(block, markup.ListBlock):
            tag = "ol" if block.ordered else "ul"
            items = "".join(f"<li>{_inline_html(topic, i, words)}</li>" for i in block.items)
            out.append(f"<{tag}>{items}</{tag}>")
        elif isinstance(block, markup.TableBlock):
            header = tuple(_inline_html(topic, c, words) for c in block.header)
            rows = tuple(tuple(_inline_html(topic, c, words) for c in r) for r in block.rows)
            out.append(_html_table("", header, rows, row_headers=False))
        elif isinstance(block, markup.EngineTable):
            table = resolve_table(topic, block.name)
            if table is None:
                out.append(f"<p><i>{escape(unavailable(topic, block.name))}</i></p>")
            else:
                out.append(_html_table(
                    escape(table.caption), tuple(escape(c) for c in table.header),
                    tuple(tuple(escape(c) for c in row) for row in table.rows),
                    row_headers=table.row_headers))
        else:
            inner = "\n".join(_html_blocks(topic, block.blocks, words))
            out.append('<table width="100%" border="0" cellpadding="8" '
                       'style="background-color:#eef3f8;"><tr><td>'
                       f"{inner}</td></tr></table>")
    return out


def _html_table(caption: str, header: tuple[str, ...], rows: tuple[tuple[str, ...], ...],
                row_headers: bool) -> str:
    out = ['<table border="1" cellspacing="0" cellpadding="4">']
    if caption:
        out.append(f"<caption>{caption}</caption>")
    out.append("<tr>" + "".join(f"<th>{cell}</th>" for cell in header) + "</tr>")
    for row in rows:
        cells = [(f"<th>{cell}</th>" if row_headers and i == 0 else f"<td>{cell}</td>")
                 for i, cell in enumerate(row)]
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</table>")
    return "".join(out)


def term_html(term: Term, lang: Language, edition: str | None = None) -> str:
    """A glossary card for a ``term:`` link: the name in both languages and the definition.

    Shown in the browser's tooltip or side panel; ``status`` tells a reader when the
    Russian form is only our proposal.
    """
    other = Language.RU if lang is Language.EN else Language.EN
    abbr = f" ({escape(term.abbr)})" if term.abbr else ""
    card = (f"<h3>{escape(term.name(lang, edition))}{abbr}</h3>"
            f"<p><i>{escape(term.name(other, edition))}</i></p>"
            f"<p>{escape(term.definition(lang))}</p>")
    if term.status == "proposed":
        card += f"<p><small>{PROPOSED[lang]}</small></p>"
    return card


PROPOSED = {
    Language.EN: "The Russian form is our proposal; no Russian source was found.",
    Language.RU: "Русская форма предложена нами: в русских источниках её не нашли.",
}

