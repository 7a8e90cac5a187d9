"""Heart to Heart's files: what its statistics count, and its files of earlier formats.

The host's session does the counting and the saving (:class:`qtcards.kit.view.Session`);
this module says what the statistics hold and how older files read today.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication

from qtcards.kit import QT_TRANSLATE_NOOP, StatisticsTable
from qtcards.kit.tools import is_count
from qtcards.kit.view import Tally, best, entry_from_won, format_duration, win_rate


class HeartToHeartTally(Tally):
    """Games played and won, the best time and the fewest moves of a win."""

    format = 2

    def __init__(self) -> None:
        self.migrations = {1: stats_1_to_2}

    def empty(self) -> dict[str, Any]:
        return {"played": 0, "won": 0, "best_ms": None, "fewest_moves": None}

    def read(self, data: Any) -> dict[str, Any]:
        stats = super().read(data)
        for key in ("best_ms", "fewest_moves"):
            if stats[key] is not None and not is_count(stats[key]):
                raise ValueError(f"bad {key}")
        return stats

    def add_result(self, row: dict[str, Any], result: str, figures: Mapping[str, int]) -> None:
        super().add_result(row, result, figures)
        if result == "won":
            row["best_ms"] = best(row["best_ms"], figures["time_ms"])
            row["fewest_moves"] = best(row["fewest_moves"], figures["moves"])

    def table(self, stats: dict[str, Any]) -> StatisticsTable:
        quickest = format_duration(stats["best_ms"]) if stats["best_ms"] is not None else "—"
        fewest = str(stats["fewest_moves"]) if stats["fewest_moves"] is not None else "—"
        return StatisticsTable(
            columns=[QCoreApplication.translate("HeartToHeartView", column) for column in COLUMNS],
            rows=[
                (
                    QCoreApplication.translate("HeartToHeart", "Heart to Heart"),
                    [
                        str(stats["played"]),
                        str(stats["won"]),
                        win_rate(stats["won"], stats["played"]),
                        quickest,
                        fewest,
                    ],
                )
            ],
        )


#: The statistics table's columns (translated when shown).
COLUMNS = (
    QT_TRANSLATE_NOOP("HeartToHeartView", "Played"),
    QT_TRANSLATE_NOOP("HeartToHeartView", "Wins"),
    QT_TRANSLATE_NOOP("HeartToHeartView", "Win rate"),
    QT_TRANSLATE_NOOP("HeartToHeartView", "Best time"),
    QT_TRANSLATE_NOOP("HeartToHeartView", "Fewest moves"),
)


def stats_1_to_2(data: Any) -> Any:
    """Format 2 writes the entry about the game in progress as the host's session does."""
    return {**data, "current": entry_from_won(data.get("current"))}


def save_1_to_2(data: Any) -> Any:
    """Saved games of format 1 kept the clock and a "counted" flag beside the history;
    the session keeps the flags beside it and the clock under "extra"."""
    return {
        "history": data["history"],
        "index": data["index"],
        "id": data.get("id"),
        "counted": data["counted"],
        "finished": False,
        "extra": {"elapsed_ms": data["elapsed_ms"]},
    }


# ``{n: f}``: ``f`` turns a saved game of format ``n`` into format ``n + 1``.
SAVE_MIGRATIONS = {1: save_1_to_2}
