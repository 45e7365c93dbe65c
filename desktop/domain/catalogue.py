"""Built-in unit catalogues: published profiles a player copies into a roster.

One JSON file per edition lives in ``resources/catalogues/<edition>.json``::

    {"format": "auspex-catalogue", "version": 1, "edition": "classic",
     "name": "...", "notes": "...",
     "factions": [{"id": "space-marines", "name": "Space Marines", "notes": "...",
                   "units": [{"id": "tactical-squad", "source": "...",
                              "unit": {<a Unit without "id">}}]}]}

The ``unit`` object is exactly the roster domain's :class:`~desktop.domain.roster.Unit`
(name, models with characteristics/weapons/points_each, points, notes), so a catalogue entry
becomes a roster unit without any translation.  Ids are slugs, unique per catalogue (entries)
and per file (factions).  A file is read lazily, the first time its edition is asked for,
and cached; a broken file is refused with one sentence a player understands.  Callers never
edit the cached templates: :meth:`CatalogueEntry.instantiate` hands out an independent copy
with a fresh unit id.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    StringConstraints,
    ValidationError,
    model_validator,
)

from desktop.domain.editions import MODEL_CHARACTERISTICS, Edition
from desktop.domain.jsonsafe import loads_strict, utf8_only
from desktop.domain.roster import Name, Notes, Unit, new_id
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError, Message, error
from desktop.resources import resource_path

FORMAT = "auspex-catalogue"
VERSION = 1
CTX = "Catalogue"
MAX_FILE_BYTES = 8 * 1024 * 1024

Slug = Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9-]{0,63}$")]


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CatalogueEntry(_Frozen):
    """A template unit as published, plus where its numbers come from."""

    id: Slug
    unit: Unit
    source: str = Field(default="", max_length=2000)
    _faction_id: str = PrivateAttr(default="")
    _faction_name: str = PrivateAttr(default="")

    @property
    def name(self) -> str:
        return self.unit.name

    @property
    def faction_id(self) -> str:
        return self._faction_id

    @property
    def faction_name(self) -> str:
        return self._faction_name

    @property
    def points(self) -> int:
        """The template's cost as listed (unit points plus every model's points)."""
        return self.unit.total_points

    def instantiate(self) -> Unit:
        """A new, independent roster unit with its own id (the template stays untouched)."""
        data = self.unit.model_dump(mode="python")
        data["id"] = new_id()
        return Unit.model_validate(data)


class Faction(_Frozen):
    id: Slug
    name: Name
    notes: Notes = ""
    units: tuple[CatalogueEntry, ...] = Field(default=(), max_length=1000)


class Catalogue(_Frozen):
    """Every faction and unit template the app ships for one edition."""

    format: Literal["auspex-catalogue"]
    version: Literal[1]
    edition: Edition
    name: Name
    notes: Notes = ""
    factions: tuple[Faction, ...] = Field(default=(), max_length=200)

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        faction_ids: set[str] = set()
        entry_ids: set[str] = set()
        known = {spec.key for spec in MODEL_CHARACTERISTICS[self.edition]}
        for faction in self.factions:
            if faction.id in faction_ids:
                raise error(CTX, QT_TRANSLATE_NOOP("Catalogue", "Two factions share the id %1"),
                            faction.id)
            faction_ids.add(faction.id)
            for entry in faction.units:
                if entry.id in entry_ids:
                    raise error(CTX, QT_TRANSLATE_NOOP("Catalogue",
                                                       "Two units share the id %1"), entry.id)
                entry_ids.add(entry.id)
                for group in entry.unit.models:
                    unknown = sorted(set(group.characteristics) - known)
                    if unknown:
                        raise error(CTX, QT_TRANSLATE_NOOP(
                            "Catalogue", "%1, %2: '%3' is not a characteristic of this edition"),
                            entry.unit.name, group.name, unknown[0])
                entry._faction_id = faction.id
                entry._faction_name = faction.name
        return self

    @property
    def entries(self) -> Iterator[CatalogueEntry]:
        """Every unit template, faction by faction, in file order."""
        for faction in self.factions:
            yield from faction.units

    def faction(self, faction_id: str) -> Faction:
        for faction in self.factions:
            if faction.id == faction_id:
                return faction
        raise KeyError(faction_id)

    def entry(self, entry_id: str) -> CatalogueEntry:
        for entry in self.entries:
            if entry.id == entry_id:
                return entry
        raise KeyError(entry_id)

    def find(self, text: str = "", faction: str | None = None) -> list[CatalogueEntry]:
        """Templates whose unit name (or id) contains ``text``, ignoring case.

        ``faction`` (an id) limits the search to one faction; an empty ``text`` lists all.
        """
        needle = text.strip().casefold()
        found: list[CatalogueEntry] = []
        for entry in self.entries:
            if faction is not None and entry.faction_id != faction:
                continue
            if needle in entry.unit.name.casefold() or needle in entry.id:
                found.append(entry)
        return found


def catalogue_path(edition: Edition) -> Path:
    return resource_path("catalogues", f"{edition.value}.json")


def load_catalogue(edition: Edition | str) -> Catalogue:
    """The built-in catalogue of ``edition`` (read on first use, then cached)."""
    return _load_cached(Edition(edition))


@lru_cache(maxsize=8)
def _load_cached(edition: Edition) -> Catalogue:
    catalogue = load_catalogue_file(catalogue_path(edition))
    if catalogue.edition is not edition:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue %1 is for the edition '%2'"),
                    catalogue_path(edition).name, catalogue.edition.value)
    return catalogue


def clear_cache() -> None:
    """Forget the catalogues read so far (tests, or after the files changed)."""
    _load_cached.cache_clear()


def load_catalogue_file(path: str | Path) -> Catalogue:
    target = Path(path)
    try:
        if target.stat().st_size > MAX_FILE_BYTES:
            raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue %1 is too large"),
                        target.name)
        data = target.read_bytes()
    except FileNotFoundError:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue %1 is missing"),
                    target.name) from None
    except OSError as exc:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "Could not read the catalogue %1: %2"),
                    target.name, exc.strerror or exc) from None
    return loads_catalogue(data)


def loads_catalogue(data: bytes) -> Catalogue:
    """Parse and validate catalogue JSON; a broken document raises :class:`DomainError`."""
    if len(data) > MAX_FILE_BYTES:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue is too large"))
    try:
        document: Any = loads_strict(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue is not UTF-8 text")) from None
    except RecursionError:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue is nested too deeply")) \
            from None
    except ValueError as exc:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue is damaged (invalid JSON "
                                                   "near line %1)"),
                    getattr(exc, "lineno", 0)) from None
    if not utf8_only(document):  # a "\ud800" escape: pydantic would raise UnicodeEncodeError
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue is not UTF-8 text"))
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "This is not an Auspex catalogue"))
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue has no valid version number"))
    if version > VERSION:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue was written for a newer "
                                                   "Auspex (version %1, this app reads up to "
                                                   "%2)"), version, VERSION)
    try:
        return Catalogue.model_validate(document)
    except ValidationError as exc:
        raise _fail(QT_TRANSLATE_NOOP("Catalogue", "The catalogue is invalid at %1: %2"),
                    *_describe(exc)) from None


def _describe(exc: ValidationError) -> tuple[str, object]:
    first = exc.errors(include_url=False)[0]
    where = " > ".join(str(part) for part in first.get("loc", ())) or "-"
    original = (first.get("ctx") or {}).get("error")
    reason: object = original.message if isinstance(original, DomainError) \
        else first.get("msg", "")
    return where, reason


def _fail(template: str, *args: object) -> DomainError:
    return DomainError(Message(CTX, template, args))
