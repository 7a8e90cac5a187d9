"""A game's statistics, each game counted exactly once across crashes and resets.

The session writes the statistics before the saved game. Beside the counts they carry
a ``"current"`` entry naming the game in progress by a random id (which the saved game
carries too) and saying what of it is counted: as played, and its result. When the app
is killed between the two writes, the resumed game finds its id in that entry and does
not count itself again; statistics that were lost or set aside meanwhile know nothing
of it, and it is counted again in the fresh ones (docs/reliability.md).

A game describes its statistics with a :class:`Tally`; the session does the counting.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication

from qtcards.kit.counts import check_count
from qtcards.kit.game import StatisticsTable


def new_game_id() -> int:
    """A random id for a new game (the statistics' "current" entry names the game by it)."""
    # What secrets.randbits does (the OS's random source), without importing secrets:
    # its hmac and hashlib load OpenSSL, 3 MB and 4 ms at start-up (docs/performance.md).
    return random.SystemRandom().getrandbits(53)


class Counted:
    """What the statistics hold of the game in progress: its id, whether it is counted
    as played and whether its result is, and the game's own ``extra`` (a time banked)."""

    def __init__(self, game: int, played: bool = False, finished: bool = False, extra: Any = None) -> None:
        self.game = game
        self.played = played
        self.finished = finished
        self.extra = extra

    def entry(self) -> dict[str, Any] | None:
        """The ``"current"`` entry to write (None: nothing of this game is counted)."""
        if not (self.played or self.finished or self.extra):
            return None
        entry = {"game": self.game, "played": self.played, "finished": self.finished}
        if self.extra is not None:
            entry["extra"] = self.extra
        return entry


def read_entry(data: Mapping[str, Any]) -> Counted | None:
    """The statistics data's ``"current"`` entry, validated (None where there is none).

    Files of today's format hold ``{"game", "played", "finished"[, "extra"]}``;
    :func:`entry_from_won` and the games' migrations turn older entries into it.
    """
    current = data.get("current")
    if current is None:
        return None
    if not isinstance(current, dict) or not set(current) <= {"game", "played", "finished", "extra"}:
        raise ValueError("bad current game entry")
    if not isinstance(current.get("played"), bool) or not isinstance(current.get("finished"), bool):
        raise ValueError("played and finished must be true or false")
    return Counted(
        check_count(current.get("game"), "the current game"),
        current["played"],
        current["finished"],
        current.get("extra"),
    )


def entry_from_won(current: Any) -> Any:
    """An older ``{"game": id, "won": bool}`` entry in today's form (a migration step):
    such an entry meant the game was counted as played, and as won when ``won``."""
    if isinstance(current, dict) and set(current) == {"game", "won"}:
        return {"game": current["game"], "played": True, "finished": current["won"]}
    return current


class Tally:
    """How a game counts: the shape of its statistics and what a game adds to them.

    The defaults count games played and won (``{"played": n, "won": n}``); a game adds
    its own figures by overriding :meth:`empty`, :meth:`read` and :meth:`add_result`.
    Statistics kept in rows (per difficulty, say) override :meth:`row` too.
    """

    #: The statistics file's name in the game's storage.
    name = "statistics"
    #: The format of the statistics the tally writes: raise it when their shape changes.
    format = 1
    #: ``{n: f}``: ``f`` turns statistics of format ``n`` into format ``n + 1`` (as a
    #: storage's ``load`` takes them).
    migrations: Mapping[int, Any] = {}
    #: Whether each row keeps the total play time (``"time_ms"``), banked as play goes on.
    keeps_time = False

    def empty(self) -> dict[str, Any]:
        """Statistics before the first game."""
        return {"played": 0, "won": 0}

    def read(self, data: Any) -> dict[str, Any]:
        """Validate the file's data (without ``"current"``); raise ``ValueError``.

        The default takes each key of :meth:`empty` from ``data`` and checks that
        ``played`` and ``won`` are counts, no more wins than games: an override calls it
        first, then checks the game's own keys."""
        stats = self.empty()
        for key in stats:
            stats[key] = data[key]
        for key in ("played", "won"):
            check_count(stats[key], key)
        if stats["won"] > stats["played"]:
            raise ValueError("more games won than played")
        return stats

    def row(self, stats: dict[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
        """The counts a game adds to; ``extra`` is the game's own saved values (its
        difficulty, say, for statistics kept per difficulty)."""
        return stats

    def rows(self, stats: dict[str, Any], extra: Mapping[str, Any]) -> list[dict[str, Any]]:
        """Every row a game counts in, its own first (a variant's, then all deals', say):
        :meth:`row` alone by default."""
        return [self.row(stats, extra)]

    def add_played(self, row: dict[str, Any]) -> None:
        """Count a game as played in ``row``."""
        row["played"] += 1

    def leave(self, stats: dict[str, Any]) -> bool:
        """A new game starts over the one in progress: count what a game left unfinished
        means (a loss, say); whether the statistics changed. Nothing by default."""
        return False

    def finished(self, row: dict[str, Any]) -> int:
        """How many games of a row have a counted result."""
        won: int = row["won"]  # a count: :meth:`read` checked it
        return won

    def add_result(self, row: dict[str, Any], result: str, figures: Mapping[str, int]) -> None:
        """Count a game's result once: ``result`` is the game's word for it ("won",
        "lost", ...), ``figures`` its numbers (time, moves, score) for records."""
        if result == "won":
            row["won"] += 1

    def note(self, row: dict[str, Any], result: str, figures: Mapping[str, int]) -> None:
        """Record a stop that is not the game's end (a lost patience Undo can still turn
        round); called at every such stop, so only what may be done again belongs here
        (a best score, say)."""

    def table(self, stats: dict[str, Any]) -> StatisticsTable | None:
        """The statistics as the host's dialog shows them (translated); None for none.

        None by default: a game that shows statistics overrides it (:func:`win_rate`
        writes a share of wins)."""
        return None


def load_statistics(storage: Any, tally: Tally) -> tuple[dict[str, Any], Counted | None, bool]:
    """A game's statistics from its ``storage`` (a :class:`qtcards.files.storage.Storage`),
    the entry about its game in progress, and whether they were read from a file (not
    started afresh: there was none, or it was set aside)."""

    def read(data: Any) -> tuple[dict[str, Any], Counted | None]:
        return tally.read(data), read_entry(data)

    loaded = storage.load(tally.name, tally.format, read, tally.migrations)
    if loaded is None:
        return tally.empty(), None, False
    return loaded[0], loaded[1], True


def win_rate(wins: int, played: int) -> str:
    """Wins as a share of the games played, as a statistics table shows it ("40%"; a
    dash before the first game). Games left unfinished count as played, not won."""
    if played <= 0:
        return "—"
    return QCoreApplication.translate("Tally", "{0}%").format(round(100 * wins / played))


def best(old: int | None, new: int) -> int:
    """The lower of a record and a new figure (None: no record yet)."""
    return new if old is None else min(old, new)
