"""A toy patience of seven clubs for the kit's solver: small enough that a plain walk sees
every position, and, as a game to open in a window, the kit's PatienceView over it.

Positions are tuples: the stock, one foundation, then three columns, each bottom first.
A game on the table holds a :class:`Dealt` (a tuple with its deal number and JSON form),
equal to the plain tuple of its piles.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from qtcards.kit import (
    FOUNDATION,
    QT_TRANSLATE_NOOP,
    SOLVER_OPTIONS,
    STOCK,
    TABLEAU,
    VERDICT_FIELD,
    Figures,
    Game,
    GameContext,
    GameView,
    PatienceRules,
    PileMove,
    PileSpec,
    hookimpl,
    rank_down,
)

Toy = tuple[tuple[int, ...], ...]
"""A toy position: the stock, one foundation, then three columns, each bottom first."""


class Dealt(tuple):  # type: ignore[type-arg]
    """A toy position on the table: its piles, and the number of the deal it came from."""

    deal: int

    def __new__(cls, piles: Toy, deal: int) -> Dealt:
        made = super().__new__(cls, piles)
        made.deal = deal
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return (Dealt, (tuple(self), self.deal))

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "piles": [list(pile) for pile in self]}

    @staticmethod
    def from_json(data: Any) -> Dealt:
        return Dealt(tuple(tuple(pile) for pile in data["piles"]), data["deal"])


class Ladder(PatienceRules[Toy]):
    """A toy patience of seven clubs: home in order from the ace; a column's top card goes on
    a card one rank higher in another column, and only the seven to an empty column; the
    stock deals its cards onto the first column, once."""

    layout = (
        PileSpec(STOCK, (0.5, 0.5)),
        PileSpec(FOUNDATION, (1.5, 0.5), gives=False),
        *(PileSpec(TABLEAU, (x + 0.5, 2.0), (0.0, 0.3), builds=rank_down, empty=7) for x in range(3)),
    )

    def lay(self, state: Toy) -> list[tuple[tuple[int, ...], int]]:
        return [(state[0], len(state[0])), *((pile, 0) for pile in state[1:])]

    def apply(self, state: Toy, move: PileMove) -> Toy:
        moved = self.after(state, move)
        return rebuilt(state, (state[0], *moved.cards(FOUNDATION), *moved.cards(TABLEAU)))

    def deal(self, state: Toy) -> Toy | None:
        if not state[0]:
            return None
        return rebuilt(state, ((), state[1], state[2] + state[0], *state[3:]))

    def is_won(self, state: Toy) -> bool:
        return len(state[1]) == sum(map(len, state))

    def figures(self, state: Toy) -> Figures:
        return Figures(deal=state.deal if isinstance(state, Dealt) else None)


def rebuilt(state: Toy, piles: Toy) -> Toy:
    """``piles`` as a position of the same kind as ``state`` (a game's keeps its number)."""
    return Dealt(piles, state.deal) if isinstance(state, Dealt) else tuple(piles)


RULES = Ladder()
LAST_DEAL = 999


def new_game(number: int) -> Dealt:
    """Deal ``number``: the seven cards shuffled, one to the stock, two columns of three."""
    cards = list(range(7))
    random.Random(number).shuffle(cards)
    return Dealt(((cards[0],), (), tuple(cards[1:4]), tuple(cards[4:]), ()), number)


def create_view(context: GameContext) -> GameView:
    """The kit's PatienceView over the toy's rules."""
    from qtcards.kit import PatienceView

    return PatienceView(context, RULES, size=(4.0, 5.0), deal=new_game, read=Dealt.from_json, last_deal=LAST_DEAL)


@hookimpl
def qtcards_register_games(register: Callable[[Game], None]) -> None:
    """Register the toy."""
    register(
        Game(
            id="ladder",
            api_version=1,
            title=QT_TRANSLATE_NOOP("Ladder", "Ladder"),
            context="Ladder",
            create_view=create_view,
            options=SOLVER_OPTIONS,
            info_fields=(VERDICT_FIELD,),
            has_undo=True,
        )
    )
