"""The solver's options and info field, for a pile game's registration (cheap to import).

A game whose view the kit's solver serves (``GameView.solver``: every
:class:`~qtcards.kit.PatienceView`) is given :data:`SOLVER_OPTIONS` among its ``options``
and :data:`VERDICT_FIELD` among its ``info_fields`` by the host (:func:`with_solver`), so
that it lists neither; the view then shows the solver's verdict there and offers winnable
deals only (:mod:`qtcards.kit.verdicts`). Their
words are the kit's, in the context "Solver": :meth:`qtcards.kit.Game.translate` finds them
there when the game's own catalogue has none.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import replace
from typing import TYPE_CHECKING

from qtcards.kit.game import Game, InfoField
from qtcards.kit.options import BoolOption
from qtcards.qt.marked import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from qtcards.kit.game import GameView

#: The kit's option that shows the solver's verdict.
SHOW_VERDICT = BoolOption(
    "solver_verdict",
    QT_TRANSLATE_NOOP("Solver", "Say whether the deal can be won"),
    True,
    QT_TRANSLATE_NOOP("Solver", "The solver's verdict in the status bar, after each move."),
)
#: The kit's option that deals only deals the solver has won, for a new random deal.
WINNABLE_ONLY = BoolOption(
    "winnable_only",
    QT_TRANSLATE_NOOP("Solver", "Winnable deals only"),
    False,
    QT_TRANSLATE_NOOP("Solver", "A new random deal is one the solver has won; a deal number typed plays any deal."),
)
SOLVER_OPTIONS = (SHOW_VERDICT, WINNABLE_ONLY)
"""The solver's options, among a solver game's ``options``."""
#: The info field the verdict is shown in, among a solver game's ``info_fields``.
VERDICT_FIELD = InfoField("verdict", QT_TRANSLATE_NOOP("Solver", "Solver"), show_label=False)


def with_solver(game: Game) -> Game:
    """``game`` with the solver's options and verdict field it does not list yet (the host
    gives them to every game whose view the kit's solver serves: ``GameView.solver``);
    ``game`` itself when it lists them all."""
    options = tuple(option for option in SOLVER_OPTIONS if option.key not in {o.key for o in game.options})
    fields = () if VERDICT_FIELD.key in {f.key for f in game.info_fields} else (VERDICT_FIELD,)
    if not options and not fields:
        return game
    return replace(game, options=(*game.options, *options), info_fields=(*game.info_fields, *fields))


#: Whether the rules page being made is for a game the kit's solver serves (:func:`view_rules`
#: sets it around the view's ``rules_html``; :func:`~qtcards.kit.rules_page` then ends the
#: page with the solver's section).
SOLVER_PAGE: ContextVar[bool] = ContextVar("solver_page", default=False)


def view_rules(view: GameView) -> str:
    """``view``'s rules page (its ``rules_html``), ending with the kit's section on the
    solver when the kit's solver serves the game."""
    token = SOLVER_PAGE.set(view.solver is True)
    try:
        return view.rules_html()
    finally:
        SOLVER_PAGE.reset(token)
