"""``arg``: one-pass ``%1`` substitution, as ``QString.arg`` does it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from desktop.domain.text import Message, arg


def test_a_value_holding_a_placeholder_is_not_replaced_again() -> None:
    assert arg("%1 shot %2", "Squad %2", "Orks") == "Squad %2 shot Orks"
    assert arg("%2 — %1", "100%1", "x") == "x — 100%1"


def test_numbers_past_nine_and_missing_arguments() -> None:
    assert arg("%10/%1", *range(1, 11)) == "10/1"
    assert arg("%1 of %2", 3) == "3 of %2"  # a missing value shows, it does not vanish
    assert arg("100%", 5) == "100%"


def test_message_renders_its_arguments_once() -> None:
    message = Message("Ctx", "%1 and %2", ("%2", "b"))
    assert message.render() == "%2 and b"


@given(st.lists(st.text(max_size=8), min_size=1, max_size=4))
def test_every_value_appears_verbatim(values: list[str]) -> None:
    template = " | ".join(f"%{i}" for i in range(1, len(values) + 1))
    assert arg(template, *values) == " | ".join(values)
