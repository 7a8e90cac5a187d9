"""Long play: many games in one process; memory, card items and timers must not pile up.

Run ``python -m benchmarks.long_play [--games 200] [--seed 1] [--warmup 20]``.

One shown main window (offscreen) holds both built-in games. Games alternate between
Heart to Heart and Hearts, so every game also closes one game's view and opens the
other's (its saved game is resumed, then a new game is dealt). A seeded scripted player
(``table_players.py``) plays each game through taps and menu actions until it ends or a
bound is reached (Heart to Heart: won, stuck or ``--hh-steps`` taps; Hearts: game over or
``--hearts-hands`` hands). Two games in ten (one of each) keep the table's animations on
(the others turn them off to go faster). The Hearts beat is shortened through the view module's
test-only constants.

After each game, once deferred deletes have run and the garbage collector has run, it
counts: the process's resident memory (``/proc/self/statm``), the card items alive in the
whole process (``CardItem`` wrappers whose C++ object still exists), the items in every
live scene, the current table's ``items_on_table``, game views alive, the window's
``QTimer`` children and how many of them are active, and top-level widgets. Item and
timer counts are compared at the same point of every game of a kind (right after its
new game is dealt); memory is compared between the end of the warm-up and the end.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import sys
import tempfile
import time
from dataclasses import dataclass, field

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shiboken6  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene  # noqa: E402

from benchmarks.drivers import table_players  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")


def rss_mb() -> float:
    """Resident memory of this process in MB (from /proc/self/statm)."""
    with open("/proc/self/statm") as file:
        return int(file.read().split()[1]) * PAGE / 2**20


def flush() -> None:
    """Run deferred deletes and the garbage collector until nothing is left to do."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
        gc.collect()


def owned_by(obj, owner) -> bool:
    """True when ``owner`` is ``obj``'s parent, grandparent, ..."""
    parent = obj.parent()
    while parent is not None:
        if parent is owner:
            return True
        parent = parent.parent()
    return False


def census(window) -> dict[str, int]:
    """What is alive now (see the module docstring)."""
    from qtcards.kit.game import GameView
    from qtcards.table import CardItem

    flush()
    objects = gc.get_objects()
    cards = [o for o in objects if isinstance(o, CardItem) and shiboken6.isValid(o)]
    scenes = [o for o in objects if isinstance(o, QGraphicsScene) and shiboken6.isValid(o)]
    views = [o for o in objects if isinstance(o, GameView) and shiboken6.isValid(o)]
    status = window.statusBar()  # its message timer belongs to the window, not to a game
    timers = [t for t in window.findChildren(QTimer) if not owned_by(t, status)]
    return {
        "card items": len(cards),
        "scene items": sum(len(scene.items()) for scene in scenes),
        "scenes": len(scenes),
        "on table": len(window.view.table.items_on_table) if window.view is not None else 0,
        "views": len(views),
        "timers": len(timers),
        "active timers": sum(timer.isActive() for timer in timers),
        "top-level widgets": len(QApplication.topLevelWidgets()),
        "names": sorted(
            f"{type(w).__name__}:{w.windowTitle()}:{w.isVisible()}" for w in QApplication.topLevelWidgets()
        ),
    }


@dataclass
class Report:
    games: int = 0
    ended: dict[str, int] = field(default_factory=dict)
    fresh: dict[str, list[dict[str, int]]] = field(default_factory=dict)
    after: list[dict[str, int]] = field(default_factory=list)
    rss_warm: float = 0.0
    rss_end: float = 0.0
    rss_peak_kb: int = 0
    seconds: float = 0.0
    leaks: list[str] = field(default_factory=list)

    @property
    def growth_mb(self) -> float:
        return self.rss_end - self.rss_warm


#: How long a card glides in the games that animate: every glide still makes and drops its
#: animation objects (what a leak would keep), in a sixth of a player's 180 ms, so that 200
#: games take minutes, not a quarter of an hour.
ANIMATED_MS = 30


def expected_items(view) -> int:
    """How many items the table of a settled game holds (cards, places, texts, plates,
    and in Hearts the fans that paint the CPU hands)."""
    if view.context.game.id == "heart-to-heart":
        return 2 + 3 + 25 + len(view.state.stock) + len(view.state.waste)
    return 52 + 4 + 1 + 3


def wait(condition, timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the table did not settle")
        QTest.qWait(2)


def play_one(window, rng: random.Random, hh_steps: int, hearts_hands: int, checks: bool = True) -> str:
    """Play the open game from a new deal until it ends or the bound is reached (checking
    the table against the state after each move unless ``checks`` is off)."""
    view = window.view
    player = table_players.player_for(window, rng, menus=False)
    if window.game.id == "heart-to-heart":
        player.solver = 0.9
        from qtcards_heart_to_heart import engine

        for _ in range(hh_steps):
            state = view.state
            if engine.is_won(state):
                return "won"
            if engine.is_stuck(state):
                return "stuck"
            player.step()
            if checks:
                table_players.check_invariants(view)
            QApplication.processEvents()
        return "bounded"
    start_hand = view.state.hand_number
    checked = None
    while True:
        state = view.state
        if checks and state is not checked:  # (states are values: a new object is a new state)
            table_players.check_invariants(view)
            checked = state
        if state.phase == "game_over":
            return "game over"
        if state.hand_number - start_hand >= hearts_hands:
            return "bounded"
        if player.step() == "wait":
            QTest.qWait(1)
        QApplication.processEvents()


def run(
    window,
    games: int,
    seed: int = 1,
    warmup: int = 20,
    hh_steps: int = 400,
    hearts_hands: int = 2,
    animate=lambda number: number % 10 in (0, 1),
    say=print,
    checks: bool = True,
) -> Report:
    """Play ``games`` games in ``window`` (both games registered); the figures. ``checks``
    off skips the table's checks after each move (the memory benchmark's growth run)."""
    from qtcards_hearts import view as hearts_view

    hearts_view.BEAT_MS, hearts_view.TRICK_PAUSE_MS = 1, 1
    rng = random.Random(f"long-play:{seed}")
    report = Report()
    started = time.monotonic()
    order = ("heart-to-heart", "hearts")
    for number in range(games):
        game = order[number % 2]
        assert window.open_game(game), f"could not open {game}"
        view = window.view
        view.table.animation_ms = ANIMATED_MS if animate(number) else 0
        view.new_game()
        if game == "heart-to-heart" and view.end_box is not None:
            view.end_box.close()  # a deal can be stuck from the start: not a leak
        # cards that left the table are dropped once their fade ends: wait for that
        wait(lambda: len(view.table.items_on_table) == expected_items(view))
        report.fresh.setdefault(game, []).append(census(window))
        outcome = play_one(window, rng, hh_steps, hearts_hands, checks)
        report.ended[outcome] = report.ended.get(outcome, 0) + 1
        report.games += 1
        box = view.sheet.box if game == "hearts" else view.end_box
        if box is not None:
            box.close()
        window.close_game()  # saves it; the next game's view replaces it
        closed = census(window)
        for key in ("card items", "scene items", "views", "scenes", "timers"):
            if closed[key]:
                report.leaks.append(f"after closing {game} game {number + 1}: {key} {closed[key]}")
        report.after.append(closed)
        if number + 1 == warmup:
            flush()
            report.rss_warm = rss_mb()
        if (number + 1) % 20 == 0:
            counts = {k: v for k, v in census(window).items() if k != "names"}
            say(f"{number + 1} games, {time.monotonic() - started:.0f} s, rss {rss_mb():.1f} MB, {counts}")
    flush()
    report.rss_end = rss_mb()
    report.rss_peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    report.seconds = time.monotonic() - started
    for game, counts in report.fresh.items():
        first = counts[0]
        for index, count in enumerate(counts[1:], start=2):
            for key, value in count.items():
                if key != "names" and value > first[key] and key != "active timers":  # (a message may be showing)
                    extra = f" ({count['names']})" if key == "top-level widgets" else ""
                    report.leaks.append(f"{game} game {index}: {key} {value}, at the first game {first[key]}{extra}")
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--hh-steps", type=int, default=400)
    parser.add_argument("--hearts-hands", type=int, default=2)
    args = parser.parse_args(argv)
    os.environ["QTCARDS_HOME"] = tempfile.mkdtemp(prefix="qtcards-long-")
    app = QApplication.instance() or QApplication([sys.argv[0]])
    window = table_players.built_in_window()
    report = run(window, args.games, args.seed, args.warmup, args.hh_steps, args.hearts_hands)
    print(f"{report.games} games in {report.seconds:.0f} s; endings: {report.ended}")
    print(
        f"resident memory: {report.rss_warm:.1f} MB after {args.warmup} games, {report.rss_end:.1f} MB at the "
        f"end: growth {report.growth_mb:+.1f} MB (peak {report.rss_peak_kb / 1024:.1f} MB)"
    )
    for game, counts in report.fresh.items():
        first, last = ({k: v for k, v in c.items() if k != "names"} for c in (counts[0], counts[-1]))
        print(f"{game}, right after each new deal: first {first}; last {last}")
    first, last = ({k: v for k, v in c.items() if k != "names"} for c in (report.after[0], report.after[-1]))
    print(f"after closing each game: first {first}; last {last}")
    for leak in report.leaks:
        print("LEAK:", leak)
    window.close()
    app.processEvents()
    ok = not report.leaks and report.growth_mb < 10
    print("ok" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
