"""Winnable deals only: a new random deal of a patience that the solver has won.

With the kit's option :data:`~qtcards.kit.solver_options.WINNABLE_ONLY` on, New game picks deal
numbers at random as before and asks the solver, in a worker process of its own, about
each in turn until one is proved winnable; the old game stays on the table meanwhile. The
deal is still an ordinary numbered deal: its number is shown, Play deal number plays it
again, and Play deal number plays any number, winnable or not. When no deal is proved
winnable within :attr:`WinnableDeals.tries` searches of :attr:`WinnableDeals.budget` each,
the last one tried is dealt, and the player is told it may not be winnable.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject

from qtcards.kit.solver import WINNABLE, Budget, Verdict
from qtcards.kit.solver_options import WINNABLE_ONLY
from qtcards.kit.solver_runner import SolverRunner
from qtcards.kit.verdicts import option, tr
from qtcards.qt.marked import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from qtcards.kit.patience_view import PatienceView

LOOKING = QT_TRANSLATE_NOOP("Solver", "Looking for a deal that can be won…")
NONE_FOUND = QT_TRANSLATE_NOOP("Solver", "No deal was proved winnable in time: this one may not be.")


class WinnableDeals(QObject):
    """New random deals of ``view``'s game, winnable ones only while the option is on."""

    def __init__(self, view: PatienceView[Any], game: Any) -> None:
        super().__init__(view)
        self.view, self.game = view, game
        self.budget = Budget(seconds=3.0, megabytes=200.0)
        self.tries = 5
        #: The deal a new random deal tries next, of 0..last (the system's randomness).
        self.pick: Callable[[int], int] = lambda last: random.SystemRandom().randint(0, last)
        self.runner: SolverRunner | None = None
        self.tried = 0
        self.game_on: Any = None  # the game on the table when the search began
        view.destroyed.connect(self.cancel)

    def deal(self) -> None:
        """Start a new random deal: a winnable one when the option is on."""
        if not option(self.view, WINNABLE_ONLY) or self.view.deals is None:
            if self.view.deals is not None:
                self.view.deals.deal_any()
            return
        if self.runner is None:
            self.runner = SolverRunner(self.game, self)
            self.runner.answered.connect(self._answered)
        self.tried, self.game_on = 0, self.view.session.counted.game
        self.view.message.say(tr(LOOKING), self.view.context.announce)
        self._try()

    def _try(self) -> None:
        assert self.runner is not None and self.view.deals is not None
        number = self.pick(self.view.deals.last)
        self.tried += 1
        self.runner.ask(self.view.new_state(number), self.budget, about=number)

    def _answered(self, number: int, verdict: Verdict | None) -> None:
        if self.view.session.counted.game != self.game_on:
            return  # another deal was started meanwhile (by its number, say)
        won = verdict is not None and verdict.outcome == WINNABLE
        if not won and self.tried < self.tries:
            self._try()
            return
        self.view.start_deal(number)
        if won and verdict is not None and self.view.state is not None:
            self.view.verdicts.known[self.view.state] = verdict
            self.view.verdicts.refresh()
        else:
            self.view.message.say(tr(NONE_FOUND), self.view.context.announce)

    @property
    def busy(self) -> bool:
        """True while a deal is looked for."""
        return self.runner is not None and self.runner.busy

    def cancel(self) -> None:
        """Stop looking (a deal was started another way), and end the worker."""
        if self.runner is not None:
            self.runner.close()
