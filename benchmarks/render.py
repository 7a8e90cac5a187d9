"""Render figures: repaint of the whole table at 1920x1080, and relayout after a resize.

Run from the project root (the venv's Python), at low priority on a shared machine::

    nice -n 5 .venv/bin/python -m benchmarks.render [--repaints 60] [--resizes 20]

The games run in the real main window (menus, info bar), offscreen unless
``QT_QPA_PLATFORM`` says otherwise, with their own ``QTCARDS_HOME`` in a temporary
folder, in typical positions:

- ``heart-to-heart: deal``: a fresh deal (25 cards in the heart, the stock);
- ``heart-to-heart: mid-game``: 14 moves in (pairs gone, a waste), a card selected, so
  that the placement aid outlines and dims cards;
- ``hearts: pass``: a fresh hand in the pass phase, two cards picked;
- ``hearts: play``: four tricks in, your turn with a card lifted and cards in the trick;
- ``spider: deal`` and ``spider: three rows dealt``: Spider in four suits, 104 cards on the
  table (when the example is installed).

Figures (median and worst wall-clock ms, and the median CPU ms of the process, all
threads, which moves far less with the load of other processes):

- **repaint**: ``viewport().repaint()`` of the whole table, its viewport sized
  1920x1080, repeated; every card's pixmap is in the cache, as in play.
- **relayout**: the window is resized between 1920x1080 and 1280x720 (table viewport);
  the time spent in ``Table.relayout`` (every item moved to its place, the game's
  ``laid_out`` handlers, Hearts' buttons).
- **resize frame**: the whole resize as the player sees it: ``resize``, the events it
  posts, and the first repaint at the new size, which paints the pixmaps of that size.

The pixmaps the deck renderer paints are counted too: a repaint at an unchanged size must
render none, a resize only the distinct faces shown. Like the app (``qtcards.app.startup.main``),
the script sets ``QT_NO_GUI_THREADPOOL`` before Qt paints (``--qt-threadpool`` leaves Qt's
pool on, to measure an older checkout as it ran: ``--source DIR``).

``--deck ID`` (``qtcards --list-decks``) measures every position twice in the same run:
with the built-in deck and with that SVG deck (its faces rendered from the SVG the first
time each size is shown, as with a cold disk cache).

Goals: repaint <= 4 ms, relayout <= 16 ms (one frame at 60 Hz).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["QTCARDS_NO_AUTOLOAD"] = "1"
# As qtcards.app.startup.main does before its first paint (unless --qt-threadpool, to compare):
if "--qt-threadpool" not in sys.argv:
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
ROOT = Path(__file__).resolve().parent.parent
# --source DIR measures another checkout (a baseline, say) with this script: its qtcards/
# and plugins/ come first (this checkout is found as the current folder or installed).
if "--source" in sys.argv:
    SOURCE = Path(sys.argv[sys.argv.index("--source") + 1]).resolve()
    sys.path[:0] = [str(SOURCE / "plugins"), str(SOURCE)]

from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

BIG = QSize(1920, 1080)
SMALL = QSize(1280, 720)


def open_game(game_id: str):
    """A main window with one built-in game open and shown."""
    from qtcards_heart_to_heart import plugin as hh_plugin
    from qtcards_hearts import plugin as hearts_plugin

    from qtcards.plugin_host.registry import GameRegistry
    from qtcards.window.main_window import MainWindow

    registry = GameRegistry()
    registry.add_plugin(hh_plugin, "heart-to-heart")
    registry.add_plugin(hearts_plugin, "hearts")
    if game_id == "spider":
        import qtcards_spider

        registry.add_plugin(qtcards_spider, "spider")
    window = MainWindow(registry, "en")
    window.resize(1180, 820)
    assert window.open_game(game_id), registry.faults
    window.show()
    settle()
    window.view.table.animation_ms = 0
    return window


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def size_table(window, size: QSize) -> None:
    """Resize the window so that the table's viewport gets ``size``."""
    viewport = window.view.table.viewport()
    for _ in range(3):
        delta = size - viewport.size()
        if delta.isNull():
            return
        window.resize(window.size() + delta)
        settle()


def hh_positions(window):
    from qtcards_heart_to_heart import engine

    view = window.view
    view.start_deal(1234)
    settle()
    yield "heart-to-heart: deal"
    for _ in range(14):
        moves = engine.legal_moves(view.state)
        pairs = [m for m in moves if isinstance(m, engine.Pair)]
        if not (pairs or moves):
            break
        view.play((pairs or moves)[0])
        settle()
    available = sorted(engine.available(view.state))
    if available:
        view.click(available[0])
    settle()
    yield "heart-to-heart: mid-game"


def hearts_positions(window):
    from qtcards_hearts import engine, view as hearts_view

    hearts_view.BEAT_MS = 1
    hearts_view.TRICK_PAUSE_MS = 1
    view = window.view
    view.start_game(20240611, "normal")
    settle()
    while view.state.phase != "pass":  # a hand with passing (the first one has it)
        view.start_game(view.state.seed + 1, "normal")
    hand = view.state.hands[0]
    for card in hand[-2:]:
        view.table.act(view.cards[card])
    settle()
    yield "hearts: pass"
    view.table.act(view.cards[hand[0]])
    view.confirm_pass()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        settle()
        if view.your_turn() and len(view.state.played) >= 16 and view.state.trick:
            break
        if view.your_turn():
            card = engine.legal_plays(view.state, 0)[0]
            item = view.cards[card]
            view.table.act(item)
            view.table.act(item)
        time.sleep(0.002)
    legal = engine.legal_plays(view.state, 0)
    view.table.act(view.cards[legal[0]])  # lifted
    settle()
    yield "hearts: play"


def spider_positions(window):
    """Spider in four suits, 104 cards on the table: a fresh deal, then three rows dealt."""
    from qtcards_spider.engine import RULES, new_game

    view = window.view
    view.session.start(new_game(3, 4))
    settle()
    yield "spider: deal (104 cards)"
    for _ in range(3):
        view.session.run(RULES.deal, "Deal")
    settle()
    yield "spider: three rows dealt"


def counted(renderer) -> list[int]:
    """Count the pixmaps the renderer paints (its ``_render``; works on older checkouts too)."""
    count = [0]
    render = renderer._render

    def counting(*args):
        count[0] += 1
        return render(*args)

    renderer._render = counting
    return count


def measure(window, repaints: int, resizes: int) -> dict:
    table = window.view.table
    renderer = table.renderer
    rendered = counted(renderer)
    viewport = table.viewport()
    size_table(window, BIG)
    viewport.repaint()  # any face not yet shown at this size is painted here
    settle()
    before = rendered[0]
    paints, paint_cpu = [], []
    for _ in range(repaints):
        start, cpu = time.perf_counter(), time.process_time()
        viewport.repaint()
        paints.append((time.perf_counter() - start) * 1000)
        paint_cpu.append((time.process_time() - cpu) * 1000)
    paint_renders = rendered[0] - before

    relayouts: list[float] = []
    relayout_cpu: list[float] = []
    original = table.relayout

    def timed_relayout() -> None:
        start, cpu = time.perf_counter(), time.process_time()
        original()
        relayouts.append((time.perf_counter() - start) * 1000)
        relayout_cpu.append((time.process_time() - cpu) * 1000)

    table.relayout = timed_relayout
    frames, frame_cpu, renders = [], [], []
    try:
        for index in range(resizes):
            target = SMALL if index % 2 == 0 else BIG
            delta = target - viewport.size()
            before = rendered[0]
            start, cpu = time.perf_counter(), time.process_time()
            window.resize(window.size() + delta)
            QApplication.processEvents()
            viewport.repaint()
            frames.append((time.perf_counter() - start) * 1000)
            frame_cpu.append((time.process_time() - cpu) * 1000)
            renders.append(rendered[0] - before)
    finally:
        del table.relayout
        del renderer._render
    shown = {
        (card.face if card.face_up else None)
        for card in table.items_on_table
        if hasattr(card, "face_up") and card.isVisible() and card.opacity() > 0
    }
    return {
        "paint": paints,
        "paint_cpu": paint_cpu,
        "paint_renders": paint_renders,
        "relayout": relayouts,
        "relayout_cpu": relayout_cpu,
        "frame": frames,
        "frame_cpu": frame_cpu,
        "renders": renders,
        "faces_shown": len(shown),
        "items": len(table.items_on_table),
    }


def looks(deck: str | None, home: Path) -> list[tuple[str, object]]:
    """The looks to measure: the built-in deck, and the deck ``deck`` when one is named."""
    from qtcards.table.looks.look import Look

    found = [("built-in", Look())]
    if deck:
        from qtcards.appearance.face_cache import stores_in
        from qtcards.appearance.stored import deck_file

        found.append((deck, Look(deck=deck_file(deck, sys.exit), faces=stores_in(home / "cache"))))
    return found


def line(name: str, values: list[float], cpu: list[float], goal: float | None) -> str:
    med, worst = statistics.median(values), max(values)
    verdict = (
        ""
        if goal is None
        else (
            "  meets the goal"
            if worst <= goal
            else ("  median meets the goal, worst does not" if med <= goal else "  MISSES the goal")
        )
    )
    goal_text = f"<= {goal:.0f}" if goal is not None else "-"
    return (
        f"    {name:14} median {med:7.2f}  worst {worst:7.2f}   (cpu median {statistics.median(cpu):6.2f})"
        f"   goal {goal_text}{verdict}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repaints", type=int, default=60)
    parser.add_argument("--resizes", type=int, default=20)
    parser.add_argument("--deck", metavar="ID", help="also measure with this SVG deck (qtcards --list-decks)")
    parser.add_argument("--source", type=Path, default=ROOT, help="the checkout to measure (default: this one)")
    parser.add_argument(
        "--qt-threadpool",
        action="store_true",
        help="leave Qt's GUI thread pool on (the app turns it off; a baseline may not)",
    )
    args = parser.parse_args()
    import qtcards
    from benchmarks.startup import load, machine

    print(
        f"Machine: {machine()}; Qt platform {os.environ['QT_QPA_PLATFORM']}; "
        f"qtcards from {Path(qtcards.__file__).parent.parent}"
    )
    print(f"Before: {load()}; niceness {os.nice(0)}")
    with tempfile.TemporaryDirectory(prefix="qtcards-render-") as home:
        os.environ["QTCARDS_HOME"] = home
        app = QApplication.instance() or QApplication([sys.argv[0]])
        from qtcards.table import Table

        games = [("heart-to-heart", hh_positions), ("hearts", hearts_positions)]
        if importlib.util.find_spec("qtcards_spider") is not None:  # (installed with the examples)
            games.append(("spider", spider_positions))
        for game_id, positions in games:
            for deck_name, look in looks(args.deck, Path(home)):
                Table.look_default = look
                window = open_game(game_id)
                for name in positions(window):
                    result = measure(window, args.repaints, args.resizes)
                    print(
                        f"\n  {name}, {deck_name} deck  ({result['items']} items on the table; "
                        "table viewport 1920x1080 / 1280x720)"
                    )
                    print(line("repaint", result["paint"], result["paint_cpu"], 4.0))
                    print(line("relayout", result["relayout"], result["relayout_cpu"], 16.0))
                    print(line("resize frame", result["frame"], result["frame_cpu"], None))
                    print(
                        f"    pixmaps rendered: {result['paint_renders']} in {len(result['paint'])} repaints "
                        "at one size; "
                        f"per resize {min(result['renders'])}..{max(result['renders'])} "
                        f"({result['faces_shown']} distinct faces shown)"
                    )
                window.close()
                settle()
                window.deleteLater()
                settle()
        del app
    print(f"\nAfter: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
