"""Builders for the ``{{table:NAME}}`` placeholders, one group per edition (filled in later)."""
