"""Memory: the peak RSS of the running app with each game against a bare PySide6 window,
and the growth of memory over many games played.

Run from the project root (the venv's Python), at low priority on a shared machine::

    nice -n 5 .venv/bin/python -m benchmarks.memory [--runs 5] [--games 200] [--xvfb] [--peers]

Peak at start (``VmHWM``, the resident set's high-water mark, from /proc)
    The processes of ``benchmarks/startup.py`` (the floor script and the ``python -c``
    driver around ``qtcards.app.startup.main``), in their "settle" mode: after the first paint
    they stay up for 2 s, idle as a player's app is, then report ``VmHWM``. Median of
    ``--runs`` runs each, interleaved. Offscreen by default; ``--xvfb`` runs them under
    Xvfb (xcb) too, and with ``--peers`` measures KDE's kpat and GNOME's Aisleriot there
    as well (their ``VmHWM`` read from /proc 2 s after their first frame with cards).

Growth over games (``--games``, 0 to skip)
    The reliability scripts' long play (``benchmarks/drivers/long_play.py``, imported,
    not copied) in a fresh process: one main window, offscreen, games alternating between
    Heart to Heart and Hearts, each played by a seeded scripted player through taps
    until it ends or a bound (Hearts: 1 hand); resident memory after ``--warmup``
    games and at the end, after deferred deletes and a garbage collection. To finish 200
    games in minutes: one game in ten glides its cards (in 30 ms, not 180: every glide
    still makes and drops its animations), the table's own checks after each move are
    left to the reliability tests, and the data folder is in /dev/shm where there is one
    (an fsync per move costs time, not memory).

Goals: peak within 1.2x of the bare window; growth <= 10 MB over 200 games.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks import startup  # the child scripts, Xvfb and the screen poller
from benchmarks.xvfb_screen import peer_commands, poll, private_desktop, start_xvfb

ROOT = Path(__file__).resolve().parent.parent

SETTLE_S = 2.0


def peaks(
    runs: int, platform: str, home: Path, display: str | None = None, also: Path | None = None
) -> dict[str, list[int]]:
    """VmHWM (kB) after the first paint and 2 s idle, for the floor (and its references)
    and each game."""
    results = startup.in_process(runs, platform, home, display, also, mode=f"settle:{SETTLE_S}", references=True)
    return {name: [r["settled_hwm_kb"] for r in values] for name, values in results.items()}


def print_peaks(title: str, values: dict[str, list[int]]) -> None:
    print(f"\n{title}")
    floor = statistics.median(values["floor"]) / 1024
    print(f"  {'':28} {'VmHWM median':>13} {'min':>6} {'max':>6} {'x floor':>8}   (MB)")
    for name, kbs in values.items():
        med = statistics.median(kbs) / 1024
        print(f"  {name:28} {med:13.1f} {min(kbs) / 1024:6.1f} {max(kbs) / 1024:6.1f} {med / floor:8.2f}")
    print("  goal: each game <= 1.20 x floor")


def peer_peaks(runs: int, home: Path) -> None:
    """kpat's and Aisleriot's VmHWM under Xvfb, 2 s after their first frame with cards."""
    with private_desktop() as (screen, display):
        env = startup.child_env(home / "peers", "xcb", display)
        env.pop("QT_QPA_PLATFORM")
        found = {}
        for name, command in peer_commands():
            found[name] = []
            for round_ in range(runs + 1):
                result = poll(command, env, screen, settle=SETTLE_S)
                if round_ and result[2]:
                    found[name].append(result[2])
        print(f"\nPeers under Xvfb, VmHWM 2 s after their first frame with cards, {runs} runs (MB):")
        for name, kbs in found.items():
            if kbs:
                print(
                    f"  {name:24} {statistics.median(kbs) / 1024:13.1f} {min(kbs) / 1024:6.1f} {max(kbs) / 1024:6.1f}"
                )


# ----- growth over games -----------------------------------------------------------

#: The reliability scripts' long play (benchmarks/drivers/long_play.py) in a fresh process: its
#: ``run`` plays the games and measures the resident memory; this reports its figures.
GROWTH_CHILD = r"""
import json, os, sys, tempfile
# In memory where the system has it: an fsync per move costs time, not memory.
shm = "/dev/shm" if os.path.isdir("/dev/shm") else None
os.environ["QTCARDS_HOME"] = tempfile.mkdtemp(prefix="qtcards-memory-growth-", dir=shm)
from benchmarks.drivers import long_play, table_players
from PySide6.QtWidgets import QApplication

app = QApplication([sys.argv[0]])
window = table_players.built_in_window()
report = long_play.run(
    window, int(sys.argv[1]), seed=int(sys.argv[2]), warmup=int(sys.argv[3]), say=lambda _: None, checks=False,
    hearts_hands=1, animate=lambda number: number % 10 == 0,
)
print("GROWTH " + json.dumps({
    "games": report.games, "warmup": int(sys.argv[3]), "rss_warm": report.rss_warm, "rss_end": report.rss_end,
    "growth": report.growth_mb, "peak_kb": report.rss_peak_kb, "seconds": report.seconds,
    "ended": report.ended, "leaks": report.leaks,
}), flush=True)
window.close()
"""


def growth(games: int, warmup: int, seed: int = 1) -> dict:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    out = subprocess.run(
        [sys.executable, "-c", GROWTH_CHILD, str(games), str(seed), str(warmup)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=6 * 3600,
    )
    for line in out.stdout.splitlines():
        if line.startswith("GROWTH "):
            return json.loads(line[7:])
    raise RuntimeError(f"the long play failed ({out.returncode}):\n{out.stderr[-3000:]}")


def print_growth(result: dict) -> None:
    verdict = "meets the goal" if result["growth"] <= 10 else "MISSES the goal"
    print(
        f"  resident memory after {result['warmup']} games {result['rss_warm']:.1f} MB, after "
        f"{result['games']} games {result['rss_end']:.1f} MB: growth {result['growth']:+.1f} MB "
        f"({verdict}; goal <= 10 MB); peak {result['peak_kb'] / 1024:.1f} MB; {result['seconds']:.0f} s"
    )
    print(f"  endings: {result['ended']}; leaks found by the long play: {result['leaks'] or 'none'}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per contestant for the peaks")
    parser.add_argument("--games", type=int, default=200, help="games for the growth (0: skip)")
    parser.add_argument("--warmup", type=int, default=20, help="games before the first memory sample")
    parser.add_argument("--xvfb", action="store_true", help="also measure the peaks under Xvfb")
    parser.add_argument("--peers", action="store_true", help="with --xvfb: also kpat's and Aisleriot's peaks")
    parser.add_argument("--also", type=Path, metavar="DIR", help="also the games of another checkout (a baseline)")
    args = parser.parse_args()
    startup.compile_bytecode(args.also)
    print(f"Machine: {startup.machine()}; PySide6 {startup.pyside_version()}")
    print(f"Game plugins installed: {', '.join(startup.installed_games())}")
    print(f"Before: {startup.load()}; niceness {os.nice(0)}")
    with tempfile.TemporaryDirectory(prefix="qtcards-memory-") as folder:
        home = Path(folder)
        print_peaks(f"Peak RSS, offscreen, {args.runs} runs:", peaks(args.runs, "offscreen", home, also=args.also))
        if args.xvfb:
            server, display = start_xvfb()
            try:
                print_peaks(
                    f"Peak RSS under Xvfb (xcb), {args.runs} runs:", peaks(args.runs, "xcb", home, display, args.also)
                )
            finally:
                server.terminate()
                server.wait()
            if args.peers:
                peer_peaks(args.runs, home)
        if args.games:
            print(
                f"\nGrowth over {args.games} games (offscreen, benchmarks/drivers/long_play.py's run, "
                "games alternating):"
            )
            print_growth(growth(args.games, args.warmup))
    print(f"\nAfter: {startup.load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
