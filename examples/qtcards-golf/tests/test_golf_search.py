"""Golf's search space: the solver's verdicts on small games are those of a plain walk
through every position by the engine's rules (its one pruning, of positions with fewer
cards left in the stock, loses no win), a deal is proved lost, and a won line replays."""

from __future__ import annotations

import pickle

from hypothesis import given, settings, strategies as st
from qtcards_golf.engine import State, apply, is_won, legal_moves, new_game
from qtcards_golf.search import SPACE

from qtcards.kit import LOST, WINNABLE, Budget, solve


def winnable_by_walking(state: State) -> bool:
    """Whether any position reachable by the engine's moves is won: every one is visited."""
    seen, todo = {state}, [state]
    while todo:
        here = todo.pop()
        if is_won(here):
            return True
        for after in (apply(here, move) for move in legal_moves(here)):
            if after not in seen:
                seen.add(after)
                todo.append(after)
    return False


@settings(max_examples=20)
@given(st.integers(0, 10**6), st.integers(1, 2), st.integers(4, 9))
def test_verdicts_on_small_games_are_a_plain_walk_s(deal: int, height: int, stock: int) -> None:
    full = new_game(deal)
    small = State(tuple(column[-height:] for column in full.columns), full.stock[-stock:], full.foundation)
    verdict = solve(SPACE, small, Budget(seconds=None))
    assert verdict.outcome == (WINNABLE if winnable_by_walking(small) else LOST)
    if verdict.outcome == WINNABLE:
        assert is_won(SPACE.replay(small, verdict.line))


def test_a_deal_is_proved_lost_and_another_won_by_a_line_the_engine_replays() -> None:
    assert solve(SPACE, new_game(16), Budget(seconds=None, positions=20_000)).outcome == LOST
    start = new_game(32)
    verdict = solve(SPACE, start, Budget(seconds=None, positions=20_000))
    assert verdict.outcome == WINNABLE
    state = start
    for move in verdict.line:
        state = apply(state, move)
    assert is_won(state)


def test_the_space_pickles_for_the_worker() -> None:
    assert pickle.loads(pickle.dumps(SPACE)).key(new_game(5)) == SPACE.key(new_game(5))
