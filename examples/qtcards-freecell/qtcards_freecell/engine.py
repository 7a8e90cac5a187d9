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
    Figures,
    PatienceRules,
    PileMove,
    PileSpec,
    alternate_down,
    check_table,
    read_count,
    read_deal,
    read_keys,
    read_piles,
    supermove,
)

MAX_DEAL = 32000
STEP, GAP, TOP, COLUMNS_AT = 1.15, 0.4, 0.85, 2.65  # a gap between the free cells and the foundations
SIZE = (1.3 + GAP + 7 * STEP, 7.4)
LAYOUT = (
    *(PileSpec(CELL, (0.65 + STEP * i, TOP)) for i in range(4)),
    *(PileSpec(FOUNDATION, (0.65 + GAP + STEP * (4 + i), TOP), shows=2, gives=False) for i in range(4)),
    *(
        PileSpec(
            TABLEAU, (0.65 + GAP / 2 + STEP * i, COLUMNS_AT), fan=(0, 0.3), builds=alternate_down, moves=alternate_down
        )
        for i in range(8)
    ),
)
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


class FreeCell(PatienceRules[State]):
    """FreeCell's piles: four cells, four foundations, eight columns; a run moves as one
    as far as the free cells and empty columns could carry it card by card."""

    layout = LAYOUT

    def lay(self, state: State) -> list[tuple[tuple[int, ...], int]]:
        return [(pile, 0) for pile in (*state.cells, *state.homes, *state.columns)]

    def accepts(self, state: State, move: PileMove) -> bool:
        return super().accepts(state, move) and (move.count == 1 or move.count <= self.capacity(state, move.target))

    def capacity(self, state: State, target: int) -> int:
        """The longest run that may move onto ``target`` (an empty target not counted)."""
        piles = self.piles(state)
        empty = sum(not piles[i].cards for i in self.kinds[TABLEAU] if i != target)
        return supermove(sum(not piles[i].cards for i in self.kinds[CELL]), empty)

    def apply(self, state: State, move: PileMove) -> State:
        after = self.after(state, move)
        cells, homes, columns = (after.cards(kind) for kind in (CELL, FOUNDATION, TABLEAU))
        return replace(state, cells=cells, homes=homes, columns=columns, moves=state.moves + 1)

    def is_won(self, state: State) -> bool:
        return all(len(home) == 13 for home in state.homes)

    def safe_home(self, state: State) -> PileMove | None:
        return self.safe_for_alternating_colours(state)

    def figures(self, state: State) -> Figures:
        return Figures(moves=state.moves, deal=state.deal)


RULES = FreeCell()
