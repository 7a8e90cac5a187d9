"""The kit's solver heard by a view: a :class:`~qtcards.kit.SolverWorker` looked at on a timer.

:class:`SolverRunner` asks the worker process a position and looks at its pipe on a
:data:`POLL_MS` timer while a question is open (the event loop never waits on it), then
emits :attr:`SolverRunner.answered` with the verdict. A new question drops the one before
it (the worker stops that search between two positions); a search that failed, or a worker
that died (out of memory, killed), is answered with None, and the next question starts a
new worker.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from qtcards.kit.solver import Budget
from qtcards.kit.solver_run import SolverError, SolverWorker

#: Milliseconds between two looks at the pipe while a question is open.
POLL_MS = 15


class SolverRunner(QObject):
    """One game's solver in a worker process: :meth:`ask` a position, hear
    :attr:`answered` with its verdict (or None when the search failed).

    :param game: what the solver searches (a :class:`~qtcards.kit.SearchSpace` or a
        :class:`~qtcards.kit.PatienceRules`); it must pickle (a module's object, as the
        games' ``RULES`` and ``SPACE`` are).
    """

    #: (what the question was asked about, its Verdict or None): the latest question only.
    answered = Signal(object, object)

    def __init__(self, game: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.worker = SolverWorker(game)
        self.about: Any = None  # what the open question is about (None: none open)
        self.timer = QTimer(self, interval=POLL_MS)
        self.timer.timeout.connect(self._look)

    def ask(self, state: Any, budget: Budget, about: Any = None) -> None:
        """Search ``state`` within ``budget`` (the question before, if open, is dropped);
        ``about`` comes back with the answer (the state itself when None)."""
        self.worker.ask(state, budget)
        self.about = state if about is None else about
        self.timer.start()

    def cancel(self) -> None:
        """Drop the open question (its answer, if it comes, is not heard)."""
        self.worker.cancel()
        self.about = None
        self.timer.stop()

    @property
    def busy(self) -> bool:
        """True while a question is open."""
        return self.about is not None

    def close(self) -> None:
        """End the worker (the view is going)."""
        self.cancel()
        self.worker.close()

    def _look(self) -> None:
        if self.about is None:
            self.timer.stop()
            return
        try:
            verdict = self.worker.poll()
        except SolverError:
            verdict = None
        else:
            if verdict is None:
                return
        about, self.about = self.about, None
        self.timer.stop()
        self.answered.emit(about, verdict)
