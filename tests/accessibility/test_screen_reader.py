"""Proof with a real AT-SPI client: the games are playable by keyboard and screen reader.

Starts Xvfb, a private D-Bus session, the AT-SPI bus and registry, then qtcards on the
xcb platform; ``tests/accessibility/a11y/client.py`` (Debian's python3 with gi's Atspi) reads the
accessibility tree as a screen reader would and plays by keyboard through xdotool.
Needs Debian's xvfb, dbus-x11, at-spi2-core, python3-gi, gir1.2-atspi-2.0, xdotool
(the ``xvfb`` and ``atspi`` markers: skipped where they are missing, failed instead under
``.ci/run``, which installs them and sets ``QTCARDS_REQUIRE_DESKTOP_TOOLS=1``). Xvfb
picks a free display itself (``-displayfd``), so a display of another user's is never used.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from qtcards_heart_to_heart import engine

from tests.support.markers import SYSTEM_PYTHON

HERE = Path(__file__).parent

#: What a test on this desktop needs: X11 and D-Bus are a Unix desktop's (their sockets are Unix sockets).
DESKTOP_MARKS = [pytest.mark.posix("socket.AF_UNIX"), pytest.mark.xvfb, pytest.mark.atspi]
pytestmark = DESKTOP_MARKS


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """Xvfb on a display it found free; the server and the display, once it takes connections."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as said:
        number = said.readline().strip()  # written once it is ready (nothing if it ended)
    if not number.isdigit():
        server.kill()
        pytest.fail(f"Xvfb did not start (exit code {server.wait(timeout=60)})")
    return server, f":{number}"


@pytest.fixture(scope="module")
def desktop():
    """A virtual screen with an accessibility bus; yields the environment to run apps in."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DBUS_", "AT_SPI"))}
    server, display = start_xvfb()
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", NO_AT_BRIDGE="0")
    processes = [server]
    try:
        launched = subprocess.run(["dbus-launch", "--sh-syntax"], env=env, capture_output=True, text=True, check=True)
        for line in launched.stdout.splitlines():
            if "=" in line and line.startswith("DBUS_"):
                name, value = line.rstrip(";").split("=", 1)
                env[name] = value.strip("'")
        processes.append(
            subprocess.Popen(
                ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately", "--a11y=1"],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
        time.sleep(0.5)
        processes.append(
            subprocess.Popen(
                ["/usr/libexec/at-spi2-registryd"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
            )
        )
        time.sleep(0.5)
        yield env
    finally:
        for process in reversed(processes):
            process.terminate()
        if "DBUS_SESSION_BUS_PID" in env:
            subprocess.run(["kill", env["DBUS_SESSION_BUS_PID"]], check=False)


def save_deal(home: Path, number: int) -> None:
    """Leave deal ``number`` as the game in progress, so the app opens it."""
    folder = home / "data" / "heart-to-heart"
    folder.mkdir(parents=True)
    data = {"history": [engine.new_game(number).to_json()], "index": 0, "elapsed_ms": 0, "counted": False}
    (folder / "game.json").write_text(json.dumps({"format": 1, "data": data}))


def play(desktop: dict, home: Path, game: str, scenario: str, client: str = "client.py") -> str:
    """Start ``game`` in English on ``home`` and run the AT-SPI ``client``'s ``scenario``; its output."""
    env = dict(desktop, QTCARDS_HOME=str(home))
    env.pop("QTCARDS_NO_AUTOLOAD", None)
    app = subprocess.Popen(
        [sys.executable, "-m", "qtcards", "--game", game, "--lang", "en"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        client = subprocess.run(
            [SYSTEM_PYTHON, str(HERE / "a11y" / client), scenario],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        app.terminate()
        log = app.communicate(timeout=20)[0]
    assert client.returncode == 0, client.stdout + client.stderr + "\n--- app log ---\n" + log
    return client.stdout


def test_heart_to_heart_by_keyboard_and_screen_reader(desktop, tmp_path):
    save_deal(tmp_path, 12)
    out = play(desktop, tmp_path, "heart-to-heart", "heart-to-heart")
    assert "PASS" in out


def test_hearts_by_keyboard_and_screen_reader(desktop, tmp_path):
    out = play(desktop, tmp_path, "hearts", "hearts")
    assert "PASS" in out


def test_golf_by_keyboard_and_screen_reader(desktop, tmp_path):
    """The example plugin, read and played by the kit's declaration alone."""
    out = play(desktop, tmp_path, "golf", "golf")
    assert "PASS" in out
