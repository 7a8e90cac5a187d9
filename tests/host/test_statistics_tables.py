"""What the Statistics dialog shows of each game: one word for wins, a win rate, and
Hearts' unfinished games, so that the columns add up to the games played."""

from __future__ import annotations

from qtcards_heart_to_heart.records import HeartToHeartTally
from qtcards_hearts.records import HeartsTally

from qtcards.kit.view import win_rate


def test_win_rate_is_wins_over_games_played() -> None:
    assert win_rate(0, 0) == "—"
    assert win_rate(1, 3) == "33%"
    assert win_rate(2, 2) == "100%"
    assert win_rate(0, 5) == "0%"


def test_hearts_counts_the_games_left_unfinished() -> None:
    tally = HeartsTally()
    stats = tally.empty()
    stats["normal"].update(played=5, wins=1, losses=0, draws=0)
    table = tally.table(stats)
    columns = list(table.columns)
    assert columns[:6] == ["Played", "Wins", "Losses", "Draws", "Unfinished", "Win rate"]
    normal = dict(table.rows)["Normal"]
    played, wins, losses, draws, unfinished = (int(normal[i]) for i in range(5))
    assert (played, unfinished) == (5, 4) and wins + losses + draws + unfinished == played
    assert normal[5] == "20%"


def test_heart_to_heart_says_wins_and_its_rate() -> None:
    tally = HeartToHeartTally()
    stats = tally.empty()
    stats.update(played=4, won=1)
    table = tally.table(stats)
    assert list(table.columns)[:3] == ["Played", "Wins", "Win rate"]
    assert table.rows[0][1][:3] == ["4", "1", "25%"]
