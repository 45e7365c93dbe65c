"""Where Auspex keeps its files, its settings, recent files and autosaves (no Qt).

Everything goes through :class:`Locations`, built from platformdirs; tests point it at a
temporary folder with :func:`set_locations`.  Settings are one pydantic model saved atomically;
a corrupt settings file is set aside and replaced by defaults with a log line, never fatal.
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import hashlib
import json
import logging
import os
import re
import secrets
import stat
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from desktop.domain.roster import Roster
from desktop.formats import native
from desktop.formats.atomic import atomic_write_bytes, atomic_write_text
from desktop.formats.errors import FormatError
from desktop.formats.safe_read import read_user_file

log = logging.getLogger(__name__)

APP_NAME = "Auspex"
SETTINGS_VERSION = 1
MAX_RECENT = 10
AUTOSAVE_INTERVAL_MS = 60_000
MAX_SETTINGS_BYTES = 4 * 1024 * 1024  # a FIFO or a runaway file must not stall start-up


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
        raw = json.loads(read_user_file(path, MAX_SETTINGS_BYTES).decode("utf-8"))
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


# --- files changed on disk ------------------------------------------------------------------

STAMP_MAX_BYTES = 256 * 1024 * 1024  # far above any roster: larger files are compared by size


@dataclass(frozen=True)
class FileStamp:
    """What a file was when Auspex last read or wrote it: mtime, size and a hash of its
    bytes (mtime alone misses a change within its granularity or a clock set back; the hash
    alone would flag a rewrite with the same content)."""

    mtime_ns: int
    size: int
    digest: str

    def same_content(self, other: FileStamp | None) -> bool:
        return other is not None and (self.size, self.digest) == (other.size, other.digest)


def file_stamp(path: str | os.PathLike[str]) -> FileStamp | None:
    """The file's stamp now (None: there is no regular file there).  Never blocks on a FIFO or
    a device: only a regular file is read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None
        digest = hashlib.sha256()
        if info.st_size <= STAMP_MAX_BYTES:
            while chunk := os.read(fd, 1 << 20):
                digest.update(chunk)
        return FileStamp(info.st_mtime_ns, info.st_size, digest.hexdigest())
    except OSError:
        return None
    finally:
        os.close(fd)


# --- autosave -------------------------------------------------------------------------------
#
# Every running Auspex has an autosave session: a folder of its own, ``autosave/<id>/``, and a
# lock file beside it, ``autosave/<id>.lock``, locked (flock) for as long as the instance runs
# and holding its pid and start time.  The kernel drops the lock when the process dies, however
# it dies, so a folder whose lock nobody holds belongs to an instance that crashed (or was
# killed): its autosaves are the ones offered at the next start.  A live instance's folder is
# never read, offered or deleted by another.  Autosaves of older versions of Auspex lie in
# ``autosave/`` itself and are treated like a crashed instance's ("legacy").

LOCK_SUFFIX = ".lock"
LEGACY_LOCK = "legacy.lock"


class AutosaveEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    key: str
    original_path: str | None
    saved_at: float
    roster: Roster
    original_stamp: FileStamp | None = None  # the saved file as the roster last knew it


def autosave_key(path: str | None, fallback: str) -> str:
    """A stable file name for one open document (its path, or a per-session id)."""
    source = path or f"untitled:{fallback}"
    digest = hashlib.sha256(source.encode("utf-8")).digest()[:12]
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        """Lock ``fd``'s file for this open file (flock: another open of the same file, even
        in this process, is refused), without waiting."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


def _open_lock(path: Path, create: bool) -> int | None:
    flags = os.O_RDWR | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    if create:
        flags |= os.O_CREAT
    try:
        return os.open(path, flags, 0o600)
    except OSError:
        return None


def _holds(fd: int) -> bool:
    """Lock ``fd`` now if nobody holds it (the caller keeps it, or closes it to let go)."""
    if _try_lock(fd):
        return True
    os.close(fd)
    return False


def _read_entries(folder: Path) -> list[tuple[Path, AutosaveEntry]]:
    """The readable autosaves directly in ``folder`` (unreadable ones skipped, with a log
    line), newest first."""
    found: list[tuple[Path, AutosaveEntry]] = []
    for path in sorted(folder.glob("*.json")):
        try:
            raw = json.loads(read_user_file(path, native.MAX_FILE_BYTES).decode("utf-8"))
            if raw.get("format") != "auspex-autosave":
                raise ValueError("not an autosave")
            roster = native.loads(json.dumps(raw["roster"]).encode("utf-8"))
            original = raw.get("original_path")
            if original is not None and not _usable_path(original):
                log.warning("Autosave %s: ignoring its damaged original path %r", path,
                            original)
                original = None
            # The key is the file's own name, whatever the file claims: discarding an entry
            # must remove this file and no other (a key like "../rosters/x" would not).
            found.append((path, AutosaveEntry(key=path.stem, original_path=original,
                                              saved_at=float(raw["saved_at"]),
                                              roster=roster,
                                              original_stamp=_stamp(raw.get("original_stamp"))
                                              if original is not None else None)))
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError,
                FormatError) as exc:
            log.warning("Ignoring unreadable autosave %s: %s", path, exc)
    found.sort(key=lambda item: item[1].saved_at, reverse=True)
    return found


def _stamp(value: object) -> FileStamp | None:
    """A stamp written by :meth:`AutosaveSession.write` (None when missing or damaged)."""
    if not isinstance(value, dict):
        return None
    mtime, size, digest = value.get("mtime_ns"), value.get("size"), value.get("digest")
    if not (type(mtime) is int and type(size) is int and isinstance(digest, str)
            and len(digest) == 64):
        return None
    return FileStamp(mtime, size, digest)


def _usable_path(value: object) -> bool:
    """A path a restored roster can be saved back to (text the file system can encode)."""
    if not isinstance(value, str) or not value.strip() or "\0" in value:
        return False
    try:
        os.fsencode(value)
    except UnicodeEncodeError:
        return False
    return True


def _session_folders(where: Locations) -> list[Path]:
    """Every instance's autosave folder (live or not), plus the legacy top folder."""
    if not where.autosave_dir.is_dir():
        return []
    folders = [where.autosave_dir]
    with contextlib.suppress(OSError):
        folders += sorted(path for path in where.autosave_dir.iterdir()
                          if path.is_dir() and not path.is_symlink())
    return folders


def _lock_of(where: Locations, folder: Path) -> Path:
    if folder == where.autosave_dir:
        return where.autosave_dir / LEGACY_LOCK
    return folder.with_name(folder.name + LOCK_SUFFIX)


def _is_live(where: Locations, folder: Path) -> bool:
    """Whether a running instance holds ``folder`` (read-only check: creates nothing)."""
    fd = _open_lock(_lock_of(where, folder), create=False)
    if fd is None:
        return False
    if not _holds(fd):
        return True
    _unlock(fd)
    os.close(fd)
    return False


def find_autosaves(where: Locations | None = None) -> list[AutosaveEntry]:
    """What the next start would offer: the autosaves no running instance owns (left by a
    crashed or killed one), newest first.  Reads only: changes nothing on disk."""
    where = where or locations()
    found: list[tuple[Path, AutosaveEntry]] = []
    for folder in _session_folders(where):
        if not _is_live(where, folder):
            found += _read_entries(folder)
    found.sort(key=lambda item: item[1].saved_at, reverse=True)
    return [entry for _path, entry in found]


@dataclass
class Orphans:
    """Autosaves of instances that are gone, claimed by this one: their locks are held, so
    no other instance starting now offers them too.  :meth:`discard` deletes them (restored
    or declined), :meth:`release` lets go and keeps them for a later start."""

    where: Locations
    entries: list[AutosaveEntry]
    _held: list[tuple[Path, int]]  # (folder, locked fd)

    def discard(self) -> None:
        for folder, _fd in self._held:
            legacy = folder == self.where.autosave_dir
            for path in [*folder.glob("*.json"), *([] if legacy else folder.glob(".*.tmp"))]:
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()
            if not legacy:
                try:
                    folder.rmdir()
                except OSError as exc:  # something not ours in it: leave it
                    log.warning("Could not remove the autosave folder %s: %s", folder, exc)
            with contextlib.suppress(FileNotFoundError):
                _lock_of(self.where, folder).unlink()
        self.release()

    def release(self) -> None:
        for _folder, fd in self._held:
            _unlock(fd)
            with contextlib.suppress(OSError):
                os.close(fd)
        self._held = []


def claim_orphans(where: Locations | None = None,
                  exclude: AutosaveSession | None = None) -> Orphans:
    """Lock every autosave folder no running instance holds and read its autosaves."""
    where = where or locations()
    held: list[tuple[Path, int]] = []
    found: list[tuple[Path, AutosaveEntry]] = []
    for folder in _session_folders(where):
        if exclude is not None and folder == exclude.folder:
            continue
        legacy = folder == where.autosave_dir
        if legacy and not any(folder.glob("*.json")):
            continue  # no legacy autosaves: no legacy lock file either
        fd = _open_lock(_lock_of(where, folder), create=True)
        if fd is None or not _holds(fd):
            continue
        held.append((folder, fd))
        found += _read_entries(folder)
    found.sort(key=lambda item: item[1].saved_at, reverse=True)
    return Orphans(where, [entry for _path, entry in found], held)


class AutosaveSession:
    """This instance's autosaves: ``autosave/<id>/``, locked by ``autosave/<id>.lock`` for as
    long as the session lasts (see the comment above)."""

    def __init__(self, where: Locations, session_id: str, fd: int, started: float) -> None:
        self.where = where
        self.id = session_id
        self.started = started
        self._fd: int | None = fd

    @classmethod
    def start(cls, where: Locations | None = None) -> AutosaveSession:
        """Claim a new session (raises OSError when the data folder cannot be written)."""
        where = where or locations()
        where.autosave_dir.mkdir(parents=True, exist_ok=True)
        started = time.time()
        session_id = f"{int(started)}-{os.getpid()}-{secrets.token_hex(4)}"
        lock = where.autosave_dir / f"{session_id}{LOCK_SUFFIX}"
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0),
                     0o600)
        try:
            if not _try_lock(fd):
                raise OSError(f"{lock} is locked by another process")
            os.write(fd, json.dumps({"pid": os.getpid(), "started": started}).encode())
            (where.autosave_dir / session_id).mkdir()
        except BaseException:
            os.close(fd)
            with contextlib.suppress(OSError):
                lock.unlink()
            raise
        return cls(where, session_id, fd, started)

    @property
    def folder(self) -> Path:
        return self.where.autosave_dir / self.id

    @property
    def active(self) -> bool:
        return self._fd is not None

    def write(self, key: str, original_path: str | None, roster: Roster,
              original_stamp: FileStamp | None = None) -> Path:
        if self._fd is None:
            raise RuntimeError("the autosave session has ended")
        self.folder.mkdir(parents=True, exist_ok=True)  # re-made if someone deleted it
        entry = {"format": "auspex-autosave", "version": 1, "key": key,
                 "original_path": original_path, "saved_at": time.time(),
                 "original_stamp": dataclasses.asdict(original_stamp) if original_stamp
                 else None,
                 "roster": json.loads(native.dumps(roster))}
        target = self.folder / f"{key}.json"
        atomic_write_bytes(target, json.dumps(entry, ensure_ascii=False).encode("utf-8"))
        return target

    def discard(self, key: str) -> None:
        with contextlib.suppress(FileNotFoundError):
            (self.folder / f"{key}.json").unlink()

    def keys(self) -> list[str]:
        return sorted(path.stem for path in self.folder.glob("*.json"))

    def end(self, keep: bool = False) -> None:
        """Close the session: its autosaves are deleted (a clean exit), or with ``keep``
        left for the next start to offer (quitting on a signal, the session ending)."""
        if self._fd is None:
            return
        if not keep:
            for path in [*self.folder.glob("*.json"), *self.folder.glob(".*.tmp")]:
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()
            with contextlib.suppress(OSError):
                self.folder.rmdir()
                (self.where.autosave_dir / f"{self.id}{LOCK_SUFFIX}").unlink()
        _unlock(self._fd)
        os.close(self._fd)
        self._fd = None

    def crash(self) -> None:
        """Let go of the lock as a killed process would (tests: a crash in this process)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def live_instances(where: Locations | None = None) -> list[float]:
    """The start times of the running instances (their session locks are held)."""
    where = where or locations()
    started: list[float] = []
    if not where.autosave_dir.is_dir():
        return started
    for lock in where.autosave_dir.glob(f"*{LOCK_SUFFIX}"):
        if lock.name == LEGACY_LOCK:
            continue
        fd = _open_lock(lock, create=False)
        if fd is None:
            continue
        if _holds(fd):  # nobody's: a dead instance
            _unlock(fd)
            os.close(fd)
            continue
        try:
            info = json.loads(lock.read_text(encoding="utf-8"))
            started.append(float(info["started"]))
        except (OSError, ValueError, KeyError, TypeError):
            started.append(time.time() - 24 * 3600)  # unreadable: assume it is old
    return started


# What ``atomic_write_bytes`` names its temporary file: ``tempfile.mkstemp(prefix=".NAME.",
# suffix=".tmp")``, 8 random characters in between.  A process killed between writing it and
# renaming it over NAME leaves it behind.
TEMP_NAME = re.compile(r"^\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp$")
TEMP_MARGIN_SECONDS = 2.0  # a save that began just before the oldest instance is left alone


def remove_leftover_temp_files(folders: Iterable[Path], where: Locations | None = None) -> int:
    """Delete our atomic writer's leftovers (``.NAME.xxxxxxxx.tmp``, regular files only)
    directly in ``folders``, when they are older than every running instance: a running
    instance's save may still own a newer one.  Returns how many were removed."""
    started = live_instances(where)
    cutoff = min(started, default=time.time()) - TEMP_MARGIN_SECONDS
    removed = 0
    seen: set[Path] = set()
    for folder in folders:
        try:
            folder = folder.resolve()
            if folder in seen or not folder.is_dir():
                continue
            seen.add(folder)
            entries = list(os.scandir(folder))
        except (OSError, ValueError):
            continue
        for entry in entries:
            if not TEMP_NAME.match(entry.name):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
                    os.unlink(entry.path)
                    removed += 1
                    log.info("Removed %s, left by an interrupted save", entry.path)
            except OSError as exc:
                log.warning("Could not remove the leftover temporary file %s: %s",
                            entry.path, exc)
    return removed


def leftover_folders(settings: Settings, where: Locations | None = None) -> list[Path]:
    """Where our saves may have left temporary files: the config and data folders, every
    autosave folder, the last folder used and the folders of the recent files."""
    where = where or locations()
    folders = [where.config, where.data, where.rosters_dir, *_session_folders(where)]
    for item in [settings.last_folder, *settings.recent_files]:
        if item and _usable_path(item):
            folders.append(Path(item) if item == settings.last_folder else Path(item).parent)
    return folders
