"""The Pyramid engine: deals, rules, the end of the game and saved states.

Property tests play random games through the engine's own ``legal_moves()`` and check
what the module docstring promises after every move.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, strategies as st
from qtcards_pyramid import engine
from qtcards_pyramid.engine import (
    DECK,
    MAX_DEAL,
    SIZE,
    WASTE,
    Draw,
    IllegalMove,
    Recycle,
    Remove,
    State,
    apply,
    available,
    card_at,
    is_lost,
    is_won,
    legal_moves,
    new_game,
    score,
)

from qtcards.kit import card_rank
from qtcards.kit.testing import run_without_qt

deals = st.integers(0, MAX_DEAL)


def card(rank_: int, suit: int = 0) -> int:
    """The engine's card of a rank (1..13) and suit (0..3)."""
    return suit * 13 + rank_ - 1


def cards_of(state: State) -> list[int]:
    return [c for c in state.pyramid if c is not None] + [*state.stock, *state.waste, *state.removed]


def greedy(state: State) -> list[State]:
    """A game played by always removing when it can (the first removal), else turning the stock."""
    history = [state]
    while moves := legal_moves(state):
        state = apply(state, next((m for m in moves if isinstance(m, Remove)), moves[-1]))
        history.append(state)
    return history


@st.composite
def games(draw: st.DrawFn) -> list[State]:
    """A game played by random legal moves (removals preferred half the time), as its states."""
    state = new_game(draw(deals))
    history = [state]
    for _ in range(draw(st.integers(0, 90))):
        moves = legal_moves(state)
        if not moves:
            break
        removals = [m for m in moves if isinstance(m, Remove)]
        state = apply(state, draw(st.sampled_from(removals if removals and draw(st.booleans()) else moves)))
        history.append(state)
    return history


def every_move(state: State) -> list[engine.Move]:
    """Every move that could be asked for: each place alone and each pair, Draw, Recycle."""
    places = [*range(SIZE), WASTE]
    pairs = [Remove((a, b)) for a in places for b in places if a < b]
    return [Remove((a,)) for a in places] + pairs + [Draw(), Recycle()]


# ----- deals: fixed seeds ---------------------------------------------------------------


def test_deals_are_pinned() -> None:
    """Deal numbers never change meaning: deal 12 is this deal, forever (the kit's shuffle)."""
    state = new_game(12)
    assert state.pyramid[:4] == (10, 11, 20, 39) and state.pyramid[-1] == 38
    assert state.stock[-3:] == (50, 18, 40) and state.stock[0] == 19
    assert new_game(0).pyramid[:6] == (46, 36, 8, 40, 14, 24)


@given(deals)
def test_deal_shape(number: int) -> None:
    state = new_game(number)
    assert len(state.pyramid) == SIZE and len(state.stock) == DECK - SIZE
    assert sorted(cards_of(state)) == list(range(DECK))
    assert state == new_game(number) and state.deal == number
    assert state.moves == 0 and score(state) == 28 and state.waste == state.removed == ()
    assert available(state) == list(range(21, 28))  # the bottom row only


def test_deals_differ_and_bad_numbers_are_refused() -> None:
    assert len({new_game(n) for n in range(50)}) == 50
    for bad in (-1, MAX_DEAL + 1, 1.0, True, "7", None):
        with pytest.raises(ValueError):
            new_game(bad)  # type: ignore[arg-type]


def test_greedy_wins_deal_414_and_loses_deal_0() -> None:
    won = greedy(new_game(414))[-1]
    assert is_won(won) and score(won) == 0 and legal_moves(won) == [] and won.moves == 42 and won.recycles == 0
    lost = greedy(new_game(0))[-1]
    assert is_lost(lost) and score(lost) == 10 and lost.recycles == 2 and lost.stock == ()


# ----- the rules, by example ------------------------------------------------------------


def position(bottom: list[int], stock: list[int], waste: list[int] = (), recycles: int = 0) -> State:
    """A hand-made position: only the bottom row left (the rules need no full deck)."""
    return State((None,) * 21 + tuple(bottom), tuple(stock), 0, tuple(waste), (), recycles)


def test_kings_alone_and_pairs_of_13() -> None:
    state = position([card(13), card(6), card(7, 2), card(1), card(12, 3), card(5), card(9)], [card(8)])
    removes = [m for m in legal_moves(state) if isinstance(m, Remove)]
    assert removes == [Remove((21,)), Remove((22, 23)), Remove((24, 25))]
    assert legal_moves(state)[-1] == Draw()
    after = apply(state, Remove((22, 23)))
    assert after.pyramid[22] is None and after.pyramid[23] is None and after.removed == (card(6), card(7, 2))
    with pytest.raises(IllegalMove):
        apply(state, Remove((21, 22)))  # 13 + 6
    with pytest.raises(IllegalMove):
        apply(state, Remove((22,)))  # a 6 alone


def test_the_waste_top_pairs_with_the_pyramid_and_a_king_leaves_it_alone() -> None:
    state = position([card(5), None, None, None, None, None, None], [card(13)], [card(9), card(8)])
    assert Remove((21, WASTE)) in legal_moves(state)
    after = apply(state, Remove((21, WASTE)))
    assert after.waste == (card(9),) and after.removed == (card(5), card(8)) and is_won(after)
    king = apply(state, Draw())
    assert card_at(king, WASTE) == card(13) and Remove((WASTE,)) in legal_moves(king)
    assert apply(king, Remove((WASTE,))).waste == (card(9), card(8))


def test_a_card_is_exposed_once_both_cards_over_it_are_gone() -> None:
    state = new_game(12)
    assert engine.COVERING[20] == (26, 27) and engine.COVERING[0] == (1, 2) and engine.COVERING[27] == ()
    one_gone = State(state.pyramid[:27] + (None,), state.stock, 12)
    assert 20 not in available(one_gone) and 19 not in available(one_gone)
    both_gone = State(state.pyramid[:26] + (None, None), state.stock, 12)
    assert available(both_gone) == [20, 21, 22, 23, 24, 25]


def test_recycle_twice_then_over() -> None:
    state = position([card(2), card(2, 1), None, None, None, None, None], [card(3), card(4)])
    state = apply(apply(state, Draw()), Draw())
    assert state.stock == () and state.waste == (card(4), card(3)) and legal_moves(state) == [Recycle()]
    state = apply(state, Recycle())
    assert state.stock == (card(3), card(4)) and state.waste == () and state.recycles == 1
    assert apply(state, Draw()).waste == (card(4),)  # the first card drawn comes first again
    for _ in range(2):
        state = apply(apply(state, Draw()), Draw())
        state = apply(state, Recycle()) if legal_moves(state) else state
    assert state.recycles == 2 and state.stock == () and legal_moves(state) == []
    assert is_lost(state) and score(state) == 2
    with pytest.raises(IllegalMove):
        apply(state, Recycle())


# ----- properties over random games ----------------------------------------------------------


@given(games())
def test_cards_are_conserved(history: list[State]) -> None:
    for state in history:
        assert sorted(cards_of(state)) == list(range(DECK))
        assert state.moves == history.index(state)


@given(games())
def test_only_legal_moves_are_accepted(history: list[State]) -> None:
    for state in history[-3:]:
        legal = legal_moves(state)
        for move in every_move(state):
            if move not in legal:
                with pytest.raises(IllegalMove):
                    apply(state, move)
                continue
            after = apply(state, move)
            if isinstance(move, Remove):
                ranks = [card_rank(card_at(state, place)) for place in move.places]
                assert ranks == [13] or sum(ranks) == 13
                assert all(place in available(state) for place in move.places)
                assert after.removed[: len(state.removed)] == state.removed and score(after) <= score(state)
            elif isinstance(move, Draw):
                assert after.waste == state.waste + state.stock[-1:] and after.stock == state.stock[:-1]
            else:
                assert not state.stock and after.stock == state.waste[::-1] and after.recycles == state.recycles + 1


@given(games())
def test_the_states_are_values_undo_goes_back_to(history: list[State]) -> None:
    """A move never changes the state it starts from: going back one state is Undo exactly."""
    first = history[0]
    assert first == new_game(first.deal)
    replayed = [first]
    for before, after in zip(history, history[1:]):
        move = next(m for m in legal_moves(before) if apply(before, m) == after)
        assert apply(before, move) == after and before == replayed[-1]
        replayed.append(after)
    assert replayed == history and hash(tuple(history)) == hash(tuple(replayed))


@given(games())
def test_won_and_lost_exactly_as_documented(history: list[State]) -> None:
    for state in history:
        assert is_won(state) == (score(state) == 0)
        assert is_lost(state) == (not is_won(state) and legal_moves(state) == [])
    for before in history[:-1]:
        assert legal_moves(before)  # the game went on only while moves were left


@given(games())
def test_json_round_trip(history: list[State]) -> None:
    for state in history:
        assert State.from_json(json.loads(json.dumps(state.to_json()))) == state


BAD_CHANGES = {
    "not-a-dict": lambda d: [d],
    "extra-key": lambda d: {**d, "score": 3},
    "missing-key": lambda d: {k: v for k, v in d.items() if k != "stock"},
    "future-format": lambda d: {**d, "format": 2},
    "duplicate-card": lambda d: {**d, "removed": d["removed"] + d["stock"][:1]},
    "card-a-bool": lambda d: {**d, "stock": [True] + d["stock"][1:]},
    "pyramid-short": lambda d: {**d, "pyramid": d["pyramid"][:27], "removed": d["removed"] + d["pyramid"][27:]},
    "covered-card-gone": lambda d: {**d, "pyramid": [None] + d["pyramid"][1:], "removed": d["pyramid"][:1]},
    "another-deal": lambda d: {**d, "deal": d["deal"] + 1},
    "deal-out-of-range": lambda d: {**d, "deal": MAX_DEAL + 1},
    "three-recycles": lambda d: {**d, "recycles": 3},
    "negative-moves": lambda d: {**d, "moves": -1},
    "moves-a-string": lambda d: {**d, "moves": "7"},
    "moves-a-float": lambda d: {**d, "moves": 1.5},
    "moves-true": lambda d: {**d, "moves": True},
    "moves-10**12": lambda d: {**d, "moves": 10**12},
    "moves-2**64": lambda d: {**d, "moves": 2**64},
    "recycles-a-string": lambda d: {**d, "recycles": "1"},
    "deal-a-string": lambda d: {**d, "deal": "abc"},
    "deal-a-float": lambda d: {**d, "deal": 1.5},
    "deal-null": lambda d: {**d, "deal": None},
    "pyramid-a-card-a-string": lambda d: {**d, "pyramid": [str(d["pyramid"][0])] + d["pyramid"][1:]},
    "stock-not-a-list": lambda d: {**d, "stock": 7},
}


@pytest.mark.parametrize("case", sorted(BAD_CHANGES))
def test_damaged_json_is_refused(case: str) -> None:
    data = json.loads(json.dumps(new_game(7).to_json()))
    with pytest.raises(ValueError):
        State.from_json(BAD_CHANGES[case](data))


def test_engine_needs_no_qt() -> None:
    """The engine imports (and plays) with PySide6 blocked: of qtcards it takes only the
    kit's pure shuffle."""
    printed = run_without_qt(engine.__file__, "print(engine.apply(engine.new_game(1), engine.Draw()).moves)")
    assert printed == "1"
