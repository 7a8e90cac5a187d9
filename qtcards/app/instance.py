"""One running app per data folder: a lock the system lets go of, and a call the next start makes.

The first app on a data folder holds a lock on an open file (:mod:`qtcards.files.locks`:
``fcntl.flock``, or ``msvcrt.locking`` on Windows) and listens for later starts, both
named after the folder's real path (a hash of it, so that a symbolic link or a ``..``
spelling of the folder finds the same guard). They live in folders that are this user's
alone (:func:`qtcards.files.owned.private_problem`: made with mode 0700, owned by the
user, not a link), so no other user can put anything at their names (Windows' pipe, of
the same name, takes calls from this user only). The first app locks and listens in every
usable one of :func:`qtcards.paths.guard_folders`, in their order, and a start that finds
the lock held in any of them stops there: another user who takes a place's name away (or
gives it back) between two starts cannot give them two different guards, nor can a start
with ``XDG_RUNTIME_DIR`` and one without it. The system drops the lock when its process
ends, however it ends: a killed app leaves no lock that could block a start (the file
stays, empty, and is simply locked again). When no such folder can be had, the app runs
unguarded and :attr:`Instance.problem` says why, for the player.

A second start on the same folder finds the lock held, asks the first app to bring its
window to the front, and ends: two writers would each overwrite the other's statistics.
It says "brought to the front" only when the first app answered that it did
(:mod:`qtcards.app.calls`: what is said, and how long each side waits). The call goes
over Python's Unix socket (:mod:`qtcards.app.unix_socket`), or where Python has none,
as on Windows, over QtNetwork's local socket (:mod:`qtcards.app.local_socket`: named pipes).
"""

from __future__ import annotations

import logging
import os
import socket
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QCryptographicHash, QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from qtcards.app.calls import ANSWER_S, MAX_CALLERS, NO_ANSWER, SHOWN, Caller, Link, Server, Transport, wake
from qtcards.files import locks, paths
from qtcards.files.owned import private_problem

log = logging.getLogger(__name__)


def guard_name(folder: Path) -> str:
    """The guard's name for a data folder: the same for every spelling of its real path."""
    real = QByteArray(os.fsencode(os.path.realpath(folder)))
    return (
        "qtcards-"
        + bytes(QCryptographicHash.hash(real, QCryptographicHash.Algorithm.Sha256).toHex().data())[:20].decode()
    )


def default_transport() -> Transport:
    """Python's Unix socket, or QtNetwork's local socket where Python has none (Windows)."""
    if sys.platform == "win32" or not hasattr(socket, "AF_UNIX"):
        from qtcards.app.local_socket import LocalSockets

        return LocalSockets()
    from qtcards.app.unix_socket import UnixSockets

    return UnixSockets()


class Instance(QObject):
    """The single-instance guard of one data folder."""

    #: A later start asked this app to show its window.
    activated = Signal()

    def __init__(
        self,
        folder: Path,
        places: list[Path] | None = None,
        parent: QObject | None = None,
        transport: Transport | None = None,
    ) -> None:
        super().__init__(parent)
        self.name = guard_name(folder)
        self.places = paths.guard_folders() if places is None else places
        self.transport = transport or default_transport()
        #: The guard's first folder (the one a second start found held), and why none could be had.
        self.folder: Path | None = None
        self.problem = ""
        self._locks: dict[Path, object] = {}
        #: Where it listens (in each folder locked, see :meth:`listen`).
        self._servers: list[Server] = []
        self._callers: set[Caller] = set()

    @property
    def address(self) -> str:
        """Where the guard listens in :attr:`folder` ("" before :meth:`acquire` found one)."""
        return self.transport.address(self.folder, self.name) if self.folder else ""

    @property
    def server(self) -> Server | None:
        """The first place listening (None when none listens)."""
        return self._servers[0] if self._servers else None

    def acquire(self) -> bool:
        """True when no other app runs on the folder (then :meth:`listen`); False if one does.

        The lock is taken in every usable place, in order; the first place where it is
        held ends the search (the locks taken before it are let go). When no private
        folder takes the lock, the app runs unguarded rather than not at all, and
        :attr:`problem` says why.
        """
        problems = []
        for place in self.places:
            why = private_problem(place) or self._lock_in(place)
            if why == "held":
                self.release()
                self.folder = place
                return False
            if why:
                problems.append(f"{place}: {why}")
        if self._locks:
            self.folder = next(iter(self._locks))
            return True
        self.problem = "; ".join(problems)
        log.error("no single-instance guard (%s): running unguarded", self.problem)
        return True

    def _lock_in(self, place: Path) -> str:
        """Lock the guard's file in ``place``: "" when locked here, "held" by another app, or why not."""
        lock, why = locks.take(place / f"{self.name}.lock")
        if lock is not None:
            self._locks[place] = lock
        return why

    def listen(self) -> None:
        """Answer later starts on this folder, in each folder locked (call once the lock is
        held and the window shows; one pipe serves them all on Windows)."""
        if self._servers:
            return
        for place in self._locks:
            address = self.transport.address(place, self.name)
            if any(server.address == address for server in self._servers):
                continue
            try:
                server = self.transport.listen(address, self)
            except OSError as error:
                log.error("cannot listen as %s: %s", address, error)
                continue
            server.called.connect(self._called)
            self._servers.append(server)

    def wake_other(self, timeout_s: float = ANSWER_S) -> str:
        """Ask the app holding the lock to bring its window to the front:
        :data:`~qtcards.app.calls.BROUGHT_TO_FRONT` once it says it did, else
        :data:`~qtcards.app.calls.NO_ANSWER` (within ``timeout_s``)."""
        return wake(self.transport, self.address, timeout_s) if self.address else NO_ANSWER

    def _called(self, link: Link) -> None:
        """A later start connected: hear it as its line comes (unless too many are heard)."""
        if len(self._callers) >= MAX_CALLERS:
            link.close()  # (and gone with the last reference to it)
            return
        caller = Caller(link, self)
        caller.said.connect(self._heard)
        caller.closed.connect(self._let_go)
        self._callers.add(caller)

    def _heard(self, caller: Caller) -> None:
        """A caller said its line: show the window, then tell it so."""
        self.activated.emit()
        caller.answer(SHOWN)

    def _let_go(self, caller: Caller) -> None:
        self._callers.discard(caller)
        caller.deleteLater()

    def release(self) -> None:
        """Stop listening and unlock (at exit)."""
        for caller in list(self._callers):
            caller.close()
        for server in self._servers:
            server.close()
        self._servers = []
        for lock in self._locks.values():
            locks.release(lock)
        self._locks = {}


def bring_to_front(window: QWidget) -> None:
    """Show a window, out of the minimised state, raised and active."""
    window.setWindowState((window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
