"""Golf's search space: the solver's verdicts on small games are those of a plain walk
through every position by the engine's rules (its draws folded into the play they lead
to, and its prunings, of positions with fewer cards left in the stock and of positions
whose column cards cannot each have a card to go on, lose no win), that test of the column
cards is a perfect matching's, a deal is proved lost, and a won line replays."""

from __future__ import annotations

import pickle

from hypothesis import given, settings, strategies as st
from qtcards_golf.engine import State, apply, is_won, legal_moves, new_game
from qtcards_golf.search import ONE, SPACE, matched

from qtcards.kit import KING, LOST, WINNABLE, Budget, card_rank, solve


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


def matching_size(left: list[int], held: list[int]) -> int:
    """The most cards of ``left`` that each have a card of ``held`` of their own to go on
    (one rank apart, not a king): Kuhn's augmenting paths, card by card."""
    taker: dict[int, int] = {}

    def place(card: int, tried: set[int]) -> bool:
        for under in held:
            fits = card_rank(under) != KING and abs(card_rank(under) - card_rank(card)) == 1
            if fits and under not in tried:
                tried.add(under)
                if under not in taker or place(taker[under], tried):
                    taker[under] = card
                    return True
        return False

    return sum(place(card, set()) for card in left)


@settings(max_examples=200)
@given(st.permutations(range(52)), st.integers(0, 35), st.integers(1, 17))
def test_the_column_cards_test_is_a_perfect_matchings(cards: list[int], columns: int, others: int) -> None:
    left, held = cards[:columns], cards[: columns + others]
    count = sum(ONE[card] for card in left)
    assert matched(count, sum(ONE[card] for card in held)) == (matching_size(left, held) == len(left))


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
