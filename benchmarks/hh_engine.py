"""Heart to Heart engine figures: time per move (with the stuck check) and the solver.

Run ``python -m benchmarks.hh_engine [GAMES]``. It plays GAMES (default 200) random
games, pairing whenever it can (a random legal pair) and drawing or recycling
otherwise, and stops a game when it is won, stuck, or 300 moves long. Each move is
timed as the app spends it: ``apply`` followed by ``is_won`` and ``is_stuck``. Then it
runs the development solver over deals 0..999 (tools/hh_solver.py).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from qtcards_heart_to_heart.engine import (
    Pair,
    apply,
    is_stuck,
    is_won,
    legal_moves,
    new_game,
)

from tools import hh_solver

MAX_MOVES = 300


def time_moves(games: int, seed: int = 1) -> list[float]:
    """Return the time of every move (seconds) over ``games`` random games."""
    rng = random.Random(seed)
    times = []
    for _ in range(games):
        state = new_game(rng.randrange(1_000_000))
        for _ in range(MAX_MOVES):
            moves = legal_moves(state)
            pairs = [m for m in moves if isinstance(m, Pair)]
            move = rng.choice(pairs or moves)
            start = time.perf_counter()
            state = apply(state, move)
            over = is_won(state) or is_stuck(state)
            times.append(time.perf_counter() - start)
            if over:
                break
    return times


def main() -> None:
    """Print the per-move figure, then the solver's."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    times = time_moves(games)
    print(
        f"{len(times)} moves in {games} random games: median "
        f"{1e6 * statistics.median(times):.1f} µs per move incl. stuck check "
        f"(90th percentile {1e6 * statistics.quantiles(times, n=10)[-1]:.1f} µs)"
    )
    hh_solver.main([])


if __name__ == "__main__":
    main()
