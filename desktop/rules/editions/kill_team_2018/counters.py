"""Kill Team (2018): exact laws of the dice counts (shots, hits, wounds, unsaved) when
later firing models may find no target model left.

The counts depend on the injury chain of :mod:`.chain` only through "a firing model
with no target left does not shoot", so they need a joint (team, count) pass only while that
can happen; :func:`counter_law` is that pass, :func:`run_chain` its plain reference form.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from desktop.rules.dice import NEGLIGIBLE, Dist
from desktop.rules.editions.kill_team_2018.chain import (
    Firers,
    Model,
    Teams,
        hit_teams,
    kernel,
)

K = TypeVar("K")


def run_chain(start: Mapping[Teams, tuple[float, ...]], firers: Firers,
              counter: str | None) -> dict[Teams, tuple[float, ...]]:
    """Joint law of (teams, counter) after ``firers`` shoot in turn (the reference form of
    :func:`counter_law`); ``counter=None`` tracks the teams only (each value a 1-tuple)."""
    state = dict(start)
    cache: dict[tuple[int, Model], dict[int, tuple[float, ...]]] = {}
    for _ in range(firers.count):
        nxt: dict[Teams, list[float]] = {}
        for teams, vec in state.items():
            picked = firers.pick(teams)
            if picked is None:  # nothing left to shoot at: this firer does not shoot
                add_into(nxt, teams, vec, (1.0,))
                continue
            group, model = picked
            if picked not in cache:
                cache[picked] = kernel(firers.sequences[group], firers.injury, model, counter)
            for outcome, law in cache[picked].items():
                add_into(nxt, hit_teams(teams, group, model, outcome, firers.fulls[group]),
                         vec, law)
        state = {t: _trim(v) for t, v in nxt.items() if sum(v) > NEGLIGIBLE}
    return state


TINY = 1e-18  # cells below this are dropped from a count's tails (far below 1e-9 accuracy)


def counter_law(start: Mapping[Teams, tuple[float, ...]], firers: Firers, counter: str,
                ) -> Dist:
    """Exact law of ``counter`` after ``firers`` shoot in turn (a firer finding no target
    left does not shoot), starting from the joint law ``start`` of (teams, count so far).

    Faster than :func:`run_chain` with a counter: wiped teams leave the pass (nothing changes
    any more), teams with at least as many models in reach as firers still to shoot leave it
    too when every group grows the count alike (all of those firers shoot, so their counts
    are plain independent sums), and each count is kept as a window ``(offset, cells)``
    without its negligible tails.
    """
    fresh = firers.sequence.growth(counter)
    retire = firers.same_growth(counter)
    final: list[float] = [0.0]
    retired: dict[int, list[float]] = {}
    state: dict[Teams, tuple[int, list[float]]] = {
        teams: _window(0, list(vec)) for teams, vec in start.items()}
    cache: dict[tuple[int, Model], list[tuple[int, tuple[int, list[float]]]]] = {}
    remaining = firers.count
    while state and remaining > 0:
        nxt: dict[Teams, list[Any]] = {}
        for teams, (offset, vec) in state.items():
            picked = firers.pick(teams)
            if picked is None:
                _accumulate(final, offset, vec)
                continue
            if retire and firers.reachable(teams) >= remaining:
                _accumulate(retired.setdefault(remaining, [0.0]), offset, vec)
                continue
            group, model = picked
            if picked not in cache:
                cache[picked] = [(o, _window(0, list(law))) for o, law in kernel(
                    firers.sequences[group], firers.injury, model, counter).items()]
            for outcome, (shift, law) in cache[picked]:
                _convolve_into(nxt, hit_teams(teams, group, model, outcome,
                                              firers.fulls[group]),
                               offset + shift, vec, law)
        state = {}
        for teams, (lo, hi, cells) in nxt.items():
            offset, vec = _window(lo, cells[lo:hi + 1])
            if vec:
                state[teams] = (offset, vec)
        remaining -= 1
    for offset, vec in state.values():
        _accumulate(final, offset, vec)
    # sum over r of retired[r] (*) fresh^r, Horner-style: one short convolution per r
    pending_law: Dist | None = None
    for left in range(max(retired, default=0), 0, -1):
        if left in retired:
            here = Dist.of(retired[left])
            pending_law = here if pending_law is None else Dist.mixture(
                [(1.0, pending_law), (1.0, here)])
        if pending_law is not None:
            pending_law = pending_law.convolve(fresh)
    result = Dist.of(final)
    return result if pending_law is None else Dist.mixture([(1.0, result),
                                                            (1.0, pending_law)])


def _window(offset: int, cells: list[float]) -> tuple[int, list[float]]:
    lo, hi = 0, len(cells)
    while lo < hi and cells[lo] < TINY:
        lo += 1
    while hi > lo and cells[hi - 1] < TINY:
        hi -= 1
    return offset + lo, cells[lo:hi]


def _accumulate(acc: list[float], offset: int, vec: Sequence[float]) -> None:
    if len(acc) < offset + len(vec):
        acc.extend([0.0] * (offset + len(vec) - len(acc)))
    for i, p in enumerate(vec):
        acc[offset + i] += p


def _convolve_into(acc: dict[Teams, list[Any]], team: Teams, offset: int, vec: list[float],
                   law: list[float]) -> None:
    """``acc[team] += shift(vec (*) law, offset)``; entries are [lo, hi, dense cells]."""
    size = offset + len(vec) + len(law) - 1
    entry = acc.get(team)
    if entry is None:
        entry = acc[team] = [offset, size - 1, [0.0] * size]
    cells: list[float] = entry[2]
    if len(cells) < size:
        cells.extend([0.0] * (size - len(cells)))
    entry[0] = min(entry[0], offset)
    entry[1] = max(entry[1], size - 1)
    width = len(vec)
    for j, b in enumerate(law, start=offset):  # one slice per cell of the (short) law
        if b:
            cells[j:j + width] = [c + a * b for c, a in zip(cells[j:j + width], vec,
                                                            strict=True)]


def add_into(acc: dict[K, list[float]], key: K, vec: Sequence[float],
             law: Sequence[float]) -> None:
    """``acc[key] += vec (*) law`` (convolution: the counter grows by the law)."""
    cells = acc.setdefault(key, [0.0])
    size = len(vec) + len(law) - 1
    if len(cells) < size:
        cells.extend([0.0] * (size - len(cells)))
    for i, a in enumerate(vec):
        if a:
            for j, b in enumerate(law):
                if b:
                    cells[i + j] += a * b


def _trim(vec: Sequence[float]) -> tuple[float, ...]:
    values = list(vec)
    while len(values) > 1 and values[-1] == 0.0:
        values.pop()
    return tuple(values)


def wipe_possible(teams: Mapping[Teams, object], firers: Firers) -> bool:
    """Could a firing model still to shoot find no target?  (Each firer takes at most one
    model out of action, so only when fewer models in reach than firers are left.)"""
    return any(firers.reachable(state) < firers.count for state in teams)


def marginal(state: Mapping[Teams, tuple[float, ...]]) -> Dist:
    """Law of the counter, whatever the teams."""
    acc: list[float] = [0.0]
    for vec in state.values():
        if len(vec) > len(acc):
            acc.extend([0.0] * (len(vec) - len(acc)))
        for i, p in enumerate(vec):
            acc[i] += p
    return Dist.of(acc)


def team_law(state: Mapping[Teams, tuple[float, ...]]) -> dict[Teams, float]:
    return {teams: sum(vec) for teams, vec in state.items()}
