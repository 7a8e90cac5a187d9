"""What "New game" pays for never dealing a Heart to Heart deal stuck from the start.

Run ``python -m benchmarks.hh_new_deals [NUMBERS]``. Over NUMBERS (default 100,000)
random deal numbers (seeded, so every run sees the same numbers) it counts the ones
whose start is stuck, which ``engine.random_playable_deal`` skips, and the numbers it
draws per new game. Then it times a new game the old way (one random number, dealt)
and the new way (draw until not stuck), each the median of 7 rounds of 2,000 games,
and prints the ratio.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from qtcards_heart_to_heart.deals import random_number
from qtcards_heart_to_heart.engine import is_stuck, new_game, random_playable_deal

ROUNDS = 7
GAMES = 2_000


def stuck_share(numbers: int, seed: int = 2026) -> tuple[int, int]:
    """(stuck starts, numbers looked at) over ``numbers`` random deal numbers."""
    rng = random.Random(seed)
    stuck = sum(is_stuck(new_game(random_number(rng))) for _ in range(numbers))
    return stuck, numbers


def per_game_us(new: bool, seed: int) -> float:
    """Microseconds per new game: the deal number picked and the deal laid out."""
    rng = random.Random(seed)
    start = time.perf_counter()
    for _ in range(GAMES):
        new_game(random_playable_deal(rng) if new else random_number(rng))
    return (time.perf_counter() - start) / GAMES * 1e6


def main() -> None:
    numbers = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    stuck, total = stuck_share(numbers)
    share = stuck / total
    print(
        f"stuck from the start: {stuck} of {total:,} deal numbers ({share:.2%}); "
        f"skipped by New game: the same {share:.2%}"
    )
    print(f"numbers drawn per new game: {1 / (1 - share):.3f} on average (1 without the skip)")
    old = statistics.median(per_game_us(False, seed) for seed in range(ROUNDS))
    new = statistics.median(per_game_us(True, seed) for seed in range(ROUNDS))
    print(
        f"a new game, median of {ROUNDS} x {GAMES:,}: {old:.1f} us any deal, "
        f"{new:.1f} us never stuck ({new / old:.2f}x, +{new - old:.1f} us)"
    )


if __name__ == "__main__":
    main()
