"""Undo for games whose state is a plain value: each command keeps the states around a move."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QUndoCommand, QUndoGroup, QUndoStack


class StateCommand(QUndoCommand):
    """One move on a ``QUndoStack``: the game states before and after it.

    ``show`` puts a state on the table; ``redo`` shows ``after``, ``undo`` ``before``.
    Push the command instead of applying the move yourself (``push`` calls ``redo``).
    ``text`` names the move; with a translation ``context`` it is the English source
    (``QT_TRANSLATE_NOOP(context, ...)``), named again in each new language.
    """

    def __init__(
        self, show: Callable[[Any], None], before: Any, after: Any, text: str, context: str | None = None
    ) -> None:
        super().__init__(text)
        self.show = show
        self.before = before
        self.after = after
        self.source = text
        self.context = context
        self.retranslate()

    def retranslate(self) -> None:
        """Name the move in the current language (when it has a context)."""
        if self.context is not None:
            self.setText(QCoreApplication.translate(self.context, self.source))

    def redo(self) -> None:
        self.show(self.after)

    def undo(self) -> None:
        self.show(self.before)


def history(stack: QUndoStack, current: Any) -> list[Any]:
    """Every state the stack can reach, oldest first (``current`` alone for an empty stack).

    Save it with ``stack.index()`` to restore the undo history later.
    """
    commands = [stack.command(i) for i in range(stack.count())]
    if not commands:
        return [current]
    return [commands[0].before] + [command.after for command in commands]


def restore(
    stack: QUndoStack, states: list[Any], index: int, show: Callable[[Any], None], text: str, context: str | None = None
) -> None:
    """Rebuild a history saved with :func:`history`: one command per step, then go to ``index``.

    Each push shows its state (``show`` is called); a view usually ignores those calls
    while it restores, and then shows ``states[index]`` itself. ``text`` and ``context``
    name every step, as in :class:`StateCommand`.
    """
    for before, after in zip(states, states[1:]):
        stack.push(StateCommand(show, before, after, text, context))
    stack.setIndex(index)


def retranslate(stack: QUndoStack | None) -> None:
    """Name the moves of ``stack`` again in the current language (the Edit menu shows them)."""
    for index in range(stack.count() if stack is not None else 0):
        command = stack.command(index)
        if isinstance(command, StateCommand):
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
        can, changed = (group.canRedoChanged, group.redoTextChanged) if redo else (group.canUndoChanged, group.undoTextChanged)
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
