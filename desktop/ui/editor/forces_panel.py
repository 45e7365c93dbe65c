"""The forces of a roster built from game data: each force (and its child forces, such as
the Horus Heresy's detachments) with its categories, how many units each holds and how many
it allows; adding units to a force, adding and removing forces.  Every change is one
undoable step of the roster's :class:`DataSession`."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.text import Message
from desktop.formats.battlescribe.builder import ForceChoice, RosterBuilder
from desktop.formats.battlescribe.choices import force_categories
from desktop.formats.battlescribe.convert import number
from desktop.formats.battlescribe.model import Force, Selection
from desktop.formats.errors import FormatError
from desktop.ui.editor.common import LazyRebuild
from desktop.ui.editor.data_session import ADD_FORCE, REMOVE_FORCE, DataSession, edit_name
from desktop.ui.editor.options_panel import costs_text
from desktop.ui.i18n import Retranslating, arg, render
from desktop.ui.views import name_tree

FORCE_ROLE = Qt.ItemDataRole.UserRole + 40


class ForcesPanel(Retranslating, LazyRebuild):
    """See the module docstring.

    Signals:
        add_units(object): the player wants to add units to this Force.
        refused(str): a change was refused; the argument says why.
    """

    add_units = Signal(object)
    refused = Signal(str)

    def __init__(self, session: DataSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ForcesPanel")
        self.session = session
        self._dirty = True
        self._forces: dict[int, Force] = {}
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.tree = name_tree("ForcesTree")
        self.add_units_button = QPushButton()
        self.add_units_button.setObjectName("AddUnitsButton")
        self.detachment_button = QToolButton()
        self.detachment_button.setObjectName("AddChildForceButton")
        self.detachment_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.detachment_menu = QMenu(self)
        self.detachment_menu.aboutToShow.connect(self._fill_child_forces)
        self.detachment_button.setMenu(self.detachment_menu)
        self.force_button = QToolButton()
        self.force_button.setObjectName("AddForceButton")
        self.force_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.force_menu = QMenu(self)
        self.force_menu.aboutToShow.connect(self._fill_forces)
        self.force_button.setMenu(self.force_menu)
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("RemoveForceButton")
        buttons = QHBoxLayout()
        for button in (self.add_units_button, self.detachment_button, self.force_button,
                       self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        layout.addWidget(self.tree, 1)
        self.add_units_button.clicked.connect(self._add_units)
        self.remove_button.clicked.connect(self._remove)
        self.tree.currentItemChanged.connect(lambda *_a: self._update_buttons())
        self.tree.itemDoubleClicked.connect(lambda *_a: self._add_units())
        session.changed.connect(self.refresh)
        self._unsubscribe = session.open_roster.document.subscribe(lambda _c: self.later())
        self.destroyed.connect(lambda _o=None, u=self._unsubscribe: u())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.tree.setHeaderLabels([self.tr("Force / category"), self.tr("Chosen"),
                                   self.tr("Allowed")])
        self.add_units_button.setText(self.tr("Add &units…"))
        self.detachment_button.setText(self.tr("Add &detachment"))
        self.detachment_button.setToolTip(self.tr("Add a force inside the selected force "
                                                  "(a detachment)"))
        self.force_button.setText(self.tr("Add fo&rce"))
        self.remove_button.setText(self.tr("Remove force"))
        self.refresh()

    def current_force(self) -> Force | None:
        item = self.tree.currentItem()
        while item is not None:
            found = self._forces.get(item.data(0, FORCE_ROLE) or 0)
            if found is not None:
                return found
            item = item.parent()
        forces = list(self._forces.values())
        return forces[0] if forces else None

    def _rebuild(self) -> None:
        self._dirty = False
        session = self.session
        chosen = self.current_force()
        wanted = chosen.id if chosen is not None else None
        self.tree.clear()
        self._forces = {}
        roster = session.open_roster.roster
        self.title.setText(roster.name)
        if not session.ready:
            self.status.setText(render(session.problem) if session.problem is not None
                                else self.tr("Reading the game data…"))
            self.status.show()
            self._update_buttons()
            return
        try:
            builder = session.builder()
        except FormatError as exc:
            self.status.setText(render(exc.message))
            self.status.show()
            return
        document = builder.document
        total = costs_text([(c.name.strip(), c.value) for c in document.costs
                            if c.type_id not in builder.data.hidden_cost_types()])
        limits = costs_text([(c.name.strip(), c.value) for c in document.cost_limits
                             if c.value >= 0])
        self.status.setText(arg(self.tr("Checked against %1. Total: %2"),
                                session.checked_against, total or "0")
                            + (" · " + arg(self.tr("limit %1"), limits) if limits else ""))
        over = any(0 <= limit.value < document.recomputed(limit.type_id)
                   for limit in document.cost_limits if limit.value > 0)
        self.status.setStyleSheet("color: #b00020;" if over else "")
        self.status.show()
        current: QTreeWidgetItem | None = None
        for force in document.forces:
            item = self._add_force(builder, force, None)
            current = current or item
        for found in self._all_items():
            shown = self._forces.get(found.data(0, FORCE_ROLE) or 0)
            if shown is not None and shown.id == wanted:
                current = found
        self.tree.expandAll()
        if current is not None:
            self.tree.setCurrentItem(current)
        if not document.forces:
            empty = QTreeWidgetItem([self.tr("No force yet: add one with “Add force”.")])
            self.tree.addTopLevelItem(empty)
        self._update_buttons()

    def _all_items(self) -> list[QTreeWidgetItem]:
        found: list[QTreeWidgetItem] = []
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            item = stack.pop()
            if item is None:
                continue
            found.append(item)
            stack.extend(item.child(i) for i in range(item.childCount()))
        return found

    def _add_force(self, builder: RosterBuilder, force: Force,
                   parent: QTreeWidgetItem | None) -> QTreeWidgetItem:
        units = sum(1 for s in force.selections if s.type in ("unit", "model"))
        name = force.custom_name or force.name
        if parent is None and force.catalogue_name:
            name = f"{name} ({force.catalogue_name.strip()})"
        item = QTreeWidgetItem([name, self.tr("%n unit(s)", "", units), ""])
        font = item.font(0)
        font.setBold(True)
        item.setFont(0, font)
        item.setToolTip(0, force.catalogue_name)
        item.setData(0, FORCE_ROLE, id(force))
        self._forces[id(force)] = force
        if parent is None:
            self.tree.addTopLevelItem(item)
        else:
            parent.addChild(item)
        for category in force_categories(builder, force):
            if category.maximum == 0 and not category.count:
                continue  # nothing may be taken there now (e.g. "Prime" slots not unlocked)
            allowed = self._limits(category.minimum, category.maximum)
            row = QTreeWidgetItem([category.name, str(number(category.count)), allowed])
            broken = category.count < category.minimum or (
                category.maximum is not None and category.count > category.maximum)
            if broken:
                for column in range(3):
                    row.setForeground(column, Qt.GlobalColor.red)
            item.addChild(row)
        for child in force.forces:
            self._add_force(builder, child, item)
        return item

    def _limits(self, minimum: int, maximum: int | None) -> str:
        if maximum is not None and minimum == maximum:
            return arg(self.tr("exactly %1"), maximum)
        if maximum is not None and minimum:
            return f"{minimum}–{maximum}"
        if maximum is not None:
            return arg(self.tr("up to %1"), maximum)
        if minimum:
            return arg(self.tr("at least %1"), minimum)
        return ""

    def _update_buttons(self) -> None:
        ready = self.session.ready
        force = self.current_force() if ready else None
        self.add_units_button.setEnabled(force is not None)
        self.detachment_button.setEnabled(force is not None)
        self.force_button.setEnabled(ready)
        self.remove_button.setEnabled(force is not None)

    # --- changes ------------------------------------------------------------------------

    def _edit(self, label: Message, change: Callable[[RosterBuilder], object]) -> None:
        def run(builder: RosterBuilder, _units: dict[str, Selection]) -> None:
            change(builder)

        try:
            self.session.edit(label, run)
        except FormatError as exc:
            self.refused.emit(render(exc.message))
        self.refresh()

    def _add_units(self) -> None:
        force = self.current_force()
        if force is not None:
            self.add_units.emit(force)

    def _remove(self) -> None:
        force = self.current_force()
        if force is not None and self.session.holds(force):
            self._edit(edit_name(REMOVE_FORCE, force.name),
                       lambda builder: builder.remove_force(force))

    def _entry_action(self, menu: QMenu, choice: ForceChoice,
                      add: Callable[[RosterBuilder], object]) -> None:
        action = menu.addAction(choice.name)
        action.triggered.connect(partial(self._edit, edit_name(ADD_FORCE, choice.name), add))

    def _fill_child_forces(self) -> None:
        self.detachment_menu.clear()
        force = self.current_force()
        if not self.session.ready or force is None:
            return
        entries = self.session.builder().force_entries(parent=force)
        for choice in entries:
            self._entry_action(self.detachment_menu, choice,
                               partial(_add_child_force, choice.id, force))
        if not entries:
            none = self.detachment_menu.addAction(self.tr("This force has no detachments "
                                                          "to add"))
            none.setEnabled(False)

    def _fill_forces(self) -> None:
        self.force_menu.clear()
        if not self.session.ready or self.session.data is None:
            return
        builder = self.session.builder()
        catalogues = [c for c in self.session.data.catalogues.values() if not c.library]
        for catalogue in sorted(catalogues, key=lambda c: c.name.lower()):
            menu = self.force_menu.addMenu(catalogue.name) if len(catalogues) > 1 \
                else self.force_menu
            for choice in builder.force_entries(catalogue=catalogue.id):
                self._entry_action(menu, choice, partial(_add_force, choice.id, catalogue.id))


__all__ = ["ForcesPanel"]


def _add_child_force(entry_id: str, parent: Force, builder: RosterBuilder) -> Force:
    return builder.add_force(entry_id, parent=parent)


def _add_force(entry_id: str, catalogue_id: str, builder: RosterBuilder) -> Force:
    return builder.add_force(entry_id, catalogue_id)
