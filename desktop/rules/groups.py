"""Target units made of several model groups, as 2nd and 3rd edition treat them.

Hits go one per model in turn, groups in order (editions 2.5 / 3.x), and every group's
casualties come from its own allocation chain.  Both editions share that bookkeeping; only
what one group's stage is (wound and save rolls) stays with the edition.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from desktop.rules.dice import Dist
from desktop.rules.odds import CasualtyTable, Pool, Transitions, split_by_groups
from desktop.rules.sequence import GroupResult


class ModelBlock(Protocol):
    """A block of identical target models (an edition's ``Group``)."""

    @property
    def name(self) -> str: ...

    @property
    def models(self) -> int: ...

    @property
    def pool(self) -> Pool: ...


G = TypeVar("G", bound=ModelBlock)


def label(groups: Sequence[ModelBlock], index: int) -> str:
    """How the log names a group: its name, else its place in the unit (from 1)."""
    return groups[index].name or str(index + 1)


def removed(groups: Sequence[ModelBlock], left: Sequence[int]) -> int:
    """Models removed from the unit when each group has ``left`` wounds left."""
    return sum(g.models - g.pool.models_left(t) for g, t in zip(groups, left, strict=True))


def group_results(groups: Sequence[ModelBlock], left: Sequence[int],
                  ) -> tuple[GroupResult, ...]:
    """What the attack did to each group (models removed, wounds carried over)."""
    return tuple(GroupResult(g.name, g.models - g.pool.models_left(t), g.pool.carried(t))
                 for g, t in zip(groups, left, strict=True))


def allocation(hits: int, groups: Sequence[ModelBlock]) -> tuple[int, ...]:
    """Hits per group when they go one per model in turn, groups in order."""
    total = sum(g.models for g in groups)
    if total == 0:
        return tuple(0 for _ in groups)
    rounds, rest = divmod(hits, total)
    out = []
    start = 0
    for g in groups:
        out.append(rounds * g.models + min(max(rest - start, 0), g.models))
        start += g.models
    return tuple(out)


def mixed_stage(hits: Dist, groups: Sequence[G], move: Callable[[G], Callable[[int], Transitions]],
                part: Callable[[int, Dist, CasualtyTable], tuple[Dist, Dist, Dist]],
                ) -> tuple[Dist, Dist, Dist]:
    """Laws of (wounds, unsaved, casualties) over all groups for a random number of hits.

    ``move(group)`` is what one unsaved wound does to the group; ``part(index, hits, table)``
    the group's three laws for its share of hits, reading casualties from ``table`` (one
    chain pass per group, built on first use, sized for the most hits it can get).
    """
    top = allocation(hits.max, groups)
    tables: dict[int, CasualtyTable] = {}

    def stage(index: int, share: int) -> tuple[Dist, Dist, Dist]:
        if index not in tables:
            group = groups[index]
            tables[index] = CasualtyTable(group.pool, move(group), top[index])
        return part(index, Dist.point(share), tables[index])

    wounds, unsaved, casualties = split_by_groups(
        hits, lambda h: allocation(h, groups), stage)
    return wounds, unsaved, casualties
