"""One shooting attack as the wizard plays it: the engine's attack plus what the player
entered at each step (no Qt here, so the flow is testable on its own).

The engine keeps the state and the log; the session adds the dice faces and choices of every
submitted step (the log of the engine says "6 hits", the table also wants to see "2 5 1 3...")
and keeps them in step with ``back()`` / ``restart()``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from desktop.domain.editions import Edition
from desktop.domain.roster import Unit, Weapon
from desktop.domain.text import DomainError, Message
from desktop.rules.dice import Roller
from desktop.rules.registry import Ruleset, get_ruleset
from desktop.rules.sequence import Attack, AttackResult, ChoiceRequest, DiceRequest
from desktop.rules.steps import StepId

Render = Callable[[Message], str]


@dataclass(frozen=True)
class Record:
    """One submitted step: what was asked, what the player gave, what the engine said."""

    step: StepId
    request: DiceRequest | ChoiceRequest | None
    dice: tuple[int, ...] = ()
    picks: tuple[str, ...] = ()
    messages: tuple[Message, ...] = ()
    virtual: bool = False


class AttackSession:
    """``attacker`` fires ``weapon`` at ``target`` under ``situation`` (the adapter's keys).

    Raises DomainError / pydantic ValidationError when the rules or the scenario refuse it.
    """

    def __init__(self, edition: Edition, attacker: Unit, weapon: Weapon, target: Unit,
                 situation: Mapping[str, Any], seed: int | None = None) -> None:
        self.edition = edition
        self.attacker = attacker
        self.weapon = weapon
        self.target = target
        self.situation = dict(situation)
        self.seed = seed
        self.ruleset: Ruleset = get_ruleset(edition)
        # The units the attack may reach: the target, then (where every model of the target
        # roster may be shot, situation "kill_team") the rest with models left, in roster
        # order (the order the edition numbers its target profiles in).
        team = self.situation.get("kill_team")
        self.targets: list[Unit] = [target]
        if team:
            from desktop.rules.editions.kill_team_2018.adapter import kill_team_units

            self.targets = kill_team_units(target, list(team))
        scenario = self.ruleset.scenario_from_units(attacker, weapon, target, self.situation)
        self.attack: Attack[Any] = self.ruleset.start(scenario)
        self.roller = Roller(seed)
        self.records: list[Record] = []

    # -- reading ------------------------------------------------------------------------------
    @property
    def step(self) -> StepId | None:
        return self.attack.step

    @property
    def finished(self) -> bool:
        return self.attack.finished

    @property
    def last(self) -> Record | None:
        return self.records[-1] if self.records else None

    def unit_results(self) -> list[tuple[Unit, AttackResult]]:
        """The finished attack's result for each target unit: one unit, the whole result;
        several, each gets the group results of its standing model groups, in order."""
        result = self.attack.result()
        if len(self.targets) == 1:
            return [(self.target, result)]
        groups = list(result.groups)
        out = []
        for unit in self.targets:
            count = sum(1 for g in unit.models if g.count > 0)
            mine, groups = tuple(groups[:count]), groups[count:]
            out.append((unit, replace(result, groups=mine,
                                      casualties=sum(g.models_removed for g in mine))))
        return out

    def visited(self) -> set[StepId]:
        return {r.step for r in self.records}

    # -- driving (each refusal raises DomainError and changes nothing) --------------------------
    def submit(self, dice: Sequence[int], virtual: bool = False) -> None:
        step, request, before = self.attack.step, self.attack.request(), len(self.attack.log)
        self.attack.submit(list(dice))
        self._record(step, request, before, dice=tuple(dice), virtual=virtual)

    def roll(self) -> list[int]:
        """Roll what the step asks with the session's seeded virtual dice and submit it."""
        request = self.attack.request()
        count = request.count if isinstance(request, DiceRequest) else 0
        sides = request.sides if isinstance(request, DiceRequest) else 6
        dice = self.roller.roll(count, sides) if count else []
        self.submit(dice, virtual=True)
        return dice

    def choose(self, keys: Sequence[str]) -> None:
        step, request, before = self.attack.step, self.attack.request(), len(self.attack.log)
        self.attack.choose(list(keys))
        self._record(step, request, before, picks=tuple(keys))

    def preview(self) -> tuple[Message, ...]:
        """What continuing a step that asks no dice would say: played, read, taken back
        (the engine's ``back`` restores its state and log exactly)."""
        if self.finished or self.attack.request() is not None:
            return ()
        before = len(self.attack.log)
        try:
            self.attack.submit([])
        except DomainError:
            return ()
        said = tuple(entry.message for entry in self.attack.log[before:])
        self.attack.back()
        return said

    def declare(self, key: str, value: object) -> None:
        self.attack.declare(key, value)

    def back(self) -> None:
        self.attack.back()
        if self.records:
            self.records.pop()

    def restart(self) -> None:
        self.attack.restart()
        self.records.clear()
        self.roller = Roller(self.seed)

    def _record(self, step: StepId | None, request: DiceRequest | ChoiceRequest | None,
                before: int, dice: tuple[int, ...] = (), picks: tuple[str, ...] = (),
                virtual: bool = False) -> None:
        assert step is not None
        messages = tuple(entry.message for entry in self.attack.log[before:])
        self.records.append(Record(step, request, dice, picks, messages, virtual))

    # -- the log as text ----------------------------------------------------------------------
    def log_lines(self, render: Render, step_name: Callable[[StepId], str],
                  dice_word: str) -> list[str]:
        """Every submitted step: its name, the dice entered, then the engine's words."""
        lines: list[str] = []
        for record in self.records:
            if not record.dice and not record.picks and not record.messages:
                continue  # a confirmed step that said nothing
            head = step_name(record.step)
            if record.dice:
                head += f" — {dice_word}: " + " ".join(str(d) for d in record.dice)
            lines.append(head)
            lines.extend("    " + render(m) for m in record.messages)
        return lines


__all__ = ["AttackSession", "Record"]
