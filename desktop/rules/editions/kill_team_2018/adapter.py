"""Kill Team (2018) (``kill-team-2018``): the ruleset registered for the edition.

Parts: :mod:`.tables` (T-KT-* tables), :mod:`.scenario` (the odds file
schema), :mod:`.model` (state and derived numbers), :mod:`.play`,
:mod:`.resolve` and :mod:`.flow` (the steps), :mod:`.odds` with
:mod:`.chain` and :mod:`.counters` (exact odds).  The odds of a scenario
are the odds of a fresh attack, so the CLI, the wizard and the forecast shown at every step all
come from the same step rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.domain.dice import DiceExpr
from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup, Unit, Weapon
from desktop.domain.text import QT_TRANSLATE_NOOP, DomainError
from desktop.rules.editions.kill_team_2018.model import KTState, Profile, Situation, check, msg
from desktop.rules.editions.kill_team_2018.odds import odds_from
from desktop.rules.editions.kill_team_2018.play import STEP_TABLE
from desktop.rules.editions.kill_team_2018.resolve import broken_test_due, down_count
from desktop.rules.editions.kill_team_2018.scenario import KTScenario
from desktop.rules.editions.kill_team_2018.tables import WeaponType
from desktop.rules.helpers import carriers
from desktop.rules.sequence import Attack, AttackResult, GroupResult, OddsReport, StepId

STEPS: tuple[StepId, ...] = tuple(step.id for step in STEP_TABLE)


class KillTeamAttack(Attack[KTState]):
    """One shooting attack: every firing model in turn, each at one target model (or a
    split between models within 2")."""

    context = "KillTeam"
    step_table = STEP_TABLE

    def odds_from(self, state: KTState) -> OddsReport:
        return odds_from(state)

    def result_of(self, state: KTState) -> AttackResult:
        shots, hits, wounds, unsaved = state.totals
        out = sum(1 for w, _ in state.models if w <= 0)
        standing = [(w, f) for w, f in state.models if w > 0]
        hurt = max(standing, key=lambda m: (m[1], -m[0]), default=(state.profile.wounds, 0))
        group = GroupResult(state.profile.target_name, models_removed=out,
                            wounds_carried=state.profile.wounds - hurt[0],
                            flesh_wounds=hurt[1])
        due = broken_test_due(state)
        return AttackResult(shots, hits, wounds, unsaved, out, (group,),
                            statuses=("broken-test-due",) if due else (),
                            log=tuple(self.log))

    @property
    def models(self) -> tuple[tuple[int, int], ...]:
        """Every target model as (wounds left, flesh wounds); 0 wounds = out of action."""
        return self.state.models

    @property
    def down(self) -> int:
        return down_count(self.state)


def profile_of(scenario: KTScenario) -> Profile:
    a, w, t = scenario.attacker, scenario.attacker.weapon, scenario.target
    return Profile(
        firers=a.models, bs=a.bs, weapon_name=w.name,
        weapon_type=WeaponType(w.type) if w.type else None, shots=DiceExpr.parse(w.shots),
        weapon_range=w.range, strength=w.strength, ap=w.armour_penetration,
        damage=DiceExpr.parse(w.damage), target_name=t.name, toughness=t.toughness,
        wounds=t.wounds, save=t.save, invulnerable=t.invulnerable, leadership=t.leadership,
        team_size=t.team_size, team_down=t.kill_team_down)


def situation_of(scenario: KTScenario) -> Situation:
    a, t = scenario.attacker, scenario.target
    return Situation(distance=scenario.situation.distance, obscured=t.obscured, moved=a.moved,
                     advanced=a.advanced, flesh_wounds=a.flesh_wounds, broken=a.broken,
                     engaged=a.engaged, shaken=a.shaken, near_friendly=t.within_1_of_friendly)


def start(scenario: KTScenario) -> KillTeamAttack:
    """A fresh attack (DomainError when the rules forbid it, e.g. a Heavy weapon after
    Advancing)."""
    profile = profile_of(scenario)
    situation = situation_of(scenario)
    check(profile, situation)
    t = scenario.target
    models = ((t.front_wounds, t.flesh_wounds),) + ((t.wounds, 0),) * (t.models - 1)
    return KillTeamAttack(KTState(step=StepId.TARGET, profile=profile, situation=situation,
                                  models=models))


# -- roster adapter ---------------------------------------------------------------------------
SITUATION_KEYS = {
    "distance": ("situation", "distance"), "obscured": ("target", "obscured"),
    "within_1_of_friendly": ("target", "within_1_of_friendly"),
    "moved": ("attacker", "moved"), "advanced": ("attacker", "advanced"),
    "broken": ("attacker", "broken"), "engaged": ("attacker", "engaged"),
    "shaken": ("attacker", "shaken"), "models": ("attacker", "models"),
    "flesh_wounds": ("attacker", "flesh_wounds"),
    "kill_team_models": ("target", "kill_team_models"),
    "kill_team_down": ("target", "kill_team_down"),
}


def _need(group: ModelGroup, key: str, label: str) -> int:
    value = group.value(key)
    if value is None:
        raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "%1 has no %2 value"), group.name,
                              label))
    return value


def scenario_from_units(attacker: Unit, weapon: Weapon, target: Unit,
                        situation: Mapping[str, Any]) -> KTScenario:
    """The odds scenario for ``attacker``'s models firing ``weapon`` at ``target``.

    The firing models are the attacker's models carrying the weapon (by name); BS comes from
    the first of them, and a weapon without Strength uses the firer's S.  A flesh wound
    recorded on the firing group counts only when a single model fires (a group records it
    on its front model); ``situation["flesh_wounds"]`` sets it explicitly.  The target
    profile is the target unit's first model group still standing, whose flesh wounds and
    lost wounds describe its first model; the Broken test uses the unit's highest Ld.

    Other ``situation`` keys: distance, obscured, within_1_of_friendly, moved, advanced,
    broken, engaged, shaken, models (fewer firers), kill_team_models, kill_team_down.
    Raises DomainError (missing profile values, unknown situation) or pydantic's
    ValidationError (values out of range).
    """
    firers = carriers(attacker, weapon)
    if not firers:
        raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "No model of %1 carries %2"),
                              attacker.name, weapon.name))
    count = sum(g.count for g in firers)
    standing = [g for g in target.models if g.count > 0]
    if not standing:
        raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "%1 has no models left"),
                              target.name))
    front = standing[0]
    strength = weapon.strength if weapon.strength else _need(firers[0], "s", "S")
    kinds = {t.value for t in WeaponType}
    leaderships = [ld for g in standing if (ld := g.value("ld")) is not None]
    data: dict[str, Any] = {
        "edition": Edition.KILL_TEAM_2018.value,
        "attacker": {
            "models": count, "bs": _need(firers[0], "bs", "BS"),
            "flesh_wounds": firers[0].flesh_wounds if count == 1 else 0,
            "weapon": {"name": weapon.name,
                       "type": weapon.type if weapon.type in kinds else None,
                       "shots": weapon.shots, "range": float(weapon.range),
                       "strength": strength, "ap": weapon.ap or 0, "damage": weapon.damage},
        },
        "target": {
            "name": target.name, "models": front.count, "toughness": _need(front, "t", "T"),
            "wounds": front.value("w") or 1, "save": front.value("sv"),
            "invulnerable": front.value("inv"),
            "leadership": max(leaderships) if leaderships else None,
            "flesh_wounds": front.flesh_wounds,
            "wounds_lost": front.wounds_lost if front.wounds_lost else None,
        },
        "situation": {},
    }
    for key, value in situation.items():
        if key not in SITUATION_KEYS:
            raise DomainError(msg(QT_TRANSLATE_NOOP("KillTeam", "Unknown situation '%1'"),
                                  key))
        part, field = SITUATION_KEYS[key]
        data[part][field] = value
    return KTScenario.model_validate(data)


class KillTeam2018Ruleset:
    """The :class:`~desktop.rules.registry.Ruleset` of Kill Team (2018)."""

    edition = Edition.KILL_TEAM_2018
    steps = STEPS
    scenario_type = KTScenario

    def odds(self, scenario: KTScenario) -> OddsReport:
        return start(scenario).odds()

    def start(self, scenario: KTScenario) -> KillTeamAttack:
        return start(scenario)

    def scenario_from_units(self, attacker: Unit, weapon: Weapon, target: Unit,
                            situation: Mapping[str, Any]) -> KTScenario:
        return scenario_from_units(attacker, weapon, target, situation)


RULESET = KillTeam2018Ruleset()
