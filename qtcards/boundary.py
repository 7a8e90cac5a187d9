"""What the host accepts back from a game's view: each value checked at the boundary.

A plugin is an untrusted guest. Whatever a :class:`qtcards.GameView` method returns to
the host is checked here before the host uses it; a value of the wrong type raises
``TypeError`` naming the method, and the window blames the plugin (the fault dialog,
the plugin disabled) instead of failing later in its own code. ``sys.exit()`` in a
plugin is turned into such a fault too (:func:`guard_exit`).

The kit's session checks what a game gives it the same way: a step's result
(:func:`state`) and an ``ending()`` (:func:`ending`). A fault the kit's own code finds in
a plugin's value is raised as :class:`GuestFault`, which names the plugin: its traceback
may hold no frame of the plugin's (a slot of the undo stack's, called by Qt).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtGui import QAction, QUndoStack

from .game import GameView, StatisticsTable
from .kit.ending import Ending
from .storage import encode

if TYPE_CHECKING:
    from .plugins import GameRegistry


def _fail(method: str, value: Any, wanted: str) -> TypeError:
    return TypeError(f"{method}() returned {type(value).__name__}, not {wanted}")


def _texts(items: Any) -> bool:
    return isinstance(items, (list, tuple)) and all(isinstance(item, str) for item in items)


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
    return list(value)


def rules_html(value: Any) -> str:
    """``rules_html()``: text."""
    if not isinstance(value, str):
        raise _fail("rules_html", value, "a str")
    return value


def statistics(value: Any) -> StatisticsTable | None:
    """``statistics()``: None, or a StatisticsTable of texts whose rows fit its columns."""
    if value is None:
        return None
    if not isinstance(value, StatisticsTable) or not _texts(value.columns) or not isinstance(value.rows, (list, tuple)):
        raise _fail("statistics", value, "a StatisticsTable of texts")
    for row in value.rows:
        if not (isinstance(row, (list, tuple)) and len(row) == 2 and isinstance(row[0], str) and _texts(row[1])):
            raise TypeError(f"statistics() returned a row that is not (title, texts): {row!r:.80}")
        if len(row[1]) > len(value.columns):
            raise TypeError(f"statistics() returned a row longer than its {len(value.columns)} columns")
    return value


def state(value: Any) -> Any:
    """A game's state (a step's result): one whose ``to_json()`` JSON can hold."""
    to_json = getattr(value, "to_json", None)
    if not callable(to_json):
        raise TypeError(f"a step returned {type(value).__name__}, not a state with to_json()")
    try:
        encode(0, to_json())
    except (TypeError, ValueError, RecursionError) as error:
        raise TypeError(f"a state's to_json() returned what JSON cannot hold ({error})") from error
    return value


def ending(value: Any) -> Ending | None:
    """``ending(state)``: None, or an :class:`Ending` of texts with a true-or-false
    ``final`` and whole-number figures."""
    if value is None:
        return None
    if not isinstance(value, Ending) or not _texts((value.result, value.title, value.text)):
        raise _fail("ending", value, "an Ending of texts or None")
    if not isinstance(value.final, bool) or not isinstance(value.figures, Mapping):
        raise TypeError(f"ending() returned an Ending whose final or figures is not a bool or a mapping: {value!r:.80}")
    for key, figure in value.figures.items():
        if not isinstance(key, str) or not isinstance(figure, int) or isinstance(figure, bool):
            raise TypeError(f"ending() returned a figure that is not a name and a whole number: {key!r:.40}")
    return value


class GuestFault(TypeError):
    """A plugin's value that the host's or the kit's own code cannot use.

    :ivar plugin: the plugin to blame (the window disables it as for any fault).
    """

    def __init__(self, plugin: str, error: BaseException) -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        self.plugin = plugin


class PluginExit(Exception):
    """A plugin called ``sys.exit()``: an ordinary fault of that plugin, not the app's end."""


def guard_exit(registry: GameRegistry) -> Callable[[], None]:
    """Make ``sys.exit()`` called from a plugin's code raise :class:`PluginExit`.

    Qt would end the process on a ``SystemExit`` from a slot or a virtual; this one is
    raised in the plugin's frames instead, so the window's exception hook blames the
    plugin. Calls from anywhere else exit as usual. Returns the function that undoes it.
    """
    original = sys.exit

    def guarded_exit(code: Any = None) -> None:
        modules = []
        frame = sys._getframe(1)
        while frame is not None:
            modules.append(frame.f_globals.get("__name__", ""))
            frame = frame.f_back
        if registry.plugin_of(modules[::-1]) is not None:
            raise PluginExit(f"sys.exit({code!r}) called in a game plugin")
        original(code)

    sys.exit = guarded_exit
    return lambda: setattr(sys, "exit", original)
