"""Dragging a run of 13 cards: frames per second while the run follows the pointer.

Run from the project root (the venv's Python), with the Spider example installed::

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m benchmarks.drag_run [--moves 240]

Spider's table at 1920x1080 holds a column of the king to the ace of spades (13 cards, a
run that may go to the empty column); the pointer presses on the king and moves in small
steps; each step is one frame: the move event, the 13 cards following it, and the repaint
of the view, each waited for. It prints the median frame time
and the frames per second it allows (goal: 60, so at most 16.7 ms a frame).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPointF, QSize, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def run_state():
    """A four-suit Spider position: the first column the king to the ace of spades, the last empty."""
    from qtcards_spider.engine import State, deck

    cards = deck(4)
    run = [26 + rank for rank in range(12, -1, -1)]  # K..A of spades, 13 cards
    rest = [card for card in cards if card not in run]
    columns = (tuple(run), *(tuple(rest[i * 9 : i * 9 + 9]) for i in range(8)), ())  # an empty column takes it
    return State(columns, (0,) * 10, ((),) * 8, tuple(rest[72:]), 4)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=240)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="qtcards-drag-") as home:
        os.environ["QTCARDS_HOME"] = home
        app = QApplication.instance() or QApplication([sys.argv[0]])
        from benchmarks.render import open_game, settle, size_table

        window = open_game("spider")
        size_table(window, QSize(1920, 1080))
        view, table = window.view, window.view.table
        view.session.start(run_state())
        settle()
        king = view.cards[26 + 12]
        box = king.sceneBoundingRect()
        start = QPointF(box.center().x(), box.top() + box.height() * 0.12)  # its strip in view

        def send(kind: QEvent.Type, at: QPointF, held: bool) -> None:
            point = QPointF(table.mapFromScene(at))
            button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
            buttons = Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton
            event = QMouseEvent(
                kind, point, table.viewport().mapToGlobal(point), button, buttons, Qt.KeyboardModifier.NoModifier
            )
            QApplication.sendEvent(table.viewport(), event)

        send(QEvent.Type.MouseButtonPress, start, True)
        frames = []
        for step in range(1, args.moves + 1):
            began = time.perf_counter()
            send(QEvent.Type.MouseMove, start + QPointF(step * 3.0, step * 1.0), True)
            table.viewport().repaint()  # the frame, drawn now
            frames.append((time.perf_counter() - began) * 1000)
        carried = len(table.pointer.carried)
        send(QEvent.Type.MouseButtonRelease, start + QPointF(args.moves * 3.0, args.moves * 1.0), False)
        median = statistics.median(frames)
        print(f"A run of {carried + 1} cards dragged over {args.moves} steps at 1920x1080 (offscreen):")
        print(f"  frame median {median:.2f} ms (max {max(frames):.2f} ms): {1000 / median:.0f} frames/s; goal 60")
        window.close()
        del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
