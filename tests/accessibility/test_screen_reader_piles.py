"""The pile games heard through a real AT-SPI client (play-2.md C7-C13): FreeCell's pick,
move, Undo and Redo; Klondike's deal and the waste's top; Spider's columns, Home and deal.
The same desktop as ``test_screen_reader.py`` (its ``desktop`` fixture); the client's
scenarios are ``a11y/piles.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.accessibility.test_screen_reader import DESKTOP_MARKS, desktop, play  # noqa: F401  (the fixture)

pytestmark = DESKTOP_MARKS


@pytest.mark.parametrize("game", ["freecell", "klondike", "spider"])
def test_a_pile_game_is_heard_by_a_screen_reader(desktop: dict, tmp_path: Path, game: str) -> None:  # noqa: F811
    # The deal is the app's own, a new one each run: with the safe auto-move on, an ace
    # turned from Klondike's stock goes home at once and the waste is left empty. Off, the
    # card the deal names stays on the waste, whatever it is.
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "qtcards.ini").write_text("[klondike]\nauto_home=false\n", encoding="utf-8")
    assert "PASS" in play(desktop, tmp_path, game, game, client="piles.py")
