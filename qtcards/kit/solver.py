"""The kit's solver: can this position still be won? A best-first search (no Qt).

:func:`solve` searches a position of any :class:`~qtcards.kit.PatienceRules` game (or any
:class:`~qtcards.kit.SearchSpace`) within a :class:`Budget` and answers a :class:`Verdict`:

- :data:`WINNABLE`, with the line that wins, replayed through the game's own rules to a
  won position before it is returned;
- :data:`LOST` ("cannot be won from here"), only when every position that can be reached
  has been seen and none is won;
- :data:`UNDECIDED`, when the budget (time, memory or positions) ran out first.

As patsolve and fc-solve do, it looks first at the positions the game's estimate
(:meth:`~qtcards.kit.SearchSpace.progress`) finds most promising, and never twice at
positions the game's :meth:`~qtcards.kit.SearchSpace.key` finds equal. Every pruning is one
that cannot lose a win: a position already seen (which is also what a move that merely
undoes the last one leads to), or one with less in reserve than a position seen with the
same key (:meth:`~qtcards.kit.SearchSpace.reserve`), and moves the game declares safe,
taken at once.

A game may give narrower searches to try first (:meth:`~qtcards.kit.SearchSpace.probes`),
with a share of the budget each: their wins are replayed and answer; only a complete
search, the game's own run last with what is left or a probe over the same moves in another
order, says a game is lost.
"""

from __future__ import annotations

import heapq
import sys
import time
from dataclasses import dataclass
from itertools import count
from typing import Any, Callable, Hashable

from qtcards.kit.search import SearchSpace, patience_space

WINNABLE = "winnable"
"""A verdict's outcome: a winning line was found (and replayed to a won position)."""
LOST = "lost"
"""A verdict's outcome: no position that can be reached is won (the search was complete)."""
UNDECIDED = "undecided"
"""A verdict's outcome: the budget ran out before the search could tell."""

#: What a position held by the search costs beyond its key and state, in bytes: its entry
#: in the set of positions seen and in the queue, and its link in the path back.
OVERHEAD = 200
#: Positions searched between two looks at the clock.
CHECK_EVERY = 64


@dataclass(frozen=True)
class Budget:
    """What a search may spend: ``seconds`` of processor time (the search's own, not the
    clock's, so that a busy machine delays the verdict rather than changes it; None: no
    limit), ``megabytes`` of memory for the positions it keeps (at the game's measured
    size of a position, or estimated from the first one's), and at most ``positions``
    positions (None: no limit; tests give this rather than time)."""

    seconds: float | None = 10.0
    megabytes: float = 200.0
    positions: int | None = None


@dataclass(frozen=True)
class Verdict:
    """A search's answer: its ``outcome`` (:data:`WINNABLE`, :data:`LOST`,
    :data:`UNDECIDED`), the winning ``line`` (the steps from the position searched, empty
    unless winnable), how many distinct ``positions`` it saw, the ``seconds`` of processor
    time it took and, from a worker process, its peak memory in ``megabytes`` where the
    system tells."""

    outcome: str
    line: tuple[Any, ...] = ()
    positions: int = 0
    seconds: float = 0.0
    megabytes: float | None = None

    @property
    def decided(self) -> bool:
        """True when the verdict is winnable or lost."""
        return self.outcome != UNDECIDED


class WrongLine(RuntimeError):
    """A line the search found did not win when replayed through the game's rules: the
    game's search space is at fault (its successors disagree with its rules)."""


class Cancelled(Exception):
    """The search was stopped from outside (``solve``'s ``stop`` said so): its answer is of
    no use any more."""


def solve(game: Any, state: Any, budget: Budget = Budget(), stop: Callable[[], bool] | None = None) -> Verdict:
    """Search ``state`` of ``game`` (a :class:`~qtcards.kit.PatienceRules` or a
    :class:`~qtcards.kit.SearchSpace`) for a way to win, within ``budget``; ``stop``, asked
    before each position is searched, ends the search with :class:`Cancelled` when it
    returns True (a newer question came to the worker).

    The game's narrower searches (:meth:`~qtcards.kit.SearchSpace.probes`) go first, each
    with its share of the budget: a win one finds is the answer (replayed like any), and
    whatever else it ends with proves nothing, unless the probe searches the complete moves
    (:attr:`~qtcards.kit.SearchSpace.complete_moves`) and saw every position. A narrower
    probe that saw every position of its own passes the rest of the budget straight to the
    complete search (the game is most likely lost then, and only that search can say so).
    The complete search then has what is left."""
    space = patience_space(game)
    clock = time.process_time()
    positions = 0
    for probe, share in space.probes():
        spent = time.process_time() - clock
        verdict = _search(probe, space, state, _part(budget, share, spent, positions), stop)
        positions += verdict.positions
        if verdict.outcome == WINNABLE or (verdict.outcome == LOST and probe.complete_moves):
            return Verdict(verdict.outcome, verdict.line, positions, time.process_time() - clock)
        if verdict.outcome == LOST:  # dry: the game is most likely lost, which only the complete search tells
            break
    verdict = _search(space, space, state, _part(budget, 1.0, time.process_time() - clock, positions), stop)
    return Verdict(verdict.outcome, verdict.line, positions + verdict.positions, time.process_time() - clock)


def _part(budget: Budget, share: float, spent: float, positions: int) -> Budget:
    """``share`` of ``budget``, no more than is left of it after ``spent`` seconds and
    ``positions`` positions."""
    seconds = None if budget.seconds is None else max(0.0, min(budget.seconds * share, budget.seconds - spent))
    cap = None if budget.positions is None else max(1, min(int(budget.positions * share), budget.positions - positions))
    return Budget(seconds, budget.megabytes, cap)


Stop = Callable[[], bool] | None
"""What :func:`solve` asks before each position: True ends the search (:class:`Cancelled`)."""


Space = SearchSpace[Any, Any]


def _search(space: Space, judge: Space, state: Any, budget: Budget, stop: Stop) -> Verdict:
    """One best-first search of ``space`` from ``state``; a win is replayed through
    ``judge`` (the game's complete space) before it is returned."""
    clock = time.process_time()
    deadline = None if budget.seconds is None else clock + budget.seconds
    settled, start = space.settle(state)
    path: Path = (settled, None)
    if space.is_won(start):
        return _won(judge, state, path, 1, clock)
    seen: dict[Hashable, int] = {space.key(start): space.reserve(start)}
    cap = _position_cap(space, start, budget)
    order = count(1)
    queue: list[tuple[float, int, Any, Path]] = [(-space.progress(start), 0, start, path)]
    positions = 1
    for searched in count():
        if not queue:
            return Verdict(LOST, positions=positions, seconds=time.process_time() - clock)
        late = deadline is not None and searched % CHECK_EVERY == 0 and time.process_time() > deadline
        if late or positions > cap:
            return Verdict(UNDECIDED, positions=positions, seconds=time.process_time() - clock)
        if stop is not None and stop():
            raise Cancelled
        _, _, position, path = heapq.heappop(queue)
        for steps, after in space.successors(position):
            key, reserve = space.key(after), space.reserve(after)
            known = seen.get(key)
            if known is not None and known >= reserve:
                continue
            seen[key] = reserve
            positions += 1
            link = (steps, path)
            if space.is_won(after):
                return _won(judge, state, link, positions, clock)
            heapq.heappush(queue, (-space.progress(after), -next(order), after, link))
    raise AssertionError("unreachable: count() never ends")


Path = tuple[tuple[Any, ...], "Path | None"]
"""The steps to a position, as a chain of links back to the start (shared between positions)."""


def _won(space: SearchSpace[Any, Any], state: Any, path: Path, positions: int, clock: float) -> Verdict:
    """The winnable verdict for the line of ``path``, once replayed to a won position."""
    links: list[tuple[Any, ...]] = []
    link: Path | None = path
    while link is not None:
        links.append(link[0])
        link = link[1]
    line = tuple(step for steps in reversed(links) for step in steps)
    if not space.is_won(space.replay(state, line)):
        raise WrongLine(f"a line of {len(line)} steps did not win when replayed")
    return Verdict(WINNABLE, line, positions, time.process_time() - clock)


def _position_cap(space: SearchSpace[Any, Any], start: Any, budget: Budget) -> float:
    """How many positions the search may keep: the budget's, and what its memory holds at
    the space's measured size of a position, or else at the size of the first position's
    key and state (an estimate on the high side: later positions share most of their
    parts with the ones they came from)."""
    each = space.bytes_per_position or deep_size(space.key(start)) + deep_size(start) + OVERHEAD
    cap = budget.megabytes * 2**20 / each
    return cap if budget.positions is None else min(cap, budget.positions)


def deep_size(value: object) -> int:
    """The bytes of ``value`` and of the tuples, lists, sets and dataclass fields it holds
    (the small ints and interned values Python shares counted too: on the high side)."""
    size = sys.getsizeof(value)
    if isinstance(value, (tuple, list, set, frozenset)):
        return size + sum(deep_size(item) for item in value)
    fields = getattr(value, "__dataclass_fields__", None)
    if fields is not None:
        return size + sum(deep_size(getattr(value, name)) for name in fields)
    return size
