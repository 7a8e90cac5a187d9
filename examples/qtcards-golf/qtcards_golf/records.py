"""Golf's files: what its statistics count, and its saved games of earlier formats.

The host's session does the counting and the saving; a game says only what its
statistics hold (:class:`GolfTally`: the kit's, with the best score) and how its older
files read today.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication

from qtcards.kit import GameContext
from qtcards.kit.tools import is_count
from qtcards.kit.view import PatienceTally, best, entry_from_won

from .engine import TABLEAU_SIZE


class GolfTally(PatienceTally):
    """The kit's patience statistics (streaks, fewest moves, fastest win), and the best
    score (fewest cards left in the columns, a lost deal's too) in each row."""

    format = 4

    def __init__(self, context: GameContext) -> None:
        super().__init__(context, {1: stats_1_to_2, 2: stats_2_to_3})

    def empty_row(self) -> dict[str, Any]:
        return {**super().empty_row(), "best": None}

    def read_row(self, data: Any) -> dict[str, Any]:
        row = super().read_row(data)
        record = row["best"] = data["best"]
        if record is not None and (not is_count(record) or record > TABLEAU_SIZE):
            raise ValueError("bad best score")
        return row

    def carry(self, data: Mapping[str, Any], row: dict[str, Any]) -> None:
        """Format 3's best score (a game in progress's row starts without one)."""
        row["best"] = data.get("best")

    def add_result(self, row: dict[str, Any], result: str, figures: Mapping[str, int]) -> None:
        super().add_result(row, result, figures)
        self.note(row, result, figures)

    def note(self, row: dict[str, Any], result: str, figures: Mapping[str, int]) -> None:
        """A lost deal's score counts for the best too (Undo may still turn it round)."""
        row["best"] = best(row["best"], figures["score"])

    def columns(self) -> list[str]:
        return [*super().columns(), QCoreApplication.translate("GolfView", "Best score")]

    def figures(self, row: dict[str, Any]) -> list[str]:
        return [*super().figures(row), "—" if row["best"] is None else str(row["best"])]


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
