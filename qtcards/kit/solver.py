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
undoes the last one leads to), and moves home the game declares safe, taken at once.
"""

from __future__ import annotations

import heapq
import sys
import time
from dataclasses import dataclass
from itertools import count
from typing import Any, Hashable

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
    """What a search may spend: ``seconds`` of time (None: no limit), ``megabytes`` of
    memory for the positions it keeps (estimated from the first position's size), and at
    most ``positions`` positions (None: no limit; tests give this rather than time)."""

    seconds: float | None = 10.0
    megabytes: float = 200.0
    positions: int | None = None


@dataclass(frozen=True)
class Verdict:
    """A search's answer: its ``outcome`` (:data:`WINNABLE`, :data:`LOST`,
    :data:`UNDECIDED`), the winning ``line`` (the steps from the position searched, empty
    unless winnable), how many distinct ``positions`` it saw, and the ``seconds`` it took."""

    outcome: str
    line: tuple[Any, ...] = ()
    positions: int = 0
    seconds: float = 0.0

    @property
    def decided(self) -> bool:
        """True when the verdict is winnable or lost."""
        return self.outcome != UNDECIDED


class WrongLine(RuntimeError):
    """A line the search found did not win when replayed through the game's rules: the
    game's search space is at fault (its successors disagree with its rules)."""


def solve(game: Any, state: Any, budget: Budget = Budget()) -> Verdict:
    """Search ``state`` of ``game`` (a :class:`~qtcards.kit.PatienceRules` or a
    :class:`~qtcards.kit.SearchSpace`) for a way to win, within ``budget``."""
    space = patience_space(game)
    clock = time.monotonic()
    deadline = None if budget.seconds is None else clock + budget.seconds
    settled, start = space.settle(state)
    path: Path = (settled, None)
    if space.is_won(start):
        return _won(space, state, path, 1, clock)
    seen: set[Hashable] = {space.key(start)}
    cap = _position_cap(space, start, budget)
    order = count()
    queue: list[tuple[float, int, Any, Path]] = [(-space.progress(start), 0, start, path)]
    for searched in count():
        if not queue:
            return Verdict(LOST, positions=len(seen), seconds=time.monotonic() - clock)
        late = deadline is not None and searched % CHECK_EVERY == 0 and time.monotonic() > deadline
        if late or len(seen) > cap:
            return Verdict(UNDECIDED, positions=len(seen), seconds=time.monotonic() - clock)
        _, _, position, path = heapq.heappop(queue)
        for steps, after in space.successors(position):
            key = space.key(after)
            if key in seen:
                continue
            seen.add(key)
            link = (steps, path)
            if space.is_won(after):
                return _won(space, state, link, len(seen), clock)
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
    return Verdict(WINNABLE, line, positions, time.monotonic() - clock)


def _position_cap(space: SearchSpace[Any, Any], start: Any, budget: Budget) -> float:
    """How many positions the search may keep: the budget's, and what its memory holds at
    the size of the first position's key and state (an estimate on the high side: later
    positions share most of their parts with the ones they came from)."""
    each = deep_size(space.key(start)) + deep_size(start) + OVERHEAD
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
