"""Full repaint with looks copied from pixmaps against drawn anew, paired in one process.

Run from the project root (the venv's Python)::

    nice -n 5 .venv/bin/python -m benchmarks.repaint_looks [--rounds 40]

Before issue 9's second pass, pile markers, table texts and Hearts' seat plates were
drawn as antialiased shapes and text at every paint; now each copies a pixmap painted
once per look (``TableObject.paint_cached``, docs/performance.md). This script puts both
ways in one process, on the positions of ``render.py`` at 1920x1080, and alternates them
round by round (5 repaints each), so that the machine's load hits both alike: the figures
are the process's CPU time per ``viewport().repaint()``, median of each way, and the
median of the paired differences. "Before" is ``paint_cached`` replaced by drawing the
look straight onto the table, which is what those items did before.

Second table (issue 17): Hearts' CPU hands, each painted as one pixmap by its
``HandFan``, against every back copied card by card (the fans let go of their cards,
``fan.hold([])``, and take them back with ``view._show``), in the same alternation.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from typing import Callable

from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks import render  # noqa: E402  (sets the platform, the thread pool and sys.path, as for render.py)
from qtcards.table import Table, TableObject  # noqa: E402

NOW_CACHED = TableObject.paint_cached


def drawn_each_paint(self: TableObject, painter: QPainter, key: tuple, draw) -> None:
    """As before: the look drawn onto the table at every paint."""
    w, h = self.size()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, w, h)


def use_looks(window, before: bool) -> None:
    """Markers, texts and plates drawn at each paint (before) or copied (now)."""
    TableObject.paint_cached = drawn_each_paint if before else NOW_CACHED


def use_fans(window, before: bool) -> None:
    """Hearts' CPU hands card by card (before) or one pixmap per hand (now)."""
    view = window.view
    if before:
        for fan in view.board.fans.values():
            fan.hold([])
    else:
        view.board.show(view.state, view.showing, False)


def compare(window, rounds: int, use: Callable[[object, bool], None]) -> tuple[float, float, float]:
    """Median ms per repaint before and now, and the median paired difference."""
    table: Table = window.view.table
    times: dict[bool, list[float]] = {True: [], False: []}
    for _ in range(rounds):
        for before in (True, False):
            use(window, before)
            table.viewport().repaint()  # fills the caches of this way
            for _ in range(5):
                start = time.process_time()
                table.viewport().repaint()
                times[before].append((time.process_time() - start) * 1000)
    use(window, False)
    differences = [now - old for old, now in zip(times[True], times[False])]
    return statistics.median(times[True]), statistics.median(times[False]), statistics.median(differences)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=40, help="rounds of 5 repaints each way")
    args = parser.parse_args()
    os.environ["QTCARDS_HOME"] = tempfile.mkdtemp(prefix="qtcards-repaint-looks-")
    app = QApplication.instance() or QApplication([sys.argv[0]])  # noqa: F841 - the widgets need it
    print(f"Full repaint at {render.BIG.width()}x{render.BIG.height()}, CPU ms, {args.rounds} rounds of 5:")
    print(f"  {'position':28} {'before':>8} {'now':>8} {'now - before':>13}")
    print("  markers, texts, plates (paint_cached):")
    run(("heart-to-heart", "hearts"), args.rounds, use_looks)
    print("  CPU hands (one pixmap per hand):")
    run(("hearts",), args.rounds, use_fans)
    return 0


def run(games: tuple[str, ...], rounds: int, use: Callable[[object, bool], None]) -> None:
    """Compare both ways at every position of these games."""
    positions = {"heart-to-heart": render.hh_positions, "hearts": render.hearts_positions}
    for game in games:
        window = render.open_game(game)
        render.size_table(window, render.BIG)
        for name in positions[game](window):
            render.settle()
            old, new, difference = compare(window, rounds, use)
            print(f"  {name:28} {old:8.2f} {new:8.2f} {difference:+13.2f}")
        window.close()


if __name__ == "__main__":
    sys.exit(main())
