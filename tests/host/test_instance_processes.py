"""One app per data folder, signals and left-over locks, with real processes.

The first app holds the folder's guard and listens; a second start on the same folder
brings the first window to the front and ends with a one-line message, writing nothing,
and says so only when the first app answered; a guard left by a killed app (SIGKILL) is
taken over; SIGINT, SIGTERM and SIGHUP quit the app cleanly, saving the game; a
settings lock left by a kill does not hold the start; with no private folder for the
guard the player is told. Processes are waited for by their state (a line they print,
their end), never by the clock.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from qtcards.app.instance import Instance
from qtcards.files.settings import SETTINGS_FORMAT
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


def start(home: Path, *args: str, extra_path: Path | None = None, **extra: str) -> subprocess.Popen[str]:
    """The app, its files in ``home``, its runtime folder ``home/run``; ``extra`` in its environment."""
    (home / "run").mkdir(mode=0o700, exist_ok=True)
    env = dict(os.environ, QTCARDS_HOME=str(home), QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(home / "run"))
    env.pop("QTCARDS_NO_AUTOLOAD", None)
    folders = [str(extra_path)] if extra_path else []
    env["PYTHONPATH"] = os.pathsep.join([*folders, str(ROOT), str(ROOT / "plugins"), env.get("PYTHONPATH", "")])
    env.update(extra)
    return subprocess.Popen(
        [sys.executable, "-c", APP, *args], env=env, cwd=home, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )


def wait_ready(process: subprocess.Popen[str]) -> None:
    line = process.stdout.readline()  # blocks until the event loop runs (or the process ends)
    assert line.strip() == "READY", process.stderr.read() if process.poll() is not None else line


def stop(process: subprocess.Popen[str]) -> str:
    """Kill the process; what it wrote to stderr."""
    process.kill()
    return process.communicate(timeout=60)[1]


def guard_of(home: Path) -> Instance:
    """The guard a start in ``home`` finds (as the app computes it, in the environment :func:`start` gives it)."""
    with mock.patch.dict(os.environ, XDG_RUNTIME_DIR=str(home / "run")):
        guard = Instance(home / "data")
    assert not guard.acquire(), "no app holds the guard"
    return guard


def test_a_second_start_raises_the_first_and_a_killed_guard_is_taken_over(tmp_path: Path) -> None:
    first = start(tmp_path, "--game", "hearts")
    try:
        wait_ready(first)
        files_before = sorted(p for p in (tmp_path / "data").rglob("*") if p.is_file())
        second = start(tmp_path, "--game", "heart-to-heart")
        out, err = second.communicate(timeout=120)
        assert second.returncode == 0, err
        assert err.strip().splitlines()[-1] == "qtcards is already running; its window was brought to the front."
        assert "READY" not in out
        assert sorted(p for p in (tmp_path / "data").rglob("*") if p.is_file()) == files_before  # nothing written
        assert first.poll() is None
    finally:
        stop(first)
    # killed: the kernel let go of its lock, and the next start takes the guard
    third = start(tmp_path, "--game", "hearts")
    try:
        wait_ready(third)
        assert guard_of(tmp_path).wake_other(60) == "brought to front"  # its server answers
    finally:
        stop(third)


@pytest.mark.posix("signal.SIGSTOP", "signal.SIGCONT")
def test_a_stopped_first_app_is_not_said_to_have_come_to_the_front(tmp_path: Path) -> None:
    first = start(tmp_path, "--game", "hearts")
    try:
        wait_ready(first)
        first.send_signal(signal.SIGSTOP)
        second = start(tmp_path, "--game", "hearts")
        _out, err = second.communicate(timeout=120)
        assert second.returncode == 1
        assert err.strip().splitlines()[-1] == (
            "qtcards is already running on these files but does not answer; close it first."
        )
    finally:
        first.send_signal(signal.SIGCONT)
        stop(first)


def test_a_data_folder_spelled_another_way_is_guarded_too(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    first = start(tmp_path / "real", "--game", "hearts")
    try:
        wait_ready(first)
        for spelling in (tmp_path / "link", tmp_path / "real" / ".." / "real"):
            second = start(spelling, "--game", "hearts", XDG_RUNTIME_DIR=str(tmp_path / "real" / "run"))
            _out, err = second.communicate(timeout=120)
            assert second.returncode == 0 and "brought to the front" in err, err
    finally:
        stop(first)


@pytest.mark.posix("signal.SIGHUP")  # (a signal sent to another process: on Windows, send_signal ends it outright)
@pytest.mark.parametrize("name", ["SIGINT", "SIGTERM", "SIGHUP"])
def test_a_signal_quits_cleanly_with_a_save(tmp_path: Path, name: str) -> None:
    app = start(tmp_path, "--game", "hearts")
    wait_ready(app)
    app.send_signal(getattr(signal, name))
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
        stop(again)


@pytest.mark.posix("fcntl")  # (Windows: Qt's lock file alone, see forget_abandoned_lock)
@pytest.mark.parametrize("content", ["", f"{os.getpid()}\npython3.11\n"])
def test_a_settings_lock_left_by_a_kill_does_not_hold_the_start(tmp_path: Path, content: str) -> None:
    """Empty, or naming a process that runs (this one): QSettings would wait for it to be
    30 s old at each write. The start removes it, as nobody holds it (a returning player's
    start writes nothing before its first frame, so the lock is still there without that)."""
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "qtcards.ini").write_text(f"[app]\nformat={SETTINGS_FORMAT}\nlast_game=hearts\n")
    (tmp_path / "config" / "qtcards.ini.lock").write_text(content)
    app = start(tmp_path, "--game", "hearts")
    try:
        wait_ready(app)
        assert not (tmp_path / "config" / "qtcards.ini.lock").exists()
    finally:
        stop(app)


@pytest.mark.posix("os.getuid")  # (the folders of a system with users; Windows has its own)
def test_with_no_private_folder_for_the_guard_the_player_is_told(tmp_path: Path) -> None:
    for name in ("runtime", "tmp", "cache"):
        (tmp_path / name).mkdir()
    (tmp_path / "tmp" / f"qtcards-{os.getuid()}").write_text("someone else's")
    (tmp_path / "cache" / "qtcards").write_text("not a folder")
    (tmp_path / "runtime" / "qtcards").symlink_to(tmp_path / "tmp")
    app = start(
        tmp_path,
        "--game",
        "hearts",
        XDG_RUNTIME_DIR=str(tmp_path / "runtime"),
        TMPDIR=str(tmp_path / "tmp"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    try:
        wait_ready(app)  # it starts
    finally:
        err = stop(app)
    assert "could hold the guard that keeps a second qtcards off your files" in err  # the notice (also in the log)
    assert "a symbolic link" in err and "not a folder" in err


@pytest.mark.posix("fcntl")
def test_a_settings_lock_held_by_a_live_app_is_kept(tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtCore import QLockFile

    from qtcards.files.settings import forget_abandoned_lock

    monkeypatch.setenv("QTCARDS_HOME", str(tmp_path))
    (tmp_path / "config").mkdir()
    held = QLockFile(str(tmp_path / "config" / "qtcards.ini.lock"))
    assert held.tryLock(0)  # as QSettings holds it while it writes
    forget_abandoned_lock()
    assert (tmp_path / "config" / "qtcards.ini.lock").exists()
    held.unlock()
    (tmp_path / "config" / "qtcards.ini.lock").write_text("")
    forget_abandoned_lock()
    assert not (tmp_path / "config" / "qtcards.ini.lock").exists()


def test_a_settings_lock_in_a_config_folder_that_is_a_link_is_left_alone(tmp_path: Path, monkeypatch) -> None:
    """Nothing is renamed or removed in a folder qtcards did not make."""
    from qtcards.files.settings import forget_abandoned_lock

    monkeypatch.setenv("QTCARDS_HOME", str(tmp_path))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "qtcards.ini.lock").write_text("")  # abandoned: removed in the app's own folder
    (elsewhere / "qtcards.ini.lock.d").mkdir()
    (tmp_path / "config").symlink_to(elsewhere)
    forget_abandoned_lock()
    assert sorted(p.name for p in elsewhere.iterdir()) == ["qtcards.ini.lock", "qtcards.ini.lock.d"]


@pytest.mark.posix("fcntl", "os.mkfifo")
@pytest.mark.parametrize("kind", ["a folder", "a dangling link", "a link to a file", "a pipe", "an unreadable file"])
def test_a_settings_lock_that_is_no_lock_file_is_set_aside_whole(tmp_path: Path, monkeypatch, kind: str) -> None:
    """Qt can neither read nor remove these: every settings write (the first one before
    the window shows) waited for them for good, and the start never showed a window."""
    from PySide6.QtCore import QSettings

    from qtcards.files.settings import forget_abandoned_lock, open_settings

    monkeypatch.setenv("QTCARDS_HOME", str(tmp_path))
    lock = tmp_path / "config" / "qtcards.ini.lock"
    lock.parent.mkdir()
    (tmp_path / "target").write_text("the player's")
    if kind == "a folder":
        lock.mkdir()
        (lock / "inside").write_text("kept")
    elif kind == "a dangling link":
        lock.symlink_to(tmp_path / "nowhere")
    elif kind == "a link to a file":
        lock.symlink_to(tmp_path / "target")
    elif kind == "a pipe":
        os.mkfifo(lock)  # opening it to read would wait for a writer
    else:
        lock.write_text("")
        lock.chmod(0)  # (root reads it all the same: then it is an abandoned lock file, removed)
    forget_abandoned_lock()
    assert not os.path.lexists(lock)
    if kind == "a folder":
        (kept,) = lock.parent.glob("qtcards.ini.lock.damaged-*")
        assert (kept / "inside").read_text() == "kept"
    assert (tmp_path / "target").read_text() == "the player's"
    settings = open_settings()
    settings.setValue("app/last_game", "hearts")
    settings.sync()  # would wait for good
    assert settings.status() == QSettings.Status.NoError
