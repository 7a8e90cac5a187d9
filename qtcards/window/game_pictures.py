"""Pictures of the games' tables for the game chooser, drawn by the games themselves.

Each picture is the game's own view, made offscreen on a fresh deal (its
:class:`~qtcards.kit.game.GameContext` marked ``preview``, its storage an empty folder of
its own, thrown away after), laid out at :data:`SIZE` and grabbed once, in the current
deck, felt and language. Pictures are drawn one at a time between events, never before
the chooser's first frame, and kept for the run by game, look, options and language: the
chooser opened again shows them at once.

A game is a guest: one whose view raises while it is made or drawn (in Python or in a
Qt method it overrides) gets no picture, the chooser shows a plain one in its place, and
the game stays listed (opening it is where a fault is blamed on its plugin).
"""

from __future__ import annotations

import logging
import sys
import tempfile
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QLocale, QObject, QSize, QTimer, Signal
from PySide6.QtGui import QPixmap

from qtcards.files.storage import SaveReport, Storage
from qtcards.kit.game import Game, GameContext
from qtcards.kit.options import OptionValues
from qtcards.plugin_host import boundary
from qtcards.plugin_host.registry import GameRegistry, describe
from qtcards.table.view import Table

log = logging.getLogger(__name__)

#: The size a game's view is laid out at for its picture (the chooser scales it down).
SIZE = QSize(660, 440)


def look_key() -> tuple[Any, ...]:
    """What of the look and the language a picture shows: its part of the cache's key."""
    look = Table.look_default
    return (look.felt, look.back, look.four_colours, look.deck.id if look.deck else None, QLocale().name())


def nothing(*_: Any) -> None:
    """Where a picture's view's messages go: a view drawn for a picture tells the player nothing."""


class GamePictures(QObject):
    """Each game's picture: :meth:`picture` when drawn, :meth:`ask` to have it drawn
    (:attr:`drawn` tells when it is, with the game's id)."""

    drawn = Signal(str)

    def __init__(self, registry: GameRegistry, options: dict[str, OptionValues], parent: QObject) -> None:
        super().__init__(parent)
        self.registry, self.options = registry, options
        #: Drawn pictures by (game, look, options, language); None: the game failed to draw one.
        self.kept: dict[tuple[Any, ...], QPixmap | None] = {}
        self.waiting: list[str] = []
        self.timer = QTimer(self, singleShot=True, interval=0)
        self.timer.timeout.connect(self._draw_next)

    def key(self, game_id: str) -> tuple[Any, ...]:
        """The cache's key of a game's picture now."""
        values = self.options.get(game_id)
        chosen = tuple(values.get(key) for key in values.options) if values is not None else ()
        return (game_id, chosen, *look_key())

    def known(self, game_id: str) -> bool:
        """Whether the picture of ``game_id`` was drawn (or failed to be) in the current look."""
        return self.key(game_id) in self.kept

    def picture(self, game_id: str) -> QPixmap | None:
        """The game's picture in the current look; None when it is not drawn (yet, or at all)."""
        return self.kept.get(self.key(game_id))

    def ask(self, game_ids: list[str]) -> None:
        """Draw the pictures of ``game_ids`` not yet known, in that order, one per turn of
        the event loop (those asked before and not drawn yet are dropped)."""
        self.waiting = [game_id for game_id in game_ids if not self.known(game_id)]
        if self.waiting:
            self.timer.start()

    def stop(self) -> None:
        """Draw no more (the chooser is gone)."""
        self.waiting.clear()
        self.timer.stop()

    def _draw_next(self) -> None:
        while self.waiting:
            game = self.registry.games.get(self.waiting.pop(0))
            if game is not None and not self.known(game.id):
                self.kept[self.key(game.id)] = self.draw(game)
                self.drawn.emit(game.id)
                break
        if self.waiting:
            self.timer.start()

    def draw(self, game: Game) -> QPixmap | None:
        """``game``'s picture, made and drawn by its view now; None when the game raised."""
        faults: list[BaseException] = []
        hook, speed = sys.excepthook, Table.animation_default
        # A guest's Qt methods report their errors to sys.excepthook (qtcards.qt.overrides):
        # here they are this picture's, not the open game's.
        sys.excepthook = lambda kind, error, trace: faults.append(error)
        Table.animation_default = 0  # the cards where they lie, not on their way there
        picture = None
        try:
            with tempfile.TemporaryDirectory(prefix="qtcards-picture-") as folder:
                picture = self._drawn_view(game, Path(folder), faults)
        except OSError as error:  # no temporary folder: a plain picture, and the chooser goes on
            faults.append(error)
        finally:
            sys.excepthook, Table.animation_default = hook, speed
        if faults:
            log.warning("the game %s drew no picture: %s", game.id, describe(faults[0]))
            return None
        return picture

    def _drawn_view(self, game: Game, folder: Path, faults: list[BaseException]) -> QPixmap | None:
        context = GameContext(
            game=game,
            options=self.options[game.id],
            storage=Storage(folder / game.id, nothing, SaveReport(nothing)),
            set_info=nothing,
            announce=nothing,
            notify=nothing,
            preview=True,
        )
        view = None
        try:
            with self.registry.guard.step(game.plugin, "view"):
                view = boundary.view(game.create_view(context))
                view.resize(SIZE)
                return view.grab()
        except BaseException as error:  # noqa: BLE001 - a guest's fault, SystemExit included
            faults.append(error)
            return None
        finally:
            if view is not None and shiboken6.isValid(view):
                shiboken6.delete(view)  # now: nothing of it runs once its picture is taken
