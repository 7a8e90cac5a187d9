"""A patience's auto-move: after each move of the player, the safe cards go home.

When the game's auto-move option is on, the rules'
:meth:`~qtcards.kit.PatienceRules.safe_home` moves follow the player's move, each an
undoable step of its own, said as any move is; they are made with
:meth:`~qtcards.kit.PatienceRules.auto_apply`, so the info bar's move count stays the
player's own (FreeCell deal 1 won in 61 moves reads 61, not 61 and the 27 cards sent home).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from qtcards.kit.patience_view import PatienceView


def send_safe_cards_home(view: PatienceView[Any], name: str) -> None:
    """The safe moves home of the position on ``view``'s table, while the option is on,
    each an undoable step called ``name`` (marked for translation, as a move's)."""
    option = view.auto_home
    if option is None or not view.context.options.get(option.key):
        return
    rules = view.rules
    while view.state is not None and not rules.is_won(view.state) and (move := rules.safe_home(view.state)):
        words = view.words.moved(view.piles()[move.source].run(1), view.name(move.target))
        view.session.run(partial(rules.auto_apply, move=move), name, words)
