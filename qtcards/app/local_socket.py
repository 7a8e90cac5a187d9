"""The single-instance guard's calls over QtNetwork's local socket: Windows' named pipes.

Python on Windows has no Unix sockets. There the first app listens on a ``QLocalServer``
named after the guard (the pipe ``\\\\.\\pipe\\qtcards-...``, one for every guard folder,
open to this user only), and a later start calls it with a ``QLocalSocket``, saying what
:mod:`qtcards.app.calls` says. QtNetwork is loaded only where this carrier is used; Linux
and macOS keep Python's socket (:mod:`qtcards.app.unix_socket`, which says why). Where
Qt's local socket is a Unix socket (this carrier in a Python without ``AF_UNIX``, and in
the tests), Qt makes it by the same name in the temporary folder, open to this user only.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QDir, QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from qtcards.app.calls import MAX_CALLERS, RAISE, SHOWN, Link, Server
from qtcards.files.owned import remove_socket

#: How long the caller waits for the answer at a time, in milliseconds: PySide keeps Python's
#: lock while Qt waits, so the waits are short (for a first app in the same process: the tests).
SLICE_MS = 50


class LocalSockets:
    """QtNetwork's local socket as the guard's carrier (a :class:`qtcards.app.calls.Transport`)."""

    def address(self, place: Path, name: str) -> str:
        """The guard's own name, whatever the folder: Qt makes the pipe (or socket) of that name."""
        return name

    def listen(self, address: str, parent: QObject) -> Server:
        """Listen at ``address``, open to this user only (``OSError`` when it cannot)."""
        server = QLocalServer()
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.setMaxPendingConnections(MAX_CALLERS)
        if sys.platform != "win32":
            remove_socket(os.path.join(QDir.tempPath(), address))  # the socket of a killed app
        if not server.listen(address):
            raise OSError(f"{server.errorString()} ({server.serverError().name})")
        return LocalServer(server, address, parent)

    def call(self, address: str, timeout_s: float) -> bytes | None:
        """Say :data:`RAISE` at ``address``; the answer, ``b""`` if none came, ``None`` if no one listens."""
        deadline = time.monotonic() + timeout_s
        caller = QLocalSocket()
        try:
            caller.connectToServer(address)
            if not caller.waitForConnected(_ms_until(deadline)):
                return None  # not listening yet: it listens once its window is up
            caller.write(RAISE)
            caller.waitForBytesWritten(_ms_until(deadline))
            answer = b""
            while len(answer) < len(SHOWN) and time.monotonic() < deadline:
                if caller.waitForReadyRead(min(SLICE_MS, _ms_until(deadline))):
                    answer += bytes(caller.read(len(SHOWN) - len(answer)).data())
                elif caller.state() != QLocalSocket.LocalSocketState.ConnectedState:
                    break  # it hung up
            return answer  # (b"" when connected but it says nothing: stopped, or busy)
        finally:
            caller.abort()


def _ms_until(deadline: float) -> int:
    return max(1, int((deadline - time.monotonic()) * 1000))


class LocalServer(Server):
    """A listening ``QLocalServer``: :attr:`called` for each connection."""

    def __init__(self, server: QLocalServer, address: str, parent: QObject) -> None:
        super().__init__(address, parent)
        self.server = server
        server.setParent(self)
        server.newConnection.connect(self._accept)

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            self.called.emit(LocalLink(self.server.nextPendingConnection()))

    def close(self) -> None:
        """Stop listening (Qt removes a socket file it made)."""
        self.server.close()


class LocalLink(Link):
    """One caller's ``QLocalSocket``, read as its bytes come."""

    def __init__(self, connection: QLocalSocket) -> None:
        super().__init__()
        self.connection = connection  # (the server's child: kept until it has hung up, see close)
        connection.readyRead.connect(self.readable)
        connection.disconnected.connect(self.readable)

    def read(self, size: int) -> bytes | None:
        """Up to ``size`` bytes; ``None`` when none came yet, ``b""`` once the caller hung up."""
        if self.connection.bytesAvailable() > 0:
            return bytes(self.connection.read(size).data())
        connected = self.connection.state() == QLocalSocket.LocalSocketState.ConnectedState
        return None if connected else b""

    def send(self, data: bytes) -> None:
        """Send ``data`` if the caller still listens."""
        self.connection.write(data)
        self.connection.flush()

    def close(self) -> None:
        """Hang up once what was sent is written (a pipe's write may still be under way),
        then let the connection go."""
        if self.connection.state() == QLocalSocket.LocalSocketState.UnconnectedState:
            self.connection.deleteLater()
        else:
            self.connection.disconnected.connect(self.connection.deleteLater)
            self.connection.disconnectFromServer()
