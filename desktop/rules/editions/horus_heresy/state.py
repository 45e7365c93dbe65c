"""Horus Heresy (3rd edition): the immutable state of one Shooting Attack in play.

The state keeps what the rules need to continue (which Fire Groups are left, the hits or
wounds waiting for the next roll, every target model's remaining Wounds) and what the odds
need to condition on (the counts so far, the morale rules that already fired).
:func:`plan_from` turns any state into the exact-odds :class:`Plan` of what is left.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from desktop.rules.dice import Dist
from desktop.rules.editions.horus_heresy.effects import Reaction, Rule, Status
from desktop.rules.editions.horus_heresy.laws import (
    Defence,
    HitKind,
    Wound,
    mitigation_for,
    unsaved_chance,
)
from desktop.rules.editions.horus_heresy.odds import Batch, Known, Plan, Spawn
from desktop.rules.editions.horus_heresy.setup import (
    FireGroup,
    Setup,
    defence,
    deflagrate_gun,
    event_for,
    final_spec,
    fresh_batch,
    hit_batch,
    morale_spec,
    space,
    spawn_of,
)
from desktop.rules.odds import p_success
from desktop.rules.steps import StepId


@dataclass(frozen=True)
class HHState:
    step: StepId | None
    setup: Setup
    reaction: Reaction | None = None
    pending: tuple[int, ...] = ()
    group: int | None = None
    shots: int | None = None
    hits: tuple[HitKind, ...] = ()
    queue: tuple[Wound, ...] = ()
    current: Wound | None = None
    failed: int = 0
    unsaved_now: int = 0
    models: tuple[int, ...] = ()
    took: tuple[bool, ...] = ()
    known: Known = field(default_factory=Known)
    fired: frozenset[Rule] = frozenset()
    gained: frozenset[Status] = frozenset()
    checks: tuple[tuple[Status, int], ...] = ()
    results: tuple[tuple[Status, bool], ...] = ()
    # Deflagrate: the unsaved wounds the group's own hits caused so far (the extra hits to
    # come), and whether those extra hits are the ones being resolved now.
    deflagrate: int = 0
    spawned: bool = False

    # -- reading ----------------------------------------------------------------------------
    @property
    def fire_group(self) -> FireGroup:
        """The group being resolved (its Deflagrate hits, once they are resolved)."""
        assert self.group is not None
        group = self.setup.groups[self.group]
        extra = deflagrate_gun(group.gun) if self.spawned else None
        return replace(group, gun=extra) if extra is not None else group

    @property
    def defence(self) -> Defence:
        return defence(self.setup, self.reaction)

    @property
    def batch(self) -> tuple[Wound, ...]:
        """The leading run of identical wounds: saved together with one roll."""
        if not self.queue:
            return ()
        head = self.queue[0]
        n = 0
        while n < len(self.queue) and self.queue[n] == head:
            n += 1
        return self.queue[:n]

    @property
    def alive(self) -> int:
        return sum(1 for w in self.models if w > 0)

    @property
    def casualties(self) -> int:
        return self.setup.target.models - self.alive

    def count(self, **delta: int) -> HHState:
        k = self.known
        return replace(self, known=Known(
            shots=k.shots + delta.get("shots", 0), hits=k.hits + delta.get("hits", 0),
            wounds=k.wounds + delta.get("wounds", 0), unsaved=k.unsaved + delta.get("unsaved", 0),
            glancing=k.glancing + delta.get("glancing", 0)))


def start_state(setup: Setup, step: StepId) -> HHState:
    t = setup.target
    models = [t.wounds] * t.models
    if t.wounds_lost and models:
        models[0] -= t.wounds_lost
    return HHState(step=step, setup=setup, reaction=setup.reaction,
                   pending=tuple(range(len(setup.groups))), models=tuple(models),
                   took=(False,) * t.models)


def front_model(models: tuple[int, ...], wounds: int) -> int | None:
    """The model that takes the next wound: an already wounded one first [S:004, P1]."""
    alive = [i for i, w in enumerate(models) if w > 0]
    if not alive:
        return None
    wounded = [i for i in alive if models[i] < wounds]
    return wounded[0] if wounded else alive[0]


def apply_damage(state: HHState, damages: list[int]) -> tuple[HHState, int]:
    """Unsaved wounds one at a time on the front model; surplus Damage is lost, and so are
    the wounds left once no model is (returns how many wounds found a model)."""
    models, took = list(state.models), list(state.took)
    applied = 0
    for damage in damages:
        i = front_model(tuple(models), state.setup.target.wounds)
        if i is None:
            break
        models[i] -= damage
        took[i] = True
        applied += 1
    return replace(state, models=tuple(models), took=tuple(took)), applied


def _pending_wounds(records: tuple[Wound, ...], gun_state: HHState, d: Defence,
                    tags: frozenset[Rule], spawn: Spawn) -> tuple[Batch, ...]:
    gun = gun_state.fire_group.gun
    out: dict[Wound, int] = {}
    for record in records:
        out[record] = out.get(record, 0) + 1
    batches = []
    for record, n in out.items():
        u = unsaved_chance(record, d)
        batches.append(Batch(Dist.point(n), unsaved=0.0 if record.glancing else u,
                             glance=u if record.glancing else 0.0,
                             events=((event_for(record, gun, d), u),), tags=tags,
                             spawn=spawn))
    return tuple(batches)


def _spawned(count: int, spawn: Spawn) -> Batch:
    """Deflagrate hits already given, to be resolved after the group's own wounds."""
    return Batch(Dist.point(count), spawn=spawn, spawned=True,
                 events=tuple((e, q) for e, _, q in spawn if e is not None))


def _current(state: HHState, d: Defence) -> tuple[Batch, ...]:
    """What is left of the Fire Group being resolved."""
    if state.group is None:
        return ()
    group = state.fire_group
    gun, tags = group.gun, group.tags
    # the Deflagrate hits of the group's own wounds (none once they are being resolved)
    spawn = () if state.spawned else spawn_of(gun, d)
    later = (_spawned(state.deflagrate, spawn),) if spawn and state.deflagrate else ()
    if state.step is StepId.SHOTS:
        return (fresh_batch(group, d),)
    if state.step is StepId.HIT:  # the shots are known (and counted) already
        return (replace(fresh_batch(group, d, Dist.point(state.shots or 0)), fresh=False),)
    if state.step in (StepId.WOUND, StepId.ARMOUR_PENETRATION):
        counts: dict[HitKind, int] = {}
        for kind in state.hits:
            counts[kind] = counts.get(kind, 0) + 1
        return tuple(hit_batch(k, n, gun, d, tags, spawn) for k, n in counts.items()) + later
    batches: list[Batch] = []
    record = state.current
    if record is not None and state.step is StepId.MITIGATION:
        u = 1.0 - p_success(mitigation_for(record, d))
        batches.append(Batch(Dist.point(state.failed), unsaved=0.0 if record.glancing else u,
                             glance=u if record.glancing else 0.0,
                             events=((event_for(record, gun, d), u),), tags=tags,
                             spawn=spawn))
    elif record is not None and state.step is StepId.DAMAGE:
        batches.append(Batch(Dist.point(state.unsaved_now), unsaved=1.0,
                             events=((event_for(record, gun, d), 1.0),), tags=tags,
                             spawn=spawn))
    rest = state.queue
    return tuple(batches) + _pending_wounds(rest, state, d, tags, spawn) + later


def plan_from(state: HHState) -> Plan:
    """The exact-odds plan of everything not rolled yet in ``state``."""
    setup, reaction = state.setup, state.reaction
    d = defence(setup, reaction)
    sp = space(setup, reaction)
    target = setup.target
    t = sum(w for w in state.models if w > 0)
    if target.vehicle:
        aux = min(state.known.glancing, sp.aux)
    elif sp.medic:
        aux = sum(1 for w, hit in zip(state.models, state.took, strict=True) if hit and w == 0)
    else:
        aux = 0
    groups = [_current(state, d)]
    groups.extend((fresh_batch(setup.groups[i], d),) for i in state.pending)
    return Plan(space=sp, start=(t, aux), models_at_start=target.models,
                groups=tuple(g for g in groups if g), known=state.known,
                morale=morale_spec(setup, state.fired), final=final_spec(setup, reaction))
