"""The pile games heard through a real AT-SPI client (play-2.md C7-C13): FreeCell's pick,
move, Undo and Redo; Klondike's deal and the waste's top; Spider's columns, Home and deal.
The same desktop as ``test_screen_reader.py`` (its ``desktop`` fixture); the client's
scenarios are ``a11y/piles.py``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.accessibility.test_screen_reader import DESKTOP_MARKS, SYSTEM_PYTHON, desktop  # noqa: F401  (the fixture)

HERE = Path(__file__).parent
pytestmark = DESKTOP_MARKS


def hear(desktop: dict, home: Path, game: str) -> str:  # noqa: F811  (the fixture's value)
    """Start ``game`` fresh in English and run the client's scenario of the same name."""
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
            [SYSTEM_PYTHON, str(HERE / "a11y" / "piles.py"), game], env=env, capture_output=True, text=True, timeout=120
        )
    finally:
        app.terminate()
        log = app.communicate(timeout=20)[0]
    assert client.returncode == 0, client.stdout + client.stderr + "\n--- app log ---\n" + log
    return client.stdout


@pytest.mark.parametrize("game", ["freecell", "klondike", "spider"])
def test_a_pile_game_is_heard_by_a_screen_reader(desktop: dict, tmp_path: Path, game: str) -> None:  # noqa: F811
    assert "PASS" in hear(desktop, tmp_path, game)
