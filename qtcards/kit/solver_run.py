"""The solver in a worker process, so that the table never waits for it (no Qt).

A search holds the interpreter for as long as it runs: in a thread of the GUI's process it
would take the table's frames (Python runs one thread at a time), so :class:`SolverWorker`
keeps one worker process per game (multiprocessing's ``spawn`` start: the same on Linux,
macOS and Windows, no Qt state copied into it), gives it the game's rules or search space
once, and then asks it one position at a time. Nothing here blocks: the caller asks
:meth:`SolverWorker.poll` from a timer (the view's :class:`~qtcards.kit.solver_runner.SolverRunner`
does), or waits with :meth:`SolverWorker.wait` (scripts and tests). A new question cancels
the one before it: the worker's search sees the newer question's number between two
positions and stops at once (no process is killed and made again on each move). The game's
rules or space and the states travel by pickling: they must pickle (module-level objects
and plain dataclasses do).

The worker keeps to each question's memory twice: the search stops itself at the positions
the budget's megabytes hold, and on POSIX the system refuses the worker more than
:data:`HEADROOM` megabytes over that (``RLIMIT_DATA``), so that a search whose estimate is
wrong ends as undecided rather than taking the machine's memory. Each verdict carries the
worker's peak memory so far.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
import sys
from typing import Any

from qtcards.kit.solver import UNDECIDED, Budget, Cancelled, Verdict, solve

if sys.platform == "win32":  # (the ends Pipe gives there)
    from multiprocessing.connection import PipeConnection as Connection
else:
    from multiprocessing.connection import Connection

#: Whether the system can limit and tell a process's memory (POSIX's ``resource``: not
#: Windows, nor a Python built without it).
MEMORY_LIMITS = sys.platform != "win32"
if sys.platform != "win32":
    try:
        import resource
    except ImportError:
        MEMORY_LIMITS = False

#: What the worker may hold beyond the budget's megabytes (the interpreter, the game's
#: modules, the search's own bookkeeping), in megabytes.
HEADROOM = 100


class SolverError(RuntimeError):
    """The search failed: the game's rules raised, or the worker died (its message says)."""


class SolverWorker:
    """A worker process that searches positions of ``game`` (a
    :class:`~qtcards.kit.PatienceRules` or :class:`~qtcards.kit.SearchSpace`), started at
    the first question and again after it died."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.number = 0  # the latest question's
        self._process: Any = None
        self._asked: Any = None
        self._questions: Connection | None = None
        self._answers: Connection | None = None

    def ask(self, state: Any, budget: Budget = Budget()) -> None:
        """Search ``state`` within ``budget``; the open question, if any, is dropped. A
        worker found dead as it is asked is started again, once; then :meth:`poll` says
        what became of the question (a second death is a :class:`SolverError` there)."""
        for _ in range(2):
            self._start()
            assert self._questions is not None
            self.number += 1
            self._asked.value = self.number
            try:
                self._questions.send((self.number, state, budget))
                return
            except OSError:  # (the worker ended between the look and the send)
                self.close()

    def cancel(self) -> None:
        """Drop the open question (the worker stops its search between two positions)."""
        self.number += 1
        if self._asked is not None:
            self._asked.value = self.number

    def poll(self) -> Verdict | None:
        """The latest question's verdict when the worker has given it, else None at once;
        raises :class:`SolverError` when its search failed or the worker died (the next
        question starts another)."""
        answers = self._answers
        try:
            while answers is not None and answers.poll():
                number, verdict, error = answers.recv()
                if number == self.number:
                    if error:
                        raise SolverError(error)
                    assert isinstance(verdict, Verdict)
                    return verdict
        except (EOFError, OSError):
            pass
        else:
            if self._process is not None and self._process.is_alive():
                return None
        code = self._process.exitcode if self._process is not None else None
        self.close()
        raise SolverError(f"the solver's process ended with code {code}")

    def wait(self, timeout: float | None = None) -> Verdict | None:
        """The latest question's verdict, waiting at most ``timeout`` seconds (None: as
        long as it takes); for scripts and tests, never for a view."""
        while self._answers is not None and self._answers.poll(timeout):
            if (verdict := self.poll()) is not None:
                return verdict
        return self.poll()

    def fileno(self) -> int | None:
        """The handle that becomes readable when an answer comes (a socket's on POSIX, for a
        ``QSocketNotifier``), None before the first question."""
        return None if self._answers is None else self._answers.fileno()

    def close(self) -> None:
        """End the worker (a later question starts another)."""
        self.cancel()
        for end in (self._questions, self._answers):
            if end is not None:
                end.close()
        if self._process is not None:
            self._process.join(timeout=1)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=1)
        self._process = self._questions = self._answers = None

    def _start(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        self.close()
        context = multiprocessing.get_context("spawn")
        self._asked = context.RawValue("q", self.number)
        ours, theirs = context.Pipe()
        answers, told = context.Pipe(duplex=False)
        self._questions, self._answers = ours, answers
        self._process = context.Process(
            target=work, args=(self.game, theirs, told, self._asked), daemon=True, name="qtcards-solver"
        )
        self._process.start()
        theirs.close()
        told.close()


def work(game: Any, questions: Connection, answers: Connection, asked: Any) -> None:
    """The worker's loop: each question ``(number, state, budget)`` answered with
    ``(number, verdict, error)``, the verdict None when its search was cancelled or failed
    (a guest's rules may raise anything: the error's words then), until the table closes
    its end."""
    while True:
        try:
            number, state, budget = questions.recv()
        except (EOFError, OSError):
            return
        verdict: Verdict | None = None
        error = ""
        limit_memory(budget.megabytes + HEADROOM)
        try:
            verdict = solve(game, state, budget, stop=lambda: asked.value != number)
        except Cancelled:
            pass
        except MemoryError:
            verdict = Verdict(UNDECIDED)
        except Exception as raised:  # noqa: BLE001 (a guest's rules may raise anything)
            error = f"{type(raised).__name__}: {raised}"
        if verdict is not None:
            verdict = dataclasses.replace(verdict, megabytes=peak_megabytes())
        try:
            answers.send((number, verdict, error))
        except (BrokenPipeError, OSError):
            return


def limit_memory(megabytes: float) -> None:
    """Ask the system to refuse this process more than ``megabytes`` of data (POSIX only)."""
    if sys.platform != "win32" and MEMORY_LIMITS:
        limit = int(megabytes * 2**20)
        _, hard = resource.getrlimit(resource.RLIMIT_DATA)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_DATA, (limit, hard))


def peak_megabytes() -> float | None:
    """This process's peak resident memory in megabytes, where the system tells (POSIX)."""
    if sys.platform != "win32" and MEMORY_LIMITS:
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 2**10  # bytes on macOS, KiB elsewhere
    return None
