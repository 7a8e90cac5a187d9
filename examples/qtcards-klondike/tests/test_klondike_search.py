"""Klondike's search space: it agrees with the rules along random games of either draw
(the stock folded into its moves), and a nearly won position is solved by the rules alone
and by the space, its line replayed to a won game."""

from __future__ import annotations

import pickle
import random

from hypothesis import given, settings, strategies as st
from qtcards_klondike.dead_ends import hopeless
from qtcards_klondike.engine import RULES, State, new_game
from qtcards_klondike.search import COLUMNS, PROBE, SPACE, WASTE_PILE, KlondikeSpace

from qtcards.kit import DEAL, LOST, WINNABLE, Budget, PileMove, solve
from qtcards.kit.testing import check_search_space


def play(state: State, steps: tuple[object, ...]) -> State:
    for step in steps:
        dealt = RULES.deal(state) if step == DEAL else None
        state = dealt if dealt is not None else RULES.apply(state, step)  # type: ignore[arg-type]
    return state


class Every(KlondikeSpace):
    """The space with every play of the stock's cards taken at once, as drawing three does."""

    postpone_plays = False


EVERY = Every(RULES)


@settings(max_examples=6)
@given(st.integers(1, 10**6), st.sampled_from([1, 3]), st.integers(0, 2**32))
def test_the_search_agrees_with_the_rules_along_a_random_game(deal: int, draw: int, seed: int) -> None:
    state, chance = new_game(deal, draw), random.Random(seed)
    for _ in range(20):
        check_search_space(EVERY, state, deals_folded=True)
        check_waste_plays(state)
        check_postponed_plays(state)
        moves: list[object] = [*RULES.legal_moves(state), *([DEAL] if RULES.deal(state) else [])]
        if not moves:
            break
        state = play(state, (chance.choice(moves),))


def check_waste_plays(state: State) -> None:
    """Every play of a card the deals bring to the waste's top (by the rules, once round the
    stock) is a step of the search with every play at once, its deals folded in."""
    found = {EVERY.key(after) for _, after in EVERY.successors(state)}
    here: State | None = state
    seen = set()
    while here is not None and (here.stock, here.waste) not in seen:
        seen.add((here.stock, here.waste))
        for move in RULES.legal_moves(here):
            if move.source == WASTE_PILE:
                assert EVERY.key(EVERY.settle(RULES.apply(here, move))[1]) in found, f"{move} missed"
        here = RULES.deal(here)


def check_postponed_plays(state: State) -> None:
    """The complete space's steps replay through the rules; drawing one, a play of the
    stock's cards onto a column's card is followed at once by a card laid on it, and each
    such pair made of a play of the search with every play at once is a step of its own."""
    found = set()
    for steps, after in SPACE.successors(state):
        assert SPACE.key(SPACE.replay(state, steps)) == SPACE.key(after), f"{steps} lead elsewhere by the rules"
        found.add(SPACE.key(after))
        first, following = ([step for step in steps if step != DEAL] + [None])[:2]
        if state.draw == 1 and onto_a_card(state, first):
            assert following is not None and following.target == first.target, f"{steps}: nothing laid on the card"
    if state.draw == 1:
        for steps, _ in EVERY.successors(state):
            first = next(step for step in steps if step != DEAL)
            if onto_a_card(state, first):
                played = EVERY.replay(state, steps[: steps.index(first) + 1])
                for more, covered in SPACE.covered(played, first.target):
                    assert SPACE.key(SPACE.settle(covered)[1]) in found, f"{first} then {more} missed"


def onto_a_card(state: State, move: object) -> bool:
    """Whether ``move`` plays the waste's card onto a column that is not empty."""
    return (
        isinstance(move, PileMove)
        and move.source == WASTE_PILE
        and move.target in COLUMNS
        and bool(state.columns[move.target - COLUMNS[0]])
    )


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


def card(rank: int, suit: int) -> int:
    """The card of ``rank`` (1 ace to 13 king) and ``suit`` (0 clubs, 1 diamonds, 2 spades, 3 hearts)."""
    return suit * 13 + rank - 1


def test_a_card_face_down_on_both_its_places_and_on_its_suit_makes_the_position_lost() -> None:
    """The queen of diamonds face down on both black kings and the jack of diamonds can
    never leave its column: the space says so at once, and a complete walk of the rules
    (the kit's plain search) agrees; with a king above the queen instead, both find a win."""
    tops = ((0, 12), (1, 10), (2, 12), (3, 13))
    homes = tuple(tuple(card(rank, suit) for rank in range(1, top + 1)) for suit, top in tops)
    for under, over, outcome in ((13, 12, LOST), (12, 13, WINNABLE)):
        column = (card(11, 1), card(13, 0), card(under, 2 if under == 13 else 1), card(over, 1 if over == 12 else 2))
        state = State((column + (card(13, 1),), *((),) * 6), (4, *(0,) * 6), homes, (), ())
        assert hopeless(tuple(c[:d] for c, d in zip(state.columns, state.down))) == (outcome == LOST)
        assert solve(SPACE, state, Budget(seconds=None, positions=1_000)).outcome == outcome
        assert solve(RULES, state, Budget(seconds=None, positions=20_000)).outcome == outcome


@settings(max_examples=4, derandomize=True)
@given(st.integers(1, 10**6))
def test_no_position_along_a_winning_line_is_hopeless_and_the_probe_moves_are_the_space_s(deal: int) -> None:
    """Every position along a won line passes the dead-end test (a won game shows each
    face-down card could leave), and each step of the probe is one of the space's."""
    state = new_game(deal)
    verdict = solve(SPACE, state, Budget(seconds=None, positions=30_000))
    for step in verdict.line:
        assert not hopeless(tuple(c[:d] for c, d in zip(state.columns, state.down)))
        found = {SPACE.key(after) for _, after in SPACE.successors(state)}
        assert all(SPACE.key(after) in found for _, after in PROBE.successors(state))
        state = play(state, (step,))
