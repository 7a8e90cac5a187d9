"""The solver in a worker process, so that the table never waits for it (no Qt).

A search holds the interpreter for as long as it runs: in a thread of the GUI's process it
would take the table's frames (the GIL), so :class:`SolverRun` runs :func:`~qtcards.kit.solve`
in a process of its own, started with ``spawn`` (the same on Linux, macOS and Windows), and
never blocks: the view starts a run, asks :meth:`SolverRun.poll` from a ``QTimer`` (or a
``QSocketNotifier`` on :meth:`SolverRun.fileno`, on POSIX) and :meth:`SolverRun.cancel`\\ s
it when the position changes. The game's rules or search space and the state travel to
the worker by pickling: a game's rules object and states must pickle (plain dataclasses
and module-level classes do).

The worker keeps to the budget's memory twice: the search stops itself at the positions
its megabytes hold, and on POSIX the system refuses the worker more than
:data:`HEADROOM` megabytes over that (``RLIMIT_DATA``), so that a search whose estimate
is wrong ends as undecided rather than taking the machine's memory.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
import sys
from multiprocessing.connection import Connection
from typing import Any

from qtcards.kit.solver import UNDECIDED, Budget, Verdict, solve

#: What the worker may hold beyond the budget's megabytes (the interpreter, the game's
#: modules, the search's own bookkeeping), in megabytes.
HEADROOM = 100


class SolverError(RuntimeError):
    """The worker failed: the game's rules raised, or the worker died (its message says)."""


class SolverRun:
    """One search of ``state`` of ``game`` (rules or a search space) within ``budget``, in
    a worker process started at once."""

    def __init__(self, game: Any, state: Any, budget: Budget = Budget()) -> None:
        context = multiprocessing.get_context("spawn")
        self._results, sender = context.Pipe(duplex=False)
        self._process = context.Process(target=work, args=(sender, game, state, budget), daemon=True)
        self._process.start()
        sender.close()
        self._verdict: Verdict | None = None

    def fileno(self) -> int:
        """The handle that becomes readable when the verdict is ready (a socket's on POSIX,
        for a ``QSocketNotifier``; on Windows poll from a timer instead)."""
        return self._results.fileno()

    def poll(self) -> Verdict | None:
        """The verdict when the worker has given it, else None at once (None too once
        cancelled); raises :class:`SolverError` when the worker failed or died."""
        if self._verdict is None and not self._results.closed:
            if self._results.poll():
                self._verdict = self._receive()
            elif not self._process.is_alive() and not self._results.poll():
                self.cancel()
                raise SolverError(f"the solver's process ended with code {self._process.exitcode}")
        return self._verdict

    def wait(self, timeout: float | None = None) -> Verdict | None:
        """The verdict, waiting at most ``timeout`` seconds for it (None: as long as it
        takes); for scripts and tests, never for a view."""
        if self._verdict is None and not self._results.closed and self._results.poll(timeout):
            self._verdict = self._receive()
        return self._verdict

    def cancel(self) -> None:
        """Stop the worker (at once) and let its resources go; a finished run is left as is,
        and a second call does nothing."""
        if self._results.closed:
            return
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(5)
        if self._process.exitcode is not None:
            self._process.close()
        self._results.close()

    @property
    def running(self) -> bool:
        """True while the worker searches."""
        return self._verdict is None and not self._results.closed and self._process.is_alive()

    def _receive(self) -> Verdict:
        try:
            kind, value = self._results.recv()
        except (EOFError, OSError) as error:
            raise SolverError(f"the solver's process gave no verdict: {error}") from None
        finally:
            self.cancel()
        if kind == "error":
            raise SolverError(value)
        assert isinstance(value, Verdict)
        return value


def work(results: Connection, game: Any, state: Any, budget: Budget) -> None:
    """The worker: limit its memory, search, send the verdict with its peak memory."""
    limit_memory(budget.megabytes + HEADROOM)
    try:
        verdict = solve(game, state, budget)
    except MemoryError:
        verdict = Verdict(UNDECIDED)
    except Exception as error:  # a guest's rules may raise anything: say it to the view
        results.send(("error", f"{type(error).__name__}: {error}"))
        return
    results.send(("verdict", dataclasses.replace(verdict, megabytes=peak_megabytes())))


def limit_memory(megabytes: float) -> None:
    """Ask the system to refuse this process more than ``megabytes`` of data (POSIX only)."""
    if sys.platform != "win32":
        import resource

        limit = int(megabytes * 2**20)
        _, hard = resource.getrlimit(resource.RLIMIT_DATA)
        if hard == resource.RLIM_INFINITY or hard > limit:
            resource.setrlimit(resource.RLIMIT_DATA, (limit, hard))


def peak_megabytes() -> float | None:
    """This process's peak resident memory in megabytes, where the system tells (POSIX)."""
    if sys.platform == "win32":
        return None
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10  # bytes on macOS, KiB elsewhere
