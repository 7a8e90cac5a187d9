"""Heart to Heart saved states: State.to_json and State.from_json, its own output read back
and every kind of malformed input rejected with a message that names the fault (no Qt)."""

import json

import pytest
from qtcards_heart_to_heart.deals import MAX_DEAL
from qtcards_heart_to_heart.engine import WASTE, Pair, State

from tests.games.heart_to_heart.layouts import DECK, K, deal_with, play


def _mid_game():
    """Tip paired with the waste K: 1 tableau card and 1 waste card gone."""
    return play(deal_with({25: K, 52: K, 1: 10, 26: 10, 27: 10}), Pair(25, WASTE))


def _edit(**changes):
    data = _mid_game().to_json()
    data.update(changes)
    return data


def _remove_covered_position_1():
    data = _mid_game().to_json()
    data["tableau"][0] = None  # a 10, still covered by positions 5 and 6
    data["stock"].remove(10)
    data.update(score=20, moves=2)
    return data


MALFORMED = {
    "not a dict": ([], "JSON object"),
    "missing key": ({k: v for k, v in _edit().items() if k != "deal"}, "keys"),
    "extra key": (_edit(extra=1), "keys"),
    "format 2": (_edit(format=2), "format"),
    "format true": (_edit(format=True), "format"),
    "tableau short": (_edit(tableau=_edit()["tableau"][:24]), "25 entries"),
    "tableau tuple": (_edit(tableau=tuple(_edit()["tableau"])), "list"),
    "rank 0": (_edit(stock=_edit()["stock"][:-1] + [0]), "rank"),
    "rank 14": (_edit(waste=[14]), "rank"),
    "rank string": (_edit(stock=["5"] + _edit()["stock"][1:]), "rank"),
    "rank float": (_edit(stock=[5.0] + _edit()["stock"][1:]), "rank"),
    "rank bool": (_edit(stock=[True] + _edit()["stock"][1:]), "rank"),
    "None in stock": (_edit(stock=[None] + _edit()["stock"][1:]), "rank"),
    "five of a rank": (_edit(stock=[10] + _edit()["stock"][1:]), "more than 4"),
    "odd card gone": (_edit(stock=_edit()["stock"][1:]), "odd"),
    "two waste cards gone per tableau card": (_edit(stock=_edit()["stock"][:-2]), "more stock"),
    "too many talon cards": (_edit(tableau=[None] * 25, stock=sorted(DECK.elements())), "more cards"),
    "score mismatch": (_edit(score=20), "score"),
    "score negative": (_edit(score=-10), "score"),
    "score string": (_edit(score="10"), "score"),
    "moves negative": (_edit(moves=-1), "moves"),
    "too few moves": (_edit(moves=0), "moves"),
    "moves float": (_edit(moves=1.0), "moves"),
    "deal negative": (_edit(deal=-1), "deal"),
    "deal too big": (_edit(deal=MAX_DEAL + 1), "deal"),
    "deal string": (_edit(deal="12"), "deal"),
    "covered card gone": (_remove_covered_position_1(), "covered"),
}


@pytest.mark.parametrize("name", MALFORMED)
def test_from_json_rejects_malformed_input(name):
    data, message = MALFORMED[name]
    with pytest.raises(ValueError, match=message):
        State.from_json(data)


def test_from_json_accepts_its_own_output():
    state = _mid_game()
    assert State.from_json(json.loads(json.dumps(state.to_json()))) == state
    assert state.to_json()["format"] == 1
