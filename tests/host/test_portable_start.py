"""A start where POSIX is missing, as on Windows: no ``fcntl``, no ``os.getuid``, no
POSIX-only signals, no Unix sockets. The app starts, plays a move, saves and resumes.

(The shipped workflow runs the whole suite on Windows and macOS; this test proves the
start on this machine, in a subprocess whose Python has those names taken away.)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent(
    """
    import json, os, signal, socket, sys

    # The libraries first: on Windows they take their Windows paths (platformdirs' Unix
    # module, loaded here, needs os.getuid); qtcards' own code meets POSIX missing.
    import platformdirs.unix, pluggy, PySide6.QtWidgets

    sys.modules["fcntl"] = None  # "import fcntl" raises ImportError, as on Windows
    for name in ("getuid", "geteuid", "getgid", "getegid", "killpg", "getpgrp", "getpgid", "setsid"):
        if hasattr(os, name):
            delattr(os, name)
    for name in ("SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGCHLD", "SIGPIPE", "SIGKILL"):
        if hasattr(signal, name):
            delattr(signal, name)
    unix = socket.AF_UNIX
    del socket.AF_UNIX
    pair = socket.socketpair  # (Windows makes its pair over TCP; Linux's kernel only over AF_UNIX)
    socket.socketpair = lambda *args: pair(unix, *args[1:])

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from qtcards.app import startup
    from qtcards.window.main_window import MainWindow

    def move_then_quit():
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
        view = window.view
        before = view.state.moves
        if sys.argv[1] == "play":
            view.table.act(view.stock_item())  # a click on the stock: one card drawn
        print("STATE " + json.dumps({"before": before, "after": view.state.moves}), flush=True)
        window.close()

    shown = MainWindow.show
    def show(window):  # once the window shows (the application exists by then): the move, then Quit
        shown(window)
        QTimer.singleShot(500, move_then_quit)
    MainWindow.show = show
    sys.exit(startup.main(["--game", "heart-to-heart"]))
    """
)


def run(home: Path, what: str) -> dict[str, int]:
    env = dict(os.environ, QTCARDS_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "plugins"), env.get("PYTHONPATH", "")])
    env.pop("QTCARDS_NO_AUTOLOAD", None)
    result = subprocess.run(
        [sys.executable, "-c", CHILD, what], capture_output=True, text=True, env=env, cwd=home, timeout=120
    )
    assert result.returncode == 0, result.stderr[-3000:]
    line = next((line for line in result.stdout.splitlines() if line.startswith("STATE ")), None)
    assert line is not None, result.stdout + result.stderr[-3000:]
    return json.loads(line[6:])


def test_the_app_starts_plays_saves_and_resumes_without_posix(tmp_path: Path) -> None:
    assert run(tmp_path, "play") == {"before": 0, "after": 1}
    assert (tmp_path / "data" / "heart-to-heart" / "game.json").is_file()
    assert run(tmp_path, "look") == {"before": 1, "after": 1}  # resumed where it was left
