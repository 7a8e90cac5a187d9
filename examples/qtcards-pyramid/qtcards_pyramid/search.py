"""Pyramid for the kit's solver: the engine's moves as a search space (no Qt).

Pyramid's engine is not a :class:`~qtcards.kit.PatienceRules` (it removes cards rather than
move them between piles), so it gives the solver its own :class:`~qtcards.kit.SearchSpace`:
the engine's :func:`~qtcards_pyramid.engine.legal_moves` and
:func:`~qtcards_pyramid.engine.apply`; a position told by the cards left in the pyramid,
the cards of the stock and the waste in the order they come round (not how far the draws
are, nor the removed cards' order, nor the moves made), of two such positions the one with
more draws left searched (it can draw its way to the other), a position where a card can
never be removed not searched at all; an exposed
king of the pyramid removed at once (nothing ever needs it: it pairs with no card and
covers the cards under it). The solver knows the order of the stock (the rules page says
so). Lines replay through :func:`~qtcards_pyramid.engine.apply`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from qtcards.kit import KING, SearchSpace, card_rank

from .engine import COVERING, RECYCLES, SIZE, WASTE, Draw, Move, Recycle, Remove, State, apply, card_at, is_won


class PyramidSpace(SearchSpace[State, Move]):
    """Pyramid's positions for the solver (see the module's docstring)."""

    bytes_per_position = 400  # measured at the peak of searches (benchmarks.solver --measure): about 300

    def settle(self, state: State) -> tuple[tuple[Move, ...], State]:
        """The exposed kings of the pyramid, removed one after another."""
        steps: list[Move] = []
        while (king := next((p for p in exposed(state) if card_rank(card_at(state, p)) == KING), None)) is not None:
            steps.append(Remove((king,)))
            state = remove(state, (king,))
        return tuple(steps), state

    def successors(self, state: State) -> Iterator[tuple[tuple[Move, ...], State]]:
        """The :meth:`removals`, less those that strand a card (:func:`stranded`)."""
        return (step for step in self.removals(state) if not stranded(step[1]))

    def removals(self, state: State) -> Iterator[tuple[tuple[Move, ...], State]]:
        """Every removal of pyramid cards alone, and every removal with each card the draws
        (and turns of the waste) can bring to the waste's top, as one step with those draws
        (so that a position with more in :meth:`reserve` has a step to every position one
        with less has); each followed by the kings it exposes."""
        free = [(place, card_rank(card_at(state, place))) for place in exposed(state)]
        for a, rank_a in free:
            for b, rank_b in free:
                if a < b and rank_a + rank_b == 13:
                    yield self.then_kings((Remove((a, b)),), remove(state, (a, b)))
        turns: tuple[Move, ...] = ()
        stock, waste, recycles = state.stock, state.waste, state.recycles
        while True:
            if waste:
                top = card_rank(waste[-1])
                here = State(state.pyramid, stock, state.deal, waste, state.removed, recycles, state.moves)
                if top == KING:
                    yield self.then_kings((*turns, Remove((WASTE,))), remove(here, (WASTE,)))
                for place, value in free:
                    if value + top == 13:
                        yield self.then_kings((*turns, Remove((place, WASTE))), remove(here, (place, WASTE)))
            if stock:
                stock, waste, turns = stock[:-1], waste + stock[-1:], (*turns, DRAW)
            elif waste and recycles < RECYCLES:
                stock, waste, recycles, turns = waste[::-1], (), recycles + 1, (*turns, RECYCLE)
            else:
                return

    def then_kings(self, steps: tuple[Move, ...], state: State) -> tuple[tuple[Move, ...], State]:
        """``steps`` followed by the kings they expose, and where they all lead."""
        folded, settled = self.settle(state)
        return (*steps, *folded), settled

    def is_won(self, state: State) -> bool:
        """The engine's :func:`~qtcards_pyramid.engine.is_won`."""
        return is_won(state)

    def key(self, state: State) -> tuple[int, bytes]:
        """Which pyramid places still hold their card, and the cards of the waste and the
        stock in the order the draws bring them round (not how far the draws are: see
        :meth:`reserve`)."""
        left = sum(1 << place for place, card in enumerate(state.pyramid) if card is not None)
        return left, bytes(state.waste + state.stock[::-1])

    def reserve(self, state: State) -> int:
        """The draws left before the last turn of the waste is spent: a position with more
        left reaches the same position with fewer by drawing (and turning the waste over),
        so it can do all that one can."""
        cards = len(state.stock) + len(state.waste)
        return (RECYCLES - state.recycles) * (cards + 1) + len(state.stock)

    def progress(self, state: State) -> float:
        """Fewer cards left in the pyramid is nearer a win; turns of the waste left help."""
        return -float(sum(card is not None for card in state.pyramid)) - state.recycles

    def replay(self, state: State, line: Sequence[Move]) -> State:
        """Each move through the engine's :func:`~qtcards_pyramid.engine.apply`."""
        for move in line:
            state = apply(state, move)
        return state


def lying_over(place: int) -> set[int]:
    """The places whose cards lie over ``place``'s card, near or far (the rows below it)."""
    over = set(COVERING[place])
    for near in COVERING[place]:
        over |= lying_over(near)
    return over


#: For each place, the places whose card may ever be paired with its card: not one that
#: lies over it, nor one it lies over (one of the two must leave first).
PAIRABLE = tuple(
    tuple(q for q in range(SIZE) if q != p and q not in lying_over(p) and p not in lying_over(q)) for p in range(SIZE)
)


def stranded(state: State) -> bool:
    """Whether a card of the pyramid can never be removed: not a king, and no card that
    adds up to 13 with it is left in the stock, the waste or a place it may pair with.
    Such a position can never be won: not searched."""
    pyramid, pool = state.pyramid, {card_rank(card) for card in (*state.stock, *state.waste)}
    for place, card in enumerate(pyramid):
        if card is None or card_rank(card) == KING or 13 - card_rank(card) in pool:
            continue
        need = 13 - card_rank(card)
        if not any((other := pyramid[q]) is not None and card_rank(other) == need for q in PAIRABLE[place]):
            return True
    return False


def exposed(state: State) -> list[int]:
    """The pyramid's places whose card is in play (the engine's ``available``, less the waste)."""
    pyramid = state.pyramid
    return [i for i, card in enumerate(pyramid) if card is not None and all(pyramid[p] is None for p in COVERING[i])]


def remove(state: State, places: tuple[int, ...]) -> State:
    """``state`` after the cards at ``places`` are removed, known to be legal (the engine's
    ``apply`` without its checks)."""
    gone = tuple(card_at(state, place) for place in places)
    pyramid = tuple(None if place in places else card for place, card in enumerate(state.pyramid))
    waste = state.waste[:-1] if WASTE in places else state.waste
    return State(pyramid, state.stock, state.deal, waste, state.removed + gone, state.recycles, state.moves + 1)


DRAW, RECYCLE = Draw(), Recycle()
SPACE = PyramidSpace()
"""Pyramid's search space, for :func:`qtcards.kit.solve`."""
