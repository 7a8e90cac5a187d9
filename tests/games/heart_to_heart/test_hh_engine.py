"""Heart to Heart engine: geometry, the deal, moves, stuck/won, random games (no Qt).

The saved states (to_json/from_json) are in test_hh_state_json.py."""

import json
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st
from qtcards_heart_to_heart.deals import MAX_DEAL, deal_ranks
from qtcards_heart_to_heart.engine import (
    GEOMETRY,
    WASTE,
    Draw,
    IllegalMove,
    Pair,
    Recycle,
    State,
    apply,
    available,
    covering,
    from_ranks,
    is_legal,
    is_stuck,
    is_won,
    legal_moves,
    new_game,
    pairable,
    rank_at,
)

from tests.games.heart_to_heart.layouts import DECK, K, deal_with, play

# SPEC's geometry table, written out: row -> (positions, x in the SPEC's units).
SPEC_ROWS = {
    1: ((1, 2, 3, 4), (-2, -1, 1, 2)),
    2: ((5, 6, 7, 8, 9, 10), (-2.5, -1.5, -0.5, 0.5, 1.5, 2.5)),
    3: ((11, 12, 13, 14, 15), (-2, -1, 0, 1, 2)),
    4: ((16, 17, 18, 19), (-1.5, -0.5, 0.5, 1.5)),
    5: ((20, 21, 22), (-1, 0, 1)),
    6: ((23, 24), (-0.5, 0.5)),
    7: ((25,), (0,)),
}

# Who covers whom, read off heart-layout.png.
COVERS = {
    1: (5, 6),
    2: (6, 7),
    3: (8, 9),
    4: (9, 10),
    5: (11,),
    6: (11, 12),
    7: (12, 13),
    8: (13, 14),
    9: (14, 15),
    10: (15,),
    11: (16,),
    12: (16, 17),
    13: (17, 18),
    14: (18, 19),
    15: (19,),
    16: (20,),
    17: (20, 21),
    18: (21, 22),
    19: (22,),
    20: (23,),
    21: (23, 24),
    22: (24,),
    23: (25,),
    24: (25,),
    25: (),
}


def stuck_by_playing(state):
    """Oracle for is_stuck: no pair ever becomes legal by drawing and recycling alone."""
    if is_won(state):
        return False
    for _ in range(2 * (len(state.stock) + len(state.waste)) + 2):
        moves = legal_moves(state)
        if any(isinstance(m, Pair) for m in moves):
            return False
        if not moves:
            break
        state = apply(state, moves[0])
    return True


# --- geometry ---------------------------------------------------------------------


def test_geometry_matches_spec_table():
    expected = {p: (row, float(x)) for row, (ps, xs) in SPEC_ROWS.items() for p, x in zip(ps, xs)}
    assert GEOMETRY == expected


def test_covering_matches_layout_picture():
    assert {p: covering(p) for p in range(1, 26)} == COVERS


@pytest.mark.parametrize("position", [WASTE, 26, -1])
def test_covering_rejects_non_tableau_positions(position):
    with pytest.raises(ValueError):
        covering(position)


# --- the deal -----------------------------------------------------------------------


@given(st.integers(0, MAX_DEAL))
def test_new_game_lays_out_the_deal(number):
    ranks = deal_ranks(number)
    state = new_game(number)
    assert state.tableau == tuple(ranks[:25])
    assert state.stock[-1] == ranks[25] and state.stock[0] == ranks[50]
    assert len(state.stock) == 26
    assert state.waste == (ranks[51],)
    assert (state.score, state.moves, state.deal) == (0, 0, number)
    assert available(state) == (25,)


def test_from_ranks_rejects_a_bad_deck():
    ranks = deal_ranks(0)
    for bad in (ranks[:-1], ranks + [1], [1] * 52, ranks[:-1] + [0], ranks[:-1] + [1.0]):
        with pytest.raises(ValueError):
            from_ranks(bad)


def test_new_game_rejects_numbers_out_of_range():
    for number in (-1, MAX_DEAL + 1):
        with pytest.raises(ValueError):
            new_game(number)


# --- moves --------------------------------------------------------------------------


def test_pair_is_unordered():
    assert Pair(WASTE, 25) == Pair(25, WASTE)
    assert (Pair(WASTE, 25).first, Pair(WASTE, 25).second) == (25, WASTE)
    assert Pair(24, 23) == Pair(23, 24)
    assert hash(Pair(24, 23)) == hash(Pair(23, 24))


def test_pair_with_the_waste_scores_10_and_frees_the_cards_under_the_tip():
    state = deal_with({25: K, 52: K})
    assert legal_moves(state) == [Pair(25, WASTE), Draw()]
    assert pairable(state) == {25, WASTE}
    after = apply(state, Pair(WASTE, 25))
    assert after.tableau[24] is None and after.waste == ()
    assert (after.score, after.moves) == (10, 1)
    assert available(after) == (23, 24)


def test_tableau_pair_scores_20():
    state = play(deal_with({25: K, 52: K, 23: 5, 24: 5}), Pair(25, WASTE))
    assert Pair(23, 24) in legal_moves(state)
    assert pairable(state) == {23, 24}
    after = apply(state, Pair(24, 23))
    assert (after.score, after.moves) == (30, 2)
    assert available(after) == (20, 21, 22)


def test_draw_moves_the_stock_top_onto_the_waste():
    state = new_game(7)
    after = apply(state, Draw())
    assert after.waste == state.waste + (state.stock[-1],)
    assert after.stock == state.stock[:-1]
    assert (after.score, after.moves) == (0, 1)


@given(st.integers(0, MAX_DEAL))
def test_recycle_brings_back_the_first_waste_card_then_the_draw_order(number):
    ranks = deal_ranks(number)
    state = play(new_game(number), *[Draw()] * 26)
    assert legal_moves(state)[-1] == Recycle()
    state = apply(state, Recycle())
    assert (state.waste, state.moves) == ((), 27)
    tops = []
    for _ in range(26 + 1):
        state = apply(state, Draw())
        tops.append(state.waste[-1])
    assert tops == [ranks[51]] + ranks[25:51]


def test_only_the_waste_top_pairs_but_the_whole_waste_counts_against_stuck():
    state = deal_with({25: K, 26: 3, 27: K, 28: 5, 1: K, 2: K})  # draws: 3, K, 5
    state = play(state, Draw(), Draw())
    assert Pair(25, WASTE) in legal_moves(state)
    state = play(state, Draw())
    assert not any(isinstance(m, Pair) for m in legal_moves(state))  # K is under the 5
    assert not is_stuck(state)  # ... but still in the waste


def test_covered_cards_are_not_available_and_cannot_be_paired():
    state = deal_with({25: K, 1: 10, 52: 10})
    assert rank_at(state, 1) == 10 and rank_at(state, WASTE) == 10
    assert 1 not in available(state) and 1 not in pairable(state)
    assert not is_legal(state, Pair(1, WASTE))
    with pytest.raises(IllegalMove):
        apply(state, Pair(1, WASTE))


def test_illegal_moves_raise_and_change_nothing():
    state = deal_with({25: K, 52: 1})
    snapshot = state.to_json()
    for move in (
        Pair(25, WASTE),  # ranks differ
        Pair(25, 25),
        Pair(WASTE, WASTE),
        Pair(26, WASTE),
        Pair(-1, 25),
        Pair(1, 2),  # covered
        Recycle(),  # the stock is not empty
        "draw",
        None,
    ):
        assert not is_legal(state, move)
        with pytest.raises(IllegalMove):
            apply(state, move)
    assert state.to_json() == snapshot
    assert issubclass(IllegalMove, ValueError)


def test_nothing_to_draw_or_recycle_is_illegal():
    state = play(deal_with({25: K, 52: K}), Pair(25, WASTE), *[Draw()] * 26)
    assert not is_legal(state, Draw())
    emptied = State(tableau=state.tableau, stock=(), waste=(), score=10, moves=27)
    assert not is_legal(emptied, Recycle())
    with pytest.raises(IllegalMove):
        apply(emptied, Recycle())


def test_rank_at():
    state = new_game(3)
    assert rank_at(state, 25) == state.tableau[24]
    assert rank_at(state, WASTE) == state.waste[-1]
    assert rank_at(State(state.tableau, state.stock, ()), WASTE) is None
    with pytest.raises(ValueError):
        rank_at(state, 26)


# --- won and stuck ------------------------------------------------------------------


def test_won_when_the_tableau_is_empty_even_with_stock_left():
    data = new_game(0).to_json()
    data.update(tableau=[7] + [None] * 24, stock=[1], waste=[1, 7], score=240, moves=30)
    state = State.from_json(data)
    assert not is_won(state) and not is_stuck(state)
    won = apply(state, Pair(1, WASTE))
    assert is_won(won) and not is_stuck(won)
    assert won.stock == (1,) and won.score == 250
    assert legal_moves(won) == [] and not is_legal(won, Draw())
    assert pairable(won) == frozenset()


def test_stuck_when_the_only_matches_are_covered():
    state = deal_with({25: K, 1: K, 2: K, 3: K})
    assert is_stuck(state)
    assert legal_moves(state) == [Draw()]
    assert is_stuck(play(state, *[Draw()] * 26, Recycle()))


def test_not_stuck_when_a_match_is_at_the_stock_bottom():
    assert not is_stuck(deal_with({25: K, 51: K, 1: K, 2: K}))


def test_not_stuck_when_a_match_lies_deep_in_the_waste():
    state = play(deal_with({25: K, 26: K, 1: K, 2: K}), Draw())
    assert Pair(25, WASTE) in legal_moves(state)
    state = play(state, *[Draw()] * 25)
    assert state.waste[1] == K and state.stock == ()
    assert not any(isinstance(m, Pair) for m in legal_moves(state))
    assert not is_stuck(state)


# --- random games -------------------------------------------------------------------


@settings(max_examples=30)
@given(number=st.integers(0, MAX_DEAL), data=st.data())
def test_random_games_keep_every_invariant(number, data):
    state = new_game(number)
    removed = Counter()
    history = [state]
    snapshots = [json.dumps(state.to_json())]
    for step in range(1, data.draw(st.integers(0, 200), label="length") + 1):
        moves = legal_moves(state)
        if not moves:
            break
        probe = Pair(*data.draw(st.lists(st.integers(-1, 26), min_size=2, max_size=2)))
        assert is_legal(state, probe) == (probe in moves)
        if probe not in moves:
            with pytest.raises(IllegalMove):
                apply(state, probe)
        pairs = [m for m in moves if isinstance(m, Pair)]
        prefer_pair = pairs and data.draw(st.integers(0, 3), label="prefer a pair") > 0
        move = data.draw(st.sampled_from(pairs if prefer_pair else moves), label="move")
        if isinstance(move, Pair):
            removed.update(rank_at(state, p) for p in (move.first, move.second))
        state = apply(state, move)
        history.append(state)
        snapshots.append(json.dumps(state.to_json()))

        present = Counter(r for r in state.tableau if r is not None)
        assert present + Counter(state.stock) + Counter(state.waste) + removed == DECK
        gone = state.tableau.count(None)
        assert state.score == 10 * gone and state.moves == step
        free = available(state)
        for p in range(1, 26):
            uncovered = all(state.tableau[c - 1] is None for c in COVERS[p])
            assert (p in free) == (state.tableau[p - 1] is not None and uncovered)
        assert is_won(state) == (gone == 25)
        assert is_stuck(state) == stuck_by_playing(state)
        assert pairable(state) == {p for p in [WASTE, *free] for q in [WASTE, *free] if is_legal(state, Pair(p, q))}
    for earlier, snapshot in zip(history, snapshots):
        restored = State.from_json(json.loads(snapshot))
        assert restored == earlier and hash(restored) == hash(earlier)
        assert legal_moves(restored) == legal_moves(earlier)
