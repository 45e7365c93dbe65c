"""Set-up page: who fires what at whom, and the situation the edition's adapter takes.

Firing units come from any open roster of a supported edition; targets from the other open
rosters of the same edition.  Weapons are listed once per name (the adapters pick the firing
models by weapon name) with the number of models carrying each.  In the Horus Heresy a unit
fires all its weapons in one Shooting Attack: where the edition's ``meta`` allows Fire Groups,
"Every model's weapon (Fire Groups)" lets the player declare the weapon each model group
fires (one per model, edition facts 5.3).  The situation fields are the edition's too.

Where the edition's ``meta.template_counts`` asks (2nd and 3rd edition), every fire group
shooting a template or blast weapon gets "models under each template or marker" (and, for
``"under_and_partly"``, "models partly under", hit on a 4+): situation keys ``under`` /
``partly_under`` for each model group of that fire group.  The engine's default when they are
missing is one model under and none partly under; the page fills in those same numbers, so
what is shown is what is shot.  (The Horus Heresy asks its own ``models_hit`` at a step.)
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.editions import EDITION_SHORT_NAMES, WEAPON_TYPE_NAMES, Edition
from desktop.domain.roster import Unit, Weapon
from desktop.rules.firing import firing_members, marker_kind
from desktop.rules.meta import EditionMeta, Field, default_removal_order, meta_of
from desktop.ui.document import OpenRoster
from desktop.ui.i18n import Retranslating, arg, translate
from desktop.ui.wizard.widgets import WRAP_LABELS_OVER, WrapCheckBox

FIRE_GROUPS = "\x00fire-groups"  # the weapon list's "every model's weapon" item


def weapons_of(unit: Unit) -> list[tuple[Weapon, int]]:
    """Each weapon name once (its first profile), with the number of models carrying it."""
    first: dict[str, Weapon] = {}
    counts: dict[str, int] = {}
    for group in unit.models:
        names: set[str] = set()
        for weapon in group.weapons:
            if weapon.name in names:
                continue  # a model with two identical weapons is still one firing model
            names.add(weapon.name)
            first.setdefault(weapon.name, weapon)
            counts[weapon.name] = counts.get(weapon.name, 0) + group.count
    return [(first[name], counts[name]) for name in first]


def weapon_line(weapon: Weapon) -> str:
    parts = [f"{weapon.range}\""]
    if weapon.type:
        parts.append(translate("WeaponType", WEAPON_TYPE_NAMES.get(weapon.type, weapon.type)))
    parts.append(f"× {weapon.shots}")
    if weapon.strength is not None:
        parts.append(f"S {weapon.strength}")
    if weapon.ap is not None:
        parts.append(f"AP {weapon.ap}")
    if weapon.save_modifier:
        parts.append(f"Sv {weapon.save_modifier:+d}")
    parts.append(f"D {weapon.damage}")
    return " · ".join(parts)


class SetupPage(Retranslating, QWidget):
    """Signals: start_requested() — the player pressed Start;
    selection_changed() — the units, weapon or situation changed (odds preview)."""

    start_requested = Signal()
    selection_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rosters: list[OpenRoster] = []
        self.attacker_roster = QComboBox()
        self.attacker_unit = QComboBox()
        self.weapon = QComboBox()
        self.weapon_profile = QLabel()
        self.weapon_profile.setObjectName("weaponProfile")
        self.target_roster = QComboBox()
        self.target_unit = QComboBox()
        for name, combo in (("attackerRoster", self.attacker_roster),
                            ("attackerUnit", self.attacker_unit), ("weapon", self.weapon),
                            ("targetRoster", self.target_roster),
                            ("targetUnit", self.target_unit)):
            combo.setObjectName(name)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(14)
        self.attacker_roster.currentIndexChanged.connect(self._fill_attacker_units)
        self.attacker_unit.currentIndexChanged.connect(self._attacker_unit_changed)
        self.weapon.currentIndexChanged.connect(self._weapon_changed)
        self.target_roster.currentIndexChanged.connect(self._fill_target_units)
        self.target_unit.currentIndexChanged.connect(self._target_changed)
        self.firing_box = QGroupBox()
        firing = QFormLayout(self.firing_box)
        self.firing_labels = [QLabel() for _ in range(3)]
        firing.addRow(self.firing_labels[0], self.attacker_roster)
        firing.addRow(self.firing_labels[1], self.attacker_unit)
        firing.addRow(self.firing_labels[2], self.weapon)
        firing.addRow(QLabel(), self.weapon_profile)
        self.declare_box = QGroupBox()
        self.declare_box.setObjectName("declaredWeapons")
        self.declare_form = QFormLayout(self.declare_box)
        self.declare_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.declare_combos: list[tuple[int, QComboBox]] = []  # (model group index, weapon)
        self.declare_box.hide()
        # Templates and blast markers (meta ``template_counts``): per fire group, the models
        # each template or marker covers wholly (and partly).
        self.markers_box = QGroupBox()
        self.markers_box.setObjectName("templateCounts")
        markers = QVBoxLayout(self.markers_box)
        self.markers_title = QLabel()
        self.markers_title.setObjectName("templateCountsHint")
        self.markers_title.setWordWrap(True)
        self.markers_form = QFormLayout()
        self.markers_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        markers.addWidget(self.markers_title)
        markers.addLayout(self.markers_form)
        # (model group indices of one fire group, kind, under spin, partly spin or None)
        self.marker_rows: list[tuple[tuple[int, ...], str, QSpinBox, QSpinBox | None]] = []
        self.marker_labels: list[tuple[QLabel, QLabel | None]] = []
        self._marker_memory: dict[tuple[int, ...], tuple[int, int]] = {}
        self._markers_unit: str | None = None
        self.markers_box.hide()
        self.target_box = QGroupBox()
        target = QFormLayout(self.target_box)
        self.target_labels = [QLabel() for _ in range(2)]
        target.addRow(self.target_labels[0], self.target_roster)
        target.addRow(self.target_labels[1], self.target_unit)
        # Per target model group, where the edition asks: models in cover, and the order the
        # owner removes casualties in (meta ``cover_choices`` / ``removal_order``).
        self.groups_box = QGroupBox()
        self.groups_box.setObjectName("targetGroups")
        groups = QVBoxLayout(self.groups_box)
        self.cover_form = QFormLayout()
        self.cover_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.cover_title = QLabel()
        self.cover_title.setWordWrap(True)
        self.cover_spins: list[tuple[int, QSpinBox]] = []  # (model group index, models)
        self.cover_combos: list[tuple[int, QComboBox]] = []  # (index, kind of cover)
        self.order_title = QLabel()
        self.order_title.setWordWrap(True)
        self.order_list = QListWidget()
        self.order_list.setObjectName("removalOrder")
        self.order_list.setDragDropMode(QListWidget.DragDropMode.InternalMove)
        self.order_list.model().rowsMoved.connect(lambda *_a: self.selection_changed.emit())
        self.order_up, self.order_down = QPushButton(), QPushButton()
        self.order_up.setObjectName("removalUp")
        self.order_down.setObjectName("removalDown")
        self.order_up.clicked.connect(lambda _c=False: self._move_removal(-1))
        self.order_down.clicked.connect(lambda _c=False: self._move_removal(1))
        order_buttons = QHBoxLayout()
        order_buttons.addWidget(self.order_up)
        order_buttons.addWidget(self.order_down)
        order_buttons.addStretch(1)
        groups.addWidget(self.cover_title)
        groups.addLayout(self.cover_form)
        groups.addWidget(self.order_title)
        groups.addWidget(self.order_list)
        groups.addLayout(order_buttons)
        self.groups_box.hide()
        self.situation_box = QGroupBox()
        self.situation_form = QFormLayout(self.situation_box)
        self.situation_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.fields: list[tuple[Field, QWidget, QLabel | None]] = []
        self.fields_edition: Edition | None = None
        self.hint = QLabel()
        self.hint.setObjectName("setupHint")
        self.hint.setWordWrap(True)
        self.notes = QLabel()
        self.notes.setObjectName("setupNotes")
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: #e8590c;")
        self.notes.hide()
        self.error = QLabel()
        self.error.setObjectName("setupError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c92a2a; font-weight: bold;")
        self.error.hide()
        self.start = QPushButton()
        self.start.setObjectName("startAttack")
        self.start.setDefault(True)
        self.start.setMinimumHeight(36)
        self.start.clicked.connect(lambda _c=False: self.start_requested.emit())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.firing_box, self.declare_box, self.markers_box, self.target_box,
                       self.groups_box,
                       self.situation_box, self.hint, self.notes, self.error):
            layout.addWidget(widget)
        layout.addStretch(1)
        # ``start`` is not in this layout: the wizard keeps it below the scrolled page, in
        # sight however long the set-up grows (see ShootingWizard).
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.firing_box.setTitle(self.tr("Firing unit"))
        self.declare_box.setTitle(self.tr("Weapon each model fires"))
        self.target_box.setTitle(self.tr("Target"))
        self.situation_box.setTitle(self.tr("Situation"))
        for label, text in zip(self.firing_labels, (self.tr("Roster"), self.tr("Unit"),
                                                    self.tr("Weapon")), strict=True):
            label.setText(text)
        self.target_labels[0].setText(self.tr("Roster"))
        self._label_target()
        self.groups_box.setTitle(self.tr("Target model groups"))
        self._retranslate_markers()
        self.cover_title.setText(self.tr("Models in cover (the rest are in the open and are "
                                         "removed first):"))
        self.order_title.setText(self.tr("Casualties are removed in this order (drag or use "
                                         "the buttons):"))
        self.order_up.setText(self.tr("Move up"))
        self.order_down.setText(self.tr("Move down"))
        for spin in (spin for _i, spin in self.cover_spins):
            spin.setSpecialValueText(self.tr("none"))
        meta = self.meta()
        for _index, combo in self.cover_combos:
            for row, (_value, text) in enumerate(meta.cover_choices if meta else ()):
                combo.setItemText(row, QCoreApplication.translate("ShootingWizard", text))
        self.start.setText(self.tr("Start the attack"))
        self._retranslate_fields()
        self.refresh()

    # -- rosters and units ---------------------------------------------------------------------
    def set_rosters(self, rosters: list[OpenRoster]) -> None:
        self.rosters = [r for r in rosters if r.roster.edition is not None]
        self.refresh()

    def refresh(self) -> None:
        """Refill the lists from the open rosters, keeping the current picks where possible."""
        self._fill(self.attacker_roster, [(self._roster_text(r), r) for r in self.rosters])
        self._fill_attacker_units()

    def prefer_attacker(self, open_roster: OpenRoster | None) -> bool:
        """Shoot with the roster the player is looking at (the current tab); False when it
        is not listed (yet, or it has no edition)."""
        for index in range(self.attacker_roster.count()):
            if self.attacker_roster.itemData(index) is open_roster:
                self.attacker_roster.setCurrentIndex(index)
                return True
        return False

    def _roster_text(self, open_roster: OpenRoster) -> str:
        roster = open_roster.roster
        edition = roster.edition
        short = translate("Edition", EDITION_SHORT_NAMES[edition]) if edition else ""
        return f"{roster.name} ({short})"

    @staticmethod
    def _fill(combo: QComboBox, items: list[tuple[str, Any]]) -> None:
        previous = combo.currentData()
        with QSignalBlocker(combo):
            combo.clear()
            for text, data in items:
                combo.addItem(text, data)
            index = next((i for i, (_t, d) in enumerate(items) if d is previous or (
                isinstance(d, str) and d == previous)), 0 if items else -1)
            combo.setCurrentIndex(index)

    def _fill_attacker_units(self) -> None:
        roster = self.attacker_open()
        units = [u for u in roster.roster.units
                 if u.model_count > 0 and any(g.weapons for g in u.models)] if roster else []
        self._fill(self.attacker_unit, [(f"{u.name} ({u.model_count})", u.id) for u in units])
        targets = [r for r in self.rosters if roster is not None and r is not roster
                   and r.roster.edition is roster.roster.edition]
        self._fill(self.target_roster, [(self._roster_text(r), r) for r in targets])
        self._fill_weapons()
        self._fill_target_units()
        self._update_fields()

    def _attacker_unit_changed(self) -> None:
        # The weapon list is refilled with its signals blocked (the picks are kept where they
        # still exist): the change itself must still reach the odds preview.
        self._fill_weapons()
        self._target_changed()

    def _fill_weapons(self) -> None:
        unit = self.attacker_unit_now()
        weapons = weapons_of(unit) if unit else []
        items: list[tuple[str, Any]] = [(f"{w.name} ({n})", w.name) for w, n in weapons]
        meta = self.meta()
        if len(weapons) > 1 and meta is not None and meta.fire_groups:
            items.append((self.tr("Every model's weapon (Fire Groups)"), FIRE_GROUPS))
        self._fill(self.weapon, items)
        self._fill_declarations()
        self._show_weapon()

    def fire_groups_mode(self) -> bool:
        """The player declares a weapon per model group (all of them fire in one attack)."""
        return self.weapon.currentData() == FIRE_GROUPS

    def _fill_declarations(self) -> None:
        """One weapon list per model group of the firing unit (kept where still possible)."""
        before = {index: combo.currentData() for index, combo in self.declare_combos}
        while self.declare_form.rowCount():
            self.declare_form.removeRow(0)
        self.declare_combos = []
        unit = self.attacker_unit_now()
        if unit is None or not self.fire_groups_mode():
            self.declare_box.hide()
            return
        for index, group in enumerate(unit.models):
            names = list(dict.fromkeys(w.name for w in group.weapons))
            if group.count <= 0 or not names:
                continue
            combo = QComboBox()
            combo.setObjectName(f"declared_{index}")
            for name in names:
                combo.addItem(name, name)
            combo.addItem(self.tr("does not fire"), None)
            previous = before.get(index, names[0])
            combo.setCurrentIndex(max(0, combo.findData(previous)) if previous is not None
                                  else combo.count() - 1)
            combo.currentIndexChanged.connect(self._declaration_changed)
            label = QLabel(f"{group.name} ({group.count})")
            label.setWordWrap(True)
            self.declare_form.addRow(label, combo)
            self.declare_combos.append((index, combo))
        self.declare_box.show()

    def declared_weapons(self) -> dict[int, str] | None:
        """``{model group index: weapon name}`` in Fire Groups mode (groups that fire), else
        None (the one weapon of the list fires)."""
        if not self.fire_groups_mode():
            return None
        return {index: name for index, combo in self.declare_combos
                if isinstance(name := combo.currentData(), str)}

    def _declaration_changed(self) -> None:
        self._show_weapon()
        self._target_changed()

    def _show_weapon(self) -> None:
        weapon = self.weapon_now()
        if self.fire_groups_mode():
            count = len(set((self.declared_weapons() or {}).values()))
            self.weapon_profile.setText(self.tr("%n weapon(s) declared", "", count))
        else:
            self.weapon_profile.setText(weapon_line(weapon) if weapon else "")

    def _weapon_changed(self) -> None:
        self._fill_declarations()
        self._show_weapon()
        self._target_changed()

    def _fill_target_units(self) -> None:
        roster = self.target_open()
        units = [u for u in roster.roster.units if u.model_count > 0] if roster else []
        self._fill(self.target_unit, [(f"{u.name} ({u.model_count})", u.id) for u in units])
        self._target_changed()

    def _fill_target_groups(self) -> None:
        """Rebuild the per-group questions for the target unit (kept where the unit is the
        same), or hide them when the edition asks none."""
        meta, unit = self.meta(), self.target_unit_now()
        standing = [(i, g) for i, g in enumerate(unit.models) if g.count > 0] if unit else []
        choices = meta.cover_choices if meta else ()
        cover = bool(choices and standing)
        order = bool(meta and meta.removal_order and len(standing) > 1)
        key = (unit.id if unit else None, tuple((i, g.name, g.count) for i, g in standing),
               choices, order)
        if key == getattr(self, "_groups_key", None):
            return
        self._groups_key = key
        before = {index: spin.value() for index, spin in self.cover_spins}
        kinds = {index: combo.currentData() for index, combo in self.cover_combos}
        while self.cover_form.rowCount():
            self.cover_form.removeRow(0)
        self.cover_spins, self.cover_combos = [], []
        if cover:
            for index, group in standing:
                spin = QSpinBox()
                spin.setObjectName(f"cover_{index}")
                spin.setRange(0, group.count)
                spin.setSpecialValueText(self.tr("none"))
                spin.setSuffix(arg(self.tr(" of %1"), str(group.count)))
                spin.setValue(min(before.get(index, 0), group.count))
                spin.valueChanged.connect(lambda *_a: self.selection_changed.emit())
                self.cover_spins.append((index, spin))
                field: QWidget = spin
                if len(choices) > 1:  # which cover, where the edition has kinds of it
                    combo = QComboBox()
                    combo.setObjectName(f"coverKind_{index}")
                    for value, text in choices:
                        combo.addItem(QCoreApplication.translate("ShootingWizard", text), value)
                    combo.setCurrentIndex(max(0, combo.findData(kinds.get(index))))
                    combo.currentIndexChanged.connect(lambda *_a: self.selection_changed.emit())
                    self.cover_combos.append((index, combo))
                    field = QWidget()
                    row = QHBoxLayout(field)
                    row.setContentsMargins(0, 0, 0, 0)
                    row.addWidget(spin)
                    row.addWidget(combo, 1)
                name = QLabel(group.name)
                name.setWordWrap(True)
                self.cover_form.addRow(name, field)
        self.cover_title.setVisible(cover)
        self.order_list.clear()
        if order and unit is not None:
            for index in default_removal_order(unit.models):
                item = QListWidgetItem(f"{unit.models[index].name} ({unit.models[index].count})")
                item.setData(Qt.ItemDataRole.UserRole, index)
                self.order_list.addItem(item)
            self.order_list.setFixedHeight(self.order_list.sizeHintForRow(0)
                                           * self.order_list.count() + 6)
        for widget in (self.order_title, self.order_list, self.order_up, self.order_down):
            widget.setVisible(order)
        self.groups_box.setVisible(cover or order)

    def _move_removal(self, step: int) -> None:
        row = self.order_list.currentRow()
        if row < 0 or not 0 <= row + step < self.order_list.count():
            return
        item = self.order_list.takeItem(row)
        self.order_list.insertItem(row + step, item)
        self.order_list.setCurrentRow(row + step)
        self.selection_changed.emit()

    def cover_models(self) -> dict[int, int]:
        """Models in cover per target model group (only those with some)."""
        return {index: spin.value() for index, spin in self.cover_spins if spin.value() > 0}

    def cover_values(self) -> dict[int, str]:
        """The kind of cover of each group with models in cover (editions with kinds)."""
        covered = self.cover_models()
        return {index: str(combo.currentData()) for index, combo in self.cover_combos
                if index in covered}

    def removal_order(self) -> list[int]:
        """The target's model groups in the order casualties are removed."""
        return [int(self.order_list.item(row).data(Qt.ItemDataRole.UserRole))
                for row in range(self.order_list.count())]

    # -- templates and blast markers ---------------------------------------------------------
    def marker_groups(self) -> list[tuple[tuple[int, ...], Weapon, str]]:
        """The fire groups shooting a template or blast weapon, as the engine forms them: the
        model group indices firing one weapon with one BS, the weapon and its kind."""
        meta, unit = self.meta(), self.attacker_unit_now()
        if meta is None or meta.template_counts == "none" or unit is None:
            return []
        declared = self.declared_weapons()
        out: list[tuple[tuple[int, ...], Weapon, str]] = []
        for members, weapon, _bs in firing_members(
                unit, None if declared is not None else self.weapon_now(), declared):
            kind = marker_kind(weapon)
            if kind is not None:
                out.append((members, weapon, kind))
        return out

    def _fill_markers(self) -> None:
        """Rebuild the template / blast questions (values kept for the same fire groups)."""
        meta, unit, target = self.meta(), self.attacker_unit_now(), self.target_unit_now()
        groups = self.marker_groups()
        models = target.model_count if target is not None else 0
        partly = meta is not None and meta.template_counts == "under_and_partly"
        key = (unit.id if unit else None, tuple((m, w.name, k) for m, w, k in groups),
               models, partly)
        if key == getattr(self, "_markers_key", None):
            return
        self._markers_key = key
        # what the player counted, kept while the unit is the same (a fire group switched off
        # and on again gets its numbers back)
        if self._markers_unit != key[0]:
            self._marker_memory = {}
            self._markers_unit = key[0]
        self._marker_memory.update({
            members: (under.value(), part.value() if part is not None else 0)
            for members, _k, under, part in self.marker_rows})
        before = self._marker_memory
        while self.markers_form.rowCount():
            self.markers_form.removeRow(0)
        self.marker_rows, self.marker_labels = [], []
        for members, weapon, kind in groups:
            names = ", ".join(unit.models[i].name for i in members) if unit else ""
            head = QLabel(f"<b>{html.escape(weapon.name, quote=False)}</b> — "
                          f"{html.escape(names, quote=False)}")
            head.setWordWrap(True)
            self.markers_form.addRow(head)
            old_under, old_partly = before.get(members, (1, 0))
            under = QSpinBox()
            under.setObjectName(f"under_{members[0]}")
            under.setRange(0, max(models, 0))
            under.setValue(min(old_under, models))
            under.valueChanged.connect(lambda *_a: self.selection_changed.emit())
            under_label = QLabel()
            under_label.setWordWrap(True)
            under_label.setBuddy(under)
            self.markers_form.addRow(under_label, under)
            part: QSpinBox | None = None
            part_label: QLabel | None = None
            if partly:
                part = QSpinBox()
                part.setObjectName(f"partlyUnder_{members[0]}")
                part.setRange(0, max(models, 0))
                part.setValue(min(old_partly, models))
                part.valueChanged.connect(lambda *_a: self.selection_changed.emit())
                part_label = QLabel()
                part_label.setWordWrap(True)
                part_label.setBuddy(part)
                self.markers_form.addRow(part_label, part)
            self.marker_rows.append((members, kind, under, part))
            self.marker_labels.append((under_label, part_label))
        self.markers_box.setVisible(bool(groups))
        self._retranslate_markers()

    def _retranslate_markers(self) -> None:
        self.markers_box.setTitle(self.tr("Templates and blast markers"))
        self.markers_title.setText(self.tr(
            "Count the target's models under each template or marker at the table. Left "
            "as it is, each covers one model wholly and none partly."))
        for (_m, kind, under, part), (under_label, part_label) in zip(
                self.marker_rows, self.marker_labels, strict=True):
            under_label.setText(self.tr("Models under each template") if kind == "template"
                                else self.tr("Models under each blast marker"))
            under.setSpecialValueText(self.tr("none"))
            if part is not None and part_label is not None:
                part_label.setText(self.tr("Models partly under (hit on 4+)"))
                part.setSpecialValueText(self.tr("none"))

    def marker_counts(self) -> tuple[dict[int, int], dict[int, int]]:
        """(``under``, ``partly_under``): per firing model group of each template or blast
        fire group, the models each template or marker covers wholly / partly."""
        under: dict[int, int] = {}
        partly: dict[int, int] = {}
        for members, _kind, whole, part in self.marker_rows:
            for index in members:
                under[index] = whole.value()
                if part is not None:
                    partly[index] = part.value()
        return under, partly

    def _target_changed(self) -> None:
        self._fill_markers()
        self._fill_target_groups()
        self._update_fields()
        ready = self.attacker_unit_now() is not None and self.weapon_now() is not None \
            and self.target_unit_now() is not None
        self.start.setEnabled(ready)
        if not self.rosters:
            self.hint.setText(self.tr("Open a roster to shoot with (File > Open demo rosters "
                                      "has a pair for each edition)."))
        elif self.target_roster.count() == 0:
            self.hint.setText(self.tr("Open the opposing roster of the same edition to pick a "
                                      "target."))
        else:
            self.hint.setText("")
        self.hint.setVisible(bool(self.hint.text()))
        self.selection_changed.emit()

    def attacker_open(self) -> OpenRoster | None:
        data = self.attacker_roster.currentData()
        return data if isinstance(data, OpenRoster) else None

    def target_open(self) -> OpenRoster | None:
        data = self.target_roster.currentData()
        return data if isinstance(data, OpenRoster) else None

    def attacker_unit_now(self) -> Unit | None:
        return self._unit(self.attacker_open(), self.attacker_unit.currentData())

    def target_unit_now(self) -> Unit | None:
        return self._unit(self.target_open(), self.target_unit.currentData())

    @staticmethod
    def _unit(roster: OpenRoster | None, unit_id: object) -> Unit | None:
        if roster is None or not isinstance(unit_id, str):
            return None
        try:
            return roster.roster.unit(unit_id)
        except KeyError:
            return None

    def weapon_now(self) -> Weapon | None:
        """The weapon fired (in Fire Groups mode: the first one declared, None if none is)."""
        unit, name = self.attacker_unit_now(), self.weapon.currentData()
        if unit is None:
            return None
        declared = self.declared_weapons()
        if declared is not None:
            for index, wanted in declared.items():
                group = unit.models[index] if index < len(unit.models) else None
                found = next((w for w in group.weapons if w.name == wanted), None) \
                    if group is not None else None
                if found is not None:
                    return found
            return None
        return next((w for g in unit.models for w in g.weapons if w.name == name), None)

    def edition(self) -> Edition | None:
        roster = self.attacker_open()
        return roster.roster.edition if roster else None

    def meta(self) -> EditionMeta | None:
        """What the firing roster's edition asks and offers (None: no roster)."""
        edition = self.edition()
        return meta_of(edition) if edition is not None else None

    # -- situation -------------------------------------------------------------------------------
    def _label_target(self) -> None:
        """Kill Team shoots at models: the unit picked is the first target model, and the
        steps may pick any other model of the target roster."""
        meta = self.meta()
        if meta is not None and meta.model_targets:
            self.target_labels[1].setText(self.tr("First target model"))
            self.target_unit.setToolTip(self.tr("Each firing model may pick another model of "
                                                "this roster, or split its shots, at its "
                                                "target step"))
        else:
            self.target_labels[1].setText(self.tr("Unit"))
            self.target_unit.setToolTip("")

    def _update_fields(self) -> None:
        self._label_target()
        edition = self.edition()
        if edition != self.fields_edition:
            while self.situation_form.rowCount():
                self.situation_form.removeRow(0)
            self.fields = []
            meta = self.meta()
            for field in meta.fields if meta is not None else ():
                self.fields.append(self._field_widget(field))
            self.fields_edition = edition
            self._retranslate_fields()
        target = self.target_unit_now()
        vehicle = target is not None and any(
            g.value("av_front") is not None for g in target.models if g.count > 0)
        for field, widget, label in self.fields:
            if field.vehicles_only:
                widget.setEnabled(vehicle)
                if label is not None:
                    label.setEnabled(vehicle)
        self.situation_box.setVisible(bool(self.fields))

    def _field_widget(self, field: Field) -> tuple[Field, QWidget, QLabel | None]:
        widget: QWidget
        label: QLabel | None = QLabel()
        if field.kind == "distance":
            spin = QDoubleSpinBox()
            spin.setRange(0, 1000)
            spin.setDecimals(1)
            spin.setSingleStep(1)
            spin.setValue(0)
            spin.valueChanged.connect(lambda *_a: self.selection_changed.emit())
            widget = spin
        elif field.kind == "int":
            ispin = QSpinBox()
            ispin.setRange(0, field.maximum)
            ispin.valueChanged.connect(lambda *_a: self.selection_changed.emit())
            widget = ispin
        elif field.kind == "bool":
            box = WrapCheckBox()
            box.toggled.connect(lambda *_a: self.selection_changed.emit())
            widget, label = box, None
        else:
            combo = QComboBox()
            for key, _text in field.choices:
                combo.addItem("", key)
            combo.currentIndexChanged.connect(lambda *_a: self.selection_changed.emit())
            widget = combo
        widget.setObjectName(f"situation_{field.key}")
        if label is None:
            self.situation_form.addRow(widget)
        else:
            label.setBuddy(widget)
            self.situation_form.addRow(label, widget)
        return field, widget, label

    def _retranslate_fields(self) -> None:
        for field, widget, label in self.fields:
            text = QCoreApplication.translate("ShootingWizard", field.label)
            if label is not None:
                label.setText(text)
                label.setWordWrap(len(text) > WRAP_LABELS_OVER)
            if isinstance(widget, QCheckBox):
                widget.setText(text)
            elif isinstance(widget, QDoubleSpinBox):
                widget.setLocale(QLocale())  # the app language's decimal mark: 9,0" in Russian
                widget.setSuffix("\"")
                widget.setSpecialValueText(self.tr("not measured"))
                widget.setToolTip(self.tr("Leave at 'not measured' when every firer is in "
                                          "range; the range step lets you adjust it"))
            elif isinstance(widget, QSpinBox):
                widget.setSpecialValueText(QCoreApplication.translate("ShootingWizard",
                                                                      field.none_label))
            elif isinstance(widget, QComboBox):
                for index, (_key, choice) in enumerate(field.choices):
                    widget.setItemText(index, QCoreApplication.translate("ShootingWizard",
                                                                         choice))

    def situation(self) -> dict[str, Any]:
        """The situation keys for the adapter; unset fields are left out (engine defaults)."""
        out: dict[str, Any] = {}
        meta = self.meta()
        if meta is not None and meta.cover_choices and self.cover_models():
            out["cover_models"] = self.cover_models()
            if self.cover_values():
                out["cover_values"] = self.cover_values()
        if meta is not None and meta.removal_order and self.order_list.count() > 1:
            out["removal_order"] = self.removal_order()
        under, partly = self.marker_counts()
        if under:
            out["under"] = under
        if partly:
            out["partly_under"] = partly
        for field, widget, _label in self.fields:
            if not widget.isEnabled():
                continue
            if isinstance(widget, QDoubleSpinBox):
                if widget.value() > 0:
                    out[field.key] = float(widget.value())
            elif isinstance(widget, QSpinBox):
                if widget.value() > 0:
                    out[field.key] = widget.value()
            elif isinstance(widget, QCheckBox):
                if widget.isChecked():
                    out[field.key] = True
            elif isinstance(widget, QComboBox):
                out[field.key] = widget.currentData()
        return out

    def show_error(self, text: str) -> None:
        self.error.setText("⚠ " + text)
        self.error.setVisible(bool(text))

    def show_notes(self, lines: list[str]) -> None:
        """What the attack as set up leaves out (e.g. "Not applied: Supercharge")."""
        self.notes.setText("\n".join(lines))
        self.notes.setVisible(bool(lines))
