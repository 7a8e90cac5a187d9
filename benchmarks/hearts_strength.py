"""How strong the Hearts CPU levels are, on duplicate deals.

Game i is dealt from seed BASE + i and played four times, the seat under test in each
seat in turn, the other seats by its opponents. Per hand, delta = the tested seat's
points minus the mean of the other three (negative is good). Printed per line-up: the
mean delta per hand with a 95% confidence interval (ratio estimator over deals), the
share of hands the tested seat / another seat shot the moon, the share of games the
tested seat won alone, and whether the goal is met.

    PYTHONPATH=plugins:. python benchmarks/hearts_strength.py --deals 500
    PYTHONPATH=plugins:. python benchmarks/hearts_strength.py --deals 20 --lineup hard-normal
"""

from __future__ import annotations

import argparse
import datetime
import math
import sys
import time

from hearts_players import CpuPlayer, MoonShooter, RandomPlayer, play_game
from qtcards_hearts import engine

# name: (seat under test, its opponents, title, goal on delta or None)
LINEUPS = {
    "easy-random": ("easy", "random", "Easy vs 3 random legal", -5.0),
    "normal-easy": ("normal", "easy", "Normal vs 3 Easy", -1.5),
    "hard-normal": ("hard", "normal", "Hard vs 3 Normal", -0.3),
    "shooter-normal": ("shooter", "normal", "Moon shooter vs 3 Normal", None),
    "shooter-hard": ("shooter", "hard", "Moon shooter vs 3 Hard", None),
}
MOON_CUT = 0.30  # Hard must let through at least this much fewer moons than Normal


def _player(kind: str, seed: str):
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "shooter":
        return MoonShooter()
    return CpuPlayer(kind)


class Tally:
    """Sums over the games of one line-up, kept per deal for the interval."""

    def __init__(self):
        self.deal_sums: list[tuple[float, int]] = []  # (sum of delta, hands) per deal
        self.moons_test = self.moons_other = self.games = self.wins = 0

    def add_deal(self, games) -> None:
        total, hands = 0.0, 0
        for seat, (state, summaries) in games:
            self.games += 1
            self.wins += engine.result(state, seat) == "win"
            for summary in summaries:
                added = summary.added
                total += added[seat] - (sum(added) - added[seat]) / 3
                hands += 1
                if summary.shooter == seat:
                    self.moons_test += 1
                elif summary.shooter is not None:
                    self.moons_other += 1
        self.deal_sums.append((total, hands))

    @property
    def hands(self) -> int:
        return sum(n for _, n in self.deal_sums)

    def delta(self) -> tuple[float, float]:
        """Mean delta per hand and the half-width of its 95% interval."""
        k, n = len(self.deal_sums), self.hands
        mean = sum(s for s, _ in self.deal_sums) / n
        if k < 2:
            return mean, math.inf
        spread = sum((s - mean * h) ** 2 for s, h in self.deal_sums) / (k - 1)
        return mean, 1.96 * math.sqrt(spread / k) / (n / k)


def run(name: str, deals: int, base: int) -> Tally:
    test, opponent, _, _ = LINEUPS[name]
    tally = Tally()
    for i in range(deals):
        seed = base + i
        games = []
        for seat in range(engine.SEATS):
            players = [_player(opponent, f"{seed}:{seat}:{s}") for s in range(engine.SEATS)]
            players[seat] = _player(test, f"{seed}:{seat}:{seat}")
            games.append((seat, play_game(seed, players)))
        tally.add_deal(games)
    return tally


def table(results: dict[str, Tally]) -> str:
    rows = [
        "| line-up | games | hands | mean delta per hand | 95% CI | moons: tested / others"
        " | games won | goal | met |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name, tally in results.items():
        _, _, title, goal = LINEUPS[name]
        mean, half = tally.delta()
        if goal is None:
            goal_text, met = "see moon line", ""
        else:
            goal_text = f"delta <= {goal}" + (", CI below 0" if name == "hard-normal" else "")
            ok = mean <= goal and (name != "hard-normal" or mean + half < 0)
            met = "yes" if ok else "NO"
        rows.append(
            f"| {title} | {tally.games} | {tally.hands} | {mean:+.2f} | "
            f"[{mean - half:+.2f}, {mean + half:+.2f}] | "
            f"{tally.moons_test / tally.hands:.1%} / {tally.moons_other / tally.hands:.1%} | "
            f"{tally.wins / tally.games:.1%} | {goal_text} | {met} |"
        )
    if {"shooter-normal", "shooter-hard"} <= set(results):
        normal = results["shooter-normal"].moons_test / results["shooter-normal"].hands
        hard = results["shooter-hard"].moons_test / results["shooter-hard"].hands
        cut = 1 - hard / normal if normal else 0.0
        met = "yes" if cut >= MOON_CUT else "NO"
        rows.append(
            f"\nMoons let through per hand: Normal {normal:.1%}, Hard {hard:.1%}; Hard lets "
            f"through {cut:.0%} fewer (goal: at least {MOON_CUT:.0%} fewer): {met}."
        )
    return "\n".join(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=500, help="deals per line-up (x4 games)")
    parser.add_argument("--base", type=int, default=1_000_000, help="seed of the first deal")
    parser.add_argument("--lineup", action="append", choices=LINEUPS, help="repeatable")
    parser.add_argument("--out", help="also write the table, command and date to this file")
    args = parser.parse_args()
    results = {}
    for name in args.lineup or LINEUPS:
        start = time.perf_counter()
        results[name] = run(name, args.deals, args.base)
        print(f"{name}: {time.perf_counter() - start:.0f} s", file=sys.stderr)
    text = table(results)
    print(text)
    if args.out:
        command = " ".join(["PYTHONPATH=plugins:. python benchmarks/hearts_strength.py"]
                           + sys.argv[1:])
        with open(args.out, "w", encoding="utf-8") as out:
            out.write(f"# Hearts CPU strength\n\n`{command}` on {datetime.date.today()}"
                      f"\n\n{text}\n")


if __name__ == "__main__":
    main()
