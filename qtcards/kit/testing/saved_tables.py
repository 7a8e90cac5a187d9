"""Bad saved tables for a game's tests: the usual wrong numbers, and a window opened on one.

A game that reads its saved table with the kit's readers (``read_count``, ``read_deal``,
``check_table``) refuses the same wrong numbers as every other game; its tests name them
once with :func:`bad_counts` and :func:`bad_deals`, add the cases of its own piles, and
check each through the real load path with :func:`open_on_saved_table` and
:func:`assert_set_aside`::

    BAD = {**bad_counts("moves"), **bad_deals("deal", MAX_DEAL), "a card twice": twice}

    @pytest.mark.parametrize("case", sorted(BAD))
    def test_a_bad_saved_table_is_set_aside(game_window, case):
        game = open_on_saved_table(game_window, qtcards_golf, "golf", BAD[case](good()))
        assert_set_aside(game)  # a notice, the file kept aside, and a fresh deal
"""

from __future__ import annotations

import json
from typing import Any, Callable

from qtcards.kit.testing.drivers import GameWindow, GameWindows

#: A change made to a saved table (its JSON, as the game's ``to_json`` wrote it).
Change = Callable[[Any], Any]


def set_to(key: str, value: object) -> Change:
    """The table with ``key`` set to ``value``."""
    return lambda data: {**data, key: value}


def bad_counts(key: str) -> dict[str, Change]:
    """A count that is not a whole number from 0: a string, a float, ``true``, -1, 2**64."""
    values = {"a string": "7", "a float": 1.5, "true": True, "-1": -1, "2**64": 2**64}
    return {f"{key} {name}": set_to(key, value) for name, value in values.items()}


def bad_deals(key: str, last: int) -> dict[str, Change]:
    """A deal number that is not one of the game's: a string, a float, ``true``, -1, 10**12,
    2**64, and one past ``last``."""
    values = {"a string": "abc", "a float": 1.5, "true": True, "-1": -1, "10**12": 10**12, "2**64": 2**64}
    return {f"{key} {name}": set_to(key, value) for name, value in values.items()} | {
        f"{key} past the last": set_to(key, last + 1)
    }


def open_on_saved_table(
    game_window: GameWindows,
    plugin: object,
    game_id: str,
    table: Any,
    save: Callable[[GameWindow], None] = lambda game: None,
) -> GameWindow:
    """Open ``game_id`` (``save`` makes it save a game, if opening alone does not), write
    ``table`` as its saved game's only position, and open it again: the window a player
    meets after a damaged file."""
    first = game_window.open(plugin, game_id)
    save(first)
    first.close()
    saved = first.data_folder / "game.json"
    document = json.loads(saved.read_text(encoding="utf-8"))
    document["data"]["history"] = [table]
    document["data"]["index"], document["data"]["names"] = 0, []
    saved.write_text(json.dumps(document), encoding="utf-8")
    return game_window.open(plugin, game_id)


def assert_set_aside(game: GameWindow) -> None:
    """The saved game could not be read: the player was told, and the file kept aside."""
    assert [notice for notice in game.notices if "game.json" in notice and "could not be read" in notice]
    assert any(path.name.startswith("game.json.damaged-") for path in game.data_folder.iterdir())
