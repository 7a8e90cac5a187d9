"""Spider's engine: the game's 104 cards always, runs of one suit, rows dealt only onto
full columns, a whole run sent home."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from qtcards_spider.engine import COLUMNS, RULES, State, deck, new_game

from qtcards.kit import IllegalMove, PileMove, card_rank, card_suit


def play(state: State, choices: list[int]) -> list[State]:
    seen = [state]
    for choice in choices:
        dealt = RULES.deal(state)
        options = [*(RULES.apply(state, m) for m in RULES.legal_moves(state)), *([dealt] if dealt else [])]
        if not options:
            break
        state = options[choice % len(options)]
        seen.append(state)
    return seen


@given(st.integers(0, 10**6), st.sampled_from([1, 2, 4]), st.lists(st.integers(0, 60), max_size=80))
def test_every_state_holds_the_games_cards_and_reads_back_from_json(
    number: int, suits: int, choices: list[int]
) -> None:
    for state in play(new_game(number, suits), choices):
        assert State.from_json(state.to_json()) == state  # (from_json checks the cards)


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_the_deal_holds_104_cards_of_the_chosen_suits(suits: int) -> None:
    state = new_game(11, suits)
    assert len(deck(suits)) == 104 and len(set(deck(suits))) == 104
    assert {card_suit(card) for card in deck(suits)} == {1: {2}, 2: {2, 3}, 4: {0, 1, 2, 3}}[suits]
    assert [len(c) for c in state.columns] == [6] * 4 + [5] * 6 and len(state.stock) == 50 and state.score == 500


def test_only_a_run_of_one_suit_moves_and_rows_need_full_columns() -> None:
    spades = [26 + r for r in range(13)]  # A..K of spades
    hearts = [39 + r for r in range(13)]
    rest = [c for c in deck(4) if c not in spades[5:7] + hearts[4:5]]
    columns = ((spades[6], spades[5]), (hearts[4],), *(tuple(rest[i * 10 : i * 10 + 10]) for i in range(8)))
    state = State(columns, (0,) * 10, ((),) * 8, tuple(rest[80:]), 4)
    assert RULES.can_take(state, COLUMNS[0], 2)  # 7 6 of spades: in sequence, one suit
    mixed = State(((spades[6], hearts[4]),) + columns[1:], (0,) * 10, ((),) * 8, state.stock, 4)
    assert not RULES.can_take(mixed, COLUMNS[0], 2)  # 7 of spades, 5 of hearts: not a run
    assert RULES.is_legal(state, PileMove(COLUMNS[1], 1, COLUMNS[0]))  # a 5 of hearts on a 6 of spades: any suit
    with pytest.raises(IllegalMove):
        RULES.apply(state, PileMove(COLUMNS[0], 2, COLUMNS[1]))  # a 7 on a 5: no
    assert RULES.deal(replace(state, columns=((),) + columns[1:])) is None  # a row only when no column is empty


def test_a_whole_run_of_one_suit_leaves_for_a_foundation() -> None:
    spades = [26 + r for r in range(13)]
    others = [c for c in deck(4) if c not in spades]
    king_to_two = tuple(reversed(spades[1:]))
    columns = (king_to_two, (spades[0],), *(tuple(others[i * 9 : i * 9 + 9]) for i in range(8)))
    state = State(columns, (0,) * 10, ((),) * 8, tuple(others[72:]), 4)
    after = RULES.apply(state, PileMove(COLUMNS[1], 1, COLUMNS[0]))  # the ace completes the run
    assert after.columns[0] == () and after.homes[0] == king_to_two + (spades[0],)
    assert after.score == 500 - 1 + 100 and card_rank(after.homes[0][0]) == 13
