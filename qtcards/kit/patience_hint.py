"""Game › Hint of a patience: the next move of the solver's winning line, or else the most
promising move that leads somewhere new.

With a winning line found for the position on the table (:class:`~qtcards.kit.verdicts.Verdicts`),
the hint is its next step, a deal from the stock included. Without one, it is the move (or
the deal) whose position the game's search estimate (:meth:`~qtcards.kit.SearchSpace.progress`)
finds most promising, among those that do not lead back to a position already seen in this
game; the rules' hint order breaks ties. When every move leads back, the rules' first hint
is still shown: "No move is left." only when no move is left and the stock cannot deal.
When the solver has proved the game lost, the hint says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from qtcards.kit.patience import PileMove
from qtcards.kit.search import DEAL, Deal
from qtcards.kit.solver import LOST
from qtcards.kit.verdicts import WORDS

if TYPE_CHECKING:
    from qtcards.kit.patience_view import PatienceView

Step = PileMove | Deal


def best_step(view: PatienceView[Any]) -> Step | None:
    """The step a hint shows for the position on ``view``'s table, or None when no move is
    left and the stock cannot deal."""
    state = view.state
    if state is None:
        return None
    line_step = view.verdicts.next_step()
    if line_step is not None:
        return line_step  # type: ignore[no-any-return]
    rules, space = view.rules, view.verdicts.space
    moves = view.moves()
    order = {move: rank for rank, move in enumerate(rules.hints(state, moves))}
    steps: list[tuple[Step, Any]] = [(move, rules.apply(state, move)) for move in moves]
    dealt = rules.deal(state)
    if dealt is not None:
        steps.append((DEAL, dealt))
    if not steps:
        return None
    index = view.session.stack.index()
    seen = {space.key(before) for before in view.session.history()[: index + 1]}
    new = [(step, after) for step, after in steps if space.key(after) not in seen]

    def rank(step: Step) -> int:
        return order.get(step, len(order)) if isinstance(step, PileMove) else len(order)

    if new:
        return min(new, key=lambda pair: (-space.progress(pair[1]), rank(pair[0])))[0]
    return min((step for step, _after in steps), key=rank)


def show_hint(view: PatienceView[Any]) -> None:
    """Game › Hint: light the step of :func:`best_step` and say it, or say why there is none."""
    verdict = view.verdicts.now()
    if verdict is not None and verdict.outcome == LOST:
        view.message.say(QCoreApplication.translate("Solver", WORDS[LOST, False]), view.context.announce)
        return
    step = best_step(view)
    if isinstance(step, PileMove):
        view.hinted = step
        view._mark()
        run = view.piles()[step.source].run(step.count)
        view.context.announce(view.words.moved(run, view.name(step.target)))
    elif step is not None:
        view.message.say(QCoreApplication.translate("PatienceView", "Deal from the stock."), view.context.announce)
    else:
        view.message.say(QCoreApplication.translate("PatienceView", "No move is left."), view.context.announce)
