"""The steps of a game on its undo stack, and checking a saved history of them."""

from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from qtcards.qt.overrides import GuardedOverrides

S = TypeVar("S")


class Step(GuardedOverrides, QUndoCommand, Generic[S]):
    """One change on the undo stack: the states before and after it, and its name in the
    Edit menu (an English source in a translation context, named again in each language)."""

    def __init__(self, session: Any, before: S, after: S, name: str, context: str) -> None:
        super().__init__()
        self.session = session
        self.before = before
        self.after = after
        self.name = name
        self.context = context
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

    def undo(self) -> None:
        self.session.show(self.before)


def json_of(state: Any) -> Any:
    """A game state as its saved file holds it (the engine's ``to_json()``)."""
    return state.to_json()


def by_legal_moves(apply: Callable[[Any, Any], Any], legal_moves: Callable[[Any], Any]) -> Callable[[Any, Any], bool]:
    """A ``follows`` for an engine with ``apply(state, move)`` and ``legal_moves(state)``:
    ``after`` follows ``before`` when one legal move leads there."""

    def follows(before: Any, after: Any) -> bool:
        return any(apply(before, move) == after for move in legal_moves(before))

    return follows
