"""Game › Hint of a patience: the next move of the solver's winning line, or else the most
promising move that leads somewhere new.

With a winning line found for the position on the table (:class:`~qtcards.kit.verdicts.Verdicts`),
the hint is its next step, a deal from the stock included. Without one, it is the move (or
the deal) whose position the game's search estimate (:meth:`~qtcards.kit.SearchSpace.progress`)
finds most promising, among those that do not lead back to a position already seen in this
game; the rules' hint order breaks ties (:mod:`qtcards.kit.line_hint`, shared with the
games whose views are not a :class:`~qtcards.kit.PatienceView`). When every move leads back, the rules' first hint
is still shown: "No move is left." only when no move is left and the stock cannot deal.
When the solver has proved the game lost, the hint says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from qtcards.kit.line_hint import hint_step, said_lost
from qtcards.kit.patience import PileMove
from qtcards.kit.patience_focus import mark
from qtcards.kit.search import DEAL, Deal

if TYPE_CHECKING:
    from qtcards.kit.patience_view import PatienceView

Step = PileMove | Deal


def best_step(view: PatienceView[Any]) -> Step | None:
    """The step a hint shows for the position on ``view``'s table (:func:`~qtcards.kit.line_hint.hint_step`),
    or None when no move is left and the stock cannot deal."""
    state = view.state
    if state is None:
        return None
    rules, moves = view.rules, view.moves()
    order = {move: rank for rank, move in enumerate(rules.hints(state, moves))}
    steps: list[tuple[Step, Any]] = [(move, rules.apply(state, move)) for move in moves]
    dealt = rules.deal(state)
    if dealt is not None:
        steps.append((DEAL, dealt))

    def rank(step: Step) -> int:
        return order.get(step, len(order)) if isinstance(step, PileMove) else len(order)

    return hint_step(view, steps, rank)


def show_hint(view: PatienceView[Any]) -> None:
    """Game › Hint: light the step of :func:`best_step` and say it, or say why there is none."""
    if said_lost(view):
        return
    step = best_step(view)
    if isinstance(step, PileMove):
        view.hinted = step
        mark(view)
        run = view.piles()[step.source].run(step.count)
        view.context.announce(view.words.moved(run, view.name(step.target)))
    elif step is not None:
        view.message.say(QCoreApplication.translate("PatienceView", "Deal from the stock."), view.context.announce)
    else:
        view.message.say(QCoreApplication.translate("PatienceView", "No move is left."), view.context.announce)
