"""Full repaint with markers, texts and seat plates copied from pixmaps, against drawn anew.

Run from the project root (the venv's Python)::

    nice -n 5 .venv/bin/python benchmarks/repaint_looks.py [--rounds 40]

Before issue 9's second pass, pile markers, table texts and Hearts' seat plates were
drawn as antialiased shapes and text at every paint; now each copies a pixmap painted
once per look (``TableObject.paint_cached``, docs/performance.md). This script puts both
ways in one process, on the positions of ``render.py`` at 1920x1080, and alternates them
round by round (5 repaints each), so that the machine's load hits both alike: the figures
are the process's CPU time per ``viewport().repaint()``, median of each way, and the
median of the paired differences. "Before" is ``paint_cached`` replaced by drawing the
look straight onto the table, which is what those items did before.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import render  # noqa: E402  (sets the platform, the thread pool and sys.path, as for render.py)

from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from qtcards.table import Table, TableObject  # noqa: E402

NOW_CACHED = TableObject.paint_cached


def drawn_each_paint(self: TableObject, painter: QPainter, key: tuple, draw) -> None:
    """As before: the look drawn onto the table at every paint."""
    w, h = self.size()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, w, h)


def use(table: Table, before: bool) -> None:
    """Switch the table to the old way or the new one, and paint once to fill caches."""
    TableObject.paint_cached = drawn_each_paint if before else NOW_CACHED
    table.viewport().repaint()


def compare(table: Table, rounds: int) -> tuple[float, float, float]:
    """Median ms per repaint before and now, and the median paired difference."""
    times: dict[bool, list[float]] = {True: [], False: []}
    for _ in range(rounds):
        for before in (True, False):
            use(table, before)
            for _ in range(5):
                start = time.process_time()
                table.viewport().repaint()
                times[before].append((time.process_time() - start) * 1000)
    use(table, False)
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
    for game, positions in (("heart-to-heart", render.hh_positions), ("hearts", render.hearts_positions)):
        window = render.open_game(game)
        render.size_table(window, render.BIG)
        for name in positions(window):
            render.settle()
            old, new, difference = compare(window.view.table, args.rounds)
            print(f"  {name:28} {old:8.2f} {new:8.2f} {difference:+13.2f}")
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
