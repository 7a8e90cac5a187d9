"""The main window as its parts know it: the game on the table, and a guarded call into
the game's view."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtWidgets import QMainWindow

from qtcards.kit.game import Game, GameView
from qtcards.kit.options import OptionValues
from qtcards.plugin_host import boundary
from qtcards.plugin_host.registry import GameRegistry


class GameHost(QMainWindow):
    """A main window holding one game's view. Its dialogs read the ``registry``, the
    ``option_values``, the ``language``, the ``game`` and its ``view``; a call into the view
    goes through :meth:`call_on`, which hands a plugin's fault to :meth:`plugin_failed`."""

    registry: GameRegistry
    option_values: dict[str, OptionValues]
    language: str
    view: GameView | None
    game: Game | None

    def call(self, method: Callable[[GameView], Any]) -> Any:
        """``method(view)`` on the game on the table; None without one, or when it failed."""
        return self.call_on(self.view, method) if self.view is not None else None

    def call_on(self, view: GameView, method: Callable[[GameView], Any]) -> Any:
        """``method(view)``; anything the plugin raises (SystemExit too) goes to
        :meth:`plugin_failed`, and the caller gets None."""
        try:
            return method(view)
        except BaseException as error:  # noqa: BLE001 - a guest's fault, SystemExit included
            self.plugin_failed(view.context.game.plugin, error)
            return None

    def statistics(self) -> Any:
        """The current game's statistics table, checked; None when it keeps none."""
        return self.call(lambda v: boundary.statistics(v.statistics()))

    def plugin_failed(self, plugin: str, error: BaseException) -> None:
        """A plugin raised: the window blames it (a subclass says how)."""
        raise NotImplementedError
