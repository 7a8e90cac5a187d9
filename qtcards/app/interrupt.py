"""Ctrl+C (SIGINT), SIGTERM and a closed terminal (SIGHUP): quit cleanly, with a save.

Python's own SIGINT handler raises ``KeyboardInterrupt`` in whatever Python code runs
next, often a game's timer slot, which then looks like a fault of that game. Here the
signal only sets a flag and, through a socket that wakes Qt's event loop
(``signal.set_wakeup_fd``), asks the app to quit the way the Quit menu item does, from
the event loop: ``QCoreApplication.quit()`` does nothing before the loop runs, so a
signal in the last moments of start-up (while the window is shown) would be lost. A
``KeyboardInterrupt`` seen anywhere else is then never a real Ctrl+C. A signal that comes
before this is set up ends the process at once; the single-instance lock goes with it
(qtcards.instance), and the settings are not written before the first frame.
"""

from __future__ import annotations

import signal
import socket
from typing import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer

#: The signals caught, of those the system has (Windows has no SIGHUP).
SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


class Interrupts(QObject):
    """Catches SIGINT, SIGTERM and SIGHUP for the life of the app (main thread only)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.requested = False
        self._quit: Callable[[], None] | None = None
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno())
        # A signal ignored already stays ignored (``nohup`` for SIGHUP, ``&`` in a script for SIGINT).
        ignored = {number for number in SIGNALS if signal.getsignal(number) == signal.SIG_IGN}
        self._previous = {number: signal.signal(number, self._caught) for number in SIGNALS if number not in ignored}
        self.notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._drain)

    def _caught(self, number: int, frame: object) -> None:
        self.requested = True
        if self._quit is not None:
            QTimer.singleShot(0, self, self._quit)

    def _drain(self) -> None:
        # Python runs the handler itself as soon as this slot gives it control.
        try:
            self._reader.recv(512)
        except OSError:
            pass

    def on_request(self, quit: Callable[[], None]) -> None:
        """Call ``quit`` from the event loop on the next signal (as soon as the loop runs
        if one came already)."""
        self._quit = quit
        if self.requested:
            QTimer.singleShot(0, self, quit)

    def restore(self) -> None:
        """Put the previous handlers back."""
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        signal.set_wakeup_fd(self._previous_fd)
        self.notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()
