"""Fake plugins for the plugin tests: a game to register, plugins as an object and as a
module, an entry point, and the faults of a registry in short."""

from __future__ import annotations

import types
from typing import Any, Callable

from qtcards.kit import hookimpl
from qtcards.kit.game import API_VERSION, Game, InfoField
from qtcards.kit.options import BoolOption
from qtcards.plugin_host.registry import GameRegistry


def make_game(game_id: str = "golf", **changes: Any) -> Game:
    """A valid game (Golf, one option, one info field), with these fields changed."""
    fields: dict[str, Any] = dict(
        id=game_id,
        api_version=API_VERSION,
        title="Golf",
        context="TestGolf",
        create_view=lambda context: None,
        options=(BoolOption("aid", "Placement aid", True),),
        info_fields=(InfoField("score", "Score"),),
    )
    fields.update(changes)
    return Game(**fields)


class GamesPlugin:
    """A plugin (an instance of a class) that registers the given objects."""

    def __init__(self, *games: Any) -> None:
        self.games = games

    @hookimpl
    def qtcards_register_games(self, register: Callable[[Any], None]) -> None:
        for game in self.games:
            register(game)


def module_plugin(module_name: str, *games: Any) -> types.ModuleType:
    """A plugin that is a module object, as an entry point gives it."""
    module = types.ModuleType(module_name)

    @hookimpl
    def qtcards_register_games(register: Callable[[Any], None]) -> None:
        for game in games:
            register(game)

    module.qtcards_register_games = qtcards_register_games
    return module


class FakeEntryPoint:
    """An entry point of this name whose ``load`` is the given callable."""

    def __init__(self, name: str, load: Callable[[], object]) -> None:
        self.name = name
        self.load = load


def faults_of(registry: GameRegistry) -> list[tuple[str, str]]:
    """Each fault of the registry as ``(plugin, kind)``."""
    return [(fault.plugin, fault.kind) for fault in registry.faults]
