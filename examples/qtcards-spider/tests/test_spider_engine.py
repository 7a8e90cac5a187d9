"""Spider's engine: the game's 104 cards always, runs of one suit, rows dealt only onto
full columns, a whole run sent home, Microsoft's score, strict saved states, pinned deals."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st
from qtcards_spider import engine
from qtcards_spider.engine import MAX_DEAL, RULES, State, deck, new_game
from spider_positions import position, win_1

from qtcards.kit import FOUNDATION, STOCK, TABLEAU, IllegalMove, PileMove, card_rank, card_suit
from qtcards.kit.testing import run_without_qt

#: The piles by kind, as the engine declares them.
(STOCK_PILE,), HOMES, COLUMNS = (RULES.kinds[kind] for kind in (STOCK, FOUNDATION, TABLEAU))

SPADES = [26 + r for r in range(13)]  # ace to king of spades (the first copies)
HEARTS = [39 + r for r in range(13)]


def play(state: State, choices: list[int]) -> list[State]:
    """The states of a game played by ``choices`` among the legal moves and the deal."""
    seen = [state]
    for choice in choices:
        dealt = RULES.deal(state)
        options = [*(RULES.apply(state, m) for m in RULES.legal_moves(state)), *([dealt] if dealt else [])]
        if not options:
            break
        state = options[choice % len(options)]
        seen.append(state)
    return seen


games = st.builds(
    lambda number, suits, choices: play(new_game(number, suits), choices),
    st.integers(0, MAX_DEAL),
    st.sampled_from([1, 2, 4]),
    st.lists(st.integers(0, 60), max_size=60),
)


# ----- deals ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("suits", "first", "last", "next_row"),
    [
        (1, (135, 344, 36, 33, 194, 84), (184, 235, 345, 240, 185), (396, 133, 26, 296, 243)),
        (2, (83, 188, 36, 33, 103, 45), (93, 131, 189, 136, 94), (201, 81, 26, 153, 139)),
        (4, (31, 84, 10, 7, 51, 19), (41, 53, 85, 58, 42), (97, 29, 0, 75, 61)),
    ],
)
def test_deal_1_is_pinned(suits: int, first: tuple[int, ...], last: tuple[int, ...], next_row: tuple[int, ...]) -> None:
    """Deal numbers never change meaning: deal 1 of each number of suits is this deal, forever."""
    state = new_game(1, suits)
    assert state.columns[0] == first and state.columns[9] == last
    assert tuple(column[-1] for column in RULES.deal(state).columns[:5]) == next_row


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_the_deal_holds_104_cards_of_the_chosen_suits(suits: int) -> None:
    state = new_game(11, suits)
    assert len(deck(suits)) == 104 and len(set(deck(suits))) == 104
    assert {card_suit(card) for card in deck(suits)} == {1: {2}, 2: {2, 3}, 4: {0, 1, 2, 3}}[suits]
    assert set(Counter(card % 52 for card in deck(suits)).values()) == {8 // suits}  # each face repeated
    assert [len(c) for c in state.columns] == [6] * 4 + [5] * 6 and len(state.stock) == 50
    assert state.down == (5,) * 4 + (4,) * 6 and state.score == 500 and state.moves == 0 and state.deal == 11
    assert all(pile.cards == () for pile in RULES.piles(state) if pile.kind == FOUNDATION)


def test_deals_are_reproducible_differ_and_bad_numbers_are_refused() -> None:
    assert new_game(77, 2) == new_game(77, 2)
    assert len({new_game(n, 4) for n in range(30)}) == 30 and new_game(5, 1) != new_game(5, 2)
    for number, suits in ((-1, 1), (MAX_DEAL + 1, 1), (1.0, 1), (True, 1), ("7", 1), (1, 3), (1, True)):
        with pytest.raises(ValueError):
            new_game(number, suits)  # type: ignore[arg-type]


# ----- the rules, by example --------------------------------------------------------------


def test_any_card_goes_on_one_rank_higher_but_only_runs_of_one_suit_move() -> None:
    state = position([(SPADES[6], SPADES[5]), (HEARTS[4],), (HEARTS[9],)])
    assert RULES.can_take(state, COLUMNS[0], 2)  # 7 6 of spades: in sequence, one suit
    mixed = position([(SPADES[6], HEARTS[5]), (HEARTS[4],)])
    assert not RULES.can_take(mixed, COLUMNS[0], 2) and RULES.can_take(mixed, COLUMNS[0], 1)
    assert RULES.is_legal(state, PileMove(COLUMNS[1], 1, COLUMNS[0]))  # a 5 of hearts on a 6 of spades
    for illegal in (
        PileMove(COLUMNS[0], 2, COLUMNS[1]),  # a 7 on a 5
        PileMove(COLUMNS[0], 2, COLUMNS[2]),  # a 7 on a 10
        PileMove(COLUMNS[1], 1, HOMES[0]),  # nothing goes home by hand
        PileMove(STOCK_PILE, 1, COLUMNS[0]),  # nor from the stock
        PileMove(COLUMNS[0], 3, COLUMNS[2]),  # more cards than the column has
    ):
        with pytest.raises(IllegalMove):
            RULES.apply(state, illegal)


def test_a_run_goes_to_an_empty_column_and_the_card_under_turns_up() -> None:
    state = position([(HEARTS[1], SPADES[8], SPADES[7]), ()])
    state = replace(state, down=(1,) + state.down[1:])
    after = RULES.apply(state, PileMove(COLUMNS[0], 2, COLUMNS[1]))
    assert after.columns[:2] == ((HEARTS[1],), (SPADES[8], SPADES[7])) and after.down[0] == 0
    assert (after.score, after.moves) == (499, 1)


def test_a_row_is_dealt_only_when_no_column_is_empty() -> None:
    state = new_game(3, 4)
    dealt = RULES.deal(state)
    assert [c[-1] for c in dealt.columns] == list(state.stock[::-1][:10]) and dealt.down == state.down
    assert dealt.stock == state.stock[:-10] and (dealt.score, dealt.moves) == (499, 1)
    assert RULES.deal(replace(state, columns=((),) + state.columns[1:])) is None
    assert RULES.deal(replace(state, stock=())) is None


def test_a_whole_run_of_one_suit_leaves_for_a_foundation_and_the_last_wins() -> None:
    king_to_two = tuple(reversed(SPADES[1:]))
    state = position([king_to_two, (SPADES[0],)], homes=7)
    assert not RULES.is_won(state)
    after = RULES.apply(state, PileMove(COLUMNS[1], 1, COLUMNS[0]))  # the ace completes the run
    assert after.columns[0] == () and after.homes[7] == king_to_two + (SPADES[0],)
    assert after.score == 500 - 1 + 100 and RULES.is_won(after)
    home = RULES.piles(after)[HOMES[7]]
    assert home.kind == FOUNDATION and card_rank(home.top) == 13  # shown (and read) up to the king


def test_a_row_dealt_can_finish_a_run() -> None:
    state = position([tuple(reversed(SPADES[1:]))])
    state = replace(state, stock=tuple(c for c in state.stock if c != SPADES[0]) + (SPADES[0],))  # dealt first
    dealt = RULES.deal(state)
    assert dealt.homes[0] == tuple(reversed(SPADES)) and dealt.columns[0] == () and dealt.score == 500 - 1 + 100


def test_hints_leave_out_moves_that_gain_nothing() -> None:
    # The 5 of hearts lies on the 6 of spades: moving it to the other 6 of spades gains nothing,
    # to the 6 of hearts it builds in suit; the 9 of clubs lies on nothing it follows.
    state = position([(SPADES[5], HEARTS[4]), (SPADES[5] + 52,), (HEARTS[5],), (0 * 13 + 8,), (HEARTS[9],)])
    hints = RULES.hints(state)
    assert PileMove(COLUMNS[0], 1, COLUMNS[2]) in hints and PileMove(COLUMNS[3], 1, COLUMNS[4]) in hints
    assert PileMove(COLUMNS[0], 1, COLUMNS[1]) in RULES.legal_moves(state)
    assert PileMove(COLUMNS[0], 1, COLUMNS[1]) not in hints
    assert set(hints) <= set(RULES.legal_moves(state))


def test_deal_1_of_one_suit_can_be_won() -> None:
    state = new_game(1, 1)
    for move in win_1():
        assert not RULES.is_won(state)
        state = RULES.deal(state) if move is None else RULES.apply(state, move)
    assert RULES.is_won(state) and state.stock == () and not any(state.columns)
    assert (state.moves, state.score) == (112, 500 - 112 + 800)


# ----- properties over random games -------------------------------------------------------


@given(games)
def test_every_state_holds_the_games_cards_and_a_face_up_top(history: list[State]) -> None:
    cards = Counter(deck(history[0].suits))
    for state in history:
        assert Counter(c for pile in RULES.piles(state) for c in pile.cards) == cards
        assert all(down < len(column) or down == 0 for column, down in zip(state.columns, state.down))
        assert state.score == 500 - state.moves + 100 * sum(1 for home in state.homes if home)
        assert RULES.is_won(state) == all(state.homes)


@settings(max_examples=30)
@given(games, st.randoms(use_true_random=False))
def test_apply_takes_exactly_the_legal_moves(history: list[State], chooser: random.Random) -> None:
    for state in history[:: max(1, len(history) // 6)]:
        legal = set(RULES.legal_moves(state))
        tried = {
            PileMove(chooser.randrange(-1, 20), chooser.randrange(0, 15), chooser.randrange(-1, 20)) for _ in range(120)
        }
        for move in tried | legal:
            assert RULES.is_legal(state, move) == (move in legal)
            if move not in legal:
                with pytest.raises(IllegalMove):
                    RULES.apply(state, move)
                continue
            after = RULES.apply(state, move)
            run = state.columns[move.source - COLUMNS[0]][-move.count :]
            assert after.moves == state.moves + 1 and (after.score - state.score) in (-1, 99)
            assert after.columns[move.target - COLUMNS[0]][-move.count :] == run or after.score == state.score + 99


@given(games)
def test_json_round_trip(history: list[State]) -> None:
    for state in history:
        assert State.from_json(json.loads(json.dumps(state.to_json()))) == state


def test_engine_needs_no_qt() -> None:
    """The engine imports (and plays) with PySide6 blocked: of qtcards it takes only the
    kit's pure names."""
    play = "state = engine.RULES.deal(engine.new_game(1, 2)); print(state.moves, bool(engine.RULES.legal_moves(state)))"
    assert run_without_qt(engine.__file__, play) == "1 True"
