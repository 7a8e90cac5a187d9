"""The plugin kit: what a game plugin imports from qtcards.

A game imports nothing of qtcards but the kit (a test holds the built-in games and the
examples to it). The kit has three namespaces, so that a new author meets the first alone:

- ``qtcards.kit``, what every game is made of, and all that a patience on piles needs:
  the registration (``hookimpl``, ``API_VERSION``, ``Game``, ``InfoField``, the options
  ``BoolOption``, ``ChoiceOption``, ``Option``, and ``QT_TRANSLATE_NOOP`` for their
  words, typed); the rules of piles for a pure engine (``PatienceRules`` over piles
  declared with ``PileSpec``, of the kinds ``TABLEAU``, ``FOUNDATION``, ``CELL``,
  ``STOCK``, ``WASTE``; ``PileState``, ``PileMove``, ``IllegalMove``, ``Figures``; its saved table read and
  checked: ``read_keys``, ``read_count``, ``read_counts``, ``read_deal``, ``read_piles``,
  ``COUNT_LIMIT``, and ``check_table`` of the game's ``Deck``; the
  vocabulary of rules: a card's ``card_rank``, ``card_suit`` and ``is_red``,
  ``alternate_down``, ``suit_down``, ``rank_down``, ``suit_up``, ``to_empty``,
  ``to_cell``, ``in_sequence``, ``supermove``, ``adjacent``, the ranks ``ACE``,
  ``KING``, ``ANY``); reproducible deals (``shuffled``, and deal numbers: ``Deals``,
  ``DealCode``, ``DealError``); the view (``GameView``, ``GameContext``,
  ``StatisticsTable``, ``Pile`` for a table a view lays itself, and the whole view of a
  patience from its rules, ``PatienceView``); the rules page (``rules_page``, ``Figure``);
- :mod:`qtcards.kit.view`, for a view that lays out its own table (Heart to Heart,
  Hearts, Golf, Pyramid): the table and its cards, what can be played by keyboard,
  mouse, drag and screen reader, the session behind it (undo, saving, statistics,
  the end of a game), the clock, the win's cascade;
- :mod:`qtcards.kit.tools`, the tools around a game: its catalogues of translations
  (``Catalogues``, ``linguist``) and the random numbers under ``shuffled``.

A plugin's tests also have ``qtcards.kit.testing``, the pytest plugin qtcards installs
(fixtures that open the game in a real main window). docs/kit-reference.md documents
every name (``python -m tools.kit_reference`` writes it from the docstrings).

Names load on first use (:mod:`qtcards.kit.lazy`), so that registering a game (which
imports only ``hookimpl``, ``Game`` and friends) imports neither the table nor Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtcards.kit.hookspecs import hookimpl
from qtcards.kit.lazy import exported, lazy_names

if TYPE_CHECKING:  # what editors and type checkers see; at run time the names load lazily
    from qtcards.kit.deals import DealCode as DealCode, DealError as DealError, Deals as Deals
    from qtcards.kit.game import (
        API_VERSION as API_VERSION,
        Game as Game,
        GameContext as GameContext,
        GameView as GameView,
        InfoField as InfoField,
        StatisticsTable as StatisticsTable,
    )
    from qtcards.kit.options import BoolOption as BoolOption, ChoiceOption as ChoiceOption, Option as Option
    from qtcards.kit.patience import (
        Figures as Figures,
        IllegalMove as IllegalMove,
        PatienceRules as PatienceRules,
        PileMove as PileMove,
        PileState as PileState,
    )
    from qtcards.kit.patience_view import PatienceView as PatienceView
    from qtcards.kit.pile_rules import (
        ACE as ACE,
        ANY as ANY,
        KING as KING,
        adjacent as adjacent,
        alternate_down as alternate_down,
        card_rank as card_rank,
        card_suit as card_suit,
        in_sequence as in_sequence,
        is_red as is_red,
        rank_down as rank_down,
        suit_down as suit_down,
        suit_up as suit_up,
        supermove as supermove,
        to_cell as to_cell,
        to_empty as to_empty,
    )
    from qtcards.kit.pile_spec import (
        CELL as CELL,
        FOUNDATION as FOUNDATION,
        STOCK as STOCK,
        TABLEAU as TABLEAU,
        WASTE as WASTE,
        PileSpec as PileSpec,
    )
    from qtcards.kit.rules_page import Figure as Figure, rules_page as rules_page
    from qtcards.kit.saved_fields import (
        COUNT_LIMIT as COUNT_LIMIT,
        read_count as read_count,
        read_counts as read_counts,
        read_deal as read_deal,
        read_keys as read_keys,
        read_piles as read_piles,
    )
    from qtcards.kit.saved_table import Deck as Deck, check_table as check_table
    from qtcards.kit.search import (
        DEAL as DEAL,
        Deal as Deal,
        PatienceSpace as PatienceSpace,
        SearchSpace as SearchSpace,
    )
    from qtcards.kit.shuffle import shuffled as shuffled
    from qtcards.kit.solver import (
        LOST as LOST,
        UNDECIDED as UNDECIDED,
        WINNABLE as WINNABLE,
        Budget as Budget,
        Verdict as Verdict,
        WrongLine as WrongLine,
        solve as solve,
    )
    from qtcards.kit.solver_options import SOLVER_OPTIONS as SOLVER_OPTIONS, VERDICT_FIELD as VERDICT_FIELD
    from qtcards.qt.marked import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP
    from qtcards.table.piles import Pile as Pile

_HOMES = {
    "qtcards.kit.game": ("API_VERSION", "Game", "GameContext", "GameView", "InfoField", "StatisticsTable"),
    "qtcards.kit.options": ("BoolOption", "ChoiceOption", "Option"),
    "qtcards.qt.marked": ("QT_TRANSLATE_NOOP",),
    "qtcards.kit.patience": ("Figures", "IllegalMove", "PatienceRules", "PileMove", "PileState"),
    "qtcards.kit.pile_rules": (
        "ACE",
        "ANY",
        "KING",
        "adjacent",
        "alternate_down",
        "card_rank",
        "card_suit",
        "in_sequence",
        "is_red",
        "rank_down",
        "suit_down",
        "suit_up",
        "supermove",
        "to_cell",
        "to_empty",
    ),
    "qtcards.kit.saved_fields": ("COUNT_LIMIT", "read_count", "read_counts", "read_deal", "read_keys", "read_piles"),
    "qtcards.kit.saved_table": ("Deck", "check_table"),
    "qtcards.kit.pile_spec": ("CELL", "FOUNDATION", "STOCK", "TABLEAU", "WASTE", "PileSpec"),
    "qtcards.kit.shuffle": ("shuffled",),
    "qtcards.kit.deals": ("DealCode", "DealError", "Deals"),
    "qtcards.kit.patience_view": ("PatienceView",),
    "qtcards.table.piles": ("Pile",),
    "qtcards.kit.rules_page": ("Figure", "rules_page"),
    "qtcards.kit.search": ("DEAL", "Deal", "PatienceSpace", "SearchSpace"),
    "qtcards.kit.solver": ("LOST", "UNDECIDED", "WINNABLE", "Budget", "Verdict", "WrongLine", "solve"),
    "qtcards.kit.solver_options": ("SOLVER_OPTIONS", "VERDICT_FIELD"),
}

__all__ = ["hookimpl", *exported(_HOMES)]
__getattr__ = lazy_names(globals(), _HOMES)
