"""Klondike's search space: it agrees with the rules along random games of either draw
(the stock folded into its moves), and a nearly won position is solved by the rules alone
and by the space, its line replayed to a won game."""

from __future__ import annotations

import pickle
import random

from hypothesis import given, settings, strategies as st
from qtcards_klondike.engine import RULES, State, new_game
from qtcards_klondike.search import SPACE, WASTE_PILE

from qtcards.kit import DEAL, WINNABLE, Budget, solve
from qtcards.kit.testing import check_search_space


def play(state: State, steps: tuple[object, ...]) -> State:
    for step in steps:
        dealt = RULES.deal(state) if step == DEAL else None
        state = dealt if dealt is not None else RULES.apply(state, step)  # type: ignore[arg-type]
    return state


@settings(max_examples=6)
@given(st.integers(1, 10**6), st.sampled_from([1, 3]), st.integers(0, 2**32))
def test_the_search_agrees_with_the_rules_along_a_random_game(deal: int, draw: int, seed: int) -> None:
    state, chance = new_game(deal, draw), random.Random(seed)
    for _ in range(20):
        check_search_space(SPACE, state, deals_folded=True)
        check_waste_plays(state)
        moves: list[object] = [*RULES.legal_moves(state), *([DEAL] if RULES.deal(state) else [])]
        if not moves:
            break
        state = play(state, (chance.choice(moves),))


def check_waste_plays(state: State) -> None:
    """Every play of a card the deals bring to the waste's top (by the rules, once round the
    stock) is a step of the search, its deals folded in."""
    found = {SPACE.key(after) for _, after in SPACE.successors(state)}
    here: State | None = state
    seen = set()
    while here is not None and (here.stock, here.waste) not in seen:
        seen.add((here.stock, here.waste))
        for move in RULES.legal_moves(here):
            if move.source == WASTE_PILE:
                assert SPACE.key(SPACE.settle(RULES.apply(here, move))[1]) in found, f"{move} missed"
        here = RULES.deal(here)


def test_a_nearly_won_position_is_solved_by_the_space_and_by_the_rules_alone() -> None:
    start = new_game(2)
    verdict = solve(SPACE, start, Budget(seconds=None, positions=20_000))
    assert verdict.outcome == WINNABLE and RULES.is_won(play(start, verdict.line))
    near = play(start, verdict.line[:-15])
    assert not RULES.is_won(near)
    plain = solve(RULES, near, Budget(seconds=None, positions=5_000))
    assert plain.outcome == WINNABLE and RULES.is_won(play(near, plain.line))


def test_the_space_and_states_pickle_for_the_worker() -> None:
    assert pickle.loads(pickle.dumps(SPACE)).key(new_game(5)) == SPACE.key(new_game(5))
    assert pickle.loads(pickle.dumps(new_game(5, 3))) == new_game(5, 3)
