"""What a second start and the first app say to each other, whatever carries it.

A second start connects, says :data:`RAISE`, and waits up to :data:`ANSWER_S` for
:data:`SHOWN`, which the first app says once its window is in front. The first app reads
each caller's bytes as they come (never a wait in the GUI thread), hears at most
:data:`MAX_CALLERS` at a time, and lets go of a caller that has not said its line within
:data:`CALLER_MS`. Two carriers speak it: Python's Unix socket (:mod:`.unix_socket`, POSIX)
and QtNetwork's local socket (:mod:`.local_socket`, Windows' named pipes); each gives a
:class:`Transport`.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

#: What a second start sends to the first, and what the first answers once its window is up.
RAISE, SHOWN = b"raise\n", b"shown\n"
#: How long a second start waits for that answer, in seconds.
ANSWER_S = 3.0
#: How long the first app gives a caller to say its line, in milliseconds.
CALLER_MS = 2000
#: Callers heard at a time; more are let go at once.
MAX_CALLERS = 16
#: What a second start found: the first app's window came up, or the first app did not answer.
BROUGHT_TO_FRONT, NO_ANSWER = "brought to front", "no answer"


class Link(QObject):
    """One connection to a caller, as a carrier gives it: :attr:`readable` when bytes or
    the hang-up came."""

    readable = Signal()

    def read(self, size: int) -> bytes | None:
        """Up to ``size`` bytes: ``None`` when none came yet, ``b""`` once the caller hung up."""
        raise NotImplementedError

    def send(self, data: bytes) -> None:
        """Send ``data`` if the caller still listens."""
        raise NotImplementedError

    def close(self) -> None:
        """Hang up (what was sent is still delivered)."""
        raise NotImplementedError


class Server(QObject):
    """A carrier's listening end: :attr:`called` with a :class:`Link` for each caller."""

    called = Signal(QObject)

    def __init__(self, address: str, parent: QObject) -> None:
        super().__init__(parent)
        #: Where it listens (a path, or Windows' pipe name), as :meth:`Transport.address` gave it.
        self.address = address

    def close(self) -> None:
        """Stop listening (and remove what listening made)."""
        raise NotImplementedError


class Transport(Protocol):
    """A carrier: where it listens for a guard, its listening end, and its call."""

    def address(self, place: Path, name: str) -> str:
        """Where the guard ``name`` of the folder ``place`` listens."""

    def listen(self, address: str, parent: QObject) -> Server:
        """Listen at ``address`` (``OSError`` when it cannot)."""

    def call(self, address: str, timeout_s: float) -> bytes | None:
        """Connect, say :data:`RAISE`, and give what is answered (``b""``: nothing in
        ``timeout_s``); ``None`` when no one listens there."""


def wake(transport: Transport, address: str, timeout_s: float) -> str:
    """Ask the app listening at ``address`` to show its window: :data:`BROUGHT_TO_FRONT`
    once it says it did, else :data:`NO_ANSWER` (within ``timeout_s``; an app that does
    not listen yet listens once its window is up, so it is asked again)."""
    deadline = time.monotonic() + timeout_s
    while True:
        answer = transport.call(address, max(0.05, deadline - time.monotonic()))
        if answer is not None:
            return BROUGHT_TO_FRONT if answer == SHOWN else NO_ANSWER
        if time.monotonic() >= deadline:
            return NO_ANSWER
        time.sleep(0.1)


class Caller(QObject):
    """One later start that connected: its line is read as it comes, and it is let go
    after :data:`CALLER_MS` if it says nothing."""

    #: It said its line; it hung up or was let go (each with the caller itself).
    said = Signal(QObject)
    closed = Signal(QObject)

    def __init__(self, link: Link, parent: QObject) -> None:
        super().__init__(parent)
        self.link = link
        self.heard = b""
        self.open = True
        link.setParent(self)
        link.readable.connect(self._read)
        self.patience = QTimer(self, singleShot=True, interval=CALLER_MS)  # goes with the caller
        self.patience.timeout.connect(self.close)
        self.patience.start()

    def _read(self) -> None:
        chunk = self.link.read(len(RAISE) - len(self.heard))
        if chunk is None or not self.open:
            return
        self.heard += chunk
        if self.heard == RAISE:
            self.said.emit(self)
        if not chunk or not RAISE.startswith(self.heard) or self.heard == RAISE:
            self.close()

    def answer(self, line: bytes) -> None:
        """Tell the caller ``line`` (if it still listens)."""
        self.link.send(line)

    def close(self) -> None:
        """Let the caller go (once)."""
        if self.open:
            self.open = False
            self.patience.stop()
            self.link.close()
            self.closed.emit(self)
