"""Crash safety: kill the real app with SIGKILL at random moments, restart it, check the files.

Run ``python -m benchmarks.crash_safety [--kills 200] [--seed 1] [--home DIR]``.

Each round starts the app in its own process (offscreen), through the same start-up as
``qtcards --game ID`` (``qtcards.app.startup.main``), alternating Heart to Heart and Hearts in one
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

This module runs the rounds (and is the child's entry point: ``crash_safety.py child``);
the child is ``crash_child.py``, the checks ``crash_checker.py``, the log ``crash_log.py``.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.drivers.crash_checker import Checker, expected_resume
from benchmarks.drivers.crash_child import child_main
from benchmarks.drivers.crash_log import GAMES

ROOT = Path(__file__).resolve().parents[2]
MODES = (("random", 0.4), ("before-save", 0.25), ("after-save", 0.25), ("startup", 0.1))
READY_TIMEOUT = 60.0


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
        command = [
            sys.executable,
            "-m",
            "benchmarks.drivers.crash_safety",
            "child",
            "--game",
            game,
            "--run",
            str(round_number),
            "--seed",
            str(seed),
            "--log",
            str(log_path),
            "--instance",
            expect["tok"] or "",
            "--park",
            str(park),
            "--park-at",
            "before" if mode == "before-save" else "after",
            "--park-on",
            park_on,
        ]
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
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
            checker.fail(
                f"round {round_number}: the app exited by itself ({process.returncode}): "
                f"{stderr.decode(errors='replace')[-2000:]}"
            )
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
            say(
                f"round {round_number}: {checker.writes} writes, {len(checker.failures)} failures, "
                f"{time.monotonic() - started:.0f} s"
            )
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
    print(
        f"kills: {checker.kills} ({', '.join(f'{k} {v}' for k, v in sorted(checker.modes.items()))}); "
        f"restarts checked: {checker.checks}; writes logged: {checker.writes}; "
        f"writes in flight at a kill and not made: {checker.in_flight_lost}; "
        f"stale settings locks left by a kill and taken over: {len(checker.stale_locks)}"
    )
    print(
        f"game instances: {len(instances)}; counted as played: {sum(i.played for i in instances.values())}; "
        f"results: {sum(i.results for i in instances.values())}; time: {checker.seconds:.0f} s; home: {checker.home}"
    )
    for failure in checker.failures:
        print("FAIL:", failure)
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
