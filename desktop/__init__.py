"""Auspex: an offline companion for Warhammer 40,000-family tabletop games."""

__version__ = "0.1.0"
