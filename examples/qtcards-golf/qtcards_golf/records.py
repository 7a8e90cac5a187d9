"""Golf's files: what its statistics count, and its saved games of earlier formats.

The host's session does the counting and the saving; a game says only what its
statistics hold (:class:`GolfTally`) and how its older files read today.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication

from qtcards.kit import StatisticsTable
from qtcards.kit.view import Tally, best, entry_from_won, win_rate

from .engine import TABLEAU_SIZE


class GolfTally(Tally):
    """Games played and won, and the best score (fewest cards left in the columns)."""

    format = 3

    def __init__(self) -> None:
        self.migrations = {1: stats_1_to_2, 2: stats_2_to_3}

    def empty(self) -> dict[str, Any]:
        return {"played": 0, "won": 0, "best": None}

    def read(self, data: Any) -> dict[str, Any]:
        stats = super().read(data)
        record = stats["best"]
        if record is not None and (
            not isinstance(record, int) or isinstance(record, bool) or not 0 <= record <= TABLEAU_SIZE
        ):
            raise ValueError("bad best score")
        return stats

    def add_result(self, row: dict[str, Any], result: str, figures: Mapping[str, int]) -> None:
        super().add_result(row, result, figures)
        self.note(row, result, figures)

    def note(self, row: dict[str, Any], result: str, figures: Mapping[str, int]) -> None:
        """A lost deal's score counts for the best too (Undo may still turn it round)."""
        row["best"] = best(row["best"], figures["score"])

    def table(self, stats: dict[str, Any]) -> StatisticsTable:
        record = "—" if stats["best"] is None else str(stats["best"])
        return StatisticsTable(
            columns=[
                QCoreApplication.translate("GolfView", "Played"),
                QCoreApplication.translate("GolfView", "Wins"),
                QCoreApplication.translate("GolfView", "Win rate"),
                QCoreApplication.translate("GolfView", "Best score"),
            ],
            rows=[
                (
                    QCoreApplication.translate("Golf", "Golf"),
                    [str(stats["played"]), str(stats["won"]), win_rate(stats["won"], stats["played"]), record],
                )
            ],
        )


def stats_1_to_2(data: Any) -> Any:
    """Format 1 counted games played and won; format 2 also keeps the best score."""
    return {"played": data["played"], "won": data["won"], "best": 0 if data["won"] else None}


def stats_2_to_3(data: Any) -> Any:
    """Format 3 writes the entry about the game in progress as the host's session does."""
    return {**data, "current": entry_from_won(data.get("current"))}


def save_1_to_2(data: Any) -> Any:
    """Saved games of format 1 kept two flags beside the history; the session's format
    keeps them as "counted" and "finished", the game's own values under "extra"."""
    return {
        "history": data["history"],
        "index": data["index"],
        "id": data.get("id"),
        "counted": data["counted"],
        "finished": data["won_counted"],
        "extra": {},
    }


# ``{n: f}``: ``f`` turns a saved game of format ``n`` into format ``n + 1``.
SAVE_MIGRATIONS = {1: save_1_to_2}
