"""Spider's saved table is read as written, and checked before it is played: a bad one is
set aside with a notice and a fresh deal starts (the game stays on, the next start is
quiet). Each case is refused by the engine and, through the real load path, by the game."""

from __future__ import annotations

import json
from typing import Any

import pytest
import qtcards_spider
from qtcards_spider.engine import MAX_DEAL, RULES, State, new_game

from qtcards.kit import card_rank
from qtcards.kit.testing import GameWindows
from qtcards.kit.testing.saved_tables import (
    Change,
    assert_set_aside,
    bad_counts,
    bad_deals,
    open_on_saved_table,
    set_to,
)


def good() -> dict[str, Any]:
    """Deal 7 of one suit, as its saved file holds it."""
    return json.loads(json.dumps(new_game(7, 1).to_json()))


def home(*ranks: int) -> Change:
    """A table not dealt by number (only the kit's checks apply) with a card of each of
    ``ranks`` taken from the columns onto the first foundation, in that order (a foundation
    is saved king first); a column left with its top card face down gets it turned up."""

    def change(data: dict[str, Any]) -> dict[str, Any]:
        columns, down, cards = [list(column) for column in data["columns"]], list(data["down"]), []
        for rank in ranks:
            column, place = next(
                (i, p) for i, c in enumerate(columns) for p in range(len(c)) if card_rank(c[p]) == rank
            )
            cards.append(columns[column].pop(place))
            down[column] = max(0, min(down[column] - (place < down[column]), len(columns[column]) - 1))
        return {**data, "deal": None, "columns": columns, "down": down, "homes": [cards] + data["homes"][1:]}

    return change


KING_TO_ACE = tuple(range(13, 0, -1))
BAD: dict[str, Change] = {
    "not an object": lambda data: [data],
    "a key more": set_to("won", False),
    "a key missing": lambda data: {k: v for k, v in data.items() if k != "stock"},
    **bad_counts("moves"),
    **bad_deals("deal", MAX_DEAL),
    "another deal": lambda data: {**data, "deal": data["deal"] + 1},
    "score a string": set_to("score", "500"),
    "score a float": set_to("score", 499.5),
    "score past a won game's": set_to("score", 1301),
    "suits 3": set_to("suits", 3),
    "another number of suits": set_to("suits", 2),
    "suits true": set_to("suits", True),
    "a card a bool": lambda data: {**data, "stock": [True] + data["stock"][1:]},
    "a card a float": lambda data: {**data, "stock": [float(data["stock"][0])] + data["stock"][1:]},
    "a card a string": lambda data: {**data, "stock": [str(data["stock"][0])] + data["stock"][1:]},
    "a card twice": lambda data: {**data, "deal": None, "stock": data["stock"][1:] + data["stock"][:1] * 2},
    "a card missing": lambda data: {**data, "deal": None, "stock": data["stock"][1:]},
    "a card of another suit": lambda data: {**data, "deal": None, "stock": [0] + data["stock"][1:]},
    "columns not lists": set_to("columns", "abc"),
    "nine columns": lambda data: {**data, "columns": data["columns"][:9]},
    "nine face-down counts": lambda data: {**data, "down": data["down"][:9]},
    "a top card face down": lambda data: {**data, "down": [len(column) for column in data["columns"]]},
    "face down -1": lambda data: {**data, "deal": None, "down": [-1] + data["down"][1:]},
    "the stock reordered": lambda data: {**data, "stock": data["stock"][::-1]},
    "a 4 alone on a foundation": home(4),
    "a 10 alone on a foundation": home(10),
    "a run of 12 home": home(*KING_TO_ACE[:12]),
    "a run home out of order": home(13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2, 3, 1),
    "a run home from the ace": home(*reversed(KING_TO_ACE)),
}


def test_the_good_table_and_a_whole_run_home_read() -> None:
    assert State.from_json(good()).deal == 7
    home_run = State.from_json(home(*KING_TO_ACE)(good()))
    assert [card_rank(card) for card in home_run.homes[0]] == list(KING_TO_ACE) and home_run.deal is None
    assert [card_rank(c) for c in home(4)(good())["homes"][0]] == [4]  # (the helpers do what they say)


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_table_is_refused(case: str) -> None:
    with pytest.raises(ValueError):
        State.from_json(BAD[case](good()))


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_saved_table_is_set_aside_and_a_fresh_deal_starts(game_window: GameWindows, case: str) -> None:
    spider = open_on_saved_table(
        game_window, qtcards_spider, "spider", BAD[case](good()), lambda first: first.view.start_deal(7)
    )
    assert_set_aside(spider)
    view = spider.view
    assert view.state.moves == 0 and isinstance(view.state.deal, int)  # a fresh deal
    moves = RULES.legal_moves(view.state)  # and it plays (a deal with no move on its table deals)
    if moves:
        view.play_move(moves[0])
    else:
        view.deal()
    assert view.state.moves == 1 and spider.info("moves") == "1"
    again = spider.restart()
    assert again.state == view.state and spider.notices == []  # the next start is quiet
