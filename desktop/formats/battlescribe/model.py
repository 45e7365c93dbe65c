"""A BattleScribe roster as the file holds it (schema 2.01-2.03 and New Recruit JSON).

This is the resolved snapshot BattleScribe writes: every selection carries copies of its
profiles, rules and costs, so a roster can be shown and fed to the shooting wizard without
any catalogue.  Equality is structural, which is what the ``.rosz`` round trip is tested on.
Costs are keyed by ``type_id`` (names such as ``pts``, ``Pts``, `` PL`` are not stable).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass(slots=True)
class Cost:
    name: str
    type_id: str
    value: float


@dataclass(slots=True)
class Characteristic:
    name: str
    type_id: str
    value: str


@dataclass(slots=True)
class Profile:
    id: str
    name: str
    type_id: str
    type_name: str
    hidden: bool = False
    characteristics: list[Characteristic] = field(default_factory=list)
    publication_id: str | None = None
    page: str | None = None

    def values(self) -> dict[str, str]:
        return {c.name.strip(): c.value for c in self.characteristics}


@dataclass(slots=True)
class Rule:
    id: str
    name: str
    hidden: bool = False
    description: str = ""
    publication_id: str | None = None
    page: str | None = None


@dataclass(slots=True)
class Category:
    id: str
    name: str
    entry_id: str
    primary: bool = False
    rules: list[Rule] = field(default_factory=list)
    publication_id: str | None = None
    page: str | None = None


@dataclass(slots=True)
class Selection:
    id: str
    name: str
    entry_id: str
    type: str = "upgrade"
    number: int = 1
    entry_group_id: str | None = None
    custom_name: str | None = None
    custom_notes: str | None = None
    publication_id: str | None = None
    page: str | None = None
    profiles: list[Profile] = field(default_factory=list)
    rules: list[Rule] = field(default_factory=list)
    selections: list[Selection] = field(default_factory=list)
    costs: list[Cost] = field(default_factory=list)
    categories: list[Category] = field(default_factory=list)

    @property
    def display_name(self) -> str:
        return self.custom_name.strip() if self.custom_name and self.custom_name.strip() \
            else self.name

    def walk(self) -> Iterator[Selection]:
        """This selection and every selection under it (iterative, depth-first)."""
        stack = [self]
        while stack:
            current = stack.pop()
            yield current
            stack.extend(reversed(current.selections))

    def total(self, type_id: str) -> float:
        """The cost of this selection and everything under it in one cost type.

        BattleScribe stores each selection's own cost with ``number`` already applied.
        """
        return sum(c.value for s in self.walk() for c in s.costs if c.type_id == type_id)


@dataclass(slots=True)
class Force:
    id: str
    name: str
    entry_id: str
    catalogue_id: str = ""
    catalogue_revision: str = ""
    catalogue_name: str = ""
    custom_name: str | None = None
    custom_notes: str | None = None
    rules: list[Rule] = field(default_factory=list)
    selections: list[Selection] = field(default_factory=list)
    categories: list[Category] = field(default_factory=list)
    forces: list[Force] = field(default_factory=list)

    def walk_forces(self) -> Iterator[Force]:
        stack = [self]
        while stack:
            current = stack.pop()
            yield current
            stack.extend(reversed(current.forces))


@dataclass(slots=True)
class RosterDocument:
    id: str
    name: str
    battle_scribe_version: str = "2.03"
    game_system_id: str = ""
    game_system_name: str = ""
    game_system_revision: str = ""
    generated_by: str | None = None
    costs: list[Cost] = field(default_factory=list)
    cost_limits: list[Cost] = field(default_factory=list)
    forces: list[Force] = field(default_factory=list)
    custom_notes: str | None = None

    def all_forces(self) -> Iterator[Force]:
        for force in self.forces:
            yield from force.walk_forces()

    def all_selections(self) -> Iterator[Selection]:
        for force in self.all_forces():
            for selection in force.selections:
                yield from selection.walk()

    def top_level_units(self) -> list[Selection]:
        """design.md 4: the top-level selections of type unit or model in every force."""
        return [s for force in self.all_forces() for s in force.selections
                if s.type in ("unit", "model")]

    def recomputed(self, type_id: str) -> float:
        """The roster's total in one cost type, summed from its selections."""
        return sum(c.value for s in self.all_selections() for c in s.costs
                   if c.type_id == type_id)

    def cost_types(self) -> dict[str, str]:
        """type id -> name for every cost type the roster mentions (roster totals first)."""
        found: dict[str, str] = {}
        for cost in [*self.costs, *self.cost_limits]:
            found.setdefault(cost.type_id, cost.name)
        for selection in self.all_selections():
            for cost in selection.costs:
                found.setdefault(cost.type_id, cost.name)
        return found
