"""The kit's solver on a toy patience small enough to enumerate: its verdicts are those of a
complete walk through every position, its winning lines replay to a won game, its budget
stops it with no answer rather than a wrong one (no clock: budgets in positions)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from qtcards.kit import DEAL, LOST, UNDECIDED, WINNABLE, Budget, PatienceSpace, solve
from tests.support.ladder import RULES, Toy


def reachable(state: Toy) -> tuple[set[Toy], bool]:
    """Every position reachable from ``state``, and whether one is won: a plain walk."""
    seen, todo = {state}, [state]
    while todo:
        here = todo.pop()
        dealt = RULES.deal(here)
        for after in [RULES.apply(here, m) for m in RULES.legal_moves(here)] + ([dealt] if dealt else []):
            if after not in seen:
                seen.add(after)
                todo.append(after)
    return seen, any(RULES.is_won(s) for s in seen)


def test_a_lost_toy_deal_is_proved_lost_by_seeing_every_position() -> None:
    # The 3 lies on the ace; the only move puts it on the 4, burying the 2 under it.
    state: Toy = ((), (), (0, 2), (1, 3), ())
    verdict = solve(RULES, state, Budget(seconds=None))
    positions, won = reachable(state)
    assert not won and verdict.outcome == LOST and verdict.line == ()
    assert verdict.positions == len(positions) == 3  # the start, the 3 moved, the ace home


def test_a_winning_line_replays_to_a_won_game_and_may_deal() -> None:
    state: Toy = ((1,), (), (3, 0), (2,), ())  # the 2 is in the stock
    verdict = solve(RULES, state, Budget(seconds=None))
    assert verdict.outcome == WINNABLE and DEAL in verdict.line
    assert RULES.is_won(PatienceSpace(RULES).replay(state, verdict.line))


@settings(max_examples=150, derandomize=True, deadline=None)
@given(st.permutations(range(7)), st.integers(0, 6), st.integers(0, 6), st.integers(0, 1))
def test_every_toy_verdict_is_a_complete_walk_s(cards: list[int], cut: int, cut2: int, stocked: int) -> None:
    first, second = sorted((cut, cut2))
    stock = tuple(cards[:stocked])
    rest = cards[stocked:]
    state: Toy = (stock, (), tuple(rest[:first]), tuple(rest[first:second]), tuple(rest[second:]))
    verdict = solve(RULES, state, Budget(seconds=None))
    positions, won = reachable(state)
    assert verdict.outcome == (WINNABLE if won else LOST)
    if won:
        assert RULES.is_won(PatienceSpace(RULES).replay(state, verdict.line))
    else:
        assert verdict.positions == len(positions)


def test_a_budget_spent_gives_no_answer_rather_than_a_wrong_one() -> None:
    state: Toy = ((), (), (0, 2), (1, 3), ())
    assert solve(RULES, state, Budget(seconds=None, positions=1)).outcome == UNDECIDED


class Columns(PatienceSpace[Toy]):
    """The toy's columns declared interchangeable: their order never matters."""

    def interchangeable(self, state: Toy) -> tuple[tuple[int, ...], ...]:
        return ((2, 3, 4),)

    def rest(self, state: Toy) -> None:
        return None


def test_positions_equal_up_to_interchangeable_piles_are_seen_once() -> None:
    state: Toy = ((), (), (5, 4, 2, 1, 3), (0,), (6,))  # the 7 to the emptied column: the same position
    plain, merged = solve(RULES, state, Budget(seconds=None)), solve(Columns(RULES), state, Budget(seconds=None))
    assert plain.outcome == merged.outcome
    assert merged.positions < plain.positions
    assert Columns(RULES).key(state) == Columns(RULES).key(((), (), (6,), (5, 4, 2, 1, 3), (0,)))


class Deaf(PatienceSpace[Toy]):
    """A probe that never deals: its search can miss every win that needs the stock."""

    def steps(self, state: Toy):  # type: ignore[no-untyped-def]
        return ((move, self.rules.apply(state, move)) for move in self.rules.legal_moves(state))


class Probed(PatienceSpace[Toy]):
    """The toy with a narrower search tried first, with half the budget."""

    def __init__(self, probe: PatienceSpace[Toy]) -> None:
        super().__init__(RULES)
        self.probe = probe

    def probes(self) -> tuple[tuple[PatienceSpace[Toy], float], ...]:
        return ((self.probe, 0.5),)


def test_a_probe_that_runs_dry_proves_nothing_and_the_complete_search_answers() -> None:
    state: Toy = ((1,), (), (3, 0), (2,), ())  # the 2 is in the stock: the deaf probe runs dry
    verdict = solve(Probed(Deaf(RULES)), state, Budget(seconds=None))
    alone = solve(RULES, state, Budget(seconds=None))
    assert solve(Deaf(RULES), state, Budget(seconds=None)).outcome == LOST
    assert verdict.outcome == WINNABLE and DEAL in verdict.line
    assert verdict.positions > alone.positions  # the probe's positions counted too


def test_a_probe_that_wins_answers_and_its_line_is_replayed() -> None:
    state: Toy = ((1,), (), (3, 0), (2,), ())
    verdict = solve(Probed(PatienceSpace(RULES)), state, Budget(seconds=None))
    assert verdict.outcome == WINNABLE and verdict.positions == solve(RULES, state, Budget(seconds=None)).positions
    assert RULES.is_won(PatienceSpace(RULES).replay(state, verdict.line))


def test_probes_share_a_budget_of_positions_and_a_spent_one_stays_undecided() -> None:
    state: Toy = ((1,), (), (3, 0), (2,), ())
    assert solve(Probed(Deaf(RULES)), state, Budget(seconds=None, positions=2)).outcome == UNDECIDED


class Owing(PatienceSpace[Toy]):
    """The toy with every position's reserve below 0 (as a count of draws owed might be)."""

    def reserve(self, state: Toy) -> int:
        return -5


def test_a_reserve_below_zero_prunes_nothing_unseen() -> None:
    state: Toy = ((1,), (), (3, 0), (2,), ())
    assert solve(Owing(RULES), state, Budget(seconds=None)).outcome == WINNABLE


class Reordered(PatienceSpace[Toy]):
    """The toy's complete moves in another order: a probe whose running dry proves a loss."""

    complete_moves = True

    def progress(self, state: Toy) -> float:
        return -len(state[0])


def test_a_probe_over_the_complete_moves_that_runs_dry_proves_the_loss_alone() -> None:
    state: Toy = ((), (), (0, 2), (1, 3), ())
    alone = solve(RULES, state, Budget(seconds=None))
    verdict = solve(Probed(Reordered(RULES)), state, Budget(seconds=None))
    assert alone.outcome == verdict.outcome == LOST
    assert verdict.positions == alone.positions  # the complete search did not run again
    deaf = solve(Probed(Deaf(RULES)), state, Budget(seconds=None))
    assert deaf.outcome == LOST and deaf.positions > alone.positions  # a narrower probe's dry run proves nothing


class TwoProbes(PatienceSpace[Toy]):
    """The toy with two probes: the deaf one, then the complete moves in another order."""

    def probes(self) -> tuple[tuple[PatienceSpace[Toy], float], ...]:
        return ((Deaf(RULES), 0.3), (Reordered(RULES), 0.3))


def test_a_probe_that_runs_dry_hands_the_rest_of_the_budget_to_the_complete_search() -> None:
    state: Toy = ((1,), (), (3, 0), (2,), ())
    verdict = solve(TwoProbes(RULES), state, Budget(seconds=None))
    deaf, alone = (solve(space, state, Budget(seconds=None)) for space in (Deaf(RULES), RULES))
    assert deaf.outcome == LOST and verdict.outcome == WINNABLE
    assert verdict.positions == deaf.positions + alone.positions  # the second probe never ran
