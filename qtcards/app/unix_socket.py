"""The single-instance guard's calls over Python's Unix socket (Linux, macOS and the BSDs).

The first app listens on a socket file in each of the guard's folders; each later start's
connection is watched by a ``QSocketNotifier``. The socket is Python's, not QtNetwork's
``QLocalServer``: loading QtNetwork (and the Kerberos libraries it links) cost some
2.6 MB of the app's peak memory and 10 ms, and ``QLocalServer`` cannot listen on a long
path either (docs/performance.md).

A socket address holds at most :data:`SOCKET_PATH_MAX` bytes. A longer path is reached
on Linux through its folder's ``/proc/self/fd`` entry (``O_PATH``). Where the system has
neither (macOS), the socket is made in :data:`SHORT_FOLDER`'s ``qtcards-UID`` instead, a
folder of this user's alone (made with mode 0700, the user's, not a link), named so that
every start finds it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import sys
from pathlib import Path
from typing import Iterator

from PySide6.QtCore import QObject, QSocketNotifier

from qtcards.app.calls import MAX_CALLERS, RAISE, SHOWN, Link, Server
from qtcards.files.owned import private_problem, remove_socket

if sys.platform == "win32":
    raise ImportError("Python has no Unix sockets on Windows: qtcards.app.local_socket carries the calls there")

#: The longest path a Unix socket address holds (``sun_path`` is 108 bytes on Linux, 104 on macOS and the BSDs).
SOCKET_PATH_MAX = 107 if sys.platform == "linux" else 103
#: Where a socket whose path is too long is made when no ``/proc`` reaches its folder.
SHORT_FOLDER = Path("/tmp")


class UnixSockets:
    """Python's Unix socket as the guard's carrier (a :class:`qtcards.app.calls.Transport`)."""

    def address(self, place: Path, name: str) -> str:
        """The socket file in the guard's folder."""
        return str(place / f"{name}.socket")

    def listen(self, address: str, parent: QObject) -> Server:
        """Listen at ``address``, open to this user only (``OSError`` when it cannot)."""
        listening = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            with reach(address) as (file, short):
                remove_socket(file)  # the socket of a killed app
                listening.bind(short)
            os.chmod(file, 0o600)  # this user's starts only (in this user's folder already)
            listening.listen(MAX_CALLERS)
        except OSError:
            listening.close()
            raise
        return SocketServer(listening, address, file, parent)

    def call(self, address: str, timeout_s: float) -> bytes | None:
        """Say :data:`RAISE` at ``address``; the answer, ``b""`` if none came, ``None`` if no one listens."""
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as caller:
            caller.settimeout(timeout_s)
            try:
                with reach(address) as (_file, short):
                    caller.connect(short)
                caller.sendall(RAISE)
                return caller.recv(len(SHOWN))
            except TimeoutError:
                return b""  # connected, but it says nothing: stopped, or busy
            except OSError:
                return None  # not listening yet: it listens once its window is up


class SocketServer(Server):
    """A listening Unix socket: :attr:`called` for each connection."""

    def __init__(self, listening: socket.socket, address: str, file: str, parent: QObject) -> None:
        super().__init__(address, parent)
        self.socket = listening
        self.file = file
        listening.setblocking(False)
        self.notifier = QSocketNotifier(listening.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._accept)

    def _accept(self) -> None:
        while True:
            try:
                connection, _address = self.socket.accept()
            except OSError:  # none left (or closed already)
                return
            self.called.emit(SocketLink(connection))

    def close(self) -> None:
        """Stop listening and remove the socket file."""
        self.notifier.setEnabled(False)
        self.socket.close()
        remove_socket(self.file)


class SocketLink(Link):
    """One caller's connection, read without waiting as its bytes come."""

    def __init__(self, connection: socket.socket) -> None:
        super().__init__()
        self.connection = connection
        connection.setblocking(False)
        self.notifier = QSocketNotifier(connection.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(lambda *_: self.readable.emit())

    def read(self, size: int) -> bytes | None:
        """Up to ``size`` bytes; ``None`` when none came yet, ``b""`` once the caller hung up."""
        try:
            return self.connection.recv(size)
        except BlockingIOError:
            return None
        except OSError:
            return b""

    def send(self, data: bytes) -> None:
        """Send ``data`` if the caller still listens."""
        with contextlib.suppress(OSError):
            self.connection.send(data)

    def close(self) -> None:
        """Hang up."""
        self.notifier.setEnabled(False)
        self.connection.close()


@contextlib.contextmanager
def reach(path: str) -> Iterator[tuple[str, str]]:
    """Where the socket of ``path`` is made, and the address that reaches it: ``path``
    itself; when too long, through its folder's entry in ``/proc/self/fd`` (Linux), open
    for as long as it is used; else the same name in a short folder of this user's alone
    (``OSError`` when that folder is not)."""
    if len(os.fsencode(path)) <= SOCKET_PATH_MAX:
        yield path, path
    elif sys.platform == "linux" and hasattr(os, "O_PATH"):
        folder = os.open(os.path.dirname(path), os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)
        try:
            yield path, f"/proc/self/fd/{folder}/{os.path.basename(path)}"
        finally:
            os.close(folder)
    else:
        short = SHORT_FOLDER / f"qtcards-{os.getuid()}"
        why = private_problem(short)
        if why:
            raise OSError(errno.EPERM, f"a socket path over {SOCKET_PATH_MAX} bytes, and {short}: {why}")
        file = str(short / os.path.basename(path))
        yield file, file
