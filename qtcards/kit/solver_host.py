"""What the kit's solver pieces ask of a game's view: :class:`VerdictHost` and :class:`SolverHost`.

:class:`~qtcards.kit.verdicts.Verdicts` (the verdict in the status bar, the end panel of
a game that can no longer be won and its undo to the last winnable position), the hint
along a winning line (:mod:`qtcards.kit.line_hint`), :class:`~qtcards.kit.demo.Demo` and
:class:`~qtcards.kit.winnable_deals.WinnableDeals` serve any view that has these, not only
a :class:`~qtcards.kit.PatienceView`: Golf's and Pyramid's views, with their own search
spaces, have them too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from qtcards.kit.game import GameContext
    from qtcards.kit.session import Session
    from qtcards.kit.verdicts import Verdicts
    from qtcards.table import FeltMessage


class VerdictHost(Protocol):
    """What :class:`~qtcards.kit.verdicts.Verdicts` needs of a view: the position on the
    table, the session (its history, for the undo to the last winnable position), the
    game's context (options, info field, screen reader) and the end panel."""

    @property
    def context(self) -> GameContext:
        """The game's context."""

    @property
    def state(self) -> Any:
        """The position on the table, None before the first."""

    @property
    def session(self) -> Session[Any]:
        """The game's session (undo stack and history)."""

    def show_end_box(
        self, title: str, text: str, undo: bool, more: Sequence[tuple[str, Callable[[], None]]] = ()
    ) -> None:
        """The end panel (:meth:`~qtcards.kit.GameView.show_end_box`)."""


class SolverHost(VerdictHost, Protocol):
    """What the hint, the demo and winnable deals need besides: the view's verdicts, its
    numbered deals, a message on the felt, and how to deal and show a position."""

    @property
    def verdicts(self) -> Verdicts:
        """The solver's verdicts on the view's positions."""

    @property
    def deals(self) -> Any:
        """The game's :class:`~qtcards.kit.Deals` (None: its deals have no numbers)."""

    @property
    def message(self) -> FeltMessage:
        """The message on the felt."""

    @property
    def new_state(self) -> Callable[[int], Any]:
        """The state of deal number N, from its beginning."""

    def start_deal(self, number: int) -> None:
        """Start deal ``number`` through the session."""

    def show_state(self, state: Any, animate: bool = True) -> None:
        """Make the table show ``state``."""

    def close_end_box(self) -> None:
        """Close the end panel if it is open."""


def owner(host: VerdictHost) -> QObject | None:
    """``host`` as the Qt parent of the solver's pieces (every game view is one)."""
    return host if isinstance(host, QObject) else None
