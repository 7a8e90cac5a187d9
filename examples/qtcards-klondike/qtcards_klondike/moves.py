"""Klondike's moves for the solver: the foundations and columns of a position, read for
quick answers (which moves there are, which card goes where), and a move made without the
rules' checks (no Qt). :mod:`~qtcards_klondike.search` builds its spaces on them."""

from __future__ import annotations

from collections.abc import Iterator

from qtcards.kit import FOUNDATION, STOCK, TABLEAU, WASTE, PileMove

from .dead_ends import PARENTS
from .engine import RULES, State

(STOCK_PILE,), (WASTE_PILE,) = RULES.kinds[STOCK], RULES.kinds[WASTE]
HOMES, COLUMNS = RULES.kinds[FOUNDATION], RULES.kinds[TABLEAU]

#: The cards each card may lie on in a column: one rank higher, the other colour.
UNDER = PARENTS
#: The cards that may lie on each card in a column: one rank lower, the other colour.
ON = tuple(tuple(lower for lower in range(52) if card in UNDER[lower]) for card in range(52))


class Homes:
    """The foundations of a state, for quick questions: how high each suit is, and where."""

    def __init__(self, state: State) -> None:
        self.height, self.where, self.empty = [0, 0, 0, 0], [-1, -1, -1, -1], -1
        for index, home in zip(HOMES, state.homes):
            if home:
                self.height[home[-1] // 13], self.where[home[-1] // 13] = len(home), index
            elif self.empty < 0:
                self.empty = index

    def target(self, card: int) -> int | None:
        """The foundation that takes ``card`` now, or None."""
        suit, rank = card // 13, card % 13 + 1
        if rank != self.height[suit] + 1:
            return None
        return self.empty if rank == 1 else self.where[suit]

    def safe(self, card: int) -> bool:
        """Whether no column can still want ``card`` (an ace, a two, or both lower cards of
        the other colour home)."""
        rank, height = card % 13 + 1, self.height
        return rank <= 2 or min((height[0], height[2]) if card // 13 in (1, 3) else (height[1], height[3])) >= rank - 1


class Table(Homes):
    """A state's columns and foundations, for finding its moves quickly."""

    def __init__(self, state: State) -> None:
        super().__init__(state)
        self.state = state
        self.tops = {column[-1]: index for index, column in zip(COLUMNS, state.columns) if column}
        self.vacant = next((i for i, column in zip(COLUMNS, state.columns) if not column), None)

    def moves(self) -> Iterator[PileMove]:
        """Moves of a column's face-up run or of a foundation's top card (never foundation
        to foundation, no whole column onto an empty one, a king to the first empty column)."""
        for source, column, down in zip(COLUMNS, self.state.columns, self.state.down):
            if not column:
                continue
            yield from self.card_moves(source, column[-1], len(column) == 1)
            start = len(column) - 1
            while start > down and column[start - 1] in UNDER[column[start]]:
                start -= 1
                card = column[start]
                for under in UNDER[card]:
                    if under in self.tops:
                        yield PileMove(source, len(column) - start, self.tops[under])
                if self.vacant is not None and card % 13 == 12 and start > 0:
                    yield PileMove(source, len(column) - start, self.vacant)
        for source, home in zip(HOMES, self.state.homes):
            if home and home[-1] % 13 > 0:
                yield from self.card_moves(source, home[-1])

    def card_moves(self, source: int, card: int, alone: bool = False) -> Iterator[PileMove]:
        """Where one card from ``source`` may go: home (unless it is home), onto a column, a
        king to an empty column (unless it lies ``alone`` in its column already)."""
        if source not in HOMES and (target := self.target(card)) is not None:
            yield PileMove(source, 1, target)
        for under in UNDER[card]:
            if under in self.tops:
                yield PileMove(source, 1, self.tops[under])
        if self.vacant is not None and card % 13 == 12 and not alone:
            yield PileMove(source, 1, self.vacant)


class NarrowTable(Table):
    """The moves KSolve keeps: a run moves between columns only when that turns a face-down
    card, empties a column a king is waiting for, or lets the card under it go home; a
    foundation's card comes back only when a card that could lie on it is in reach."""

    def moves(self) -> Iterator[PileMove]:
        """The moves kept (see the class's docstring)."""
        state = self.state
        waiting = any(card % 13 == 12 for card in state.stock + state.waste) or any(
            card % 13 == 12 for column in state.columns for card in column[1:]
        )
        for source, column, down in zip(COLUMNS, state.columns, state.down):
            if not column:
                continue
            if (target := self.target(column[-1])) is not None:
                yield PileMove(source, 1, target)
            start = len(column) - 1
            while start > down and column[start - 1] in UNDER[column[start]]:
                start -= 1
            for start in range(start, len(column)):
                if start == down and (down or waiting) or start > 0 and self.target(column[start - 1]) is not None:
                    yield from self.run_moves(source, len(column) - start, column[start], start == 0)
        for source, home in zip(HOMES, state.homes):
            if home and home[-1] % 13 > 0 and self.in_reach(home[-1]):
                yield from self.card_moves(source, home[-1])

    def run_moves(self, source: int, count: int, card: int, whole: bool) -> Iterator[PileMove]:
        """Where the run of ``count`` cards headed by ``card`` may go among the columns."""
        for under in UNDER[card]:
            if under in self.tops:
                yield PileMove(source, count, self.tops[under])
        if self.vacant is not None and card % 13 == 12 and not whole:
            yield PileMove(source, count, self.vacant)

    def in_reach(self, card: int) -> bool:
        """Whether a card that may lie on ``card`` is in the stock, the waste or face up."""
        state = self.state
        faces = (face for column, down in zip(state.columns, state.down) for face in column[down:])
        return any(lower in ON[card] for lower in (*state.stock, *state.waste, *faces))


def lifting(state: State, card: int) -> tuple[int, int] | None:
    """The pile ``card`` can be lifted from, with the cards lying on it, and how many
    cards that is: a column where it lies face up with a run on it, or a foundation where
    it is the top card and not an ace (as :meth:`Table.moves` has them); None elsewhere."""
    for source, column, down in zip(COLUMNS, state.columns, state.down):
        if card in column:
            at = column.index(card)
            run = at >= down and all(column[i] in ON[column[i - 1]] for i in range(at + 1, len(column)))
            return (source, len(column) - at) if run else None
    for source, home in zip(HOMES, state.homes):
        if home and home[-1] == card and card % 13:
            return source, 1
    return None


def move_card(state: State, move: PileMove) -> State:
    """``state`` after ``move``, known to be legal (the rules' ``apply`` without its checks
    or its score: the score changes nothing of what may happen next)."""
    piles = [state.stock, state.waste, *state.homes, *state.columns]
    source = piles[move.source]
    piles[move.target] = piles[move.target] + source[len(source) - move.count :]
    left = piles[move.source] = source[: len(source) - move.count]
    down = state.down
    if move.source in COLUMNS:
        column = move.source - COLUMNS[0]
        if down[column] and down[column] >= len(left):
            down = down[:column] + (down[column] - 1,) + down[column + 1 :]
    homes, columns = tuple(piles[HOMES[0] : COLUMNS[0]]), tuple(piles[COLUMNS[0] :])
    return State(columns, down, homes, piles[STOCK_PILE], piles[WASTE_PILE], state.draw, deal=state.deal)
