"""The gallery's game chooser: as a first start shows it (no game played yet), once every
game has drawn its picture, then with the keyboard moved to the third game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tools.gallery_scenes import Look, settle


def chooser(app, window, look: Look) -> None:
    """The chooser of a first start, its pictures drawn; then the third entry chosen."""
    from qtcards.window.choosing import Choosing

    window.open_first_game()
    choosing = window.findChild(Choosing)
    for _ in range(400):  # each picture is drawn in a turn of the event loop of its own
        settle(app, 1)
        if all(choosing.pictures.known(game_id) for game_id in window.registry.games):
            break
    look("chooser", window)
    for _ in range(2):
        QTest.keyClick(choosing.chooser.list, Qt.Key.Key_Right)
    look("chooser-keyboard", window)
