"""FreeCell for the kit's solver: its own move generator, position key and estimate (no Qt).

The kit's :class:`~qtcards.kit.PatienceSpace` already solves FreeCell from the rules alone;
this space is the same search made fast: moves found straight from the state's tuples, not
by asking the rules about every pair of piles; positions equal up to the order of the free
cells, of the foundations and of the columns seen once (none of the three orders matters in
FreeCell); a move to an empty cell or column tried on one of them only (the others give the
same position); and an estimate of progress after patsolve's. Before this complete search
a probe (:class:`RoomFirst`) searches the same positions in another estimate's order with
part of the budget, as fc-solve runs a portfolio of orders: what one order wanders in, the
other mostly wins at once. Every winning line is still replayed through
:data:`~qtcards_freecell.engine.RULES` by the solver; a loss is proved by whichever of
the two, both over every move, sees every position within its budget.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from qtcards.kit import (
    CELL,
    FOUNDATION,
    TABLEAU,
    Deal,
    PatienceSpace,
    PileMove,
    SearchSpace,
    alternate_down as fits_on,
    card_rank,
    is_red,
)

from .engine import RULES, State

CELLS, HOMES, COLUMNS = (RULES.kinds[kind] for kind in (CELL, FOUNDATION, TABLEAU))

Steps = tuple[PileMove, ...]


class FreeCellSpace(PatienceSpace[State]):
    """FreeCell's positions for the solver (see the module's docstring)."""

    bytes_per_position = 400  # measured at the peak of searches of 20,000 positions: about 300

    def key(self, state: State) -> bytes:
        """The columns in any order, the free cells' cards in any order, each suit's height home."""
        columns = b"\xff".join(sorted(bytes(column) for column in state.columns))
        cells = bytes(sorted(cell[0] for cell in state.cells if cell))
        homes = bytes(sorted(home[-1] for home in state.homes if home))
        return b"\xfe".join((columns, cells, homes))

    #: The estimate's weights: for each card home, free cell and empty column; against
    #: each card lying over a lower card, each card over the next card a suit needs home,
    #: and each move made. Tuned on deals 1001-8000 (the probe's, :class:`RoomFirst`, too).
    weights = (12.0, 4.0, 8.0, 5.0, 2.0, 3.0)

    def progress(self, state: State) -> float:
        """Cards home, free cells and empty columns count for; every card lying over a lower
        card (of any suit), every card over the next card each suit needs home, and every
        move made (of two lines, the shorter), against, by :attr:`weights`."""
        height = [0, 0, 0, 0]
        for home in state.homes:
            if home:
                height[SUIT[home[-1]]] = len(home)
        free = sum(not cell for cell in state.cells)
        empty = sum(not column for column in state.columns)
        blocking = wanted = 0
        for column in state.columns:
            lowest, size = 14, len(column)
            for depth, card in enumerate(column):
                rank = RANK[card]
                if rank > lowest:
                    blocking += 1
                else:
                    lowest = rank
                    if rank == height[SUIT[card]] + 1:
                        wanted += size - depth - 1  # the cards over a card wanted home now
        for_home, for_cell, for_column, against_blocking, against_wanted, against_moves = self.weights
        return (
            for_home * sum(height)
            + for_cell * free
            + for_column * empty
            - against_blocking * blocking
            - against_wanted * wanted
            - against_moves * state.moves
        )

    def probes(self) -> Sequence[tuple[SearchSpace[State, PileMove | Deal], float]]:
        """The same search ordered by another estimate (:class:`RoomFirst`), with
        :data:`PROBE_SHARE` of the budget. Within 30,000 positions the probe's estimate
        left 16 of 1000 deals (every 7th of 1004-8000) undecided, and this space's won 15
        of those 16; with both at 10 s, every 7th of 1002-8000 but one (1464) was won. A
        deal that cannot be won is proved lost by the probe when it sees every position
        within its share (it searches the complete moves), else by this space after it
        (11982: the probe's 4 s are too few for its 61,643 positions)."""
        return ((RoomFirst(self.rules), PROBE_SHARE),)

    def settle(self, state: State) -> tuple[Steps, State]:
        """The moves home no column can still want (the game's own ``safe_home``), taken at once."""
        steps: list[PileMove] = []
        while (move := self.safe(state)) is not None:
            steps.append(move)
            state = move_cards(state, move)
        return tuple(steps), state

    def safe(self, state: State) -> PileMove | None:
        """A move home of a card no column can still want: an ace or a two, or a card whose
        two lower cards of the other colour are home (as ``RULES.safe_home`` decides)."""
        height, homes = heights(state)
        for index, pile in zip(TOPS, (*state.cells, *state.columns)):
            if pile:
                card = pile[-1]
                rank = RANK[card]
                if rank == height[SUIT[card]] + 1:
                    if rank <= 2 or min(height[other] for other in OTHERS[card]) >= rank - 1:
                        return PileMove(index, 1, homes[SUIT[card]])
        return None

    def successors(self, state: State) -> Iterator[tuple[Steps, State]]:
        """Every move the rules allow, but onto one empty cell and one empty column only, and
        no whole column onto an empty one; each followed by the safe moves home."""
        for move in self.moves(state):
            folded, settled = self.settle(move_cards(state, move))
            yield (move, *folded), settled

    def moves(self, state: State) -> Iterator[PileMove]:
        """The moves of :meth:`successors`, before the safe moves home."""
        cells, columns = state.cells, state.columns
        height, homes = heights(state)
        free_cell = next((i for i, cell in zip(CELLS, cells) if not cell), None)
        free = sum(not cell for cell in cells)
        empty = [i for i, column in zip(COLUMNS, columns) if not column]
        tops = [(i, pile[-1]) for i, pile in zip(TOPS, (*cells, *columns)) if pile]
        for index, card in tops:  # home
            if RANK[card] == height[SUIT[card]] + 1:
                yield PileMove(index, 1, homes[SUIT[card]])
        under = [column[-1] if column else None for column in columns]
        for index, cell in zip(CELLS, cells):  # a free cell's card to a column
            if cell:
                card = cell[0]
                for target, top in zip(COLUMNS, under):
                    if top is not None and FITS[card][top]:
                        yield PileMove(index, 1, target)
                if empty:
                    yield PileMove(index, 1, empty[0])
        most = (free + 1) << len(empty)  # the longest run onto a column with cards
        for source, column in zip(COLUMNS, columns):
            if not column:
                continue
            run, length = 1, len(column)
            while run < length and FITS[column[-run]][column[-run - 1]]:
                run += 1
            rank = RANK[column[-1]]
            for target, top in zip(COLUMNS, under):
                if top is not None and target != source:
                    need = RANK[top] - rank  # the run's length to fit
                    if 0 < need <= run and need <= most and RED[column[-need]] != RED[top]:
                        yield PileMove(source, need, target)
            if empty:
                longest = min(run, most >> 1, length - 1)
                for count in range(1, longest + 1):
                    yield PileMove(source, count, empty[0])
            if free_cell is not None:
                yield PileMove(source, 1, free_cell)


#: Each card's rank (1 to 13), suit, colour, the suits of the other colour, and whether
#: it fits on another card (one rank below it, of the other colour): tables, for speed.
RANK = [card_rank(card) for card in range(52)]
SUIT = [card // 13 for card in range(52)]
RED = [is_red(card) for card in range(52)]
OTHERS = [(0, 2) if is_red(card) else (1, 3) for card in range(52)]
FITS = [[fits_on(card, under) for under in range(52)] for card in range(52)]
#: The probe's share of the budget (the complete search has the rest).
PROBE_SHARE = 0.4
#: The piles whose top card may move: the free cells, then the columns.
TOPS = (*CELLS, *COLUMNS)


def heights(state: State) -> tuple[list[int], list[int]]:
    """How many cards of each suit are home, and the foundation each suit goes to (its
    own, or the first empty one)."""
    height, homes = [0, 0, 0, 0], [-1, -1, -1, -1]
    first_empty = -1
    for index, home in zip(HOMES, state.homes):
        if home:
            suit = SUIT[home[-1]]
            height[suit], homes[suit] = len(home), index
        elif first_empty < 0:
            first_empty = index
    return height, [first_empty if home < 0 else home for home in homes]


def move_cards(state: State, move: PileMove) -> State:
    """``state`` after ``move``, known to be legal (the rules' ``apply`` without its checks)."""
    piles = [*state.cells, *state.homes, *state.columns]
    source = piles[move.source]
    piles[move.target] = piles[move.target] + source[len(source) - move.count :]
    piles[move.source] = source[: len(source) - move.count]
    return State(tuple(piles[:4]), tuple(piles[4:8]), tuple(piles[8:]), state.moves + 1, state.deal)


class RoomFirst(FreeCellSpace):
    """The same search ordered by another estimate, one that values free cells and empty
    columns more and the moves made less: the space's probe (:meth:`FreeCellSpace.probes`)."""

    complete_moves = True  # the same moves: its running dry proves a loss
    weights = (12.0, 10.0, 20.0, 4.0, 2.0, 1.0)

    def probes(self) -> Sequence[tuple[SearchSpace[State, PileMove | Deal], float]]:
        """None: it is a probe."""
        return ()


SPACE = FreeCellSpace(RULES)
"""FreeCell's search space, for :func:`qtcards.kit.solve`."""
