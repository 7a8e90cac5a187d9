"""How fast the Hearts engine and CPU seats are.

Prints, per level, the time of one CPU decision (observe + choose, passes and plays
alike) as median and 99th percentile over whole games of four seats of that level (goal:
p99 <= 0.5 ms, well under 1 ms), and the hands per second of the engine with four random
legal players (goal: >= 2,000), the best of a few repeats (like timeit: slower repeats
measure the other processes on the machine, not the code). Times are process CPU time.

    python -m benchmarks.hearts_speed --games 40 --hands 2000 --repeats 5
"""

from __future__ import annotations

import argparse
import statistics
import time

from qtcards_hearts import cpu, engine

from benchmarks.hearts_players import RandomPlayer, play_game

P99_GOAL_MS = 0.5  # "well under 1 ms"
HANDS_GOAL = 2000


class TimedCpu:
    """A CPU seat that records how long each decision takes."""

    def __init__(self, level: str, times: list[float]):
        self.level = level
        self.times = times

    def _timed(self, choose, state, seat):
        start = time.process_time()
        choice = choose(cpu.observe(state, seat, self.level))
        self.times.append(time.process_time() - start)
        return choice

    def choose_pass(self, state, seat):
        return self._timed(cpu.choose_pass, state, seat)

    def choose_play(self, state, seat):
        return self._timed(cpu.choose_play, state, seat)


def decision_times(level: str, games: int) -> list[float]:
    times: list[float] = []
    for seed in range(games):
        play_game(seed, [TimedCpu(level, times) for _ in range(engine.SEATS)])
    return times


def hands_per_second(hands: int, seed: int = 0) -> float:
    """Whole hands (deal, pass, 52 plays, scoring) with four random legal players."""
    players = [RandomPlayer(seat) for seat in range(engine.SEATS)]
    done = 0
    start = time.process_time()
    while done < hands:
        _, summaries = play_game(seed, players)
        done += len(summaries)
        seed += 1
    return done / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games per level")
    parser.add_argument("--hands", type=int, default=2000, help="hands per repeat, random players")
    parser.add_argument("--repeats", type=int, default=5, help="repeats of the hands (best counts)")
    args = parser.parse_args()
    print("| measure | median | p99 | goal | met |")
    print("|---|---|---|---|---|")
    for level in cpu.LEVELS:
        times = sorted(decision_times(level, args.games))
        median = statistics.median(times) * 1000
        p99 = times[int(len(times) * 0.99)] * 1000
        met = "yes" if p99 <= P99_GOAL_MS else "NO"
        print(f"| {level} decision ({len(times)}) | {median:.3f} ms | {p99:.3f} ms | p99 <= {P99_GOAL_MS} ms | {met} |")
    rate = max(hands_per_second(args.hands, seed=r * args.hands) for r in range(args.repeats))
    met = "yes" if rate >= HANDS_GOAL else "NO"
    print(f"| hands per second, random legal players | {rate:,.0f} | | >= {HANDS_GOAL:,} | {met} |")


if __name__ == "__main__":
    main()
