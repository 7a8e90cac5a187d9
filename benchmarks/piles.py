"""Pile rules' speed: ``legal_moves`` and ``apply`` of Klondike, FreeCell and Spider over
positions from real play, the figures a search over the rules (a solver) lives by.

Run from the project root (the venv's Python), at low priority on a shared machine::

    nice -n 5 python -m benchmarks.piles [--deals 12] [--moves 120] [--source DIR]

Positions: each game's deals 1..N (Spider in one, two and four suits in turn) played from
the deal by the hints' best move, now and then (a fixed seed) another legal move or the
stock, up to ``--moves`` moves each, every position on the way kept.

Figures, per game, the median over its positions (each position timed 5 times, its
median kept), in microseconds:

- **legal_moves**: every legal move of a position reached anew (a copy of the state, so
  that nothing the rules keep of a state is reused: the piles are laid again);
- **apply**: the first legal move made, in a position whose legal moves were just asked
  (as a search asks them: the position's piles are known).

Each figure is also given as a ratio to a fixed reference loop (summing 1,000 squares)
timed in the same run, which a loaded or a quiet machine slows alike; ``--source DIR``
runs the same measure on another checkout (its ``qtcards`` and examples first on the
path), the old implementation, say, to compare in one sitting.

Goals: legal_moves <= 200 us and apply <= 50 us median for every game.
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("klondike", "freecell", "spider")
GOALS = {"legal_moves": 200.0, "apply": 50.0}


def paths(root: Path) -> list[str]:
    """The folders the games of checkout ``root`` import from."""
    return [str(root)] + [str(root / "examples" / f"qtcards-{game}") for game in GAMES]


def positions(engine: Any, deals: int, moves: int) -> list[Any]:
    """Positions of ``engine``'s game met in play (the module docstring's play)."""
    rules, found = engine.RULES, []
    for number in range(1, deals + 1):
        chooser = random.Random(number)
        state = engine.new_game(number, (1, 2, 4)[number % 3]) if hasattr(engine, "SUITS") else engine.new_game(number)
        for _ in range(moves):
            found.append(state)
            legal, dealt = rules.legal_moves(state), rules.deal(state)
            if legal and (dealt is None or chooser.random() < 0.85):
                hints = rules.hints(state) or legal
                state = rules.apply(state, hints[0] if chooser.random() < 0.7 else chooser.choice(legal))
            elif dealt is not None:
                state = dealt
            else:
                break
    return found


def timed(action: Callable[[], object], repeats: int = 5) -> float:
    """The median wall-clock microseconds of ``action()``."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1e6)
    return statistics.median(times)


def fresh(ask: Callable[[Any], object], state: Any, repeats: int = 5) -> float:
    """The median wall-clock microseconds of ``ask`` on copies of ``state``, each new to
    the rules (made before the clock starts)."""
    times = []
    for copied in [copy.copy(state) for _ in range(repeats)]:
        start = time.perf_counter()
        ask(copied)
        times.append((time.perf_counter() - start) * 1e6)
    return statistics.median(times)


def reference() -> float:
    """The reference loop's median microseconds."""
    return statistics.median(timed(lambda: sum(i * i for i in range(1000))) for _ in range(50))


def measure(deals: int, moves: int) -> dict[str, dict[str, float]]:
    """Each game's median legal_moves and apply microseconds, with the reference's."""
    import importlib

    figures: dict[str, dict[str, float]] = {}
    for game in GAMES:
        engine = importlib.import_module(f"qtcards_{game}.engine")
        rules, states = engine.RULES, positions(engine, deals, moves)
        legal = [fresh(rules.legal_moves, state) for state in states]
        applied = []
        for state in states:
            first = rules.legal_moves(state)[:1]
            if first:
                applied.append(timed(lambda s=state, m=first[0]: rules.apply(s, m)))
        figures[game] = {
            "positions": len(states),
            "legal_moves": statistics.median(legal),
            "apply": statistics.median(applied),
        }
    figures["reference"] = {"loop": reference()}
    return figures


def report(title: str, figures: dict[str, dict[str, float]]) -> None:
    """Print the figures, each with its ratio to the reference loop."""
    loop = figures["reference"]["loop"]
    print(f"{title} (reference loop {loop:.0f} us)")
    for game in GAMES:
        row = figures[game]
        cells = [f"{key} {row[key]:7.1f} us ({row[key] / loop:.3f} x ref, goal {GOALS[key]:.0f})" for key in GOALS]
        print(f"  {game:9} {int(row['positions']):5} positions  " + "  ".join(cells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--moves", type=int, default=120)
    parser.add_argument("--source", type=Path, help="another checkout to measure in the same run")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:  # (run for --source: its paths first; the figures printed as Python)
        print(repr(measure(args.deals, args.moves)))
        return
    sys.path[:0] = paths(ROOT)
    report(f"this checkout ({ROOT})", measure(args.deals, args.moves))
    if args.source is not None:
        source = args.source.resolve()
        code = f"import runpy, sys; sys.path[:0] = {paths(source)!r}; sys.argv[1:] = {sys.argv[1:]!r} + ['--child']; "
        code += f"runpy.run_path({__file__!r}, run_name='__main__')"
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=source)
        report(f"--source {source}", eval(done.stdout.strip().splitlines()[-1]))


if __name__ == "__main__":
    main()
