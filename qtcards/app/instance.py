"""One running app per data folder: a lock file, and a local socket the next start talks to.

The first app on a data folder holds a ``QLockFile`` and listens on a Unix socket, both
named after the folder (a hash of its path), in the user's runtime folder (else the
temporary folder). A second start on the same folder finds the lock held, asks the first
app to bring its window to the front, and ends: two writers would each overwrite the
other's statistics. A lock left by a killed app is taken over (``QLockFile`` sees that
its process is gone), and so is its socket file. The lock is taken first thing; the
socket listens as the window shows, and a second start waits for it a few seconds.

The socket is Python's, watched by a ``QSocketNotifier``, not QtNetwork's
``QLocalServer``: loading QtNetwork (and the Kerberos libraries it links) cost some 2.6
MB of the app's peak memory and 10 ms, for one line a second start sends
(docs/performance.md). Where the platform has no Unix sockets the lock still guards the
folder; a second start then says that the app runs but does not answer.
"""

from __future__ import annotations

import logging
import os
import socket
import stat
from pathlib import Path

from PySide6.QtCore import (QByteArray, QCryptographicHash, QDeadlineTimer, QDir, QLockFile, QObject, QSocketNotifier,
                            Qt, QThread, Signal)
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

#: What a second start sends to the first.
RAISE = b"raise\n"
#: How long the app waits for that line once a start has connected (it is sent at once).
GREETING_S = 0.5


class Instance(QObject):
    """The single-instance guard of one data folder."""

    #: A later start asked this app to show its window.
    activated = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        digest = QCryptographicHash.hash(QByteArray(str(folder.absolute()).encode()), QCryptographicHash.Algorithm.Sha256)
        self.name = "qtcards-" + bytes(digest.toHex().data())[:20].decode()
        runtime = os.environ.get("XDG_RUNTIME_DIR", "")  # the user's own; else the temp folder
        where = Path(runtime if runtime and os.path.isdir(runtime) else QDir.tempPath())
        self.lock = QLockFile(str(where / f"{self.name}.lock"))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, however old
        self.address = str(where / f"{self.name}.socket")
        self.server: socket.socket | None = None
        self._server_notifier: QSocketNotifier | None = None

    def acquire(self) -> bool:
        """True when no other app runs on the folder (then :meth:`listen`); False if one does.

        When no lock can be made at all (an unwritable runtime folder), the app runs
        unguarded rather than not at all.
        """
        if self.lock.tryLock(0):
            return True
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            return False
        log.error("no single-instance lock (%s): running unguarded", self.lock.error().name)
        return True

    def listen(self) -> None:
        """Answer later starts on this folder (call once the lock is held)."""
        if not self.lock.isLocked() or self.server is not None or not hasattr(socket, "AF_UNIX"):
            return
        _remove_socket_file(self.address)  # the socket of a killed app
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            server.bind(self.address)
            os.chmod(self.address, 0o600)  # this user's starts only, before anyone can connect
            server.listen(4)
        except OSError as error:
            server.close()
            log.error("cannot listen as %s: %s", self.address, error)
            return
        server.setblocking(False)
        self.server = server
        notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
        notifier.activated.connect(self._greeted)
        self._server_notifier = notifier

    def wake_other(self, timeout_ms: int = 5000) -> bool:
        """Ask the app holding the lock to bring its window to the front; False if it does not answer."""
        if not hasattr(socket, "AF_UNIX"):
            return False
        deadline = QDeadlineTimer(timeout_ms)
        while True:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as caller:
                caller.settimeout(max(0.1, deadline.remainingTime() / 1000))
                try:
                    caller.connect(self.address)
                    caller.sendall(RAISE)
                    return True
                except OSError:
                    pass
            if deadline.hasExpired():
                return False
            QThread.msleep(100)  # it may still be starting: it listens once its window is up

    def _greeted(self) -> None:
        """A later start connected: read the line it sends at once (waiting a moment at most)."""
        try:
            caller, _address = self.server.accept()
        except OSError:  # gone already, or another notification for the same one
            return
        with caller:
            caller.settimeout(GREETING_S)
            try:
                said = caller.recv(len(RAISE))
            except OSError:
                said = b""
        if said.startswith(RAISE):
            self.activated.emit()

    def release(self) -> None:
        """Stop listening and unlock (at exit)."""
        if self.server is not None:
            self._server_notifier.setEnabled(False)  # set with the server in listen()
            self.server.close()
            self.server = None
            _remove_socket_file(self.address)
        self.lock.unlock()


def _remove_socket_file(address: str) -> None:
    """Remove the socket file at ``address`` (never anything that is not a socket)."""
    try:
        if stat.S_ISSOCK(os.lstat(address).st_mode):
            os.unlink(address)
    except OSError:
        pass


def bring_to_front(window: QWidget) -> None:
    """Show a window, out of the minimised state, raised and active."""
    window.setWindowState((window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
