"""Hits dealt one per model in turn, as first written (issue #13): weapon by weapon, every
number of hits of a weapon from every offset of the deal, each class moved by its whole share
at once, every offset kept apart.  Kept as the reference the faster
:func:`desktop.rules.unit.spread_odds` is checked against (tests only; slow, plain)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from desktop.rules.dice import NEGLIGIBLE, Dist
from desktop.rules.unit import TINY, BlockLaw, Deal, Line

Share = Callable[[int, int], tuple[int, ...]]


def spread_odds(lines: Sequence[Line], hits: Sequence[Dist], laws: Sequence[Sequence[BlockLaw]],
                deal: Deal | None = None) -> tuple[Dist, Dist, Dist]:
    deal = deal or Deal.of([line.models for line in lines])
    n = deal.models
    cache: dict[tuple[int, int], tuple[int, ...]] = {}

    def share(offset: int, h: int) -> tuple[int, ...]:
        key = (offset, h)
        if key not in cache:
            cache[key] = deal.between(offset, h)
        return cache[key]

    wounds, unsaved = _spread_counts(deal, hits, laws)
    return wounds, unsaved, _spread_casualties(lines, n, hits, laws, share)


def _spread_counts(deal: Deal, hits: Sequence[Dist], laws: Sequence[Sequence[BlockLaw]],
                   ) -> tuple[Dist, Dist]:
    """Wounds and unsaved wounds add up over the blocks: follow only the deal's offset.  From
    an offset, each further hit lands on a known block, so the law of a weapon's wounds for
    ``h + 1`` hits is the one for ``h`` with one more trial of that block's chance."""
    blocks_at = deal.positions()
    n = len(blocks_at)
    states: dict[int, tuple[list[float], list[float]]] = {0: ([1.0], [1.0])}
    for j, law_j in enumerate(hits):
        final = j == len(hits) - 1
        nxt: dict[int, tuple[list[float], list[float]]] = {}
        for offset, (w_acc, u_acc) in states.items():
            mixed: dict[int, tuple[list[float], list[float]]] = {}
            w, u = [1.0], [1.0]
            for h, ph in enumerate(law_j.probs):
                if ph:
                    at = 0 if final else (offset + h) % n
                    into = mixed.setdefault(at, ([0.0], [0.0]))
                    mixed[at] = (_add_scaled(into[0], ph, w), _add_scaled(into[1], ph, u))
                if h < law_j.max:
                    law = laws[j][blocks_at[(offset + h) % n]]
                    w = _trial(w, law.wound)
                    u = _trial(u, law.wound * law.unsaved)
            for at, (w_mix, u_mix) in mixed.items():
                into = nxt.setdefault(at, ([0.0], [0.0]))
                nxt[at] = (_add_scaled(into[0], 1.0, _conv(w_acc, w_mix)),
                           _add_scaled(into[1], 1.0, _conv(u_acc, u_mix)))
        states = nxt
    w_total, u_total = [0.0], [0.0]
    for w_acc, u_acc in states.values():
        w_total = _add_scaled(w_total, 1.0, w_acc)
        u_total = _add_scaled(u_total, 1.0, u_acc)
    return Dist.of(w_total), Dist.of(u_total)



def _trial(v: list[float], p: float) -> list[float]:
    """``v`` convolved with one trial of chance ``p`` (tiny tail values dropped)."""
    if p <= 0.0:
        return v
    q = 1.0 - p
    out = [x * q for x in v] + [0.0]
    for i, x in enumerate(v):
        out[i + 1] += x * p
    while len(out) > 1 and out[-1] < NEGLIGIBLE * 1e-3:
        out.pop()
    return out


def _conv(a: Sequence[float], b: Sequence[float]) -> list[float]:
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for k, y in enumerate(b):
                out[i + k] += x * y
    return out


def _add_scaled(into: list[float], weight: float, v: Sequence[float]) -> list[float]:
    if len(v) > len(into):
        into = into + [0.0] * (len(v) - len(into))
    for i, x in enumerate(v):
        if x:
            into[i] += weight * x
    return into


def _spread_casualties(lines: Sequence[Line], n: int, hits: Sequence[Dist],
                       laws: Sequence[Sequence[BlockLaw]], share: Share) -> Dist:
    """Models removed: every block's wounds left, with the deal's offset, followed together
    (the blocks' shares come from the same numbers of hits)."""
    after: dict[tuple[int, int, int], list[dict[int, float]]] = {}

    def law_after(j: int, b: int, s: int, t: int) -> dict[int, float]:
        """Wounds left in block ``b`` after ``s`` hits of weapon ``j`` from ``t``."""
        key = (j, b, t)
        known = after.setdefault(key, [{t: 1.0}])
        law = laws[j][b]
        p = law.wound * law.unsaved
        while len(known) <= s:
            last = known[-1]
            nxt: dict[int, float] = {}
            for now, pt in last.items():
                if p < 1.0:
                    nxt[now] = nxt.get(now, 0.0) + pt * (1.0 - p)
                if p > 0.0:
                    for to, q in lines[b].moves(now, law.effect):
                        nxt[to] = nxt.get(to, 0.0) + pt * p * q
            known.append(nxt)
        return known[s]

    removed_cache: dict[tuple[int, int, int, int], list[float]] = {}

    def removed_law(j: int, b: int, s: int, t: int) -> list[float]:
        """Models block ``b`` has lost (since the attack began) after ``s`` hits of weapon
        ``j`` from ``t`` wounds left."""
        key = (j, b, s, t)
        if key not in removed_cache:
            out = [0.0] * (lines[b].models + 1)
            for left, p in law_after(j, b, s, t).items():
                out[lines[b].removed(left)] += p
            removed_cache[key] = out
        return removed_cache[key]

    out = [0.0] * (sum(line.models for line in lines) + 1)
    # per offset of the deal: the joint law of the wounds left in every block
    states: dict[int, dict[tuple[int, ...], float]] = {0: {tuple(ln.total for ln in lines): 1.0}}
    for j, law_j in enumerate(hits):
        final = j == len(hits) - 1
        nxt: dict[int, dict[tuple[int, ...], float]] = {}
        for offset, joint in states.items():
            for h, ph in enumerate(law_j.probs):
                if not ph:
                    continue
                s = share(offset, h)
                if final:  # only the models removed matter now
                    _add_removed(out, joint, ph, partial(removed_law, j), s)
                    continue
                moved: dict[tuple[int, ...], float] = {k: ph * p for k, p in joint.items()}
                for b in range(len(lines)):  # one block at a time (a tensor product)
                    if s[b] == 0:
                        continue
                    step: dict[tuple[int, ...], float] = {}
                    laws_b: dict[int, list[tuple[int, float]]] = {}
                    for key, p in moved.items():
                        t = key[b]
                        law_b = laws_b.get(t)
                        if law_b is None:
                            law_b = laws_b[t] = list(law_after(j, b, s[b], t).items())
                        head, tail = key[:b], key[b + 1:]
                        for to, q in law_b:
                            w = p * q
                            if w > TINY:
                                new = (*head, to, *tail)
                                step[new] = step.get(new, 0.0) + w
                    moved = step
                into = nxt.setdefault((offset + h) % n, {})
                for key, p in moved.items():
                    into[key] = into.get(key, 0.0) + p
        states = nxt
    if not hits:
        for joint in states.values():
            for key, p in joint.items():
                out[sum(line.removed(t) for line, t in zip(lines, key, strict=True))] += p
    return Dist.of(out)


def _add_removed(out: list[float], joint: dict[tuple[int, ...], float], weight: float,
                 removed: Callable[[int, int, int], list[float]], s: tuple[int, ...]) -> None:
    """``out += weight * sum over joint states of the convolution of every block's law of
    models removed`` (``removed(block, hits, wounds left)``) — contracted one block at a
    time, so each convolution serves all the states that agree on the blocks still to
    come."""
    done: dict[tuple[int, ...], list[float]] = {}
    for key, p in joint.items():
        law = removed(0, s[0], key[0])
        rest = key[1:]
        into = done.get(rest)
        scaled = [weight * p * x for x in law]
        done[rest] = scaled if into is None else _add_scaled(into, 1.0, scaled)
    for b in range(1, len(s)):
        nxt: dict[tuple[int, ...], list[float]] = {}
        for key, vec in done.items():
            law = _conv(vec, removed(b, s[b], key[0]))
            rest = key[1:]
            into = nxt.get(rest)
            nxt[rest] = law if into is None else _add_scaled(into, 1.0, law)
        done = nxt
    for vec in done.values():
        _add_scaled(out, 1.0, vec)
