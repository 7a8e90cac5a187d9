"""Shared by the tests that host plugins: a plugin module made from source, a registry
of plugins, and shown main windows that are closed (and the hooks restored) at the end.
(The built-in games' window of the scripts that drive the app is
``benchmarks.drivers.table_players.built_in_window``.)"""

from __future__ import annotations

import sys
import types
from typing import Callable, Iterator

from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow


def module_from_source(name: str, source: str) -> types.ModuleType:
    """A plugin module of its own name (its frames carry that name, as an installed one's)."""
    module = types.ModuleType(name)
    exec(compile(source, f"<{name}>", "exec"), module.__dict__)
    return module


def registry_of(*plugins: tuple[types.ModuleType, str]) -> GameRegistry:
    """A registry of these ``(module, name)`` plugins, each accepted."""
    games = GameRegistry()
    for module, name in plugins:
        assert games.add_plugin(module, name), games.faults
    return games


def shown_windows(qtbot, size: tuple[int, int] | None = None) -> Iterator[Callable[[GameRegistry], MainWindow]]:
    """A fixture's body: makes shown main windows; at the end closes them and puts back
    ``sys.excepthook`` and ``sys.exit`` (the window and the rescue replace them)."""
    hook, exit_ = sys.excepthook, sys.exit
    windows: list[MainWindow] = []

    def make(games: GameRegistry) -> MainWindow:
        window = MainWindow(games, "en")
        qtbot.addWidget(window)
        if size is not None:
            window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in reversed(windows):
        if window.isVisible():
            window.close()
    sys.excepthook, sys.exit = hook, exit_
