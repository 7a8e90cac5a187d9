"""Klondike's saved table is read as written, and checked before it is played: a bad one
is set aside with a notice and a fresh deal starts (the game stays on, the next start is
quiet). Each case is refused by the engine and, through the real load path, by the game."""

from __future__ import annotations

import json
from typing import Any

import pytest
import qtcards_klondike
from qtcards_klondike.engine import MAX_DEAL, State, new_game

from qtcards.kit import card_rank
from qtcards.kit.testing import GameWindow, GameWindows
from qtcards.kit.testing.saved_tables import (
    Change,
    assert_set_aside,
    bad_counts,
    bad_deals,
    open_on_saved_table,
    set_to,
)


def good() -> dict[str, Any]:
    """Deal 7 after two cards turned from the stock, as its saved file holds it."""
    state = new_game(7)
    state = State(state.columns, state.down, state.homes, state.stock[:-2], state.stock[:-3:-1], moves=2, deal=7)
    return json.loads(json.dumps(state.to_json()))


def home(*ranks: int, suit: int = 0) -> Change:
    """Cards of ``suit`` of these ranks taken from wherever they lie onto the first foundation
    (a column that loses its top card gets its next card turned up)."""

    def change(data: dict[str, Any]) -> dict[str, Any]:
        cards = [suit * 13 + rank - 1 for rank in ranks]
        columns = [[c for c in column if c not in cards] for column in data["columns"]]
        down = [min(d, max(0, len(column) - 1)) for d, column in zip(data["down"], columns)]
        rest = {key: [c for c in data[key] if c not in cards] for key in ("stock", "waste")}
        return {**data, **rest, "columns": columns, "down": down, "homes": [cards, [], [], []]}

    return change


def twice(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "stock": data["stock"] + data["stock"][:1]}


BAD: dict[str, Change] = {
    "not an object": lambda data: [data],
    "a key missing": lambda data: {k: v for k, v in data.items() if k != "passes"},
    "a key more": set_to("won", False),
    **bad_counts("moves"),
    **bad_deals("deal", MAX_DEAL),
    "passes -5": set_to("passes", -5),
    "passes a string": set_to("passes", "5"),
    "score a float": set_to("score", 5.5),
    "score true": set_to("score", True),
    "draw 2": set_to("draw", 2),
    "draw a string": set_to("draw", "3"),
    "a card a string": lambda data: {**data, "waste": [str(c) for c in data["waste"]]},
    "a card a bool": lambda data: {**data, "waste": [True]},
    "a card twice": twice,
    "a card missing": lambda data: {**data, "stock": data["stock"][1:]},
    "a card of a second deck": lambda data: {**data, "stock": [52] + data["stock"][1:]},
    "six columns": lambda data: {**data, "columns": data["columns"][:6]},
    "a 4 alone on a foundation": home(4),
    "a 10 alone on a foundation": home(10),
    "A 3 on a foundation": home(1, 3),
    "A 2 of two suits on a foundation": lambda data: home(1)(home(2, suit=1)(data)),
    "a top card face down": lambda data: {**data, "down": [len(column) for column in data["columns"]]},
    "more face down than cards": lambda data: {**data, "down": [len(column) + 1 for column in data["columns"]]},
    "face down -1": lambda data: {**data, "down": [-1] + data["down"][1:]},
}


def test_the_good_table_and_a_foundation_in_order_read() -> None:
    assert State.from_json(good()).deal == 7
    assert State.from_json(home(1, 2, 3)(good())).homes[0] == (0, 1, 2)
    assert card_rank(home(4)(good())["homes"][0][0]) == 4  # (the helper does what it says)


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_table_is_refused(case: str) -> None:
    with pytest.raises(ValueError):
        State.from_json(BAD[case](good()))


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_saved_table_is_set_aside_and_a_fresh_deal_starts(game_window: GameWindows, case: str) -> None:
    def deal_and_draw(first: GameWindow) -> None:
        first.view.start_deal(7)
        first.click(first.view.cards[first.view.state.stock[-1]])  # a move: the game is saved

    klondike = open_on_saved_table(game_window, qtcards_klondike, "klondike", BAD[case](good()), deal_and_draw)
    assert_set_aside(klondike)
    view = klondike.view
    assert view.state.moves == 0 and isinstance(view.state.deal, int)  # a fresh deal
    klondike.click(view.cards[view.state.stock[-1]])  # and it plays
    assert view.state.moves == 1 and klondike.info("moves") == "1"
    again = klondike.restart()
    assert again.state.moves == 1 and klondike.notices == []  # the next start is quiet
