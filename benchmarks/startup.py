"""Start-up time: process start to the first painted table, against a bare PySide6 window.

Run from the project root (the venv's Python), at low priority on a shared machine::

    nice -n 5 .venv/bin/python -m benchmarks.startup [--runs 7] [--xvfb] [--peers] [--install-peers]

What is timed
    The parent takes ``time.time()`` right before it spawns a fresh interpreter; the
    child takes ``time.time()`` right after the first ``paintEvent`` of the table's
    viewport has returned and prints it. The difference is the figure: interpreter
    start, imports, plugin loading, settings, window, the game's view and its first
    paint, as a player waits for them.

    - **floor**: a tiny script (written below, run with ``python -c``): a QApplication,
      a QMainWindow whose central widget is a QGraphicsView, 1180x820, shown; it stops
      at the first paint of the view's viewport. Nothing of qtcards is imported.
    - **qtcards, each game**: a ``python -c`` driver that calls
      ``qtcards.app.startup.main(["--game", ID])`` exactly as the ``qtcards`` command does,
      with an import hook that patches ``qtcards.table.view.Table.paintEvent`` (to
      report the first paint and exit) when the app first imports that module: the
      driver imports nothing of its own before the app does. No flag of the app is
      involved.

    The headline is each game's median against "floor + Qt + text" (below), the
    start-up goal of issue 17 (<= 1.3 x). Beside the first paint, each game shows its
    **first accepted input**: at the first paint the driver posts a Right arrow to the
    table and reports when the table has handled it, so whatever the app queued for
    after its first frame is counted there.

    Runs are interleaved (floor, game 1, game 2, floor, ...) so that a change of the
    machine's load hits every contestant alike; one warm-up round is thrown away
    (file cache, the game's saved state). Every run gets the same ``QTCARDS_HOME`` in
    a temporary folder, so the games resume a saved game from the second run on, as
    they do for a player. Bytecode is compiled first (``compileall``), as ``pip
    install`` does for a wheel: this environment sets ``PYTHONDONTWRITEBYTECODE``.

Offscreen (default)
    ``QT_QPA_PLATFORM=offscreen``: no display server; the CI-able figures.

``--xvfb``
    The same runs under a private ``Xvfb`` (1280x1024x24, no window manager) with
    ``QT_QPA_PLATFORM=xcb``, plus the side-by-side figure below.

Side by side (``--xvfb``; with ``--peers`` also KDE's kpat and GNOME's Aisleriot)
    Every contestant is started as its own command (``python -m qtcards --game ID``,
    the floor script, ``kpat --gametype klondike``, ``sol --variation klondike``) and
    the parent polls the X root window about every 10 ms (``xcb_get_image`` through
    ctypes, the same code for all; every 8th row only, so that polling costs the
    contestants little CPU: about 2 ms a poll) until a frame shows cards: at least 4
    sampled rows in which, of every 8th pixel, at least 20 are felt-green (green
    above red and blue) and at least 8 card-white (every channel > 190).
    For the floor, which shows no card, the figure is its first frame that is not the
    black root (window mapped and painted). Both are printed for everyone: "mapped"
    (first non-black frame) and "cards" (first frame with cards). Polling costs the
    contestants the same share of the CPU. A private session D-Bus
    (``dbus-daemon --session``) runs for all of them, as on a desktop. The peers keep
    their own window size (kpat's is given with ``-qwindowgeometry 1180x820+0+0``;
    Aisleriot takes no size option and opens at its default size).

``--install-peers`` runs ``apt-get install -y kpat aisleriot`` first (root; not in CI).

``--deck ID`` (``qtcards --list-decks``)
    Each game also runs with that deck (``qtcards --game GAME --deck ID``), in the same
    interleaved rounds: "warm" with the faces its earlier runs cached on disk (its warm-up
    run stays :data:`WRITES_S` seconds after the first paint, so that they are), "cold"
    with the cache folder emptied before every run (the deck parsed and every face shown
    rendered from SVG). The headline gives both against the game with the built-in deck
    (issue 24's goal: warm within 1.10 x): medians, fastest runs and CPU time; with
    ``--also`` the other checkout's games run with the deck too (a change to the deck's
    path, before and after in one run).

The child scripts are in ``startup_scripts.py``; Xvfb, the session bus and the screen
poller in ``xvfb_screen.py``; the printed tables in ``startup_report.py``; this module runs
the contestants.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.startup_report import print_in_process, print_side_by_side
from benchmarks.startup_scripts import FLOOR, HEIGHT, QTCARDS, REFERENCES, WIDTH
from benchmarks.xvfb_screen import peer_commands, poll, private_desktop

GAMES = ("heart-to-heart", "hearts")
WRITES_S = 3
"""How long the warm-up run of a deck's warm contestant stays after its first paint, for
the face cache's writer thread, which starts with the first face rendered (at the first
paint) and is cut off by an exit right after it: 6 or 7 of 13 faces were on the disk."""

# ----- helpers ----------------------------------------------------------------------


def machine() -> str:
    """nproc, CPU model, memory, and the load average now."""
    model = "?"
    with open("/proc/cpuinfo") as info:
        for line in info:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as info:
        total_kb = int(info.readline().split()[1])
    return f"{os.cpu_count()} CPUs, {model}, {total_kb / 1048576:.1f} GiB, Python {platform.python_version()}"


def load() -> str:
    """The 1, 5 and 15 minute load averages."""
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def pyside_version() -> str:
    """The PySide6 version the children import."""
    out = subprocess.run(
        [sys.executable, "-c", "import PySide6; print(PySide6.__version__)"], capture_output=True, text=True
    )
    return out.stdout.strip()


def installed_games() -> list[str]:
    """The entry points of the qtcards.games group in this environment."""
    from importlib.metadata import entry_points

    return sorted(e.name for e in entry_points(group="qtcards.games"))


def compile_bytecode(also: Path | None = None) -> None:
    """Write the .pyc files of qtcards and its game plugins (pip does so for a wheel)."""
    code = (
        "import compileall, importlib.util, sys\n"
        "from importlib.metadata import entry_points\n"
        "names = ['qtcards'] + [e.value.split('.')[0].split(':')[0] for e in entry_points(group='qtcards.games')]\n"
        "for name in names:\n"
        "    spec = importlib.util.find_spec(name)\n"
        "    for folder in spec.submodule_search_locations or []:\n"
        "        compileall.compile_dir(folder, quiet=1)\n"
    )
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    if also is not None:
        subprocess.run(
            [sys.executable, "-m", "compileall", "-q", str(also)], check=True, env=env, stdout=subprocess.DEVNULL
        )


def child_env(home: Path, platform_name: str, display: str | None = None, source: Path | None = None) -> dict[str, str]:
    """The environment of a run: a player's folders under ``home`` (through HOME and
    the XDG variables, so that platformdirs is used as for a player), the Qt platform,
    and ``PYTHONPATH`` when another checkout (``source``) is measured."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = platform_name
    for key in ("QTCARDS_HOME", "QTCARDS_NO_AUTOLOAD", "PYTHONPATH", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON"):
        env.pop(key, None)
    env["HOME"] = str(home)
    for key, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache")):
        env[key] = str(home / sub)
    env["XDG_RUNTIME_DIR"] = str(home / "run")
    (home / "run").mkdir(mode=0o700, parents=True, exist_ok=True)
    if display is not None:
        env["DISPLAY"] = display
    if source is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(source), str(source / "plugins")])
    return env


def run_child(script: str, args: list[str], env: dict[str, str], timeout: float = 60) -> dict:
    """Spawn a child script; the times (ms from spawn) and memory it reports."""
    started = time.time()
    # Run in the player's home, not here: from the checkout, "python -c" would import
    # the checkout's qtcards whatever PYTHONPATH says (the current folder comes first).
    out = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
        cwd=env["HOME"],
    )
    events = {}
    for line in out.stdout.splitlines():
        if line.startswith("BENCH "):
            event = json.loads(line[6:])
            events[event.pop("event")] = event
    if "painted" not in events:
        raise RuntimeError(f"no paint reported (exit {out.returncode}):\n{out.stderr[-3000:]}")
    painted = events["painted"]
    result = {
        "ms": (painted["painted"] - started) * 1000,
        "input_ms": (events["input"]["at"] - started) * 1000 if "input" in events else None,
        "accepted": events["input"]["accepted"] if "input" in events else None,
        "interpreter_ms": (painted["top"] - started) * 1000,
        "cpu_ms": painted["cpu"] * 1000,
        "hwm_kb": painted.get("VmHWM"),
        "rss_kb": painted.get("VmRSS"),
    }
    result["events"] = events  # (every event the child reported, for a driver's own)
    if "settled" in events:
        result["settled_hwm_kb"] = events["settled"].get("VmHWM")
        result["settled_rss_kb"] = events["settled"].get("VmRSS")
    return result


def in_process(
    runs: int,
    platform_name: str,
    home: Path,
    display: str | None = None,
    also: Path | None = None,
    mode: str = "exit",
    references: bool = False,
    deck: str | None = None,
) -> dict[str, list[dict]]:
    """Interleaved runs of the floor and each game, measured by the in-process hook.

    With ``references``, the floor's :data:`REFERENCES` run too; with ``also``, the games
    of that other checkout (in their own home); with ``deck``, each game with that deck,
    its face cache warm and cold (emptied before each run), and so for ``also``'s games."""
    env = child_env(home / "qtcards", platform_name, display)
    floor_env = child_env(home / "floor", platform_name, display)
    contestants = [("floor", FLOOR, [mode, str(WIDTH), str(HEIGHT)], floor_env)]
    if references:
        contestants += [
            (name, script, [mode, str(WIDTH), str(HEIGHT)], floor_env) for name, script in REFERENCES.items()
        ]
    contestants += [(game, QTCARDS, [mode, game], env) for game in GAMES]
    if also is not None:
        other = child_env(home / "also", platform_name, display, source=also)
        contestants += [(f"{game} [{also.name}]", QTCARDS, [mode, game], other) for game in GAMES]
    cold: dict[str, Path] = {}
    warm: set[str] = set()
    checkouts = [("", None)] + ([(f"{also.name} ", also)] if also is not None else [])
    for tag, source in checkouts if deck is not None else []:
        for state in ("warm", "cold"):
            denv = child_env(home / f"deck-{tag}{state}", platform_name, display, source=source)
            for game in GAMES:
                contestants.append((f"{game} [{tag}{state} {deck}]", QTCARDS, [mode, game, "--deck", deck], denv))
                if state == "cold":
                    cold[contestants[-1][0]] = Path(denv["XDG_CACHE_HOME"])
                else:
                    warm.add(contestants[-1][0])
    results: dict[str, list[dict]] = {name: [] for name, _, _, _ in contestants}
    for round_ in range(runs + 1):
        for name, script, args, cenv in contestants:
            if name in cold:
                shutil.rmtree(cold[name], ignore_errors=True)
            if round_ == 0 and name in warm:  # stay until the faces are on the disk (an exit at once loses them)
                args = [f"settle:{WRITES_S}", *args[1:]]
            result = run_child(script, args, cenv)
            if round_ > 0:  # round 0 warms up the file cache and writes the saved games
                results[name].append(result)
    return results


def side_by_side(runs: int, home: Path, peers: bool, also: Path | None, frames: Path | None = None) -> None:
    """The in-process runs under a private Xvfb, then every contestant timed by the screen poller."""
    with private_desktop() as (screen, display):
        results = in_process(runs, "xcb", home, display, also, references=True)
        print_in_process(f"Under Xvfb ({display}, QT_QPA_PLATFORM=xcb), in-process hook, {runs} runs:", results, GAMES)

        env = child_env(home / "qtcards", "xcb", display)
        peer_env = child_env(home / "peers", "xcb", display)
        peer_env.pop("QT_QPA_PLATFORM")
        # The qtcards contestants are the driver (qtcards.app.startup.main as the command runs
        # it) in its "stay" mode: it reports its own first paint and keeps running.
        contestants = [
            (
                "floor",
                [sys.executable, "-c", FLOOR, "stay", str(WIDTH), str(HEIGHT)],
                child_env(home / "floor", "xcb", display),
            ),
            *[(game, [sys.executable, "-c", QTCARDS, "stay", game], env) for game in GAMES],
        ]
        if also is not None:
            other = child_env(home / "also", "xcb", display, source=also)
            contestants += [
                (f"{game} [{also.name}]", [sys.executable, "-c", QTCARDS, "stay", game], other) for game in GAMES
            ]
        if peers:
            contestants += [(name, command, peer_env) for name, command in peer_commands()]
        polled: dict[str, list[tuple[float, float, float]]] = {name: [] for name, _, _ in contestants}
        for round_ in range(runs + 1):
            for name, command, cenv in contestants:
                mapped, cards, _, own = poll(command, cenv, screen, name=name, frames=frames)
                if round_ > 0:
                    polled[name].append((mapped, cards, own))
        print_side_by_side(runs, polled)


def main() -> int:
    """Parse the options, run the offscreen and (with --xvfb) the Xvfb figures, print them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs per contestant (after one warm-up)")
    parser.add_argument("--xvfb", action="store_true", help="also measure under Xvfb, side by side")
    parser.add_argument("--peers", action="store_true", help="with --xvfb: also kpat and Aisleriot")
    parser.add_argument("--install-peers", action="store_true", help="apt-get install kpat aisleriot first")
    parser.add_argument("--no-offscreen", action="store_true", help="skip the offscreen figures")
    parser.add_argument(
        "--also",
        type=Path,
        metavar="DIR",
        help="also run the games of another checkout (DIR/qtcards, DIR/plugins), e.g. a baseline",
    )
    parser.add_argument("--frames", type=Path, metavar="DIR", help="save each contestant's first frame with cards")
    parser.add_argument(
        "--deck", metavar="ID", help="also start each game with this deck, its face cache warm and cold"
    )
    args = parser.parse_args()
    if args.install_peers:
        subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", "kpat", "aisleriot"], check=True)
        args.peers = args.xvfb = True
    compile_bytecode(args.also)
    print(f"Machine: {machine()}; PySide6 {pyside_version()}")
    print(f"Game plugins installed: {', '.join(installed_games())}")
    print(f"Before: {load()}; niceness {os.nice(0)}")
    with tempfile.TemporaryDirectory(prefix="qtcards-startup-") as folder:
        home = Path(folder)
        if not args.no_offscreen:
            results = in_process(args.runs, "offscreen", home, also=args.also, references=True, deck=args.deck)
            print_in_process(f"Offscreen (QT_QPA_PLATFORM=offscreen), {args.runs} runs:", results, GAMES)
        if args.xvfb:
            side_by_side(args.runs, home, args.peers, args.also, args.frames)
    print(f"After: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
