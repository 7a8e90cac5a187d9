"""Edit › Undo and Redo in our own words, for the active game's undo stack."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QUndoGroup, QUndoStack


def retranslate(stack: QUndoStack | None) -> None:
    """Name the moves of ``stack`` again in the current language (the Edit menu shows
    them): every command that can (``retranslate()``) does."""
    if stack is None:
        return
    for index in range(stack.count()):
        command = stack.command(index)
        if hasattr(command, "retranslate"):
            command.retranslate()


class GroupAction(QAction):
    """Edit › Undo or Redo of a ``QUndoGroup``'s active stack, in our own words.

    ``QUndoGroup.createUndoAction`` writes Qt's own "Undo %1" over the text, without a
    mnemonic; this action names the command after our translated "&Undo" / "&Redo".
    """

    def __init__(self, group: QUndoGroup, redo: bool, parent: QObject) -> None:
        super().__init__(parent)
        self.group = group
        self.redo = redo
        self.setEnabled(False)
        can, changed = (
            (group.canRedoChanged, group.redoTextChanged) if redo else (group.canUndoChanged, group.undoTextChanged)
        )
        can.connect(self.setEnabled)
        changed.connect(self.retranslate)
        self.triggered.connect(group.redo if redo else group.undo)

    def retranslate(self) -> None:
        """Set the text again: the verb, then the name of the move it acts on, if any."""
        command = (self.group.redoText() if self.redo else self.group.undoText()).replace("&", "&&")
        if not command:
            text = self.tr("&Redo") if self.redo else self.tr("&Undo")
        elif self.redo:
            #: Edit menu: redo the move named {0} (an undo command's name, e.g. "Draw").
            text = self.tr("&Redo {0}")
        else:
            #: Edit menu: undo the move named {0} (an undo command's name, e.g. "Draw").
            text = self.tr("&Undo {0}")
        self.setText(text.format(command))
