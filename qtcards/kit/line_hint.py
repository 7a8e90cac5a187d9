"""Game › Hint for any game the kit's solver serves: the next step of a found winning line,
or else the most promising step that leads somewhere new (no Qt widgets).

A view gives :func:`hint_step` its legal steps, each with the position it leads to, and
their order of preference; with a winning line found for the position on the table
(:class:`~qtcards.kit.verdicts.Verdicts`) the hint is the line's next step. Without one, it
is the step whose position the game's search estimate
(:meth:`~qtcards.kit.SearchSpace.progress`) finds most promising, among those that do not
lead back to a position already seen in this game; the order breaks ties; when every step
leads back, the first in that order. :func:`said_lost` answers a hint when the solver has
proved the game lost; :func:`hint_action` is Game › Hint (key H). A
:class:`~qtcards.kit.PatienceView` uses them (:mod:`qtcards.kit.patience_hint`), and so do
Golf's and Pyramid's views.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence, TypeVar

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from qtcards.kit.solver import LOST
from qtcards.kit.verdicts import WORDS, tr

if TYPE_CHECKING:
    from qtcards.kit.solver_host import SolverHost

M = TypeVar("M")


def hint_step(host: SolverHost, steps: Sequence[tuple[M, Any]], rank: Callable[[M], int]) -> M | None:
    """The step a hint shows, of ``steps`` ((step, the position after it), every legal
    one from the position on ``host``'s table) ranked by ``rank`` (lower first), or the
    winning line's next step; None when there is no step at all."""
    line_step = host.verdicts.next_step()
    if line_step is not None:
        return line_step  # type: ignore[no-any-return]
    if not steps:
        return None
    space = host.verdicts.space
    index = host.session.stack.index()
    seen = {space.key(before) for before in host.session.history()[: index + 1]}
    new = [(step, after) for step, after in steps if space.key(after) not in seen]
    if new:
        return min(new, key=lambda pair: (-space.progress(pair[1]), rank(pair[0])))[0]
    return min((step for step, _after in steps), key=rank)


def said_lost(host: SolverHost) -> bool:
    """When the solver has proved the game on ``host``'s table lost, say so (a hint's
    answer then) and return True."""
    verdict = host.verdicts.now()
    if verdict is None or verdict.outcome != LOST:
        return False
    host.message.say(tr(WORDS[LOST, False]), host.context.announce)
    return True


def hint_action(parent: QObject, slot: Callable[[], None]) -> QAction:
    """Game › Hint (key H), calling ``slot``; its text is :func:`hint_text`."""
    action = QAction(parent)
    action.setShortcut(QKeySequence("H"))
    action.triggered.connect(slot)
    action.setText(hint_text())
    return action


def hint_text() -> str:
    """Game › Hint's text, in the player's language."""
    return QCoreApplication.translate("PatienceView", "&Hint")
