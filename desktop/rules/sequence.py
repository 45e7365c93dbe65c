"""The shooting sequence as a state machine, shared by every edition.

Why one engine: the guided wizard and the odds must never disagree, so an edition writes its
step rules once (a table of :class:`Step` handlers over an immutable state) and the same
handlers drive play, the exact odds from the current point and the result.

An edition provides
- a frozen dataclass state whose field ``step`` names the current step (``None`` = finished),
- a ``Step`` per step id: what it asks (dice, a choice, or nothing but a confirmation),
  how dice / choices change the state, which modifiers the player may declare there,
- ``odds_from(state)`` and ``result_of(state)``.

:class:`Attack` keeps one snapshot per submitted step, so ``back()`` and ``restart()`` restore
the state exactly, and refuses wrong input with a :class:`DomainError` without touching it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, Protocol, TypeVar

from desktop.domain.text import QT_TRANSLATE_NOOP, Message, error
from desktop.rules.dice import Dist, Roller
from desktop.rules.steps import StepId

CTX = "Engine"


@dataclass(frozen=True)
class DicePart:
    """Which of a request's dice are which: ``count`` dice (in order) for ``label`` (a weapon,
    a model group...), each succeeding on ``>= target`` (None: no single score, e.g. the
    number of shots).  Seed 000 rolls the dice of different weapons together in different
    colours; the parts say which colour is which."""

    label: Message
    count: int
    target: int | None = None


@dataclass(frozen=True)
class DiceRequest:
    """Roll ``count`` dice with ``sides`` faces; a die succeeds on ``>= target`` (if given).

    ``total``: whether the sum of the faces means something (random shots or Damage, a 2D6
    check) and is worth showing; None leaves it to the wizard (summed when there is no
    ``target`` and no ``parts``).

    ``parts`` (optional) splits the dice, in the order they are entered, between groups with
    their own target numbers; ``count`` is then the sum of the parts and ``target`` the score
    they share (None when it differs).
    """

    count: int
    purpose: Message
    explanation: Message
    sides: int = 6
    target: int | None = None
    note: Message | None = None
    total: bool | None = None
    parts: tuple[DicePart, ...] = ()

    @property
    def sums(self) -> bool:
        """Show the total of the faces (see ``total``)."""
        if self.total is not None:
            return self.total
        return self.target is None and not self.parts

    def __post_init__(self) -> None:
        if self.parts and sum(p.count for p in self.parts) != self.count:
            raise ValueError("the parts of a dice request must add up to its count")

    def split(self, dice: Sequence[int]) -> list[tuple[int, ...]]:
        """The entered dice cut into the parts, in order (one slice when there are none)."""
        if not self.parts:
            return [tuple(dice)]
        out, at = [], 0
        for part in self.parts:
            out.append(tuple(dice[at:at + part.count]))
            at += part.count
        return out


@dataclass(frozen=True)
class ChoiceOption:
    key: str
    label: Message


@dataclass(frozen=True)
class ChoiceRequest:
    """Pick between ``min_picks`` and ``max_picks`` of ``options`` (keys may repeat if
    ``repeat`` is set, e.g. "which model takes each wound")."""

    prompt: Message
    options: tuple[ChoiceOption, ...]
    min_picks: int = 1
    max_picks: int = 1
    repeat: bool = False


Request = DiceRequest | ChoiceRequest


@dataclass(frozen=True)
class ModifierSpec:
    """A declaration the player may make at a step (cover, moved, short range...).

    ``value`` is what is declared now where the state keeps it in another shape (a bool, an
    int or a choice key); None: the state holds it under ``key`` (see the wizard's values).
    """

    key: str
    label: Message
    kind: Literal["bool", "int", "choice"] = "bool"
    choices: tuple[ChoiceOption, ...] = ()
    minimum: int = 0
    maximum: int = 0
    help: Message | None = None
    value: bool | int | str | None = None


@dataclass(frozen=True)
class LogEntry:
    step: StepId
    message: Message


@dataclass(frozen=True)
class OddsReport:
    """Exact odds from some point of the sequence (conditioned on the dice already rolled)."""

    shots: Dist
    hits: Dist
    wounds: Dist
    unsaved: Dist
    casualties: Dist
    morale_test: float
    morale_fail: float | None
    extras: Mapping[str, Dist] = field(default_factory=dict)
    notes: tuple[Message, ...] = ()
    # True when the test odds are known but not the failure (e.g. no Leadership given):
    # the JSON then keeps the morale block with "fail_probability": null.
    morale_fail_unknown: bool = False

    def to_json(self, edition: str) -> dict[str, Any]:
        """The ``--json`` shape of design.md section 4."""
        def block(dist: Dist) -> dict[str, Any]:
            return {"mean": dist.mean, "distribution": dist.as_list()}

        out: dict[str, Any] = {"edition": edition}
        for name in ("shots", "hits", "wounds", "unsaved", "casualties"):
            out[name] = block(getattr(self, name))
        if self.morale_fail is not None or self.morale_fail_unknown:
            out["morale"] = {"test_probability": self.morale_test,
                             "fail_probability": self.morale_fail}
        for name, dist in self.extras.items():
            out[name] = block(dist)
        return out


@dataclass(frozen=True)
class GroupResult:
    """What happened to one model group of the target unit."""

    group: str
    models_removed: int = 0
    wounds_carried: int = 0
    flesh_wounds: int = 0
    statuses: tuple[str, ...] = ()


@dataclass(frozen=True)
class AttackResult:
    """The outcome of a finished attack, to be applied to the target roster unit."""

    shots: int
    hits: int
    wounds: int
    unsaved: int
    casualties: int
    groups: tuple[GroupResult, ...]
    morale_tested: bool = False
    morale_passed: bool | None = None
    statuses: tuple[str, ...] = ()
    log: tuple[LogEntry, ...] = ()


class HasStep(Protocol):
    @property
    def step(self) -> StepId | None: ...


S = TypeVar("S", bound=HasStep)


@dataclass(frozen=True)
class Transition(Generic[S]):
    """The next state and the log lines a step produced."""

    state: S
    messages: tuple[Message, ...] = ()


@dataclass(frozen=True)
class Step(Generic[S]):
    """The rules of one step.

    ``request`` says what the step needs now (``None``: nothing to roll, the player only
    confirms with ``submit([])``).  ``submit`` / ``choose`` get validated input (count and
    faces already checked against the request) and return the next state.  ``declare``
    applies a modifier (raise DomainError to refuse it).
    """

    id: StepId
    request: Callable[[S], Request | None]
    submit: Callable[[S, tuple[int, ...]], Transition[S]] | None = None
    choose: Callable[[S, tuple[str, ...]], Transition[S]] | None = None
    modifiers: Callable[[S], tuple[ModifierSpec, ...]] | None = None
    declare: Callable[[S, str, object], S] | None = None


class Attack(Generic[S]):
    """One shooting attack driven step by step; an edition subclasses it.

    Subclasses set ``steps`` (the table of handlers, in sequence order) and implement
    ``odds_from`` and ``result_of``.
    """

    context: str = CTX
    step_table: tuple[Step[S], ...] = ()
    # What every step shows beside its own text, e.g. "Not applied: Supercharge" for the
    # special rules the roster carries that the engine does not apply (set by ``start``).
    notes: tuple[Message, ...] = ()

    def __init__(self, state: S) -> None:
        self._handlers: dict[StepId, Step[S]] = {s.id: s for s in self.step_table}
        self._state: S = state
        self._history: list[tuple[S, int]] = []
        self._log: list[LogEntry] = []
        self._start: S = state

    # -- reading --------------------------------------------------------------------------
    @property
    def state(self) -> S:
        return self._state

    @property
    def step(self) -> StepId | None:
        return self._state.step

    @property
    def steps(self) -> tuple[StepId, ...]:
        return tuple(s.id for s in self.step_table)

    @property
    def finished(self) -> bool:
        return self._state.step is None

    @property
    def log(self) -> list[LogEntry]:
        return list(self._log)

    @property
    def can_go_back(self) -> bool:
        return bool(self._history)

    def request(self) -> Request | None:
        if self.finished:
            return None
        return self._handler().request(self._state)

    def modifiers(self) -> tuple[ModifierSpec, ...]:
        if self.finished:
            return ()
        handler = self._handler()
        return handler.modifiers(self._state) if handler.modifiers else ()

    def notices(self) -> tuple[Message, ...]:
        """What the wizard shows on every step besides the request: e.g. the special rules of
        the units that this edition's engine does not apply ("Not applied: NAME"), so no rule
        is dropped without a word.  By default the ``notes`` set at the start."""
        return self.notes

    # -- driving --------------------------------------------------------------------------
    def submit(self, dice: Sequence[int]) -> None:
        """Enter the dice the current step asked for (or ``[]`` to confirm a step)."""
        rolled = tuple(dice)
        handler = self._handler()
        request = handler.request(self._state)
        if isinstance(request, ChoiceRequest):
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "This step needs a choice, not dice"))
        if request is None:
            if rolled:
                raise error(CTX, QT_TRANSLATE_NOOP("Engine", "No dice are rolled at this step"))
        else:
            _check_dice(request, rolled)
        if handler.submit is None:
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "This step takes no dice"))
        self._advance(handler.id, handler.submit(self._state, rolled))

    def proceed(self) -> None:
        """Confirm a step that asks for nothing (same as ``submit([])``)."""
        self.submit(())

    def roll(self, roller: Roller) -> list[int]:
        """Roll exactly what the step asks with virtual dice and submit them."""
        request = self.request()
        if isinstance(request, ChoiceRequest):
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "This step needs a choice, not dice"))
        dice = roller.roll(request.count, request.sides) if request is not None else []
        self.submit(dice)
        return dice

    def choose(self, keys: Sequence[str]) -> None:
        handler = self._handler()
        request = handler.request(self._state)
        if not isinstance(request, ChoiceRequest) or handler.choose is None:
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "There is nothing to choose here"))
        picked = tuple(keys)
        _check_choice(request, picked)
        self._advance(handler.id, handler.choose(self._state, picked))

    def declare(self, key: str, value: object) -> None:
        """Set one of the current step's modifiers (refused with DomainError if illegal)."""
        handler = self._handler()
        known = {m.key for m in (handler.modifiers(self._state) if handler.modifiers else ())}
        if key not in known or handler.declare is None:
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "'%1' cannot be declared at this step"),
                        key)
        self._state = handler.declare(self._state, key, value)

    def back(self) -> None:
        """Return to the state before the last submitted step (declarations included)."""
        if not self._history:
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "This is already the first step"))
        self._state, log_length = self._history.pop()
        del self._log[log_length:]

    def restart(self) -> None:
        self._state = self._start
        self._history.clear()
        self._log.clear()

    def run(self, roller: Roller, choose: Callable[[ChoiceRequest], Sequence[str]] | None = None,
            ) -> AttackResult:
        """Play to the end with virtual dice (choices: the first legal options by default)."""
        while not self.finished:
            request = self.request()
            if isinstance(request, ChoiceRequest):
                if choose is not None:
                    self.choose(choose(request))
                else:
                    self.choose(default_choice(request))
            else:
                self.roll(roller)
        return self.result()

    # -- odds and result -----------------------------------------------------------------
    def odds(self) -> OddsReport:
        """Exact odds from the current state, conditioned on every die already entered."""
        return self.odds_from(self._state)

    def result(self) -> AttackResult:
        if not self.finished:
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "The attack is not finished yet"))
        return self.result_of(self._state)

    def odds_from(self, state: S) -> OddsReport:  # pragma: no cover - abstract
        raise NotImplementedError

    def result_of(self, state: S) -> AttackResult:  # pragma: no cover - abstract
        raise NotImplementedError

    # -- internals ------------------------------------------------------------------------
    def _handler(self) -> Step[S]:
        step = self._state.step
        if step is None:
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "The attack is already finished"))
        return self._handlers[step]

    def _advance(self, step: StepId, transition: Transition[S]) -> None:
        self._history.append((self._state, len(self._log)))
        self._state = transition.state
        self._log.extend(LogEntry(step, m) for m in transition.messages)


def not_applied(names: Sequence[str]) -> tuple[Message, ...]:
    """The note saying which special rules the engine leaves out (none: no note)."""
    if not names:
        return ()
    return (Message(CTX, QT_TRANSLATE_NOOP("Engine", "Not applied: %1"), (", ".join(names),)),)


def confirm_only(state: object) -> None:
    """The ``request`` of a step that asks for nothing: the player only confirms it."""
    return None


def default_choice(request: ChoiceRequest) -> tuple[str, ...]:
    """The first ``min_picks`` options (repeating the first one where repeats are allowed)."""
    if request.repeat:
        return (request.options[0].key,) * request.min_picks
    return tuple(o.key for o in request.options[: max(request.min_picks, 1)])


def _check_dice(request: DiceRequest, dice: tuple[int, ...]) -> None:
    if len(dice) != request.count:
        raise error(CTX, QT_TRANSLATE_NOOP("Engine", "Dice needed: %1, entered: %2"), request.count,
                    len(dice))
    for face in dice:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= request.sides:
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "%1 is not a face of a D%2"), face,
                        request.sides)


def _check_choice(request: ChoiceRequest, keys: tuple[str, ...]) -> None:
    if not request.min_picks <= len(keys) <= request.max_picks:
        raise error(CTX, QT_TRANSLATE_NOOP("Engine", "Pick between %1 and %2 options"),
                    request.min_picks, request.max_picks)
    known = {o.key for o in request.options}
    for key in keys:
        if key not in known:
            raise error(CTX, QT_TRANSLATE_NOOP("Engine", "'%1' is not one of the options"), key)
    if not request.repeat and len(set(keys)) != len(keys):
        raise error(CTX, QT_TRANSLATE_NOOP("Engine", "Each option can be picked only once"))

