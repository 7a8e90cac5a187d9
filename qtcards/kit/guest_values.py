"""What the kit accepts back from a game: a step's result and an ``ending()``, checked.

A plugin is an untrusted guest. The session checks a step's result (:func:`state`) and
an ``ending()`` (:func:`ending`) before it counts, pushes or saves anything; a value it
cannot use is raised as :class:`GuestFault`, which names the plugin: its traceback may
hold no frame of the plugin's (a slot of the undo stack's, called by Qt), and the
window blames the plugin by that name. The host checks what a view's methods return
the same way (:mod:`qtcards.plugin_host.boundary`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from qtcards.files.storage import encode
from qtcards.kit.ending import Ending
from qtcards.qt.guest_fault import GuestFault

__all__ = ["GuestFault", "ending", "state", "texts"]


def texts(items: Any) -> bool:
    """Whether ``items`` is a list or tuple of strings."""
    return isinstance(items, (list, tuple)) and all(isinstance(item, str) for item in items)


def _fail(method: str, value: Any, wanted: str) -> TypeError:
    return TypeError(f"{method}() returned {type(value).__name__}, not {wanted}")


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
    if not isinstance(value, Ending) or not texts((value.result, value.title, value.text)):
        raise _fail("ending", value, "an Ending of texts or None")
    if not isinstance(value.final, bool) or not isinstance(value.figures, Mapping):
        raise TypeError(f"ending() returned an Ending whose final or figures is not a bool or a mapping: {value!r:.80}")
    for key, figure in value.figures.items():
        if not isinstance(key, str) or not isinstance(figure, int) or isinstance(figure, bool):
            raise TypeError(f"ending() returned a figure that is not a name and a whole number: {key!r:.40}")
    return value
