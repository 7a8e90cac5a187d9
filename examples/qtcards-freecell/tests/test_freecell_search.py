"""FreeCell's search space: it agrees with the rules along random games, a Microsoft deal's
winning line replays to a won game, and the solver runs in a worker process."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given, settings, strategies as st
from qtcards_freecell.engine import RULES, new_game
from qtcards_freecell.search import SPACE

from qtcards.kit import WINNABLE, Budget, SolverError, SolverWorker, solve
from qtcards.kit.testing import check_search_space


@settings(max_examples=12)
@given(st.integers(1, 32000), st.integers(0, 2**32))
def test_the_search_agrees_with_the_rules_along_a_random_game(deal: int, seed: int) -> None:
    state, chance = new_game(deal), random.Random(seed)
    for _ in range(25):
        check_search_space(SPACE, state)
        moves = RULES.legal_moves(state)
        if not moves:
            break
        state = RULES.apply(state, chance.choice(moves))


@settings(max_examples=6)
@given(st.integers(1, 32000), st.integers(0, 2**32))
def test_the_probe_is_the_same_search_in_another_order(deal: int, seed: int) -> None:
    """The probe (a win it finds answers) has the space's own successors: only its
    estimate differs, and the complete search is the space's."""
    ((probe, share),) = SPACE.probes()
    assert 0 < share < 1 and not probe.probes()
    state, chance = new_game(deal), random.Random(seed)
    for _ in range(15):
        ours = [(steps, SPACE.key(after)) for steps, after in SPACE.successors(state)]
        assert [(steps, probe.key(after)) for steps, after in probe.successors(state)] == ours
        moves = RULES.legal_moves(state)
        if not moves:
            break
        state = RULES.apply(state, chance.choice(moves))
    assert probe.progress(new_game(deal)) != SPACE.progress(new_game(deal))


def test_a_microsoft_deal_is_won_by_a_line_the_rules_replay() -> None:
    start = new_game(1)
    verdict = solve(SPACE, start, Budget(seconds=None, positions=20_000))
    assert verdict.outcome == WINNABLE
    state = start
    for move in verdict.line:
        state = RULES.apply(state, move)
    assert RULES.is_won(state)


def test_the_rules_alone_give_the_same_answer_on_a_nearly_won_deal() -> None:
    state = new_game(3)
    line = solve(SPACE, state, Budget(seconds=None, positions=20_000)).line
    for move in line[:-12]:
        state = RULES.apply(state, move)
    assert solve(RULES, state, Budget(seconds=None, positions=5_000)).outcome == WINNABLE


def test_the_space_and_states_pickle_for_the_worker() -> None:
    assert pickle.loads(pickle.dumps(SPACE)).key(new_game(5)) == SPACE.key(new_game(5))
    assert pickle.loads(pickle.dumps(new_game(5))) == new_game(5)


def test_a_worker_answers_the_latest_question_and_drops_the_one_before() -> None:
    worker = SolverWorker(SPACE)
    try:
        worker.ask(new_game(11982), Budget(seconds=None))  # a complete search: long
        assert worker.poll() is None
        worker.ask(new_game(2), Budget(seconds=None, positions=20_000))
        verdict = worker.wait(120)
        assert verdict is not None and verdict.outcome == WINNABLE and verdict.line
        assert SPACE.is_won(SPACE.replay(new_game(2), verdict.line))
    finally:
        worker.close()


def test_a_worker_that_died_is_started_again_and_a_death_is_no_fault() -> None:
    """A worker killed from outside (out of memory, say) is started again by the next
    question; one that dies under a question gives a SolverError, never an OSError that
    would switch the game off."""
    worker = SolverWorker(SPACE)
    try:
        worker.ask(new_game(2), Budget(seconds=None, positions=20_000))
        assert worker.wait(120) is not None
        worker._process.terminate()  # (the process the worker keeps; as a kill from outside)
        worker._process.join(10)
        worker.ask(new_game(2), Budget(seconds=None, positions=20_000))  # dead, as it is asked
        verdict = worker.wait(120)
        assert verdict is not None and verdict.outcome == WINNABLE
        worker.ask(new_game(11982), Budget(seconds=None))
        worker._process.terminate()
        worker._process.join(10)
        with pytest.raises(SolverError):
            worker.wait(10)
    finally:
        worker.close()
