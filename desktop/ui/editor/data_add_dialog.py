"""Add units from the game data: the force's categories with the entries allowed there.

Hidden entries are not offered (the force's state decides: a category the force does not
have, an entry another choice hides).  Each entry shows its cost in every visible cost type
and how many the force may hold; a category shows how many it holds and allows.  Several
entries can be added at once (one undo step).
"""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.formats.battlescribe.builder import RosterBuilder
from desktop.formats.battlescribe.choices import force_categories, option_costs
from desktop.formats.battlescribe.convert import number
from desktop.formats.battlescribe.engine import Ctx
from desktop.formats.battlescribe.model import Force, Selection
from desktop.formats.battlescribe.options import Option, kids
from desktop.formats.errors import FormatError
from desktop.ui.editor.options_panel import costs_text, selection_costs
from desktop.ui.i18n import Retranslating, arg
from desktop.ui.views import details_label, name_tree

OPTION_ROLE = Qt.ItemDataRole.UserRole + 41


class DataAddDialog(Retranslating, QDialog):
    def __init__(self, builder: RosterBuilder, force: Force | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DataAddDialog")
        self.builder = builder
        self._options: dict[int, Option] = {}
        self.forces: list[Force] = []
        self.force_combo = QComboBox()
        self.force_combo.setObjectName("ForceCombo")
        self.search = QLineEdit()
        self.search.setObjectName("EntrySearch")
        self.search.setClearButtonEnabled(True)
        self.tree = name_tree("EntryTree", multiple=True)
        self.details = details_label("EntryDetails")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.force_label, self.search_label = QLabel(), QLabel()
        self.force_label.setBuddy(self.force_combo)
        self.search_label.setBuddy(self.search)
        top = QHBoxLayout()
        top.addWidget(self.force_label)
        top.addWidget(self.force_combo, 2)
        top.addWidget(self.search_label)
        top.addWidget(self.search, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.buttons)
        self._fill_forces(force)
        self.force_combo.currentIndexChanged.connect(lambda _i: self._fill())
        self.search.textChanged.connect(lambda _t: self._filter())
        self.tree.itemSelectionChanged.connect(self._on_selection)
        self.tree.itemActivated.connect(self._activated)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate_ui()
        self.resize(760, 560)
        self.search.setFocus()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Add units from the game data"))
        self.force_label.setText(self.tr("&Force:"))
        self.search_label.setText(self.tr("&Search:"))
        self.search.setPlaceholderText(self.tr("Unit name"))
        self.tree.setHeaderLabels([self.tr("Unit"), self.tr("Cost"), self.tr("Allowed")])
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Add"))
        self._fill()

    # --- contents ---------------------------------------------------------------------

    def _fill_forces(self, chosen: Force | None) -> None:
        def walk(forces: list[Force], path: list[str]) -> None:
            for force in forces:
                self.forces.append(force)
                name = [*path, force.custom_name or force.name]
                self.force_combo.addItem(" › ".join(name))
                self.force_combo.setItemData(self.force_combo.count() - 1,
                                             force.custom_name or force.name,
                                             Qt.ItemDataRole.AccessibleTextRole)
                walk(force.forces, name)

        walk(self.builder.document.forces, [])
        index = next((i for i, f in enumerate(self.forces) if f is chosen), -1)
        if index < 0:  # the first force that offers units (a chart may offer only settings)
            index = next((i for i, f in enumerate(self.forces)
                          if any(o.type in ("unit", "model") for o in self.builder.options(f))),
                         0)
        self.force_combo.setCurrentIndex(index)

    def force(self) -> Force | None:
        index = self.force_combo.currentIndex()
        return self.forces[index] if 0 <= index < len(self.forces) else None

    def _fill(self) -> None:
        self.tree.clear()
        self._options = {}
        force = self.force()
        if force is None:
            self._on_selection()
            return
        counts = {c.name: c for c in force_categories(self.builder, force)}
        for category, options in self.builder.categories(force):
            name = category.name if category is not None else self.tr("Other")
            if not options:
                continue
            info = counts.get(name)
            allowed = ""
            if info is not None:  # how many the force holds, and allows
                limits = self._limits(info.minimum, info.maximum)
                allowed = arg(self.tr("%1 chosen; %2"), number(info.count), limits) if limits \
                    else arg(self.tr("%1 chosen"), number(info.count))
            item = QTreeWidgetItem([name, "", allowed])
            font = item.font(0)
            font.setBold(True)
            item.setFont(0, font)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.tree.addTopLevelItem(item)
            for option in options:
                limit = self.builder.limit(force, option.parts(), "max", option)
                row = QTreeWidgetItem([
                    self.builder.state.text(Ctx(force, None, option), option.parts(), "name",
                                            option.name),
                    costs_text(option_costs(self.builder, force, option)),
                    arg(self.tr("up to %1"), number(limit)) if limit is not None else ""])
                row.setData(0, OPTION_ROLE, id(option))
                row.setTextAlignment(1, Qt.AlignmentFlag.AlignRight
                                     | Qt.AlignmentFlag.AlignVCenter)
                self._options[id(option)] = option
                item.addChild(row)
        self.tree.expandAll()
        self._filter()

    def _limits(self, minimum: int, maximum: int | None) -> str:
        if maximum is not None and minimum:
            return f"{minimum}–{maximum}"
        if maximum is not None:
            return arg(self.tr("up to %1"), maximum)
        if minimum:
            return arg(self.tr("at least %1"), minimum)
        return ""

    def _filter(self) -> None:
        text = self.search.text().strip().casefold()
        first: QTreeWidgetItem | None = None
        for index in range(self.tree.topLevelItemCount()):
            category = self.tree.topLevelItem(index)
            if category is None:
                continue
            shown = 0
            for row in range(category.childCount()):
                child = category.child(row)
                if child is None:
                    continue
                hide = bool(text) and text not in child.text(0).casefold()
                child.setHidden(hide)
                if not hide:
                    shown += 1
                    first = first or child
            category.setHidden(shown == 0)
        if first is not None and not self.tree.selectedItems():
            self.tree.setCurrentItem(first)
        self._on_selection()

    def selected_options(self) -> list[Option]:
        return [self._options[item.data(0, OPTION_ROLE)] for item in self.tree.selectedItems()
                if item.data(0, OPTION_ROLE) in self._options and not item.isHidden()]

    def _on_selection(self) -> None:
        chosen = self.selected_options()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(chosen))
        if len(chosen) > 1:
            self.details.setText(self.tr("%n unit(s) selected", "", len(chosen)))
        elif not chosen:
            self.details.setText(self.tr("Select one or more units to add."))
        else:
            self.details.setText(self._describe(chosen[0]))

    def _describe(self, option: Option) -> str:
        """The entry's name, what it costs as added (with what the data makes compulsory
        in it), what it then holds, and its stat lines as the data prints them."""
        force = self.force()
        lines = [option.name]
        made = self._as_added(force, option) if force is not None else None
        if made is not None:
            cost = costs_text(selection_costs(self.builder, made))
            if cost:
                lines[0] += " — " + arg(self.tr("%1 as added"), cost)
            held = [f"{s.number}× {s.name}" if s.number > 1 else s.name
                    for s in made.selections]
            if held:
                lines.append(arg(self.tr("With: %1"), ", ".join(held)))
        for part in option.parts():
            for profile in kids(part, "profiles")[:6]:
                values = ", ".join(f"{c.get('name', '')} {(c.text or '').strip()}"
                                   for c in kids(profile, "characteristics")
                                   if (c.text or "").strip())
                lines.append(f"{profile.get('name', '')}: {values}" if values
                             else profile.get("name", ""))
        return "\n".join(lines)

    def _as_added(self, force: Force, option: Option) -> Selection | None:
        """The selection ``option`` would make in ``force``, made in a copy of the roster
        (the roster itself is not touched)."""
        path: list[int] = []

        def find(forces: list[Force]) -> bool:
            for index, item in enumerate(forces):
                path.append(index)
                if item is force or find(item.forces):
                    return True
                path.pop()
            return False

        if not find(self.builder.document.forces):
            return None
        scratch = copy.deepcopy(self.builder.document)
        target = scratch.forces[path[0]]
        for index in path[1:]:
            target = target.forces[index]
        builder = RosterBuilder(self.builder.data, "", document=scratch, refresh=False)
        try:
            return builder.add(target, option.id)
        except FormatError:
            return None

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        if item.data(0, OPTION_ROLE) in self._options:
            self.tree.setCurrentItem(item)
            self.accept()


__all__ = ["DataAddDialog"]
