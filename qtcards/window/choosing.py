"""The game chooser in the main window: shown in place of the table, a game opened from it.

The game on the table is saved and put away while the chooser shows (its shortcuts must
not move a game nobody sees); Escape opens it again, where it was left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from qtcards.files.settings import open_settings
from qtcards.window.chooser import GameChooser
from qtcards.window.game_pictures import GamePictures

if TYPE_CHECKING:
    from qtcards.window.main_window import MainWindow


class Choosing(QObject):
    """The window's chooser page, the pictures it shows, and the game it goes back to."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.pictures = GamePictures(window.registry, window.option_values, self)
        self.chooser = GameChooser(self.pictures)
        window.pages.addWidget(self.chooser)
        self.chooser.chosen.connect(self.open)
        self.chooser.dismissed.connect(self.back)
        self.left: str | None = None  # the game that was on the table, for Escape
        self.kept = ""  # its title when it had moves (it goes on later), else ""

    def show(self) -> None:
        """Put the open game away (saved) and show every game to choose from."""
        window = self.window
        if window.game is not None:
            self.left, self.kept = window.game.id, window.kept_title("")
        window.close_game()
        if not window.registry.games:  # the placeholder says how to get one
            self.pictures.stop()
            window.retranslate()
            return
        self.chooser.show_games(list(window.registry.games.values()), open_settings().value("app/last_game"))
        window.pages.setCurrentWidget(self.chooser)
        window.retranslate()  # the menus: no game is open
        self.chooser.setFocus()

    def open(self, game_id: str) -> None:
        """Open the game chosen; back to the chooser when it fails (its plugin is told of)."""
        self.pictures.stop()
        if not self.window.open_game(game_id):
            self.show()
        elif game_id != self.left:
            self.window.tell_kept(self.kept)
            self.left, self.kept = game_id, ""

    def back(self) -> None:
        """Escape: the game that was on the table, again (none on a first start: the chooser stays)."""
        if self.left is not None and self.left in self.window.registry.games:
            self.open(self.left)


def show_chooser(window: MainWindow) -> None:
    """Game › Choose game... (and a first start): the chooser in ``window``."""
    choosing = window.findChild(Choosing)
    (choosing if isinstance(choosing, Choosing) else Choosing(window)).show()
