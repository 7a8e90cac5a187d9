"""The event loop while the kit's solver searches: the longest gap between frames.

    python -m benchmarks.solver_gaps [--seconds S] [--rounds N]

Opens Klondike, FreeCell and Spider (four suits) in offscreen windows and has each view's
solver (its worker process) search hard deals one after another, a new position asked
while the last is still searching (as a player's quick moves do, each cancelling the
search before), while a 10 ms QTimer records the gaps between its ticks. Prints per game
the longest gap and the median, in ms, while the solver searches (the table's own work of
laying each new deal reported apart); the goal is no gap over 50 ms. ``--baseline``: the
same run with searches that end at once, to tell the solver's share from the machine's.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

#: (game id, module, hard deals): FreeCell's 11982 needs a complete search.
GAMES = (
    ("freecell", "qtcards_freecell", (11982, 617, 1941)),
    ("klondike", "qtcards_klondike", (1, 2, 3)),
    ("spider", "qtcards_spider", (1, 2, 3)),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="each search's budget")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--baseline", action="store_true", help="the same run with searches of one position")
    args = parser.parse_args()

    import importlib

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from qtcards.kit import Budget
    from qtcards.plugin_host.registry import GameRegistry
    from qtcards.window.main_window import MainWindow

    os.environ["QTCARDS_HOME"] = tempfile.mkdtemp(prefix="qtcards-gaps-")
    app = QApplication.instance() or QApplication([])
    for game_id, module, deals in GAMES:
        registry = GameRegistry()
        registry.add_plugin(importlib.import_module(module), game_id)
        window = MainWindow(registry, "en")
        window.resize(1024, 600)
        assert window.open_game(game_id), registry.faults
        window.show()
        view = window.view
        view.verdicts.budget = Budget(seconds=args.seconds, positions=1 if args.baseline else None)
        gaps: list[float] = []
        clock = QElapsedTimer()
        clock.start()
        last = [clock.elapsed()]

        dealing: list[float] = []  # the table's own work: laying a new deal (not the solver's)

        def tick() -> None:
            now = clock.elapsed()
            if not skip[0]:
                gaps.append(now - last[0])
            last[0], skip[0] = now, False

        skip = [False]

        timer = QTimer(interval=10)
        timer.timeout.connect(tick)
        timer.start()
        for _ in range(args.rounds):
            for deal in deals:
                started = time.perf_counter()
                view.start_deal(deal)  # asks; the search before is cancelled
                dealing.append((time.perf_counter() - started) * 1000)
                skip[0] = True  # the gap around the deal is the table's, reported apart
                end = time.monotonic() + args.seconds
                while time.monotonic() < end:
                    app.processEvents()
                    time.sleep(0.001)
        timer.stop()
        verdict = view.verdicts.now()
        window.close()
        print(
            f"{game_id:9} ticks {len(gaps):5}  longest gap {max(gaps):6.1f} ms"
            f"  99th percentile {sorted(gaps)[len(gaps) * 99 // 100]:5.1f} ms  median {statistics.median(gaps):5.1f} ms"
            f"  (laying a deal: median {statistics.median(dealing):5.1f} ms; last verdict:"
            f" {verdict.outcome if verdict else 'undecided'})"
        )


if __name__ == "__main__":
    main()
