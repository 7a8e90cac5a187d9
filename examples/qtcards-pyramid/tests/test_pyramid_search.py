"""Pyramid's search space: the solver's verdicts on small games are those of a plain walk
through every position by the engine's rules (its prunings, of positions with fewer draws
left and of kings kept, lose no win), and a won line replays."""

from __future__ import annotations

import pickle

from hypothesis import given, settings, strategies as st
from qtcards_pyramid.engine import SIZE, State, apply, is_won, legal_moves, new_game
from qtcards_pyramid.search import SPACE

from qtcards.kit import LOST, WINNABLE, Budget, solve


def winnable_by_walking(state: State) -> bool:
    """Whether any position reachable by the engine's moves is won: every one is visited
    (told apart by all but the moves made and the removed cards' order)."""

    def key(s: State) -> tuple[object, ...]:
        return s.pyramid, s.stock, s.waste, s.recycles

    seen, todo = {key(state)}, [state]
    while todo:
        here = todo.pop()
        if is_won(here):
            return True
        for after in (apply(here, move) for move in legal_moves(here)):
            if key(after) not in seen:
                seen.add(key(after))
                todo.append(after)
    return False


@settings(max_examples=20)
@given(st.integers(0, 10**6), st.integers(6, 14))
def test_verdicts_on_small_games_are_a_plain_walk_s(deal: int, stock: int) -> None:
    full = new_game(deal)  # only the pyramid's last row is left
    pyramid = tuple(card if place >= SIZE - 7 else None for place, card in enumerate(full.pyramid))
    small = State(pyramid, full.stock[-stock:], deal)
    verdict = solve(SPACE, small, Budget(seconds=None))
    assert verdict.outcome == (WINNABLE if winnable_by_walking(small) else LOST)
    if verdict.outcome == WINNABLE:
        assert is_won(SPACE.replay(small, verdict.line))


def test_a_deal_is_won_by_a_line_the_engine_replays() -> None:
    start = new_game(12)
    verdict = solve(SPACE, start, Budget(seconds=None, positions=20_000))
    assert verdict.outcome == WINNABLE and len(verdict.line) > 0
    state = start
    for move in verdict.line:
        state = apply(state, move)
    assert is_won(state) and len(state.pyramid) == SIZE


def test_the_space_pickles_for_the_worker() -> None:
    assert pickle.loads(pickle.dumps(SPACE)).key(new_game(5)) == SPACE.key(new_game(5))
