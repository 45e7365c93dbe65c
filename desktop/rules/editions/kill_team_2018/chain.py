"""Kill Team (2018): exact odds over the target models' injury states (no Monte Carlo).

Why a chain of its own: Kill Team has no wound allocation.  Each firing model makes one
attack sequence against one target model; the hits, wounds and saves of the sequence are
rolled together (fast dice rolling, seed 002), then the unsaved wounds are applied one by one.
When the target drops to 0 wounds the attacker makes one injury roll (as many dice as the
Damage of the attack that dropped it, highest die counts) and the rest of the sequence against
that model is discarded (Designers' Commentary [P22]).  A flesh-wounded model stays in action
with 1 wound, so the next firing model meets a weaker, easier-to-injure target.

State of the chain: the target models' states (wounds left, flesh wounds), canonicalised as
``(out_of_action, fresh, sorted damaged models)``.  One firing model moves the state of one
model only (its primary target: the most hurt model still in action), so the states stay few.

Counters (shots, hits, wounds, unsaved) are the dice the players roll; their exact laws are
in :mod:`.counters`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from desktop.rules.dice import NEGLIGIBLE, Dist
from desktop.rules.editions.kill_team_2018.tables import out_of_action_chance

COUNTERS = ("shots", "hits", "wounds", "unsaved")

# Outcome of one attack sequence for its target model: r >= 1 wounds left (no injury roll),
# FLESH (flesh wound: 1 wound left, one more flesh wound) or OUT (out of action).
OUT = 0
FLESH = -1

Model = tuple[int, int]                      # (wounds left, flesh wounds); wounds 0 = out
Team = tuple[int, int, tuple[Model, ...]]    # (out of action, fresh, sorted damaged models)
Table = tuple[tuple[float, ...], ...]        # Table[x][u]: P(counter increment x, unsaved u)


# -- one attack sequence ----------------------------------------------------------------------
@dataclass(frozen=True)
class Pending:
    """What is still to be rolled in one attack sequence against one model.

    ``tables[c][x][u]`` is the joint chance that counter ``c`` grows by ``x`` and ``u``
    wounds end unsaved.  ``injury_dice`` is set when only the injury roll is left.
    """

    tables: Mapping[str, Table]
    injury_dice: int | None = None
    marginals: Mapping[str, Dist] | None = None

    def growth(self, counter: str) -> Dist:
        """Law of the counter's growth alone (exact where the joint table would only sum
        to it up to rounding)."""
        if self.marginals is not None and counter in self.marginals:
            return self.marginals[counter]
        return Dist.of(sum(row) for row in self.tables[counter])

    @property
    def unsaved(self) -> tuple[float, ...]:
        """Law of the number of unsaved wounds of the sequence."""
        table = self.tables["unsaved"]
        width = max(len(row) for row in table)
        out = [0.0] * width
        for row in table:
            for u, p in enumerate(row):
                out[u] += p
        return tuple(out)


def pending(count: Dist, stages: Sequence[tuple[str, float]],
            count_counter: str | None) -> Pending:
    """A sequence whose next dice are ``count`` dice going through ``stages``.

    ``stages`` are the remaining rolls with the counter each one's successes feed and their
    chance, e.g. ``[("hits", ph), ("wounds", pw), ("unsaved", pu)]``.  ``count_counter``
    names the counter ``count`` itself feeds when it is not counted yet (``"shots"`` before
    the shots of a firing model are known).  Counters already counted grow by 0.
    """
    return _pending(count, tuple(stages), count_counter)


@lru_cache(maxsize=256)
def _pending(count: Dist, stages: tuple[tuple[str, float], ...],
             count_counter: str | None) -> Pending:
    total = 1.0
    for _, p in stages:
        total *= p
    unsaved = count.thin(total) if total < 1.0 else count
    tables: dict[str, Table] = {}
    marginals: dict[str, Dist] = {}
    for name in COUNTERS:
        tables[name] = (unsaved.probs,)  # grows by 0 unless a stage feeds it
        marginals[name] = Dist.point(0)
    chain: list[tuple[str | None, float]] = [(count_counter, 1.0), *stages]
    prefix = 1.0
    for index, (feeds, p) in enumerate(chain):
        prefix *= p
        if feeds is None:
            continue
        rest = 1.0
        for _, q in chain[index + 1:]:
            rest *= q
        level = count.thin(prefix) if prefix < 1.0 else count
        marginals[feeds] = level
        tables[feeds] = tuple(
            tuple(px * b for b in Dist.binomial(x, rest).probs) if px else (0.0,)
            for x, px in enumerate(level.probs))
    return Pending(tables, marginals=marginals)


def combine(parts: Sequence[Pending]) -> Pending:
    """One attack sequence made of independent parts (e.g. saving throws at two APs): each
    counter's joint table is the convolution of the parts' tables."""
    first, *rest = parts
    tables = {name: first.tables[name] for name in COUNTERS}
    marginals = {name: first.growth(name) for name in COUNTERS}
    for part in rest:
        for name in COUNTERS:
            tables[name] = _convolve2(tables[name], part.tables[name])
            marginals[name] = marginals[name].convolve(part.growth(name))
    return Pending(tables, marginals=marginals)


def _convolve2(a: Table, b: Table) -> Table:
    width = max(len(r) for r in a) + max(len(r) for r in b) - 1
    out = [[0.0] * width for _ in range(len(a) + len(b) - 1)]
    for x1, row1 in enumerate(a):
        for u1, p1 in enumerate(row1):
            if not p1:
                continue
            for x2, row2 in enumerate(b):
                cells = out[x1 + x2]
                for u2, p2 in enumerate(row2):
                    if p2:
                        cells[u1 + u2] += p1 * p2
    return tuple(tuple(row) for row in out)


def injury_only(dice: int) -> Pending:
    """Only the injury roll (with ``dice`` dice) is left: every counter is final."""
    zero: Table = ((1.0,),)
    return Pending(dict.fromkeys(COUNTERS, zero), injury_dice=dice)


@lru_cache(maxsize=1024)
def drop_law(wounds: int, damage: Dist, max_unsaved: int,
             ) -> tuple[tuple[tuple[float, ...], tuple[float, ...]], ...]:
    """For ``u = 0..max_unsaved`` unsaved wounds against a model with ``wounds`` left:
    ``(alive[r], dropped[d])`` = chance it still has ``r`` wounds / chance it dropped to 0 and
    the injury roll has ``d`` dice (the Damage of the attack that dropped it)."""
    # UNCONFIRMED: with random Damage (D3...) the injury roll uses the rolled Damage value.
    alive = [0.0] * (wounds + 1)
    alive[wounds] = 1.0
    dropped = [0.0] * max(damage.max + 1, 1)
    out = [(tuple(alive), tuple(dropped))]
    for _ in range(max_unsaved):
        nxt = [0.0] * (wounds + 1)
        for r in range(1, wounds + 1):
            pr = alive[r]
            if not pr:
                continue
            for d, pd in enumerate(damage.probs):
                if not pd:
                    continue
                if d >= r:
                    dropped[d] += pr * pd
                else:
                    nxt[r - d] += pr * pd
        alive = nxt
        out.append((tuple(alive), tuple(dropped)))
    return tuple(out)


@dataclass(frozen=True)
class Injury:
    """How the injury roll goes for the target (its obscured status counts)."""

    damage: Dist
    obscured: bool

    def outcomes(self, model: Model, max_unsaved: int) -> list[dict[int, float]]:
        """Outcome law of the model for each number of unsaved wounds 0..max_unsaved."""
        return [self._outcome(model, alive, dropped)
                for alive, dropped in drop_law(model[0], self.damage, max_unsaved)]

    def _outcome(self, model: Model, alive: Sequence[float], dropped: Sequence[float],
                 ) -> dict[int, float]:
        wounds, flesh = model
        out: dict[int, float] = {}
        for r in range(1, wounds + 1):
            if alive[r]:
                out[r] = alive[r]
        for d, pd in enumerate(dropped):
            if pd:
                self._injure(out, pd, d, flesh)
        return out

    def outcome_of_roll(self, dice: int, flesh: int) -> dict[int, float]:
        out: dict[int, float] = {}
        self._injure(out, 1.0, dice, flesh)
        return out

    def _injure(self, out: dict[int, float], p: float, dice: int, flesh: int) -> None:
        p_out = float(out_of_action_chance(dice, flesh, self.obscured))
        if p_out:
            out[OUT] = out.get(OUT, 0.0) + p * p_out
        if p_out < 1.0:
            out[FLESH] = out.get(FLESH, 0.0) + p * (1.0 - p_out)


def kernel(seq: Pending, injury: Injury, model: Model, counter: str | None,
           ) -> dict[int, tuple[float, ...]]:
    """Outcome -> law of the counter's growth (joint); ``counter=None``: a single cell."""
    if seq.injury_dice is not None:
        return {o: (p,) for o, p in injury.outcome_of_roll(seq.injury_dice, model[1]).items()}
    table = seq.tables[counter] if counter is not None else (seq.unsaved,)
    width = max(len(row) for row in table)
    by_u = injury.outcomes(model, width - 1)
    out: dict[int, list[float]] = {}
    for x, row in enumerate(table):
        for u, pxu in enumerate(row):
            if not pxu:
                continue
            for o, po in by_u[u].items():
                cells = out.setdefault(o, [0.0] * len(table))
                cells[x] += pxu * po
    return {o: tuple(cells) for o, cells in out.items()}


def apply(model: Model, outcome: int) -> Model:
    if outcome == OUT:
        return (0, model[1])
    if outcome == FLESH:
        return (1, model[1] + 1)
    return (outcome, model[1])


# -- the team of target models ---------------------------------------------------------------
def team_of(models: Sequence[Model], full_wounds: int) -> Team:
    out = sum(1 for w, _ in models if w <= 0)
    fresh = sum(1 for w, f in models if w == full_wounds and f == 0)
    damaged = tuple(sorted(m for m in models if m[0] > 0 and not (m[0] == full_wounds
                                                                  and m[1] == 0)))
    return (out, fresh, damaged)


def focus(team: Team, full_wounds: int) -> Model | None:
    """The most hurt model in action of one profile (most flesh wounds, then fewest wounds
    left), else a fresh one; ``None`` if none is left."""
    _, fresh, damaged = team
    if damaged:
        return max(damaged, key=lambda m: (m[1], -m[0]))
    return (full_wounds, 0) if fresh else None


def hit_model(team: Team, model: Model, outcome: int, full_wounds: int) -> Team:
    """The team after ``outcome`` befell ``model`` (one of its models in action)."""
    out, fresh, damaged = team
    if model == (full_wounds, 0):
        fresh -= 1
        rest = damaged
    elif len(damaged) == 1:
        rest = ()
    else:
        others = list(damaged)
        others.remove(model)
        rest = tuple(others)
    if outcome == OUT:
        return (out + 1, fresh, rest)
    new = (1, model[1] + 1) if outcome == FLESH else (outcome, model[1])
    if new == (full_wounds, 0):
        return (out, fresh + 1, rest)
    if not rest:
        return (out, fresh, (new,))
    return (out, fresh, tuple(sorted((*rest, new))))


def alive(team: Team) -> int:
    return team[1] + len(team[2])


# -- the target kill team: one team per profile ---------------------------------------------------
Teams = tuple[Team, ...]


def teams_of(models: Sequence[Model], sizes: Sequence[int], fulls: Sequence[int]) -> Teams:
    """The canonical state of the target models, group by group (``sizes`` models each)."""
    out: list[Team] = []
    start = 0
    for size, full in zip(sizes, fulls, strict=True):
        out.append(team_of(models[start:start + size], full))
        start += size
    return tuple(out)


def alive_in(teams: Teams) -> int:
    return sum(alive(team) for team in teams)


@dataclass(frozen=True)
class Firers:
    """``count`` more firing models, each an identical fresh attack sequence: against the
    most hurt model in action of group ``target`` (the one the previous firer shot at), else
    of the groups after it in turn, never of a group in ``skip`` (within 1" of a friendly
    model).  ``sequences`` and ``fulls``: each group's sequence (its wound and save chances)
    and Wounds."""

    count: int
    sequences: tuple[Pending, ...]
    injury: Injury
    fulls: tuple[int, ...]
    target: int = 0
    skip: frozenset[int] = frozenset()

    @property
    def sequence(self) -> Pending:
        return self.sequences[self.target]

    def pick(self, teams: Teams) -> tuple[int, Model] | None:
        """(group, model) the next firing model shoots, None if no target is left."""
        count = len(teams)
        for step in range(count):
            g = (self.target + step) % count
            if g in self.skip:
                continue
            model = focus(teams[g], self.fulls[g])
            if model is not None:
                return g, model
        return None

    def same_growth(self, counter: str) -> bool:
        """Whether every group grows ``counter`` alike (then the group shot does not matter
        for that count)."""
        laws = {self.sequences[g].growth(counter) for g in range(len(self.sequences))
                if g not in self.skip}
        return len(laws) <= 1

    def reachable(self, teams: Teams) -> int:
        """Models in action that a firing model may shoot."""
        return sum(alive(t) for g, t in enumerate(teams) if g not in self.skip)


def hit_teams(teams: Teams, group: int, model: Model, outcome: int, full: int) -> Teams:
    return (*teams[:group], hit_model(teams[group], model, outcome, full), *teams[group + 1:])


def team_chain(start: Mapping[Teams, float], firers: Firers) -> dict[Teams, float]:
    """Law of the target teams after ``firers`` shoot in turn (a firer finding no target
    left does not shoot)."""
    state = dict(start)
    cache: dict[tuple[int, Model], tuple[tuple[int, float], ...]] = {}
    done: dict[Teams, float] = {}
    for _ in range(firers.count):
        nxt: dict[Teams, float] = {}
        for teams, p in state.items():
            picked = firers.pick(teams)
            if picked is None:  # nobody left to shoot at: nothing changes any more
                done[teams] = done.get(teams, 0.0) + p
                continue
            group, model = picked
            moves = cache.get(picked)
            if moves is None:
                law = kernel(firers.sequences[group], firers.injury, model, None)
                moves = cache[picked] = tuple((o, v[0]) for o, v in law.items())
            for outcome, q in moves:
                key = hit_teams(teams, group, model, outcome, firers.fulls[group])
                nxt[key] = nxt.get(key, 0.0) + p * q
        state = {t: p for t, p in nxt.items() if p > NEGLIGIBLE}
    for teams, p in done.items():
        state[teams] = state.get(teams, 0.0) + p
    return state
