"""Hearts' files: its statistics per level, and its files of earlier formats.

The host's session counts and saves (:class:`qtcards.kit.view.Session`); this module says
what the statistics hold and how files of earlier formats read today.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication

from qtcards.kit import QT_TRANSLATE_NOOP, StatisticsTable
from qtcards.kit.tools import check_count
from qtcards.kit.view import Tally, format_duration, win_rate

from .levels import LEVEL_KEYS, LEVELS

COUNTS = ("played", "wins", "losses", "draws", "time_ms")
# The engine's result from your seat, and the count it adds to.
RESULT_KEY = {"win": "wins", "loss": "losses", "draw": "draws"}


class HeartsTally(Tally):
    """Per level: games played, won, lost and drawn, and the total play time."""

    format = 2
    keeps_time = True

    def __init__(self) -> None:
        self.migrations = {1: stats_1_to_2}

    def empty(self) -> dict[str, Any]:
        return {level: dict.fromkeys(COUNTS, 0) for level in LEVEL_KEYS}

    def read(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise ValueError("statistics must be an object")
        stats = self.empty()
        for level in LEVEL_KEYS:
            row = data[level]
            if not isinstance(row, dict):
                raise ValueError(f"statistics of {level} must be an object")
            for key in COUNTS:
                stats[level][key] = check_count(row[key], f"{level} {key}")
            if self.finished(stats[level]) > stats[level]["played"]:
                raise ValueError(f"more {level} games finished than played")
        return stats

    def row(self, stats: dict[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
        row: dict[str, Any] = stats[extra["level"]]
        return row

    def finished(self, row: dict[str, Any]) -> int:
        return int(row["wins"] + row["losses"] + row["draws"])

    def add_result(self, row: dict[str, Any], result: str, figures: Mapping[str, int]) -> None:
        row[RESULT_KEY[result]] += 1

    def table(self, stats: dict[str, Any]) -> StatisticsTable:
        """Per level: played, each result, the games left unfinished (so that the results add
        up to the games played), the win rate and the play time."""
        rows = []
        for level in LEVEL_KEYS:
            s = stats[level]
            values = [
                str(s["played"]),
                str(s["wins"]),
                str(s["losses"]),
                str(s["draws"]),
                str(s["played"] - self.finished(s)),
                win_rate(s["wins"], s["played"]),
                format_duration(s["time_ms"]),
            ]
            rows.append((QCoreApplication.translate("Hearts", dict(LEVELS)[level]), values))
        return StatisticsTable(columns=[QCoreApplication.translate("HeartsView", c) for c in COLUMNS], rows=rows)


#: The statistics table's columns (translated when shown).
COLUMNS = (
    QT_TRANSLATE_NOOP("HeartsView", "Played"),
    QT_TRANSLATE_NOOP("HeartsView", "Wins"),
    QT_TRANSLATE_NOOP("HeartsView", "Losses"),
    QT_TRANSLATE_NOOP("HeartsView", "Draws"),
    QT_TRANSLATE_NOOP("HeartsView", "Unfinished"),
    QT_TRANSLATE_NOOP("HeartsView", "Win rate"),
    QT_TRANSLATE_NOOP("HeartsView", "Total play time"),
)


def stats_1_to_2(data: Any) -> Any:
    """Format 1's entry about the game in progress kept its banked play time beside the
    flags; the session keeps it as the entry's "extra"."""
    current = data.get("current")
    if isinstance(current, dict) and "banked_ms" in current:
        current = {
            "game": current["game"],
            "played": current["played"],
            "finished": current["finished"],
            "extra": current["banked_ms"],
        }
    return {**data, "current": current}


def save_1_to_2(data: Any) -> Any:
    """A format-1 saved game (one state, the level, your picks, the clock and the time
    banked) in the session's form. It was counted as played when it started."""
    finished = data["state"]["phase"] == "game_over"
    return {
        "history": [data["state"]],
        "index": 0,
        "id": data.get("id"),
        "counted": True,
        "finished": finished,
        "banked_ms": data["banked_ms"],
        "extra": {"level": data["level"], "picks": data["picks"], "elapsed_ms": data["elapsed_ms"]},
    }


# ``{n: f}``: ``f`` turns a saved game of format ``n`` into format ``n + 1``.
SAVE_MIGRATIONS = {1: save_1_to_2}


def read_extra(extra: dict[str, Any], state: Any) -> dict[str, Any]:
    """Validate a saved game's level and your pass picks (cards of your hand while passing)."""
    level, picks = extra["level"], extra["picks"]
    if level not in LEVEL_KEYS:
        raise ValueError(f"unknown level {level!r}")
    if not isinstance(picks, list) or len(picks) > 3 or len(set(picks)) != len(picks):
        raise ValueError("picks must be up to 3 different cards")
    if any(not isinstance(card, int) or isinstance(card, bool) for card in picks):
        raise ValueError("picks must be cards")
    if picks and (state.phase != "pass" or not set(picks) <= set(state.hands[0])):
        raise ValueError("picks must be cards of your hand while passing")
    return {"level": level, "picks": sorted(picks)}
