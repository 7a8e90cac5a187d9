"""The Golf engine: deals, rules, the end of the game and saved states.

Property tests play random games through the engine's own ``legal_moves()`` and check
what the module docstring promises after every move.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, strategies as st
from qtcards_golf import engine
from qtcards_golf.engine import (
    COLUMNS,
    DECK_SIZE,
    MAX_DEAL,
    Draw,
    IllegalMove,
    Play,
    State,
    apply,
    follows,
    is_legal,
    is_lost,
    is_over,
    is_won,
    legal_moves,
    new_game,
    score,
)

from qtcards.kit import card_rank
from qtcards.kit.testing import run_without_qt

ENGINE = Path(engine.__file__)
ALL_MOVES = [Play(c) for c in range(COLUMNS)] + [Draw()]


def card(rank_: int, suit: int = 0) -> int:
    """The engine's card of a rank (1..13) and suit (0..3)."""
    return suit * 13 + rank_ - 1


def cards_of(state: State) -> list[int]:
    return [c for column in state.columns for c in column] + list(state.stock) + list(state.foundation)


deals = st.integers(0, MAX_DEAL)


@st.composite
def games(draw: st.DrawFn) -> list[State]:
    """A game played by random legal moves, as the list of its states."""
    state = new_game(draw(deals))
    history = [state]
    for _ in range(draw(st.integers(0, 60))):
        moves = legal_moves(state)
        if not moves:
            break
        state = apply(state, draw(st.sampled_from(moves)))
        history.append(state)
    return history


# ----- deals ---------------------------------------------------------------------------


def test_deal_12_is_pinned() -> None:
    """Deal numbers must never change meaning: deal 12 is this deal, forever."""
    state = new_game(12)
    assert state.columns[0] == (10, 12, 14, 27, 40)
    assert state.columns[6] == (7, 24, 21, 38, 47)
    assert state.foundation == (31,)
    assert state.stock[-3:] == (2, 41, 15)
    assert engine.shuffled_deck(0)[:10] == [46, 36, 8, 40, 14, 24, 44, 9, 15, 0]


@given(deals)
def test_deal_shape(number: int) -> None:
    state = new_game(number)
    assert [len(column) for column in state.columns] == [5] * COLUMNS
    assert len(state.stock) == 16 and len(state.foundation) == 1
    assert sorted(cards_of(state)) == list(range(DECK_SIZE))
    assert state == new_game(number)
    assert state.moves == 0 and score(state) == 35 and not is_over(state)


def test_deals_differ_and_bad_numbers_are_refused() -> None:
    assert len({new_game(n) for n in range(50)}) == 50
    for bad in (-1, MAX_DEAL + 1, 1.0, True, "7"):
        with pytest.raises(ValueError):
            new_game(bad)  # type: ignore[arg-type]


def test_from_cards_deals_row_by_row() -> None:
    state = engine.from_cards(range(DECK_SIZE))
    assert state.columns[0] == (0, 7, 14, 21, 28)
    assert state.columns[6] == (6, 13, 20, 27, 34)
    assert state.foundation == (35,)
    assert state.stock[-1] == 36 and state.stock[0] == 51
    with pytest.raises(ValueError):
        engine.from_cards([0] * DECK_SIZE)


#: A winning line of deal 13, found by a search: a column number plays, D draws.
WIN_13 = "0162D3D51D4DD032D3006D12D545DDDD6D65512DD0132D44634"


def parse_line(line: str) -> list[engine.Move]:
    return [Draw() if step == "D" else Play(int(step)) for step in line]


def test_deal_13_can_be_won() -> None:
    state = new_game(13)
    for move in parse_line(WIN_13):
        assert not is_over(state)
        state = apply(state, move)
    assert is_won(state) and score(state) == 0 and state.moves == 51
    assert state.stock == () and legal_moves(state) == []


# ----- the rules, by example ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("top", "played", "legal"),
    [
        (7, 6, True),
        (7, 8, True),
        (7, 7, False),
        (7, 9, False),
        (1, 2, True),  # ace, then 2
        (2, 1, True),  # 2, then ace
        (1, 13, False),  # no turning the corner: no king on an ace
        (13, 1, False),  # ... and no ace on a king
        (12, 13, True),  # a king goes on a queen
        (13, 12, False),  # nothing goes on a king, not even a queen
        (11, 12, True),
    ],
)
def test_follows(top: int, played: int, legal: bool) -> None:
    for top_suit in range(4):
        for suit in range(4):  # suits never matter
            assert follows(card(top, top_suit), card(played, suit)) is legal


def small_state(columns: list[list[int]], stock: list[int], foundation: list[int]) -> State:
    """A hand-built position (not a full deck: the rules do not need one)."""
    padded = [tuple(column) for column in columns] + [()] * (COLUMNS - len(columns))
    return State(tuple(padded), tuple(stock), tuple(foundation))


def test_a_king_on_the_foundation_leaves_only_the_draw() -> None:
    state = small_state([[card(12)], [card(1)]], [card(5)], [card(13)])
    assert legal_moves(state) == [Draw()]
    state = apply(state, Draw())
    assert state.foundation[-1] == card(5) and state.stock == ()
    assert is_lost(state) and is_over(state) and score(state) == 2


def test_play_moves_the_top_card_only() -> None:
    state = small_state([[card(3), card(9)], [card(8, 2)]], [card(2)], [card(8)])
    assert legal_moves(state) == [Play(0), Draw()]
    after = apply(state, Play(0))
    assert after.columns[0] == (card(3),) and after.foundation == (card(8), card(9))
    assert after.moves == 1
    with pytest.raises(IllegalMove):
        apply(state, Play(1))  # an 8 on an 8
    with pytest.raises(IllegalMove):
        apply(state, Play(2))  # an empty column
    with pytest.raises(IllegalMove):
        apply(state, Play(7))  # no such column


def test_won_with_cards_left_in_the_stock() -> None:
    state = small_state([[card(4)]], [card(10), card(11)], [card(5)])
    won = apply(state, Play(0))
    assert is_won(won) and is_over(won) and not is_lost(won)
    assert legal_moves(won) == [] and score(won) == 0
    with pytest.raises(IllegalMove):
        apply(won, Draw())  # a won game is over


def test_not_lost_while_the_stock_has_cards() -> None:
    state = small_state([[card(13)]], [card(6)], [card(2)])
    assert not is_lost(state) and legal_moves(state) == [Draw()]


# ----- properties over random games ---------------------------------------------------------


@given(games())
def test_cards_are_conserved(history: list[State]) -> None:
    for state in history:
        assert sorted(cards_of(state)) == list(range(DECK_SIZE))
        assert Counter(cards_of(state)).most_common(1)[0][1] == 1


@given(games())
def test_only_legal_moves_are_accepted(history: list[State]) -> None:
    for state in history:
        legal = legal_moves(state)
        for move in ALL_MOVES:
            assert is_legal(state, move) == (move in legal)
            if move not in legal:
                with pytest.raises(IllegalMove):
                    apply(state, move)
                continue
            after = apply(state, move)
            assert after.foundation[:-1] == state.foundation
            assert after.moves == state.moves + 1
            if isinstance(move, Play):
                moved = state.columns[move.column][-1]
                assert after.foundation[-1] == moved
                assert card_rank(state.foundation[-1]) != 13
                assert abs(card_rank(moved) - card_rank(state.foundation[-1])) == 1
                assert after.columns[move.column] == state.columns[move.column][:-1]
                assert after.stock == state.stock
            else:
                assert after.foundation[-1] == state.stock[-1]
                assert after.stock == state.stock[:-1] and after.columns == state.columns


@given(games())
def test_won_and_lost_exactly_as_documented(history: list[State]) -> None:
    for state in history:
        top = state.foundation[-1]
        tops_playable = any(column and follows(top, column[-1]) for column in state.columns)
        assert is_won(state) == (sum(map(len, state.columns)) == 0)
        assert is_lost(state) == (not is_won(state) and not state.stock and not tops_playable)
        assert is_over(state) == (legal_moves(state) == [])
        assert score(state) == sum(len(column) for column in state.columns)
        assert not (is_won(state) and is_lost(state))
    for before in history[:-1]:
        assert not is_over(before)  # the game went on only while moves were left


@given(deals, st.randoms(use_true_random=False))
def test_every_game_ends_within_51_moves(number: int, chooser) -> None:
    state = new_game(number)
    for _ in range(DECK_SIZE):
        moves = legal_moves(state)
        if not moves:
            break
        state = apply(state, chooser.choice(moves))
    assert is_over(state)
    assert state.moves <= 35 + 16
    assert is_won(state) or (not state.stock and score(state) > 0)


@given(games())
def test_json_round_trip(history: list[State]) -> None:
    for state in history:
        text = json.dumps(state.to_json())
        assert State.from_json(json.loads(text)) == state


BAD_CHANGES = {
    "not-a-dict": lambda d: [d],
    "extra-key": lambda d: {**d, "score": 3},
    "missing-key": lambda d: {k: v for k, v in d.items() if k != "stock"},
    "future-format": lambda d: {**d, "format": 2},
    "format-bool": lambda d: {**d, "format": True},
    "six-columns": lambda d: {**d, "columns": d["columns"][:6]},
    "duplicate-card": lambda d: {**d, "foundation": d["foundation"] + d["foundation"]},
    "card-out-of-range": lambda d: {**d, "foundation": d["foundation"] + [52]},
    "card-a-bool": lambda d: {**d, "stock": [True] + d["stock"][1:]},
    "empty-foundation": lambda d: {**d, "foundation": [], "stock": d["stock"] + d["foundation"]},
    "deal-out-of-range": lambda d: {**d, "deal": MAX_DEAL + 1},
    "another-deal": lambda d: {**d, "deal": d["deal"] + 1},
    "stock-reordered": lambda d: {**d, "stock": d["stock"][::-1]},
}


@pytest.mark.parametrize("case", sorted(BAD_CHANGES))
def test_damaged_json_is_refused(case: str) -> None:
    data = new_game(7).to_json()
    with pytest.raises(ValueError):
        State.from_json(BAD_CHANGES[case](json.loads(json.dumps(data))))


def test_engine_needs_no_qt() -> None:
    """The engine imports (and plays) with PySide6 blocked: of qtcards it takes only the
    kit's pure shuffle and count check."""
    printed = run_without_qt(engine.__file__, "print(engine.apply(engine.new_game(1), engine.Draw()).moves)")
    assert printed == "1"
