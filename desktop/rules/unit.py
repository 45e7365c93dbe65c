"""Whole target units of 2nd and 3rd edition: the models in the order casualties are taken,
and the exact odds of what a whole firing unit's hits do to them.

Why a module of its own: both editions resolve a unit's shooting the same way once the hits
are known (seeds 000 and 001; design.md section 4, "Whole units"); only the firing side
(shots, hits) and the numbers of one wound (save, damage) differ.

- Every weapon (fire group) of the firing unit rolls with its own wound and save numbers, and
  the wounds are resolved weapon after weapon, in the order the weapons are listed.
- All target models of one Toughness: the owner removes the casualties.  The models stand in a
  :class:`Line` (the removal order: models in the open before models in cover, seed 001); a
  wound goes to the first model still standing, that model's own save is taken, and the next
  wound goes to the same model until it falls, so no unsaved wound is lost while a model it
  could kill remains.  Wounds beyond the last model are saved against the last model's save
  (the dice are rolled together; they change nothing but the count of unsaved wounds).
- Toughness differs (seed 000): the hits of all weapons are dealt one per model in turn, in
  the removal order, weapon after weapon (:class:`Deal`), before any wound roll; each kind of
  identical models (a *class*: a line of every group with that profile, wherever it stands)
  then takes the hits dealt to its models with its own Toughness and save, and loses models
  from its own number in the removal order.  UNCONFIRMED: that the owner removes a kind's
  casualties among the models of that kind (the seeds deal hits to models, not wounds).

Exact odds: the state of a line is ``t``, the wounds it has left (its front model holds what is
not in the intact models behind it); one wound moves ``t`` by a small transition list, as in
:mod:`desktop.rules.odds`.  When the save differs along the line the number of unsaved wounds
is followed together with ``t``.  Dealt hits tie the classes together through the number of
hits of every weapon; :func:`spread_odds` follows all classes at once (offset of the deal,
wounds left in each) until the hits are known, after which each class is independent.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import cached_property

from desktop.rules.dice import NEGLIGIBLE, Dist
from desktop.rules.odds import Pool, Transitions, thin

TINY = 1e-300  # below this a probability is dropped from a joint chain (far below 1e-9)


@dataclass(frozen=True)
class Effect:
    """What one unsaved wound does to the model it is allocated to: ``damage`` wounds off that
    model (the surplus is lost), or, when ``damage`` is None, the model is slain outright
    (instant death: the carried-over wounds of a block stay, seed 001)."""

    damage: Dist | None = None


ONE_WOUND = Effect(Dist.point(1))
SLAIN = Effect(None)


@dataclass(frozen=True)
class Line:
    """The target models of one Toughness in the order the owner removes them: ``pools`` are
    blocks of identical models (a block's front model carries its ``wounds_lost``)."""

    pools: tuple[Pool, ...]

    @cached_property
    def suffix(self) -> tuple[int, ...]:
        """``suffix[b]``: wounds held by blocks ``b..`` while they are intact."""
        out = [0] * (len(self.pools) + 1)
        for b in range(len(self.pools) - 1, -1, -1):
            out[b] = out[b + 1] + self.pools[b].total
        return tuple(out)

    @property
    def total(self) -> int:
        return self.suffix[0]

    @property
    def models(self) -> int:
        return sum(p.models for p in self.pools)

    @cached_property
    def last(self) -> int:
        """The last block with models: it takes the wounds left when all have fallen."""
        return max((b for b, p in enumerate(self.pools) if p.models > 0), default=0)

    def locate(self, t: int) -> tuple[int, int]:
        """(block of the front model, wounds that block has left) when ``t`` are left."""
        if t <= 0:
            return self.last, 0
        for b in range(len(self.pools)):
            if t > self.suffix[b + 1]:
                return b, t - self.suffix[b + 1]
        raise ValueError(f"{t} wounds: more than the line holds")

    def alive(self, t: int) -> int:
        """Models standing when ``t`` wounds are left."""
        if t <= 0:
            return 0
        b, tb = self.locate(t)
        return self.pools[b].models_left(tb) + sum(p.models for p in self.pools[b + 1:])

    def removed(self, t: int) -> int:
        return self.models - self.alive(t)

    def left_per_block(self, t: int) -> tuple[int, ...]:
        """Wounds each block has left (blocks behind the front one are intact)."""
        if t <= 0:
            return (0,) * len(self.pools)
        b, tb = self.locate(t)
        return tuple(0 if k < b else tb if k == b else p.total
                     for k, p in enumerate(self.pools))

    def moves(self, t: int, effect: Effect) -> Transitions:
        """Where one unsaved wound with ``effect`` takes the line from ``t``."""
        if t <= 0:
            return ((0, 1.0),)
        b, tb = self.locate(t)
        pool = self.pools[b]
        if effect.damage is None:
            return ((t - (pool.wounds if pool.models_left(tb) >= 2 else tb), 1.0),)
        front = (tb - 1) % pool.wounds + 1
        out: dict[int, float] = {}
        for d, p in enumerate(effect.damage.probs):
            if p:
                nxt = t - min(d, front)
                out[nxt] = out.get(nxt, 0.0) + p
        return tuple(out.items())

    def strike(self, t: int, effect: Effect, damage: int = 1) -> int:
        """``t`` after one unsaved wound whose damage was rolled (or 1)."""
        if t <= 0:
            return 0
        b, tb = self.locate(t)
        pool = self.pools[b]
        if effect.damage is None:
            return t - (pool.wounds if pool.models_left(tb) >= 2 else tb)
        return t - min(damage, (tb - 1) % pool.wounds + 1)

    def batch(self, t: int, keys: Sequence[Hashable], remaining: int) -> int:
        """How many of ``remaining`` wounds are saved together now: as many as surely go to
        models whose save (``keys``, one per block) is the front model's — each unsaved wound
        fells at most one model — or all of them when those are the line's last models."""
        if t <= 0:
            return remaining
        b, tb = self.locate(t)
        models = self.pools[b].models_left(tb)
        k = b + 1
        while k < len(self.pools) and (self.pools[k].models == 0 or keys[k] == keys[b]):
            models += self.pools[k].models
            k += 1
        return remaining if k == len(self.pools) else min(remaining, models)


@dataclass(frozen=True)
class Segment:
    """Wounds of one weapon on a line: ``count`` of them (a law), each unsaved with the chance
    ``unsaved[b]`` of the block its model stands in and then doing ``effects[b]``.
    ``counted``: False for wounds already counted as unsaved (damage still to roll)."""

    count: Dist
    unsaved: tuple[float, ...]
    effects: tuple[Effect, ...]
    counted: bool = True


def _uniform(line: Line, seg: Segment) -> bool:
    live = {seg.unsaved[b] for b, p in enumerate(line.pools) if p.models > 0}
    return len(live) <= 1


def line_odds(line: Line, start: int, segments: Sequence[Segment],
              unsaved: int = 0) -> tuple[Dist, Dist]:
    """Laws of (wounds left on the line, unsaved wounds) after ``segments`` in order, from
    ``start`` wounds left and ``unsaved`` unsaved wounds so far."""
    if all(_uniform(line, s) for s in segments):
        return _line_odds_flat(line, start, segments, unsaved)
    return _line_odds_joint(line, start, segments, unsaved)


def _table(line: Line, start: int, seg: Segment) -> list[Transitions]:
    return [line.moves(t, seg.effects[line.locate(t)[0]]) for t in range(start + 1)]


def _window(v: Sequence[float]) -> tuple[int, int]:
    lo = next((i for i, x in enumerate(v) if x), 0)
    hi = next((i for i in range(len(v) - 1, -1, -1) if v[i]), 0)
    return lo, hi


def _after_events(v: list[float], events: Dist, table: list[Transitions]) -> list[float]:
    """Law of ``t`` after a random number of events (``events``) from the law ``v``."""
    acc = [0.0] * len(v)
    lo, hi = _window(v)
    tail = 1.0
    probs = events.probs
    for k, pk in enumerate(probs):
        if pk:
            for t in range(lo, hi + 1):
                if v[t]:
                    acc[t] += pk * v[t]
            tail -= pk
        if tail <= NEGLIGIBLE or k == len(probs) - 1:
            break
        if hi == 0:  # nothing left to take wounds: later events change nothing
            acc[0] += tail * v[0]
            break
        nxt = [0.0] * len(v)
        for t in range(lo, hi + 1):
            pt = v[t]
            if pt:
                for u, q in table[t]:
                    nxt[u] += pt * q
        v = nxt
        lo, hi = _window(v)
    return acc


def _line_odds_flat(line: Line, start: int, segments: Sequence[Segment],
                    unsaved: int) -> tuple[Dist, Dist]:
    """Every wound has the same chance to be saved wherever it lands: the unsaved wounds are
    binomial thinnings and only they move the line."""
    v = [0.0] * (start + 1)
    v[start] = 1.0
    total = Dist.point(unsaved)
    for seg in segments:
        events = thin(seg.count, seg.unsaved[line.last])
        if seg.counted:
            total = total.convolve(events)
        if events.max > 0:
            v = _after_events(v, events, _table(line, start, seg))
    return Dist.of(v), total


def _line_odds_joint(line: Line, start: int, segments: Sequence[Segment],
                     unsaved: int) -> tuple[Dist, Dist]:
    """The save depends on the model the wound reaches: follow (wounds left, unsaved) together;
    ``V[t]`` is the law of the unsaved count while ``t`` wounds are left."""
    width = unsaved + sum(s.count.max for s in segments if s.counted) + 1
    rows: dict[int, list[float]] = {start: [0.0] * width}
    rows[start][unsaved] = 1.0
    for seg in segments:
        moves = _table(line, start, seg)
        chance = [seg.unsaved[line.locate(t)[0]] for t in range(start + 1)]
        acc: dict[int, list[float]] = {}
        tail = 1.0
        probs = seg.count.probs
        for k, pk in enumerate(probs):
            if pk:
                for t, row in rows.items():
                    into = acc.setdefault(t, [0.0] * width)
                    acc[t] = [a + pk * x for a, x in zip(into, row, strict=True)]
                tail -= pk
            if tail <= NEGLIGIBLE or k == len(probs) - 1:
                break
            rows = _joint_event(rows, moves, chance, seg.counted, width)
        rows = acc
    left = [0.0] * (start + 1)
    total = [0.0] * width
    for t, row in rows.items():
        left[t] += sum(row)
        total = [a + x for a, x in zip(total, row, strict=True)]
    return Dist.of(left), Dist.of(total)


def _joint_event(rows: dict[int, list[float]], moves: list[Transitions],
                 chance: list[float], counted: bool, width: int,
                 ) -> dict[int, list[float]]:
    out: dict[int, list[float]] = {}

    def add(t: int, weight: float, row: list[float]) -> None:
        into = out.get(t)
        if into is None:
            out[t] = [weight * x for x in row]
        else:
            out[t] = [a + weight * x for a, x in zip(into, row, strict=True)]

    for t, row in rows.items():
        q = chance[t]
        if q < 1.0:
            add(t, 1.0 - q, row)
        if q > 0.0:
            shifted = [0.0, *row[:-1]] if counted else row
            for nxt, p in moves[t]:
                add(nxt, q * p, shifted)
    return {t: row for t, row in out.items() if max(row) > TINY}


def fewest_left(line: Line, start: int, wounds: Sequence[tuple[int, Sequence[float],
                                                             Sequence[Effect]]]) -> int:
    """The fewest wounds the line can be left with: the most wounds of each weapon (``(count,
    unsaved chances, effects)``), every one that can fail its save failing, with its worst
    damage (taking more wounds off never leaves more models standing)."""
    t = start
    for count, chances, effects in wounds:
        for _ in range(count):
            if t <= 0:
                return 0
            b, _ = line.locate(t)
            if chances[b] > 0:
                t = min(nxt for nxt, p in line.moves(t, effects[b]) if p > 0)
    return max(t, 0)


# -- hits dealt one per model in turn (mixed Toughness) ---------------------------------------
def dealt(total: int, sizes: Sequence[int]) -> tuple[int, ...]:
    """Hits each block holds once ``total`` hits are dealt one per model in turn, blocks in
    order (every model one hit before any model a second)."""
    models = sum(sizes)
    if models == 0:
        return tuple(0 for _ in sizes)
    rounds, rest = divmod(total, models)
    out, first = [], 0
    for n in sizes:
        out.append(rounds * n + min(max(rest - first, 0), n))
        first += n
    return tuple(out)


def shares(hits: Sequence[int], sizes: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """``shares[j][b]``: hits of weapon ``j`` dealt to block ``b`` when the weapons' hits are
    dealt one after another, continuing the turn where the previous weapon stopped."""
    out = []
    before = dealt(0, sizes)
    so_far = 0
    for h in hits:
        so_far += h
        now = dealt(so_far, sizes)
        out.append(tuple(a - b for a, b in zip(now, before, strict=True)))
        before = now
    return tuple(out)


@dataclass(frozen=True)
class Deal:
    """The order hits are dealt in: ``segments`` are (class, models) in the removal order; a
    class of identical models may stand in several places (e.g. in the open and in cover)."""

    segments: tuple[tuple[int, int], ...]
    classes: int

    @staticmethod
    def of(sizes: Sequence[int]) -> Deal:
        """One segment per class, in order."""
        return Deal(tuple(enumerate(sizes)), len(sizes))

    @property
    def models(self) -> int:
        return sum(m for _, m in self.segments)

    def held(self, total: int) -> tuple[int, ...]:
        """Hits each class holds once ``total`` hits are dealt."""
        out = [0] * self.classes
        for (c, _), got in zip(self.segments, dealt(total, [m for _, m in self.segments]),
                               strict=True):
            out[c] += got
        return tuple(out)

    def between(self, offset: int, h: int) -> tuple[int, ...]:
        """Hits each class gets from ``h`` hits dealt after ``offset`` hits."""
        return tuple(b - a for a, b in zip(self.held(offset), self.held(offset + h),
                                           strict=True))

    def split(self, hits: Sequence[int]) -> tuple[tuple[int, ...], ...]:
        """Per weapon, hits per class, the weapons' hits dealt one after another."""
        out, so_far = [], 0
        for h in hits:
            out.append(self.between(so_far, h))
            so_far += h
        return tuple(out)

    def positions(self) -> list[int]:
        """The class of each model, in the order the hits reach them."""
        out: list[int] = []
        for c, m in self.segments:
            out.extend([c] * m)
        return out


@dataclass(frozen=True)
class BlockLaw:
    """What one hit of a weapon does to a block of identical models: it wounds with chance
    ``wound``, a wound is unsaved with chance ``unsaved`` and then does ``effect``."""

    wound: float
    unsaved: float
    effect: Effect


def spread_odds(lines: Sequence[Line], hits: Sequence[Dist], laws: Sequence[Sequence[BlockLaw]],
                deal: Deal | None = None) -> tuple[Dist, Dist, Dist]:
    """Laws of (wounds, unsaved wounds, models removed) when the hits of every weapon (laws
    ``hits``, independent) are dealt one per model in turn (``deal``; default: ``lines`` in
    order) over ``lines`` (classes of identical models, fresh) and each takes its share
    (``laws[weapon][class]``)."""
    deal = deal or Deal.of([line.models for line in lines])
    wounds, unsaved = _spread_counts(deal, hits, laws)
    return wounds, unsaved, _spread_casualties(lines, deal, hits, laws)


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
        if final:
            states = nxt
            continue
        # offsets whose next models (as far as later hits reach) are of the same classes
        # give the same future: one state
        reach = min(n, sum(law.max for law in hits[j + 1:]))
        states = {}
        first: dict[tuple[int, ...], int] = {}
        for at, (w_acc, u_acc) in nxt.items():
            rep = first.setdefault(_pattern(blocks_at, at, reach), at)
            have = states.get(rep)
            states[rep] = (w_acc, u_acc) if have is None else (
                _add_scaled(have[0], 1.0, w_acc), _add_scaled(have[1], 1.0, u_acc))
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
    if len(a) > len(b):  # the longer one inside the comprehension
        a, b = b, a
    out = [0.0] * (len(a) + len(b) - 1)
    width = len(b)
    for i, x in enumerate(a):
        if x:
            out[i:i + width] = [o + x * y for o, y in zip(out[i:i + width], b, strict=True)]
    return out


def _add_scaled(into: list[float], weight: float, v: Sequence[float]) -> list[float]:
    if len(v) > len(into):
        into = into + [0.0] * (len(v) - len(into))
    for i, x in enumerate(v):
        if x:
            into[i] += weight * x
    return into


def _pattern(positions: Sequence[int], at: int, reach: int) -> tuple[int, ...]:
    """The classes of the next ``reach`` models the deal reaches from offset ``at``."""
    n = len(positions)
    return tuple(positions[(at + i) % n] for i in range(reach))


def _spread_casualties(lines: Sequence[Line], deal: Deal, hits: Sequence[Dist],
                       laws: Sequence[Sequence[BlockLaw]]) -> Dist:
    """Models removed: the wounds left in every class, with the deal's offset, followed
    together (the classes' shares come from the same numbers of hits).

    A hit lands on the class of the model at the deal's offset, so a weapon's hits are
    followed one at a time: from each offset, the joint law after ``h + 1`` hits is the one
    after ``h`` moved by one hit on one class (hits of one weapon commute, as they act on
    one class each).  A joint state is one integer (each class's wounds left in its own
    digits).  Between weapons, two offsets are one state when the models the later hits
    can still reach are of the same classes in the same order, and a class those hits
    cannot reach is *folded*: its wounds left are replaced by the models it lost, added
    into a top digit (so states that differ only there merge).  A last weapon with more
    hits than the unit has models is cheaper with no joint state after it:
    :func:`_last_weapon` convolves the classes' laws instead.
    """
    n = deal.models
    positions = deal.positions()
    sizes = [line.total + 1 for line in lines]
    strides = [1] * len(lines)
    for c in range(1, len(lines)):
        strides[c] = strides[c - 1] * sizes[c - 1]
    top_stride = strides[-1] * sizes[-1] if lines else 1
    lost = [[line.removed(t) for t in range(line.total + 1)] for line in lines]
    start = sum(line.total * s for line, s in zip(lines, strides, strict=True))
    # per offset of the deal: the joint law of the encoded states
    states: dict[int, dict[int, float]] = {0: {start: 1.0}}
    out = [0.0] * (2 * sum(line.models for line in lines) + 2)  # room for the folded digit
    if not hits:
        _collapse(out, states[0], strides, sizes, lost, top_stride)
        return Dist.of(out)
    final: dict[int, float] = {}
    for j, law_j in enumerate(hits):
        last = j == len(hits) - 1
        if last and law_j.max > n:  # it goes round the unit: convolve, see _last_weapon
            _last_weapon(out, lines, deal, states, law_j, laws[j], strides, sizes, lost,
                         top_stride)
            return Dist.of(out)
        tables = [_one_hit(lines[c], laws[j][c], strides[c]) for c in range(len(lines))]
        nxt: dict[int, dict[int, float]] = {}
        probs = law_j.probs
        most = max((h for h, p in enumerate(probs) if p), default=0)
        moving = states
        for h in range(most + 1):
            ph = probs[h]
            if ph:
                for at, vec in moving.items():
                    into = final if last else nxt.setdefault(at, {})
                    for key, x in vec.items():
                        into[key] = into.get(key, 0.0) + ph * x
            if h == most or n == 0:
                break
            moving = {(at + 1) % n: _hit(vec, tables[positions[at]], strides[positions[at]],
                                          sizes[positions[at]])
                      for at, vec in moving.items()}
        if not last:
            reach = min(n, sum(law.max for law in hits[j + 1:]))
            states = _merge_offsets(nxt, positions, reach, strides, sizes, lost, top_stride)
    _collapse(out, final, strides, sizes, lost, top_stride)
    return Dist.of(out)


def _collapse(out: list[float], vec: dict[int, float], strides: Sequence[int],
              sizes: Sequence[int], lost: Sequence[Sequence[int]], top_stride: int) -> None:
    """``out[models removed] +=`` the chance of each encoded state."""
    for key, x in vec.items():
        removed = key // top_stride
        for c, stride in enumerate(strides):
            removed += lost[c][(key // stride) % sizes[c]]
        out[removed] += x


def _last_weapon(out: list[float], lines: Sequence[Line], deal: Deal,
                 states: dict[int, dict[int, float]], law_j: Dist, laws: Sequence[BlockLaw],
                 strides: Sequence[int], sizes: Sequence[int], lost: Sequence[Sequence[int]],
                 top_stride: int) -> None:
    """The last weapon: only the models removed matter now, so for each number of its hits
    each class takes its whole share at once and the classes' laws of models removed are
    convolved, contracted one class at a time (no joint state is formed)."""
    after: dict[tuple[int, int], list[dict[int, float]]] = {}
    removed_cache: dict[tuple[int, int, int], list[float]] = {}
    classes = len(lines)

    def removed(b: int, s: int, t: int) -> list[float]:
        """Models class ``b`` has lost after ``s`` hits from ``t`` wounds left (the last
        'class' is the folded digit: models already lost by classes out of reach)."""
        if b == classes:
            return [0.0] * t + [1.0]
        key = (b, s, t)
        law_out = removed_cache.get(key)
        if law_out is None:
            known = after.setdefault((b, t), [{t: 1.0}])
            p = laws[b].wound * laws[b].unsaved
            while len(known) <= s:
                nxt: dict[int, float] = {}
                for now, pt in known[-1].items():
                    if p < 1.0:
                        nxt[now] = nxt.get(now, 0.0) + pt * (1.0 - p)
                    if p > 0.0:
                        for to, q in lines[b].moves(now, laws[b].effect):
                            nxt[to] = nxt.get(to, 0.0) + pt * p * q
                known.append(nxt)
            law_out = [0.0] * (lines[b].models + 1)
            for left, q in known[s].items():
                law_out[lost[b][left]] += q
            removed_cache[key] = law_out
        return law_out

    for at, vec in states.items():
        joint: dict[tuple[int, ...], float] = {}
        for key, x in vec.items():
            state = (*((key // stride) % size for stride, size in zip(strides, sizes,
                                                                       strict=True)),
                     key // top_stride)
            joint[state] = joint.get(state, 0.0) + x
        for h, ph in enumerate(law_j.probs):
            if ph:
                _add_removed(out, joint, ph, removed, (*deal.between(at, h), 0))


def _add_removed(out: list[float], joint: dict[tuple[int, ...], float], weight: float,
                 removed: Callable[[int, int, int], list[float]], s: tuple[int, ...]) -> None:
    """``out += weight * sum over joint states of the convolution of every class's law of
    models removed`` (``removed(class, hits, wounds left)``), contracted one class at a
    time, so each convolution serves all the states that agree on the classes still to
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


def _one_hit(line: Line, law: BlockLaw, stride: int) -> list[tuple[tuple[int, float], ...]]:
    """Per wounds left ``t``: the moves of the encoded state (key change, chance) when one
    hit of ``law`` lands on the class."""
    p = law.wound * law.unsaved
    table = []
    for t in range(line.total + 1):
        moves: dict[int, float] = {}
        if p < 1.0:
            moves[0] = 1.0 - p
        if p > 0.0:
            for to, q in line.moves(t, law.effect):
                d = (to - t) * stride
                moves[d] = moves.get(d, 0.0) + p * q
        table.append(tuple(moves.items()))
    return table


def _hit(vec: dict[int, float], table: list[tuple[tuple[int, float], ...]], stride: int,
         size: int) -> dict[int, float]:
    out: dict[int, float] = {}
    get = out.get
    for key, x in vec.items():
        for d, q in table[(key // stride) % size]:
            w = x * q
            if w > TINY:
                to = key + d
                out[to] = get(to, 0.0) + w
    return out


def _merge_offsets(states: dict[int, dict[int, float]], positions: Sequence[int], reach: int,
                   strides: Sequence[int], sizes: Sequence[int], lost: Sequence[Sequence[int]],
                   top_stride: int) -> dict[int, dict[int, float]]:
    """Offsets whose next ``reach`` models are of the same classes are one state; classes
    out of reach are folded into the top digit (models lost)."""
    out: dict[int, dict[int, float]] = {}
    first: dict[tuple[int, ...], int] = {}
    for at, vec in states.items():
        pattern = _pattern(positions, at, reach)
        rep = first.setdefault(pattern, at)
        into = out.setdefault(rep, {})
        reached = set(pattern)
        folded = [c for c in range(len(strides)) if c not in reached]
        for key, x in vec.items():
            for c in folded:
                stride, size = strides[c], sizes[c]
                t = (key // stride) % size
                if t != size - 1:  # not intact: count its losses, reset it to intact
                    key += (size - 1 - t) * stride + lost[c][t] * top_stride
            into[key] = into.get(key, 0.0) + x
    return out


def most_dealt(hits_max: Sequence[int], deal: Deal, counts: Sequence[Sequence[bool]]) -> int:
    """The largest number of hits that can land where ``counts[j][c]`` is True, over every
    possible number of hits of each weapon (0..``hits_max[j]``): the most wounds (or unsaved
    wounds) of a dealt attack."""
    n = deal.models
    if n == 0:
        return 0
    positions = deal.positions()
    best: dict[int, int] = {0: 0}
    for j, top in enumerate(hits_max):
        ok = [1 if counts[j][c] else 0 for c in positions]
        nxt: dict[int, int] = {}
        for offset, got in best.items():
            value = got
            for h in range(top + 1):
                if h:
                    value += ok[(offset + h - 1) % n]
                at = (offset + h) % n
                if value > nxt.get(at, -1):
                    nxt[at] = value
        best = nxt
    return max(best.values())


# -- a whole attack's wounds on a whole target unit ----------------------------------------------
@dataclass(frozen=True)
class Plan:
    """How the hits of an attack's weapons fall on the target: ``lines`` are the classes (one
    line when all models share a Toughness, else one per block of identical models, the hits
    dealt to them); per weapon ``j`` and class ``c``: ``wound[j][c]`` the chance a hit wounds,
    and per block ``b`` of the class ``unsaved[j][c][b]`` and ``effects[j][c][b]``."""

    lines: tuple[Line, ...]
    wound: tuple[tuple[float, ...], ...]
    unsaved: tuple[tuple[tuple[float, ...], ...], ...]
    effects: tuple[tuple[tuple[Effect, ...], ...], ...]
    deal: Deal | None = None

    @property
    def dealt(self) -> bool:
        return len(self.lines) > 1

    def split(self, hits: Sequence[int]) -> tuple[tuple[int, ...], ...]:
        """Hits per (weapon, class): all on the one line, or dealt one per model in turn."""
        if not self.dealt:
            return tuple((h,) for h in hits)
        return self.order.split(hits)

    @property
    def order(self) -> Deal:
        return self.deal or Deal.of([line.models for line in self.lines])


@dataclass(frozen=True)
class Saving:
    """Where the saves stand: wounds left in each class, unsaved wounds so far, and which
    (weapon, class) pair is being saved (``pair`` indexes :func:`save_pairs`) with ``done`` of
    its wounds resolved; ``batch`` more are being saved now (their first rolls made,
    ``pending`` says what is left of them)."""

    left: tuple[int, ...]
    unsaved: int = 0
    pair: int = 0
    done: int = 0
    batch: int = 0
    pending: tuple[Segment, ...] = ()


def save_pairs(wounds: Sequence[Sequence[int]]) -> tuple[tuple[int, int], ...]:
    """The (weapon, class) pairs with wounds, in the order their saves are taken."""
    return tuple((j, c) for j, row in enumerate(wounds) for c, n in enumerate(row) if n)


def total_of(dists: Sequence[Dist]) -> Dist:
    """Law of the sum of independent counts."""
    total = Dist.point(0)
    for d in dists:
        total = total.convolve(d)
    return total


PARTLY_HIT = 0.5  # a model partly under a template or blast marker is hit on a 4+


def marker_hits(markers: Dist, under: int, partly: int) -> Dist:
    """Hits from ``markers`` templates or blast markers (2nd and 3rd edition): each hits the
    ``under`` models it covers and each of the ``partly`` models it partly covers on a 4+."""
    return Dist.compound(markers, lambda k: Dist.binomial(k * partly, PARTLY_HIT).map(
        lambda hit: hit + k * under))


def known_at(values: tuple[int | None, ...], index: int) -> int | None:
    """The count entered for fire group (or volley) ``index``; None: not rolled yet (an empty
    tuple: nothing rolled at that step)."""
    return values[index] if values else None


def target_odds(plan: Plan, hits: Sequence[Dist], hits_known: Sequence[int] | None,
                wounds_known: Sequence[Sequence[int]] | None, saving: Saving | None,
                ) -> tuple[Dist, Dist, Dist]:
    """Laws of (wounds, unsaved wounds, models removed) of the attack given what is known:
    the hits of every weapon (``hits_known``, else the laws ``hits``), the wounds per (weapon,
    class), and how far the saves went."""
    weapons = range(len(hits))
    if wounds_known is None and plan.dealt and hits_known is None:
        laws = [[BlockLaw(plan.wound[j][c], plan.unsaved[j][c][0], plan.effects[j][c][0])
                 for c in range(len(plan.lines))] for j in weapons]
        return spread_odds(plan.lines, hits, laws, plan.order)
    counts: list[list[Dist]]
    if wounds_known is not None:
        counts = [[Dist.point(n) for n in row] for row in wounds_known]
        wounds = Dist.point(sum(sum(row) for row in wounds_known))
    elif not plan.dealt:
        counts = [[thin(h, plan.wound[j][0])] for j, h in zip(weapons, hits, strict=True)]
        wounds = total_of([row[0] for row in counts])
    else:
        assert hits_known is not None
        split = plan.split(hits_known)
        counts = [[Dist.binomial(split[j][c], plan.wound[j][c])
                   for c in range(len(plan.lines))] for j in weapons]
        wounds = total_of([d for row in counts for d in row])
    order = save_pairs(wounds_known) if wounds_known is not None else ()
    unsaved = Dist.point(saving.unsaved if saving else 0)
    removed = Dist.point(0)
    for c, line in enumerate(plan.lines):
        start = saving.left[c] if saving else line.total
        segments: list[Segment] = []
        for j in weapons:
            count = counts[j][c]
            if saving is not None and (j, c) in order:
                at = order.index((j, c))
                if at < saving.pair:
                    continue  # saved already: ``start`` holds what it did
                if at == saving.pair:
                    segments.extend(saving.pending)
                    count = Dist.point(count.max - saving.done - saving.batch)
            segments.append(Segment(count, plan.unsaved[j][c], plan.effects[j][c]))
        left, lost = line_odds(line, start, segments)
        unsaved = unsaved.convolve(lost)
        removed = removed.convolve(left.map(line.removed))
    return wounds, unsaved, removed


def target_most(plan: Plan, hits_max: Sequence[int], hits_known: bool,
                wounds_known: Sequence[Sequence[int]] | None, saving: Saving | None,
                ) -> tuple[int, int, int | None]:
    """The most wounds, unsaved wounds and models removed possible (the reports list every
    count up to these).  The models removed by a dealt attack whose hits are not known yet
    are None: the exact law has every reachable count in it."""
    weapons = range(len(hits_max))
    if wounds_known is None and plan.dealt and not hits_known:
        can = [[plan.wound[j][c] > 0 for c in range(len(plan.lines))] for j in weapons]
        most = most_dealt(hits_max, plan.order, can)
        return most, most, None
    if wounds_known is not None:
        counts = [list(row) for row in wounds_known]
    else:
        split = plan.split(hits_max)
        counts = [[split[j][c] if plan.wound[j][c] > 0 else 0 for c in range(len(plan.lines))]
                  for j in weapons]
    wounds = sum(sum(row) for row in counts)
    order = save_pairs(wounds_known) if wounds_known is not None else ()
    unsaved = wounds
    if saving is not None and wounds_known is not None:
        resolved = sum(wounds_known[j][c] for j, c in order[:saving.pair])
        unsaved = saving.unsaved + wounds - resolved - saving.done - saving.batch + sum(
            s.count.max for s in saving.pending if s.counted)
    removed = 0
    for c, line in enumerate(plan.lines):
        start = saving.left[c] if saving else line.total
        todo: list[tuple[int, Sequence[float], Sequence[Effect]]] = []
        for j in weapons:
            n = counts[j][c]
            if saving is not None and (j, c) in order:
                at = order.index((j, c))
                if at < saving.pair:
                    continue
                if at == saving.pair:
                    todo.extend((s.count.max, s.unsaved, s.effects) for s in saving.pending)
                    n -= saving.done + saving.batch
            todo.append((n, plan.unsaved[j][c], plan.effects[j][c]))
        removed += line.removed(fewest_left(line, start, todo))
    return wounds, unsaved, removed
