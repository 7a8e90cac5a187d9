"""Crash safety: kill the real app with SIGKILL at random moments, restart it, check the files.

Run ``python benchmarks/crash_safety.py [--kills 200] [--seed 1] [--home DIR]``.

Each round starts the app in its own process (offscreen), through the same start-up as
``qtcards --game ID`` (``qtcards.app.main``), alternating Heart to Heart and Hearts in one
``QTCARDS_HOME``. A seeded scripted player (``table_players.py``) plays through the views'
own taps and the window's menu actions, and the process is killed with SIGKILL:

- *random*: at a random moment after the app came up;
- *startup*: at a random moment from the start of the process (during start-up and resume);
- *before-save* / *after-save*: parked right before, or right after, its N-th file write
  (the driver sleeps there; nothing in the app knows), so that kills land between the
  writes of two files that belong together: a game and its statistics.

The driver (the child process) appends every write to a log *before* it is made (one
JSON line, fsync'ed): which file, a hash of its content, the game instance the write
belongs to (a new instance whenever the view starts a new game) and, for statistics,
the content itself. Only the last write before a kill can be unfinished, so the parent
knows the exact sequence of contents each file has had, and checks after every kill:

1. the folders hold only the user files: no ``*.damaged-*``, no temporary files;
2. every file loads with the game's own reader (nothing set aside) and is the last
   content written, or, for the one write in flight, the content before it;
3. the restarted app resumes exactly the saved game (the undo history for Heart to
   Heart; state, picks and level for Hearts), with no notice and no plugin fault, and
   shows the statistics on disk;
4. statistics never go backwards and never count twice: across all rounds, each game
   instance adds at most one "played" and at most one result (won, win/loss/draw), a
   Hearts instance adds no more play time than its clock ever showed, and an instance
   whose saved game shows a counted move (Heart to Heart), or that exists at all (Hearts),
   or ended (a won Heart to Heart game removed, a Hearts game over) is counted.

The settings file (QSettings, INI) is checked to parse after every kill too.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("heart-to-heart", "hearts")
FILES = tuple(f"{game}/{name}" for game in GAMES for name in ("game", "statistics"))
MODES = (("random", 0.4), ("before-save", 0.25), ("after-save", 0.25), ("startup", 0.1))
READY_TIMEOUT = 60.0
PARK_SECONDS = 30.0


def digest(data: Any) -> str:
    """A hash of JSON data that does not depend on key order or spacing."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


# ======================================================================================
# The child: the real app, played by a seeded script, logging every write before it.
# ======================================================================================


class Log:
    """Append-only JSON lines, each fsync'ed before the call returns."""

    def __init__(self, path: Path) -> None:
        self.fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def write(self, record: dict) -> None:
        os.write(self.fd, (json.dumps(record, separators=(",", ":")) + "\n").encode("utf-8"))
        os.fsync(self.fd)


def child_main(args: argparse.Namespace) -> int:
    """Start the app as ``qtcards --game ID`` does, drive it, log every write first."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from qtcards import app as qtcards_app
    from qtcards.kit.session import Session
    from qtcards.storage import Storage
    from qtcards.window import MainWindow
    from qtcards_heart_to_heart import view as hh_view
    from qtcards_hearts import view as hearts_view

    sys.path.insert(0, str(ROOT))
    from tests.support import table_players

    log = Log(Path(args.log))
    run = args.run
    rng = random.Random(f"crash-child:{args.seed}:{run}")
    tokens = {args.game: args.instance or None}
    bank_owner: dict[str, str | None] = {}
    banked: dict[str, int] = {}
    writes = [0]
    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    # The beat of the CPU seats: shortened through the view module's test-only constants.
    hearts_view.BEAT_MS, hearts_view.TRICK_PAUSE_MS, hearts_view.RECEIVED_MS = 2, 2, 10

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

    def save(self, name: str, version: int, data: Any) -> bool:
        game = self.folder.name
        writes[0] += 1
        record = {"k": "op", "op": "save", "run": run, "n": writes[0], "f": f"{game}/{name}",
                  "tok": tokens.get(game), "h": digest(data), "clock": clock_ms()}
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
        log.write({"k": "op", "op": "remove", "run": run, "n": writes[0], "f": f"{game}/{name}",
                   "tok": tokens.get(game), "h": None})
        park("before", name)
        real_remove(self, name)
        park("after", name)

    Storage.save, Storage.remove = save, remove

    def new_instance(game: str) -> str:
        writes_now = writes[0]
        token = f"{run}.{writes_now}.{rng.randrange(1 << 30)}"
        tokens[game] = token
        return token

    real_start_deal = hh_view.HeartToHeartView.start_deal

    def start_deal(self, number: int) -> None:
        new_instance("heart-to-heart")
        real_start_deal(self, number)

    hh_view.HeartToHeartView.start_deal = start_deal
    real_start_game = hearts_view.HeartsView.start_game

    def start_game(self, seed: int, level: str | None = None) -> None:
        old = tokens.get("hearts")
        new_instance("hearts")
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
        report = {"k": "ready", "run": run, "n": writes[0], "game": args.game, "tok": tokens.get(args.game),
                  "notices": list(window.notices),
                  "faults": [f"{f.plugin} ({f.kind}): {f.detail}" for f in window.registry.faults]}
        if view is not None:
            view.table.animation_ms = 0
            if args.game == "heart-to-heart":
                report["resumed"] = digest({"history": [s.to_json() for s in view.session.history()],
                                            "index": view.undo_stack().index()})
                report["stats"] = {k: view.session.stats[k] for k in ("played", "won", "best_ms", "fewest_moves")}
            else:
                report["resumed"] = digest({"state": view.state.to_json(), "picks": sorted(view.picks),
                                            "level": view.level})
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


# ======================================================================================
# The parent: rounds of start, play, kill, check.
# ======================================================================================


@dataclass
class Instance:
    """What one game instance has added to its game's statistics (across all rounds)."""

    played: int = 0
    results: int = 0
    time_ms: int = 0
    clock_ms: int = 0  # the most its clock ever showed at a write
    counted_saved: bool = False  # a saved game of it showed a counted move (H2H) / exists (Hearts)
    ended: str | None = None  # "won" (H2H: saved game removed after a win) or "game over" (Hearts)


@dataclass
class Checker:
    """The parent's model of every user file, rebuilt from the children's write log."""

    home: Path
    log_path: Path
    failures: list[str] = field(default_factory=list)
    committed: dict[str, list[dict]] = field(default_factory=lambda: {f: [] for f in FILES})
    instances: dict[str, Instance] = field(default_factory=dict)
    offset: int = 0
    kills: int = 0
    checks: int = 0
    writes: int = 0
    in_flight_lost: int = 0
    modes: dict[str, int] = field(default_factory=dict)
    pending: list[dict] = field(default_factory=list)
    stale_locks: set[int] = field(default_factory=set)
    seconds: float = 0.0

    def fail(self, text: str) -> None:
        self.failures.append(text)

    # ----- reading the log -------------------------------------------------------------

    def read_new(self) -> list[dict]:
        with open(self.log_path, "rb") as file:
            file.seek(self.offset)
            chunk = file.read()
        end = chunk.rfind(b"\n") + 1
        self.offset += end
        return [json.loads(line) for line in chunk[:end].splitlines() if line.strip()]

    def wait_for(self, kind: str, run: int, process: subprocess.Popen, timeout: float) -> dict | None:
        """Poll the log until a record of ``kind`` from ``run`` shows; collect the others."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            records = self.read_new()
            self.pending.extend(records)
            for record in records:
                if (record.get("k") == kind and record.get("run") == run) or record.get("k") == "error":
                    return record
            if process.poll() is not None:
                return None
            time.sleep(0.001)
        return None

    # ----- after a kill ------------------------------------------------------------------

    def disk(self, name: str) -> tuple[bool, Any]:
        """(exists, data) of a user file, read as the app reads it; records a failure if bad."""
        from qtcards.kit.tally import read_entry
        from qtcards_heart_to_heart.engine import State as HeartToHeartState
        from qtcards_heart_to_heart.records import HeartToHeartTally
        from qtcards_hearts.engine import State as HeartsState
        from qtcards_hearts.records import HeartsTally

        def saved_game(state_type: type) -> Any:
            def read(data: dict) -> None:
                history = [state_type.from_json(item) for item in data["history"]]
                assert 0 <= data["index"] < len(history), "undo index"
            return read

        def statistics(tally: Any) -> Any:
            return lambda data: (tally.read(data), read_entry(data))

        game, base = name.split("/")
        path = self.home / "data" / game / f"{base}.json"
        if not path.exists():
            return False, None
        try:
            document = json.loads(path.read_bytes().decode("utf-8"))
            assert isinstance(document, dict) and document.get("format") == 2, "format"
            data = document["data"]
            reader = {
                "heart-to-heart/game": saved_game(HeartToHeartState),
                "heart-to-heart/statistics": statistics(HeartToHeartTally()),
                "hearts/game": saved_game(HeartsState),
                "hearts/statistics": statistics(HeartsTally()),
            }[name]
            reader(data)
        except Exception as error:  # noqa: BLE001 - any failure to read is the finding
            self.fail(f"{name}: does not load after the kill: {type(error).__name__}: {error}")
            return True, None
        return True, data

    def check_folders(self) -> None:
        expected = {
            self.home / "config": {"qtcards.ini"},
            **{self.home / "data" / game: {"game.json", "statistics.json"} for game in GAMES},
        }
        for folder, names in expected.items():
            if not folder.exists():
                continue
            for entry in folder.iterdir():
                if entry.name == "qtcards.ini.lock":
                    self.check_lock(entry)
                elif entry.name.startswith(".qtcards-tmp-"):
                    # a kill inside a write leaves the app's own temporary file; the next
                    # load of that file removes it: never more than one per file
                    file = entry.name[len(".qtcards-tmp-"):].rpartition(".")[0]
                    if file not in names or len(list(folder.glob(f".qtcards-tmp-{file}.*"))) > 1:
                        self.fail(f"temporary files pile up after the kill: {entry.relative_to(self.home)}")
                elif entry.name not in names:
                    self.fail(f"stray file after the kill: {entry.relative_to(self.home)}")
        ini = self.home / "config" / "qtcards.ini"
        if ini.exists():
            from PySide6.QtCore import QSettings

            settings = QSettings(str(ini), QSettings.Format.IniFormat)
            settings.allKeys()
            if settings.status() != QSettings.Status.NoError:
                self.fail(f"qtcards.ini does not parse after the kill: {settings.status()}")
            elif settings.value("app/last_game") not in GAMES:
                self.fail(f"qtcards.ini lost app/last_game: {settings.value('app/last_game')!r}")

    def check_lock(self, path: Path) -> None:
        """QSettings' lock file, left by a kill while it wrote: Qt must take it over next time.

        QLockFile writes the holder's process id first; a lock whose holder is dead is
        stale, and the next write of the settings removes it. A lock of a live process, or
        the same stale lock still there a round later, is a finding.
        """
        try:
            pid = int(path.read_text().split()[0])
        except (OSError, ValueError, IndexError):
            self.fail(f"unreadable lock file {path.name}")
            return
        try:
            os.kill(pid, 0)
            self.fail(f"{path.name} is held by the live process {pid} after the kill")
        except ProcessLookupError:
            if pid in self.stale_locks:
                self.fail(f"the stale {path.name} of process {pid} was never taken over")
            self.stale_locks.add(pid)

    def settle(self, run: int) -> None:
        """Take the killed round's writes into the model; check each file on disk."""
        ops = [r for r in self.pending if r.get("k") == "op"]
        errors = [r for r in self.pending if r.get("k") == "error"]
        for record in errors:
            self.fail(f"round {run}: the driver stopped: {record['error']}")
        self.pending = [r for r in self.pending if r.get("k") not in ("op", "error", "parked")]
        self.writes += len(ops)
        last = ops[-1] if ops else None
        for op in ops:
            self.committed[op["f"]].append(op)
        self.check_folders()
        for name in FILES:
            exists, data = self.disk(name)
            versions = self.committed[name]
            want = versions[-1] if versions else None
            on_disk = digest(data) if data is not None else None
            if exists and data is None:
                continue  # reported by disk()
            def matches(version: dict | None) -> bool:
                if version is None or version["h"] is None:
                    return not exists
                return exists and on_disk == version["h"]
            if matches(want):
                continue
            if want is last and len(versions) >= 1 and matches(versions[-2] if len(versions) > 1 else None):
                versions.pop()  # the write in flight did not happen: the file before it stays
                self.in_flight_lost += 1
                continue
            recent = [(v["run"], v["n"], v["h"]) for v in versions[-3:]]
            self.fail(f"round {run}: {name} on disk ({on_disk}) is not the last content written (nor the one "
                      f"before the write in flight): lost or torn; last writes {recent}")
        self.account()

    def account(self) -> None:
        """Rebuild every instance's contributions to the statistics from the committed writes."""
        self.instances = {}

        def instance(token: str | None) -> Instance:
            return self.instances.setdefault(token or "?", Instance())

        for game in GAMES:
            for op in self.committed[f"{game}/game"]:
                inst = instance(op["tok"])
                if op.get("clock") is not None:
                    inst.clock_ms = max(inst.clock_ms, op["clock"])
                if op["h"] is None:
                    inst.ended = "won"
                elif game == "heart-to-heart" and op.get("counted"):
                    inst.counted_saved = True
                elif game == "hearts":
                    inst.counted_saved = True
                    if op.get("phase") == "game_over":
                        inst.ended = "game over"
            previous = None
            for op in self.committed[f"{game}/statistics"]:
                data = op["data"]
                inst = instance(op["tok"])
                if op.get("clock") is not None:
                    inst.clock_ms = max(inst.clock_ms, op["clock"])
                if game == "heart-to-heart":
                    was = previous or {"played": 0, "won": 0, "best_ms": None, "fewest_moves": None}
                    played, won = data["played"] - was["played"], data["won"] - was["won"]
                    for key in ("best_ms", "fewest_moves"):
                        if was[key] is not None and (data[key] is None or data[key] > was[key]):
                            self.fail(f"heart-to-heart statistics: {key} went from {was[key]} to {data[key]}")
                    time_added = 0
                else:
                    levels = ("easy", "normal", "hard")
                    was = previous or {level: dict.fromkeys(("played", "wins", "losses", "draws", "time_ms"), 0)
                                       for level in levels}
                    played = sum(data[lv]["played"] - was[lv]["played"] for lv in levels)
                    won = sum(data[lv][k] - was[lv][k] for lv in levels for k in ("wins", "losses", "draws"))
                    time_added = sum(data[lv]["time_ms"] - was[lv]["time_ms"] for lv in levels)
                    for lv in levels:
                        for key, value in data[lv].items():
                            if value < was[lv][key]:
                                self.fail(f"hearts statistics: {lv} {key} went back from {was[lv][key]} to {value}")
                    owners = op.get("time") or {}
                    if sum(amount for amount, _ in owners.values()) != time_added:
                        self.fail(f"hearts statistics: {time_added} ms added, but the clock banked "
                                  f"{sum(amount for amount, _ in owners.values())} ms")
                    for owner, (amount, clock) in owners.items():
                        instance(owner).time_ms += amount
                        instance(owner).clock_ms = max(instance(owner).clock_ms, clock)
                if played < 0 or won < 0:
                    self.fail(f"{game} statistics went backwards: played {played:+}, results {won:+}")
                inst.played += played
                inst.results += won
                previous = data
        for token, inst in self.instances.items():
            if inst.played > 1:
                self.fail(f"game instance {token} counted as played {inst.played} times")
            if inst.results > 1:
                self.fail(f"game instance {token} has {inst.results} results counted")
            if inst.time_ms > inst.clock_ms:
                self.fail(f"game instance {token} added {inst.time_ms} ms of play time; its clock "
                          f"never showed more than {inst.clock_ms} ms")

    def check_counted(self) -> None:
        """Every saved instance is counted as played; every ended one has its result."""
        for token, inst in self.instances.items():
            if inst.counted_saved and inst.played != 1:
                self.fail(f"game instance {token} was saved as counted but is counted {inst.played} times")
            if inst.ended is not None and inst.results != 1:
                self.fail(f"game instance {token} ended ({inst.ended}) but has {inst.results} results")

    def check_ready(self, report: dict, expect: dict[str, Any]) -> None:
        """The restarted app: no notice, no fault, the saved game resumed, the same statistics."""
        game = report["game"]
        if report["notices"]:
            self.fail(f"round {report['run']}: notices at start: {report['notices']}")
        if report["faults"]:
            self.fail(f"round {report['run']}: plugin faults at start: {report['faults']}")
        if expect["resumed"] is not None and report.get("resumed") != expect["resumed"]:
            self.fail(f"round {report['run']}: {game} did not resume the saved game")
        run, n = report["run"], report["n"]
        stats = [op for op in self.committed[f"{game}/statistics"] if op["run"] < run or op["n"] <= n]
        if stats and "stats" in report:
            data = stats[-1]["data"]
            shown = report["stats"]
            on_disk = {k: data[k] for k in shown}
            if on_disk != shown:
                self.fail(f"round {report['run']}: {game} shows statistics {shown}, the file holds {on_disk}")


def expected_resume(checker: Checker, game: str) -> dict[str, Any]:
    """What the next round must resume: a digest of the saved game (None: none saved)."""
    exists, data = checker.disk(f"{game}/game")
    if not exists or data is None:
        return {"resumed": None, "tok": ""}
    if game == "heart-to-heart":
        resumed = digest({"history": data["history"], "index": data["index"]})
    else:
        resumed = digest({"state": data["history"][data["index"]], "picks": data["extra"]["picks"],
                          "level": data["extra"]["level"]})
    versions = checker.committed[f"{game}/game"]
    return {"resumed": resumed, "tok": versions[-1]["tok"] if versions else ""}


def run(kills: int = 200, seed: int = 1, home: Path | None = None, say=print, keep_going: bool = False) -> Checker:
    """Play, kill and check ``kills`` rounds; the checker holds the figures and failures."""
    rng = random.Random(f"crash-safety:{seed}")
    own = home is None
    home = Path(tempfile.mkdtemp(prefix="qtcards-crash-")) if own else home
    home.mkdir(parents=True, exist_ok=True)
    log_path = home / "writes.log"
    log_path.touch()
    checker = Checker(home=home, log_path=log_path)
    (home / "run").mkdir(mode=0o700, exist_ok=True)  # the app's lock and socket, killed with it
    env = dict(os.environ, QTCARDS_HOME=str(home), QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(home / "run"))
    env.pop("QTCARDS_NO_AUTOLOAD", None)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "plugins"), str(ROOT), env.get("PYTHONPATH", "")])
    started = time.monotonic()
    for round_number in range(1, kills + 1):
        game = GAMES[round_number % 2]
        expect = expected_resume(checker, game)
        mode = rng.choices([m for m, _ in MODES], weights=[w for _, w in MODES])[0]
        park = rng.randrange(1, 25) if mode in ("before-save", "after-save") else 0
        park_on = rng.choice(("any", "statistics"))
        command = [sys.executable, str(Path(__file__).resolve()), "child", "--game", game,
                   "--run", str(round_number), "--seed", str(seed), "--log", str(log_path),
                   "--instance", expect["tok"] or "", "--park", str(park),
                   "--park-at", "before" if mode == "before-save" else "after", "--park-on", park_on]
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if mode == "startup":
            time.sleep(rng.uniform(0.05, 1.5))
            report = None
            for record in checker.read_new():
                checker.pending.append(record)
                if record.get("k") == "ready" and record.get("run") == round_number:
                    report = record
        else:
            report = checker.wait_for("ready", round_number, process, READY_TIMEOUT)
            if report is not None and report.get("k") == "ready":
                if mode == "random":
                    time.sleep(rng.uniform(0.0, 1.5))
                else:
                    parked = checker.wait_for("parked", round_number, process, rng.uniform(1.0, 4.0))
                    if parked is None or parked.get("k") != "parked":
                        mode = "random"  # fewer writes than the park number: killed while playing
        process.send_signal(signal.SIGKILL)
        _, stderr = process.communicate()
        checker.kills += 1
        checker.modes[mode] = checker.modes.get(mode, 0) + 1
        if process.returncode != -signal.SIGKILL:
            checker.fail(f"round {round_number}: the app exited by itself ({process.returncode}): "
                         f"{stderr.decode(errors='replace')[-2000:]}")
        elif b"ERROR" in stderr or b"Traceback" in stderr:
            checker.fail(f"round {round_number}: the app logged an error: {stderr.decode(errors='replace')[-2000:]}")
        for record in checker.read_new():
            checker.pending.append(record)
        ready = [r for r in checker.pending if r.get("k") == "ready" and r.get("run") == round_number]
        checker.pending = [r for r in checker.pending if r.get("k") != "ready"]
        checker.settle(round_number)
        checker.check_counted()
        if ready:
            checker.checks += 1
            checker.check_ready(ready[0], expect)
        if round_number % 20 == 0 or (checker.failures and not keep_going):
            say(f"round {round_number}: {checker.writes} writes, {len(checker.failures)} failures, "
                f"{time.monotonic() - started:.0f} s")
        if checker.failures and not keep_going:
            break
    checker.seconds = time.monotonic() - started
    return checker


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command")
    child = sub.add_parser("child")
    child.add_argument("--game", required=True)
    child.add_argument("--run", type=int, required=True)
    child.add_argument("--seed", type=int, required=True)
    child.add_argument("--log", required=True)
    child.add_argument("--instance", default="")
    child.add_argument("--park", type=int, default=0)
    child.add_argument("--park-at", default="before")
    child.add_argument("--park-on", default="any", help="park only at a write of this file name")
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--home", type=Path)
    parser.add_argument("--keep-going", action="store_true", help="go on after a failure")
    args = parser.parse_args(argv)
    if args.command == "child":
        return child_main(args)
    checker = run(args.kills, args.seed, args.home, keep_going=args.keep_going)
    instances = checker.instances
    print(f"kills: {checker.kills} ({', '.join(f'{k} {v}' for k, v in sorted(checker.modes.items()))}); "
          f"restarts checked: {checker.checks}; writes logged: {checker.writes}; "
          f"writes in flight at a kill and not made: {checker.in_flight_lost}; "
          f"stale settings locks left by a kill and taken over: {len(checker.stale_locks)}")
    print(f"game instances: {len(instances)}; counted as played: {sum(i.played for i in instances.values())}; "
          f"results: {sum(i.results for i in instances.values())}; time: {checker.seconds:.0f} s; home: {checker.home}")
    for failure in checker.failures:
        print("FAIL:", failure)
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
