"""The streaks and records of a patience's statistics row: whatever the games and their
ends, what the row keeps agrees with a plain recomputation from the results in order."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, strategies as st

from qtcards.kit import streaks

#: How a game ends: won (with its moves and time), lost by its rules, left for a new game,
#: or still open when the statistics are read.
GAMES = st.lists(
    st.one_of(
        st.tuples(st.just("won"), st.integers(1, 500), st.integers(0, 10**7)),
        st.tuples(st.sampled_from(["lost", "left", "unseen"]), st.just(0), st.just(0)),
    ),
    max_size=60,
)


def played(games: list[tuple[str, int, int]], last_open: bool) -> dict[str, Any]:
    """A row after ``games`` as the session counts them: each begun at its first move, then
    won, lost or left ("unseen": no new game was started over it, the next one began);
    the last one still open when ``last_open``."""
    row = streaks.empty()
    for number, (end, moves, time_ms) in enumerate(games):
        streaks.begin(row)
        if last_open and number == len(games) - 1:
            break
        if end in ("won", "lost"):
            streaks.finish(row, end == "won", {"moves": moves, "time_ms": time_ms})
        elif end == "left":
            assert streaks.leave(row)
    return streaks.read(dict(row))  # and what it wrote reads back


def recomputed(games: list[tuple[str, int, int]], last_open: bool) -> dict[str, Any]:
    """The same figures, from the list of results: every game not won is lost, but the
    last one when it is open (or has no end: no game was begun after it)."""
    last_open = bool(games) and (last_open or games[-1][0] == "unseen")
    ended = games[:-1] if last_open else games
    results = [end == "won" for end, _, _ in ended]
    runs: list[tuple[bool, int]] = []
    for won in results:
        if runs and runs[-1][0] == won:
            runs[-1] = (won, runs[-1][1] + 1)
        else:
            runs.append((won, 1))
    wins = [(moves, time_ms) for end, moves, time_ms in ended if end == "won"]
    current = 0 if not runs else runs[-1][1] * (1 if runs[-1][0] else -1)
    return {
        "played": len(games),
        "won": len(wins),
        "lost": len(results) - len(wins),
        "open": last_open,
        "streak": current,
        "longest_won": max([n for won, n in runs if won], default=0),
        "longest_lost": max([n for won, n in runs if not won], default=0),
        "fewest_moves": min([moves for moves, _ in wins], default=None),
        "fastest_ms": min([time_ms for _, time_ms in wins], default=None),
    }


@given(GAMES, st.booleans())
def test_a_row_agrees_with_a_recomputation_of_its_results(games, last_open) -> None:
    assert played(games, last_open) == recomputed(games, last_open)


@given(GAMES)
def test_a_game_in_progress_is_in_no_streak_until_it_is_left(games) -> None:
    row = played(games, last_open=False)
    streaks.leave(row)  # (a last game of no end is left first)
    before = row["streak"]
    streaks.begin(row)
    assert row["streak"] == before and row["open"]
    assert streaks.leave(row) and not streaks.leave(row)  # left once, lost once
    assert row["streak"] == (before - 1 if before < 0 else -1)


def test_a_win_breaks_a_losing_streak_and_a_loss_a_winning_one() -> None:
    row = played([("lost", 0, 0), ("left", 0, 0), ("won", 90, 300_000), ("won", 80, 400_000)], False)
    assert (row["streak"], row["longest_won"], row["longest_lost"]) == (2, 2, 2)
    assert (row["fewest_moves"], row["fastest_ms"]) == (80, 300_000)  # each record its own win
    streaks.begin(row)
    streaks.finish(row, False, {})
    assert (row["streak"], row["longest_won"]) == (-1, 2)


@pytest.mark.parametrize(
    "change",
    [
        {"played": 5},  # won + lost + open is not played
        {"streak": 3},  # a current streak longer than the longest
        {"longest_won": 9},  # a streak longer than the wins
        {"open": 1},  # not true or false
        {"fewest_moves": -1},
        {"streak": True},
    ],
)
def test_a_row_that_does_not_add_up_is_refused(change) -> None:
    row = played([("won", 10, 10), ("lost", 0, 0)], False)
    with pytest.raises(ValueError):
        streaks.read({**row, **change})


def test_older_counts_become_a_row_the_game_in_progress_open() -> None:
    assert streaks.from_counts(4, 1, True) == {**streaks.empty(), "played": 4, "won": 1, "lost": 2, "open": True}
    assert streaks.from_counts(2, 2, True)["open"] is False  # every game counted is won: none open
