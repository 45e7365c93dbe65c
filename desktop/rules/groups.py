"""What an attack did to each model group of a 2nd or 3rd edition target unit.

The engines follow blocks of identical models (:mod:`desktop.rules.unit`); the roster keeps
counts per model group.  The roster adapters split a group partly in cover into two blocks of
the same name, next to each other (models in the open, then in cover), so neighbours with the
same name are reported as one group, in the roster's order, as
:func:`desktop.rules.apply_result.apply_result` expects.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Protocol

from desktop.rules.odds import Pool
from desktop.rules.sequence import GroupResult
from desktop.rules.unit import Deal, Line, Saving


def merged_results(groups: Sequence[tuple[str, Pool]], left: Sequence[int],
                   ) -> tuple[GroupResult, ...]:
    """One result per target group (``(name, pool)`` in the order given, ``left`` wounds each
    has left); neighbours with the same name are one roster group."""
    out: list[GroupResult] = []
    previous: str | None = None
    for (name, pool), t in zip(groups, left, strict=True):
        removed = pool.models - pool.models_left(t)
        carried = pool.carried(t)
        if out and name == previous:
            last = out[-1]
            out[-1] = GroupResult(name, last.models_removed + removed,
                                  last.wounds_carried + carried)
        else:
            out.append(GroupResult(name, removed, carried))
        previous = name
    return tuple(out)


class TargetBlock(Protocol):
    """A block of identical target models as the 2nd and 3rd edition engines hold it."""

    @property
    def name(self) -> str: ...
    @property
    def models(self) -> int: ...
    @property
    def toughness(self) -> int: ...
    @property
    def pool(self) -> Pool: ...


def kinds(blocks: Sequence[TargetBlock], ranked: tuple[int, ...],
          profile: Callable[[int], Hashable]) -> tuple[tuple[int, ...], ...]:
    """The lines the wounds fall on (block indices in removal order ``ranked``): one when
    every model has the same Toughness, else one per kind of identical models (``profile``
    says what a hit does to a model of a block), the hits dealt to them one per model in turn
    and the owner removing a kind's casualties in the removal order."""
    if len({blocks[i].toughness for i in ranked}) == 1:
        return (ranked,)
    found: dict[Hashable, list[int]] = {}
    for i in ranked:
        found.setdefault(profile(i), []).append(i)
    return tuple(tuple(members) for members in found.values())


def deal(blocks: Sequence[TargetBlock], ranked: tuple[int, ...],
         lines: tuple[tuple[int, ...], ...]) -> Deal:
    """The order the hits are dealt in: the blocks in removal order, each in its line."""
    where = {i: c for c, members in enumerate(lines) for i in members}
    return Deal(tuple((where[i], blocks[i].models) for i in ranked), len(lines))


def line(blocks: Sequence[TargetBlock], members: tuple[int, ...]) -> Line:
    return Line(tuple(blocks[i].pool for i in members))


def wounds_left(blocks: Sequence[TargetBlock], lines: tuple[tuple[int, ...], ...],
                saving: Saving | None) -> tuple[int, ...]:
    """Wounds left per block (input order), once saves have been rolled."""
    out = [b.pool.total for b in blocks]
    if saving is None:
        return tuple(out)
    for c, members in enumerate(lines):
        for i, t in zip(members, line(blocks, members).left_per_block(saving.left[c]),
                        strict=True):
            out[i] = t
    return tuple(out)


def block_results(blocks: Sequence[TargetBlock], lines: tuple[tuple[int, ...], ...],
                  saving: Saving | None) -> tuple[GroupResult, ...]:
    """What the attack did to each roster group of the target (see :func:`merged_results`)."""
    return merged_results([(b.name, b.pool) for b in blocks],
                          wounds_left(blocks, lines, saving))
