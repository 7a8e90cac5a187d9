"""Golf for the kit's solver: the engine's moves as a search space (no Qt).

Golf's engine is not a :class:`~qtcards.kit.PatienceRules` (it has no piles to move cards
between), so it gives the solver its own :class:`~qtcards.kit.SearchSpace`: the engine's
:func:`~qtcards_golf.engine.legal_moves` and :func:`~qtcards_golf.engine.apply`, a position
told by what is left of each column and the rank of the foundation's top card (the cards
below it never play again, and suits never matter), of two such positions the one with more cards left in the stock
searched, and the cards left in the columns as the estimate. The
solver knows the order of the stock (the rules page says so). Lines replay through
:func:`~qtcards_golf.engine.apply`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from qtcards.kit import KING, SearchSpace, card_rank

from .engine import Draw, Move, Play, State, apply, is_won

DRAW = Draw()


class GolfSpace(SearchSpace[State, Move]):
    """Golf's positions for the solver (see the module's docstring)."""

    bytes_per_position = 200  # measured at the peak of searches (benchmarks.solver --measure): about 150

    def successors(self, state: State) -> Iterator[tuple[tuple[Move, ...], State]]:
        """Every column's top card that goes on the foundation, and each card the stock can
        bring to the foundation, as one step of as many draws as it takes (so that a
        position with more in :meth:`reserve` has a step to every position one with less
        has)."""
        top = card_rank(state.foundation[-1])
        for index, column in enumerate(state.columns):
            if column and top != KING and abs(card_rank(column[-1]) - top) == 1:
                columns = state.columns[:index] + (column[:-1],) + state.columns[index + 1 :]
                after = State(columns, state.stock, state.foundation + column[-1:], state.deal)
                if not stranded(after):
                    yield (Play(index),), after
        if is_won(state):
            return
        for count in range(1, len(state.stock) + 1):
            drawn = state.stock[-count:][::-1]
            after = State(state.columns, state.stock[:-count], state.foundation + drawn, state.deal)
            if not stranded(after):
                yield (DRAW,) * count, after

    def is_won(self, state: State) -> bool:
        """The engine's :func:`~qtcards_golf.engine.is_won`."""
        return is_won(state)

    def key(self, state: State) -> bytes:
        """The columns as they are and the rank of the foundation's top card (suits never
        matter; not the stock: see :meth:`reserve`)."""
        return b"\xff".join((*map(bytes, state.columns), bytes((card_rank(state.foundation[-1]),))))

    def reserve(self, state: State) -> int:
        """The cards left in the stock. With the same columns and top card, a position with
        more left in the stock can do all one with fewer can: draw the cards the other has
        not, and then as it does (the stock is drawn from its end, so the fewer cards are the
        ones drawn last, in the same order)."""
        return len(state.stock)

    def progress(self, state: State) -> float:
        """Fewer cards left in the columns is nearer a win; a card left in the stock helps."""
        return len(state.stock) * 0.5 - sum(map(len, state.columns))

    def replay(self, state: State, line: Sequence[Move]) -> State:
        """Each move through the engine's :func:`~qtcards_golf.engine.apply`."""
        for move in line:
            state = apply(state, move)
        return state


#: Each card's rank, by card.
RANKS = bytes(card_rank(card) for card in range(52))


def stranded(state: State) -> bool:
    """Whether a column's card can never go on the foundation: every card it may go on (one
    rank apart, not a king) that is left (on top of the foundation, in the stock or in the
    columns) lies under it in its own column. Such a position can never be won: not
    searched."""
    left = [0] * 15
    for card in (state.foundation[-1], *state.stock):
        left[RANKS[card]] += 1
    for column in state.columns:
        for card in column:
            left[RANKS[card]] += 1
    for column in state.columns:
        under = [0] * 15
        for card in column:  # bottom first: ``under`` counts the cards under this one
            r = RANKS[card]
            if left[r - 1] == under[r - 1] and (r == 12 or left[r + 1] == under[r + 1]):
                return True
            under[r] += 1
    return False


SPACE = GolfSpace()
"""Golf's search space, for :func:`qtcards.kit.solve`."""
