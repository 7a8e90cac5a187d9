"""The steps of a game on its undo stack, and checking a saved history of them."""

from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QUndoCommand

from qtcards.qt.marked import QT_TRANSLATE_NOOP
from qtcards.qt.overrides import GuardedOverrides

S = TypeVar("S")

#: What the player (and a screen reader) is told after Undo and Redo: the move's own
#: words ("Undone: 2 of clubs to Free cell 1."), or, for a move without words (one of a
#: resumed game), the bare verb.
UNDONE = QT_TRANSLATE_NOOP("Step", "Undone: {0}")
REDONE = QT_TRANSLATE_NOOP("Step", "Redone: {0}")
UNDONE_BARE = QT_TRANSLATE_NOOP("Step", "Move undone.")
REDONE_BARE = QT_TRANSLATE_NOOP("Step", "Move redone.")


class Step(GuardedOverrides, QUndoCommand, Generic[S]):
    """One change on the undo stack: the states before and after it, its name in the
    Edit menu (an English source in a translation context, named again in each language),
    and what the player was told of it (``said``, told again after Undo and Redo)."""

    def __init__(self, session: Any, before: S, after: S, name: str, context: str, said: str = "") -> None:
        super().__init__()
        self.session = session
        self.before = before
        self.after = after
        self.name = name
        self.context = context
        self.said = said
        self._pushed = False  # the first redo() is the push itself: nothing to tell
        self._json: dict[str, Any] = {}  # each state's JSON, made once (the game is saved at every change)
        self.retranslate()

    def before_json(self) -> Any:
        """The state before the step as the saved game holds it (made once)."""
        if "before" not in self._json:
            self._json["before"] = json_of(self.before)
        return self._json["before"]

    def after_json(self) -> Any:
        """The state after the step as the saved game holds it (made once)."""
        if "after" not in self._json:
            self._json["after"] = json_of(self.after)
        return self._json["after"]

    def retranslate(self) -> None:
        """Name the step in the current language."""
        self.setText(QCoreApplication.translate(self.context, self.name) if self.name else "")

    def redo(self) -> None:
        self.session.show(self.after)
        if self._pushed and not self.session.restoring:
            self._tell(REDONE if self.said else REDONE_BARE)
        self._pushed = True

    def undo(self) -> None:
        self.session.show(self.before)
        if not self.session.restoring:
            self._tell(UNDONE if self.said else UNDONE_BARE)

    def _tell(self, words: str) -> None:
        """Tell the player what Undo or Redo did, once the stack has moved (the window
        clears the status line as it does)."""
        text = QCoreApplication.translate("Step", words).format(self.said)
        announce = self.session.context.announce
        QTimer.singleShot(0, self.session, lambda: announce(text))


def json_of(state: Any) -> Any:
    """A game state as its saved file holds it (the engine's ``to_json()``)."""
    return state.to_json()


def by_legal_moves(apply: Callable[[Any, Any], Any], legal_moves: Callable[[Any], Any]) -> Callable[[Any, Any], bool]:
    """A ``follows`` for an engine with ``apply(state, move)`` and ``legal_moves(state)``:
    ``after`` follows ``before`` when one legal move leads there."""

    def follows(before: Any, after: Any) -> bool:
        return any(apply(before, move) == after for move in legal_moves(before))

    return follows
