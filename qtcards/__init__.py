"""qtcards: a desktop card table that hosts card games as plugins.

Game plugins import what they need from :mod:`qtcards.kit` (docs/plugins.md). The
names below stay importable from here for plugins written before the kit: ``hookimpl``,
``Game``, ``GameView``, ``GameContext``, ``InfoField``, ``StatisticsTable``,
``BoolOption``, ``ChoiceOption`` and ``API_VERSION``. Only ``hookimpl`` is imported
eagerly, so that ``import qtcards`` stays cheap; the rest load Qt on first use.
"""

from typing import Any

from .hookspecs import hookimpl

__version__ = "0.1.0"

_LAZY = {
    "API_VERSION": "game",
    "Game": "game",
    "GameContext": "game",
    "GameView": "game",
    "InfoField": "game",
    "StatisticsTable": "game",
    "BoolOption": "settings",
    "ChoiceOption": "settings",
    "Option": "settings",
}

__all__ = ["__version__", "hookimpl", *_LAZY]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from importlib import import_module

        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
