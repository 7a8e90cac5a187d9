"""The plugin kit: everything a game plugin imports from qtcards, in one namespace.

A game plugin writes ``from qtcards.kit import ...`` and nothing else of qtcards (a
test holds the built-in games and the example to it). docs/plugins.md lists each name;
the groups are:

- registration: ``hookimpl``, ``API_VERSION``, ``Game``, ``InfoField``, ``BoolOption``,
  ``ChoiceOption``, ``Option``;
- the view and its session: ``GameView``, ``GameContext``, ``StatisticsTable``,
  ``Session``, ``Ending``, ``by_legal_moves``, ``Tally``, ``best``, ``check_count``, ``is_count``,
  ``entry_from_won``;
- the table: ``Table``, ``CardItem``, ``PileMarker``, ``TableObject``, ``TableText``,
  ``Pile``, ``Face``, ``DeckRenderer``, ``ASPECT``, the suits ``CLUBS``, ``DIAMONDS``,
  ``HEARTS``, ``SPADES``, ``card_name``, ``rank_name``;
- the clock: ``GameClock``, ``format_duration``;
- the rules page: ``rules_page``;
- translations: ``linguist`` (the module: update and compile a plugin's catalogues).

Names load on first use, so that registering a game (which imports only ``hookimpl``,
``Game`` and friends) does not import the table or the session at start-up.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from ..hookspecs import hookimpl

_HOMES = {
    "qtcards.game": ("API_VERSION", "Game", "GameContext", "GameView", "InfoField", "StatisticsTable"),
    "qtcards.settings": ("BoolOption", "ChoiceOption", "Option"),
    "qtcards.kit.ending": ("Ending",),
    "qtcards.kit.session": ("Session",),
    "qtcards.kit.steps": ("by_legal_moves",),
    "qtcards.kit.tally": ("Tally", "best", "check_count", "entry_from_won", "is_count"),
    "qtcards.kit.clock": ("GameClock", "format_duration"),
    "qtcards.kit.panel": ("ResultPanel",),
    "qtcards.kit.rules_page": ("rules_page",),
    "qtcards.table": (
        "ASPECT", "CLUBS", "DIAMONDS", "HEARTS", "SPADES", "CardItem", "Cascade", "DeckRenderer", "Face", "FeltMessage", "Pile",
        "PileMarker", "Table", "TableObject", "TableText", "card_name", "rank_name",
    ),
}
_LAZY = {name: home for home, names in _HOMES.items() for name in names}
_MODULES = {"linguist": "qtcards.kit.linguist"}

__all__ = ["hookimpl", *_LAZY, *_MODULES]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        value = getattr(import_module(_LAZY[name]), name)
    elif name in _MODULES:
        value = import_module(_MODULES[name])
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value
