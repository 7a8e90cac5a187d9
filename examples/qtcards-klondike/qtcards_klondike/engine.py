"""Klondike: the rules as a pure-Python engine (no Qt), on the kit's piles with rules.

The variant (Windows Solitaire's): one deck; seven columns of 1 to 7 cards, the top one
face up; the other 24 cards are the stock. Columns build down in alternating colours;
any face-up run may move, a king (or a run headed by one) to an empty column; the four
foundations build up by suit from the ace, and a foundation's top card may come back.
The stock turns one card (or three, an option) onto the waste; an empty stock turns the
waste over, as often as the player likes.

Scoring ("standard"): +10 a card to a foundation, +5 the waste to a column, +5 a column's
card turned face up, -15 a foundation's card back to a column; turning the waste over
costs 100 from the second time on when drawing one, 20 from the fourth when drawing
three. The score never goes below 0. Won when all 52 cards are home.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from qtcards.kit import (
    FOUNDATION,
    STOCK,
    TABLEAU,
    WASTE,
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
    read_counts,
    read_deal,
    read_keys,
    read_piles,
    shuffled,
)

MAX_DEAL = 999_999_999
STOCK_PILE, WASTE_PILE, HOMES, COLUMNS = 0, 1, range(2, 6), range(6, 13)
#: Passes through the stock free of the penalty, and the penalty after them, by draw.
FREE_PASSES = {1: 1, 3: 3}
PASS_COST = {1: 100, 3: 20}
#: A saved state's keys, and each pile's base rank (the foundations build up from the ace).
KEYS = ("columns", "down", "homes", "stock", "waste", "draw", "passes", "score", "moves", "deal")
BASES = (None, None, 1, 1, 1, 1, *(None,) * 7)


@dataclass(frozen=True)
class State:
    """A Klondike position: every pile bottom first; ``down`` counts each column's face-down cards."""

    columns: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    homes: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    waste: tuple[int, ...]
    draw: int = 1
    passes: int = 0
    score: int = 0
    moves: int = 0
    deal: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The state as plain JSON (lists, as a saved file reads back)."""
        piles = {key: list(map(list, getattr(self, key))) for key in ("columns", "homes")}
        lists = {key: list(getattr(self, key)) for key in ("down", "stock", "waste")}
        return {**vars(self), **piles, **lists}

    @classmethod
    def from_json(cls, data: Any) -> State:
        """A state read back from :meth:`to_json`; ValueError when it is no Klondike position:
        a key more or less, a number that is not a whole one in its range (``"7"``, ``1.5``,
        ``true``, a deal past MAX_DEAL), other cards than one deck's, a foundation out of
        order, a column's top card face down."""
        fields = read_keys(data, KEYS)
        state = cls(
            columns=read_piles(fields, "columns", 7),
            down=read_counts(fields, "down", 7),
            homes=read_piles(fields, "homes", 4),
            stock=read_counts(fields, "stock"),
            waste=read_counts(fields, "waste"),
            draw=read_count(fields, "draw", 1, 3),
            passes=read_count(fields, "passes"),
            score=read_count(fields, "score"),
            moves=read_count(fields, "moves"),
            deal=read_deal(fields, MAX_DEAL),
        )
        if state.draw not in FREE_PASSES:
            raise ValueError(f"draw must be 1 or 3, not {state.draw}")
        check_table(RULES.piles(state), Deck(), BASES)
        return state


def new_game(number: int, draw: int = 1) -> State:
    """Deal ``number``: shuffled by the kit's reproducible shuffle."""
    deck = shuffled(range(52), number)
    columns = tuple(tuple(deck[sum(range(i + 1)) : sum(range(i + 2))]) for i in range(7))
    return State(columns, tuple(range(7)), ((),) * 4, tuple(deck[28:]), (), draw, deal=number)


def fits_on(card: int, under: int) -> bool:
    """Whether ``card`` may lie on ``under`` in a column: one rank lower, the other colour."""
    return card_rank(card) + 1 == card_rank(under) and is_red(card) != is_red(under)


class Klondike(PatienceRules[State]):
    """Klondike's piles: the stock, the waste, four foundations, seven columns."""

    def piles(self, state: State) -> list[PileState]:
        return [
            PileState(STOCK, state.stock, len(state.stock)),
            PileState(WASTE, state.waste),
            *(PileState(FOUNDATION, home) for home in state.homes),
            *(PileState(TABLEAU, column, down) for column, down in zip(state.columns, state.down)),
        ]

    def can_take(self, state: State, pile: int, count: int) -> bool:
        if pile in COLUMNS:
            run = self.piles(state)[pile].run(count)
            return all(fits_on(card, under) for under, card in zip(run, run[1:]))
        return pile != STOCK_PILE and count == 1

    def accepts(self, state: State, move: PileMove) -> bool:
        piles = self.piles(state)
        first, target = piles[move.source].run(move.count)[0], piles[move.target]
        if move.target in HOMES:
            if move.source in HOMES:  # from one foundation to another gains nothing (an ace could go round forever)
                return False
            top = target.top
            return move.count == 1 and (
                card_rank(first) == 1
                if top is None
                else card_suit(top) == card_suit(first) and card_rank(first) == card_rank(top) + 1
            )
        if move.target in COLUMNS:
            return card_rank(first) == 13 if target.top is None else fits_on(first, target.top)
        return False

    def apply(self, state: State, move: PileMove) -> State:
        if not self.is_legal(state, move):
            raise IllegalMove(f"{move} is not a legal move")
        piles = [list(pile.cards) for pile in self.piles(state)]
        run = piles[move.source][len(piles[move.source]) - move.count :]
        del piles[move.source][len(piles[move.source]) - move.count :]
        piles[move.target].extend(run)
        down = list(state.down)
        gained = 10 if move.target in HOMES else 5 if move.source == WASTE_PILE else 0
        gained -= 15 if move.source in HOMES else 0
        if move.source in COLUMNS:
            column = move.source - COLUMNS[0]
            if down[column] and down[column] >= len(piles[move.source]):
                down[column] -= 1  # the card under the run turns face up
                gained += 5
        return replace(
            state,
            columns=tuple(map(tuple, piles[COLUMNS[0] :])),
            down=tuple(down),
            homes=tuple(map(tuple, piles[HOMES[0] : COLUMNS[0]])),
            waste=tuple(piles[WASTE_PILE]),
            score=max(0, state.score + gained),
            moves=state.moves + 1,
        )

    def deal(self, state: State) -> State | None:
        if state.stock:
            turned = state.stock[::-1][: state.draw]
            return replace(state, stock=state.stock[: -len(turned)], waste=state.waste + turned, moves=state.moves + 1)
        if not state.waste:
            return None
        cost = PASS_COST[state.draw] if state.passes >= FREE_PASSES[state.draw] else 0  # after the free passes
        return replace(
            state,
            stock=state.waste[::-1],
            waste=(),
            passes=state.passes + 1,
            score=max(0, state.score - cost),
            moves=state.moves + 1,
        )

    def is_won(self, state: State) -> bool:
        return all(len(home) == 13 for home in state.homes)

    def safe_home(self, state: State) -> PileMove | None:
        return self.safe_for_alternating_colours(state)


RULES = Klondike()
