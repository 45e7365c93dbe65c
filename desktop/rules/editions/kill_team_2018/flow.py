"""Kill Team (2018): moving from one step of the attack to the next (shared by the steps).

After a target model is resolved the next portion of a split follows, then the next firing
model, then the morale step; a firing model finding no target model left ends the shooting.
"""

from __future__ import annotations

from dataclasses import replace

from desktop.domain.text import Message
from desktop.rules.editions.kill_team_2018.model import KTState, default_target
from desktop.rules.sequence import Transition
from desktop.rules.steps import StepId

Out = Transition[KTState]


def step_to(state: KTState, step: StepId | None, *messages: Message, **changes: object) -> Out:
    return Transition(replace(state, step=step, **changes), messages)  # type: ignore[arg-type]


def add_total(state: KTState, index: int, value: int) -> tuple[int, int, int, int]:
    totals = list(state.totals)
    totals[index] += value
    return (totals[0], totals[1], totals[2], totals[3])


# -- moving on ------------------------------------------------------------------------------
def next_firer(state: KTState, *messages: Message) -> Out:
    """The next firing model, aiming where the last one did (the most hurt model in action
    of that profile, else of the next), or the morale step when none is left to shoot."""
    firer = state.firer + 1
    fresh: dict[str, object] = {"firer": firer, "shots": None, "portions": (), "portion": 0,
                                "hits": None, "wounds": None, "unsaved": None,
                                "injury_dice": None, "saves": (), "failed": 0}
    profile = state.profile
    target = default_target(profile, state.models, profile.group_of(state.target))
    if firer >= profile.firers or target is None:
        return step_to(state, StepId.MORALE, *messages, **fresh)
    return step_to(state, StepId.TARGET, *messages, **fresh, target=target,
                   situation=replace(state.situation, split=False))


def next_portion(state: KTState, *messages: Message) -> Out:
    if state.portion + 1 < len(state.portions):
        return step_to(
            state,
            StepId.HIT,
            *messages,
            portion=state.portion + 1,
            hits=None,
            wounds=None,
            unsaved=None,
            injury_dice=None,
            saves=(),
            failed=0,
        )
    return next_firer(state, *messages)
