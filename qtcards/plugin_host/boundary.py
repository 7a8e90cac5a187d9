"""What the host accepts back from a game's view: each value checked at the boundary.

A plugin is an untrusted guest. Whatever a :class:`qtcards.GameView` method returns to
the host is checked here before the host uses it; a value of the wrong type raises
``TypeError`` naming the method, and the window blames the plugin (the fault dialog,
the plugin disabled) instead of failing later in its own code. ``sys.exit()`` in a
plugin is turned into such a fault too (:func:`guard_exit`).

The kit's session checks what a game gives it the same way (:mod:`qtcards.kit.guest_values`).
"""

from __future__ import annotations

import sys
from types import FrameType
from typing import TYPE_CHECKING, Any, Callable, NoReturn

from PySide6.QtGui import QAction, QUndoStack

from qtcards.kit.game import GameView, StatisticsTable
from qtcards.kit.guest_values import texts
from qtcards.table.plain_text import TITLE_LIMIT, cut

if TYPE_CHECKING:
    from qtcards.plugin_host.registry import GameRegistry


def _fail(method: str, value: Any, wanted: str) -> TypeError:
    return TypeError(f"{method}() returned {type(value).__name__}, not {wanted}")


def view(value: Any) -> GameView:
    """The view factory's result."""
    if not isinstance(value, GameView):
        raise _fail("create_view", value, "a GameView")
    return value


def undo_stack(value: Any) -> QUndoStack | None:
    """``undo_stack()``: a QUndoStack or None."""
    if value is not None and not isinstance(value, QUndoStack):
        raise _fail("undo_stack", value, "a QUndoStack or None")
    return value


def game_actions(value: Any) -> list[QAction]:
    """``game_actions()``: a list (or tuple) of QActions."""
    if not isinstance(value, (list, tuple)) or not all(isinstance(action, QAction) for action in value):
        raise _fail("game_actions", value, "a list of QActions")
    for action in value:  # a game's words in the menu: a megabyte of text made it a wall
        if len(action.text()) > TITLE_LIMIT:
            action.setText(cut(action.text(), TITLE_LIMIT))
    return list(value)


def rules_html(value: Any) -> str:
    """``rules_html()``: text."""
    if not isinstance(value, str):
        raise _fail("rules_html", value, "a str")
    return value


#: The most columns and rows a game's statistics may have (a sheet of a label each: ten
#: thousand rows froze the window).
STATISTICS_COLUMNS = 16
STATISTICS_ROWS = 64


def statistics(value: Any) -> StatisticsTable | None:
    """``statistics()``: None, or a StatisticsTable of texts whose rows fit its columns,
    of at most :data:`STATISTICS_COLUMNS` columns and :data:`STATISTICS_ROWS` rows."""
    if value is None:
        return None
    if not isinstance(value, StatisticsTable) or not texts(value.columns) or not isinstance(value.rows, (list, tuple)):
        raise _fail("statistics", value, "a StatisticsTable of texts")
    if len(value.columns) > STATISTICS_COLUMNS or len(value.rows) > STATISTICS_ROWS:
        raise TypeError(
            f"statistics() returned {len(value.columns)} columns and {len(value.rows)} rows, more than "
            f"{STATISTICS_COLUMNS} and {STATISTICS_ROWS}"
        )
    for row in value.rows:
        if not (isinstance(row, (list, tuple)) and len(row) == 2 and isinstance(row[0], str) and texts(row[1])):
            raise TypeError(f"statistics() returned a row that is not (title, texts): {row!r:.80}")
        if len(row[1]) > len(value.columns):
            raise TypeError(f"statistics() returned a row longer than its {len(value.columns)} columns")
    return value


class PluginExit(Exception):
    """A plugin called ``sys.exit()``: an ordinary fault of that plugin, not the app's end."""


def guard_exit(registry: GameRegistry) -> Callable[[], None]:
    """Make ``sys.exit()`` called from a plugin's code raise :class:`PluginExit`.

    Qt would end the process on a ``SystemExit`` from a slot or a virtual; this one is
    raised in the plugin's frames instead, so the window's exception hook blames the
    plugin. Calls from anywhere else exit as usual. Returns the function that undoes it.
    """
    original = sys.exit

    def guarded_exit(code: Any = None) -> NoReturn:
        modules = []
        frame: FrameType | None = sys._getframe(1)
        while frame is not None:
            modules.append(frame.f_globals.get("__name__", ""))
            frame = frame.f_back
        if registry.plugin_of(modules[::-1]) is not None:
            raise PluginExit(f"sys.exit({code!r}) called in a game plugin")
        original(code)

    sys.exit = guarded_exit
    return lambda: setattr(sys, "exit", original)
