"""The solver's word on the position on a patience's table: the status bar, the end panel.

Every :class:`~qtcards.kit.PatienceView` keeps a :class:`Verdicts` (and so may any view
that has what :class:`~qtcards.kit.solver_host.VerdictHost` lists: Golf's and Pyramid's do): after each change of
the position (a move, a deal, Undo, a new game) it asks the kit's solver, in its worker
process (:class:`~qtcards.kit.solver_runner.SolverRunner`), whether the game can still be
won, and shows the answer in the info field ``verdict`` as kpat does ("This deal can be
won.", "This game can no longer be won.", "Could not tell whether this deal can be
won."), telling a screen reader when it changes. A position found on the winning line of
the one before needs no new search. When the game can no longer be won the end panel
says so, the game being over for the player even where moves remain, and offers to undo
to the last position the solver proved winnable. The game's option :data:`SHOW_VERDICT`
(one of :data:`SOLVER_OPTIONS`) hides all of it; hints and the demo still ask.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from qtcards.kit.options import BoolOption
from qtcards.kit.search import SearchSpace, patience_space
from qtcards.kit.solver import LOST, UNDECIDED, WINNABLE, Budget, Verdict
from qtcards.kit.solver_host import owner
from qtcards.kit.solver_options import SHOW_VERDICT
from qtcards.kit.solver_runner import SolverRunner
from qtcards.qt.marked import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from qtcards.kit.solver_host import VerdictHost

# The translation context of the kit's solver words.
CONTEXT = "Solver"
#: What the status bar says of each outcome: of the deal as dealt, then of a game under way.
WORDS = {
    (WINNABLE, True): QT_TRANSLATE_NOOP("Solver", "This deal can be won."),
    (WINNABLE, False): QT_TRANSLATE_NOOP("Solver", "This game can still be won."),
    (LOST, True): QT_TRANSLATE_NOOP("Solver", "This deal cannot be won."),
    (LOST, False): QT_TRANSLATE_NOOP("Solver", "This game can no longer be won."),
    (UNDECIDED, True): QT_TRANSLATE_NOOP("Solver", "Could not tell whether this deal can be won."),
    (UNDECIDED, False): QT_TRANSLATE_NOOP("Solver", "Could not tell whether this game can still be won."),
}
SEARCHING = QT_TRANSLATE_NOOP("Solver", "Looking for a way to win…")
#: The end panel's words when the solver proves the game lost, and its button.
LOST_TEXT = QT_TRANSLATE_NOOP("Solver", "The solver tried every way on from here.")
UNDO_TO_WINNABLE = QT_TRANSLATE_NOOP("Solver", "Undo to the last position from which it could still be won")
#: How long a search may run before the status bar says it is looking (a quick answer
#: replaces the last one without a flicker in between).
SEARCHING_AFTER_MS = 400
#: The verdicts kept (by position), for Undo and the end panel's undo.
KEPT = 4096
#: Each position's search budget, for the verdict on the table.
VERDICT_BUDGET = Budget(seconds=10.0, megabytes=200.0)


def tr(text: str) -> str:
    """One of the solver's words, translated."""
    return QCoreApplication.translate(CONTEXT, text)


def option(view: VerdictHost, declared: BoolOption) -> bool:
    """The value of one of the solver's options; its default when the game does not declare it."""
    if declared.key in {o.key for o in view.context.game.options}:
        return bool(view.context.options.get(declared.key))
    return declared.default


class Verdicts(QObject):
    """The solver's verdicts on the positions of ``view``'s game, searched in a worker.

    :param view: the view whose positions are judged (a QObject: the verdicts are its child).
    :param game: what the solver searches: the view's rules, or the game's own
        :class:`~qtcards.kit.SearchSpace` (a faster search of the same rules).
    :param budget: each position's search budget.
    """

    #: The verdict on the table changed (its outcome, or it was asked anew).
    changed = Signal()

    def __init__(self, view: VerdictHost, game: Any, budget: Budget) -> None:
        super().__init__(owner(view))
        self.view, self.budget = view, budget
        self.space: SearchSpace[Any, Any] = patience_space(game)
        self.runner = SolverRunner(game, self)
        self.runner.answered.connect(self._answered)
        self.known: dict[Any, Verdict] = {}
        self.said = ""  # what the verdict field says (and a screen reader heard)
        self.lost_told = False  # the end panel said the game is lost (not again until it can be won)
        self.before: Any = None  # the position shown before this one
        self.paused = False  # the demo is playing: the table's position is not the game's
        self.searching = QTimer(self, singleShot=True, interval=SEARCHING_AFTER_MS)
        self.searching.timeout.connect(lambda: self._say(tr(SEARCHING), announce=False))
        if (parent := owner(view)) is not None:
            parent.destroyed.connect(self.runner.close)

    def now(self) -> Verdict | None:
        """The verdict on the position on the table, when the solver has given it."""
        state = self.view.state
        return None if state is None else self.known.get(state)

    def refresh(self) -> None:
        """The position changed: its verdict, known, followed from the line before, or asked."""
        state = self.view.state
        if state is None or self.paused or self.view.context.preview:
            return
        before, self.before = self.before, state
        if self.space.is_won(state):
            self.runner.cancel()
            self._settled(state, Verdict(WINNABLE))
            return
        verdict = self.known.get(state) or self._on_a_line(before, state)
        if verdict is not None:
            self.runner.cancel()
            self._settled(state, verdict)
            return
        self.runner.ask(state, self.budget)
        self.searching.start()

    def _on_a_line(self, before: Any, state: Any) -> Verdict | None:
        """The rest of the winning line of the position shown ``before``, when ``state``
        lies on it (found with no search)."""
        verdict = self.known.get(before) if before is not None else None
        if verdict is None or verdict.outcome != WINNABLE:
            return None
        now = before
        for done, step in enumerate(verdict.line, 1):
            now = self.space.replay(now, [step])
            if now == state:
                return Verdict(WINNABLE, verdict.line[done:])
        return None

    def _answered(self, state: Any, verdict: Verdict | None) -> None:
        verdict = verdict or Verdict(UNDECIDED)
        if len(self.known) >= KEPT:
            self.known.clear()
        if verdict.decided:
            self.known[state] = verdict
        if state == self.view.state and not self.paused:
            self._settled(state, verdict)

    def _settled(self, state: Any, verdict: Verdict) -> None:
        if verdict.decided:
            self.known.setdefault(state, verdict)
        self.searching.stop()
        shown = option(self.view, SHOW_VERDICT)
        at_start = state == self.view.session.history()[0]  # (in an undo, before the stack's index moves)
        won = self.space.is_won(state)
        self._say(tr(WORDS[verdict.outcome, at_start]) if shown and not won else "", announce=True)
        if verdict.outcome != LOST:
            self.lost_told = False
        elif shown and not self.lost_told:
            self.lost_told = True
            self._show_lost()
        self.changed.emit()

    def _say(self, text: str, announce: bool) -> None:
        self.view.context.set_info("verdict", text)
        if text != self.said and announce and text:
            self.view.context.say(text)  # (shown in its field: not in the status line as well)
        self.said = text

    def _show_lost(self) -> None:
        more = [(tr(UNDO_TO_WINNABLE), self.undo_to_winnable)] if self.last_winnable() is not None else []
        self.view.show_end_box(tr(WORDS[LOST, False]), tr(LOST_TEXT), undo=True, more=more)

    def last_winnable(self) -> int | None:
        """The undo stack's index of the last position before this one the solver found
        winnable, or None."""
        history, index = self.view.session.history(), self.view.session.stack.index()
        for at in range(min(index, len(history)) - 1, -1, -1):
            verdict = self.known.get(history[at])
            if verdict is not None and verdict.outcome == WINNABLE:
                return at
        return None

    def undo_to_winnable(self) -> None:
        """Undo to the last position from which the game could still be won."""
        at = self.last_winnable()
        if at is not None:
            self.view.session.stack.setIndex(at)

    def option_changed(self, key: str) -> None:
        """The game's option ``key`` changed: the verdict shown or hidden, when it is
        :data:`SHOW_VERDICT` (a view passes on its ``option_changed``)."""
        if key == SHOW_VERDICT.key:
            self.said = ""
            self.refresh()

    def retranslate(self) -> None:
        """The verdict in the player's language."""
        verdict = self.now()
        if verdict is not None and self.said:
            self.said = ""
            self._settled(self.view.state, verdict)

    def next_step(self) -> Any:
        """The next step of the winning line from the position on the table (a
        :class:`~qtcards.kit.PileMove` or :data:`~qtcards.kit.DEAL`), or None."""
        verdict = self.now()
        return verdict.line[0] if verdict is not None and verdict.line else None
