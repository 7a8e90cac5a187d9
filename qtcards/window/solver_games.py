"""The kit's solver given to a game whose view it serves, with no line of the game's.

A view whose :attr:`~qtcards.kit.GameView.solver` is true (every
:class:`~qtcards.kit.PatienceView`) gets the kit's solver options and verdict field
(:func:`~qtcards.kit.solver_options.with_solver`) in its game's registration the first
time it opens: the registry, the view's context, the options' values (Settings) and the
info bar then have them, the values the bar showed kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtcards.kit.game import Game, GameView
from qtcards.kit.solver_options import with_solver

if TYPE_CHECKING:
    from qtcards.window.main_window import MainWindow


def serve_solver(window: MainWindow, game: Game, view: GameView) -> Game:
    """``game`` as its view is served: with the solver's options and field when
    ``view.solver`` is true (once: the registry keeps it so), else as it is."""
    served = with_solver(game) if getattr(view, "solver", False) is True else game
    if served is game:
        return game
    window.registry.games[game.id] = view.context.game = window.game = served
    window.option_values[game.id].options.update((option.key, option) for option in served.options)
    shown = {key: window.info_bar.value(key) for key in window.info_bar.fields}
    window.info_bar.show_fields(served, served.info_fields)
    for key, text in shown.items():
        window.info_bar.set(key, text)
    return served
