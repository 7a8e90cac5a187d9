"""The qtcards plugin API: the hooks a game plugin implements.

A plugin is a module (or any object) registered under the entry-point group
``qtcards.games`` (see :data:`ENTRY_POINT_GROUP`). It implements hooks marked with
:data:`hookimpl`, which :mod:`qtcards.kit` re-exports::

    from qtcards.kit import Game, hookimpl

    PLUGIN_API = 1  # the API version the plugin is written for, written out

    @hookimpl
    def qtcards_register_games(register):
        register(Game(id="golf", api_version=PLUGIN_API, ...))

The host loads each entry point lazily, in its own ``try``/``except``: a plugin that
fails to import, registers nonsense, repeats an id, wants another API version, or raises
while its game is played is reported to the player and disabled, and the app goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pluggy

if TYPE_CHECKING:
    from qtcards.kit.game import Game

PROJECT = "qtcards"
ENTRY_POINT_GROUP = "qtcards.games"

hookspec = pluggy.HookspecMarker(PROJECT)
#: Marks a plugin's functions as implementations of these hooks: ``@hookimpl``.
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def qtcards_register_games(register: Callable[[Game], None]) -> None:
    """Register the games this plugin provides.

    Called once per plugin, right after the plugin is loaded at start-up, before the
    main window shows a game.

    :param register: call it once for each game, with a :class:`qtcards.kit.Game`. The host
        validates it at once: an id that is not a stable lower-case string
        (``[a-z0-9][a-z0-9_.-]*``), an ``api_version`` other than
        :data:`qtcards.kit.API_VERSION`, an empty title, a view factory that is not
        callable, an option the Settings dialog cannot show (not a
        :class:`qtcards.kit.BoolOption` or :class:`qtcards.kit.ChoiceOption`, a key used
        twice, a default that is not one of its choices...), an id that another plugin
        has already registered, or a built-in game's id make the host refuse the whole
        plugin, with a message naming the plugin and the fault (and the option and why).
    :return: nothing; what the hook returns is ignored.

    Keep this hook light: import the game's view and engine inside the view factory,
    not at module level, so that games not being played cost nothing at start-up. A hook
    (or an import) that takes longer than the host's deadline (10 seconds) is
    left behind: the app starts without the plugin.
    """


@hookspec
def qtcards_app_started(version: str) -> None:
    """Tell the plugin that the host is up and its window is about to show.

    Called once, after every plugin has registered its games and before the first game
    is opened. A plugin may use it to prepare caches or log its own version; it must not
    block. An exception raised here disables the plugin like any other plugin fault.

    :param version: the host's version string (``qtcards.__version__``).
    :return: nothing; what the hook returns is ignored.
    """
