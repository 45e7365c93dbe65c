"""What an attack did to each model group of a 2nd or 3rd edition target unit.

The engines follow blocks of identical models (:mod:`desktop.rules.unit`); the roster keeps
counts per model group.  The roster adapters split a group partly in cover into two blocks of
the same name, next to each other (models in the open, then in cover), so neighbours with the
same name are reported as one group, in the roster's order, as
:func:`desktop.rules.apply_result.apply_result` expects.
"""

from __future__ import annotations

from collections.abc import Sequence

from desktop.rules.odds import Pool
from desktop.rules.sequence import GroupResult


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
