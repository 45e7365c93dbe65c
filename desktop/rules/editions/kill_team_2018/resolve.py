"""Kill Team (2018): the dice steps against one target model — hit, wound, save, damage,
injury — and the closing morale step.

Dice are rolled together per target model (fast dice rolling, seed 002); unsaved wounds are
applied in the order entered, and the ones after the model dropped to 0 wounds are discarded
[P22].  The injury roll has one die per point of Damage of the attack that dropped it.
"""

from __future__ import annotations

from dataclasses import replace

from desktop.domain.text import QT_TRANSLATE_NOOP, Message
from desktop.rules.editions.kill_team_2018 import tables as kt
from desktop.rules.editions.kill_team_2018.flow import Out, add_total, next_portion, step_to
from desktop.rules.editions.kill_team_2018.model import (
    KTState,
    hit_modifier,
    hit_needed,
    msg,
    save_needed,
    wound_batches,
    wound_needed,
)
from desktop.rules.sequence import DiceRequest, Request
from desktop.rules.steps import StepId


# -- hit, wound, save -----------------------------------------------------------------------
def _group(state: KTState) -> int:
    """The profile of the model the current portion of shots is aimed at."""
    return state.profile.group_of(state.current[0])


def hit_request(state: KTState) -> Request:
    p, s = state.profile, state.situation
    model, shots = state.current
    return DiceRequest(
        shots,
        msg(QT_TRANSLATE_NOOP("KillTeam", "Hit rolls at %1"), p.model_name(model)),
        msg(
            QT_TRANSLATE_NOOP("KillTeam", "BS %1+, modifier %2: hits on %3+"),
            p.bs,
            hit_modifier(p, s),
            hit_needed(p, s),
        ),
        target=hit_needed(p, s),
        note=msg(QT_TRANSLATE_NOOP("KillTeam", "A 1 always misses, a 6 always hits")),
    )


def hit_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    hits = sum(1 for d in dice if d >= hit_needed(state.profile, state.situation))
    state = replace(state, hits=hits, totals=add_total(state, 1, hits))
    said = msg(QT_TRANSLATE_NOOP("KillTeam", "Hits: %1"), hits)
    if hits == 0:
        return next_portion(state, said)
    return step_to(state, StepId.WOUND, said)


def wound_request(state: KTState) -> Request:
    p = state.profile
    group = _group(state)
    assert state.hits is not None
    return DiceRequest(
        state.hits,
        msg(QT_TRANSLATE_NOOP("KillTeam", "Wound rolls")),
        msg(
            QT_TRANSLATE_NOOP("KillTeam", "S %1 against T %2: wounds on %3+"),
            p.strength,
            p.groups[group].toughness,
            wound_needed(p, group),
        ),
        target=wound_needed(p, group),
    )


def wound_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    batches = wound_batches(state.profile, dice, _group(state))
    wounds = sum(n for _, n in batches)
    state = replace(state, wounds=wounds, totals=add_total(state, 2, wounds), saves=batches,
                    failed=0)
    said = [msg(QT_TRANSLATE_NOOP("KillTeam", "Wounds: %1"), wounds)]
    if len(batches) > 1 or (batches and batches[0][0] != state.profile.ap):
        said.append(msg(QT_TRANSLATE_NOOP("KillTeam", "Bladestorm: %1 of them at AP %2"),
                        batches[-1][1], batches[-1][0]))
    if wounds == 0:
        return next_portion(state, *said)
    return _next_save(state, *said)


def _next_save(state: KTState, *messages: Message) -> Out:
    """The next batch of saving throws, or the damage once every batch is rolled (a batch
    no save can stop fails at once)."""
    while state.saves:
        ap, count = state.saves[0]
        if save_needed(state.profile, _group(state), ap) is not None:
            return step_to(state, StepId.SAVE, *messages)
        state = replace(state, saves=state.saves[1:], failed=state.failed + count)
        messages = (*messages, msg(QT_TRANSLATE_NOOP("KillTeam", "No save is possible")))
    return after_saves(replace(state, saves=(), failed=0), state.failed, *messages)


def _save_explanation(save: int | None, ap: int, invulnerable: int | None,
                      needed: int) -> Message:
    """The save rolled, in words (no '-+' for a save the model does not have)."""
    if save and invulnerable:
        return msg(QT_TRANSLATE_NOOP("KillTeam", "Save %1+, AP %2, invulnerable %3+: saved "
                                                 "on %4+"), save, ap, invulnerable, needed)
    if invulnerable:
        return msg(QT_TRANSLATE_NOOP("KillTeam", "No armour save; invulnerable %1+: saved on "
                                                 "%2+"), invulnerable, needed)
    return msg(QT_TRANSLATE_NOOP("KillTeam", "Save %1+, AP %2: saved on %3+"), save, ap,
               needed)


def save_request(state: KTState) -> Request:
    p = state.profile
    group = _group(state)
    ap, count = state.saves[0]
    needed = save_needed(p, group, ap)
    assert needed is not None
    g = p.groups[group]
    return DiceRequest(
        count,
        msg(QT_TRANSLATE_NOOP("KillTeam", "Saving throws (the target's player)")),
        _save_explanation(g.save, ap, g.invulnerable, needed),
        target=needed,
        note=msg(QT_TRANSLATE_NOOP("KillTeam", "A 1 always fails")),
    )


def save_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    ap, _count = state.saves[0]
    needed = save_needed(state.profile, _group(state), ap)
    assert needed is not None
    unsaved = sum(1 for d in dice if d < needed)
    state = replace(state, saves=state.saves[1:], failed=state.failed + unsaved)
    if state.saves:
        return _next_save(state, msg(QT_TRANSLATE_NOOP("KillTeam", "Saves failed: %1"),
                                     unsaved))
    total = state.failed
    return after_saves(replace(state, failed=0), total,
                       msg(QT_TRANSLATE_NOOP("KillTeam", "Unsaved wounds: %1"), total))


def after_saves(state: KTState, unsaved: int, *messages: Message) -> Out:
    state = replace(state, unsaved=unsaved, totals=add_total(state, 3, unsaved))
    if unsaved == 0:
        return next_portion(state, *messages)
    damage = state.profile.damage
    if damage.is_constant:
        return _apply_damage(state, [damage.minimum] * unsaved, *messages)
    return step_to(state, StepId.DAMAGE, *messages)


# -- damage and injury ----------------------------------------------------------------------
def damage_request(state: KTState) -> Request:
    damage = state.profile.damage
    assert state.unsaved is not None
    return DiceRequest(
        state.unsaved * damage.count,
        msg(
            QT_TRANSLATE_NOOP("KillTeam", "Damage: %1 for each unsaved wound, in order"),
            str(damage),
        ),
        msg(QT_TRANSLATE_NOOP("KillTeam", "Damage %1"), str(damage)),
        sides=damage.sides,
        total=True,
    )


def damage_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    damage = state.profile.damage
    per = damage.count
    values = [max(0, sum(dice[i : i + per]) + damage.modifier) for i in range(0, len(dice), per)]
    return _apply_damage(state, values)


def _apply_damage(state: KTState, values: list[int], *messages: Message) -> Out:
    index, _ = state.current
    wounds, flesh = state.models[index]
    left = wounds
    for i, value in enumerate(values):
        if value >= left:
            lost = len(values) - i - 1
            said = [
                *messages,
                msg(QT_TRANSLATE_NOOP("KillTeam", "%1 is down to 0 wounds"),
                    state.profile.model_name(index)),
            ]
            if lost:
                said.append(
                    msg(
                        QT_TRANSLATE_NOOP("KillTeam", "%1 further unsaved wounds are discarded"),
                        lost,
                    )
                )
            if flesh + 1 >= kt.MAX_FLESH_WOUNDS:
                models = _set(state, index, (0, flesh))
                said.append(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "KillTeam", "A third flesh wound: %1 is out of action"
                        ),
                        state.profile.model_name(index),
                    )
                )
                return next_portion(replace(state, models=models), *said)
            return step_to(state, StepId.INJURY, *said, injury_dice=value)
        left -= value
    models = _set(state, index, (left, flesh))
    return next_portion(
        replace(state, models=models),
        *messages,
        msg(QT_TRANSLATE_NOOP("KillTeam", "%1: wounds left: %2"),
            state.profile.model_name(index), left),
    )


def _set(state: KTState, index: int, model: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    return (*state.models[:index], model, *state.models[index + 1 :])


def injury_request(state: KTState) -> Request:
    index, _ = state.current
    flesh = state.models[index][1]
    needed = kt.injury_die_needed(flesh, state.situation.obscured)
    assert state.injury_dice is not None
    return DiceRequest(
        state.injury_dice,
        msg(
            QT_TRANSLATE_NOOP("KillTeam", "Injury roll for %1 (the highest die counts)"),
            state.profile.model_name(index),
        ),
        msg(
            QT_TRANSLATE_NOOP("KillTeam", "4+ is out of action, modifier %1: a die of %2+"),
            kt.injury_modifier(flesh, state.situation.obscured),
            needed,
        ),
        target=needed,
        note=msg(QT_TRANSLATE_NOOP("KillTeam", "Otherwise a flesh wound: 1 wound left")),
    )


def injury_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    index, _ = state.current
    flesh = state.models[index][1]
    if kt.injury_result(dice, flesh, state.situation.obscured):
        models = _set(state, index, (0, flesh))
        said = msg(QT_TRANSLATE_NOOP("KillTeam", "%1 is out of action"),
                   state.profile.model_name(index))
    else:
        models = _set(state, index, (1, flesh + 1))
        said = msg(
            QT_TRANSLATE_NOOP("KillTeam", "%1 suffers a flesh wound (%2 now)"),
            state.profile.model_name(index),
            flesh + 1,
        )
    return next_portion(replace(state, models=models, injury_dice=None), said)


# -- morale ---------------------------------------------------------------------------------
def down_count(state: KTState) -> int:
    """Target kill team models flesh-wounded or out of action (plus those already down)."""
    return state.profile.team_down + sum(1 for w, f in state.models if w <= 0 or f > 0)


def broken_test_due(state: KTState) -> bool:
    p = state.profile
    wiped = p.team_size == len(state.models) and not state.alive
    return not wiped and kt.broken_test_due(p.team_size, down_count(state))


def morale_submit(state: KTState, dice: tuple[int, ...]) -> Out:
    p = state.profile
    if broken_test_due(state):
        said = msg(
            QT_TRANSLATE_NOOP(
                "KillTeam", "Models down: %1 of %2; a Broken test is due in the Morale phase"
            ),
            down_count(state),
            p.team_size,
        )
    else:
        said = msg(
            QT_TRANSLATE_NOOP("KillTeam", "No Broken test is due (models down: %1 of %2)"),
            down_count(state),
            p.team_size,
        )
    return step_to(state, None, said)
