"""Pyramid for the kit's solver: the engine's moves as a search space (no Qt).

Pyramid's engine is not a :class:`~qtcards.kit.PatienceRules` (it removes cards rather than
move them between piles), so it gives the solver its own :class:`~qtcards.kit.SearchSpace`.
The search starts from an engine :class:`~qtcards_pyramid.engine.State` and goes on in
compact positions (:data:`Position`, as black-hole-solver keys its states): the deal's
cards once (a :class:`Layout`), and one int telling which pyramid places still hold their
card, which cards of the stock and the waste are left (in the order the draws bring them
round, which removals never change), how far the draws are and the turns of the waste made.
What each set of pyramid places allows is worked out once per deal (there are only 1,430).

Its prunings, each of which loses no win:

- of two positions with the same cards left, the one with more draws left is searched (it
  can draw its way to the other: :meth:`PyramidSpace.reserve`), so a card of the stock is
  only ever paired where the draws first bring it up from here;
- a position where a card of the pyramid can never be removed is not searched at all
  (:meth:`Layout.needs`);
- an exposed king of the pyramid is removed at once (nothing ever needs it: it pairs with no
  card and only covers the cards under it), and so is a king on the waste's top (it pairs
  with no card and only covers the card under it: :meth:`Layout.waste_kings`).

The solver knows the order of the stock (the rules page says so). Lines replay through
:func:`~qtcards_pyramid.engine.apply`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from qtcards.kit import KING, SearchSpace, card_rank

from .engine import COVERING, RECYCLES, SIZE, WASTE, Draw, Move, Recycle, Remove, State, apply, is_won

#: A position's code: bits 0-27 the pyramid places left, 28-51 the stock and waste cards
#: left (by their index in the layout's order), 52-56 the pointer (the waste is the cards
#: left before it), 57 on the turns of the waste made.
LEFT, POINTER, TURNS = 28, 52, 57
PYRAMID = (1 << SIZE) - 1
CARDS = (1 << 24) - 1
KEY = (1 << POINTER) - 1
#: The places whose cards lie over each place's card, as bits.
COVER = tuple(sum(1 << q for q in over) for over in COVERING)


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

Steps = tuple[Move, ...]


class Places:
    """What a set of pyramid places left (``mask``, its exposed kings already removed)
    allows: ``pairs``, each removal of two exposed cards (with the kings it exposes) and the
    places left after it; ``by_rank[k]``, each removal that a waste card of rank ``k``
    makes with an exposed card (none for a king: :meth:`Layout.waste_kings`); ``needs``,
    what the stock must still hold for every card left to be removable
    (:meth:`Layout.needs`)."""

    __slots__ = ("pairs", "by_rank", "needs")

    def __init__(self, layout: Layout, mask: int) -> None:
        free = [(p, layout.rank_at[p]) for p in range(SIZE) if mask >> p & 1 and not mask & COVER[p]]
        pairs: list[tuple[int, Steps]] = []
        by_rank: list[list[tuple[int, Steps]]] = [[] for _ in range(KING + 1)]
        for a, rank_a in free:
            pairs += [layout.removed(mask, (a, b)) for b, rank_b in free if a < b and rank_a + rank_b == 13]
            by_rank[13 - rank_a].append(layout.removed(mask, (a, WASTE)))
        self.pairs = tuple(pairs)
        self.by_rank = tuple(map(tuple, by_rank))
        self.needs = layout.needs(mask)


class Layout:
    """One search's deal: the pyramid's cards by place and their ranks, the stock and the
    waste's cards in the order the draws bring them round (``order``, the waste's first)
    and their ranks, and the :class:`Places` of each set of places met (worked out once)."""

    __slots__ = ("start", "cards", "rank_at", "order", "ranks", "of_rank", "known")

    def __init__(self, start: State) -> None:
        self.start = start
        self.cards = start.pyramid
        self.rank_at = tuple(0 if card is None else card_rank(card) for card in start.pyramid)
        self.order = start.waste + start.stock[::-1]
        self.ranks = tuple(card_rank(card) for card in self.order)
        self.of_rank = tuple(sum(1 << i for i, r in enumerate(self.ranks) if r == rank) for rank in range(KING + 1))
        self.known: dict[int, Places] = {}

    def places(self, mask: int) -> Places:
        """What the places ``mask`` allow (worked out the first time)."""
        known = self.known.get(mask)
        if known is None:
            known = self.known[mask] = Places(self, mask)
        return known

    def removed(self, mask: int, places: tuple[int, ...]) -> tuple[int, Steps]:
        """The places left after removing ``places`` (the waste's top among them, maybe)
        and the kings it exposes, with the moves that do it."""
        for place in places:
            if place != WASTE:
                mask &= ~(1 << place)
        folded, mask = self.kings(mask)
        return mask, (Remove(places), *folded)

    def kings(self, mask: int) -> tuple[Steps, int]:
        """The exposed kings of the pyramid, removed one after another."""
        steps: list[Move] = []
        while True:
            kings = (p for p, rank in enumerate(self.rank_at) if rank == KING and mask >> p & 1 and not mask & COVER[p])
            king = next(kings, None)
            if king is None:
                return tuple(steps), mask
            steps.append(Remove((king,)))
            mask &= ~(1 << king)

    def needs(self, mask: int) -> tuple[tuple[int, int], ...]:
        """What the stock and the waste must hold for every card left at ``mask`` to be
        removable some day, as (cards of a rank, as bits of ``order``; how many of them):
        each card that is not a king is removed with a card adding up to 13, so a card with
        no such card left in a place it may pair with (:data:`PAIRABLE`) needs one in the
        stock or the waste; and of two ranks adding up to 13 with ``a`` and ``b`` cards in
        the pyramid (``a <= b``), at most ``a`` of the ``b`` pair with each other there, so
        the stock and the waste must hold ``b - a`` cards of the rank of the ``a``. A position
        short of any is lost: not searched."""
        ranks = {p: rank for p, rank in enumerate(self.rank_at) if mask >> p & 1}
        need = dict.fromkeys(range(1, KING), 0)
        for place, rank in ranks.items():
            if rank != KING and not any(ranks.get(q) == 13 - rank for q in PAIRABLE[place]):
                need[13 - rank] = 1
        count = [sum(rank == r for rank in ranks.values()) for r in range(KING + 1)]
        for rank in range(1, 7):
            low, high = sorted((rank, 13 - rank), key=lambda r: count[r])
            need[low] = max(need[low], count[high] - count[low])
        return tuple((self.of_rank[rank], many) for rank, many in need.items() if many)

    def waste_kings(self, left: int, pointer: int) -> tuple[Steps, int, int]:
        """The kings on the waste's top (the waste being the cards ``left`` before
        ``pointer``), removed one after another, with the cards then left and the pointer
        after the waste's new top. Removing such a king never loses a win: it pairs with no
        card, and whatever a game does with it on the waste it does without it (drawing it
        and turning it over again change nothing then), the card under it in play sooner."""
        steps: Steps = ()
        below = left & ((1 << pointer) - 1)
        while below and self.ranks[below.bit_length() - 1] == KING:
            steps, left = (*steps, KING_GONE), left & ~(1 << below.bit_length() - 1)
            below = left & ((1 << pointer) - 1)
        return steps, left, below.bit_length()

    def alive(self, mask: int, left: int) -> bool:
        """Whether the stock and the waste's cards ``left`` hold what the places ``mask`` need."""
        for cards, many in self.places(mask).needs:
            if (left & cards).bit_count() < many:
                return False
        return True


Position = tuple[Layout, int]
"""A position of a search: its deal's :class:`Layout` and its code (see :data:`LEFT`)."""


def position(state: State | Position) -> Position:
    """An engine state as a position of a search of its own (a position as it is)."""
    if isinstance(state, tuple):
        return state
    layout = Layout(state)
    mask = sum(1 << place for place, card in enumerate(state.pyramid) if card is not None)
    waste = len(state.waste)
    return layout, mask | ((1 << len(layout.order)) - 1) << LEFT | waste << POINTER | state.recycles << TURNS


def state_of(where: Position) -> State:
    """The engine state a position stands for (the removed cards in the order of the
    search's start, then the others'; the moves counted as at the start)."""
    layout, code = where
    start, order = layout.start, layout.order
    left = [i for i in range(len(order)) if code >> LEFT + i & 1]
    pointer = code >> POINTER & 31
    pyramid = tuple(card if code >> place & 1 else None for place, card in enumerate(layout.cards))
    stock = tuple(order[i] for i in reversed(left) if i >= pointer)
    waste = tuple(order[i] for i in left if i < pointer)
    gone = [card for place, card in enumerate(layout.cards) if card is not None and pyramid[place] is None]
    gone += [card for i, card in enumerate(order) if i not in left]
    return State(pyramid, stock, start.deal, waste, start.removed + tuple(gone), code >> TURNS, start.moves)


class PyramidSpace(SearchSpace[State | Position, Move]):
    """Pyramid's positions for the solver (see the module's docstring)."""

    bytes_per_position = 100  # measured at the peak of searches (benchmarks.solver --measure): about 85

    def settle(self, state: State | Position) -> tuple[Steps, Position]:
        """The position of ``state``, its exposed pyramid kings and the kings on the waste's
        top removed one after another."""
        layout, code = position(state)
        steps, mask = layout.kings(code & PYRAMID)
        pointer = code >> POINTER & 31
        more, left, pointer = layout.waste_kings(code >> LEFT & CARDS, pointer)
        return (*steps, *more), (layout, mask | left << LEFT | pointer << POINTER | code >> TURNS << TURNS)

    def successors(self, state: State | Position) -> Iterator[tuple[Steps, Position]]:
        """From a position :meth:`settle` gives (or one of these), every removal of two
        pyramid cards, and every removal with a card of the stock or the waste where the
        draws (and turns of the waste) first bring it to the waste's top from here, as one
        step with those draws; each followed by the kings it exposes; less
        the positions short of what the pyramid needs (:meth:`Layout.needs`). The same
        removal with the card brought up again later reaches the same cards with fewer
        draws left: :meth:`reserve`'s lesser position, not searched. A king the draws bring
        to the waste's top is removed at once (see :meth:`Layout.waste_kings`)."""
        layout, code = position(state)
        places, left = layout.places(code & PYRAMID), code >> LEFT & CARDS
        pointer, turns = code >> POINTER & 31, code >> TURNS
        rest = code & ~PYRAMID
        for mask, steps in places.pairs:
            if layout.alive(mask, left):
                yield steps, (layout, rest | mask)
        below = left & ((1 << pointer) - 1)
        top = below.bit_length() - 1  # -1: the waste is empty
        ranks, by_rank = layout.ranks, places.by_rank
        if below:
            yield from self.taken(layout, by_rank[ranks[top]], top, turns, left, ())
        draws: Steps = ()
        for turn, span in ((turns, range(pointer, len(ranks))), (turns + 1, range(top if turns < RECYCLES else 0))):
            if turn != turns:
                draws += (RECYCLE,)  # (a step's only when a card follows it)
            for i in span:
                if left >> i & 1:
                    if ranks[i] == KING:
                        draws, left = (*draws, DRAW, KING_GONE), left & ~(1 << i)
                        continue
                    draws += (DRAW,)
                    if by_rank[ranks[i]]:
                        yield from self.taken(layout, by_rank[ranks[i]], i, turn, left, draws)

    def taken(
        self, layout: Layout, removals: Sequence[tuple[int, Steps]], i: int, turn: int, left: int, draws: Steps
    ) -> Iterator[tuple[Steps, Position]]:
        """Each of ``removals`` (of the places) with the card at ``i`` of the order, on the
        waste's top after ``draws`` (then the kings it leaves on the waste's top)."""
        left &= ~(1 << i)
        below = left & ((1 << i) - 1)
        kings: Steps = ()
        if below and layout.ranks[below.bit_length() - 1] == KING:
            kings, left, pointer = layout.waste_kings(left, i)
        else:
            pointer = below.bit_length()
        rest = left << LEFT | pointer << POINTER | turn << TURNS
        for mask, steps in removals:
            if layout.alive(mask, left):
                yield (*draws, *steps, *kings), (layout, rest | mask)

    def is_won(self, state: State | Position) -> bool:
        """No pyramid place holds a card (the engine's :func:`~qtcards_pyramid.engine.is_won`)."""
        return not state[1] & PYRAMID if isinstance(state, tuple) else is_won(state)

    def key(self, state: State | Position) -> object:
        """Which pyramid places still hold their card and which cards of the stock and the
        waste are left (the order they come round in is the deal's; not how far the draws
        are: see :meth:`reserve`). A position's key is an int, told within its search; an
        engine state's is its cards."""
        if isinstance(state, tuple):
            return state[1] & KEY
        left = sum(1 << place for place, card in enumerate(state.pyramid) if card is not None)
        return left, bytes(state.waste + state.stock[::-1])

    def reserve(self, state: State | Position) -> int:
        """The draws left, as an order: with the same cards left, a position with fewer
        turns of the waste made, or as many and fewer cards on the waste, reaches the other
        by drawing (and turning the waste over), so it can do all that one can."""
        code = position(state)[1]
        return (RECYCLES - (code >> TURNS)) * 32 + 31 - (code >> POINTER & 31)  # never below 0, as the solver needs

    def progress(self, state: State | Position) -> float:
        """Fewer cards left in the pyramid is nearer a win; of as many, more draws left
        (:meth:`reserve`) is nearer, so that of the ways to the same cards the one that
        draws least is searched first, and the others then not at all."""
        code = position(state)[1]
        draws = (RECYCLES - (code >> TURNS)) * 32 + 31 - (code >> POINTER & 31)  # (the reserve)
        return float(-128 * (code & PYRAMID).bit_count() + draws)

    def replay(self, state: State | Position, line: Sequence[Move]) -> State:
        """Each move through the engine's :func:`~qtcards_pyramid.engine.apply`."""
        here = state_of(state) if isinstance(state, tuple) else state
        for move in line:
            here = apply(here, move)
        return here


DRAW, RECYCLE, KING_GONE = Draw(), Recycle(), Remove((WASTE,))
SPACE = PyramidSpace()
"""Pyramid's search space, for :func:`qtcards.kit.solve`."""
