"""FreeCell for the kit's solver: its own move generator, position key and estimate (no Qt).

The kit's :class:`~qtcards.kit.PatienceSpace` already solves FreeCell from the rules alone;
this space is the same search made fast: moves found straight from the state's tuples, not
by asking the rules about every pair of piles; positions equal up to the order of the free
cells, of the foundations and of the columns seen once (none of the three orders matters in
FreeCell); a move to an empty cell or column tried on one of them only (the others give the
same position); and an estimate of progress after patsolve's. Every winning line is still
replayed through :data:`~qtcards_freecell.engine.RULES` by the solver.
"""

from __future__ import annotations

from collections.abc import Iterator

from qtcards.kit import CELL, FOUNDATION, TABLEAU, PatienceSpace, PileMove, alternate_down as fits_on, card_rank, is_red

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

    def progress(self, state: State) -> float:
        """Cards home, free cells and empty columns count for; every card lying over a lower
        card of its suit, every card over the next card each suit needs home, and every
        move made (a little: of two lines, the shorter), against. The weights were tuned on
        deals 1001-2000."""
        height = [0, 0, 0, 0]
        for home in state.homes:
            if home:
                height[home[-1] // 13] = len(home)
        free = sum(not cell for cell in state.cells)
        empty = sum(not column for column in state.columns)
        blocking = wanted = 0
        for column in state.columns:
            lowest = 14
            for depth, card in enumerate(column):
                rank = card % 13 + 1
                if rank > lowest:
                    blocking += 1
                elif rank == height[card // 13] + 1:
                    wanted += len(column) - depth - 1  # the cards over a card wanted home now
                lowest = min(lowest, rank)
        return 12.0 * sum(height) + 4.0 * free + 8.0 * empty - 5.0 * blocking - 2.0 * wanted - state.moves

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
        height = [0, 0, 0, 0]
        for home in state.homes:
            if home:
                height[home[-1] // 13] = len(home)
        for index, pile in zip((*CELLS, *COLUMNS), (*state.cells, *state.columns)):
            if not pile:
                continue
            card = pile[-1]
            suit, rank = card // 13, card % 13 + 1
            if rank != height[suit] + 1:
                continue
            others = (0, 2) if is_red(card) else (1, 3)
            target = home_target(state, card)
            if target is not None and (rank <= 2 or all(height[other] >= rank - 1 for other in others)):
                return PileMove(index, 1, target)
        return None

    def successors(self, state: State) -> Iterator[tuple[Steps, State]]:
        """Every move the rules allow, but onto one empty cell and one empty column only, and
        no whole column onto an empty one; each followed by the safe moves home."""
        for move in self.moves(state):
            folded, settled = self.settle(move_cards(state, move))
            yield (move, *folded), settled

    def moves(self, state: State) -> Iterator[PileMove]:
        """The moves of :meth:`successors`, before the safe moves home."""
        free_cells = [i for i, cell in zip(CELLS, state.cells) if not cell]
        empty = [i for i, column in zip(COLUMNS, state.columns) if not column]
        tops = [(i, pile[-1]) for i, pile in zip((*CELLS, *COLUMNS), (*state.cells, *state.columns)) if pile]
        for index, card in tops:  # home
            target = home_target(state, card)
            if target is not None:
                yield PileMove(index, 1, target)
        for index, card in tops:  # a free cell's card to a column
            if index in CELLS:
                for target, column in zip(COLUMNS, state.columns):
                    if column and fits_on(card, column[-1]):
                        yield PileMove(index, 1, target)
                if empty:
                    yield PileMove(index, 1, empty[0])
        for source, column in zip(COLUMNS, state.columns):
            if not column:
                continue
            run = 1
            while run < len(column) and fits_on(column[-run], column[-run - 1]):
                run += 1
            for target, other in zip(COLUMNS, state.columns):
                if other and target != source:
                    need = card_rank(other[-1]) - 1 - card_rank(column[-1]) + 1  # the run's length to fit
                    if 0 < need <= run and fits_on(column[-need], other[-1]):
                        if need <= (len(free_cells) + 1) << len(empty):
                            yield PileMove(source, need, target)
            if empty:
                longest = min(run, (len(free_cells) + 1) << (len(empty) - 1))
                for count in range(1, longest + 1):
                    if count < len(column):
                        yield PileMove(source, count, empty[0])
            if free_cells:
                yield PileMove(source, 1, free_cells[0])


def home_target(state: State, card: int) -> int | None:
    """The foundation that takes ``card`` now, or None."""
    rank = card % 13 + 1
    for index, home in zip(HOMES, state.homes):
        if (not home and rank == 1) or (home and home[-1] == card - 1 and rank > 1):
            return index
    return None


def move_cards(state: State, move: PileMove) -> State:
    """``state`` after ``move``, known to be legal (the rules' ``apply`` without its checks)."""
    piles = [*state.cells, *state.homes, *state.columns]
    source = piles[move.source]
    piles[move.target] = piles[move.target] + source[len(source) - move.count :]
    piles[move.source] = source[: len(source) - move.count]
    return State(tuple(piles[:4]), tuple(piles[4:8]), tuple(piles[8:]), state.moves + 1, state.deal)


SPACE = FreeCellSpace(RULES)
"""FreeCell's search space, for :func:`qtcards.kit.solve`."""
