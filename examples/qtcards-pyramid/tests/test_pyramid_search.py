"""Pyramid's search space: the solver's verdicts on small games, started anywhere in the
draws and the turns of the waste, are those of a plain walk through every position by the
engine's rules (its prunings, of positions with fewer draws left, of kings kept and of
positions short of what the pyramid needs, lose no win); each step replays through the
engine to the position it claims; and a won line replays."""

from __future__ import annotations

import pickle
import random

from hypothesis import given, settings, strategies as st
from qtcards_pyramid.engine import RECYCLES, SIZE, State, apply, is_won, legal_moves, new_game
from qtcards_pyramid.search import SPACE, Position, state_of

from qtcards.kit import KING, LOST, WINNABLE, Budget, card_rank, solve


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


def small_game(deal: int, rows: int, stock: int, drawn: int, recycles: int) -> State:
    """Deal ``deal`` with only its last ``rows`` rows of the pyramid and a stock of up to
    ``stock`` of its other cards, each adding up to 13 with a card of the pyramid (else
    nearly every such game is lost at once), and up to two kings, in an order of the deal's; ``drawn`` of them
    already on the waste, which was turned ``recycles`` times."""
    full, pick = new_game(deal), random.Random(deal)
    first = SIZE - sum(range(8 - rows, 8))
    pyramid = tuple(card if place >= first else None for place, card in enumerate(full.pyramid))
    rest, cards = list(full.stock), []
    for card in pick.sample(pyramid[first:], SIZE - first):
        match = [other for other in rest if card_rank(other) + card_rank(card) == 13]
        if match and len(cards) < stock:
            cards.append(match[0])
            rest.remove(match[0])
    cards += [king for king in rest if card_rank(king) == KING][: deal % 3]
    pick.shuffle(cards)
    drawn = min(drawn, len(cards))
    return State(pyramid, tuple(cards[drawn:]), deal, tuple(cards[:drawn]), (), recycles)


def cards(state: State) -> tuple[object, ...]:
    """What of an engine state tells its future."""
    return state.pyramid, state.stock, state.waste, state.recycles


@settings(max_examples=80)
@given(st.integers(0, 10**6), st.integers(1, 3), st.integers(2, 8), st.integers(0, 8), st.integers(0, RECYCLES))
def test_verdicts_on_small_games_are_a_plain_walk_s(deal: int, rows: int, stock: int, drawn: int, turns: int) -> None:
    small = small_game(deal, rows, stock, drawn, turns)
    verdict = solve(SPACE, small, Budget(seconds=None))
    assert verdict.outcome == (WINNABLE if winnable_by_walking(small) else LOST)
    if verdict.outcome == WINNABLE:
        assert is_won(SPACE.replay(small, verdict.line))


@settings(max_examples=30)
@given(st.integers(0, 10**6), st.integers(0, 60))
def test_each_step_replays_to_the_position_it_claims_along_random_games_s(deal: int, moves: int) -> None:
    state, pick = new_game(deal), random.Random(deal)
    for _ in range(moves):
        if not (legal := legal_moves(state)):
            break
        state = apply(state, pick.choice(legal))
    steps, start = SPACE.settle(state)
    here: State = SPACE.replay(state, steps)
    assert cards(here) == cards(state_of(start)) and SPACE.reserve(start) == SPACE.reserve(here)
    successors: list[tuple[tuple[object, ...], Position]] = list(SPACE.successors(start))
    for line, after in successors:
        assert cards(SPACE.replay(here, line)) == cards(state_of(after))


def test_a_deal_is_won_by_a_line_the_engine_replays() -> None:
    start = new_game(12)
    verdict = solve(SPACE, start, Budget(seconds=None, positions=20_000))
    assert verdict.outcome == WINNABLE and len(verdict.line) > 0
    state = start
    for move in verdict.line:
        state = apply(state, move)
    assert is_won(state) and len(state.pyramid) == SIZE


def test_a_deal_is_proved_lost() -> None:
    assert solve(SPACE, new_game(1137), Budget(seconds=None, positions=50_000)).outcome == LOST


def test_the_space_pickles_for_the_worker() -> None:
    assert pickle.loads(pickle.dumps(SPACE)).key(new_game(5)) == SPACE.key(new_game(5))
