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
    KING,
    STOCK,
    TABLEAU,
    WASTE,
    Deck,
    Figures,
    PatienceRules,
    PileMove,
    PileSpec,
    alternate_down,
    check_table,
    read_count,
    read_counts,
    read_deal,
    read_keys,
    read_piles,
    shuffled,
)

MAX_DEAL = 999_999_999
STEP, TOP, COLUMNS_AT = 1.15, 0.85, 2.65  # from one column to the next; the two rows (card units)
SIZE = (1.3 + 6 * STEP, 7.2)
LAYOUT = (
    PileSpec(STOCK, (0.65, TOP), shows=3),
    PileSpec(WASTE, (0.65 + STEP, TOP), fan=(0.22, 0.0), shows=3),
    *(PileSpec(FOUNDATION, (0.65 + STEP * (3 + i), TOP), shows=2) for i in range(4)),
    *(
        PileSpec(
            TABLEAU,
            (0.65 + STEP * i, COLUMNS_AT),
            fan=(0.0, 0.26),
            builds=alternate_down,
            empty=KING,
            moves=alternate_down,
        )
        for i in range(7)
    ),
)
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


class Klondike(PatienceRules[State]):
    """Klondike's piles: the stock, the waste, four foundations, seven columns."""

    layout = LAYOUT

    def lay(self, state: State) -> list[tuple[tuple[int, ...], int]]:
        return [
            (state.stock, len(state.stock)),
            (state.waste, 0),
            *((home, 0) for home in state.homes),
            *zip(state.columns, state.down),
        ]

    def apply(self, state: State, move: PileMove) -> State:
        after = self.after(state, move)
        source, target = self.layout[move.source].kind, self.layout[move.target].kind
        gained = (10 if target == FOUNDATION else 5 if source == WASTE else 0) - 15 * (source == FOUNDATION)
        return replace(
            state,
            columns=after.cards(TABLEAU),
            down=after.face_down(TABLEAU),
            homes=after.cards(FOUNDATION),
            waste=after.cards(WASTE)[0],
            score=max(0, state.score + gained + 5 * after.turned),
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

    def figures(self, state: State) -> Figures:
        return Figures(moves=state.moves, score=state.score, deal=state.deal)


RULES = Klondike()
