"""The game chooser at a first start: its first frame, and its pictures drawn after it.

Run from the project root (the venv's Python), at low priority on a shared machine::

    nice -n 5 .venv/bin/python -m benchmarks.chooser [--runs 7]

Three contestants, interleaved run by run, each a fresh interpreter spawned as
``benchmarks.startup`` spawns its own (offscreen), running this checkout's qtcards:

- **floor + Qt + text**: the start-up goal's baseline (``startup_scripts.REFERENCES``).
- **heart-to-heart**: ``qtcards --game heart-to-heart`` (the chooser skipped), to its
  table's first paint: the start-up figure of docs/performance.md.
- **first start**: plain ``qtcards`` in a data folder emptied before every run, so that
  the chooser shows; timed to the first paint event of the chooser's list. The child
  then times each game's picture (``GamePictures.draw``, one per turn of the event loop,
  after that frame) and reports when the last one is drawn: "pictures" is that moment
  after the first frame, "longest" the longest single picture (the longest the chooser
  is deaf to a key while its pictures are drawn).

Prints medians (and min, max) of each figure, and the first frame's ratio to the floor.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
from pathlib import Path

from benchmarks.startup import child_env, compile_bytecode, installed_games, load, run_child
from benchmarks.startup_scripts import HEIGHT, QTCARDS, REFERENCES, REPORT, WIDTH

#: This checkout (its qtcards and built-in games run, the example games as installed).
ROOT = Path(__file__).resolve().parent.parent

#: The first-start driver: qtcards' main as its command runs it, with no game asked for.
CHOOSER = (
    "import time as _t\nT_TOP = _t.time()\nimport sys\nMODE = sys.argv[1]\n"
    + REPORT
    + r"""
from qtcards.window import chooser as _chooser, game_pictures as _pictures

_init, _draw, _drawn = _chooser.GameChooser.__init__, _pictures.GamePictures.draw, []

def _watched_init(self, *args, **kwargs):
    _init(self, *args, **kwargs)
    from PySide6.QtCore import QEvent, QObject

    class _Paint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and not _reported[0]:
                _reported[0] = True
                _emit(event="painted", top=T_TOP, painted=_time.time(), cpu=_time.process_time(), **_memory())
            return False

    self._bench_paint = _Paint()
    self.list.viewport().installEventFilter(self._bench_paint)

def _timed_draw(self, game):
    started = _time.perf_counter()
    picture = _draw(self, game)
    _drawn.append((_time.perf_counter() - started) * 1000)
    if len(_drawn) == len(self.registry.games):
        _emit(event="pictures", at=_time.time(), longest=max(_drawn))
        _os._exit(0)
    return picture

_chooser.GameChooser.__init__ = _watched_init
_pictures.GamePictures.draw = _timed_draw
from qtcards.app.startup import main
sys.exit(main([]))
"""
)


def figures(values: list[float]) -> str:
    """Median, min and max, in ms."""
    return f"{statistics.median(values):7.0f} {min(values):6.0f} {max(values):6.0f}"


def main() -> int:
    """Run the contestants; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    compile_bytecode()
    print(f"Games: {', '.join(installed_games())}; before: {load()}")
    results: dict[str, list[dict]] = {"floor + Qt + text": [], "heart-to-heart": [], "first start": []}
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        floor = child_env(home / "floor", "offscreen")
        game = child_env(home / "game", "offscreen", source=ROOT)
        for round_ in range(runs + 1):  # round 0 warms the file cache up and writes the saved game
            shutil.rmtree(home / "first", ignore_errors=True)
            first = child_env(home / "first", "offscreen", source=ROOT)
            done = {
                "floor + Qt + text": run_child(
                    REFERENCES["floor + Qt + text"], ["exit", str(WIDTH), str(HEIGHT)], floor
                ),
                "heart-to-heart": run_child(QTCARDS, ["exit", "heart-to-heart"], game),
                "first start": run_child(CHOOSER, ["stay"], first),
            }
            for name, result in done.items():
                if round_ > 0:
                    results[name].append(result)
    base = statistics.median(r["ms"] for r in results["floor + Qt + text"])
    print(f"Offscreen, {runs} runs; after: {load()}")
    print(f"  {'first frame (ms)':32} median    min    max  x floor   cpu median")
    for name, measured in results.items():
        ms = [r["ms"] for r in measured]
        cpu = statistics.median(r["cpu_ms"] for r in measured)
        print(f"  {name:32}{figures(ms)}  {statistics.median(ms) / base:6.2f}  {cpu:8.0f}")
    drawn = [r["events"]["pictures"] for r in results["first start"]]
    after = [(d["at"] - r["events"]["painted"]["painted"]) * 1000 for d, r in zip(drawn, results["first start"])]
    print(f"  {'pictures all drawn, after it':32}{figures(after)}")
    print(f"  {'longest picture':32}{figures([d['longest'] for d in drawn])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
