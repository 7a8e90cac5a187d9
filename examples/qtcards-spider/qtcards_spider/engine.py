"""Spider: the rules as a pure-Python engine (no Qt), on the kit's piles with rules.

104 cards in one suit (spades), two (spades and hearts) or four (an option), dealt into ten
columns: 54 cards (the first four columns 6, the others 5), only the last of each face up;
the other 50 are the stock. A card goes on any card one rank higher, whatever its suit; a
run moves as one only when it is in sequence and of one suit; any card or such run goes to
an empty column. The stock deals a row, one card face up on each column, and only when no
column is empty. A whole run of one suit from king to ace leaves for a foundation at once.
Won when all eight runs are home.

Score (Microsoft's): 500 to start, 1 off for each move and each row dealt, 100 for each
run sent home. A card's face is ``card % 52``, so the copies of a face are numbered apart.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from qtcards.kit import (
    FOUNDATION,
    STOCK,
    TABLEAU,
    IllegalMove,
    PatienceRules,
    PileMove,
    PileState,
    card_rank,
    card_suit,
    shuffled,
)

MAX_DEAL = 999_999_999
STOCK_PILE, HOMES, COLUMNS = 0, range(1, 9), range(9, 19)
#: The suits of a game of one, two or four suits (the kit's numbers: spades 2, hearts 3).
SUITS = {1: (2,), 2: (2, 3), 4: (0, 1, 2, 3)}


@dataclass(frozen=True)
class State:
    """A Spider position: every pile bottom first; ``down`` counts each column's face-down cards."""

    columns: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    homes: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    suits: int = 1
    score: int = 500
    moves: int = 0
    deal: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The state as plain JSON."""
        return {
            key: list(map(list, value)) if key in ("columns", "homes") else value for key, value in vars(self).items()
        }

    @classmethod
    def from_json(cls, data: Any) -> State:
        """A state read back from :meth:`to_json`; ValueError when it is no Spider position."""
        try:
            state = cls(
                columns=tuple(tuple(int(c) for c in column) for column in data["columns"]),
                down=tuple(int(n) for n in data["down"]),
                homes=tuple(tuple(int(c) for c in home) for home in data["homes"]),
                stock=tuple(int(c) for c in data["stock"]),
                **{key: data[key] for key in ("suits", "score", "moves", "deal")},
            )
        except (KeyError, TypeError) as error:
            raise ValueError(f"not a Spider state: {error}") from None
        cards = sorted(c for pile in (*state.columns, *state.homes, state.stock) for c in pile)
        if state.suits not in SUITS or cards != deck(state.suits) or (len(state.columns), len(state.homes)) != (10, 8):
            raise ValueError("not a Spider state: the piles do not hold the game's 104 cards")
        if any(not 0 <= d <= max(0, len(c) - 1) for d, c in zip(state.down, state.columns)):
            raise ValueError("not a Spider state: a column's top card is face down")
        return state


def deck(suits: int) -> list[int]:
    """The 104 cards of a game of ``suits`` suits: each face of those suits, numbered apart."""
    faces = [suit * 13 + r for suit in SUITS[suits] for r in range(13)]
    return sorted(copy * 52 + face for copy in range(104 // len(faces)) for face in faces)


def new_game(number: int, suits: int = 1) -> State:
    """Deal ``number``: shuffled by the kit's reproducible shuffle."""
    cards = shuffled(deck(suits), number)
    sizes = [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]
    starts = [sum(sizes[:i]) for i in range(10)]
    columns = tuple(tuple(cards[start : start + size]) for start, size in zip(starts, sizes))
    return State(columns, tuple(size - 1 for size in sizes), ((),) * 8, tuple(cards[54:]), suits, deal=number)


def in_suit(run: tuple[int, ...]) -> bool:
    """Whether ``run`` (bottom first) goes down by one rank in one suit."""
    return all(card_suit(a) == card_suit(b) and card_rank(a) == card_rank(b) + 1 for a, b in zip(run, run[1:]))


def send_home(state: State) -> State:
    """Every column ending in a face-up king-to-ace run of one suit sends it home (+100)."""
    columns, down, homes, score = list(state.columns), list(state.down), list(state.homes), state.score
    for index, column in enumerate(columns):
        run = column[-13:]
        if len(run) == 13 and len(column) - 13 >= down[index] and card_rank(run[0]) == 13 and in_suit(run):
            homes[homes.index(())] = run
            columns[index] = column[:-13]
            down[index] = min(down[index], max(0, len(columns[index]) - 1))
            score += 100
    return replace(state, columns=tuple(columns), down=tuple(down), homes=tuple(homes), score=score)


class Spider(PatienceRules[State]):
    """Spider's piles: the stock, eight foundations, ten columns."""

    def piles(self, state: State) -> list[PileState]:
        return [
            PileState(STOCK, state.stock, len(state.stock)),
            *(PileState(FOUNDATION, home) for home in state.homes),
            *(PileState(TABLEAU, column, down) for column, down in zip(state.columns, state.down)),
        ]

    def can_take(self, state: State, pile: int, count: int) -> bool:
        return pile in COLUMNS and in_suit(state.columns[pile - COLUMNS[0]][-count:])

    def accepts(self, state: State, move: PileMove) -> bool:
        if move.target not in COLUMNS:
            return False
        first, top = self.piles(state)[move.source].run(move.count)[0], self.piles(state)[move.target].top
        return top is None or card_rank(top) == card_rank(first) + 1

    def apply(self, state: State, move: PileMove) -> State:
        if not self.is_legal(state, move):
            raise IllegalMove(f"{move} is not a legal move")
        columns, down = [list(column) for column in state.columns], list(state.down)
        source, target = move.source - COLUMNS[0], move.target - COLUMNS[0]
        run = columns[source][-move.count :]
        del columns[source][-move.count :]
        columns[target].extend(run)
        down[source] = min(down[source], max(0, len(columns[source]) - 1))  # the card under turns up
        moved = replace(state, columns=tuple(map(tuple, columns)), down=tuple(down), score=state.score - 1)
        return send_home(replace(moved, moves=state.moves + 1))

    def deal(self, state: State) -> State | None:
        if not state.stock or not all(state.columns):
            return None
        row = state.stock[::-1][:10]
        columns = tuple(column + (card,) for column, card in zip(state.columns, row))
        dealt = replace(state, columns=columns, stock=state.stock[:-10], score=state.score - 1, moves=state.moves + 1)
        return send_home(dealt)

    def is_won(self, state: State) -> bool:
        return all(state.homes)


RULES = Spider()
