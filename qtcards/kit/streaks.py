"""One row of a patience's statistics: games, results, streaks and the records of a win
(pure Python, no Qt).

A row counts each game in three steps, as the session meets them:

- :func:`begin`: the game is played (its first move). It is *open*: played, no result yet.
  A row holds one open game at most: an earlier one still open was left, and is lost.
- :func:`finish`: its result, once. A win adds to the wins and may set the records
  (fewest moves, fastest time); anything else is a loss.
- :func:`leave`: a new game is started over it (Game › New game): the open game is lost.

So ``played == won + lost + open`` always holds, and the streaks are those of the results
in the order they were counted; a game in progress is in none of them until it ends.
"""

from __future__ import annotations

from typing import Any, Mapping

from qtcards.kit.counts import check_count, is_count

#: The records of a win the row keeps, and the figure of the game's ending each is of.
RECORDS = {"fewest_moves": "moves", "fastest_ms": "time_ms"}


def empty() -> dict[str, Any]:
    """A row before its first game."""
    return {
        "played": 0,
        "won": 0,
        "lost": 0,
        "open": False,
        "streak": 0,  # > 0: the wins in a row up to the last result; < 0: the losses
        "longest_won": 0,
        "longest_lost": 0,
        "fewest_moves": None,
        "fastest_ms": None,
    }


def read(data: Any) -> dict[str, Any]:
    """A row from a file, checked (``ValueError`` or ``KeyError`` when it is not one)."""
    if not isinstance(data, dict):
        raise ValueError("a statistics row must be an object")
    row = empty()
    for key in row:
        row[key] = data[key]
    for key in ("played", "won", "lost", "longest_won", "longest_lost"):
        check_count(row[key], key)
    if not isinstance(row["open"], bool):
        raise ValueError("open must be true or false")
    if row["won"] + row["lost"] + row["open"] != row["played"]:
        raise ValueError("the games won, lost and open do not add up to those played")
    streak = row["streak"]
    if not isinstance(streak, int) or isinstance(streak, bool):
        raise ValueError("the streak must be a whole number")
    if not (row["longest_won"] <= row["won"] and row["longest_lost"] <= row["lost"]):
        raise ValueError("a streak longer than the games it is of")
    if not -row["longest_lost"] <= streak <= row["longest_won"]:
        raise ValueError("the current streak is longer than the longest")
    for key in RECORDS:
        if row[key] is not None and not (is_count(row[key]) and row["won"]):
            raise ValueError(f"{key} must be a whole number of a won game, or null")
    return row


def begin(row: dict[str, Any]) -> None:
    """A game is played: counted, open (an open game before it was left: lost)."""
    leave(row)
    row["played"] += 1
    row["open"] = True


def finish(row: dict[str, Any], won: bool, figures: Mapping[str, int]) -> None:
    """The open game's result: a win (its ``figures`` may set the records) or a loss."""
    if not row["open"]:
        begin(row)  # (the session begins every game it finishes; this keeps the sums whatever)
    row["open"] = False
    _add(row, won)
    if won:
        for key, figure in RECORDS.items():
            value = figures.get(figure)
            if is_count(value):
                row[key] = value if row[key] is None else min(row[key], value)


def leave(row: dict[str, Any]) -> bool:
    """The open game, if any, was left unfinished: lost. Whether there was one."""
    if not row["open"]:
        return False
    row["open"] = False
    _add(row, False)
    return True


def _add(row: dict[str, Any], won: bool) -> None:
    if won:
        row["won"] += 1
        row["streak"] = row["streak"] + 1 if row["streak"] > 0 else 1
        row["longest_won"] = max(row["longest_won"], row["streak"])
    else:
        row["lost"] += 1
        row["streak"] = row["streak"] - 1 if row["streak"] < 0 else -1
        row["longest_lost"] = max(row["longest_lost"], -row["streak"])


def from_counts(played: int, won: int, open_game: bool) -> dict[str, Any]:
    """A row for the games an older file counted (played and won only): the games not won
    are lost (but the one still open), the streaks start from here."""
    open_game = open_game and played > won
    row = empty()
    row.update(played=played, won=won, lost=played - won - open_game, open=open_game)
    return read(row)
