"""The editor's commands on a roster built from game data: adding units from the data,
and removing, duplicating and moving units as selections of the roster's BattleScribe
document (so they keep their entries, options and costs).  Each is one undoable step of the
roster's :class:`DataSession`."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from desktop.domain.text import Message
from desktop.formats.errors import FormatError
from desktop.ui.editor.common import ItemRef, Kind
from desktop.ui.editor.data_session import (
    ADD,
    DUPLICATE,
    MOVE,
    REMOVE,
    Change,
    DataSession,
    edit_name,
)
from desktop.ui.editor.pages import MessageBar
from desktop.ui.i18n import render

if TYPE_CHECKING:  # the game data machinery loads with the first roster that has data
    from desktop.formats.battlescribe.builder import RosterBuilder
    from desktop.formats.battlescribe.model import Force, Selection


def fresh_copy(selection: Selection) -> Selection:
    """A copy of ``selection`` (and all it holds) with new instance ids."""
    from desktop.formats.battlescribe.builder import new_id

    duplicate = copy.deepcopy(selection)
    for item in duplicate.walk():
        item.id = new_id()
        for category in item.categories:
            category.id = new_id()
    return duplicate


def holder_of(builder: RosterBuilder, selection: Selection) -> list[Selection] | None:
    parent = builder.state.parent_of(selection)
    return parent.selections if parent is not None else None


class DataCommands:
    """The data half of the editor's commands (mixed into the RosterEditor, which sets up
    ``data_session`` and ``message``, and knows ``current_ref``/``select_item``)."""

    data_session: DataSession | None
    message: MessageBar

    def current_ref(self) -> ItemRef:
        raise NotImplementedError

    def select_item(self, ref: ItemRef) -> None:
        raise NotImplementedError

    def data_ready(self) -> bool:
        return self.data_session is not None and self.data_session.ready

    def data_unit(self, ref: ItemRef | None = None) -> Selection | None:
        """The selection of the current unit when it is one from the game data."""
        ref = ref or self.current_ref()
        session = self.data_session
        if ref.kind is not Kind.UNIT or ref.unit_id is None or session is None \
                or not session.ready:
            return None
        try:
            selection = session.selection_of(ref.unit_id)
            builder = session.builder()
        except FormatError:
            return None
        if selection is None or builder.state.option(selection) is None:
            return None
        return selection

    def can_data(self, name: str) -> bool | None:
        """Whether a command can run on the current item as a data command (None: it is not
        one, the usual command applies)."""
        selection = self.data_unit()
        if selection is None or self.data_session is None:
            return None
        if name in ("duplicate", "remove"):
            return True
        if name in ("move_up", "move_down"):
            holder = holder_of(self.data_session.builder(), selection)
            if holder is None:
                return False
            index = next(i for i, s in enumerate(holder) if s is selection)
            return index > 0 if name == "move_up" else index < len(holder) - 1
        return None

    def _data_edit(self, label: Message, change: Change) -> str | None:
        session = self.data_session
        assert session is not None
        try:
            return session.edit(label, change)
        except FormatError as exc:
            self.message.show_message(render(exc.message))
            return None

    def run_data(self, name: str) -> bool:
        """Run ``name`` as a data command when it is one; False: not one."""
        selection = self.data_unit()
        if selection is None:
            return False
        shown = selection.display_name
        unit_id: str | None = None
        if name == "remove":
            unit_id = self._data_edit(edit_name(REMOVE, shown),
                                      lambda b, _u: self._data_remove(b, selection))
            if unit_id is None:
                self.select_item(ItemRef(Kind.ROSTER))
        elif name == "duplicate":
            unit_id = self._data_edit(edit_name(DUPLICATE, shown),
                                      lambda b, _u: self._data_duplicate(b, selection))
        elif name in ("move_up", "move_down"):
            step = -1 if name == "move_up" else 1
            unit_id = self._data_edit(edit_name(MOVE, shown),
                                      lambda b, _u: self._data_move(b, selection, step))
        else:
            return False
        if unit_id is not None:
            self.select_item(ItemRef(Kind.UNIT, unit_id))
        return True

    @staticmethod
    def _data_remove(builder: RosterBuilder, selection: Selection) -> Selection | None:
        holder = holder_of(builder, selection)
        index = next((i for i, s in enumerate(holder or []) if s is selection), 0)
        builder.remove(selection)
        if holder:  # select the unit that took its place
            return holder[min(index, len(holder) - 1)]
        return None

    @staticmethod
    def _data_duplicate(builder: RosterBuilder, selection: Selection) -> Selection:
        holder = holder_of(builder, selection)
        if holder is None:
            return selection
        duplicate = fresh_copy(selection)
        index = next(i for i, s in enumerate(holder) if s is selection)
        holder.insert(index + 1, duplicate)
        builder.refresh()
        return duplicate

    @staticmethod
    def _data_move(builder: RosterBuilder, selection: Selection, step: int) -> Selection:
        holder = holder_of(builder, selection)
        if holder is not None:
            index = next(i for i, s in enumerate(holder) if s is selection)
            target = index + step
            if 0 <= target < len(holder):
                holder[index], holder[target] = holder[target], holder[index]
                builder.refresh()
        return selection

    def add_data_units(self, force: Force | None = None, parent: QWidget | None = None
                       ) -> str | None:
        """Pick entries of a force (the dialog) and add them as one step; the id of the
        last unit added."""
        from desktop.ui.editor.data_add_dialog import DataAddDialog

        session = self.data_session
        if session is None or not session.ready:
            return None
        dialog = DataAddDialog(session.builder(), force, parent)
        accepted = dialog.exec() == DataAddDialog.DialogCode.Accepted
        chosen, target = dialog.selected_options(), dialog.force()
        dialog.deleteLater()
        if not accepted or not chosen or target is None:
            return None
        return self.add_options(target, [o.id for o in chosen],
                                [o.name for o in chosen])

    def add_options(self, force: Force, option_ids: list[str], names: list[str]
                    ) -> str | None:
        """Add entries (by option id) to ``force`` as one step; the id of the last unit."""
        session = self.data_session
        if session is None or not session.holds(force):
            return None

        def change(builder: RosterBuilder, _units: dict[str, Selection]) -> Selection | None:
            made = None
            for option_id in option_ids:
                made = builder.add(force, option_id)
            return made

        label = edit_name(ADD, names[0] if len(names) == 1 else ", ".join(names))
        unit_id = self._data_edit(label, change)
        if unit_id is not None:
            self.select_item(ItemRef(Kind.UNIT, unit_id))
        return unit_id
