"""Statistics that count each game once, even when the app is killed between two writes.

A game that keeps statistics and a saved game writes two files after a move that
changes both: the statistics first, then the game. The statistics carry a ``"current"``
entry, ``{"game": id, "won": bool}``, naming the game in progress by a random id (which
the saved game carries too) and saying that it is counted as played, and whether as
won. When a kill comes between the two writes, the resumed game finds its id in that
entry and does not count itself again (docs/reliability.md). Heart to Heart and the
Golf example use it; the plugin guide (docs/plugins.md) shows how.
"""

from __future__ import annotations

import random
from typing import Any


def new_game_id() -> int:
    """A random id for a new game (the statistics' "current" entry names the game by it)."""
    # What secrets.randbits does (the OS's random source), without importing secrets:
    # its hmac and hashlib load OpenSSL, 3 MB and 4 ms at start-up (docs/performance.md).
    return random.SystemRandom().getrandbits(53)


def is_count(value: Any) -> bool:
    """Whether ``value`` is a whole number >= 0 (and not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def current_entry(game_id: int, counted: bool, won_counted: bool) -> dict[str, Any] | None:
    """The ``"current"`` entry to write with the statistics (None: the game is not counted)."""
    return {"game": game_id, "won": won_counted} if counted else None


def read_current(data: dict[str, Any]) -> dict[str, Any] | None:
    """The statistics data's ``"current"`` entry, validated (None where there is none).

    :raises ValueError: when it is not ``{"game": id, "won": bool}``.
    """
    current = data.get("current")
    if current is not None and (
        not isinstance(current, dict) or not is_count(current.get("game")) or not isinstance(current.get("won"), bool)
    ):
        raise ValueError("bad current game entry")
    return current
