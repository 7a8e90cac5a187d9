"""A ``SystemExit`` raised out of a Qt slot or virtual: the app goes on instead of ending.

PySide hands an exception that leaves a slot or a virtual (a timer's callback, a
``paintEvent``) to ``PyErr_Print``, which ends the process at once for ``SystemExit``:
``sys.excepthook`` is never asked. ``sys.exit()`` in a plugin is turned into an ordinary
fault before that (:func:`qtcards.boundary.guard_exit`); a plain ``raise SystemExit`` is
not. Python still runs the ``atexit`` functions then, with the interpreter whole: while
the app's event loop runs, :class:`Rescue` blames the open game's plugin (the culprit's
traceback is gone by then; a timer of the open game is what such code runs in), goes on
in a nested event loop until the app quits, then finishes the app as its start would
have and ends the process with the app's exit code.
"""

from __future__ import annotations

import atexit
import logging
import os
import sys
from typing import Callable

from PySide6.QtCore import QEventLoop

log = logging.getLogger(__name__)


class Rescue:
    """Keeps the app alive across a ``SystemExit`` that escapes Qt while :meth:`run` runs.

    :param escaped: called when it happened, to blame and disable the culprit.
    :param finish: called when the app then quits; returns the exit code.
    """

    def __init__(self, escaped: Callable[[], None], finish: Callable[[], int]) -> None:
        self.escaped = escaped
        self.finish = finish
        self.armed = False
        atexit.register(self._rescue)

    def run(self, loop: Callable[[], int]) -> int:
        """Run the app's event loop under the rescue; its exit code."""
        self.armed = True
        try:
            return loop()
        finally:
            self.armed = False
            atexit.unregister(self._rescue)

    def _rescue(self) -> None:
        if not self.armed:
            return
        log.error("SystemExit was raised out of a Qt slot or virtual; the app goes on")
        self.escaped()
        QEventLoop().exec()
        code = self.finish()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
