"""Memory: the peak RSS of the running app with each game against a bare PySide6 window,
and the growth of memory over many games played.

Run from the project root (the venv's Python), at low priority on a shared machine::

    nice -n 5 .venv/bin/python benchmarks/memory.py [--runs 5] [--games 200] [--xvfb] [--peers]

Peak at start (``VmHWM``, the resident set's high-water mark, from /proc)
    The processes of ``benchmarks/startup.py`` (the floor script and the ``python -c``
    driver around ``qtcards.app.main``), in their "settle" mode: after the first paint
    they stay up for 2 s, idle as a player's app is, then report ``VmHWM``. Median of
    ``--runs`` runs each, interleaved. Offscreen by default; ``--xvfb`` runs them under
    Xvfb (xcb) too, and with ``--peers`` measures KDE's kpat and GNOME's Aisleriot there
    as well (their ``VmHWM`` read from /proc 2 s after their first frame with cards).

Growth over games (``--games``, 0 to skip)
    One process opens the real main window (offscreen) and plays ``--games`` games of
    each built-in game with the reliability scripts' seeded players
    (``benchmarks/table_players.py``: taps, menus, message boxes, as a person plays),
    animations off and the CPU seats' beats shortened. ``VmRSS`` is sampled after a
    garbage collection every 10 games; the growth is the last sample minus the one
    after the first 10 games (caches, fonts and the allocator's pools are warm by
    then). A Heart to Heart game ends when it is won or stuck and a new one is dealt;
    a Hearts game when one seat passes 100 points (or, rarely, when the player
    abandons it), several hands in.

Goals: peak within 1.2x of the bare window; growth <= 10 MB over 200 games.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import startup  # noqa: E402  (the child scripts, Xvfb and the screen poller)

SETTLE_S = 2.0


def vm(pid: int | str = "self") -> dict[str, int]:
    """VmRSS and VmHWM of a process, in kB."""
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0])
    return fields


def peaks(runs: int, platform: str, home: Path, display: str | None = None) -> dict[str, list[int]]:
    """VmHWM (kB) after the first paint and 2 s idle, for the floor and each game."""
    results = startup.in_process(runs, platform, home, display, mode=f"settle:{SETTLE_S}")
    return {name: [r["settled_hwm_kb"] for r in values] for name, values in results.items()}


def print_peaks(title: str, values: dict[str, list[int]]) -> None:
    print(f"\n{title}")
    floor = statistics.median(values["floor"]) / 1024
    print(f"  {'':24} {'VmHWM median':>13} {'min':>6} {'max':>6} {'x floor':>8}   (MB)")
    for name, kbs in values.items():
        med = statistics.median(kbs) / 1024
        print(f"  {name:24} {med:13.1f} {min(kbs) / 1024:6.1f} {max(kbs) / 1024:6.1f} {med / floor:8.2f}")
    print("  goal: each game <= 1.20 x floor")


def peer_peaks(runs: int, home: Path) -> None:
    """kpat's and Aisleriot's VmHWM under Xvfb, 2 s after their first frame with cards."""
    server, display = startup.start_xvfb()
    bus, address = startup.start_dbus()
    screen = startup.Screen(display, 1280, 1024)
    try:
        if address:
            os.environ["DBUS_SESSION_BUS_ADDRESS"] = address
        env = startup.child_env(home / "peers", "xcb", display)
        env.pop("QT_QPA_PLATFORM")
        found = {}
        for name, command in startup.peer_commands():
            found[name] = []
            for round_ in range(runs + 1):
                result = startup.poll(command, env, screen, settle=SETTLE_S)
                if round_ and result[2]:
                    found[name].append(result[2])
        print(f"\nPeers under Xvfb, VmHWM 2 s after their first frame with cards, {runs} runs (MB):")
        for name, kbs in found.items():
            if kbs:
                print(f"  {name:24} {statistics.median(kbs) / 1024:13.1f} {min(kbs) / 1024:6.1f} {max(kbs) / 1024:6.1f}")
    finally:
        screen.close()
        if bus is not None:
            bus.terminate()
            bus.wait()
        server.terminate()
        server.wait()


# ----- growth over games -----------------------------------------------------------

GROWTH_CHILD = r"""
import gc, json, os, random, sys, time
sys.path.insert(0, sys.argv[1])
os.environ["QTCARDS_NO_AUTOLOAD"] = "1"
from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication
import table_players
from memory import vm

game, games, seed = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
app = QApplication([sys.argv[0]])
from qtcards.plugins import GameRegistry
from qtcards.window import MainWindow
from qtcards_heart_to_heart import plugin as hh_plugin
from qtcards_hearts import plugin as hearts_plugin
from qtcards_hearts import view as hearts_view

hearts_view.BEAT_MS = hearts_view.TRICK_PAUSE_MS = hearts_view.RECEIVED_MS = hearts_view.NOTICE_MS = 1
registry = GameRegistry()
registry.add_plugin(hh_plugin, "heart-to-heart")
registry.add_plugin(hearts_plugin, "hearts")
window = MainWindow(registry, "en")
window.resize(1180, 820)
assert window.open_game(game)
window.show()
app.processEvents()
player = table_players.player_for(window, random.Random(seed))
played = steps = 0
samples = []
started = time.monotonic()
while played < games:
    window.view.table.animation_ms = 0
    done = player.step()
    steps += 1
    if done in ("new game", "abandon"):
        played += 1
        if played % 10 == 0:
            app.processEvents()
            gc.collect()
            samples.append((played, vm()["VmRSS"]))
    if done == "wait":
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    else:
        app.processEvents()
print("GROWTH " + json.dumps({"samples": samples, "steps": steps, "seconds": time.monotonic() - started,
                              "hwm": vm()["VmHWM"], "faults": [str(f) for f in registry.faults]}), flush=True)
window.close()
"""


def growth(game: str, games: int, home: Path, seed: int = 1) -> dict:
    env = dict(os.environ)
    env.update(QTCARDS_HOME=str(home / f"growth-{game}"), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "plugins"), str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    out = subprocess.run(
        [sys.executable, "-c", GROWTH_CHILD, str(HERE), game, str(games), str(seed)],
        capture_output=True, text=True, env=env, timeout=4 * 3600,
    )
    for line in out.stdout.splitlines():
        if line.startswith("GROWTH "):
            import json

            return json.loads(line[7:])
    raise RuntimeError(f"the growth run of {game} failed ({out.returncode}):\n{out.stderr[-3000:]}")


def print_growth(game: str, result: dict) -> None:
    samples = result["samples"]
    first, last = samples[0], samples[-1]
    grown = (last[1] - first[1]) / 1024
    verdict = "meets the goal" if grown <= 10 else "MISSES the goal"
    trail = ", ".join(f"{n}: {kb / 1024:.1f}" for n, kb in samples[:: max(1, len(samples) // 6)])
    print(f"  {game:16} RSS after {first[0]} games {first[1] / 1024:.1f} MB, after {last[0]} games "
          f"{last[1] / 1024:.1f} MB: growth {grown:+.1f} MB ({verdict}; goal <= 10 MB)")
    print(f"  {'':16} samples (games: MB): {trail}; VmHWM {result['hwm'] / 1024:.1f} MB; "
          f"{result['steps']} player steps in {result['seconds']:.0f} s")
    if result["faults"]:
        print(f"  {'':16} plugin faults: {result['faults']}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per contestant for the peaks")
    parser.add_argument("--games", type=int, default=200, help="games of each game for the growth (0: skip)")
    parser.add_argument("--xvfb", action="store_true", help="also measure the peaks under Xvfb")
    parser.add_argument("--peers", action="store_true", help="with --xvfb: also kpat's and Aisleriot's peaks")
    args = parser.parse_args()
    startup.compile_bytecode()
    print(f"Machine: {startup.machine()}; PySide6 {startup.pyside_version()}")
    print(f"Game plugins installed: {', '.join(startup.installed_games())}")
    print(f"Before: {startup.load()}; niceness {os.nice(0)}")
    with tempfile.TemporaryDirectory(prefix="qtcards-memory-") as folder:
        home = Path(folder)
        print_peaks(f"Peak RSS, offscreen, {args.runs} runs:", peaks(args.runs, "offscreen", home))
        if args.xvfb:
            server, display = startup.start_xvfb()
            try:
                print_peaks(f"Peak RSS under Xvfb (xcb), {args.runs} runs:", peaks(args.runs, "xcb", home, display))
            finally:
                server.terminate()
                server.wait()
            if args.peers:
                peer_peaks(args.runs, home)
        if args.games:
            print(f"\nGrowth over {args.games} games (offscreen, one process per game):")
            for game in startup.GAMES:
                print_growth(game, growth(game, args.games, home))
    print(f"\nAfter: {startup.load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
