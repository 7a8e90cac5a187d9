"""The kit's solver run where the player never feels it: in a worker process.

A search holds the interpreter for seconds; in a thread it would take it from the table
(Python runs one thread at a time), so :class:`SolverRunner` keeps one worker process
(multiprocessing's ``spawn`` start: the same on every system, no Qt state copied into
it) and sends it positions. The worker is made at the first question, given the game's
search space once, and then asked one position at a time; its answers come back through
a pipe the runner looks at on a timer while a question is open, so the event loop never
waits on it. A new question cancels the one before it: the worker's search sees the
newer question's number between two positions and stops at once (no process is killed
and made again on each move). Each question has its own :class:`~qtcards.kit.Budget`
of time, memory and positions.
"""

from __future__ import annotations

import multiprocessing
import sys
from typing import Any, Hashable, Iterable

from PySide6.QtCore import QObject, QTimer, Signal

from qtcards.kit.search import SearchSpace, patience_space
from qtcards.kit.solver import Budget, Verdict, solve

if sys.platform == "win32":  # (the ends Pipe gives there)
    from multiprocessing.connection import PipeConnection as Connection
else:
    from multiprocessing.connection import Connection

#: Milliseconds between two looks at the pipe while a question is open.
POLL_MS = 15


class Cancelled(Exception):
    """A newer question came: the search in hand is of no use any more."""


class Watched(SearchSpace[Any, Any]):
    """A game's search space whose search stops as soon as a newer question is asked."""

    def __init__(self, space: SearchSpace[Any, Any], asked: Any, question: int) -> None:
        self.space, self.asked, self.question = space, asked, question
        self.bytes_per_position = getattr(space, "bytes_per_position", None)

    def successors(self, state: Any) -> Iterable[tuple[tuple[Any, ...], Any]]:
        if self.asked.value != self.question:
            raise Cancelled
        return self.space.successors(state)

    def is_won(self, state: Any) -> bool:
        return self.space.is_won(state)

    def key(self, state: Any) -> Hashable:
        return self.space.key(state)

    def progress(self, state: Any) -> float:
        return self.space.progress(state)

    def replay(self, state: Any, line: Any) -> Any:
        return self.space.replay(state, line)

    def settle(self, state: Any) -> tuple[tuple[Any, ...], Any]:
        return self.space.settle(state)


def work(game: Any, questions: Connection, answers: Connection, asked: Any) -> None:
    """The worker's loop: each question ``(number, state, budget)`` answered with
    ``(number, verdict)``, None for a search cancelled or failed (its error is the game's:
    the table goes on without a verdict)."""
    space = patience_space(game)
    while True:
        try:
            number, state, budget = questions.recv()
        except (EOFError, OSError):
            return  # the table closed its end
        try:
            verdict: Verdict | None = solve(Watched(space, asked, number), state, budget)
        except Cancelled:
            verdict = None
        except Exception:  # noqa: BLE001 (a guest's rules may raise anything; no verdict then)
            verdict = None
        try:
            answers.send((number, verdict))
        except (BrokenPipeError, OSError):
            return


class SolverRunner(QObject):
    """One game's solver in a worker process: :meth:`ask` a position, hear
    :attr:`answered` with its verdict (or None when the search failed).

    :param game: what the solver searches (a :class:`~qtcards.kit.SearchSpace` or a
        :class:`~qtcards.kit.PatienceRules`); it must pickle (a module's object, as the
        games' ``RULES`` are).
    """

    #: (what the question was asked about, its Verdict or None): the latest question only.
    answered = Signal(object, object)

    def __init__(self, game: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.process: Any = None
        self.asked: Any = None
        self.questions: Connection | None = None
        self.answers: Connection | None = None
        self.number = 0
        self.about: Any = None  # what the open question is about (None: none open)
        self.timer = QTimer(self, interval=POLL_MS)
        self.timer.timeout.connect(self._look)

    def ask(self, state: Any, budget: Budget, about: Any = None) -> None:
        """Search ``state`` within ``budget`` (the question before, if open, is dropped);
        ``about`` comes back with the answer (the state itself when None)."""
        self._start()
        assert self.questions is not None and self.asked is not None
        self.number += 1
        self.asked.value = self.number
        self.about = state if about is None else about
        self.questions.send((self.number, state, budget))
        self.timer.start()

    def cancel(self) -> None:
        """Drop the open question (its answer, if it comes, is not heard)."""
        if self.asked is not None:
            self.number += 1
            self.asked.value = self.number
        self.about = None
        self.timer.stop()

    @property
    def busy(self) -> bool:
        """True while a question is open."""
        return self.about is not None

    def close(self) -> None:
        """End the worker (the view is going)."""
        self.cancel()
        for end in (self.questions, self.answers):
            if end is not None:
                end.close()
        if self.process is not None:
            self.process.join(timeout=1)
            if self.process.is_alive():
                self.process.terminate()
        self.process = self.questions = self.answers = None

    def _start(self) -> None:
        if self.process is not None and self.process.is_alive():
            return
        context = multiprocessing.get_context("spawn")
        self.asked = context.RawValue("q", self.number)
        ours, theirs = context.Pipe()
        answers, told = context.Pipe(duplex=False)
        self.questions, self.answers = ours, answers
        self.process = context.Process(
            target=work, args=(self.game, theirs, told, self.asked), daemon=True, name="qtcards-solver"
        )
        self.process.start()
        theirs.close()
        told.close()

    def _look(self) -> None:
        answers = self.answers
        if answers is None:
            self.timer.stop()
            return
        try:
            while answers.poll():
                number, verdict = answers.recv()
                if number == self.number and self.about is not None:
                    about, self.about = self.about, None
                    self.timer.stop()
                    self.answered.emit(about, verdict)
        except (EOFError, OSError):  # the worker died (out of memory, killed): made anew at the next question
            about, self.about = self.about, None
            self.timer.stop()
            self.process = None
            if about is not None:
                self.answered.emit(about, None)
