"""A patience's statistics, kept by the kit: for all deals and for each variant the game
declares (``ChoiceOption(..., variant=True)``), the games played and won, the current and
longest winning and losing streaks, and the fewest moves and fastest time of a win.

The file holds ``{"rows": {"": all deals, "draw=3": a variant, ...}}``, each row as
:mod:`qtcards.kit.streaks` keeps it; a game counts in its variant's row and in all deals'.
Files of format 1 (games played and won, all variants together) become all deals' row.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtCore import QCoreApplication, QObject

from qtcards.kit import streaks, variants
from qtcards.kit.clock import format_duration
from qtcards.kit.game import GameContext, StatisticsTable
from qtcards.kit.tally import Tally, entry_from_won, win_rate
from qtcards.qt.marked import QT_TRANSLATE_NOOP

#: The figures of each row, as the Statistics dialog names them.
COLUMNS = (
    QT_TRANSLATE_NOOP("PatienceTally", "Played"),
    QT_TRANSLATE_NOOP("PatienceTally", "Wins"),
    QT_TRANSLATE_NOOP("PatienceTally", "Win rate"),
    QT_TRANSLATE_NOOP("PatienceTally", "Current streak"),
    QT_TRANSLATE_NOOP("PatienceTally", "Longest winning streak"),
    QT_TRANSLATE_NOOP("PatienceTally", "Longest losing streak"),
    QT_TRANSLATE_NOOP("PatienceTally", "Fewest moves"),
    QT_TRANSLATE_NOOP("PatienceTally", "Fastest win"),
)

#: All deals' row, whatever their variant.
ALL = ""
#: The most rows a file may hold (each a variant; the Statistics dialog shows 64 at most).
MAX_ROWS = 64


class PatienceTally(Tally):
    """The statistics of a patience (the kit's PatienceView, Golf and Pyramid keep them).

    :param context: the game's context: its variants are the options it marks as such.
    :param older: the migrations of the game's own formats before this tally's first
        (``{n: f}``, as :attr:`Tally.migrations`); the last of them gives format-1 data
        (``{"played", "won", "current"}``, and the game's own keys) at ``format - 1``.

    A game adds its own figures to each row by overriding :meth:`empty_row`,
    :meth:`read_row`, :meth:`carry`, :meth:`columns` and :meth:`figures`.
    """

    format = 2

    def __init__(self, context: GameContext, older: Mapping[int, Callable[[Any], Any]] | None = None) -> None:
        self.context = context
        self.migrations = {**(older or {}), self.format - 1: self.from_counts}

    def empty(self) -> dict[str, Any]:
        return {"rows": {ALL: self.empty_row()}}

    def empty_row(self) -> dict[str, Any]:
        """A row before its first game."""
        return streaks.empty()

    def read(self, data: Any) -> dict[str, Any]:
        rows = data["rows"]
        if not isinstance(rows, dict) or ALL not in rows or len(rows) > MAX_ROWS:
            raise ValueError("the statistics rows must be an object with all deals' row")
        return {"rows": {str(key): self.read_row(row) for key, row in rows.items()}}

    def read_row(self, data: Any) -> dict[str, Any]:
        """A row from the file, checked (raise ``ValueError``)."""
        return streaks.read(data)

    def rows(self, stats: dict[str, Any], extra: Mapping[str, Any]) -> list[dict[str, Any]]:
        """The game's variant's row (made when it is the first of it), then all deals'."""
        if not variants.declared(self.context.game):
            return [stats["rows"][ALL]]
        name = variants.key(variants.of(self.context, extra.get(variants.KEY)))
        return [stats["rows"].setdefault(name, self.empty_row()), stats["rows"][ALL]]

    def row(self, stats: dict[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
        return self.rows(stats, extra)[0]

    def finished(self, row: dict[str, Any]) -> int:
        return int(row["won"] + row["lost"])

    def add_played(self, row: dict[str, Any]) -> None:
        streaks.begin(row)

    def add_result(self, row: dict[str, Any], result: str, figures: Mapping[str, int]) -> None:
        streaks.finish(row, result == "won", figures)

    def leave(self, stats: dict[str, Any]) -> bool:
        """Every game still open was left: lost."""
        return any([streaks.leave(row) for row in stats["rows"].values()])  # a list: each row left

    def from_counts(self, data: Any) -> Any:
        """Format 1's counts (all variants together) as all deals' row; a game in progress
        is open in it, and in the row of the variant the options name now."""
        current = entry_from_won(data.get("current"))
        open_game = isinstance(current, dict) and current.get("played") is True and current.get("finished") is False
        every = streaks.from_counts(data["played"], data["won"], open_game)
        self.carry(data, every)
        rows = {ALL: every}
        if variants.declared(self.context.game) and every["open"]:
            rows[variants.key(variants.now(self.context))] = row = streaks.from_counts(1, 0, True)
            self.carry({}, row)
        return {"rows": rows, "current": current}

    def carry(self, data: Mapping[str, Any], row: dict[str, Any]) -> None:
        """Take the game's own keys of an older file's counts into ``row`` (none by default)."""

    def columns(self) -> list[str]:
        """The figures' names, translated."""
        return [QCoreApplication.translate("PatienceTally", column) for column in COLUMNS]

    def figures(self, row: dict[str, Any]) -> list[str]:
        """One row's figures as the dialog shows them."""
        moves, fastest = row["fewest_moves"], row["fastest_ms"]
        return [
            str(row["played"]),
            str(row["won"]),
            win_rate(row["won"], row["played"]),
            streak_text(row["streak"]),
            str(row["longest_won"]),
            str(row["longest_lost"]),
            "—" if moves is None else str(moves),
            "—" if fastest is None else format_duration(fastest),
        ]

    def table(self, stats: dict[str, Any]) -> StatisticsTable:
        """All deals, then each variant the game declares."""
        game, rows = self.context.game, stats["rows"]
        shown = [(QCoreApplication.translate("PatienceTally", "All deals"), rows[ALL])]
        for variant in variants.every(game) if variants.declared(game) else []:
            shown.append((variants.title(game, variant), rows.get(variants.key(variant)) or self.empty_row()))
        return StatisticsTable(self.columns(), [(title, self.figures(row)) for title, row in shown])


def streak_text(streak: int) -> str:
    """The current streak: "3 wins", "1 loss", or a dash before the first result."""
    return Streak().text(streak)


class Streak(QObject):
    """The current streak's words (a QObject: lupdate reads a count only in ``self.tr``)."""

    def text(self, streak: int) -> str:
        """ "3 wins", "1 loss", "—"."""
        if streak > 0:
            return self.tr("%n win(s)", "", streak)
        if streak < 0:
            return self.tr("%n loss(es)", "", -streak)
        return "—"
