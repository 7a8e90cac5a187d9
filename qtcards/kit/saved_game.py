"""A game in progress as its saved file holds it: the states the undo stack can reach,
each step's name, the undo index, what of it is counted, and the game's own values.

The whole history is written at every save, in one checked write (``Storage.save``): a
file holds one consistent game or the one before it, never a journal to replay. What
this costs is the JSON of each state, which is made once per state (:class:`Step`
keeps it) rather than at every save; ``python -m benchmarks.session_save`` measures a
save at 1 and at 100 moves (docs/performance.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from qtcards.kit.counts import check_count
from qtcards.kit.tally import Counted, new_game_id

#: The saved game's format; each game gives the steps from its own older files to it.
SAVE_FORMAT = 2


@dataclass
class SavedGame:
    """A saved game read back and checked.

    :param history: the states, oldest first; ``index`` is the one on the table.
    :param names: each step's ``(context, name)`` for the Edit menu (None: not saved, as
        in files of older versions).
    """

    history: list[Any]
    names: list[tuple[str, str]] | None
    index: int
    counted: Counted
    extra: dict[str, Any]
    elapsed_ms: int


def encode(
    history: list[Any], names: list[tuple[str, str]], index: int, counted: Counted, extra: dict[str, Any]
) -> dict[str, Any]:
    """The saved file's data: ``history`` is the states' JSON, oldest first."""
    data: dict[str, Any] = {
        "history": history,
        "names": [list(name) for name in names],
        "index": index,
        "id": counted.game,
        "counted": counted.played,
        "finished": counted.finished,
        "extra": extra,
    }
    if counted.extra is not None:
        data["banked_ms"] = counted.extra
    return data


def _names(value: Any, steps: int) -> list[tuple[str, str]] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != steps:
        raise ValueError("a name for each step")
    pairs = [(pair[0], pair[1]) for pair in value if isinstance(pair, list) and len(pair) == 2]
    if len(pairs) != steps or not all(isinstance(part, str) for pair in pairs for part in pair):
        raise ValueError("each step's name is a context and a text")
    return pairs


def read(
    data: Any,
    from_json: Callable[[Any], Any],
    undo_limit: int,
    follows: Callable[[Any, Any], bool] | None,
    read_extra: Callable[[dict[str, Any], Any], dict[str, Any]],
) -> SavedGame:
    """Check a saved file's data and read its states (raise ``ValueError`` or ``KeyError``)."""
    if not isinstance(data, dict) or not isinstance(data["history"], list):
        raise ValueError("a saved game holds a history")
    history = [from_json(item) for item in data["history"]]
    index = data["index"]
    if not history or len(history) > max(1, undo_limit + 1):
        raise ValueError("bad history length")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(history):
        raise ValueError("bad undo index")
    if not isinstance(data["counted"], bool) or not isinstance(data["finished"], bool):
        raise ValueError("bad flags")
    game = data.get("id")
    game = new_game_id() if game is None else check_count(game, "the game id")
    extra = data["extra"]
    if not isinstance(extra, dict):
        raise ValueError("bad extra values")
    elapsed = check_count(extra.get("elapsed_ms", 0), "elapsed_ms")
    banked = data.get("banked_ms")
    if banked is not None and check_count(banked, "banked_ms") > elapsed:
        raise ValueError("more time banked than played")
    if follows is not None and not all(follows(a, b) for a, b in zip(history, history[1:])):
        raise ValueError("the history is not a sequence of legal moves")
    names = _names(data.get("names"), len(history) - 1)
    mine = read_extra({k: v for k, v in extra.items() if k != "elapsed_ms"}, history[index])
    return SavedGame(history, names, index, Counted(game, data["counted"], data["finished"], banked), mine, elapsed)
