"""Counting a game once across crashes (plugin API 1, deprecated).

The game session (:class:`qtcards.kit.Session`) counts statistics now, with
:mod:`qtcards.kit.tally`. This module stays for plugins written against the guide's
earlier "Counting a game once" section, for the support period docs/plugins.md
promises (one minor release and six months); importing it logs a warning.
"""

from __future__ import annotations

import logging
from typing import Any

from .kit.tally import is_count, new_game_id

logging.getLogger(__name__).warning("qtcards.records is deprecated: use qtcards.kit.Session (docs/plugins.md)")

__all__ = ["current_entry", "is_count", "new_game_id", "read_current"]


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
