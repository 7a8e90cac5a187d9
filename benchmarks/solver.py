"""How well the kit's solver decides each example game's deals.

Prints, per deal, the verdict (winnable, lost, undecided), the seconds the search took,
the positions it saw and the worker's peak memory (each deal searched in a worker process
of its own, as a view runs it: :class:`qtcards.kit.SolverWorker`), then the counts,
the share decided and the share winnable, the median and the longest time, and the
largest peak memory. Goals (issue 37): FreeCell's Microsoft deals 1 to 1000 all winnable,
median at most 0.5 s, none over 10 s, deal 11982 lost; Klondike (draw one) at least 90 %
of deals 1 to 500 decided within 10 s; Spider one suit at least 95 % of deals 1 to 200;
Golf and Pyramid every deal of 1 to 500 decided; no search over 300 MB.

    python -m benchmarks.solver --game freecell --deals 1-1000
    python -m benchmarks.solver --game klondike --deals 1-500 --budget 10 --step 10
    python -m benchmarks.solver --game spider --suits 2 --deals 1-200
    python -m benchmarks.solver --game freecell --deals 1-20 --measure   # bytes per position

``--measure`` searches in this process with ``tracemalloc`` instead (slower), and prints
the bytes each position held at the peak: the figure a game's space gives the solver as
``bytes_per_position``.
"""

from __future__ import annotations

import argparse
import statistics
import time
import tracemalloc
from collections import Counter
from typing import Any, Callable

from qtcards.kit import LOST, UNDECIDED, WINNABLE, Budget, SolverWorker, Verdict, solve

MEMORY_GOAL_MB = 300


def games() -> dict[str, tuple[Any, Callable[..., Any]]]:
    """Each example game's search space and deal function, by name."""
    import qtcards_freecell.engine
    import qtcards_freecell.search
    import qtcards_golf.engine
    import qtcards_golf.search
    import qtcards_klondike.engine
    import qtcards_klondike.search
    import qtcards_pyramid.engine
    import qtcards_pyramid.search
    import qtcards_spider.engine
    import qtcards_spider.search

    return {
        "freecell": (qtcards_freecell.search.SPACE, qtcards_freecell.engine.new_game),
        "klondike": (qtcards_klondike.search.SPACE, qtcards_klondike.engine.new_game),
        "spider": (qtcards_spider.search.SPACE, qtcards_spider.engine.new_game),
        "golf": (qtcards_golf.search.SPACE, qtcards_golf.engine.new_game),
        "pyramid": (qtcards_pyramid.search.SPACE, qtcards_pyramid.engine.new_game),
    }


def deal_range(text: str) -> range:
    """``A-B`` (both included) or ``A``."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def in_worker(space: Any, state: Any, budget: Budget) -> Verdict:
    """One search in a worker process, as a view runs it."""
    worker = SolverWorker(space)  # a worker per deal: its peak memory is this deal's
    try:
        worker.ask(state, budget)
        verdict = worker.wait()
    finally:
        worker.close()
    assert verdict is not None
    return verdict


def measured(space: Any, state: Any, budget: Budget) -> Verdict:
    """One search in this process under ``tracemalloc``: its peak in ``megabytes``."""
    tracemalloc.start()
    try:
        verdict = solve(space, state, budget)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    print(f"    {peak / max(verdict.positions, 1):.0f} bytes per position")
    return Verdict(verdict.outcome, verdict.line, verdict.positions, verdict.seconds, peak / 2**20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=sorted(games()))
    parser.add_argument("--deals", type=deal_range, required=True, help="A-B, both included")
    parser.add_argument("--step", type=int, default=1, help="every Nth deal of the range")
    parser.add_argument("--budget", type=float, default=10.0, help="seconds per deal")
    parser.add_argument("--megabytes", type=float, default=Budget().megabytes, help="the positions' memory")
    parser.add_argument("--suits", type=int, choices=(1, 2, 4), help="Spider's suits")
    parser.add_argument("--draw", type=int, choices=(1, 3), help="Klondike's draw")
    parser.add_argument("--measure", action="store_true", help="in this process, under tracemalloc")
    args = parser.parse_args()
    space, new_game = games()[args.game]
    options = {"suits": args.suits} if args.suits else {"draw": args.draw} if args.draw else {}
    budget = Budget(args.budget, args.megabytes)
    search = measured if args.measure else in_worker
    outcomes: Counter[str] = Counter()
    times, peaks = [], []
    print(f"{args.game} {options or ''} deals {args.deals.start}-{args.deals.stop - 1} step {args.step}, {budget}")
    print(f"{'deal':>8} {'verdict':>10} {'seconds':>8} {'positions':>10} {'peak MB':>8}")
    started = time.monotonic()
    for deal in args.deals[:: args.step]:
        verdict = search(space, new_game(deal, **options), budget)
        outcomes[verdict.outcome] += 1
        times.append(verdict.seconds)
        peaks.append(verdict.megabytes or 0.0)
        peak = "-" if verdict.megabytes is None else f"{verdict.megabytes:.0f}"
        print(f"{deal:>8} {verdict.outcome:>10} {verdict.seconds:>8.2f} {verdict.positions:>10} {peak:>8}", flush=True)
    total = sum(outcomes.values())
    decided = outcomes[WINNABLE] + outcomes[LOST]
    print(
        f"\n{total} deals: {outcomes[WINNABLE]} winnable, {outcomes[LOST]} lost, {outcomes[UNDECIDED]} undecided;"
        f" decided {100 * decided / total:.1f} %, winnable {100 * outcomes[WINNABLE] / total:.1f} % of all"
        f" ({100 * outcomes[WINNABLE] / max(decided, 1):.1f} % of those decided)"
    )
    print(
        f"time median {statistics.median(times):.2f} s, longest {max(times):.2f} s;"
        f" peak memory largest {max(peaks):.0f} MB (goal <= {MEMORY_GOAL_MB});"
        f" {time.monotonic() - started:.0f} s in all"
    )


if __name__ == "__main__":
    main()
