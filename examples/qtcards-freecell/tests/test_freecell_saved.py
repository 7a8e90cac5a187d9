"""FreeCell's saved table is read as written, and checked before it is played: a bad one
is set aside with a notice and a fresh deal starts (the game stays on, the next start is
quiet). Each case is refused by the engine and, through the real load path, by the game."""

from __future__ import annotations

import json
from typing import Any

import pytest
import qtcards_freecell
from qtcards_freecell.engine import MAX_DEAL, RULES, State, new_game

from qtcards.kit import TABLEAU, PileMove
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
    """Deal 7 with its first column's top card in a free cell, as its saved file holds it."""
    state = RULES.apply(new_game(7), PileMove(RULES.kinds[TABLEAU][0], 1, 0))
    return json.loads(json.dumps(state.to_json()))


def home(*ranks: int, suit: int = 0) -> Change:
    """Cards of ``suit`` of these ranks taken from the columns onto the first foundation."""

    def change(data: dict[str, Any]) -> dict[str, Any]:
        cards = [suit * 13 + rank - 1 for rank in ranks]
        columns = [[c for c in column if c not in cards] for column in data["columns"]]
        cells = [[c for c in cell if c not in cards] for cell in data["cells"]]
        return {**data, "cells": cells, "columns": columns, "homes": [cards, [], [], []]}

    return change


BAD: dict[str, Change] = {
    "not an object": lambda data: [data],
    "a key missing": lambda data: {k: v for k, v in data.items() if k != "moves"},
    "a key more": set_to("won", False),
    **bad_counts("moves"),
    **bad_deals("deal", MAX_DEAL),
    "a card a string": lambda data: {**data, "cells": [[str(data["cells"][0][0])], [], [], []]},
    "a card a bool": lambda data: {**data, "cells": [[True], [], [], []]},
    "a card twice": lambda data: {**data, "cells": [data["cells"][0], data["cells"][0], [], []]},
    "a card missing": lambda data: {**data, "cells": [[], [], [], []]},
    "a card of a second deck": lambda data: {**data, "cells": [[data["cells"][0][0] + 52], [], [], []]},
    "two cards in a cell": lambda data: {
        **data,
        "cells": [data["cells"][0] + data["columns"][1][-1:], [], [], []],
        "columns": [data["columns"][0], data["columns"][1][:-1], *data["columns"][2:]],
    },
    "seven columns": lambda data: {**data, "columns": data["columns"][:7]},
    "a 4 alone on a foundation": home(4),
    "a 10 alone on a foundation": home(10),
    "A 3 on a foundation": home(1, 3),
    "A 2 of two suits on a foundation": lambda data: home(1)(home(2, suit=1)(data)),
}


def test_the_good_table_and_a_foundation_in_order_read() -> None:
    assert State.from_json(good()).deal == 7 and State.from_json(set_to("deal", MAX_DEAL)(good())).deal == MAX_DEAL
    assert State.from_json(home(1, 2, 3)(good())).homes[0] == (0, 1, 2)


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_table_is_refused(case: str) -> None:
    with pytest.raises(ValueError):
        State.from_json(BAD[case](good()))


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_saved_table_is_set_aside_and_a_fresh_deal_starts(game_window: GameWindows, case: str) -> None:
    freecell = open_on_saved_table(
        game_window, qtcards_freecell, "freecell", BAD[case](good()), lambda first: first.view.start_deal(7)
    )
    assert_set_aside(freecell)
    view = freecell.view
    assert view.state.moves == 0 and isinstance(view.state.deal, int)  # a fresh deal
    view.play_move(RULES.legal_moves(view.state)[0])  # and it plays
    assert view.state.moves >= 1 and freecell.info("moves") == str(view.state.moves)
    again = freecell.restart()
    assert again.state == view.state and freecell.notices == []  # the next start is quiet
