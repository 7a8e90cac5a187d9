"""The player's Hearts files: statistics per difficulty and the game in progress.

Both are plain JSON data (the host's :class:`qtcards.storage.Storage` adds the format
version and writes atomically); the readers below validate what they load and raise
``ValueError`` (or ``KeyError``/``TypeError``) on anything else, so that the storage sets
a damaged file aside.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .engine import State

LEVEL_KEYS = ("easy", "normal", "hard")
COUNTS = ("played", "wins", "losses", "draws", "time_ms")

SAVE_NAME = "game"
SAVE_FORMAT = 1
STATS_NAME = "statistics"
STATS_FORMAT = 1

RESULT_KEY = {"win": "wins", "loss": "losses", "draw": "draws"}


def empty_stats() -> dict[str, dict[str, int]]:
    """Statistics before the first game: zero everything, per level."""
    return {level: dict.fromkeys(COUNTS, 0) for level in LEVEL_KEYS}


def _count(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{what} must be a whole number of at least 0, not {value!r}")
    return value


def read_stats(data: Any) -> dict[str, dict[str, int]]:
    """Validate the statistics file's data."""
    if not isinstance(data, dict):
        raise ValueError("statistics must be an object")
    stats = empty_stats()
    for level in LEVEL_KEYS:
        row = data[level]
        if not isinstance(row, dict):
            raise ValueError(f"statistics of {level} must be an object")
        for key in COUNTS:
            stats[level][key] = _count(row[key], f"{level} {key}")
        done = stats[level]
        if done["wins"] + done["losses"] + done["draws"] > done["played"]:
            raise ValueError(f"more {level} games finished than played")
    return stats


@dataclass(frozen=True)
class SavedGame:
    """A game in progress as saved: the engine's state and what the view adds to it."""

    state: State
    level: str
    picks: tuple[int, ...]
    elapsed_ms: int
    banked_ms: int
    game_id: int | None = None  # None in files written before games had an id

    def to_json(self) -> dict[str, Any]:
        data = {
            "state": self.state.to_json(),
            "level": self.level,
            "picks": sorted(self.picks),
            "elapsed_ms": self.elapsed_ms,
            "banked_ms": self.banked_ms,
        }
        if self.game_id is not None:
            data["id"] = self.game_id
        return data


def read_saved_game(data: Any) -> SavedGame:
    """Validate a saved game (the engine replays the state through the rules)."""
    if not isinstance(data, dict):
        raise ValueError("a saved game must be an object")
    state = State.from_json(data["state"])
    level = data["level"]
    if level not in LEVEL_KEYS:
        raise ValueError(f"unknown level {level!r}")
    picks = data["picks"]
    if not isinstance(picks, list) or len(picks) > 3 or len(set(picks)) != len(picks):
        raise ValueError("picks must be up to 3 different cards")
    if any(not isinstance(card, int) or isinstance(card, bool) for card in picks):
        raise ValueError("picks must be cards")
    if picks and (state.phase != "pass" or not set(picks) <= set(state.hands[0])):
        raise ValueError("picks must be cards of your hand while passing")
    elapsed = _count(data["elapsed_ms"], "elapsed_ms")
    banked = _count(data["banked_ms"], "banked_ms")
    if banked > elapsed:
        raise ValueError("more time banked than played")
    game_id = data.get("id")
    if game_id is not None:
        _count(game_id, "id")
    return SavedGame(state, level, tuple(sorted(picks)), elapsed, banked, game_id)


def read_current(data: Any) -> dict[str, Any] | None:
    """The statistics' entry about the game in progress, or None (older files have none).

    ``{"game": id, "played": bool, "finished": bool, "banked_ms": int}``: whether that
    game is counted as played, whether its result is counted, and how much of its play
    time is in ``time_ms``. The statistics are written before the saved game, so after a
    crash between the two writes this entry knows what the saved game does not.
    """
    current = data.get("current")
    if current is None:
        return None
    if not isinstance(current, dict) or set(current) != {"game", "played", "finished", "banked_ms"}:
        raise ValueError("the current game entry must be an object with game, played, finished, banked_ms")
    if not isinstance(current["played"], bool) or not isinstance(current["finished"], bool):
        raise ValueError("played and finished must be true or false")
    _count(current["game"], "current game")
    _count(current["banked_ms"], "current banked_ms")
    return current


def read_stats_file(data: Any) -> tuple[dict[str, dict[str, int]], dict[str, Any] | None]:
    """The statistics and their entry about the game in progress."""
    return read_stats(data), read_current(data)
