"""One generic ``QUndoCommand`` over the pure-Python edits of :mod:`desktop.domain.document`.

The command text is the edit's translatable name, re-translated when the language changes.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack

from desktop.domain.document import Edit, RosterDocument
from desktop.ui.i18n import render


class EditCommand(QUndoCommand):
    def __init__(self, document: RosterDocument, edit: Edit) -> None:
        super().__init__(render(edit.name))
        self.document = document
        self.edit = edit

    def redo(self) -> None:
        self.edit.apply(self.document)

    def undo(self) -> None:
        self.edit.revert(self.document)

    def retranslate(self) -> None:
        self.setText(render(self.edit.name))


def push_edit(stack: QUndoStack, document: RosterDocument, edit: Edit) -> EditCommand:
    """Apply ``edit`` now, as one step the user can undo and redo."""
    command = EditCommand(document, edit)
    stack.push(command)
    return command


def retranslate_stack(stack: QUndoStack) -> None:
    for index in range(stack.count()):
        command = stack.command(index)
        if isinstance(command, EditCommand):
            command.retranslate()
