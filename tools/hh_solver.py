"""Heart to Heart solver: a development tool (the app itself has no solver and no hint).

``solve(state)`` returns a winning list of moves from ``state``, or ``None`` if the deal
cannot be won from there. Run ``python -m tools.hh_solver [FIRST [LAST]]`` to report how
many of deals FIRST..LAST (default 0..999) can be won and how long the search took.

How it searches. Recycles are unlimited, so the stock and waste together (the *talon*)
form a loop in which draws and recycles can bring ANY talon card to the waste's top,
without changing anything else. Which talon card sits where therefore never decides
whether a game can be won: only the multiset of talon ranks does. The solver searches
that abstract game, depth first, remembering every lost position as (tableau cards
left, talon rank counts): a pair is two available tableau cards of a rank, or one and a
talon card of that rank. Moves after which a rank has no more tableau cards left than
talon cards are safe (every remaining tableau card of that rank can still pair with the
talon whenever it would have been removed anyway, and removing cards earlier only frees
more cards), so when one exists it is played without trying the others. A winning line
is turned back into real moves (draws and recycles up to the wanted card, then the
pair) by replaying it with the engine.
"""

from __future__ import annotations

import sys
import time

from qtcards_heart_to_heart.engine import (  # noqa: E402
    POSITIONS,
    RANKS,
    WASTE,
    Draw,
    Move,
    Pair,
    Recycle,
    State,
    apply,
    covering,
    is_won,
    new_game,
)

_COVER_MASKS = {p: sum(1 << (c - 1) for c in covering(p)) for p in POSITIONS}


class SearchLimit(RuntimeError):
    """Raised by ``solve`` when it has explored more positions than its ``limit``."""


def solve(state: State, limit: int | None = None) -> list[Move] | None:
    """Return a list of moves that wins from ``state``, or ``None`` if none exists.

    ``limit`` caps the number of abstract positions explored; past it ``SearchLimit``
    is raised (``None`` = no cap).
    """
    ranks = state.tableau
    start = sum(1 << (p - 1) for p in POSITIONS if ranks[p - 1] is not None)
    counts = [0] * (max(RANKS) + 1)  # talon cards per rank
    for rank in state.stock + state.waste:
        counts[rank] += 1
    lost: set[tuple[int, tuple[int, ...]]] = set()
    line: list[tuple[int, int]] = []  # (position, other position or WASTE)
    explored = 0

    def search(present: int, talon: tuple[int, ...]) -> bool:
        nonlocal explored
        if not present:
            return True
        if (present, talon) in lost:
            return False
        explored += 1
        if limit is not None and explored > limit:
            raise SearchLimit(f"explored more than {limit} positions")
        for first, second in _candidates(ranks, present, talon):
            line.append((first, second))
            after = present & ~(1 << (first - 1))
            rest = list(talon)
            if second == WASTE:
                rest[ranks[first - 1]] -= 1
            else:
                after &= ~(1 << (second - 1))
            if search(after, tuple(rest)):
                return True
            line.pop()
        lost.add((present, talon))
        return False

    if not search(start, tuple(counts)):
        return None
    return _real_moves(state, line)


def _candidates(ranks, present: int, talon: tuple[int, ...]) -> list[tuple[int, int]]:
    """Return the abstract pairs to try, or just one safe pair when there is one."""
    free = [p for p in POSITIONS if present >> (p - 1) & 1 and not present & _COVER_MASKS[p]]
    left = [0] * len(talon)  # tableau cards left, per rank
    for p in POSITIONS:
        if present >> (p - 1) & 1:
            left[ranks[p - 1]] += 1
    pairs = []
    for i, p in enumerate(free):
        rank = ranks[p - 1]
        for q in free[i + 1 :]:
            if ranks[q - 1] == rank:
                if left[rank] - 2 <= talon[rank]:
                    return [(p, q)]
                pairs.append((p, q))
        if talon[rank]:
            if left[rank] <= talon[rank]:
                return [(p, WASTE)]
            pairs.append((p, WASTE))
    return pairs


def _real_moves(state: State, line: list[tuple[int, int]]) -> list[Move]:
    """Replay an abstract winning line as engine moves, drawing up to each talon card."""
    moves: list[Move] = []
    for first, second in line:
        if second == WASTE:
            wanted = state.tableau[first - 1]
            while not state.waste or state.waste[-1] != wanted:
                step = Draw() if state.stock else Recycle()
                moves.append(step)
                state = apply(state, step)
        pair = Pair(first, second)
        moves.append(pair)
        state = apply(state, pair)
    assert is_won(state)
    return moves


def main(argv: list[str] | None = None) -> None:
    """Print how many deals of a range can be won, and how long the search took."""
    args = [int(a) for a in (sys.argv[1:] if argv is None else argv)]
    first = args[0] if args else 0
    last = args[1] if len(args) > 1 else (first + 999 if args else 999)
    won = 0
    start = time.perf_counter()
    for number in range(first, last + 1):
        if solve(new_game(number)) is not None:
            won += 1
    elapsed = time.perf_counter() - start
    count = last - first + 1
    print(
        f"deals {first}..{last}: {won} of {count} winnable ({100 * won / count:.1f} %), "
        f"solved in {elapsed:.2f} s ({1000 * elapsed / count:.2f} ms per deal)"
    )


if __name__ == "__main__":
    main()
