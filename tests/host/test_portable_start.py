"""The app in a Python with POSIX taken away (tests/support/without_posix/sitecustomize.py):

- as on Windows (no ``fcntl``, no ``os.getuid``, no POSIX-only signals, no Unix sockets):
  it starts, plays a move, saves and resumes, and a second start brings its window to
  the front over QtNetwork's local socket (a named pipe on Windows);
- as on macOS (no ``os.O_PATH``): with a 155-byte socket path, a second start brings the
  window to the front, the socket made in the short folder ``/tmp/qtcards-UID``.

(``.ci/run`` also runs the whole suite so, where this test skips, as on Windows itself.)
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from qtcards.app.instance import guard_name
from tests.host.test_instance_processes import start, wait_ready

# The names are taken from a POSIX system's Python (on Windows itself the whole suite runs).
pytestmark = pytest.mark.posix("socket.AF_UNIX", "signal.SIGKILL")

ROOT = Path(__file__).resolve().parents[2]
#: The start-up hook that takes POSIX away (QTCARDS_WITHOUT_POSIX says how much).
WITHOUT_POSIX = ROOT / "tests" / "support" / "without_posix"

CHILD = textwrap.dedent(
    """
    import json, os, sys

    assert not hasattr(os, "getuid") and "fcntl" in sys.modules  # (None there: the hook ran)

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
    env = dict(os.environ, QTCARDS_HOME=str(home), QT_QPA_PLATFORM="offscreen", QTCARDS_WITHOUT_POSIX="windows")
    env["PYTHONPATH"] = os.pathsep.join(
        [str(WITHOUT_POSIX), str(ROOT), str(ROOT / "plugins"), env.get("PYTHONPATH", "")]
    )
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


@pytest.mark.parametrize("system", ["windows", "macos"])
def test_a_second_start_brings_the_first_to_the_front_without_posix(tmp_path: Path, system: str) -> None:
    home, extra = tmp_path / "home", {"QTCARDS_WITHOUT_POSIX": system}
    short = ""
    if system == "macos":  # the guard's socket path 155 bytes long
        name = f"{guard_name(home / 'data')}.socket"
        runtime = tmp_path / ("r" * (155 - len(os.fsencode(tmp_path / "qtcards" / name)) - 1))
        extra["XDG_RUNTIME_DIR"] = str(runtime)
        assert len(os.fsencode(runtime / "qtcards" / name)) == 155
        short = f"/tmp/qtcards-{os.getuid()}/{name}"
    home.mkdir()
    first = start(home, "--game", "hearts", extra_path=WITHOUT_POSIX, **extra)
    try:
        wait_ready(first)
        if short:
            assert stat.S_ISSOCK(os.lstat(short).st_mode)  # made in the short folder
        second = start(home, "--game", "hearts", extra_path=WITHOUT_POSIX, **extra)
        _out, err = second.communicate(timeout=120)
        assert second.returncode == 0, err
        assert err.strip().splitlines()[-1] == "qtcards is already running; its window was brought to the front."
    finally:
        first.terminate()  # (SIGTERM here: the app quits as Quit does, and lets its guard go)
        _out, err = first.communicate(timeout=120)
    assert first.returncode == 130, err
    assert not short or not os.path.lexists(short)
