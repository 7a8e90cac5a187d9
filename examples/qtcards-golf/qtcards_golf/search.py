"""Golf for the kit's solver: the engine's moves as a search space (no Qt).

Golf's engine is not a :class:`~qtcards.kit.PatienceRules` (it has no piles to move cards
between), so it gives the solver its own :class:`~qtcards.kit.SearchSpace`: the engine's
moves, the draws folded into the play they lead to, a position told by what is left of
each column and the rank of the foundation's top card (the cards below it never play
again, and suits never matter), of two such positions the one with more cards left in the
stock searched, positions that can be proved lost (:func:`matched`) never searched, and
the cards left in the columns and the stock as the estimate. The solver knows the order of
the stock (the rules page says so). Lines replay through :func:`~qtcards_golf.engine.apply`.
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

    bytes_per_position = 300  # measured at the peak of searches (benchmarks.solver --measure): 210 to 280

    def successors(self, state: State) -> Iterator[tuple[tuple[Move, ...], State]]:
        """Every column's top card that goes on the foundation: at once, or else after as
        many draws as it takes the stock to bring a card it goes on, the fewest (a step of
        those draws and the play). Draws alone are never a step: a win ends with a play,
        and what draws lead to is only ever of use to the play after them. Of the ways to
        bring a card a column's top card goes on, the fewest draws leave the same key as
        more draws and more in reserve (see :meth:`reserve`), and playing at once more
        still. A position that fails :func:`matched` is left out: it can never be won."""
        columns, stock, foundation = state.columns, state.stock, state.foundation
        left = sum(map(ONE.__getitem__, chain.from_iterable(columns)))
        if not left:
            return
        top = RANKS[foundation[-1]]
        # The draws it takes to bring a card of each rank (not a king: nothing goes on it),
        # and the cards held after each count of draws and a play: the columns' and what
        # is left of the stock (the card played is the new top, the cards drawn lie under).
        draws, held = [0] * 15, [left + sum(map(ONE.__getitem__, stock))]
        for count, card in enumerate(reversed(stock), 1):
            held.append(held[-1] - ONE[card])
            if not draws[RANKS[card]]:
                draws[RANKS[card]] = count
        draws[KING] = 0
        for index, column in enumerate(columns):
            if not column:
                continue
            card = column[-1]
            rank = RANKS[card]
            if top != KING and (rank - top) ** 2 == 1:
                count = 0
            else:
                below, above = draws[rank - 1], draws[rank + 1]
                count = min(below, above) if below and above else below or above
                if not count:
                    continue
            if matched(left - ONE[card], held[count]):
                played = columns[:index] + (column[:-1],) + columns[index + 1 :]
                drawn = stock[len(stock) - count :][::-1]
                after = State(played, stock[: len(stock) - count], foundation + drawn + (card,), state.deal)
                yield (DRAW,) * count + (Play(index),), after

    def is_won(self, state: State) -> bool:
        """The engine's :func:`~qtcards_golf.engine.is_won`."""
        return is_won(state)

    def key(self, state: State) -> bytes:
        """The columns as they are and the rank of the foundation's top card (suits never
        matter; not the stock: see :meth:`reserve`)."""
        return b"\xff".join((*map(bytes, state.columns), bytes((RANKS[state.foundation[-1]],))))

    def reserve(self, state: State) -> int:
        """The cards left in the stock. With the same columns and top card, a position with
        more left in the stock can do all one with fewer can: of one search's positions,
        the stock of the one with fewer is the start of the other's, drawn from its end
        (the fewer cards are the ones drawn last, in the same order). So for each step of
        the other (a play at once, or after the fewest draws that bring a card it goes on)
        it has a step playing the same card: at once too, or after the fewest draws of its
        own, which bring a card it goes on no later in the stock than the other's do, and
        leave at least as many cards in it."""
        return len(state.stock)

    def progress(self, state: State) -> float:
        """Fewer cards left in the columns is nearer a win; a card left in the stock helps
        as much as two fewer in the columns (of the weights tried on deals 1201-1600, the
        one that found wins in the fewest positions)."""
        return len(state.stock) * 2.0 - sum(map(len, state.columns))

    def replay(self, state: State, line: Sequence[Move]) -> State:
        """Each move through the engine's :func:`~qtcards_golf.engine.apply`."""
        for move in line:
            state = apply(state, move)
        return state


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
