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

from dataclasses import dataclass, fields as fields_of, replace
from typing import Any, Sequence

from qtcards.kit import (
    COUNT_LIMIT,
    FOUNDATION,
    STOCK,
    TABLEAU,
    Deck,
    Figures,
    PatienceRules,
    PileMove,
    PileSpec,
    card_rank,
    card_suit,
    check_table,
    in_sequence,
    rank_down,
    read_count,
    read_counts,
    read_deal,
    read_keys,
    read_piles,
    shuffled,
    suit_down,
)

MAX_DEAL = 999_999_999
STEP, TOP, COLUMNS_AT = 1.12, 0.85, 2.6  # from one column to the next; the two rows (card units)
SIZE = (1.3 + 9 * STEP, 7.6)
REACH = SIZE[1] - COLUMNS_AT - 0.8  # a column's last card ends just above the table's edge
LAYOUT = (
    PileSpec(STOCK, (0.65, TOP), shows=5),
    *(PileSpec(FOUNDATION, (0.65 + STEP * (2 + i), TOP), shows=2, gives=False) for i in range(8)),
    *(
        PileSpec(TABLEAU, (0.65 + STEP * i, COLUMNS_AT), fan=(0, 0.24), reach=REACH, builds=rank_down, moves=suit_down)
        for i in range(10)
    ),
)
#: The suits of a game of one, two or four suits (the kit's numbers: spades 2, hearts 3).
SUITS = {1: (2,), 2: (2, 3), 4: (0, 1, 2, 3)}
#: Each pile's base rank, for a saved state's check: a foundation holds a whole run, shown
#: from the ace up.
BASES = (None,) + (1,) * 8 + (None,) * 10


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
        return {key: _plain(value) for key, value in vars(self).items()}

    @classmethod
    def from_json(cls, data: Any) -> State:
        """A state read back from :meth:`to_json`; ValueError when it is no Spider position: a
        key more or less, a number that is not a whole one in its range (``true``, ``3.0``,
        ``"3"``, a deal past MAX_DEAL), other cards than the game's 104, a face-down top card,
        a foundation that is not a whole run, or, for a numbered deal, a stock or face-down
        cards that are not that deal's."""
        fields = read_keys(data, [field.name for field in fields_of(cls)])
        suits = read_count(fields, "suits", 1, 4)
        if suits not in SUITS:
            raise ValueError(f"suits must be 1, 2 or 4, not {suits}")
        state = cls(
            columns=read_piles(fields, "columns", 10),
            down=read_counts(fields, "down", 10),
            homes=read_piles(fields, "homes", 8),
            stock=read_counts(fields, "stock"),
            suits=suits,
            score=read_count(fields, "score", -COUNT_LIMIT, 500 + 8 * 100),
            moves=read_count(fields, "moves"),
            deal=read_deal(fields, MAX_DEAL),
        )
        check_table(RULES.piles(state), Deck(2, SUITS[suits]), BASES, whole=True)
        start = new_game(state.deal, state.suits) if state.deal is not None else state
        columns, down, stock = state.columns, state.down, state.stock
        hidden = all(c[:d] == s[:d] and d <= e for c, d, s, e in zip(columns, down, start.columns, start.down))
        if len(stock) % 10 or stock != start.stock[: len(stock)] or not hidden:
            raise ValueError("not a Spider state: its stock or face-down cards are not those of its deal")
        return state


def _plain(value: Any) -> Any:
    """Tuples as JSON lists, all the way down."""
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


def deck(suits: int) -> list[int]:
    """The 104 cards of a game of ``suits`` suits: each face of those suits, numbered apart."""
    return Deck(2, SUITS[suits]).cards()


def new_game(number: int, suits: int = 1) -> State:
    """Deal ``number`` (0..MAX_DEAL) of ``suits`` suits: the deck shuffled by the kit's
    reproducible shuffle, the first 54 cards into the columns (column 1 takes cards 0-5,
    column 2 cards 6-11, ...), the other 50 the stock, whose last card is dealt first."""
    if not (type(number) is type(suits) is int and 0 <= number <= MAX_DEAL and suits in SUITS):
        raise ValueError(f"no deal {number!r:.20} of {suits!r:.20} suits: deals run from 0 to {MAX_DEAL}")
    cards = shuffled(deck(suits), number)
    sizes = [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]
    starts = [sum(sizes[:i]) for i in range(10)]
    columns = tuple(tuple(cards[start : start + size]) for start, size in zip(starts, sizes))
    return State(columns, tuple(size - 1 for size in sizes), ((),) * 8, tuple(cards[54:]), suits, deal=number)


def send_home(state: State) -> State:
    """Every column ending in a face-up king-to-ace run of one suit sends it home (+100)."""
    columns, down, homes, score = list(state.columns), list(state.down), list(state.homes), state.score
    for index, column in enumerate(columns):
        run = column[-13:]
        if (
            len(run) == 13
            and len(column) - 13 >= down[index]
            and card_rank(run[0]) == 13
            and in_sequence(run, suit_down)
        ):
            homes[homes.index(())] = run
            columns[index] = column[:-13]
            down[index] = min(down[index], max(0, len(columns[index]) - 1))
            score += 100
    return replace(state, columns=tuple(columns), down=tuple(down), homes=tuple(homes), score=score)


class Spider(PatienceRules[State]):
    """Spider's piles: the stock, eight foundations (each run home shown king on top, as
    "up to the king"; only whole runs go there, by themselves), ten columns."""

    layout = LAYOUT

    def lay(self, state: State) -> list[tuple[tuple[int, ...], int]]:
        homes = [(home[::-1], 0) for home in state.homes]
        return [(state.stock, len(state.stock)), *homes, *zip(state.columns, state.down)]

    def accepts(self, state: State, move: PileMove) -> bool:
        return self.layout[move.target].kind == TABLEAU and super().accepts(state, move)

    def wants(self, state: State, pile: int) -> Sequence[int] | None:
        return super().wants(state, pile) if self.layout[pile].kind == TABLEAU else ()

    def apply(self, state: State, move: PileMove) -> State:
        after = self.after(state, move)
        moved = replace(state, columns=after.cards(TABLEAU), down=after.face_down(TABLEAU), score=state.score - 1)
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

    def figures(self, state: State) -> Figures:
        return Figures(moves=state.moves, score=state.score, deal=state.deal)

    def hint_order(self, state: State, moves: list[PileMove]) -> list[PileMove]:
        """The kit's order, less the moves that gain nothing: a run taken off the card one rank
        higher it lies on, unless the card it goes on is of its suit and that one is not."""
        piles = self.piles(state)

        def gains(move: PileMove) -> bool:
            source, top = piles[move.source], piles[move.target].top
            first, below = source.run(move.count)[0], len(source.cards) - move.count - 1
            if below < source.face_down or card_rank(source.cards[below]) != card_rank(first) + 1:
                return True
            return top is not None and card_suit(top) == card_suit(first) != card_suit(source.cards[below])

        return [move for move in super().hint_order(state, moves) if gains(move)]


RULES = Spider()
