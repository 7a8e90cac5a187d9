"""The child of the crash-safety run: the real app, started as ``qtcards --game ID``,
played by a seeded script, logging every write before it is made (and parked right
before or after its N-th write when asked), until the parent kills it."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

from benchmarks.drivers.crash_log import Log, digest

PARK_SECONDS = 30.0


def child_main(args: argparse.Namespace) -> int:
    """Start the app as ``qtcards --game ID`` does, drive it, log every write first."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from qtcards_heart_to_heart import view as hh_view
    from qtcards_hearts import view as hearts_view

    from benchmarks.drivers import table_players
    from qtcards.app import startup as qtcards_app
    from qtcards.files.storage import Storage
    from qtcards.kit.session import Session
    from qtcards.window import discard

    discard.ASK_BY_DEFAULT = False  # the scripted player presses New game mid-game
    from qtcards.window.main_window import MainWindow

    log = Log(Path(args.log))
    run = args.run
    rng = random.Random(f"crash-child:{args.seed}:{run}")
    tokens = {args.game: args.instance or None}
    # The app's game id -> the instance it belongs to: a write is the game's whose data it
    # holds (starting a Hearts game first saves the old one, under the new instance's token).
    owners: dict[Any, str | None] = {}
    bank_owner: dict[str, str | None] = {}
    banked: dict[str, int] = {}
    writes = [0]
    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    # The beat of the CPU seats: shortened through the view module's test-only constants.
    hearts_view.BEAT_MS, hearts_view.TRICK_PAUSE_MS = 2, 2

    def current_view():
        for widget in qapp.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.view is not None:
                return widget.view
        return None

    def clock_ms() -> int | None:
        view = current_view()
        return view.session.clock.elapsed_ms() if view is not None else None

    parked_once = [False]

    def park(where: str, name: str) -> None:
        if parked_once[0] or not args.park or writes[0] < args.park or args.park_at != where:
            return
        if args.park_on != "any" and name != args.park_on:
            return
        parked_once[0] = True
        log.write({"k": "parked", "run": run, "n": writes[0], "where": where})
        time.sleep(PARK_SECONDS)  # the parent kills us here

    real_save, real_remove = Storage.save, Storage.remove

    def owner(game: str, name: str, data: Any) -> str | None:
        held = data.get("current") if name == "statistics" and isinstance(data, dict) else data
        game_id = held.get("game" if name == "statistics" else "id") if isinstance(held, dict) else None
        return tokens.get(game) if game_id is None else owners.setdefault(game_id, tokens.get(game))

    def save(self, name: str, version: int, data: Any) -> bool:
        game = self.folder.name
        writes[0] += 1
        record = {
            "k": "op",
            "op": "save",
            "run": run,
            "n": writes[0],
            "f": f"{game}/{name}",
            "tok": owner(game, name, data),
            "h": digest(data),
            "clock": clock_ms(),
        }
        if name == "statistics":
            record["data"] = data
            record["time"] = banked.pop(game, 0)
        else:
            record["counted"] = data.get("counted") if isinstance(data, dict) else None
            if game == "hearts":
                record["phase"] = data["history"][data["index"]]["phase"]
        log.write(record)
        park("before", name)
        result = real_save(self, name, version, data)
        park("after", name)
        return result

    def remove(self, name: str) -> None:
        game = self.folder.name
        writes[0] += 1
        log.write(
            {
                "k": "op",
                "op": "remove",
                "run": run,
                "n": writes[0],
                "f": f"{game}/{name}",
                "tok": tokens.get(game),
                "h": None,
            }
        )
        park("before", name)
        real_remove(self, name)
        park("after", name)

    Storage.save, Storage.remove = save, remove

    def new_instance(game: str, view: Any) -> str | None:
        """A new game instance of ``game`` begins; the one on ``view`` keeps its token (its
        last save may come after this). Returns the old token."""
        old = tokens.get(game)
        if getattr(view, "session", None) is not None:
            owners.setdefault(view.session.counted.game, old)
        tokens[game] = f"{run}.{writes[0]}.{rng.randrange(1 << 30)}"
        return old

    real_start_deal = hh_view.HeartToHeartView.start_deal

    def start_deal(self, number: int) -> None:
        new_instance("heart-to-heart", self)
        real_start_deal(self, number)

    hh_view.HeartToHeartView.start_deal = start_deal
    real_start_game = hearts_view.HeartsView.start_game

    def start_game(self, seed: int, level: str | None = None) -> None:
        old = new_instance("hearts", self)
        bank_owner["hearts"] = old  # the old game's last play time belongs to the old game
        try:
            real_start_game(self, seed, level)
        finally:
            bank_owner.pop("hearts", None)

    hearts_view.HeartsView.start_game = start_game
    real_bank = Session._bank_time

    def bank(self) -> None:
        if not self.tally.keeps_time:
            return real_bank(self)
        before = sum(row["time_ms"] for row in self.stats.values())
        clock = self.clock.elapsed_ms()
        real_bank(self)
        added = sum(row["time_ms"] for row in self.stats.values()) - before
        if added:
            owner = bank_owner.get("hearts", tokens.get("hearts"))
            pending = banked.setdefault("hearts", {}).setdefault(owner, [0, 0])
            pending[0] += added
            pending[1] = max(pending[1], clock)

    Session._bank_time = bank

    def report_and_play() -> None:
        window = next(w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow))
        view = window.view
        report = {
            "k": "ready",
            "run": run,
            "n": writes[0],
            "game": args.game,
            "tok": tokens.get(args.game),
            "notices": list(window.notices),
            "faults": [f"{f.plugin} ({f.kind}): {f.detail}" for f in window.registry.faults],
        }
        if view is not None:
            view.table.animation_ms = 0
            if args.game == "heart-to-heart":
                report["resumed"] = digest(
                    {"history": [s.to_json() for s in view.session.history()], "index": view.undo_stack().index()}
                )
                report["stats"] = {k: view.session.stats[k] for k in ("played", "won", "best_ms", "fewest_moves")}
            else:
                report["resumed"] = digest(
                    {"state": view.state.to_json(), "picks": sorted(view.picks), "level": view.level}
                )
                report["stats"] = {level: dict(view.session.stats[level]) for level in ("easy", "normal", "hard")}
        log.write(report)
        if view is None:
            os._exit(4)
        player = table_players.player_for(window, rng)
        parent = os.getppid()
        started = time.monotonic()

        def tick() -> None:
            try:
                if window.view is None or window.registry.faults:
                    raise RuntimeError(f"the game closed: {window.registry.faults}")
                player.step()
                table_players.check_invariants(window.view)
            except BaseException as error:  # the driver's own failure: report and stop
                import traceback

                log.write({"k": "error", "run": run, "error": "".join(traceback.format_exception(error))})
                os._exit(3)
            if os.getppid() != parent or time.monotonic() - started > 120:
                os._exit(5)  # orphaned or forgotten: never outlive the parent

        timer = QTimer(window)
        timer.timeout.connect(tick)
        timer.start(1)

    QTimer.singleShot(0, report_and_play)
    return qtcards_app.main(["--game", args.game, "--lang", "en"])
