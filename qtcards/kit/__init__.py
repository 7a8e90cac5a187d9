"""The plugin kit: everything a game plugin imports from qtcards, in one namespace.

A game plugin writes ``from qtcards.kit import ...`` and nothing else of qtcards (a
test holds the built-in games and the example to it). docs/kit-reference.md documents
each name (``python -m tools.kit_reference`` writes it from the docstrings);
the groups are:

- registration: ``hookimpl``, ``API_VERSION``, ``Game``, ``InfoField``, ``BoolOption``,
  ``ChoiceOption``, ``Option``;
- the view and its session: ``GameView``, ``GameContext``, ``StatisticsTable``,
  ``Session``, ``Ending``, ``by_legal_moves``, ``Tally``, ``best``, ``check_count``, ``is_count``,
  ``entry_from_won``, ``FirstHint`` (what to click first, on a first start);
- the table: ``Table``, ``CardItem``, ``PileMarker``, ``TableObject``, ``TableText``,
  ``Pile``, ``Face``, ``Landing``, ``DeckRenderer``, ``ASPECT``, the suits ``CLUBS``, ``DIAMONDS``,
  ``HEARTS``, ``SPADES``, ``card_name``, ``rank_name``;
- what can be played, for keyboard, mouse, drag and screen reader: ``Spot`` and its
  states ``FREE``, ``COVERED``, ``BLOCKED``, ``SHOWN`` (a view declares them through
  ``GameView.spots``, ``act``, ``drop`` and ``clear_selection``);
- deal numbers: ``Deals``, ``DealCode``, ``DealError``;
- reproducible deals for a pure engine: ``shuffled``, ``splitmix64`` (no Qt);
- piles with rules for a patience's pure engine (no Qt): ``PatienceRules``, ``PileState``,
  ``PileMove``, ``IllegalMove``, a card's ``card_rank``, ``card_suit`` and ``is_red``, and
  the pile kinds ``TABLEAU``, ``FOUNDATION``, ``CELL``, ``STOCK``, ``WASTE``; and their
  whole view, ``PatienceView``;
- the table's passing words and the win's celebration: ``FeltMessage``, ``Cascade``;
- the clock: ``GameClock``, ``format_duration``;
- the rules page: ``rules_page`` and its pictures, ``Figure``;
- translations: ``Catalogues`` (a plugin's catalogues by convention: checked by one
  call in its tests, updated by ``python -m qtcards.kit.catalogues PACKAGE``) and
  ``linguist`` (the module of the steps underneath);
- a Qt class of the plugin's own that overrides Qt methods: ``GuardedOverrides`` (the
  kit's classes above already derive from it).

A plugin's tests also have ``qtcards.kit.testing``, the pytest plugin qtcards installs
(fixtures that open the game in a real main window).

Names load on first use, so that registering a game (which imports only ``hookimpl``,
``Game`` and friends) does not import the table or the session at start-up.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from qtcards.kit.hookspecs import hookimpl

if TYPE_CHECKING:  # what editors and type checkers see; at run time the names load lazily
    from qtcards.kit import linguist as linguist
    from qtcards.kit.catalogues import Catalogues as Catalogues
    from qtcards.kit.clock import GameClock as GameClock
    from qtcards.kit.clock import format_duration as format_duration
    from qtcards.kit.deals import DealCode as DealCode
    from qtcards.kit.deals import DealError as DealError
    from qtcards.kit.deals import Deals as Deals
    from qtcards.kit.ending import Ending as Ending
    from qtcards.kit.game import API_VERSION as API_VERSION
    from qtcards.kit.game import Game as Game
    from qtcards.kit.game import GameContext as GameContext
    from qtcards.kit.game import GameView as GameView
    from qtcards.kit.game import InfoField as InfoField
    from qtcards.kit.game import StatisticsTable as StatisticsTable
    from qtcards.kit.hint import FirstHint as FirstHint
    from qtcards.kit.options import BoolOption as BoolOption
    from qtcards.kit.options import ChoiceOption as ChoiceOption
    from qtcards.kit.options import Option as Option
    from qtcards.kit.panel import ResultPanel as ResultPanel
    from qtcards.kit.patience import CELL as CELL
    from qtcards.kit.patience import FOUNDATION as FOUNDATION
    from qtcards.kit.patience import STOCK as STOCK
    from qtcards.kit.patience import TABLEAU as TABLEAU
    from qtcards.kit.patience import WASTE as WASTE
    from qtcards.kit.patience import IllegalMove as IllegalMove
    from qtcards.kit.patience import PatienceRules as PatienceRules
    from qtcards.kit.patience import PileMove as PileMove
    from qtcards.kit.patience import PileState as PileState
    from qtcards.kit.patience import card_rank as card_rank
    from qtcards.kit.patience import card_suit as card_suit
    from qtcards.kit.patience import is_red as is_red
    from qtcards.kit.patience_view import PatienceView as PatienceView
    from qtcards.kit.rules_page import Figure as Figure
    from qtcards.kit.rules_page import rules_page as rules_page
    from qtcards.kit.session import Session as Session
    from qtcards.kit.shuffle import shuffled as shuffled
    from qtcards.kit.shuffle import splitmix64 as splitmix64
    from qtcards.kit.steps import by_legal_moves as by_legal_moves
    from qtcards.kit.tally import Tally as Tally
    from qtcards.kit.tally import best as best
    from qtcards.kit.tally import check_count as check_count
    from qtcards.kit.tally import entry_from_won as entry_from_won
    from qtcards.kit.tally import is_count as is_count
    from qtcards.kit.tally import win_rate as win_rate
    from qtcards.qt.overrides import GuardedOverrides as GuardedOverrides
    from qtcards.table import (
        ASPECT as ASPECT,
    )
    from qtcards.table import (
        CLUBS as CLUBS,
    )
    from qtcards.table import (
        DIAMONDS as DIAMONDS,
    )
    from qtcards.table import (
        HEARTS as HEARTS,
    )
    from qtcards.table import (
        SPADES as SPADES,
    )
    from qtcards.table import (
        CardItem as CardItem,
    )
    from qtcards.table import (
        Cascade as Cascade,
    )
    from qtcards.table import (
        DeckRenderer as DeckRenderer,
    )
    from qtcards.table import (
        Face as Face,
    )
    from qtcards.table import (
        FeltMessage as FeltMessage,
    )
    from qtcards.table import (
        Landing as Landing,
    )
    from qtcards.table import (
        Pile as Pile,
    )
    from qtcards.table import (
        PileMarker as PileMarker,
    )
    from qtcards.table import (
        Table as Table,
    )
    from qtcards.table import (
        TableObject as TableObject,
    )
    from qtcards.table import (
        TableText as TableText,
    )
    from qtcards.table import (
        card_name as card_name,
    )
    from qtcards.table import (
        rank_name as rank_name,
    )
    from qtcards.table.spots import BLOCKED as BLOCKED
    from qtcards.table.spots import COVERED as COVERED
    from qtcards.table.spots import FREE as FREE
    from qtcards.table.spots import SHOWN as SHOWN
    from qtcards.table.spots import Spot as Spot

_HOMES = {
    "qtcards.kit.game": ("API_VERSION", "Game", "GameContext", "GameView", "InfoField", "StatisticsTable"),
    "qtcards.kit.options": ("BoolOption", "ChoiceOption", "Option"),
    "qtcards.kit.ending": ("Ending",),
    "qtcards.kit.session": ("Session",),
    "qtcards.kit.steps": ("by_legal_moves",),
    "qtcards.kit.tally": ("Tally", "best", "check_count", "entry_from_won", "is_count", "win_rate"),
    "qtcards.kit.clock": ("GameClock", "format_duration"),
    "qtcards.kit.deals": ("DealCode", "DealError", "Deals"),
    "qtcards.kit.panel": ("ResultPanel",),
    "qtcards.kit.hint": ("FirstHint",),
    "qtcards.kit.rules_page": ("Figure", "rules_page"),
    "qtcards.kit.shuffle": ("shuffled", "splitmix64"),
    "qtcards.kit.catalogues": ("Catalogues",),
    "qtcards.kit.patience_view": ("PatienceView",),
    "qtcards.kit.patience": (
        "CELL",
        "FOUNDATION",
        "STOCK",
        "TABLEAU",
        "WASTE",
        "IllegalMove",
        "PatienceRules",
        "PileMove",
        "PileState",
        "card_rank",
        "card_suit",
        "is_red",
    ),
    "qtcards.table.spots": ("BLOCKED", "COVERED", "FREE", "SHOWN", "Spot"),
    "qtcards.qt.overrides": ("GuardedOverrides",),
    "qtcards.table": (
        "ASPECT",
        "CLUBS",
        "DIAMONDS",
        "HEARTS",
        "SPADES",
        "CardItem",
        "Cascade",
        "DeckRenderer",
        "Face",
        "FeltMessage",
        "Landing",
        "Pile",
        "PileMarker",
        "Table",
        "TableObject",
        "TableText",
        "card_name",
        "rank_name",
    ),
}
_LAZY = {name: home for home, names in _HOMES.items() for name in names}
_MODULES = {"linguist": "qtcards.kit.linguist"}

__all__ = ["hookimpl", *_LAZY, *_MODULES]


def __getattr__(name: str) -> Any:
    """Load a kit name on first use (registering a game must not import the table)."""
    if name in _LAZY:
        home = import_module(_LAZY[name])
        value = getattr(home, name)
        short = home.__name__.rpartition(".")[2]
        if short in _LAZY and globals().get(short) is home:
            # Importing qtcards.kit.rules_page bound the module to this package's
            # ``rules_page``, a kit name for the function it holds: forget the binding.
            del globals()[short]
    elif name in _MODULES:
        value = import_module(_MODULES[name])
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value
