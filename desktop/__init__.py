"""Auspex: an offline companion for Warhammer 40,000-family tabletop games."""

import os as _os

__version__ = "0.1.0"

# Auspex uses no pydantic plugins; without this, the first model class makes pydantic scan the
# entry points of every installed distribution (start-up time that grows with the machine's
# package count).  A user's own setting wins.
_os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
