"""The topic markup parser: every construct the texts use, and the mistakes it refuses."""

from __future__ import annotations

import pytest

from desktop.domain.text import DomainError
from desktop.reference import markup as m

SAMPLE = """# Rolling to hit

Roll a D6 and see [[wound]], [[classic/save|saves]] and [[term:toughness|Toughness]].
Second line of the **same** paragraph, *stressed*.

## Steps

1. first
2. second
   continued

- bullet with [[term:unit]]
- another

| Type | Notes |
| --- | --- |
| [[term:rapid-fire|Rapid fire]] | [[range|half range]] twice |

{{table:to-hit}}

> **Example.** A box.
>
> - with a list
"""


def test_parse_sample_document() -> None:
    doc = m.parse_document(SAMPLE)
    assert doc.title == "Rolling to hit"
    kinds = [type(b).__name__ for b in doc.blocks]
    assert kinds == ["Paragraph", "Heading", "ListBlock", "ListBlock", "TableBlock",
                     "EngineTable", "Note"]
    para = doc.blocks[0]
    assert isinstance(para, m.Paragraph)
    assert m.TopicLink(None, "wound", None) in para.content
    assert m.TopicLink("classic", "save", "saves") in para.content
    assert m.TermLink("toughness", "Toughness") in para.content
    assert m.Strong("same") in para.content and m.Emphasis("stressed") in para.content
    assert "Second line" in m.inline_text(para.content)


def test_lists_tables_and_notes() -> None:
    doc = m.parse_document(SAMPLE)
    ordered, bullets, table, engine, note = doc.blocks[2:]
    assert isinstance(ordered, m.ListBlock) and ordered.ordered
    assert [m.inline_text(i) for i in ordered.items] == ["first", "second continued"]
    assert isinstance(bullets, m.ListBlock) and not bullets.ordered and len(bullets.items) == 2
    assert isinstance(table, m.TableBlock)
    # a "|" inside [[...|...]] does not split the cell
    assert len(table.header) == 2 and len(table.rows[0]) == 2
    assert table.rows[0][0] == (m.TermLink("rapid-fire", "Rapid fire"),)
    assert engine == m.EngineTable("to-hit")
    assert isinstance(note, m.Note)
    assert [type(b).__name__ for b in note.blocks] == ["Paragraph", "ListBlock"]


@pytest.mark.parametrize("source", [
    "no title here\n",
    "",
    "# T\n\nA [[Bad Link!]] here.\n",
    "# T\n\n| a | b |\n| c | d |\n",
    "# T\n\n| a | b |\n| --- | --- |\n| only one |\n",
])
def test_malformed_sources_are_refused(source: str) -> None:
    with pytest.raises(DomainError):
        m.parse_document(source)


@pytest.mark.parametrize(("source", "expected"), [
    ("plain", (m.Text("plain"),)),
    ("[[a-b]]", (m.TopicLink(None, "a-b", None),)),
    ("x [[horus-heresy/fire-groups|groups]] y",
     (m.Text("x "), m.TopicLink("horus-heresy", "fire-groups", "groups"), m.Text(" y"))),
    ("[[term:bs|BS]]", (m.TermLink("bs", "BS"),)),
    ("2 × 3 * 4", (m.Text("2 × 3 * 4"),)),
])
def test_inline(source: str, expected: tuple[m.Inline, ...]) -> None:
    assert m.parse_inline(source) == expected
