"""Where Auspex keeps its files, its settings, recent files and autosaves (no Qt).

Everything goes through :class:`Locations`, built from platformdirs; tests point it at a
temporary folder with :func:`set_locations`.  Settings are one pydantic model saved atomically;
a corrupt settings file is set aside and replaced by defaults with a log line, never fatal.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from desktop.domain.roster import Roster
from desktop.formats import native
from desktop.formats.atomic import atomic_write_bytes, atomic_write_text
from desktop.formats.errors import FormatError

log = logging.getLogger(__name__)

APP_NAME = "Auspex"
SETTINGS_VERSION = 1
MAX_RECENT = 10
AUTOSAVE_INTERVAL_MS = 60_000


@dataclass(frozen=True)
class Locations:
    config: Path
    data: Path

    @property
    def settings_file(self) -> Path:
        return self.config / "settings.json"

    @property
    def autosave_dir(self) -> Path:
        return self.data / "autosave"

    @property
    def rosters_dir(self) -> Path:
        return self.data / "rosters"

    @property
    def gamedata_dir(self) -> Path:
        """Installed game data (BattleScribe / New Recruit), one folder per game system."""
        return self.data / "gamedata"

    def ensure(self) -> None:
        for folder in (self.config, self.data, self.autosave_dir, self.rosters_dir):
            folder.mkdir(parents=True, exist_ok=True)


_locations: Locations | None = None


def default_locations() -> Locations:
    return Locations(
        config=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        data=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
    )


def locations() -> Locations:
    global _locations
    if _locations is None:
        _locations = default_locations()
    return _locations


def set_locations(value: Locations | None) -> None:
    """Point every file Auspex writes somewhere else (tests), or back to the defaults."""
    global _locations
    _locations = value


Language = Literal["en", "ru"]


class Settings(BaseModel):
    """Every setting of the app, with its default, in one place."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    version: int = SETTINGS_VERSION
    language: Language | None = None  # None: follow the system locale on first start
    recent_files: list[str] = Field(default_factory=list)
    window_geometry: str = ""  # base64 of QMainWindow.saveGeometry()
    window_state: str = ""  # base64 of QMainWindow.saveState()
    demo_opened: bool = False
    dice_seed: int | None = None
    classic_double_one_passes: bool = False  # UNCONFIRMED rule, see rules engine
    last_folder: str = ""
    autosave_minutes: Annotated[int, Field(ge=1, le=60)] = 1
    rules_dock_placed: bool = False  # the Rules dock has been shown once (floating, readable)

    @field_validator("recent_files", mode="before")
    @classmethod
    def _recent(cls, value: object) -> list[str]:
        if not isinstance(value, list):
            return []
        return [item for item in value if isinstance(item, str) and _encodable(item)
                ][:MAX_RECENT]

    @field_validator("window_geometry", "window_state", "last_folder")
    @classmethod
    def _text(cls, value: str) -> str:
        if not _encodable(value):  # a lone surrogate would make every later save fail
            raise ValueError("not valid text")
        return value


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def load_settings(where: Locations | None = None) -> Settings:
    """The saved settings, repaired when damaged: never fatal, always a log line.

    A file that is not a JSON object (damaged, truncated, nested too deeply) is set aside and
    replaced by defaults; a bad entry in a good file is dropped alone, so one wrong value
    does not cost the player their recent files and window layout.
    """
    where = where or locations()
    path = where.settings_file
    if not path.exists():
        return Settings()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(raw, dict):
            raise ValueError("settings are not an object")
        settings = _repaired(raw, path)
    except (OSError, ValueError, RecursionError, ValidationError) as exc:
        log.warning("Settings file %s is unreadable (%s); using defaults", path, exc)
        with contextlib.suppress(OSError):
            path.replace(path.with_suffix(f".corrupt-{int(time.time())}.json"))
        return Settings()
    pruned = prune_recent(settings.recent_files)
    if pruned != settings.recent_files:
        log.info("Removed %d missing recent files", len(settings.recent_files) - len(pruned))
        settings.recent_files = pruned
    return settings


def _repaired(raw: dict[str, object], path: Path) -> Settings:
    """``raw`` as Settings, each invalid entry dropped (back to its default) with a log line."""
    for _ in range(len(raw) + 1):
        try:
            return Settings.model_validate(raw)
        except ValidationError as exc:
            bad = {str(error["loc"][0]) for error in exc.errors() if error["loc"]}
            if not bad & set(raw):
                raise
            log.warning("Settings file %s: ignoring the damaged entries %s", path,
                        ", ".join(sorted(bad)))
            raw = {key: value for key, value in raw.items() if key not in bad}
    return Settings()


def save_settings(settings: Settings, where: Locations | None = None) -> None:
    where = where or locations()
    where.config.mkdir(parents=True, exist_ok=True)
    atomic_write_text(where.settings_file, settings.model_dump_json(indent=2))


def prune_recent(paths: list[str]) -> list[str]:
    seen: set[str] = set()
    kept: list[str] = []
    for item in paths:
        if item in seen or not _is_file(item):
            continue
        seen.add(item)
        kept.append(item)
    return kept[:MAX_RECENT]


def _is_file(item: str) -> bool:
    """Whether ``item`` names an existing file; False for names the OS cannot even look up
    (too long, a NUL byte, an unreadable folder) instead of an error at start-up."""
    try:
        return Path(item).is_file()
    except (OSError, ValueError):
        return False


def add_recent(paths: list[str], path: str | os.PathLike[str]) -> list[str]:
    """``path`` first, no duplicates, capped, missing files pruned."""
    full = str(Path(path).resolve())
    return prune_recent([full, *[p for p in paths if p != full]])


# --- autosave -------------------------------------------------------------------------------

class AutosaveEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    key: str
    original_path: str | None
    saved_at: float
    roster: Roster


def autosave_key(path: str | None, fallback: str) -> str:
    """A stable file name for one open document (its path, or a per-session id)."""
    source = path or f"untitled:{fallback}"
    digest = hashlib.sha256(source.encode("utf-8")).digest()[:12]
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


def write_autosave(key: str, original_path: str | None, roster: Roster,
                   where: Locations | None = None) -> Path:
    where = where or locations()
    where.autosave_dir.mkdir(parents=True, exist_ok=True)
    entry = {"format": "auspex-autosave", "version": 1, "key": key,
             "original_path": original_path, "saved_at": time.time(),
             "roster": json.loads(native.dumps(roster))}
    target = where.autosave_dir / f"{key}.json"
    atomic_write_bytes(target, json.dumps(entry, ensure_ascii=False).encode("utf-8"))
    return target


def discard_autosave(key: str, where: Locations | None = None) -> None:
    where = where or locations()
    with contextlib.suppress(FileNotFoundError):
        (where.autosave_dir / f"{key}.json").unlink()


def find_autosaves(where: Locations | None = None) -> list[AutosaveEntry]:
    """Autosaves left behind by a session that did not close cleanly, newest first."""
    where = where or locations()
    found: list[AutosaveEntry] = []
    if not where.autosave_dir.is_dir():
        return found
    remove_stale_temp_files(where.autosave_dir)
    for path in sorted(where.autosave_dir.glob("*.json")):
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            if raw.get("format") != "auspex-autosave":
                raise ValueError("not an autosave")
            roster = native.loads(json.dumps(raw["roster"]).encode("utf-8"))
            original = raw.get("original_path")
            if original is not None and not _usable_path(original):
                log.warning("Autosave %s: ignoring its damaged original path %r", path,
                            original)
                original = None
            # The key is the file's own name, whatever the file claims: discard_autosave(key)
            # must remove this file and no other (a key like "../rosters/x" would not).
            found.append(AutosaveEntry(key=path.stem, original_path=original,
                                       saved_at=float(raw["saved_at"]), roster=roster))
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError,
                FormatError) as exc:
            log.warning("Ignoring unreadable autosave %s: %s", path, exc)
    found.sort(key=lambda entry: entry.saved_at, reverse=True)
    return found


def _usable_path(value: object) -> bool:
    """A path a restored roster can be saved back to (text the file system can encode)."""
    if not isinstance(value, str) or not value.strip() or "\0" in value:
        return False
    try:
        os.fsencode(value)
    except UnicodeEncodeError:
        return False
    return True


def remove_stale_temp_files(folder: Path, older_than: float = 60.0) -> int:
    """Delete the hidden ``.name.*.tmp`` files an atomic write leaves when the process is
    killed between writing and renaming (never the ones a running save may still own)."""
    removed = 0
    now = time.time()
    for path in folder.glob(".*.tmp"):
        try:
            if now - path.stat().st_mtime > older_than:
                path.unlink()
                removed += 1
        except OSError as exc:
            log.warning("Could not remove the stale temporary file %s: %s", path, exc)
    if removed:
        log.info("Removed %d stale temporary files from %s", removed, folder)
    return removed


def clear_autosaves(where: Locations | None = None) -> None:
    where = where or locations()
    if where.autosave_dir.is_dir():
        for path in where.autosave_dir.glob("*.json"):
            with contextlib.suppress(OSError):
                path.unlink()
