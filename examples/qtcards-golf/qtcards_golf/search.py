"""Golf for the kit's solver: the engine's moves as a search space (no Qt).

Golf's engine is not a :class:`~qtcards.kit.PatienceRules` (it has no piles to move cards
between), so it gives the solver its own :class:`~qtcards.kit.SearchSpace`: the engine's
moves, a position told by what is left of each column and the rank of the foundation's top
card (the cards below it never play again, and suits never matter), of two such positions
the one with more cards left in the stock searched, positions that can be proved lost
(:func:`matched`) never searched, and the cards left in the columns as the estimate. The
solver knows the order of the stock (the rules page says so). Lines replay through
:func:`~qtcards_golf.engine.apply`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import chain

from qtcards.kit import KING, SearchSpace, card_rank

from .engine import Draw, Move, Play, State, apply, is_won

DRAW = Draw()

#: Each card's rank, by card.
RANKS = bytes(card_rank(card) for card in range(52))
#: Each card's place in a count of ranks held as one int, a byte a rank (a rank has at most
#: four cards, so no byte carries into the next): the count's ``to_bytes`` gives, at index
#: ``r``, how many cards of rank ``r`` it holds.
ONE = tuple(1 << 8 * rank for rank in RANKS)


class GolfSpace(SearchSpace[State, Move]):
    """Golf's positions for the solver (see the module's docstring)."""

    bytes_per_position = 200  # measured at the peak of searches (benchmarks.solver --measure): about 150

    def successors(self, state: State) -> Iterator[tuple[tuple[Move, ...], State]]:
        """Every column's top card that goes on the foundation, and each card the stock can
        bring to the foundation, as one step of as many draws as it takes (so that a
        position with more in :meth:`reserve` has a step to every position one with less
        has), but of the stock's cards of one rank only the first it brings (the later ones
        give the same key with less in reserve: see :meth:`reserve`). A position that
        fails :func:`matched` is left out: it can never be won."""
        columns, stock, foundation = state.columns, state.stock, state.foundation
        left = sum(map(ONE.__getitem__, chain.from_iterable(columns)))
        if not left:
            return
        # What a play or the first draw holds: the columns' cards, the stock's and the new
        # top, one of them. The first draw leaves ``left`` as it is and a play one fewer, so
        # when the first draw passes, every play does too; each later draw holds one
        # card fewer than the one before, so that once one fails the later ones all do.
        held = [left + sum(map(ONE.__getitem__, stock))]
        every = matched(left, held[0])
        top = RANKS[foundation[-1]]
        if top != KING:
            for index, column in enumerate(columns):
                if column and (RANKS[column[-1]] - top) ** 2 == 1:
                    card = column[-1]
                    if every or matched(left - ONE[card], held[0]):
                        played = columns[:index] + (column[:-1],) + columns[index + 1 :]
                        yield (Play(index),), State(played, stock, foundation + (card,), state.deal)
        if not every or not stock:
            return
        for card in reversed(stock[1:]):
            held.append(held[-1] - ONE[card])
        passing = bisect(held, left)
        brought = 0  # the ranks brought already, a bit each
        for count in range(1, passing + 1):
            rank = RANKS[stock[-count]]
            if not brought >> rank & 1:
                brought |= 1 << rank
                drawn = stock[-count:][::-1]
                yield (DRAW,) * count, State(columns, stock[:-count], foundation + drawn, state.deal)

    def is_won(self, state: State) -> bool:
        """The engine's :func:`~qtcards_golf.engine.is_won`."""
        return is_won(state)

    def key(self, state: State) -> bytes:
        """The columns as they are and the rank of the foundation's top card (suits never
        matter; not the stock: see :meth:`reserve`)."""
        return b"\xff".join((*map(bytes, state.columns), bytes((RANKS[state.foundation[-1]],))))

    def reserve(self, state: State) -> int:
        """The cards left in the stock. With the same columns and top card, a position with
        more left in the stock can do all one with fewer can: draw the cards the other has
        not, and then as it does (of one search's positions, the stock of the one with
        fewer is the start of the other's, drawn from its end: the fewer cards are the
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


def bisect(held: Sequence[int], left: int) -> int:
    """How many of ``held`` (each holding fewer cards than the one before, the first known
    to pass) pass :func:`matched` with ``left``."""
    low, high = 1, len(held)  # the first ``low`` pass; those past ``high`` fail
    while low < high:
        middle = (low + high + 1) // 2
        if matched(left, held[middle - 1]):
            low = middle
        else:
            high = middle - 1
    return low


def matched(left: int, held: int) -> bool:
    """Whether each card ``left`` in the columns (a count of ranks, as :data:`ONE` adds
    them) can have a card of its own to go on, one rank apart and not a king, of the cards
    ``held`` (the foundation's top card, the stock's and the columns'). A column card goes
    on the card below it on the foundation, and no two cards go on the same card, so a
    position where this fails can never be won.

    Cards of odd ranks go on cards of even ranks and the other way round; in each of the
    two chains a rank's cards may take the rank below's cards or the rank above's, and
    taking, from the lowest rank up, the free ones below before those above leaves no
    rank short that could be served (as for points in intervals sorted by their ends)."""
    need, free = left.to_bytes(15, "little"), list(held.to_bytes(15, "little"))
    free[KING] = 0
    for rank in range(1, KING + 1):
        short = need[rank] - free[rank - 1]
        if short > 0:
            if short > free[rank + 1]:
                return False
            free[rank + 1] -= short
    return True


SPACE = GolfSpace()
"""Golf's search space, for :func:`qtcards.kit.solve`."""
