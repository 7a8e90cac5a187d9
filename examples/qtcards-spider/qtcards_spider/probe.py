"""Spider's narrower search, tried before the complete one (no Qt).

It leaves out the moves that Spider solvers leave out, as seldom needed:

- a run of one suit moves whole: part of it moves only when that sends a run home;
- a run lying on a card one rank higher moves only onto a card of its own suit (where it
  makes a longer run), never between two places it fits alike;
- a column that is one run, all face up, does not move to an empty column;
- of several empty columns, a run goes to the first only.

Its estimate counts runs home, face-down cards, breaks in the columns' runs, empty columns
and the cards left in the stock (so that it deals sooner). Running out of positions proves
nothing (a left-out move might have won); a win it finds is replayed through Spider's rules
like any.
"""

from __future__ import annotations

from collections.abc import Iterator

from qtcards.kit import DEAL, PatienceRules, PileMove

from .engine import State
from .moves import COLUMNS, SpiderPositions, Steps, deal_row, estimate, move_run, run_length


class SpiderProbe(SpiderPositions):
    """Spider's positions searched through the moves that usually help (see the module's
    docstring), ``stock`` the weight of a card left in the stock in its estimate."""

    def __init__(self, rules: PatienceRules[State], stock: float) -> None:
        super().__init__(rules)
        self.stock = stock

    def progress(self, state: State) -> float:
        """Spider's :func:`~qtcards_spider.moves.estimate`, with the probe's weight of a
        card left in the stock."""
        return estimate(state, self.stock)

    def successors(self, state: State) -> Iterator[tuple[Steps, State]]:
        """The moves of the module's docstring, and the deal."""
        tops: dict[int, list[int]] = {}
        vacant = -1
        for index, column in zip(COLUMNS, state.columns):
            if column:
                tops.setdefault(column[-1] % 13, []).append(index)
            elif vacant < 0:
                vacant = index
        columns = state.columns
        for source, column, down in zip(COLUMNS, columns, state.down):
            length = run_length(column, down)
            if not length:
                continue
            first = column[-length]
            rank, suit = first % 13, first % 52 // 13
            below = len(column) - length - 1
            fits = below >= down and column[below] % 13 == rank + 1
            for target in tops.get(rank + 1, ()):
                if not fits or columns[target - COLUMNS[0]][-1] % 52 // 13 == suit:
                    yield (PileMove(source, length, target),), move_run(state, source, length, target)
            if vacant >= 0 and below >= 0:
                yield (PileMove(source, length, vacant),), move_run(state, source, length, vacant)
            if column[-1] % 13 == 0:
                yield from self.homeward(state, source, length)
        if state.stock and vacant < 0:
            yield (DEAL,), deal_row(state)

    def homeward(self, state: State, source: int, length: int) -> Iterator[tuple[Steps, State]]:
        """The part of the run ending in an ace at ``source`` that completes a run home on
        another column (the whole run's moves are the caller's)."""
        column = state.columns[source - COLUMNS[0]]
        for target, other in zip(COLUMNS, state.columns):
            if target == source or not other:
                continue
            count = other[-1] % 13
            if 0 < count < length and other[-1] % 52 == column[-count] % 52 + 1:
                held = run_length(other, state.down[target - COLUMNS[0]])
                if held + count >= 13:
                    yield (PileMove(source, count, target),), move_run(state, source, count, target)
