"""Spider's search space: it agrees with the rules along random games of each number of
suits, and copies of a face are alike to it."""

from __future__ import annotations

import pickle
import random

from hypothesis import given, settings, strategies as st
from qtcards_spider.engine import RULES, State, deck, new_game
from qtcards_spider.moves import breaks
from qtcards_spider.probe import SpiderProbe
from qtcards_spider.search import SPACE

from qtcards.kit import DEAL, WINNABLE, Budget, solve
from qtcards.kit.testing import check_search_space


@settings(max_examples=10)
@given(st.integers(1, 10**6), st.sampled_from([1, 2, 4]), st.integers(0, 2**32))
def test_the_search_agrees_with_the_rules_along_a_random_game(deal: int, suits: int, seed: int) -> None:
    state, chance = new_game(deal, suits), random.Random(seed)
    for _ in range(30):
        check_search_space(SPACE, state)
        moves: list[object] = [*RULES.legal_moves(state), *([DEAL] if RULES.deal(state) else [])]
        if not moves:
            break
        move = chance.choice(moves)
        state = RULES.deal(state) if move == DEAL else RULES.apply(state, move)  # type: ignore[arg-type, assignment]


def test_copies_of_a_face_read_alike() -> None:
    state = new_game(7, 1)
    top = state.columns[0][-1]
    twin = next(card for card in state.stock if card % 52 == top % 52 and card != top)
    columns = (state.columns[0][:-1] + (twin,), *state.columns[1:])
    stock = tuple(top if card == twin else card for card in state.stock)
    assert SPACE.key(State(columns, state.down, state.homes, stock, 1)) == SPACE.key(state)


def spade(copy: int, rank: int) -> int:
    """A card of the one-suit deck: spades (the kit's suit 2), copy 0 to 7."""
    return copy * 52 + 2 * 13 + rank - 1


def test_a_position_a_run_short_of_the_win_is_won_by_a_line_the_rules_replay() -> None:
    homes = tuple(tuple(spade(copy, rank) for rank in range(13, 0, -1)) for copy in range(7)) + ((),)
    king_to_seven = tuple(spade(7, rank) for rank in range(13, 6, -1))
    singles = [(spade(7, rank),) for rank in (4, 3, 2, 1)]
    columns = (king_to_seven, (spade(7, 6), spade(7, 5)), *singles, (), (), (), ())
    state = State(columns, (0,) * 10, homes, (), 1)
    verdict = solve(SPACE, state, Budget(seconds=None, positions=5_000))
    assert verdict.outcome == WINNABLE
    for move in verdict.line:
        state = RULES.apply(state, move)
    assert RULES.is_won(state)


def test_the_space_and_states_pickle_for_the_worker() -> None:
    assert pickle.loads(pickle.dumps(SPACE)).key(new_game(5, 2)) == SPACE.key(new_game(5, 2))


@settings(max_examples=10)
@given(st.integers(1, 10**6), st.sampled_from([1, 2, 4]), st.integers(0, 2**32))
def test_the_probe_moves_only_as_the_rules_and_the_complete_search_do(deal: int, suits: int, seed: int) -> None:
    state, chance = new_game(deal, suits), random.Random(seed)
    probe = SpiderProbe(RULES, 8.0)
    for _ in range(40):
        complete = {SPACE.key(after) for _, after in SPACE.successors(state)}
        steps = list(probe.successors(state))
        for line, after in steps:
            assert SPACE.key(SPACE.replay(state, line)) == SPACE.key(after) in complete
        if not steps:
            break
        state = chance.choice(steps)[1]


def test_the_probe_goes_first_and_wins_a_deal_by_a_line_the_rules_replay() -> None:
    assert [type(probe) for probe, _ in SPACE.probes()] == [SpiderProbe, SpiderProbe]
    state = new_game(1041, 1)
    verdict = solve(SPACE, state, Budget(seconds=None, positions=20_000))
    assert verdict.outcome == WINNABLE
    assert RULES.is_won(SPACE.replay(state, verdict.line))


@settings(max_examples=30)
@given(st.lists(st.sampled_from(deck(4)), max_size=20), st.integers(0, 20))
def test_a_break_is_a_face_up_card_not_on_the_next_higher_card_of_its_suit(cards: list[int], down: int) -> None:
    column, down = tuple(cards), min(down, max(0, len(cards) - 1))
    faces = [card % 52 for card in column]
    off = sum(under != card + 1 or card % 13 == 12 for under, card in zip(faces[down:], faces[down + 1 :]))
    assert breaks(column, down) == off
