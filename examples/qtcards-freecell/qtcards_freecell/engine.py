"""FreeCell: the rules as a pure-Python engine (no Qt), on the kit's piles with rules.

All 52 cards are dealt face up into eight columns (four of seven, four of six). Four free
cells hold one card each; four foundations build up by suit from the ace, and a card sent
home stays there. Columns build down in alternating colours; any card (or a run) may go
to an empty column. A run moves as one when free cells and empty columns could carry it
card by card: at most (free cells + 1) x 2 ^ (empty columns) cards, the target column not
counted when it is empty. Won when all 52 cards are home.

Deals 1 to 32000 are Microsoft FreeCell's: its C library's generator (state = state x
214013 + 2531011 mod 2^31, each number state >> 16) picks the cards from a deck ordered
AC AD AH AS 2C ... KS, each pick swapped with the deck's last card and dealt row by row.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from qtcards.kit import (
    CELL,
    FOUNDATION,
    TABLEAU,
    Deck,
    IllegalMove,
    PatienceRules,
    PileMove,
    PileState,
    card_rank,
    card_suit,
    check_table,
    is_red,
    read_count,
    read_deal,
    read_keys,
    read_piles,
)

MAX_DEAL = 32000
CELLS, HOMES, COLUMNS = range(0, 4), range(4, 8), range(8, 16)
#: Microsoft's suit order (clubs, diamonds, hearts, spades) in the kit's numbers.
MS_SUITS = (0, 1, 3, 2)
#: Each pile's base rank, for a saved state's check: the foundations build up from the ace.
BASES = (None,) * 4 + (1,) * 4 + (None,) * 8


@dataclass(frozen=True)
class State:
    """A FreeCell position: the cells, the foundations and the columns, each bottom first."""

    cells: tuple[tuple[int, ...], ...]
    homes: tuple[tuple[int, ...], ...]
    columns: tuple[tuple[int, ...], ...]
    moves: int = 0
    deal: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The state as plain JSON."""
        piles = {key: [list(pile) for pile in getattr(self, key)] for key in ("cells", "homes", "columns")}
        return {**piles, "moves": self.moves, "deal": self.deal}

    @classmethod
    def from_json(cls, data: Any) -> State:
        """A state read back from :meth:`to_json`; ValueError when it is no FreeCell position:
        a key more or less, a number that is not a whole one in its range (``"7"``, ``1.5``,
        ``true``, a deal past MAX_DEAL), other cards than one deck's, a cell holding more than
        one card, a foundation out of order."""
        fields = read_keys(data, ("cells", "homes", "columns", "moves", "deal"))
        piles = {key: read_piles(fields, key, number) for key, number in (("cells", 4), ("homes", 4), ("columns", 8))}
        state = cls(**piles, moves=read_count(fields, "moves"), deal=read_deal(fields, MAX_DEAL))
        if any(len(cell) > 1 for cell in state.cells):
            raise ValueError("a free cell holds one card at most")
        check_table(RULES.piles(state), Deck(), BASES)
        return state


def microsoft_deal(number: int) -> list[int]:
    """The 52 cards of Microsoft's deal ``number``, in the order they are dealt."""
    deck, dealt, seed = list(range(52)), [], number
    while deck:
        seed = (seed * 214013 + 2531011) & 0x7FFFFFFF
        index = (seed >> 16) % len(deck)
        deck[index], deck[-1] = deck[-1], deck[index]
        card = deck.pop()
        dealt.append(MS_SUITS[card % 4] * 13 + card // 4)
    return dealt


def new_game(number: int) -> State:
    """Deal ``number``: Microsoft's, row by row across the eight columns."""
    cards = microsoft_deal(number)
    return State(((),) * 4, ((),) * 4, tuple(tuple(cards[column::8]) for column in range(8)), deal=number)


def fits_on(card: int, under: int) -> bool:
    """Whether ``card`` may lie on ``under`` in a column: one rank lower, the other colour."""
    return card_rank(card) + 1 == card_rank(under) and is_red(card) != is_red(under)


class FreeCell(PatienceRules[State]):
    """FreeCell's piles: four cells, four foundations, eight columns."""

    def piles(self, state: State) -> list[PileState]:
        return [
            *(PileState(CELL, cell) for cell in state.cells),
            *(PileState(FOUNDATION, home) for home in state.homes),
            *(PileState(TABLEAU, column) for column in state.columns),
        ]

    def can_take(self, state: State, pile: int, count: int) -> bool:
        if pile in COLUMNS:
            run = state.columns[pile - COLUMNS[0]][-count:]
            return all(fits_on(card, under) for under, card in zip(run, run[1:]))
        return pile in CELLS and count == 1

    def capacity(self, state: State, target: int) -> int:
        """The longest run that may move onto ``target`` (the "supermove")."""
        free = sum(1 for cell in state.cells if not cell)
        empty = sum(1 for index, column in zip(COLUMNS, state.columns) if not column and index != target)
        return (free + 1) << empty  # (free + 1) * 2**empty

    def accepts(self, state: State, move: PileMove) -> bool:
        piles = self.piles(state)
        first, top = piles[move.source].run(move.count)[0], piles[move.target].top
        if move.target in CELLS:
            return move.count == 1 and top is None
        if move.target in HOMES:
            expected = (
                (card_rank(first) == 1)
                if top is None
                else card_suit(top) == card_suit(first) and card_rank(first) == card_rank(top) + 1
            )
            return move.count == 1 and expected
        return move.count <= self.capacity(state, move.target) and (top is None or fits_on(first, top))

    def apply(self, state: State, move: PileMove) -> State:
        if not self.is_legal(state, move):
            raise IllegalMove(f"{move} is not a legal move")
        piles = [list(pile.cards) for pile in self.piles(state)]
        run = piles[move.source][-move.count :]
        del piles[move.source][-move.count :]
        piles[move.target].extend(run)
        cells, homes, columns = (tuple(map(tuple, piles[part.start : part.stop])) for part in (CELLS, HOMES, COLUMNS))
        return replace(state, cells=cells, homes=homes, columns=columns, moves=state.moves + 1)

    def is_won(self, state: State) -> bool:
        return all(len(home) == 13 for home in state.homes)

    def safe_home(self, state: State) -> PileMove | None:
        return self.safe_for_alternating_colours(state)


RULES = FreeCell()
