"""Qt methods overridden in Python, made safe to fail.

PySide 6.11 (with Python 3.11) passes an error that leaves an overridden Qt method on
to the Python code further up the stack (a card's ``mousePressEvent`` under the table's,
a key handled by the table under ``QTest``, an undo step's ``redo`` under
``QUndoStack.push``, a view's ``resizeEvent`` under a layout change). On that way it
damages the process: a ``1 / 0`` or ``len(None)`` (a bug in a game, a wrong value from a
plugin) ends it at once with a segmentation fault, and other errors at a later garbage
collection. An error reported where it leaves the method, as PySide reports one with no
Python code above it, does no harm.

So every Qt method that a class derived from :class:`GuardedOverrides` overrides reports
its own errors: to ``sys.excepthook`` (in the app, the window's fault isolation, which
blames the plugin whose code raised), and then answers as Qt's own method would have
(a method Qt leaves to subclasses: an empty answer). qtcards' Qt classes derive from it,
and so, through the kit's base classes (:class:`~qtcards.kit.GameView`,
:class:`~qtcards.kit.view.Table`, :class:`~qtcards.kit.view.TableObject` and the items made of it),
does every game's.
"""

from __future__ import annotations

import functools
import inspect
import sys
from typing import Any, Callable

from PySide6.QtCore import QRectF

__all__ = ["GuardedOverrides", "guard_overrides"]


def _accessible() -> Any:
    # (imported when needed: PySide makes QAccessible's enum types on import, some ms of
    # start-up that the table's screen-reader support spends after the first frame)
    from PySide6.QtGui import QAccessible

    return QAccessible


#: What a method Qt leaves to subclasses answers when the override failed.
EMPTY_ANSWERS: dict[str, Callable[[], Any]] = {
    "boundingRect": QRectF,
    "text": str,
    "childCount": int,
    "indexOfChild": lambda: -1,
    "role": lambda: _accessible().Role.NoRole,
    "state": lambda: _accessible().State(),
}


def _guarded(method: Callable[..., Any], qt_method: Callable[..., Any] | None) -> Callable[..., Any]:
    @functools.wraps(method)
    def override(*args: Any, **kwargs: Any) -> Any:
        try:
            return method(*args, **kwargs)
        except BaseException as error:  # noqa: BLE001 - reported, as PySide would at the top
            sys.excepthook(type(error), error, error.__traceback__)
        try:
            return qt_method(*args, **kwargs) if qt_method is not None else None
        except BaseException:  # noqa: BLE001 - a method Qt leaves to subclasses
            empty = EMPTY_ANSWERS.get(method.__name__)
            return empty() if empty is not None else None

    override.__guarded__ = True  # type: ignore[attr-defined]
    return override


def guard_overrides(cls: type) -> None:
    """Wrap each method ``cls`` itself defines over a Qt class's method (see the module)."""
    qt_bases = [base for base in cls.__mro__ if base.__module__.startswith(("PySide6.", "shiboken6"))]
    for name, value in list(vars(cls).items()):
        if name.startswith("__") or not inspect.isfunction(value) or getattr(value, "__guarded__", False):
            continue
        qt_method = next((vars(base)[name] for base in qt_bases if name in vars(base)), None)
        if qt_method is not None:
            setattr(cls, name, _guarded(value, qt_method))


class GuardedOverrides:
    """A mixin, first among a Qt class's bases: the Qt methods that it and every subclass
    override report their errors and answer as Qt would, never ending the process (see
    the module)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        guard_overrides(cls)
