"""Turn a finished attack's :class:`AttackResult` into the updated target :class:`Unit`.

Why a module of its own: the engine describes what happened (models removed per target
group, wounds carried over, flesh wounds, statuses) while the roster stores counts per model
group; the bookkeeping between the two is the same for the wizard, the self-test and any
future bulk tool, and it must never live in the Qt layer.

How results are matched to the unit's model groups:

- ``classic`` and ``second`` report one :class:`GroupResult` per model group still standing,
  in roster order and by name: each is applied to its own group.
- ``kill-team-2018`` resolves the attack against the first standing model group only (the
  roster adapter's target profile): the single group result goes there.
- ``horus-heresy`` (and any result that does not match the groups one to one) reports the
  unit as a whole: the controlling player picks the casualties among the standing groups.
  The default puts a model that already lost wounds first (the wounded model must be picked
  first, editions.md 5.6) and then takes models from the back of the unit (last group first,
  so leaders listed first stay longest); the wizard lets the owner change it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from desktop.domain.document import ReplaceUnit
from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Unit
from desktop.domain.text import QT_TRANSLATE_NOOP, Message, error
from desktop.rules.sequence import AttackResult

CTX = "ApplyResult"
MAX_STATUSES = 20
# Statuses the engines report that do not belong on the target unit: a jammed weapon is the
# firer's (2nd edition sustained fire), a Broken test due concerns the whole kill team at the
# next Morale phase (the wizard shows it instead).
NOT_TARGET_STATUSES = frozenset({"jammed", "broken-test-due"})


@dataclass(frozen=True)
class Outcome:
    """What applying a result does to each model group (index = position in ``unit.models``).

    ``free_choice`` is True when the owner may move casualties between the groups listed in
    ``eligible`` (a unit-level result over several standing groups).
    """

    removed: tuple[int, ...]
    wounds_lost: tuple[int, ...]
    flesh_wounds: tuple[int, ...]
    statuses: tuple[str, ...]
    eligible: tuple[int, ...]
    free_choice: bool

    @property
    def total_removed(self) -> int:
        return sum(self.removed)


def _standing(unit: Unit) -> list[int]:
    return [i for i, g in enumerate(unit.models) if g.count > 0]


def _per_model_wounds(group: ModelGroup) -> int:
    for key in ("w", "hp"):
        value = group.value(key)
        if value is not None and value > 0:
            return value
    return 1


def _matches_groups(unit: Unit, result: AttackResult) -> bool:
    standing = _standing(unit)
    return (len(result.groups) == len(standing) > 0
            and all(r.group == unit.models[i].name
                    for r, i in zip(result.groups, standing, strict=True)))


def _statuses(unit: Unit, result: AttackResult) -> tuple[str, ...]:
    out = list(unit.statuses)
    gained = list(result.statuses) + [s for g in result.groups for s in g.statuses]
    for status in gained:
        if status not in NOT_TARGET_STATUSES and status not in out:
            out.append(status)
    return tuple(out[:MAX_STATUSES])


def default_order(unit: Unit) -> tuple[int, ...]:
    """The standing groups in the order casualties are taken by default: a group whose front
    model already lost wounds first, then from the last group to the first."""
    standing = _standing(unit)
    wounded = [i for i in standing if unit.models[i].wounds_lost > 0]
    rest = [i for i in reversed(standing) if i not in wounded]
    return tuple(wounded + rest)


def default_removals(unit: Unit, total: int) -> tuple[int, ...]:
    """Per-group removals of ``total`` models following :func:`default_order`."""
    removed = [0] * len(unit.models)
    left = total
    for i in default_order(unit):
        take = min(left, unit.models[i].count)
        removed[i] = take
        left -= take
    return tuple(removed)


def plan(unit: Unit, result: AttackResult, edition: Edition,
         removals: Sequence[int] | None = None) -> Outcome:
    """What :func:`apply_result` would do; ``removals`` (one count per model group) is the
    owner's pick where the result leaves one (refused with DomainError when impossible)."""
    statuses = _statuses(unit, result)
    counts = [g.count for g in unit.models]
    lost = [g.wounds_lost for g in unit.models]
    flesh = [g.flesh_wounds for g in unit.models]
    standing = _standing(unit)
    if _matches_groups(unit, result):
        removed = [0] * len(counts)
        for r, i in zip(result.groups, standing, strict=True):
            removed[i] = min(r.models_removed, counts[i])
            lost[i] = r.wounds_carried
            flesh[i] = r.flesh_wounds if edition is Edition.KILL_TEAM_2018 else flesh[i]
        if removals is not None and tuple(removals) != tuple(removed):
            raise error(CTX, QT_TRANSLATE_NOOP(
                "ApplyResult", "The rules already say which models are removed"))
        return _finish(unit, removed, lost, flesh, statuses, tuple(standing), False)
    total = result.casualties if not result.groups else max(
        result.casualties, sum(g.models_removed for g in result.groups))
    if edition is Edition.KILL_TEAM_2018 and standing:
        eligible: tuple[int, ...] = (standing[0],)
    else:
        eligible = tuple(standing)
    total = min(total, sum(counts[i] for i in eligible))
    if removals is None:
        if len(eligible) == 1:
            chosen = [0] * len(counts)
            chosen[eligible[0]] = total
        else:
            chosen = list(default_removals(unit, total))
    else:
        chosen = _checked(unit, removals, eligible, total)
    first = result.groups[0] if result.groups else None
    carried = first.wounds_carried if first else 0
    order = [i for i in default_order(unit) if i in eligible]
    survivor = next((i for i in order if counts[i] - chosen[i] > 0), None)
    for i in eligible:
        lost[i] = 0
        if edition is Edition.KILL_TEAM_2018:
            flesh[i] = 0
    if survivor is not None:
        lost[survivor] = carried
        if edition is Edition.KILL_TEAM_2018 and first is not None:
            flesh[survivor] = first.flesh_wounds
    return _finish(unit, chosen, lost, flesh, statuses, eligible, len(eligible) > 1)


def _checked(unit: Unit, removals: Sequence[int], eligible: tuple[int, ...],
             total: int) -> list[int]:
    picked = list(removals)
    if len(picked) != len(unit.models):
        raise error(CTX, QT_TRANSLATE_NOOP("ApplyResult", "Give one number per model group"))
    for i, n in enumerate(picked):
        group = unit.models[i]
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise error(CTX, QT_TRANSLATE_NOOP("ApplyResult", "%1: not a number of models"),
                        group.name)
        if n > group.count:
            raise error(CTX, QT_TRANSLATE_NOOP("ApplyResult", "%1: models left: %2"),
                        group.name, group.count)
        if n and i not in eligible:
            raise error(CTX, QT_TRANSLATE_NOOP(
                "ApplyResult", "%1 was not the target of this attack"), group.name)
    if sum(picked) != total:
        raise error(CTX, QT_TRANSLATE_NOOP("ApplyResult", "Models to remove: %1, not %2"),
                    total, sum(picked))
    return picked


def _finish(unit: Unit, removed: list[int], lost: list[int], flesh: list[int],
            statuses: tuple[str, ...], eligible: tuple[int, ...], free: bool) -> Outcome:
    for i, group in enumerate(unit.models):
        left = group.count - removed[i]
        if left <= 0:
            lost[i], flesh[i] = 0, 0
        else:
            lost[i] = max(0, min(lost[i], _per_model_wounds(group) - 1, 99))
            flesh[i] = max(0, min(flesh[i], 3))
    return Outcome(tuple(removed), tuple(lost), tuple(flesh), statuses, eligible, free)


def apply_result(unit: Unit, result: AttackResult, edition: Edition,
                 removals: Sequence[int] | None = None) -> Unit:
    """A copy of ``unit`` after the attack (the unit keeps its id; groups wiped out stay with
    0 models so the roster still shows what the unit was)."""
    outcome = plan(unit, result, edition, removals)
    groups = [group.model_copy(update={
        "count": group.count - outcome.removed[i],
        "wounds_lost": outcome.wounds_lost[i],
        "flesh_wounds": outcome.flesh_wounds[i],
    }) for i, group in enumerate(unit.models)]
    return unit.model_copy(update={"models": groups, "statuses": list(outcome.statuses)})


def shooting_edit(before: Unit, after: Unit) -> ReplaceUnit:
    """The undoable roster edit that records the shooting result on the target unit."""
    label = Message(CTX, QT_TRANSLATE_NOOP("ApplyResult", "Shooting result on %1"),
                    (before.name,))
    return ReplaceUnit(before.id, after, label)


__all__ = ["NOT_TARGET_STATUSES", "Outcome", "apply_result", "default_order",
           "default_removals", "plan", "shooting_edit"]
