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
    Figures,
    PatienceRules,
    PileMove,
    PileSpec,
    alternate_down,
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
        """The state as plain JSON."""
        return {
            key: list(map(list, value)) if key in ("columns", "homes") else value for key, value in vars(self).items()
        }

    @classmethod
    def from_json(cls, data: Any) -> State:
        """A state read back from :meth:`to_json`; ValueError when it is no Klondike position."""
        try:
            state = cls(
                columns=tuple(tuple(int(c) for c in column) for column in data["columns"]),
                down=tuple(int(n) for n in data["down"]),
                homes=tuple(tuple(int(c) for c in home) for home in data["homes"]),
                stock=tuple(int(c) for c in data["stock"]),
                waste=tuple(int(c) for c in data["waste"]),
                **{key: data[key] for key in ("draw", "passes", "score", "moves", "deal")},
            )
        except (KeyError, TypeError) as error:
            raise ValueError(f"not a Klondike state: {error}") from None
        cards = [c for pile in (*state.columns, *state.homes, state.stock, state.waste) for c in pile]
        shape = len(state.columns) == 7 and len(state.down) == 7 and len(state.homes) == 4
        if not shape or sorted(cards) != list(range(52)) or state.draw not in FREE_PASSES:
            raise ValueError("not a Klondike state: the piles do not hold one deck")
        if any(not 0 <= d <= max(0, len(c) - 1) for d, c in zip(state.down, state.columns)):
            raise ValueError("not a Klondike state: a column's top card is face down")
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
        cost = PASS_COST[state.draw] if state.passes + 1 >= FREE_PASSES[state.draw] else 0
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
