"""Deep nesting, table-driven: every JSON loader at depths around Python's recursion limit.

The C JSON decoder accepts somewhat less than 1000 levels and raises RecursionError beyond;
Python code walking what it accepted can overflow earlier.  Each loader must answer with its
own error (or, for settings and autosaves, skip the file with a log line) at every depth.
"""

from __future__ import annotations

import contextlib
import io
import tempfile
from pathlib import Path

import pytest

from desktop import storage
from desktop.domain.catalogue import loads_catalogue
from desktop.domain.text import DomainError
from desktop.formats import native
from desktop.formats.battlescribe import import_bytes
from desktop.rules.scenario import main

DEPTHS = [60, 70, 400, 900, 990, 999, 1500, 100_000]
SLOTS = {
    "roster": b'{"format": "auspex-roster", "version": 1, "roster": {"name": "x", '
              b'"notes": %s}}',
    "catalogue": b'{"format": "auspex-catalogue", "version": 1, "edition": "classic", '
                 b'"name": "x", "notes": %s}',
    "scenario": b'{"edition": "classic", "attacker": %s}',
    "new recruit": b'{"roster": {"id": "r", "name": "x", "forces": %s}}',
    "autosave": b'{"format": "auspex-autosave", "key": "k", "saved_at": 1, "roster": %s}',
    "settings": b'{"language": "en", "recent_files": %s}',
}


def _nested(kind: str, depth: int) -> bytes:
    inner = b"[" * depth + b"]" * depth if depth % 2 == 0 else \
        b'{"a":' * depth + b"1" + b"}" * depth
    return SLOTS[kind] % inner


@pytest.mark.parametrize("depth", DEPTHS)
def test_every_json_loader_survives_deep_nesting(depth: int) -> None:
    for kind, load in (("roster", native.loads), ("catalogue", loads_catalogue),
                       ("new recruit", import_bytes)):
        with contextlib.suppress(DomainError):
            load(_nested(kind, depth))
    with tempfile.TemporaryDirectory() as folder:
        where = storage.Locations(config=Path(folder) / "c", data=Path(folder) / "d")
        where.config.mkdir()
        where.autosave_dir.mkdir(parents=True)
        where.settings_file.write_bytes(_nested("settings", depth))
        assert storage.load_settings(where).recent_files == []  # never raises
        (where.autosave_dir / "k.json").write_bytes(_nested("autosave", depth))
        assert storage.find_autosaves(where) == []
        scenario = Path(folder) / "scenario.json"
        scenario.write_bytes(_nested("scenario", depth))
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            assert main([str(scenario)]) == 2
        assert err.getvalue().count("\n") == 1
