"""One running app per data folder: a lock file, and a local server the next start talks to.

The first app on a data folder holds a ``QLockFile`` and listens on a ``QLocalServer``,
both named after the folder (a hash of its path), in the user's runtime folder (else the
temporary folder). A second
start on the same folder finds the lock held, asks the first app to bring its window to
the front, and ends: two writers would each overwrite the other's statistics. A lock left
by a killed app is taken over (``QLockFile`` sees that its process is gone). The lock is
taken first thing; the server (QtNetwork, some 10 ms to load) starts after the window
shows, and a second start waits for it a few seconds.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCryptographicHash, QDeadlineTimer, QDir, QLockFile, QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer

log = logging.getLogger(__name__)

#: What a second start sends to the first.
RAISE = b"raise\n"


class Instance(QObject):
    """The single-instance guard of one data folder."""

    #: A later start asked this app to show its window.
    activated = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        digest = QCryptographicHash.hash(QByteArray(str(folder.absolute()).encode()), QCryptographicHash.Algorithm.Sha256)
        self.name = "qtcards-" + bytes(digest.toHex().data())[:20].decode()
        runtime = os.environ.get("XDG_RUNTIME_DIR", "")  # the user's own; else the temp folder
        where = runtime if runtime and os.path.isdir(runtime) else QDir.tempPath()
        self.lock = QLockFile(str(Path(where) / f"{self.name}.lock"))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, however old
        self.server: QLocalServer | None = None

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
        from PySide6.QtNetwork import QLocalServer

        if not self.lock.isLocked() or self.server is not None:
            return
        QLocalServer.removeServer(self.name)  # the socket of a killed app
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._greeted)
        if not self.server.listen(self.name):
            log.error("cannot listen as %s: %s", self.name, self.server.errorString())
        return True

    def wake_other(self, timeout_ms: int = 5000) -> bool:
        """Ask the app holding the lock to bring its window to the front; False if it does not answer."""
        from PySide6.QtNetwork import QLocalSocket

        deadline = QDeadlineTimer(timeout_ms)
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        while not socket.waitForConnected(max(1, min(100, deadline.remainingTime()))):
            if deadline.hasExpired():
                return False
            QThread.msleep(100)  # it may still be starting: its server listens once its window is up
            socket.connectToServer(self.name)
        socket.write(RAISE)
        sent = socket.waitForBytesWritten(timeout_ms)
        socket.disconnectFromServer()
        return sent

    def _greeted(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            self.server.nextPendingConnection().readyRead.connect(self._read)

    def _read(self) -> None:
        socket = self.sender()
        if socket is not None and bytes(socket.readAll().data()).startswith(RAISE):
            socket.readyRead.disconnect(self._read)
            socket.deleteLater()
            self.activated.emit()

    def release(self) -> None:
        """Stop listening and unlock (at exit)."""
        if self.server is not None:
            self.server.close()
            self.server.deleteLater()
            self.server = None
        self.lock.unlock()


def bring_to_front(window: QWidget) -> None:
    """Show a window, out of the minimised state, raised and active."""
    window.setWindowState((window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
