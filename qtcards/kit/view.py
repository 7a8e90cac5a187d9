"""The kit for a view that lays out its own table (``from qtcards.kit.view import ...``).

A patience on piles needs none of it: :class:`~qtcards.kit.PatienceView` draws the
table from the rules. A game with a table of its own (Heart to Heart, Hearts, Golf,
Pyramid) builds it from these:

- the table: ``Table``, ``CardItem``, ``Face``, ``PileMarker``, ``TableObject``,
  ``TableText``, ``Landing``, ``DeckRenderer``, ``ASPECT``, the suits ``CLUBS``,
  ``DIAMONDS``, ``HEARTS``, ``SPADES``, ``card_name``, ``rank_name``; the felt's passing
  words, ``FeltMessage``, and the win's celebration, ``Cascade``;
- what can be played, for keyboard, mouse, drag and screen reader: ``Spot`` and its
  states ``FREE``, ``COVERED``, ``BLOCKED``, ``SHOWN`` (a view declares them through
  ``GameView.spots``, ``act``, ``drop`` and ``clear_selection``); ``FirstHint``, what to
  click first on a first start;
- the session behind the view: ``Session`` (undo, the crash-safe save, the end of a
  game), ``by_legal_moves``, ``Ending``, ``ResultPanel``; statistics: ``Tally`` and its
  helpers ``best``, ``entry_from_won``, ``win_rate``, and a patience's, ``PatienceTally``
  (per variant, streaks, fewest moves, fastest win);
- the clock: ``GameClock``, ``format_duration``;
- the kit's solver on the game's own :class:`~qtcards.kit.SearchSpace` (a view with
  ``solver = True`` that has what ``SolverHost`` lists): ``Verdicts`` with
  ``VERDICT_BUDGET`` (the verdict in the status bar, the lost game's end panel),
  ``hint_step``, ``said_lost``, ``hint_action``, ``hint_text`` (Game › Hint along a winning
  line), ``Demo`` and ``WinnableDeals``;
- a Qt class of the game's own that overrides Qt methods: ``GuardedOverrides`` (the
  kit's classes above already derive from it).

The names load on first use, as :mod:`qtcards.kit`'s do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtcards.kit.lazy import exported, lazy_names

if TYPE_CHECKING:  # what editors and type checkers see; at run time the names load lazily
    from qtcards.kit.clock import GameClock as GameClock, format_duration as format_duration
    from qtcards.kit.demo import Demo as Demo
    from qtcards.kit.ending import Ending as Ending
    from qtcards.kit.hint import FirstHint as FirstHint
    from qtcards.kit.line_hint import (
        hint_action as hint_action,
        hint_step as hint_step,
        hint_text as hint_text,
        said_lost as said_lost,
    )
    from qtcards.kit.panel import ResultPanel as ResultPanel
    from qtcards.kit.patience_tally import PatienceTally as PatienceTally
    from qtcards.kit.session import Session as Session
    from qtcards.kit.solver_host import SolverHost as SolverHost
    from qtcards.kit.steps import by_legal_moves as by_legal_moves
    from qtcards.kit.tally import Tally as Tally, best as best, entry_from_won as entry_from_won, win_rate as win_rate
    from qtcards.kit.verdicts import VERDICT_BUDGET as VERDICT_BUDGET, Verdicts as Verdicts
    from qtcards.kit.winnable_deals import WinnableDeals as WinnableDeals
    from qtcards.qt.overrides import GuardedOverrides as GuardedOverrides
    from qtcards.table.cards import CardItem as CardItem
    from qtcards.table.cascade import Cascade as Cascade
    from qtcards.table.deck import (
        ASPECT as ASPECT,
        CLUBS as CLUBS,
        DIAMONDS as DIAMONDS,
        HEARTS as HEARTS,
        SPADES as SPADES,
        Face as Face,
    )
    from qtcards.table.items import TableObject as TableObject
    from qtcards.table.landing import Landing as Landing
    from qtcards.table.marks import FeltMessage as FeltMessage, PileMarker as PileMarker, TableText as TableText
    from qtcards.table.names import card_name as card_name, rank_name as rank_name
    from qtcards.table.renderer import DeckRenderer as DeckRenderer
    from qtcards.table.spots import BLOCKED as BLOCKED, COVERED as COVERED, FREE as FREE, SHOWN as SHOWN, Spot as Spot
    from qtcards.table.view import Table as Table

_HOMES = {
    "qtcards.table.view": ("Table",),
    "qtcards.table.cards": ("CardItem",),
    "qtcards.table.deck": ("ASPECT", "CLUBS", "DIAMONDS", "HEARTS", "SPADES", "Face"),
    "qtcards.table.items": ("TableObject",),
    "qtcards.table.marks": ("FeltMessage", "PileMarker", "TableText"),
    "qtcards.table.landing": ("Landing",),
    "qtcards.table.renderer": ("DeckRenderer",),
    "qtcards.table.names": ("card_name", "rank_name"),
    "qtcards.table.cascade": ("Cascade",),
    "qtcards.table.spots": ("BLOCKED", "COVERED", "FREE", "SHOWN", "Spot"),
    "qtcards.kit.hint": ("FirstHint",),
    "qtcards.kit.session": ("Session",),
    "qtcards.kit.steps": ("by_legal_moves",),
    "qtcards.kit.ending": ("Ending",),
    "qtcards.kit.panel": ("ResultPanel",),
    "qtcards.kit.patience_tally": ("PatienceTally",),
    "qtcards.kit.tally": ("Tally", "best", "entry_from_won", "win_rate"),
    "qtcards.kit.clock": ("GameClock", "format_duration"),
    "qtcards.kit.solver_host": ("SolverHost",),
    "qtcards.kit.verdicts": ("VERDICT_BUDGET", "Verdicts"),
    "qtcards.kit.line_hint": ("hint_action", "hint_step", "hint_text", "said_lost"),
    "qtcards.kit.demo": ("Demo",),
    "qtcards.kit.winnable_deals": ("WinnableDeals",),
    "qtcards.qt.overrides": ("GuardedOverrides",),
}

__all__ = exported(_HOMES)
__getattr__ = lazy_names(globals(), _HOMES)
