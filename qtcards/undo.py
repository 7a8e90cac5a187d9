"""Undo for games whose state is a plain value (plugin API 1, deprecated).

The game session (:class:`qtcards.kit.Session`) keeps a game's undo history now. This
module stays for plugins written against the guide's earlier "Undo" section, for the
support period docs/plugins.md promises (one minor release and six months); importing
it logs a warning.
"""

from __future__ import annotations

import logging
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand, QUndoStack

logging.getLogger(__name__).warning("qtcards.undo is deprecated: use qtcards.kit.Session (docs/plugins.md)")


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
