"""A game plugin opened in a real qtcards main window, driven as a player drives it.

What :mod:`qtcards.kit.testing`'s ``game_window`` fixture returns (the host's side of its
:class:`~qtcards.kit.testing.GameWindow` interface). It does what the app's
start does (register the plugin, install the translations, make the main window, call
the plugins' ``qtcards_app_started``, open the game), so a plugin's tests need nothing of
the host but these two classes.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget

from qtcards import __version__
from qtcards.files import paths
from qtcards.i18n import languages
from qtcards.plugin_host.registry import GameRegistry, PluginFault
from qtcards.table.view import Table
from qtcards.window import discard
from qtcards.window.main_window import MainWindow

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from qtcards.kit.game import Game, GameView

#: The window's size unless a test asks for another (width, height in pixels).
WINDOW_SIZE = (1000, 760)


def data_folder(game_id: str) -> Path:
    """The folder of a game's saved game and statistics (it may not exist yet)."""
    return paths.games_dir() / game_id


def mouse_drag(table: Table, start: QPointF, end: QPointF, during: Callable[[], None] | None = None) -> None:
    """Press the left button at ``start`` (scene pixels) on ``table``, move in eight steps
    to ``end`` with it held (calling ``during()`` there) and release it."""

    def send(kind: QEvent.Type, at: QPointF, held: bool) -> None:
        point = QPointF(table.mapFromScene(at))
        button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
        buttons = Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton
        where = table.viewport().mapToGlobal(point)
        QApplication.sendEvent(
            table.viewport(), QMouseEvent(kind, point, where, button, buttons, Qt.KeyboardModifier.NoModifier)
        )

    send(QEvent.Type.MouseButtonPress, start, True)
    for step in range(1, 9):
        send(QEvent.Type.MouseMove, start + (end - start) * (step / 8), True)
    if during is not None:
        during()
    send(QEvent.Type.MouseButtonRelease, end, False)


def shown_point(item: QGraphicsItem) -> QPointF:
    """A point of ``item`` in scene coordinates where it is on top: its middle, else the first
    of its middle line from the top (the strip a card of a fanned run leaves in view)."""
    box = item.sceneBoundingRect()
    points = [box.center()] + [QPointF(box.center().x(), box.top() + box.height() * f / 20) for f in range(1, 20)]
    return next((p for p in points if item.scene().items(p)[:1] == [item]), box.center())


class GameWindow:
    """One game open in a shown main window, with its plugin registered as the app does.

    :attr:`window` is the main window, :attr:`view` the game's view (the object the
    plugin's ``create_view`` returned), :attr:`table` the view's :class:`~qtcards.kit.view.Table`.
    Cards glide in no time (motion off): what a click changes shows at once.
    """

    def __init__(self, qtbot: QtBot, plugin: object, game_id: str, language: str, size: tuple[int, int]) -> None:
        self._qtbot = qtbot
        self._plugin = plugin
        self._name = str(getattr(plugin, "__name__", type(plugin).__name__))
        self.game_id = game_id
        self.language = language
        self._size = size
        self._earlier_faults: list[PluginFault] = []
        self._start()

    def _start(self) -> None:
        """Start the app as ``qtcards --lang LANGUAGE --game GAME_ID`` would, in this process."""
        registry = GameRegistry()
        if not registry.add_plugin(self._plugin, self._name):
            pytest.fail(f"qtcards refused the plugin {self._name}: {registry.faults}")
        if self.game_id not in registry.games:
            pytest.fail(f"the plugin {self._name} registers no game {self.game_id!r}, only {sorted(registry.games)}")
        languages.install(self.language, [game.translations for game in registry.games.values() if game.translations])
        window = MainWindow(registry, self.language)
        Table.animation_default = 0  # after the window, which sets the player's speed
        self._qtbot.addWidget(window)
        registry.started(__version__)
        window.resize(*self._size)
        window.show()
        self._qtbot.waitExposed(window)
        self.registry = registry
        self.window = window
        if not window.open_game(self.game_id):
            pytest.fail(f"the game {self.game_id!r} did not open: {registry.faults}")

    # ----- what is on screen -----------------------------------------------------------

    @property
    def view(self) -> GameView:
        """The open game's view (it fails the test when the game was closed by a fault)."""
        view = self.window.view
        if view is None:
            pytest.fail(f"the game {self.game_id!r} is not open: {self.faults}")
        return view

    @property
    def table(self) -> Table:
        """The table the view shows (its first, for a game with more than one)."""
        table = self.view.findChild(Table)
        if table is None:
            pytest.fail(f"the view of {self.game_id!r} shows no Table")
        return table

    @property
    def game(self) -> Game:
        """The game's registration (its ``Game``), as the host keeps it."""
        return self.registry.games[self.game_id]

    def info(self, key: str) -> str:
        """The text the info bar shows for the game's ``InfoField`` named ``key``."""
        return str(self.window.info_bar.value(key))

    @property
    def notices(self) -> list[str]:
        """The messages the window showed the player (``GameContext.notify``, a file set aside...)."""
        return list(self.window.notices)

    def heard(self) -> list[str]:
        """A list that gathers, from now on, what the view tells the player and a screen
        reader (``GameContext.announce``) and a screen reader alone (``GameContext.say``)."""
        said: list[str] = []
        context = self.view.context

        def gathering(tell: Callable[[str], None]) -> Callable[[str], None]:
            def told(text: str) -> None:
                said.append(text)
                tell(text)

            return told

        context.announce, context.say = gathering(context.announce), gathering(context.say)
        return said

    @property
    def data_folder(self) -> Path:
        """The folder of this game's saved game and statistics."""
        return data_folder(self.game_id)

    @property
    def focused(self) -> QGraphicsItem | None:
        """The card or pile the keyboard's focus is on (None before the keyboard's first use)."""
        item: QGraphicsItem | None = self.table.keyboard.item
        return item

    @property
    def end_panel(self) -> QWidget | None:
        """The end-of-game panel while it is open (won, lost, stuck), else None."""
        return self.view.end_box

    # ----- a player's hands ---------------------------------------------------------------

    def click(self, item: QGraphicsItem, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        """Click ``item`` where it shows (its middle, or the strip of it the cards on it
        leave in view), on its table's viewport (clicks on the view itself do not reach the items)."""
        views = item.scene().views() if item.scene() is not None else []
        if not views or not item.isVisible():
            pytest.fail(f"{item!r} is not on a table, or not shown: it cannot be clicked")
        table = views[0]
        point = table.mapFromScene(shown_point(item))
        if not table.viewport().rect().contains(point):
            pytest.fail(f"{item!r} is outside the table's view: it cannot be clicked")
        QTest.mouseClick(table.viewport(), button, Qt.KeyboardModifier.NoModifier, point)

    def drag(self, item: QGraphicsItem, target: QGraphicsItem) -> None:
        """Press on ``item`` where it shows (as :meth:`click`), move the mouse in steps to the
        middle of ``target`` with the button held, and let go there."""
        start, centre = shown_point(item), item.sceneBoundingRect().center()
        end = target.sceneBoundingRect().center()
        mouse_drag(self.table, start, end + (start - centre))

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """Press and release a key on the table (arrows, Tab, Enter...; the window's
        shortcuts, such as Ctrl+Z, too)."""
        QTest.keyClick(self.table, key, modifier)

    def read_table(self) -> list[tuple[str, str]]:
        """What a screen reader reads of the table, through Qt's accessibility interfaces:
        each reachable card's or pile's name and description, in reading order."""
        from PySide6.QtGui import QAccessible

        # The interfaces are installed after the table's first paint: a question before
        # would get Qt's generic one, with no children (the first window of a test process).
        self._qtbot.waitUntil(lambda: self.table.accessibility_started)
        QCoreApplication.processEvents()
        table = QAccessible.queryAccessibleInterface(self.table)
        children = [table.child(index) for index in range(table.childCount())]
        return [
            (child.text(QAccessible.Text.Name), child.text(QAccessible.Text.Description))
            for child in children
            if child is not None
        ]

    def set_option(self, key: str, value: object) -> None:
        """Set the game's option ``key`` as the Settings dialog does (the view is told at once)."""
        self.view.context.options.set(key, value)

    def undo(self) -> None:
        """Edit › Undo."""
        self.window.undo_action.trigger()

    def redo(self) -> None:
        """Edit › Redo."""
        self.window.redo_action.trigger()

    def new_game(self) -> None:
        """Game › New game."""
        self.window.new_action.trigger()

    def set_language(self, language: str) -> None:
        """Switch the language as Settings does ("en", "ko", "ru"); the window and the
        view have retranslated themselves when it returns. Kept for :meth:`restart`."""
        self.window.dialogs.set_language(language)
        self.language = language
        for _ in range(3):  # the application, its windows, then their widgets
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)

    # ----- quitting and starting again ---------------------------------------------------

    def restart(self, save: bool = True) -> GameView:
        """Quit (the window closes and saves the game, as File › Quit does) and start
        qtcards again on the same folder, opening the same game; return its new view.

        ``save=False`` stops as a kill would: nothing more is written (the last move's
        save is all there is).
        """
        if save:
            self.window.quit_action.trigger()
        else:
            self.window.close_game(save=False)
            self.window.close()
        self._earlier_faults = self.faults  # the next start has a registry of its own
        self._start()
        return self.view

    def close(self) -> None:
        """Quit, saving the game (the end of a test does it)."""
        if self.window.isVisible():
            self.window.quit_action.trigger()

    # ----- faults ---------------------------------------------------------------------------

    @property
    def faults(self) -> list[PluginFault]:
        """What the host blamed the plugin for (``plugin``, ``kind``, ``detail``), since open.

        The events waiting are handled first: the window blames a plugin that raised in a
        slot or a paint once Qt is out of it (a zero timer).
        """
        QCoreApplication.processEvents()
        return self._earlier_faults + self.registry.faults

    def take_faults(self) -> list[PluginFault]:
        """The faults so far, taken: a test that expects one takes it, or it fails the test."""
        taken = self.faults
        self._earlier_faults.clear()
        self.registry.faults.clear()
        return taken


class GameWindows:
    """The ``game_window`` fixture: opens games in windows, and closes them after the test."""

    def __init__(self, qtbot: QtBot) -> None:
        self._qtbot = qtbot
        self._opened: list[GameWindow] = []
        self._restore: tuple[Any, Any, int, bool] = (
            sys.excepthook,
            sys.exit,
            Table.animation_default,
            discard.ASK_BY_DEFAULT,
        )
        discard.ASK_BY_DEFAULT = False  # a test's New game goes without the player's question

    def open(
        self, plugin: object, game_id: str, language: str = "en", size: tuple[int, int] = WINDOW_SIZE
    ) -> GameWindow:
        """Register ``plugin`` (the module with the plugin's hooks, as its entry point names
        it), open its game ``game_id`` in a shown main window, in ``language``."""
        opened = GameWindow(self._qtbot, plugin, game_id, language, size)
        self._opened.append(opened)
        return opened

    def data_folder(self, game_id: str) -> Path:
        """The folder a game's saved game and statistics go in (to put files there before
        the game is opened: a damaged save, an older format...)."""
        return data_folder(game_id)

    def close_all(self) -> None:
        """Close every window (saving), put back what the windows replaced, and fail the
        test if a plugin faulted without the test taking the fault."""
        try:
            for opened in reversed(self._opened):
                opened.close()
        finally:
            sys.excepthook, sys.exit, Table.animation_default, discard.ASK_BY_DEFAULT = self._restore
            languages.install("en")
        faults = [fault for opened in self._opened for fault in opened.faults]
        if faults:
            pytest.fail(f"the plugin faulted (take_faults() in a test that expects it): {faults}")
