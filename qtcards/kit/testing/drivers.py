"""What the ``game_window`` fixture gives a test: the typed interface of a game window.

The kit names what a test may do with a game in a window; the host provides the real
windows (:mod:`qtcards.app.game_windows`, through its own pytest plugin), so the kit
imports nothing of the application around it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QGraphicsItem, QMainWindow, QWidget

    from qtcards.kit.game import Game, GameView
    from qtcards.table.view import Table

#: How long a test waits for what a solver worker process says (``qtbot.waitUntil(...,
#: timeout=SOLVER_WAIT_MS)``): its start, a spawned Python, is slow on a busy machine. A
#: bound on a condition, not a timing.
SOLVER_WAIT_MS = 60_000


class GameWindow(Protocol):
    """One game open in a shown main window, with its plugin registered as the app does.

    Cards glide in no time (motion off): what a click changes shows at once.
    """

    #: The id of the open game (its ``Game.id``).
    game_id: str
    #: The window's language ("en", "ko" or "ru"), as :meth:`set_language` last set it.
    language: str
    #: The main window (a ``QMainWindow``; its menus are the app's).
    window: QMainWindow

    @property
    def view(self) -> GameView:
        """The open game's view (the object the plugin's ``create_view`` returned)."""

    @property
    def table(self) -> Table:
        """The table the view shows (its first, for a game with more than one)."""

    @property
    def game(self) -> Game:
        """The game's registration (its ``Game``), as the host keeps it."""

    @property
    def notices(self) -> list[str]:
        """The messages the window showed the player (``GameContext.notify``, a file set aside...)."""

    def heard(self) -> list[str]:
        """A list that gathers, from now on, what the view tells the player and a screen
        reader (``GameContext.announce``) and a screen reader alone (``GameContext.say``)."""

    @property
    def data_folder(self) -> Path:
        """The folder of this game's saved game and statistics."""

    @property
    def focused(self) -> QGraphicsItem | None:
        """The card or pile the keyboard's focus is on (None before the keyboard's first use)."""

    @property
    def end_panel(self) -> QWidget | None:
        """The end-of-game panel while it is open (won, lost, stuck), else None."""

    @property
    def faults(self) -> list[Any]:
        """What the host blamed the plugin for since the window opened (each with
        ``plugin``, ``kind`` and ``detail``)."""

    def info(self, key: str) -> str:
        """The text the info bar shows for the game's ``InfoField`` named ``key``."""

    def click(self, item: QGraphicsItem, button: Qt.MouseButton = ...) -> None:
        """Click ``item`` where it shows (its middle, or the strip of it the cards on it leave
        in view: the first card of a fanned run), on its table's viewport."""

    def drag(self, item: QGraphicsItem, target: QGraphicsItem) -> None:
        """Drag ``item`` (pressed where it shows, as :meth:`click`) with the left button onto
        ``target`` and let go there."""

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = ...) -> None:
        """Press and release a key on the table (the window's shortcuts, such as Ctrl+Z, too)."""

    def read_table(self) -> list[tuple[str, str]]:
        """What a screen reader reads of the table: each reachable card's or pile's name
        and description, in reading order (through Qt's accessibility interfaces)."""

    def set_option(self, key: str, value: object) -> None:
        """Set the game's option ``key`` as the Settings dialog does (the view is told at once)."""

    def undo(self) -> None:
        """Edit › Undo."""

    def redo(self) -> None:
        """Edit › Redo."""

    def new_game(self) -> None:
        """Game › New game."""

    def set_language(self, language: str) -> None:
        """Switch the language as Settings does ("en", "ko", "ru"); kept for :meth:`restart`."""

    def restart(self, save: bool = True) -> GameView:
        """Quit (saving, as Quit does; ``save=False``: as a kill, nothing more written) and
        start qtcards again on the same folder with the same game; return its new view."""

    def close(self) -> None:
        """Quit, saving the game (the end of a test does it)."""

    def take_faults(self) -> list[Any]:
        """The faults so far, taken: a test that expects one takes it, or it fails the test."""


class GameWindows(Protocol):
    """The ``game_window`` fixture: opens games in windows, and closes them after the test."""

    def open(self, plugin: object, game_id: str, language: str = "en", size: tuple[int, int] = ...) -> GameWindow:
        """Register ``plugin`` (the module with the plugin's hooks, as its entry point names
        it) and open its game ``game_id`` in a shown main window, in ``language``."""

    def data_folder(self, game_id: str) -> Path:
        """The folder a game's saved game and statistics go in (to put files there first)."""
