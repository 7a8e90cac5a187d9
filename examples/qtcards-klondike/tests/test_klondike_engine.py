"""Klondike's engine: one deck always, legal moves only, the score as the rules page says."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, strategies as st
from qtcards_klondike import engine
from qtcards_klondike.engine import RULES, State, new_game

from qtcards.kit import FOUNDATION, STOCK, TABLEAU, WASTE, IllegalMove, PileMove
from qtcards.kit.testing import run_without_qt

#: The piles by kind, as the engine declares them.
(STOCK_PILE,), (WASTE_PILE,), HOMES, COLUMNS = (RULES.kinds[kind] for kind in (STOCK, WASTE, FOUNDATION, TABLEAU))


def play(state: State, choices: list[int]) -> list[State]:
    """The states a player reaches taking, at each step, the move (or the deal) ``choice`` picks."""
    seen = [state]
    for choice in choices:
        moves = RULES.legal_moves(state)
        dealt = RULES.deal(state)
        options = [*(RULES.apply(state, move) for move in moves), *([dealt] if dealt is not None else [])]
        if not options:
            break
        state = options[choice % len(options)]
        seen.append(state)
    return seen


@given(st.integers(0, 10**6), st.lists(st.integers(0, 50), max_size=120), st.sampled_from([1, 3]))
def test_every_state_holds_one_deck_and_reads_back_from_json(number: int, choices: list[int], draw: int) -> None:
    for state in play(new_game(number, draw), choices):
        assert State.from_json(state.to_json()) == state  # (from_json checks the deck and the face-down cards)
        assert state.score >= 0 and sum(map(len, state.homes)) <= 52


def test_the_deal_is_reproducible_and_laid_as_klondike_is() -> None:
    state = new_game(1)
    assert state == new_game(1) and state != new_game(2)
    assert [len(column) for column in state.columns] == [1, 2, 3, 4, 5, 6, 7] and state.down == (0, 1, 2, 3, 4, 5, 6)
    assert len(state.stock) == 24 and state.waste == () and state.homes == ((),) * 4
    assert state.columns[:2] == ((19,), (8, 16))  # pinned: a deal number keeps its layout


def position(columns: tuple[tuple[int, ...], ...], down: tuple[int, ...], homes: tuple[tuple[int, ...], ...]) -> State:
    """A position with these columns and foundations, every other card on the waste."""
    used = {card for pile in (*columns, *homes) for card in pile}
    padded = columns + ((),) * (7 - len(columns))
    return State(padded, down + (0,) * (7 - len(down)), homes, (), tuple(c for c in range(52) if c not in used))


def test_moves_follow_the_rules_and_the_score() -> None:
    # cards: clubs 0-12, diamonds 13-25, spades 26-38, hearts 39-51 (ace first)
    state = position(((25, 11), (12,)), (1,), ((0,), (), (), ()))  # K♦ down under Q♣; K♣; A♣ home
    state = State.from_json({**state.to_json(), "waste": [c for c in state.waste if c != 24] + [24]})  # Q♦ on top
    after = RULES.apply(state, PileMove(WASTE_PILE, 1, COLUMNS[1]))  # Q♦ on K♣: +5
    assert after.columns[1] == (12, 24) and after.score == 5 and after.moves == 1
    with pytest.raises(IllegalMove):  # only a king goes to an empty column
        RULES.apply(state, PileMove(COLUMNS[0], 1, COLUMNS[2]))
    moved = RULES.apply(after, PileMove(COLUMNS[1], 2, COLUMNS[2]))  # a run headed by a king
    assert moved.columns[2] == (12, 24) and moved.columns[1] == ()
    two = position(((25, 1), (15,)), (1,), ((0,), (), (), ()))  # 2♣ on a face-down K♦; 3♦
    home = RULES.apply(two, PileMove(COLUMNS[0], 1, HOMES[0]))  # +10 home, +5 the K♦ turned up
    assert home.homes[0] == (0, 1) and home.down[0] == 0 and home.score == 15
    back = RULES.apply(home, PileMove(HOMES[0], 1, COLUMNS[1]))  # 2♣ back from home onto 3♦: -15
    assert back.score == 0 and back.homes[0] == (0,) and back.columns[1] == (15, 1)


def through_the_stock(state: State) -> State:
    """The stock turned onto the waste to its last card, then the waste turned over."""
    while state.stock:
        state = RULES.deal(state)
    return RULES.deal(state)


def test_the_stock_turns_one_or_three_and_the_waste_over_for_a_price() -> None:
    one, three = new_game(5, 1), new_game(5, 3)
    assert RULES.deal(one).waste == (one.stock[-1],)
    assert RULES.deal(three).waste == one.stock[::-1][:3]
    state = one
    for _ in range(24):
        state = RULES.deal(state)
    assert state.stock == () and RULES.deal(state).stock == state.waste[::-1]  # turned over, in order
    assert not RULES.is_legal(state, PileMove(WASTE_PILE, 1, STOCK_PILE))
    # From a score of 500 (from 0 the floor would hide any charge): drawing one, the first pass
    # is free and each later one costs 100; drawing three, the first three are free, then 20.
    passes = [one := through_the_stock(replace(one, score=500)), through_the_stock(one)]
    assert [(p.passes, p.score) for p in passes] == [(1, 500), (2, 400)]
    state = replace(three, score=500)
    for _ in range(4):
        state = through_the_stock(state)
        assert state.score == (500 if state.passes <= 3 else 480)
    assert state.passes == 4


def test_only_cards_no_column_can_want_go_home_by_themselves() -> None:
    ace = position(((26,),), (0,), ((), (), (), ()))  # the ace of spades: always safe
    assert RULES.safe_home(ace) == PileMove(COLUMNS[0], 1, HOMES[0])
    # the 3 of clubs (2) with A-2 of clubs home: safe only once both red 2s are home
    early = position(((2,),), (0,), ((0, 1), (), (), ()))
    assert RULES.safe_home(early) is None
    late = position(((2,),), (0,), ((0, 1), (13, 14), (39, 40), ()))
    assert RULES.safe_home(late) == PileMove(COLUMNS[0], 1, HOMES[0])


def test_a_foundation_card_never_moves_to_another_foundation() -> None:
    """A lone ace at home could go from one empty foundation to the next forever: the game
    would never be stuck. It may still come back down to a column."""
    homes = ((0,), (), (), ())
    state = State(((), (), (), (), (), (), (14,)), (0,) * 7, homes, (), (), deal=1)
    moves = RULES.legal_moves(state)
    assert not any(move.source in HOMES and move.target in HOMES for move in moves)
    assert RULES.is_legal(state, PileMove(HOMES[0], 1, COLUMNS[6]))  # (the move is well formed: source, count, target)
    assert not RULES.is_legal(state, PileMove(HOMES[0], 1, HOMES[1]))
    with pytest.raises(IllegalMove):
        RULES.apply(state, PileMove(HOMES[0], 1, HOMES[1]))


def test_engine_needs_no_qt() -> None:
    """The engine imports (and plays) with PySide6 blocked: of qtcards it takes only the
    kit's pure names."""
    play = "state = engine.RULES.deal(engine.new_game(1, 3)); print(len(state.stock), len(state.waste))"
    assert run_without_qt(engine.__file__, play) == "21 3"
