"""Installed game data: BattleScribe / New Recruit game systems and catalogues kept in the
user data folder (``storage.locations().gamedata_dir``), so rosters can be built and checked
offline.

* :func:`add` installs a folder, a ``.zip`` (as a code host's "download ZIP" gives: one top
  folder, any nesting) or a single ``.gst``/``.cat``/``.catz``/``.json`` file, and returns one
  :class:`AddReport` per game system saying what happened;
* :func:`installed` / :func:`installed_json` list what is there (``data list --json``);
* :func:`remove` removes a game system; :func:`load` gives the :class:`GameData` of a game
  system and the catalogues a roster needs, parsing only their link closure.

Every game system lives in its own folder: the data files under names Auspex chooses
(never names from an archive, so nothing is written outside it) and ``manifest.json`` with
each file's header.  A newer revision replaces an older one file by file; an older copy never
replaces a newer one (the report says so).  An install is staged in a temporary folder and
swapped in, so a failure leaves the installed data as it was.

Input is untrusted and refused as rosters are (:mod:`desktop.formats.battlescribe.safe`):
zip bombs (every member is read with a bound, and the total too), symbolic links and
special files (never opened, so a FIFO cannot block), member names that climb out of the
archive, XML with DOCTYPE/entities, oversized or too deeply nested files.  Every failure is
one :class:`FormatError` with a translatable message.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import shutil
import stat
import time
import uuid
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from desktop import storage
from desktop.domain.findings import Finding, Severity
from desktop.domain.roster import Roster
from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.formats.atomic import atomic_write_bytes
from desktop.formats.battlescribe.catalogue import (
    DATA_SUFFIXES,
    DataFile,
    GameData,
    Header,
    catalogue_from_bytes,
    game_data_from_files,
    header_from_json,
    header_to_json,
    revision_number,
)
from desktop.formats.battlescribe.model import RosterDocument
from desktop.formats.battlescribe.safe import MAX_BYTES, read_file
from desktop.formats.errors import FormatError

log = logging.getLogger(__name__)

CTX = "GameData"
FORMAT = "auspex-gamedata"
VERSION = 1
MANIFEST = "manifest.json"
MAX_FILES = 500  # data files in one add
MAX_MEMBERS = 50_000  # entries in an archive (a repository holds more than data)
MAX_TOTAL_BYTES = 512 * 1024 * 1024  # all data files of one add, unpacked
MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024
MAX_FOLDER_DEPTH = 12
_SKIPPED_FOLDERS = {".git", ".github", "__MACOSX", "node_modules"}


def _fail(template: str, *args: object) -> FormatError:
    return FormatError(Message(CTX, template, args))


def data_root() -> Path:
    return storage.locations().gamedata_dir


# --- what is installed ------------------------------------------------------------------------

@dataclass(frozen=True)
class InstalledFile:
    file: str
    header: Header


@dataclass(frozen=True)
class Installed:
    """One installed game system and its catalogues."""

    folder: Path
    system: InstalledFile
    catalogues: tuple[InstalledFile, ...]

    @property
    def id(self) -> str:
        return self.system.header.id

    @property
    def name(self) -> str:
        return self.system.header.name.strip()

    @property
    def revision(self) -> str:
        return self.system.header.revision

    def files(self) -> list[DataFile]:
        return [DataFile(self.folder / item.file, item.header)
                for item in (self.system, *self.catalogues)]

    def to_json(self) -> dict[str, Any]:
        """design.md 4, ``data list --json``."""
        return {"game_system": self.name, "id": self.id, "revision": json_revision(self.revision),
                "catalogues": [{"name": c.header.name.strip(), "id": c.header.id,
                                "revision": json_revision(c.header.revision)}
                               for c in sorted(self.catalogues,
                                               key=lambda c: c.header.name.strip().lower())]}


def _read_manifest(folder: Path) -> Installed:
    raw = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    if not isinstance(raw, dict) or raw.get("format") != FORMAT or raw.get("version") != VERSION:
        raise ValueError("not a game data manifest")

    def item(value: object) -> InstalledFile:
        if not isinstance(value, dict) or not isinstance(value.get("file"), str):
            raise ValueError("file entry")
        name = value["file"]
        if Path(name).name != name or name.startswith("."):
            raise ValueError("file name")
        return InstalledFile(name, header_from_json(value.get("header")))

    catalogues = raw.get("catalogues")
    if not isinstance(catalogues, list):
        raise ValueError("catalogues")
    return Installed(folder, item(raw.get("game_system")),
                     tuple(item(c) for c in catalogues))


def installed() -> list[Installed]:
    """Every installed game system (a damaged folder is skipped with a log line)."""
    base = data_root()
    found: list[Installed] = []
    try:
        folders = sorted(p for p in base.iterdir() if p.is_dir() and not p.name.startswith("."))
    except FileNotFoundError:
        return found
    except OSError as exc:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "Could not read the game data folder: %1"),
                    exc.strerror or exc) from None
    for folder in folders:
        try:
            found.append(_read_manifest(folder))
        except (OSError, ValueError, RecursionError) as exc:
            log.warning("Ignoring damaged game data in %s: %s", folder, exc)
    found.sort(key=lambda item: (item.name.lower(), item.id))
    return found


def installed_json() -> list[dict[str, Any]]:
    """``[{"game_system", "id", "revision", "catalogues": [{"name", "id", "revision"}]}]``."""
    return [item.to_json() for item in installed()]


def find(game_system_id: str) -> Installed | None:
    return next((item for item in installed() if item.id == game_system_id), None)


def load(game_system_id: str, catalogues: str | list[str] | None = None) -> GameData:
    """The installed game system with ``catalogues`` (ids or names) and their link closure;
    only those files are read."""
    item = find(game_system_id)
    if item is None:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "The game system %1 is not installed"),
                    game_system_id)
    return game_data_from_files(item.files(), catalogues, item.id)


def remove(game_system_id: str) -> str:
    """Remove an installed game system; returns its name."""
    item = find(game_system_id)
    if item is None:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "The game system %1 is not installed"),
                    game_system_id)
    trash = item.folder.with_name(f".removed-{uuid.uuid4().hex[:8]}")
    try:
        item.folder.rename(trash)
    except OSError as exc:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "Could not remove %1: %2"), item.name,
                    exc.strerror or exc) from None
    shutil.rmtree(trash, ignore_errors=True)
    return item.name


# --- reading what is added ----------------------------------------------------------------------

@dataclass
class _Incoming:
    name: str  # where it came from, for messages
    data: bytes
    header: Header


@dataclass
class _Source:
    files: list[_Incoming] = field(default_factory=list)
    total: int = 0

    def take(self, name: str, data: bytes) -> None:
        self.total += len(data)
        if self.total > MAX_TOTAL_BYTES:
            raise _fail(QT_TRANSLATE_NOOP("GameData", "The game data is too large (over %1 MB "
                                                      "unpacked)"), MAX_TOTAL_BYTES >> 20)
        if len(self.files) >= MAX_FILES:
            raise _fail(QT_TRANSLATE_NOOP("GameData", "There are too many data files (over "
                                                      "%1)"), MAX_FILES)
        try:
            header = catalogue_from_bytes(data, name).header
        except FormatError as exc:
            if name.lower().endswith(".json") and _not_battlescribe(exc):
                return  # a repository's other JSON files (package.json...) are not data
            raise _fail(QT_TRANSLATE_NOOP("GameData", "%1: %2"), name, exc.message) from None
        self.files.append(_Incoming(name, data, header))


def _not_battlescribe(exc: FormatError) -> bool:
    return exc.message.template.startswith(("This is not a BattleScribe",
                                            "This is not a BattleScribe catalogue"))


def _is_data(name: str) -> bool:
    return name.lower().endswith(DATA_SUFFIXES)


def _regular(path: Path) -> os.stat_result:
    """``path``'s status, refusing what is not a plain file or folder (a FIFO, a device...)."""
    try:
        status = path.stat()
    except FileNotFoundError:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "%1 does not exist"), path.name) from None
    except OSError as exc:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "Could not read %1: %2"), path.name,
                    exc.strerror or exc) from None
    if not (stat.S_ISREG(status.st_mode) or stat.S_ISDIR(status.st_mode)):
        raise _fail(QT_TRANSLATE_NOOP("GameData", "%1 is not a file or a folder"), path.name)
    return status


def _walk(folder: Path, depth: int = 0) -> Iterator[Path]:
    """The data files under ``folder``; a symbolic link anywhere inside is refused."""
    if depth > MAX_FOLDER_DEPTH:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "The folder is nested too deeply"))
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError as exc:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "Could not read %1: %2"), folder.name,
                    exc.strerror or exc) from None
    for entry in entries:
        if entry.is_symlink():
            raise _fail(QT_TRANSLATE_NOOP("GameData", "%1 is a link to another place; game "
                                                      "data with links is not read"),
                        entry.name)
        if entry.is_dir(follow_symlinks=False):
            if entry.name not in _SKIPPED_FOLDERS:
                yield from _walk(Path(entry.path), depth + 1)
        elif entry.is_file(follow_symlinks=False) and _is_data(entry.name):
            yield Path(entry.path)


def _read_folder(folder: Path) -> _Source:
    source = _Source()
    for path in _walk(folder):
        source.take(str(path.relative_to(folder)), read_file(path))
    return source


def _read_archive(path: Path) -> _Source:
    source = _Source()
    try:
        with zipfile.ZipFile(path) as archive:
            members = archive.infolist()
            if len(members) > MAX_MEMBERS:
                raise _fail(QT_TRANSLATE_NOOP("GameData", "The archive has too many files"))
            for member in members:
                _check_member(member)
            for member in members:
                if member.is_dir() or not _is_data(member.filename):
                    continue
                if member.file_size > MAX_BYTES:
                    raise _fail(QT_TRANSLATE_NOOP("GameData", "%1 is too large (over %2 MB)"),
                                member.filename, MAX_BYTES >> 20)
                with archive.open(member) as handle:
                    data = handle.read(MAX_BYTES + 1)
                if len(data) > MAX_BYTES:
                    raise _fail(QT_TRANSLATE_NOOP("GameData", "%1 is too large (over %2 MB)"),
                                member.filename, MAX_BYTES >> 20)
                source.take(member.filename, data)
    except FormatError:
        raise
    except (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError,
            NotImplementedError, RuntimeError):
        raise _fail(QT_TRANSLATE_NOOP("GameData", "The archive %1 is damaged or unreadable"),
                    path.name) from None
    return source


def _check_member(member: zipfile.ZipInfo) -> None:
    name = member.filename.replace("\\", "/")
    parts = PurePosixPath(name).parts
    if name.startswith("/") or ".." in parts or re.match(r"^[A-Za-z]:", name):
        raise _fail(QT_TRANSLATE_NOOP("GameData", "The archive holds a file that points "
                                                  "outside it (%1); it was not read"),
                    member.filename[:100])
    mode = member.external_attr >> 16
    if stat.S_ISLNK(mode):
        raise _fail(QT_TRANSLATE_NOOP("GameData", "The archive holds a link (%1); game data "
                                                  "with links is not read"),
                    member.filename[:100])
    if member.flag_bits & 0x1:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "The archive is encrypted"))


def read_source(path: str | os.PathLike[str]) -> list[_Incoming]:
    """The data files of a folder, archive or single file, each parsed (and so checked)."""
    target = Path(path)
    status = _regular(target)
    if stat.S_ISDIR(status.st_mode):
        source = _read_folder(target)
    else:
        if status.st_size > MAX_ARCHIVE_BYTES:
            raise _fail(QT_TRANSLATE_NOOP("GameData", "%1 is too large"), target.name)
        with target.open("rb") as handle:
            magic = handle.read(4)
        if magic == b"PK\x03\x04" and not target.name.lower().endswith((".catz", ".gstz")):
            source = _read_archive(target)
        else:
            source = _Source()
            source.take(target.name, read_file(target))
    if not source.files:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "%1 holds no game data (.gst, .cat, .catz "
                                                  "or New Recruit .json)"), target.name)
    return source.files


# --- installing ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class AddReport:
    """What one :func:`add` did with one game system."""

    game_system: str
    id: str
    status: str  # "installed" | "updated" | "unchanged" | "kept-newer" | "missing-system"
    revision: str  # the revision installed now ("" if none)
    previous: str = ""  # the revision installed before ("" if none)
    added: int = 0  # catalogues new to this game system
    updated: int = 0  # catalogues replaced by a newer revision
    kept: int = 0  # catalogues not replaced because the installed one is newer
    same: int = 0  # catalogues of the same revision as the installed ones

    @property
    def message(self) -> Message:
        name = self.game_system or self.id
        if self.status == "missing-system":
            return Message(CTX, QT_TRANSLATE_NOOP(
                "GameData", "%1: %2 catalogues for a game system that is neither installed nor "
                            "included (add its .gst file too); nothing was installed"),
                (name, self.added + self.updated + self.kept))
        if self.status == "installed":
            return Message(CTX, QT_TRANSLATE_NOOP(
                "GameData", "%1, revision %2: installed with %3 catalogues"),
                (name, self.revision, self.added))
        if self.status == "kept-newer":
            return Message(CTX, QT_TRANSLATE_NOOP(
                "GameData", "%1, revision %2: the installed data is newer than this copy and "
                            "was kept (%3 older catalogues not used)"),
                (name, self.previous, self.kept))
        if self.status == "unchanged":
            return Message(CTX, QT_TRANSLATE_NOOP(
                "GameData", "%1, revision %2: already installed, nothing changed"),
                (name, self.revision))
        if self.previous and self.previous != self.revision:
            return Message(CTX, QT_TRANSLATE_NOOP(
                "GameData", "%1: updated from revision %2 to %3 (catalogues: %4 new, %5 "
                            "updated, %6 older ones not used)"),
                (name, self.previous, self.revision, self.added, self.updated, self.kept))
        return Message(CTX, QT_TRANSLATE_NOOP(
            "GameData", "%1, revision %2: catalogues updated (%3 new, %4 updated, %5 older "
                        "ones not used)"),
            (name, self.revision, self.added, self.updated, self.kept))


def _folder_name(system_id: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9_-]+", "-", system_id).strip("-.")[:80]
    return cleaned or "game-system"


def _suffix(item: _Incoming) -> str:
    lowered = item.name.lower()
    for suffix in (".catz", ".gstz", ".json", ".cat", ".gst"):
        if lowered.endswith(suffix):
            return suffix
    return ".gst" if item.header.kind == "gameSystem" else ".cat"


def _file_name(item: _Incoming, index: int) -> str:
    kind = "system" if item.header.kind == "gameSystem" else "catalogue"
    slug = re.sub(r"[^A-Za-z0-9-]+", "-", item.header.id).strip("-")[:60] or "x"
    return f"{kind}-{index:03d}-{slug}{_suffix(item)}"


def _newer(new: Header, old: Header) -> bool:
    return revision_number(new.revision) >= revision_number(old.revision)


def add(path: str | os.PathLike[str]) -> list[AddReport]:
    """Install the game data at ``path`` (folder, zip or single file); one report per game
    system.  Raises :class:`FormatError` when nothing could be installed."""
    incoming = read_source(path)
    systems: dict[str, _Incoming] = {}
    catalogues: dict[str, dict[str, _Incoming]] = {}
    for item in incoming:
        header = item.header
        if header.kind == "gameSystem":
            old = systems.get(header.id)
            if old is None or _newer(header, old.header):
                systems[header.id] = item
        else:
            group = catalogues.setdefault(header.game_system_id, {})
            old = group.get(header.id)
            if old is None or _newer(header, old.header):
                group[header.id] = item
    reports: list[AddReport] = []
    for system_id in sorted(set(systems) | set(catalogues)):
        reports.append(_install(system_id, systems.get(system_id),
                                list(catalogues.get(system_id, {}).values())))
    if all(r.status == "missing-system" for r in reports):
        raise FormatError(reports[0].message)
    return reports


def _install(system_id: str, system: _Incoming | None,
             incoming: list[_Incoming]) -> AddReport:
    current = find(system_id)
    if current is None and system is None:
        return AddReport("", system_id, "missing-system", "", added=len(incoming))
    previous = current.revision if current is not None else ""
    name = (system.header.name if system is not None else current.name if current else "")
    keep_system = current is not None and (system is None or not _newer(system.header,
                                                                          current.system.header))
    old_catalogues = {c.header.id: c for c in current.catalogues} if current else {}
    added = updated = kept = same = 0
    chosen: dict[str, _Incoming | InstalledFile] = dict(old_catalogues)
    for item in incoming:
        old = old_catalogues.get(item.header.id)
        if old is None:
            added += 1
            chosen[item.header.id] = item
        elif _newer(item.header, old.header):
            if revision_number(item.header.revision) > revision_number(old.header.revision):
                updated += 1
            else:
                same += 1
            chosen[item.header.id] = item
        else:
            kept += 1
    new_system: _Incoming | InstalledFile
    if keep_system and current is not None:
        new_system = current.system
    else:
        assert system is not None
        new_system = system
    revision = new_system.header.revision
    if current is None:
        status = "installed"
    else:
        incoming_revision = revision_number(system.header.revision) if system else None
        system_newer = incoming_revision is not None and \
            incoming_revision > revision_number(previous)
        system_older = incoming_revision is not None and \
            incoming_revision < revision_number(previous)
        if added or updated or system_newer:
            status = "updated"
        elif system_older or kept:
            status = "kept-newer"
        else:
            status = "unchanged"
    if status in ("installed", "updated"):
        _write(system_id, current, new_system, list(chosen.values()))
    return AddReport(name.strip(), system_id, status, revision, previous, added, updated, kept,
                     same)


def _write(system_id: str, current: Installed | None, system: _Incoming | InstalledFile,
           catalogues: list[_Incoming | InstalledFile]) -> None:
    """Stage the new set of files with its manifest, then swap it in."""
    base = data_root()
    try:
        base.mkdir(parents=True, exist_ok=True)
        staging = base / f".staging-{uuid.uuid4().hex[:12]}"
        staging.mkdir()
    except OSError as exc:
        raise _fail(QT_TRANSLATE_NOOP("GameData", "Could not write the game data folder: %1"),
                    exc.strerror or exc) from None
    try:
        entries = []
        for index, item in enumerate([system, *catalogues]):
            if isinstance(item, InstalledFile):
                assert current is not None
                name = item.file
                shutil.copyfile(current.folder / item.file, staging / name)
                header = item.header
            else:
                name = _file_name(item, index)
                (staging / name).write_bytes(item.data)
                header = item.header
            entries.append({"file": name, "header": header_to_json(header)})
        manifest = {"format": FORMAT, "version": VERSION, "installed_at": time.time(),
                    "game_system": entries[0], "catalogues": entries[1:]}
        atomic_write_bytes(staging / MANIFEST,
                           json.dumps(manifest, ensure_ascii=False, indent=1).encode("utf-8"))
        target = current.folder if current is not None else base / _folder_name(system_id)
        if current is None and target.exists():
            target = base / f"{_folder_name(system_id)}-{uuid.uuid4().hex[:6]}"
        old = None
        if target.exists():
            old = target.with_name(f".old-{uuid.uuid4().hex[:8]}")
            target.rename(old)
        staging.rename(target)
    except OSError as exc:
        shutil.rmtree(staging, ignore_errors=True)
        raise _fail(QT_TRANSLATE_NOOP("GameData", "Could not write the game data folder: %1"),
                    exc.strerror or exc) from None
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def cleanup() -> None:
    """Remove what an interrupted install or removal left behind."""
    base = data_root()
    with contextlib.suppress(OSError):
        for folder in base.iterdir():
            if folder.name.startswith((".staging-", ".old-", ".removed-")):
                shutil.rmtree(folder, ignore_errors=True)


def describe(items: list[Installed]) -> str:
    """``data list`` as text (English; the command line is not translated)."""
    if not items:
        return "No game data installed. Add some with: python -m desktop data add PATH"
    lines: list[str] = []
    for item in items:
        lines.append(f"{item.name} (revision {item.revision}, id {item.id}): "
                     f"{len(item.catalogues)} catalogue(s)")
        for catalogue in sorted(item.catalogues, key=lambda c: c.header.name.strip().lower()):
            header = catalogue.header
            kind = " [library]" if header.library else ""
            lines.append(f"  {header.name.strip()} (revision {header.revision}){kind}")
    return "\n".join(lines)



# --- checking a roster -------------------------------------------------------------------------

def json_revision(text: str) -> int | str:
    """A revision for JSON: the number BattleScribe's schema makes it (``revision="25"`` ->
    25), or the text as it is when a file writes something else."""
    stripped = text.strip()
    return int(stripped) if stripped.isascii() and stripped.isdigit() else text


def check_against_installed(item: Roster | RosterDocument
                            ) -> tuple[list[Finding], dict[str, int | str] | None]:
    """A roster's problems by the installed game data of its game system, as BattleScribe
    reports them (``roster show``'s ``checked_against``, design.md 4).

    Returns the findings and ``{"game_system", "revision"}`` of the data used, or ``([],
    None)`` when the roster is not a BattleScribe roster (a native roster that keeps no
    BattleScribe document) or its game system is not installed.
    """
    from desktop.formats.battlescribe.keep import merged_document
    from desktop.formats.battlescribe.validate import validate

    document = item if isinstance(item, RosterDocument) else merged_document(item)
    if document is None:
        return [], None
    current = find(document.game_system_id)
    if current is None:
        return [], None
    checked = {"game_system": current.name, "revision": json_revision(current.revision)}
    problems: list[Finding] = []
    known = {c.header.id: c.header for c in current.catalogues}
    wanted: list[str] = []
    for force in document.all_forces():
        if not force.catalogue_id or force.catalogue_id in wanted:
            continue
        if force.catalogue_id in known:
            wanted.append(force.catalogue_id)
            header = known[force.catalogue_id]
            if force.catalogue_revision and revision_number(force.catalogue_revision) < \
                    header.revision_number:
                problems.append(Finding(Severity.WARNING, "older-data", Message(
                    CTX, QT_TRANSLATE_NOOP("GameData", "%1 was built with revision %2 of "
                                                       "its catalogue; the installed one is "
                                                       "revision %3"),
                    (force.catalogue_name.strip() or header.name.strip(),
                     force.catalogue_revision, header.revision))))
        else:
            problems.append(Finding(Severity.WARNING, "missing-catalogue", Message(
                CTX, QT_TRANSLATE_NOOP("GameData", "The catalogue %1 is not installed; its "
                                                   "forces are not checked"),
                (force.catalogue_name.strip() or force.catalogue_id,))))
    try:
        data = game_data_from_files(current.files(), wanted, current.id)
    except FormatError as exc:
        problems.append(Finding(Severity.WARNING, "data-problem", exc.message))
        return problems, checked
    found = validate(data, document)
    return [*[f for f in found if f.severity is Severity.ERROR], *problems,
            *[f for f in found if f.severity is not Severity.ERROR]], checked
