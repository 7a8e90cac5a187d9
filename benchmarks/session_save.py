"""What saving a game at every move costs, at 1 and at 100 moves of undo history.

    python -m benchmarks.session_save [--saves 200] [--home DIR]

The session writes the whole history (every state Undo can reach) in one checked write
at each change (qtcards/kit/saved_game.py). This opens Heart to Heart in a real window,
plays 100 moves (draws and recycles), and times ``session.save()`` with 1 and with 101
states on the stack: the median and 90th percentile, the file's size, and how much of
the time is the write itself (``write_checked`` of the same bytes). ``--home DIR`` puts
the files on another disk (a USB stick or an SD card: a slow disk).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path


def timed(action, runs: int) -> tuple[float, float]:
    """Median and 90th percentile of ``action()``, in ms."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.9)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=200)
    parser.add_argument("--home", type=Path, help="the folder to save in (default: a temporary folder)")
    args = parser.parse_args()
    home = args.home or Path(tempfile.mkdtemp(prefix="qtcards-save-"))
    os.environ["QTCARDS_HOME"] = str(home)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QTCARDS_NO_AUTOLOAD"] = "1"

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from qtcards_heart_to_heart.engine import Draw, Recycle

    from benchmarks.drivers.table_players import built_in_window
    from qtcards.files.checked import write_checked

    window = built_in_window()
    window.open_game("heart-to-heart")
    view = window.view
    view.start_deal(12)
    path = view.context.storage.path("game")
    print(f"saving in {path.parent} ({args.saves} saves each)")
    for moves in (1, 100):
        view.start_deal(12)
        for _ in range(moves):
            view.play(Draw() if view.state.stock else Recycle())
        app.processEvents()
        save_ms = timed(view.session.save, args.saves)
        payload = path.read_bytes()
        write_ms = timed(lambda: write_checked(path, payload), args.saves)
        print(
            f"  {view.session.stack.count():3} moves on the stack: "
            f"save median {save_ms[0]:6.2f} ms, p90 {save_ms[1]:6.2f} ms; "
            f"file {len(payload) / 1024:6.1f} KB; the checked write alone {write_ms[0]:6.2f} ms"
        )
    window.close()


if __name__ == "__main__":
    main()
