"""One app per data folder, and Ctrl+C, with real processes.

The first app holds the folder's lock and listens; a second start on the same folder
brings the first window to the front and ends with a one-line message, writing nothing;
a lock left by a killed app (SIGKILL) is taken over; Ctrl+C (SIGINT) in the terminal
quits the app cleanly, saving the game. Processes are waited for by their state (the
lock's server answering, the process ending), never by the clock.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from qtcards.app.instance import Instance
from tests.host.test_cli import ROOT

# The app started as `qtcards --game hearts`, and told (through a tiny hook run after
# start-up) to print READY once its window is up.
APP = r"""
import sys
from PySide6.QtCore import QTimer
from qtcards.app.startup import main
QTimer.singleShot(0, lambda: print("READY", flush=True))
sys.exit(main(sys.argv[1:]))
"""


def start(home: Path, *args: str, extra_path: Path | None = None) -> subprocess.Popen[str]:
    env = dict(os.environ, QTCARDS_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env.pop("QTCARDS_NO_AUTOLOAD", None)
    folders = [str(extra_path)] if extra_path else []
    env["PYTHONPATH"] = os.pathsep.join([*folders, str(ROOT), str(ROOT / "plugins"), env.get("PYTHONPATH", "")])
    return subprocess.Popen([sys.executable, "-c", APP, *args], env=env, cwd=home, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def wait_ready(process: subprocess.Popen[str]) -> None:
    line = process.stdout.readline()  # blocks until the event loop runs (or the process ends)
    assert line.strip() == "READY", process.stderr.read() if process.poll() is not None else line


def test_in_process_a_second_instance_wakes_the_first(qtbot, tmp_path: Path) -> None:
    first, second = Instance(tmp_path), Instance(tmp_path)
    assert first.acquire()
    first.listen()
    assert not second.acquire()
    with qtbot.waitSignal(first.activated):
        assert second.wake_other()
    assert stat.S_IMODE(os.stat(first.address).st_mode) == 0o600  # this user's starts only
    first.release()
    assert not os.path.exists(first.address)
    assert second.acquire()  # free again
    second.release()


def test_only_a_socket_is_ever_removed_at_its_address(qtbot, tmp_path: Path, caplog) -> None:
    guard = Instance(tmp_path)
    Path(guard.address).write_text("a player's file")
    assert guard.acquire()
    guard.listen()  # cannot: the name is taken by something that is not a socket
    assert guard.server is None and "cannot listen" in caplog.text
    assert Path(guard.address).read_text() == "a player's file"
    guard.release()


def test_a_second_start_raises_the_first_and_a_stale_lock_is_taken_over(tmp_path: Path) -> None:
    first = start(tmp_path, "--game", "hearts")
    try:
        wait_ready(first)
        files_before = sorted(p for p in tmp_path.rglob("*") if p.is_file())
        second = start(tmp_path, "--game", "heart-to-heart")
        out, err = second.communicate(timeout=120)
        assert second.returncode == 0, err
        assert err.strip().splitlines()[-1] == "qtcards is already running; its window was brought to the front."
        assert "READY" not in out
        assert sorted(p for p in tmp_path.rglob("*") if p.is_file()) == files_before  # nothing written
        assert first.poll() is None
    finally:
        first.kill()
        first.wait(timeout=60)
    # killed: its lock is stale, and taken over by the next start
    third = start(tmp_path, "--game", "hearts")
    try:
        wait_ready(third)
        assert Instance(tmp_path / "data").wake_other(60000)  # its server answers
    finally:
        third.kill()
        third.wait(timeout=60)


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_quits_cleanly_with_a_save(tmp_path: Path, number: int) -> None:
    app = start(tmp_path, "--game", "hearts")
    wait_ready(app)
    app.send_signal(number)
    out, err = app.communicate(timeout=120)
    assert app.returncode == 130, err
    assert "Traceback" not in err and "disabled" not in err
    saved = json.loads((tmp_path / "data" / "hearts" / "game.json").read_text())
    assert saved["format"] == 2  # the session's saved game
    assert "qtcards.ini" in os.listdir(tmp_path / "config")
    # and the next start is not refused: the lock went with the app
    again = start(tmp_path, "--game", "hearts")
    try:
        wait_ready(again)
    finally:
        again.kill()
        again.wait(timeout=60)
