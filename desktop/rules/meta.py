"""What the UI may know about an edition before its engine loads (no engine import here).

Each edition package ``desktop/rules/editions/<edition>/`` has a ``meta`` module whose
``META`` says what the set-up page asks before an attack starts and what the edition can do,
so the UI asks the edition instead of knowing it; the package's ``RULESET`` (the engine) is
built only when first asked for.  Labels are marked for translation in the "ShootingWizard"
context (the wizard shows them); no rule is decided here.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import Literal

from desktop.domain.editions import Edition
from desktop.domain.roster import ModelGroup
from desktop.domain.text import QT_TRANSLATE_NOOP
from desktop.rules.firing import default_removal

PACKAGES: dict[Edition, str] = {
    Edition.CLASSIC: "desktop.rules.editions.classic",
    Edition.SECOND: "desktop.rules.editions.second",
    Edition.KILL_TEAM_2018: "desktop.rules.editions.kill_team_2018",
    Edition.HORUS_HERESY: "desktop.rules.editions.horus_heresy",
}


def lazy_ruleset(package: str, name: str) -> object:
    """An edition package's ``__getattr__``: ``RULESET`` is its ``play`` module's, imported on
    first use (and kept), so importing the package or its ``meta`` loads no engine."""
    if name != "RULESET":
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    ruleset = import_module(f"{package}.play").RULESET
    setattr(sys.modules[package], name, ruleset)
    return ruleset


Kind = Literal["distance", "bool", "int", "choice"]


@dataclass(frozen=True)
class Field:
    """One situation key of the edition's roster adapter (``scenario_from_units(...,
    situation)``) that no later step offers, as the set-up page asks it.

    ``int`` fields show ``none_label`` at 0 and then leave the key out (engine default);
    ``vehicles_only`` fields are asked only when the target has armour values.
    """

    key: str
    kind: Kind
    label: str
    choices: tuple[tuple[str, str], ...] = ()
    maximum: int = 0
    none_label: str = ""
    vehicles_only: bool = False


DISTANCE = Field("distance", "distance", QT_TRANSLATE_NOOP("ShootingWizard",
                                                            "Distance to the target"))


def size_at_start(key: str, label: str) -> Field:
    """The target unit's size when the phase (turn) began: earlier losses count towards the
    morale threshold of a unit shot several times (0: as many models as now)."""
    return Field(key, "int", label, maximum=2000,
                 none_label=QT_TRANSLATE_NOOP("ShootingWizard", "as many as now"))


@dataclass(frozen=True)
class EditionMeta:
    """What the set-up page asks and what the edition can do.

    ``fields``: the set-up page's situation fields (declarations the steps offer themselves —
    cover, moved, models in range, reactions... — are left to those steps, so the player sets
    each thing once and where the rules ask for it).  ``fire_groups``: a unit may fire every
    model's weapon in one attack (situation key ``declared_weapons``: ``{firing model group
    index: weapon name}``).  ``double_one_passes``: the "a double 1 always passes morale"
    house rule (a setting) applies.  ``flesh_wounds``: models carry flesh wounds (the result
    shows them).  ``model_targets``: the target is one model of the target roster and its
    other models may be shot too (situation key ``kill_team``: the roster's units); the
    result goes to each unit hit.  ``weapon_rules`` and ``model_rules``: the special rules
    the engine applies, for the editor's completion.

    Whole target units (2nd and 3rd edition): ``cover_choices`` are the kinds of cover the
    set-up may mark models with — ``(value, label)``, situation keys ``cover_models``
    (``{target model group index: models of it in cover}``, a group may be split) and
    ``cover_values`` (``{target group index: value}``; default the first choice); empty when
    the edition marks no cover per model.  ``removal_order``: the set-up may give the order in
    which the owner removes casualties (situation key ``removal_order``: target model group
    indices, first removed first; default :func:`default_removal_order`).
    ``template_counts``: for template and blast weapons the set-up asks how many models each
    template or marker covers (situation key ``under``: ``{firing model group index:
    models}``) and, for ``"under_and_partly"``, how many it covers partly (``partly_under``,
    hit on a 4+).
    """

    fields: tuple[Field, ...] = (DISTANCE,)
    fire_groups: bool = False
    double_one_passes: bool = False
    flesh_wounds: bool = False
    model_targets: bool = False
    # The special rules the engine knows, as the editor offers them for completion (an
    # example value where the rule takes one): weapons' and models' (keywords).
    weapon_rules: tuple[str, ...] = ()
    model_rules: tuple[str, ...] = ()
    cover_choices: tuple[tuple[str, str], ...] = ()
    removal_order: bool = False
    template_counts: Literal["none", "under", "under_and_partly"] = "none"


def default_removal_order(groups: Sequence[ModelGroup]) -> list[int]:
    """The order casualties are taken in unless the owner says otherwise (indices of the
    groups with models left): the one the engines use, :func:`desktop.rules.firing.
    default_removal` — ordinary models first, then special weapons, then leaders."""
    standing = [i for i, g in enumerate(groups) if g.count > 0]
    return [standing[k] for k in default_removal([groups[i] for i in standing])]


def meta_of(edition: Edition) -> EditionMeta:
    """The ``META`` of the edition's package (its engine is not loaded)."""
    meta: EditionMeta = import_module(PACKAGES[edition] + ".meta").META
    return meta
